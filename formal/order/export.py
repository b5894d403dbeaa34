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

from formal.base.errors import FormalError
from formal.model import Problem, problem_sha256
from formal.order.formulation import Model, build
from formal.solvers import cbc, sat
from formal.solvers.limits import MAX_MODEL_SIZE, ModelTooLarge

FORMATS = ("cnf", "opb", "lp", "mps", "smt2")
HEADER = "formal.encode/1"


def header(model: Model, fmt: str, budget: int) -> str:
    return (
        f"{HEADER} format={fmt} formulation={model.formulation} budget={budget} "
        f"units={model.problem.n} problem_sha256={problem_sha256(model.problem)}"
    )


def export(problem: Problem, budget: int, fmt: str, formulation: str = "steps") -> str:
    """The text of the encoding of "peak <= budget" in ``fmt``; a model (or CNF) past
    ``MAX_MODEL_SIZE`` entries is refused in one line (:mod:`formal.solvers.limits`)."""
    try:
        model = build(problem, formulation)
        return {"cnf": _cnf, "opb": _opb, "lp": _lp, "mps": _mps, "smt2": _smt2}[fmt](model, budget)
    except ModelTooLarge as exc:
        raise FormalError(f"{problem.name}: too large to export in the {formulation} formulation: {exc}") from None


def _names(model: Model, prefix: str, tag: str) -> list[str]:
    return [f"{prefix} var {tag}{v} {model.names[v]}" for v in range(1, model.nvars + 1)]


def _cnf(model: Model, budget: int) -> str:
    nvars, clauses = sat.to_cnf(model, budget, max_size=MAX_MODEL_SIZE)
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
    lines = [
        f"* #variable= {model.nvars} #constraint= {len(constraints)}",
        f"* {header(model, 'opb', budget)}",
        *_names(model, "*", "x"),
        *constraints,
    ]
    return "\n".join(lines) + "\n"


def _via_pulp(model: Model, budget: int, fmt: str) -> str:
    """The 0-1 program with ``peak <= budget`` (a bound on the integer ``peak`` it minimizes),
    written by pulp: feasible exactly when some order meets the budget."""
    model.peak_lower, model.peak_upper = 0, budget
    body = cbc.write(cbc.to_pulp(model, "formal_peak_le_budget", objective="peak"), fmt)
    return ("\\ " if fmt == "lp" else "* ") + header(model, fmt, budget) + "\n" + body


def _lp(model: Model, budget: int) -> str:
    return _via_pulp(model, budget, "lp")


def _mps(model: Model, budget: int) -> str:
    return _via_pulp(model, budget, "mps")


def _smt2(model: Model, budget: int) -> str:
    return f"; {header(model, 'smt2', budget)}\n" + smtlib(model, budget)


def smtlib(model: Model, budget: int) -> str:
    """The feasibility question "peak <= budget" as an SMT-LIB 2 script (QF_LIA): clauses as
    disjunctions, each memory row ``const + sum(ite(lit, coef, 0)) <= budget``, standard
    SMT-LIB 2 that any QF_LIA solver reads (no z3 pseudo-Boolean extensions).

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
        out.append(
            f"(assert (<= (+ {row.const} {terms}) {budget})) ; {row.name}"
            if terms
            else f"(assert (<= {row.const} {budget})) ; {row.name}"
        )
    out += ["(check-sat)", "(get-model)"]
    return "\n".join(out) + "\n"
