"""``formal experiment patterns``: the per-model table over the bundled examples.

For each bundled example (or the SPECs given): capture the Inductor program (slow: one
``torch.compile`` per model), certify its ordering optimum, compute the single-operator
bound, and sum the bytes each pattern's rewrite would save (FX-level byte counts; in
brackets the part the generated program still materializes, i.e. not already streamed).
Prints a table and optionally writes every report as JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from formal.base.errors import FormalError
from formal.capture.examples import EXAMPLES
from formal.machine.fingerprint import FingerprintMismatch
from formal.patterns.finding import PATTERNS
from formal.pipelines.patterns import analyze

SHORT = {
    "online_reducible_norm": "norm",
    "streaming_weighted_reduction": "softmax",
    "rematerializable_intermediate": "remat",
    "tile_compatible_compute": "tile<=",
}


def row(report: dict[str, Any]) -> dict[str, Any]:
    progs = report["programs"]
    out: dict[str, Any] = {
        "model": report["model"],
        "mode": report["mode"],
        "optimum": "+".join(str(p["certified_optimum"]) for p in progs),
        "optimal": all(p["optimal"] for p in progs),
        "single_op": "+".join(str(p["single_operator_bound"]) for p in progs),
        "only_tiling": any(p["only_tiling_can_go_lower"] for p in progs),
    }
    for pat in PATTERNS:
        fs = [f for f in report["findings"] if f["pattern"] == pat]
        saved = sum(f["bytes_saved"] for f in fs)
        live = sum(f["bytes_saved"] for f in fs if f["already_streamed"] is not True)
        out[pat] = {"sites": len(fs), "bytes_saved": saved, "not_streamed": live}
    return out


def format_table(rows: list[dict[str, Any]]) -> list[str]:
    head = ["model", "mode", "optimum B", "single-op B", "=?"] + [SHORT[p] for p in PATTERNS]
    body = []
    for r in rows:
        cells = [
            r["model"],
            r["mode"],
            r["optimum"] + ("" if r["optimal"] else "*"),
            r["single_op"],
            "tile" if r["only_tiling"] else "-",
        ]
        for p in PATTERNS:
            c = r[p]
            cells.append(f"{c['bytes_saved']} [{c['not_streamed']}] ({c['sites']})" if c["sites"] else "-")
        body.append(cells)
    widths = [max(len(str(x)) for x in col) for col in zip(head, *body)]
    fmt = lambda cells: "  ".join(str(c).ljust(w) for c, w in zip(cells, widths))  # noqa: E731
    return (
        [fmt(head), fmt(["-" * w for w in widths])]
        + [fmt(b) for b in body]
        + [
            "pattern cells: bytes the rewrite saves [of which the generated program still materializes] (sites); "
            "tile<= is an upper bound; * = optimum not certified within the time limit; "
            "'=?' tile: the certified optimum equals the single-operator bound"
        ]
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="formal experiment patterns", description=__doc__.splitlines()[0])
    ap.add_argument("specs", nargs="*", help="SPECs (default: every bundled example)")
    ap.add_argument("--mode", choices=("inference", "train"), default="inference")
    ap.add_argument("--time-limit", type=float, default=20.0, help="certify seconds per program (default 20)")
    ap.add_argument("--json", metavar="FILE", help="also write every report to FILE")
    args = ap.parse_args(argv)
    specs = args.specs or list(EXAMPLES)
    rows, reports = [], []
    for spec in specs:
        start = time.monotonic()
        try:
            report = analyze(spec, args.mode, time_limit=args.time_limit)
        except FingerprintMismatch:
            raise  # the CLI re-runs the whole experiment pinned (docs/capture.md)
        except FormalError as exc:
            print(f"{spec}: {exc}", file=sys.stderr)
            return exc.exit_code
        report["seconds"] = round(time.monotonic() - start, 1)
        reports.append(report)
        rows.append(row(report))
        print(f"{spec}: done in {report['seconds']} s", file=sys.stderr)
    print("\n".join(format_table(rows)))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(reports, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
