"""formal.compile as a user meets it: no regression deployed, nothing half-written, a saved artifact's identity
(docs/deploy.md, "Levers" and "The artifact")."""

from __future__ import annotations

import copy
import hashlib
import logging
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import yaml

import formal
import formal.deploy.certified as certified
import formal.deploy.training as training
from formal.base.errors import FormalError
from formal.capture.examples import EXAMPLES
from formal.runtime.execute import output_digests

pytestmark = pytest.mark.capture


def _snapshot(folder: Path) -> dict[str, str]:
    """Every file under ``folder`` by its sha256 (empty where the folder does not exist)."""
    if not folder.exists():
        return {}
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.rglob("*") if p.is_file()
    }


@pytest.fixture(scope="module")
def earlier(tmp_path_factory) -> tuple[Path, dict[str, str]]:
    """An artifact of the bundled MLP, the one a failing compile must leave as it was."""
    model, inputs = EXAMPLES["mlp"]()
    out = tmp_path_factory.mktemp("earlier") / "artifact"
    formal.compile(model.eval(), inputs, out=out, time_limit=10)
    return out, _snapshot(out)


def _fails_and_leaves(out: Path, before: dict[str, str], match: str, **kwargs) -> None:
    model, inputs = EXAMPLES["mlp"]()
    with pytest.raises(FormalError, match=match) as info:
        formal.compile(model.eval(), inputs, out=out, time_limit=10, **kwargs)
    assert "\n" not in str(info.value)
    assert _snapshot(out) == before
    assert not [p for p in out.parent.iterdir() if p.name.startswith(f".{out.name}.")]  # no staging left beside it


def test_a_failure_in_planning_leaves_the_out_folder_as_it_was(earlier) -> None:
    out, before = earlier
    _fails_and_leaves(out, before, "recomputation", levers=("recompute",), budget=1000)


def test_a_failure_in_certification_leaves_the_out_folder_as_it_was(earlier, monkeypatch) -> None:
    out, before = earlier

    def refuses(*_args, **_kwargs):
        raise FormalError("certify: refused for the test")

    monkeypatch.setattr(certified, "certify", refuses)
    _fails_and_leaves(out, before, "refused for the test")


def test_a_failure_in_measurement_leaves_the_out_folder_as_it_was(earlier, monkeypatch) -> None:
    out, before = earlier
    run = certified.run_call

    def off_by_one(*args, **kwargs):
        result = run(*args, **kwargs)
        result.measured_peak += 1
        return result

    monkeypatch.setattr(certified, "run_call", off_by_one)
    _fails_and_leaves(out, before, "failed its check run")


def test_a_failed_proof_check_leaves_a_new_out_folder_absent(tmp_path, monkeypatch) -> None:
    """The training budget's proof is checked by formal check before the artifact is published; a refusal there
    leaves no folder where there was none."""
    monkeypatch.setattr(training, "run_checker", lambda *_a, **_k: [(False, "FALSE for the test")])
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 4))
    out = tmp_path / "new"
    with pytest.raises(FormalError, match="does not check") as info:
        formal.compile(model, torch.randn(8, 16), mode="train", memory_budget=1.0, out=out, time_limit=10)
    assert "\n" not in str(info.value)
    assert not out.exists() and list(tmp_path.iterdir()) == []


def test_a_folder_of_other_files_is_not_taken_over(tmp_path) -> None:
    (tmp_path / "notes.txt").write_text("mine")
    model, inputs = EXAMPLES["mlp"]()
    with pytest.raises(FormalError, match="not a formal artifact"):
        formal.compile(model.eval(), inputs, out=tmp_path)
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_a_lever_above_the_compilers_peak_is_not_deployed_or_refused_when_strict(tmp_path, caplog) -> None:
    """The residual net's arena-packed program would hold more than torch.compile's: the certified order runs
    instead, one line says why (both peaks), the saving is never negative; strict=True refuses."""
    model, inputs = EXAMPLES["residual"]()
    model.eval()
    out = tmp_path / "residual"
    with caplog.at_level(logging.INFO, logger="formal"):
        module = formal.compile(model, inputs, levers=("arena",), out=out, time_limit=10)
    [fallback] = module.fallbacks
    assert fallback["levers"] == ["arena"] and fallback["lever_peak"] > fallback["compiler_peak"]
    assert module.saved_bytes >= 0 and module.certified_peak <= module.compiler_peak
    [record] = module.programs
    assert record["levers"] == ["order"] and record["arena"] is None
    lines = [r.getMessage() for r in caplog.records if "levers 'arena'" in r.getMessage()]
    assert (
        len(lines) == 1 and f"{fallback['lever_peak']:,} B" in lines[0] and f"{fallback['compiler_peak']:,}" in lines[0]
    )
    assert "optimal for the arena problem" not in next(
        r.getMessage() for r in caplog.records if "certified, peak" in r.getMessage()
    )
    with torch.no_grad():
        assert output_digests([module(*inputs)]) == output_digests([torch.compile(copy.deepcopy(model))(*inputs)])
    verified = subprocess.run(
        [sys.executable, "-P", "-m", "formal", "verify-artifact", str(out)], capture_output=True, text=True
    )
    assert verified.returncode == 0, verified.stdout + verified.stderr
    with pytest.raises(FormalError, match="strict=True refuses it") as info:
        formal.compile(model, inputs, levers=("arena",), strict=True, time_limit=10)
    assert "\n" not in str(info.value)


def test_a_saved_artifact_is_served_by_the_sha256_the_module_reports(tmp_path) -> None:
    model, inputs = EXAMPLES["mlp"]()
    module = formal.compile(model.eval(), inputs, time_limit=10)
    compiled_sha = module.sha256
    saved = module.save(tmp_path / "saved")
    assert module.sha256 != compiled_sha  # the saved manifest names the weights: another artifact
    assert module.sha256 == hashlib.sha256((saved / "manifest.yaml").read_bytes()).hexdigest()
    loaded = formal.load(saved, sha256=module.sha256)
    with torch.no_grad():
        assert output_digests([loaded(*inputs)]) == output_digests([module(*inputs)])
    manifest = yaml.safe_load((saved / "manifest.yaml").read_text())
    assert manifest["weights"]["file"] == "weights.pt"
    with pytest.raises(FormalError, match="not an empty folder"):
        module.save(saved)
