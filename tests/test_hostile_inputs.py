"""Hostile and malformed inputs for every command (docs/security.md).

Two families:

* malformed files fed to every command that reads a problem, trace, schedule or proof:
  each gets one line on stderr, exit 2, no traceback and no output file;
* hostile traces: a planted bytecode cache, wrapper paths outside the trace's folder
  (relative, absolute, through a link), a missing problem hash, non-string fields, a
  swapped file after the hash check, a pickle that runs code. None of them may run code
  that was not hashed; each refusal is one line.

Malformed files run in-process through :func:`formal.cli.main.main` (fast); bombs and traces
that really run go through a subprocess whose timeout is a hang guard, not a timing claim.
"""

from __future__ import annotations

import importlib.util
import json
import marshal
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from formal.cli.main import main

FIXTURES = Path(__file__).parent / "fixtures"
HANG_GUARD_S = 300

GOOD_PROBLEM = (
    "format: formal.problem/1\nname: t\n"
    "storages: [{id: x, bytes: 4, origin: input, freeable: false},"
    " {id: a, bytes: 8, origin: internal, freeable: true},"
    " {id: y, bytes: 4, origin: internal, freeable: false}]\n"
    "units: [{id: u0, accesses: [[x, r], [a, w]]}, {id: u1, accesses: [[a, r], [y, w]]}]\n"
)

# Malformed problem/trace files: (name, file bytes).
MALFORMED: dict[str, bytes] = {
    "empty": b"",
    "not_utf8": b"\xff\xfe\x00garbage\x81",
    "unclosed": b"format: [unclosed\n",
    "top_level_list": b"- 1\n- 2\n",
    "wrong_format": b"format: formal.problem/9\nstorages: []\nunits: []\n",
    "storage_id_list": GOOD_PROBLEM.replace("{id: a,", "{id: [1, 2],").encode(),
    "storage_id_dict": GOOD_PROBLEM.replace("{id: a,", "{id: {k: v},").encode(),
    "access_id_list": GOOD_PROBLEM.replace("[[a, r], [y, w]]", "[[[a], r], [y, w]]").encode(),
    "unit_id_dict": GOOD_PROBLEM.replace("{id: u1,", "{id: {k: v},").encode(),
    "negative_bytes": GOOD_PROBLEM.replace("bytes: 8", "bytes: -8").encode(),
    "bytes_2_63": GOOD_PROBLEM.replace("bytes: 8", f"bytes: {2**63}").encode(),
    "bytes_float": GOOD_PROBLEM.replace("bytes: 8", "bytes: 8.5").encode(),
    "huge_int": GOOD_PROBLEM.replace("bytes: 8", "bytes: 1" + "0" * 5000).encode(),
    "deep_nesting": b"format: formal.problem/1\nunits: " + b"[" * 5000 + b"]" * 5000 + b"\n",
}

# Every command that reads a problem or trace, with the rest of its arguments.
# ``{out}``: an output path that must not appear.
COMMANDS: dict[str, list[str]] = {
    "problem": ["problem", "{p}", "-o", "{out}"],
    "peak": ["peak", "{p}"],
    "optimize": ["optimize", "{p}", "-o", "{out}", "--time-limit", "2"],
    "bounds": ["bounds", "{p}", "--time-limit", "2"],
    "certify": ["certify", "{p}", "-o", "{out}", "--time-limit", "2"],
    "verify-schedule": ["verify-schedule", "{p}"],
    "solve": ["solve", "{p}", "--time-limit", "2", "-o", "{out}"],
    "encode": ["encode", "{p}", "--budget", "100", "--format", "cnf", "-o", "{out}"],
    "arena": ["arena", "{p}", "-o", "{out}"],
    "recompute": ["recompute", "{p}", "--k", "1", "--time-limit", "2", "-o", "{out}"],
    "emit": ["emit", "{p}", "-o", "{out}"],
    "replay": ["replay", "{p}"],
    "contract": ["contract", "{p}"],
    "compress": ["compress", "{p}", "-o", "{out}"],
    "report": ["report", "{p}", "-o", "{out}", "--no-progress"],
    "check": ["check", "{p}"],
}


def _run_in_process(argv: list[str], capsys) -> tuple[int, str]:
    capsys.readouterr()
    try:
        rc = main(argv)
    except SystemExit as exc:  # argparse
        rc = exc.code if isinstance(exc.code, int) else 2
    return rc, capsys.readouterr().err


