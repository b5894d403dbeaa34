"""CP-SAT, ILP and SAT encodings agree with the exhaustive search on random small graphs (issue 6)."""

from __future__ import annotations

import pytest

from formal.recompute.exhaustive import solve_exhaustive
from formal.recompute.generate import random_dataflow
from formal.recompute.instance import make_instance
from formal.recompute.semantics import evaluate_ids
from formal.recompute.solve import solve

# 12 graphs of 3..6 units at k=1 (several where recomputation lowers the peak), 3 at k=2,
# and budgeted variants (feasible and infeasible budgets).
CASES = [(n, s, 1) for n in (3, 4, 5, 6) for s in (0, 1, 3)] + [(4, 2, 2), (5, 1, 2), (5, 0, 2)]


@pytest.mark.parametrize("backend", ["cpsat", "ilp", "sat"])
@pytest.mark.parametrize("n,seed,k", CASES)
def test_min_peak_then_macs_agrees(backend, n, seed, k):
    inst = make_instance(random_dataflow(n, seed), k)
    ref = solve_exhaustive(inst)
    got = solve(inst, backend, time_limit=30)
    assert got.optimal
    assert (got.peak, got.extra_macs) == (ref.peak, ref.extra_macs)
    assert evaluate_ids(inst, got.schedule) == (got.peak, got.extra_macs)


@pytest.mark.parametrize("backend", ["cpsat", "ilp", "sat"])
@pytest.mark.parametrize("n,seed", [(5, 0), (5, 1), (6, 1)])
def test_budgets_agree(backend, n, seed):
    p = random_dataflow(n, seed)
    best = solve_exhaustive(make_instance(p, 1)).peak
    once = solve_exhaustive(make_instance(p, 0)).peak
    for budget in (best - 1, best, once):
        inst = make_instance(p, 1, budget=budget)
        ref, got = solve_exhaustive(inst), solve(inst, backend, time_limit=30)
        assert got.optimal and got.feasible == ref.feasible
        if ref.feasible:
            assert got.extra_macs == ref.extra_macs and got.peak <= budget
