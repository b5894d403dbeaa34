"""ILP back end: the declarative model as a 0-1 integer program, solved by CBC through pulp.

A clause ``x1 or not x2`` is ``x1 + (1 - x2) >= 1``; a memory row is
``const + sum(c * lit) <= peak`` with an integer ``peak`` to minimise. With a budget, the
same program gets ``peak <= budget``: feasible exactly when some order meets it (this is
what the LP and MPS exports contain). The bundled CBC binary runs on the MPS file,
single-threaded, with its own time limit and a hard one; when it stops early we report its
incumbent and only the bounds we can prove ourselves.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
import time
import warnings

from formal.order.formulation import Model, build, decode
from formal.order.backends import Result, check_time, simple_lower_bound, start_order
from formal.model import Problem, is_legal, peak


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


def _cbc_path() -> str:
    import pulp

    with warnings.catch_warnings():  # PuLP 3.3 deprecates the CBC binary it still bundles
        warnings.simplefilter("ignore", DeprecationWarning)
        return pulp.PULP_CBC_CMD().path


def run_cbc(prob, deadline: float) -> tuple[str, dict[str, float]] | None:
    """Run CBC on ``prob`` (written as MPS) until ``deadline``; (status line, values by name),
    or None if it had to be killed. CBC's own ``sec`` limit is not checked during its root
    node on large models, so the process also gets a hard wall-clock timeout."""
    left = deadline - time.monotonic()
    if left <= 0:
        return None
    with tempfile.TemporaryDirectory(prefix="formal-cbc-") as tmp:
        mps, sol = os.path.join(tmp, "model.mps"), os.path.join(tmp, "solution.txt")
        prob.writeMPS(mps)
        command = [_cbc_path(), mps, "sec", str(max(1, int(left))), "threads", "1", "randomSeed", "1",
                   "randomCbcSeed", "1", "solve", "solu", sol]
        try:
            subprocess.run(command, capture_output=True, timeout=left + 1.0, check=False)
        except subprocess.TimeoutExpired:
            return None
        if not os.path.exists(sol):
            return None
        with open(sol, encoding="ascii", errors="replace") as fh:
            lines = fh.read().splitlines()
    values = {}
    for line in lines[1:]:  # "index name value reduced-cost"
        parts = line.split()
        if len(parts) >= 3:
            try:
                values[parts[1]] = float(parts[2])
            except ValueError:
                pass
    return (lines[0] if lines else ""), values


def solve_ilp(problem: Problem, formulation: str, deadline: float) -> Result:
    model = build(problem, formulation)
    incumbent = start_order(problem)
    upper = peak(problem, incumbent)
    lower = min(upper, max(simple_lower_bound(problem), model.lower_limit))
    prob, var, peak_var = to_pulp(model, deadline=deadline)
    peak_var.upBound = upper
    peak_var.lowBound = lower
    got = run_cbc(prob, deadline)
    status = got[0].split(" - ")[0] if got else "killed at the time limit"
    if got is None or "objective value" not in got[0] or "nfeasible" in got[0]:
        return Result("ilp", formulation, incumbent, upper, lower, stats={"status": status})
    line, values = got
    order = decode(problem, formulation, {model.names[v]: values.get(model.names[v], 0.0) > 0.5
                                          for v in range(1, model.nvars + 1)})
    if not is_legal(problem, order):  # stopped without an integer solution: CBC printed a fractional one
        return Result("ilp", formulation, incumbent, upper, lower, stats={"status": status})
    value = peak(problem, order)
    if value < upper:
        incumbent, upper = order, value
    if line.startswith("Optimal"):  # CBC proved no cheaper assignment, and the model is exact
        lower = upper
    return Result("ilp", formulation, incumbent, upper, lower, stats={"status": status})
