"""Greedy arena planners: the baselines the exact solver is measured against, and its seed.

All four are deterministic and take ``(blocks, alignment, work=None)``, returning
``{id: offset}``.

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
* :func:`sweep_best_fit` -- an allocator run over time (best-fit free list, merging
  freed neighbours): O(n log n) whatever the input.

Ties are broken by block start, then by id, so the output is the same on every run.

Cost (docs/arena.md, "Greedy planners"). The TFLite planners read the placed blocks
that conflict in time directly when there are few (O(n * overlap * log)); otherwise a
segment tree over time keeps merged address runs (:class:`_RunTree`), so a block costs
O(log S) run-list reads and updates, each as long as the address space is fragmented
there -- O(n log^2 n) on stacked inputs such as n buffers all live together. Inductor's
planner walks a tree whose depth grows by one for each block that fits nowhere, so it
is quadratic on heavily overlapping inputs, as in Inductor. ``work`` is a deterministic
budget (units of about a microsecond) past which the first three raise
:class:`OverBudget`; :func:`best_greedy` then leaves them out, keeping the sweep.
"""

from __future__ import annotations

import time
from bisect import bisect_left, bisect_right, insort
from typing import Sequence

import numpy as np

from formal.arena.blocks import Block, arena_size, padded

# Zero-size blocks are placed last, by a linear scan each (they take no bytes, but the
# TFLite rule still gives them a definite offset); beyond this many scanned pairs they
# go to offset 0 instead, which is always valid.
ZERO_SCAN_LIMIT = 200_000_000
# Up to this many conflicting pairs per block (on average) the TFLite planners read the
# conflicting blocks directly; above it, through the run tree. Both give the same packing.
DIRECT_PAIRS_PER_BLOCK = 64
# Work budgets count deterministic *units*, each roughly a microsecond of Python on the
# project's 2-core machine: a conflicting pair or run entry read, a tree node visited
# (4 units). best_greedy gives each budgeted planner this many by default.
DEFAULT_WORK = 3_000_000
NODE_UNITS = 4


class OverBudget(Exception):
    """A planner ran past its (deterministic) work budget."""


def _by_size(blocks: Sequence[Block]) -> list[int]:
    return sorted(range(len(blocks)), key=lambda i: (-blocks[i].size, blocks[i].start, blocks[i].id))


# ----------------------------------------------------------------------------- gap fit
def _add_run(starts: list[int], ends: list[int], lo: int, hi: int) -> None:
    """Insert ``[lo, hi)`` into sorted disjoint runs, merging overlapping or touching ones."""
    i = bisect_left(ends, lo)
    j = bisect_right(starts, hi, i)
    if i == j:
        starts.insert(i, lo)
        ends.insert(i, hi)
    else:
        if starts[i] < lo:
            lo = starts[i]
        if ends[j - 1] > hi:
            hi = ends[j - 1]
        starts[i:j] = [lo]
        ends[i:j] = [hi]


