"""Exact minimum-peak ordering: a bottleneck best-first search over ideals.

A schedule is a path from the empty ideal to the full one, adding one ready unit per
step; its peak is the largest step sample (formal.order.instance). The minimum peak is
therefore a *bottleneck* shortest path in the lattice of ideals, which we find level by
level, in the spirit of the exact "capacity search" of the seed paper:

* **Levels.** At level ``L`` we explore, depth first, every ideal reachable with all
  samples ``<= L``; steps above ``L`` wait in a heap keyed by their sample. When a level
  is exhausted the next level is the smallest waiting sample (Dijkstra on the max-metric).
  The first level at which the full ideal is reached is the optimum.
* **Memoization.** An ideal is expanded at most once (the state is the executed set; the
  live bytes are a function of it).
* **Dominance (free-first rule).** If a ready unit ``u`` allocates no more than it frees
  and its sample fits the level, some optimal continuation starts with ``u``
  (docs/bounds.md, Lemma F), so ``u`` is the only branch. On program graphs this
  collapses most of the lattice: consumers that release their inputs run at once.
* **Lower-bound pruning.** The search starts at the best certified lower bound
  (formal.order.bounds) and stops at the incumbent's peak from the heuristics
  (formal.order.greedy): levels outside that window are never explored.

With a time or state limit it returns the incumbent and the honest interval
``[lower, peak]`` instead of a claim of optimality. :func:`improve` finds better
incumbents for the graphs where that happens, by bisecting the level with bounded dives.
The visited ideals below the final
level, in visiting order, are exactly a *search closure* (docs/proofs.md), which
formal.order.certify writes into proofs.

References: R. Sethi, "Complete register allocation problems" (1975) for the hardness
that makes exhaustive search necessary; J. W. H. Liu, "An application of generalized
tree pebbling to sparse matrix factorization" (1987) for the memory-minimizing orders
that the free-first rule generalizes.
"""

from __future__ import annotations

import heapq
import time
from dataclasses import dataclass, field

from formal.order.instance import Instance


@dataclass
class SearchResult:
    """Outcome of :func:`exact_search` (orders are index lists in original-order numbering)."""

    order: list[int]
    peak: int
    lower: int  # proven: no legal order has a peak below this
    optimal: bool
    states: int
    seconds: float
    reason: str = ""  # why the search stopped early, if it did
    # Closure for a search_closure certificate of bound ``closure_bound``: (parent index, unit)
    # per visited ideal, entry 0 being the empty ideal with parent -1.
    closure: list[tuple[int, int]] = field(default_factory=list)
    closure_bound: int = 0


def free_first(inst: Instance, live: int, ready: list[int], freed: dict[int, int], level: int) -> int | None:
    """The lowest-index ready unit that frees (``freed[u]``) at least what it allocates and fits ``level``."""
    for u in ready:
        if inst.alloc[u] <= freed[u] and inst.sample(live, u) <= level:
            return u
    return None


def next_ready(inst: Instance, ready: list[int], child: int, u: int) -> list[int]:
    """Ready units after running ``u`` (one of ``ready``): the others, plus successors it unblocked."""
    new = [j for j in inst.succs[u] if not inst.pred_mask[j] & ~child]
    return sorted([v for v in ready if v != u] + new) if new else [v for v in ready if v != u]


def exact_search(
    inst: Instance,
    incumbent: list[int],
    lower: int,
    *,
    time_limit: float = 10.0,
    max_states: int = 500_000,
    keep_closure: bool = False,
) -> SearchResult:
    """Minimum-peak order, or the incumbent with proven ``[lower, peak]`` if limits stop it."""
    start = time.monotonic()
    best_peak = inst.peak(incumbent)
    level = max(lower, inst.input_bytes)
    if level >= best_peak:
        return SearchResult(incumbent, best_peak, best_peak, True, 0, time.monotonic() - start)

    parent: dict[int, tuple[int, int]] = {0: (-1, -1)}  # ideal -> (parent ideal, unit)
    live_of: dict[int, int] = {0: inst.input_bytes}
    ready_of: dict[int, list[int]] = {}  # ready units of ideals on the stack, while they wait there
    waiting: list[tuple[int, int, int, int]] = []  # (sample, unit, parent ideal, ideal)
    stack = [0]
    check_every = _check_every(inst)
    proven = level  # every ideal reachable below ``proven`` has been expanded
    closure_size = 0  # visited ideals when the current level began (0: still at the first level)
    expanded = 0
    while True:
        while stack:
            ideal = stack.pop()
            if ideal == inst.full:
                order = _path(parent, ideal)
                value = inst.peak(order)
                closure = _closure(parent, closure_size) if keep_closure and closure_size else []
                return SearchResult(
                    order,
                    value,
                    value,
                    True,
                    expanded,
                    time.monotonic() - start,
                    closure=closure,
                    closure_bound=level if closure else 0,
                )
            expanded += 1
            if (expanded % 512 == 0 and len(parent) > max_states) or (
                expanded % check_every == 0 and time.monotonic() - start > time_limit
            ):
                reason = "time limit" if time.monotonic() - start > time_limit else "state limit"
                closure = _closure(parent, closure_size) if keep_closure and closure_size else []
                return SearchResult(
                    incumbent,
                    best_peak,
                    proven,
                    False,
                    expanded,
                    time.monotonic() - start,
                    reason,
                    closure,
                    proven if closure else 0,
                )
            live = live_of[ideal]
            ready = ready_of.pop(ideal, None) or inst.ready(ideal)
            freed = {v: inst.freed(ideal, v) for v in ready}
            u = free_first(inst, live, ready, freed, level)
            children = [u] if u is not None else ready
            # Push so that the step leaving the least memory behind is explored first.
            steps = []
            for v in children:
                child = ideal | (1 << v)
                if child in parent:
                    continue
                after = live + inst.alloc[v] - freed[v]
                s = inst.sample(live, v)
                if s <= level:
                    steps.append((after, s, v, child))
                    live_of.setdefault(child, after)
                elif s < best_peak:
                    heapq.heappush(waiting, (s, v, ideal, child))
                    live_of.setdefault(child, after)
            for after, s, v, child in sorted(steps, reverse=True):
                if child not in parent:
                    parent[child] = (ideal, v)
                    ready_of[child] = next_ready(inst, ready, child, v)  # cheaper than a full scan
                    stack.append(child)
        # Level exhausted: the full ideal is not reachable with all samples <= level.
        while waiting and waiting[0][3] in parent:
            heapq.heappop(waiting)
        if not waiting or waiting[0][0] >= best_peak:
            closure = _closure(parent, len(parent)) if keep_closure else []
            return SearchResult(
                incumbent,
                best_peak,
                best_peak,
                True,
                expanded,
                time.monotonic() - start,
                closure=closure,
                closure_bound=best_peak,
            )
        level = waiting[0][0]
        proven = level
        closure_size = len(parent)
        while waiting and waiting[0][0] <= level:
            _s, v, ideal, child = heapq.heappop(waiting)
            if child not in parent:
                parent[child] = (ideal, v)
                stack.append(child)


