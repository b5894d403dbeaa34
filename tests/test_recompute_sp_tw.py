"""Exact special cases of k-bounded recomputation (issue 6 item 3): the series-parallel knapsack
back end on stem-fed chains and the tree-decomposition dynamic program, both cross-validated
against the exhaustive reference search (docs/recompute.md)."""

from __future__ import annotations

import random

import pytest

from formal.base.errors import FormalError
from formal.model import make_problem
from formal.recompute.exhaustive import solve_exhaustive
from formal.recompute.generate import random_dataflow
from formal.recompute.instance import make_instance
from formal.recompute.semantics import evaluate_ids
from formal.recompute.series_parallel import is_series_parallel, solve_series_parallel, stem_chain
from formal.recompute.solve import solve


def random_stem_chain(m: int, r: int, seed: int, max_bytes: int = 40):
    """A backbone chain b0..b(m-1) and r stems computed from the kept input x, each read by 1-3
    backbone units (b0 reads stem s0, so b0 is backbone); stems have no transient."""
    rng = random.Random(seed)
    storages = [("x", rng.randint(1, 6), "input", False)]
    readers = [sorted(rng.sample(range(m), rng.randint(1, min(3, m)))) for _ in range(r)]
    if 0 not in readers[0]:
        readers[0].insert(0, 0)
    units = []
    for j in range(r):
        storages.append((f"w{j}", rng.randint(1, max_bytes), "internal", True))
        units.append((f"s{j}", 0, [("x", "r"), (f"w{j}", "w")]))
    for i in range(m):
        acc = [(f"w{j}", "r") for j in range(r) if i in readers[j]]
        if i > 0:
            acc.append((f"v{i - 1}", "r"))
        storages.append((f"v{i}", rng.randint(1, max_bytes), "internal", i != m - 1))
        units.append((f"b{i}", rng.randint(0, 10) if rng.random() < 0.3 else 0, acc + [(f"v{i}", "w")]))
    return make_problem(f"stemchain-{m}-{r}-{seed}", storages, units)


SP_CASES = [(m, r, s) for m in (3, 4, 5) for r in (1, 2, 3) if m + r <= 7 for s in range(3)]


@pytest.mark.parametrize("m,r,seed", SP_CASES)
def test_sp_knapsack_agrees_with_exhaustive(m, r, seed):
    p = random_stem_chain(m, r, seed)
    for k in (1, 2):
        inst = make_instance(p, k)
        ref, got = solve_exhaustive(inst), solve_series_parallel(inst)
        assert got.optimal and (got.peak, got.extra_macs) == (ref.peak, ref.extra_macs)
        assert evaluate_ids(inst, got.schedule) == (got.peak, got.extra_macs)
        for budget in (ref.peak - 1, ref.peak, ref.peak + 7):
            binst = make_instance(p, k, budget=budget)
            bref, bgot = solve_exhaustive(binst), solve_series_parallel(binst)
            assert bgot.optimal and bgot.feasible == bref.feasible
            assert bgot.extra_macs == bref.extra_macs


def test_sp_knapsack_recomputes_the_stem():
    """The ReDimNet shape: a big cheap stem value read first and last is recomputed once."""
    p = make_problem(
        "stem",
        [
            ("x", 2, "input", False),
            ("w", 50, "internal", True),
            ("v0", 10, "internal", True),
            ("v1", 40, "internal", True),
            ("v2", 40, "internal", True),
            ("v3", 1, "internal", False),
        ],
        [
            ("s", 0, [("x", "r"), ("w", "w")]),
            ("b0", 0, [("w", "r"), ("v0", "w")]),
            ("b1", 0, [("v0", "r"), ("v1", "w")]),
            ("b2", 0, [("v1", "r"), ("v2", "w")]),
            ("b3", 0, [("w", "r"), ("v2", "r"), ("v3", "w")]),
        ],
    )
    inst = make_instance(p, 1)
    got = solve(inst, "sp")
    assert got.schedule == ["s", "b0", "b1", "b2", "s", "b3"]
    assert (got.peak, got.extra_macs) == (solve_exhaustive(inst).peak, 1)
    assert got.stats["series_parallel"] is True


