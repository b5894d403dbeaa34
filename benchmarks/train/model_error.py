"""The planning model's error on every plan of the committed sweeps: measured minus modeled step peak.

``python benchmarks/train/model_error.py [--plans] [results/train/sweeps/*/sweep.json ...]`` prints, per sweep
and over all of them, how many plans were measured and the distribution of the step's error (as a share of the
measured peak): least, quartiles, largest, and the share within 3% (issue 50's acceptance), 5% and 10%. A
positive error is a peak the model underestimated (a plan planned to fit that may not); a negative one, room the
model left unused. ``--plans``: every plan's error too, per phase (a ``--json`` report of ``formal train-plan
--sweep`` is read as well as its ``sweep.json``).
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def step_errors(report: dict) -> list[float]:
    """Each plan's (measured - modeled) / measured step peak."""
    errors = []
    for plan in report["plans"]:
        error = plan["model_error"]
        errors.append((error["step_measured"] - error["step_modeled"]) / error["step_measured"])
    return errors


def summary(errors: list[float]) -> str:
    if not errors:
        return "no plans"
    cuts = statistics.quantiles(errors, n=4) if len(errors) > 1 else [errors[0]] * 3
    within = [sum(abs(e) <= bound for e in errors) / len(errors) for bound in (0.03, 0.05, 0.10)]
    return (
        f"{len(errors):3d} plans: least {min(errors):+.1%}, quartiles {cuts[0]:+.1%} / {cuts[1]:+.1%} / "
        f"{cuts[2]:+.1%}, largest {max(errors):+.1%}; within 3%: {within[0]:.0%}, 5%: {within[1]:.0%}, "
        f"10%: {within[2]:.0%}"
    )


def plan_lines(report: dict) -> list[str]:
    """One line per measured plan: its label, the step's error, each phase's modeled and measured peak."""
    lines = []
    for plan, error in zip(report["plans"], step_errors(report)):
        e = plan["model_error"]
        lines.append(
            f"  {plan.get('label', '?'):5s} {error:+6.1%}  forward {e['forward_modeled']:>11,} modeled "
            f"{e['forward_measured']:>11,} measured; backward {e['backward_modeled']:>11,} modeled "
            f"{e['backward_measured']:>11,} measured"
        )
    return lines


def main(args: list[str]) -> None:
    each = "--plans" in args
    paths = [a for a in args if a != "--plans"]
    files = [Path(p) for p in paths] or sorted((ROOT / "results" / "train" / "sweeps").glob("*/sweep.json"))
    every = []
    for path in files:
        report = json.loads(path.read_text())
        errors = step_errors(report)
        every += errors
        name = path.parent.name if path.name == "sweep.json" else path.stem
        print(f"{name:32s} {summary(errors)}")
        if each:
            print("\n".join(plan_lines(report)))
    print(f"{'all':32s} {summary(every)}")


if __name__ == "__main__":
    main(sys.argv[1:])
