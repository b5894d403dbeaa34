"""``formal report``: an HTML page of a trace's or problem's memory, original vs optimized.

    formal report TRACE_OR_PROBLEM [--schedule FILE] [--proof FILE] [--time-limit S] -o DIR [--json]

Writes ``DIR/index.html`` (self-contained: inline SVG plots, no network, no JavaScript),
``DIR/{original,optimized}.snapshot.pickle`` (PyTorch memory snapshots for
https://pytorch.org/memory_viz), ``schedule.yaml``, ``arena.yaml``, ``summary.json`` and,
when it certified the order itself, ``proof.yaml``. See docs/report.md.

Exit codes: 0 written; 1 written, but the trusted checker rejected the given proof;
2 bad input (one line, nothing written).
"""

from __future__ import annotations

import argparse

from formal.cli.argtypes import seconds


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("report", help="HTML report: memory timelines, peak breakdown, arena layout, certificate",
                       description="Write DIR/index.html with the memory timeline of the original program and of "
                                   "the optimized order, what is live at each peak, the arena layout, the "
                                   "certificate as the trusted checker sees it, and PyTorch memory snapshots "
                                   "of both timelines. See docs/report.md.")
    p.add_argument("problem", metavar="TRACE_OR_PROBLEM", help="trace (formal.trace/1) or problem YAML")
    p.add_argument("--schedule", help="the optimized order to show (default: the proof's order)")
    p.add_argument("--proof", help="a formal.proof/1 for this problem (default: certify now)")
    p.add_argument("--time-limit", type=seconds, default=60.0, metavar="S",
                   help="seconds for certify, and again for the exact arena packer (default 60)")
    p.add_argument("-o", "--output", required=True, metavar="DIR", help="report directory (created)")
    p.add_argument("--json", action="store_true", help="print the headline numbers as one JSON object")
    p.add_argument("--no-progress", action="store_true", help="no progress bars on stderr")
    p.set_defaults(handler=_cmd_report)


def _cmd_report(args: argparse.Namespace) -> int:
    from formal.report.build import build_report, summary_json

    result = build_report(args.problem, args.output, schedule=args.schedule, proof=args.proof,
                          time_limit=args.time_limit, progress=False if args.no_progress else None)
    s = result.summary
    if args.json:
        print(summary_json(result))
    else:
        lb = "-" if s["lower_bound"] is None else f"{s['lower_bound']:,}"
        print(f"original peak {s['original_peak']:,} B, optimized {s['optimized_peak']:,} B "
              f"(saved {s['saved_percent']}%), lower bound {lb} B, arena {s['arena']:,} B; "
              f"proof {'accepted' if s['proof_accepted'] else 'REJECTED'} -> {result.out_dir / 'index.html'}")
    return 0 if result.accepted else 1
