"""SAT through python-sat: a :class:`~formal.solvers.zero_one.ZeroOneProgram` as CNF, solved by CaDiCaL.

:func:`to_cnf` fixes PEAK to a budget (every variable is then 0-1) and turns each linear
row into clauses with the project's pseudo-Boolean encoder, a reduced BDD with interval
memoisation (Abio et al., JAIR 2012; :mod:`formal.solvers.pb`, whose clauses the trusted
checker's own copy reproduces, so a refutation the checker re-encodes is of the same formula). Variables
``1..N`` are the program's; BDD nodes follow.

:func:`solve` answers True (with a model), False (with a DRUP proof when asked) or None
when the limit struck. CaDiCaL in python-sat cannot be interrupted, so it runs in slices of
a growing conflict budget and the clock is checked between slices (learnt clauses and the
proof carry over from one slice to the next). :func:`solve_to_end` runs without a limit,
for callers that bound it from outside (a child process they can kill).
"""

from __future__ import annotations

import time
from typing import Any, Sequence

from formal.solvers.limits import ModelTooLarge, check_size, check_time
from formal.solvers.pb import pb_leq
from formal.solvers.zero_one import ZeroOneProgram, fold_clause

SOLVER = "cadical195"


def _leq(terms: list[tuple[int, int]], rhs: int, clause: Any, nvars: int) -> int:
    """``sum(coef * lit) <= rhs`` with any signs: a negative coefficient ``c * lit`` is
    ``c + (-c) * (not lit)``."""
    positive = []
    for c, x in terms:
        if c > 0:
            positive.append((c, x))
        elif c < 0:
            positive.append((-c, -x))
            rhs -= c
    return pb_leq(positive, rhs, clause, nvars)


def to_cnf(
    program: ZeroOneProgram,
    budget: int | None = None,
    deadline: float | None = None,
    extra: Sequence[tuple[list[tuple[int, int]], str, int]] = (),
    max_size: int | None = None,
) -> tuple[int, list[list[int]]]:
    """CNF ``(variable count, clauses)`` satisfiable iff ``program`` has a solution with
    PEAK <= ``budget`` (and the ``extra`` rows ``(terms, op, rhs)``).

    Bounded like the program itself (:mod:`formal.solvers.limits`): ``OutOfTime`` past
    ``deadline`` (checked between rows and every 1024 clauses), ``ModelTooLarge`` once the
    variables and clause literals pass ``max_size``, or when a row is too long for the
    BDD encoder's recursion (about a thousand terms)."""
    if budget is None and program.uses_peak:
        raise ValueError("a row of the program uses PEAK: CNF needs a budget for it")
    clauses = [list(c) for c in program.clauses]
    size = program.nvars + sum(len(c) for c in clauses)
    check_size(size, max_size)

    def clause(lits: list) -> None:
        nonlocal size
        out = fold_clause(lits)
        if out is not None:
            clauses.append(out)
            size += len(out) + 1
            if not len(clauses) & 1023:
                check_size(size, max_size)
                check_time(deadline)

    nvars = program.nvars
    for row in [
        *((r.terms, r.op, r.at_peak(budget) if r.peak and budget is not None else r.rhs) for r in program.rows),
        *extra,
    ]:
        terms, op, rhs = row
        check_time(deadline)
        try:
            if op in ("<=", "=="):
                nvars = _leq(terms, rhs, clause, nvars)
            if op in (">=", "=="):
                nvars = _leq([(-c, x) for c, x in terms], -rhs, clause, nvars)
        except RecursionError:  # the encoder recurses once per term: a row this long is out of its reach
            raise ModelTooLarge(f"a row of {len(terms):,} terms, too long for the BDD encoder") from None
    if any(not c for c in clauses):  # an unmeetable row: state "false" without an empty clause
        clauses = [c for c in clauses if c]
        nvars += 1
        clauses += [[nvars], [-nvars]]
    return nvars, clauses


def solve(
    clauses: list[list[int]], deadline: float, proof: bool = False, name: str = SOLVER
) -> tuple[bool | None, Any]:
    """``(True, model)``, ``(False, proof lines or None)`` or ``(None, None)`` past ``deadline``."""
    from pysat.solvers import Solver  # python-sat: loaded only where a formula is solved

    with Solver(name=name, bootstrap_with=clauses, with_proof=proof) as solver:
        budget, status = 2000, None
        while status is None and time.monotonic() < deadline:
            solver.conf_budget(budget)
            status = solver.solve_limited()
            budget = min(budget * 2, 200_000)
        if status is True:
            return True, solver.get_model()
        if status is False:
            return False, solver.get_proof() if proof else None
        return None, None


def solve_to_end(clauses: list[list[int]], proof: bool = False, name: str = SOLVER) -> tuple[bool, Any]:
    """``(True, model)`` or ``(False, proof lines)``: no limit (the caller bounds it from outside)."""
    from pysat.solvers import Solver  # python-sat: loaded only where a formula is solved

    with Solver(name=name, bootstrap_with=clauses, with_proof=proof) as solver:
        if solver.solve():
            return True, solver.get_model()
        return False, solver.get_proof() if proof else None


def true_names(program: ZeroOneProgram, model: list[int]) -> dict[str, bool]:
    """The program's variables' values in a solver's model, by name."""
    return {program.names[abs(x)]: x > 0 for x in model if 0 < abs(x) <= program.nvars}
