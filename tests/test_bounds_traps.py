"""Lower bounds: min-cut correctness, soundness, dominance and incomparability of the traps."""

from __future__ import annotations

import pytest

from formal.model import make_problem
from formal.model.random_problems import random_problem
from formal.model.random_programs import program_like
from formal.order.bounds import compute_bounds, lower_bounds
from formal.order.flow import CutNetwork
from formal.order.instance import Instance
from formal.order.optimize import optimize


def two_hills():
    """Forward trap wins: whichever hill runs second sits on the first one's 1-byte output."""
    storages = [
        ("x", 10, "internal", True),
        ("y", 1, "internal", False),
        ("z", 10, "internal", True),
        ("w", 1, "internal", False),
    ]
    units = [
        ("a1", 0, [("x", "w")]),
        ("a2", 0, [("x", "r"), ("y", "w")]),
        ("b1", 0, [("z", "w")]),
        ("b2", 0, [("z", "r"), ("w", "w")]),
    ]
    return make_problem("two-hills", storages, units)


def two_valleys():
    """The time-reversed two hills: whichever hill runs first still has the other's input live."""
    storages = [
        ("ya", 1, "input", True),
        ("yb", 1, "input", True),
        ("x", 10, "internal", True),
        ("z", 10, "internal", True),
    ]
    units = [
        ("a1", 0, [("ya", "r"), ("x", "w")]),
        ("a2", 0, [("x", "r")]),
        ("b1", 0, [("yb", "r"), ("z", "w")]),
        ("b2", 0, [("z", "r")]),
    ]
    return make_problem("two-valleys", storages, units)


def test_forward_trap_beats_reverse_on_two_hills():
    b = lower_bounds(two_hills())
    assert (b["event_cut"], b["forward_trap"], b["reverse_trap"], b["best"]) == (11, 12, 11, 12)


def test_reverse_trap_beats_forward_on_the_mirror_image():
    b = lower_bounds(two_valleys())
    assert (b["event_cut"], b["forward_trap"], b["reverse_trap"], b["best"]) == (11, 11, 12, 12)


def ideals(inst: Instance):
    """Every ideal of a small problem (brute force)."""
    out = [0]
    seen = {0}
    for ideal in out:
        for u in inst.ready(ideal):
            child = ideal | 1 << u
            if child not in seen:
                seen.add(child)
                out.append(child)
    return out


def held_by_definition(problem, ideal: int, v: int) -> int:
    """held(I, v) straight from DESIGN.md's semantics: exists and not yet freed, plus scratch."""
    total = problem.units[v].transient
    for k, st in enumerate(problem.storages):
        acc = [u for u, a in enumerate(problem.unit_accesses) if any(s == k for s, _m in a)]
        exists = st.origin == "input" or any((ideal >> u & 1) or u == v for u in acc)
        freed = st.freeable and acc and all(ideal >> u & 1 for u in acc)
        total += st.bytes if exists and not freed else 0
    return total


@pytest.mark.parametrize("seed", range(8))
def test_min_cut_equals_brute_force_minimum_over_ideals(seed):
    problem = random_problem(9, 300 + seed, p_inplace=0.3, p_transient=0.4)
    inst = Instance(problem)
    net = CutNetwork(inst)
    all_ideals = ideals(inst)
    for v in range(inst.n):
        out = inst.desc[v] | 1 << v
        for extra_in, extra_out in [
            (0, 0),
            *[(inst.anc[u] | 1 << u, 0) for u in range(inst.n)],
            *[(0, inst.desc[u] | 1 << u) for u in range(inst.n)],
        ]:
            fin, fout = inst.anc[v] | extra_in, out | extra_out
            cut = net.min_held(v, fin, fout)
            shape = [i for i in all_ideals if i & fin == fin and not i & fout]
            if not shape:
                assert cut is None or fin & fout
                continue
            assert cut is not None
            assert cut.value == min(held_by_definition(problem, i, v) for i in shape)
            # The reported extreme min-cut ideals attain the minimum too.
            for i in (cut.smallest, cut.largest):
                assert i in shape and held_by_definition(problem, i, v) == cut.value
            # The flow's value, as the checker would compute it, is the cut.
            out_of_source = sum(a for f, _t, a in cut.flow if f == "source")
            assert out_of_source + problem.units[v].transient == cut.value


@pytest.mark.parametrize("seed", range(10))
def test_traps_dominate_event_cut(seed):
    problem = random_problem(25, seed, p_output=0.3)
    b = lower_bounds(problem)
    assert b["forward_trap"] >= b["event_cut"] and b["reverse_trap"] >= b["event_cut"]
    assert b["complete"]


def test_target_and_time_limit_stop_early_with_valid_values():
    problem = random_problem(120, 2)
    inst = Instance(problem)
    full = compute_bounds(inst)
    early = compute_bounds(inst, target=full.event_cut)
    assert not early.complete and early.best <= full.best
    quick = compute_bounds(inst, time_limit=1e-9)
    assert quick.event_cut == full.event_cut and quick.best <= full.best


def test_bounds_on_program_like_graphs_are_complete_and_below_the_peak():
    for seed in range(2):
        problem = program_like(200, seed, training=True)
        b = lower_bounds(problem)
        assert b["complete"] and problem.input_bytes <= b["best"]
        assert b["best"] <= optimize(problem, "greedy").peak


@pytest.mark.parametrize("seed", range(12))
def test_an_incumbent_cuts_fewer_units_for_the_same_event_cut_and_traps(seed):
    """Units whose step in an incumbent order holds no more than the best event case found are
    not cut; the event cut and both pair traps (scanned in full) must not change."""
    from formal.order.greedy import best_heuristic

    problem = program_like(60, seed, training=seed % 2 == 0) if seed < 6 else random_problem(25, seed, p_output=0.3)
    inst = Instance(problem)
    _, order, _ = best_heuristic(inst, None)
    full = compute_bounds(inst, kinds=("forward_trap", "reverse_trap"))
    pruned = compute_bounds(Instance(problem), kinds=("forward_trap", "reverse_trap"), incumbent=order)
    assert full.complete and pruned.complete
    assert (pruned.event_cut, pruned.forward_trap, pruned.reverse_trap) == (
        full.event_cut,
        full.forward_trap,
        full.reverse_trap,
    )
    assert pruned.maxflow_calls <= full.maxflow_calls
