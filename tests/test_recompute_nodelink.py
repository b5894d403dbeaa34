"""The node-link reader: the literature's semantics equal ours, published graphs, bad files, the CLI."""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys
from pathlib import Path

import pytest

from formal.base.errors import FormalError
from formal.recompute.exhaustive import solve_exhaustive
from formal.recompute.instance import make_instance
from formal.recompute.large import solve_large
from formal.recompute.nodelink import nodelink_instance, nodelink_problem, read_nodelink, unit_id
from formal.recompute.semantics import evaluate

ROOT = Path(__file__).resolve().parents[1]
LAYERED_100 = ROOT / "encodings/remat/random_layered_n100_w0.27_nlv0.75_ed0.2_scd0.14.json"
LAYERED_250 = ROOT / "encodings/remat/random_layered_n250_w0.43_nlv0.75_ed0.2_scd0.14.json"


def graph(ram, cpu, edges, **graph_attrs):
    return {
        "directed": True,
        "multigraph": False,
        "graph": {"name": "t", **graph_attrs},
        "nodes": [{"id": v, "cost_ram": r, "cost_cpu": c} for v, (r, c) in enumerate(zip(ram, cpu))],
        "links": [{"source": u, "target": v} for u, v in edges],
    }


def write(tmp_path, data, name="g.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return str(path)


def literature_peak(ram, preds, schedule):
    """Moccasin's get_mem_from_schedule, written from its definition: at step j the resident copies
    are (j, v) itself and every earlier copy (i, u) that some step k >= j reads (a reader uses the
    most recent earlier copy of each input)."""
    serves = {}  # (i, u) -> steps reading that copy
    for j, v in enumerate(schedule):
        for u in preds[v]:
            i = max(i for i in range(j) if schedule[i] == u)
            serves.setdefault(i, []).append(j)
    return max(
        ram[v] + sum(ram[schedule[i]] for i in range(j) if any(k >= j for k in serves.get(i, ())))
        for j, v in enumerate(schedule)
    )


def random_dag(rng, n):
    edges = sorted({(rng.randrange(v), v) for v in range(1, n) for _ in range(rng.randint(1, 2))})
    return [rng.randint(1, 9) for _ in range(n)], [rng.randint(0, 5) for _ in range(n)], edges


def random_schedule(rng, n, preds, k=1):
    """A legal recomputing schedule: a random topological order, then a few re-runs inserted after
    the unit's first run (its inputs have run before, so every read has a copy)."""
    order, done = [], set()
    while len(order) < n:
        v = rng.choice([v for v in range(n) if v not in done and all(p in done for p in preds[v])])
        order.append(v)
        done.add(v)
    for v in rng.sample(range(n), k=min(n, 3)):
        first = order.index(v)
        order.insert(rng.randint(first + 1, len(order)), v)
    return order


def test_semantics_coincide_with_the_literature_on_random_recomputing_schedules(tmp_path):
    rng = random.Random(7)
    for trial in range(40):
        n = rng.randint(2, 8)
        ram, cpu, edges = random_dag(rng, n)
        inst, _info = nodelink_instance(write(tmp_path, graph(ram, cpu, edges)), None, 1)
        preds = {v: [u for u, w in edges if w == v] for v in range(n)}
        sched = random_schedule(rng, n, preds)
        ours = evaluate(inst, [inst.problem.unit_index[unit_id(v)] for v in sched])
        assert ours[0] == literature_peak(ram, preds, sched), (trial, sched)
        assert ours[1] == sum(cpu[v] for v in set(sched) if sched.count(v) == 2)


def test_budget_is_ceil_of_ratio_times_the_id_order_peak(tmp_path):
    # A skip chain: node 0's output is read by 1 and by 4.
    ram, cpu, edges = [5, 3, 4, 2, 1], [1, 1, 1, 1, 1], [(0, 1), (1, 2), (2, 3), (3, 4), (0, 4)]
    inst, info = nodelink_instance(write(tmp_path, graph(ram, cpu, edges)), "0.9", 1)
    peak = literature_peak(ram, {v: [u for u, w in edges if w == v] for v in range(5)}, list(range(5)))
    assert info["order_peak"] == peak == 12  # at node 2: 5 (node 0, held for node 4) + 3 + 4
    assert inst.budget == info["budget"] == math.ceil(0.9 * 12) == 11
    # every node is a freeable storage: sinks may rerun, no output is kept to the end
    assert all(s.freeable and s.origin == "internal" for s in inst.problem.storages)
    assert inst.runs == (2,) * 5 and inst.macs == (1,) * 5
    # The exhaustive reference on the mapped instance: recomputing node 0 before node 4 gives
    # the least peak, 8 (5 + 3 at node 1; 2 + 5 + 1 at node 4), below every order's 12.
    least = solve_exhaustive(make_instance(inst.problem, 1, None, None, {unit_id(v): 1 for v in range(5)}))
    assert least.peak == 8 and least.schedule.count("n0") == 2 and least.optimal


@pytest.mark.parametrize("seed", range(6))
def test_large_solver_agrees_with_exhaustive_on_small_graphs(tmp_path, seed):
    rng = random.Random(seed)
    ram, cpu, edges = random_dag(rng, 6)
    base, _ = nodelink_instance(write(tmp_path, graph(ram, cpu, edges)), None, 1)
    best = solve_exhaustive(base)  # least peak with recomputation
    for budget in (best.peak - 1, best.peak, best.peak + 3):
        inst = make_instance(base.problem, 1, budget, None, {unit_id(v): cpu[v] for v in range(6)})
        exact = solve_exhaustive(inst)
        ours = solve_large(inst, 5.0)
        if ours.status == "infeasible":
            assert not exact.feasible
        if ours.feasible:
            assert exact.feasible and evaluate(inst, [inst.problem.unit_index[u] for u in ours.schedule])[0] <= budget
            assert ours.extra_macs >= exact.extra_macs
        if ours.optimal and ours.feasible:
            assert ours.extra_macs == exact.extra_macs


def test_published_graphs_read_as_published():
    r50 = read_nodelink(ROOT / "encodings/remat/resnet50_train.json")
    assert len(r50.order) == 353 and sum(map(len, r50.preds.values())) == 751
    assert r50.labels[0] == "conv1_pad" and r50.ram[0] == 162508800 and r50.cpu[176] == 6245
    fcn = read_nodelink(ROOT / "encodings/remat/fcn_8_vgg_train.json")
    assert len(fcn.order) == 73 and sum(map(len, fcn.preds.values())) == 149 and fcn.cpu[54] == 1624437161984
    lay = read_nodelink(LAYERED_100)  # Moccasin's own spelling
    assert len(lay.order) == 100 and sum(map(len, lay.preds.values())) == 236
    assert lay.order[:4] == (0, 3, 2, 9) and lay.ram[0] == 790 and lay.cpu[2] == 514
    problem = nodelink_problem(lay)
    assert [u.id for u in problem.units][:3] == ["n0", "n3", "n2"]  # units follow graph.order
    inst, info = nodelink_instance(LAYERED_100, "0.8", 1)
    assert info["order_peak"] == literature_peak(lay.ram, {v: list(p) for v, p in lay.preds.items()}, lay.order)
    big = read_nodelink(LAYERED_250)
    assert len(big.order) == 250 and sum(map(len, big.preds.values())) == 944 and big.ram[179] == 8180
    big = read_nodelink(ROOT / "encodings/remat/random_layered_n500_w0.36_nlv0.75_ed0.2_scd0.14.json")
    assert len(big.order) == 500 and sum(map(len, big.preds.values())) == 2461 and big.ram[352] == 7300


BAD = [
    ("not json {", "not JSON"),
    (json.dumps([1, 2]), "not a node-link graph"),
    (json.dumps({"nodes": [], "links": []}), "no nodes"),
    (
        json.dumps(
            graph([1, 2], [1, 1], [(0, 1)])
            | {"nodes": [{"id": 0, "cost_ram": 1}, {"id": 1, "cost_ram": 2, "cost_cpu": 1}]}
        ),
        "needs cost_ram and cost_cpu",
    ),
    (json.dumps(graph([1, -2], [1, 1], [(0, 1)])), "non-negative integer"),
    (json.dumps(graph([1, 2], [1, 1], [(0, 1), (1, 0)])), "cycle"),
    (json.dumps(graph([1, 2], [1, 1], [(1, 1)])), "self-loop"),
    (json.dumps(graph([1, 2], [1, 1], [(1, 0)])), "not a topological order"),
    (json.dumps(graph([1, 2], [1, 1], [(0, 1)], order=[0])), "every node exactly once"),
    (json.dumps(graph([1, 2], [1, 1], [(0, 1)]) | {"links": [{"from": 0, "to": 1}]}), "'source' and 'target'"),
]


@pytest.mark.parametrize("text,message", BAD)
def test_bad_files_are_one_clear_error(tmp_path, text, message):
    with pytest.raises(FormalError, match=message):
        nodelink_instance(write(tmp_path, text), "0.9", 1)


def test_missing_file_and_bad_ratio(tmp_path):
    with pytest.raises(FormalError, match="no such file"):
        read_nodelink(tmp_path / "absent.json")
    path = write(tmp_path, graph([1, 2], [1, 1], [(0, 1)]))
    for ratio in ("0", "1.5", "abc"):
        with pytest.raises(FormalError, match="--budget-ratio"):
            nodelink_instance(path, ratio, 1)


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "formal", *args], capture_output=True, text=True)


