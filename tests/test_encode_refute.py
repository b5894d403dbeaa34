"""SAT-refutation certificates: made by formal.order.refute, verified by the trusted checker's
own encoder and RUP checker (formal/check/refute.py), rejected when tampered with; the prover's
encoder (formal.order.encoding) and the checker's produce the same clauses."""

from __future__ import annotations

import ast
import base64
import sys
import zlib
from pathlib import Path

import pytest
import yaml

from formal.base.files import dump_yaml
from formal.check import refute
from formal.check.problem import Problem as CheckedProblem
from formal.model import make_problem
from formal.model.random_problems import random_problem
from formal.order import encoding
from formal.order.brute import brute_force
from formal.order.refute import sat_refutation_certificate


def as_checker_sees_it(problem) -> dict:
    """The parsed YAML mapping the checker gets, not our dataclasses."""
    return yaml.safe_load(dump_yaml(problem.to_dict()))


def check_sat_refutation(data: dict, cert: dict) -> tuple[bool, str]:
    return refute.check_sat_refutation(CheckedProblem(data, "problem"), cert)


def proof_lines(cert: dict) -> list[str]:
    return zlib.decompress(base64.b64decode(cert["proof"])).decode().splitlines()


def with_proof(cert: dict, lines: list[str]) -> dict:
    data = zlib.compress(("\n".join(lines) + "\n").encode())
    return {**cert, "proof": base64.b64encode(data).decode()}


@pytest.mark.parametrize("n,seed", [(3, 1), (6, 2), (8, 3), (10, 4), (12, 5), (14, 6)])
def test_certificate_at_optimum_is_accepted(n, seed):
    p = random_problem(n, seed)
    opt, _ = brute_force(p)
    cert = sat_refutation_certificate(p, opt, time_limit=30)
    assert cert is not None and cert["bound"] == opt and cert["kind"] == "sat_refutation"
    ok, why = check_sat_refutation(as_checker_sees_it(p), cert)
    assert ok, why
    # One byte more is achievable, so no refutation exists.
    assert sat_refutation_certificate(p, opt + 1, time_limit=30) is None


def test_bound_below_input_bytes_needs_no_lemmas():
    p = random_problem(5, 8)
    cert = sat_refutation_certificate(p, p.input_bytes, time_limit=10)
    assert cert is not None
    assert check_sat_refutation(as_checker_sees_it(p), cert)[0]


def _certified(n=20, seed=3):
    p = random_problem(n, seed)
    opt, _ = brute_force(p)
    return p, as_checker_sees_it(p), sat_refutation_certificate(p, opt, time_limit=30)


def flip_first_lemma(lines: list[str]) -> tuple[int, list[str]]:
    """Negate the first literal of the first lemma (an added, non-empty clause)."""
    i = next(k for k, line in enumerate(lines) if not line.startswith("d") and line.split() != ["0"])
    lits = lines[i].split()
    return i, [*lines[:i], " ".join([str(-int(lits[0])), *lits[1:]]), *lines[i + 1 :]]


def test_altering_a_proof_line_is_rejected():
    p, data, cert = _certified()
    lemma, bad = flip_first_lemma(proof_lines(cert))
    ok, why = check_sat_refutation(data, with_proof(cert, bad))
    assert not ok and f"line {lemma + 1}" in why
    lines = proof_lines(cert)
    # Each single-literal change the checker cannot derive is caught at its own line.
    rejected = 0
    for i in [k for k, line in enumerate(lines) if not line.startswith("d") and line != "0"][:25]:
        bad = lines[:]
        lits = bad[i].split()
        bad[i] = " ".join(
            [str(int(lits[0]) % refute.encode(CheckedProblem(data, "p"), cert["bound"] - 1)[0] + 1), *lits[1:]]
        )
        rejected += not check_sat_refutation(data, with_proof(cert, bad))[0]
    assert rejected > 0


