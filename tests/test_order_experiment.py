"""Smoke tests of the measurement entry points (numbers are not asserted, only shape)."""

from __future__ import annotations

import csv
import json

from formal.cli.main import main


def test_random_dags_experiment_writes_table_csv_plot_summary(tmp_path, capsys):
    rc = main(
        [
            "experiment",
            "random-dags",
            "--count",
            "6",
            "--seed",
            "3",
            "--adversarial-steps",
            "6",
            "--restarts",
            "2",
            "-o",
            str(tmp_path),
        ]
    )
    out = capsys.readouterr().out
    assert rc == 0 and "max(F, R)" in out and "adversarial" in out
    rows = list(csv.DictReader((tmp_path / "random_dags.csv").open()))
    assert len(rows) == 6
    for row in rows:
        opt = int(row["opt"])
        assert all(int(row[k]) <= opt for k in ("event_cut", "forward_trap", "reverse_trap", "max_fr"))
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["instances"] == 6 and summary["adversarial_13_worst_ratio"] >= 1.0
    assert (tmp_path / "random_dags.png").read_bytes().startswith(b"\x89PNG")
    assert (tmp_path / "adversarial.yaml").exists()


def test_bench_prints_rows_and_csv(tmp_path, capsys):
    rc = main(
        [
            "bench",
            "order",
            "--sizes",
            "30",
            "--seeds",
            "1",
            "--families",
            "infer,random",
            "--time-limit",
            "5",
            "--csv",
            str(tmp_path / "b.csv"),
        ]
    )
    out = capsys.readouterr().out
    assert rc == 0 and "infer" in out and "random" in out
    assert len(list(csv.DictReader((tmp_path / "b.csv").open()))) == 2
