"""``formal bench mutation``: mutation testing of the trusted checker (formal/check/), as a figure.

A *mutant* is formal/check/ with one small change to one file, made on the source text (one token
or two; the rest of the file byte for byte):

    compare   a comparison flipped: < <=, > >= (the boundary), == !=, in / not in, is / is not
    arith     + and - swapped (also += and -=)
    int       an integer constant plus one
    boolop    one `and` turned into `or`, or the reverse
    not       a `not` removed
    bool      True and False swapped
    return    a returned value replaced by None

Each mutant runs the tests marked ``checker`` (tests/conftest.py says which), ``python -m pytest -m
checker -x``, in a child process whose working folder is a *workspace*: a copy of the checkout's
formal/, tests/ and pyproject.toml (the other top-level folders linked), with the mutated file in its
formal/check/. The workspace is first on PYTHONPATH, so tests that run ``python -m formal check`` as a
child check with the mutant too. The checkout itself is never written. First the baseline: the
unmutated workspace must pass every test file that holds checker tests, each run alone and timed.
The files then run in *stages*, cheapest first, each stage costing at least the stages before it
together; a mutant stops at the first stage that fails, so most mutants cost a few seconds of tests
and a survivor costs a full run and a few pytest start-ups more.

A mutant is *killed* when a stage fails (or cannot even collect its tests), *survives* when every
stage passes, and *times out* when a stage runs past ``--timeout`` (default: three times that stage's
baseline plus a minute), which counts as noticed and is listed. A mutant whose (file, operator, line
before, line after) is listed in benchmarks/mutation/equivalent.yaml is *equivalent*: it behaves as
the checker does on every input, so no test can kill it; it is not run. The score is over the
others:

    score = (killed + timed out) / (mutants run)

``--sample N --seed S`` runs N mutants drawn at random among the non-equivalent ones (issue 29's
"at least 7 of 8 in any sample"); without it every non-equivalent mutant runs (the full figure:
100%). The exit code is 1 if a mutant survives. docs/mutation.md says how to read and extend it.

Why not mutmut or cosmic-ray (both looked at, at mutmut 3.8.1 and cosmic-ray 8.7.0): mutmut
mutates every string literal three ways and drops call arguments, with no option to choose
operators, which on the checker's messages makes hundreds of mutants that change only a message;
it rewrites the package into ``mutants/`` with trampolines inside functions (module-level code such
as the limits is never mutated) and picks the mutant by an environment variable in a forked pytest,
so tests that run ``formal check`` as a child load the editable install instead; and its mutant
names (``module.x_f__mutmut_7``) change when code moves, so they cannot key a committed list of
equivalent mutants. cosmic-ray mutates the files of the checkout in place, needs a session database
(init, exec, report) and a clone per worker to run two at once, has no sampling, and brings a dozen
dependencies (aiohttp, sqlalchemy, gitpython, ...). The driver below needs only the standard library.
"""

from __future__ import annotations

import argparse
import ast
import bisect
import io
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tokenize
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from queue import Queue
from typing import Any

from formal.base.errors import FormalError
from formal.base.files import read_yaml, write_yaml

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "formal/check"
EQUIVALENT = "benchmarks/mutation/equivalent.yaml"
EQUIVALENT_FORMAT = "formal.mutation-equivalents/1"
OPERATORS = ("compare", "arith", "int", "boolop", "not", "bool", "return")
COMPARE = {
    ast.Lt: "<=",
    ast.LtE: "<",
    ast.Gt: ">=",
    ast.GtE: ">",
    ast.Eq: "!=",
    ast.NotEq: "==",
    ast.In: "not in",
    ast.NotIn: "in",
    ast.Is: "is not",
    ast.IsNot: "is",
}
COMPARE_TOKENS = {"<", "<=", ">", ">=", "==", "!=", "in", "not", "is"}
# What a workspace copies (the rest of the checkout's top level is linked); never linked: hidden entries.
COPIED = ("formal", "tests", "pyproject.toml")


@dataclass(frozen=True)
class Mutant:
    """Replace ``text[start:end]`` of ``file`` by ``new``; ``source`` and ``mutant`` are the changed
    line(s) before and after, whitespace collapsed: with ``file`` and ``operator``, the key that
    names the mutant in the list of equivalent ones, stable when other lines move."""

    file: str
    line: int
    operator: str
    start: int
    end: int
    new: str
    source: str
    mutant: str

    def apply(self, text: str) -> str:
        return text[: self.start] + self.new + text[self.end :]

    def key(self) -> tuple[str, str, str, str]:
        return (self.file, self.operator, self.source, self.mutant)

    def where(self) -> str:
        return f"{self.file}:{self.line}"


