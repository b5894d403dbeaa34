"""``formal bench scale``: wall time and peak memory of the main commands as problems grow.

For each size (units; default 1,000, 10,000 and 100,000) it generates a random problem
(formal.model.random_problems, reads within a window of 64 recent storages), a legal schedule of it
(a random legal order),
and a MiniMalloc CSV with as many rows as the problem has units, then runs each command
as its own ``python -m formal`` child process:

    formal problem P ; formal peak P ; formal verify-schedule P S ;
    formal certify P --time-limit T -o PROOF ; formal check P PROOF ;
    formal arena --csv C --minimize --time-limit T -o OUT.csv

and, when asked for with ``--commands`` (``limits`` names them all; ``all``: every command),
the other commands that take a time limit (issue 29's finding 4), each with ``--time-limit T``:

    formal bounds P ; formal solve P --backend sat|cpsat|ilp ;
    formal recompute D --k 1 ; formal recompute D --k 1 --budget B ;
    formal arena P -o PLAN ; formal arena P --joint -o PLAN

(``D``: a single-assignment problem of the same size from formal.recompute.generate, ``B``:
80% of its original order's peak). It prints one row per command and size: wall seconds,
the child's own peak resident memory (``os.wait4``: each child is measured alone, unlike
``RUSAGE_CHILDREN``, which is the maximum over all children so far), its exit code, and for
a command with a time limit the seconds as a multiple of that limit (``x limit``: the limits
hold within 2x, start-up and reading included). A child that runs past ``--timeout`` is
killed and reported with exit code ``timeout``. ``--out DIR`` writes the table as
``scale.csv`` and ``scale.md`` (atomically). docs/scale.md explains the numbers.
"""

from __future__ import annotations

import argparse
import csv
import io
import random
import sys
import tempfile
from pathlib import Path

from formal.base.children import python_argv, run_child
from formal.base.errors import FormalError
from formal.base.files import write_atomic, write_yaml
from formal.model import peak, random_legal_order, schedule_dict, write_problem
from formal.model.random_problems import random_problem
from formal.recompute.generate import random_dataflow

COMMANDS = ("problem", "peak", "verify-schedule", "certify", "check", "arena")
LIMITED = (
    "bounds",
    "solve-sat",
    "solve-cpsat",
    "solve-ilp",
    "recompute",
    "recompute-budget",
    "arena-plan",
    "arena-joint",
)
TIMED = ("certify", "arena", *LIMITED)  # the commands given --time-limit
COLUMNS = ("command", "units", "seconds", "peak_rss_mb", "exit", "x_limit")


def _sizes(text: str) -> list[int]:
    try:
        sizes = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of unit counts: {text!r}") from None
    if not sizes or any(s < 1 for s in sizes):
        raise argparse.ArgumentTypeError(f"sizes must be positive, got {text!r}")
    return sizes


def _commands(text: str) -> list[str]:
    groups = {"all": [*COMMANDS, *LIMITED], "limits": list(LIMITED)}
    names = [y for x in text.split(",") if x.strip() for y in groups.get(x.strip(), [x.strip()])]
    bad = [x for x in names if x not in (*COMMANDS, *LIMITED)]
    if bad or not names:
        raise argparse.ArgumentTypeError(
            f"commands are {', '.join((*COMMANDS, *LIMITED))} (or all, limits); got {text!r}"
        )
    return names


def parser(prog: str = "formal bench scale") -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0])
    p.add_argument(
        "--sizes",
        type=_sizes,
        default=[1000, 10000, 100000],
        metavar="N,N,...",
        help="problem sizes in units (default 1000,10000,100000)",
    )
    p.add_argument(
        "--time-limit",
        type=float,
        default=10.0,
        metavar="S",
        help="--time-limit given to every command that takes one (default 10)",
    )
    p.add_argument(
        "--timeout",
        type=float,
        default=600.0,
        metavar="S",
        help="kill a command that runs longer than this (default 600)",
    )
    p.add_argument(
        "--commands",
        type=_commands,
        default=list(COMMANDS),
        metavar="C,C,...",
        help=f"which commands to run (default {','.join(COMMANDS)}; 'limits': {','.join(LIMITED)}; 'all': both)",
    )
    p.add_argument(
        "--format",
        choices=("yaml", "json"),
        default="yaml",
        help="how the problem and the proof are written (default yaml, what formal writes; json "
        "is also YAML to every reader and is read and written much faster)",
    )
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workdir", help="keep the generated inputs and outputs here (default: a temporary folder)")
    p.add_argument("--out", help="write scale.csv and scale.md into this folder")
    return p


