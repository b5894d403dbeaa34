"""The planning model's error on every plan of the committed sweeps: measured minus modeled step peak.

``python benchmarks/train/model_error.py [results/train/sweeps/*/sweep.json ...]`` prints, per sweep and over
all of them, how many plans were measured and the distribution of the step's error (as a share of the measured
peak): least, quartiles, largest, and the share within 5% and 10%. A positive error is a peak the model
underestimated (a plan planned to fit that may not); a negative one, room the model left unused.
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
    within = [sum(abs(e) <= bound for e in errors) / len(errors) for bound in (0.05, 0.10)]
    return (
        f"{len(errors):3d} plans: least {min(errors):+.1%}, quartiles {cuts[0]:+.1%} / {cuts[1]:+.1%} / "
        f"{cuts[2]:+.1%}, largest {max(errors):+.1%}; within 5%: {within[0]:.0%}, within 10%: {within[1]:.0%}"
    )


def main(paths: list[str]) -> None:
    files = [Path(p) for p in paths] or sorted((ROOT / "results" / "train" / "sweeps").glob("*/sweep.json"))
    every = []
    for path in files:
        errors = step_errors(json.loads(path.read_text()))
        every += errors
        print(f"{path.parent.name:32s} {summary(errors)}")
    print(f"{'all':32s} {summary(every)}")


if __name__ == "__main__":
    main(sys.argv[1:])
