"""CLI: ``formal patterns SPEC [--json] [--mode inference|train] [--apply [--rewrite-out FILE]]
[--traces DIR | --no-capture]`` (docs/patterns.md)."""

from __future__ import annotations

import argparse
import json

from formal.base.errors import FormalError
from formal.pipelines.patterns import analyze, format_report


def cmd_patterns(args: argparse.Namespace) -> int:
    if args.time_limit <= 0 or args.min_gap < 1:
        raise FormalError("--time-limit must be positive and --min-gap at least 1")
    if args.rewrite_out and not args.apply:
        raise FormalError("--rewrite-out needs --apply")
    report = analyze(
        args.spec,
        args.mode,
        traces_dir=args.traces,
        capture=not args.no_capture,
        time_limit=args.time_limit,
        min_gap=args.min_gap,
        apply=args.apply,
        rewrite_out=args.rewrite_out,
    )
    print(json.dumps(report) if args.json else "\n".join(format_report(report)))
    return 0
