"""The checker's recompute lower bound (formal/check/remat.py), held to its statement and to the prover's copy.

docs/proofs.md ("The recompute lower bound") states the rows, columns and leaf values; the prover
derives them with its own code (formal/recompute/relaxation.py). On small random problems, both
models and several budgets:

- the checker's rows, columns and group limits are the prover's;
- a leaf's value under any fixings and multipliers is the prover's, and never above the least
  cost of a 0-1 point of the covering program there (weak duality, by brute force);
- a claim is accepted exactly up to the least leaf plus the cost unit g (the gcd of the repeatable
  units' costs, which divides every schedule's extra), and the messages name the node at fault.
"""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import pytest

from formal.check.problem import Problem
from formal.check.remat import check_extra_bound, leaf_bound, relaxation
from formal.model import make_problem
from formal.recompute import relaxation as prover
from formal.recompute.instance import make_instance
from formal.recompute.lower_bound import Relaxation, least_extra
from formal.recompute.semantics import evaluate

MODELS = ("fixed", "free")


def random_problem(seed: int, n: int = 7):
    """A random DAG: a freeable input x read by some units, transients, storage t<v> written by unit v (and, now
    and then, a second storage w<v>), units that read only x (roots other than the first), every fourth problem
    a first unit that holds the most, and a kept output written by the last unit. Costs in multiples of 3 (4 for
    the output's writer, which runs once); in every third problem some units have no cost given (they cost 1)."""
    rng = random.Random(seed)
    storages, units, made = [("x", rng.randint(1, 9), "input", True)], [], []
    for v in range(n):
        writes = [f"t{v}"] + ([f"w{v}"] if seed % 3 == 0 and v < n - 1 and rng.random() < 0.3 else [])
        storages += [(s, rng.randint(1, 9), "internal", True) for s in writes]
        root = v > 0 and rng.random() < 0.15
        preds = [] if root else [u for u in range(v) if rng.random() < 0.5] or ([v - 1] if v else [])
        accesses = [(s, "r") for u in preds for s in made[u]] + [(s, "w") for s in writes]
        if v == 0 or root or rng.random() < 0.3:
            accesses.insert(0, ("x", "r"))
        if v == n - 1:
            storages.append(("out", rng.randint(1, 9), "internal", False))
            accesses.append(("out", "w"))
        made.append(writes)
        units.append((f"n{v}", 30 if v == 0 and seed % 4 == 0 else rng.randint(0, 3), accesses))
    macs = {f"n{v}": 3 * rng.randint(1, 3) for v in range(n) if seed % 3 != 1 or rng.random() < 0.67}
    macs[f"n{n - 1}"] = 4
    return make_problem(f"r{seed}", storages, units), macs


def late_root():
    """n1 reads only x (a root) while holding the most; a, which n0 writes, is read after it by n2: in some
    schedule n0 runs after n1, so a need not be held while n1 runs (the free model's row at n1)."""
    storages = [("x", 1, "input", True), ("a", 10, "internal", True), ("b", 5, "internal", True)]
    storages += [("c", 5, "internal", True), ("out", 2, "internal", False)]
    units = [
        ("n0", 0, [("x", "r"), ("a", "w")]),
        ("n1", 20, [("x", "r"), ("b", "w")]),
        ("n2", 0, [("a", "r"), ("b", "r"), ("c", "w")]),
        ("n3", 0, [("c", "r"), ("out", "w")]),
    ]
    return make_problem("late_root", storages, units), {"n0": 3, "n1": 6, "n2": 3, "n3": 4}


