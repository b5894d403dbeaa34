"""Exact back ends for a :class:`~formal.train.formulation.Program`, and its checkable lower bound.

* :func:`solve_cpsat`: OR-tools CP-SAT, one worker, fixed seed, limited by its deterministic time
  (the same answer for the same input on any load; the wall clock is a safety net at
  ``WALL_CLOCK_FACTOR`` times the limit, and an answer it cut short says so).
* :func:`solve_ilp`: pulp with CBC, one thread, limited by the wall clock (not reproducible
  where the limit strikes: the deterministic back end is CP-SAT).

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

import dataclasses
import math
import time
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from formal.solvers import cbc, cpsat
from formal.solvers.limits import INFEASIBLE, OPTIMAL, Limits
from formal.solvers.zero_one import Row
from formal.train.formulation import StepProgram

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


def solve(
    program: StepProgram, backend: str = "cpsat", time_limit: float = 60.0, hint: dict[str, int] | None = None
) -> Answer:
    if backend == "cpsat":
        return solve_cpsat(program, time_limit, hint)
    if backend == "ilp":
        return solve_ilp(program, time_limit)
    raise ValueError(f"unknown back end {backend!r}; expected one of {', '.join(BACKENDS)}")


def _peak_rows(program: StepProgram) -> list[Row]:
    """The memory rows as loads of PEAK: ``(rhs + capacity) - sum(coef * var) <= PEAK`` is
    ``held + fixed + live bytes <= PEAK`` (a row reads ``sum(coef * var) >= rhs`` with
    ``rhs = held + fixed - capacity`` and ``coef = -bytes``)."""
    named = set(program.peak_rows)
    return [
        Row(row.name, [(-c, x) for c, x in row.terms], "<=", -(row.rhs + program.capacity), peak=-1)
        for row in program.rows
        if row.name in named
    ]


WALL_CLOCK_FACTOR = 4  # a CP-SAT solve's wall clock stops it at this many times its deterministic time


def solve_cpsat(program: StepProgram, time_limit: float = 60.0, hint: dict[str, int] | None = None) -> Answer:
    """Minimize with CP-SAT, one worker, seed 0, ``time_limit`` seconds of CP-SAT's deterministic time
    (half for the objective, the rest for the tie-break): the same work, and so the same answer, on a
    busy machine as on a quiet one. The wall clock is only a safety net (``WALL_CLOCK_FACTOR`` times the
    limit); where it strikes first the answer may differ from run to run, and ``info`` says so."""
    start = time.monotonic()
    wall = WALL_CLOCK_FACTOR * time_limit
    compiled = cpsat.compile_program(program)
    objective = compiled.linear(program.objective)
    compiled.model.Minimize(objective)
    if hint:
        known = set(program.names)
        compiled.hint({program.number(v): value for v, value in hint.items() if v in known})
    first_work = time_limit / 2
    answer = cpsat.solve(compiled.model, Limits(seconds=wall, work=first_work), min_seconds=0.05)
    # Every decision below reads deterministic quantities only (status, deterministic time), never the clock.
    work_left = time_limit - answer.deterministic_time
    wall_struck = _wall_struck(answer, first_work)
    seconds = time.monotonic() - start
    if answer.status == INFEASIBLE:
        return Answer("cpsat", "infeasible", None, None, 0, seconds, info=_wall_info(wall_struck))
    if not answer.found:
        lower = max(0, answer.lower_bound())
        return Answer("cpsat", "unknown", None, None, lower, seconds, info=_wall_info(wall_struck))
    bits = {v: answer.value(compiled.var[v]) for v in range(1, program.nvars + 1)}
    values = program.values_by_name(bits)
    found = program.cost(program.objective, values)
    lower = found if answer.status == OPTIMAL else max(0, answer.lower_bound())
    result = Answer("cpsat", answer.status, values, found, lower, seconds)
    if (program.peak_rows or program.tiebreak) and work_left > 0.05:
        model = compiled.model
        model.Add(objective <= found)
        compiled.hint(bits)
        if program.peak_rows:
            z = model.NewIntVar(0, max(0, program.capacity), "peak")
            for row in _peak_rows(program):  # z >= held + fixed + live bytes
                model.Add(compiled.linear(row.terms) - row.rhs <= z)
            model.Minimize(z)
        else:
            model.Minimize(compiled.linear(program.tiebreak))
        limits = Limits(seconds=max(0.05, wall - (time.monotonic() - start)), work=work_left)
        second = cpsat.solve(model, limits, min_seconds=0.05)
        wall_struck = wall_struck or _wall_struck(second, work_left)
        if second.found:
            result.values = program.values_by_name(
                {v: second.value(compiled.var[v]) for v in range(1, program.nvars + 1)}
            )
            result.info["tiebreak_status"] = second.status
            if program.peak_rows:
                result.info["modeled_peak"] = second.value(z)
        result.seconds = time.monotonic() - start
    result.info.update(_wall_info(wall_struck))
    result.tiebreak = program.cost(program.tiebreak, result.values)
    return result


def _wall_struck(answer: Any, work: float) -> bool:
    """Whether a solve that did not finish stopped on the wall clock before its deterministic time was spent."""
    return answer.status not in (OPTIMAL, INFEASIBLE) and answer.deterministic_time < 0.95 * work


def _wall_info(struck: bool) -> dict[str, Any]:
    return {"wall_clock_struck": True} if struck else {}


def solve_ilp(program: StepProgram, time_limit: float = 60.0) -> Answer:
    start = time.monotonic()
    stated = cbc.to_pulp(program, "formal_train")
    answer = cbc.run(stated, Limits(seconds=time_limit))
    seconds = time.monotonic() - start
    if answer.status == INFEASIBLE:
        return Answer("ilp", "infeasible", None, None, 0, seconds)
    if not answer.found:
        return Answer("ilp", "unknown", None, None, 0, seconds)
    values = program.values_by_name(answer.bits(stated))
    found = program.cost(program.objective, values)
    lower = found if answer.status == OPTIMAL else 0  # CBC's best bound is not in its solution file
    result = Answer("ilp", answer.status, values, found, lower, seconds)
    left = time_limit - seconds
    if (program.peak_rows or program.tiebreak) and left > 1:
        hold = Row("hold", program.objective, "<=", found)
        if program.peak_rows:
            second = dataclasses.replace(
                program,
                rows=[*program.rows, hold, *_peak_rows(program)],
                peak_lower=0,
                peak_upper=max(0, program.capacity),
            )
            stated = cbc.to_pulp(second, "formal_train", objective="peak")
        else:
            second = dataclasses.replace(program, rows=[*program.rows, hold], objective=program.tiebreak)
            stated = cbc.to_pulp(second, "formal_train")
        again = cbc.run(stated, Limits(seconds=left))
        if again.found:
            result.values = program.values_by_name(again.bits(stated))
            result.info["tiebreak_status"] = again.status
        result.seconds = time.monotonic() - start
    result.tiebreak = program.cost(program.tiebreak, result.values)
    return result


def lagrangian_bound(program: StepProgram, multipliers: dict[str, Fraction]) -> Fraction:
    """The weak-duality bound of ``multipliers`` (module doc); multipliers must be >= 0."""
    reduced = {v: Fraction(0) for v in range(1, program.nvars + 1)}
    for c, v in program.objective:
        reduced[v] += c
    bound = Fraction(0)
    for row in program.rows:
        y = multipliers.get(row.name, Fraction(0))
        if not y:
            continue
        bound += y * row.rhs
        for c, v in row.terms:
            reduced[v] -= y * c
    return bound + sum(min(Fraction(0), r) for r in reduced.values())


def lagrangian_certificate(program: StepProgram, time_limit: float = 60.0) -> tuple[int, dict[str, str]]:
    """(proved lower bound, multipliers as exact rational strings) from the LP relaxation's
    duals (module doc). A failed LP gives the trivial bound 0 with no multipliers."""
    stated = cbc.to_pulp(program, "formal_train", relax=True)
    answer = cbc.run(stated, Limits(seconds=time_limit))
    if answer.status != OPTIMAL:
        return 0, {}
    multipliers = {}
    for row, name in zip(program.rows, stated.row_names):
        pi = answer.duals.get(name)
        if pi is not None and pi > 0:
            multipliers[row.name] = Fraction(pi).limit_denominator(1 << 20)
    bound = lagrangian_bound(program, multipliers)
    proved = max(0, math.ceil(bound))
    return proved, {name: str(y) for name, y in multipliers.items()}
