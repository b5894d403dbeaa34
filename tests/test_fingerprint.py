"""Trust that travels: machine fingerprints, pinned captures, captured-output digests.

The residual fixture is an AVX2-pinned capture; ``legacy_avx512/`` holds the same model as
captured before fingerprints existed, on an AVX-512 machine (its C++ kernels assume 16-float
vectors). Cross-ISA runs happen in subprocesses, each with its own environment, since torch
reads the ISA variables once, when it starts.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from formal.base.errors import FormalError
from formal.machine.fingerprint import CHILD_MARK, PINS, FingerprintMismatch, cpu_flags, require_same_machine, summary
from formal.program.trace import infer_from_wrapper

FIXTURES = Path(__file__).parent / "fixtures"
RESIDUAL = FIXTURES / "residual.infer.trace.yaml"
LEGACY = FIXTURES / "legacy_avx512" / "residual.infer.trace.yaml"

AVX2 = {
    "torch": "2.13.0+cpu",
    "aten_cpu_capability": "AVX2",
    "inductor_vec_isa": "avx2",
    "inductor_vec_bits": 256,
    "onednn_isa": "Intel AVX2",
    "mkl_cbwr": "AVX2",
    "env": dict(PINS["avx2"]["env"]),
}
AVX512 = {
    **AVX2,
    "aten_cpu_capability": "AVX512",
    "inductor_vec_isa": "avx512",
    "inductor_vec_bits": 512,
    "onednn_isa": "Intel AVX-512 with Intel DL Boost",
    "mkl_cbwr": "AUTO",
    "env": {},
}
FLAGS_AVX2 = {"sse4_1": True, "avx": True, "avx2": True, "fma3": True}
FLAGS_AVX512 = {**FLAGS_AVX2, **{f: True for f in PINS["avx512"]["requires"]}}


def formal(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "formal", *args],
        capture_output=True,
        text=True,
        env=env if env is not None else os.environ.copy(),
        timeout=900,
    )


def environment(**overrides: str) -> dict[str, str]:
    """The test process's environment with the ISA variables replaced by ``overrides``."""
    from formal.machine.fingerprint import ENV_KEYS

    env = {k: v for k, v in os.environ.items() if k not in ENV_KEYS and k != CHILD_MARK}
    env.update(overrides)
    return env


def copy_trace(src: Path, dest: Path, edit) -> Path:
    """Copy a trace with its wrapper and inputs into ``dest``, applying ``edit`` to its mapping."""
    stem = src.name.removesuffix(".trace.yaml")
    for suffix in (".wrapper.py", ".inputs.pt"):
        shutil.copy(src.parent / f"{stem}{suffix}", dest / f"{stem}{suffix}")
    data = yaml.safe_load(src.read_text())
    edit(data)
    out = dest / src.name
    out.write_text(yaml.safe_dump(data, sort_keys=False))
    return out


# --- the decision, on stated fingerprints -------------------------------------------------------------------------


def test_same_kernel_keys_run_here():
    require_same_machine(AVX2, "t", current={**AVX2, "cpu_model": "another CPU", "python": "3.12.1"}, flags=FLAGS_AVX2)


def test_an_avx512_capture_is_refused_on_a_cpu_without_avx512():
    with pytest.raises(FingerprintMismatch) as info:
        require_same_machine(AVX512, "t.trace.yaml", current=AVX2, flags=FLAGS_AVX2)
    message = str(info.value)
    assert info.value.env is None
    assert "\n" not in message
    assert summary(AVX512) in message and summary(AVX2) in message
    assert "avx512_f" in message and "formal capture" in message


def test_an_avx2_capture_on_an_avx512_cpu_runs_pinned(monkeypatch):
    monkeypatch.delenv(CHILD_MARK, raising=False)
    with pytest.raises(FingerprintMismatch) as info:
        require_same_machine(AVX2, "t", current=AVX512, flags=FLAGS_AVX512)
    assert info.value.env == PINS["avx2"]["env"]


def test_a_pinned_child_that_still_differs_refuses(monkeypatch):
    monkeypatch.setenv(CHILD_MARK, "1")
    with pytest.raises(FingerprintMismatch) as info:
        require_same_machine(AVX2, "t", current=AVX512, flags=FLAGS_AVX512)
    assert info.value.env is None and "even pinned" in str(info.value)


