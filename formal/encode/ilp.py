"""ILP back end: the declarative model as a 0-1 integer program, solved by CBC through pulp.

A clause ``x1 or not x2`` is ``x1 + (1 - x2) >= 1``; a memory row is
``const + sum(c * lit) <= peak`` with an integer ``peak`` to minimise. With a budget, the
same program gets ``peak <= budget``: feasible exactly when some order meets it (this is
what the LP and MPS exports contain). CBC runs single-threaded with a time limit; when it
stops early we report its incumbent and only the bounds we can prove ourselves.
"""

from __future__ import annotations

import time
import warnings

from formal.encode.model import Model, build, decode
from formal.encode.solve import Result, check_time, simple_lower_bound, start_order
from formal.model import Problem, peak


def to_pulp(model: Model, budget: int | None = None, name: str = "formal", deadline: float | None = None):
    """(pulp problem, variables by number, peak variable)."""
    import pulp

    prob = pulp.LpProblem(name, pulp.LpMinimize)
    var = [None] + [prob.add_variable(n, cat="Binary") for n in model.names[1:]]

    def lit(x: int):
        return var[x] if x > 0 else 1 - var[-x]

    peak_var = prob.add_variable("peak", lowBound=0, upBound=budget, cat="Integer")
    prob += peak_var
    for i, c in enumerate(model.clauses):
        check_time(deadline, i)
        prob += pulp.lpSum(lit(x) for x in c) >= 1, f"c{i}"
    for row in model.rows:
        prob += pulp.lpSum(c * lit(x) for c, x in row.terms) + row.const <= peak_var, row.label
    return prob, var, peak_var


def solve_ilp(problem: Problem, formulation: str, deadline: float) -> Result:
    import pulp

    model = build(problem, formulation)
    incumbent = start_order(problem)
    upper = peak(problem, incumbent)
    lower = min(upper, max(simple_lower_bound(problem), model.lower_limit))
    prob, var, peak_var = to_pulp(model, deadline=deadline)
    peak_var.upBound = upper
    peak_var.lowBound = lower
    left = deadline - time.monotonic()
    if left <= 0:
        return Result("ilp", formulation, incumbent, upper, lower)
    with warnings.catch_warnings():  # PuLP 3.3 deprecates the CBC binary it still bundles
        warnings.simplefilter("ignore", DeprecationWarning)
        cbc = pulp.PULP_CBC_CMD(msg=False, timeLimit=max(1, int(left)), threads=1,
                                options=["randomSeed 1", "randomCbcSeed 1"])
    prob.solve(cbc)
    if prob.sol_status not in (pulp.LpSolutionOptimal, pulp.LpSolutionIntegerFeasible):
        return Result("ilp", formulation, incumbent, upper, lower, stats={"status": pulp.LpStatus[prob.status]})
    value = {model.names[v]: (var[v].varValue or 0) > 0.5 for v in range(1, model.nvars + 1)}
    order = decode(problem, formulation, value)
    got = peak(problem, order)
    if got < upper:
        incumbent, upper = order, got
    if prob.sol_status == pulp.LpSolutionOptimal:
        lower = upper  # CBC proved no cheaper assignment, and the model is exact
    return Result("ilp", formulation, incumbent, upper, lower, stats={"status": pulp.LpStatus[prob.status]})
