"""`formal bench encodings` runs end to end on tiny sizes and writes its CSV."""

from __future__ import annotations

import csv

from formal.cli.main import main


def test_bench_encodings_tiny(tmp_path, capsys):
    out = tmp_path / "bench.csv"
    assert main(["bench", "encodings", "--sizes", "4,6", "--seeds", "1", "--time-limit", "10", "--csv", str(out)]) == 0
    text = capsys.readouterr().out
    assert "sat/pair" in text and "cpsat/interval" in text and "SAT refutation" in text
    rows = list(csv.DictReader(out.open()))
    assert {r["backend"] for r in rows} == {"search", "sat", "ilp", "cpsat", "smt"}
    for size in ("4", "6"):  # every route found the same proven optimum
        peaks = {r["peak"] for r in rows if r["units"] == size}
        assert len(peaks) == 1 and all(r["optimal"] == "True" for r in rows if r["units"] == size)


def test_bench_encodings_bad_option(capsys):
    assert main(["bench", "encodings", "--sizes", "x"]) == 2
    assert "sizes" in capsys.readouterr().err
