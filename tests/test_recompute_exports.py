"""Exported recomputation encodings (OPB, SMT-LIB, LP) are satisfiable exactly when a schedule fits."""

from __future__ import annotations

import re

import pytest
import z3

from formal.base.errors import FormalError
from formal.recompute.exhaustive import solve_exhaustive
from formal.recompute.export import export
from formal.recompute.generate import random_dataflow
from formal.recompute.instance import make_instance


def z3_smt2(text: str) -> bool:
    s = z3.Solver()
    s.from_string(text.replace("(check-sat)", "").replace("(get-model)", ""))
    return s.check() == z3.sat


def z3_opb(text: str) -> bool:
    """A small OPB reader (``+c xN ... >= rhs ;`` rows) feeding z3's pseudo-Boolean constraints."""
    xs: dict[int, z3.BoolRef] = {}
    s = z3.Solver()
    for line in text.splitlines():
        if line.startswith("*") or not line.strip():
            continue
        lhs, rhs = line.rstrip(" ;").split(">=")
        terms = [(int(c), int(v)) for c, v in re.findall(r"([+-]\d+) x(\d+)", lhs)]
        s.add(
            z3.PbGe(
                [(xs.setdefault(v, z3.Bool(f"x{v}")), c) for c, v in terms if c > 0]
                + [(z3.Not(xs.setdefault(v, z3.Bool(f"x{v}"))), -c) for c, v in terms if c < 0],
                int(rhs) + sum(-c for c, v in terms if c < 0),
            )
        )
    return s.check() == z3.sat


def cadical_cnf(text: str) -> bool:
    from pysat.formula import CNF
    from pysat.solvers import Solver

    with Solver(name="cadical195", bootstrap_with=CNF(from_string=text).clauses) as s:
        return s.solve()


@pytest.mark.parametrize("n,seed", [(4, 2), (5, 0), (5, 1)])
def test_exports_agree_with_exhaustive_at_and_below_the_optimum(n, seed):
    p = random_dataflow(n, seed)
    best = solve_exhaustive(make_instance(p, 1)).peak
    for budget in (best - 1, best):
        inst = make_instance(p, 1, budget=budget)
        expected = solve_exhaustive(inst).feasible
        assert z3_smt2(export(inst, "smt2", 1)) == expected
        assert z3_opb(export(inst, "opb", 1)) == expected
        assert cadical_cnf(export(inst, "cnf", 1)) == expected
        lp = export(inst, "lp", 1)
        assert lp.startswith("\\ formal.recompute/1 format=lp k=1 budget=") and "Subject To" in lp


def test_export_needs_a_budget():
    with pytest.raises(FormalError, match="needs a budget"):
        export(make_instance(random_dataflow(3, 0), 1), "opb", 1)
