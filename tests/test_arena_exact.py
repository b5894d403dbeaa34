"""The exact arena solvers against brute force, and their honest statuses."""

from __future__ import annotations

import random

import pytest

from formal.arena.blocks import Block, arena_size, lower_bound, padded, placement_errors
from formal.arena.exact import CanonicalSearch, minimize
from formal.arena.no_overlap import cpsat_feasible


def brute_force_arena(blocks: list[Block], alignment: int) -> int:
    """Smallest arena by exhaustive search over pushed-down packings (tiny inputs only).

    In a packing pushed down as far as it goes, every block sits at 0 or on top of a
    block that conflicts with it, so trying those offsets, in every order, finds the optimum.
    """
    best = sum(padded(b.size, alignment) for b in blocks)

    def clash(i: int, o: int, placed: dict[int, int]) -> bool:
        a = blocks[i]
        return any(
            a.start < blocks[j].end
            and blocks[j].start < a.end
            and a.size
            and blocks[j].size
            and o < q + blocks[j].size
            and q < o + a.size
            for j, q in placed.items()
        )

    def go(placed: dict[int, int], top: int) -> None:
        nonlocal best
        if top >= best:
            return
        if len(placed) == len(blocks):
            best = top
            return
        for i in range(len(blocks)):
            if i in placed:
                continue
            for o in sorted({0} | {q + padded(blocks[j].size, alignment) for j, q in placed.items()}):
                if not clash(i, o, placed):
                    placed[i] = o
                    go(placed, max(top, o + blocks[i].size))
                    del placed[i]

    go({}, 0)
    return best


def random_blocks(rng: random.Random, n: int, horizon: int = 8, max_size: int = 9) -> list[Block]:
    out = []
    for k in range(n):
        s = rng.randrange(horizon)
        out.append(Block(f"b{k}", s, rng.randint(s + 1, horizon), rng.randint(0, max_size)))
    return out


@pytest.mark.parametrize("seed", range(12))
def test_minimize_matches_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    blocks = random_blocks(rng, 5)
    alignment = rng.choice([1, 1, 4])
    want = brute_force_arena(blocks, alignment)
    for use_cpsat in (False, True):
        m = minimize(blocks, alignment, time_limit=20, use_cpsat=use_cpsat)
        assert placement_errors(blocks, m.offsets, alignment) == []
        assert m.arena == arena_size(blocks, m.offsets) == want
        assert m.optimal and m.proven_bound == want
        assert m.lower_bound == lower_bound(blocks, alignment) <= want


def test_search_proves_infeasibility_below_the_optimum() -> None:
    # The MiniMalloc example needs 12; 11 and 8 are proven impossible by both engines.
    blocks = [
        Block("b1", 0, 3, 4),
        Block("b2", 3, 9, 4),
        Block("b3", 0, 9, 4),
        Block("b4", 9, 21, 4),
        Block("b5", 0, 21, 4),
    ]
    search = CanonicalSearch(blocks)
    assert search.solve(12, use_cpsat=False).status == "feasible"
    assert search.solve(11, use_cpsat=False).status == "infeasible"
    assert cpsat_feasible(blocks, 11, 1, 1.0, 10.0)[0] == "infeasible"
    assert cpsat_feasible(blocks, 12, 1, 1.0, 10.0)[0] == "feasible"


def test_fragmentation_gap_is_found_and_proven() -> None:
    # Live bytes never exceed 4, yet no packing fits in 4: a proven gap above the bound.
    blocks = [Block("a", 0, 2, 2), Block("b", 1, 3, 2), Block("c", 2, 4, 2), Block("d", 0, 1, 2), Block("e", 3, 4, 2)]
    assert lower_bound(blocks) == 4
    want = brute_force_arena(blocks, 1)
    m = minimize(blocks, 1, time_limit=10)
    assert m.arena == want and m.optimal


def test_alignment_is_exact_in_bytes() -> None:
    # Two 10-byte blocks live together, alignment 8: offsets 0 and 16, arena 26 (top not padded).
    blocks = [Block("x", 0, 2, 10), Block("y", 0, 2, 10)]
    assert lower_bound(blocks, 8) == 26
    m = minimize(blocks, 8, time_limit=5)
    assert m.arena == 26 and all(o % 8 == 0 for o in m.offsets.values())


def test_results_are_deterministic() -> None:
    blocks = random_blocks(random.Random(99), 40, horizon=30, max_size=50)
    a = minimize(blocks, 1, time_limit=20)
    b = minimize(blocks, 1, time_limit=20)
    assert a.offsets == b.offsets and a.arena == b.arena
