"""``formal bench fuzz``: coverage-guided fuzzing of every checker entry; executions, crashes, hangs, coverage.

Each harness (formal/studies/fuzz/harnesses.py) runs ``--minutes`` minutes (per harness: the
whole run takes about that times the number of harnesses, plus the replay) in its own child
process (``python -P -m formal.studies.fuzz.runner``) under atheris, from its committed seed
corpus (benchmarks/fuzz/seeds/<harness>/) and the corpus it grew on earlier runs in the
results folder (``--out``, default out/fuzz/). Then each harness's final corpus is replayed
under coverage.py with branches on, measuring formal/check/.

It prints one row per harness: executions (and per second), crashes (distinct, by type and
innermost frame), hangs (inputs past ``--time-limit`` seconds of CPU, or libFuzzer's wall-clock
backstop at three times that), masked (false claims whose message names an exception the
checker caught: a hidden crash, counted but not failing) and corpus size (seeds + found);
then the branch and line coverage of formal/check/. Every crash and hang is saved under
``OUT/<harness>/crashes|hangs/`` as a bundle with its traceback (docs/fuzzing.md: how one
becomes a test). ``-o FILE`` also writes the numbers as YAML. Exit status 1 if any harness
crashed or hung.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from formal.base.children import python_argv
from formal.base.errors import FormalError
from formal.base.files import write_yaml
from formal.studies.fuzz.harnesses import HARNESSES

ROOT = Path(__file__).resolve().parents[3]
SEEDS = ROOT / "benchmarks" / "fuzz" / "seeds"
RUNNER = "formal.studies.fuzz.runner"
LIBFUZZER_FINDINGS = {"crash-": "crashes", "oom-": "crashes", "leak-": "crashes", "timeout-": "hangs"}


def parser(prog: str = "formal bench fuzz") -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0])
    p.add_argument(
        "--minutes",
        type=float,
        default=1.0,
        help="fuzzing time per harness (default 1; 0: replay the corpora for coverage, with the last run's counts)",
    )
    p.add_argument(
        "--harness", action="append", choices=sorted(HARNESSES), metavar="NAME", help="only this harness (repeatable)"
    )
    p.add_argument("--out", default="out/fuzz", help="results folder: corpora, crashes, hangs, logs (default out/fuzz)")
    p.add_argument("--seeds", default=str(SEEDS), help="seed corpora, one folder per harness")
    p.add_argument("--time-limit", type=float, default=10.0, help="CPU seconds per input before it is a hang")
    p.add_argument("--seed", type=int, default=1, help="libFuzzer's random seed (default 1)")
    p.add_argument("--fresh", action="store_true", help="start from the seeds alone (forget earlier corpora)")
    p.add_argument("--no-coverage", action="store_true", help="skip the coverage replay")
    p.add_argument("-o", "--report", help="also write the numbers as YAML here")
    p.add_argument("--write-seeds", action="store_true", help="regenerate the seed corpora (--seeds) and exit")
    return p


def main(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    names = args.harness or list(HARNESSES)
    if args.write_seeds:
        from formal.studies.fuzz.seeds import write_seeds

        for name, count in write_seeds(Path(args.seeds), names).items():
            print(f"{name}: {count} seeds")
        return 0
    if args.minutes < 0 or args.time_limit <= 0:
        raise FormalError("--minutes must be >= 0 (0: replay only) and --time-limit positive")
    needs = (["atheris"] if args.minutes > 0 else []) + ([] if args.no_coverage else ["coverage"])
    missing = [name for name in needs if importlib.util.find_spec(name) is None]
    if missing:
        raise FormalError(f"formal bench fuzz needs {' and '.join(missing)}: pip install -e '.[fuzz]'")
    out, seeds = Path(args.out), Path(args.seeds)
    env = {**os.environ, "FORMAL_FUZZ_TIME_LIMIT": str(args.time_limit), "FORMAL_FUZZ_SEED": str(args.seed)}
    rows = []
    print(_header(), flush=True)
    for name in names:
        folder = out / name
        if args.fresh and folder.exists():
            shutil.rmtree(folder)
        rows.append(fuzz_one(name, folder, seeds / name, args.minutes * 60, args.time_limit, env))
        print(_line(rows[-1]), flush=True)
    coverage = None if args.no_coverage else replay_all(names, out, seeds, args.time_limit, env, rows)
    print(_total(rows))
    if coverage:
        print(
            f"formal/check/ coverage over the corpora: branches {coverage['branch_percent']:.1f}% "
            f"({coverage['covered_branches']}/{coverage['num_branches']}), lines {coverage['line_percent']:.1f}% "
            f"({coverage['covered_lines']}/{coverage['num_statements']})"
        )
    for row in rows:
        for what in ("crashes", "hangs"):
            for key, path in row[f"{what}_saved"].items():
                print(f"{row['harness']}: {what[:-1]} {key}: {path}: {_last_line(path)}")
    if args.report:
        write_yaml(
            args.report,
            {
                "minutes_per_harness": args.minutes,
                "time_limit_s": args.time_limit,
                "harnesses": {r["harness"]: {k: v for k, v in r.items() if k != "harness"} for r in rows},
                "coverage_formal_check": coverage,
            },
        )
    return 1 if any(r["crashes"] or r["hangs"] for r in rows) else 0


def fuzz_one(name: str, folder: Path, seeds: Path, seconds: float, time_limit: float, env: dict) -> dict[str, Any]:
    """Fuzz one harness for ``seconds`` (restarting the child after a libFuzzer finding); its row."""
    if not seeds.is_dir():
        raise FormalError(f"{seeds}: no seed corpus for harness {name} (formal bench fuzz --write-seeds)")
    corpus = folder / "corpus"
    corpus.mkdir(parents=True, exist_ok=True)
    if seconds > 0:  # this run's counts and findings only (the corpus stays); 0: the last run's, replayed
        for old in folder.glob("stats-*.json"):
            old.unlink()
        for old in ("crashes", "hangs", "masked", "libfuzzer"):
            shutil.rmtree(folder / old, ignore_errors=True)
    start = time.monotonic()
    deadline, starts, log = start + seconds, 0, folder / "log.txt"
    with log.open("w" if seconds > 0 else "a") as log_file:
        while seconds > 0 and (deadline - time.monotonic() >= 5 or starts == 0):
            left = max(5, int(deadline - time.monotonic()))
            argv = python_argv("-m", RUNNER, "fuzz", name, str(folder), str(left), str(corpus), str(seeds))
            starts += 1
            try:
                done = subprocess.run(
                    argv, stdin=subprocess.DEVNULL, stdout=log_file, stderr=log_file, env=env, timeout=left + 300
                )
                code = done.returncode
            except subprocess.TimeoutExpired:
                code = "killed"
            found = _libfuzzer_findings(folder)
            if code == 0 and not found:
                break
            if not found:  # the child died without libFuzzer saving an input: a crash of its own
                log_file.flush()
                note = folder / "crashes" / f"child-exit-{code}-{starts}.txt"
                note.parent.mkdir(exist_ok=True)
                note.write_text(f"runner exited {code} without a saved input; log tail:\n{_tail(log)}")
    for work in folder.glob("work-*"):  # the runners' scratch folders
        shutil.rmtree(work, ignore_errors=True)
    row = _row(name, folder, seeds, corpus)
    row.update(wall_seconds=round(time.monotonic() - start, 1), starts=starts)
    return row


def _libfuzzer_findings(folder: Path) -> list[Path]:
    """Inputs libFuzzer saved when it ended the child (a wall-clock timeout, out of memory), moved
    next to the runner's own findings."""
    moved = []
    for path in sorted((folder / "libfuzzer").glob("*")):
        what = next((w for prefix, w in LIBFUZZER_FINDINGS.items() if path.name.startswith(prefix)), None)
        if what is None:
            continue
        target = folder / what / f"libfuzzer-{path.name}.bundle"
        target.parent.mkdir(exist_ok=True)
        shutil.move(str(path), target)
        target.with_suffix(".txt").write_text(f"libfuzzer {path.name}\n\n{_tail(folder / 'log.txt')}")
        moved.append(target)
    return moved


