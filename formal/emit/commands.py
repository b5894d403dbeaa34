"""CLI: ``formal emit TRACE --schedule FILE -o OUT.py``."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("emit", help="write the permuted wrapper for a schedule",
                       description="Write the trace's wrapper with call()'s statements permuted for the schedule: "
                                   "each original statement once, allocations right before their unit, views "
                                   "and dels as early as their names allow.")
    p.add_argument("trace")
    p.add_argument("--schedule", help="formal.schedule/1 file or list of unit ids (default: the original order)")
    p.add_argument("-o", "--output", required=True, help="the emitted Python file")
    p.set_defaults(handler=_cmd_emit)


def _cmd_emit(args: argparse.Namespace) -> int:
    from formal.capture.trace import load_trace
    from formal.emit.permute import emit_source
    from formal.fileio import write_atomic
    from formal.model import load_schedule, original_order

    trace = load_trace(args.trace)
    order = load_schedule(args.schedule, trace.problem) if args.schedule else original_order(trace.problem)
    write_atomic(args.output, emit_source(trace, order))
    print(args.output)
    return 0
