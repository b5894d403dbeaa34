"""The compiled canonical search (formal.arena.kernel) against the Python search and CP-SAT.

The kernel is meant to be the Python search of formal.arena.exact node for node, compiled:
same answers, same packings, same node counts. Its pruning (dominance, section inference,
MiniMalloc's hatless pruning) must keep every packable instance packable: small random
instances are decided by CP-SAT too and the answers compared.

The first run on a machine compiles the kernel (20-40 s, once; numba caches it).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from formal.arena import kernel
from formal.arena.blocks import Block, lower_bound, placement_errors
from formal.arena.csvio import read_csv
from formal.arena.exact import CanonicalSearch, minimize
from formal.arena.no_overlap import cpsat_feasible, maximal_live_sets

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "minimalloc"

pytestmark = pytest.mark.skipif(not kernel.HAVE_NUMBA, reason="numba is not installed")


@pytest.fixture(scope="module", autouse=True)
def compiled_kernel() -> None:
    kernel.prepare()  # compiles on a machine's first run, else loads from numba's cache


def random_blocks(seed: int, n: int = 10, steps: int = 5, largest: int = 12) -> list[Block]:
    """Random lifetimes on a few steps, sizes 1..largest (with alignment 8, a few do not fit
    at the live-bytes bound: seeds 24 and 229 of range(300))."""
    rng = random.Random(seed)
    blocks = []
    for k in range(n):
        start = rng.randrange(steps)
        blocks.append(Block(f"b{k}", start, start + rng.randrange(1, steps + 1 - start), rng.randrange(1, largest + 1)))
    return blocks


def both(blocks: list[Block], capacity: int, alignment: int = 1):
    """The same question to the compiled and the Python search (no CP-SAT)."""
    answers = []
    for compiled in (True, False):
        answers.append(CanonicalSearch(blocks, alignment, compiled=compiled).solve(capacity, 60, use_cpsat=False))
    return answers


def test_compiled_and_python_search_agree_node_for_node_on_minimalloc_j() -> None:
    blocks = read_csv(BENCH / "J.1048576.csv")
    fast, slow = both(blocks, 1_048_576)
    assert fast.status == slow.status == "feasible"
    assert fast.nodes == slow.nodes and fast.offsets == slow.offsets
    assert not placement_errors(blocks, fast.offsets, 1, 1_048_576)


def test_compiled_search_matches_python_and_cpsat_on_random_instances() -> None:
    alignment, decided = 8, {"feasible": 0, "infeasible": 0}
    cases = [(seed, extra) for seed in range(25) for extra in (0, alignment)] + [(229, 0)]
    for seed, extra in cases:
        blocks = random_blocks(seed)
        capacity = lower_bound(blocks, alignment) + extra
        fast, slow = both(blocks, capacity, alignment)
        assert (fast.status, fast.nodes, fast.offsets) == (slow.status, slow.nodes, slow.offsets), (seed, capacity)
        reference, _ = cpsat_feasible(blocks, capacity, alignment, 1e9, 30.0, maximal_live_sets(blocks))
        assert fast.status == reference, (seed, capacity)  # the pruning loses no packable instance
        decided[fast.status] += 1
        if fast.status == "feasible":
            assert not placement_errors(blocks, fast.offsets, alignment, capacity)
    assert decided["feasible"] and decided["infeasible"] == 2  # both answers exercised


def test_minimize_takes_a_quick_look_at_the_bound_before_the_greedy_seed() -> None:
    blocks = read_csv(BENCH / "C.1048576.csv")
    result = minimize(blocks, 1, 60, capacity=1_048_576)
    assert result.optimal and result.arena == lower_bound(blocks) == 1_039_360
    assert result.probes == ((1_039_360, "feasible"),) and result.method == "search"
    assert not placement_errors(blocks, result.offsets, 1, result.arena)


def test_node_limit_aborts_and_the_time_limit_gives_unknown_not_a_wrong_answer() -> None:
    blocks = read_csv(BENCH / "E.1048576.csv")
    search = CanonicalSearch(blocks)
    search._build(float("inf"))
    rank = search.preorder_rank("WAT")
    from formal.arena.exact import _Abort

    with pytest.raises(_Abort):
        search._search(1_048_576, rank, 50, float("inf"), "WAT", compiled=True)
    assert search.nodes == 51  # the node past the limit is counted, then the search stops
    answer = search.solve(1_048_576, 0.01, use_cpsat=False)
    assert answer.status in ("unknown", "feasible")
    if answer.offsets is not None:
        assert not placement_errors(blocks, answer.offsets, 1, 1_048_576)


def test_the_ready_marker_goes_to_a_user_cache_where_the_package_folder_is_read_only(tmp_path, monkeypatch) -> None:
    from pathlib import Path

    from formal.arena import kernel

    source = Path(kernel.__file__)
    monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert kernel._marker_folder(source) == source.parent / "__pycache__"  # a writable checkout
    monkeypatch.setattr(kernel.os, "access", lambda path, mode: False)  # as a read-only install sees it
    assert kernel._marker_folder(source) == tmp_path / "formal"
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path / "numba"))  # the user's choice wins
    assert kernel._marker_folder(source) == tmp_path / "numba"
