"""The microcontroller study: its models, their registry entries, and ``formal bench mcu`` on one committed trace."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch

from formal.base.errors import FormalError
from formal.capture.spec import resolve_spec
from formal.cli.main import main
from formal.studies.corpus import mcu
from formal.studies.corpus.registry import CONFIGS, select

ROOT = Path(__file__).resolve().parents[1]
SMALL = "mcu_kws_ds_cnn"  # the smallest committed trace of the study
OUTPUTS = {"mcu_ad_autoencoder": (1, 640), "mcu_vww_mobilenet_v1": (1, 2), "mcu_mcunet_vww": (1, 2)}


def test_there_are_at_least_twelve_models_with_documented_inputs():
    assert len(mcu.MODELS) >= 12 and len(set(mcu.MODELS)) == len(mcu.MODELS)
    assert set(mcu.INPUTS) == set(mcu.MODELS)
    for name in ("mcu_vww_mobilenet_v1", "mcu_ic_resnet8", "mcu_kws_ds_cnn", "mcu_ad_autoencoder"):  # MLPerf Tiny
        assert name in mcu.MODELS
    assert mcu.INPUTS["mcu_kws_ds_cnn"] == (1, 1, 49, 10) and mcu.INPUTS["mcu_ad_autoencoder"] == (1, 640)
    assert mcu.INPUTS["mcu_ic_resnet8"] == (1, 3, 32, 32) and mcu.INPUTS["mcu_vww_mobilenet_v1"] == (1, 3, 96, 96)


@pytest.mark.parametrize("name", mcu.MODELS)
def test_every_model_builds_and_runs(name):
    model, inputs = mcu.build(name)
    assert not model.training and len(inputs) == 1
    assert tuple(inputs[0].shape) == mcu.INPUTS[name] and inputs[0].dtype == torch.float32
    assert not any(isinstance(m, torch.nn.modules.batchnorm._BatchNorm) for m in model.modules())  # folded
    with torch.no_grad():
        out = model(*inputs)
    assert out.shape == OUTPUTS.get(name, out.shape) and out.shape[0] == 1 and torch.isfinite(out).all()
    again, inputs2 = getattr(mcu, name)()  # the spec function: same weights, same input
    assert torch.equal(inputs[0], inputs2[0])
    with torch.no_grad():
        assert torch.equal(again(*inputs2), out)


def test_unknown_model_is_one_error():
    with pytest.raises(FormalError, match="unknown microcontroller model 'nope'"):
        mcu.build("nope")


def test_registry_has_every_model_as_a_capture_spec():
    for name in mcu.MODELS:
        config = CONFIGS[f"{name}.infer"]
        assert config.family == "mcu" and config.mode == "inference" and config.requires is None
        assert config.spec == f"formal.studies.corpus.mcu:{name}" and config.trace_names == (f"{name}.infer",)
        spec = resolve_spec(config.spec)
        assert spec.name == name and tuple(spec.inputs[0].shape) == mcu.INPUTS[name]
    assert {c.model for c in CONFIGS.values() if c.family == "mcu"} == set(mcu.MODELS)
    assert [c.name for c in select([SMALL])] == [f"{SMALL}.infer"]


def test_study_on_one_committed_trace(capsys, tmp_path):
    trace = ROOT / "traces" / f"{SMALL}.infer.trace.yaml"
    if not trace.is_file():
        pytest.skip(f"{trace.name} is not committed")
    out = tmp_path / "out"
    assert (
        main(
            [
                "bench",
                "mcu",
                "--only",
                SMALL,
                "--traces",
                str(ROOT / "traces"),
                "--proofs",
                str(ROOT / "proofs"),
                "-o",
                str(out),
                "--time-limit",
                "5",
                "--json",
            ]
        )
        == 0
    )
    doc = json.loads(capsys.readouterr().out)
    assert doc == json.loads((out / "mcu.json").read_text())
    (row,) = doc["rows"]
    for column in (
        "units",
        "input_bytes",
        "param_bytes",
        "compiler_peak",
        "optimum",
        "bound",
        "bound_unit",
        "bound_runs",
        "optimum_is_bound",
        "act_compiler_peak",
        "act_optimum",
        "act_bound",
        "greedy_arena",
        "exact_arena",
        "exact_status",
    ):
        assert column in row
    assert row["model"] == SMALL and row["certified_optimal"]
    assert row["bound"] <= row["optimum"] <= row["compiler_peak"]
    assert row["act_optimum"] == row["optimum"] - row["input_bytes"] and row["param_bytes"] < row["input_bytes"]
    assert row["arena_lower_bound"] <= row["exact_arena"] <= row["greedy_arena"]
    assert row["exact_arena"] <= row["act_optimum"]  # the arena holds no scratch, no inputs
    assert "convolution" in row["bound_runs"] or "cpp_fused" in row["bound_runs"]
    # the peak's breakdown adds up to the activation peak; nothing held: one operator's working set
    assert row["peak_reads"] + row["peak_writes"] + row["peak_scratch"] + row["peak_held"] == row["act_optimum"]
    assert row["optimum_is_bound"] == (row["peak_held"] == 0) == (row["bound"] == row["optimum"])
    assert doc["summary"]["models"] == 1 and doc["summary"]["certified_optimal"] == 1
    md = (out / "mcu.md").read_text()
    assert f"| {SMALL} |" in md and "greedy arena" in md
    assert (out / "mcu.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # the table form prints the same row
    assert (
        main(
            [
                "bench",
                "mcu",
                "--only",
                SMALL,
                "-o",
                str(out),
                "--time-limit",
                "5",
                "--traces",
                str(ROOT / "traces"),
                "--proofs",
                str(ROOT / "proofs"),
            ]
        )
        == 0
    )
    assert SMALL in capsys.readouterr().out


@pytest.mark.parametrize(
    "args, message",
    [
        (["--only", "nope"], "unknown microcontroller model(s): nope"),
        (["--time-limit", "0"], "must be positive"),
        (["--alignment", "3"], "expected a power of two"),
        (["--traces", "no-such-folder"], "no no-such-folder"),
        (["--bogus"], "unrecognized arguments: --bogus"),
    ],
)
def test_bad_arguments_are_one_line_and_write_nothing(capsys, tmp_path, args, message):
    out = tmp_path / "out"
    assert main(["bench", "mcu", "-o", str(out), *args]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err
    assert not out.exists()


def test_a_proof_that_does_not_check_is_refused(capsys, tmp_path):
    trace = ROOT / "traces" / f"{SMALL}.infer.trace.yaml"
    if not trace.is_file():
        pytest.skip(f"{trace.name} is not committed")
    proof = (ROOT / "proofs" / f"{SMALL}.infer.proof.yaml").read_text()
    (tmp_path / "proofs").mkdir()
    (tmp_path / "proofs" / f"{SMALL}.infer.proof.yaml").write_text(proof.replace("\npeak: ", "\npeak: 1", 1))
    assert (
        main(
            [
                "bench",
                "mcu",
                "--only",
                SMALL,
                "--traces",
                str(ROOT / "traces"),
                "--proofs",
                str(tmp_path / "proofs"),
                "-o",
                str(tmp_path / "out"),
            ]
        )
        == 2
    )
    assert "does not check" in capsys.readouterr().err and not (tmp_path / "out").exists()
