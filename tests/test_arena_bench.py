"""``formal bench arena`` runs end to end on small inputs (tables, CSV output)."""

from __future__ import annotations

from pathlib import Path

from formal.arena.bench import main
from formal.model import write_problem
from formal.model.generate import random_problem


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
