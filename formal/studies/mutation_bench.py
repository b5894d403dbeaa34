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
import json
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
# Every pytest the bench starts loads only the plugins named on its command line: the installed ones
# (xdist, hypothesis's, ...) cost each start a third of a second, and no checker test needs them.
AUTOLOAD_OFF = {"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}


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


def run_tests(
    workspace: Path, argv: list[str], timeout: float, env_extra: dict[str, str] | None = None
) -> dict[str, Any]:
    """One run of the tests in ``workspace``: ``{status, seconds, rc, by, summary}``; status is killed
    (the tests failed, or could not even be collected), survived, timeout or error (pytest found no
    test or was misused: the run says nothing). ``env_extra``: more environment; a PYTHONPATH in it
    goes after the workspace."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", **AUTOLOAD_OFF}
    extra = dict(env_extra or {})
    paths = [str(workspace), *filter(None, [extra.pop("PYTHONPATH", None), os.environ.get("PYTHONPATH")])]
    env.update(extra, PYTHONPATH=os.pathsep.join(paths))
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
    env = {**os.environ, **AUTOLOAD_OFF}
    env["PYTHONPATH"] = os.pathsep.join([str(workspace), *filter(None, [os.environ.get("PYTHONPATH")])])
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


# --- which tests run which lines: the default selection --------------------------------------------
#
# Once per run, before any mutant, every test file runs alone on the unmutated checker under
# coverage.py (the baseline), with one dynamic context per test: which test executes which line of
# PACKAGE, in this process and in the Python processes it starts. A mutant then runs only the tests
# that execute its line (a test that never executes the changed code cannot see the change), in one
# pytest, fastest first, with -x. Conservative everywhere it cannot know (docs/mutation.md):
#   - a line outside every function body runs at import, so every test covers it;
#   - a line run outside any test (collection, the session's start) is covered by every test;
#   - a line run while a test's fixtures are set up or torn down is covered by every test of its
#     file (a module-scoped fixture is made by the first test that asks, and shared);
#   - a test that started a process that left no coverage data (killed, or not Python) covers every line.

COVER_PLUGIN = "formal_mutation_cover"
# The variables of the coverage run (the rc file reads the first two; the plugin sets them per test).
CONTEXT_VAR = "FORMAL_MUTATION_CONTEXT"  # a child's static context: CHILD + the test's context
SLOT_VAR = "FORMAL_MUTATION_SLOT"  # the folder, under the data folder, of a process's coverage data
CHILD = "child "  # the prefix of a child's context
FIXTURE = "|fixture"  # the suffix of the context of a test's setup and teardown
CHECKPOINT_SECONDS = 60.0  # the results file (-o) is rewritten, marked partial, at most this often as the run goes
SLOW_COLLECT = 2.0  # seconds: a test file slower than this to import (under coverage) runs in a second pytest

# The pytest plugin of the coverage run, written next to the workspaces (not into them: the package
# under test, in a project of its own, may not be formal.studies'). Coverage is started at
# interpreter start-up by coverage's .pth (COVERAGE_PROCESS_START), before any conftest, in the
# pytest process and in every Python process it starts; the plugin switches the context per test,
# passes it on to children (in the environment), gives each test's children a data folder of their
# own, and counts the processes each test starts, so that a child that left no data is noticed.
PLUGIN = '''"""Written by `formal bench mutation` for its coverage run (formal/studies/mutation_bench.py)."""

import importlib
import json
import os
import pkgutil
import subprocess
import time

import coverage
import pytest

CHILD, FIXTURE = %(CHILD)r, %(FIXTURE)r
CONTEXT, SLOT = %(CONTEXT_VAR)r, %(SLOT_VAR)r
KEEP = ("COVERAGE_PROCESS_START", CONTEXT, SLOT)
DATA = os.environ["FORMAL_MUTATION_DATA"]
RUN = os.environ["FORMAL_MUTATION_RUN"]
_cov = coverage.Coverage.current()
_children = _cov is not None  # started by coverage's .pth at start-up: so is each Python child
if _cov is None:
    _cov = coverage.process_startup()
    if _cov is None:
        raise RuntimeError("coverage did not start: COVERAGE_PROCESS_START is not set")
_state = {"context": "", "seconds": {}, "spawned": {}, "slots": {}, "shared": set(), "collect": {}}


def _switch(context):
    _state["context"] = context
    _cov.switch_context(context)
    slots = _state["slots"]
    if context not in slots:
        slots[context] = "%%s-%%d" %% (RUN, len(slots))
        os.makedirs(os.path.join(DATA, slots[context]), exist_ok=True)
    os.environ[CONTEXT] = CHILD + context if context else ""
    os.environ[SLOT] = slots[context]


class _Popen(subprocess.Popen):
    """Counts the processes each test starts, and passes the context on to those given an environment."""

    def __init__(self, *args, **kwargs):
        if kwargs.get("env") is not None:
            kwargs["env"] = {**kwargs["env"], **{k: os.environ[k] for k in KEEP if k in os.environ}}
        spawned = _state["spawned"]
        spawned[_state["context"]] = spawned.get(_state["context"], 0) + 1
        super().__init__(*args, **kwargs)


subprocess.Popen = _Popen
_switch("")


def pytest_sessionstart(session):
    # Every module of the package imported outside any test: what runs at import belongs to no test.
    package = importlib.import_module(os.environ["FORMAL_MUTATION_PACKAGE"])
    for module in pkgutil.iter_modules(package.__path__):
        if module.name != "__main__":  # ``python -m`` entry: it parses the command line and exits
            importlib.import_module(package.__name__ + "." + module.name)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item):
    _switch(item.nodeid + FIXTURE)
    yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    _switch(item.nodeid)
    yield
    _switch(item.nodeid + FIXTURE)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    _switch(item.nodeid + FIXTURE)
    yield
    _switch("")


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector):
    start = time.perf_counter()
    yield
    if isinstance(collector, pytest.Module):  # importing the test file, and collecting it
        _state["collect"][collector.nodeid] = time.perf_counter() - start


def pytest_fixture_setup(fixturedef, request):
    if fixturedef.scope != "function" and fixturedef.baseid:  # shared, and the project's own
        _state["shared"].add(fixturedef.argname)


def pytest_runtest_logreport(report):
    seconds = _state["seconds"]
    seconds[report.nodeid] = seconds.get(report.nodeid, 0.0) + report.duration


def pytest_sessionfinish(session):
    shared = _state["shared"]
    with open(os.environ["FORMAL_MUTATION_COVER_OUT"], "w", encoding="utf-8") as fh:
        json.dump(
            {
                "children_measured": _children,
                "tests": [item.nodeid for item in session.items],
                "seconds": _state["seconds"],
                "shared": [item.nodeid for item in session.items if shared & set(getattr(item, "fixturenames", ()))],
                "spawned": _state["spawned"],
                "slots": _state["slots"],
                "collect": _state["collect"],
            },
            fh,
        )
''' % {"CHILD": CHILD, "FIXTURE": FIXTURE, "CONTEXT_VAR": CONTEXT_VAR, "SLOT_VAR": SLOT_VAR}


def coverage_available() -> str | None:
    """None if coverage.py (7 or later) can be imported here, else why not."""
    try:
        import coverage
    except ImportError:
        return "coverage.py is not installed (pip install coverage)"
    if int(coverage.__version__.split(".")[0]) < 7:
        return f"coverage.py {coverage.__version__} is older than 7"
    return None


@dataclass(frozen=True)
class Place:
    """Where a mutant's change can be observed: by a test that executes a line of ``spans`` ((file, first
    line, last line) of the package), by every test of ``test_files``, or by every test (``everyone``)."""

    spans: tuple[tuple[str, int, int], ...]
    test_files: tuple[str, ...] = ()
    everyone: bool = False


class _Module:
    """One file of the package, parsed: its statements and function bodies as character ranges."""

    def __init__(self, rel: str, text: str) -> None:
        self.rel, self.t = rel, _Text(text)
        self.tree = ast.parse(text, filename=rel)
        self.statements: list[tuple[int, int, int]] = []  # (start, end, first line)
        self.bodies: list[tuple[int, int]] = []  # what runs when a function is called, not at import
        for node in ast.walk(self.tree):
            if isinstance(node, ast.stmt):
                self.statements.append((self.t.node_start(node), self.t.node_end(node), node.lineno))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self.bodies.append((self.t.node_start(node.body[0]), self.t.node_end(node.body[-1])))
            elif isinstance(node, ast.Lambda):
                self.bodies.append((self.t.node_start(node.body), self.t.node_end(node.body)))

    def begins(self, node: ast.stmt) -> int:
        """Where ``node`` starts, its decorators included."""
        return min([self.t.node_start(d) for d in getattr(node, "decorator_list", [])] + [self.t.node_start(node)])

    def span(self, start: int, end: int) -> tuple[str, int, int] | None:
        """The lines whose execution may execute ``[start, end)`` (from the first line of the innermost
        statement holding it to its own last line), or None if it runs at import. The interpreter reports
        a line as executed when it runs the first instruction of that line, and an operation's
        instructions lie on a line of the innermost statement holding it, at or before its last line."""
        if not any(a <= start and end <= b for a, b in self.bodies):
            return None
        holding = [s for s in self.statements if s[0] <= start and end <= s[1]]
        first = max(holding)[2] if holding else self.t.line_of(start)
        return (self.rel, first, self.t.line_of(max(start, end - 1)))


def places(root: Path, mutants: list[Mutant]) -> dict[Mutant, Place]:
    """Each mutant's Place, from the package's files under ``root`` (and its other code and tests, read
    as text). A change inside a function body is observed by the tests that execute its lines. One that
    runs at import changes what its statement binds: in a function's header (a default, a decorator), by
    the tests that run the function's body; in ``NAME = value`` at the top of a module, by the tests that
    execute a line of the package that reads NAME inside a function, and those of the test files that name
    it; elsewhere (or where NAME is read at import, or named by code outside the package), by every test."""
    modules = {
        f.relative_to(root).as_posix(): _Module(f.relative_to(root).as_posix(), f.read_text(encoding="utf-8"))
        for f in sorted((root / PACKAGE).glob("*.py"))
    }
    outside: dict[str, str] = {}  # the rest of the code and the tests, as text (read once, when needed)

    def named_outside(name: str) -> tuple[bool, tuple[str, ...]]:
        if not outside:
            for f in sorted(root.glob("formal/**/*.py")) + sorted(root.glob("tests/**/*.py")):
                rel = f.relative_to(root).as_posix()
                if not rel.startswith(PACKAGE + "/"):
                    outside[rel] = f.read_text(encoding="utf-8", errors="replace")
        word = re.compile(rf"\b{re.escape(name)}\b")
        hits = [rel for rel, text in outside.items() if word.search(text)]
        return any(not rel.startswith("tests/") for rel in hits), tuple(r for r in hits if r.startswith("tests/"))

    def readers(name: str) -> Place:
        spans, files = [], []
        for m in modules.values():
            for node in ast.walk(m.tree):
                if (isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load)) or (
                    isinstance(node, ast.Attribute) and node.attr == name
                ):
                    where = m.span(m.t.node_start(node), m.t.node_end(node))
                    if where is None:
                        return Place((), everyone=True)
                    spans.append(where)
        elsewhere, tests = named_outside(name)
        files += tests
        return Place(tuple(spans), tuple(files), everyone=elsewhere)

    out: dict[Mutant, Place] = {}
    for mutant in mutants:
        m = modules[mutant.file]
        where = m.span(mutant.start, mutant.end)
        if where is not None:
            out[mutant] = Place((where,))
            continue
        top = next((s for s in m.tree.body if m.begins(s) <= mutant.start and mutant.end <= m.t.node_end(s)), None)
        if isinstance(top, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out[mutant] = Place(((m.rel, top.body[0].lineno, top.end_lineno or top.body[0].lineno),))
            continue
        targets = top.targets if isinstance(top, ast.Assign) else [top.target] if isinstance(top, ast.AnnAssign) else []
        names = [x.id for x in targets if isinstance(x, ast.Name)]
        if names and len(names) == len(targets):
            found = [readers(n) for n in names]
            out[mutant] = Place(
                tuple(s for p in found for s in p.spans),
                tuple(f for p in found for f in p.test_files),
                everyone=any(p.everyone for p in found),
            )
        else:
            out[mutant] = Place((), everyone=True)
    return out


@dataclass
class Coverage:
    """The coverage run's findings: ``tests`` every test it ran (in its order), ``seconds`` each one's
    time, ``group`` the file of each test that uses a shared (module- or session-scoped) fixture of the
    project, ``lines`` file -> line -> the tests that execute it, ``everywhere`` the tests that cover
    every line (they started a process that left no coverage data)."""

    tests: list[str]
    seconds: dict[str, float]
    group: dict[str, str]
    lines: dict[str, dict[int, set[str]]]
    everywhere: set[str]
    collect: dict[str, float]  # test file -> seconds to import and collect it

    def covering(self, place: Place) -> set[str]:
        """The tests that may observe a change at ``place``."""
        if place.everyone:
            return set(self.tests)
        hit = set(self.everywhere) | {n for n in self.tests if _test_file(n) in place.test_files}
        for file, first, last in place.spans:
            by_line = self.lines.get(file, {})
            for line in range(first, last + 1):
                hit |= by_line.get(line, set())
        return hit

    def ordered(self, tests: set[str]) -> list[str]:
        """``tests`` fastest first, except that the tests of a file that share a fixture run together
        (where the first of them would): pytest tears a module's fixtures down when it moves on to
        another module, and would make them again on coming back."""
        index = {n: i for i, n in enumerate(self.tests)}
        order = sorted(tests, key=lambda n: (self.seconds.get(n, 0.0), index.get(n, 0)))
        out, groups = [], set()
        for n in order:
            g = self.group.get(n)
            if g is None:
                out.append(n)
            elif g not in groups:
                groups.add(g)
                out += [x for x in order if self.group.get(x) == g]
        return out

    def seconds_of(self, tests: list[str]) -> float:
        """The baseline's seconds of ``tests``, their files' collection included."""
        files = {_test_file(n) for n in tests}
        return sum(self.seconds.get(n, 0.0) for n in tests) + sum(self.collect.get(f, 0.0) for f in files)

    def stages(self, tests: set[str]) -> list[list[str]]:
        """``tests`` in at most two pytest runs: first those of the files quick to collect, then those of
        the files that take long to import (pytest collects every file named before running a test, so a
        torch import would otherwise come before the fastest test)."""
        order = self.ordered(tests)
        slow = [n for n in order if self.collect.get(_test_file(n), 0.0) > SLOW_COLLECT]
        quick = [n for n in order if self.collect.get(_test_file(n), 0.0) <= SLOW_COLLECT]
        return [stage for stage in (quick, slow) if stage]


def _test_file(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


def read_coverage(runs: list[dict], data_dir: Path, spaces: list[Path]) -> Coverage:
    """The Coverage of the baseline: ``runs`` the plugin's reports (one per test file), ``data_dir`` the
    coverage data of every process, parent and children (a folder per test's children), ``spaces`` the
    workspaces they ran in."""
    import coverage

    tests = [n for r in runs for n in r["tests"]]
    by_file: dict[str, list[str]] = {}
    for n in tests:
        by_file.setdefault(_test_file(n), []).append(n)
    everyone = set(tests)

    def tests_of(context: str) -> set[str]:
        context = context.removeprefix(CHILD)
        if not context:
            return everyone  # outside any test
        if context.endswith(FIXTURE):
            return set(by_file.get(_test_file(context[: -len(FIXTURE)]), [])) | {context[: -len(FIXTURE)]}
        return {context}

    lines: dict[str, dict[int, set[str]]] = {}
    written: dict[str, int] = {}  # slot -> data files read there
    lost: set[str] = set()  # slots with a data file a process left unreadable (killed while writing it)
    prefixes = [(str(ws.resolve()) + os.sep, str(ws) + os.sep) for ws in spaces]
    for path in sorted(data_dir.rglob(".coverage*")):
        slot = path.parent.name
        try:
            data = coverage.CoverageData(str(path))
            data.read()
            measured = {f: data.contexts_by_lineno(f) for f in data.measured_files()}
        except Exception:  # coverage.exceptions.DataError, sqlite3's errors
            lost.add(slot)
            continue
        written[slot] = written.get(slot, 0) + 1
        for name, by_context in measured.items():
            rel = next((name[len(p) :] for pair in prefixes for p in pair if name.startswith(p)), None)
            if rel is None:
                continue
            by_line = lines.setdefault(Path(rel).as_posix(), {})
            for line, contexts in by_context.items():
                for c in contexts:
                    by_line.setdefault(line, set()).update(tests_of(c))
    everywhere: set[str] = set()
    for r in runs:
        for context, count in r["spawned"].items():
            slot = r["slots"].get(context, "")
            if not r["children_measured"] or slot in lost or written.get(slot, 0) < count:
                everywhere |= tests_of(context)
    group = {n: _test_file(n) for r in runs for n in r["shared"]}
    seconds = {n: s for r in runs for n, s in r["seconds"].items()}
    collect = {f: s for r in runs for f, s in r.get("collect", {}).items()}
    return Coverage(tests, seconds, group, lines, everywhere, collect)


def cover_baseline(
    spaces: list[Path], files: list[str], test_argv: list[str], in_a_workspace: Any
) -> tuple[Coverage | None, dict[str, dict]]:
    """Every test file alone on the unmutated checker under coverage, ``len(spaces)`` at a time."""
    cover = spaces[0].parent / "cover"
    (cover / "data").mkdir(parents=True)
    (cover / f"{COVER_PLUGIN}.py").write_text(PLUGIN, encoding="utf-8")
    for j, ws in enumerate(spaces):
        (cover / f"w{j}.rc").write_text(
            "[run]\n"
            f"data_file = {cover / 'data'}/${{{SLOT_VAR}}}/.coverage\n"
            "parallel = true\n"
            f"include = {ws / PACKAGE}/*.py\n"
            f"context = ${{{CONTEXT_VAR}}}\n"
            "core = ctrace\n"
            "concurrency = thread, multiprocessing\n"
            "sigterm = true\n",
            encoding="utf-8",
        )

    def one(ws: Path, n: int, f: str) -> tuple[dict, dict | None]:
        out = cover / f"run{n}.json"
        (cover / "data" / f"r{n}").mkdir()
        env = {
            "PYTHONPATH": str(cover),
            "COVERAGE_PROCESS_START": str(cover / f"w{spaces.index(ws)}.rc"),
            "FORMAL_MUTATION_DATA": str(cover / "data"),
            "FORMAL_MUTATION_RUN": f"r{n}",
            SLOT_VAR: f"r{n}",  # the pytest process's own data
            CONTEXT_VAR: "",
            "FORMAL_MUTATION_PACKAGE": PACKAGE.replace("/", "."),
            "FORMAL_MUTATION_COVER_OUT": str(out),
        }
        r = run_tests(ws, [*test_argv, "-p", COVER_PLUGIN, f], 3600.0, env)
        report = json.loads(out.read_text(encoding="utf-8")) if out.exists() else None
        return r, report

    runs: dict[str, tuple[dict, dict | None]] = {}
    with ThreadPoolExecutor(max_workers=len(spaces)) as pool:
        pending = {pool.submit(in_a_workspace, one, n, f): f for n, f in enumerate(files)}
        for fut in as_completed(pending):
            f = pending[fut]
            runs[f] = fut.result()
            r = runs[f][0]
            print(f"  {r['seconds']:6.1f} s  {f}  {r['status']}: {r['summary']}")
            sys.stdout.flush()
    results = {f: runs[f][0] for f in files}
    if any(r["status"] != "survived" for r in results.values()) or any(runs[f][1] is None for f in files):
        return None, results
    reports = [r for f in files if (r := runs[f][1]) is not None]
    return read_coverage(reports, cover / "data", spaces), results


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
        help="seconds one mutant's tests (one stage of them, with --all-tests) may run "
        "(default: 3 x their baseline + 60); past it, a timeout",
    )
    p.add_argument(
        "--all-tests",
        action="store_true",
        help="run every mutant against all the tests, file by file in stages, instead of against the tests "
        "that execute its line (the default, which needs coverage.py)",
    )
    p.add_argument("--marker", default="checker", help="the pytest -m expression of the tests (default checker)")
    p.add_argument("--only", action="append", metavar="NAME", help="mutate only files whose name contains NAME")
    p.add_argument("--operator", action="append", choices=OPERATORS, help="only these operators (repeatable)")
    p.add_argument("--match", metavar="TEXT", help="only mutants whose line (before or after) contains TEXT")
    p.add_argument(
        "--survivors",
        metavar="RUN",
        help="only the mutants that survived (or timed out, or errored) in RUN, a results file of -o",
    )
    p.add_argument("--equivalent", default=None, metavar="FILE", help=f"the equivalent mutants (default {EQUIVALENT})")
    p.add_argument("--list", action="store_true", help="print the mutants and their counts, run nothing")
    p.add_argument("--workdir", metavar="DIR", help="make the workspaces here (default: a temporary folder)")
    p.add_argument(
        "-o", "--out", metavar="FILE", help="write the results as YAML (also as the run goes, marked partial)"
    )
    p.add_argument(
        "--resume",
        metavar="RUN",
        help="take the mutants RUN (a results file, partial or not) has results for from it, run the others",
    )
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
    if not args.all_tests and (why := coverage_available()):
        print(f"note: {why}: every mutant runs against all the tests (--all-tests)")
        args.all_tests = True
    started = time.monotonic()
    previous = read_run(Path(args.resume)) if args.resume else {}
    workdir = Path(tempfile.mkdtemp(prefix="formal-mutation-", dir=args.workdir))
    try:
        # The workspaces copy the checkout as it is now, and the mutants are made from that copy.
        spaces = [make_workspace(ROOT, workdir / f"w{j}") for j in range(max(1, args.jobs))]
        mutants, equal, chosen, texts = _plan(spaces[0], args, equivalent, equivalent_path, listing=False)
        resumed = [(m, previous[m.key()]) for m in chosen if m.key() in previous]
        if args.resume:
            print(f"resumed: {len(resumed)} results from {args.resume}, {len(chosen) - len(resumed)} mutants to run")
        earlier = float(previous.get("wall_seconds") or 0.0) if resumed else 0.0
        test_argv = pytest_argv(args.marker)
        print(f"tests: {' '.join(['python', *test_argv[1:]])}  (per mutant, in a workspace)")
        sys.stdout.flush()
        last = [time.monotonic()]

        def checkpoint(baseline: dict, done: list[tuple[Mutant, dict]], final: bool = False) -> None:
            if args.out and (final or time.monotonic() - last[0] > CHECKPOINT_SECONDS):
                baseline["wall_seconds"] = round(earlier + time.monotonic() - started, 1)
                write_yaml(
                    args.out, _results(baseline, resumed + done, mutants, equal, args, equivalent_path, not final)
                )
                last[0] = time.monotonic()

        todo = [m for m in chosen if m.key() not in previous]
        results = _run_all(spaces, todo, texts, test_argv, args, checkpoint)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if results is None:
        return 2
    baseline, done = results
    done = sorted(resumed + done, key=lambda x: (x[0].file, x[0].start, x[0].operator))
    baseline["wall_seconds"] = round(earlier + time.monotonic() - started, 1)
    return _report(baseline, done, mutants, equal, chosen, args, equivalent_path)


def read_run(path: Path) -> dict:
    """A results file's mutants, ``key -> result`` (as _run_all makes them), and its ``wall_seconds``."""
    data = read_yaml(path)
    if not isinstance(data, dict) or data.get("format") != "formal.mutation-run/1":
        raise FormalError(f"{path}: not a results file of formal bench mutation -o")
    out: dict = {"wall_seconds": data.get("wall_seconds") or 0.0}
    for r in data.get("mutants") or []:
        key = (r["file"], r["operator"], r["source"], r["mutant"])
        out[key] = {"status": r["status"], "seconds": r["seconds"], "rc": None, "by": r.get("killed_by")}
        out[key]["tests"] = r.get("tests")
    return out


def _plan(
    base: Path, args: Any, equivalent: dict, equivalent_path: Path, listing: bool
) -> tuple[list[Mutant], list[Mutant], list[Mutant], dict[str, str]]:
    """The mutants of ``base``'s checker, those listed equivalent, those to run; printed."""
    mutants, texts = all_mutants(base, args.only)
    if args.operator:
        mutants = [m for m in mutants if m.operator in args.operator]
    if args.match:
        mutants = [m for m in mutants if args.match in m.source or args.match in m.mutant]
    if args.survivors:
        run = read_yaml(Path(args.survivors))
        again = {
            (r["file"], r["operator"], r["source"], r["mutant"])
            for r in (run.get("mutants") or [] if isinstance(run, dict) else [])
            if r.get("status") != "killed"
        }
        mutants = [m for m in mutants if m.key() in again]
    equal = [m for m in mutants if m.key() in equivalent]
    candidates = [m for m in mutants if m.key() not in equivalent]
    print(f"mutants of {PACKAGE}/: {len(mutants)} in {len(texts)} files ({_counts(mutants)})")
    print(f"equivalent: {len(equal)} (listed in {_shown(equivalent_path)}; not run)")
    stale = sorted({k for k in equivalent if k[0] in texts} - {m.key() for m in mutants})
    if stale and not (args.operator or args.match or args.survivors):
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
    spaces: list[Path], chosen: list[Mutant], texts: dict[str, str], test_argv: list[str], args: Any, checkpoint: Any
) -> tuple[dict, list[tuple[Mutant, dict]]] | None:
    """The baseline, one file at a time, then every mutant, ``len(spaces)`` at a time: against the tests
    that execute its line (the default), or against every test in stages (``--all-tests``)."""
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
    if args.all_tests:
        print(f"baseline: {len(files)} test files, each alone on the unmutated checker:")
        runs: dict[str, dict] = {}
        with ThreadPoolExecutor(max_workers=len(spaces)) as pool:
            pending = {pool.submit(in_a_workspace, run_tests, [*test_argv, f], 3600.0): f for f in files}
            for fut in as_completed(pending):
                f, r = pending[fut], fut.result()
                runs[f] = r
                print(f"  {r['seconds']:6.1f} s  {f}  {r['status']}: {r['summary']}")
                sys.stdout.flush()
        cover = None
    else:
        print(f"baseline: {len(files)} test files, each alone on the unmutated checker, under coverage:")
        sys.stdout.flush()
        cover, runs = cover_baseline(spaces, files, test_argv, in_a_workspace)
    runs = {f: runs[f] for f in files}
    failed = [f"{f} ({r['by'] or r['summary']})" for f, r in runs.items() if r["status"] != "survived"]
    total = sum(r["seconds"] for r in runs.values())
    print(f"baseline: {total:.0f} s in all")
    if failed or (cover is None and not args.all_tests):
        why = "; ".join(failed) or "the coverage run left no report"
        print(f"the unmutated checker fails its own tests: {why}; nothing measured")
        return None
    if cover is None:
        stages = [
            ([*test_argv, *group], args.timeout or 3 * sum(runs[f]["seconds"] for f in group) + 60)
            for group in stages_of({f: r["seconds"] for f, r in runs.items()})
        ]
        print(f"stages: {' | '.join(' '.join(Path(f).name for f in argv[len(test_argv) :]) for argv, _t in stages)}")

        def job(ws: Path, m: Mutant) -> dict[str, Any]:
            return {**run_mutant(ws, m, texts[m.file], stages), "tests": None}

    else:
        where = places(spaces[0], chosen)
        plans = {m: cover.stages(cover.covering(where[m])) for m in chosen}
        sizes = [sum(map(len, p)) for p in plans.values()]
        print(
            f"selection: {len(cover.tests)} tests; a mutant runs those that execute its line, fastest first "
            f"(mean {sum(sizes) / max(1, len(sizes)):.1f}, at import: every test); "
            f"{sum(1 for n in sizes if not n)} mutants are run by no test"
        )
        if cover.everywhere:
            print(f"  {len(cover.everywhere)} tests cover every line (a process they started left no coverage data)")

        def job(ws: Path, m: Mutant) -> dict[str, Any]:
            plan = [([*test_argv, *tests], args.timeout or 3 * cover.seconds_of(tests) + 60) for tests in plans[m]]
            if not plan:
                return {"status": "survived", "seconds": 0.0, "rc": None, "by": None, "summary": "", "tests": 0}
            return {**run_mutant(ws, m, texts[m.file], plan), "tests": sum(map(len, plans[m]))}

    sys.stdout.flush()
    done: list[tuple[Mutant, dict]] = []
    baseline = {"seconds": round(total, 1), "files": {f: r["seconds"] for f, r in runs.items()}}
    with ThreadPoolExecutor(max_workers=len(spaces)) as pool:
        futures = {pool.submit(in_a_workspace, job, m): m for m in chosen}
        for n, fut in enumerate(as_completed(futures), 1):
            m, r = futures[fut], fut.result()
            done.append((m, r))
            by = f"  [{r['by']}]" if r["by"] else "  [not covered]" if r["tests"] == 0 else ""
            print(f"[{n}/{len(chosen)}] {r['status']:<8} {r['seconds']:6.1f} s  {_line(m)}{by}")
            sys.stdout.flush()
            checkpoint(baseline, done)
    done.sort(key=lambda x: (x[0].file, x[0].start, x[0].operator))
    return baseline, done


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
    uncovered = {m for m, r in done if r["tests"] == 0}
    noticed = len(status["killed"]) + len(status["timeout"])
    print()
    print(f"mutants          {len(mutants)}")
    print(f"equivalent       {len(equal)}")
    print(f"run              {len(done)}" + (f" (a sample of {len(chosen)}, seed {args.seed})" if args.sample else ""))
    print(f"killed           {len(status['killed'])}")
    print(f"timed out        {len(status['timeout'])}")
    print(
        f"survived         {len(status['survived'])}"
        + (f" ({len(uncovered)} not covered by any test)" if uncovered else "")
    )
    if status["error"]:
        print(f"errors           {len(status['error'])} (pytest ran no test: the run says nothing)")
    score = noticed / len(done) if done else 1.0
    print(f"score            {noticed}/{len(done)} = {100 * score:.1f}% of the non-equivalent mutants run")
    print(f"wall time        {baseline['wall_seconds'] / 60:.1f} min ({baseline['seconds']:.0f} s of baseline)")
    for name in ("survived", "timeout", "error"):
        if status[name]:
            print(f"{name}:")
            for m in status[name]:
                print(f"  {_line(m)}" + ("  [not covered]" if m in uncovered else ""))
    if args.out:
        write_yaml(args.out, _results(baseline, done, mutants, equal, args, equivalent_path, partial=False))
        print(f"wrote {args.out}")
    return 1 if status["survived"] or status["error"] else 0