class _RunTree:
    """Address runs taken by placed blocks, queried by lifetime.

    Time is cut into sections (between consecutive distinct start/end times). A segment
    tree over the sections keeps, per node, the merged address runs of the blocks stored
    *at* it (``own``: a block is stored at the O(log S) canonical nodes covering its
    lifetime) and of its whole subtree (``sub``). The placed blocks that conflict with a
    lifetime are exactly those in ``sub`` of its canonical nodes and in ``own`` of their
    ancestors, so a query reads O(log S) run lists and an insertion updates O(log S).
    Runs are merged, touching ones too: a list is as long as its address range is
    fragmented, not as long as it has blocks (stacked blocks collapse into one run).
    """

    def __init__(self, blocks: Sequence[Block]):
        times = sorted({b.start for b in blocks} | {b.end for b in blocks})
        at = {t: k for k, t in enumerate(times)}
        sections = max(len(times) - 1, 1)
        self.width = 1 << (sections - 1).bit_length()
        self.lo = [at[b.start] + self.width for b in blocks]
        self.hi = [at[b.end] + self.width for b in blocks]
        self.own: list[tuple[list[int], list[int]] | None] = [None] * (2 * self.width)
        self.sub: list[tuple[list[int], list[int]] | None] = [None] * (2 * self.width)

    def nodes(self, i: int) -> tuple[list[int], set[int]]:
        """Canonical nodes of block ``i``'s lifetime and their ancestors."""
        left, right = self.lo[i], self.hi[i]
        canon = []
        while left < right:
            if left & 1:
                canon.append(left)
                left += 1
            if right & 1:
                right -= 1
                canon.append(right)
            left >>= 1
            right >>= 1
        above: set[int] = set()
        for c in canon:
            c >>= 1
            while c and c not in above:
                above.add(c)
                c >>= 1
        return canon, above

    def runs(self, canon: list[int], above: set[int]) -> tuple[list[int], list[int]]:
        """Merged address runs of the placed blocks conflicting with the lifetime."""
        parts = [self.sub[c] for c in canon if self.sub[c] is not None]
        parts += [self.own[a] for a in above if self.own[a] is not None]
        if not parts:
            return [], []
        if len(parts) == 1:
            return parts[0]  # type: ignore[return-value]
        pairs = sorted((s, e) for st, en in parts for s, e in zip(st, en))  # type: ignore[misc]
        starts, ends = [pairs[0][0]], [pairs[0][1]]
        for s, e in pairs[1:]:
            if s <= ends[-1]:
                if e > ends[-1]:
                    ends[-1] = e
            else:
                starts.append(s)
                ends.append(e)
        return starts, ends

    def cost(self, canon: list[int], above: set[int]) -> int:
        """Run entries a :meth:`runs` query reads (the unit of the planners' work budget)."""
        return (
            sum(len(self.sub[c][0]) for c in canon if self.sub[c] is not None)  # type: ignore[index]
            + sum(len(self.own[a][0]) for a in above if self.own[a] is not None)
            + 1
        )  # type: ignore[index]

    def add(self, canon: list[int], above: set[int], lo: int, hi: int) -> None:
        own, sub = self.own, self.sub
        for c in canon:
            for table in (own, sub):
                runs = table[c]
                if runs is None:
                    table[c] = ([lo], [hi])
                else:
                    _add_run(runs[0], runs[1], lo, hi)
        for a in above:
            runs = sub[a]
            if runs is None:
                sub[a] = ([lo], [hi])
            else:
                _add_run(runs[0], runs[1], lo, hi)


def conflict_pairs(blocks: Sequence[Block]) -> int:
    """How many ordered pairs of blocks conflict in time (O(n log n), nothing enumerated)."""
    if not blocks:
        return 0
    start = np.sort(np.array([b.start for b in blocks], dtype=np.int64))
    end = np.sort(np.array([b.end for b in blocks], dtype=np.int64))
    # j conflicts with i iff start_j < end_i and end_j > start_i (i itself included once)
    hits = np.searchsorted(start, [b.end for b in blocks], "left") - np.searchsorted(
        end, [b.start for b in blocks], "right"
    )
    return int(hits.sum()) - len(blocks)


