"""The phase search (formal/recompute/phases.py): exact against the exhaustive search, and the
3-PARTITION gadgets of docs/hardness.md decided like brute force, with checked witnesses."""

from __future__ import annotations

import random

import pytest

from formal.base.errors import FormalError
from formal.model import make_problem, problem_from_dict
from formal.recompute.exhaustive import solve_exhaustive
from formal.recompute.gadgets import equal_sum_partition, three_partition, three_partition_gadget
from formal.recompute.generate import random_dataflow
from formal.recompute.instance import make_instance
from formal.recompute.phases import analyse, decide, solve_phases
from formal.recompute.semantics import evaluate, evaluate_ids
from formal.recompute.solve import solve


def gadget(values):
    data = three_partition_gadget(values)
    return make_instance(problem_from_dict(data), data["recompute"]["k"], data["recompute"]["budget"])


def union(parts, name):
    """Disjoint union of problems: several blocks that interact only through the budget."""
    storages, units = [], []
    for j, p in enumerate(parts):
        storages += [(f"c{j}{s.id}", s.bytes, s.origin, s.freeable) for s in p.storages]
        units += [
            (f"c{j}{u.id}", u.transient, [(f"c{j}{p.storages[s].id}", mode) for s, mode in acc])
            for u, acc in zip(p.units, p.unit_accesses)
        ]
    return make_problem(name, storages, units)


def budgets(p, k):
    low = solve_exhaustive(make_instance(p, k)).peak
    high = solve_exhaustive(make_instance(p, 0)).peak
    return range(max(0, low - 2), high + 2)


def same_as_exhaustive(inst):
    ref, got = solve_exhaustive(inst), solve_phases(inst, 30)
    assert got.optimal
    assert (got.feasible, got.extra_macs) == (ref.feasible, ref.extra_macs), inst.problem.name
    if got.feasible:  # the witness meets the budget under the reference semantics
        assert evaluate_ids(inst, got.schedule)[0] <= inst.budget


@pytest.mark.parametrize("n,seed", [(4, 0), (4, 1), (4, 2), (5, 0), (5, 2), (6, 2)])
def test_agrees_with_exhaustive_on_random_graphs(n, seed):
    p = random_dataflow(n, seed)
    for k in (1, 2):
        for budget in budgets(p, k):
            same_as_exhaustive(make_instance(p, k, budget=budget))


@pytest.mark.parametrize("seed", range(8))
def test_agrees_with_exhaustive_on_disjoint_unions(seed):
    """Several blocks: free units of different blocks run in any order within a phase."""
    rng = random.Random(seed)
    parts = [
        random_dataflow(rng.randint(1, 2), 10 * seed + j, max_bytes=rng.choice([4, 16]), p_transient=0.4)
        for j in range(rng.randint(2, 3))
    ]
    p = union(parts, f"union-{seed}")
    for k in (0, 1, 2):  # k = 0: the critical units run once, in a chain or not (the capacity bound)
        for budget in budgets(p, k):
            same_as_exhaustive(make_instance(p, k, budget=budget))


def test_least_peak_without_budget_agrees_with_exhaustive():
    for seed in range(3):
        inst = make_instance(random_dataflow(6, seed), 1)
        ref, got = solve_exhaustive(inst), solve_phases(inst, 30)
        assert got.optimal and (got.peak, got.extra_macs) == (ref.peak, ref.extra_macs)


@pytest.mark.parametrize("values", [[2, 3, 4], [1, 2, 4]])
def test_gadget_budgets_around_B_agree_with_exhaustive(values):
    """m = 1 gadgets with budgets below and above B: the derived precedences stay exact."""
    data = three_partition_gadget(values)
    p = problem_from_dict(data)
    B = data["recompute"]["budget"]
    for budget in range(B - 12, B + 12, 4):
        same_as_exhaustive(make_instance(p, 0, budget=budget))


