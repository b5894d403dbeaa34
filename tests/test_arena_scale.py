"""Arena packing at scale (issue 18): limits kept, packings valid, bounds honest.

Behaviour only: subprocess timeouts here are hang guards, never timing assertions.
"""

from __future__ import annotations

import csv
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from formal.arena import greedy
from formal.arena.blocks import Block, arena_size, lower_bound, padded, placement_errors
from formal.arena.csvio import parse_csv
from formal.arena.exact import CanonicalSearch, minimize
from formal.arena.no_overlap import maximal_live_sets
from formal.studies.arena_bench import overlapping_csv, scale

HANG_GUARD = 300  # seconds: only so that a hang fails instead of blocking the suite


def reference_gap_fit(blocks: list[Block], alignment: int, best: bool) -> dict[str, int]:
    """The TFLite rule read literally: every conflicting placed block, every time (O(n^2))."""
    offsets: dict[str, int] = {}
    for b in sorted(blocks, key=lambda b: (-b.size, b.start, b.id)):
        placed = sorted(
            (offsets[c.id], c.size) for c in blocks if c.id in offsets and c.start < b.end and b.start < c.end
        )
        chosen, chosen_gap, top = None, None, 0
        for off, sz in placed:
            if off - top >= b.size and (chosen is None or (best and off - top < chosen_gap)):
                chosen, chosen_gap = top, off - top
                if not best:
                    break
            top = max(top, padded(off + sz, alignment))
        offsets[b.id] = top if chosen is None else chosen
    return offsets


def random_blocks(seed: int, n: int, horizon: int) -> list[Block]:
    rng = random.Random(seed)
    blocks = []
    for k in range(n):
        s = rng.randrange(horizon)
        blocks.append(Block(f"b{k}", s, rng.randint(s + 1, horizon + 1), rng.choice([0, rng.randint(1, 300)])))
    return blocks


@pytest.mark.parametrize("path", ["direct", "tree"])
@pytest.mark.parametrize("seed", range(12))
def test_tflite_planners_are_the_literal_rule_on_both_paths(path: str, seed: int, monkeypatch) -> None:
    # The fast planners must give the very packings of the rule they implement (quality kept).
    monkeypatch.setattr(greedy, "DIRECT_PAIRS_PER_BLOCK", 10**9 if path == "direct" else -1)
    blocks = random_blocks(seed, random.Random(seed).choice([10, 40, 120]), random.Random(seed).choice([5, 40]))
    alignment = [1, 16, 64][seed % 3]
    assert greedy.best_fit_by_size(blocks, alignment) == reference_gap_fit(blocks, alignment, True)
    assert greedy.first_fit_by_size(blocks, alignment) == reference_gap_fit(blocks, alignment, False)


@pytest.mark.parametrize("seed", range(40))
def test_lower_bound_and_live_sets_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    blocks = random_blocks(seed, rng.choice([1, 5, 30]), rng.choice([3, 20]))
    for alignment in (1, 64):
        best = 0
        for t in {b.start for b in blocks}:
            live = [b for b in blocks if b.start <= t < b.end]
            pads = [padded(b.size, alignment) - b.size for b in live]
            best = max(best, sum(b.size for b in live) + sum(pads) - max(pads))
        assert lower_bound(blocks, alignment) == best
    sets = {frozenset(i for i, b in enumerate(blocks) if b.start <= t < b.end) for t in {b.start for b in blocks}}
    assert maximal_live_sets(blocks) == sorted(sorted(s) for s in sets if not any(s < o for o in sets))


def test_placement_errors_finds_an_overlap_among_thousands() -> None:
    blocks = parse_csv(overlapping_csv(3000, "short", 1))
    offsets = greedy.sweep_best_fit(blocks)
    assert placement_errors(blocks, offsets) == []
    rng = random.Random(0)
    for _ in range(20):  # move one block onto another live one: always caught
        a, b = rng.sample(blocks, 2)
        if a.start < b.end and b.start < a.end and a.size and b.size:
            assert placement_errors(blocks, {**offsets, a.id: offsets[b.id]}) != []


@pytest.mark.parametrize("kind", ["short", "all", "long"])
def test_greedy_on_many_overlapping_rows_is_valid_and_deterministic(kind: str) -> None:
    blocks = parse_csv(overlapping_csv(4000, kind, 2))
    lb = lower_bound(blocks)
    name, offsets, arena = greedy.best_greedy(blocks, 1, 300_000)
    assert placement_errors(blocks, offsets) == [] and arena == arena_size(blocks, offsets) >= lb
    assert greedy.best_greedy(blocks, 1, 300_000) == (name, offsets, arena)
    for planner in ("best-fit", "first-fit", "inductor", "sweep"):  # each answers, or the sweep for it
        used, offs = greedy.run_planner(planner, blocks, 1, 200_000)
        assert used in (planner, "sweep") and placement_errors(blocks, offs) == []
    if kind == "all":  # stacked: every planner reaches the bound
        assert arena == lb


