"""Blocks: the unit of arena planning (a byte size live over a half-open time interval).

Every planner in :mod:`formal.arena` works on a list of :class:`Block` s, whatever they
came from: a problem and a fixed order (:mod:`formal.arena.lifetimes`) or MiniMalloc's
CSV (:mod:`formal.arena.csvio`). A block ``b`` is live during ``[b.start, b.end)``; two
blocks *conflict* when their intervals intersect, and then their address ranges
``[offset, offset + size)`` must be disjoint.

Alignment ``A``: every offset is a multiple of ``A``. With aligned offsets a block of
``size`` bytes keeps the next block above it at least ``padded(size) = ceil(size/A)*A``
away, so planners reason with padded sizes and the check below stays exact in bytes.
The arena of a placement is ``max(offset + size)`` (the top block is not padded).

Lower bound (:func:`lower_bound`): at any time ``t`` the blocks live at ``t`` are
pairwise disjoint and aligned, so the arena is at least the sum of their padded sizes
minus the largest padding among them (the top one needs no padding). With ``A = 1`` this
is the classic "maximum bytes live at one time".
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

import numpy as np
from sortedcontainers import SortedList

from formal.base.errors import FormalError

DEFAULT_ALIGNMENT = 64


@dataclass(frozen=True)
class Block:
    """A buffer to place: ``size`` bytes live during the half-open interval ``[start, end)``."""

    id: str
    start: int
    end: int
    size: int


def padded(size: int, alignment: int) -> int:
    return -(-size // alignment) * alignment


def check_alignment(alignment: int) -> int:
    if isinstance(alignment, bool) or not isinstance(alignment, int) or alignment < 1:
        raise FormalError(f"alignment must be a positive integer, got {alignment!r}")
    return alignment


def validate_blocks(blocks: Sequence[Block], source: str = "<blocks>") -> None:
    """Reject what no planner can place: duplicate ids, negative sizes, empty lifetimes."""
    seen: set[str] = set()
    for b in blocks:
        if b.id in seen:
            raise FormalError(f"{source}: duplicate id {b.id!r}")
        seen.add(b.id)
        if b.size < 0:
            raise FormalError(f"{source}: id {b.id!r}: size must be >= 0, got {b.size}")
        if b.start >= b.end:
            raise FormalError(f"{source}: id {b.id!r}: lower ({b.start}) must be < upper ({b.end})")


def lower_bound(blocks: Sequence[Block], alignment: int = 1) -> int:
    """The live-bytes lower bound on the arena (aligned as in the module docstring).

    A sweep over the start times (the live set only grows at a start, so the maximum is
    reached at one of them): O(n log n).
    """
    n = len(blocks)
    if not n:
        return 0
    if alignment == 1:  # no padding: bytes live at t = started by t - ended by t
        start = np.array([b.start for b in blocks], dtype=np.int64)
        end = np.array([b.end for b in blocks], dtype=np.int64)
        size = np.array(
            [b.size for b in blocks], dtype=np.float64 if max(b.size for b in blocks) >= 1 << 40 else np.int64
        )
        if size.dtype == np.float64:  # huge sizes: exact integers in Python instead
            return _lower_bound_sweep(blocks, 1)
        by_start, by_end = np.argsort(start, kind="stable"), np.argsort(end, kind="stable")
        s_sorted, e_sorted = start[by_start], end[by_end]
        s_cum = np.concatenate(([0], np.cumsum(size[by_start])))
        e_cum = np.concatenate(([0], np.cumsum(size[by_end])))
        t = np.unique(s_sorted)
        live = s_cum[np.searchsorted(s_sorted, t, side="right")] - e_cum[np.searchsorted(e_sorted, t, side="right")]
        return int(live.max())
    return _lower_bound_sweep(blocks, alignment)


def _lower_bound_sweep(blocks: Sequence[Block], alignment: int) -> int:
    n = len(blocks)
    pad = [padded(b.size, alignment) for b in blocks]
    by_start = sorted(range(n), key=lambda i: blocks[i].start)
    by_end = sorted(range(n), key=lambda i: blocks[i].end)
    alive = [False] * n
    heap: list[tuple[int, int]] = []  # (-padding, index), stale entries dropped lazily
    total = best = e = k = 0
    while k < n:
        t = blocks[by_start[k]].start
        while e < n and blocks[by_end[e]].end <= t:
            i = by_end[e]
            if alive[i]:
                alive[i] = False
                total -= pad[i]
            e += 1
        while k < n and blocks[by_start[k]].start == t:
            i = by_start[k]
            alive[i] = True
            total += pad[i]
            heapq.heappush(heap, (blocks[i].size - pad[i], i))
            k += 1
        while not alive[heap[0][1]]:
            heapq.heappop(heap)
        best = max(best, total + heap[0][0])
    return best


def conflicts(blocks: Sequence[Block]) -> list[list[int]]:
    """``conflicts[i]``: indices of the blocks whose lifetimes intersect block ``i``'s (a sweep)."""
    out: list[list[int]] = [[] for _ in blocks]
    order = sorted(range(len(blocks)), key=lambda i: (blocks[i].start, i))
    active: list[int] = []
    for i in order:
        s = blocks[i].start
        active = [j for j in active if blocks[j].end > s]
        for j in active:
            out[i].append(j)
            out[j].append(i)
        active.append(i)
    for lst in out:
        lst.sort()
    return out


def placement_errors(
    blocks: Sequence[Block], offsets: Mapping[str, int], alignment: int = 1, capacity: int | None = None, limit: int = 5
) -> list[str]:
    """Why a placement is invalid (empty list: valid). Used by solvers to self-check."""
    errors: list[str] = []
    for b in blocks:
        o = offsets.get(b.id)
        if not isinstance(o, int) or o < 0:
            errors.append(f"{b.id}: no valid offset ({o!r})")
        elif o % alignment:
            errors.append(f"{b.id}: offset {o} is not a multiple of {alignment}")
        elif capacity is not None and o + b.size > capacity:
            errors.append(f"{b.id}: ends at {o + b.size} > capacity {capacity}")
    if errors:
        return errors[:limit]
    # A sweep over time keeps the live blocks sorted by offset; while they are disjoint, a
    # new one overlaps some live block only if it overlaps its neighbour below or above.
    n = len(blocks)
    live = SortedList()
    by_start = sorted((i for i in range(n) if blocks[i].size), key=lambda i: blocks[i].start)
    by_end = sorted(by_start, key=lambda i: blocks[i].end)
    e = 0
    for i in by_start:
        b = blocks[i]
        while e < len(by_end) and blocks[by_end[e]].end <= b.start:
            j = by_end[e]
            live.remove((offsets[blocks[j].id], j))
            e += 1
        o = offsets[b.id]
        k = live.bisect_left((o, i))
        live.add((o, i))
        for j in (live[k - 1][1] if k else None, live[k + 1][1] if k + 1 < len(live) else None):
            if j is None:  # no neighbour below (above)
                continue
            c = blocks[j]
            if offsets[c.id] < o + b.size and o < offsets[c.id] + c.size:
                first, second = (c, b) if j < i else (b, c)
                errors.append(f"{first.id} and {second.id} are live together and overlap in address")
                if len(errors) >= limit:
                    return errors
    return errors


def arena_size(blocks: Iterable[Block], offsets: Mapping[str, int]) -> int:
    return max((offsets[b.id] + b.size for b in blocks), default=0)