def two_gaps():
    """a, written by n0, is read by n2 and n4, and n1 and n3 hold the most: in the fixed model a's gaps (0, 2)
    and (2, 4) are two columns of a's group."""
    storages = [("x", 1, "input", True), ("a", 10, "internal", True), ("b", 3, "internal", True)]
    storages += [("c", 3, "internal", True), ("d", 3, "internal", True), ("out", 2, "internal", False)]
    units = [
        ("n0", 0, [("x", "r"), ("a", "w")]),
        ("n1", 30, [("x", "r"), ("b", "w")]),
        ("n2", 0, [("a", "r"), ("b", "r"), ("c", "w")]),
        ("n3", 30, [("x", "r"), ("d", "w")]),
        ("n4", 0, [("a", "r"), ("c", "r"), ("d", "r"), ("out", "w")]),
    ]
    return make_problem("two_gaps", storages, units), {"n0": 3, "n1": 3, "n2": 3, "n3": 3, "n4": 4}


def relaxations():
    """(instance, model, prover's Relaxation, checker's Problem) over two problems made by hand and random ones,
    k = 1 and 2, and budgets below the peak."""
    for seed, (problem, macs) in enumerate([late_root(), two_gaps()] + [random_problem(s) for s in range(24)]):
        k = 1 + seed % 2
        top = evaluate(make_instance(problem, k, None, None, macs), list(range(len(problem.units))))[0]
        for budget in range(top - 1, max(top - 7, 0), -1):
            inst = make_instance(problem, k, budget, None, macs)
            for model in MODELS:
                rel = Relaxation(inst, model)
                yield inst, model, rel, Problem(inst.problem.to_dict(), "problem")


def test_the_checkers_rows_columns_and_limits_are_the_provers():
    with_columns = 0
    for inst, model, rel, p in relaxations():
        mine = relaxation(p, rel.runs, inst.budget, model)
        assert mine == prover.relaxation(rel.problem, rel.runs, inst.budget, model), (inst.problem.name, model)
        with_columns += bool(mine and mine[1])
    assert with_columns >= 50, with_columns  # measured: 64 of 288 with rows and columns


def covering_minimum(excess: dict, columns: dict, limits: dict, macs: dict, fixed: dict) -> int | None:
    """The least cost of a 0-1 point under the fixings that covers every row's excess (None: no such point)."""
    free = [j for j in columns if j not in fixed]
    best = None
    for bits in itertools.product((0, 1), repeat=len(free)):
        x = {**fixed, **dict(zip(free, bits))}
        used: dict = {}
        for j, v in x.items():
            used[columns[j][0]] = used.get(columns[j][0], 0) + v
        if any(used[g] > limits[g] for g in used):
            continue
        if all(sum(columns[j][2].get(t, 0) for j, v in x.items() if v) >= e for t, e in excess.items()):
            cost = sum(macs.get(columns[j][1], 1) for j, v in x.items() if v)
            best = cost if best is None else min(best, cost)
    return best