def _assert_one_line(rc: int, err: str, expected_rc: int = 2) -> str:
    assert rc == expected_rc, err
    assert "Traceback" not in err, err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("formal: error:"), err
    assert len(lines[0]) < 600, lines[0]  # no echoed expansion of a huge value
    return lines[0]


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_file_one_line_for_every_command(tmp_path, capsys, command, case):
    path = tmp_path / f"{case}.yaml"
    path.write_bytes(MALFORMED[case])
    out = tmp_path / "out"
    argv = [a.format(p=path, out=out) for a in COMMANDS[command]]
    rc, err = _run_in_process(argv, capsys)
    line = _assert_one_line(rc, err)
    assert path.name in line, line  # the message names the file
    assert not out.exists()


def _problem_and(tmp_path: Path, name: str, text: str) -> tuple[Path, Path]:
    problem = tmp_path / "p.yaml"
    problem.write_text(GOOD_PROBLEM)
    other = tmp_path / name
    other.write_text(text)
    return problem, other


@pytest.mark.parametrize(
    "text",
    [
        "[u1, [u0]]\n",
        "{format: formal.schedule/7, order: [u0, u1]}\n",
        "{format: formal.schedule/1, order: {u0: 1}}\n",
        "[" * 3000 + "]" * 3000 + "\n",
        "[u0, " + "9" * 5000 + "]\n",
    ],
)
@pytest.mark.parametrize("command", ["peak", "verify-schedule", "arena"])
def test_malformed_schedule_one_line(tmp_path, capsys, command, text):
    problem, schedule = _problem_and(tmp_path, "s.yaml", text)
    out = tmp_path / "out"
    argv = {
        "peak": ["peak", str(problem), "--schedule", str(schedule)],
        "verify-schedule": ["verify-schedule", str(problem), str(schedule)],
        "arena": ["arena", str(problem), "--schedule", str(schedule), "-o", str(out)],
    }[command]
    rc, err = _run_in_process(argv, capsys)
    _assert_one_line(rc, err)
    assert not out.exists()


@pytest.mark.parametrize("text", ["[u0, u0]\n", "[u0]\n", "[u1, u0]\n"])
def test_illegal_schedule_is_a_verdict_not_an_error(tmp_path, capsys, text):
    """An illegal order is an answer (exit 1, one line saying why), not malformed input."""
    problem, schedule = _problem_and(tmp_path, "s.yaml", text)
    for argv in (["peak", str(problem), "--schedule", str(schedule)], ["verify-schedule", str(problem), str(schedule)]):
        rc, err = _run_in_process(argv, capsys)
        assert rc == 1 and "Traceback" not in err


@pytest.mark.parametrize("where", ["problem", "schedule", "proof"])
def test_alias_bomb_refused_in_bounded_time(tmp_path, where):
    """A 'billion laughs' document of a few hundred bytes is refused, not expanded."""
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8)
    )
    problem = tmp_path / "p.yaml"
    problem.write_text(GOOD_PROBLEM if where != "problem" else bomb + GOOD_PROBLEM)
    target = tmp_path / "bomb.yaml"
    target.write_text(bomb + "order: *i\n")
    argv = {
        "problem": ["peak", str(problem)],
        "schedule": ["verify-schedule", str(problem), str(target)],
        "proof": ["check", str(problem), str(target)],
    }[where]
    proc = subprocess.run([sys.executable, "-m", "formal", *argv], capture_output=True, text=True, timeout=HANG_GUARD_S)
    _assert_one_line(proc.returncode, proc.stderr)


# --- hostile traces -------------------------------------------------------------------


def _trace_copy(tmp_path: Path, name: str = "residual.infer") -> Path:
    folder = tmp_path / "trace"
    folder.mkdir()
    for suffix in ("trace.yaml", "wrapper.py", "inputs.pt"):
        shutil.copy(FIXTURES / f"{name}.{suffix}", folder / f"{name}.{suffix}")
    return folder / f"{name}.trace.yaml"


def _edit(trace: Path, edit) -> None:
    data = yaml.safe_load(trace.read_text())
    edit(data)
    trace.write_text(yaml.safe_dump(data, sort_keys=False))


def _evil_source(marker: Path) -> str:
    return f"open({str(marker)!r}, 'w').write('ran')\n"


