"""Inputs the fuzz harnesses found to crash or hang an entry (formal bench fuzz, docs/fuzzing.md).

Each is an input the checker owes one refusal (``Invalid``: exit 2, one line) or a false claim,
never another exception and never minutes of work. The named tests below are the crashes
shrunk to the one field that matters, as changes to committed fixtures; every bundle under
tests/fixtures/fuzz/<harness>/ is replayed through its harness as well (drop a shrunk crash
there and it is tested).
"""

from __future__ import annotations

import copy
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
import yaml

from formal.check import Invalid, check_files
from formal.studies.fuzz.bundle import unpack, write_parts
from formal.studies.fuzz.harnesses import HARNESSES

FIXTURES = Path(__file__).parent / "fixtures"
TRAIN = FIXTURES / "train"
BUNDLES = sorted((FIXTURES / "fuzz").glob("*/*.bundle"))
HANG_GUARD = 60  # seconds: a hang guard for the subprocess, not a timing assertion


def answered(problem: Path | None, proof: Path) -> str:
    """``refused`` (Invalid, one line), ``false`` (some claim does not hold) or ``holds``; any other
    exception fails the test."""
    try:
        claims = check_files(str(problem) if problem else None, str(proof))
    except Invalid as exc:
        assert "\n" not in str(exc).strip(), str(exc)
        return "refused"
    assert claims and all(isinstance(m, str) and "\n" not in m for _h, m in claims), claims
    return "holds" if all(holds for holds, _m in claims) else "false"


def refused_or_false(problem: Path | None, proof: Path) -> str:
    """``refused`` or ``false``: the input is not accepted."""
    outcome = answered(problem, proof)
    assert outcome != "holds", outcome
    return outcome


def replay(harness: str, data: bytes) -> str:
    """Run one bundle through a harness as the fuzzer does: ``refused`` or ``verdicts``; a crash raises."""
    h = HARNESSES[harness]
    entry, refusal = h.load()
    with tempfile.TemporaryDirectory() as tmp:
        names = write_parts(Path(tmp), unpack(data, h.primary))
        try:
            entry(Path(tmp), names)
        except refusal:
            return "refused"
    return "verdicts"


def train_proof(tmp_path: Path, name: str, change) -> Path:
    """A committed training-step proof with ``change`` applied, beside the traces it names."""
    for trace in TRAIN.glob("*.trace.yaml"):
        shutil.copy(trace, tmp_path / trace.name)
    proof = copy.deepcopy(yaml.safe_load((TRAIN / name).read_text()))
    change(proof)
    (tmp_path / "proof.yaml").write_text(yaml.safe_dump(proof, sort_keys=False))
    return tmp_path / "proof.yaml"


# --- formal.train-proof/1 (formal/check/train.py) -------------------------------------------------


def _saved_list(proof):
    proof["plan"]["saved"][0] = [proof["plan"]["saved"][0]]


def _recomputed_mapping(proof):
    proof["plan"]["recomputed"] = [{"relu": 1}]


@pytest.mark.parametrize("change", [_saved_list, _recomputed_mapping], ids=["saved", "recomputed"])
def test_a_plan_naming_a_list_or_mapping_instead_of_a_node_is_not_accepted(tmp_path, change):
    """Found: TypeError (unhashable type) building set(plan.saved) | set(plan.recomputed)."""
    refused_or_false(None, train_proof(tmp_path, "mlp.train-proof.yaml", change))


@pytest.mark.parametrize("field", ["saved", "recomputed"])
def test_a_plan_naming_a_node_the_graph_does_not_have_is_false_naming_it(tmp_path, field):
    """Requirement (docs/train.md): a plan's saved and recomputed sets are decisions of the joint graph;
    a name that is not one of its nodes makes the plan claim false, and the claim says which."""
    proof = train_proof(tmp_path, "mlp.train-proof.yaml", lambda p: p["plan"][field].append("no_such_node"))
    claims = check_files(None, str(proof))
    assert any(not holds and "no_such_node" in m for holds, m in claims), claims


