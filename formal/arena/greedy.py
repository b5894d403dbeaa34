"""Greedy arena planners: the baselines the exact solver is measured against.

All three are deterministic and take ``(blocks, alignment)``, returning ``{id: offset}``.

* :func:`best_fit_by_size` -- TensorFlow Lite's *greedy by size* (the GPU delegate's
  ``GreedyBySizeAssignment``; Pisarchyk & Lee, "Efficient Memory Management for Deep
  Neural Net Inference", 2020): blocks in decreasing size; each goes into the
  *smallest* gap between the already placed blocks that conflict with it in time, or on
  top of them if no gap is large enough.
* :func:`first_fit_by_size` -- TensorFlow Lite Micro's ``GreedyMemoryPlanner``: blocks in
  decreasing size; each goes at the *lowest* offset where it fits.
* :func:`inductor_pool` -- PyTorch Inductor's pool planner
  (``torch/_inductor/codegen/memory_planning.py``): blocks sorted by (size desc,
  lifetime length desc) are inserted into one tree of *temporal splits* (children
  share addresses, disjoint in time) and *spatial splits* (left below right, aligned);
  a block joins a temporal split only if it conflicts with at most one child, else the
  pool grows at the top. Re-implemented here on blocks (one pool, ``memory_pool=
  "combined"``), without the sympy sizes.

Ties are broken by block start, then by id, so the output is the same on every run.
"""

from __future__ import annotations

from typing import Any, Sequence

from formal.arena.blocks import Block, conflicts, padded


def _by_size(blocks: Sequence[Block]) -> list[int]:
    return sorted(range(len(blocks)), key=lambda i: (-blocks[i].size, blocks[i].start, blocks[i].id))


def _gap_fit(blocks: Sequence[Block], alignment: int, best: bool) -> dict[str, int]:
    conf = conflicts(blocks)
    offsets: list[int | None] = [None] * len(blocks)
    for i in _by_size(blocks):
        size = blocks[i].size
        placed = sorted((offsets[j], blocks[j].size) for j in conf[i] if offsets[j] is not None)
        chosen, chosen_gap = None, None
        top = 0  # lowest aligned address above everything placed so far (in this scan)
        for off, sz in placed:
            if off - top >= size and (chosen is None or (best and off - top < chosen_gap)):
                chosen, chosen_gap = top, off - top
                if not best:
                    break
            top = max(top, padded(off + sz, alignment))
        offsets[i] = top if chosen is None else chosen
    return {b.id: offsets[i] for i, b in enumerate(blocks)}  # type: ignore[misc]


def best_fit_by_size(blocks: Sequence[Block], alignment: int = 1) -> dict[str, int]:
    """TFLite greedy-by-size: largest first, smallest fitting gap (see module docstring)."""
    return _gap_fit(blocks, alignment, best=True)


def first_fit_by_size(blocks: Sequence[Block], alignment: int = 1) -> dict[str, int]:
    """TFLite Micro greedy planner: largest first, lowest fitting offset."""
    return _gap_fit(blocks, alignment, best=False)


# ----------------------------------------------------------------------------- Inductor pool
# Nodes: ("alloc", block_index) | ("empty", size) | ["temporal", [children]] | ["spatial", left, right].
# Sizes and block sets are recomputed on demand and cached until the next insertion.


