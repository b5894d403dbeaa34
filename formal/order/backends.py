"""Minimum-peak ordering through any back end, with time limits and honest status.

Every back end returns a :class:`Result`: the best legal order found, its peak (always
recomputed with :func:`formal.model.peak`, never taken from a solver's objective), the
best proven lower bound, and ``optimal`` only when the two meet. Each starts from the
best fast heuristic's order (:func:`start_order`) and a cheap lower bound:

* ``search``: the exact search over ideals with certified bounds (:func:`formal.order.optimize.optimize`);
* ``cpsat``: CP-SAT minimises ``PEAK``, on the declarative 0-1 model
  (:mod:`formal.order.formulation`) or the native ``interval`` model: an integer position
  per unit (all different, precedences), one interval per storage from its first writer's
  position to one past its last accessor's (the maximum over its final accessors), one
  unit-length interval per transient, and a cumulative constraint whose capacity is the
  peak. O(n + storages) variables; CP-SAT's cumulative propagation and the permutation
  constraint do the rest;
* ``ilp``: CBC minimises ``PEAK`` on the 0-1 model; when it stops early we report its
  incumbent and only the bounds we can prove ourselves;
* ``sat`` and ``smt``: decision back ends. The budget is bisected between the lower bound
  and the start order's peak (:func:`bisect`): CaDiCaL on the model's CNF (one fresh solver
  per budget), or z3 on its QF_LIA form (one incremental solver, push/pop per budget).

The solvers run in the solver layer (:mod:`formal.solvers`): one worker, fixed seeds, so
the same input gives the same output.

Time and memory (docs/encodings.md, "Time limits and model size"): the time limit covers
the whole solve, building the model included (the builders check the clock), and no model
grows past ``MAX_MODEL_SIZE`` entries (:mod:`formal.solvers.limits`). When either stops a
back end, the answer is the starting order with its peak and the cheap lower bound, and
``stopped`` says why (``time limit`` or ``model too large``); a back end that ran out of
time while solving reports its best order and bound with ``stopped: time limit``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable

from formal.base.errors import FormalError
from formal.model import Problem, is_legal, original_order, peak
from formal.order.formulation import analyse, build, decode
from formal.order.greedy import greedy_order
from formal.order.optimize import optimize
from formal.solvers import cbc, cpsat, sat, smt
from formal.solvers.limits import INFEASIBLE, MAX_MODEL_SIZE, OPTIMAL, Limits, OutOfTime

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
    stopped: str | None = None  # why the back end stopped short: "time limit", "model too large" (None: it finished)

    @property
    def optimal(self) -> bool:
        return self.peak == self.lower_bound

    @property
    def status(self) -> str:
        """``optimal``, or why the gap is left: ``time limit``, ``model too large``, or ``gap``."""
        return "optimal" if self.optimal else self.stopped or "gap"

    def to_json(self) -> dict:
        return {
            "peak": self.peak,
            "optimal": self.optimal,
            "status": self.status,
            "order": self.order,
            "seconds": round(self.seconds, 3),
            "lower_bound": self.lower_bound,
            "backend": self.backend,
            "formulation": self.formulation,
            **({"stopped": self.stats["why"]} if "why" in self.stats else {}),
        }


@dataclass(frozen=True)
class Start:
    """Where every back end starts: the best fast heuristic's order, its peak, and the cheap lower bound."""

    order: list[str]
    peak: int
    lower: int

    @classmethod
    def of(cls, problem: Problem, deadline: float | None = None) -> "Start":
        order = start_order(problem)
        value = peak(problem, order)
        return cls(order, value, min(value, simple_lower_bound(problem, deadline)))


def simple_lower_bound(problem: Problem, deadline: float | None = None) -> int:
    """A cheap valid bound: while u runs, its own storages, its transient, the inputs
    nobody frees, and every never-freed storage written by an ancestor are all live.

    Each unit's value is a bound by itself (every schedule runs it), so past ``deadline``
    the maximum over the units seen so far is returned."""
    a = analyse(problem)
    storages = problem.storages
    never_freed = {s for s, st in enumerate(storages) if not a.finals.get(s)}
    fixed_inputs = {s for s in never_freed if storages[s].origin == "input"}
    fixed = sum(storages[s].bytes for s in fixed_inputs)
    kept = [(w, s) for s, w in a.writer.items() if s in never_freed]  # never-freed storages with a writer
    best = problem.input_bytes
    for u, unit in enumerate(problem.units):
        if deadline is not None and not u & 63 and time.monotonic() > deadline:
            break
        anc = a.anc[u]
        live = {s for s, _ in problem.unit_accesses[u]}
        live.update(s for w, s in kept if anc >> w & 1)
        best = max(best, fixed + unit.transient + sum(storages[s].bytes for s in live if s not in fixed_inputs))
    return best


