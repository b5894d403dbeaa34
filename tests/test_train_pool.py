"""One pool of measured training plans (formal.pipelines.train_pool): the rule every entry point answers by,
the plan cache across calls, PyTorch's configurations as candidates, and the answer in one line. Hand-made
tables and measurements; one end-to-end test runs `formal train-plan` twice on a tiny MLP with a cache."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from test_train_plan import chain_table
from train_helpers import MLP_SPEC

from formal.pipelines import train_plan as T
from formal.pipelines import train_pool as pool_module
from formal.pipelines.train_pool import Known, PlanCache, answer_line, band, cache_folder, cheapest_fitting
from formal.train import formulation as M

ROOT = Path(__file__).resolve().parents[1]
IDENTITY = {"joint_sha256": "ab" * 32, "split_addmm": False, "machine": {"torch": "x"}}


def known(key: str, peak: int, flops: int, saved: tuple[str, ...] = ()) -> Known:
    return Known((key,), saved, peak, peak - 10, peak, flops)


def test_the_rule_takes_the_least_flops_then_the_least_peak_among_those_that_fit():
    plans = [(30, 90, ("a",)), (10, 99, ("b",)), (10, 95, ("c",)), (0, 120, ("d",))]
    assert cheapest_fitting(100, plans) == ("c",)  # b and c tie on FLOPs: the lower peak
    assert cheapest_fitting(94, plans) == ("a",)
    assert cheapest_fitting(89, plans) is None
    assert cheapest_fitting(200, plans) == ("d",)
    assert cheapest_fitting(100, reversed(plans)) == ("c",)  # whatever the order given
    assert cheapest_fitting(100, [(5, 90, ("y",)), (5, 90, ("x",))]) == ("x",)


def test_the_cache_keeps_plans_across_calls_in_deterministic_bytes(tmp_path):
    first = PlanCache(IDENTITY, tmp_path)
    assert first.plans == {}
    first.add(known("b", 100, 7, ("s1",)))
    first.add(known("a", 120, 0))
    text = first.path.read_text()
    again = PlanCache(IDENTITY, tmp_path)
    assert again.plans == first.plans and again.plans[("b",)].saved == ("s1",)
    again.save()
    assert again.path.read_text() == text  # same plans, same bytes
    assert [p["key"] for p in json.loads(text)["plans"]] == [["a"], ["b"]]  # sorted, whatever the order added
    other = PlanCache(IDENTITY, tmp_path)  # another process adds a plan: merged, not lost
    other.add(known("c", 90, 3))
    first.add(known("d", 80, 9))
    assert set(PlanCache(IDENTITY, tmp_path).plans) == {("a",), ("b",), ("c",), ("d",)}
    # another model (or machine, or split) has a file of its own
    assert PlanCache({**IDENTITY, "split_addmm": True}, tmp_path).plans == {}


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[]",
        json.dumps({"format": "formal.train-plans/1", "identity": IDENTITY, "plans": [{"key": ["a"]}]}),
        json.dumps({"format": "formal.train-plans/1", "identity": {"other": 1}, "plans": []}),
        json.dumps(
            {
                "format": "formal.train-plans/1",
                "identity": IDENTITY,
                "plans": [{"key": ["a"], "saved": [], "measured_peak": "1", "fwd_peak": 1, "bwd_peak": 1}],
            }
        ),
    ],
)
def test_a_corrupt_cache_is_ignored_with_one_log_line_and_rewritten(tmp_path, text):
    path = PlanCache(IDENTITY, tmp_path).path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    lines: list[str] = []
    cache = PlanCache(IDENTITY, tmp_path, lines.append)
    assert cache.plans == {}
    assert len(lines) == 1 and "is not readable" in lines[0] and "\n" not in lines[0]
    cache.add(known("a", 100, 0))
    assert set(PlanCache(IDENTITY, tmp_path).plans) == {("a",)}


def test_the_cache_folder_follows_formal_cache_and_turns_off(monkeypatch, tmp_path):
    monkeypatch.setenv("FORMAL_CACHE", str(tmp_path))
    assert cache_folder() == tmp_path / "train-plans"
    monkeypatch.setenv("FORMAL_CACHE", "0")
    assert cache_folder() is None
    cache = PlanCache(IDENTITY, None)
    cache.add(known("a", 1, 0))  # kept in memory, nothing written
    assert cache.path is None and list(tmp_path.iterdir()) == []
    monkeypatch.delenv("FORMAL_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache_folder() == tmp_path / "formal" / "train-plans"


def test_the_answer_is_one_line_fits_infeasible_or_the_band():
    fits = answer_line("fits", 800, 1000, peak=750, extra_flops=12)
    assert fits.startswith("fits: the step measures 750 B") and "12 extra FLOPs" in fits
    infeasible = answer_line("infeasible", 400, 1000, floor=500, why="the gradients hold 500 B")
    assert infeasible.startswith("infeasible:") and "500 B" in infeasible
    unmet = answer_line("not met", 600, 1000, floor=550, least=700, stopped="the limit of 6 rounds")
    assert unmet.startswith("not met:") and "700 B" in unmet and "150 B (15.0% of the default step)" in unmet
    assert unmet.endswith("the rounds stopped: the limit of 6 rounds")
    assert all("\n" not in line for line in (fits, infeasible, unmet))
    assert band(700, 550, 1000) == {"least_measured": 700, "floor": 550, "bytes": 150, "fraction": 0.15}
    assert band(None, 550, 1000) is None


def fake_job(table, cache=None, f0=10**6):
    base = SimpleNamespace(
        table=table,
        offset=0,
        correction=0,
        default=M.assignment(table, set(table.pytorch_saved)),
        step=SimpleNamespace(step_flops=f0),
        run=SimpleNamespace(measured_peak=10**9),
        calibration=SimpleNamespace(measured_peak=10**9),
    )
    return SimpleNamespace(
        base=base,
        cache=cache,
        options=SimpleNamespace(backend="cpsat", time_limit=10, split_addmm=False),
        log=lambda _m: None,
        tally=T.Tally(),
        origins={},
        pool={},
    )


def measured(table, values, peak, f0=10**6):
    flops = M.cost(M.extra_flops_objective(table)[0], values)
    run = SimpleNamespace(fwd_peak=peak, bwd_peak=peak, measured_peak=peak)
    return T.Measured(SimpleNamespace(step_flops=f0 + flops), run, values)


def test_a_plan_an_earlier_call_measured_to_fit_needs_no_compile_and_names_the_least(monkeypatch, tmp_path):
    """The pool across calls: a plan the cache holds that fits the budget with no more FLOPs than the planning
    model can offer ends the rounds before any compile, and the least step measured at any budget is known."""
    table = chain_table(layers=4)
    cache = PlanCache(IDENTITY, tmp_path)
    default = M.assignment(table, set(table.pytorch_saved))
    cache.add(Known(("act0", "act1", "act2", "act3"), tuple(M.chosen(table, default, "s")), 7000, 6000, 7000, 0))
    cache.add(Known(("act0",), ("act0",), 5000, 4000, 5000, 9000))  # measured at a smaller budget, earlier
    job = fake_job(table, cache)
    monkeypatch.setattr(T, "compile_once", lambda *a, **k: pytest.fail("compiled a plan the cache measured"))
    rounds = T.compute_rounds(job, 8000, 6, {})
    assert rounds.entries == [] and "no extra FLOPs" in (rounds.stopped or "")
    assert T.least_measured(job, {}) == 5000  # what a refusal names: the least at any budget, earlier calls' too
    assert T.least_measured(fake_job(table), {}) is None  # without the cache, nothing is known


def test_the_rounds_stop_when_a_plan_measured_costs_no_more_than_the_models_least(monkeypatch):
    table = chain_table(layers=4)
    job = fake_job(table)
    compiled = []

    def compile_once(job, values, seen, origin="formal", budget=None):
        compiled.append(values)
        key = tuple(sorted(M.chosen(table, values, "s")))
        fwd, bwd = M.phase_peaks(table, values)
        seen[key] = measured(table, values, max(fwd, bwd) + 10**6)  # always over: the rounds go on
        return key, True

    monkeypatch.setattr(T, "compile_once", compile_once)
    everything = M.assignment(table, {n.name for n in M.candidates(table) if n.savable})
    pool = {("cheap",): measured(table, {**everything}, 1)}  # fits anything, 0 FLOPs: nothing can beat it
    rounds = T.compute_rounds(job, 9000, 6, pool)
    assert not compiled and rounds.entries == []
    costly = M.assignment(table, set())  # saves nothing: recomputes every product
    flops = M.cost(M.extra_flops_objective(table)[0], costly)
    assert flops > 0
    rounds = T.compute_rounds(job, 10**9, 6, {("costly",): measured(table, costly, 1)})
    assert compiled  # the model's plans cost less than the one measured: compiled (and measured over, here)
    assert all(e["extra_flops_modeled"] < flops for e in rounds.entries)  # never one that cannot cost less


def test_pytorch_configurations_are_compiled_only_when_they_could_cost_less(monkeypatch):
    """The rule's second step (adopt_pytorch): candidates cheapest first; one measured over by PyTorch's compile,
    one the model puts far over, one whose saved set was measured are not compiled; the first that fits ends it."""
    table = chain_table(layers=4)
    job = fake_job(table)
    sets = {
        "over": ("act0", "act1", "act2", "act3"),
        "far": ("act0", "act1", "act2", "mm3"),  # act3 computed again from its product: no FLOPs, more bytes
        "fits": ("act1", "act2"),
        "after": ("act1",),
    }
    flops = M.extra_flops_objective(table)[0]
    cost = {k: M.cost(flops, M.assignment(table, set(v))) for k, v in sets.items()}
    assert cost["over"] == cost["far"] == 0 < cost["fits"] < cost["after"]
    points = [SimpleNamespace(label="dp@0.5", chosen=sets["over"], measured_peak=10**6)]
    choices = [("greedy@0", sets["far"]), ("dp@0.25", sets["fits"]), ("ilp@0", sets["after"])]
    job.saved_sets = SimpleNamespace(
        pytorch_choices=lambda ms, log: choices, realized=lambda ms, names, log: tuple(sorted(names))
    )
    job.ms = None
    model = {
        k: T.model_error(job.base, M.assignment(table, set(v)), T._NO_RUN)["step_modeled"] for k, v in sets.items()
    }
    budget = model["fits"] + 100
    assert model["far"] > budget  # the model puts it over
    compiled = []

    def compile_once(job, values, seen, origin="formal", budget=None):
        compiled.append(origin)
        key = tuple(sorted(M.chosen(table, values, "s")))
        seen[key] = measured(table, values, budget - 1)
        return key, True

    monkeypatch.setattr(T, "compile_once", compile_once)
    costly = M.assignment(table, {"act2"})  # fits, dearer than any configuration; measured as modeled (no error)
    pool = {("costly",): measured(table, costly, T.model_error(job.base, costly, T._NO_RUN)["step_modeled"])}
    assert pool[("costly",)].run.measured_peak <= budget
    considered = T.adopt_pytorch(job, budget, pool, points)
    assert compiled == ["PyTorch dp@0.25"]
    why = {c["label"]: c.get("skipped") for c in considered}
    assert "measured it over the budget" in why["dp@0.5"] and "planning model" in why["greedy@0"]
    assert "ilp@0" not in why  # after one fits, nothing dearer is looked at
    key = T.cheapest_known(budget, T.known_plans(job, pool))
    assert key == tuple(sorted(sets["fits"]))  # the rule now answers with PyTorch's cheaper configuration
    compiled.clear()
    T.adopt_pytorch(job, budget, pool, points)
    assert not compiled  # nothing cheaper is left to compile


def test_a_pytorch_configuration_as_cheap_and_measured_lower_is_adopted(monkeypatch):
    """The rule's second key: where formal's fitting plan costs as few extra FLOPs as a PyTorch configuration
    whose own compile measured a lower peak, that configuration is compiled through formal's hook and the rule
    answers with it; one measured higher is not compiled."""
    table = chain_table(layers=4)
    job = fake_job(table)
    sets = {"formal": ("act0", "act1", "act2", "act3"), "lower": ("act0", "act1", "act2", "mm3"), "higher": ("mm3",)}
    flops = M.extra_flops_objective(table)[0]
    assert M.cost(flops, M.assignment(table, set(sets["formal"]))) == 0
    assert M.cost(flops, M.assignment(table, set(sets["lower"]))) == 0
    budget, peaks = 10**6, {"lower": 10**6 - 500, "higher": 10**6 - 1}
    points = [SimpleNamespace(label=f"dp@{k}", chosen=sets[k], measured_peak=peaks[k]) for k in ("higher", "lower")]
    read = []  # formal fits with 0 extra FLOPs: the solvers' unmeasured choices cannot be adopted, nor are read
    job.saved_sets = SimpleNamespace(
        pytorch_choices=lambda ms, log: read.append(1) or [], realized=lambda ms, n, log: None
    )
    job.ms = None
    compiled = []

    def compile_once(job, values, seen, origin="formal", budget=None):
        compiled.append(origin)
        key = tuple(sorted(M.chosen(table, values, "s")))
        seen[key] = measured(table, values, peaks["lower"])
        return key, True

    monkeypatch.setattr(T, "compile_once", compile_once)
    formal = M.assignment(table, set(sets["formal"]))
    pool = {tuple(sorted(sets["formal"])): measured(table, formal, budget - 100)}
    T.adopt_pytorch(job, budget, pool, points)
    assert compiled == ["PyTorch dp@lower"] and not read
    assert T.cheapest_known(budget, T.known_plans(job, pool)) == tuple(sorted(sets["lower"]))


def test_formal_compile_refuses_with_the_band_and_the_least_measured_at_any_budget():
    from formal.deploy.training import _refusal
    from formal.train.floor import Floor

    found = SimpleNamespace(
        budget=600,
        baseline_peak=1000,
        floor=Floor(550, None, (), "the gradients hold 550 B"),
        least_measured=700,
        stopped="the limit of 6 rounds",
        proof=None,
    )
    message = _refusal(found, 720)
    assert "not met" in message and "the least step peak measured (at any budget) is 700 B" in message
    assert "a band of 150 B (15.0% of the default step)" in message and "the limit of 6 rounds" in message
    assert "\n" not in message
    below = _refusal(SimpleNamespace(**{**vars(found), "budget": 500}), None)
    assert below.startswith("formal.compile: memory_budget 500 B") and "infeasible, no plan can fit" in below
    assert "the gradients hold 550 B; compile with out=DIR to keep the proof" in below


def test_train_plan_twice_starts_from_the_plans_the_first_measured(tmp_path):
    """`formal train-plan` at 0.7 on the MLP measures a plan and keeps it in the cache; the same budget again
    compiles nothing in its rounds (the plan is compiled once, to certify it), and answers the same."""
    (tmp_path / "train_spec.py").write_text(MLP_SPEC)
    env = {**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{ROOT}", "FORMAL_CACHE": str(tmp_path / "cache")}
    argv = ["train-plan", "train_spec:mlp", "--budget-ratio", "0.7", "--no-pytorch", "--time-limit", "10"]
    argv += ["--certify-time-limit", "20", "--json"]
    reports = []
    for k in range(2):
        run = subprocess.run(
            [sys.executable, "-m", "formal", *argv, "-o", str(tmp_path / f"out{k}")],
            capture_output=True,
            text=True,
            env=env,
            cwd=tmp_path,
            timeout=900,
        )
        assert run.returncode == 0, run.stderr[-2000:]
        reports.append(json.loads(run.stdout))
    first, second = reports
    assert first["answer"].startswith("fits:") and second["answer"].startswith("fits:")
    assert first["compiles"] >= 1 and first["rounds"]
    assert second["compiles"] == 1 and all(not r.get("compiled") for r in second["rounds"])
    assert "a plan measured already fits" in second["rounds_stopped"]
    assert second["plan"]["extra_flops"] == first["plan"]["extra_flops"]
    assert second["plan"]["measured_peak"] == first["plan"]["measured_peak"] <= second["budget"]
    files = list((tmp_path / "cache" / "train-plans").iterdir())
    assert len(files) == 1 and json.loads(files[0].read_text())["plans"]
    assert pool_module.CACHE_FORMAT in files[0].read_text()


def compiling_with_error(table, error):
    """T.compile_once faked: each plan measures its modeled peaks, the backward's plus ``error(modeled step peak,
    how many plans were measured before it)`` bytes."""
    flops = M.extra_flops_objective(table)[0]
    measured_before = []

    def compile_once(job, values, seen, origin=None, budget=None):
        fwd, bwd = M.phase_peaks(table, values)
        extra = error(max(fwd, bwd), len(measured_before))
        measured_before.append(values)
        run = SimpleNamespace(fwd_peak=fwd, bwd_peak=bwd + extra, measured_peak=max(fwd, bwd + extra), seconds=0)
        key = tuple(sorted(M.chosen(table, values, "s")))
        seen.setdefault(key, T.Measured(SimpleNamespace(step_flops=10**6 + M.cost(flops, values)), run, values))
        return key, True

    return compile_once


def test_a_least_peak_plan_the_model_puts_within_the_budget_is_measured_once(monkeypatch):
    """The stop rule lends the least error shown (other plans') to the plans not yet measured only where it is
    negative: the model's own least plan, within the budget, is measured. Here the cheap plan, modeled at 6,600 B,
    is 1,000 B over (its own error), and the least-peak plan, modeled at 5,900 B, measures 5,900 B within 6,650 B
    (it was not tried when the rule lent positive errors: 5,900 + 1,000 is above the budget)."""
    table, budget = chain_table(layers=6), 6650
    monkeypatch.setattr(T, "compile_once", compiling_with_error(table, lambda peak, _k: 0 if peak <= 5900 else 1000))
    rounds = T.compute_rounds(fake_job(table), budget, 6, {})
    over, least = rounds.entries
    assert over["measured_peak"] == 7600 and not over["fallback"]
    assert least["fallback"] and least["measured_peak"] == 5900 <= budget
    assert rounds.chosen is not None and rounds.stopped is None


def test_a_positive_error_on_one_plan_is_not_lent_to_the_plans_the_model_prices_alike(monkeypatch):
    """A family of plans the model prices alike may differ by megabytes when measured (the decoder's at 0.5). Here
    the first two plans measured are 1,000 B over what the model says, the cheap one and the first least-peak one
    (5,900 B modeled, 6,900 B measured); the next least-peak plan, modeled alike, is measured and fits."""
    table, budget = chain_table(layers=6), 6650
    monkeypatch.setattr(T, "compile_once", compiling_with_error(table, lambda _peak, k: 1000 if k < 2 else 0))
    rounds = T.compute_rounds(fake_job(table), budget, 6, {})
    assert [(e["measured_peak"], e["fallback"]) for e in rounds.entries] == [(7600, False), (6900, True), (5900, True)]
    assert rounds.chosen is not None and rounds.stopped is None


def test_the_least_peak_plan_is_measured_once_for_the_band_where_the_model_puts_it_below_every_plan_measured(
    monkeypatch,
):
    """The budget is below the model's least peak (5,900 B). Every plan measures 1,000 B over the model: the first
    least-peak plan 6,900 B; the stop rule then holds, but the model puts another plan at 5,900 B, below every plan
    measured, so it is measured once (the least step a refusal reports can only come down), and no more."""
    table, budget = chain_table(layers=6), 5800
    monkeypatch.setattr(T, "compile_once", compiling_with_error(table, lambda _peak, _k: 1000))
    rounds = T.compute_rounds(fake_job(table), budget, 6, {})
    assert [(e["measured_peak"], e.get("for_the_band", False)) for e in rounds.entries] == [(6900, False), (6900, True)]
    assert rounds.chosen is None and "is above the budget" in rounds.stopped
    # a plan measured already as low as the model's least: nothing more is measured
    monkeypatch.setattr(T, "compile_once", compiling_with_error(table, lambda _peak, _k: 0))
    rounds = T.compute_rounds(fake_job(table), budget, 6, {})
    assert [e["measured_peak"] for e in rounds.entries] == [5900] and rounds.chosen is None


def dry_job(table, compile_fitting=True):
    """fake_job with what compile_once's dry runs read."""
    job = fake_job(table)
    job.options.dry_runs = True
    job.dry, job.dry_mismatches, job.compile_fitting = {}, [], compile_fitting
    job.saved_sets = SimpleNamespace(realized=lambda _ms, names, _log: tuple(sorted(names)))  # as _realize saves
    job.ms, job.spill, job.logged = None, None, []
    job.log = job.logged.append
    return job


def realizing(monkeypatch, dry_peak, compiled_peak, dry_fails=False):
    """T._realize faked: each plan's step saves what it names; a dry run measures ``dry_peak`` (or fails), a
    compile ``compiled_peak``."""
    calls = []

    def realize(ms, names, split_addmm=False, dry=False):
        calls.append("dry" if dry else "compile")
        if dry and dry_fails:
            raise T.FormalError("torch.compile failed on the training step: index out of range")
        peak = dry_peak if dry else compiled_peak
        step = SimpleNamespace(partition=SimpleNamespace(saved=list(names)), step_flops=10**6, spill=lambda _f: None)
        return step, SimpleNamespace(fwd_peak=peak, bwd_peak=peak, measured_peak=peak, gradients=None)

    monkeypatch.setattr(T, "_realize", realize)
    return calls


def test_a_plan_over_the_budget_in_its_dry_run_is_known_and_never_compiled(monkeypatch):
    table = chain_table(layers=4)
    job, values = dry_job(table), M.assignment(table, set(table.pytorch_saved))
    calls = realizing(monkeypatch, dry_peak=900, compiled_peak=900)
    key, new = T.compile_once(job, values, job.pool, budget=800)
    assert new and calls == ["dry"] and key in job.dry and key not in job.pool
    assert (job.tally.compiles, job.tally.dry_runs) == (0, 1)
    assert T.known_plans(job, job.pool)[key].measured_peak == 900 and T.values_of(job, key, None, job.pool) == values
    assert T.compile_once(job, values, job.pool, budget=800) == (key, False) and calls == ["dry"]  # measured once


def test_a_plan_that_fits_in_its_dry_run_is_compiled_once_and_compared(monkeypatch):
    table = chain_table(layers=4)
    values = M.assignment(table, set(table.pytorch_saved))
    job = dry_job(table)
    calls = realizing(monkeypatch, dry_peak=700, compiled_peak=700)
    key, _ = T.compile_once(job, values, job.pool, budget=800)
    assert calls == ["dry", "compile"] and key in job.pool and job.dry_mismatches == []
    job = dry_job(table)
    realizing(monkeypatch, dry_peak=700, compiled_peak=850)  # a compile the dry run did not predict
    key, _ = T.compile_once(job, values, job.pool, budget=800)
    assert job.pool[key].run.measured_peak == 850 and T.known_of(job, key, job.pool).measured_peak == 850
    assert job.dry_mismatches[0]["compiled"]["measured_peak"] == 850 and "dry run" in job.logged[-1]
    job = dry_job(table, compile_fitting=False)  # formal.compile compiles the plan itself
    calls = realizing(monkeypatch, dry_peak=700, compiled_peak=700)
    key, _ = T.compile_once(job, values, job.pool, budget=800)
    assert calls == ["dry"] and key in job.dry and not job.pool


def test_a_dry_run_that_fails_is_compiled_instead(monkeypatch):
    table = chain_table(layers=4)
    job, values = dry_job(table), M.assignment(table, set(table.pytorch_saved))
    calls = realizing(monkeypatch, dry_peak=700, compiled_peak=900, dry_fails=True)
    key, new = T.compile_once(job, values, job.pool, budget=800)
    assert new and calls == ["dry", "compile"] and key in job.pool and not job.dry
    assert (job.tally.compiles, job.tally.dry_runs) == (1, 0) and "dry run failed" in job.logged[0]


def test_without_dry_runs_every_plan_tried_is_compiled(monkeypatch):
    """``--no-dry-runs`` (PlanOptions.dry_runs off): a plan over the budget is compiled and measured, as before."""
    table = chain_table(layers=4)
    job, values = dry_job(table), M.assignment(table, set(table.pytorch_saved))
    job.options.dry_runs = False
    calls = realizing(monkeypatch, dry_peak=900, compiled_peak=900)
    key, new = T.compile_once(job, values, job.pool, budget=800)
    assert new and calls == ["compile"] and key in job.pool and not job.dry
    assert (job.tally.compiles, job.tally.dry_runs) == (1, 0)


def test_a_single_budget_counts_pytorchs_compiles_beside_its_own(monkeypatch):
    """``train-plan --budget-ratio`` with PyTorch's configurations measured beside (the default): the report's
    compiles are formal's and PyTorch's, each counted from where the budget began."""
    table = chain_table(layers=4)
    job = fake_job(table)
    job.options = SimpleNamespace(budget=8000, ratio=None, pytorch=True, rounds=6, dry_runs=True)
    job.outdir, job.tally.compiles, job.tally.dry_runs = None, 2, 1  # spent before this budget: not counted
    side = SimpleNamespace(compiles=5, points=lambda: [])

    def pytorch_at_budget(side, budget, log):
        side.compiles += 3
        return {}

    def settle(job, budget, rounds, pool, points):
        job.tally.dry_runs += 1
        return SimpleNamespace(rounds=T.Rounds([], {}, None, "stopped"), adopted=[], key=None, known={})

    monkeypatch.setattr(T, "pytorch_at_budget", pytorch_at_budget)
    monkeypatch.setattr(T, "settle", settle)
    report: dict = {}
    outcome = T._plan_within_budget(job, SimpleNamespace(bytes=0), report, side)
    assert outcome.chosen is None and (report["compiles"], report["dry_runs"]) == (3, 1)


def test_a_plan_is_modeled_as_its_programs_run():
    # a 0-1 plan may save a value nothing reads (the solver's plans did: a product saved for a sum nothing needs);
    # the partitioner drops it, and the model's error on the measured plan is the realized plan's
    table = chain_table(layers=4)
    job = fake_job(table)
    realized = M.assignment(table, {"act0", "act1", "act2", "act3"})
    chosen = {**realized, "s:mm1": 1}
    assert M.model_peak(table, chosen) > M.model_peak(table, realized)  # charged as the solver chose it
    assert T.model_error(job.base, chosen, T._NO_RUN) == T.model_error(job.base, realized, T._NO_RUN)