def _sha256(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


def _point_wrapper_at(trace: Path, name: str, file: Path) -> None:
    def edit(data):
        data["program"]["wrapper"] = name
        data["program"]["wrapper_sha256"] = _sha256(file)

    _edit(trace, edit)


def _hostile_cases(tmp_path: Path, trace: Path, marker: Path) -> dict[str, tuple[str, callable]]:
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    evil = outside / "evil.py"
    evil.write_text(_evil_source(marker))
    return {
        "relative_escape": (
            "outside the trace's folder",
            lambda: _point_wrapper_at(trace, "../elsewhere/evil.py", evil),
        ),
        "absolute": ("not a path relative", lambda: _point_wrapper_at(trace, str(evil), evil)),
        "link_out": (
            "outside the trace's folder",
            lambda: ((trace.parent / "link.py").symlink_to(evil), _point_wrapper_at(trace, "link.py", evil)),
        ),
        "no_problem_hash": ("problem_sha256", lambda: _edit(trace, lambda d: d["evidence"].pop("problem_sha256"))),
        "wrapper_list": ("program.wrapper", lambda: _edit(trace, lambda d: d["program"].update(wrapper=[1, 2]))),
        "wrapper_int": ("program.wrapper", lambda: _edit(trace, lambda d: d["program"].update(wrapper=7))),
        "wrapper_dict": ("program.wrapper", lambda: _edit(trace, lambda d: d["program"].update(wrapper={"a": 1}))),
        "sha_not_hex": ("wrapper_sha256", lambda: _edit(trace, lambda d: d["program"].update(wrapper_sha256=[1]))),
        "wrapper_is_folder": ("program.wrapper", lambda: _edit(trace, lambda d: d["program"].update(wrapper="."))),
        "tampered_wrapper": (
            "modified wrapper",
            lambda: open(trace.parent / trace.name.replace("trace.yaml", "wrapper.py"), "a").write(
                "\n" + _evil_source(marker)
            ),
        ),
        "born_unknown": (
            "statements[",
            lambda: _edit(trace, lambda d: d["program"]["statements"][0].update(born=[["x"]])),
        ),
    }


HOSTILE = [
    "relative_escape",
    "absolute",
    "link_out",
    "no_problem_hash",
    "wrapper_list",
    "wrapper_int",
    "wrapper_dict",
    "sha_not_hex",
    "wrapper_is_folder",
    "tampered_wrapper",
    "born_unknown",
]


# emit writes source without running it, so only the executing commands need the problem hash.
@pytest.mark.parametrize(
    "command, case",
    [
        (c, h)
        for c in ("replay", "contract", "compress", "emit")
        for h in HOSTILE
        if (c, h) != ("emit", "no_problem_hash")
    ],
)
def test_hostile_trace_refused_without_running_code(tmp_path, capsys, command, case):
    trace = _trace_copy(tmp_path)
    marker = tmp_path / "ran.txt"
    expected, make = _hostile_cases(tmp_path, trace, marker)[case]
    make()
    out = tmp_path / "out.py"
    argv = {
        "replay": ["replay", str(trace)],
        "contract": ["contract", str(trace)],
        "compress": ["compress", str(trace), "-o", str(out)],
        "emit": ["emit", str(trace), "-o", str(out)],
    }[command]
    rc, err = _run_in_process(argv, capsys)
    line = _assert_one_line(rc, err)
    assert expected in line, line
    assert not marker.exists(), "code that was not hashed ran"
    assert not out.exists()


def test_planted_bytecode_beside_the_wrapper_never_runs(tmp_path):
    """Importing a wrapper would run a matching __pycache__ file; replay executes the hashed source."""
    trace = _trace_copy(tmp_path)
    wrapper = trace.parent / trace.name.replace("trace.yaml", "wrapper.py")
    marker = tmp_path / "ran.txt"
    stat = wrapper.stat()
    code = compile(_evil_source(marker), str(wrapper), "exec")
    pyc = Path(importlib.util.cache_from_source(str(wrapper)))
    pyc.parent.mkdir(exist_ok=True)
    header = (
        importlib.util.MAGIC_NUMBER
        + (0).to_bytes(4, "little")
        + (int(stat.st_mtime) & 0xFFFFFFFF).to_bytes(4, "little")
        + (stat.st_size & 0xFFFFFFFF).to_bytes(4, "little")
    )
    pyc.write_bytes(header + marshal.dumps(code))
    # The planted file is one the import system would use instead of the source:
    spec = importlib.util.spec_from_file_location("planted_check", wrapper)
    assert spec.loader.get_code("planted_check").co_consts == code.co_consts
    proc = subprocess.run(
        [sys.executable, "-m", "formal", "replay", str(trace), "--json"],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
    )
    assert proc.returncode == 0, proc.stderr
    assert not marker.exists(), "the planted bytecode ran"


def test_file_swapped_after_the_hash_check_does_not_run(tmp_path):
    from formal.program.trace import load_trace
    from formal.runtime.loader import load_wrapper

    trace_path = _trace_copy(tmp_path)
    trace = load_trace(trace_path)
    hashed = trace.verified_file("wrapper")
    marker = tmp_path / "ran.txt"
    Path(hashed.path).write_text(_evil_source(marker))  # swapped after the check
    namespace = load_wrapper(hashed, {})
    assert "call" in namespace and not marker.exists()


def test_inputs_pickle_that_runs_code_is_refused(tmp_path, capsys):
    import pickle

    trace = _trace_copy(tmp_path)
    marker = tmp_path / "ran.txt"

    class Evil:
        def __reduce__(self):
            return (os.system, (f"touch {marker}",))

    inputs = trace.parent / trace.name.replace("trace.yaml", "inputs.pt")
    inputs.write_bytes(pickle.dumps({"args": [Evil()]}))
    _edit(trace, lambda d: d["program"].update(inputs_sha256=_sha256(inputs)))
    rc, err = _run_in_process(["replay", str(trace)], capsys)
    line = _assert_one_line(rc, err)
    assert "cannot read inputs" in line
    assert not marker.exists()


# --- output paths ---------------------------------------------------------------------


def test_output_into_a_pipe_writes_into_it_and_keeps_it(tmp_path):
    """``-o /dev/stdout`` or a named pipe is written into; renaming over it would replace the node."""
    import threading

    from formal.base.files import write_atomic

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    write_atomic(fifo, "hello\n")
    reader.join(timeout=30)
    assert received == [b"hello\n"]
    assert fifo.is_fifo()


def test_output_to_stdout_and_to_a_folder(tmp_path):
    problem = tmp_path / "p.yaml"
    problem.write_text(GOOD_PROBLEM)
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "formal",
            "encode",
            str(problem),
            "--budget",
            "100",
            "--format",
            "cnf",
            "-o",
            "/dev/stdout",
        ],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
    )
    assert proc.returncode in (0, 1) and proc.stdout.startswith(("c ", "p cnf")), proc.stderr
    for target in (str(tmp_path), str(tmp_path / "new") + "/"):
        proc = subprocess.run(
            [
                sys.executable,
                "-m",
                "formal",
                "encode",
                str(problem),
                "--budget",
                "100",
                "--format",
                "cnf",
                "-o",
                target,
            ],
            capture_output=True,
            text=True,
            timeout=HANG_GUARD_S,
        )
        _assert_one_line(proc.returncode, proc.stderr)
    assert not (tmp_path / "new").exists()