def test_cli_decides_writes_a_proof_and_the_checker_accepts_it(tmp_path):
    ram, cpu, edges = [5, 3, 4, 2, 1], [1, 1, 1, 1, 1], [(0, 1), (1, 2), (2, 3), (3, 4), (0, 4)]
    path = write(tmp_path, graph(ram, cpu, edges))
    proof = tmp_path / "p.yaml"
    done = run_cli(
        "recompute",
        "--from-nodelink",
        path,
        "--budget-ratio",
        "0.9",
        "--k",
        "1",
        "--json",
        "--time-limit",
        "5",
        "--proof",
        str(proof),
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["feasible"] and out["peak"] <= out["budget"] == 11 and out["order_peak"] == 12
    assert out["schedule"].count("n0") == 2  # the skip value is recomputed before its late reader
    check = run_cli("check", str(proof))
    assert check.returncode == 0 and "FALSE" not in check.stdout, check.stdout
    bad = run_cli("recompute", "--from-nodelink", write(tmp_path, "[", "bad.json"), "--budget-ratio", "0.9")
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "not JSON" in bad.stderr
    assert not (tmp_path / "none.yaml").exists()


def test_fixed_order_keeps_first_runs_in_the_given_order(tmp_path):
    """Moccasin's model (--fixed-order) must recompute where the free order just reorders."""
    ram, cpu, edges = [10, 5, 5, 1], [3, 1, 1, 1], [(0, 3), (1, 2), (2, 3)]
    path = write(tmp_path, graph(ram, cpu, edges))
    common = ("recompute", "--from-nodelink", path, "--budget-ratio", "0.8", "--k", "1", "--json", "--time-limit", "5")
    free = json.loads(run_cli(*common).stdout)
    assert free["fixed_order"] is False and free["extra_macs"] == 0 and free["schedule"][0] != "n0"
    proof = tmp_path / "fixed.yaml"
    done = run_cli(*common, "--fixed-order", "--proof", str(proof))
    assert done.returncode == 0, done.stderr
    fixed = json.loads(done.stdout)
    assert fixed["fixed_order"] is True and fixed["peak"] <= fixed["budget"] == 16 and fixed["extra_macs"] == 3
    first_runs = list(dict.fromkeys(fixed["schedule"]))
    assert first_runs == ["n0", "n1", "n2", "n3"]
    check = run_cli("check", str(proof))
    assert check.returncode == 0 and "FALSE" not in check.stdout, check.stdout
    wrong = run_cli(*common, "--fixed-order", "--backend", "sat")
    assert wrong.returncode == 2 and "--fixed-order" in wrong.stderr and wrong.stderr.count("\n") == 1
