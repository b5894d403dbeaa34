"""Exact back ends for a :class:`~formal.train.formulation.Program`, and its checkable lower bound.

* :func:`solve_cpsat`: OR-tools CP-SAT, one worker, fixed seed, deterministic-time limits
  (the same answer for the same input, unless the wall clock strikes first).
* :func:`solve_ilp`: pulp with CBC, one thread.

Both minimize the objective within a time limit and report an honest status: ``optimal``
(the back end proved it), ``feasible`` (the limit struck first: both bounds are given),
``infeasible`` (proved), or ``unknown``. The tie-break objective is then minimized with
the objective held at the value found (the same limit, what is left of it).

:func:`lagrangian_certificate` turns the program's LP relaxation (CBC's duals) into
multipliers ``y >= 0``, one per row, and the bound they prove: for any such ``y``, every
0-1 point satisfying the rows costs at least ``y . rhs + sum_j min(0, c_j - (y A)_j)``
(weak duality over the unit box), which :mod:`formal.check.train` recomputes exactly in
rationals without any solver. Objectives are integers, so the bound is rounded up.
"""

from __future__ import annotations

import math
import time
import warnings
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from formal.train.formulation import Program, cost

BACKENDS = ("cpsat", "ilp")


@dataclass
class Answer:
    backend: str
    status: str  # optimal, feasible, infeasible, unknown
    values: dict[str, int] | None
    objective: int | None
    lower: int  # the back end's proved lower bound on the objective
    seconds: float
    tiebreak: int | None = None
    info: dict[str, Any] = field(default_factory=dict)


def solve(program: Program, backend: str = "cpsat", time_limit: float = 60.0,
          hint: dict[str, int] | None = None) -> Answer:
    if backend == "cpsat":
        return solve_cpsat(program, time_limit, hint)
    if backend == "ilp":
        return solve_ilp(program, time_limit)
    raise ValueError(f"unknown back end {backend!r}; expected one of {', '.join(BACKENDS)}")


def solve_cpsat(program: Program, time_limit: float = 60.0, hint: dict[str, int] | None = None) -> Answer:
    from ortools.sat.python import cp_model

    start = time.monotonic()
    model = cp_model.CpModel()
    x = {v: model.NewBoolVar(v) for v in program.variables}
    for row in program.rows:
        model.Add(sum(c * x[v] for v, c in row.coefs.items()) >= row.rhs)
    objective = sum(c * x[v] for v, c in program.objective.items())
    model.Minimize(objective)
    for v, value in (hint or {}).items():
        if v in x:
            model.AddHint(x[v], value)

    def run(seconds: float, work: float) -> tuple[Any, int]:
        # Two limits: the wall clock (the user's time limit) and CP-SAT's deterministic time (the
        # same work on any machine, busy or not). Where the deterministic one strikes first, as
        # it does unless the machine is slow or loaded, the answer is the same every run.
        solver = cp_model.CpSolver()
        solver.parameters.max_time_in_seconds = max(0.05, seconds)
        solver.parameters.max_deterministic_time = max(0.05, work)
        solver.parameters.num_workers = 1
        solver.parameters.random_seed = 0
        return solver, solver.Solve(model)

    solver, status = run(time_limit, time_limit / 2)
    work_left = time_limit - solver.deterministic_time
    seconds = time.monotonic() - start
    if status == cp_model.INFEASIBLE:
        return Answer("cpsat", "infeasible", None, None, 0, seconds)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return Answer("cpsat", "unknown", None, None, max(0, math.ceil(solver.BestObjectiveBound() - 1e-6)), seconds)
    values = {v: int(solver.Value(x[v])) for v in program.variables}
    found = cost(program.objective, values)
    lower = found if status == cp_model.OPTIMAL else max(0, math.ceil(solver.BestObjectiveBound() - 1e-6))
    answer = Answer("cpsat", "optimal" if status == cp_model.OPTIMAL else "feasible", values, found, lower, seconds)
    left = time_limit - seconds
    if (program.peak_rows or program.tiebreak) and left > 0.1:
        model.Add(objective <= found)
        model.ClearHints()
        for v, value in values.items():
            model.AddHint(x[v], value)
        if program.peak_rows:
            z = model.NewIntVar(0, max(0, program.capacity), "peak")
            named = set(program.peak_rows)
            for row in program.rows:
                if row.name in named:  # z >= held + fixed + live bytes = (rhs + capacity) - sum(coef * x)
                    model.Add(z + sum(c * x[v] for v, c in row.coefs.items()) >= row.rhs + program.capacity)
            model.Minimize(z)
        else:
            model.Minimize(sum(c * x[v] for v, c in program.tiebreak.items()))
        solver, status = run(left, min(left, work_left))
        if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            answer.values = {v: int(solver.Value(x[v])) for v in program.variables}
            answer.info["tiebreak_status"] = "optimal" if status == cp_model.OPTIMAL else "feasible"
            if program.peak_rows:
                answer.info["modeled_peak"] = int(solver.Value(z))
        answer.seconds = time.monotonic() - start
    answer.tiebreak = cost(program.tiebreak, answer.values)
    return answer