def _check_every(inst: Instance) -> int:
    """How many expansions between clock checks: 512, fewer on large problems (each costs O(n))."""
    return max(1, min(512, 200_000 // max(1, inst.n)))


def _path(parent: dict[int, tuple[int, int]], ideal: int) -> list[int]:
    order = []
    while ideal:
        ideal, u = parent[ideal]
        order.append(u)
    return order[::-1]


def _closure(parent: dict[int, tuple[int, int]], size: int) -> list[tuple[int, int]]:
    """The first ``size`` visited ideals as ``(parent position, unit)``; entry 0 is the empty ideal."""
    position: dict[int, int] = {}
    out: list[tuple[int, int]] = []
    for k, (ideal, (par, u)) in enumerate(parent.items()):
        if k == size:
            break
        position[ideal] = k
        out.append((position[par] if par >= 0 else -1, u))
    return out


def dive(inst: Instance, level: int, max_states: int, deadline: float | None = None) -> tuple[list[int] | None, bool]:
    """``(order, exhausted)``: an order with every sample ``<= level`` by depth-first search.

    Without an order, ``exhausted`` tells whether the search ran out of ideals (then no
    order fits under ``level``: the visited ideals form a closure, Theorem C of
    docs/bounds.md) or gave up at ``max_states`` ideals or the ``deadline``.
    """
    parent: dict[int, tuple[int, int]] = {0: (-1, -1)}
    live_of = {0: inst.input_bytes}
    ready_of: dict[int, list[int]] = {}
    stack = [0]
    check_every = min(256, _check_every(inst))
    while stack:
        if len(parent) > max_states or (
            deadline is not None and len(parent) % check_every == 0 and time.monotonic() > deadline
        ):
            return None, False
        ideal = stack.pop()
        if ideal == inst.full:
            return _path(parent, ideal), False
        live = live_of[ideal]
        ready = ready_of.pop(ideal, None) or inst.ready(ideal)
        freed = {v: inst.freed(ideal, v) for v in ready}
        u = free_first(inst, live, ready, freed, level)
        steps = []
        for v in [u] if u is not None else ready:
            child = ideal | (1 << v)
            if child not in parent and inst.sample(live, v) <= level:
                steps.append((live + inst.alloc[v] - freed[v], v, child))
        for after, v, child in sorted(steps, reverse=True):  # least memory after: popped first
            parent[child] = (ideal, v)
            live_of[child] = after
            ready_of[child] = next_ready(inst, ready, child, v)
            stack.append(child)
    return None, True


def improve(inst: Instance, incumbent: list[int], lower: int, time_limit: float) -> list[int]:
    """A better incumbent by bisection on the level with bounded dives (anytime, no proof).

    List schedulers commit to one step at a time and do poorly on wide irregular graphs;
    a dive at a level between the lower bound and the incumbent's peak either finds an
    order under it (the new incumbent) or gives up, and the bisection moves accordingly.
    Rounds of growing effort (ideals per dive, in multiples of the unit count) repeat the
    bisection above what exhausted dives ruled out; it stops early once they rule out
    everything below the incumbent (the exact search then proves that cheaply).
    """
    deadline = time.monotonic() + time_limit
    best, hi, ruled_out = incumbent, inst.peak(incumbent), lower
    for effort in (16, 64, 256, 1024):
        lo = ruled_out
        while lo < hi and time.monotonic() < deadline:
            mid = (lo + hi) // 2
            order, exhausted = dive(inst, mid, max(2_000, effort * inst.n), deadline)
            if order is not None:
                best, hi = order, inst.peak(order)
            else:
                lo = mid + 1
                if exhausted:
                    ruled_out = max(ruled_out, mid + 1)
        if ruled_out >= hi or time.monotonic() >= deadline:
            break
    return best
