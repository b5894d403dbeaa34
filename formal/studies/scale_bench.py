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

``--check-kinds [KIND,...]`` runs the trusted checker instead: for each proof kind it makes
proofs of growing size with formal's own commands and times ``formal check`` on each, one
child apiece, started by a small launcher that measures its peak RSS alone (:func:`run_check`;
docs/scale.md, "Checking time by proof kind"):

    cuts        formal certify P (random_problem(N, seed, window=64): cut-flow certificates)
    closure     formal certify P (random_problem(N, seed): a search closure)
    refutation  formal certify P (N units reading one of six inputs or earlier values: a SAT refutation)
    arena       formal arena --csv C --minimize --proof PLAN (arena_bench.overlapping_csv(N, "short"))
    arena-plan  formal arena P -o PLAN (problem mode; checked with the problem)
    recompute   formal recompute D --k 1 --proof PROOF (random_dataflow(N, seed); checked alone)
    train       the committed training-step proofs (N of them, spread over their sizes)

``--check-size KIND=N[:SEED],...`` replaces a kind's sizes (``KIND=`` leaves it out). A closure
or a refutation is not in every proof: the seeds after SEED are tried in turn (at most
:data:`CERTIFY_TRIES`) until the proof holds one; the row says what the proof it checked holds.
``--out DIR`` then writes ``check.csv`` and ``check.md``.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import random
import sys
import tempfile
from pathlib import Path

from formal.base.children import python_argv, run_child
from formal.base.errors import FormalError
from formal.base.files import read_yaml, write_atomic, write_yaml
from formal.model import Problem, peak, random_legal_order, schedule_dict, write_problem
from formal.model.random_problems import random_problem
from formal.recompute.generate import random_dataflow
from formal.studies.arena_bench import overlapping_csv  # the arena bench's instances: heavy overlap

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

# --check-kinds: formal check on proofs of each kind as they grow. Sizes are (N, seed or None: --seed).
CHECK_KINDS = ("cuts", "closure", "refutation", "arena", "arena-plan", "recompute", "train")
CHECK_SIZES: dict[str, list[tuple[int, int | None]]] = {
    "cuts": [(1000, None), (10000, None), (100000, None)],
    "closure": [(40, None), (60, None), (80, None)],
    # seeds whose proof held a refutation when tried (their search reaches its state cap, then SAT closes the gap)
    "refutation": [(55, 2), (65, 4), (80, 1)],
    "arena": [(1000, None), (5000, None), (20000, None), (100000, None)],
    "arena-plan": [(1000, None), (10000, None), (100000, None)],
    "recompute": [(100, None), (1000, None), (10000, None), (100000, None)],
    "train": [(6, None)],  # how many committed proofs
}
WANTED = {"closure": "search_closure", "refutation": "sat_refutation"}  # the certificate a kind's proof must hold
CERTIFY_TRIES = {"closure": 8, "refutation": 3}  # seeds tried for a proof that holds it
REFUTATION_TIME_LIMIT = 60.0  # certify's limit there: its search must reach its state cap, then SAT needs time
TRAIN_PROOFS = ("tests/fixtures/train/*.train-proof.yaml", "results/train/**/*.train-proof.yaml")
ROOT = Path(__file__).resolve().parents[2]  # the repository, where the committed training proofs are
CHECK_COLUMNS = ("kind", "size", "of", "proof_bytes", "seconds", "peak_rss_mb", "exit", "detail")


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


def _check_kinds(text: str) -> list[str]:
    names = list(CHECK_KINDS) if text.strip() == "all" else [x.strip() for x in text.split(",") if x.strip()]
    bad = [x for x in names if x not in CHECK_KINDS]
    if bad or not names:
        raise argparse.ArgumentTypeError(f"proof kinds are {', '.join(CHECK_KINDS)} (or all); got {text!r}")
    return names


def _check_size(text: str) -> tuple[str, list[tuple[int, int | None]]]:
    kind, eq, spec = text.partition("=")
    if not eq or kind.strip() not in CHECK_KINDS:
        raise argparse.ArgumentTypeError(f"expected KIND=N[:SEED],... with KIND one of {', '.join(CHECK_KINDS)}")
    sizes = []
    for item in (x.strip() for x in spec.split(",") if x.strip()):
        n, _colon, seed = item.partition(":")
        try:
            sizes.append((int(n), int(seed) if seed else None))
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a size N or N:SEED: {item!r}") from None
        if sizes[-1][0] < 1:
            raise argparse.ArgumentTypeError(f"sizes must be positive, got {item!r}")
    return kind.strip(), sizes


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
    p.add_argument(
        "--check-kinds",
        type=_check_kinds,
        nargs="?",
        const=list(CHECK_KINDS),
        metavar="KIND,...",
        help=f"instead of the commands, time formal check on proofs of each kind as they grow "
        f"({', '.join(CHECK_KINDS)}; default all); prints one row per proof",
    )
    p.add_argument(
        "--check-size",
        type=_check_size,
        action="append",
        default=[],
        metavar="KIND=N[:SEED],...",
        help="with --check-kinds: that kind's sizes (units; buffers for arena; proofs for train); KIND= leaves it out",
    )
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workdir", help="keep the generated inputs and outputs here (default: a temporary folder)")
    p.add_argument("--out", help="write scale.csv and scale.md (check.csv and check.md) into this folder")
    return p


