"""CP-SAT back end (OR-tools): the native ``interval`` model, or the declarative 0-1 model.

``interval``: an integer position per unit (all different, precedences), one interval per
storage from its first writer's position to one past its last accessor's (the maximum over
its final accessors), one unit-length interval per transient, and a cumulative constraint
whose capacity is the peak to minimise. O(n + storages) variables; CP-SAT's cumulative
propagation and the permutation constraint do the rest.

``steps`` / ``pair``: the declarative model (:mod:`formal.order.formulation`) as Boolean
variables, clauses and linear rows. CP-SAT runs with one worker and a fixed seed, so
the same input gives the same output.
"""

from __future__ import annotations

import math
import time

from formal.order.formulation import analyse, build, decode
from formal.order.backends import Result, check_time, simple_lower_bound, start_order
from formal.model import Problem, peak


def _interval_model(problem: Problem, cp, peak_var):
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
    return lambda solver: [problem.units[u].id for u in sorted(range(n), key=lambda u: solver.Value(pos[u]))]


def _boolean_model(problem: Problem, formulation: str, cp, peak_var, deadline: float):
    model = build(problem, formulation)
    var = [None] + [cp.NewBoolVar(name) for name in model.names[1:]]

    def lit(x: int):
        return var[x] if x > 0 else var[-x].Not()

    for i, c in enumerate(model.clauses):
        check_time(deadline, i)
        cp.AddBoolOr([lit(x) for x in c])
    for row in model.rows:
        cp.Add(sum(c * (var[x] if x > 0 else 1 - var[-x]) for c, x in row.terms) + row.const <= peak_var)
    return lambda solver: decode(problem, formulation, {model.names[v]: bool(solver.Value(var[v]))
                                                        for v in range(1, model.nvars + 1)})


def solve_cpsat(problem: Problem, formulation: str, deadline: float) -> Result:
    from ortools.sat.python import cp_model

    incumbent = start_order(problem)
    upper = peak(problem, incumbent)
    lower = min(upper, simple_lower_bound(problem))
    cp = cp_model.CpModel()
    peak_var = cp.NewIntVar(lower, upper, "peak")
    if formulation == "interval":
        read_order = _interval_model(problem, cp, peak_var)
    else:
        read_order = _boolean_model(problem, formulation, cp, peak_var, deadline)
    cp.Minimize(peak_var)
    left = deadline - time.monotonic()
    if left <= 0:
        return Result("cpsat", formulation, incumbent, upper, lower)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = left
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = 0
    status = solver.Solve(cp)
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        order = read_order(solver)
        got = peak(problem, order)
        if got < upper:
            incumbent, upper = order, got
        lower = max(lower, math.ceil(solver.BestObjectiveBound() - 1e-6))
    elif status == cp_model.INFEASIBLE:  # nothing below the starting order's peak
        lower = upper
    lower = min(lower, upper)
    return Result("cpsat", formulation, incumbent, upper, lower, stats={"status": solver.StatusName(status)})
