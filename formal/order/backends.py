"""Minimum-peak ordering through any back end, with time limits and honest status.

Every back end returns a :class:`Result`: the best legal order found, its peak (always
recomputed with :func:`formal.model.peak`, never taken from a solver's objective), the
best proven lower bound, and ``optimal`` only when the two meet. Decision back ends
(SAT, SMT) bisect the budget between a cheap lower bound and the peak of a starting
order; optimising back ends (ILP, CP-SAT) minimise ``PEAK`` directly.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable

from formal.base.errors import FormalError
from formal.model import Problem, original_order, peak
from formal.order.formulation import analyse

BACKENDS = ("search", "sat", "ilp", "cpsat", "smt")
# Formulations each back end accepts; the first is the default (chosen by `formal bench encodings`).
FORMULATIONS = {
    "search": ("ideals",),
    "sat": ("pair", "steps"),
    "ilp": ("pair", "steps"),
    "cpsat": ("pair", "interval", "steps"),
    "smt": ("pair", "steps"),
}


@dataclass
class Result:
    """The outcome of one solve: an order, its peak and a proven lower bound."""

    backend: str
    formulation: str
    order: list[str]
    peak: int
    lower_bound: int
    seconds: float = 0.0
    stats: dict = field(default_factory=dict)

    @property
    def optimal(self) -> bool:
        return self.peak == self.lower_bound

    def to_json(self) -> dict:
        return {"peak": self.peak, "optimal": self.optimal, "order": self.order, "seconds": round(self.seconds, 3),
                "lower_bound": self.lower_bound, "backend": self.backend, "formulation": self.formulation}


def simple_lower_bound(problem: Problem) -> int:
    """A cheap valid bound: while u runs, its own storages, its transient, the inputs
    nobody frees, and every never-freed storage written by an ancestor are all live."""
    a = analyse(problem)
    best = problem.input_bytes
    fixed = sum(st.bytes for s, st in enumerate(problem.storages)
                if st.origin == "input" and not a.finals.get(s))
    for u, unit in enumerate(problem.units):
        live = {s for s, _ in problem.unit_accesses[u]}
        live |= {s for s, w in a.writer.items()
                 if a.anc[u] >> w & 1 and not a.finals.get(s)}
        best = max(best, fixed + unit.transient
                   + sum(problem.storages[s].bytes for s in live
                         if not (problem.storages[s].origin == "input" and not a.finals.get(s))))
    return best


def start_order(problem: Problem) -> list[str]:
    """The incumbent every back end starts from: the ordering stage's best heuristic when
    it is available, else the original order (always legal)."""
    order = original_order(problem)
    try:
        from formal.order.greedy import greedy_order
    except ImportError:
        return order
    other = greedy_order(problem)
    return other if peak(problem, other) < peak(problem, order) else order


class OutOfTime(Exception):
    """Raised by model compilers when the deadline passes mid-way; the caller keeps its incumbent."""


def check_time(deadline: float | None, i: int = 0) -> None:
    """Raise :class:`OutOfTime` past ``deadline`` (checked on every 1024th call when ``i`` counts)."""
    if deadline is not None and i % 1024 == 0 and time.monotonic() > deadline:
        raise OutOfTime


Feasible = Callable[[int, float], "list[str] | bool | None"]


def bisect(problem: Problem, feasible: Feasible, lower: int, deadline: float) -> tuple[list[str], int, int, int]:
    """Binary search on the budget with a decision oracle.

    ``feasible(budget, deadline)`` returns an order with peak <= budget, False if none
    exists, or None if it ran out of time. Returns (order, peak, lower bound, calls).
    """
    order = start_order(problem)
    hi = peak(problem, order)
    lo = min(lower, hi)
    calls = 0
    while lo < hi and time.monotonic() < deadline:
        mid = (lo + hi) // 2
        calls += 1
        try:
            got = feasible(mid, deadline)
        except OutOfTime:
            got = None
        if got is None:
            break
        if got is False:
            lo = mid + 1
            continue
        value = peak(problem, got)
        if value > mid:
            raise FormalError(f"internal error: a model for budget {mid} decoded to an order of peak {value}")
        order, hi = got, value
    return order, hi, lo, calls


def solve(problem: Problem, backend: str, formulation: str | None = None, time_limit: float = 60.0) -> Result:
    """Minimum-peak order of ``problem`` with ``backend`` (and ``formulation``) within ``time_limit`` seconds."""
    if backend not in BACKENDS:
        raise FormalError(f"unknown backend {backend!r} (choose from {', '.join(BACKENDS)})")
    formulation = formulation or FORMULATIONS[backend][0]
    if formulation not in FORMULATIONS[backend]:
        raise FormalError(f"backend {backend} has no formulation {formulation!r} "
                          f"(choose from {', '.join(FORMULATIONS[backend])})")
    if time_limit <= 0:
        raise FormalError(f"--time-limit must be positive, got {time_limit}")
    if problem.n == 0:
        return Result(backend, formulation, [], problem.input_bytes, problem.input_bytes)
    started = time.monotonic()
    if backend == "search":
        from formal.order.search_backend import solve_search as run
    elif backend == "sat":
        from formal.order.sat_backend import solve_sat as run
    elif backend == "ilp":
        from formal.order.ilp_backend import solve_ilp as run
    elif backend == "cpsat":
        from formal.order.cpsat_backend import solve_cpsat as run
    else:
        from formal.order.smt_backend import solve_smt as run
    try:
        result = run(problem, formulation, started + time_limit)
    except OutOfTime:  # the model did not even fit in the time: report the incumbent honestly
        order = start_order(problem)
        result = Result(backend, formulation, order, peak(problem, order),
                        min(peak(problem, order), simple_lower_bound(problem)), stats={"status": "out of time"})
    result.seconds = time.monotonic() - started
    if peak(problem, result.order) != result.peak or result.lower_bound > result.peak:
        raise FormalError(f"internal error: {backend} reported an inconsistent result")
    return result