def test_work_budget_is_deterministic_and_falls_back() -> None:
    blocks = parse_csv(overlapping_csv(2000, "short", 3))
    with pytest.raises(greedy.OverBudget):
        greedy.inductor_pool(blocks, 1, work=1000)
    with pytest.raises(greedy.OverBudget):
        greedy.best_fit_by_size(blocks, 1, work=1000)
    assert greedy.run_planner("best-fit", blocks, 1, 1000)[0] == "sweep"
    assert greedy.best_greedy(blocks, 1, 1000)[0] == "sweep"


def test_exact_search_on_a_large_input_stops_and_stays_honest() -> None:
    blocks = parse_csv(overlapping_csv(3000, "short", 4))
    lb = lower_bound(blocks)
    answer = CanonicalSearch(blocks).solve(lb, time_limit=0.5)
    assert answer.status in ("feasible", "unknown", "infeasible")
    m = minimize(blocks, 1, time_limit=0.5)
    assert placement_errors(blocks, m.offsets) == [] and m.arena == arena_size(blocks, m.offsets)
    assert m.lower_bound == lb <= m.proven_bound <= m.arena
    assert m.optimal == (m.proven_bound >= m.arena)


def run_cli(args: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "formal", *args], capture_output=True, text=True, timeout=HANG_GUARD)


def read_offsets(path: Path) -> tuple[list[Block], dict[str, int]]:
    rows = list(csv.DictReader(path.open()))
    return (
        [Block(r["id"], int(r["lower"]), int(r["upper"]), int(r["size"])) for r in rows],
        {r["id"]: int(r["offset"]) for r in rows},
    )


@pytest.mark.parametrize("kind", ["short", "all"])
def test_cli_minimize_with_a_tiny_time_limit_on_2000_overlapping_rows(kind: str, tmp_path: Path) -> None:
    src, out = tmp_path / "in.csv", tmp_path / "out.csv"
    src.write_text(overlapping_csv(2000, kind, 5))
    proc = run_cli(["arena", "--csv", str(src), "--minimize", "--time-limit", "0.5", "-o", str(out), "--json"])
    assert proc.returncode == 0 and "Traceback" not in proc.stderr
    result = json.loads(proc.stdout)
    blocks, offsets = read_offsets(out)
    assert placement_errors(blocks, offsets) == []
    assert result["arena"] == arena_size(blocks, offsets) >= result["lower_bound"] == lower_bound(blocks)
    assert result["lower_bound"] <= result["proven_bound"] <= result["arena"]
    # Honest: "optimal" only with a bound that meets the arena, else a gap with both bounds.
    assert result["status"] == ("optimal" if result["proven_bound"] >= result["arena"] else "gap")


def test_cli_capacity_below_the_greedy_packing_with_a_tiny_time_limit(tmp_path: Path) -> None:
    src, out = tmp_path / "in.csv", tmp_path / "out.csv"
    src.write_text(overlapping_csv(2000, "short", 6))
    lb = lower_bound(parse_csv(src.read_text()))
    proc = run_cli(["arena", "--csv", str(src), "--capacity", str(lb), "--time-limit", "0.5", "-o", str(out), "--json"])
    assert "Traceback" not in proc.stderr
    result = json.loads(proc.stdout)
    if result["fits"]:
        assert proc.returncode == 0 and result["arena"] <= lb and result["status"] in ("optimal", "feasible")
        assert placement_errors(*read_offsets(out), 1, lb) == []
    else:  # nothing found in the time: said so, nothing written
        assert proc.returncode == 1 and result["status"] in ("unknown", "infeasible") and not out.exists()


def test_cli_greedy_method_is_deterministic(tmp_path: Path) -> None:
    src = tmp_path / "in.csv"
    src.write_text(overlapping_csv(3000, "short", 7))
    outs = []
    for k in range(2):
        out = tmp_path / f"out{k}.csv"
        proc = run_cli(
            [
                "arena",
                "--csv",
                str(src),
                "--minimize",
                "--method",
                "greedy",
                "--time-limit",
                "1",
                "-o",
                str(out),
                "--json",
            ]
        )
        assert proc.returncode == 0 and "Traceback" not in proc.stderr
        outs.append(out.read_text())
    assert outs[0] == outs[1]


def test_scale_function_reports_each_run(tmp_path: Path) -> None:
    rows = scale([300, 600], "short", time_limit=1, folder=tmp_path)
    assert [r["rows"] for r in rows] == [300, 600]
    for r in rows:
        assert r["exit"] == 0 and r["peak_mb"] > 0 and r["status"] in ("optimal", "gap")
        assert r["arena"] >= r["lower_bound"] > 0
