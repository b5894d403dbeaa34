"""The realistic-size configurations: registry entries, size-parameterized builders, and the
committed results file against the committed proofs (docs/realistic.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from formal.studies.corpus import registry
from formal.studies.corpus.registry import CONFIGS, select
from formal.studies.realistic import REALISTIC, realistic_configs

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "results" / "realistic" / "realistic.json"


def test_every_realistic_model_is_registered_and_built_after_the_small_grid():
    models = {c.model for c in realistic_configs()}
    assert models == set(REALISTIC)
    for c in realistic_configs():
        assert c.notes.startswith("realistic size")
        assert c.family in ("torchvision", "huggingface", "unet")
        assert c.spec == f"{registry.MODULE}:{c.model}"
        assert REALISTIC[c.model] in {k.model for k in CONFIGS.values()}  # its counterpart is in the corpus
    # after every configuration of the 64x64 grid (the deep family, longer still, may follow)
    small = max(c.cost for c in CONFIGS.values() if c.model not in REALISTIC and c.family != "deep")
    assert min(c.cost for c in realistic_configs()) > small
    order = [c.name for c in select(None) if c.family != "deep"]
    assert order[-len(realistic_configs()) :] == [c.name for c in sorted(realistic_configs(), key=lambda c: c.cost)]
    # the existing 64x64 names are untouched
    assert {"resnet50.infer", "deeplabv3_resnet50.infer", "gpt2.train", "unet2d.train"} <= set(CONFIGS)


def test_gitignore_keeps_realistic_inputs_out():
    lines = (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    for model in REALISTIC:
        assert f"/traces/{model}.*.inputs.pt" in lines


def test_unet_builds_at_a_tiny_size():
    torch = pytest.importorskip("torch")
    from formal.studies.corpus import models

    model, (x,) = models.unet2d_sized(16, batch=2, width=4)
    assert tuple(x.shape) == (2, 3, 16, 16)
    with torch.no_grad():
        assert tuple(model(x).shape) == (2, 2, 16, 16)


def test_transformers_build_at_a_tiny_size():
    pytest.importorskip("transformers")
    torch = pytest.importorskip("torch")
    from formal.studies.corpus import models

    model, (ids,) = models.bert_sized(2, 8, hidden=32, layers=1, heads=2)
    assert tuple(ids.shape) == (2, 8)
    with torch.no_grad():
        hidden, pooled = model(ids)
    assert tuple(hidden.shape) == (2, 8, 32) and tuple(pooled.shape) == (2, 32)
    model, (ids,) = models.gpt2_sized(1, 8, hidden=32, layers=1, heads=2)
    with torch.no_grad():
        (logits,) = model(ids)
    assert tuple(logits.shape) == (1, 8, 50257)


def test_torchvision_builds_at_a_tiny_size():
    pytest.importorskip("torchvision")
    torch = pytest.importorskip("torch")
    from formal.studies.corpus import models

    model, (x,) = models._tv_sized("resnet18", 32, 2)
    assert tuple(x.shape) == (2, 3, 32, 32)
    with torch.no_grad():
        assert tuple(model.eval()(x).shape) == (2, 1000)


def _rows():
    if not RESULTS.is_file():
        pytest.skip("no results/realistic/realistic.json yet")
    return json.loads(RESULTS.read_text(encoding="utf-8"))


def test_results_match_the_committed_proofs():
    from formal.base.files import read_yaml

    doc = _rows()
    assert doc["format"] == "formal.realistic-study/1"
    owners = {t: c.name for c in realistic_configs() for t in c.trace_names}
    for row in doc["rows"]:
        assert owners[row["trace"]] == row["config"]
        proof = ROOT / "proofs" / f"{row['trace']}.proof.yaml"
        trace = ROOT / "traces" / f"{row['trace']}.trace.yaml"
        if not row["committable"]:
            assert not proof.is_file() or read_yaml(proof)["peak"] == row["optimum"]
            continue
        assert proof.is_file() and trace.is_file(), row["trace"]
        data = read_yaml(proof)
        assert data["peak"] == row["optimum"] and data["lower_bound"] == row["lower_bound"]
        assert row["status"] == ("optimal" if row["optimum"] == row["lower_bound"] else "gap")
        assert row["compiler_peak"] >= row["optimum"]
        if row["reorder_off"]:
            assert row["reorder_off"]["peak"] >= row["optimum"] or row["reorder_off"]["own_optimum"] < row["optimum"]


def test_results_compiler_peaks_match_the_committed_traces():
    from formal.model import load_problem, original_order, peak

    for row in _rows()["rows"]:
        trace = ROOT / "traces" / f"{row['trace']}.trace.yaml"
        if row["committable"]:
            problem = load_problem(str(trace))
            assert peak(problem, original_order(problem)) == row["compiler_peak"]
            assert problem.input_bytes == row["input_bytes"] and len(problem.units) == row["units"]
