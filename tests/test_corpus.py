"""The corpus registry, its CLI, and its consistency with the committed traces and proofs (no compile)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from formal.base.errors import FormalError
from formal.check.commands import check_files
from formal.cli.commands import EXAMPLE_NAMES
from formal.cli.main import main
from formal.studies.corpus import registry
from formal.studies.corpus.build import build_config, certify_trace, check_available
from formal.studies.corpus.registry import CONFIGS, select, trace_to_config

ROOT = Path(__file__).resolve().parents[1]
SPEC_LINE = re.compile(r"\n  model: formal\.studies\.corpus\.(?:models|mcu):(\w+)\n")


def _captured_from(trace: Path) -> str | None:
    """The corpus model a committed trace was captured from (its capture section), else None."""
    text = trace.read_text(encoding="utf-8")
    found = SPEC_LINE.search(text[text.rindex("\ncapture:") :])
    return found.group(1) if found else None


CORPUS_TRACES = sorted(t for t in (ROOT / "traces").glob("*.trace.yaml") if _captured_from(t))
CORPUS_PROOFS = sorted(
    p for p in (ROOT / "proofs").glob("*.proof.yaml") if p.name.removesuffix(".proof.yaml") in trace_to_config()
)


def test_registry_names_are_unique_and_follow_capture_naming():
    assert len(CONFIGS) >= 24
    traces = [t for c in CONFIGS.values() for t in c.trace_names]
    assert len(traces) == len(set(traces))
    for name, c in CONFIGS.items():
        assert name == c.name == f"{c.model}.{'infer' if c.mode == 'inference' else 'train'}"
        # formal.capture names traces after the spec's function: <function>.infer | .fwd + .bwd
        assert c.spec == f"{registry.MODULES.get(c.family, registry.MODULE)}:{c.model}"
        assert c.trace_names == (
            (f"{c.model}.infer",) if c.mode == "inference" else (f"{c.model}.fwd", f"{c.model}.bwd")
        )
        assert c.model not in EXAMPLE_NAMES  # a corpus trace never overwrites a bundled example's
        assert c.family in registry.IMPORTS


def test_every_spec_names_a_model_builder():
    import importlib

    for c in CONFIGS.values():
        module, _, function = c.spec.partition(":")
        assert callable(getattr(importlib.import_module(module), function, None)), c.spec


def test_select():
    everything = select(None)
    assert {c.name for c in everything} == set(CONFIGS)
    assert [c.cost for c in everything] == sorted(c.cost for c in everything)  # cheapest first
    assert {c.name for c in select(["resnet18"])} == {"resnet18.infer", "resnet18.train"}
    assert [c.name for c in select(["resnet18.train", "resnet18.train"])] == ["resnet18.train"]
    with pytest.raises(FormalError, match=r"unknown corpus configuration\(s\): nope, resnet19.infer"):
        select(["nope", "resnet18.infer", "resnet19.infer"])


def test_committed_corpus_proofs_have_a_config_a_trace_and_a_wrapper():
    owners = trace_to_config()
    for proof in CORPUS_PROOFS:
        name = proof.name.removesuffix(".proof.yaml")
        assert name in owners, f"{proof.name} has no corpus configuration"
        assert (ROOT / "traces" / f"{name}.trace.yaml").is_file()
        assert (ROOT / "traces" / f"{name}.wrapper.py").is_file()
    # and every committed trace captured from a corpus spec is in the registry, has its proof,
    # and was captured from its registry spec and mode
    assert len(CORPUS_TRACES) >= len(CORPUS_PROOFS)
    for trace in CORPUS_TRACES:
        name = trace.name.removesuffix(".trace.yaml")
        assert name in owners, f"{trace.name} was captured from the corpus but is not in the registry"
        assert (ROOT / "proofs" / f"{name}.proof.yaml").is_file(), f"{trace.name} has no proof"
        text = trace.read_text(encoding="utf-8")
        capture = text[text.rindex("\ncapture:") :]
        assert re.search(rf"\n  model: {re.escape(owners[name].spec)}\n", capture), trace.name
        assert re.search(rf"\n  mode: {owners[name].mode}\n", capture), trace.name


def test_gitignore_keeps_corpus_inputs_out():
    lines = (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    for model in {c.model for c in CONFIGS.values()}:
        assert f"/traces/{model}.*.inputs.pt" in lines


def test_corpus_list(capsys):
    assert main(["corpus", "list", "--traces", str(ROOT / "traces"), "--proofs", str(ROOT / "proofs")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1].startswith(f"{len(CONFIGS)} configurations")
    rows = {line.split()[0]: line for line in out[1:-1]}
    assert set(rows) == set(CONFIGS)
    for proof in CORPUS_PROOFS:  # a committed trace with its proof is counted
        config = trace_to_config()[proof.name.removesuffix(".proof.yaml")]
        have, total = re.search(r" (\d)/(\d) ", rows[config.name]).groups()
        assert int(have) >= 1 and int(total) == len(config.trace_names)


def test_build_unknown_name_is_one_line_and_exit_2(capsys, tmp_path):
    assert main(["corpus", "build", "--only", "nope", "--out", str(tmp_path), "--proofs", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown corpus configuration(s): nope" in err
    assert list(tmp_path.iterdir()) == []


def test_missing_library_is_a_clear_error(monkeypatch):
    from formal.studies.corpus import models

    monkeypatch.setitem(sys.modules, "torchvision", None)  # import raises ImportError
    monkeypatch.setitem(sys.modules, "transformers", None)
    with pytest.raises(FormalError, match="needs torchvision: pip install torchvision"):
        models.resnet18()
    with pytest.raises(FormalError, match="needs transformers: pip install transformers"):
        models.bert()
    monkeypatch.setattr("importlib.util.find_spec", lambda name: None)
    with pytest.raises(FormalError, match="resnet18.infer needs torchvision: pip install torchvision"):
        check_available(CONFIGS["resnet18.infer"])
    check_available(CONFIGS["unet2d.infer"])  # torch only


def test_build_without_capture_reports_a_missing_trace(tmp_path):
    rows = build_config(CONFIGS["resnet18.infer"], tmp_path, tmp_path, 5.0, capture=False)
    assert len(rows) == 1 and rows[0].status == "failed" and "no trace" in rows[0].error


def test_certify_trace_writes_a_proof_the_checker_accepts(tmp_path):
    # The smallest committed corpus trace (a bundled example's when none is committed yet).
    candidates = [ROOT / "traces" / p.name.replace(".proof.yaml", ".trace.yaml") for p in CORPUS_PROOFS]
    trace = min(candidates, key=lambda p: p.stat().st_size) if candidates else ROOT / "traces" / "mlp.infer.trace.yaml"
    row = certify_trace("cfg", trace, tmp_path, 30.0, capture_s=None)
    name = trace.name.removesuffix(".trace.yaml")
    proof = tmp_path / f"{name}.proof.yaml"
    claims = check_files(str(trace), str(proof))
    assert claims and all(holds for holds, _ in claims)
    assert row.trace == name and row.units > 0 and row.optimum <= row.compiler_peak
    assert row.lower_bound <= row.optimum and (row.status == "optimal") == (row.lower_bound == row.optimum)
    assert row.saving_pct == round(100.0 * (row.compiler_peak - row.optimum) / row.compiler_peak, 2)
    above = row.compiler_peak - row.input_bytes
    assert row.saving_above_inputs_pct == round(100.0 * (row.compiler_peak - row.optimum) / above, 2)


def test_bench_refuses_unknown_names_before_capturing(capsys):
    from formal.studies import corpus_bench as bench

    with pytest.raises(FormalError, match="unknown corpus configuration"):
        bench.main(["--only", "nope"])


def test_build_no_capture_recertifies_what_is_there(capsys, tmp_path):
    trace = ROOT / "traces" / "squeezenet1_1.infer.trace.yaml"
    if not trace.is_file():
        pytest.skip("squeezenet1_1.infer is not committed")
    (tmp_path / trace.name).write_bytes(trace.read_bytes())
    assert (
        main(
            [
                "corpus",
                "build",
                "--no-capture",
                "--out",
                str(tmp_path),
                "--proofs",
                str(tmp_path),
                "--csv",
                str(tmp_path / "rows.csv"),
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert f"{len(CONFIGS) - 1} configuration(s) have no traces" in out
    assert "1 traces certified (1 optimal), 0 configuration(s) failed" in out
    claims = check_files(str(tmp_path / trace.name), str(tmp_path / "squeezenet1_1.infer.proof.yaml"))
    assert claims and all(holds for holds, _ in claims)
    rows = (tmp_path / "rows.csv").read_text().splitlines()
    assert len(rows) == 2 and rows[1].startswith("squeezenet1_1.infer,squeezenet1_1.infer,96,")
