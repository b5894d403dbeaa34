"""Exported encodings: "is there a legal order with peak <= B?" as CNF, OPB, LP, MPS, SMT-LIB 2.

Every file starts with a comment header (``c`` in DIMACS, ``*`` in OPB and MPS, ``\\`` in
LP, ``;`` in SMT-LIB) that names the problem hash, the formulation and the budget::

    formal.encode/1 format=cnf formulation=steps budget=1234 units=12 problem_sha256=...

CNF and OPB number variables; their headers then list ``var <number> <name>`` for every
model variable so a solver's model can be decoded by name (:mod:`formal.order.decode`).
LP, MPS and SMT-LIB carry the names themselves. Names (docs/encodings.md):
``d_<u>_<t>`` unit u (0-based index in the problem's original order) has run by step t;
``l_<s>_<t>`` storage s (index in the problem's storage list) is live at step t;
``r_<u>_<t>`` unit u runs at step t (its transient counts); ``o_<a>_<b>`` (pair formulation)
unit a runs before unit b. A file is satisfiable exactly when some legal order has
peak <= B.
"""

from __future__ import annotations

import os
import tempfile

from formal.order.formulation import Model, build
from formal.model import Problem, problem_sha256

FORMATS = ("cnf", "opb", "lp", "mps", "smt2")
HEADER = "formal.encode/1"


def header(model: Model, fmt: str, budget: int) -> str:
    return (f"{HEADER} format={fmt} formulation={model.formulation} budget={budget} "
            f"units={model.problem.n} problem_sha256={problem_sha256(model.problem)}")


def export(problem: Problem, budget: int, fmt: str, formulation: str = "steps") -> str:
    """The text of the encoding of "peak <= budget" in ``fmt``."""
    model = build(problem, formulation)
    return {"cnf": _cnf, "opb": _opb, "lp": _lp, "mps": _mps, "smt2": _smt2}[fmt](model, budget)


def _names(model: Model, prefix: str, tag: str) -> list[str]:
    return [f"{prefix} var {tag}{v} {model.names[v]}" for v in range(1, model.nvars + 1)]


def _cnf(model: Model, budget: int) -> str:
    from formal.order.sat_backend import to_cnf

    nvars, clauses = to_cnf(model, budget)
    lines = [f"c {header(model, 'cnf', budget)}", *_names(model, "c", ""), f"p cnf {nvars} {len(clauses)}"]
    lines += [" ".join(map(str, c)) + " 0" for c in clauses]
    return "\n".join(lines) + "\n"


def _opb(model: Model, budget: int) -> str:
    """Clauses as ``sum lits >= 1`` and rows natively, in the PB competition's linear format
    (only ``>=``; a negated literal ``not x`` is written ``1 - x``)."""
    constraints = []
    for c in model.clauses:
        negs = sum(1 for x in c if x < 0)
        constraints.append(" ".join(f"{'+1' if x > 0 else '-1'} x{abs(x)}" for x in c) + f" >= {1 - negs} ;")
    for row in model.rows:
        # const + sum c*lit <= B, with lit = x or 1 - x, negated into >= form.
        rhs = budget - row.const - sum(c for c, x in row.terms if x < 0)
        terms = " ".join(f"{-c if x > 0 else c:+d} x{abs(x)}" for c, x in row.terms)
        constraints.append(f"{terms or '+0 x1'} >= {-rhs} ;")
    lines = [f"* #variable= {model.nvars} #constraint= {len(constraints)}",
             f"* {header(model, 'opb', budget)}", *_names(model, "*", "x"), *constraints]
    return "\n".join(lines) + "\n"


def _via_pulp(model: Model, budget: int, fmt: str) -> str:
    from formal.order.ilp_backend import to_pulp

    prob, _, _ = to_pulp(model, budget, name="formal_peak_le_budget")
    fd, tmp = tempfile.mkstemp(suffix=f".{fmt}")
    os.close(fd)
    try:
        (prob.writeLP if fmt == "lp" else prob.writeMPS)(tmp)
        with open(tmp, encoding="ascii") as fh:
            body = fh.read()
    finally:
        os.unlink(tmp)
    return ("\\ " if fmt == "lp" else "* ") + header(model, fmt, budget) + "\n" + body


def _lp(model: Model, budget: int) -> str:
    return _via_pulp(model, budget, "lp")


def _mps(model: Model, budget: int) -> str:
    return _via_pulp(model, budget, "mps")


def _smt2(model: Model, budget: int) -> str:
    from formal.order.smt_backend import smtlib

    return f"; {header(model, 'smt2', budget)}\n" + smtlib(model, budget)
