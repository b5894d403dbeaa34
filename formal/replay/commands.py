"""CLI: ``formal replay`` and ``formal contract``."""

from __future__ import annotations

import argparse
import json


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("replay", help="run original and permuted programs; compare peaks and outputs",
                       description="Run the original program and each permuted one (a schedule and/or N random "
                                   "legal orders) on identical inputs; measure byte peaks, compare outputs bit "
                                   "for bit. Exit 0 iff every run is byte-exact and bit-identical.")
    p.add_argument("trace", help="trace YAML written by `formal capture`")
    p.add_argument("--schedule", help="formal.schedule/1 file (or a list of unit ids) to replay")
    p.add_argument("--random-orders", type=int, default=0, metavar="N", help="also replay N random legal orders")
    p.add_argument("--seed", type=int, default=0, help="seed for the random orders (default 0)")
    p.add_argument("--keep", metavar="DIR", help="keep the emitted programs in DIR")
    p.add_argument("--arena", action="store_true",
                   help="emit each order arena-packed (one allocation, storages carved out of it) and compare "
                        "against the plan's predicted peak; with no schedule or random orders, the original order")
    p.add_argument("--alignment", type=int, default=64, help="arena offset alignment in bytes (default 64)")
    p.add_argument("--arena-method", default="exact", help="arena planner: exact (default) or greedy")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=_cmd_replay)

    c = sub.add_parser("contract", help="check the six Theorem-1 conditions for a trace",
                       description="Re-profile the trace's program and report, per condition, whether it holds.")
    c.add_argument("trace")
    c.add_argument("--json", action="store_true")
    c.set_defaults(handler=_cmd_contract)


def _cmd_replay(args: argparse.Namespace) -> int:
    from formal.capture.trace import load_trace
    from formal.errors import FormalError
    from formal.model import load_schedule
    from formal.replay.replay import random_orders, replay

    if args.random_orders < 0:
        raise FormalError("--random-orders: must be >= 0")
    trace = load_trace(args.trace)
    orders = []
    if args.schedule:
        orders.append((f"schedule:{args.schedule}", load_schedule(args.schedule, trace.problem)))
    orders += random_orders(trace, args.random_orders, args.seed)
    arena = None
    if args.arena:
        from formal.model import original_order

        arena = {"alignment": args.alignment, "method": args.arena_method}
        orders = orders or [("original-order", original_order(trace.problem))]
    runs = replay(trace, orders, keep_dir=args.keep, arena=arena)
    if args.json:
        print(json.dumps({"runs": [r.to_dict() for r in runs]}))
    else:
        width = max(len(r.label) for r in runs)
        print(f"{'run':<{width}}  {'modeled':>12}  {'measured':>12}  bit-identical")
        for r in runs:
            mark = "" if r.exact else "   <-- MISMATCH"
            print(f"{r.label:<{width}}  {r.modeled_peak:>12}  {r.measured_peak:>12}  {str(r.bit_identical):<5}{mark}")
    return 0 if all(r.exact for r in runs) else 1


def _cmd_contract(args: argparse.Namespace) -> int:
    from formal.capture.trace import load_trace
    from formal.replay.contract import check_contract

    verdicts = check_contract(load_trace(args.trace))
    if args.json:
        print(json.dumps({"conditions": [{"condition": v.condition, "holds": v.holds, "reason": v.reason}
                                         for v in verdicts]}))
    else:
        for v in verdicts:
            print(f"{'holds' if v.holds else 'FAILS':<6} {v.condition}: {v.reason}")
    return 0 if all(v.holds for v in verdicts) else 1
