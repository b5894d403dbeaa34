"""The checker's reader and ranges against issue 49's findings 3, 5 and 8: a base-60 integer, a named pipe and
byte sums past 2^63 are refused in one line (exit 2) or one false claim, never processed at length or hung on."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from formal.check import Invalid, check_files
from formal.check.base import read

ROOT = Path(__file__).resolve().parents[1]


def problem(*sizes: int, transient: int = 0) -> dict:
    storages = [{"id": f"s{i}", "bytes": b, "origin": "internal", "freeable": True} for i, b in enumerate(sizes)]
    units = [{"id": f"u{i}", "transient": transient, "accesses": [[f"s{i}", "w"]]} for i in range(len(sizes))]
    return {"format": "formal.problem/1", "storages": storages, "units": units}


@pytest.mark.parametrize("scalar", ["1:59:59", "-190:20:30", "1_0:00", "1:" + ":".join(["59"] * 300_000)])
def test_a_base_60_integer_is_refused_before_it_is_built(tmp_path, scalar):
    path = tmp_path / "p.yaml"
    path.write_text(f"format: formal.problem/1\nstorages: []\nunits: []\nx: {scalar}\n")
    started = time.process_time()
    with pytest.raises(Invalid, match="base-60 integers"):
        read(str(path))
    assert time.process_time() - started < 30  # a hang guard: building 300,000 parts took minutes


@pytest.mark.parametrize(
    "text", ["x: '1:59:59'", "x: 0:59", 'x: "1:59"', "x: 1:59.5", "x: 12:61", "x: a:59", "x: 10:00 am"]
)
def test_other_colons_read_as_pyyaml_reads_them(tmp_path, text):
    (tmp_path / "p.yaml").write_text(text + "\n")
    assert read(str(tmp_path / "p.yaml")) == yaml.safe_load(text)


def test_a_named_pipe_is_refused_without_being_opened(tmp_path):
    fifo = tmp_path / "proof.yaml"
    os.mkfifo(fifo)
    done = subprocess.run(  # opening the pipe would block for ever: no writer ever comes
        [sys.executable, "-m", "formal.check", str(fifo)], capture_output=True, text=True, timeout=120, cwd=ROOT
    )
    assert done.returncode == 2 and "not a regular file" in done.stderr and len(done.stderr.splitlines()) == 1


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(Invalid, match="not a regular file"):
        check_files(None, str(tmp_path))


def test_a_problem_whose_bytes_together_reach_2_63_is_refused_as_the_product_refuses_it(tmp_path):
    for data, ok in (
        (problem(2**62, 2**62 - 1), True),
        (problem(2**62, 2**62), False),
        (problem(2**62, transient=2**62), False),
    ):
        (tmp_path / "p.yaml").write_text(yaml.safe_dump(data))
        (tmp_path / "q.yaml").write_text(yaml.safe_dump({"format": "formal.arena-proof/1"}))
        if ok:
            check_files(str(tmp_path / "p.yaml"), str(tmp_path / "q.yaml"))  # read; the proof's own claims aside
        else:
            with pytest.raises(Invalid, match="all bytes together"):
                check_files(str(tmp_path / "p.yaml"), str(tmp_path / "q.yaml"))


def test_a_problem_of_inputs_alone_may_hold_2_63_less_one_bytes(tmp_path):
    """No unit, no transient: the inputs' bytes alone are held to the range (the largest transient of none is 0)."""
    data = {
        "format": "formal.problem/1",
        "storages": [{"id": "x", "bytes": 2**63 - 1, "origin": "input", "freeable": False}],
    }
    (tmp_path / "p.yaml").write_text(yaml.safe_dump({**data, "units": []}))
    (tmp_path / "q.yaml").write_text(yaml.safe_dump({"format": "formal.arena-proof/1"}))
    check_files(str(tmp_path / "p.yaml"), str(tmp_path / "q.yaml"))  # read: no Invalid


def test_an_arena_proof_whose_sizes_together_reach_2_63_is_one_false_claim(tmp_path):
    rows = [{"id": f"b{i}", "start": 0, "end": 1, "size": 2**62, "offset": 0} for i in range(2)]
    proof = {"format": "formal.arena-proof/1", "alignment": 1, "arena": 0, "lower_bound": 0, "buffers": rows}
    (tmp_path / "a.yaml").write_text(yaml.safe_dump(proof))
    assert check_files(None, str(tmp_path / "a.yaml")) == [
        (False, "shape: all buffers' sizes together must be below 2^63")
    ]


@pytest.mark.parametrize("text", ["\u0668", "1/\u0668", "\uff11", "1_0", " 8", "+8"])
def test_a_rational_is_ascii_digits_only(text):
    from formal.check.bound import rational

    with pytest.raises(ValueError, match="not a rational"):
        rational(text)


def test_a_recompute_verdict_names_the_costs_it_takes_from_the_proof_as_a_condition(tmp_path):
    """Units' MACs from the proof are a condition of the verdict where the problem gives none, not where it does."""
    proof = yaml.safe_load((ROOT / "tests" / "fixtures" / "check_kinds" / "recompute.proof.yaml").read_text())
    conditions = []
    for asks in (False, True):
        if asks:
            proof["problem"]["recompute"] = {"macs": dict(proof["macs"])}  # a copy: no YAML alias
        (tmp_path / "r.yaml").write_text(yaml.safe_dump(proof))
        claims = check_files(None, str(tmp_path / "r.yaml"))
        assert all(ok for ok, _m in claims), claims
        conditions.append([m for _ok, m in claims if m.startswith("condition: ")])
    assert conditions[0] == [f"condition: units' MACs as the proof states them ({len(proof['macs'])} given, others 1)"]
    assert conditions[1] == []
