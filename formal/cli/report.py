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

from formal.report.build import build_report, summary_json


def cmd_report(args: argparse.Namespace) -> int:
    result = build_report(
        args.problem,
        args.output,
        schedule=args.schedule,
        proof=args.proof,
        time_limit=args.time_limit,
        progress=False if args.no_progress else None,
    )
    s = result.summary
    if args.json:
        print(summary_json(result))
    else:
        lb = "-" if s["lower_bound"] is None else f"{s['lower_bound']:,}"
        print(
            f"original peak {s['original_peak']:,} B, optimized {s['optimized_peak']:,} B "
            f"(saved {s['saved_percent']}%), lower bound {lb} B, arena {s['arena']:,} B; "
            f"proof {'accepted' if s['proof_accepted'] else 'REJECTED'} -> {result.out_dir / 'index.html'}"
        )
    return 0 if result.accepted else 1