def _gap_fit(blocks: Sequence[Block], alignment: int, best: bool, budget: int | None) -> dict[str, int]:
    pairs = conflict_pairs(blocks)
    if pairs <= DIRECT_PAIRS_PER_BLOCK * len(blocks):
        if budget is not None and pairs + NODE_UNITS * len(blocks) > budget:
            raise OverBudget  # known before any work is done
        return _gap_fit_direct(blocks, alignment, best)
    n = len(blocks)
    offsets = [0] * n
    tree = _RunTree(blocks)
    zero = []
    work = 0
    for i in _by_size(blocks):
        size = blocks[i].size
        if size == 0:
            zero.append(i)  # sorted last: they only ever meet each other (below)
            continue
        canon, above = tree.nodes(i)
        if budget is not None:
            work += tree.cost(canon, above) + NODE_UNITS * (len(canon) + len(above))
            if work > budget:
                raise OverBudget
        starts, ends = tree.runs(canon, above)
        # Gaps are the holes below the top of the conflicting blocks (padded tops).
        chosen, chosen_gap, top = None, 0, 0
        for s, e in zip(starts, ends):
            gap = s - top
            if gap >= size and (chosen is None or gap < chosen_gap):
                chosen, chosen_gap = top, gap
                if not best:
                    break
            top = e
        if chosen is None:
            chosen = top
        offsets[i] = chosen
        tree.add(canon, above, chosen, chosen + padded(size, alignment))
    if zero and best and len(zero) * n <= ZERO_SCAN_LIMIT:
        _place_zero_best_fit(blocks, alignment, offsets, zero)
    # First fit puts a zero-size block at 0 (the lowest offset where it fits).
    return {b.id: offsets[i] for i, b in enumerate(blocks)}


def _gap_fit_direct(blocks: Sequence[Block], alignment: int, best: bool) -> dict[str, int]:
    """The same rule, reading the conflicting placed blocks one by one: O(n * overlap * log)."""
    n = len(blocks)
    start, end = [b.start for b in blocks], [b.end for b in blocks]
    conf: list[list[int]] = [[] for _ in range(n)]
    active: list[int] = []
    for i in sorted(range(n), key=start.__getitem__):
        s = start[i]
        active = [j for j in active if end[j] > s]
        mine = conf[i]
        for j in active:
            mine.append(j)
            conf[j].append(i)
        active.append(i)
    pad = [padded(b.size, alignment) for b in blocks]
    off = [-1] * n
    for i in _by_size(blocks):
        size = blocks[i].size
        # (offset, padded top) of the placed conflicting blocks; sorting by the padded size
        # orders equal offsets as the size does (padding is monotone).
        placed = sorted([(off[j], off[j] + pad[j]) for j in conf[i] if off[j] >= 0])
        chosen, chosen_gap, top = -1, 0, 0
        for o, t in placed:
            if o - top >= size and (chosen < 0 or (best and o - top < chosen_gap)):
                chosen, chosen_gap = top, o - top
                if not best:
                    break
            if t > top:
                top = t
        off[i] = top if chosen < 0 else chosen
    return {b.id: off[i] for i, b in enumerate(blocks)}


def _place_zero_best_fit(blocks: Sequence[Block], alignment: int, offsets: list[int], zero: list[int]) -> None:
    """Best fit for zero-size blocks, as the TFLite rule has it: the smallest gap (>= 0) between
    the conflicting placed blocks in offset order, the lowest such; zero-size ones count too."""
    start = np.array([b.start for b in blocks], dtype=np.int64)
    end = np.array([b.end for b in blocks], dtype=np.int64)
    size = np.array([b.size for b in blocks], dtype=np.int64)
    off = np.array(offsets, dtype=np.int64)
    top = np.array([o + padded(b.size, alignment) for o, b in zip(offsets, blocks)], dtype=np.int64)
    placed = size > 0
    for i in zero:
        b = blocks[i]
        idx = np.nonzero(placed & (start < b.end) & (end > b.start))[0]
        if idx.size:
            order = np.lexsort((size[idx], off[idx]))
            o, t = off[idx][order], top[idx][order]
            below = np.concatenate(([0], np.maximum.accumulate(t)[:-1]))
            gap = o - below
            gap[gap < 0] = np.iinfo(np.int64).max
            offsets[i] = int(below[int(np.argmin(gap))])
        off[i] = top[i] = offsets[i]
        placed[i] = True


def best_fit_by_size(blocks: Sequence[Block], alignment: int = 1, work: int | None = None) -> dict[str, int]:
    """TFLite greedy-by-size: largest first, smallest fitting gap (see module docstring).

    ``work``: a deterministic budget in units (see DEFAULT_WORK); past it
    :class:`OverBudget` is raised. None: unbounded.
    """
    return _gap_fit(blocks, alignment, True, work)


