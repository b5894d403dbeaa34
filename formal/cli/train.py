"""CLI: ``formal train-plan SPEC --budget-ratio R | --sweep R1,R2,... [--objective compute|peak] [-o DIR] [--json]``."""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Callable

from formal.base.errors import FormalError
from formal.base.files import write_atomic, write_json
from formal.pipelines.train_plan import PlanOptions, plan_step
from formal.pipelines.train_sweep import parse_sweep, plot, sweep_step, table


def cmd_train_plan(args: argparse.Namespace) -> int:
    log = (lambda m: print(f"formal: {m}", file=sys.stderr)) if not args.json else (lambda _m: None)
    if args.sweep is not None:
        return _sweep(args, log)
    if args.objective == "compute" and args.budget_ratio is None:
        raise FormalError("--objective compute needs --budget-ratio R (or --sweep R1,R2,...)")
    options = _options(args, args.budget_ratio)
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


def _options(args: argparse.Namespace, ratio: float | None) -> PlanOptions:
    return PlanOptions(
        ratio=ratio,
        objective=args.objective,
        extra_compute=args.extra_compute,
        backend=args.backend,
        time_limit=args.time_limit,
        rounds=args.rounds,
        isa=args.isa,
        pytorch=not args.no_pytorch,
        certify_seconds=args.certify_time_limit,
        split_addmm=args.split_addmm,
        cache=not getattr(args, "no_cache", False),
        dry_runs=not getattr(args, "no_dry_runs", False),
    )


def _sweep(args: argparse.Namespace, log: Callable[[str], None]) -> int:
    """``--sweep``: every budget of the sweep planned over one pool (formal.pipelines.train_sweep); the table
    printed, and with ``-o DIR`` the proofs, sweep.json, sweep.md and sweep.png written there. Exit 0 when the
    sweep ran (its table says which budgets fit)."""
    if args.budget_ratio is not None or args.objective != "compute":
        raise FormalError("--sweep plans least extra FLOPs at each budget: it takes no --budget-ratio or --objective")
    ratios = parse_sweep(args.sweep)
    blocks = tuple(b for b in (args.checkpoint_blocks or "").split(",") if b)
    if args.output:
        out = Path(args.output)
        report = sweep_step(args.spec, ratios, _options(args, None), outdir=out, blocks=blocks, log=log)
        write_json(out / "sweep.json", report)
        write_atomic(out / "sweep.md", table(report))
        plot(report, out / "sweep.png")
    else:
        with tempfile.TemporaryDirectory(prefix="formal-train-sweep-") as tmp:
            report = sweep_step(args.spec, ratios, _options(args, None), outdir=tmp, blocks=blocks, log=log)
        for row in report["budgets"]:
            row["proof"] = None
    print(
        json.dumps(report, indent=1, sort_keys=True) if args.json else table(report), end="" if not args.json else "\n"
    )
    return 0


def summary(report: dict) -> str:
    """The human-readable lines of a train-plan report."""
    base, plan = report["baseline"], report["plan"]
    lines = [
        f"{report['model']}: default step peak {base['measured_peak']} bytes, {base['step_flops']} FLOPs; "
        f"budget {report['budget']} bytes"
    ]
    if report.get("answer"):
        lines.append(report["answer"])
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
    if report.get("compiles") is not None:
        lines.append(
            f"{report['compiles']} compiles and {report.get('dry_runs', 0)} dry runs at this budget, "
            f"{report.get('baseline_compiles', 0)} of the default step; {report.get('total_seconds')} s in all"
        )
    if report.get("proof"):
        lines.append(f"proof: {report['proof']} (formal check {report['proof']})")
    return "\n".join(lines)