def main(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    if args.time_limit <= 0 or args.timeout <= 0:
        raise FormalError("--time-limit and --timeout must be positive")
    rows: list[dict] = []
    with tempfile.TemporaryDirectory(prefix="formal-scale-") as tmp:
        work = Path(args.workdir) if args.workdir else Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        print(_header(), flush=True)
        for n in args.sizes:
            files = make_inputs(work, n, args.seed, args.format, any(c.startswith("recompute") for c in args.commands))
            for command in args.commands:
                row = {
                    "command": command,
                    "units": n,
                    **run_measured(command_line(command, files, args.time_limit), args.timeout),
                }
                row["x_limit"] = round(row["seconds"] / args.time_limit, 2) if command in TIMED else ""
                rows.append(row)
                print(_line(row), flush=True)
    if args.out:
        out = Path(args.out)
        buf = io.StringIO()
        writer = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
        write_atomic(out / "scale.csv", buf.getvalue())
        write_atomic(out / "scale.md", markdown(rows, args))
    return 0 if all(r["exit"] in (0,) for r in rows) else 1


def make_inputs(work: Path, n: int, seed: int, fmt: str, dataflow: bool = False) -> dict[str, str]:
    """Problem, schedule and arena CSV for ``n`` units (and, with ``dataflow``, a single-assignment
    problem and a budget for recompute), and where the outputs go."""
    problem = random_problem(n, seed, window=64)
    base = work / f"scale{n}"
    paths = {
        "problem": f"{base}.problem.{fmt}",
        "schedule": f"{base}.schedule.yaml",
        "csv": f"{base}.arena.csv",
        "proof": f"{base}.proof.{fmt}",
        "arena_out": f"{base}.arena.out.csv",
        "plan": f"{base}.plan.{fmt}",
        "dataflow": f"{base}.dataflow.{fmt}",
        "budget": "0",
    }
    write_problem(paths["problem"], problem)
    write_yaml(paths["schedule"], schedule_dict(problem, random_legal_order(problem, seed)))
    write_atomic(paths["csv"], arena_csv(n, seed))
    if dataflow:
        single = random_dataflow(n, seed)
        write_problem(paths["dataflow"], single)
        paths["budget"] = str(4 * peak(single, [u.id for u in single.units]) // 5)
    return paths


def arena_csv(rows: int, seed: int) -> str:
    """``rows`` buffers with short random lifetimes over ``rows`` steps (MiniMalloc's columns)."""
    rng = random.Random(seed)
    lines = ["id,lower,upper,size"]
    for k in range(rows):
        lower = rng.randrange(rows)
        lines.append(f"b{k},{lower},{lower + rng.randint(1, 16)},{rng.randint(1, 64) * 64}")
    return "\n".join(lines) + "\n"


def command_line(command: str, f: dict[str, str], time_limit: float) -> list[str]:
    t = str(time_limit)
    args = {
        "problem": ["problem", f["problem"]],
        "peak": ["peak", f["problem"]],
        "verify-schedule": ["verify-schedule", f["problem"], f["schedule"]],
        "certify": ["certify", f["problem"], "--time-limit", t, "-o", f["proof"]],
        "check": ["check", f["problem"], f["proof"]],
        "arena": ["arena", "--csv", f["csv"], "--minimize", "--time-limit", t, "-o", f["arena_out"]],
        "bounds": ["bounds", f["problem"], "--time-limit", t],
        "solve-sat": ["solve", f["problem"], "--backend", "sat", "--time-limit", t],
        "solve-cpsat": ["solve", f["problem"], "--backend", "cpsat", "--time-limit", t],
        "solve-ilp": ["solve", f["problem"], "--backend", "ilp", "--time-limit", t],
        "recompute": ["recompute", f["dataflow"], "--k", "1", "--time-limit", t],
        "recompute-budget": ["recompute", f["dataflow"], "--k", "1", "--budget", f["budget"], "--time-limit", t],
        "arena-plan": ["arena", f["problem"], "--time-limit", t, "-o", f["plan"]],
        "arena-joint": ["arena", f["problem"], "--joint", "--time-limit", t, "-o", f["plan"]],
    }[command]
    return python_argv("-m", "formal", *args)


def run_measured(argv: list[str], timeout: float) -> dict:
    """Run ``argv`` as a child; its wall seconds, its own peak RSS (MB) and its exit code."""
    measured, _stdout, _stderr = run_child(argv, timeout)
    return {"seconds": measured["seconds"], "peak_rss_mb": measured["peak_mb"], "exit": measured["exit"]}


def _header() -> str:
    return f"{'command':<16} {'units':>8} {'seconds':>9} {'peak RSS MB':>12} {'exit':>8} {'x limit':>8}"


def _line(row: dict) -> str:
    return (
        f"{row['command']:<16} {row['units']:>8} {row['seconds']:>9} {row['peak_rss_mb']:>12} {row['exit']!s:>8}"
        f" {row['x_limit']!s:>8}"
    )


def markdown(rows: list[dict], args: argparse.Namespace) -> str:
    lines = [
        f"# formal bench scale (time limit {args.time_limit} s, {args.format} problems, seed {args.seed})",
        "",
        "| command | units | seconds | peak RSS MB | exit | x limit |",
        "|---|---:|---:|---:|---|---:|",
    ]
    lines += [
        f"| {r['command']} | {r['units']} | {r['seconds']} | {r['peak_rss_mb']} | {r['exit']} | {r['x_limit']} |"
        for r in rows
    ]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
