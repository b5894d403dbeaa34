"""``formal bench arena`` runs end to end on small inputs (tables, CSV output)."""

from __future__ import annotations

from pathlib import Path

from formal.model import write_problem
from formal.model.random_problems import random_problem
from formal.studies.arena_bench import main


def test_bench_on_a_small_folder(tmp_path: Path, capsys) -> None:
    (tmp_path / "X.12.csv").write_text("id,lower,upper,size\nb1,0,3,4\nb2,3,9,4\nb3,0,9,4\nb4,9,21,4\nb5,0,21,4\n")
    argv = ["--dir", str(tmp_path), "--instances", "X", "--time-limit", "5", "--csv", str(tmp_path / "o.csv")]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "X" in out and "optimal" in out
    assert (tmp_path / "o.csv").read_text().startswith("instance,buffers,lower_bound,arena,fits")


def test_bench_corpus_table(tmp_path: Path, capsys) -> None:
    write_problem(tmp_path / "toy.trace.yaml", random_problem(12, 5))
    assert main(["--corpus", str(tmp_path), "--time-limit", "5"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 3 and "toy" in lines[1] and "original" in lines[1]


FAKE_MINIMALLOC = """#!{python}
import csv, sys
args = dict(a.lstrip("-").split("=", 1) for a in sys.argv[1:] if "=" in a)
rows = list(csv.DictReader(open(args["input"])))
offset, out = 0, []
for r in rows:  # {how}
    out.append({{**r, "offset": {offset}}})
    offset += int(r["size"])
with open(args["output"], "w", newline="") as fh:
    w = csv.DictWriter(fh, ["id", "lower", "upper", "size", "offset"])
    w.writeheader()
    w.writerows(out)
"""


def fake_minimalloc(tmp_path: Path, how: str, offset: str) -> Path:
    import os
    import sys

    path = tmp_path / f"minimalloc-{how}"
    path.write_text(FAKE_MINIMALLOC.format(python=sys.executable, how=how, offset=offset))
    os.chmod(path, 0o755)
    return path


def test_against_checks_the_other_solver_packing_with_the_trusted_checker(tmp_path: Path, capsys) -> None:
    """MiniMalloc's output is validated by formal's trusted checker, not taken on its word:
    a stacked packing (valid, 20 B) is over the capacity of 12; an all-zero one is invalid."""
    import json

    (tmp_path / "X.12.csv").write_text("id,lower,upper,size\nb1,0,3,4\nb2,3,9,4\nb3,0,9,4\nb4,9,21,4\nb5,0,21,4\n")
    common = ["--dir", str(tmp_path), "--instances", "X", "--time-limit", "5", "--json"]
    for how, offset, arena, packed in (("stacked", "offset", 20, False), ("overlapping", "0", 4, False)):
        assert main([*common, "--against", str(fake_minimalloc(tmp_path, how, offset))]) == 0
        lines = [json.loads(line) for line in capsys.readouterr().out.strip().splitlines()]
        row, summary = lines[0], lines[1]["summary"]
        assert row["fits"] and row["checked"] and row["arena"] == 12
        assert row["minimalloc_arena"] == arena and row["minimalloc_packed"] is packed and row["ratio"] is None
        assert summary["formal_packed"] == 1 and summary["minimalloc_packed"] == 0
    import pytest

    from formal.base.errors import FormalError

    with pytest.raises(FormalError, match="not an executable"):
        main([*common, "--against", str(tmp_path / "nothing")])
