"""Bad problem files: one clear line naming file and field, exit 2, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

GOOD_HEAD = "format: formal.problem/1\nname: t\n"
CASES = {
    "malformed_yaml": ("format: [unclosed\n", "malformed YAML"),
    "wrong_format": ("format: formal.problem/9\nstorages: []\nunits: []\n", "format"),
    "unknown_storage": (
        GOOD_HEAD + "storages: [{id: x, bytes: 4, origin: input, freeable: false}]\n"
        "units: [{id: u, transient: 0, accesses: [[nope, r]]}]\n",
        "unknown storage 'nope'",
    ),
    "duplicate_unit": (
        GOOD_HEAD + "storages: [{id: x, bytes: 4, origin: input, freeable: false}]\n"
        "units: [{id: u, accesses: [[x, r]]}, {id: u, accesses: [[x, r]]}]\n",
        "duplicate unit id",
    ),
    "negative_bytes": (
        GOOD_HEAD + "storages: [{id: x, bytes: -4, origin: input, freeable: false}]\nunits: []\n",
        "storages[0].bytes",
    ),
    "bad_mode": (
        GOOD_HEAD + "storages: [{id: x, bytes: 4, origin: input, freeable: false}]\n"
        "units: [{id: u, accesses: [[x, rx]]}]\n",
        "mode must be one of",
    ),
    "read_before_write": (
        GOOD_HEAD + "storages: [{id: a, bytes: 4, origin: internal, freeable: true}]\n"
        "units: [{id: u, accesses: [[a, r]]}]\n",
        "read before any unit writes it",
    ),
    "never_written": (
        GOOD_HEAD + "storages: [{id: a, bytes: 4, origin: internal, freeable: true}]\nunits: []\n",
        "never written",
    ),
    "not_a_mapping": ("- 1\n- 2\n", "expected a mapping"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_problem_gets_one_clear_line(tmp_path, case):
    text, expected = CASES[case]
    path = tmp_path / f"{case}.yaml"
    path.write_text(textwrap.dedent(text))
    out = tmp_path / "out.yaml"
    proc = subprocess.run(
        [sys.executable, "-m", "formal", "problem", str(path), "-o", str(out)], capture_output=True, text=True
    )
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert str(path) in lines[0] and expected in lines[0]
    assert "Traceback" not in proc.stderr
    assert not out.exists()  # no partial output


def test_missing_file_and_illegal_schedule(tmp_path):
    proc = subprocess.run(
        [sys.executable, "-m", "formal", "peak", str(tmp_path / "none.yaml")], capture_output=True, text=True
    )
    assert proc.returncode == 2 and "no such file" in proc.stderr
    prob = tmp_path / "p.yaml"
    prob.write_text(
        GOOD_HEAD + "storages: [{id: x, bytes: 4, origin: input, freeable: false},"
        " {id: a, bytes: 8, origin: internal, freeable: true}]\n"
        "units: [{id: u0, accesses: [[x, r], [a, w]]}, {id: u1, accesses: [[a, r]]}]\n"
    )
    sched = tmp_path / "s.yaml"
    sched.write_text("[u1, u0]\n")
    proc = subprocess.run(
        [sys.executable, "-m", "formal", "peak", str(prob), "--schedule", str(sched), "--json"],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 1 and '"legal": false' in proc.stdout


# --- hostile files (issue 18): one line, exit 2, no traceback, in every non-trusted command -------------------

STORAGE_X = "storages: [{id: x, bytes: 4, origin: input, freeable: false}]\n"
HOSTILE = {
    "list_storage_id": (
        GOOD_HEAD + STORAGE_X + "units: [{id: u, accesses: [[[x], r]]}]\n",
        "storage id must be a string",
    ),
    "dict_storage_id": (
        GOOD_HEAD + STORAGE_X + "units: [{id: u, accesses: [[{a: 1}, r]]}]\n",
        "storage id must be a string",
    ),
    "list_unit_id": (GOOD_HEAD + STORAGE_X + "units: [{id: [u], accesses: [[x, r]]}]\n", "units[0].id"),
    "dict_mode": (GOOD_HEAD + STORAGE_X + "units: [{id: u, accesses: [[x, {r: 1}]]}]\n", "mode must be one of"),
    "deep_nesting": (GOOD_HEAD + "storages: " + "[" * 5000 + "]" * 5000 + "\n", "nested deeper than"),
    "deep_block_nesting": ("- " * 5000 + "x\n", "nested deeper than"),
    "moderate_nesting": ("a: " + "[" * 150 + "]" * 150 + "\n", "nested deeper than 100"),
    "huge_integer": (
        GOOD_HEAD + "storages: [{id: x, bytes: " + "9" * 5000 + ", origin: input, freeable: false}]\nunits: []\n",
        "unreadable value",
    ),
    "bytes_2_63": (
        GOOD_HEAD + f"storages: [{{id: x, bytes: {2**63}, origin: input, freeable: false}}]\nunits: []\n",
        "below 2^63",
    ),
    "transient_2_64": (
        GOOD_HEAD + STORAGE_X + f"units: [{{id: u, transient: {2**64}, accesses: [[x, r]]}}]\n",
        "below 2^63",
    ),
    "total_2_63": (
        GOOD_HEAD
        + "storages: ["
        + ", ".join(f"{{id: s{k}, bytes: {2**62}, origin: input, freeable: false}}" for k in range(2))
        + "]\nunits: []\n",
        "below 2^63",
    ),
    # billion laughs: 342 bytes, 72 alias uses that would expand to 9^9 strings
    "alias_bomb": (
        'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
        + "".join(f"{chr(98 + k)}: &{chr(98 + k)} [{','.join(['*' + chr(97 + k)] * 9)}]\n" for k in range(8)),
        "aliases",
    ),
    "json_deep": ('{"format": ' + "[" * 300 + "]" * 300 + "}\n", "nested deeper than"),
}
COMMANDS = {
    "problem": lambda p, s, o: ["problem", p],
    "peak": lambda p, s, o: ["peak", p],
    "verify-schedule": lambda p, s, o: ["verify-schedule", p, s],
    "certify": lambda p, s, o: ["certify", p, "--time-limit", "5", "-o", o],
}


def _run(*args) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "formal", *map(str, args)], capture_output=True, text=True, timeout=120
    )


def _one_line_exit_2(proc: subprocess.CompletedProcess, expected: str) -> None:
    assert proc.returncode == 2, (proc.returncode, proc.stderr[-2000:])
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("formal: error: "), proc.stderr[-2000:]
    assert expected in lines[0] and len(lines[0]) < 400, lines[0]
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_hostile_problem_files(tmp_path, case):
    text, expected = HOSTILE[case]
    path = tmp_path / f"{case}.yaml"
    path.write_text(text)
    sched = tmp_path / "s.yaml"
    sched.write_text("[u]\n")
    out = tmp_path / "proof.yaml"
    # Every command for a few cases (they share the reader and the validation), `problem` for the rest.
    every = ("list_storage_id", "bytes_2_63", "alias_bomb", "deep_nesting")
    commands = COMMANDS if case in every else {"problem": COMMANDS["problem"]}
    for argv in commands.values():
        _one_line_exit_2(_run(*argv(path, sched, out)), expected)
    assert not out.exists()


def test_hostile_schedules(tmp_path):
    prob = tmp_path / "p.yaml"
    prob.write_text(GOOD_HEAD + STORAGE_X + "units: [{id: u, accesses: [[x, r]]}]\n")
    for text, expected in (
        ("[[u]]\n", "unit ids must be strings"),
        ("[{u: 1}]\n", "unit ids must be strings"),
        ("[" * 3000 + "]" * 3000 + "\n", "nested deeper than"),
    ):
        sched = tmp_path / "s.yaml"
        sched.write_text(text)
        _one_line_exit_2(_run("verify-schedule", prob, sched), expected)
        _one_line_exit_2(_run("peak", prob, "--schedule", sched), expected)


def test_oversized_file_is_refused_before_parsing(tmp_path, monkeypatch):
    from formal.base import files as fileio
    from formal.base.errors import FormalError

    path = tmp_path / "big.yaml"
    path.write_text("a: " + "x" * 2000 + "\n")
    monkeypatch.setattr(fileio, "MAX_YAML_BYTES", 1000)
    with pytest.raises(FormalError, match="larger than"):
        fileio.read_yaml(path)


def test_certify_into_an_unwritable_place_is_one_line_and_leaves_nothing(tmp_path):
    prob = tmp_path / "p.yaml"
    prob.write_text(GOOD_HEAD + STORAGE_X + "units: [{id: u, accesses: [[x, r]]}]\n")
    blocker = tmp_path / "file"
    blocker.write_text("not a folder\n")
    _one_line_exit_2(_run("certify", prob, "-o", blocker / "proof.yaml"), "cannot write")
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        proc = _run("certify", prob, "-o", locked / "proof.yaml")
        if os.geteuid() != 0:  # root writes anywhere
            _one_line_exit_2(proc, "cannot write")
        assert not [p for p in locked.iterdir() if p.name != "proof.yaml"]  # no temporary file left
    finally:
        locked.chmod(0o700)
