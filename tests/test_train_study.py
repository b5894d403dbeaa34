"""The training-step study's table and plot, from result rows (no compile)."""

from __future__ import annotations

import json
import subprocess
import sys

from formal.studies import train_study as study


def row(name: str, formal_flops: int | None, dp_flops: int | None) -> dict:
    base = {"measured_peak": 1000, "step_flops": 10_000}

    def report(ratio: float) -> dict:
        budget = int(ratio * 1000)
        plan = {
            "measured_peak": None if formal_flops is None else budget - 5,
            "extra_flops": formal_flops,
            "extra_flops_lower_bound": 100,
            "status": "optimal",
        }
        pytorch = {
            "min_cut": {"measured_peak": 1000, "extra_flops": 0, "meets_budget": False},
            "dp": (
                {"measured_peak": budget - 1, "extra_flops": dp_flops, "meets_budget": True}
                if dp_flops is not None
                else {"measured_peak": None, "extra_flops": None, "meets_budget": False, "status": "none fits"}
            ),
            "greedy": {"measured_peak": budget, "extra_flops": (dp_flops or 0) + 50, "meets_budget": True},
        }
        return {
            "budget": budget,
            "baseline": base,
            "plan": plan,
            "pytorch": pytorch,
            "grads_bit_identical": formal_flops is not None or None,
        }

    points = [
        {"label": "default", "solver": None, "extra_flops": 0, "measured_peak": 1000},
        {"label": "dp@0", "solver": "dp", "extra_flops": 900, "measured_peak": 990},
    ]
    return {
        "model": name,
        "baseline": base,
        "ratios": {"0.8": report(0.8), "0.6": report(0.6)},
        "pytorch_points": points,
        "checkpoint": {"measured_peak": 700, "extra_flops": 3000},
    }


def test_table_compares_formal_with_the_best_pytorch_answer_that_fits():
    text = study.table([row("a", 200, 400), row("b", 500, 400), row("c", 300, None), row("d", None, None)])
    lines = text.splitlines()
    assert len(lines) == 2 + 8
    a = [line for line in lines if line.startswith("| a | 0.8")][0]
    assert "| dp |" in a and "formal lower" in a and "bit-identical" in a
    assert "PyTorch lower" in [line for line in lines if line.startswith("| b | 0.8")][0]
    c = [line for line in lines if line.startswith("| c | 0.6")][0]
    assert "| greedy |" in c  # dp found nothing; greedy is the best PyTorch answer that fits
    assert "formal: no plan fits" in [line for line in lines if line.startswith("| d | 0.6")][0]
    assert all(line.count("|") == 15 for line in lines)


def test_render_writes_table_and_plot(tmp_path):
    for r in (row("a", 200, 400), row("b", 500, 400)):
        (tmp_path / f"{r['model']}.json").write_text(json.dumps(r))
    rows = study.render(tmp_path)
    assert len(rows) == 2
    assert (tmp_path / "table.md").read_text().count("\n") == 2 + 4
    assert (tmp_path / "train.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    first = (tmp_path / "train.png").read_bytes()
    study.render(tmp_path)
    assert (tmp_path / "train.png").read_bytes() == first  # deterministic bytes


def test_render_only_without_results_is_one_line(tmp_path):
    run = subprocess.run(
        [sys.executable, "-m", "formal", "bench", "train", "--render-only", "-o", str(tmp_path)],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 2 and "no study results" in run.stderr and "Traceback" not in run.stderr
