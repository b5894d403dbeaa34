"""Certified lower bounds on extra compute (formal/check/remat.py, formal/recompute/lower_bound.py).

Validity is checked against brute force on small random DAGs (every schedule of the model
enumerated), optimality and the certificate on a published graph (VGG-UNet at 0.9), and the
checker against corrupted certificates.
"""

from __future__ import annotations

import copy
import random
import sys
from pathlib import Path

import pytest

from formal.check.recompute import check_recompute_proof
from formal.check.remat import check_extra_bound
from formal.model import make_problem
from formal.recompute.instance import make_instance
from formal.recompute.large import solve_large
from formal.recompute.lower_bound import Relaxation, covering_optimum, least_extra
from formal.recompute.nodelink import nodelink_instance
from formal.recompute.proof import recompute_proof
from formal.recompute.semantics import evaluate

UNET = Path(__file__).resolve().parents[1] / "encodings/remat/vgg_unet_train.json"


def random_instance(seed: int, n: int = 5, rich: bool = False):
    """A random DAG in the node-link mapping (unit i reads storages of earlier units, writes t<i>); ``rich``:
    also a freeable input read by some units, transient bytes, and a kept output written by the last unit."""
    rng = random.Random(seed)
    storages, units = [], []
    if rich:
        storages.append(("x", rng.randint(1, 9), "input", True))
    for v in range(n):
        storages.append((f"t{v}", rng.randint(1, 9), "internal", True))
        preds = [u for u in range(v) if rng.random() < 0.5] or ([v - 1] if v else [])
        accesses = [(f"t{u}", "r") for u in preds] + [(f"t{v}", "w")]
        if rich and (v == 0 or rng.random() < 0.3):
            accesses.insert(0, ("x", "r"))
        if rich and v == n - 1:
            storages.append(("out", rng.randint(1, 9), "internal", False))
            accesses.append(("out", "w"))
        units.append((f"n{v}", rng.randint(0, 3) if rich else 0, accesses))
    problem = make_problem(f"r{seed}", storages, units)
    macs = {f"n{v}": rng.randint(1, 9) for v in range(n)}
    return problem, macs


def all_schedules(inst, fixed_order: bool):
    """Every legal schedule within the run bounds (k = 1); fixed order: first runs in index order."""
    n = inst.n
    out = []

    def grow(seq, count, have):
        if all(count):
            out.append(list(seq))
        if len(seq) >= 2 * n:
            return
        for u in range(n):
            if count[u] >= inst.runs[u] or any(inst.producer[s] is not None and not have[s] for s in inst.reads[u]):
                continue
            if fixed_order and count[u] == 0 and any(count[w] == 0 for w in range(u)):
                continue
            count[u] += 1
            saved = [have[s] for s in inst.writes[u]]
            for s in inst.writes[u]:
                have[s] = True
            grow(seq + [u], count, have)
            count[u] -= 1
            for s, h in zip(inst.writes[u], saved):
                have[s] = h

    grow([], [0] * n, [False] * len(inst.problem.storages))
    return out


def brute_force_least_extra(inst, fixed_order: bool):
    best = None
    for seq in all_schedules(inst, fixed_order):
        peak, extra = evaluate(inst, seq)
        if peak <= inst.budget and (best is None or extra < best):
            best = extra
    return best


@pytest.mark.parametrize("rich", [False, True])
def test_both_bounds_are_at_most_the_brute_force_optimum(rich):
    checked = 0
    for seed in range(20 if rich else 12):
        problem, macs = random_instance(seed, 4, rich)
        base = make_instance(problem, 1, None, None, macs)
        topo_peak = evaluate(base, list(range(base.n)))[0]
        for budget in range(topo_peak - 1, max(topo_peak - 10, 0), -1):
            inst = make_instance(problem, 1, budget, None, macs)
            for model in ("fixed", "free"):
                rel = Relaxation(inst, model)
                value, proven, _chosen = covering_optimum(rel, 5.0)
                best = brute_force_least_extra(inst, model == "fixed")
                if value is None:  # the relaxation is infeasible: so must the model be
                    assert best is None, (seed, budget, model)
                    continue
                assert value == proven
                if best is not None:
                    assert proven <= best, (seed, budget, model, proven, best)
                    checked += proven > 0
    assert checked >= (2 if rich else 5), checked  # cases with a positive bound (measured: 7 plain, 3 rich)


def test_published_graph_least_extra_proven_in_both_models_and_checked():
    inst, _info = nodelink_instance(UNET, "0.9", 1)
    for model, fixed in (("fixed", True), ("free", False)):
        found = least_extra(inst, model, 30.0)
        assert found["bound"] == 350 and found["extra"] == 350 and found["tree"]
        result = solve_large(inst, 30.0, fixed_order=fixed)
        assert result.optimal and result.extra_macs == 350 and result.lower_bound == 350
        proof = recompute_proof(inst, result)
        assert proof["extra_lower_bound"]["model"] == model and proof.get("fixed_order", False) == fixed
        claims = check_recompute_proof(None, proof)
        assert all(ok for ok, _m in claims), claims
        assert claims[-1][1].startswith("verdict: least extra compute")


