"""``formal bench arena``: the MiniMalloc challenging instances, exact and greedy.

For each instance: our exact solver's time and arena at the instance's capacity (the
number in the file name; with ``--minimize``, the smallest arena and whether it is
proven), the live-bytes lower bound, and the greedy planners' arenas as ratios to that
bound. Every packing is re-validated before it is reported. Prints a table (and writes
``--csv`` / ``--json`` if asked); it asserts nothing about time.

For scale (docs/arena.md): MiniMalloc (C++) packs each instance in 0.7-6.8 s on this
project's 2-core machines; greedy planners need 1.17-1.41x the lower bound. The compiled
search kernel (:mod:`formal.arena.kernel`) is compiled or loaded once before the first
instance; that one-time cost is printed on its own line, not counted in any instance.

``--scale 1000,10000,100000`` instead generates heavily overlapping CSVs of those many rows
(:func:`overlapping_csv`) and runs ``formal arena --csv FILE --minimize --time-limit T``
on each as its own child process, reporting wall seconds, the child's peak RSS, and the
result (status, arena, lower bound, method): :func:`scale` is the function to call.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from formal.arena import kernel
from formal.arena.blocks import arena_size, lower_bound, placement_errors
from formal.arena.csvio import read_csv
from formal.arena.exact import CanonicalSearch, minimize
from formal.arena.greedy import GREEDY_PLANNERS
from formal.arena.plan import plan_problem
from formal.base.checking import run_checker
from formal.base.children import python_argv, run_child
from formal.base.errors import FormalError
from formal.base.files import write_atomic, write_yaml
from formal.model import load_problem, original_order, peak
from formal.order.optimize import optimize

# MiniMalloc's eleven challenging instances, bundled with their Apache-2.0 notice.
DEFAULT_DIR = Path(__file__).resolve().parents[2] / "benchmarks" / "minimalloc"


def run_instance(path: Path, time_limit: float, minimize_arena: bool) -> dict:
    blocks = read_csv(path)
    capacity = int(path.stem.split(".")[-1]) if path.stem.split(".")[-1].isdigit() else None
    lb = lower_bound(blocks)
    row: dict = {"instance": path.stem.split(".")[0], "buffers": len(blocks), "capacity": capacity, "lower_bound": lb}
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
    row["checked"] = trusted_check(path, offsets)[1] if offsets is not None else None
    return row


def trusted_check(path: Path, offsets: dict[str, int]) -> tuple[int | None, bool]:
    """The packing's arena (None if some buffer has no offset) and whether the trusted checker
    (formal.check.arena), reading the raw CSV, verifies it: shares no code with either solver."""
    with path.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    if not rows or any(r["id"] not in offsets for r in rows):
        return None, False
    buffers = [
        {
            "id": r["id"],
            "start": int(r["lower"]),
            "end": int(r["upper"]),
            "size": int(r["size"]),
            "offset": int(offsets[r["id"]]),
        }
        for r in rows
    ]
    arena = max(b["offset"] + b["size"] for b in buffers)
    proof = {"format": "formal.arena-proof/1", "alignment": 1, "arena": arena, "lower_bound": 0, "buffers": buffers}
    with tempfile.TemporaryDirectory(prefix="formal-arena-") as tmp:
        write_yaml(Path(tmp) / "arena.yaml", proof)
        return arena, all(ok for ok, _message in run_checker(None, Path(tmp) / "arena.yaml"))


def run_minimalloc(binary: Path, path: Path, capacity: int, time_limit: float, minimize_arena: bool) -> dict:
    """MiniMalloc itself on one instance, as a child process: wall seconds, its arena, and whether
    its packing passes the trusted checker (its own ``--validate`` is not relied on)."""
    with tempfile.TemporaryDirectory(prefix="formal-minimalloc-") as tmp:
        out = Path(tmp) / "out.csv"
        argv = [
            str(binary),
            f"--input={path}",
            f"--output={out}",
            f"--capacity={capacity}",
            f"--timeout={time_limit:g}s",
            *(["--minimize_capacity"] if minimize_arena else []),
        ]
        measured, _stdout, _stderr = run_child(argv, 2 * time_limit + 30)
        offsets: dict[str, int] = {}
        if out.is_file():
            with out.open(newline="", encoding="utf-8") as fh:
                offsets = {r["id"]: int(r["offset"]) for r in csv.DictReader(fh) if r.get("offset", "").strip()}
    arena, valid = trusted_check(path, offsets)
    packed = valid and (minimize_arena or arena <= capacity)
    return {
        "minimalloc_seconds": measured["seconds"],
        "minimalloc_arena": arena,
        "minimalloc_packed": packed,
        "minimalloc_exit": measured["exit"],
    }


def ratio_summary(rows: list[dict]) -> dict:
    """Time ratios formal/MiniMalloc where both packed: geometric mean and largest."""
    ratios = [r["ratio"] for r in rows if r.get("ratio") is not None]
    return {
        "instances": len(rows),
        "formal_packed": sum(bool(r.get("fits") and r.get("checked")) for r in rows),
        "minimalloc_packed": sum(bool(r.get("minimalloc_packed")) for r in rows),
        "geomean_ratio": round(statistics.geometric_mean(ratios), 3) if ratios else None,
        "max_ratio": max(ratios) if ratios else None,
    }


def run_corpus(folder: Path, time_limit: float, alignment: int) -> list[dict]:
    """Greedy vs exact arena for every captured trace, original order and min-peak order."""
    rows = []
    for path in sorted(folder.glob("*.trace.yaml")):
        problem = load_problem(path)
        best = optimize(problem, "exact", time_limit=min(10.0, time_limit))
        for label, order in (("original", original_order(problem)), (f"min-peak({best.status})", best.order)):
            exact = plan_problem(problem, order, alignment, "exact", time_limit)
            row = {
                "trace": path.name.removesuffix(".trace.yaml"),
                "order": label,
                "peak": peak(problem, order),
                "buffers": len(exact.blocks),
                "lower_bound": exact.lower_bound,
                "exact": exact.arena,
                "status": "optimal" if exact.optimal else f"gap>={exact.proven_bound}",
                "certified": exact.certified,
                "seconds": round(exact.seconds, 2),
            }
            for name in GREEDY_PLANNERS:
                row[name] = plan_problem(problem, order, alignment, name).arena
            rows.append(row)
    return rows


KINDS = ("short", "all", "long")


def overlapping_csv(rows: int, kind: str = "short", seed: int = 0) -> str:
    """A MiniMalloc CSV of ``rows`` buffers (sizes 1..4,095 bytes) whose lifetimes overlap a lot.

    * ``short``: random intervals on a horizon of 100 steps: each buffer is live with about
      a third of the others (the input of issue 18);
    * ``all``: every buffer lives during ``[0, rows)``: all live together;
    * ``long``: random starts on ``10 * rows`` steps, lengths below 200: bounded overlap.
    """
    if kind not in KINDS:
        raise FormalError(f"unknown kind {kind!r} (choose from {', '.join(KINDS)})")
    rng = random.Random(seed)
    lines = ["id,lower,upper,size"]
    for k in range(rows):
        if kind == "short":
            a, b = rng.randrange(100), rng.randrange(100)
            lower, upper = min(a, b), max(a, b) + 1
        elif kind == "all":
            lower, upper = 0, rows
        else:
            lower = rng.randrange(10 * rows)
            upper = lower + rng.randrange(1, 200)
        lines.append(f"b{k},{lower},{upper},{rng.randrange(1, 4096)}")
    return "\n".join(lines) + "\n"


def scale(
    sizes: tuple[int, ...] | list[int] = (1000, 10000, 100000),
    kind: str = "short",
    time_limit: float = 10.0,
    folder: str | os.PathLike | None = None,
    seed: int = 0,
    timeout: float | None = None,
) -> list[dict]:
    """``formal arena --csv --minimize --time-limit`` on generated CSVs of growing size, one child each.

    Rows: ``rows, kind, seconds, peak_mb, exit, status, arena, lower_bound, method``
    (the last four from the command's ``--json``; None if it printed none). ``folder``
    keeps the CSVs (default: a temporary folder); ``timeout`` (default ``4 * time_limit +
    60``) only guards against a hang.
    """
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(folder) if folder is not None else Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        rows = []
        for n in sizes:
            src, out = work / f"{kind}{n}.csv", work / f"{kind}{n}.out.csv"
            write_atomic(src, overlapping_csv(n, kind, seed))
            argv = python_argv(
                "-m",
                "formal",
                "arena",
                "--csv",
                str(src),
                "--minimize",
                "--time-limit",
                str(time_limit),
                "-o",
                str(out),
                "--json",
            )
            measured, stdout, _stderr = run_child(argv, timeout if timeout is not None else 4 * time_limit + 60)
            try:
                result = json.loads(stdout.strip().splitlines()[-1])
            except (IndexError, ValueError):
                result = {}
            rows.append(
                {
                    "rows": n,
                    "kind": kind,
                    **measured,
                    **{k: result.get(k) for k in ("status", "arena", "lower_bound", "method")},
                }
            )
    return rows


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="formal bench arena", description=__doc__.split("\n\n")[0])
    p.add_argument(
        "--dir", default=str(DEFAULT_DIR), help="folder of MiniMalloc CSVs (default: the bundled benchmarks/minimalloc)"
    )
    p.add_argument("--instances", default="A,B,C,D,E,F,G,H,I,J,K", help="comma-separated names (default A..K)")
    p.add_argument("--time-limit", type=float, default=60.0, help="seconds per instance (default 60)")
    p.add_argument("--minimize", action="store_true", help="find and prove the smallest arena instead")
    p.add_argument("--csv", help="also write the table as CSV here")
    p.add_argument("--json", action="store_true", help="print the rows as JSON lines instead of a table")
    p.add_argument(
        "--corpus",
        nargs="?",
        const=str(Path(__file__).resolve().parents[2] / "traces"),
        help="instead: greedy vs exact arena of every trace in this folder (default traces/)",
    )
    p.add_argument("--alignment", type=int, default=64, help="alignment for --corpus (default 64)")
    p.add_argument(
        "--scale",
        help="instead: comma-separated row counts of generated overlapping CSVs "
        "(e.g. 1000,10000,100000), each run as formal arena --csv --minimize",
    )
    p.add_argument("--kind", default="short", choices=KINDS, help="with --scale: the lifetimes (default short)")
    p.add_argument(
        "--against",
        metavar="MINIMALLOC",
        help="also run MiniMalloc (the path of its binary, built from "
        "google/minimalloc) on every instance, each packing checked by the trusted checker, and print "
        "the time ratios formal/MiniMalloc",
    )
    args = p.parse_args(argv)
    against = None
    if args.against:
        against = Path(args.against)
        if not (against.is_file() and os.access(against, os.X_OK)):
            raise FormalError(f"--against {args.against}: not an executable file (MiniMalloc's binary)")
    if args.scale:
        try:
            sizes = [int(x) for x in args.scale.split(",") if x.strip()]
        except ValueError:
            raise FormalError(f"--scale: not a list of row counts: {args.scale!r}") from None
        cols = ["rows", "kind", "seconds", "peak_mb", "exit", "status", "arena", "lower_bound", "method"]
        if not args.json:
            print(" ".join(f"{c:>11}" for c in cols))
        scale_rows = []
        for n in sizes:
            row = scale([n], args.kind, args.time_limit)[0]
            scale_rows.append(row)
            print(json.dumps(row) if args.json else " ".join(f"{str(row[c]):>11}" for c in cols), flush=True)
        if args.csv:
            write_atomic(
                args.csv, "\n".join([",".join(cols)] + [",".join(str(r[c]) for c in cols) for r in scale_rows]) + "\n"
            )
        return 0 if all(r["exit"] == 0 for r in scale_rows) else 1
    if args.corpus:
        rows = run_corpus(Path(args.corpus), args.time_limit, args.alignment)
        cols = [
            "trace",
            "order",
            "peak",
            "buffers",
            "lower_bound",
            "exact",
            "status",
            "certified",
            "seconds",
            *GREEDY_PLANNERS,
        ]
        if not args.json:
            print(" ".join(f"{c:>14}" for c in cols))
        for row in rows:
            print(json.dumps(row) if args.json else " ".join(f"{str(row[c]):>14}" for c in cols))
        if args.csv:
            write_atomic(
                args.csv, "\n".join([",".join(cols)] + [",".join(str(r[c]) for c in cols) for r in rows]) + "\n"
            )
        return 0
    folder = Path(args.dir)
    names = [n.strip() for n in args.instances.split(",") if n.strip()]
    paths = []
    for name in names:
        found = sorted(folder.glob(f"{name}.*.csv")) or sorted(folder.glob(f"{name}.csv"))
        if not found:
            raise FormalError(f"{folder}: no CSV for instance {name!r}")
        paths.append(found[0])
    cols = [
        "instance",
        "buffers",
        "lower_bound",
        "arena",
        "fits",
        "checked",
        "status",
        "engine",
        "seconds",
        *GREEDY_PLANNERS,
    ]
    if against is not None:
        cols += ["minimalloc_arena", "minimalloc_packed", "minimalloc_seconds", "ratio"]
    if not args.json:
        if against is None:
            print("MiniMalloc (C++): 0.7-6.8 s per instance; greedy 1.17-1.41x lower bound (README)")
        print(" ".join(f"{c:>11}" for c in cols))
    load = None
    if kernel.HAVE_NUMBA:
        # The compiled search's one-time cost (compiling on a machine's first run, else loading
        # numba and the cached machine code), paid here once for the process, reported on its
        # own (in the JSON summary with --against), and not in any instance's seconds.
        load = round(kernel.prepare(), 2)
        if not args.json:
            print(f"compiled search kernel (numba) ready in {load:.2f} s: once per process, not in the seconds below")
    rows = []
    for path in paths:
        row = run_instance(path, args.time_limit, args.minimize)
        if against is not None:
            capacity = row["capacity"] or row["lower_bound"]
            row.update(run_minimalloc(against, path, capacity, args.time_limit, args.minimize))
            both = row["fits"] and row["checked"] and row["minimalloc_packed"] and row["minimalloc_seconds"] > 0
            row["ratio"] = round(row["seconds"] / row["minimalloc_seconds"], 3) if both else None
        rows.append(row)
        print(json.dumps(row) if args.json else " ".join(f"{str(row[c]):>11}" for c in cols), flush=True)
    if against is not None:
        summary = {**ratio_summary(rows), "kernel_seconds": load}
        print(
            json.dumps({"summary": summary})
            if args.json
            else f"packed: formal {summary['formal_packed']}/{summary['instances']}, MiniMalloc "
            f"{summary['minimalloc_packed']}/{summary['instances']}; time formal/MiniMalloc where both packed: "
            f"geometric mean {summary['geomean_ratio']}, largest {summary['max_ratio']} (measured, this machine)"
        )
    if args.csv:
        lines = [",".join(cols)] + [",".join(str(r[c]) for c in cols) for r in rows]
        write_atomic(args.csv, "\n".join(lines) + "\n")
    return 0
