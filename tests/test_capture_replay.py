"""Capture real compiled programs, replay them byte-exactly, and catch wrong effects.

These tests compile models with torch.compile (about 20 s each on two cores), so they
capture a few representative programs once per session and check everything on them.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from formal.base.errors import FormalError
from formal.capture.capture import capture
from formal.program.ownership import backward_ownership
from formal.program.trace import load_trace
from formal.replay.contract import check_contract
from formal.replay.replay import random_orders, replay

pytestmark = pytest.mark.capture
TESTS = Path(__file__).parent

CONFIGS = [  # (spec, mode): three bundled families plus models formal has never seen
    ("residual", "inference"),
    ("residual", "train"),
    ("transformer", "train"),
    ("unseen_models:depthwise_se", "train"),
    ("unseen_models:gated_mlp", "inference"),
]


@pytest.fixture(scope="session")
def traces(tmp_path_factory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("captured")
    sys.path.insert(0, str(TESTS))
    found: dict[str, Path] = {}
    for spec, mode in CONFIGS:
        for path in capture(spec, out, mode):
            found[path.name.removesuffix(".trace.yaml")] = path
    return found


def test_capture_writes_one_trace_per_program(traces):
    assert set(traces) == {
        "residual.infer",
        "residual.fwd",
        "residual.bwd",
        "transformer.fwd",
        "transformer.bwd",
        "depthwise_se.fwd",
        "depthwise_se.bwd",
        "gated_mlp.infer",
    }
    for path in traces.values():
        trace = load_trace(path)
        assert trace.problem.n >= 3
        assert trace.verified_file("wrapper").data and trace.verified_file("inputs").data
        assert trace.capture["torch"] and trace.capture["threads"] == 1


@pytest.mark.parametrize(
    "name",
    [
        "residual.infer",
        "residual.fwd",
        "residual.bwd",
        "transformer.fwd",
        "transformer.bwd",
        "depthwise_se.fwd",
        "depthwise_se.bwd",
        "gated_mlp.infer",
    ],
)
def test_original_and_random_orders_replay_byte_exact_and_bit_identical(traces, name):
    trace = load_trace(traces[name])
    runs = replay(trace, random_orders(trace, 5, seed=11))
    assert len(runs) == 6 and runs[0].label == "original"
    for run in runs:
        assert run.measured_peak == run.modeled_peak, run
        assert run.bit_identical and run.matches_capture, run


def test_backward_program_owns_and_frees_what_the_forward_made(traces):
    trace, forward = load_trace(traces["residual.bwd"]), load_trace(traces["residual.fwd"])
    sources = [t.verified_file("wrapper").data.decode() for t in (forward, trace)]
    assert trace.program["owned"] == backward_ownership(*sources)[1]  # by position, as the step runs it
    owned = dict(zip(trace.program["input_names"], trace.program["owned"]))
    assert any(owned.values())
    assert all(name.startswith("primals_") for name, own in owned.items() if not own)  # held: forward's inputs
    freeable_inputs = [s for s in trace.problem.storages if s.origin == "input" and s.freeable]
    assert freeable_inputs  # saved activations die during the backward program


def test_contract_holds_on_a_captured_trace(traces):
    verdicts = check_contract(load_trace(traces["transformer.bwd"]))
    assert [v.condition for v in verdicts] == [
        "effect_completeness",
        "ownership_and_completion",
        "deterministic_units",
        "allocation_order_record",
        "frame_condition",
        "no_extra_events_at_emission",
    ]
    assert all(v.holds for v in verdicts), verdicts


def _copy_trace(src: Path, dst_dir: Path) -> Path:
    base = src.name.removesuffix(".trace.yaml")
    for suffix in (".trace.yaml", ".wrapper.py", ".inputs.pt"):
        shutil.copy(src.parent / f"{base}{suffix}", dst_dir / f"{base}{suffix}")
    return dst_dir / src.name


def _drop_a_write(path: Path, also_forge_hash: bool) -> str:
    """Turn one in-place update (rw) of an already-written storage into a plain read."""
    data = yaml.safe_load(path.read_text())
    inputs = {s["id"] for s in data["storages"] if s["origin"] == "input"}
    written: set[str] = set()
    victim_unit = None
    for unit in data["units"]:
        for access in unit["accesses"]:
            if victim_unit is None and access[1] == "rw" and (access[0] in written or access[0] in inputs):
                access[1] = "r"
                victim_unit = unit["id"]
            elif access[1] != "r":
                written.add(access[0])
    assert victim_unit is not None, "no in-place update to remove in this trace"
    if also_forge_hash:
        from formal.model import problem_from_dict, problem_sha256

        data["evidence"]["problem_sha256"] = problem_sha256(problem_from_dict(data))
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return victim_unit


def test_a_removed_write_fails_loudly(traces, tmp_path):
    path = _copy_trace(traces["residual.bwd"], tmp_path)
    _drop_a_write(path, also_forge_hash=False)
    with pytest.raises(FormalError, match="differs from what was captured"):
        replay(load_trace(path), random_orders(load_trace(path), 2, 0))
    # Even with the recorded hash forged to match, re-profiling exposes the missing effect.
    forged = tmp_path / "forged"
    forged.mkdir()
    path2 = _copy_trace(traces["residual.bwd"], forged)
    unit = _drop_a_write(path2, also_forge_hash=True)
    verdicts = {v.condition: v for v in check_contract(load_trace(path2))}
    assert not verdicts["effect_completeness"].holds
    assert unit in verdicts["effect_completeness"].reason


def test_replay_refuses_other_torch_versions(traces, tmp_path):
    path = _copy_trace(traces["residual.infer"], tmp_path)
    data = yaml.safe_load(path.read_text())
    data["capture"]["torch"] = "1.0.0"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    proc = subprocess.run([sys.executable, "-m", "formal", "replay", str(path)], capture_output=True, text=True)
    assert proc.returncode == 2
    assert "torch 1.0.0" in proc.stderr and "Traceback" not in proc.stderr


def test_replay_cli_json_and_schedule(traces, tmp_path):
    path = traces["residual.fwd"]
    schedule = tmp_path / "s.yaml"
    proc = subprocess.run(
        [sys.executable, "-m", "formal", "optimize", str(path), "-o", str(schedule)], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stderr
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "formal",
            "replay",
            str(path),
            "--schedule",
            str(schedule),
            "--random-orders",
            "2",
            "--json",
        ],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    runs = json.loads(proc.stdout)["runs"]
    assert [r["label"] for r in runs][0] == "original" and len(runs) == 4
    assert set(runs[0]) == {"label", "modeled_peak", "measured_peak", "bit_identical", "matches_capture"}
    assert runs[1]["modeled_peak"] <= runs[0]["modeled_peak"]  # the optimized order is no worse


@pytest.mark.parametrize("name", ["residual.bwd", "depthwise_se.fwd", "gated_mlp.infer"])
def test_arena_packed_program_replays_byte_exact_and_bit_identical(traces, name):
    from formal.emit.arena import emit_arena_source, plan_arena, plannable_storages
    from formal.model import original_order

    trace = load_trace(traces[name])
    order = original_order(trace.problem)
    realization = plan_arena(trace, order, alignment=64, method="exact")
    assert set(realization.planned) == set(plannable_storages(trace)) and realization.planned
    assert realization.plan.arena >= realization.plan.lower_bound
    source = emit_arena_source(trace, order, realization)
    assert source.count("formal_arena = empty_strided_cpu(") == 1
    assert source.count("alloc_from_pool(formal_arena,") == len(realization.planned)
    runs = replay(
        trace, [("original-order", order), *random_orders(trace, 2, seed=3)], arena={"alignment": 64, "method": "exact"}
    )
    for run in runs[1:]:
        assert run.label.startswith("arena:")
        assert run.measured_peak == run.modeled_peak and run.bit_identical and run.matches_capture, run