def _results(
    baseline: dict,
    done: list[tuple[Mutant, dict]],
    mutants: list[Mutant],
    equal: list[Mutant],
    args: Any,
    equivalent_path: Path,
    partial: bool,
) -> dict:
    """The results file (``-o``); ``partial`` while the run goes on (``--resume`` takes it up)."""
    status = {s: [m for m, r in done if r["status"] == s] for s in ("killed", "survived", "timeout", "error")}
    run = len(done)
    return {
        "format": "formal.mutation-run/1",
        "partial": partial,
        "package": PACKAGE,
        "tests": f"pytest -m {args.marker} -x",
        "selection": "all tests, in stages" if args.all_tests else "the tests that execute the line (coverage)",
        "equivalent_list": _shown(equivalent_path),
        "sample": {"n": args.sample, "seed": args.seed} if args.sample else None,
        "baseline_seconds": baseline["seconds"],
        "wall_seconds": baseline.get("wall_seconds"),
        "jobs": args.jobs,
        "counts": {
            "mutants": len(mutants),
            "equivalent": len(equal),
            "run": run,
            **{k: len(v) for k, v in status.items()},
        },
        "not_covered": sum(1 for _m, r in done if r["tests"] == 0),
        "score": round((len(status["killed"]) + len(status["timeout"])) / run, 4) if run else 1.0,
        "mutants": [
            {
                "file": m.file,
                "line": m.line,
                "operator": m.operator,
                "source": m.source,
                "mutant": m.mutant,
                "status": r["status"],
                "seconds": r["seconds"],
                "tests": r["tests"],
                "killed_by": r["by"],
            }
            for m, r in sorted(done, key=lambda x: (x[0].file, x[0].start, x[0].operator))
        ],
    }