def test_truncated_proof_is_rejected():
    _, data, cert = _certified()
    lines = proof_lines(cert)
    ok, why = check_sat_refutation(data, with_proof(cert, lines[: len(lines) // 2]))
    assert not ok and ("empty clause" in why or "not RUP" in why)


def test_raised_bound_and_other_problem_are_rejected():
    p, data, cert = _certified()
    assert not check_sat_refutation(data, {**cert, "bound": cert["bound"] + 1})[0]
    # A problem that does have an order within bound - 1: no proof can refute it (soundness).
    other = next(q for q in (random_problem(20, s) for s in range(50, 90)) if brute_force(q)[0] < cert["bound"])
    assert not check_sat_refutation(as_checker_sees_it(other), cert)[0]


@pytest.mark.parametrize(
    "change",
    [
        {"proof": "not base64!"},
        {"proof": base64.b64encode(b"plain").decode()},
        {"encoding": "other/1"},
        {"bound": 0},
        {"bound": "12"},
        {"bound": True},
    ],
)
def test_malformed_certificates_are_rejected(change):
    _, data, cert = _certified(8, 3)
    ok, why = check_sat_refutation(data, {**cert, **change})
    assert not ok and why.startswith("sat_refutation:")


def test_malformed_proof_lines_are_rejected():
    _, data, cert = _certified()
    for junk in ("1 2 x 0", "1 2", "99999999 0"):
        ok, why = check_sat_refutation(data, with_proof(cert, [junk, *proof_lines(cert)]))
        assert not ok and "proof line 1" in why


def test_drup_checker_on_a_tiny_formula():
    # (x or y)(not x or y)(x or not y)(not x or not y) is unsatisfiable.
    cnf = [[1, 2], [-1, 2], [1, -2], [-1, -2]]
    assert refute.check_drup(2, cnf, "2 0\n0\n")[0]
    assert refute.check_drup(2, cnf, "d 1 2 0\n2 0\n0\n")[0]  # deletions are skipped (sound)
    assert refute.check_drup(2, cnf[:3], "2 0\n1 0\n0\n")[0] is False  # satisfiable: cannot refute
    assert refute.check_drup(2, cnf, "")[0] is False


def test_a_lemma_that_is_unit_when_added_is_propagated_at_once():
    """(a or b)(a or not b)(not a or c)(not a or not c)(not d): the lemma (a or d) is RUP, and once
    added it is unit (d is false), so a holds and c, not c conflict: that lemma alone refutes."""
    cnf = [[1, 2], [1, -2], [-1, 3], [-1, -3], [-4]]
    assert refute.check_drup(4, cnf, "1 4 0\n") == (True, "1 lemmas checked")


def test_encoder_matches_brute_force_on_every_budget():
    for n, seed in [(4, 1), (6, 9), (7, 3)]:
        p = random_problem(n, seed)
        opt, _ = brute_force(p)
        from pysat.solvers import Solver

        for budget in range(opt - 3, opt + 2):
            _, cnf = refute.encode(CheckedProblem(as_checker_sees_it(p), "p"), budget)
            assert encoding.encode(p.to_dict(), budget) == (_, cnf)  # the prover's encoder: the same clauses
            with Solver(name="minisat22", bootstrap_with=cnf) as s:
                assert s.solve() is (budget >= opt)


def test_hand_made_branchy_problem():
    p = make_problem(
        "branchy",
        [
            ("x", 10, "input", True),
            ("a", 50, "internal", True),
            ("b", 40, "internal", True),
            ("c", 5, "internal", True),
            ("y", 1, "internal", False),
        ],
        [
            ("ua", 0, [("x", "r"), ("a", "w")]),
            ("ub", 3, [("x", "r"), ("b", "w")]),
            ("uc", 0, [("a", "r"), ("c", "w")]),
            ("join", 0, [("b", "r"), ("c", "r"), ("y", "w")]),
        ],
    )
    opt, _ = brute_force(p)
    cert = sat_refutation_certificate(p, opt, time_limit=10)
    assert check_sat_refutation(as_checker_sees_it(p), cert)[0]


def test_the_provers_encoder_writes_the_checkers_clauses():
    for n, seed in [(5, 1), (9, 2), (12, 7), (16, 4)]:
        p = random_problem(n, seed)
        for budget in (p.input_bytes, p.input_bytes + 40, 10**6):
            assert encoding.encode(p.to_dict(), budget) == refute.encode(CheckedProblem(p.to_dict(), "p"), budget)


def test_refute_imports_only_the_standard_library_and_the_checker():
    tree = ast.parse(Path(refute.__file__).read_text())
    names = {a.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
    names |= {node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert names <= set(sys.stdlib_module_names) | {"__future__", "yaml", "formal"}, names


def test_formal_check_verifies_a_sat_refutation_bundle(tmp_path, capsys):
    """End to end through the trusted checker's CLI (skipped while `formal check` is not built)."""
    from formal.base.files import write_yaml
    from formal.cli.main import main
    from formal.model import problem_sha256, write_problem

    try:
        main(["check", "--help"])
    except SystemExit as exc:
        if exc.code != 0:
            pytest.skip("formal check is not available in this build")
    p = random_problem(20, 3)
    opt, order = brute_force(p)
    cert = sat_refutation_certificate(p, opt, time_limit=30)
    bundle = {
        "format": "formal.proof/1",
        "problem_sha256": problem_sha256(p),
        "order": order,
        "peak": opt,
        "lower_bound": opt,
        "certificates": [cert],
    }
    write_problem(tmp_path / "p.yaml", p)
    write_yaml(tmp_path / "good.yaml", bundle)
    assert main(["check", str(tmp_path / "p.yaml"), str(tmp_path / "good.yaml")]) == 0
    _, lines = flip_first_lemma(proof_lines(cert))
    write_yaml(tmp_path / "bad.yaml", {**bundle, "certificates": [with_proof(cert, lines)]})
    assert main(["check", str(tmp_path / "p.yaml"), str(tmp_path / "bad.yaml")]) == 1
    capsys.readouterr()


def test_best_sat_refutation_finds_the_optimum_from_a_gap():
    from formal.model import is_legal, original_order, peak
    from formal.order.refute import best_sat_refutation, sat_refutation

    p = random_problem(14, 3)
    opt, _ = brute_force(p)
    upper = peak(p, original_order(p))
    assert upper > opt  # a real gap to close
    cert, better = best_sat_refutation(p, p.input_bytes, upper, time_limit=60)
    assert cert is not None and cert["bound"] == opt
    assert check_sat_refutation(as_checker_sees_it(p), cert)[0]
    assert better is not None and is_legal(p, better) and peak(p, better) == opt
    status, order = sat_refutation(p, opt + 1, 30)  # satisfiable: the model is a better order
    assert status == "satisfiable" and is_legal(p, order) and peak(p, order) <= opt


def test_time_limit_is_kept():
    from formal.order.refute import sat_refutation

    p = random_problem(110, 1)
    assert sat_refutation(p, p.input_bytes + 400, time_limit=0.5) == ("unknown", None)