def _pulp_problem(program: Program, relax: bool = False) -> tuple[Any, dict[str, Any], dict[str, Any]]:
    import pulp

    prob = pulp.LpProblem("formal_train", pulp.LpMinimize)
    cat = "Continuous" if relax else "Binary"
    x = {v: prob.add_variable(f"x{i}", lowBound=0, upBound=1, cat=cat) for i, v in enumerate(program.variables)}
    prob += pulp.lpSum(c * x[v] for v, c in program.objective.items())
    rows = {}
    for i, row in enumerate(program.rows):
        constraint = pulp.lpSum(c * x[v] for v, c in row.coefs.items()) >= row.rhs
        prob += constraint, f"r{i}"
        rows[row.name] = prob.get_constraint_by_name(f"r{i}")
    return prob, x, rows


def _cbc(prob: Any, seconds: float) -> str:
    import pulp

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        prob.solve(pulp.PULP_CBC_CMD(msg=False, timeLimit=max(1, int(seconds + 0.999)), threads=1))
    return pulp.LpStatus[prob.status]


def solve_ilp(program: Program, time_limit: float = 60.0) -> Answer:
    import pulp

    start = time.monotonic()
    prob, x, _ = _pulp_problem(program)
    status = _cbc(prob, time_limit)
    seconds = time.monotonic() - start
    if status == "Infeasible":
        return Answer("ilp", "infeasible", None, None, 0, seconds)
    if prob.sol_status not in (pulp.LpSolutionOptimal, pulp.LpSolutionIntegerFeasible):
        return Answer("ilp", "unknown", None, None, 0, seconds)
    values = {v: int(round(var.value() or 0)) for v, var in x.items()}
    found = cost(program.objective, values)
    optimal = prob.sol_status == pulp.LpSolutionOptimal
    lower = found if optimal else 0  # CBC's best bound is not read back through pulp
    answer = Answer("ilp", "optimal" if optimal else "feasible", values, found, lower, seconds)
    left = time_limit - seconds
    if (program.peak_rows or program.tiebreak) and left > 1:
        prob += pulp.lpSum(c * x[v] for v, c in program.objective.items()) <= found, "hold"
        if program.peak_rows:
            z = prob.add_variable("peak", lowBound=0, upBound=max(0, program.capacity), cat="Continuous")
            named = set(program.peak_rows)
            for i, row in enumerate(program.rows):
                if row.name in named:
                    prob += z + pulp.lpSum(c * x[v] for v, c in row.coefs.items()) >= row.rhs + program.capacity, f"z{i}"
            prob.setObjective(z)
        else:
            prob.setObjective(pulp.lpSum(c * x[v] for v, c in program.tiebreak.items()))
        _cbc(prob, left)
        if prob.sol_status in (pulp.LpSolutionOptimal, pulp.LpSolutionIntegerFeasible):
            answer.values = {v: int(round(var.value() or 0)) for v, var in x.items()}
            answer.info["tiebreak_status"] = "optimal" if prob.sol_status == pulp.LpSolutionOptimal else "feasible"
        answer.seconds = time.monotonic() - start
    answer.tiebreak = cost(program.tiebreak, answer.values)
    return answer


def lagrangian_bound(program: Program, multipliers: dict[str, Fraction]) -> Fraction:
    """The weak-duality bound of ``multipliers`` (module doc); multipliers must be >= 0."""
    reduced = {v: Fraction(program.objective.get(v, 0)) for v in program.variables}
    bound = Fraction(0)
    for row in program.rows:
        y = multipliers.get(row.name, Fraction(0))
        if not y:
            continue
        bound += y * row.rhs
        for v, c in row.coefs.items():
            reduced[v] -= y * c
    return bound + sum(min(Fraction(0), r) for r in reduced.values())


def lagrangian_certificate(program: Program, time_limit: float = 60.0) -> tuple[int, dict[str, str]]:
    """(proved lower bound, multipliers as exact rational strings) from the LP relaxation's
    duals (module doc). A failed LP gives the trivial bound 0 with no multipliers."""
    prob, _, rows = _pulp_problem(program, relax=True)
    status = _cbc(prob, time_limit)
    if status != "Optimal":
        return 0, {}
    multipliers = {}
    for name, constraint in rows.items():
        pi = constraint.pi
        if pi is not None and pi > 0:
            multipliers[name] = Fraction(pi).limit_denominator(1 << 20)
    bound = lagrangian_bound(program, multipliers)
    proved = max(0, math.ceil(bound))
    return proved, {name: str(y) for name, y in multipliers.items()}
