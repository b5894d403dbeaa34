"""SMT back end: the declarative model as z3 Boolean and linear-integer constraints (QF_LIA).

Clauses become disjunctions; a memory row becomes ``const + sum(ite(x, c, 0)) <= PEAK``,
standard SMT-LIB 2 that any QF_LIA solver reads (no z3 pseudo-Boolean extensions in
exported files). Solving keeps one incremental solver and bisects on ``PEAK`` with
push/pop, so clauses learnt at one budget help the next.
"""

from __future__ import annotations

import time

from formal.order.formulation import Model, build, decode
from formal.order.backends import Result, bisect, check_time, simple_lower_bound
from formal.model import Problem


def to_z3(model: Model, budget: int | None = None, deadline: float | None = None):
    """(assertions, PEAK term, Bool variables by number) for ``model``; PEAK is the constant
    ``budget`` when given, else an integer variable named ``peak``."""
    import z3

    var = [None] + [z3.Bool(name) for name in model.names[1:]]

    def lit(x: int):
        return var[x] if x > 0 else z3.Not(var[-x])

    limit = z3.IntVal(budget) if budget is not None else z3.Int("peak")
    out = []
    for i, c in enumerate(model.clauses):
        check_time(deadline, i)
        out.append(z3.Or([lit(x) for x in c]) if len(c) > 1 else lit(c[0]))
    for row in model.rows:
        total = sum((z3.If(lit(x), c, 0) for c, x in row.terms), z3.IntVal(row.const))
        out.append(total <= limit)
    return out, limit, var


def smtlib(model: Model, budget: int) -> str:
    """The feasibility question "peak <= budget" as an SMT-LIB 2 script (QF_LIA).

    Written directly rather than through z3's printer, whose ``let`` names depend on the
    process's history: the same input must give the same bytes.
    """
    names = model.names

    def lit(x: int) -> str:
        return names[x] if x > 0 else f"(not {names[-x]})"

    out = ["(set-logic QF_LIA)"]
    out += [f"(declare-fun {name} () Bool)" for name in names[1:]]
    for c in model.clauses:
        out.append(f"(assert {lit(c[0])})" if len(c) == 1 else f"(assert (or {' '.join(map(lit, c))}))")
    for row in model.rows:
        terms = " ".join(f"(ite {lit(x)} {c} 0)" for c, x in row.terms)
        out.append(f"(assert (<= (+ {row.const} {terms}) {budget})) ; {row.label}" if terms
                   else f"(assert (<= {row.const} {budget})) ; {row.label}")
    out += ["(check-sat)", "(get-model)"]
    return "\n".join(out) + "\n"


def solve_smt(problem: Problem, formulation: str, deadline: float) -> Result:
    import z3

    model = build(problem, formulation)
    assertions, peak_var, var = to_z3(model, deadline=deadline)
    solver = z3.Solver()
    solver.set("random_seed", 0)
    solver.add(assertions)

    def feasible(budget: int, deadline: float):
        left = int((deadline - time.monotonic()) * 1000)
        if left <= 0:
            return None
        solver.set("timeout", left)
        solver.push()
        solver.add(peak_var <= budget)
        try:
            status = solver.check()
            if status == z3.unknown:
                return None
            if status == z3.unsat:
                return False
            m = solver.model()
            value = {model.names[v]: z3.is_true(m.eval(var[v], model_completion=True))
                     for v in range(1, model.nvars + 1)}
            return decode(problem, formulation, value)
        finally:
            solver.pop()

    lower = max(simple_lower_bound(problem), model.lower_limit)
    order, best, lb, calls = bisect(problem, feasible, lower, deadline)
    return Result("smt", formulation, order, best, lb, stats={"calls": calls})
