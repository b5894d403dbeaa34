"""The trusted checker on formal.recompute-proof/1: good witnesses pass, corrupted ones fail."""

from __future__ import annotations

import copy
import subprocess
import sys

import pytest
import yaml

from formal.check.commands import check_files
from formal.model import make_problem
from formal.recompute.instance import make_instance
from formal.recompute.large import solve_large
from formal.recompute.proof import recompute_proof
from formal.recompute.semantics import evaluate_ids


def skip_problem():
    """x (input, kept) -> a -> b -> c -> y, and a is read again by y: recomputing a pays."""
    return make_problem(
        "skip",
        [
            ("x", 2, "input", False),
            ("a", 6, "internal", True),
            ("b", 5, "internal", True),
            ("c", 5, "internal", True),
            ("y", 1, "internal", False),
        ],
        [
            ("ua", 0, [("x", "r"), ("a", "w")]),
            ("ub", 1, [("a", "r"), ("b", "w")]),
            ("uc", 0, [("b", "r"), ("c", "w")]),
            ("uy", 0, [("a", "r"), ("c", "r"), ("y", "w")]),
        ],
    )


def good_proof(budget=14):
    inst = make_instance(skip_problem(), 1, budget, None, {"ua": 7})
    schedule = ["ua", "ub", "uc", "ua", "uy"]
    peak, extra = evaluate_ids(inst, schedule)
    return inst, {**recompute_proof(inst, _Result(schedule, peak, extra)), "schedule": schedule}


class _Result:  # a minimal feasible result to feed the proof writer
    def __init__(self, schedule, peak, extra):
        self.feasible, self.schedule, self.peak, self.extra_macs, self.stats = True, schedule, peak, extra, {}


def verdicts(proof, tmp_path, problem_path=None):
    path = tmp_path / "proof.yaml"
    path.write_text(yaml.safe_dump(proof))
    return check_files(problem_path, str(path))


def test_good_witness_is_accepted(tmp_path):
    _inst, proof = good_proof()
    assert proof["peak"] == 14 and proof["extra_macs"] == 7
    claims = verdicts(proof, tmp_path)
    assert all(ok for ok, _m in claims), claims
    # the same with the problem given on the command line
    prob = tmp_path / "problem.yaml"
    prob.write_text(yaml.safe_dump(skip_problem().to_dict()))
    assert all(ok for ok, _m in verdicts(proof, tmp_path, str(prob)))


def mutate(**changes):
    def apply(proof):
        proof = copy.deepcopy(proof)
        proof.update(changes)
        return proof

    return apply


CORRUPTIONS = {
    "wrong count": mutate(schedule=["ua", "ub", "ua", "uc", "ua", "uy"]),  # ua three times, k = 1
    "missing input copy": mutate(schedule=["ub", "ua", "uc", "uy"]),  # ub reads a before ua ran
    "over budget": mutate(budget=13),
    "unknown node": mutate(schedule=["ua", "ub", "uc", "ua", "uz"]),
    "unit never runs": mutate(schedule=["ua", "ub", "uc"]),
    "wrong peak claim": mutate(peak=13),
    "wrong extra claim": mutate(extra_macs=0),
    "output recomputed": mutate(schedule=["ua", "ub", "uc", "ua", "uy", "uy"]),  # outputs run once
    "other problem": mutate(problem_sha256="0" * 64),
}


@pytest.mark.parametrize("name", sorted(CORRUPTIONS))
def test_corrupted_witness_is_rejected(tmp_path, name):
    _inst, proof = good_proof()
    claims = verdicts(CORRUPTIONS[name](proof), tmp_path)
    assert not all(ok for ok, _m in claims), (name, claims)


def test_refutations(tmp_path):
    # ub holds a (6) + b (5) + transient 1 + the kept input x (2) = 14 bytes while it runs.
    inst = make_instance(skip_problem(), 1, 13)
    result = solve_large(inst, 2.0)
    assert result.status == "infeasible" and result.stats["resident_unit"] == "ub"
    proof = recompute_proof(inst, result)
    assert all(ok for ok, _m in verdicts(proof, tmp_path))
    wrong = {**proof, "refutation": {"unit": "uc"}}  # uc holds 10 <= 13: refutes nothing
    assert not all(ok for ok, _m in verdicts(wrong, tmp_path))
    assert not all(ok for ok, _m in verdicts({**proof, "budget": 14}, tmp_path))


def test_cli_exit_codes(tmp_path):
    _inst, proof = good_proof()
    good, bad = tmp_path / "good.yaml", tmp_path / "bad.yaml"
    good.write_text(yaml.safe_dump(proof))
    bad.write_text(yaml.safe_dump({**proof, "budget": 10}))

    def run(path):
        return subprocess.run([sys.executable, "-m", "formal", "check", str(path)], capture_output=True, text=True)

    assert run(good).returncode == 0
    done = run(bad)
    assert done.returncode == 1 and "FALSE budget" in done.stdout


def test_checker_imports_nothing_from_formal_outside_check():
    import ast
    from pathlib import Path

    tree = ast.parse((Path(__file__).resolve().parents[1] / "formal/check/recompute.py").read_text())
    mods = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    mods |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert all(m.split(".")[0] in sys.stdlib_module_names or m.startswith("formal.check") for m in mods), mods
