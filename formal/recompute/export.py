"""Exported encodings of "a recomputing schedule with peak <= B exists" (CNF, LP, OPB, SMT-LIB 2).

All three come from the time-indexed 0/1 model of :mod:`formal.recompute.ilp` with ``PEAK``
replaced by the budget ``B`` (so every variable is 0/1): ``R_<u>_<t>`` unit ``u`` (index in
the problem's original order) runs at step ``t``; ``H_<s>_<t>`` a copy of storage ``s``
(index in the storage list) is held after step ``t``. A file is satisfiable exactly when
such a schedule exists (docs/recompute.md explains why the model is exact). Each file starts
with a comment header::

    formal.recompute/1 format=opb k=1 budget=1234 units=10 problem_sha256=...

CNF (DIMACS; rows through the BDD encoder of :mod:`formal.recompute.sat`, auxiliary variables
after the named ones), OPB and SMT-LIB number variables; their headers list ``var N <name>``.
LP carries the names itself. The LP minimises extra executions, so an LP solver also reports the
fewest recomputations (MACs weighted) within the budget.
"""

from __future__ import annotations

import os
import tempfile

from formal.base.errors import FormalError
from formal.model import problem_sha256
from formal.recompute.instance import Instance

FORMATS = ("cnf", "lp", "opb", "smt2")
HEADER = "formal.recompute/1"


def _rows(inst: Instance):
    """The budget model as (names, rows): rows are (coefficients by variable name, sense, rhs)."""
    from formal.recompute.ilp import _build

    if inst.budget is None:
        raise FormalError("an exported encoding needs a budget (--budget or recompute.budget)")
    prob, _ = _build(inst, "macs", inst.budget)
    names: list[str] = sorted({v.name for v in prob.variables() if v.name != "PEAK"},
                              key=lambda n: (n[0], [int(x) for x in n.split("_")[1:]]))
    rows = []
    for c in (prob.constraints() if callable(prob.constraints) else prob.constraints.values()):
        coeffs, rhs = {}, -c.constant
        for var, coef in c.items():
            if var.name == "PEAK":
                rhs -= coef * inst.budget
            elif coef:
                coeffs[var.name] = int(coef)
        rows.append((coeffs, c.sense, int(rhs)))  # sense: -1 <=, 0 ==, 1 >=
    return prob, names, rows


def header(inst: Instance, fmt: str, k: int) -> str:
    return (f"{HEADER} format={fmt} k={k} budget={inst.budget} units={inst.n} "
            f"problem_sha256={problem_sha256(inst.problem)}")


def export(inst: Instance, fmt: str, k: int) -> str:
    """The text of the encoding in ``fmt`` (one of :data:`FORMATS`)."""
    if fmt not in FORMATS:
        raise FormalError(f"unknown format {fmt!r} (expected one of {', '.join(FORMATS)})")
    head = header(inst, fmt, k)
    if fmt == "cnf":
        from formal.recompute.sat import to_cnf

        names, nvars, clauses = to_cnf(inst)
        lines = [f"c {head}", *[f"c var {i + 1} {n}" for i, n in enumerate(names)],
                 f"p cnf {nvars} {len(clauses)}", *[" ".join(map(str, c)) + " 0" for c in clauses]]
        return "\n".join(lines) + "\n"
    prob, names, rows = _rows(inst)
    if fmt == "lp":
        fd, tmp = tempfile.mkstemp(suffix=".lp")
        os.close(fd)
        try:
            prob.writeLP(tmp)
            with open(tmp, encoding="ascii") as fh:
                return f"\\ {head}\n" + fh.read()
        finally:
            os.unlink(tmp)
    num = {n: i + 1 for i, n in enumerate(names)}
    if fmt == "opb":
        out = []
        for coeffs, sense, rhs in rows:
            terms = sorted((num[n], c) for n, c in coeffs.items())
            if sense in (1, 0):
                out.append(" ".join(f"{c:+d} x{v}" for v, c in terms) + f" >= {rhs} ;" if terms else None)
            if sense in (-1, 0):
                out.append(" ".join(f"{-c:+d} x{v}" for v, c in terms) + f" >= {-rhs} ;" if terms else None)
            if not terms and ((sense == 1 and rhs > 0) or (sense == -1 and rhs < 0) or (sense == 0 and rhs)):
                out.append("+1 x1 -1 x1 >= 1 ;")  # a constant row that cannot hold
        out = [o for o in out if o]
        lines = [f"* #variable= {len(names)} #constraint= {len(out)}", f"* {head}",
                 *[f"* var x{num[n]} {n}" for n in names], *out]
        return "\n".join(lines) + "\n"
    lines = [f"; {head}", *[f"; var x{num[n]} {n}" for n in names], "(set-logic QF_LIA)"]
    lines += [f"(declare-const x{num[n]} Bool)" for n in names]
    for coeffs, sense, rhs in rows:
        terms = " ".join(f"(ite x{num[n]} {c} 0)" for n, c in sorted(coeffs.items(), key=lambda t: num[t[0]]))
        lhs = f"(+ 0 {terms})" if terms else "0"
        op = {-1: "<=", 0: "=", 1: ">="}[sense]
        rhs_txt = str(rhs) if rhs >= 0 else f"(- {-rhs})"
        lines.append(f"(assert ({op} {lhs} {rhs_txt}))")
    lines += ["(check-sat)", "(get-model)"]
    return "\n".join(lines) + "\n"
