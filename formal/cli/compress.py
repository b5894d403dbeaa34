"""CLI: ``formal compress TRACE`` (the compress-at-rest lever) and ``formal ibp bench`` (the codec benchmark)."""

from __future__ import annotations

import argparse
import json

from formal.base.errors import FormalError
from formal.model import load_schedule, original_order
from formal.pipelines.compress import run_lever
from formal.program.trace import load_trace


def cmd_compress(args: argparse.Namespace) -> int:
    if args.min_bytes < 0:
        raise FormalError(f"--min-bytes: must be >= 0, got {args.min_bytes}")
    trace = load_trace(args.trace)
    order = load_schedule(args.schedule, trace.problem) if args.schedule else original_order(trace.problem)
    report = run_lever(trace, order, keep=args.output, min_bytes=args.min_bytes)
    if args.json:
        print(json.dumps(report.to_dict()))
    else:
        print(f"{'storage':<12} {'bytes':>10} {'packed':>10} {'ratio':>7} {'idle units':>11}  chosen")
        chosen = {c.site.storage for c in report.chosen}
        for c in report.candidates:
            print(
                f"{c.site.storage:<12} {c.bytes:>10} {c.payload:>10} {c.ratio:>7.2f} "
                f"{c.site.before - c.site.after - 1:>11}  {'yes' if c.site.storage in chosen else 'no'}"
            )
        print(f"modeled peak:  without {report.modeled_without}  with {report.modeled_with}")
        if report.chosen:
            print(
                f"measured peak: without {report.measured_without}  with {report.measured_with}"
                f"  (measured {'==' if report.exact else '!='} modeled), bit-identical: {report.bit_identical}"
            )
            print(
                f"guard: {'plan kept' if report.kept else 'plan rejected'}"
                + (f"; program written to {args.output}" if report.kept and args.output else "")
            )
        for note in report.notes:
            print(f"note: {note}")
    if report.chosen and not (report.bit_identical and report.exact):
        return 1
    return 0
