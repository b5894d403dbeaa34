"""Bad problem files: one clear line naming file and field, exit 2, never a traceback."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

GOOD_HEAD = "format: formal.problem/1\nname: t\n"
CASES = {
    "malformed_yaml": ("format: [unclosed\n", "malformed YAML"),
    "wrong_format": ("format: formal.problem/9\nstorages: []\nunits: []\n", "format"),
    "unknown_storage": (GOOD_HEAD + "storages: [{id: x, bytes: 4, origin: input, freeable: false}]\n"
                        "units: [{id: u, transient: 0, accesses: [[nope, r]]}]\n", "unknown storage 'nope'"),
    "duplicate_unit": (GOOD_HEAD + "storages: [{id: x, bytes: 4, origin: input, freeable: false}]\n"
                       "units: [{id: u, accesses: [[x, r]]}, {id: u, accesses: [[x, r]]}]\n", "duplicate unit id"),
    "negative_bytes": (GOOD_HEAD + "storages: [{id: x, bytes: -4, origin: input, freeable: false}]\nunits: []\n",
                       "storages[0].bytes"),
    "bad_mode": (GOOD_HEAD + "storages: [{id: x, bytes: 4, origin: input, freeable: false}]\n"
                 "units: [{id: u, accesses: [[x, rx]]}]\n", "mode must be one of"),
    "read_before_write": (GOOD_HEAD + "storages: [{id: a, bytes: 4, origin: internal, freeable: true}]\n"
                          "units: [{id: u, accesses: [[a, r]]}]\n", "read before any unit writes it"),
    "never_written": (GOOD_HEAD + "storages: [{id: a, bytes: 4, origin: internal, freeable: true}]\nunits: []\n",
                      "never written"),
    "not_a_mapping": ("- 1\n- 2\n", "expected a mapping"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_problem_gets_one_clear_line(tmp_path, case):
    text, expected = CASES[case]
    path = tmp_path / f"{case}.yaml"
    path.write_text(textwrap.dedent(text))
    out = tmp_path / "out.yaml"
    proc = subprocess.run([sys.executable, "-m", "formal", "problem", str(path), "-o", str(out)],
                          capture_output=True, text=True)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert str(path) in lines[0] and expected in lines[0]
    assert "Traceback" not in proc.stderr
    assert not out.exists()  # no partial output


def test_missing_file_and_illegal_schedule(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "formal", "peak", str(tmp_path / "none.yaml")],
                          capture_output=True, text=True)
    assert proc.returncode == 2 and "no such file" in proc.stderr
    prob = tmp_path / "p.yaml"
    prob.write_text(GOOD_HEAD + "storages: [{id: x, bytes: 4, origin: input, freeable: false},"
                    " {id: a, bytes: 8, origin: internal, freeable: true}]\n"
                    "units: [{id: u0, accesses: [[x, r], [a, w]]}, {id: u1, accesses: [[a, r]]}]\n")
    sched = tmp_path / "s.yaml"
    sched.write_text("[u1, u0]\n")
    proc = subprocess.run([sys.executable, "-m", "formal", "peak", str(prob), "--schedule", str(sched), "--json"],
                          capture_output=True, text=True)
    assert proc.returncode == 1 and '"legal": false' in proc.stdout
