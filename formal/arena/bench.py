"""``formal bench arena``: the MiniMalloc challenging instances, exact and greedy.

For each instance: our exact solver's time and arena at the instance's capacity (the
number in the file name; with ``--minimize``, the smallest arena and whether it is
proven), the live-bytes lower bound, and the greedy planners' arenas as ratios to that
bound. Every packing is re-validated before it is reported. Prints a table (and writes
``--csv`` / ``--json`` if asked); it asserts nothing about time.

For scale (docs/arena.md): MiniMalloc (C++) packs each instance in 0.7-6.8 s on this
project's 2-core machines; greedy planners need 1.17-1.41x the lower bound.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from formal.arena.blocks import arena_size, lower_bound, placement_errors
from formal.arena.csvio import read_csv
from formal.arena.exact import CanonicalSearch, minimize
from formal.arena.greedy import GREEDY_PLANNERS
from formal.errors import FormalError
from formal.fileio import write_atomic

DEFAULT_DIR = Path(__file__).resolve().parents[2] / ".." / "shared" / "benchmarks" / "minimalloc"


def run_instance(path: Path, time_limit: float, minimize_arena: bool) -> dict:
    blocks = read_csv(path)
    capacity = int(path.stem.split(".")[-1]) if path.stem.split(".")[-1].isdigit() else None
    lb = lower_bound(blocks)
    row: dict = {"instance": path.stem.split(".")[0], "buffers": len(blocks), "capacity": capacity,
                 "lower_bound": lb}
    for name, planner in GREEDY_PLANNERS.items():
        offsets = planner(blocks)
        assert not placement_errors(blocks, offsets)
        row[name] = round(arena_size(blocks, offsets) / lb, 3) if lb else 1.0
    t0 = time.monotonic()
    if minimize_arena or capacity is None:
        m = minimize(blocks, 1, time_limit, capacity=capacity)
        offsets, status, engine = m.offsets, "optimal" if m.optimal else f"gap>={m.proven_bound}", m.method
    else:
        answer = CanonicalSearch(blocks).solve(capacity, time_limit)
        offsets, status, engine = answer.offsets, answer.status, answer.engine
    row["seconds"] = round(time.monotonic() - t0, 2)
    row["arena"] = arena_size(blocks, offsets) if offsets is not None else None
    if offsets is not None:
        errors = placement_errors(blocks, offsets, 1, capacity if not minimize_arena else None)
        if errors:
            raise FormalError(f"{path}: invalid packing: {errors[0]}", exit_code=70)
    if row["arena"] is not None and row["arena"] == lb:
        status = "optimal"  # certified by the lower bound
    row["fits"] = row["arena"] is not None and (capacity is None or row["arena"] <= capacity)
    row["status"], row["engine"] = status, engine
    return row


def run_corpus(folder: Path, time_limit: float, alignment: int) -> list[dict]:
    """Greedy vs exact arena for every captured trace, original order and min-peak order."""
    from formal.arena.plan import plan_problem
    from formal.model import load_problem, original_order, peak
    from formal.order.optimize import optimize

    rows = []
    for path in sorted(folder.glob("*.trace.yaml")):
        problem = load_problem(path)
        best = optimize(problem, "exact", time_limit=min(10.0, time_limit))
        for label, order in (("original", original_order(problem)), (f"min-peak({best.status})", best.order)):
            exact = plan_problem(problem, order, alignment, "exact", time_limit)
            row = {"trace": path.name.removesuffix(".trace.yaml"), "order": label, "peak": peak(problem, order),
                   "buffers": len(exact.blocks), "lower_bound": exact.lower_bound, "exact": exact.arena,
                   "status": "optimal" if exact.optimal else f"gap>={exact.proven_bound}",
                   "certified": exact.certified, "seconds": round(exact.seconds, 2)}
            for name in GREEDY_PLANNERS:
                row[name] = plan_problem(problem, order, alignment, name).arena
            rows.append(row)
    return rows


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="formal bench arena", description=__doc__.split("\n\n")[0])
    p.add_argument("--dir", default=str(DEFAULT_DIR), help="folder of MiniMalloc CSVs (default: the shared set)")
    p.add_argument("--instances", default="A,B,C,D,E,F,G,H,I,J,K", help="comma-separated names (default A..K)")
    p.add_argument("--time-limit", type=float, default=60.0, help="seconds per instance (default 60)")
    p.add_argument("--minimize", action="store_true", help="find and prove the smallest arena instead")
    p.add_argument("--csv", help="also write the table as CSV here")
    p.add_argument("--json", action="store_true", help="print the rows as JSON lines instead of a table")
    p.add_argument("--corpus", nargs="?", const=str(Path(__file__).resolve().parents[2] / "traces"),
                   help="instead: greedy vs exact arena of every trace in this folder (default traces/)")
    p.add_argument("--alignment", type=int, default=64, help="alignment for --corpus (default 64)")
    args = p.parse_args(argv)
    if args.corpus:
        rows = run_corpus(Path(args.corpus), args.time_limit, args.alignment)
        cols = ["trace", "order", "peak", "buffers", "lower_bound", "exact", "status", "certified", "seconds",
                *GREEDY_PLANNERS]
        if not args.json:
            print(" ".join(f"{c:>14}" for c in cols))
        for row in rows:
            print(json.dumps(row) if args.json else " ".join(f"{str(row[c]):>14}" for c in cols))
        if args.csv:
            write_atomic(args.csv, "\n".join([",".join(cols)] + [",".join(str(r[c]) for c in cols)
                                                                 for r in rows]) + "\n")
        return 0
    folder = Path(args.dir)
    names = [n.strip() for n in args.instances.split(",") if n.strip()]
    paths = []
    for name in names:
        found = sorted(folder.glob(f"{name}.*.csv")) or sorted(folder.glob(f"{name}.csv"))
        if not found:
            raise FormalError(f"{folder}: no CSV for instance {name!r}")
        paths.append(found[0])
    cols = ["instance", "buffers", "lower_bound", "arena", "fits", "status", "engine", "seconds",
            *GREEDY_PLANNERS]
    if not args.json:
        print("MiniMalloc (C++): 0.7-6.8 s per instance; greedy 1.17-1.41x lower bound (README)")
        print(" ".join(f"{c:>11}" for c in cols))
    rows = []
    for path in paths:
        row = run_instance(path, args.time_limit, args.minimize)
        rows.append(row)
        print(json.dumps(row) if args.json else " ".join(f"{str(row[c]):>11}" for c in cols), flush=True)
    if args.csv:
        lines = [",".join(cols)] + [",".join(str(r[c]) for c in cols) for r in rows]
        write_atomic(args.csv, "\n".join(lines) + "\n")
    return 0
