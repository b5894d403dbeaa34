"""CLI: ``formal compress TRACE`` (the compress-at-rest lever) and ``formal ibp bench`` (the codec benchmark)."""

from __future__ import annotations

import argparse
import json


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("compress", help="pack long-lived storages between uses (IBP); replay with a measurement guard",
                       description="Choose long-lived storages of a trace's order, pack them with IBP after their "
                                   "early uses and unpack them before their late use; model the new peak with "
                                   "ratios measured on the real contents, then emit and replay: the plan is kept "
                                   "only if outputs are bit-identical and the measured peak is lower. See docs/ibp.md.")
    p.add_argument("trace", help="trace YAML written by `formal capture`")
    p.add_argument("--schedule", help="formal.schedule/1 file or list of unit ids (default: the original order)")
    p.add_argument("--min-bytes", type=int, default=4096, help="smallest storage worth packing (default 4096)")
    p.add_argument("-o", "--output", help="write the compressing program here (only if the guard keeps the plan)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=_cmd_compress)

    i = sub.add_parser("ibp", help="invariant bit packing tools (`formal ibp bench`)",
                       description="Invariant bit packing (IBP) codec tools. See docs/ibp.md.")
    isub = i.add_subparsers(dest="ibp_command", metavar="SUBCOMMAND")
    isub.required = True
    b = isub.add_parser("bench", help="ratio and GB/s of IBP vs byte-shuffle+zstd, blosc2, zipnn and memcpy",
                        description="Same as `formal bench ibp`: IBP against general-purpose compressors on "
                                    "real tensors; table, CSV and plot.")
    bench_arguments(b)
    b.set_defaults(handler=_cmd_bench)


def bench_arguments(p: argparse.ArgumentParser) -> None:
    """The benchmark's options, shared by ``formal bench ibp`` and ``formal ibp bench`` (no heavy imports)."""
    p.add_argument("--repeat", type=int, default=7, help="timing repeats, best taken (default 7)")
    p.add_argument("--scale", type=int, default=1, help="model width multiplier (default 1)")
    p.add_argument("--only", action="append", help="only tensors whose name contains this (repeatable)")
    p.add_argument("--threads", type=int, default=1,
                   help="torch intra-op threads (default 1: issue 16 measures one thread)")
    p.add_argument("-o", "--out", help="write ibp_bench.md, ibp_bench.csv and ibp_bench.png into this folder")
    p.add_argument("--json", action="store_true", help="print the rows as JSON")


def _cmd_bench(args: argparse.Namespace) -> int:
    from formal.studies.ibp_bench import run

    return run(args)


def _cmd_compress(args: argparse.Namespace) -> int:
    from formal.program.trace import load_trace
    from formal.pipelines.compress import run_lever
    from formal.base.errors import FormalError
    from formal.model import load_schedule, original_order

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
            print(f"{c.site.storage:<12} {c.bytes:>10} {c.payload:>10} {c.ratio:>7.2f} "
                  f"{c.site.before - c.site.after - 1:>11}  {'yes' if c.site.storage in chosen else 'no'}")
        print(f"modeled peak:  without {report.modeled_without}  with {report.modeled_with}")
        if report.chosen:
            print(f"measured peak: without {report.measured_without}  with {report.measured_with}"
                  f"  (measured {'==' if report.exact else '!='} modeled), bit-identical: {report.bit_identical}")
            print(f"guard: {'plan kept' if report.kept else 'plan rejected'}"
                  + (f"; program written to {args.output}" if report.kept and args.output else ""))
        for note in report.notes:
            print(f"note: {note}")
    if report.chosen and not (report.bit_identical and report.exact):
        return 1
    return 0
