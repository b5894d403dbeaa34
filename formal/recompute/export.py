"""Exported encodings of "a recomputing schedule with peak <= B exists" (CNF, LP, OPB, SMT-LIB 2).

All four come from the time-indexed 0/1 model of :mod:`formal.recompute.time_indexed` with ``PEAK``
replaced by the budget ``B`` (so every variable is 0/1): ``R_<u>_<t>`` unit ``u`` (index in
the problem's original order) runs at step ``t``; ``H_<s>_<t>`` a copy of storage ``s``
(index in the storage list) is held after step ``t``. A file is satisfiable exactly when
such a schedule exists (docs/recompute.md explains why the model is exact). Each file starts
with a comment header::

    formal.recompute/1 format=opb k=1 budget=1234 units=10 problem_sha256=...

CNF (DIMACS; rows through the BDD encoder of :mod:`formal.solvers.sat`, auxiliary variables
after the named ones), OPB and SMT-LIB number variables; their headers list ``var N <name>``.
LP carries the names itself. The LP minimises extra executions, so an LP solver also reports the
fewest recomputations (MACs weighted) within the budget.
"""

from __future__ import annotations

from formal.base.errors import FormalError
from formal.model import problem_sha256
from formal.recompute.instance import Instance
from formal.recompute.time_indexed import time_indexed, to_cnf
from formal.solvers import cbc
from formal.solvers.limits import ModelTooLarge
from formal.solvers.zero_one import ZeroOneProgram

FORMATS = ("cnf", "lp", "opb", "smt2")
HEADER = "formal.recompute/1"
SENSES = {"<=": -1, "==": 0, ">=": 1}


def budget_model(inst: Instance) -> ZeroOneProgram:
    """The model with PEAK <= the instance's budget (an exported file needs one)."""
    if inst.budget is None:
        raise FormalError("an exported encoding needs a budget (--budget or recompute.budget)")
    return time_indexed(inst, inst.budget)


def _rows(program: ZeroOneProgram, budget: int) -> list[tuple[dict[int, int], int, int]]:
    """Each row with PEAK fixed to ``budget``: (coefficients by variable, sense -1 <= / 0 == / 1 >=, rhs)."""
    return [
        ({x: c for c, x in row.terms}, SENSES[row.op], row.at_peak(budget) if row.peak else row.rhs)
        for row in program.rows
    ]


def header(inst: Instance, fmt: str, k: int) -> str:
    return (
        f"{HEADER} format={fmt} k={k} budget={inst.budget} units={inst.n} problem_sha256={problem_sha256(inst.problem)}"
    )


def export(inst: Instance, fmt: str, k: int) -> str:
    """The text of the encoding in ``fmt`` (one of :data:`FORMATS`); a model past ``MAX_MODEL_SIZE``
    entries (:mod:`formal.solvers.limits`) is refused in one line."""
    if fmt not in FORMATS:
        raise FormalError(f"unknown format {fmt!r} (expected one of {', '.join(FORMATS)})")
    try:
        return _export(inst, fmt, k)
    except ModelTooLarge as exc:
        raise FormalError(f"{inst.problem.name}: too large to export: {exc}") from None


def _export(inst: Instance, fmt: str, k: int) -> str:
    head = header(inst, fmt, k)
    if fmt == "cnf":
        names, nvars, clauses = to_cnf(inst)
        lines = [
            f"c {head}",
            *[f"c var {i + 1} {n}" for i, n in enumerate(names)],
            f"p cnf {nvars} {len(clauses)}",
            *[" ".join(map(str, c)) + " 0" for c in clauses],
        ]
        return "\n".join(lines) + "\n"
    program = budget_model(inst)
    if fmt == "lp":
        return f"\\ {head}\n" + cbc.write(cbc.to_pulp(program, "formal_recompute"), "lp")
    names, rows = program.names[1:], _rows(program, inst.budget)
    if fmt == "opb":
        out = []
        for coeffs, sense, rhs in rows:
            terms = sorted(coeffs.items())
            if sense in (1, 0):
                out.append(" ".join(f"{c:+d} x{v}" for v, c in terms) + f" >= {rhs} ;" if terms else None)
            if sense in (-1, 0):
                out.append(" ".join(f"{-c:+d} x{v}" for v, c in terms) + f" >= {-rhs} ;" if terms else None)
            if not terms and ((sense == 1 and rhs > 0) or (sense == -1 and rhs < 0) or (sense == 0 and rhs)):
                out.append("+1 x1 -1 x1 >= 1 ;")  # a constant row that cannot hold
        out = [o for o in out if o]
        lines = [
            f"* #variable= {len(names)} #constraint= {len(out)}",
            f"* {head}",
            *[f"* var x{v} {n}" for v, n in enumerate(names, 1)],
            *out,
        ]
        return "\n".join(lines) + "\n"
    lines = [f"; {head}", *[f"; var x{v} {n}" for v, n in enumerate(names, 1)], "(set-logic QF_LIA)"]
    lines += [f"(declare-const x{v} Bool)" for v in range(1, len(names) + 1)]
    for coeffs, sense, rhs in rows:
        terms = " ".join(f"(ite x{v} {c} 0)" for v, c in sorted(coeffs.items()))
        lhs = f"(+ 0 {terms})" if terms else "0"
        op = {-1: "<=", 0: "=", 1: ">="}[sense]
        rhs_txt = str(rhs) if rhs >= 0 else f"(- {-rhs})"
        lines.append(f"(assert ({op} {lhs} {rhs_txt}))")
    lines += ["(check-sat)", "(get-model)"]
    return "\n".join(lines) + "\n"