def test_an_infeasibility_proof_with_a_list_among_its_outputs_is_not_a_crash(tmp_path):
    """Found (checker of c9c6a9a): TypeError (unhashable type) testing ``g in nodes`` for the gradients
    among plan.outputs. The kernel takes the gradients from the backward trace's outputs since, so
    the field is not read: the answer is whatever the rest says, but an answer."""

    def change(proof):
        plan = proof["plan"]
        plan["outputs"][plan["num_fwd_outputs"]] = ["x"]

    answered(None, train_proof(tmp_path, "mlp-infeasible.train-proof.yaml", change))


def test_a_multiplier_with_a_huge_exponent_is_answered_without_computing_it(tmp_path):
    """Found: ``'1e9999999'`` (9 characters) as a Lagrangian multiplier took 12 s of CPU (Fraction
    builds 10^9999999); one more digit takes minutes. It must be refused or rejected without that."""

    def change(proof):
        proof["plan"]["lower_bound"]["multipliers"]["boundary"] = "1e99999999"

    path = train_proof(tmp_path, "mlp.train-proof.yaml", change)
    done = subprocess.run(
        [sys.executable, "-P", "-m", "formal", "check", str(path)], capture_output=True, text=True, timeout=HANG_GUARD
    )
    assert "Traceback" not in done.stderr and done.returncode in (1, 2), (done.returncode, done.stderr[-500:])
    if done.returncode == 2:
        assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    else:
        assert "FALSE" in done.stdout


# --- caught by the checker itself (the bench's "masked" column): a false claim, never accepted ------------

SEEDS = Path(__file__).resolve().parents[1] / "benchmarks" / "fuzz" / "seeds"


def seed_files(tmp_path: Path, harness: str, name: str) -> dict[str, Path]:
    """The parts of a committed seed bundle, written into ``tmp_path``."""
    names = write_parts(tmp_path, unpack((SEEDS / harness / name).read_bytes(), HARNESSES[harness].primary))
    return {n: tmp_path / n for n in names}


def test_a_search_closure_whose_ideals_are_a_number_is_rejected(tmp_path):
    """Found by the fuzz bench (kernel at 1528509): ``rejected (AttributeError: 'int' object has no
    attribute 'split')``; the claim must be false, and the proof not accepted."""
    files = seed_files(tmp_path, "search_closure", "00.bundle")
    proof = yaml.safe_load(files["proof.yaml"].read_text())
    closure = next(c for c in proof["certificates"] if c["kind"] == "search_closure")
    closure["ideals"] = 5
    files["proof.yaml"].write_text(yaml.safe_dump(proof, sort_keys=False))
    refused_or_false(files["problem.yaml"], files["proof.yaml"])


def test_a_recompute_refutation_naming_a_list_is_rejected(tmp_path):
    """Found by the fuzz bench (kernel at 1528509): ``verifier failed: TypeError: unhashable type:
    'list'`` for ``refutation: {unit: [ua]}``."""
    files = seed_files(tmp_path, "recompute", "00.bundle")
    proof = yaml.safe_load(files["proof.yaml"].read_text())
    proof.update(claim="infeasible", refutation={"unit": ["ua"]})
    files["proof.yaml"].write_text(yaml.safe_dump(proof, sort_keys=False))
    refused_or_false(None, files["proof.yaml"])


# --- bundles the fuzzer saved, shrunk (tests/fixtures/fuzz/<harness>/*.bundle) ---------------------


@pytest.mark.parametrize("bundle", BUNDLES, ids=[f"{b.parent.name}/{b.name}" for b in BUNDLES])
def test_saved_crash_bundles_are_refused_or_answered(bundle):
    assert replay(bundle.parent.name, bundle.read_bytes()) in ("refused", "verdicts")
