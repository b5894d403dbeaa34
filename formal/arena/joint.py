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

Time: everything counts against the limit (or the caller's ``deadline``). Scoring a
candidate runs two greedy planners over every storage (seconds at thousands of units), so
the candidates are scored in the order min-peak, original, heuristics, until 40% of the
time is spent (at least the first); a local-search move is only tried when a score of the
same cost still fits before 60%; and the min-peak order's plan is reused when it is a
finalist. On large problems the answer is then the min-peak order's plan, with its gap.

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
    deadline: float | None = None,
) -> JointResult:
    """Search orders for the smallest exact arena (see module docstring); by ``deadline`` (a
    ``time.monotonic()`` instant) when given, else within ``time_limit`` seconds."""
    start = time.monotonic()
    deadline = start + time_limit if deadline is None else deadline
    budget = max(deadline - start, 0.0)

    best_peak = optimize(problem, "exact", time_limit=max(0.2 * budget, 0.01))
    inst = Instance(problem)
    named: list[tuple[str, list[str]]] = [("original", original_order(problem))]
    for name, fn in HEURISTICS.items():
        if time.monotonic() > start + 0.4 * budget:
            break
        named.append((name, inst.order_ids(fn(inst))))
    named.append((f"min-peak ({best_peak.status})", list(best_peak.order)))
    unique: list[tuple[int, str, list[str]]] = []  # (position, name, order), the first of equal orders
    seen: set[tuple[str, ...]] = set()
    for k, (name, order) in enumerate(named):
        if tuple(order) not in seen:
            seen.add(tuple(order))
            unique.append((k, name, order))
    # Scored min-peak first, then in list order, while the time allows (at least one).
    priority = sorted(unique, key=lambda r: (tuple(r[2]) != tuple(best_peak.order), r[0]))
    scored_at = []
    cost = 0.0  # seconds one score takes (the last one measured)
    for k, name, order in priority:
        if scored_at and time.monotonic() + cost > start + 0.4 * budget:
            break
        t = time.monotonic()
        scored_at.append((_score(problem, order, alignment), k, name, order))
        cost = time.monotonic() - t
    scored = [(score, name, order) for score, _k, name, order in sorted(scored_at, key=lambda r: (r[0], r[1]))]

    # Local search from the best candidate: adjacent swaps of independent units.
    preds = predecessors(problem)
    index = problem.unit_index
    rng = random.Random(seed)
    current_score, _name, current = scored[0][0], scored[0][1], list(scored[0][2])
    for _ in range(moves if problem.n > 1 else 0):
        if time.monotonic() + cost > start + 0.6 * budget:
            break
        p = rng.randrange(problem.n - 1)
        a, b = index[current[p]], index[current[p + 1]]
        if a in preds[b]:
            continue  # b depends on a: the swap would be illegal
        current[p], current[p + 1] = current[p + 1], current[p]
        t = time.monotonic()
        s = _score(problem, current, alignment)
        cost = time.monotonic() - t
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
    min_peak = tuple(best_peak.order)
    last = len(finals) if any(tuple(o) == min_peak for _s, _n, o in finals) else len(finals) + 1
    for k, (_s, name, order) in enumerate(finals):
        share = max(deadline - time.monotonic(), 0.0) / (last - k)
        plans.append((plan_problem(problem, order, alignment, "exact", share, deadline), name, order))
    plan, _name, order = min(plans, key=lambda r: (r[0].arena, peak(problem, r[2])))
    reused = [p for p, _n, o in plans if tuple(o) == min_peak]
    po_plan = (
        reused[0]
        if reused
        else plan_problem(problem, best_peak.order, alignment, "exact", max(deadline - time.monotonic(), 0.0), deadline)
    )
    return JointResult(
        plan,
        peak(problem, order),
        po_plan,
        best_peak.peak,
        best_peak.status,
        tuple((name, s[0], s[2]) for s, name, _o in scored),
    )