def first_fit_by_size(blocks: Sequence[Block], alignment: int = 1, work: int | None = None) -> dict[str, int]:
    """TFLite Micro greedy planner: largest first, lowest fitting offset (``work``: as best fit)."""
    return _gap_fit(blocks, alignment, False, work)


# ----------------------------------------------------------------------------- sweep
def sweep_best_fit(blocks: Sequence[Block], alignment: int = 1, work: int | None = None) -> dict[str, int]:
    """An allocator run over time: O(n log n), for inputs too large or fragmented for the others.

    Blocks are taken in start order (larger first at equal starts; ends before starts at
    one time). A block goes into the smallest free hole that holds it (lowest on ties);
    if none does, at the start of the free space at the top (the topmost hole, when it
    reaches the top, is extended). A freed block's space merges with its neighbours.
    Holes are kept twice: by address (to merge) and by (length, address) (to choose).
    Never over budget (``work`` is ignored): it is the planner every caller can afford.
    On random heavily overlapping inputs it is often the best of the four.
    """
    n = len(blocks)
    offsets = [0] * n
    pad = [padded(b.size, alignment) for b in blocks]
    by_start = sorted(range(n), key=lambda i: (blocks[i].start, -blocks[i].size, blocks[i].id))
    by_end = sorted(range(n), key=lambda i: (blocks[i].end, blocks[i].id))
    h_start: list[int] = []  # holes below the top, by address: [h_start[k], h_end[k])
    h_end: list[int] = []
    # The same holes by (length, start), packed into one int (faster to compare than tuples).
    shift = (sum(pad) + 1).bit_length()
    by_len: list[int] = []
    top = 0  # everything at or above is free

    def drop(k: int) -> None:
        del by_len[bisect_left(by_len, ((h_end[k] - h_start[k]) << shift) | h_start[k])]
        del h_start[k], h_end[k]

    def free(lo: int, hi: int) -> None:
        nonlocal top
        k = bisect_left(h_start, lo)
        if k and h_end[k - 1] == lo:  # merge with the hole below
            lo = h_start[k - 1]
            drop(k - 1)
            k -= 1
        if k < len(h_start) and h_start[k] == hi:  # and with the hole above
            hi = h_end[k]
            drop(k)
        if hi >= top:
            top = lo  # the free space at the top grows down
            return
        h_start.insert(k, lo)
        h_end.insert(k, hi)
        insort(by_len, ((hi - lo) << shift) | lo)

    mask = (1 << shift) - 1
    e = 0
    for i in by_start:
        b = blocks[i]
        while e < n and blocks[by_end[e]].end <= b.start:
            j = by_end[e]
            if pad[j]:
                free(offsets[j], offsets[j] + pad[j])
            e += 1
        if not b.size:
            continue  # zero bytes: offset 0 overlaps nothing
        k = bisect_left(by_len, b.size << shift)
        if k < len(by_len):  # best fit: the smallest hole that holds it
            key = by_len.pop(k)
            length, lo = key >> shift, key & mask
            j = bisect_left(h_start, lo)
            offsets[i] = lo
            if length == pad[i]:
                del h_start[j], h_end[j]
            else:
                h_start[j] = lo + pad[i]
                insort(by_len, ((length - pad[i]) << shift) | (lo + pad[i]))
        else:
            offsets[i] = top
            top += pad[i]
    return {b.id: offsets[i] for i, b in enumerate(blocks)}


# ----------------------------------------------------------------------------- Inductor pool
ALLOC, EMPTY, TEMPORAL, SPATIAL = range(4)


