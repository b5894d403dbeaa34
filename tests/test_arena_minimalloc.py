"""MiniMalloc's challenging instances: every packing we produce is checked independently.

Greedy planners run on all instances; the exact solver on the ones it packs in about a
second (the full set, with times, is ``formal bench arena``; see docs/arena.md).
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from formal.arena.csvio import read_csv
from formal.arena.exact import CanonicalSearch
from formal.arena.greedy import GREEDY_PLANNERS
from formal.check.arena import check_arena_proof

FOLDER = Path(__file__).resolve().parents[1] / "benchmarks" / "minimalloc"  # bundled, Apache-2.0
INSTANCES = sorted(p.name for p in FOLDER.glob("[A-K].*.csv"))
CAPACITY = 1_048_576

pytestmark = pytest.mark.skipif(not INSTANCES, reason="MiniMalloc instances not present")


def independent_errors(path: Path, offsets: dict[str, int], capacity: int | None) -> list[str]:
    """Validate from the raw CSV, sharing nothing with formal.arena: every pair of rows."""
    rows = list(csv.DictReader(path.open()))
    errors = []
    for k, a in enumerate(rows):
        lo, hi, size, off = int(a["lower"]), int(a["upper"]), int(a["size"]), offsets[a["id"]]
        if off < 0 or (capacity is not None and off + size > capacity):
            errors.append(f"{a['id']} outside the capacity")
        for b in rows[k + 1 :]:
            if lo < int(b["upper"]) and int(b["lower"]) < hi:
                ob = offsets[b["id"]]
                if off < ob + int(b["size"]) and ob < off + size:
                    errors.append(f"{a['id']} and {b['id']} overlap")
    return errors


def checker_verdicts(path: Path, offsets: dict[str, int], arena: int) -> list[tuple[bool, str]]:
    rows = list(csv.DictReader(path.open()))
    proof = {
        "format": "formal.arena-proof/1",
        "alignment": 1,
        "arena": arena,
        "lower_bound": 0,
        "buffers": [
            {
                "id": r["id"],
                "start": int(r["lower"]),
                "end": int(r["upper"]),
                "size": int(r["size"]),
                "offset": offsets[r["id"]],
            }
            for r in rows
        ],
    }
    return check_arena_proof(None, proof)


def test_there_are_eleven_instances() -> None:
    assert len(INSTANCES) == 11


@pytest.mark.parametrize("name", INSTANCES)
def test_greedy_packings_are_valid_but_exceed_the_capacity(name: str) -> None:
    path = FOLDER / name
    blocks = read_csv(path)
    for planner in GREEDY_PLANNERS.values():
        offsets = planner(blocks, 1)
        assert independent_errors(path, offsets, None) == []
        arena = max(offsets[b.id] + b.size for b in blocks)
        assert arena > CAPACITY  # greedy needs 1.29-3.1x the bound here: fragmentation
        assert all(ok for ok, _ in checker_verdicts(path, offsets, arena))


@pytest.mark.parametrize("name", ["B.1048576.csv", "F.1048576.csv", "K.1048576.csv"])
def test_exact_packs_within_the_capacity(name: str) -> None:
    path = FOLDER / name
    answer = CanonicalSearch(read_csv(path)).solve(CAPACITY, time_limit=60)
    assert answer.status == "feasible"
    assert independent_errors(path, answer.offsets, CAPACITY) == []
    assert all(ok for ok, _ in checker_verdicts(path, answer.offsets, CAPACITY))


def test_exact_packing_is_deterministic() -> None:
    blocks = read_csv(FOLDER / "K.1048576.csv")
    first = CanonicalSearch(blocks).solve(CAPACITY, time_limit=60)
    second = CanonicalSearch(blocks).solve(CAPACITY, time_limit=60)
    assert first.status == second.status == "feasible" and first.offsets == second.offsets