def _row(name: str, folder: Path, seeds: Path, corpus: Path) -> dict[str, Any]:
    totals = {"executions": 0, "refused": 0, "verdicts": 0, "masked": 0, "seconds": 0.0}
    masked: set[str] = set()
    for path in folder.glob("stats-*.json"):
        stats = json.loads(path.read_text())
        for key in totals:
            totals[key] += stats.get(key, 0)
        masked.update(stats.get("masked_kinds", []))
    row: dict[str, Any] = {"harness": name, **totals, "masked_kinds": sorted(masked)}
    row["exec_per_s"] = round(row["executions"] / row["seconds"]) if row["seconds"] else 0  # the runners' own time
    for what in ("crashes", "hangs"):
        row[f"{what}_saved"] = _findings(folder / what)
        row[what] = len(row[f"{what}_saved"])
    row["seeds"] = sum(1 for p in seeds.iterdir() if p.is_file())
    row["corpus"] = sum(1 for p in corpus.iterdir() if p.is_file())
    return row


def _findings(folder: Path) -> dict[str, str]:
    """Saved crashes or hangs: key (the first line of the .txt: type@file:line) -> the .txt's path."""
    if not folder.is_dir():
        return {}
    return {path.read_text(errors="replace").split("\n", 1)[0]: str(path) for path in sorted(folder.glob("*.txt"))}


