"""``formal capture --inductor-reorder off``: the program Inductor generates without its own
peak-memory reordering (``torch._inductor.config.reorder_for_peak_memory``), recorded in the
trace and replayed byte-exactly like any other capture.

One capture through the command line (about 20 s on two cores), shared by the tests that
read it; the other tests compile nothing or one tiny function.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from formal.program.trace import load_trace

pytestmark = pytest.mark.capture


def _formal(*argv: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "formal", *argv], capture_output=True, text=True, cwd=cwd)


@pytest.fixture(scope="module")
def off_trace(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("reorder-off")
    proc = _formal("capture", "residual", "-o", str(out), "--inductor-reorder", "off")
    assert proc.returncode == 0, proc.stderr
    paths = [Path(line) for line in proc.stdout.splitlines()]
    assert [p.name for p in paths] == ["residual.infer.trace.yaml"], proc.stdout
    return paths[0]


def test_the_trace_records_the_setting(off_trace):
    trace = load_trace(off_trace)
    assert trace.capture["inductor_reorder"] == "off"
    proc = _formal("problem", str(off_trace), "--json")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["inductor_reorder"] == "off"


def test_the_trace_certifies_checks_and_replays_byte_exact(off_trace, tmp_path):
    proof = tmp_path / "off.proof.yaml"
    proc = _formal("certify", str(off_trace), "-o", str(proof), "--time-limit", "30")
    assert proc.returncode == 0, proc.stderr
    proc = _formal("check", str(off_trace), str(proof))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    proc = _formal("replay", str(off_trace), "--schedule", str(proof), "--json")
    assert proc.returncode == 0, proc.stderr
    runs = json.loads(proc.stdout)["runs"]
    assert [r["label"] for r in runs][0] == "original" and len(runs) == 2
    for run in runs:
        assert run["measured_peak"] == run["modeled_peak"], run
        assert run["bit_identical"] and run["matches_capture"], run


def test_an_invalid_value_is_refused_before_anything_runs(tmp_path):
    proc = _formal("capture", "residual", "-o", str(tmp_path / "out"), "--inductor-reorder", "maybe")
    assert proc.returncode != 0
    assert "--inductor-reorder" in proc.stderr and "invalid choice" in proc.stderr, proc.stderr
    assert not (tmp_path / "out").exists()


def test_the_cli_choices_are_the_settings_capture_takes():
    """The CLI keeps its own copy of the choices (building it does not import torch)."""
    from formal.capture.compile import REORDER_SETTINGS
    from formal.cli.main import build_parser

    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    capture_parser = sub.choices["capture"]
    option = next(a for a in capture_parser._actions if a.dest == "inductor_reorder")
    assert tuple(option.choices) == REORDER_SETTINGS and option.default == "on"


def test_a_bad_setting_is_refused_by_the_library():
    from formal.base.errors import FormalError
    from formal.capture.capture import capture

    with pytest.raises(FormalError, match="inductor_reorder"):
        capture("residual", "unused", inductor_reorder="maybe")


def test_the_setting_reaches_inductor(monkeypatch):
    """``off`` keeps Inductor's reordering pass from running; ``on`` leaves it on; the yielded
    setting is what Inductor's config holds, also when a caller already switched it off."""
    import torch
    import torch._inductor.config as inductor_config
    import torch._inductor.memory as inductor_memory

    from formal.capture.compile import inductor_cpu_settings

    calls: list[int] = []
    original = inductor_memory.reorder_for_peak_memory

    def counting(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(inductor_memory, "reorder_for_peak_memory", counting)
    x = torch.randn(8, 8)

    def run(setting: str) -> str:
        with inductor_cpu_settings(setting) as effective:
            torch.compile(lambda t: torch.relu(t @ t) + t.sum(), backend="inductor", fullgraph=True)(x)
        return effective

    assert run("off") == "off" and not calls
    assert inductor_config.reorder_for_peak_memory  # restored after the compile
    assert run("on") == "on" and calls
    with inductor_config.patch(reorder_for_peak_memory=False), inductor_cpu_settings("on") as effective:
        assert effective == "off"  # recorded as it is, not as requested