# --- making mutants ------------------------------------------------------------------------------


class _Text:
    """Offsets into one file's text: ast's (line, UTF-8 byte column) and tokenize's (line, character
    column) both as character offsets; the OP and NAME tokens by offset."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = text.split("\n")  # as ast and tokenize count lines (str.splitlines also splits at \x0c, ...)
        self.lines = [line + "\n" for line in self.lines[:-1]] + ([self.lines[-1]] if self.lines[-1] else [])
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line))
        self.tokens: list[tuple[int, int, str]] = []
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type in (tokenize.OP, tokenize.NAME):
                self.tokens.append((self.char(*tok.start), self.char(*tok.end), tok.string))
        self.token_starts = [t[0] for t in self.tokens]

    def char(self, line: int, col: int) -> int:
        return self.starts[line - 1] + col

    def node_start(self, node: Any) -> int:
        return self.starts[node.lineno - 1] + self._col(node.lineno, node.col_offset)

    def node_end(self, node: Any) -> int:
        return self.starts[node.end_lineno - 1] + self._col(node.end_lineno, node.end_col_offset)

    def _col(self, line: int, byte_col: int) -> int:
        return len(self.lines[line - 1].encode("utf-8")[:byte_col].decode("utf-8"))

    def between(self, start: int, end: int) -> list[tuple[int, int, str]]:
        """The OP and NAME tokens wholly inside ``[start, end)``."""
        i = bisect.bisect_left(self.token_starts, start)
        out = []
        while i < len(self.tokens) and self.tokens[i][0] < end:
            if self.tokens[i][1] <= end:
                out.append(self.tokens[i])
            i += 1
        return out

    def token_at(self, offset: int) -> int:
        """Index of the token that starts at ``offset``."""
        i = bisect.bisect_left(self.token_starts, offset)
        if i == len(self.tokens) or self.tokens[i][0] != offset:
            raise ValueError(f"no token at offset {offset}")
        return i

    def line_of(self, offset: int) -> int:
        return bisect.bisect_right(self.starts, offset)


def _edits(tree: ast.AST, t: _Text) -> list[tuple[str, int, int, str]]:
    """``(operator, start, end, new)`` for every place an operator applies, in file order."""
    out: list[tuple[str, int, int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                left = node.left if i == 0 else node.comparators[i - 1]
                toks = [
                    x for x in t.between(t.node_end(left), t.node_start(node.comparators[i])) if x[2] in COMPARE_TOKENS
                ]
                if toks and type(op) in COMPARE:
                    out.append(("compare", toks[0][0], toks[-1][1], COMPARE[type(op)]))
        elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
            toks = [x for x in t.between(t.node_end(node.left), t.node_start(node.right)) if x[2] in ("+", "-")]
            if toks:
                out.append(("arith", toks[0][0], toks[0][1], "-" if toks[0][2] == "+" else "+"))
        elif isinstance(node, ast.AugAssign) and isinstance(node.op, (ast.Add, ast.Sub)):
            toks = [x for x in t.between(t.node_end(node.target), t.node_start(node.value)) if x[2] in ("+=", "-=")]
            if toks:
                out.append(("arith", toks[0][0], toks[0][1], "-=" if toks[0][2] == "+=" else "+="))
        elif isinstance(node, ast.BoolOp):
            for left, right in zip(node.values, node.values[1:]):
                for tok in t.between(t.node_end(left), t.node_start(right)):
                    if tok[2] in ("and", "or"):
                        out.append(("boolop", tok[0], tok[1], "or" if tok[2] == "and" else "and"))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            i = t.token_at(t.node_start(node))
            out.append(("not", t.tokens[i][0], t.tokens[i + 1][0], ""))
        elif isinstance(node, ast.Constant) and type(node.value) is bool:
            out.append(("bool", t.node_start(node), t.node_end(node), str(not node.value)))
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            out.append(("int", t.node_start(node), t.node_end(node), str(node.value + 1)))
        elif isinstance(node, ast.Return) and node.value is not None:
            if not (isinstance(node.value, ast.Constant) and node.value.value is None):
                out.append(("return", t.node_start(node.value), t.node_end(node.value), "None"))
    return sorted(out, key=lambda e: (e[1], e[2], e[0]))


def _lines(text: str, starts: list[int], first: int, last: int) -> str:
    """Lines ``first..last`` (1-based) of ``text``, whitespace runs collapsed to one space."""
    return " ".join(text[starts[first - 1] : starts[last]].split())


def mutants_of(path: Path, rel: str, operators: tuple[str, ...] = OPERATORS) -> list[Mutant]:
    """Every mutant of one file that compiles, in file order."""
    text = path.read_text(encoding="utf-8")
    t = _Text(text)
    out = []
    for operator, start, end, new in _edits(ast.parse(text, filename=rel), t):
        if operator not in operators:
            continue
        first, last = t.line_of(start), t.line_of(max(start, end - 1))
        mutated = text[:start] + new + text[end:]
        mutated_starts = [s if i <= first - 1 else s + len(new) - (end - start) for i, s in enumerate(t.starts)]
        try:
            compile(mutated, rel, "exec")
        except SyntaxError:
            continue
        source = _lines(text, t.starts, first, last)
        after = _lines(mutated, mutated_starts, first, last)
        if source != after:
            out.append(Mutant(rel, first, operator, start, end, new, source, after))
    return out


def all_mutants(root: Path, only: list[str] | None = None) -> tuple[list[Mutant], dict[str, str]]:
    """The mutants of every ``PACKAGE/*.py`` (whose name contains one of ``only``, if given), and each
    file's text."""
    files = sorted((root / PACKAGE).glob("*.py"))
    if only:
        files = [f for f in files if any(o in f.name for o in only)]
    if not files:
        raise FormalError(f"no Python files to mutate in {root / PACKAGE}" + (f" matching {only}" if only else ""))
    texts, out = {}, []
    for f in files:
        rel = f.relative_to(root).as_posix()
        texts[rel] = f.read_text(encoding="utf-8")
        out += mutants_of(f, rel)
    return out, texts


# --- the list of equivalent mutants --------------------------------------------------------------


def read_equivalent(path: Path) -> dict[tuple[str, str, str, str], str]:
    """``key -> why`` from the committed list (docs/mutation.md); an empty dict if the file is absent."""
    if not path.exists():
        return {}
    data = read_yaml(path)
    if not isinstance(data, dict) or data.get("format") != EQUIVALENT_FORMAT:
        raise FormalError(f"{path}: format: expected {EQUIVALENT_FORMAT!r}")
    entries = data.get("equivalent") or []
    if not isinstance(entries, list):
        raise FormalError(f"{path}: equivalent: expected a list")
    out = {}
    for i, e in enumerate(entries):
        fields = ("file", "operator", "line", "mutant", "why")
        if not isinstance(e, dict) or not all(isinstance(e.get(k), str) and e[k].strip() for k in fields):
            raise FormalError(f"{path}: equivalent[{i}]: needs {', '.join(fields)} (non-empty strings)")
        if e["operator"] not in OPERATORS:
            raise FormalError(f"{path}: equivalent[{i}].operator: one of {', '.join(OPERATORS)}")
        out[(e["file"], e["operator"], " ".join(e["line"].split()), " ".join(e["mutant"].split()))] = e["why"]
    return out


# --- running the tests against a mutant ----------------------------------------------------------


def make_workspace(root: Path, dest: Path) -> Path:
    """A copy of the checkout to run mutants in: COPIED copied, the other visible top-level entries linked."""
    dest.mkdir(parents=True)
    for entry in sorted(root.iterdir()):
        if entry.name.startswith(".") or entry.name.endswith(".egg-info"):
            continue
        target = dest / entry.name
        if entry.name not in COPIED:
            target.symlink_to(entry)
        elif entry.is_dir():
            shutil.copytree(entry, target, ignore=shutil.ignore_patterns(".pytest_cache"))
        else:
            shutil.copy2(entry, target)
    shutil.rmtree(dest / PACKAGE / "__pycache__", ignore_errors=True)
    return dest


def pytest_argv(marker: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "pytest",
        "-x",
        "-q",
        "-m",
        marker,
        "-p",
        "no:cacheprovider",
        "--tb=no",
        "-rfE",
    ]


_FAILED = re.compile(r"^(?:FAILED|ERROR) (.+?)(?: - .*)?$", re.MULTILINE)  # pytest -r: "FAILED <node id> - why"
_SUMMARY = re.compile(r"^=*\s*(\d+ (?:passed|failed).*?) in [\d.]+s", re.MULTILINE)


def run_tests(workspace: Path, argv: list[str], timeout: float) -> dict[str, Any]:
    """One run of the tests in ``workspace``: ``{status, seconds, rc, by, summary}``; status is killed
    (the tests failed, or could not even be collected), survived, timeout or error (pytest found no
    test or was misused: the run says nothing)."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    env["PYTHONPATH"] = os.pathsep.join([str(workspace), *filter(None, [os.environ.get("PYTHONPATH")])])
    start = time.monotonic()
    with tempfile.TemporaryFile() as out:
        proc = subprocess.Popen(
            argv, cwd=workspace, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
        try:
            rc = proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            rc = None
        seconds = time.monotonic() - start
        out.seek(0)
        text = out.read().decode("utf-8", "replace")
    failed = _FAILED.search(text)
    summary = _SUMMARY.findall(text)
    status = "timeout" if rc is None else "survived" if rc == 0 else "error" if rc in (4, 5) else "killed"
    return {
        "status": status,
        "seconds": round(seconds, 1),
        "rc": rc,
        "by": failed.group(1) if failed else None,
        "summary": summary[-1] if summary else " ".join(text.strip().splitlines()[-1:])[:200],
    }


def checker_files(workspace: Path, argv: list[str]) -> list[str]:
    """The test files that hold tests ``argv`` selects, in collection order (one ``--collect-only``)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(workspace), *filter(None, [os.environ.get("PYTHONPATH")])])}
    done = subprocess.run(
        [*argv, "--collect-only"], cwd=workspace, env=env, capture_output=True, text=True, timeout=3600, check=False
    )
    files = list(dict.fromkeys(re.findall(r"^(\S+?\.py)::", done.stdout, re.MULTILINE)))
    if done.returncode != 0 or not files:
        tail = " ".join((done.stdout + done.stderr).strip().splitlines()[-3:])
        raise FormalError(f"collecting the tests ({' '.join(argv[3:])}) selected none: {tail[:300]}")
    return files


def stages_of(costs: dict[str, float]) -> list[list[str]]:
    """The files in stages, cheapest first, each stage costing at least all stages before it together:
    a mutant stops at the first stage that kills it, so one killed early costs little, and one that
    survives pays at most a few more pytest start-ups than a single run of everything."""
    stages: list[list[str]] = []
    current: list[str] = []
    before = cost = 0.0
    for f in sorted(costs, key=lambda f: (costs[f], f)):
        current.append(f)
        cost += costs[f]
        if cost >= before:
            stages.append(current)
            before, current, cost = before + cost, [], 0.0
    if current:
        stages.append(current)
    return stages


def run_mutant(workspace: Path, mutant: Mutant, original: str, stages: list[tuple[list[str], float]]) -> dict[str, Any]:
    """The tests against ``mutant``, stage after stage until one kills it (``stages``: argv, timeout), with
    the mutant written into the workspace and the original put back afterwards."""
    target = workspace / mutant.file
    target.write_text(mutant.apply(original), encoding="utf-8")
    seconds = 0.0
    try:
        for stage, (argv, timeout) in enumerate(stages, 1):
            result = run_tests(workspace, argv, timeout)
            seconds += result["seconds"]
            if result["status"] != "survived":
                break
        return {**result, "seconds": round(seconds, 1), "stage": stage}
    finally:
        target.write_text(original, encoding="utf-8")


# --- the command ---------------------------------------------------------------------------------


def parser(prog: str = "formal bench mutation") -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0])
    p.add_argument("--sample", type=int, metavar="N", help="run N mutants drawn at random (default: all of them)")
    p.add_argument("--seed", type=int, default=0, help="the sample's random seed (default 0)")
    p.add_argument("--jobs", type=int, default=2, help="mutants run at once, one workspace each (default 2)")
    p.add_argument(
        "--timeout",
        type=float,
        metavar="S",
        help="seconds one stage of one mutant's tests may run (default: 3 x its baseline + 60); past it, a timeout",
    )
    p.add_argument("--marker", default="checker", help="the pytest -m expression of the tests (default checker)")
    p.add_argument("--only", action="append", metavar="NAME", help="mutate only files whose name contains NAME")
    p.add_argument("--operator", action="append", choices=OPERATORS, help="only these operators (repeatable)")
    p.add_argument("--match", metavar="TEXT", help="only mutants whose line (before or after) contains TEXT")
    p.add_argument("--equivalent", default=None, metavar="FILE", help=f"the equivalent mutants (default {EQUIVALENT})")
    p.add_argument("--list", action="store_true", help="print the mutants and their counts, run nothing")
    p.add_argument("--workdir", metavar="DIR", help="make the workspaces here (default: a temporary folder)")
    p.add_argument("-o", "--out", metavar="FILE", help="write the results as YAML")
    p.add_argument(
        "pytest_args", nargs="*", help="more pytest arguments after --, e.g. -- tests/test_check_requirements.py"
    )
    return p


def _counts(mutants: list[Mutant]) -> str:
    by: dict[str, int] = {}
    for m in mutants:
        by[m.operator] = by.get(m.operator, 0) + 1
    return ", ".join(f"{op} {by[op]}" for op in OPERATORS if op in by)


def _line(m: Mutant) -> str:
    return f"{m.where():<32} {m.operator:<7} {m.source}  ->  {m.mutant}"


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.jobs < 1 or (args.sample is not None and args.sample < 1):
        raise FormalError("--jobs and --sample must be at least 1")
    equivalent_path = Path(args.equivalent) if args.equivalent else ROOT / EQUIVALENT
    equivalent = read_equivalent(equivalent_path)
    if args.list:
        _plan(ROOT, args, equivalent, equivalent_path, listing=True)
        return 0
    workdir = Path(tempfile.mkdtemp(prefix="formal-mutation-", dir=args.workdir))
    try:
        # The workspaces copy the checkout as it is now, and the mutants are made from that copy.
        spaces = [make_workspace(ROOT, workdir / f"w{j}") for j in range(max(1, args.jobs))]
        mutants, equal, chosen, texts = _plan(spaces[0], args, equivalent, equivalent_path, listing=False)
        test_argv = pytest_argv(args.marker)
        print(f"tests: {' '.join(['python', *test_argv[1:]])}  (per mutant, in a workspace)")
        sys.stdout.flush()
        results = _run_all(spaces, chosen, texts, test_argv, args)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if results is None:
        return 2
    baseline, done = results
    return _report(baseline, done, mutants, equal, chosen, args, equivalent_path)


def _plan(
    base: Path, args: Any, equivalent: dict, equivalent_path: Path, listing: bool
) -> tuple[list[Mutant], list[Mutant], list[Mutant], dict[str, str]]:
    """The mutants of ``base``'s checker, those listed equivalent, those to run; printed."""
    mutants, texts = all_mutants(base, args.only)
    if args.operator:
        mutants = [m for m in mutants if m.operator in args.operator]
    if args.match:
        mutants = [m for m in mutants if args.match in m.source or args.match in m.mutant]
    equal = [m for m in mutants if m.key() in equivalent]
    candidates = [m for m in mutants if m.key() not in equivalent]
    print(f"mutants of {PACKAGE}/: {len(mutants)} in {len(texts)} files ({_counts(mutants)})")
    print(f"equivalent: {len(equal)} (listed in {_shown(equivalent_path)}; not run)")
    stale = sorted({k for k in equivalent if k[0] in texts} - {m.key() for m in mutants})
    if stale and not (args.operator or args.match):
        print(f"note: {len(stale)} listed equivalent mutants match no mutant (the code moved on):")
        for k in stale:
            print(f"  {k[0]} {k[1]}: {k[2]}  ->  {k[3]}")
    if listing:
        for m in mutants:
            print(("= " if m.key() in equivalent else "  ") + _line(m))
    chosen = candidates
    if args.sample is not None:
        drawn = random.Random(args.seed).sample(candidates, min(args.sample, len(candidates)))
        chosen = sorted(drawn, key=lambda m: (m.file, m.start, m.operator))
        print(f"sample: {len(chosen)} of {len(candidates)} non-equivalent mutants, seed {args.seed}")
    return mutants, equal, chosen, texts


def _shown(path: Path) -> str:
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return str(path)


def _run_all(
    spaces: list[Path], chosen: list[Mutant], texts: dict[str, str], test_argv: list[str], args: Any
) -> tuple[dict, list[tuple[Mutant, dict]]] | None:
    """The baseline, one file at a time, then every mutant, ``len(spaces)`` at a time."""
    free: Queue[Path] = Queue()
    for ws in spaces:
        free.put(ws)

    def in_a_workspace(fn: Any, *a: Any) -> Any:
        ws = free.get()
        try:
            return fn(ws, *a)
        finally:
            free.put(ws)

    files = list(args.pytest_args) if args.pytest_args else checker_files(spaces[0], test_argv)
    print(f"baseline: {len(files)} test files, each alone on the unmutated checker:")
    runs: dict[str, dict] = {}
    with ThreadPoolExecutor(max_workers=len(spaces)) as pool:
        pending = {pool.submit(in_a_workspace, run_tests, [*test_argv, f], 3600.0): f for f in files}
        for fut in as_completed(pending):
            f, r = pending[fut], fut.result()
            runs[f] = r
            print(f"  {r['seconds']:6.1f} s  {f}  {r['status']}: {r['summary']}")
            sys.stdout.flush()
    runs = {f: runs[f] for f in files}
    failed = [f"{f} ({r['by'] or r['summary']})" for f, r in runs.items() if r["status"] != "survived"]
    total = sum(r["seconds"] for r in runs.values())
    print(f"baseline: {total:.0f} s in all")
    if failed:
        print(f"the unmutated checker fails its own tests: {'; '.join(failed)}; nothing measured")
        return None
    stages = [
        ([*test_argv, *group], args.timeout or 3 * sum(runs[f]["seconds"] for f in group) + 60)
        for group in stages_of({f: r["seconds"] for f, r in runs.items()})
    ]
    print(f"stages: {' | '.join(' '.join(Path(f).name for f in argv[len(test_argv) :]) for argv, _t in stages)}")
    sys.stdout.flush()
    done: list[tuple[Mutant, dict]] = []
    with ThreadPoolExecutor(max_workers=len(spaces)) as pool:
        futures = {pool.submit(in_a_workspace, run_mutant, m, texts[m.file], stages): m for m in chosen}
        for n, fut in enumerate(as_completed(futures), 1):
            m, r = futures[fut], fut.result()
            done.append((m, r))
            by = f"  [{r['by']}]" if r["by"] else ""
            print(f"[{n}/{len(chosen)}] {r['status']:<8} {r['seconds']:6.1f} s  {_line(m)}{by}")
            sys.stdout.flush()
    done.sort(key=lambda x: (x[0].file, x[0].start, x[0].operator))
    return {"seconds": round(total, 1), "files": {f: r["seconds"] for f, r in runs.items()}}, done


def _report(
    baseline: dict,
    done: list[tuple[Mutant, dict]],
    mutants: list[Mutant],
    equal: list[Mutant],
    chosen: list[Mutant],
    args: Any,
    equivalent_path: Path,
) -> int:
    status = {s: [m for m, r in done if r["status"] == s] for s in ("killed", "survived", "timeout", "error")}
    noticed = len(status["killed"]) + len(status["timeout"])
    print()
    print(f"mutants          {len(mutants)}")
    print(f"equivalent       {len(equal)}")
    print(f"run              {len(done)}" + (f" (a sample of {len(chosen)}, seed {args.seed})" if args.sample else ""))
    print(f"killed           {len(status['killed'])}")
    print(f"timed out        {len(status['timeout'])}")
    print(f"survived         {len(status['survived'])}")
    if status["error"]:
        print(f"errors           {len(status['error'])} (pytest ran no test: the run says nothing)")
    score = noticed / len(done) if done else 1.0
    print(f"score            {noticed}/{len(done)} = {100 * score:.1f}% of the non-equivalent mutants run")
    for name in ("survived", "timeout", "error"):
        if status[name]:
            print(f"{name}:")
            for m in status[name]:
                print(f"  {_line(m)}")
    if args.out:
        write_yaml(
            args.out,
            {
                "format": "formal.mutation-run/1",
                "package": PACKAGE,
                "tests": f"pytest -m {args.marker} -x",
                "equivalent_list": _shown(equivalent_path),
                "sample": {"n": args.sample, "seed": args.seed} if args.sample else None,
                "baseline_seconds": baseline["seconds"],
                "counts": {
                    "mutants": len(mutants),
                    "equivalent": len(equal),
                    "run": len(done),
                    **{k: len(v) for k, v in status.items()},
                },
                "score": round(score, 4),
                "mutants": [
                    {
                        "file": m.file,
                        "line": m.line,
                        "operator": m.operator,
                        "source": m.source,
                        "mutant": m.mutant,
                        "status": r["status"],
                        "seconds": r["seconds"],
                        "killed_by": r["by"],
                    }
                    for m, r in done
                ],
            },
        )
        print(f"wrote {args.out}")
    return 1 if status["survived"] or status["error"] else 0