def main(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    if args.time_limit <= 0 or args.timeout <= 0:
        raise FormalError("--time-limit and --timeout must be positive")
    if args.check_size and args.check_kinds is None:
        raise FormalError("--check-size goes with --check-kinds")
    if args.check_kinds is not None:
        return check_main(args)
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


def check_main(args: argparse.Namespace) -> int:
    """``--check-kinds``: make each kind's proofs, time ``formal check`` on each, print (and write) the table."""
    sizes = {**CHECK_SIZES, **dict(args.check_size)}
    rows: list[dict] = []
    with tempfile.TemporaryDirectory(prefix="formal-check-scale-") as tmp:
        work = Path(args.workdir) if args.workdir else Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        print(_check_header(), flush=True)
        for kind in args.check_kinds:
            for n, seed in sizes[kind]:
                for case in make_proofs(kind, n, args.seed if seed is None else seed, work, args):
                    row = {k: case[k] for k in ("kind", "size", "of", "detail")}
                    if case["proof"] is None:  # the command that makes it wrote none: nothing to check
                        row.update(proof_bytes="", seconds="", peak_rss_mb="", exit="no proof")
                    else:
                        files = [x for x in (case["problem"], case["proof"]) if x is not None]
                        row.update(proof_bytes=Path(case["proof"]).stat().st_size)
                        row.update(run_check(files, args.timeout))
                    rows.append(row)
                    print(_check_line(row), flush=True)
    if args.out:
        out = Path(args.out)
        buf = io.StringIO()
        writer = csv.DictWriter(buf, fieldnames=CHECK_COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
        write_atomic(out / "check.csv", buf.getvalue())
        write_atomic(out / "check.md", check_markdown(rows, args))
    return 0 if rows and all(r["exit"] == 0 for r in rows) else 1


def make_proofs(kind: str, n: int, seed: int, work: Path, args: argparse.Namespace) -> list[dict]:
    """The proofs of ``kind`` at size ``n``, each ``{kind, size, of, problem, proof, detail}`` (``proof`` None
    where the command wrote none; ``problem``: the file check is given beside the proof, or None)."""
    if kind in ("cuts", "closure", "refutation"):
        return [_order_proof(kind, n, seed, work, args)]
    if kind == "train":
        return train_cases(n, args.timeout)
    base, t = work / f"check-{kind}{n}s{seed}", str(args.time_limit)
    case = {"kind": kind, "size": n, "of": "buffers" if kind.startswith("arena") else "units", "problem": None}
    source = f"{base}.csv" if kind == "arena" else f"{base}.problem.{args.format}"
    in_child("write_input", kind, n, seed, source, timeout=args.timeout)
    if kind == "arena":
        argv = ["arena", "--csv", source, "--minimize", "--time-limit", t, "-o", f"{base}.out.csv"]
        argv += ["--proof", f"{base}.proof.yaml"]
    elif kind == "arena-plan":
        case["problem"] = source
        argv = ["arena", source, "--time-limit", t, "-o", f"{base}.proof.yaml"]
    else:  # recompute: the least peak at k = 1 (no budget), its proof checked alone (it embeds the problem)
        argv = ["recompute", source, "--k", "1", "--time-limit", t, "--proof", f"{base}.proof.yaml"]
    measured, stdout, stderr = run_child(python_argv("-m", "formal", *argv, "--json"), args.timeout)
    result = _last_json(stdout)
    made = Path(f"{base}.proof.yaml")
    if measured["exit"] != 0 or not made.exists():
        return [{**case, "proof": None, "detail": _failed(argv[0], measured, stderr)}]
    if kind == "arena-plan":
        case["size"] = result.get("buffers", "")  # the problem's internal storages
        detail = f"{n} units; {result.get('status')}"
    elif kind == "arena":
        detail = f"{result.get('status')} ({result.get('method')})"
    else:
        reruns = len(result.get("schedule") or []) - n
        detail = f"{result.get('status')}; {reruns} reruns, extra_macs {result.get('extra_macs')}"
    return [{**case, "proof": str(made), "detail": f"{detail}; made in {measured['seconds']} s"}]


def order_problem(kind: str, n: int, seed: int) -> Problem:
    """The problem a kind's proof is about: the bench's (window 64: cut flows settle its order), one that reads
    anywhere (the search closes the gap), or one wide and shallow (its search stops at its state cap)."""
    if kind in ("cuts", "arena-plan"):
        return random_problem(n, seed, window=64)
    if kind == "closure":
        return random_problem(n, seed)
    return random_problem(n, seed, n_inputs=6, max_reads=1)


def _order_proof(kind: str, n: int, seed: int, work: Path, args: argparse.Namespace) -> dict:
    """``formal certify`` on the kind's problem, from ``seed`` on until its proof holds the wanted certificate."""
    want = WANTED.get(kind)
    limit = max(args.time_limit, REFUTATION_TIME_LIMIT) if kind == "refutation" else args.time_limit
    case = {"kind": want or kind, "size": n, "of": "units"}
    for s in range(seed, seed + CERTIFY_TRIES.get(kind, 1)):
        base = work / f"check-{kind}{n}s{s}"
        problem, proof = f"{base}.problem.{args.format}", f"{base}.proof.{args.format}"
        in_child("write_input", kind, n, s, problem, timeout=args.timeout)
        argv = ["certify", problem, "--time-limit", str(limit), "-o", proof]
        measured, stdout, stderr = run_child(python_argv("-m", "formal", *argv, "--json"), args.timeout)
        if measured["exit"] != 0 or not Path(proof).exists():
            return {**case, "problem": problem, "proof": None, "detail": _failed("certify", measured, stderr)}
        result = _last_json(stdout)
        if want is None or want in result.get("certificates", ()):
            break
    notes = in_child("certificate_sizes", proof, timeout=args.timeout) if want is not None else {}
    held = [x + notes.get(x, "") for x in result.get("certificates", [])]
    status = "optimal" if result.get("optimal") else f"gap {result.get('lower_bound')}..{result.get('peak')}"
    found = "" if want is None or want in result.get("certificates", ()) else f"no {want} in seeds {seed}..{s}; "
    detail = f"{found}seed {s}: {', '.join(held)}; {status}; made in {measured['seconds']} s"
    return {**case, "problem": problem, "proof": proof, "detail": detail}


def train_cases(count: int, timeout: float) -> list[dict]:
    """``count`` committed training-step proofs spread over their sizes (joint-graph nodes): one per size, the
    smallest and the largest always."""
    by_size: dict[int, dict] = {}
    for facts in in_child("train_survey", timeout=timeout):
        by_size.setdefault(facts["nodes"], facts)
    sizes = sorted(by_size)
    picks = (
        range(len(sizes))
        if len(sizes) <= count
        else {round(k * (len(sizes) - 1) / max(1, count - 1)) for k in range(count)}
    )
    cases = []
    for facts in (by_size[sizes[k]] for k in sorted(picks)):
        claim = "infeasible" if facts["infeasible"] else f"{facts['units']} units in its two orders"
        detail = f"{facts['path']}; {claim}"
        cases.append(
            {
                "kind": "train",
                "size": facts["nodes"],
                "of": "nodes",
                "problem": None,
                "proof": str(ROOT / facts["path"]),
                "detail": detail,
            }
        )
    return cases


# A child's peak resident memory, as os.wait4 reports it, is at least its parent's high-water mark when it was
# started (Linux carries it across fork and exec): a bench grown by a 100,000-unit problem would report that much
# for every check after it. So each check is started by a small launcher that measures it alone (LAUNCHER: its
# own high-water mark, a few MB, is below any check's), and what the bench computes runs in a child of its own
# (in_child), which keeps the bench small.
LAUNCHER = (
    "import json, os, sys, time\n"
    "start = time.monotonic()\n"
    "pid = os.posix_spawn(sys.argv[1], sys.argv[1:], os.environ)\n"
    "_pid, status, usage = os.wait4(pid, 0)\n"
    "kb = 1024 * (1024 if sys.platform == 'darwin' else 1)\n"
    "print()\n"
    "print(json.dumps([round(time.monotonic() - start, 2), round(usage.ru_maxrss / kb, 1), "
    "os.waitstatus_to_exitcode(status)]))\n"
)


def run_check(files: list[str], timeout: float) -> dict:
    """``formal check FILES`` through :data:`LAUNCHER`: its wall seconds, own peak RSS (MB) and exit code (a check
    past ``timeout`` is killed: exit ``timeout``)."""
    measured, stdout, _stderr = run_child(
        python_argv("-c", LAUNCHER, *python_argv("-m", "formal", "check", *files)), timeout
    )
    try:
        seconds, peak_mb, code = json.loads(stdout.strip().splitlines()[-1])
    except (IndexError, ValueError, TypeError):  # killed, or the launcher failed: what run_child saw
        return {"seconds": measured["seconds"], "peak_rss_mb": "", "exit": measured["exit"]}
    return {"seconds": seconds, "peak_rss_mb": peak_mb, "exit": code}


def in_child(name: str, *args: object, timeout: float) -> object:
    """This module's function ``name`` on ``args`` (JSON), run in a child Python; what it returns (JSON)."""
    code = "import json, sys; from formal.studies import scale_bench as m; "
    code += "print(json.dumps(getattr(m, sys.argv[1])(*json.loads(sys.argv[2]))))"
    measured, stdout, stderr = run_child(python_argv("-c", code, name, json.dumps(args)), timeout)
    if measured["exit"] != 0:
        raise FormalError(_failed(name, measured, stderr))
    return json.loads(stdout.strip().splitlines()[-1])


def write_input(kind: str, n: int, seed: int, path: str) -> None:
    """(In a child.) The kind's input of size ``n``: a MiniMalloc CSV for arena, a problem for the others."""
    if kind == "arena":
        write_atomic(path, overlapping_csv(n, "short", seed))
    else:
        write_problem(path, random_dataflow(n, seed) if kind == "recompute" else order_problem(kind, n, seed))


def certificate_sizes(path: str) -> dict[str, str]:
    """(In a child.) How big a proof's search closure (ideals) and SAT refutation (lemmas, clauses) are."""
    notes = {}
    for c in read_yaml(path).get("certificates", []):
        if isinstance(c, dict) and c.get("kind") == "search_closure":
            notes["search_closure"] = f" ({len(str(c.get('ideals', '')).split())} ideals)"
        elif isinstance(c, dict) and c.get("kind") == "sat_refutation":
            notes["sat_refutation"] = f" ({c.get('lemmas')} lemmas, {c.get('clauses')} clauses)"
    return notes


def train_survey() -> list[dict]:
    """(In a child.) Every committed training-step proof: its path in the repository, joint-graph nodes, units
    in its orders, and whether it claims no plan fits. One that cannot be read is left out."""
    found = []
    for path in sorted({p for pattern in TRAIN_PROOFS for p in ROOT.glob(pattern)}):
        try:
            proof = read_yaml(path)
            nodes, step = proof["plan"]["nodes"], proof["step"]
            units = sum(len(part.get("order") or []) for part in step.values() if isinstance(part, dict))
        except (FormalError, KeyError, TypeError, AttributeError):
            continue
        rel = str(path.relative_to(ROOT))
        found.append({"path": rel, "nodes": len(nodes), "units": units, "infeasible": bool(proof.get("infeasible"))})
    return found


def _last_json(stdout: str) -> dict:
    """The JSON object a command printed last (``--json``), or {}."""
    for line in reversed(stdout.strip().splitlines()):
        try:
            data = json.loads(line)
        except ValueError:
            continue
        return data if isinstance(data, dict) else {}
    return {}


def _failed(command: str, measured: dict, stderr: str) -> str:
    last = (stderr.strip().splitlines() or [""])[-1]
    return f"{command} exit {measured['exit']} after {measured['seconds']} s: {last[:200]}"


def _check_header() -> str:
    cells = f"{'kind':<15} {'size':>8} {'of':<8} {'proof bytes':>12} {'seconds':>8} {'peak RSS MB':>12}"
    return f"{cells} {'exit':>8}  detail"


def _check_line(row: dict) -> str:
    return (
        f"{row['kind']:<15} {row['size']:>8} {row['of']:<8} {row['proof_bytes']:>12} {row['seconds']:>8}"
        f" {row['peak_rss_mb']:>12} {row['exit']!s:>8}  {row['detail']}"
    )


def check_markdown(rows: list[dict], args: argparse.Namespace) -> str:
    lines = [
        f"# formal bench scale --check-kinds (time limit {args.time_limit} s, {args.format} problems, "
        f"seed {args.seed})",
        "",
        "| kind | size | of | proof bytes | check s | peak RSS MB | exit | detail |",
        "|---|---:|---|---:|---:|---:|---|---|",
    ]
    lines += [
        f"| {r['kind']} | {r['size']} | {r['of']} | {r['proof_bytes']} | {r['seconds']} | {r['peak_rss_mb']}"
        f" | {r['exit']} | {r['detail']} |"
        for r in rows
    ]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
