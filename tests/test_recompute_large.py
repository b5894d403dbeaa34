"""Random layered graphs, the large-graph solver and the PyTorch knapsack baselines (small, fast cases)."""

from __future__ import annotations

import json

import networkx as nx
import pytest

from formal.recompute.large import resident_bound, solve_large
from formal.recompute.nodelink import nodelink_instance
from formal.recompute.semantics import evaluate, schedule_indices
from formal.studies.layered_graphs import random_layered, write_layered
from formal.studies.remat_baselines import candidates, decision_schedule, run_baselines


def test_generator_is_deterministic_and_of_the_documented_family(tmp_path):
    a, b = random_layered(120, 3), random_layered(120, 3)
    assert json.dumps(a) == json.dumps(b)
    assert json.dumps(random_layered(120, 4)) != json.dumps(a)
    g = nx.node_link_graph(a, directed=True, multigraph=False, edges="links")
    assert g.number_of_nodes() == 120 and nx.is_directed_acyclic_graph(g)
    assert all(u < v for u, v in g.edges)  # ids are a topological order (the budget order)
    assert g.in_degree(0) == 0 and g.out_degree(119) == 0 and nx.has_path(g, 0, 119)
    assert all(g.in_degree(v) >= 1 for v in range(1, 120)) and all(g.out_degree(v) >= 1 for v in range(119))
    assert all(n["cost_ram"] % 10 == 0 and 10 <= n["cost_ram"] <= 6000 for n in a["nodes"])
    assert a["nodes"][0]["cost_cpu"] == a["nodes"][-1]["cost_cpu"] == 0
    assert all(1 <= n["cost_cpu"] <= 1000 for n in a["nodes"][1:-1])
    path = tmp_path / "g.json"
    write_layered(str(path), 120, 3)
    assert json.loads(path.read_text()) == a


def test_large_solver_decides_a_generated_graph_with_a_legal_witness(tmp_path):
    path = tmp_path / "g.json"
    write_layered(str(path), 100, 0)
    inst, info = nodelink_instance(path, "0.9", 1)
    result = solve_large(inst, 20.0)
    assert result.status in ("feasible", "optimal")
    seq = schedule_indices(inst, result.schedule)
    assert evaluate(inst, seq) == (result.peak, result.extra_macs) and result.peak <= inst.budget
    assert all(result.schedule.count(u) <= 2 for u in set(result.schedule))
    assert resident_bound(inst)[0] == result.stats["resident_bound"] <= result.peak
    assert result.lower_bound <= result.extra_macs


def training_chain(tmp_path):
    """A forward chain f0 -> f1 -> f2 -> loss and its backward b2 -> b1 -> b0, each b reading its f."""
    edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (2, 4), (1, 5), (0, 6)]
    data = {
        "directed": True,
        "multigraph": False,
        "graph": {"name": "chain"},
        "nodes": [
            {"id": v, "cost_ram": r, "cost_cpu": c}
            for v, (r, c) in enumerate(zip([8, 8, 8, 1, 2, 2, 2], [3, 5, 7, 1, 1, 1, 1]))
        ],
        "links": [{"source": u, "target": v} for u, v in edges],
    }
    path = tmp_path / "chain.json"
    path.write_text(json.dumps(data))
    return nodelink_instance(path, "0.8", 1)[0]


def test_knapsack_translation(tmp_path):
    inst = training_chain(tmp_path)
    order = list(range(inst.n))
    cands = dict(candidates(inst, order))
    # f0 and f1 wait for their backward readers; f2 is read at once by the loss and b2 (gap 1: nothing to free)
    assert cands == {0: 6, 1: 5}
    assert decision_schedule(inst, order, cands, set()) == order  # save everything: the order itself
    seq = decision_schedule(inst, order, cands, {0, 1})
    assert seq == [0, 1, 2, 3, 4, 1, 5, 0, 6]  # recomputed just before the late reader, once each
    evaluate(inst, seq)  # legal under the semantics (raises otherwise)
    base = run_baselines(inst)
    assert {"greedy", "dp"} <= set(base)
    for b in base.values():
        assert b["candidates"] == 2 and b["saved"] + b["recomputed"] == 2
        assert b["fits"] == (b["peak"] <= inst.budget)


@pytest.mark.parametrize("solver", ["greedy", "dp"])
def test_baseline_numbers_are_the_semantics_of_its_decision(tmp_path, solver):
    inst = training_chain(tmp_path)
    out = run_baselines(inst, fractions=(1.0,))[solver]  # capacity for everything: nothing recomputed
    assert out["recomputed"] == 0 and out["extra_macs"] == 0
    assert out["peak"] == evaluate(inst, list(range(inst.n)))[0]


def test_fixed_order_keeps_first_runs_in_the_given_order(tmp_path):
    path = tmp_path / "g.json"
    write_layered(str(path), 100, 0)
    inst, _info = nodelink_instance(path, "0.9", 1)
    result = solve_large(inst, 10.0, fixed_order=True)
    assert result.feasible and result.peak <= inst.budget
    firsts = [u for i, u in enumerate(result.schedule) if u not in result.schedule[:i]]
    assert firsts == [u.id for u in inst.problem.units]  # the given (budget) order
    assert len(result.schedule) > inst.n  # the order alone is over budget: recomputation was needed
