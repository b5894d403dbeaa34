"""In-place chains rerun as one contiguous block (docs/recompute.md, "Realization").

A chain is a unit that creates a storage followed by units that only update it in place,
every intermediate version read by nobody else. The instance carries the chains; the
semantics makes a chain's reruns contiguous blocks, and the exhaustive reference and the
CP-SAT encoding must agree with it (least peak, then least extra MACs) on small random
instances with chains. Emission and replay of chain reruns are checked on the residual
fixture (torch 2.13), whose ``u9`` (a convolution) and ``u10`` (bias + relu in place on its
output) form a chain, and on ``tests/fixtures/chain_stem.infer.*`` (model and regeneration
command in ``tests/fixtures/chain_stem.py``), where rerunning the chain beats the certified
ordering optimum.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from formal.base.errors import FormalError
from formal.model.problem import make_problem
from formal.model.random_problems import random_problem
from formal.recompute.exhaustive import solve_exhaustive
from formal.recompute.instance import make_instance
from formal.recompute.intervals import solve_cpsat
from formal.recompute.realize import inplace_chains, single_assignment
from formal.recompute.semantics import evaluate_ids

RESIDUAL = Path(__file__).parent / "fixtures" / "residual.infer.trace.yaml"


def _instance(problem, k=1, budget=None, seed=0):
    """The renamed instance with the problem's chains (disjoint ones), MACs random; units that
    write an updated storage outside a chain run once, as the realization's rules say."""
    renamed, vs = single_assignment(problem)
    chains, used = [], set()
    for ws in inplace_chains(problem, vs).values():
        if not used & set(ws):
            chains.append([problem.units[w].id for w in ws])
        used |= set(ws)
    ok = {u for c in chains for u in c}
    bounds = {
        u.id: 0 for u in problem.units if u.id not in ok and any(m != "r" and len(vs.of[s]) > 1 for s, m in u.accesses)
    }
    for c in chains:
        if any(u in bounds for u in c):
            bounds.update({u: 0 for u in c})
    rng = random.Random(seed)
    macs = {u.id: rng.randint(1, 9) for u in problem.units}
    return make_instance(renamed, k, budget, bounds, macs, chains=chains)


def _planted(seed: int):
    """A chain (creator + 1-2 in-place updaters) whose final version is read early and late,
    around a memory-heavy middle: recomputing the chain pays off for some sizes."""
    rng = random.Random(seed)
    S, A, B = rng.randint(8, 40), rng.randint(4, 40), rng.randint(4, 40)
    storages = [
        ("x", rng.randint(1, 8), "input", rng.random() < 0.5),
        ("w", 2, "input", False),
        ("s", S, "internal", True),
        ("a", A, "internal", True),
        ("b", B, "internal", True),
        ("d", rng.randint(1, 8), "internal", True),
        ("o", 4, "internal", False),
    ]
    units = [("c0", rng.choice([0, 0, 3]), [("x", "r"), ("s", "w")])]
    if rng.random() < 0.5:  # a check that reads an intermediate version and writes nothing
        units.append(("chk", 0, [("s", "r")]))
    units.append(("c1", 0, [("s", "rw"), ("w", "r")]))
    if rng.random() < 0.5:
        units.append(("c2", rng.choice([0, 2]), [("s", "rw")]))
    units += [
        ("r1", 0, [("s", "r"), ("a", "w")]),
        ("m1", rng.choice([0, 5]), [("a", "r"), ("b", "w")]),
        ("m2", 0, [("b", "r"), ("d", "w")]),
        ("r2", 0, [("s", "r"), ("d", "r"), ("o", "w")]),
    ]
    return make_problem(f"planted-{seed}", storages, units)


def _agree(inst):
    ex = solve_exhaustive(inst)
    cp = solve_cpsat(inst, 20)
    assert cp.optimal and ex.optimal
    assert (cp.feasible, cp.peak, cp.extra_macs) == (ex.feasible, ex.peak, ex.extra_macs)
    if ex.feasible:  # both schedules are legal under the semantics (contiguous chain reruns)
        assert evaluate_ids(inst, ex.schedule) == (ex.peak, ex.extra_macs)
        assert evaluate_ids(inst, cp.schedule) == (cp.peak, cp.extra_macs)
    return ex


