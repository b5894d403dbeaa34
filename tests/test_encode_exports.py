"""Exported files, solved by outside solvers: satisfiable at the optimum, unsatisfiable one byte
below, and their models decode back to a legal order with the claimed peak (issue 4 acceptance)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from formal.cli.main import main
from formal.model import is_legal, peak, write_problem
from formal.model.random_problems import random_problem
from formal.order.brute import brute_force
from formal.order.decode import decode_solution
from formal.order.export import export

pytestmark = pytest.mark.filterwarnings("ignore:PULP_CBC_CMD is deprecated:DeprecationWarning")
PROBLEMS = [(7, 4), (9, 12), (10, 5)]


def _write(tmp: Path, fmt: str, problem, budget: int, formulation: str = "steps") -> Path:
    path = tmp / f"b{budget}-{formulation}.{fmt}"
    path.write_text(export(problem, budget, fmt, formulation))
    return path


def _check_decoded(problem, enc: Path, sol: Path, budget: int) -> None:
    order, value, b = decode_solution(problem, str(enc), str(sol))
    assert b == budget and is_legal(problem, order) and peak(problem, order) == value <= budget


@pytest.mark.parametrize("n,seed", PROBLEMS)
@pytest.mark.parametrize("formulation", ["steps", "pair"])
def test_cnf_with_another_sat_solver(tmp_path, n, seed, formulation):
    from pysat.formula import CNF
    from pysat.solvers import Solver

    p = random_problem(n, seed)
    opt, _ = brute_force(p)
    for budget, expect in ((opt, True), (opt - 1, False)):
        enc = _write(tmp_path, "cnf", p, budget, formulation)
        with Solver(name="glucose4", bootstrap_with=CNF(from_file=str(enc)).clauses) as s:
            assert s.solve() is expect
            if expect:
                sol = tmp_path / "model.txt"
                sol.write_text("s SATISFIABLE\nv " + " ".join(map(str, s.get_model())) + " 0\n")
                _check_decoded(p, enc, sol, budget)


def _cbc(path: Path, out: Path) -> str:
    import pulp

    subprocess.run(
        [pulp.PULP_CBC_CMD().path, str(path), "solve", "solu", str(out)], check=True, capture_output=True, timeout=120
    )
    return out.read_text()


@pytest.mark.parametrize("n,seed", PROBLEMS)
@pytest.mark.parametrize("fmt", ["mps", "lp"])
def test_mps_and_lp_with_cbc(tmp_path, n, seed, fmt):
    p = random_problem(n, seed)
    opt, _ = brute_force(p)
    for budget, expect in ((opt, True), (opt - 1, False)):
        enc = _write(tmp_path, fmt, p, budget)
        sol = tmp_path / f"sol{budget}.txt"
        first = _cbc(enc, sol).splitlines()[0]
        assert first.startswith("Optimal") is expect, first
        if expect:
            _check_decoded(p, enc, sol, budget)


def test_mps_read_back_by_pulp(tmp_path):
    import pulp

    p = random_problem(8, 2)
    opt, _ = brute_force(p)
    for budget, expect in ((opt, 1), (opt - 1, -1)):
        _, prob = pulp.LpProblem.fromMPS(str(_write(tmp_path, "mps", p, budget)))
        assert prob.solve(pulp.PULP_CBC_CMD(msg=False)) == expect


@pytest.mark.parametrize("n,seed", PROBLEMS)
def test_smt2_with_z3(tmp_path, n, seed):
    import z3

    p = random_problem(n, seed)
    opt, _ = brute_force(p)
    for budget, expect in ((opt, z3.sat), (opt - 1, z3.unsat)):
        enc = _write(tmp_path, "smt2", p, budget)
        solver = z3.Solver()
        solver.from_file(str(enc))
        assert solver.check() == expect
        if expect == z3.sat:
            sol = tmp_path / "model.smt2"
            sol.write_text("sat\n" + solver.model().sexpr())
            _check_decoded(p, enc, sol, budget)


def _solve_opb(text: str) -> dict[str, bool] | None:
    """A minimal reader of the linear OPB we write, solved with CP-SAT (an independent path)."""
    from ortools.sat.python import cp_model

    cp, xs = cp_model.CpModel(), {}
    for line in text.splitlines():
        if line.startswith("*") or not line.strip():
            continue
        lhs, rhs = line.rstrip(" ;").split(">=")
        terms = re.findall(r"([+-]\d+)\s+(x\d+)", lhs)
        for _, x in terms:
            xs.setdefault(x, cp.NewBoolVar(x))
        cp.Add(sum(int(c) * xs[x] for c, x in terms) >= int(rhs))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    if solver.Solve(cp) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return {x: bool(solver.Value(v)) for x, v in xs.items()}


def test_opb(tmp_path):
    p = random_problem(9, 12)
    opt, _ = brute_force(p)
    assert _solve_opb(export(p, opt - 1, "opb")) is None
    enc = _write(tmp_path, "opb", p, opt)
    model = _solve_opb(enc.read_text())
    sol = tmp_path / "opb.sol"
    sol.write_text("s SATISFIABLE\nv " + " ".join(x if v else f"-{x}" for x, v in model.items()) + "\n")
    _check_decoded(p, enc, sol, opt)


def test_cli_encode_and_decode(tmp_path, capsys):
    p = random_problem(6, 3)
    opt, _ = brute_force(p)
    prob = tmp_path / "p.yaml"
    write_problem(prob, p)
    enc = tmp_path / "p.smt2"
    assert main(["encode", str(prob), "--budget", str(opt), "--format", "smt2", "-o", str(enc)]) == 0
    import z3

    s = z3.Solver()
    s.from_file(str(enc))
    assert s.check() == z3.sat
    sol = tmp_path / "m.smt2"
    sol.write_text(s.model().sexpr())
    out = tmp_path / "sched.yaml"
    assert main(["decode", str(prob), str(enc), str(sol), "-o", str(out)]) == 0
    assert main(["peak", str(prob), "--schedule", str(out)]) == 0
    assert int(capsys.readouterr().out.strip().splitlines()[-1]) <= opt


def test_cli_bad_input_is_one_line_and_no_file(tmp_path, capsys):
    out = tmp_path / "x.cnf"
    assert main(["encode", str(tmp_path / "missing.yaml"), "--budget", "5", "--format", "cnf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no such file" in err and not out.exists()
    prob = tmp_path / "p.yaml"
    write_problem(prob, random_problem(4, 1))
    assert main(["encode", str(prob), "--budget", "-1", "--format", "cnf", "-o", str(out)]) == 2
    assert capsys.readouterr().err == "formal: error: encode: argument --budget: must be >= 0, got -1\n"
    assert not out.exists()
    junk = tmp_path / "junk.txt"
    junk.write_text("hello\n")
    assert main(["decode", str(prob), str(junk), str(junk)]) == 2
    assert "no formal.encode/1 header" in capsys.readouterr().err


def test_decode_rejects_unsat_answer_and_other_problem(tmp_path, capsys):
    p, q = random_problem(5, 1), random_problem(5, 2)
    enc = _write(tmp_path, "cnf", p, 10**6)
    unsat = tmp_path / "unsat.txt"
    unsat.write_text("s UNSATISFIABLE\n")
    pp, qq = tmp_path / "p.yaml", tmp_path / "q.yaml"
    write_problem(pp, p)
    write_problem(qq, q)
    assert main(["decode", str(pp), str(enc), str(unsat)]) == 1
    assert main(["decode", str(qq), str(enc), str(unsat)]) == 2
    assert "another problem" in capsys.readouterr().err


def test_cli_solve_json(tmp_path, capsys):
    import json

    p = random_problem(8, 9)
    prob = tmp_path / "p.yaml"
    write_problem(prob, p)
    for backend in ("search", "sat", "ilp", "cpsat", "smt"):
        assert main(["solve", str(prob), "--backend", backend, "--time-limit", "30", "--json"]) == 0
        got = json.loads(capsys.readouterr().out)
        assert set(got) >= {"peak", "optimal", "order", "seconds"}
        assert got["peak"] == brute_force(p)[0] and got["optimal"] is True
