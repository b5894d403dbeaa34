"""Recomputation semantics (docs/recompute.md) and the exhaustive reference search."""

from __future__ import annotations

import pytest

from formal.base.errors import FormalError
from formal.model import make_problem, original_order, peak
from formal.order.brute import brute_force
from formal.recompute.exhaustive import solve_exhaustive
from formal.recompute.generate import random_dataflow
from formal.recompute.instance import make_instance
from formal.recompute.semantics import evaluate, evaluate_ids


def skip_chain():
    """x -> a (big, cheap) is read first and last; b, c in between are big too."""
    return make_problem(
        "skip",
        [
            ("x", 4, "input", False),
            ("a", 50, "internal", True),
            ("b", 40, "internal", True),
            ("c", 40, "internal", True),
            ("y", 1, "internal", False),
        ],
        [
            ("ua", 0, [("x", "r"), ("a", "w")]),
            ("ub", 0, [("a", "r"), ("b", "w")]),
            ("uc", 0, [("b", "r"), ("c", "w")]),
            ("uy", 0, [("a", "r"), ("c", "r"), ("y", "w")]),
        ],
    )


def test_recomputing_shortens_lifetime_exactly():
    inst = make_instance(skip_chain(), 1)
    # Once: a (50) is held through uc: 4 + 50 + 40 + 40 = 134 at uc.
    assert evaluate_ids(inst, ["ua", "ub", "uc", "uy"]) == (134, 0)
    # a dies after ub, is recomputed before uy: peaks 4+50+40=94 (ub), 4+40+40 (uc), 4+40+50 (ua again), 4+50+40+1.
    assert evaluate_ids(inst, ["ua", "ub", "uc", "ua", "uy"]) == (95, 1)
    r = solve_exhaustive(inst)
    assert (r.peak, r.extra_macs, r.optimal) == (95, 1, True)
    assert r.schedule == ["ua", "ub", "uc", "ua", "uy"]


def test_readers_use_the_most_recent_copy_and_unread_copies_die_at_once():
    inst = make_instance(skip_chain(), 2)
    # The second copy of a is never read: it lives only during its own execution.
    assert evaluate_ids(inst, ["ua", "ub", "ua", "uc", "ua", "uy"])[0] == 95
    # Here uy reads the second copy, so the first dies after ub.
    assert evaluate_ids(inst, ["ua", "ub", "uc", "ua", "uy"]) == (95, 1)


@pytest.mark.parametrize(
    "bad,message",
    [
        (["ub", "ua", "uc", "uy"], "before any unit wrote it"),
        (["ua", "ub", "uc"], "never runs"),
        (["ua", "ua", "ua", "ub", "uc", "uy"], "at most 2"),
    ],
)
def test_illegal_schedules_are_named(bad, message):
    inst = make_instance(skip_chain(), 1)
    with pytest.raises(FormalError, match=message):
        evaluate_ids(inst, bad)


def test_budget_trades_peak_for_macs():
    base = skip_chain()
    assert solve_exhaustive(make_instance(base, 1, budget=134)).extra_macs == 0
    r = solve_exhaustive(make_instance(base, 1, budget=100, macs={"ua": 7}))
    assert (r.feasible, r.peak, r.extra_macs) == (True, 95, 7)
    r = solve_exhaustive(make_instance(base, 1, budget=94))
    assert (r.feasible, r.optimal, r.schedule) == (False, True, [])


@pytest.mark.parametrize("n,seed", [(n, s) for n in range(1, 7) for s in range(3)])
def test_k0_equals_ordering_semantics_and_optimum(n, seed):
    p = random_dataflow(n, seed)
    inst = make_instance(p, 0)
    assert evaluate(inst, list(range(n)))[0] == peak(p, original_order(p))
    assert solve_exhaustive(inst).peak == brute_force(p)[0]


def test_recomputation_never_hurts_and_sometimes_helps():
    helped = 0
    for n in range(3, 7):
        for seed in range(6):
            p = random_dataflow(n, seed)
            r0, r1 = solve_exhaustive(make_instance(p, 0)), solve_exhaustive(make_instance(p, 1))
            assert r1.peak <= r0.peak
            helped += r1.peak < r0.peak
    assert helped >= 2


@pytest.mark.parametrize(
    "storages,units,message",
    [
        ([("x", 4, "input", False)], [("u", 0, [("x", "rw")])], "in place"),
        (
            [("x", 4, "input", False), ("a", 4, "internal", True)],
            [("u", 0, [("x", "r"), ("a", "w")]), ("v", 0, [("a", "w")])],
            "written twice",
        ),
    ],
)
def test_non_single_assignment_is_refused(storages, units, message):
    with pytest.raises(FormalError, match=message):
        make_instance(make_problem("bad", storages, units), 1)


def test_outputs_run_once():
    inst = make_instance(skip_chain(), 3)
    assert inst.runs == (4, 4, 4, 1)


def test_result_json_keeps_the_one_word_status_when_a_back_end_reports_its_own():
    from formal.recompute.result import RecomputeResult

    result = RecomputeResult(
        backend="cpsat",
        feasible=True,
        schedule=["a", "b", "a"],
        peak=10,
        extra_macs=3,
        optimal=True,
        lower_bound=10,
        stats={"status": "OPTIMAL", "seconds": 0.1},
    )
    data = result.to_json()
    assert data["status"] == "optimal" and data["solver_status"] == "OPTIMAL" and data["recomputations"] == 1
