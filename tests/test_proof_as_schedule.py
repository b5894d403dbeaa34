"""An ordering proof is usable wherever a schedule is expected, and certify reports the saving.

A user who ran ``formal certify`` holds a proof whose ``order`` is the optimal schedule;
``replay --schedule``, ``peak --schedule``, ``verify-schedule``, ``emit`` and ``arena``
take it directly (bound to its problem hash, like a schedule).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

FIXTURES = Path(__file__).parent / "fixtures"
HANG_GUARD_S = 300


def formal(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "formal", *args], capture_output=True, text=True, timeout=HANG_GUARD_S)


@pytest.fixture(scope="module")
def certified(tmp_path_factory):
    folder = tmp_path_factory.mktemp("certified")
    for suffix in ("trace.yaml", "wrapper.py", "inputs.pt"):
        shutil.copy(FIXTURES / f"residual.infer.{suffix}", folder / f"residual.infer.{suffix}")
    trace, proof = folder / "residual.infer.trace.yaml", folder / "residual.proof.yaml"
    done = formal("certify", str(trace), "-o", str(proof), "--json", "--time-limit", "30")
    assert done.returncode == 0, done.stderr
    return trace, proof, json.loads(done.stdout)


def test_certify_json_reports_the_compilers_peak_and_the_saving(certified):
    trace, proof, summary = certified
    row = summary if "peak" in summary else summary["results"][0]
    peak_of_original = formal("peak", str(trace), "--json")
    original = json.loads(peak_of_original.stdout)["peak"]
    assert row["original_peak"] == original
    assert row["saving_bytes"] == original - row["peak"] >= 0
    assert row["saving_percent"] == round(100 * (original - row["peak"]) / original, 2)


@pytest.mark.parametrize("command", ["peak", "verify-schedule", "emit", "arena"])
def test_a_proof_is_a_schedule(certified, tmp_path, command):
    trace, proof, _ = certified
    out = tmp_path / "out"
    argv = {
        "peak": ["peak", str(trace), "--schedule", str(proof), "--json"],
        "verify-schedule": ["verify-schedule", str(trace), str(proof), "--json"],
        "emit": ["emit", str(trace), "--schedule", str(proof), "-o", str(out)],
        "arena": ["arena", str(trace), "--schedule", str(proof), "-o", str(out)],
    }[command]
    done = formal(*argv)
    assert done.returncode == 0, done.stderr
    if command == "peak":
        assert json.loads(done.stdout)["peak"] == yaml.safe_load(proof.read_text())["peak"]


def test_replay_runs_the_proofs_order(certified):
    trace, proof, _ = certified
    done = formal("replay", str(trace), "--schedule", str(proof), "--json")
    assert done.returncode == 0, done.stderr
    runs = json.loads(done.stdout)["runs"]
    assert runs[1]["modeled_peak"] == runs[1]["measured_peak"] == yaml.safe_load(proof.read_text())["peak"]


def test_a_proof_for_another_problem_is_refused(certified, tmp_path):
    trace, proof, _ = certified
    data = yaml.safe_load(proof.read_text())
    data["problem_sha256"] = "0" * 64
    other = tmp_path / "other.proof.yaml"
    other.write_text(yaml.safe_dump(data))
    done = formal("peak", str(trace), "--schedule", str(other))
    assert done.returncode == 2 and "proof was made for another problem" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
