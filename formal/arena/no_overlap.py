"""Arena feasibility with OR-tools CP-SAT (a second exact engine).

Each block is a rectangle: time ``[start, end)`` is fixed, the address interval
``[offset, offset + padded size)`` slides in ``[0, capacity)``. Because the time side is
fixed, "no two rectangles intersect" (``NoOverlap2D``) is the same as "the blocks live
at any one moment are disjoint in address": one 1-D ``AddNoOverlap`` per *maximal* live
set (a maximal clique of the interval graph; there are at most as many as blocks).
We model it that way because CP-SAT's 1-D propagators (edge finding, energetic
reasoning) are much stronger than its 2-D one here: on the MiniMalloc instances
E, H and B it answers in 10 s, 0.6 s and 1.4 s where NoOverlap2D ran out of 45 s on E
(measured on the 2-core project machine, one worker). Offsets are counted in units of ``g``, the gcd of the
padded sizes (a multiple of the alignment): pushing a packing down until every block
rests on another one keeps every offset a sum of padded sizes, so this loses nothing.
The top block only needs its real size below the capacity, hence each offset's upper
bound ``(capacity - size) // g``.

Determinism: one worker and a fixed seed, and the budget is CP-SAT's *deterministic*
time (``max_deterministic_time``), so the same input gives the same answer on every
machine; a wall-clock limit only guards against slow machines (and then the answer is
``unknown``). Multi-worker CP-SAT would be faster but is not reproducible.
"""

from __future__ import annotations

import heapq
import math
from functools import reduce
from typing import Sequence

import numpy as np

from formal.arena.blocks import Block, padded
from formal.solvers import cpsat
from formal.solvers.limits import Limits

# Largest model worth building, as the sum of the squared sizes of the maximal live sets
# (CP-SAT's no-overlap reasoning and memory grow with it): MiniMalloc's instances need at
# most 1.1 million (J); 500 random intervals on a horizon of 100 need 3.3 million and
# CP-SAT then spends seconds before its first deterministic-time check, 2,000 need 58
# million, 12 s and 2 GB. Beyond the cap CP-SAT is left out.
MAX_CLIQUE_PAIRS = 2_000_000


def maximal_live_sets(blocks: Sequence[Block], limit: int | None = MAX_CLIQUE_PAIRS) -> list[list[int]] | None:
    """The maximal live sets (maximal cliques of the interval graph), each as sorted block
    indices, in sorted order; None if their squared sizes add up to more than ``limit``.

    The live set only grows at a start, so every maximal one is the live set ``L(t)`` at
    some start time ``t``; ``L(t)`` is contained in a later one iff all of it is still live
    at the next start time ``t'``, i.e. iff its earliest end is after ``t'``. Sizes are
    counted (O(n log n)) before anything is listed.
    """
    n = len(blocks)
    if not n:
        return []
    start = np.array([b.start for b in blocks], dtype=np.int64)
    end = np.array([b.end for b in blocks], dtype=np.int64)
    times = np.unique(start)
    s_sorted, e_sorted = np.sort(start), np.sort(end)
    counts = np.searchsorted(s_sorted, times, "right") - np.searchsorted(e_sorted, times, "right")
    # Earliest end among the blocks live at each start time: a sweep with a heap.
    by_start = np.argsort(start, kind="stable").tolist()
    heap: list[tuple[int, int]] = []
    keep: list[bool] = []
    k = 0
    for idx, t in enumerate(times.tolist()):
        while k < n and blocks[by_start[k]].start == t:
            heapq.heappush(heap, (blocks[by_start[k]].end, by_start[k]))
            k += 1
        while heap[0][0] <= t:
            heapq.heappop(heap)
        nxt = times[idx + 1] if idx + 1 < len(times) else None
        keep.append(nxt is None or heap[0][0] <= nxt)
    keep_arr = np.array(keep, dtype=bool)
    if limit is not None and int((counts[keep_arr].astype(np.float64) ** 2).sum()) > limit:
        return None
    chosen = set(times[keep_arr].tolist())
    live: set[int] = set()
    by_end = np.argsort(end, kind="stable").tolist()
    out, e, k = [], 0, 0
    for t in times.tolist():
        while e < n and blocks[by_end[e]].end <= t:
            live.discard(by_end[e])
            e += 1
        while k < n and blocks[by_start[k]].start == t:
            live.add(by_start[k])
            k += 1
        if t in chosen:
            out.append(sorted(live))
    out.sort()
    return out


def cpsat_feasible(
    blocks: Sequence[Block],
    capacity: int,
    alignment: int,
    deterministic_time: float,
    time_limit: float,
    live_sets: list[list[int]] | None = None,
) -> tuple[str, dict[str, int] | None]:
    """``("feasible", offsets)``, ``("infeasible", None)`` or ``("unknown", None)``.

    ``live_sets``: :func:`maximal_live_sets` of ``blocks``, if the caller has them already.
    """
    if live_sets is None:
        live_sets = maximal_live_sets(blocks)
        if live_sets is None:
            return "unknown", None  # too large a model to build

    pads = [padded(b.size, alignment) for b in blocks]
    unit = reduce(math.gcd, pads, 0) or alignment
    model = cpsat.new_model()
    ys, offs = [], []
    for b, p in zip(blocks, pads):
        hi = (capacity - b.size) // unit
        if hi < 0:
            return "infeasible", None
        off = model.NewIntVar(0, hi, f"o_{b.id}")
        offs.append(off)
        ys.append(model.NewFixedSizeIntervalVar(off, p // unit, f"a_{b.id}"))
    for live in live_sets:
        if len(live) > 1:
            model.AddNoOverlap([ys[i] for i in live])
    answer = cpsat.solve(model, Limits(seconds=time_limit, work=deterministic_time))
    if answer.found:
        return "feasible", {b.id: answer.value(o) * unit for b, o in zip(blocks, offs)}
    return answer.status, None  # infeasible (proved) or unknown