class _Node:
    """A pool tree node: ``alloc`` (a block), ``empty`` (a size), ``temporal`` (children share
    addresses, disjoint in time) or ``spatial`` (``kids = [left, right]``, right above left).
    Each keeps its size and the merged lifetimes of the blocks below it, updated on insertion."""

    __slots__ = ("kind", "kids", "block", "size", "starts", "ends")

    def __init__(self, kind: int, kids: list | None = None, block: int = -1, size: int = 0):
        self.kind, self.kids, self.block, self.size = kind, kids or [], block, size
        self.starts: list[int] = []
        self.ends: list[int] = []


class _Pool:
    def __init__(self, blocks: Sequence[Block], alignment: int, max_steps: int | None):
        self.blocks, self.alignment = blocks, alignment
        self.steps, self.max_steps = 0, max_steps
        self.root: _Node | None = None

    # Constructors compute size and lifetimes from the children (copies: nodes own their lists).
    def alloc(self, i: int) -> _Node:
        b = self.blocks[i]
        node = _Node(ALLOC, block=i, size=b.size)
        node.starts, node.ends = [b.start], [b.end]
        return node

    def inner(self, kind: int, kids: list[_Node]) -> _Node:
        node = _Node(kind, kids)
        node.size = (
            max(k.size for k in kids) if kind == TEMPORAL else padded(kids[0].size, self.alignment) + kids[1].size
        )
        for k in kids:
            for s, e in zip(k.starts, k.ends):
                _add_run(node.starts, node.ends, s, e)
        return node

    def overlaps(self, node: _Node, i: int) -> bool:
        b = self.blocks[i]
        k = bisect_right(node.ends, b.start)
        return k < len(node.ends) and node.starts[k] < b.end

    def insert(self, root: _Node, i: int, is_last: bool) -> bool:
        # Depth-first with backtracking at spatial nodes (left part first, then the right one),
        # as Inductor's recursive allocate() does; pending alternatives wait on the stack,
        # each with its chain of ancestors (a linked list) to update after the insertion.
        pending: list[tuple[_Node, bool, tuple | None]] = [(root, is_last, None)]
        size = self.blocks[i].size
        while pending:
            node, is_last, path = pending.pop()
            self.steps += 1 + len(node.kids)
            if self.max_steps is not None and self.steps > self.max_steps:
                raise OverBudget
            if node.kind == SPATIAL:
                pending.append((node.kids[1], is_last, (node, path)))
                pending.append((node.kids[0], False, (node, path)))
                continue
            if node.kind != TEMPORAL:
                continue
            slot = node.size
            if not is_last and size > slot:
                continue
            overlapping = [c for c in node.kids if self.overlaps(c, i)]
            if len(overlapping) > 1:
                continue
            if overlapping:
                pending.append((overlapping[0], is_last, (node, path)))
                continue
            kids = node.kids
            if len(kids) == 1 and kids[0].kind == EMPTY:
                kids.pop()
            if slot == size:
                kids.append(self.alloc(i))
            elif slot > size:
                kids.append(
                    self.inner(
                        SPATIAL,
                        [self.inner(TEMPORAL, [self.alloc(i)]), self.inner(TEMPORAL, [_Node(EMPTY, size=slot - size)])],
                    )
                )
            else:  # the block is larger than the slot: grow every child by a spatial split
                kids[:] = [
                    self.inner(
                        SPATIAL, [self.inner(TEMPORAL, [c]), self.inner(TEMPORAL, [_Node(EMPTY, size=size - slot)])]
                    )
                    for c in kids
                ] + [self.alloc(i)]
            node.size = max(k.size for k in kids)
            b = self.blocks[i]
            _add_run(node.starts, node.ends, b.start, b.end)
            child = node
            while path is not None:  # sizes only grow: update the ancestors bottom-up
                parent, path = path
                _add_run(parent.starts, parent.ends, b.start, b.end)
                if parent.kind == TEMPORAL:
                    parent.size = max(parent.size, child.size)
                else:
                    parent.size = padded(parent.kids[0].size, self.alignment) + parent.kids[1].size
                child = parent
            return True
        return False

    def add(self, i: int) -> None:
        if self.root is None:
            self.root = self.inner(TEMPORAL, [self.alloc(i)])
        elif not self.insert(self.root, i, True):
            self.root = self.inner(TEMPORAL, [self.inner(SPATIAL, [self.root, self.inner(TEMPORAL, [self.alloc(i)])])])

    def offsets(self) -> dict[int, int]:
        out: dict[int, int] = {}
        stack = [(self.root, 0)] if self.root is not None else []
        while stack:
            node, off = stack.pop()
            if node.kind == ALLOC:
                out[node.block] = off
            elif node.kind == TEMPORAL:
                stack.extend((c, off) for c in node.kids)
            elif node.kind == SPATIAL:
                stack.append((node.kids[0], off))
                stack.append((node.kids[1], off + padded(node.kids[0].size, self.alignment)))
        return out


