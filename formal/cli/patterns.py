"""CLI: ``formal patterns SPEC [--json] [--mode inference|train] [--apply [--rewrite-out FILE]]
[--traces DIR | --no-capture]`` (docs/patterns.md)."""

from __future__ import annotations

import argparse
import json


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "patterns", help="find structural memory patterns (Welford norms, online softmax, recomputation, tiling)",
        description="Trace SPEC (module:function or a bundled example) to its ATen graph and report where a "
                    "rewrite can go below the certified ordering optimum: online_reducible_norm, "
                    "streaming_weighted_reduction, rematerializable_intermediate, tile_compatible_compute. "
                    "By default the model is also captured (torch.compile, slow) to certify the ordering "
                    "optimum, compute the single-operator bound and decide whether Inductor already streams "
                    "each site.")
    p.add_argument("spec")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--mode", choices=("inference", "train"), default="inference")
    p.add_argument("--apply", action="store_true",
                   help="run bit-identical rewrites and compare outputs bit for bit; measure the numeric "
                        "difference of the others")
    p.add_argument("--rewrite-out", metavar="FILE",
                   help="with --apply: write the rematerialized ATen program (Python) here when it is bit-identical")
    src = p.add_mutually_exclusive_group()
    src.add_argument("--traces", metavar="DIR", help="use traces written by `formal capture SPEC -o DIR` "
                                                       "instead of capturing again")
    src.add_argument("--no-capture", action="store_true",
                     help="graph only: no certified optimum, no single-operator bound, already_streamed null")
    p.add_argument("--time-limit", type=float, default=30.0, metavar="S",
                   help="seconds for certifying each program's ordering optimum (default 30)")
    p.add_argument("--min-gap", type=int, default=4, metavar="N",
                   help="operators a value must be held across to count as a long interval (default 4)")
    p.set_defaults(handler=_cmd_patterns)


def _cmd_patterns(args: argparse.Namespace) -> int:
    from formal.base.errors import FormalError
    from formal.pipelines.patterns import analyze, format_report

    if args.time_limit <= 0 or args.min_gap < 1:
        raise FormalError("--time-limit must be positive and --min-gap at least 1")
    if args.rewrite_out and not args.apply:
        raise FormalError("--rewrite-out needs --apply")
    report = analyze(args.spec, args.mode, traces_dir=args.traces, capture=not args.no_capture,
                     time_limit=args.time_limit, min_gap=args.min_gap, apply=args.apply,
                     rewrite_out=args.rewrite_out)
    print(json.dumps(report) if args.json else "\n".join(format_report(report)))
    return 0