def replay_all(
    names: list[str], out: Path, seeds: Path, time_limit: float, env: dict, rows: list[dict]
) -> dict[str, Any] | None:
    """Replay each harness's seeds and corpus under coverage.py; the combined formal/check/ coverage
    (and each harness's, into its row). A crash or hang found on replay is added to the row."""
    data_files = []
    for name, row in zip(names, rows):
        folder = out / name
        data = (out / "coverage" / f"{name}.coverage").resolve()
        data.parent.mkdir(parents=True, exist_ok=True)
        data.unlink(missing_ok=True)
        replay = folder / "replay"
        shutil.rmtree(replay, ignore_errors=True)
        argv = python_argv(
            "-m", RUNNER, "replay", name, str(replay), str(data), str(seeds / name), str(folder / "corpus")
        )
        done = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, text=True, env=env, timeout=3600)
        for work in replay.glob("work-*"):
            shutil.rmtree(work, ignore_errors=True)
        if done.returncode != 0 or not data.exists():
            print(f"{name}: coverage replay failed (exit {done.returncode}): {done.stderr.strip()[-400:]}")
            continue
        covers = HARNESSES[name].covers
        mine = _coverage_of([data], covers)
        if mine is not None:
            row["branch_percent"], row["covers"] = mine["branch_percent"], list(covers)
            if covers == ("formal.check",):
                data_files.append(data)
        for what in ("crashes", "hangs"):  # one found only on replay (a corpus input of an earlier run)
            row[f"{what}_saved"] = {**_findings(replay / what), **row[f"{what}_saved"]}
            row[what] = len(row[f"{what}_saved"])
    return _coverage_of(data_files, ("formal.check",)) if data_files else None


def _coverage_of(data_files: list[Path], covers: tuple[str, ...]) -> dict[str, Any] | None:
    """Branch and line coverage of the ``covers`` packages/modules in the data files combined."""
    import coverage
    from coverage.exceptions import NoDataError

    combined = data_files[0].with_name(".combined.coverage")
    combined.unlink(missing_ok=True)
    cov = coverage.Coverage(data_file=str(combined), branch=True, source_pkgs=list(covers))
    cov.combine([str(p) for p in data_files], keep=True)
    report = combined.with_suffix(".json")
    try:
        cov.json_report(outfile=str(report))
    except NoDataError:
        return None
    t = json.loads(report.read_text())["totals"]
    return {
        "branch_percent": round(100 * t["covered_branches"] / max(t["num_branches"], 1), 1),
        "covered_branches": t["covered_branches"],
        "num_branches": t["num_branches"],
        "line_percent": round(100 * t["covered_lines"] / max(t["num_statements"], 1), 1),
        "covered_lines": t["covered_lines"],
        "num_statements": t["num_statements"],
    }


def _tail(path: Path, lines: int = 40) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


def _last_line(txt: str) -> str:
    lines = [line for line in Path(txt).read_text(errors="replace").splitlines() if line.strip()]
    return lines[-1][:200] if lines else ""


def _header() -> str:
    return f"{'harness':<15} {'executions':>10} {'exec/s':>7} {'crashes':>7} {'hangs':>5} {'masked':>6} {'corpus':>9}"


def _line(row: dict) -> str:
    corpus = f"{row['seeds']}+{row['corpus']}"
    return (
        f"{row['harness']:<15} {row['executions']:>10} {row['exec_per_s']:>7} {row['crashes']:>7} "
        f"{row['hangs']:>5} {row['masked']:>6} {corpus:>9}"
    )


def _total(rows: list[dict]) -> str:
    """The final table: the rows again (crashes and hangs found on replay included) with coverage."""
    lines = ["", _header() + f" {'branch%':>7}"]
    for row in rows:
        branch = row.get("branch_percent")
        lines.append(_line(row) + f" {'-' if branch is None else f'{branch:.1f}':>7}")
    t = {k: sum(r[k] for r in rows) for k in ("executions", "crashes", "hangs", "masked")}
    lines.append(f"{'total':<15} {t['executions']:>10} {'':>7} {t['crashes']:>7} {t['hangs']:>5} {t['masked']:>6}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