def test_another_torch_is_refused_outright():
    with pytest.raises(FingerprintMismatch) as info:
        require_same_machine(AVX2, "t", current={**AVX2, "torch": "2.14.1"}, flags=FLAGS_AVX2)
    assert info.value.env is None


def test_traces_without_a_fingerprint_are_refused():
    with pytest.raises(FormalError, match="capture.fingerprint: missing"):
        require_same_machine(None, "t")
    legacy = infer_from_wrapper((LEGACY.parent / "residual.infer.wrapper.py").read_text(), "2.13.0+cpu")
    assert legacy["inductor_vec_bits"] == 512  # 16-float loads: generated for AVX-512
    assert infer_from_wrapper((FIXTURES / "residual.infer.wrapper.py").read_text(), None)["inductor_vec_bits"] == 256
    with pytest.raises(FormalError, match="before machine fingerprints"):
        require_same_machine(legacy, "t")


# --- the committed fixtures ----------------------------------------------------------------------------------------


def test_fixtures_are_avx2_pinned_with_digests_and_eager_agreement():
    for path in sorted(FIXTURES.glob("*.trace.yaml")):
        data = yaml.safe_load(path.read_text())
        fp = data["capture"]["fingerprint"]
        assert data["capture"]["isa"] == "avx2", path
        assert fp["env"] == PINS["avx2"]["env"] and fp["inductor_vec_bits"] == 256, path
        assert data["evidence"]["output_digests"], path
        eager = data["evidence"]["eager"]
        assert eager["nonfinite_where_eager_finite"] == [] and eager["max_abs_diff"] < 1e-4, path


def test_legacy_avx512_trace_is_refused_in_one_line():
    run = formal("replay", str(LEGACY))
    assert run.returncode == 2
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and "before machine fingerprints" in lines[0] and "formal capture" in lines[0]
    assert run.stdout == ""


def test_an_unpinned_avx512_capture_never_succeeds_here(tmp_path):
    """Its fingerprint says AVX-512 (as an AVX-512 machine records it). On a CPU without
    AVX-512: refused in one line, exit 2. On one with it: the pinned child runs 16-lane
    kernel settings over these 8-lane kernels, and the digests fail it. Never exit 0."""

    def edit(data):
        data["capture"]["fingerprint"] = {**data["capture"]["fingerprint"], **AVX512}
        data["capture"]["isa"] = "native"

    trace = copy_trace(RESIDUAL, tmp_path, edit)
    run = formal("replay", str(trace))
    if not all(cpu_flags().get(f) for f in PINS["avx512"]["requires"]):
        assert run.returncode == 2
        lines = run.stderr.strip().splitlines()
        assert len(lines) == 1 and "lacks avx512" in lines[0] and "ATen AVX512" in lines[0], run.stderr
    else:
        assert run.returncode != 0


def test_a_digest_mismatch_fails_replay_even_when_all_runs_agree(tmp_path):
    def edit(data):
        data["evidence"]["output_digests"][0]["sha256"] = "0" * 64

    trace = copy_trace(RESIDUAL, tmp_path, edit)
    run = formal("replay", str(trace), "--random-orders", "2", "--json")
    assert run.returncode == 1, run.stderr
    runs = json.loads(run.stdout)["runs"]
    assert len(runs) == 3
    assert all(r["bit_identical"] for r in runs)  # the runs agree with each other ...
    assert not any(r["matches_capture"] for r in runs)  # ... and none with the capture


def test_contract_fails_on_outputs_that_differ_from_the_capture(tmp_path):
    def edit(data):
        data["evidence"]["output_digests"][0]["sha256"] = "f" * 64

    trace = copy_trace(RESIDUAL, tmp_path, edit)
    run = formal("contract", str(trace), "--json")
    assert run.returncode == 1
    verdicts = {v["condition"]: v for v in json.loads(run.stdout)["conditions"]}
    assert not verdicts["no_extra_events_at_emission"]["holds"]
    assert "equal to the capture" in verdicts["no_extra_events_at_emission"]["reason"]


# --- across ISA settings, in subprocesses --------------------------------------------------------------------------

