"""SAT back end: the declarative model compiled to CNF and solved with CaDiCaL (python-sat).

Clauses pass through unchanged; each memory row ``const + sum(c * x) <= B`` becomes a
reduced BDD with interval memoisation (Abio et al., JAIR 2012), the same pseudo-Boolean
encoder the trusted checker uses (:func:`formal.check.satref.pb_leq`). It is arc-consistent
under unit propagation and stays small when many byte sizes repeat. The optimum is found
by bisecting the budget (:func:`formal.order.backends.bisect`), one fresh solver per budget.
"""

from __future__ import annotations

import time

from formal.check.satref import pb_leq
from formal.order.formulation import Model, build, decode, fold_clause
from formal.order.backends import Result, bisect, check_time, simple_lower_bound
from formal.model import Problem

SOLVER = "cadical195"


def to_cnf(model: Model, budget: int, deadline: float | None = None) -> tuple[int, list[list[int]]]:
    """CNF (variable count, clauses) satisfiable iff the model admits peak <= ``budget``.

    Variables 1..model.nvars are the model's own (``model.names``); BDD nodes follow.
    """
    clauses = [list(c) for c in model.clauses]

    def clause(lits: list) -> None:
        out = fold_clause(lits)
        if out is not None:
            clauses.append(out)

    nvars = model.nvars
    for row in model.rows:
        check_time(deadline)
        nvars = pb_leq(row.terms, budget - row.const, clause, nvars)
    if any(not c for c in clauses):  # an unmeetable row: state "false" without an empty clause
        clauses = [c for c in clauses if c]
        nvars += 1
        clauses += [[nvars], [-nvars]]
    return nvars, clauses


def run_solver(clauses: list[list[int]], deadline: float, name: str = SOLVER,
               proof: bool = False):
    """Solve with a wall-clock limit; returns (True/False/None, model or proof lines).

    CaDiCaL in python-sat cannot be interrupted, so it runs in slices of a growing
    conflict budget and the clock is checked between slices (learnt clauses and the
    proof carry over from one slice to the next).
    """
    from pysat.solvers import Solver

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


def solve_sat(problem: Problem, formulation: str, deadline: float) -> Result:
    model = build(problem, formulation)

    def feasible(budget: int, deadline: float):
        _, clauses = to_cnf(model, budget, deadline)
        status, assignment = run_solver(clauses, deadline)
        if status is not True:
            return status
        value = {model.names[abs(x)]: x > 0 for x in assignment if abs(x) <= model.nvars}
        return decode(problem, formulation, value)

    lower = max(simple_lower_bound(problem), model.lower_limit)
    order, best, lb, calls = bisect(problem, feasible, lower, deadline)
    return Result("sat", formulation, order, best, lb, stats={"calls": calls, "variables": model.nvars})
