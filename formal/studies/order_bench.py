"""``formal bench order``: solve and certify time against graph size, up to 1,000 units.

For each size and seed it builds a program-like graph (formal.model.random_programs: inference
and training shapes) and an unstructured random DAG (formal.model.random_problems), runs
``certify`` under a time limit, and prints one row: units, seconds for the bounds and in
total, the peak, the certified lower bound and the status. Optionally writes the rows as
CSV. Numbers only; nothing here asserts a timing.
"""

from __future__ import annotations

import argparse
import csv
import io
import time
from typing import Any

from formal.base.files import write_atomic
from formal.model import Problem
from formal.model.random_problems import random_problem
from formal.model.random_programs import program_like
from formal.order.certify import certify

FAMILIES = {
    "infer": lambda n, seed: program_like(n, seed),
    "train": lambda n, seed: program_like(n, seed, training=True),
    "random": lambda n, seed: random_problem(n, seed),
}


def run_one(family: str, problem: Problem, time_limit: float) -> dict[str, Any]:
    start = time.monotonic()
    proof, info = certify(problem, time_limit, with_info=True)
    seconds = time.monotonic() - start
    peak, lower = proof["peak"], proof["lower_bound"]
    return {
        "family": family,
        "units": problem.n,
        "bounds_s": info["bounds"]["seconds"],
        "total_s": round(seconds, 3),
        "peak": peak,
        "lower_bound": lower,
        "status": "optimal" if peak == lower else f"gap {100 * (peak - lower) / max(peak, 1):.1f}%",
        "certificates": "+".join(sorted({c["kind"] for c in proof["certificates"]})),
        "found_by": info["found_by"],
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="formal bench order", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--sizes", default="50,100,200,300,500,750,1000", help="comma-separated unit counts (default up to 1000)"
    )
    parser.add_argument("--seeds", type=int, default=2, help="graphs per size and family")
    parser.add_argument("--families", default="infer,train,random", help=f"any of {','.join(FAMILIES)}")
    parser.add_argument("--time-limit", type=float, default=10.0, help="seconds per certify call")
    parser.add_argument("--csv", help="also write the rows here")
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",") if s]
    families = [f for f in args.families.split(",") if f]
    unknown = [f for f in families if f not in FAMILIES]
    if unknown:
        parser.error(f"unknown family {unknown[0]!r}")
    rows = []
    header = (
        f"{'family':7} {'units':>6} {'bounds_s':>9} {'total_s':>8} {'peak':>9} {'lower':>9}  status        found_by"
    )
    print(header)
    for n in sizes:
        for family in families:
            for seed in range(args.seeds):
                row = run_one(family, FAMILIES[family](n, seed), args.time_limit)
                rows.append(row)
                print(
                    f"{row['family']:7} {row['units']:>6} {row['bounds_s']:>9.3f} {row['total_s']:>8.3f} "
                    f"{row['peak']:>9} {row['lower_bound']:>9}  {row['status']:13} {row['found_by']}",
                    flush=True,
                )
    if args.csv:
        buf = io.StringIO()
        writer = csv.DictWriter(buf, fieldnames=list(rows[0]) if rows else ["family"])
        writer.writeheader()
        writer.writerows(rows)
        write_atomic(args.csv, buf.getvalue())
    return 0
