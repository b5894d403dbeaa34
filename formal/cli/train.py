"""CLI: ``formal train-plan SPEC --budget-ratio R [--objective compute|peak] [--time-limit S] [-o DIR] [--json]``."""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

from formal.base.errors import FormalError
from formal.base.files import write_json
from formal.pipelines.train_plan import PlanOptions, plan_step


def cmd_train_plan(args: argparse.Namespace) -> int:
    if args.objective == "compute" and args.budget_ratio is None:
        raise FormalError("--objective compute needs --budget-ratio R")
    log = (lambda m: print(f"formal: {m}", file=sys.stderr)) if not args.json else (lambda _m: None)
    options = PlanOptions(
        ratio=args.budget_ratio,
        objective=args.objective,
        extra_compute=args.extra_compute,
        backend=args.backend,
        time_limit=args.time_limit,
        rounds=args.rounds,
        isa=args.isa,
        pytorch=not args.no_pytorch,
        certify_seconds=args.certify_time_limit,
    )
    if args.output:
        report = plan_step(args.spec, options, outdir=args.output, log=log)

        write_json(Path(args.output) / "train-plan.json", report)
    else:
        with tempfile.TemporaryDirectory(prefix="formal-train-plan-") as tmp:
            report = plan_step(args.spec, options, outdir=tmp, log=log)
        report["proof"] = None
    if args.json:
        print(json.dumps(report, indent=1, sort_keys=True))
    else:
        print(summary(report))
    met = report["plan"]["measured_peak"] is not None
    return 0 if met else 1


def summary(report: dict) -> str:
    """The human-readable lines of a train-plan report."""
    base, plan = report["baseline"], report["plan"]
    lines = [
        f"{report['model']}: default step peak {base['measured_peak']} bytes, {base['step_flops']} FLOPs; "
        f"budget {report['budget']} bytes"
    ]
    if plan["measured_peak"] is None:
        lines.append(
            f"plan: {plan['status']} (certified lower bound on extra FLOPs if any plan fits: "
            f"{plan['extra_flops_lower_bound']})"
        )
        measured = [r["measured_peak"] for r in report.get("rounds", []) if r.get("measured_peak")]
        least = report.get("least_in_certified_orders")
        if measured:
            lines.append(
                f"least step peak measured: {min(measured)} bytes as compiled"
                + (f", {least['measured_peak']} bytes in certified orders" if least else "")
            )
    else:
        lines.append(
            f"plan (planning model: {plan['status']}): step peak {plan['measured_peak']} bytes measured, "
            f"{plan.get('modeled_peak')} modeled; {plan['extra_flops']} extra FLOPs "
            f"(certified lower bound {plan['extra_flops_lower_bound']}); saves {len(plan['saved'])}, "
            f"recomputes {len(plan['recomputed'])}; gradients "
            f"{'bit-identical' if report['grads_bit_identical'] else 'differ (see --json)'}"
        )
    for name, row in (report.get("pytorch") or {}).items():
        lines.append(
            f"pytorch {name}: "
            + (
                f"step peak {row.get('measured_peak')} bytes, {row.get('extra_flops')} extra FLOPs"
                if row.get("measured_peak")
                else str(row.get("status", row))
            )
        )
    if report.get("proof"):
        lines.append(f"proof: {report['proof']} (formal check {report['proof']})")
    return "\n".join(lines)