class _Pool:
    def __init__(self, blocks: Sequence[Block], alignment: int):
        self.blocks, self.alignment = blocks, alignment
        self.cache_size: dict[int, int] = {}
        self.cache_members: dict[int, list[int]] = {}
        self.root: list | None = None

    # The tree grows one level per block that fits nowhere, so on programs with thousands of
    # storages it is deeper than Python's recursion limit: every walk below is iterative.

    def _postorder(self, node, cache: dict, leaf, combine) -> Any:
        stack = [(node, False)]
        while stack:
            current, expanded = stack.pop()
            if id(current) in cache:
                continue
            children = current[1] if current[0] == "temporal" else current[1:] if current[0] == "spatial" else ()
            if expanded or not children:
                cache[id(current)] = (combine(current, [cache[id(c)] for c in children]) if children
                                      else leaf(current))
            else:
                stack.append((current, True))
                stack.extend((c, False) for c in children)
        return cache[id(node)]

    def size(self, node) -> int:
        def leaf(n) -> int:
            return self.blocks[n[1]].size if n[0] == "alloc" else n[1] if n[0] == "empty" else 0

        def combine(n, sizes: list[int]) -> int:
            return max(sizes) if n[0] == "temporal" else padded(sizes[0], self.alignment) + sizes[1]
        return self._postorder(node, self.cache_size, leaf, combine)

    def members(self, node) -> list[int]:
        return self._postorder(node, self.cache_members, lambda n: [n[1]] if n[0] == "alloc" else [],
                               lambda n, parts: [m for part in parts for m in part])

    def overlaps(self, node, i: int) -> bool:
        b = self.blocks[i]
        return any(self.blocks[m].start < b.end and b.start < self.blocks[m].end for m in self.members(node))

    def insert(self, root, i: int, is_last: bool) -> bool:
        # Depth-first with backtracking at spatial nodes (left part first, then the right one),
        # as Inductor's recursive allocate() does; pending alternatives wait on the stack.
        pending = [(root, is_last)]
        while pending:
            node, is_last = pending.pop()
            if node[0] == "spatial":
                pending.append((node[2], is_last))
                pending.append((node[1], False))
                continue
            if node[0] != "temporal":
                continue
            slot, size = self.size(node), self.blocks[i].size
            if not is_last and size > slot:
                continue
            overlapping = [c for c in node[1] if self.overlaps(c, i)]
            if len(overlapping) > 1:
                continue
            if overlapping:
                pending.append((overlapping[0], is_last))
                continue
            if len(node[1]) == 1 and node[1][0][0] == "empty":
                node[1].pop()
            if slot == size:
                node[1].append(("alloc", i))
            elif slot > size:
                node[1].append(["spatial", ["temporal", [("alloc", i)]], ["temporal", [("empty", slot - size)]]])
            else:  # the block is larger than the slot: grow every child by a spatial split
                node[1][:] = [["spatial", ["temporal", [c]], ["temporal", [("empty", size - slot)]]]
                              for c in node[1]] + [("alloc", i)]
            return True
        return False

    def add(self, i: int) -> None:
        if self.root is None:
            self.root = ["temporal", [("alloc", i)]]
        elif not self.insert(self.root, i, True):
            self.root = ["temporal", [["spatial", self.root, ["temporal", [("alloc", i)]]]]]
        self.cache_size.clear()
        self.cache_members.clear()

    def offsets(self) -> dict[int, int]:
        out: dict[int, int] = {}
        stack = [(self.root, 0)] if self.root is not None else []
        while stack:
            node, off = stack.pop()
            if node[0] == "alloc":
                out[node[1]] = off
            elif node[0] == "temporal":
                stack.extend((c, off) for c in node[1])
            elif node[0] == "spatial":
                stack.append((node[1], off))
                stack.append((node[2], off + padded(self.size(node[1]), self.alignment)))
        return out


def inductor_pool(blocks: Sequence[Block], alignment: int = 1) -> dict[str, int]:
    """Inductor's pool planner on one pool (see module docstring)."""
    pool = _Pool(blocks, alignment)
    for i in sorted(range(len(blocks)), key=lambda i: (-blocks[i].size, -(blocks[i].end - blocks[i].start),
                                                       blocks[i].start, blocks[i].id)):
        pool.add(i)
    offs = pool.offsets()
    return {b.id: offs[i] for i, b in enumerate(blocks)}


GREEDY_PLANNERS = {
    "best-fit": best_fit_by_size,
    "first-fit": first_fit_by_size,
    "inductor": inductor_pool,
}
