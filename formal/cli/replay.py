"""CLI: ``formal replay`` and ``formal contract``."""

from __future__ import annotations

import argparse
import json

from formal.base.errors import FormalError
from formal.model import load_schedule, original_order
from formal.program.trace import load_trace
from formal.replay.contract import check_contract
from formal.replay.recompute import replay_recompute
from formal.replay.replay import guard_order, random_orders, replay


def cmd_replay(args: argparse.Namespace) -> int:
    if args.random_orders < 0:
        raise FormalError("--random-orders: must be >= 0")
    trace = load_trace(args.trace)
    if args.guard:
        return _guard(args, trace)
    if args.deploy:
        raise FormalError("--deploy: only with --guard")
    orders = []
    if args.schedule:
        orders.append((f"schedule:{args.schedule}", load_schedule(args.schedule, trace.problem)))
    orders += random_orders(trace, args.random_orders, args.seed)
    arena = None
    if args.arena:
        arena = {"alignment": args.alignment, "method": args.arena_method}
        orders = orders or [("original-order", original_order(trace.problem))]
    if args.recompute:  # the plan holds its own schedule (formal/replay/recompute.py)
        if args.schedule or args.random_orders or args.arena or args.device == "cuda":
            raise FormalError("--recompute: not with --schedule, --random-orders, --arena or --device cuda")
        runs = replay_recompute(trace, args.recompute, keep_dir=args.keep)
    else:
        runs = replay(trace, orders, keep_dir=args.keep, arena=arena, device=args.device)
    if args.json:
        print(json.dumps({"runs": [r.to_dict() for r in runs]}))
    else:
        width = max(len(r.label) for r in runs)
        cuda = runs[0].device != "cpu"
        predicted = f"  {'predicted':>12}" if cuda else ""
        print(f"{'run':<{width}}  {'modeled':>12}{predicted}  {'measured':>12}  bit-identical  matches-capture")
        for r in runs:
            mark = "" if r.ok else "   <-- MISMATCH"
            pred = f"  {r.predicted_peak:>12}" if cuda else ""
            print(
                f"{r.label:<{width}}  {r.modeled_peak:>12}{pred}  {r.measured_peak:>12}  "
                f"{str(r.bit_identical):<13}  {str(r.matches_capture):<5}{mark}"
            )
        if not all(r.matches_capture for r in runs):
            print(
                "matches-capture False: the outputs differ from what the capture recorded (another machine's "
                "kernels, or a broken program); this replay is not a success"
            )
        if cuda:
            print(
                "cuda: measured = caching allocator's high-water mark (blocks of 512 B); predicted = model with "
                "sizes rounded up to 512 B; only bit-identity is required"
            )
    return 0 if all(r.ok for r in runs) else 1


def _guard(args: argparse.Namespace, trace) -> int:
    """``--guard``: measure, decide, report both measurements and the decision (exit 1 if a run failed)."""
    if not args.schedule:
        raise FormalError("--guard needs --schedule FILE (the candidate order)")
    if args.random_orders or args.arena or args.keep or getattr(args, "recompute", None):
        raise FormalError("--guard: not with --random-orders, --arena, --keep or --recompute")
    if args.repeats < 1 or args.warmup < 0:
        raise FormalError(f"--repeats must be >= 1 and --warmup >= 0 (got {args.repeats}, {args.warmup})")
    order = load_schedule(args.schedule, trace.problem)
    report = guard_order(
        trace,
        order,
        device=args.device,
        repeats=args.repeats,
        warmup=args.warmup,
        rule=args.guard_rule,
        deploy=args.deploy,
    )
    if args.json:
        print(json.dumps({"guard": report}))
    else:
        print(
            f"guard ({report['device']}, {report['repeats']} repeats, rule {report['rule']}): "
            f"{'DEPLOY the schedule' if report['decision'] == 'deploy' else 'KEEP the original'}"
        )
        for which in ("original", "candidate"):
            m = report[which]
            print(
                f"  {which:<9}  modeled {report['modeled'][which]:>12}  predicted {report['predicted'][which]:>12}"
                f"  measured median {m['median']} (min {m['min']}, max {m['max']})"
            )
        print(f"  reason: {report['reason']}")
        if "deployed_to" in report:
            print(f"  wrote the {report['deployed_program']} program -> {report['deployed_to']}")
    return 0 if report["status"] == "ok" else 1


def cmd_contract(args: argparse.Namespace) -> int:
    verdicts = check_contract(load_trace(args.trace))
    if args.json:
        print(
            json.dumps(
                {"conditions": [{"condition": v.condition, "holds": v.holds, "reason": v.reason} for v in verdicts]}
            )
        )
    else:
        for v in verdicts:
            print(f"{'holds' if v.holds else 'FAILS':<6} {v.condition}: {v.reason}")
    return 0 if all(v.holds for v in verdicts) else 1