def test_series_parallel_recognition():
    diamond = make_problem(
        "diamond",
        [
            ("x", 1, "input", False),
            ("a", 1, "internal", True),
            ("b", 1, "internal", True),
            ("y", 1, "internal", False),
        ],
        [
            ("ua", 0, [("x", "r"), ("a", "w")]),
            ("ub", 0, [("x", "r"), ("a", "r"), ("b", "w")]),
            ("uy", 0, [("a", "r"), ("b", "r"), ("y", "w")]),
        ],
    )
    assert is_series_parallel(make_instance(diamond, 1))  # a->b->y with a->y: series-parallel
    # crossing skips u0->u2 and u1->u3 make the Wheatstone bridge, the forbidden shape
    chain_with_crossing_skips = make_problem(
        "cross",
        [
            ("x", 1, "input", False),
            *[(f"v{i}", 1, "internal", i != 3) for i in range(4)],
        ],
        [
            ("u0", 0, [("x", "r"), ("v0", "w")]),
            ("u1", 0, [("v0", "r"), ("v1", "w")]),
            ("u2", 0, [("v0", "r"), ("v1", "r"), ("v2", "w")]),
            ("u3", 0, [("v1", "r"), ("v2", "r"), ("v3", "w")]),
        ],
    )
    assert not is_series_parallel(make_instance(chain_with_crossing_skips, 1))


@pytest.mark.parametrize("n,seed", [(5, 0), (6, 1), (6, 3)])
def test_sp_refuses_outside_its_family_with_one_line(n, seed):
    inst = make_instance(random_dataflow(n, seed), 1)
    with pytest.raises(FormalError) as err:
        solve(inst, "sp")
    assert "not a stem-fed chain" in str(err.value) and "\n" not in str(err.value)
    with pytest.raises(FormalError):
        stem_chain(inst)


# --- the tree-decomposition dynamic program --------------------------------------------------

from formal.recompute.treewidth_dp import solve_treewidth_dp, tree_decomposition  # noqa: E402
from formal.studies.recompute_bench import _twdp_states  # noqa: E402


def small_skip(seed: int):
    """x -> a, a read first (ub) and last (uy): recomputing a can pay off; small bytes."""
    rng = random.Random(seed)
    a, b, c = rng.randint(2, 6), rng.randint(1, 6), rng.randint(1, 6)
    return make_problem(
        f"skip-{seed}",
        [
            ("x", 1, "input", False),
            ("a", a, "internal", True),
            ("b", b, "internal", True),
            ("c", c, "internal", True),
            ("y", 1, "internal", False),
        ],
        [
            ("ua", 0, [("x", "r"), ("a", "w")]),
            ("ub", 0, [("a", "r"), ("b", "w")]),
            ("uc", rng.randint(0, 3), [("b", "r"), ("c", "w")]),
            ("uy", 0, [("a", "r"), ("c", "r"), ("y", "w")]),
        ],
    )


TW_CASES = (
    [small_skip(s) for s in range(6)]
    + [random_dataflow(3, s, max_bytes=5) for s in range(5)]
    + [random_dataflow(4, s, max_bytes=5) for s in (1, 2, 7)]
)


@pytest.mark.parametrize("p", TW_CASES, ids=lambda p: p.name)
def test_tree_decomposition_dp_agrees_with_exhaustive(p):
    inst = make_instance(p, 1)
    ref, got = solve_exhaustive(inst), solve_treewidth_dp(inst)
    assert got.optimal and (got.peak, got.extra_macs) == (ref.peak, ref.extra_macs)
    assert evaluate_ids(inst, got.schedule) == (got.peak, got.extra_macs)
    assert got.stats["states"] > 0 and got.stats["width"] <= 3
    for budget in (ref.peak - 1, ref.peak + 2):
        binst = make_instance(p, 1, budget=budget)
        bref, bgot = solve_exhaustive(binst), solve_treewidth_dp(binst)
        assert bgot.feasible == bref.feasible and bgot.extra_macs == bref.extra_macs


def test_tree_decomposition_dp_recomputes():
    helped = [p.name for p in TW_CASES if solve_treewidth_dp(make_instance(p, 1)).extra_macs > 0]
    assert len(helped) >= 2


def test_tree_decomposition_covers_every_storage():
    inst = make_instance(small_skip(0), 1)
    width, bags, children = tree_decomposition(inst)
    assert width == 2 and len(children) == len(bags)
    for s in range(len(inst.problem.storages)):
        group = set(inst.readers[s]) | ({inst.producer[s]} if inst.producer[s] is not None else set())
        assert any(group <= bag for bag in bags)


def test_tree_decomposition_dp_refuses_above_its_state_cap_with_one_line():
    with pytest.raises(FormalError) as err:
        solve_treewidth_dp(make_instance(small_skip(0), 2), max_states=50)
    assert "exceeds 50 states" in str(err.value) and "\n" not in str(err.value)


def test_twdp_states_grow_with_the_budget():
    rows = _twdp_states([1], [1, 2], 100_000)
    assert [r["budget"] for r in rows] == [1, 2]
    assert rows[0]["states"] < rows[1]["states"]
