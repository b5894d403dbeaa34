"""`formal bench recompute` runs end to end on a tiny configuration and writes its JSON."""

from __future__ import annotations

import json

from formal.studies.recompute_bench import main


def test_bench_small(tmp_path, capsys):
    assert main(["--sizes", "3", "--seeds", "1", "--gadgets", "2,3,4", "--k", "1", "--out", str(tmp_path)]) == 0
    data = json.loads((tmp_path / "recompute-bench.json").read_text())
    assert data["crossval"]["graphs"] == 1
    assert all(data["crossval"][b]["agree"] == 1 for b in ("cpsat", "ilp", "sat"))
    assert data["gadgets"][0]["sat"] is True and data["gadgets"][0]["brute_force"] is True
    budgets = [r["budget"] for r in data["states_vs_budget"]]
    assert budgets == sorted(budgets) and data["states_vs_budget"][-1]["feasible"]
    assert "cross-validation" in capsys.readouterr().out