def unet_fixed_proof():
    inst, _info = nodelink_instance(UNET, "0.9", 1)
    return recompute_proof(inst, solve_large(inst, 30.0, fixed_order=True))


def _leaves(proof):
    return [node["leaf"] for node in proof["extra_lower_bound"]["tree"] if "leaf" in node]


def corrupt_claim(proof):
    proof["extra_lower_bound"]["bound"] += 5  # one cost unit more than the optimum


def corrupt_truncate(proof):
    proof["extra_lower_bound"]["tree"] = proof["extra_lower_bound"]["tree"][:-1]


def corrupt_multipliers(proof):
    for leaf in _leaves(proof):
        leaf["cover"] = {}
        leaf["count"] = {}


def corrupt_negative(proof):
    leaf = next(leaf for leaf in _leaves(proof) if leaf["cover"])
    t = next(iter(leaf["cover"]))
    leaf["cover"][t] = -leaf["cover"][t]


def corrupt_model(proof):
    del proof["fixed_order"]  # a fixed-order bound for a witness that does not claim the fixed order


def corrupt_budget(proof):
    proof["budget"] -= 10**9  # a tighter budget: the witness no longer fits


@pytest.mark.parametrize(
    "corrupt", [corrupt_claim, corrupt_truncate, corrupt_multipliers, corrupt_negative, corrupt_model, corrupt_budget]
)
def test_corrupted_bounds_are_rejected(corrupt):
    proof = unet_fixed_proof()
    bad = copy.deepcopy(proof)
    corrupt(bad)
    assert not all(ok for ok, _m in check_recompute_proof(None, bad))


def test_first_runs_out_of_the_problems_order_are_rejected():
    # n1 and n2 both read n0's output only: swapping them keeps the schedule legal, not the order
    problem = make_problem(
        "diamond",
        [(f"t{v}", 4, "internal", True) for v in range(4)],
        [
            ("n0", 0, [("t0", "w")]),
            ("n1", 0, [("t0", "r"), ("t1", "w")]),
            ("n2", 0, [("t0", "r"), ("t2", "w")]),
            ("n3", 0, [("t1", "r"), ("t2", "r"), ("t3", "w")]),
        ],
    )
    inst = make_instance(problem, 1, 12)
    result = solve_large(inst, 5.0, fixed_order=True)
    proof = recompute_proof(inst, result)
    assert proof["fixed_order"] and proof["schedule"] == ["n0", "n1", "n2", "n3"]
    assert all(ok for ok, _m in check_recompute_proof(None, proof))
    proof["schedule"] = ["n0", "n2", "n1", "n3"]
    claims = check_recompute_proof(None, proof)
    assert any(not ok and m.startswith("fixed_order") for ok, m in claims)
    assert all(ok for ok, m in claims if m.startswith(("schedule", "peak", "budget")))


def test_malformed_bound_is_one_false_claim():
    proof = unet_fixed_proof()
    for bad in (
        {"model": "fixed", "bound": 350},
        {"model": "other", "bound": 1, "tree": [{}]},
        {"model": "fixed", "bound": 350, "tree": [{"branch": "nope"}, {"leaf": {"scale": 1}}]},
        {"model": "fixed", "bound": 350, "tree": [{"leaf": {"scale": 0}}]},
    ):
        claims = check_recompute_proof(None, {**proof, "extra_lower_bound": bad})
        assert not all(ok for ok, _m in claims)


def test_budget_without_rows_proves_nothing_beyond_zero():
    problem, macs = random_instance(3)
    inst = make_instance(problem, 1, 10**6, None, macs)
    assert least_extra(inst, "free", 5.0)["bound"] == 0


def test_checker_modules_import_nothing_from_formal_outside_check():
    import ast

    for name in ("remat.py", "recompute.py", "bound.py"):
        tree = ast.parse((Path(__file__).resolve().parents[1] / "formal/check" / name).read_text())
        mods = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        mods |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        assert all(m.split(".")[0] in sys.stdlib_module_names or m.startswith("formal.check") for m in mods), mods


def test_check_extra_bound_refuses_a_non_mapping():
    from formal.check.problem import Problem

    problem, macs = random_instance(1)
    p = Problem(problem.to_dict(), "x")
    holds, message = check_extra_bound(p, {u: 2 for u in p.index}, macs, 1, [1, 2])
    assert not holds and "needs model" in message


def test_bench_reports_both_models_with_checked_proofs(tmp_path, capsys):
    import csv

    from formal.studies.remat_bench import main

    assert (
        main(["--no-published", "--sizes", "40", "--budgets", "0.8", "--time-limit", "2", "--out", str(tmp_path)]) == 0
    )
    (row,) = list(csv.DictReader((tmp_path / "remat.csv").open()))
    assert row["proof"] == "checked" and row["fixed_proof"] == "checked"
    assert row["fixed_extra_lb"] != "" and int(row["fixed_extra_lb"]) <= int(row["fixed_extra"])
    expect = (
        "+".join(m for m, status in (("free", row["status"]), ("fixed", row["fixed_status"])) if status == "optimal")
        or "no"
    )
    assert row["proven"] == expect
    assert f"{int(expect != 'no')} of 1 rows" in capsys.readouterr().out
