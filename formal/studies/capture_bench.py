"""``formal bench capture``: capture, replay and contract on the bundled examples, timed.

For every bundled example in inference and train mode: seconds to compile and capture,
units and storages per program, seconds to replay the original plus N random legal
orders, and whether every run was byte-exact and bit-identical. Prints a table (and
``--json`` rows); it asserts nothing — the tests do that on a smaller set.

``--corpus [NAME ...]`` measures instead what capture and replay cost against the plain
compiler and a plain run, per corpus configuration, and writes ``cost.json`` and
``cost.md`` (:mod:`formal.studies.capture_cost`, docs/capture.md "What capture costs").
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from formal.capture.capture import capture
from formal.capture.examples import EXAMPLES
from formal.program.trace import load_trace
from formal.replay.replay import random_orders, replay
from formal.studies.capture_cost import run_corpus


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="formal bench capture", description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", nargs="*", default=list(EXAMPLES), help="bundled examples (default: all)")
    parser.add_argument("--modes", nargs="*", default=["inference", "train"], choices=["inference", "train"])
    parser.add_argument("--random-orders", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--corpus",
        nargs="*",
        metavar="NAME",
        help="measure capture/replay cost on these corpus configurations or models (none named: "
        "every one in --modes) and write --out/cost.{json,md}",
    )
    parser.add_argument(
        "--out", default="results/capture", help="with --corpus: output folder (default results/capture)"
    )
    parser.add_argument("--resume", action="store_true", help="with --corpus: skip configurations already in cost.json")
    parser.add_argument("--note", default="", help="with --corpus: the conditions, stated in cost.md (e.g. the load)")
    args = parser.parse_args(argv)

    if args.corpus is not None:
        run_corpus(args.corpus or None, args.modes, Path(args.out), resume=args.resume, note=args.note)
        return 0

    rows = []
    with tempfile.TemporaryDirectory(prefix="formal-bench-") as tmp:
        for model in args.models:
            for mode in args.modes:
                t0 = time.perf_counter()
                paths = capture(model, tmp, mode)
                capture_s = time.perf_counter() - t0
                for path in paths:
                    trace = load_trace(path)
                    t1 = time.perf_counter()
                    runs = replay(trace, random_orders(trace, args.random_orders, 0))
                    rows.append(
                        {
                            "program": trace.data["name"],
                            "mode": mode,
                            "units": trace.problem.n,
                            "storages": len(trace.problem.storages),
                            "capture_s": round(capture_s, 2),
                            "replay_s": round(time.perf_counter() - t1, 2),
                            "runs": len(runs),
                            "exact": all(r.exact for r in runs),
                            "original_peak": runs[0].measured_peak,
                        }
                    )
                    row = rows[-1]
                    if not args.json:
                        print(
                            f"{row['program']:<22} {row['units']:>5} units {row['storages']:>5} storages  "
                            f"capture {row['capture_s']:>6.1f} s  replay {row['replay_s']:>5.1f} s  "
                            f"{row['runs']} runs {'exact' if row['exact'] else 'NOT EXACT'}",
                            flush=True,
                        )
    if args.json:
        print(json.dumps(rows))
    return 0 if all(r["exact"] for r in rows) else 1