needs_avx2 = pytest.mark.skipif(
    not all(cpu_flags().get(f) for f in PINS["avx2"]["requires"]),
    reason="this CPU has no AVX2 (the pins under test need it)",
)


@needs_avx2
def test_avx2_fixture_replays_from_a_scalar_environment_in_a_pinned_child():
    run = formal(
        "replay",
        str(RESIDUAL),
        "--random-orders",
        "1",
        "--json",
        env=environment(ATEN_CPU_CAPABILITY="default", ONEDNN_MAX_CPU_ISA="SSE41"),
    )
    assert run.returncode == 0, run.stderr
    assert "child process pinned to ATEN_CPU_CAPABILITY=avx2" in run.stderr
    runs = json.loads(run.stdout)["runs"]
    assert all(r["bit_identical"] and r["matches_capture"] and r["measured_peak"] == r["modeled_peak"] for r in runs)


@needs_avx2
def test_capture_pinned_to_scalar_kernels_replays_from_the_avx2_environment(tmp_path):
    """Capture under the ``default`` pin (scalar C++ kernels, oneDNN SSE4.1), replay from an
    AVX2-pinned environment: the replay runs in a child pinned back to the capture's ISA."""
    cap = formal("capture", "mlp", "-o", str(tmp_path), "--isa", "default", env=environment(**PINS["avx2"]["env"]))
    assert cap.returncode == 0, cap.stderr
    trace = tmp_path / "mlp.infer.trace.yaml"
    data = yaml.safe_load(trace.read_text())
    assert data["capture"]["fingerprint"]["aten_cpu_capability"] == "DEFAULT"
    assert data["capture"]["fingerprint"]["inductor_vec_bits"] == 0
    assert "Vectorized<float>" not in (tmp_path / "mlp.infer.wrapper.py").read_text()
    run = formal("replay", str(trace), "--random-orders", "2", "--json", env=environment(**PINS["avx2"]["env"]))
    assert run.returncode == 0, run.stderr
    assert "pinned to ATEN_CPU_CAPABILITY=default" in run.stderr
    runs = json.loads(run.stdout)["runs"]
    assert len(runs) == 3
    assert all(r["bit_identical"] and r["matches_capture"] and r["measured_peak"] == r["modeled_peak"] for r in runs)


def test_this_process_fingerprint_has_every_key():
    from formal.machine.fingerprint import current_fingerprint

    fp = current_fingerprint()
    assert set(fp) >= {
        "torch",
        "aten_cpu_capability",
        "inductor_vec_isa",
        "inductor_vec_bits",
        "onednn_isa",
        "mkl_cbwr",
        "cpu_model",
        "threads",
        "env",
        "python",
    }


def test_problem_summary_names_the_pin_and_the_capture_machine(capsys):
    from formal.cli.main import main

    assert main(["problem", str(RESIDUAL), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["isa"] == "avx2" and out["captured_with"].startswith("torch 2.13.0")
    assert main(["problem", str(LEGACY), "--json"]) == 0
    assert "before fingerprints" in json.loads(capsys.readouterr().out)["captured_with"]


@pytest.mark.parametrize("isa", [None, "SSE41", "AVX2"])
def test_the_onednn_isa_read_in_process_is_the_one_a_child_measures(isa):
    """The fingerprint reads oneDNN's ISA in its own process (a run-time verbose switch), after a
    primitive has run already; a child process with ONEDNN_VERBOSE from the start says the same."""
    script = (
        "import torch\n"
        "from formal.machine import fingerprint as f\n"
        "torch.ops.aten.mkldnn_convolution(torch.ones(1, 1, 2, 2), torch.ones(1, 1, 1, 1), None, "
        "[0, 0], [1, 1], [1, 1], 1)\n"
        "print(repr(f._onednn_isa_here()))\n"
        "print(repr(f._onednn_isa(f._start_onednn_probe())))\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("ONEDNN_MAX_CPU_ISA", "DNNL_MAX_CPU_ISA")}
    env.update({"ONEDNN_MAX_CPU_ISA": isa} if isa else {})
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300, env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    here, child = proc.stdout.strip().splitlines()[-2:]
    assert here == child and "none" not in here and "unknown" not in here
