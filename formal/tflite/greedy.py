"""TFLite Micro's ``GreedyMemoryPlanner``, step for step: where TFLM puts the buffers it plans online.

TFLM (``memory_planner/greedy_memory_planner.cc``) receives its buffers in allocation-info order:
the subgraph's tensors by index, then the kernels' scratch requests. Each has a size (rounded up to
16 bytes), a first and last scope (both inclusive) and an offline offset or -1. It then

1. lists the offline buffers first, in index order, and the online ones after them in *reverse*
   index order (it fills that part of the array from the tail), and sorts the online part by size,
   largest first, with a bubble sort that swaps only strictly smaller neighbours (stable, so among
   equal sizes the higher index comes first);
2. keeps the placed buffers in a list ordered by offset; an offline buffer goes at its offset; an
   online one walks the placed buffers whose scopes intersect its own, in offset order, and takes
   the first gap from 0 up that is at least its size (else the top of those it met);
3. reports the head as the largest offset + size.

:func:`place` reproduces this exactly (tests/test_tflite.py holds it equal to the head TFLM's
interpreter measures). It is O(n^2), as TFLM's is; microcontroller models have hundreds of buffers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

ONLINE = -1


@dataclass(frozen=True)
class Request:
    """One buffer as TFLM's planner receives it."""

    size: int  # already rounded up to the arena's 16-byte alignment
    first: int  # first scope it is used (inclusive)
    last: int  # last scope it is used (inclusive)
    offline: int = ONLINE  # the offline plan's offset, or -1


def place(requests: Sequence[Request]) -> list[int]:
    """Each request's offset, as TFLM's greedy planner gives it."""
    n = len(requests)
    offsets = [ONLINE] * n
    if not n:
        return offsets
    fixed = [i for i in range(n) if requests[i].offline != ONLINE]
    online = [i for i in range(n) if requests[i].offline == ONLINE][::-1]
    online = _bubble_sorted_by_size(online, requests)
    order = fixed + online
    by_offset: list[int] = []  # placed request indices, in offset order (ties: placed earlier first)
    for i in order:
        want = requests[i]
        if want.offline != ONLINE:
            candidate = want.offline
        else:
            candidate = 0
            for j in by_offset:
                other = requests[j]
                if other.first > want.last or want.first > other.last:
                    continue  # not live at the same time
                if offsets[j] - candidate >= want.size:
                    break  # the gap below this one fits
                candidate = max(candidate, offsets[j] + other.size)
        offsets[i] = candidate
        at = len(by_offset)
        for pos, j in enumerate(by_offset):
            if offsets[j] > candidate:
                at = pos
                break
        by_offset.insert(at, i)
    return offsets


def _bubble_sorted_by_size(ids: list[int], requests: Sequence[Request]) -> list[int]:
    """TFLM's ReverseSortInPlace: largest first, stable (a swap only where the left one is strictly smaller)."""
    return sorted(ids, key=lambda i: -requests[i].size)  # Python's sort is stable: the same order


def head(requests: Sequence[Request], offsets: Sequence[int]) -> int:
    """The bytes the plan reaches: TFLM's ``GetMaximumMemorySize``."""
    return max((o + r.size for r, o in zip(requests, offsets)), default=0)
