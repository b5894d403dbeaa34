"""Training-step plans: the 0-1 model against brute force, the back ends, the trusted checker
on a committed proof and its tamperings, and `formal train-plan` end to end on a tiny model."""

from __future__ import annotations

import itertools
import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from train_helpers import MLP_SPEC
from train_helpers import joint_node as node

from formal.check.commands import check_files
from formal.check.problem import Invalid
from formal.pipelines import train_plan as T
from formal.train import formulation as M
from formal.train.graphs import JointTable
from formal.train.solve import Answer, lagrangian_bound, lagrangian_certificate, solve

FIXTURES = Path(__file__).parent / "fixtures" / "train"
ROOT = Path(__file__).resolve().parents[1]


def chain_table(layers: int = 4, size: int = 1000, seed: int = 0) -> JointTable:
    """A layered network: w_i, x -> mm_i (FLOPs) -> act_i (element-wise); backward reads every act
    and the last mm; gradients are outputs."""
    rng = random.Random(seed)
    nodes = [node("x", "primal", nbytes=size)] + [node(f"w{i}", "primal", nbytes=size // 10) for i in range(layers)]
    nodes.append(node("t", "tangent", nbytes=size))
    prev = "x"
    for i in range(layers):
        nodes.append(node(f"mm{i}", "forward", [prev, f"w{i}"], size, rng.randint(1, 9) * 1000))
        nodes.append(node(f"act{i}", "forward", [f"mm{i}"], size))
        prev = f"act{i}"
    grad = "t"
    outputs = [prev]
    for i in reversed(range(layers)):
        nodes.append(node(f"g{i}", "backward", [grad, f"act{i}"], size))
        nodes.append(node(f"dw{i}", "backward", [f"g{i}", f"act{i - 1}" if i else "x"], size // 10, 10))
        outputs.append(f"dw{i}")
        grad = f"g{i}"
    return JointTable(nodes, pytorch_saved=[f"act{i}" for i in range(layers)], num_fwd_outputs=1, outputs=outputs)


def brute_force(program: M.StepProgram, table: JointTable) -> int | None:
    """The least objective over every saved set (its closure computed), the auxiliary
    variables set from their definition: None if no saved set satisfies the rows."""
    savable = [n.name for n in M.candidates(table) if n.savable]
    best = None
    for k in range(len(savable) + 1):
        for saved in itertools.combinations(savable, k):
            values = M.complete(table, M.assignment(table, set(saved)))
            if not M.violated(program, values):
                cost = program.cost(program.objective, values)
                best = cost if best is None else min(best, cost)
    return best


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_back_ends_agree_with_brute_force(seed):
    table = chain_table(4, seed=seed)
    default = M.assignment(table, set(table.pytorch_saved))
    top = M.model_peak(table, default)
    assert not M.violated(M.planning_program(table, top, top), default)
    for capacity in (top, top - 1000, top - 2500, top // 2):
        program = M.planning_program(table, capacity, capacity)
        expected = brute_force(program, table)
        for backend in ("cpsat", "ilp"):
            answer = solve(program, backend, 20)
            if expected is None:
                assert answer.status == "infeasible"
            else:
                assert answer.status == "optimal" and answer.objective == expected
                assert not M.violated(program, answer.values)


def test_the_relaxation_bound_is_valid_and_checked_exactly():
    table = chain_table(5, seed=3)
    budget = M.model_peak(table, M.assignment(table, set(table.pytorch_saved))) - 2000
    relaxed = M.relaxation(table, budget)
    proved, multipliers = lagrangian_certificate(relaxed, 20)
    optimum = solve(relaxed, "cpsat", 20).objective
    assert 0 < proved <= optimum
    from fractions import Fraction

    assert lagrangian_bound(relaxed, {k: Fraction(v) for k, v in multipliers.items()}) > proved - 1
    # Multipliers are free to choose: any non-negative ones prove something no higher than the optimum.
    for scale in (0, 1, 3):
        assert lagrangian_bound(relaxed, {k: Fraction(v) * scale for k, v in multipliers.items()}) <= optimum


def test_closure_recomputes_what_backward_needs_and_its_inputs():
    table = chain_table(3)
    computed = M.closure(table, {"act0"})
    assert computed == {"act1", "mm1", "act2", "mm2"}  # act1 needs mm1 needs act0 (saved)
    assert M.closure(table, {"act0", "act1", "act2"}) == set()
    values = M.assignment(table, {"act0"})
    flops, _ = M.extra_flops_objective(table)
    assert M.cost(flops, values) == sum(n.flops for n in table.nodes if n.name in ("mm1", "mm2"))


# ---------------------------------------------------------------- the trusted checker


def copy_fixture(tmp_path: Path) -> Path:
    for f in FIXTURES.iterdir():
        shutil.copy(f, tmp_path / f.name)
    return tmp_path / "mlp.train-proof.yaml"


def edit(path: Path, change) -> None:
    data = yaml.safe_load(path.read_text())
    change(data)
    path.write_text(yaml.safe_dump(data))


def verdicts(path: Path) -> list[tuple[bool, str]]:
    return check_files(None, str(path))


def test_committed_proof_checks():
    claims = verdicts(FIXTURES / "mlp.train-proof.yaml")
    assert all(ok for ok, _ in claims), claims
    text = " ".join(m for _, m in claims)
    assert "within the budget" in text and "verdict:" in text


@pytest.mark.parametrize(
    "change, expect",
    [
        (lambda d: d["plan"].__setitem__("extra_flops", d["plan"]["extra_flops"] - 1), "extra FLOPs"),
        (lambda d: d["plan"]["lower_bound"].__setitem__("extra_flops", d["plan"]["extra_flops"] + 1), "lower bound"),
        (lambda d: d["plan"].__setitem__("saved", d["plan"]["saved"][1:]), "plan:"),
        (lambda d: d.__setitem__("budget", d["step"]["peak"] - 1), "within the budget"),
        (lambda d: d["step"].__setitem__("peak", d["step"]["peak"] + 1), "step: peak"),
        (
            lambda d: d["step"]["backward"].__setitem__("order", d["step"]["backward"]["order"][::-1]),
            "backward: order unit",
        ),
        (lambda d: d["step"]["forward"].__setitem__("peak", d["step"]["forward"]["peak"] - 1), "forward: peak"),
    ],
)
def test_tampered_proofs_are_refused(tmp_path, change, expect):
    proof = copy_fixture(tmp_path)
    edit(proof, change)
    claims = verdicts(proof)
    failed = [m for ok, m in claims if not ok]
    assert failed and any(expect in m for m in failed), claims


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["step"]["forward"].__setitem__("trace", "../mlp.plan.fwd.trace.yaml"),
        lambda d: d["plan"]["lower_bound"]["multipliers"].__setitem__("boundary", "-1"),
        lambda d: d["plan"]["lower_bound"]["multipliers"].__setitem__("no such row", "1"),
        lambda d: d["plan"].__setitem__("nodes", [["a", "forward", [], -1, 0, True, True]]),
        lambda d: d.pop("budget"),
    ],
)
def test_malformed_proofs_are_one_line_errors(tmp_path, change):
    proof = copy_fixture(tmp_path)
    edit(proof, change)
    with pytest.raises(Invalid):
        verdicts(proof)


def test_check_cli_exit_codes(tmp_path):
    proof = copy_fixture(tmp_path)
    run = subprocess.run([sys.executable, "-m", "formal", "check", str(proof)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    edit(proof, lambda d: d["plan"].__setitem__("extra_flops", 1))
    run = subprocess.run([sys.executable, "-m", "formal", "check", str(proof)], capture_output=True, text=True)
    assert run.returncode == 1 and "FALSE" in run.stdout


# ---------------------------------------------------------------- end to end


def test_train_plan_end_to_end(tmp_path):
    (tmp_path / "train_spec.py").write_text(MLP_SPEC)
    env = {**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{ROOT}"}
    out = tmp_path / "out"
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "formal",
            "train-plan",
            "train_spec:mlp",
            "--budget-ratio",
            "0.7",
            "--no-pytorch",
            "--time-limit",
            "10",
            "--certify-time-limit",
            "20",
            "-o",
            str(out),
            "--json",
        ],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    report = json.loads(run.stdout)
    base, plan = report["baseline"], report["plan"]
    assert report["budget"] == int(0.7 * base["measured_peak"])
    assert plan["measured_peak"] <= report["budget"] < base["measured_peak"]
    assert plan["measured_peak"] == plan["modeled_peak"] and plan["replay_equal"]
    assert plan["extra_flops"] == plan["extra_flops_modeled"] >= plan["extra_flops_lower_bound"] > 0
    assert report["grads_bit_identical"] is True
    # the plan that fits was measured by a dry run, then compiled: once, to the same peaks
    last = report["rounds"][-1]
    assert last["dry_run"] and last["compiled"] and report["dry_mismatches"] == []
    assert report["compiles"] == 1 and report["dry_runs"] == sum(entry["dry_run"] for entry in report["rounds"])
    assert json.loads((out / "train-plan.json").read_text())["plan"]["measured_peak"] == plan["measured_peak"]
    assert all(ok for ok, _ in check_files(None, report["proof"]))


def test_a_budget_no_plan_meets_reports_the_least_step_in_certified_orders(tmp_path):
    (tmp_path / "train_spec.py").write_text(MLP_SPEC)
    env = {**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{ROOT}"}
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "formal",
            "train-plan",
            "train_spec:mlp",
            "--budget-ratio",
            "0.45",
            "--no-pytorch",
            "--time-limit",
            "10",
            "--certify-time-limit",
            "20",
            "--rounds",
            "2",
            "-o",
            str(tmp_path / "out"),
            "--json",
        ],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=600,
    )
    assert run.returncode == 1, run.stderr[-2000:]  # the budget is not met: said, and the exit status says so
    report = json.loads(run.stdout)
    least = report["least_in_certified_orders"]
    assert report["plan"]["status"] == "not met" and report["proof"] is None
    assert least["measured_peak"] == least["modeled_peak"] > report["budget"]  # replayed to the byte: over
    assert least["compiled_order_measured_peak"] == min(r["measured_peak"] for r in report["rounds"])
    assert report["rounds_stopped"]  # the rounds say why they ended
    # every plan was over the budget in its dry run: none compiled but the least, for its certified orders
    assert not any(entry["compiled"] for entry in report["rounds"]) and report["compiles"] == 1
    assert report["dry_runs"] == sum(entry["dry_run"] for entry in report["rounds"]) >= 1
    for entry in report["rounds"]:  # and the planning model's error on each plan they measured
        error = entry["model_error"]
        assert error["step_measured"] == entry["measured_peak"]
        assert error["step_modeled"] == max(error["forward_modeled"], error["backward_modeled"])
    from formal.cli.train import summary

    assert f"{least['measured_peak']} bytes in certified orders" in summary(report)


def test_train_plan_refuses_bad_arguments(tmp_path):
    for argv, says in (
        (["mlp"], "--budget-ratio"),
        (["mlp", "--budget-ratio", "1.5"], "(0, 1]"),
        (["no_such_module:f", "--budget-ratio", "0.5"], "cannot import"),
    ):
        run = subprocess.run(
            [sys.executable, "-m", "formal", "train-plan", *argv],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            env={**os.environ, "ATEN_CPU_CAPABILITY": "avx2", "MKL_CBWR": "AVX2", "ONEDNN_MAX_CPU_ISA": "AVX2"},
        )
        assert run.returncode == 2 and says in run.stderr and "Traceback" not in run.stderr, run.stderr


def test_infeasibility_proof_from_the_gradient_floor(tmp_path):
    proof = FIXTURES / "mlp-infeasible.train-proof.yaml"
    claims = verdicts(proof)
    assert all(ok for ok, _ in claims) and "infeasible" in claims[-1][1]
    data = yaml.safe_load(proof.read_text())
    floor = int(claims[-1][1].split(" hold ")[1].split()[0])
    data["budget"] = floor  # a budget the floor does not exceed: nothing is shown
    copy_fixture(tmp_path)
    forged = tmp_path / "forged.train-proof.yaml"
    forged.write_text(yaml.safe_dump(data))
    assert not verdicts(forged)[-1][0]


def test_the_fuzzing_rounds_false_training_claims_are_refused(tmp_path):
    """Trust issue, finding 6: the costs and bytes a training proof argues from are bound to its traces."""
    proof = copy_fixture(tmp_path)
    edit(proof, lambda d: [n.__setitem__(4, 0) for n in d["plan"]["nodes"]])  # every node's FLOPs zero
    claims = verdicts(proof)
    assert not all(ok for ok, _ in claims) and any("joint graph" in m for ok, m in claims if not ok), claims
    assert not any(m.startswith("verdict") for _ok, m in claims)
    infeasible = tmp_path / "mlp-infeasible.train-proof.yaml"  # every primal 10^9 bytes, at a budget plans fit
    edit(infeasible, lambda d: d.__setitem__("budget", 1_550_998))
    edit(infeasible, lambda d: [n.__setitem__(3, 10**9) for n in d["plan"]["nodes"] if n[1] == "primal"])
    claims = verdicts(infeasible)
    failed = [m for ok, m in claims if not ok]
    assert any("bytes as in the traces, not" in m for m in failed) and any(m.startswith("infeasible:") for m in failed)
    edit(infeasible, lambda d: d.pop("step"))  # a proof that names no traces binds nothing: refused
    with pytest.raises(Invalid, match="traces"):
        verdicts(infeasible)


def test_train_plan_least_peak_within_an_extra_compute_allowance(tmp_path):
    (tmp_path / "train_spec.py").write_text(MLP_SPEC)
    env = {**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{ROOT}"}
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "formal",
            "train-plan",
            "train_spec:mlp",
            "--objective",
            "peak",
            "--extra-compute",
            "0.15",
            "--backend",
            "ilp",
            "--no-pytorch",
            "--time-limit",
            "10",
            "--certify-time-limit",
            "20",
            "--json",
        ],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    report = json.loads(run.stdout)
    plan = report["plan"]
    assert report["proof"] is None  # no -o: checked in a temporary folder, nothing kept
    assert plan["extra_flops"] <= report["max_extra_flops"] == int(0.15 * report["baseline"]["step_flops"])
    assert plan["measured_peak"] == plan["modeled_peak"] < report["baseline"]["measured_peak"]
    assert plan["replay_equal"] and report["grads_bit_identical"] is True


RESULTS = ROOT / "results" / "train"


@pytest.mark.parametrize(
    "proof",
    sorted(RESULTS.glob("*/r*/*proof.yaml")),
    ids=lambda p: f"{p.parent.parent.name}-{p.parent.name}-{p.name.split('.')[-3]}",
)
def test_the_study_proofs_check(proof):
    # A step's proof names its traces itself; a program's order proof is checked against its trace.
    trace = None if proof.name.endswith(".train-proof.yaml") else str(proof).replace(".proof.yaml", ".trace.yaml")
    claims = check_files(trace, str(proof))
    assert claims and all(ok for ok, _ in claims), [m for ok, m in claims if not ok]


@pytest.mark.parametrize(
    "proof",
    sorted(
        [
            *RESULTS.glob("sweeps/*/*.r*.train-proof.yaml"),
            *RESULTS.glob("budgets/*/*.r*.train-proof.yaml"),
            *RESULTS.glob("budgets/*/*/*.r*.train-proof.yaml"),  # sweeps again with a later model
        ]
    ),
    ids=lambda p: str(p.relative_to(RESULTS)),
)
def test_the_sweep_proofs_check(proof):
    claims = check_files(None, str(proof))
    assert claims and all(ok for ok, _ in claims), [m for ok, m in claims if not ok]


def test_a_saved_value_is_kept_for_any_recomputed_reader_at_the_same_point():
    """Two forward values computed from ``a`` are read by the same backward node; whichever of the
    two is recomputed there keeps ``a`` alive until then (both plans hold the same bytes)."""
    nodes = [
        node("x", "primal", nbytes=100),
        node("t", "tangent", nbytes=100),
        node("a", "forward", ["x"], 1000, flops=10),
        node("c1", "forward", ["a"], 1000, flops=10),
        node("c2", "forward", ["a"], 1000, flops=10),
        node("out", "forward", ["c1", "c2"], 100, flops=10),
        node("g", "backward", ["t", "c1", "c2"], 100, flops=10),
    ]
    table = JointTable(nodes, pytorch_saved=["c1", "c2"], num_fwd_outputs=1, outputs=["out", "g"])
    peaks = {}
    for kept in ("c1", "c2"):
        values = M.assignment(table, {"a", kept})
        assert values[f"r:{'c2' if kept == 'c1' else 'c1'}"] == 1
        peaks[kept] = M.phase_peaks(table, values)[1]
    # at g: x and t, then a (kept for the recomputation), the saved one, the recomputed one, g
    assert peaks["c1"] == peaks["c2"] == 100 + 100 + 1000 + 1000 + 1000 + 100


def test_the_least_peak_search_says_when_a_solve_ran_out_of_time(monkeypatch):
    table = chain_table(5, seed=3)
    everything = sum(M.extra_flops_objective(table)[0].values())
    least = T._minimize_peak(table, everything, "cpsat", 20)
    assert least.proven and least.answer.values is not None
    assert M.model_peak(table, least.answer.values) == least.capacity  # the least capacity is the plan's peak

    def out_of_time_below(limit):
        def solve_or_give_up(program, backend, seconds, hint=None):
            if program.capacity < limit:
                return Answer(backend, "unknown", None, None, 0, seconds)
            return solve(program, backend, seconds, hint)

        return solve_or_give_up

    monkeypatch.setattr(T, "solve", out_of_time_below(least.capacity + 1000))
    unproven = T._minimize_peak(table, everything, "cpsat", 20)
    assert not unproven.proven and unproven.capacity >= least.capacity + 1000


def test_a_value_backward_does_not_read_is_saved_only_for_a_recomputation():
    nodes = [
        node("x", "primal", nbytes=64),
        node("a", "forward", ("x",), nbytes=64, flops=8),
        node("b", "forward", ("a",), nbytes=64, flops=8),  # backward reads b, never a
        node("out", "forward", ("b",), nbytes=4, flops=1),
        node("t", "tangent", nbytes=4),
        node("g", "backward", ("t", "b"), nbytes=64, flops=8),
    ]
    table = JointTable(nodes, ["b"], 1, ["out", "g"])
    assert M.useful_save_rows(table) == [("useful:a", {"r:b": 1, "s:a": -1}, 0), ("useful:out", {"s:out": -1}, 0)]
    program = M.planning_program(table, 10**6, 10**6)
    useless = M.complete(table, {**M.assignment(table, {"b"}), "s:a": 1})
    assert M.violated(program, useless) == ["useful:a"]  # saving a beside b: the partitioner would drop it
    assert not M.violated(program, M.complete(table, M.assignment(table, {"a"})))  # a saved, b computed from it


def test_plans_that_differ_only_in_values_the_partitioner_drops_compile_once(monkeypatch):
    """The partitioner leaves out chosen values the backward never reads; such plans realize one
    saved set, told by partitioning the kept joint graph, and compile_once compiles it once."""
    from types import SimpleNamespace

    from formal.capture.spec import ModelSpec
    from formal.pipelines.train_step import compile_step

    namespace: dict = {}
    exec(MLP_SPEC, namespace)
    model, inputs = namespace["mlp"]()
    ms = ModelSpec("mlp", model, inputs)
    table = compile_step(model, inputs).partition.table
    default = M.assignment(table, set(table.pytorch_saved))
    sets = T.SavedSets()
    realized = sets.realized(ms, T.saved_names(table, default), print)
    assert realized is not None
    dropped = []  # plans that save one value more than the default, which the partitioner drops
    for n in M.candidates(table):
        if n.savable and not default.get(f"s:{n.name}"):
            values = {**default, f"s:{n.name}": 1}
            if sets.realized(ms, T.saved_names(table, values), print) == realized:
                dropped.append(values)
    assert dropped, "the MLP should have a value that, saved beside the default's, the backward never reads"

    compiles = []
    realize = T._realize
    monkeypatch.setattr(T, "_realize", lambda *a, **k: compiles.append(a[1]) or realize(*a, **k))
    job = SimpleNamespace(
        base=SimpleNamespace(table=table), ms=ms, options=SimpleNamespace(split_addmm=False),
        spill=None, log=print, saved_sets=sets,
    )  # fmt: skip
    seen: dict = {}
    assert T.compile_once(job, default, seen) == (realized, True)  # the probe agrees with the compile
    assert T.compile_once(job, dropped[0], seen) == (realized, False)
    assert len(compiles) == 1 and list(seen) == [realized]
    assert seen[realized].values == default


def test_a_round_over_the_budget_corrects_the_model_by_that_plans_own_error(monkeypatch):
    """The model underestimates every plan's backward by the same 700 bytes here. The first plan,
    planned with room to spare, measures 50 bytes over: the next capacity is that plan's modeled
    peak less the 50 (so budget - 700), not the capacity less 50, and the next plan fits."""
    from types import SimpleNamespace

    table, error, budget = chain_table(layers=6), 700, 8250
    default = M.assignment(table, set(table.pytorch_saved))
    flops = M.extra_flops_objective(table)[0]

    def compile_once(job, values, seen, budget=None):  # "measured": the model's peaks, the backward's off by the error
        fwd, bwd = M.phase_peaks(table, values)
        run = SimpleNamespace(fwd_peak=fwd, bwd_peak=bwd + error, measured_peak=max(fwd, bwd + error))
        key = tuple(sorted(M.chosen(table, values, "s")))
        seen.setdefault(key, T.Measured(SimpleNamespace(step_flops=10**6 + M.cost(flops, values)), run, values))
        return key, True

    monkeypatch.setattr(T, "compile_once", compile_once)
    base = SimpleNamespace(table=table, offset=0, correction=0, default=default, step=SimpleNamespace(step_flops=10**6))
    options = SimpleNamespace(backend="cpsat", time_limit=10)
    job = SimpleNamespace(base=base, options=options, log=print, tally=T.Tally())
    rounds = T.compute_rounds(job, budget, 6)
    first, second = rounds.entries[0], rounds.entries[1]
    modeled = first["model_error"]["backward_modeled"]
    assert first["capacity"] - modeled == 650 and first["measured_peak"] - budget == 50  # room to spare, then over
    assert second["capacity"] == modeled - 50 == budget - error
    assert rounds.chosen is not None and rounds.seen[rounds.chosen].run.measured_peak <= budget
    assert len(rounds.entries) == 2


def test_a_saved_value_nothing_in_the_backward_reads_is_not_saved():
    # the partitioner drops it: the decoder's 0.6 plan chose a projection's product only to add it to the residual
    # stream again in backward, where nothing read the sum; its programs never held the product
    table = chain_table(layers=4)
    with_unread = M.assignment(table, {"act0", "act1", "act2", "act3", "mm1"})
    assert not with_unread["s:mm1"]  # the backward reads act1, not mm1, and computes nothing from it
    assert with_unread == M.assignment(table, {"act0", "act1", "act2", "act3"})
    read_again = M.assignment(table, {"act0", "act1", "act2", "mm3"})  # act3 is computed from mm3
    assert read_again["s:mm3"] and read_again["r:act3"]
