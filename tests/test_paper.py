"""``formal experiment paper``: table/CSV/markdown writers, selection and refusals (no torch.compile)."""

from __future__ import annotations

import csv
import io

import pytest

from formal.base.errors import FormalError
from formal.cli.main import main as cli_main
from formal.studies import paper


def _row(trace, **kw):
    row = {c: None for c in paper.COLUMNS} | {
        "config": trace.rsplit(".", 1)[0] + ".x",
        "trace": trace,
        "source": "example",
    }
    return row | kw


ROWS = [
    _row(
        "a.fwd",
        units=5,
        compiler_peak=200,
        compiler_off_peak=210,
        optimum=150,
        lower_bound=150,
        status="optimal",
        saving_pct=25.0,
        saving_off_pct=28.57,
        certified_by="bounds",
        certify_s=0.01,
        proof="fresh",
        checked=True,
        replay_peak=150,
        replay_byte_exact=True,
        replay_bit_identical=True,
        rc_predicted=150,
        rc_realized=180,
        rc_units=4,
        rc_order_realized=False,
        rc_missed=True,
        rc_worse=False,
    ),
    _row(
        "a.bwd",
        units=7,
        compiler_peak=300,
        compiler_off_peak=300,
        optimum=300,
        lower_bound=300,
        status="optimal",
        saving_pct=0.0,
        saving_off_pct=0.0,
        certified_by="search",
        certify_s=0.2,
        proof="committed",
        checked=True,
        replay_peak=300,
        replay_byte_exact=True,
        replay_bit_identical=True,
        rc_predicted=300,
        rc_realized=320,
        rc_units=7,
        rc_order_realized=True,
        rc_missed=True,
        rc_worse=True,
    ),
    _row("b.infer", error="load: traces/b.infer.trace.yaml is not captured"),
]


def test_csv_has_every_column_in_order_with_yes_no_and_empty_cells():
    text = paper.to_csv(ROWS)
    parsed = list(csv.reader(io.StringIO(text)))
    assert parsed[0] == paper.COLUMNS
    first = dict(zip(parsed[0], parsed[1]))
    assert first["optimum"] == "150" and first["rc_missed"] == "yes" and first["rc_worse"] == "no"
    assert first["error"] == ""
    last = dict(zip(parsed[0], parsed[3]))
    assert last["units"] == "" and last["error"].startswith("load: ")


def test_summary_counts_misses_worse_and_exact_replays():
    s = paper.summarize(ROWS)
    assert s["traces"] == 3 and s["errors"] == 1 and s["certified_optimal"] == 2
    assert s["with_saving"] == 1 and s["max_saving_pct"] == 25.0
    assert (s["replayed"], s["replay_exact"]) == (2, 2)
    assert (s["recompiled"], s["rc_missed"], s["rc_worse"], s["rc_order_realized"]) == (2, 2, 1, 1)
    assert (s["rc_train_parts"], s["rc_train_missed"], s["rc_train_worse"]) == (2, 2, 1)


def test_markdown_table_and_errors():
    md = paper.to_markdown(ROWS, paper.summarize(ROWS), "context line")
    lines = md.splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("| trace"))
    assert lines[header + 2].startswith("| a.fwd | 5 | 200 | 210 | 150 | 25.0 | bounds |")
    assert "- `b.infer`: load: traces/b.infer.trace.yaml is not captured" in md
    assert "2 missed the predicted peak, 1 got worse" in md


def test_plots_are_png():
    pytest.importorskip("matplotlib")
    out = paper.plots(ROWS)
    assert set(out) == {"saving.png", "recompile.png"}
    assert all(data.startswith(b"\x89PNG") for data in out.values())


def test_certified_by_names_the_strongest_certificate():
    assert paper.certified_by({"certificates": [{"kind": "event_cut"}, {"kind": "forward_trap"}]}) == "bounds"
    assert paper.certified_by({"certificates": [{"kind": "event_cut"}, {"kind": "search_closure"}]}) == "search"
    assert paper.certified_by({"certificates": [{"kind": "search_closure"}, {"kind": "sat_refutation"}]}) == "SAT"


def test_example_selection():
    common = dict(traces_dir="t", proofs_dir="p", time_limit=1.0, recompile=False)
    items = paper.example_items(["aspp", "mlp.infer", "aspp.train"], **common)
    assert [i.config for i in items] == ["aspp.infer", "aspp.train", "mlp.infer"]
    assert items[1].trace_names == ("aspp.fwd", "aspp.bwd") and items[1].mode == "train"
    with pytest.raises(FormalError, match="unknown example 'nope'"):
        paper.example_items(["nope"], **common)
    with pytest.raises(FormalError, match="unknown example 'aspp.eval'"):
        paper.example_items(["aspp.eval"], **common)


def test_missing_package_is_refused():
    item = paper.Item(
        "x.infer", "corpus", "m:x", "inference", ("x.infer",), "no_such_module_formal_test", "t", "p", 1.0, False
    )
    with pytest.raises(FormalError, match="x.infer needs no_such_module_formal_test"):
        paper.require_packages([item])


def test_missing_traces_become_error_rows(tmp_path):
    item = paper.example_items(
        ["mlp.train"], traces_dir=str(tmp_path), proofs_dir=str(tmp_path), time_limit=1.0, recompile=True
    )[0]
    rows = paper.run_config_safe(item)
    assert [r["trace"] for r in rows] == ["mlp.fwd", "mlp.bwd"]
    assert all("is not captured" in r["error"] and r["optimum"] is None for r in rows)


@pytest.mark.parametrize(
    "argv,message",
    [
        (["--configs", "no_such_model.infer"], "unknown corpus configuration(s): no_such_model.infer"),
        (["--examples", "nope"], "unknown example 'nope'"),
        (["--examples", "mlp", "--time-limit", "0"], "--time-limit: must be positive"),
    ],
)
def test_cli_errors_are_one_line_exit_2(argv, message, capsys, tmp_path):
    rc = cli_main(["experiment", "paper", *argv, "--out", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert rc == 2
    assert message in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "out").exists()


def test_csv_round_trip_and_update_merge():
    back = paper.from_csv(paper.to_csv(ROWS))
    assert back == ROWS
    new = [_row("a.fwd", units=6), _row("c.infer", units=1)]
    new[0]["config"] = ROWS[0]["config"]
    merged = paper.merge(back, new)
    # a.x's rows (a.fwd, a.bwd) are replaced by the new a.x row in place; c is appended.
    assert [(r["trace"], r["units"]) for r in merged] == [("a.fwd", 6), ("b.infer", None), ("c.infer", 1)]


def test_update_refuses_a_foreign_csv(tmp_path):
    (tmp_path / "paper.csv").write_text("a,b\n1,2\n")
    rc = cli_main(["experiment", "paper", "--examples", "mlp.infer", "--update", "--out", str(tmp_path)])
    assert rc == 2
    with pytest.raises(FormalError, match="line 2: column units"):
        paper.from_csv(paper.to_csv(ROWS).replace("a.fwd,example,5", "a.fwd,example,five"))