def test_private_kernel_cache_leaves_the_shared_cache_alone(tmp_path):
    """By default (and with FORMAL_PRIVATE_KERNEL_CACHE=1) kernels are compiled from the hashed source
    into a private folder, never read from (or written to) the cache Inductor would use otherwise."""
    trace = _trace_copy(tmp_path)
    shared = tmp_path / "shared-cache"
    shared.mkdir()
    env = {**os.environ, "FORMAL_PRIVATE_KERNEL_CACHE": "1", "TORCHINDUCTOR_CACHE_DIR": str(shared)}
    proc = subprocess.run(
        [sys.executable, "-m", "formal", "replay", str(trace), "--json"],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
        env=env,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert not any(shared.iterdir()), sorted(p.name for p in shared.iterdir())
    env["FORMAL_PRIVATE_KERNEL_CACHE"] = "0"  # opted out, the same replay uses (fills) that cache
    proc = subprocess.run(
        [sys.executable, "-m", "formal", "replay", str(trace), "--json"],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
        env=env,
    )
    assert proc.returncode == 0 and any(shared.iterdir())


def test_progress_on_long_steps_only_where_asked(tmp_path):
    """Replay names each run on stderr where progress is on (a terminal, or FORMAL_PROGRESS=1)
    and prints nothing extra otherwise, so --json and error lines stay clean."""
    trace = _trace_copy(tmp_path)
    quiet = subprocess.run(
        [sys.executable, "-m", "formal", "replay", str(trace), "--random-orders", "1", "--json"],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
        env={**os.environ, "FORMAL_PROGRESS": "0"},
    )
    assert quiet.returncode == 0 and "replaying" not in quiet.stderr
    loud = subprocess.run(
        [sys.executable, "-m", "formal", "replay", str(trace), "--random-orders", "1", "--json"],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
        env={**os.environ, "FORMAL_PROGRESS": "1"},
    )
    assert loud.returncode == 0
    steps = [line for line in loud.stderr.splitlines() if "replaying" in line]
    assert [s.endswith(" ...") for s in steps] == [True, False, True, False], loud.stderr
    assert "original" in steps[0] and "random-" in steps[2]
    assert len(json.loads(loud.stdout)["runs"]) == 2  # stdout is the JSON alone


# --- a trace's fingerprint and the folder formal runs from never choose what a child runs ---------------------------

INJECTED = {"PYTHONWARNINGS": "ignore::antigravity.x", "BROWSER": "sh -c 'touch PWNED' %s"}


def _unpinned_env() -> dict[str, str]:
    """This process's environment without the ISA variables: replaying the AVX2-pinned fixture
    then needs a pinned child on any machine (MKL_CBWR differs), the path finding 1 took."""
    from formal.machine.fingerprint import CHILD_MARK, ENV_KEYS

    return {k: v for k, v in os.environ.items() if k not in ENV_KEYS and k != CHILD_MARK}


@pytest.mark.parametrize("modified", [True, False], ids=["modified-wrapper", "intact-wrapper"])
def test_a_trace_fingerprint_cannot_put_variables_in_a_child_environment(tmp_path, modified):
    """Trust issue, finding 1: the fingerprint's env reached the pinned child (any command ran)."""
    trace = _trace_copy(tmp_path)
    if modified:
        wrapper = trace.parent / trace.name.replace("trace.yaml", "wrapper.py")
        wrapper.write_text(wrapper.read_text() + "# x\n")
    _edit(trace, lambda d: d["capture"]["fingerprint"]["env"].update(INJECTED))
    proc = subprocess.run(
        [sys.executable, "-m", "formal", "replay", str(trace)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=_unpinned_env(),
        timeout=HANG_GUARD_S,
    )
    assert proc.returncode == 2
    assert not (tmp_path / "PWNED").exists(), "a command from the trace ran"
    assert "child process" not in proc.stderr  # refused before any child was started
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in proc.stderr
    if modified:  # the wrapper's hash is checked before the machine
        assert "modified wrapper" in lines[0]
    else:
        assert "fingerprint.env" in lines[0] and "not an ISA variable" in lines[0]


@pytest.mark.parametrize(
    "key,value",
    [
        ("ATEN_CPU_CAPABILITY", "avx2 ; touch PWNED"),
        ("MKL_CBWR", "../../lib"),
        ("ONEDNN_MAX_CPU_ISA", ["AVX2"]),
        ("LD_PRELOAD", "evil.so"),
    ],
)
def test_only_pin_variables_with_isa_names_reach_a_child(key, value):
    from formal.base.errors import FormalError
    from formal.machine.fingerprint import PINS, reproducing_env

    fingerprint = {"aten_cpu_capability": "AVX2", "env": {**PINS["avx2"]["env"], key: value}}
    with pytest.raises(FormalError, match="fingerprint.env"):
        reproducing_env(fingerprint, "t.trace.yaml")
    assert (
        reproducing_env({"aten_cpu_capability": "AVX2", "env": dict(PINS["avx2"]["env"])}, "t") == PINS["avx2"]["env"]
    )


def test_an_artifact_manifest_cannot_carry_other_variables(tmp_path):
    """formal.load's refusal told users to start Python with the manifest's variables, and
    verify-artifact said ok: the manifest is refused where it is opened, by both."""
    from formal.base.errors import FormalError
    from formal.deploy.artifact import MANIFEST, open_artifact

    (tmp_path / MANIFEST).write_text(
        yaml.safe_dump(
            {
                "format": "formal.artifact/1",
                "fingerprint": {"aten_cpu_capability": "AVX2", "env": {"LD_PRELOAD": "x.so"}},
                "programs": [{"name": "p", "files": {}, "sha256": {}}],
            }
        )
    )
    with pytest.raises(FormalError, match="LD_PRELOAD"):
        open_artifact(tmp_path)


def test_the_pinned_child_never_imports_the_current_folder(tmp_path):
    """Trust issue, finding 2: ``python -m formal`` in the pinned child ran ./formal/__main__.py."""
    trace = _trace_copy(tmp_path)
    marker = tmp_path / "ran.txt"
    planted = tmp_path / "formal"
    planted.mkdir()
    (planted / "__init__.py").write_text(_evil_source(marker))
    (planted / "__main__.py").write_text(_evil_source(marker))
    # The parent, like the installed `formal` script, does not look in the current folder (-P);
    # the pinned child it starts must not either.
    proc = subprocess.run(
        [sys.executable, "-P", "-m", "formal", "replay", str(trace), "--json"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=_unpinned_env(),
        timeout=HANG_GUARD_S,
    )
    assert "child process pinned" in proc.stderr
    assert not marker.exists(), "the folder's formal package ran"
    assert proc.returncode == 0, proc.stderr
    runs = json.loads(proc.stdout.strip().splitlines()[-1])["runs"]
    assert runs and all(r["matches_capture"] for r in runs)