def test_planted_chains_agree_and_recompute():
    reruns = 0
    for seed in range(10):
        inst = _instance(_planted(seed), seed=seed)
        assert inst.chains, "the planted chain is found"
        ex = _agree(inst)
        reruns += len(ex.schedule) > inst.n
        budget = ex.peak - 1  # one byte less is infeasible (exhaustive proves it; CP-SAT must agree)
        _agree(
            make_instance(
                inst.problem,
                1,
                budget,
                {u.id: inst.runs[i] - 1 for i, u in enumerate(inst.problem.units)},
                {u.id: inst.macs[i] for i, u in enumerate(inst.problem.units)},
                chains=[[inst.uid(u) for u in ch] for ch in inst.chains],
            )
        )
    assert reruns >= 3, "too few planted instances where recomputing the chain pays off"


@pytest.mark.parametrize("seed", range(8))
def test_random_problems_with_chains_agree(seed):
    problem = random_problem(6, 1000 + seed, p_inplace=0.5, p_output=0.1)
    _agree(_instance(problem, seed=seed))


def test_chain_reruns_must_be_contiguous():
    inst = _instance(_planted(1))
    order = [u.id for u in inst.problem.units]
    ch = [inst.uid(u) for u in inst.chains[0]]
    base = order[: order.index("r2")]
    ok = base + ch + ["r2"]
    evaluate_ids(inst, ok)
    split = base + [ch[0], "r2"] + ch[1:]  # creator rerun alone, the updaters after a reader
    with pytest.raises(FormalError, match="contiguous"):
        evaluate_ids(inst, split)
    gap = order[: order.index("r1")] + [ch[0], "r1"] + ch[1:] + order[order.index("r1") :]
    with pytest.raises(FormalError):
        evaluate_ids(inst, gap)
    with pytest.raises(FormalError, match="contiguous"):
        evaluate_ids(inst, order + ch[1:])  # updaters rerun without the creator


def test_chain_detection_and_bounds():
    problem = _planted(2)
    renamed, vs = single_assignment(problem)
    chains = inplace_chains(problem, vs)
    ids = [[problem.units[w].id for w in ws] for ws in chains.values()]
    assert ids and ids[0][:2] == ["c0", "c1"]
    # an intermediate version read by another unit breaks the chain
    storages = [("x", 4, "input", True), ("s", 8, "internal", True), ("y", 4, "internal", False)]
    units = [
        ("c0", 0, [("x", "r"), ("s", "w")]),
        ("peek", 0, [("s", "r"), ("y", "w")]),
        ("c1", 0, [("s", "rw")]),
        ("r", 0, [("s", "r"), ("x", "r")]),
    ]
    p2 = make_problem("peek", storages, units)
    assert inplace_chains(p2, single_assignment(p2)[1]) == {}
    with pytest.raises(FormalError, match="one chain"):
        make_instance(single_assignment(problem)[0], 1, chains=[["c0", "c1"], ["c1", "r1"]])


def _torch_213() -> bool:
    import torch

    from formal.base.files import read_yaml

    return read_yaml(RESIDUAL)["capture"]["torch"] == torch.__version__


@pytest.mark.skipif(not _torch_213(), reason="fixture captured with another torch version")
def test_chain_reruns_emit_and_replay_exactly(tmp_path):
    """The residual fixture's chain u9 (convolution, creates buf12) + u10 (bias + relu in place
    on it, through the alias buf13) rerun back to back: emitted under fresh names, replayed
    byte-exact and bit-identical."""
    from formal.emit.recompute import emit_recompute_source
    from formal.program.trace import load_trace
    from formal.recompute.realize import realize
    from formal.replay.recompute import replay_schedules

    realized = realize(load_trace(RESIDUAL), 2)
    assert ["u9", "u10"] in realized.chains and {"u9", "u10"} <= set(realized.recomputable)
    ids = [f"u{i}" for i in range(realized.instance.n)]
    at = ids.index("u11")
    schedules = [
        ("before-reader", ids[:at] + ["u9", "u10"] + ids[at:]),
        ("unread-copy", ids[: at + 1] + ["u9", "u10"] + ids[at + 1 :]),
        ("twice", ids[:at] + ["u9", "u10", "u9", "u10"] + ids[at:]),
    ]
    lines = [ln.strip() for ln in emit_recompute_source(realized, schedules[0][1]).splitlines()]
    conv = next(i for i, ln in enumerate(lines) if ln.startswith("buf12_rc1 = extern_kernels.convolution("))
    relu = next(i for i, ln in enumerate(lines) if ln.startswith("cpp_fused_convolution_relu_") and "buf13_rc1" in ln)
    reader = next(i for i, ln in enumerate(lines) if ln.startswith("buf15 = extern_kernels.convolution("))
    assert conv < lines.index("buf13_rc1 = buf12_rc1") < relu < reader and "buf13_rc1" in lines[reader]
    runs = replay_schedules(realized.trace, realized, schedules)
    for run in runs:
        assert run.measured_peak == run.modeled_peak, run
        assert run.bit_identical, run
    with pytest.raises(FormalError, match="contiguous"):  # a creator rerun without its updater
        emit_recompute_source(realized, ids[:at] + ["u9"] + ids[at:])