def test_gadget_structure_is_derived():
    """Gates (r_i_j before s_{j+1}) are derived, the clock units are the only critical ones, and
    every item is a block of its own, identical items one class."""
    values = [6, 7, 8, 6, 7, 8]
    inst = gadget(values)
    an = analyse(inst, inst.budget)
    idx = inst.problem.unit_index
    m = 2
    for i in range(len(values)):
        for j in range(m):
            for t in range(j + 1, m + 1):
                assert an.after[idx[f"r{i}_{j}"]] >> idx[f"s{t}"] & 1
    assert {inst.uid(u) for u in range(inst.n) if an.critical[u]} == {"s1", "s2"}
    assert len(an.blocks) == 1 + len(values)


@pytest.mark.parametrize(
    "values",
    [
        [6, 7, 8, 6, 7, 8],
        [6, 6, 6, 8, 8, 8],
        [1, 1, 1, 1, 1, 2],
        [5, 6, 7, 5, 6, 7, 6, 5, 7],
        [6, 6, 6, 6, 6, 6, 6, 6, 12],
        [6, 7, 6, 8, 7, 10, 7, 7, 11],
        [15, 20, 18, 19, 16, 21, 22, 17, 29],
    ],
)
def test_gadgets_decided_like_brute_force(values):
    inst = gadget(values)
    answer, seq, stats = decide(inst, inst.budget, 60)
    assert answer is not None, stats
    assert answer == equal_sum_partition(values) == three_partition(values)
    if answer:
        assert evaluate(inst, seq)[0] <= inst.budget
    shuffled = values[::-1]  # the answer does not depend on the order of the items
    assert decide(gadget(shuffled), inst.budget, 60)[0] == answer


def test_least_extra_macs_on_a_yes_gadget():
    """The converse construction recomputes every item m - 1 times; nothing cheaper fits."""
    values = [5, 6, 7, 5, 6, 7, 6, 5, 7]
    result = solve(gadget(values), "phase", 60)
    assert result.optimal and result.extra_macs == len(values) * 2 == result.lower_bound


def test_auto_backend_decides_an_m3_gadget():
    result = solve(gadget([6, 6, 6, 6, 6, 6, 6, 6, 12]), "auto", 60)
    assert result.status == "infeasible" and result.backend == "phase"


def test_capacity_bound_cuts_gadget_searches():
    """The clock is a chain of once-run critical units: the capacity bound applies and cuts."""
    inst = gadget([15, 20, 18, 19, 16, 21, 22, 17, 29])
    assert decide(inst, inst.budget, 60)[2]["capacity_cuts"] > 0


def test_state_cap_gives_unknown_not_a_wrong_answer():
    inst = gadget([15, 20, 18, 19, 16, 21, 22, 17, 29])
    answer, _, stats = decide(inst, inst.budget, 60, max_states=5)
    assert answer is None and "stopped" in stats
    result = solve_phases(inst, 60, max_states=5)
    assert result.status == "unknown"


def test_in_place_chains_are_refused():
    p = random_dataflow(3, 0)
    inst = make_instance(p, 1, budget=100, chains=[("u0", "u1")])
    with pytest.raises(FormalError, match="in-place chains"):
        decide(inst, 100)


def test_unions_exercise_free_and_critical_units_in_several_blocks():
    """The union test above is not vacuous: some budgets give free and critical units in 2+ blocks."""
    rng = random.Random(2)
    parts = [
        random_dataflow(rng.randint(1, 2), 20 + j, max_bytes=rng.choice([4, 16]), p_transient=0.4)
        for j in range(rng.randint(2, 3))
    ]
    p = union(parts, "union-2")
    mixed = [
        b
        for k in (1, 2)
        for b in budgets(p, k)
        if (lambda an: len(an.blocks) > 1 and any(an.critical) and not all(an.critical))(
            analyse(make_instance(p, k, budget=b), b)
        )
    ]
    assert mixed


@pytest.mark.parametrize("seed", [1, 4, 7])
def test_agrees_with_exhaustive_on_identical_twins(seed):
    """Two copies of one graph: block symmetry, also for blocks that hold critical units."""
    rng = random.Random(seed)
    part = random_dataflow(rng.randint(1, 3), seed, max_bytes=rng.choice([4, 16]), p_transient=0.4)
    p = union([part, part], f"twins-{seed}")
    for k in (0, 1):
        for budget in budgets(p, k):
            same_as_exhaustive(make_instance(p, k, budget=budget))
