"""Re-implementations of Inductor's memory-aware topological sorts, on our problem model.

``torch/_inductor/memory.py`` (``reorder_for_peak_memory``) tries three orders and keeps
the one with the lowest estimated peak:

* ``topological_sort_lpmf`` ("least peak memory first", after Kim et al., DAC 2006):
  keep the peak so far; among ready nodes prefer one whose execution stays under it,
  picking the lowest memory after; otherwise the one with the lowest memory during.
* ``topological_sort_bfs``: FIFO by the positions at which a node's predecessors ran,
  to keep buffer lifetimes short.
* ``topological_sort_dfs``: DFS post-order, visiting nodes (and their unmet
  dependencies) by ascending "size with reads".

Here a node is a unit and a buffer a storage; sizes are exact bytes and the memory is
our peak semantics (formal.order.instance), so these orders serve as incumbents for the
exact search and as the compiler's strategies in comparisons. They are faithful in
spirit, not bit-for-bit (Inductor's sizes and freeing rules differ slightly).
"""

from __future__ import annotations

import heapq
import time

from formal.order.instance import Instance


class ListState:
    """Incremental bookkeeping of a list scheduler: ready set, live bytes, pending accessors."""

    def __init__(self, inst: Instance):
        self.inst = inst
        self.indegree = [len(p) for p in inst.preds]
        self.remaining = [len(a) for a in inst.accessors]
        self.live = inst.input_bytes
        self.peak = inst.input_bytes
        self.order: list[int] = []

    def freed(self, u: int) -> int:
        inst = self.inst
        return sum(inst.bytes[s] for s in inst.unit_storages[u] if inst.freeable[s] and self.remaining[s] == 1)

    def during(self, u: int) -> int:
        return self.inst.sample(self.live, u)

    def after(self, u: int) -> int:
        return self.live + self.inst.alloc[u] - self.freed(u)

    def run(self, u: int) -> list[int]:
        """Execute ``u``; return the units that became ready."""
        inst = self.inst
        self.peak = max(self.peak, self.during(u))
        self.live = self.after(u)
        for s in inst.unit_storages[u]:
            self.remaining[s] -= 1
        self.order.append(u)
        newly = []
        for j in inst.succs[u]:
            self.indegree[j] -= 1
            if self.indegree[j] == 0:
                newly.append(j)
        return newly


def lpmf_order(inst: Instance, deadline: float | None = None) -> list[int] | None:
    """Least-peak-memory-first list scheduling (Inductor's ``topological_sort_lpmf``).

    None if ``deadline`` (``time.monotonic()``) passes first: each step scans the ready set.
    """
    st = ListState(inst)
    ready = {u for u in range(inst.n) if st.indegree[u] == 0}
    while ready:
        if deadline is not None and len(st.order) % 64 == 0 and time.monotonic() > deadline:
            return None

        def key(u: int) -> tuple[int, int, int]:
            during = st.during(u)
            # Staying under the peak so far is free; among those, lowest memory after.
            return (during if during > st.peak else 0, st.after(u), u)

        u = min(ready, key=key)
        ready.remove(u)
        ready.update(st.run(u))
    return st.order


def bfs_order(inst: Instance, deadline: float | None = None) -> list[int]:
    """FIFO by predecessors' execution positions (Inductor's ``topological_sort_bfs``)."""
    indegree = [len(p) for p in inst.preds]
    position = [-1] * inst.n
    heap = [([], u) for u in range(inst.n) if indegree[u] == 0]
    heapq.heapify(heap)
    order: list[int] = []
    while heap:
        _prio, u = heapq.heappop(heap)
        position[u] = len(order)
        order.append(u)
        for j in inst.succs[u]:
            indegree[j] -= 1
            if indegree[j] == 0:
                heapq.heappush(heap, (sorted(position[i] for i in inst.preds[j]), j))
    return order


def dfs_order(inst: Instance, deadline: float | None = None) -> list[int]:
    """DFS post-order by ascending size-with-reads (Inductor's ``topological_sort_dfs``)."""
    size = [inst.alloc[u] + sum(inst.bytes[s] for s in inst.unit_storages[u]) for u in range(inst.n)]
    seen = [False] * inst.n
    order: list[int] = []
    for root in sorted(range(inst.n), key=lambda u: (size[u], u)):
        # Iterative post-order: deep chains must not hit Python's recursion limit.
        stack = [(root, False)]
        while stack:
            u, expanded = stack.pop()
            if expanded:
                order.append(u)
                continue
            if seen[u]:
                continue
            seen[u] = True
            stack.append((u, True))
            for p in sorted(inst.preds[u], key=lambda p: (size[p], p), reverse=True):
                if not seen[p]:
                    stack.append((p, False))
    return order


STRATEGIES = {"lpmf": lpmf_order, "bfs": bfs_order, "dfs": dfs_order}