def test_proof_carries_chains_and_check_enforces_contiguity(tmp_path):
    from formal.check.recompute import check_recompute_proof
    from formal.recompute.proof import recompute_proof

    for seed in range(10):  # a planted instance whose least peak needs the chain rerun
        inst = _instance(_planted(seed), seed=seed)
        best = solve_exhaustive(inst)
        if len(best.schedule) > inst.n:
            break
    else:
        pytest.fail("no planted instance recomputes")
    bounds = {u.id: inst.runs[i] - 1 for i, u in enumerate(inst.problem.units)}
    macs = {u.id: inst.macs[i] for i, u in enumerate(inst.problem.units)}
    chains = [[inst.uid(u) for u in ch] for ch in inst.chains]
    budgeted = make_instance(inst.problem, 1, best.peak, bounds, macs, chains=chains)
    proof = recompute_proof(budgeted, solve_exhaustive(budgeted))
    assert proof["chains"] == chains
    assert all(ok for ok, _ in check_recompute_proof(None, proof))
    # the same schedule with a chain rerun split apart is refused by the checker
    sched = proof["schedule"]
    head = chains[0][0]
    pos = [i for i, u in enumerate(sched) if u == head][1]
    split = sched[:pos] + sched[pos + 1 : pos + len(chains[0])] + [head] + sched[pos + len(chains[0]) :]
    claims = check_recompute_proof(None, {**proof, "schedule": split})
    assert not all(ok for ok, _ in claims)
    assert any(not ok and "contiguous" in msg for ok, msg in claims)


CHAIN_STEM = Path(__file__).parent / "fixtures" / "chain_stem.infer.trace.yaml"


@pytest.mark.skipif(not _torch_213(), reason="fixture captured with another torch version")
def test_chain_stem_recomputes_below_the_ordering_optimum(tmp_path, capsys):
    """``chain_stem.infer`` (tests/fixtures/chain_stem.py): the stem convolution and its
    in-place relu form a chain; the least-peak plan reruns it before the late reader and
    beats the certified ordering optimum, measured to the byte, bit-identical."""
    import json

    from formal.base.files import read_yaml
    from formal.cli.main import main
    from formal.order.certify import certify
    from formal.program.trace import load_trace

    plan = tmp_path / "plan.yaml"
    proof = tmp_path / "proof.yaml"
    assert (
        main(
            [
                "recompute",
                str(CHAIN_STEM),
                "--k",
                "1",
                "--macs",
                "count",
                "--time-limit",
                "30",
                "-o",
                str(plan),
                "--proof",
                str(proof),
                "--json",
            ]
        )
        == 0
    )
    result = json.loads(capsys.readouterr().out)
    data = read_yaml(plan)
    assert data["chains"] == [["u1", "u2"]]
    assert result["optimal"] and data["peak"] < certify(load_trace(CHAIN_STEM).problem, 30)["peak"]
    assert {"u1", "u2"} <= set(data["recomputed"])
    sched = data["schedule"]
    rerun = [i for i, u in enumerate(sched) if u == "u1"][1]
    assert sched[rerun + 1] == "u2"  # the chain reruns as one block
    assert main(["replay", str(CHAIN_STEM), "--recompute", str(plan), "--json"]) == 0
    run = json.loads(capsys.readouterr().out)["runs"][1]
    assert run["measured_peak"] == run["modeled_peak"] == data["peak"] and run["bit_identical"]
    # the least-peak answer's proof (budget = its own peak, chains listed) passes formal check
    assert read_yaml(proof)["chains"] == [["u1", "u2"]] and read_yaml(proof)["budget"] == data["peak"]
    assert main(["check", str(proof)]) == 0


def test_back_ends_without_chains_refuse_them():
    from formal.recompute.solve import solve

    inst = _instance(_planted(0))
    for backend in ("ilp", "sat", "sp", "twdp"):
        with pytest.raises(FormalError, match="in-place chains"):
            solve(inst, backend, 5)
    assert solve(inst, "auto", 5).optimal  # auto: exhaustive on small instances
