"""The trusted arena checker: accepts honest proofs, names the false claim in tampered ones."""

from __future__ import annotations

import copy

import pytest

from formal.arena.plan import plan_problem
from formal.check.arena import check_arena_proof
from formal.model import make_problem, original_order

# u0 writes a (live to u2), u1 writes b (freed after u1... read by u2), u2 writes the output c.
PROBLEM = make_problem(
    "tiny",
    [
        ("x", 100, "input", False),
        ("a", 64, "internal", True),
        ("b", 64, "internal", True),
        ("c", 10, "internal", False),
    ],
    [
        ("u0", 0, [("x", "r"), ("a", "w")]),
        ("u1", 0, [("x", "r"), ("b", "w")]),
        ("u2", 8, [("a", "r"), ("b", "r"), ("c", "w")]),
    ],
)


@pytest.fixture()
def proof() -> dict:
    return plan_problem(PROBLEM, original_order(PROBLEM), alignment=64, method="exact", time_limit=5).to_proof()


def verdicts(problem, proof) -> list[tuple[bool, str]]:
    return check_arena_proof(problem, proof)


def failing(claims) -> list[str]:
    return [m for ok, m in claims if not ok]


def test_honest_proof_holds_with_and_without_the_problem(proof: dict) -> None:
    assert proof["arena"] == proof["lower_bound"] == 64 + 64 + 10 and proof["claim"] == "optimal"
    assert failing(verdicts(PROBLEM.to_dict(), proof)) == []
    assert failing(verdicts(None, proof)) == []
    assert any("verdict: optimal" in m for _, m in verdicts(None, proof))


@pytest.mark.parametrize(
    "tamper, needle",
    [
        (lambda p: p["buffers"][1].__setitem__("offset", 0), "disjoint"),
        (lambda p: p["buffers"][0].__setitem__("offset", 32), "alignment"),
        (lambda p: p.__setitem__("arena", 100), "arena"),
        (lambda p: p.__setitem__("lower_bound", 1000), "lower_bound"),
        (lambda p: p["buffers"][0].__setitem__("end", 1), "lifetimes"),
        (lambda p: p.__setitem__("order", ["u1", "u2", "u0"]), "order: illegal"),
        (lambda p: p.__setitem__("problem_sha256", "0" * 64), "problem_sha256"),
        (lambda p: p["buffers"].pop(), "lifetimes"),
    ],
)
def test_tampering_is_caught(proof: dict, tamper, needle: str) -> None:
    bad = copy.deepcopy(proof)
    tamper(bad)
    assert any(needle in m for m in failing(verdicts(PROBLEM.to_dict(), bad))), verdicts(PROBLEM.to_dict(), bad)


def test_shortened_lifetime_without_problem_is_the_only_blind_spot(proof: dict) -> None:
    # Without the problem the checker trusts the stated lifetimes (and says so).
    bad = copy.deepcopy(proof)
    bad["buffers"][0]["end"] = 1
    claims = verdicts(None, bad)
    assert any("as the proof states them" in m for ok, m in claims if ok)


def test_optimality_claim_needs_equality(proof: dict) -> None:
    bad = copy.deepcopy(proof)
    bad["arena"] += 64
    claims = verdicts(None, bad)
    assert any("not certified" in m for m in failing(claims))
    bad["claim"] = "feasible"
    claims = verdicts(None, bad)
    assert failing(claims) == [] and any("gap" in m for _, m in claims)


def test_malformed_proof_is_one_false_claim() -> None:
    assert verdicts(None, {"format": "formal.arena-proof/1"})[0][0] is False
    claims = verdicts(
        None,
        {
            "alignment": 1,
            "arena": 4,
            "lower_bound": 0,
            "buffers": [{"id": "a", "start": 2, "end": 1, "size": 1, "offset": 0}],
        },
    )
    assert len(claims) == 1 and not claims[0][0]


def _brute(rows: list[tuple[str, int, int, int, int]], a: int) -> tuple[tuple[str, str] | None, int]:
    """The pair to name (the first buffer, by start then id, that overlaps one live before it; of those, the
    earliest started) and the aligned live-bytes bound, by every pair and every start."""
    ordered = sorted(rows, key=lambda r: (r[1], r[0]))
    clash = None
    for k, (i, s, _e, z, o) in enumerate(ordered):
        hits = [(s2, j) for j, s2, e2, z2, o2 in ordered[:k] if e2 > s and z and z2 and o < o2 + z2 and o2 < o + z]
        if hits:
            clash = (min(hits)[1], i)
            break
    bound = 0
    for t in {r[1] for r in rows}:
        pads = [(-z % a, z) for _i, s, e, z, _o in rows if s <= t < e]
        bound = max(bound, sum(p + z for p, z in pads) - max(p for p, _z in pads))
    return clash, bound


def test_the_sweep_agrees_with_every_pair_on_random_proofs() -> None:
    """The checker's one-pass sweep (disjointness and the bound) against the definition: every pair, every start."""
    import random

    rng = random.Random(7)
    for _ in range(400):
        a = rng.choice([1, 2, 8, 16])
        rows = []
        for k in range(rng.randint(1, 12)):
            s = rng.randint(0, 6)
            rows.append((f"b{k}", s, s + rng.randint(1, 4), rng.choice([0, 1, 5, 8, 16, 30]), a * rng.randint(0, 8)))
        proof = {
            "format": "formal.arena-proof/1", "alignment": a, "arena": 10**6, "lower_bound": 0,
            "buffers": [{"id": i, "start": s, "end": e, "size": z, "offset": o} for i, s, e, z, o in rows],
        }  # fmt: skip
        claims = {m.split(":")[0]: (ok, m) for ok, m in check_arena_proof(None, proof)}
        clash, bound = _brute(rows, a)
        expected = (
            f"disjoint: {clash!r:.60} live together overlap" if clash else "disjoint: no two live buffers overlap"
        )
        assert claims["disjoint"] == (clash is None, expected), (rows, claims["disjoint"])
        proof["lower_bound"] = bound + 1
        claims = {m.split(":")[0]: (ok, m) for ok, m in check_arena_proof(None, proof)}
        assert claims["lower_bound"] == (False, f"lower_bound: {bound + 1} exceeds {bound}")


def test_the_clash_named_is_the_earliest_started_of_those_the_new_buffer_overlaps() -> None:
    """W (offset 0, 32 B) starts while X (offset 0) and Y (offset 8) are live and overlaps both: Y started first."""
    rows = [("X", 1, 5, 8, 0), ("Y", 0, 5, 8, 8), ("W", 2, 3, 32, 0)]
    proof = {
        "format": "formal.arena-proof/1", "alignment": 8, "arena": 40, "lower_bound": 0,
        "buffers": [{"id": i, "start": s, "end": e, "size": z, "offset": o} for i, s, e, z, o in rows],
    }  # fmt: skip
    claims = {m.split(":")[0]: (ok, m) for ok, m in check_arena_proof(None, proof)}
    assert claims["disjoint"] == (False, "disjoint: ('Y', 'W') live together overlap")
