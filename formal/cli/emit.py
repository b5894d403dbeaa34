"""CLI: ``formal emit TRACE --schedule FILE -o OUT.py``."""

from __future__ import annotations

import argparse
import json


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("emit", help="write the permuted wrapper for a schedule",
                       description="Write the trace's wrapper with call()'s statements permuted for the schedule: "
                                   "each original statement once, allocations right before their unit, views "
                                   "and dels as early as their names allow.")
    p.add_argument("trace")
    p.add_argument("--schedule", help="formal.schedule/1 file or list of unit ids (default: the original order)")
    p.add_argument("-o", "--output", required=True, help="the emitted Python file")
    p.add_argument("--arena", action="store_true", help="carve every storage the wrapper allocates out of one arena")
    p.add_argument("--alignment", type=int, default=64, help="arena offset alignment in bytes (default 64)")
    p.add_argument("--arena-method", default="exact", help="arena planner: exact (default) or greedy")
    p.add_argument("--recompute", metavar="PLAN", help="emit a recomputation plan (`formal recompute TRACE -o PLAN`): "
                   "recomputed units' statements again under fresh names (docs/recompute.md, Realization)")
    p.add_argument("--json", action="store_true", help="print a summary (arena, predicted peak) as JSON")
    p.set_defaults(handler=_cmd_emit)


def _cmd_emit(args: argparse.Namespace) -> int:
    from formal.program.trace import load_trace
    from formal.emit.permute import emit_source
    from formal.base.files import write_atomic
    from formal.model import load_schedule, original_order

    trace = load_trace(args.trace)
    if args.recompute:
        from formal.emit.recompute import emit_recompute_source
        from formal.base.errors import FormalError
        from formal.recompute.realize import load_plan

        if args.schedule or args.arena:
            raise FormalError("--recompute: the plan holds the schedule; not with --schedule or --arena")
        realized, schedule, predicted = load_plan(args.recompute, trace)
        write_atomic(args.output, emit_recompute_source(realized, schedule))
        summary = {"output": args.output, "predicted_peak": predicted,
                   "recomputations": len(schedule) - trace.problem.n}
        print(json.dumps(summary) if args.json else "\n".join(f"{k}: {v}" for k, v in summary.items()))
        return 0
    order = load_schedule(args.schedule, trace.problem) if args.schedule else original_order(trace.problem)
    if not args.arena:
        write_atomic(args.output, emit_source(trace, order))
        print(json.dumps({"output": args.output}) if args.json else args.output)
        return 0
    from formal.emit.arena import emit_arena_source, plan_arena

    realization = plan_arena(trace, order, alignment=args.alignment, method=args.arena_method)
    write_atomic(args.output, emit_arena_source(trace, order, realization))
    summary = {"output": args.output, "arena": realization.plan.arena, "planned": len(realization.planned),
               "lower_bound": realization.plan.lower_bound, "predicted_peak": realization.predicted_peak}
    print(json.dumps(summary) if args.json else "\n".join(f"{k}: {v}" for k, v in summary.items()))
    return 0