def start_order(problem: Problem) -> list[str]:
    """The incumbent every back end starts from: the best fast heuristic's order, or the
    original order where that is not lower (the original order is always legal)."""
    order = original_order(problem)
    other = greedy_order(problem)
    return other if peak(problem, other) < peak(problem, order) else order


Feasible = Callable[[int, float], "list[str] | bool | None"]


def bisect(
    problem: Problem, feasible: Feasible, lower: int, deadline: float, start: Start | None = None
) -> tuple[list[str], int, int, int]:
    """Binary search on the budget with a decision oracle.

    ``feasible(budget, deadline)`` returns an order with peak <= budget, False if none
    exists, or None if it ran out of time. Returns (order, peak, lower bound, calls).
    """
    start = start or Start.of(problem)
    order, hi = start.order, start.peak
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


# --- the back ends ------------------------------------------------------------------------------------------------


def solve_search(problem: Problem, formulation: str, deadline: float, start: Start) -> Result:
    got = optimize(problem, "exact", max(0.01, deadline - time.monotonic()))
    return Result("search", "ideals", list(got.order), got.peak, got.lower_bound, stats={"engine": "formal.order"})


def _interval_model(problem: Problem, cp: Any, peak_var: Any) -> Callable[[cpsat.Answer], list[str]]:
    """The native CP-SAT model (module docstring); returns the decoder of its positions."""
    n, a = problem.n, analyse(problem)
    pos = [cp.NewIntVar(a.early(u), a.late(u, n), f"pos_{u}") for u in range(n)]
    cp.AddAllDifferent(pos)
    for u in range(n):
        for p in a.preds[u]:
            cp.Add(pos[p] + 1 <= pos[u])
    intervals, demands = [], []
    for s, st in enumerate(problem.storages):
        if not st.bytes:
            continue
        start = 0 if st.origin == "input" else pos[a.writer[s]]
        finals = a.finals.get(s, [])
        if finals:
            end = cp.NewIntVar(0, n, f"end_{s}")
            cp.AddMaxEquality(end, [pos[f] + 1 for f in finals])
        else:
            end = n
        size = cp.NewIntVar(0, n, f"size_{s}")
        intervals.append(cp.NewIntervalVar(start, size, end, f"live_{s}"))
        demands.append(st.bytes)
    for u, unit in enumerate(problem.units):
        if unit.transient:
            intervals.append(cp.NewFixedSizeIntervalVar(pos[u], 1, f"scratch_{u}"))
            demands.append(unit.transient)
    cp.AddCumulative(intervals, demands, peak_var)
    return lambda answer: [problem.units[u].id for u in sorted(range(n), key=lambda u: answer.value(pos[u]))]


def solve_cpsat(problem: Problem, formulation: str, deadline: float, start: Start) -> Result:
    incumbent, upper, lower = start.order, start.peak, start.lower
    if formulation == "interval":
        cp = cpsat.new_model()
        peak_var = cp.NewIntVar(lower, upper, "peak")
        read_order = _interval_model(problem, cp, peak_var)
    else:
        model = build(problem, formulation, deadline)
        model.peak_lower, model.peak_upper = lower, upper
        compiled = cpsat.compile_program(model, deadline=deadline)
        cp, peak_var = compiled.model, compiled.peak

        def read_order(answer: cpsat.Answer) -> list[str]:
            return decode(problem, formulation, compiled.values(answer))

    cp.Minimize(peak_var)
    if deadline - time.monotonic() <= 0:
        return Result("cpsat", formulation, incumbent, upper, lower)
    answer = cpsat.solve(cp, Limits.until(deadline))
    if answer.found:
        order = read_order(answer)
        got = peak(problem, order)
        if got < upper:
            incumbent, upper = order, got
        lower = max(lower, answer.lower_bound())
    elif answer.status == INFEASIBLE:  # nothing below the starting order's peak
        lower = upper
    lower = min(lower, upper)
    return Result("cpsat", formulation, incumbent, upper, lower, stats={"status": answer.solver_status})


