"""``formal bench scale --check-kinds``: every proof kind is made and checked, one row each (no timing asserted)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from formal.base.errors import FormalError
from formal.studies import scale_bench

TINY = ("cuts=40", "closure=40", "refutation=20", "arena=100", "arena-plan=50", "recompute=20", "train=2")


def test_check_kinds_makes_and_checks_a_proof_of_every_kind_at_tiny_sizes(tmp_path):
    sizes = [x for size in TINY for x in ("--check-size", size)]
    argv = ["bench", "scale", "--check-kinds", "--time-limit", "2", *sizes, "--out", str(tmp_path)]
    proc = subprocess.run([sys.executable, "-m", "formal", *argv], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    header, *rows = proc.stdout.strip().splitlines()
    assert header.split()[:4] == ["kind", "size", "of", "proof"]
    kinds = [row.split()[0] for row in rows]
    expected = ["cuts", "search_closure", "sat_refutation", "arena", "arena-plan", "recompute", "train", "train"]
    assert kinds == expected, proc.stdout
    for row in rows:  # kind size of bytes seconds rss exit detail...
        cells = row.split()
        assert cells[6] == "0" and int(cells[3]) > 0 and float(cells[4]) >= 0 and float(cells[5]) > 0, row
    assert "search_closure (" in rows[1]  # the closure is there, with its count of ideals
    assert (tmp_path / "check.csv").read_text().startswith("kind,size,of,proof_bytes,seconds,peak_rss_mb,exit,detail")
    assert "| arena | 100 | buffers |" in (tmp_path / "check.md").read_text()


def test_check_sizes_parse_and_need_check_kinds():
    parse = scale_bench.parser().parse_args
    args = parse(["--check-kinds", "arena,train", "--check-size", "arena=10,20:3", "--check-size", "train="])
    assert args.check_kinds == ["arena", "train"]
    assert dict(args.check_size) == {"arena": [(10, None), (20, 3)], "train": []}
    assert parse(["--check-kinds"]).check_kinds == list(scale_bench.CHECK_KINDS)
    for bad in (["--check-kinds", "cut"], ["--check-kinds", "--check-size", "arena=x"], ["--check-size", "foo=1"]):
        with pytest.raises(SystemExit):
            parse(bad)
    with pytest.raises(FormalError):
        scale_bench.main(["--check-size", "arena=10"])