def inductor_pool(blocks: Sequence[Block], alignment: int = 1, work: int | None = None) -> dict[str, int]:
    """Inductor's pool planner on one pool (see module docstring).

    ``work`` bounds the node visits (deterministically, NODE_UNITS each); past it
    :class:`OverBudget` is raised. The tree is walked iteratively: on programs with thousands of storages it
    is deeper than Python's recursion limit.
    """
    pool = _Pool(blocks, alignment, None if work is None else work // NODE_UNITS)
    for i in sorted(
        range(len(blocks)),
        key=lambda i: (-blocks[i].size, -(blocks[i].end - blocks[i].start), blocks[i].start, blocks[i].id),
    ):
        pool.add(i)
    offs = pool.offsets()
    return {b.id: offs[i] for i, b in enumerate(blocks)}


GREEDY_PLANNERS = {
    "best-fit": best_fit_by_size,
    "first-fit": first_fit_by_size,
    "inductor": inductor_pool,
    "sweep": sweep_best_fit,
}


def best_greedy(
    blocks: Sequence[Block], alignment: int, work: int | None = DEFAULT_WORK, deadline: float | None = None
) -> tuple[str, dict[str, int], int]:
    """The smallest arena among the greedy planners (first in table order on ties).

    Each planner but the sweep gets ``work`` units (None: unbounded) and is left out
    if it runs past them: on heavily overlapping inputs of many thousands of blocks
    Inductor's planner is quadratic and the TFLite ones slow down with fragmentation.
    The sweep (O(n log n)) always runs. The budget is deterministic, so the same input
    (and budget) always gives the same answer; only a ``deadline`` (a ``time.monotonic()``
    instant) already passed leaves the remaining planners but the sweep out.
    """
    best = None
    for name, planner in GREEDY_PLANNERS.items():
        if name != "sweep" and deadline is not None and time.monotonic() > deadline:
            continue
        try:
            offsets = planner(blocks, alignment, work)
        except OverBudget:
            continue
        arena = arena_size(blocks, offsets)
        if best is None or arena < best[2]:
            best = (name, offsets, arena)
    assert best is not None
    return best


def run_planner(
    name: str, blocks: Sequence[Block], alignment: int, work: int | None = DEFAULT_WORK
) -> tuple[str, dict[str, int]]:
    """One named planner (or ``greedy``: :func:`best_greedy`) within ``work``; a planner that
    runs past it is replaced by the sweep, and the name returned says which one answered."""
    if name == "greedy":
        used, offsets, _arena = best_greedy(blocks, alignment, work)
        return used, offsets
    try:
        return name, GREEDY_PLANNERS[name](blocks, alignment, work)
    except OverBudget:
        return "sweep", sweep_best_fit(blocks, alignment)


def work_for(time_limit: float) -> int:
    """The greedy work budget that goes with a time limit: about a tenth of it per planner
    (100,000 units a second), at least 300,000 (small inputs always get every planner)
    and at most 12 million."""
    return int(min(max(time_limit * 100_000, 300_000), 4 * DEFAULT_WORK))