def solve_ilp(problem: Problem, formulation: str, deadline: float, start: Start) -> Result:
    model = build(problem, formulation, deadline)
    incumbent, upper = start.order, start.peak
    lower = min(upper, max(start.lower, model.lower_limit))
    model.peak_lower, model.peak_upper = lower, upper
    stated = cbc.to_pulp(model, objective="peak", deadline=deadline)
    answer = cbc.run(stated, Limits.until(deadline))
    if not answer.found:
        return Result("ilp", formulation, incumbent, upper, lower, stats={"status": answer.message})
    values = {model.names[v]: bit == 1 for v, bit in answer.bits(stated).items()}
    order = decode(problem, formulation, values)
    if not is_legal(problem, order):  # defensive: a model's solution always decodes to a legal order
        return Result("ilp", formulation, incumbent, upper, lower, stats={"status": answer.message})
    value = peak(problem, order)
    if value < upper:
        incumbent, upper = order, value
    if answer.status == OPTIMAL:  # CBC proved no cheaper assignment, and the model is exact
        lower = upper
    return Result("ilp", formulation, incumbent, upper, lower, stats={"status": answer.message})


def solve_sat(problem: Problem, formulation: str, deadline: float, start: Start) -> Result:
    model = build(problem, formulation, deadline)

    def feasible(budget: int, deadline: float) -> list[str] | bool | None:
        _, clauses = sat.to_cnf(model, budget, deadline, max_size=MAX_MODEL_SIZE)
        status, assignment = sat.solve(clauses, deadline)
        if status is not True:
            return status
        return decode(problem, formulation, sat.true_names(model, assignment))

    lower = max(start.lower, model.lower_limit)
    order, best, lb, calls = bisect(problem, feasible, lower, deadline, start)
    return Result("sat", formulation, order, best, lb, stats={"calls": calls, "variables": model.nvars})


def solve_smt(problem: Problem, formulation: str, deadline: float, start: Start) -> Result:
    model = build(problem, formulation, deadline)
    solver = smt.Incremental(model, deadline)

    def feasible(budget: int, deadline: float) -> list[str] | bool | None:
        status, values = solver.decide(budget, deadline)
        return decode(problem, formulation, values) if status is True else status

    lower = max(start.lower, model.lower_limit)
    order, best, lb, calls = bisect(problem, feasible, lower, deadline, start)
    return Result("smt", formulation, order, best, lb, stats={"calls": calls})


RUN = {"search": solve_search, "sat": solve_sat, "ilp": solve_ilp, "cpsat": solve_cpsat, "smt": solve_smt}


def solve(
    problem: Problem,
    backend: str,
    formulation: str | None = None,
    time_limit: float = 60.0,
    deadline: float | None = None,
) -> Result:
    """Minimum-peak order of ``problem`` with ``backend`` (and ``formulation``) within ``time_limit``
    seconds, or by ``deadline`` (a ``time.monotonic()`` instant, e.g. set before the problem was read)."""
    if backend not in BACKENDS:
        raise FormalError(f"unknown backend {backend!r} (choose from {', '.join(BACKENDS)})")
    formulation = formulation or FORMULATIONS[backend][0]
    if formulation not in FORMULATIONS[backend]:
        raise FormalError(
            f"backend {backend} has no formulation {formulation!r} (choose from {', '.join(FORMULATIONS[backend])})"
        )
    if time_limit <= 0:
        raise FormalError(f"--time-limit must be positive, got {time_limit}")
    if problem.n == 0:
        return Result(backend, formulation, [], problem.input_bytes, problem.input_bytes)
    started = time.monotonic()
    deadline = started + time_limit if deadline is None else deadline
    start = Start.of(problem, deadline)
    try:
        result = RUN[backend](problem, formulation, deadline, start)
    except OutOfTime as exc:  # building the model passed the deadline or the size limit: the start, honestly
        why = str(exc) or f"past the deadline while building the {formulation} model"
        result = Result(
            backend, formulation, start.order, start.peak, start.lower, stats={"why": why}, stopped=exc.reason
        )
    else:
        if not result.optimal and time.monotonic() >= deadline:
            result.stopped = "time limit"
    result.seconds = time.monotonic() - started
    if peak(problem, result.order) != result.peak or result.lower_bound > result.peak:
        raise FormalError(f"internal error: {backend} reported an inconsistent result")
    return result
