"""``formal train-plan --sweep``: every budget planned over one pool, answers monotone in the budget, a proof each."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from train_helpers import MLP_SPEC

from formal.base.errors import FormalError
from formal.check import check_files
from formal.pipelines.train_sweep import _choice, best_pytorch, monotone, parse_sweep, table

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    "text,ratios",
    [
        ("0.9,0.7,0.5", (0.9, 0.7, 0.5)),
        ("0.5,0.9", (0.9, 0.5)),  # largest first, whatever the order given
        ("0.9:0.4:0.1", (0.9, 0.8, 0.7, 0.6, 0.5, 0.4)),  # both ends included, no float drift
        ("0.4:0.6:0.1", (0.6, 0.5, 0.4)),
        ("1", (1.0,)),
    ],
)
def test_a_sweep_is_a_list_or_a_range_of_ratios(text, ratios):
    assert parse_sweep(text) == ratios


@pytest.mark.parametrize("text", ["", "0.9,x", "0.9,1.2", "0,0.5", "0.9,0.9", "0.9:0.4:0", "0.9:0.4", "0.9:0.4:-0.1"])
def test_a_malformed_sweep_is_one_clear_error(text):
    with pytest.raises(FormalError, match="--sweep"):
        parse_sweep(text)


def test_choosing_from_one_pool_is_monotone_in_the_budget():
    """Whatever plans were measured, the least-FLOPs-then-least-peak plan that fits each budget never costs more
    FLOPs, and never peaks lower, at a larger budget."""
    rng = random.Random(0)
    for _ in range(300):
        pool = {
            (f"p{k}",): SimpleNamespace(
                step=SimpleNamespace(step_flops=rng.choice([0, 10, 20, 30, 40])),
                run=SimpleNamespace(measured_peak=rng.randrange(50, 150)),
            )
            for k in range(rng.randrange(1, 8))
        }
        rows = []
        for budget in sorted(rng.sample(range(40, 160), 6)):
            key = _choice(budget, pool, {})
            plan = (
                None
                if key is None
                else {"extra_flops": pool[key].step.step_flops, "measured_peak": pool[key].run.measured_peak}
            )
            if plan is not None:
                assert plan["measured_peak"] <= budget
            rows.append({"budget": budget, "plan": plan})
        assert monotone(rows), rows
    # and the check itself notices a row that breaks it
    assert not monotone(
        [
            {"budget": 10, "plan": {"extra_flops": 5, "measured_peak": 9}},
            {"budget": 20, "plan": {"extra_flops": 6, "measured_peak": 19}},
        ]
    )
    assert not monotone(
        [
            {"budget": 10, "plan": {"extra_flops": 5, "measured_peak": 9}},
            {"budget": 20, "plan": {"extra_flops": 5, "measured_peak": 8}},
        ]
    )


def test_choosing_counts_a_plan_at_its_peak_in_certified_orders_once_ordered():
    pool = {("a",): SimpleNamespace(step=SimpleNamespace(step_flops=0), run=SimpleNamespace(measured_peak=120))}
    assert _choice(110, pool, {}) is None
    ordered = {("a",): {"replayed": {"equal": True, "measured_peak": 100}}}
    assert _choice(110, pool, ordered) == ("a",)
    ordered[("a",)]["replayed"]["equal"] = False  # a replay that does not match its model counts for nothing
    assert _choice(110, pool, ordered) is None


def run_train_plan(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess:
    (tmp_path / "train_spec.py").write_text(MLP_SPEC)
    env = {**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{ROOT}"}
    return subprocess.run(
        [sys.executable, "-m", "formal", "train-plan", "train_spec:mlp", *argv],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=900,
    )


def test_a_sweep_plans_every_budget_with_a_proof_each(tmp_path):
    out = tmp_path / "out"
    run = run_train_plan(
        tmp_path,
        *("--sweep", "0.9,0.7,0.2", "--no-pytorch", "--time-limit", "10", "--certify-time-limit", "20"),
        *("--rounds", "2", "-o", str(out), "--json"),
    )
    assert run.returncode == 0, run.stderr[-2000:]
    report = json.loads(run.stdout)
    base = report["baseline"]["measured_peak"]
    rows = {row["ratio"]: row for row in report["budgets"]}
    assert [row["ratio"] for row in report["budgets"]] == [0.9, 0.7, 0.2]
    for ratio, row in rows.items():
        assert row["budget"] == int(ratio * base)
    # 0.2 is below the gradient floor: proved infeasible
    assert rows[0.2]["budget"] < report["gradient_floor"] and rows[0.2]["status"] == "infeasible"
    # 0.9 and 0.7 fit, in formal's certified orders, and cost no less FLOPs as the budget falls
    for ratio in (0.9, 0.7):
        plan = rows[ratio]["plan"]
        assert rows[ratio]["status"] == "fits" and plan["measured_peak"] <= rows[ratio]["budget"]
        assert plan["extra_flops"] >= rows[ratio]["extra_flops_lower_bound"]
    assert rows[0.7]["plan"]["extra_flops"] >= rows[0.9]["plan"]["extra_flops"] > 0
    assert report["monotone"] is True
    # every proof checks, the infeasibility one included
    for row in report["budgets"]:
        claims = check_files(None, row["proof"])
        assert all(ok for ok, _m in claims), [m for ok, m in claims if not ok]
    # the planning model's error on every plan measured: per phase, modeled beside measured
    assert report["plans"]
    for plan in report["plans"]:
        error = plan["model_error"]
        assert error["backward_error"] == error["backward_measured"] - error["backward_modeled"]
        assert error["step_measured"] == plan["compiled_order_measured_peak"]
    table = (out / "sweep.md").read_text()
    assert len([line for line in table.splitlines() if line.startswith("|")]) == 2 + 3
    assert "| 0.2 |" in table and "infeasible" in table and "compiles in all" in table
    assert (out / "sweep.png").read_bytes().startswith(b"\x89PNG")
    assert json.loads((out / "sweep.json").read_text())["budgets"][0]["plan"] == rows[0.9]["plan"]


def test_a_sweep_takes_no_single_budget(tmp_path):
    run = run_train_plan(tmp_path, "--sweep", "0.9,0.7", "--budget-ratio", "0.5")
    assert run.returncode == 2 and "takes no --budget-ratio" in run.stderr and "Traceback" not in run.stderr


def test_checkpointing_that_could_not_be_measured_is_said_and_never_chosen():
    checkpoint = {"status": "not measured: torch.compile failed", "measured_peak": None, "extra_flops": None}
    dp = {"measured_peak": 90, "extra_flops": 5, "meets_budget": True}
    assert best_pytorch({"dp": dp}, checkpoint, 100) == ("dp", dp)
    row = {"ratio": 0.5, "budget": 100, "status": "not met", "pytorch": {"dp": dp}}
    line = table({"budgets": [row], "checkpoint": checkpoint}).splitlines()[2]
    assert line.endswith("| not measured | - | - |") and "dp: " in line  # checkpointing, compiles, dry runs
    row.update(compiles=5, pytorch_compiles=3, dry_runs=4)
    line = table({"budgets": [row], "checkpoint": checkpoint}).splitlines()[2]
    assert line.endswith("| not measured | 5 (3) | 4 |")
    measured = {"measured_peak": 80, "extra_flops": 1}
    assert best_pytorch({"dp": dp}, measured, 100)[0] == "checkpoint"


SWEEPS = sorted((ROOT / "results" / "train" / "sweeps").glob("*/sweep.json"))


@pytest.mark.parametrize("path", SWEEPS, ids=[p.parent.name for p in SWEEPS])
def test_each_committed_sweep_fits_wherever_pytorch_or_checkpointing_fits_with_no_more_flops(path):
    """Issue 32's acceptance on the committed sweeps: monotone, and at every budget where a PyTorch
    configuration or whole-block checkpointing measured within it, formal's plan fits with no more extra FLOPs."""
    report = json.loads(path.read_text())
    assert report["monotone"] and monotone(report["budgets"])
    for row in report["budgets"]:
        key, best = best_pytorch(row.get("pytorch") or {}, report.get("checkpoint"), row["budget"])
        if best is None:
            continue
        plan = row["plan"]
        assert row["status"] == "fits" and plan["measured_peak"] <= row["budget"], (row["ratio"], key)
        assert plan["extra_flops"] <= best["extra_flops"], (row["ratio"], key, plan["extra_flops"], best)
