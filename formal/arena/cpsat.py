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

import math
from functools import reduce
from typing import Sequence

from formal.arena.blocks import Block, padded


def cpsat_feasible(blocks: Sequence[Block], capacity: int, alignment: int, deterministic_time: float,
                   time_limit: float) -> tuple[str, dict[str, int] | None]:
    """``("feasible", offsets)``, ``("infeasible", None)`` or ``("unknown", None)``."""
    from ortools.sat.python import cp_model  # heavy import, only when used

    pads = [padded(b.size, alignment) for b in blocks]
    unit = reduce(math.gcd, pads, 0) or alignment
    model = cp_model.CpModel()
    ys, offs = [], []
    for b, p in zip(blocks, pads):
        hi = (capacity - b.size) // unit
        if hi < 0:
            return "infeasible", None
        off = model.NewIntVar(0, hi, f"o_{b.id}")
        offs.append(off)
        ys.append(model.NewFixedSizeIntervalVar(off, p // unit, f"a_{b.id}"))
    # Maximal live sets: the live set only grows at a start, so every maximal one is the
    # live set at some start time.
    live_sets = {frozenset(i for i, c in enumerate(blocks) if c.start <= t < c.end)
                 for t in {b.start for b in blocks}}
    for live in sorted((s for s in live_sets if not any(s < other for other in live_sets)), key=sorted):
        if len(live) > 1:
            model.AddNoOverlap([ys[i] for i in sorted(live)])
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = 0
    solver.parameters.max_deterministic_time = max(deterministic_time, 0.01)
    solver.parameters.max_time_in_seconds = max(time_limit, 0.01)
    status = solver.Solve(model)
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return "feasible", {b.id: solver.Value(o) * unit for b, o in zip(blocks, offs)}
    if status == cp_model.INFEASIBLE:
        return "infeasible", None
    return "unknown", None
