"""The problem model against brute force: legality, peak semantics, hashing."""

from __future__ import annotations

import itertools

import pytest

from formal.model import (
    first_violation,
    make_problem,
    original_order,
    peak,
    predecessors,
    problem_sha256,
    random_legal_order,
)
from formal.model.random_problems import random_problem


def conflicting_pairs_kept(problem, order) -> bool:
    """Independent legality: every pair of accesses to one storage where one writes keeps its original order."""
    pos = {u: k for k, u in enumerate(order)}
    units = problem.units
    for i, a in enumerate(units):
        for b in units[i + 1 :]:
            for sa, ma in a.accesses:
                for sb, mb in b.accesses:
                    if sa == sb and (ma != "r" or mb != "r") and pos[a.id] > pos[b.id]:
                        return False
    return True


def simulate_peak(problem, order) -> int:
    """DESIGN.md's peak semantics, written out independently of formal.model.peak."""
    storages = {s.id: s for s in problem.storages}
    first, last = {}, {}
    for k, uid in enumerate(order):
        for sid, _ in problem.units[problem.unit_index[uid]].accesses:
            first.setdefault(sid, k)
            last[sid] = k
    live = sum(s.bytes for s in problem.storages if s.origin == "input")
    best = live
    for k, uid in enumerate(order):
        unit = problem.units[problem.unit_index[uid]]
        live += sum(storages[s].bytes for s in storages if storages[s].origin == "internal" and first.get(s) == k)
        best = max(best, live + unit.transient)
        live -= sum(storages[s].bytes for s in storages if storages[s].freeable and last.get(s) == k)
    return best


@pytest.mark.parametrize("seed", range(40))
def test_legality_and_peak_match_brute_force(seed):
    problem = random_problem(6, seed)
    legal_seen = 0
    for perm in itertools.permutations(original_order(problem)):
        legal = first_violation(problem, perm) is None
        assert legal == conflicting_pairs_kept(problem, perm)
        if legal:
            legal_seen += 1
            assert peak(problem, perm) == simulate_peak(problem, perm)
    assert legal_seen >= 1


def test_dependencies_follow_raw_war_waw_and_leave_same_generation_reads_free():
    p = make_problem(
        "gen",
        [("x", 4, "input", False), ("a", 8, "internal", True)],
        [
            ("w1", 0, [("x", "r"), ("a", "w")]),
            ("r1", 0, [("a", "r")]),
            ("r2", 0, [("a", "r")]),
            ("w2", 0, [("a", "rw")]),
            ("r3", 0, [("a", "r")]),
        ],
    )
    preds = predecessors(p)
    assert preds[1] == {0} and preds[2] == {0}  # RAW; r1, r2 unordered
    assert preds[3] == {0, 1, 2}  # WAW + WAR
    assert preds[4] == {3}
    assert first_violation(p, ["w1", "r2", "r1", "w2", "r3"]) is None
    v = first_violation(p, ["w1", "r1", "w2", "r2", "r3"])
    assert v is not None and v.unit == "w2" and v.needs == "r2"


def test_peak_counts_inputs_transients_and_frees_at_last_access():
    p = make_problem(
        "t",
        [("x", 100, "input", False), ("a", 10, "internal", True), ("b", 1, "internal", False)],
        [
            ("u0", 5, [("x", "r"), ("a", "w")]),
            ("u1", 0, [("a", "r"), ("b", "w")]),
        ],
    )
    assert peak(p, ["u0", "u1"]) == 100 + 10 + 5
    q = make_problem(
        "free-input",
        [("x", 100, "input", True), ("a", 10, "internal", True)],
        [
            ("u0", 0, [("x", "r"), ("a", "w")]),
            ("u1", 50, [("a", "r")]),
        ],
    )
    assert peak(q, ["u0", "u1"]) == 110  # x is freed after u0, so u1 samples 10 + 50


def test_random_legal_orders_are_legal_and_deterministic():
    p = random_problem(30, 7)
    for s in range(20):
        order = random_legal_order(p, s)
        assert first_violation(p, order) is None
        assert order == random_legal_order(p, s)


def test_hash_ignores_name_and_listing_order_but_not_content():
    a = make_problem(
        "one", [("x", 4, "input", False), ("y", 8, "internal", True)], [("u", 0, [("x", "r"), ("y", "w")])]
    )
    b = make_problem(
        "two", [("y", 8, "internal", True), ("x", 4, "input", False)], [("u", 0, [("y", "w"), ("x", "r")])]
    )
    c = make_problem(
        "one", [("x", 4, "input", False), ("y", 9, "internal", True)], [("u", 0, [("x", "r"), ("y", "w")])]
    )
    assert problem_sha256(a) == problem_sha256(b)
    assert problem_sha256(a) != problem_sha256(c)
