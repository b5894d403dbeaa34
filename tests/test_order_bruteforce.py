"""Exactness on small random problems: optimizer == brute force, every bound <= optimum.

The reference is deliberately independent of formal.order: a dynamic program over the
executed-unit sets whose step samples are recomputed from the peak semantics of
DESIGN.md (first/last access per storage), and, for tiny problems, plain enumeration of
all permutations through formal.model.peak.
"""

from __future__ import annotations

import itertools

import pytest

from formal.model import first_violation, is_legal, peak, predecessors
from formal.model.random_problems import random_problem
from formal.order.bounds import compute_bounds, lower_bounds
from formal.order.greedy import HEURISTICS, greedy_order
from formal.order.instance import Instance
from formal.order.optimize import optimize


def brute_force_peak(problem) -> int:
    """Minimum peak over all legal orders, by DP over executed sets (independent code)."""
    n = problem.n
    preds = [sum(1 << i for i in p) for p in predecessors(problem)]
    accessors = [0] * len(problem.storages)
    for u, accesses in enumerate(problem.unit_accesses):
        for s, _mode in accesses:
            accessors[s] |= 1 << u

    def sample(done: int, u: int) -> int:
        # Held while u runs: storages that exist (input, or touched by done+u) and are not
        # freed (not freeable, or some accessor not in done), plus u's scratch.
        total = problem.units[u].transient
        for k, st in enumerate(problem.storages):
            exists = st.origin == "input" or accessors[k] & (done | 1 << u)
            freed = st.freeable and accessors[k] and not accessors[k] & ~done
            total += st.bytes if exists and not freed else 0
        return total

    layer = {0: problem.input_bytes}
    for _ in range(n):
        nxt: dict[int, int] = {}
        for done, cost in layer.items():
            for u in range(n):
                if not done >> u & 1 and not preds[u] & ~done:
                    key, value = done | 1 << u, max(cost, sample(done, u))
                    if value < nxt.get(key, 1 << 62):
                        nxt[key] = value
        layer = nxt
    return layer[(1 << n) - 1] if n else problem.input_bytes


def permutation_peak(problem) -> int:
    ids = [u.id for u in problem.units]
    return min(peak(problem, list(p)) for p in itertools.permutations(ids) if is_legal(problem, list(p)))


CASES = [(n, seed) for n in range(1, 15) for seed in range(3)] + [(14, s) for s in range(10, 16)]


def test_dp_reference_agrees_with_enumeration():
    for n in range(1, 7):
        for seed in range(4):
            p = random_problem(n, 1000 + seed)
            assert brute_force_peak(p) == permutation_peak(p)


@pytest.mark.parametrize("n,seed", CASES)
def test_exact_equals_brute_force_and_bounds_are_sound(n, seed):
    problem = random_problem(n, seed * 7919 + n)
    opt = brute_force_peak(problem)
    result = optimize(problem, "exact", time_limit=30)
    assert first_violation(problem, result.order) is None
    assert result.status == "optimal"
    assert result.peak == peak(problem, result.order) == opt
    assert result.lower_bound == opt
    bounds = lower_bounds(problem)
    for key in ("event_cut", "forward_trap", "reverse_trap", "order_split", "best"):
        assert bounds[key] <= opt, key
    assert bounds["forward_trap"] >= bounds["event_cut"]
    assert bounds["reverse_trap"] >= bounds["event_cut"]
    assert bounds["order_split"] >= max(bounds["forward_trap"], bounds["reverse_trap"])
    assert bounds["best"] == max(bounds["order_split"], problem.input_bytes)


SHAPES = [
    dict(p_inplace=0.4, p_output=0.4, p_transient=0.5, max_reads=4),
    dict(p_inplace=0.0, p_output=0.0, p_transient=0.0, max_reads=2, n_inputs=3),
    dict(p_inplace=0.3, p_output=0.1, p_transient=0.3, max_reads=1, max_bytes=8),
]


@pytest.mark.parametrize("shape", range(len(SHAPES)))
@pytest.mark.parametrize("n", [8, 11, 14])
@pytest.mark.parametrize("seed", range(3))
def test_other_shapes_exact_and_certified(shape, n, seed, tmp_path):
    from formal.base.files import write_yaml
    from formal.check.commands import check_files
    from formal.model import write_problem
    from formal.order.certify import certify

    problem = random_problem(n, 50 + seed, **SHAPES[shape])
    opt = brute_force_peak(problem)
    assert lower_bounds(problem)["best"] <= opt
    proof = certify(problem, time_limit=30)
    assert proof["peak"] == proof["lower_bound"] == opt
    write_problem(tmp_path / "p.yaml", problem)
    write_yaml(tmp_path / "proof.yaml", proof)
    assert all(h for h, _m in check_files(str(tmp_path / "p.yaml"), str(tmp_path / "proof.yaml")))


@pytest.mark.parametrize("seed", range(6))
def test_heuristics_are_legal_and_peaks_agree_with_the_model(seed):
    problem = random_problem(40, seed)
    inst = Instance(problem)
    for name, fn in HEURISTICS.items():
        order = inst.order_ids(fn(inst))
        assert first_violation(problem, order) is None, name
        assert peak(problem, order) == inst.peak(fn(inst)), name
    best = greedy_order(problem)
    assert peak(problem, best) <= peak(problem, [u.id for u in problem.units])


def test_greedy_order_is_deterministic():
    problem = random_problem(120, 5)
    assert greedy_order(problem) == greedy_order(problem)
    assert compute_bounds(Instance(problem)).values()["best"] == compute_bounds(Instance(problem)).values()["best"]
