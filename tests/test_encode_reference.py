"""The committed reference encodings (encodings/) are current and mean what their names say."""

from __future__ import annotations

from pathlib import Path

import pytest

from formal.model import load_problem
from formal.order.decode import read_header
from formal.order.export import export

ROOT = Path(__file__).resolve().parent.parent / "encodings"
FILES = sorted(p for p in ROOT.glob("*.*.*") if p.suffix[1:] in ("cnf", "opb", "lp", "mps", "smt2"))


def test_there_are_reference_encodings():
    assert len(FILES) >= 20


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_file_is_what_the_encoder_writes(path):
    problem = load_problem(ROOT / (path.name.split(".")[0] + ".yaml"))
    fields, _ = read_header(str(path), path.read_text())
    assert export(problem, int(fields["budget"]), fields["format"], fields["formulation"]) == path.read_text()


@pytest.mark.parametrize("path", [p for p in FILES if p.suffix in (".cnf", ".smt2")], ids=lambda p: p.name)
def test_sat_and_unsat_files(path):
    expect = ".sat." in path.name
    if path.suffix == ".cnf":
        from pysat.formula import CNF
        from pysat.solvers import Solver

        with Solver(name="minisat22", bootstrap_with=CNF(from_file=str(path)).clauses) as s:
            assert s.solve() is expect
    else:
        import z3

        s = z3.Solver()
        s.from_file(str(path))
        assert (s.check() == z3.sat) is expect
