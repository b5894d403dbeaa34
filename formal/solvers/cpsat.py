"""OR-tools CP-SAT: models the levers build, solved here with limits, seeds and honest status.

Two ways in:

* a lever with a native model (ordering's ``interval`` model, Moccasin-style recomputation,
  arena offsets, a knapsack) builds it on :func:`new_model` with CP-SAT's own API and calls
  :func:`solve`;
* a lever with a :class:`~formal.solvers.zero_one.ZeroOneProgram` calls :func:`compile_program` and
  then :func:`solve` (or adds rows with :meth:`Compiled.add` first).

Every solve runs with :class:`~formal.solvers.limits.Limits`: the wall clock, CP-SAT's
deterministic time where given (the same answer on a loaded machine as on an idle one),
one worker and seed 0 unless told otherwise. The answer's status is one of the four of
:mod:`formal.solvers.limits`; CP-SAT's own word is kept beside it (``solver_status``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from formal.solvers.limits import FEASIBLE, INFEASIBLE, OPTIMAL, UNKNOWN, Limits, check_time
from formal.solvers.zero_one import Row, ZeroOneProgram


def _cp_model() -> Any:
    from ortools.sat.python import cp_model  # ortools: heavy (about 0.3 s), loaded when a model is built

    return cp_model


def new_model() -> Any:
    """An empty ``cp_model.CpModel``."""
    return _cp_model().CpModel()


@dataclass
class Answer:
    """One CP-SAT run: the status, CP-SAT's own word, and access to the values and bounds."""

    status: str
    solver_status: str
    solver: Any
    deterministic_time: float

    @property
    def found(self) -> bool:
        return self.status in (OPTIMAL, FEASIBLE)

    def value(self, expr: Any) -> int:
        return int(self.solver.Value(expr))

    @property
    def objective(self) -> float:
        return float(self.solver.ObjectiveValue())

    def lower_bound(self) -> int:
        """The proved bound on a minimized objective, rounded up to an integer."""
        return math.ceil(self.solver.BestObjectiveBound() - 1e-6)


def solve(model: Any, limits: Limits, *, min_seconds: float = 0.01) -> Answer:
    """Solve ``model`` within ``limits`` (the wall clock at least ``min_seconds``)."""
    cp_model = _cp_model()
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = max(min_seconds, limits.seconds)
    if limits.work is not None:
        solver.parameters.max_deterministic_time = max(min_seconds, limits.work)
    solver.parameters.num_workers = limits.workers
    solver.parameters.random_seed = limits.seed
    code = solver.Solve(model)
    status = {cp_model.OPTIMAL: OPTIMAL, cp_model.FEASIBLE: FEASIBLE, cp_model.INFEASIBLE: INFEASIBLE}.get(
        code, UNKNOWN
    )
    return Answer(status, solver.StatusName(code), solver, float(solver.deterministic_time))


@dataclass
class Compiled:
    """A :class:`ZeroOneProgram` as a CP-SAT model: ``var[v]`` is variable ``v``'s Boolean,
    ``peak`` the PEAK integer (None when no row uses it)."""

    model: Any
    var: list[Any]
    peak: Any

    def lit(self, x: int) -> Any:
        return self.var[x] if x > 0 else self.var[-x].Not()

    def linear(self, terms: list[tuple[int, int]]) -> Any:
        """``sum(coef * lit)`` with ``-v`` counting ``1 - v``."""
        return sum(c * (self.var[x] if x > 0 else 1 - self.var[-x]) for c, x in terms)

    def add(self, row: Row) -> None:
        lhs = self.linear(row.terms)
        if row.peak:
            lhs = lhs + row.peak * self.peak
        self.model.Add({"<=": lhs <= row.rhs, ">=": lhs >= row.rhs, "==": lhs == row.rhs}[row.op])

    def values(self, answer: Answer) -> dict[str, bool]:
        """Each variable's value by name."""
        return {self.var[v].Name(): bool(answer.value(self.var[v])) for v in range(1, len(self.var))}

    def hint(self, values: dict[int, int]) -> None:
        self.model.ClearHints()
        for v, value in sorted(values.items()):
            self.model.AddHint(self.var[v], value)


def compile_program(program: ZeroOneProgram, deadline: float | None = None) -> Compiled:
    """``program`` as a CP-SAT model (clauses as Boolean ors, rows as linear constraints,
    PEAK an integer in its bounds); the caller sets the objective on ``model``.
    Past ``deadline`` while building: :class:`~formal.solvers.limits.OutOfTime`."""
    model = new_model()
    var = [None] + [model.NewBoolVar(name) for name in program.names[1:]]
    peak = None
    if program.uses_peak:
        upper = program.peak_upper if program.peak_upper is not None else _row_bound(program)
        peak = model.NewIntVar(program.peak_lower, max(program.peak_lower, upper), program.peak_name)
    compiled = Compiled(model, var, peak)
    for i, c in enumerate(program.clauses):
        check_time(deadline, i)
        model.AddBoolOr([compiled.lit(x) for x in c])
    for row in program.rows:
        check_time(deadline)  # every row: a row can be long
        compiled.add(row)
    return compiled


def _row_bound(program: ZeroOneProgram) -> int:
    """An upper bound on every load: its constant plus all its positive coefficients."""
    return max([program.peak_lower, *(r.const + sum(c for c, _ in r.terms if c > 0) for r in program.loads())])
