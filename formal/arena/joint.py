"""Order and arena together: pick the order whose *packed* arena is smallest.

The minimum-peak order (formal.order) minimizes live bytes, a lower bound on the arena;
fragmentation can make another order pack better. This module searches orders for the
smallest exact arena and reports it next to the peak-optimal order's arena and peak.

1. Candidates: the original order, every fast heuristic of :mod:`formal.order.greedy`
   and the peak-optimal (or best found) order of :func:`formal.order.optimize.optimize`.
2. Local search from the best candidate (score: best greedy arena, then the arena
   lower bound, then the peak): swap two adjacent units that do not depend on each
   other, keep the swap if the score does not get worse. Moves come from a seeded
   ``random.Random`` and their number is fixed (``moves``), so the result is the same
   on every run; the time limit only cuts the search short.
3. The exact planner (:func:`formal.arena.plan.plan_problem`) on the best few distinct
   orders; the smallest exact arena wins (ties: lower peak, then candidate order).

References: the fragmentation effect is the reason TFLite and Inductor plan offsets at
all (Pisarchyk & Lee 2020); joint ordering and packing is studied e.g. by Steiner et al.,
"OLLA: Optimizing the Lifetime and Location of Arrays" (2022), with an ILP; this is a
heuristic search over orders with an exact inner packer.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Sequence

from formal.arena.blocks import DEFAULT_ALIGNMENT, arena_size, lower_bound
from formal.arena.greedy import GREEDY_PLANNERS
from formal.arena.lifetimes import storage_blocks
from formal.arena.plan import ArenaPlan, plan_problem
from formal.model import Problem, original_order, peak, predecessors
from formal.order.greedy import HEURISTICS
from formal.order.instance import Instance
from formal.order.optimize import optimize


@dataclass(frozen=True)
class JointResult:
    plan: ArenaPlan  # the chosen order's exact plan
    peak: int  # modeled live peak of the chosen order
    peak_optimal_plan: ArenaPlan  # the exact plan of the minimum-peak order found by formal.order
    peak_optimal_peak: int
    peak_optimal_status: str  # formal.order's status for that order ("optimal" | "gap" | ...)
    candidates: tuple[tuple[str, int, int], ...]  # (name, greedy arena, peak) of the starting orders


def _greedy_arena(problem: Problem, order: Sequence[str], alignment: int) -> int:
    blocks = storage_blocks(problem, order)
    # The two TFLite planners only: Inductor's pool is slower and never better on our data.
    return min(arena_size(blocks, GREEDY_PLANNERS[name](blocks, alignment)) for name in ("best-fit", "first-fit"))


def _score(problem: Problem, order: Sequence[str], alignment: int) -> tuple[int, int, int]:
    blocks = storage_blocks(problem, order)
    return (_greedy_arena(problem, order, alignment), lower_bound(blocks, alignment), peak(problem, order))


def joint_plan(
    problem: Problem,
    alignment: int = DEFAULT_ALIGNMENT,
    time_limit: float = 60.0,
    moves: int = 2000,
    seed: int = 0,
    finalists: int = 3,
) -> JointResult:
    """Search orders for the smallest exact arena (see module docstring)."""
    start = time.monotonic()
    deadline = start + time_limit

    inst = Instance(problem)
    named: list[tuple[str, list[str]]] = [("original", original_order(problem))]
    for name, fn in HEURISTICS.items():
        named.append((name, inst.order_ids(fn(inst))))
    best_peak = optimize(problem, "exact", time_limit=0.2 * time_limit)
    named.append((f"min-peak ({best_peak.status})", list(best_peak.order)))
    scored = []
    seen: set[tuple[str, ...]] = set()
    for name, order in named:
        if tuple(order) not in seen:
            seen.add(tuple(order))
            scored.append((_score(problem, order, alignment), name, order))
    scored.sort(key=lambda r: r[0])

    # Local search from the best candidate: adjacent swaps of independent units.
    preds = predecessors(problem)
    index = problem.unit_index
    rng = random.Random(seed)
    current_score, _name, current = scored[0][0], scored[0][1], list(scored[0][2])
    for _ in range(moves if problem.n > 1 else 0):
        if time.monotonic() - start > 0.6 * time_limit:
            break
        p = rng.randrange(problem.n - 1)
        a, b = index[current[p]], index[current[p + 1]]
        if a in preds[b]:
            continue  # b depends on a: the swap would be illegal
        current[p], current[p + 1] = current[p + 1], current[p]
        s = _score(problem, current, alignment)
        if s <= current_score:
            current_score = s
        else:
            current[p], current[p + 1] = current[p + 1], current[p]
    if tuple(current) not in seen:
        scored.append((current_score, "local-search", current))
        scored.sort(key=lambda r: r[0])

    # Exact packing of the finalists, sharing what is left of the time.
    finals = scored[:finalists]
    plans = []
    for k, (_s, name, order) in enumerate(finals):
        share = max(deadline - time.monotonic(), 0.5) / (len(finals) - k + 1)
        plans.append((plan_problem(problem, order, alignment, "exact", share), name, order))
    plan, _name, order = min(plans, key=lambda r: (r[0].arena, peak(problem, r[2])))
    po_plan = plan_problem(problem, best_peak.order, alignment, "exact", max(deadline - time.monotonic(), 0.5))
    return JointResult(
        plan,
        peak(problem, order),
        po_plan,
        best_peak.peak,
        best_peak.status,
        tuple((name, s[0], s[2]) for s, name, _o in scored),
    )
