"""CLI: ``formal emit TRACE --schedule FILE -o OUT.py``."""

from __future__ import annotations

import argparse
import json

from formal.base.errors import FormalError
from formal.base.files import write_atomic
from formal.emit.arena import emit_arena_source, plan_arena
from formal.emit.permute import emit_source
from formal.emit.recompute import emit_recompute_source
from formal.model import load_schedule, original_order
from formal.program.trace import load_trace
from formal.recompute.realize import load_plan


def cmd_emit(args: argparse.Namespace) -> int:
    trace = load_trace(args.trace)
    if args.recompute:
        if args.schedule or args.arena:
            raise FormalError("--recompute: the plan holds the schedule; not with --schedule or --arena")
        realized, schedule, predicted = load_plan(args.recompute, trace)
        write_atomic(args.output, emit_recompute_source(realized, schedule))
        summary = {
            "output": args.output,
            "predicted_peak": predicted,
            "recomputations": len(schedule) - trace.problem.n,
        }
        print(json.dumps(summary) if args.json else "\n".join(f"{k}: {v}" for k, v in summary.items()))
        return 0
    order = load_schedule(args.schedule, trace.problem) if args.schedule else original_order(trace.problem)
    if not args.arena:
        write_atomic(args.output, emit_source(trace, order))
        print(json.dumps({"output": args.output}) if args.json else args.output)
        return 0

    realization = plan_arena(trace, order, alignment=args.alignment, method=args.arena_method)
    write_atomic(args.output, emit_arena_source(trace, order, realization))
    summary = {
        "output": args.output,
        "arena": realization.plan.arena,
        "planned": len(realization.planned),
        "lower_bound": realization.plan.lower_bound,
        "predicted_peak": realization.predicted_peak,
    }
    print(json.dumps(summary) if args.json else "\n".join(f"{k}: {v}" for k, v in summary.items()))
    return 0
