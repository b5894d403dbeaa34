"""Capture refuses bad specs and uncapturable models with one line and exit 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).parent


@pytest.mark.parametrize(
    "spec, mode, message",
    [
        ("no_such_example", "inference", "expected module:function or one of the bundled examples"),
        ("no_such_module_xyz:f", "inference", "cannot import module"),
        ("bad_specs:missing", "inference", "has no function 'missing'"),
        ("bad_specs:not_a_model", "inference", "must return (model, example_inputs"),
        ("bad_specs:graph_break", "inference", "one graph"),
        ("bad_specs:no_params_train", "train", "does not depend on any parameter"),
    ],
)
def test_bad_spec_one_line(tmp_path, spec, mode, message):
    env = {**os.environ, "PYTHONPATH": str(TESTS)}
    proc = subprocess.run(
        [sys.executable, "-m", "formal", "capture", spec, "-o", str(tmp_path / "out"), "--mode", mode],
        capture_output=True,
        text=True,
        env=env,
        cwd=TESTS,
    )
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr
    errors = [line for line in proc.stderr.splitlines() if line.startswith("formal: error:")]
    assert len(errors) == 1 and message in errors[0], proc.stderr
    assert not list((tmp_path / "out").glob("*.trace.yaml")) if (tmp_path / "out").exists() else True


def test_another_librarys_error_is_told_in_one_line_with_what_failed():
    from formal.base.errors import one_line

    class BackendCompilerFailed(Exception):
        pass

    announced = BackendCompilerFailed("backend='inductor' raised:\nRuntimeError: out of memory\n\nSet TORCH_LOGS")
    assert one_line(announced) == "BackendCompilerFailed: backend='inductor' raised: RuntimeError: out of memory"
    assert one_line(ValueError("bad shape\nmore")) == "ValueError: bad shape"
    assert one_line(KeyError()) == "KeyError"
