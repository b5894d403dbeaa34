"""Large graphs: time limits are honoured and the status is honest (no timing assertions)."""

from __future__ import annotations

import pytest

from formal.model import first_violation, peak
from formal.model.random_problems import random_problem
from formal.model.random_programs import program_like
from formal.order.certify import certify
from formal.order.greedy import greedy_order
from formal.order.optimize import optimize


@pytest.mark.parametrize("seed", range(2))
def test_random_300_returns_best_order_and_honest_gap(seed):
    problem = random_problem(300, seed)
    result = optimize(problem, "exact", time_limit=2.0)
    assert first_violation(problem, result.order) is None
    assert result.peak == peak(problem, result.order) <= peak(problem, greedy_order(problem))
    assert result.lower_bound <= result.peak
    assert result.status in ("optimal", "gap")
    assert (result.status == "optimal") == (result.lower_bound == result.peak)


@pytest.mark.parametrize("n,training,seed", [(400, False, 0), (400, True, 1), (800, False, 2)])
def test_program_like_graphs_are_solved(n, training, seed):
    problem = program_like(n, seed, training=training)
    result = optimize(problem, "exact", time_limit=60)
    assert first_violation(problem, result.order) is None
    assert result.status == "optimal" and result.lower_bound == result.peak == peak(problem, result.order)


def test_certify_large_program_gives_checkable_optimal_proof(tmp_path):
    from formal.base.files import write_yaml
    from formal.check.commands import check_files
    from formal.model import write_problem

    problem = program_like(300, 4, training=True)
    proof = certify(problem, time_limit=60)
    write_problem(tmp_path / "p.yaml", problem)
    write_yaml(tmp_path / "proof.yaml", proof)
    claims = check_files(str(tmp_path / "p.yaml"), str(tmp_path / "proof.yaml"))
    assert all(h for h, _m in claims), claims
    assert proof["peak"] == proof["lower_bound"]