def test_a_leafs_value_is_the_provers_and_never_above_the_covering_minimum():
    """Random fixings and multipliers (on rows still above the budget, and on others, which are malformed)."""
    rng, compared, positive = random.Random(1), 0, 0
    for _inst, _model, rel, _p in relaxations():
        if not rel.columns or len(rel.columns) > 10:
            continue
        excess, columns, limits, macs = rel.excess, rel.columns, rel.limits, rel.macs
        for _ in range(8):
            fixed = {j: rng.randint(0, 1) for j in rng.sample(sorted(columns), rng.randint(0, len(columns) // 2))}
            rows = sorted(rel.rows(fixed)[1]) or sorted(excess)
            if rng.random() < 0.2:
                rows = sorted(excess)  # possibly rows covered by the fixings: a malformed leaf
            scale = rng.randint(1, 8)  # multipliers of the size of the costs (3 to 9) over the scale
            leaf = {
                "scale": scale,
                "cover": {t: rng.randint(0, 2) for t in rows if rng.random() < 0.6},
                "count": {t: rng.randint(0, 3 * scale) for t in rows if rng.random() < 0.6},
            }
            macs = {u: c for u, c in rel.macs.items() if c != 1 or rng.random() < 0.5}  # a cost of 1 may be left out
            try:
                theirs = prover.leaf_bound(excess, columns, limits, macs, fixed, leaf)
                theirs = None if theirs is None else Fraction(*theirs)
            except ValueError as exc:
                theirs = str(exc)
            try:
                mine = leaf_bound(excess, columns, limits, macs, fixed, leaf)
            except ValueError as exc:
                mine = str(exc)
            assert mine == theirs, (fixed, leaf)
            least = covering_minimum(excess, columns, limits, macs, fixed)
            assert mine is not None or least is None, (fixed, leaf, least)  # "no 0-1 point here" must be true
            if isinstance(mine, Fraction) and least is not None:
                assert mine <= least, (fixed, leaf, mine, least)
                positive += mine > 0
            compared += 1
    assert compared >= 200 and positive >= 50, (compared, positive)


def leaf_values(rel: Relaxation, tree: list) -> list[Fraction | None]:
    """Each leaf's value, visiting the tree in preorder (a branch: its zero-subtree, then its one-subtree)."""
    values, stack, at = [], [{}], 0
    while stack:
        fixed, node = stack.pop(), tree[at]
        at += 1
        if "branch" in node:
            stack += [{**fixed, node["branch"]: 1}, {**fixed, node["branch"]: 0}]
            continue
        value = prover.leaf_bound(rel.excess, rel.columns, rel.limits, rel.macs, fixed, node["leaf"])
        values.append(None if value is None else Fraction(*value))
    return values


def test_a_claim_is_accepted_up_to_the_least_leaf_plus_the_cost_unit_and_no_further():
    checked, gs = 0, set()
    for inst, model, rel, p in relaxations():
        found = least_extra(inst, model, 5.0)
        if not found or not found["tree"]:
            continue
        values = [v for v in leaf_values(rel, found["tree"]) if v is not None]
        g = prover.cost_unit(rel.problem, rel.runs, rel.macs)
        gs.add(g)
        most = math.ceil(min(values) + g) - 1 if values else 10**6  # claim < least + g
        bound = {"model": model, "bound": most, "tree": found["tree"]}
        holds, message = check_extra_bound(p, rel.runs, rel.macs, inst.budget, bound)
        assert holds, message
        assert f", {len(leaf_values(rel, found['tree']))} leaves, costs in multiples of {g})" in message
        if values:
            holds, message = check_extra_bound(p, rel.runs, rel.macs, inst.budget, {**bound, "bound": most + 1})
            assert not holds and "bounds extra by" in message, message
        checked += 1
        if checked == 25:
            break
    assert checked == 25, checked
    assert gs > {1}, gs  # costs in multiples of 3 where every repeatable unit's cost is given


@pytest.mark.parametrize("at", [0, 1])
def test_a_node_at_fault_is_named_by_its_position(at):
    """A branch on an unknown column (node 0), a malformed leaf where a 0-1 point exists (node 1)."""
    found = (
        (inst, model, rel, p, j)
        for inst, model, rel, p in relaxations()
        for j in sorted(rel.columns)
        if prover.leaf_bound(rel.excess, rel.columns, rel.limits, rel.macs, {j: 0}, {"scale": 1}) is not None
    )
    inst, model, rel, p, j = next(found)
    leaf = {"leaf": {"scale": 1}}
    tree = [{"branch": j}, leaf, leaf]
    tree[at] = {"branch": "no such column"} if at == 0 else {"leaf": {"scale": 0}}
    holds, message = check_extra_bound(p, rel.runs, rel.macs, inst.budget, {"model": model, "bound": 0, "tree": tree})
    expected = "branch on an unknown or fixed column" if at == 0 else "a leaf needs scale, an integer >= 1"
    assert not holds and message.startswith(f"extra_lower_bound: {'node' if at == 0 else 'leaf'} {at}: {expected}")
    tree = [{"branch": j}, {"branch": j}, leaf, leaf, leaf]  # a column fixed above cannot be branched on again
    holds, message = check_extra_bound(p, rel.runs, rel.macs, inst.budget, {"model": model, "bound": 0, "tree": tree})
    assert not holds and message == "extra_lower_bound: node 1: branch on an unknown or fixed column", message


@pytest.mark.parametrize(
    "size,why", [(0, "needs model"), (20_000, "nodes after the tree's end"), (20_001, "needs model")]
)
def test_a_tree_holds_1_to_20000_nodes(size, why):
    """An empty tree or one over 20,000 nodes is refused before it is read; 20,000 are read (here: a leaf, then
    nodes past the tree's end)."""
    for inst, model, rel, p in relaxations():
        if rel.excess and rel.columns:
            break
    tree = [{"leaf": {"scale": 1}}] * size
    holds, message = check_extra_bound(p, rel.runs, rel.macs, inst.budget, {"model": model, "bound": 0, "tree": tree})
    assert not holds and message.startswith(f"extra_lower_bound: {why}"), message


@pytest.mark.parametrize("k", [1, 2])
def test_a_group_takes_at_most_its_limit_of_columns(k):
    """Fixed model: a unit rerun at most k times makes its storage absent in at most k of its gaps."""
    problem, macs = two_gaps()
    inst = make_instance(problem, k, 40, None, macs)
    rel = Relaxation(inst, "fixed")
    columns = sorted(j for j, (group, _u, _rows) in rel.columns.items() if group == "a")
    assert columns == ["a@0", "a@2"] and rel.limits["a"] == k
    both = leaf_bound(rel.excess, rel.columns, rel.limits, macs, dict.fromkeys(columns, 1), {"scale": 1})
    assert (both is None) == (k == 1)  # k = 1: both gaps fixed absent is no 0-1 point
    leaf = {"scale": 1, "cover": dict.fromkeys(rel.excess, 100)}  # both of a's columns worth taking
    value = leaf_bound(rel.excess, rel.columns, rel.limits, macs, {}, leaf)
    assert value == Fraction(*prover.leaf_bound(rel.excess, rel.columns, rel.limits, macs, {}, leaf))
    least = covering_minimum(rel.excess, rel.columns, rel.limits, macs, {})
    assert least is None if k == 1 else value <= least  # k = 1: one gap absent cannot cover both rows


def test_a_unit_without_a_given_cost_costs_1():
    problem, macs = two_gaps()
    inst = make_instance(problem, 1, 40, None, macs)
    rel = Relaxation(inst, "fixed")
    leaf = {"scale": 1, "cover": dict.fromkeys(rel.excess, 100)}
    given = leaf_bound(rel.excess, rel.columns, rel.limits, {**macs, "n0": 1}, {}, leaf)
    assert (
        leaf_bound(rel.excess, rel.columns, rel.limits, {k: v for k, v in macs.items() if k != "n0"}, {}, leaf) == given
    )


def test_without_a_repeatable_unit_every_claim_above_what_the_leaves_prove_is_refused():
    """k = 0: no unit runs twice, so the cost unit is 1 and a leaf proving 0 proves no more than 0."""
    problem, macs = two_gaps()
    top = evaluate(make_instance(problem, 0, None, None, macs), list(range(5)))[0]
    inst = make_instance(problem, 0, top, None, macs)
    rel, p = Relaxation(inst, "free"), Problem(inst.problem.to_dict(), "problem")
    tree = [{"leaf": {"scale": 1}}]
    assert check_extra_bound(p, rel.runs, macs, inst.budget, {"model": "free", "bound": 0, "tree": tree})[0]
    holds, message = check_extra_bound(p, rel.runs, macs, inst.budget, {"model": "free", "bound": 1, "tree": tree})
    assert not holds and message == "extra_lower_bound: leaf 0 bounds extra by 0 only, not 1", message
