"""Greedy planners, lifetimes and the lower bound on small hand-made and random inputs."""

from __future__ import annotations

import random

import pytest

from formal.arena.blocks import Block, arena_size, lower_bound, placement_errors
from formal.arena.greedy import GREEDY_PLANNERS, best_fit_by_size, first_fit_by_size, inductor_pool
from formal.arena.lifetimes import storage_blocks, unplanned_peak
from formal.model import make_problem, original_order, peak


@pytest.mark.parametrize("name", sorted(GREEDY_PLANNERS))
@pytest.mark.parametrize("seed", range(8))
def test_greedy_packings_are_valid(name: str, seed: int) -> None:
    rng = random.Random(seed)
    blocks = []
    for k in range(60):
        s = rng.randrange(40)
        blocks.append(Block(f"b{k}", s, rng.randint(s + 1, 41), rng.randint(0, 300)))
    alignment = rng.choice([1, 16, 64])
    offsets = GREEDY_PLANNERS[name](blocks, alignment)
    assert placement_errors(blocks, offsets, alignment) == []
    assert arena_size(blocks, offsets) >= lower_bound(blocks, alignment)


def test_best_fit_takes_the_smallest_gap_and_first_fit_the_lowest() -> None:
    # Placed largest first: A@0, B@5, C@9, E@12, F@15. When D (live [1,2)) comes, B and E
    # are dead: gaps [5,9) (4 bytes) and [12,15) (3 bytes) open up.
    blocks = [
        Block("A", 0, 3, 5),
        Block("B", 0, 1, 4),
        Block("C", 0, 3, 3),
        Block("E", 0, 1, 3),
        Block("F", 0, 3, 2),
        Block("D", 1, 2, 1),
    ]
    bf, ff = best_fit_by_size(blocks), first_fit_by_size(blocks)
    assert [bf[k] for k in "ABCEF"] == [0, 5, 9, 12, 15] == [ff[k] for k in "ABCEF"]
    assert bf["D"] == 12 and ff["D"] == 5


def test_inductor_pool_reuses_space_over_time() -> None:
    # a and b never live together: Inductor's temporal split puts them at the same offset.
    blocks = [Block("a", 0, 2, 64), Block("b", 2, 4, 64), Block("c", 0, 4, 32)]
    offsets = inductor_pool(blocks, 64)
    assert offsets["a"] == offsets["b"] and placement_errors(blocks, offsets, 64) == []
    assert arena_size(blocks, offsets) == 64 + 32  # c above the shared slot


def test_lifetimes_follow_the_peak_semantics() -> None:
    problem = make_problem(
        "p",
        [
            ("x", 100, "input", True),
            ("a", 10, "internal", True),
            ("b", 20, "internal", True),
            ("out", 5, "internal", False),
        ],
        [
            ("u0", 0, [("x", "r"), ("a", "w")]),
            ("u1", 7, [("a", "r"), ("b", "w")]),
            ("u2", 0, [("b", "r"), ("out", "w")]),
            ("u3", 0, [("out", "rw")]),
        ],
    )
    order = original_order(problem)
    blocks = {b.id: b for b in storage_blocks(problem, order)}
    assert set(blocks) == {"a", "b", "out"}  # inputs are not planned
    assert (blocks["a"].start, blocks["a"].end) == (0, 2)
    assert (blocks["b"].start, blocks["b"].end) == (1, 3)
    assert (blocks["out"].start, blocks["out"].end) == (2, 4)  # never freed: to the end
    # x (freeable input) is freed after u0; u1's transient comes on top of nothing else unplanned.
    assert unplanned_peak(problem, order) == 100
    # The arena lower bound plus unplanned bytes never undercuts the modeled peak.
    assert lower_bound(list(blocks.values())) + unplanned_peak(problem, order) >= peak(problem, order)


def test_lower_bound_with_alignment() -> None:
    blocks = [Block("a", 0, 2, 10), Block("b", 1, 3, 60), Block("c", 2, 3, 1)]
    assert lower_bound(blocks, 1) == 70
    # At t=1: a, b live: padded 64 + 64, minus the largest padding (54 of a): 74.
    assert lower_bound(blocks, 64) == 74


def test_inductor_pool_survives_a_tree_deeper_than_the_recursion_limit():
    # Every block overlaps every other in time, so each one wraps the pool tree one level
    # deeper; 600 blocks make a tree of depth 1,200, past Python's default limit of 1,000.
    from formal.arena.blocks import Block
    from formal.arena.greedy import inductor_pool

    blocks = [Block(id=f"b{j}", start=j, end=j + 600, size=1000 - j) for j in range(600)]
    offsets = inductor_pool(blocks)
    assert len(offsets) == 600
    ordered = sorted(blocks, key=lambda b: offsets[b.id])
    assert all(offsets[a.id] + a.size <= offsets[b.id] for a, b in zip(ordered, ordered[1:]))
