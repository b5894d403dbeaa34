"""Every back end and formulation agrees with the brute-force optimum (issue 4 acceptance)."""

from __future__ import annotations

import itertools

import pytest

from formal.base.errors import FormalError
from formal.model import is_legal, make_problem, peak
from formal.model.random_problems import random_problem
from formal.order.backends import FORMULATIONS, simple_lower_bound, solve
from formal.order.brute import brute_force

# Sizes 1..10 units, with inputs, in-place rw, outputs and transients from the generator.
CASES = [(n, seed) for n in range(1, 11) for seed in (n, 100 + n)]
ROUTES = [(b, f) for b, fs in FORMULATIONS.items() for f in fs]


def branchy() -> "Problem":  # noqa: F821
    """Two independent branches joined at the end: order matters for the peak."""
    return make_problem(
        "branchy",
        [
            ("x", 10, "input", False),
            ("a1", 50, "internal", True),
            ("a2", 5, "internal", True),
            ("b1", 40, "internal", True),
            ("b2", 5, "internal", True),
            ("y", 1, "internal", False),
        ],
        [
            ("ua1", 0, [("x", "r"), ("a1", "w")]),
            ("ub1", 0, [("x", "r"), ("b1", "w")]),
            ("ua2", 7, [("a1", "r"), ("a2", "w")]),
            ("ub2", 0, [("b1", "r"), ("b2", "w")]),
            ("join", 0, [("a2", "r"), ("b2", "r"), ("y", "w")]),
        ],
    )


def exhaustive(problem) -> int:
    ids = [u.id for u in problem.units]
    return min(peak(problem, o) for o in itertools.permutations(ids) if is_legal(problem, o))


@pytest.mark.parametrize("n,seed", [(n, s) for n, s in CASES if n <= 7])
def test_brute_force_equals_enumeration(n, seed):
    p = random_problem(n, seed)
    value, order = brute_force(p)
    assert value == exhaustive(p) == peak(p, order)


@pytest.mark.parametrize("backend,formulation", ROUTES)
def test_backends_agree_with_brute_force(backend, formulation):
    for n, seed in CASES:
        p = random_problem(n, seed)
        opt, _ = brute_force(p)
        r = solve(p, backend, formulation, time_limit=30)
        assert is_legal(p, r.order)
        assert (r.peak, r.lower_bound, r.optimal) == (opt, opt, True), (n, seed)


@pytest.mark.parametrize("backend,formulation", ROUTES)
def test_branchy_problem(backend, formulation):
    p = branchy()
    r = solve(p, backend, formulation, time_limit=30)
    assert r.peak == exhaustive(p) == brute_force(p)[0]
    assert r.order != [u.id for u in p.units] or peak(p, r.order) == r.peak


def test_simple_lower_bound_is_valid():
    for n, seed in CASES:
        p = random_problem(n, seed)
        assert simple_lower_bound(p) <= brute_force(p)[0]


def test_deterministic_output():
    p = random_problem(10, 7)
    for backend in ("sat", "cpsat", "ilp", "smt"):
        assert solve(p, backend, time_limit=30).order == solve(p, backend, time_limit=30).order


def test_time_limit_reports_honest_gap():
    p = random_problem(40, 3)
    r = solve(p, "sat", time_limit=0.05)
    assert is_legal(p, r.order) and peak(p, r.order) == r.peak
    assert r.lower_bound <= r.peak
    assert r.optimal == (r.lower_bound == r.peak)


def test_bad_choices_are_clear_errors():
    p = random_problem(4, 1)
    with pytest.raises(FormalError, match="unknown backend"):
        solve(p, "gurobi")
    with pytest.raises(FormalError, match="no formulation"):
        solve(p, "sat", "interval")
    with pytest.raises(FormalError, match="time-limit"):
        solve(p, "sat", time_limit=0)


@pytest.mark.parametrize("seed", range(6))
def test_edge_heavy_problems(seed):
    """Many in-place updates, outputs, transients and freeable inputs: every route still agrees."""
    from pysat.solvers import Solver

    from formal.order import encoding

    p = random_problem(8, 500 + seed, n_inputs=3, p_inplace=0.5, p_output=0.4, p_transient=0.6)
    opt, _ = brute_force(p)
    for backend, formulation in ROUTES:
        assert solve(p, backend, formulation, time_limit=30).peak == opt, (backend, formulation)
    for budget, expect in ((opt, True), (opt - 1, False)):
        with Solver(name="glucose4", bootstrap_with=encoding.encode(p.to_dict(), budget)[1]) as s:
            assert s.solve() is expect
