"""``formal train-plan``: plan, realize, certify and replay a training step under a budget.

1. **Baseline**: the default ``torch.compile`` (PyTorch's min-cut partitioner), its two
   programs measured back to back (:func:`formal.pipelines.train_step.measure_step`): the step peak
   ``B0`` and the step's FLOPs. The budget is ``floor(R * B0)``.
2. **Plan** (:mod:`formal.train.formulation`, :mod:`formal.train.solve`): minimize the extra FLOPs
   under the planning model at a *capacity*; the capacity starts at the budget corrected by
   the model's error on the baseline (measured - modeled), and each round that measures
   above the budget excludes that saved set from later rounds and corrects the model by that
   plan's own error: the capacity drops to the plan's modeled backward peak less the excess
   (the forward's rows likewise), so a plan planned with room to spare does not leave that
   room to the next (at most ``rounds`` rounds that compile). The relaxation's
   certified lower bound is for the budget itself (model doc).
3. **Realization**: the chosen saved set goes through the partitioner hook
   (:func:`formal.train.graphs.partitioner`), the two programs are compiled and measured. The
   partitioner leaves out chosen values the backward never reads, so before compiling, the
   saved set the plan realizes is read off a kept joint graph (:class:`SavedSets`): a plan whose
   programs were already measured is not compiled again, and its round does not count (at
   most ``rounds`` such rounds more). A plan is first measured by a dry run (its programs generated and run
   with their kernels skipped: the compiled step's peaks, :func:`formal.pipelines.train_step.dry_step`); only
   one that fits is compiled (:func:`compile_once`).
4. **Certification**: both programs are captured (traces), each ordered optimally with a
   checked proof (:func:`formal.order.certify.certify`), the step replayed in those orders
   (measured == modeled, to the byte), and a ``formal.train-proof/1`` written that
   :mod:`formal.check.train` verifies. When no plan fits as Inductor ordered its programs
   (the rounds measure the compiled order), the least of the plans measured is certified all
   the same: if its step fits in the certified orders, replayed and measured to the byte,
   that is the plan (status ``feasible``); the report keeps that step's peak either way
   (``least_in_certified_orders``).
5. **Gradients**: compared bit for bit with the baseline's; where they differ, the kernels
   the two backward programs do not share are named and each side's largest difference from
   eager PyTorch reported.

``objective="peak"``: minimize the planning model's peak subject to extra FLOPs at most
``extra_compute`` times the baseline step's FLOPs (by bisection on the capacity), then
realize and certify the same way; the budget is then the measured result.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import math
import re
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, NamedTuple

from formal.base.errors import FormalError
from formal.base.files import read_yaml, write_yaml
from formal.capture.spec import ModelSpec, resolve_spec
from formal.machine.fingerprint import current_fingerprint, pin_for_capture
from formal.model import load_problem, problem_sha256
from formal.order.certify import certify
from formal.pipelines import train_pytorch as P
from formal.pipelines.kernel_probe import step_transients
from formal.pipelines.train_pool import (
    Known,
    PlanCache,
    answer_line,
    band,
    cache_folder,
    cheapest_known,
    identity,
    least_fitting_flops,
)
from formal.pipelines.train_step import (
    CompiledStep,
    StepRun,
    capture_step,
    compile_step,
    dry_step,
    measure_step,
    replay_step,
    trace_joint,
)
from formal.runtime.execute import bit_identical
from formal.train import formulation as M
from formal.train.floor import Floor, across_evidence, gradient_floor, step_floor
from formal.train.graphs import JointProbe, JointTable
from formal.train.solve import Answer, lagrangian_certificate, solve
from formal.train.transients import kernel_copies, kernel_transients, primal_copies

PROOF_FORMAT = "formal.train-proof/1"
OBJECTIVES = ("compute", "peak")


def saved_names(table: JointTable, values: dict[str, int]) -> list[str]:
    """The saved values of a 0-1 plan: its ``s:`` variables set, and the primals backward or a
    recomputation reads (held anyway: saving them costs no bytes)."""
    by_name = table.by_name()
    saved = M.chosen(table, values, "s")
    computed = set(M.chosen(table, values, "r"))
    readers = [n for n in table.nodes if n.kind in ("backward", "other") or n.name in computed]
    primals = dict.fromkeys(u for n in readers for u in n.inputs if u in by_name and by_name[u].kind == "primal")
    return list(primals) + saved


def _choose(names: list[str]) -> Callable[[JointTable], list[str]]:
    return lambda _table: list(names)


def _plan_json(table: JointTable, values: dict[str, int]) -> dict[str, Any]:
    saved, recomputed = M.chosen(table, values, "s"), M.chosen(table, values, "r")
    flops, _ = M.extra_flops_objective(table)
    return {
        "saved": saved,
        "recomputed": recomputed,
        "extra_flops_modeled": M.cost(flops, values),
        "modeled_peak_estimate": M.model_peak(table, values),
    }


def gradient_report(plan: CompiledStep, baseline: CompiledStep) -> dict[str, Any]:
    """Whether the plan's gradients equal the baseline's bit for bit; where not, by how much,
    which kernels the two backward programs do not share, and each side's distance from eager."""
    plan_grads, base_grads = plan.load_gradients(), baseline.load_gradients()
    plan_bwd, base_bwd, plan_eager, base_eager = plan.bwd.source, baseline.bwd.source, plan.eager, baseline.eager
    differ = [k for k, g in base_grads.items() if not bit_identical(g, plan_grads.get(k))]
    worst = max(
        (
            float((plan_grads[k].double() - base_grads[k].double()).abs().max())
            for k in differ
            if plan_grads.get(k) is not None
            and base_grads[k] is not None
            and plan_grads[k].shape == base_grads[k].shape
        ),
        default=0.0,
    )
    report: dict[str, Any] = {
        "bit_identical": not differ,
        "count_differing": len(differ),
        "differing": differ[:20],
        "max_abs_diff_from_baseline": worst,
    }
    if differ:
        kernels = set(re.findall(r"\b(cpp_fused_\w+)\s*=", plan_bwd))
        baseline = set(re.findall(r"\b(cpp_fused_\w+)\s*=", base_bwd))
        report.update(
            {
                "kernels_only_in_plan": sorted(kernels - baseline)[:20],
                "kernels_only_in_baseline": sorted(baseline - kernels)[:20],
                "plan_max_abs_diff_from_eager": plan_eager.get("max_abs_diff"),
                "baseline_max_abs_diff_from_eager": base_eager.get("max_abs_diff"),
            }
        )
    return report


def _realize(ms: Any, names: list[str], split_addmm: bool = False, dry: bool = False) -> tuple[Any, Any]:
    """The plan saving ``names`` compiled and measured (``dry``: as a dry run, its peaks and no values)."""
    choose = _choose(names)
    if dry:
        step, run = dry_step(ms.model, ms.inputs, ms.loss_fn, choose=choose, split_addmm=split_addmm)
    else:
        step = compile_step(ms.model, ms.inputs, ms.loss_fn, choose=choose, split_addmm=split_addmm)
        _require_named(step, names)
        run = measure_step(step)
    return step, run


def _require_named(step: CompiledStep, names: list[str]) -> None:
    """FormalError where the partitioner saved a value the plan did not name."""
    got = set(step.partition.saved)
    if not got <= set(names):
        raise FormalError(
            f"the partitioner saved {len(got - set(names))} value(s) the plan did not name "
            f"(first: {sorted(got - set(names))[0]!r})"
        )


class LeastPeak(NamedTuple):
    """:func:`_minimize_peak`'s answer: the capacity, the plan found there, and whether it is proved least."""

    capacity: int
    answer: Answer
    proven: bool  # every smaller capacity tried was infeasible, none a solve that ran out of time


def _minimize_peak(
    table: JointTable,
    max_extra: int,
    backend: str,
    time_limit: float,
    correction: int = 0,
    excluded: list[M.NamedRow] | None = None,
    hint: dict[str, int] | None = None,
) -> LeastPeak:
    """The least planning-model capacity whose plan recomputes at most ``max_extra`` FLOPs
    (``excluded``: rows that keep plans already measured out), by bisection, each solve hinted
    with the plan found so far (at first ``hint``). A solve that ends without a plan and without
    proving there is none is given the whole ``time_limit`` once more; if that ends so too, the
    search goes on above it and its answer is not proved least (``proven``)."""
    flops, _ = M.extra_flops_objective(table)
    low = M.held_bytes(table)
    high = M.model_peak(table, M.assignment(table, {n.name for n in M.candidates(table) if n.savable}), correction)
    best: tuple[int, Answer] | None = None
    per_call = max(2.0, time_limit / 8)
    within = [("compute", {v: -c for v, c in flops.items()}, -max_extra), *(excluded or [])]
    proven = True

    def attempt(capacity: int, seconds: float = per_call) -> Answer:
        program = M.planning_program(table, capacity, capacity, correction)
        program.add_rows(within)
        return solve(program, backend, seconds, hint=hint if best is None else best[1].values)

    while low < high:
        mid = (low + high) // 2
        answer = attempt(mid)
        if answer.values is None and answer.status != "infeasible":  # out of time: once more, longer
            answer = attempt(mid, time_limit)
        if answer.values is not None:
            best, high = (mid, answer), mid
        else:
            proven = proven and answer.status == "infeasible"
            low = mid + 1
    if best is None or best[0] != high:
        best = (high, attempt(high))
    return LeastPeak(best[0], best[1], proven)


@dataclass(frozen=True)
class PlanOptions:
    """What ``formal train-plan`` is asked (module doc): the budget ratio R (objective
    ``"compute"``) or the extra-compute allowance (objective ``"peak"``), and how to solve,
    compile and certify."""

    ratio: float | None = None  # the budget is floor(R * B0) (objective "compute")
    budget: int | None = None  # or the budget in bytes, given instead of a ratio
    objective: str = "compute"  # one of OBJECTIVES
    extra_compute: float = 0.1  # extra FLOPs at most this times the baseline step's (objective "peak")
    backend: str = "cpsat"  # the 0-1 back end (formal.train.solve)
    time_limit: float = 60.0  # seconds per solve
    rounds: int = 6  # at most this many rounds of plan, compile, measure (objective "compute")
    isa: str = "auto"  # the instruction set the compiles and the traces are pinned to
    pytorch: bool = True  # also PyTorch's own answers at the same budget
    certify_seconds: float = 60.0  # seconds per program's order proof
    split_addmm: bool = False  # plans' backward graphs rewritten by formal.train.graphs.split_addmm
    cache: bool = True  # keep and reuse the plans measured on this model (formal.pipelines.train_pool)
    dry_runs: bool = True  # a plan is measured by a dry run first, compiled only when it fits (compile_once)


@dataclass
class Tally:
    """What one call spends: the plans it compiled through formal's hook, and those it measured by a dry run."""

    compiles: int = 0
    dry_runs: int = 0

    def counts(self) -> tuple[int, int]:
        """The compiles and dry runs so far."""
        return self.compiles, self.dry_runs

    def since(self, before: tuple[int, int]) -> tuple[int, int]:
        """The compiles and dry runs since ``before`` (:meth:`counts`)."""
        return self.compiles - before[0], self.dry_runs - before[1]

    def how_measured(self, before: tuple[int, int]) -> dict[str, bool]:
        """A report entry's ``compiled`` and ``dry_run``: whether a compile, a dry run, happened since ``before``."""
        compiles, dry_runs = self.since(before)
        return {"compiled": compiles > 0, "dry_run": dry_runs > 0}


class DryPlan(NamedTuple):
    """A plan measured by a dry run only (:func:`compile_once`): what it measured, and its 0-1 values."""

    known: Known
    values: dict[str, int]


@dataclass(frozen=True)
class Baseline:
    """The default compile measured (step 1) and the planning model's error on it."""

    step: CompiledStep
    run: StepRun
    default: dict[str, int]  # its saved set as a 0-1 plan (the solver's hint)
    model_fwd: int  # the planning model's forward peak of it
    offset: int  # the backward's error (measured - modeled): sets the capacity
    correction: int  # the forward's error relative to the backward's: carried by the forward rows
    table: JointTable  # what the plans are made from: the default's table, as the plans compile
    calibration: StepRun  # the run the model's error is measured on: the default saved set as the plans compile


@dataclass(frozen=True)
class Job:
    """One :func:`plan_step` call, as every step of it reads it."""

    spec: str
    ms: ModelSpec  # the spec resolved
    options: PlanOptions
    outdir: Path | None  # where the proof and the traces go; None: nowhere
    log: Callable[[str], None]
    base: Baseline
    spill: Path | None = None  # where the plans compiled keep their large parts (CompiledStep.spill); None: memory
    saved_sets: "SavedSets" = field(default_factory=lambda: SavedSets())  # which saved set a plan realizes
    cache: PlanCache | None = None  # the plans measured by earlier calls on this model (train_pool); None: none
    tally: Tally = field(default_factory=Tally)
    origins: dict[tuple[str, ...], str] = field(default_factory=dict)  # a plan's origin, when not formal's rounds
    pool: dict[tuple[str, ...], "Measured"] = field(default_factory=dict)  # the plans compiled in this call
    dry: dict[tuple[str, ...], DryPlan] = field(default_factory=dict)  # the plans only a dry run measured
    compile_fitting: bool = True  # compile a plan whose dry run fits (formal.compile realizes it itself)
    dry_mismatches: list[dict[str, Any]] = field(default_factory=list)  # compiled peaks a dry run did not predict


class Rounds(NamedTuple):
    """What the rounds leave: their entries, every plan compiled (by saved set), the saved set of the plan that
    fits (if one does) and, when none does, why they stopped."""

    entries: list[dict[str, Any]]
    seen: dict[tuple[str, ...], "Measured"]
    chosen: tuple[str, ...] | None
    stopped: str | None


class Measured(NamedTuple):
    """A plan compiled and measured: its step, the step's run, the plan's 0-1 values."""

    step: CompiledStep
    run: StepRun
    values: dict[str, int]


@dataclass(frozen=True)
class _Outcome:
    """What planning leaves for the report: the budget, the rounds, the plan that fits (if any)
    and its status, and its step when the fallback already captured and ordered it."""

    budget: int
    rounds: list[dict[str, Any]]
    chosen: Measured | None
    status: str
    ordered: dict[str, Any] | None = None


def plan_step(
    spec: str,
    options: PlanOptions = PlanOptions(),
    *,
    outdir: str | Path | None = None,
    log: Callable[[str], None] = lambda _m: None,
    baseline: tuple[CompiledStep, StepRun] | None = None,
    side: Any = None,
) -> dict[str, Any]:
    """Run the whole pipeline (module doc) and return the report ``formal train-plan --json`` prints.

    ``baseline``: an already compiled and measured default step ``(CompiledStep, StepRun)`` of
    the same spec (the study shares one across budgets); ``side``: a
    :class:`formal.pipelines.train_pytorch.PyTorchSide` of the same spec to reuse (its memo of compiles).
    """
    check_options(options)
    pin_for_capture(options.isa)  # the compile must run under the pin its traces will record
    ms = resolve_spec(spec)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="formal-plans-") as spill:
        base = measure_baseline(ms, baseline, log, options.split_addmm, options.isa)
        folder = None if outdir is None else Path(outdir)
        job = Job(spec, ms, options, folder, log, base, Path(spill), cache=open_cache(base, options, log))
        report = report_head(job)
        report["baseline_compiles"] = (baseline is None) + options.split_addmm
        floor = report_floor(job.base.table, report)
        if options.objective == "compute":
            outcome = _plan_within_budget(job, floor, report, side)
        else:
            outcome = _plan_least_peak(job, report)
        report["rounds"] = outcome.rounds
        lower, multipliers = certified_bound(job, outcome.budget, report)
        _report_plan(job, outcome, lower, multipliers, report)
        report["dry_plans"], report["dry_mismatches"] = dry_plan_entries(job), job.dry_mismatches
        if options.objective == "compute":
            report_answer(job, floor, report)
        else:
            _report_pytorch(job, side, outcome.budget, floor, report)
    report["total_seconds"] = round(time.monotonic() - started, 1)
    return report


def open_cache(base: Baseline, options: PlanOptions, log: Callable[[str], None]) -> PlanCache | None:
    """The plans measured on this model by earlier calls (formal.pipelines.train_pool), keyed by its joint
    graph, this machine's kernel keys and the split; None when ``options.cache`` is off. ``FORMAL_CACHE=0``
    keeps the pool in this call only."""
    if not options.cache:
        return None
    ident = identity(joint_sha256(joint_nodes(base.table)), options.split_addmm, current_fingerprint())
    cache = PlanCache(ident, cache_folder(), log)
    if cache.plans:
        log(f"{len(cache.plans)} plan(s) of this model measured by earlier calls ({cache.path})")
    return cache


def report_answer(job: Job, floor: Floor, report: dict[str, Any]) -> None:
    """The answer in one line (``answer``, formal.pipelines.train_pool.answer_line) and, when neither fits
    nor infeasible, the band between the least step measured at any budget and the certified floor."""
    budget, b0, plan = report["budget"], job.base.run.measured_peak, report["plan"]
    least = least_measured(job, job.pool)
    certified = (report.get("least_in_certified_orders") or {}).get("measured_peak")
    if certified is not None:
        least = certified if least is None else min(least, certified)
    report["least_measured_peak"] = least
    if plan["measured_peak"] is not None and plan["measured_peak"] <= budget:
        status = "fits"
    elif budget < floor.bytes:
        status = "infeasible"
    else:
        status = "not met"
    report["band"] = None if status != "not met" else band(least, floor.bytes, b0)
    report["answer"] = answer_line(
        status,
        budget,
        b0,
        peak=plan["measured_peak"],
        extra_flops=plan["extra_flops"],
        floor=floor.bytes,
        why=floor.why,
        least=least,
        stopped=report.get("rounds_stopped"),
    )


def report_floor(table: JointTable, report: dict[str, Any]) -> Floor:
    """The certified floor (formal/train/floor.py), recorded in the report beside the gradients' own."""
    floor = step_floor(table)
    report["gradient_floor"] = gradient_floor(table).bytes
    report["floor"] = {
        "bytes": floor.bytes,
        "kernel": floor.kernel,
        "operands": list(floor.operands),
        "gradients": list(floor.gradients),  # written before the kernel (formal/train/floor.py)
        "why": floor.why,
    }
    if floor.across is not None:
        report["floor"]["across"] = across_evidence(floor)
    return floor


def check_options(options: PlanOptions) -> None:
    """Refuse options no plan can be asked with (one-line errors naming the command-line flag)."""
    if options.objective not in OBJECTIVES:
        raise FormalError(f"objective: expected one of {', '.join(OBJECTIVES)}, got {options.objective!r}")
    if options.objective == "compute" and options.budget is not None:
        if isinstance(options.budget, bool) or not isinstance(options.budget, int) or options.budget <= 0:
            raise FormalError(f"budget: expected a positive number of bytes, got {options.budget!r}")
    elif options.objective == "compute" and (options.ratio is None or not 0 < options.ratio <= 1):
        raise FormalError(f"--budget-ratio: expected a number in (0, 1], got {options.ratio}")
    if not options.extra_compute >= 0:
        raise FormalError(f"--extra-compute: expected a ratio >= 0, got {options.extra_compute}")


def measure_baseline(
    ms: ModelSpec,
    baseline: tuple[CompiledStep, StepRun] | None,
    log: Callable[[str], None],
    split_addmm: bool = False,
    isa: str = "auto",
) -> Baseline:
    """Step 1 (module doc): the default compile measured (or the one given), and the planning
    model's error on it. The default is PyTorch's own program (the budgets and the gradients
    are measured against it). The model's error is measured on the default saved set as the plans
    compile (formal.train.graphs: the primals kept, no reuse pool), by a dry run; with ``split_addmm``
    the plans are compiled split, the planning model sees no product fused into an add, and that set
    is compiled split instead (one compile more). The kernels' scratch memory is read from the
    default step, or that compile, captured (:func:`kernel_scratch`); ``isa``: the pin it was compiled under."""
    if baseline is None:
        log(f"compiling {ms.name}'s training step with PyTorch's default partitioner")
        base = compile_step(ms.model, ms.inputs, ms.loss_fn)
        base_run = measure_step(base)
    else:
        base, base_run = baseline
    table = base.partition.table
    default = M.assignment(table, set(table.pytorch_saved))
    calibrated = base
    if split_addmm:
        table = replace(table, addmm={})
        log("compiling the default saved set with split products, to measure the planning model's error on it")
        calibrated, calibration = _realize(ms, saved_names(table, default), split_addmm=True)
    else:
        log("measuring the default saved set as the plans compile (a dry run), for the planning model's error on it")
        calibration = _realize_measured(ms, saved_names(table, default), log)
    table = kernel_scratch(calibrated, table, ms.name, isa, log)
    # The plans keep their primals (formal.train.graphs.keep_saved_primals): a copy lives from its first reader.
    plans = replace(table, primals_kept=True)
    # The planning model's error on the default saved set as the plans compile, per phase: the
    # backward's sets the capacity, the forward's (relative to it) is carried by the forward rows.
    model_fwd, model_bwd = M.phase_peaks(plans, default)
    offset = calibration.bwd_peak - model_bwd
    correction = (calibration.fwd_peak - model_fwd) - offset
    return Baseline(base, base_run, default, model_fwd, offset, correction, plans, calibration)


def _realize_measured(ms: Any, names: list[str], log: Callable[[str], None]) -> StepRun:
    """The peaks of the plan saving ``names``, by a dry run, or by a compile where the dry run fails (an
    external kernel may refuse the values the skipped kernels left)."""
    try:
        return _realize(ms, names, dry=True)[1]
    except FormalError as exc:
        log(f"the dry run failed ({exc}): compiling the default saved set instead")
        return _realize(ms, names)[1]


def kernel_scratch(
    step: CompiledStep, table: JointTable, label: str, isa: str, log: Callable[[str], None]
) -> JointTable:
    """``table`` with its kernels' scratch bytes, its convolution backwards' layout copies and the primals
    its forward copies for the backward (:mod:`formal.train.transients`), read from ``step``'s two
    programs (the scratch from the two captured in a temporary folder: left out, with a line in the log, when the
    capture fails)."""
    copies = primal_copies(table, step.fwd.source, step.bwd.source)
    if copies:
        log(f"the forward copies {len(copies)} primals in another layout for the backward: {sum(copies.values())} B")
    log("capturing the calibration step to read its kernels' scratch memory")
    with tempfile.TemporaryDirectory(prefix="formal-scratch-") as folder:
        try:
            paths = capture_step(step, f"{label}.scratch", folder, label, isa=isa)
        except FormalError as exc:
            log(f"kernels' scratch memory not measured ({exc}); the planning model leaves it out")
            return replace(table, transients=copies)
        traces = [read_yaml(path) for path in paths]
    calibrated = {**kernel_transients(table, traces), **kernel_copies(table, traces)}
    transients = step_transients(step.partition.fw, step.partition.bw, calibrated, log)
    if transients:
        log(f"{len(transients)} kernels allocate scratch, {max(transients.values())} bytes at most")
    return replace(table, transients={**transients, **copies})


def report_head(job: Job) -> dict[str, Any]:
    """The report's first keys: what was asked, the baseline measured, the planning model's error on it."""
    step, run = job.base.step, job.base.run
    transients = job.base.table.transients
    copies = {k: b for k, b in transients.items() if k.endswith(M.PRIMAL_COPY)}
    scratch = {k: b for k, b in transients.items() if k not in copies}
    baseline = {
        "measured_peak": run.measured_peak,
        "step_flops": step.step_flops,
        "saved_bytes": run.boundary_bytes - run.held_bytes,
        "held_bytes": run.held_bytes,
        "median_step_seconds": run.seconds,
        "saved": len(step.partition.saved),
    }
    return {
        "model": job.ms.name,
        "spec": job.spec,
        "objective": job.options.objective,
        "backend": job.options.backend,
        "split_addmm": job.options.split_addmm,
        "baseline": baseline,
        "model_error_on_baseline": {
            "forward": job.base.calibration.fwd_peak - job.base.model_fwd,
            "backward": job.base.offset,
        },
        "kernel_scratch": {
            "kernels": len(scratch),
            "largest": max(scratch.values(), default=0),
        },
        "primal_copies": {"primals": len(copies), "bytes": sum(copies.values())},
    }


def _plan_within_budget(job: Job, floor: Floor, report: dict[str, Any], side: Any = None) -> _Outcome:
    """Objective ``"compute"`` (module doc, steps 2 to 4): the budget, the rounds, PyTorch's configurations
    (:func:`settle`), the answer by the rule from every plan measured, and when none fits as compiled, the least
    of those measured in certified orders."""
    budget = _budget(job)
    report["budget"] = budget
    report["budget_ratio"] = job.options.ratio if job.options.budget is None else budget / job.base.run.measured_peak
    started, before = time.monotonic(), job.tally.counts()
    pytorch_compiles = 0
    if budget < floor.bytes:
        _record_infeasible(job, budget, floor, report)
        _report_pytorch(job, side, budget, floor, report)
        report.update({"rounds_stopped": None, "pytorch_considered": [], "compiles": 0, "dry_runs": 0, "seconds": 0.0})
        return _Outcome(budget, [], None, "infeasible")
    points: list[Any] = []
    if job.options.pytorch:  # measured beside, and candidates with their measured peaks
        side = side or pytorch_side(job.spec, job.base.step, job.base.run)
        side_before = side.compiles
        report["pytorch"] = pytorch_at_budget(side, budget, job.log)
        pytorch_compiles = side.compiles - side_before
        points = side.points()
    settled = settle(job, budget, job.options.rounds, job.pool, points)
    entries = settled.rounds.entries
    report["rounds_stopped"] = settled.rounds.stopped
    report["pytorch_considered"] = settled.adopted
    chosen, status = None, entries[-1]["status"] if entries else "unknown"
    if settled.key is not None:
        chosen = materialize(job, budget, settled.key, settled.known[settled.key])
        if chosen is not None and _key_of(job, chosen) != settled.rounds.chosen:
            status = "feasible"  # not the rounds' own plan: measured to fit, no optimality claimed for it
    if chosen is None and job.outdir is not None:
        compile_least(job)
    compiles, dry_runs = job.tally.since(before)
    report["compiles"], report["dry_runs"] = compiles + pytorch_compiles, dry_runs
    report["seconds"] = round(time.monotonic() - started, 1)
    if chosen is not None:
        report["origin"] = job.origins.get(_key_of(job, chosen), "formal")
    if chosen is not None or not job.pool or job.outdir is None:
        return _Outcome(budget, entries, chosen, status)
    ordered, fits = _least_in_certified_orders(job, list(job.pool.values()), budget, report)
    if fits is None:
        return _Outcome(budget, entries, None, status, ordered)
    return _Outcome(budget, entries, fits, "feasible", ordered)


def compile_least(job: Job) -> None:
    """Where no plan fits as compiled, the least of this call's plans is ordered in certified orders (step 4's
    fallback), which needs its programs: when only a dry run measured it, it is compiled now (one compile)."""
    plans = {**{key: plan.known for key, plan in job.dry.items()}, **dict(_pool_known(job, job.pool))}
    if not plans:
        return
    key = min(plans, key=lambda k: (plans[k].measured_peak, k))
    if key not in job.pool:
        job.log(f"the least plan measured ({plans[key].measured_peak} bytes) was a dry run: compiling it")
        compile_once(job, job.dry[key].values, job.pool, plans[key].origin)


def _key_of(job: Job, measured: "Measured") -> tuple[str, ...]:
    return next(key for key, m in job.pool.items() if m is measured)


def materialize(job: Job, budget: int, key: tuple[str, ...], known: Known) -> "Measured | None":
    """The plan of ``key`` compiled in this call: from the pool, or, when only an earlier call measured it,
    compiled now (its certifying compile: the proof needs its programs). None when that compile no longer fits
    (the answer is then chosen again from what this call measured)."""
    if key in job.pool:
        return job.pool[key]
    job.log(f"the plan chosen was measured by an earlier call ({known.measured_peak} bytes): compiling it")
    got, _new = compile_once(job, values_of(job, key, known, job.pool), job.pool, known.origin)
    if job.pool[got].run.measured_peak <= budget:
        return job.pool[got]
    again = cheapest_known(budget, dict(_pool_known(job, job.pool)))
    return None if again is None else job.pool[again]


def _budget(job: Job) -> int:
    """The budget in bytes: as given, or ``floor(R * B0)``."""
    if job.options.budget is not None:
        return job.options.budget
    assert job.options.ratio is not None  # check_options
    return math.floor(job.options.ratio * job.base.run.measured_peak)


@dataclass(frozen=True)
class DeployPlan:
    """A plan for :func:`formal.compile`'s training budget (:func:`plan_for_deploy`), to be realized
    by the caller's own compile through the partitioner hook.

    ``status``: ``"optimal"`` or ``"feasible"`` (the plan's step fits as Inductor ordered it: the
    solver's status for the rounds' own plan, ``"feasible"`` for a plan chosen by the rule from the
    pool, PyTorch's configurations and earlier calls included), ``"least"`` (no plan fit as compiled;
    this is the least of those measured, which may fit in certified orders), ``"infeasible"`` (the
    budget is below the certified floor: no plan fits) or ``"unknown"`` (the solver found no plan).
    ``values`` is None without a plan."""

    table: JointTable
    budget: int
    baseline_peak: int  # the default step's measured peak (B0)
    floor: Floor  # the certified floor (formal/train/floor.py): no plan's step peak is below it
    status: str
    values: dict[str, int] | None
    least_measured: int | None  # the least step peak any plan measured as compiled
    lower: int  # the certified lower bound on the extra FLOPs of any plan that fits
    multipliers: dict[str, str]
    report: dict[str, Any]
    split_addmm: bool = False  # the plans' backward graphs rewritten (PlanOptions.split_addmm)
    stopped: str | None = None  # why the rounds stopped, when no plan fit
    origin: str = "formal"  # formal's rounds, or the PyTorch configuration adopted
    proof: Path | None = None  # the proof that no plan fits (status "infeasible"), where one was asked for

    @property
    def saved(self) -> list[str]:
        """The saved set the partitioner hook is given (primals included)."""
        return saved_names(self.table, self.values or {})


def plan_for_deploy(
    ms: ModelSpec,
    options: PlanOptions,
    log: Callable[[str], None] = lambda _m: None,
    infeasible_proof: Path | None = None,
) -> DeployPlan:
    """Steps 1 to 3 (module doc) in this process, as it is (no pin): the default step measured, the
    rounds of plan, compile and measure at the budget, and the relaxation's certified lower bound. The
    caller realizes the plan in its own compile, orders and certifies it. Nothing is written, but where
    the budget is below the certified floor and ``infeasible_proof`` names a folder: the proof that no
    plan fits (:func:`write_infeasible`, ``train-proof.yaml`` beside the default step's traces there),
    named by the plan's ``proof``."""
    check_options(options)
    started = time.monotonic()
    base = measure_baseline(ms, None, log, options.split_addmm, options.isa)
    # the caller compiles the plan itself: a plan whose dry run fits is not compiled here as well
    cache = open_cache(base, options, log)
    job = Job(ms.name, ms, options, infeasible_proof, log, base, cache=cache, compile_fitting=False)
    report = report_head(job)
    floor = report_floor(job.base.table, report)
    budget = _budget(job)
    report["budget"] = budget
    status, values, least, stopped, origin = "infeasible", None, None, None, "formal"
    if budget >= floor.bytes:
        # PyTorch's configurations are candidates (read off the joint graph, compiled only when cheaper), not
        # measured beside: formal.compile answers by the same rule as train-plan, at the cost of a partition each.
        settled = settle(job, budget, options.rounds, job.pool)
        entries, stopped = settled.rounds.entries, settled.rounds.stopped
        report.update({"rounds": entries, "rounds_stopped": stopped, "pytorch_considered": settled.adopted})
        least = min((k.measured_peak for k in settled.known.values()), default=None)
        if settled.key is not None:
            known = settled.known[settled.key]
            values, origin = values_of(job, settled.key, known, job.pool), known.origin
            own = settled.key == settled.rounds.chosen
            status = str(entries[-1]["status"]) if own else "feasible"
            stopped = None
        elif settled.known:
            key = min(settled.known, key=lambda k: (settled.known[k].measured_peak, k))
            status, values = "least", values_of(job, key, settled.known[key], job.pool)
        else:
            status = "unknown"
    report.update(
        {
            "compiles": job.tally.compiles,
            "dry_runs": job.tally.dry_runs,
            "seconds": round(time.monotonic() - started, 1),
        }
    )
    report["dry_plans"] = dry_plan_entries(job)
    proof = None
    if status == "infeasible" and infeasible_proof is not None:
        proof = Path(write_infeasible(job, budget, "train-proof.yaml", floor))
    lower, multipliers = certified_bound(job, budget, report)
    return DeployPlan(
        job.base.table,
        budget,
        job.base.run.measured_peak,
        floor,
        status,
        values,
        least,
        lower,
        multipliers,
        report,
        options.split_addmm,
        stopped,
        origin,
        proof,
    )


def proof_document(
    model: str,
    budget: int,
    parts: dict[str, dict[str, Any]],
    step_peak: int,
    table: JointTable,
    values: dict[str, int],
    lower: int,
    multipliers: dict[str, str],
) -> dict[str, Any]:
    """A ``formal.train-proof/1`` (formal/check/train.py): the step's two parts (``trace``,
    ``problem_sha256``, ``order``, ``peak`` each), its peak, and the plan with its lower bound; written once
    :func:`bind_traces` has bound it to its traces (``file_sha256``)."""
    return {
        "format": PROOF_FORMAT,
        "model": model,
        "budget": budget,
        "step": {
            "forward": {k: v for k, v in parts["forward"].items() if k != "optimal"},
            "backward": {k: v for k, v in parts["backward"].items() if k != "optimal"},
            "peak": step_peak,
        },
        "plan": {
            "nodes": joint_nodes(table),
            "saved": M.chosen(table, values, "s"),
            "recomputed": M.chosen(table, values, "r"),
            "extra_flops": M.cost(M.extra_flops_objective(table)[0], values),
            "lower_bound": {"extra_flops": lower, "multipliers": multipliers},
        },
    }


def _record_infeasible(job: Job, budget: int, floor: Floor, report: dict[str, Any]) -> None:
    """The budget is below the certified floor: said, recorded (``infeasible``) and, when writing, proved."""
    job.log(f"no plan fits: {floor.why}; the budget is {budget:,} B")
    report["infeasible"] = {"reason": floor.why, "floor": floor.bytes, "kernel": floor.kernel}
    if job.outdir is not None:
        report["proof"] = write_infeasible(job, budget, floor=floor)


def compute_rounds(job: Job, budget: int, rounds: int, seen: dict[tuple[str, ...], Measured] | None = None) -> Rounds:
    """The rounds of objective ``"compute"`` (module doc, steps 2 and 3): the least extra FLOPs
    at the capacity, compiled and measured; a plan measured above the budget lowers the capacity
    (or the forward's room) by the excess and is not proposed again. Once the planning model has
    no plan within the capacity, its least-peak plans are tried, least first, until one fits, none
    is left, or the least peak left, corrected by the least error the model has shown where that is
    negative (modeled over), is above the budget (``stopped`` says which, or the round limit). In that last
    case the least-peak plan is still measured once (a round marked ``for_the_band``) where the model puts
    it below every plan measured: the least step found, which a refusal reports, comes down by it.

    ``seen``: plans already compiled and measured (at other budgets of a sweep), added to here;
    those measured above this budget are not proposed at it."""
    table, options = job.base.table, job.options
    capacity, correction = budget - job.base.offset, job.base.correction
    seen = {} if seen is None else seen
    fallback = False
    savable = [f"s:{n.name}" for n in M.candidates(table) if n.savable]
    # every plan measured: here, at the sweep's other budgets, by earlier calls (each compiled below added)
    known = known_plans(job, seen)
    measured_over: list[M.NamedRow] = [  # plans measured above the budget, never proposed again
        _measured_over_row(f"seen{k}", savable, values_of(job, key, plan, seen))
        for k, (key, plan) in enumerate(known.items())
        if plan.measured_peak > budget
    ]
    entries: list[dict[str, Any]] = []
    errors = [plan_error(job, key, plan, seen) for key, plan in known.items()]  # measured - modeled step peaks
    stop = f"the limit of {rounds} rounds"
    compiled = repeated = 0  # plans compiled; plans that realized a saved set already measured
    for_the_band = False  # the least-peak plan measured although the model puts it above the budget
    for k in itertools.count():
        if compiled == rounds or repeated > rounds:
            if repeated > rounds:
                stop = f"{repeated} plans realized saved sets already measured ({compiled} rounds compiled)"
            break
        fitting = least_fitting_flops(budget, known.values())
        if fitting == 0:  # nothing can cost less: no solve, no compile
            stop = "a plan measured already fits the budget with no extra FLOPs"
            break
        if not fallback:
            program = M.planning_program(table, capacity, budget, correction)
            program.add_rows(measured_over)
            answer = solve(program, options.backend, options.time_limit, hint=job.base.default)
            if answer.values is not None and fitting is not None and (answer.objective or 0) >= fitting:
                stop = (
                    f"a plan measured already fits the budget with {fitting} extra FLOPs, no more than the planning "
                    f"model's least at this capacity ({answer.objective})"
                )
                break
        if fitting is not None and (fallback or answer.status == "infeasible"):
            stop = f"a plan measured already fits the budget ({fitting} extra FLOPs); the planning model has none"
            break
        if fallback or answer.status == "infeasible":
            # The planning model errs on the safe side; its least-peak plans may still fit when
            # measured. Try them, least first, none twice (status "feasible": no optimality is claimed).
            if not fallback:
                job.log(f"round {k}: the planning model has no plan within the budget: trying its least-peak plans")
            fallback = True
            capacity, answer, proved = _least_peak_plan(job, correction, measured_over)
            # The least error shown is other plans': the default step is one, modeled without error (the
            # calibration), so no positive error is lent to the plans not yet measured. Plans the model prices
            # alike differ by megabytes when measured (the decoder's family at 0.5: +15.1%, +7.7%, +2.5%, and
            # the fourth fits): a plan the model puts within the budget is measured, up to the rounds' limit.
            allowance = min(0, min(errors, default=0))
            if answer.values is not None and errors and capacity + job.base.offset + allowance > budget:
                stop = (
                    f"the planning model's least peak{'' if proved else ' found'} among the plans not yet measured, "
                    f"{capacity + job.base.offset} bytes, with the least error it has shown on a measured plan "
                    f"({allowance} bytes), is above the budget"
                    + ("" if proved else " (not proved least: a solve of its search ran out of time)")
                )
                # Measured once all the same where it is modeled below every plan measured: the least step found,
                # which a refusal reports beside the floor, can only come down by it (and a model that errs over
                # may find it fits).
                least_known = min((plan.measured_peak for plan in known.values()), default=None)
                if for_the_band or least_known is None or capacity + job.base.offset + allowance >= least_known:
                    break
                for_the_band = True
        entry = {
            "round": k,
            "capacity": capacity,
            "status": answer.status,
            "extra_flops_modeled": answer.objective,
            "solver_lower_bound": answer.lower,
            "seconds": round(answer.seconds, 3),
            "fallback": fallback,
            **({"for_the_band": True} if for_the_band else {}),  # modeled above the budget, measured for the band
            **({"wall_clock_struck": True} if answer.info.get("wall_clock_struck") else {}),  # not reproducible
        }
        entries.append(entry)
        job.log(f"round {k}: capacity {capacity} bytes: {answer.status}, {answer.objective} extra FLOPs modeled")
        if answer.values is None:
            stop = "no plan of the planning model is left" if fallback else f"the solver found none ({answer.status})"
            break
        before = job.tally.counts()
        key, new = compile_once(job, answer.values, seen, budget=budget)
        plan = known[key] = known_of(job, key, seen)
        compiled, repeated = compiled + new, repeated + (not new)
        if not new:
            job.log(f"round {k}: its programs are those of a plan already measured (same saved set)")
        entry.update(job.tally.how_measured(before))
        entry.update({"measured_peak": plan.measured_peak, "extra_flops": plan.extra_flops})
        entry["model_error"] = model_error(job.base, answer.values, plan)
        errors.append(plan.measured_peak - entry["model_error"]["step_modeled"])
        job.log(f"round {k}: measured step peak {plan.measured_peak} bytes (budget {budget})")
        if plan.measured_peak <= budget:
            return Rounds(entries, seen, key, None)
        measured_over.append(_measured_over_row(k, savable, answer.values))
        if not fallback:  # correct the model by this plan's own error where it was over (module doc, step 2)
            fwd, bwd = M.phase_peaks(table, as_run(table, answer.values), correction)
            room = capacity  # what the plan was planned under
            if plan.bwd_peak > budget:
                capacity = min(capacity, bwd) - (plan.bwd_peak - budget)
            if plan.fwd_peak > budget:
                correction += plan.fwd_peak - budget + max(0, room - fwd)
    job.log(f"no plan measured within the budget; stopped: {stop}")
    return Rounds(entries, seen, None, stop)


def _least_peak_plan(job: Job, correction: int, measured_over: list[M.NamedRow]) -> LeastPeak:
    """The planning model's least-peak plan at any extra FLOPs, none of those measured over
    (status ``"feasible"`` when there is one), its capacity, and whether that is proved least."""
    table = job.base.table
    everything = sum(M.extra_flops_objective(table)[0].values())
    least = _minimize_peak(
        table, everything, job.options.backend, job.options.time_limit, correction, measured_over, job.base.default
    )
    if least.answer.values is not None:
        least.answer.status = "feasible"
    return least


class SavedSets:
    """Which saved set a plan's programs realize, read by partitioning one kept joint graph
    (:class:`formal.train.graphs.JointProbe`, traced on first use) instead of compiling.

    The partitioner leaves out chosen values the backward never reads, so plans that differ only
    in those compile to the same programs; :func:`compile_once` compiles each realized set once."""

    def __init__(self) -> None:
        self._probe: JointProbe | None = None
        self._unavailable = False
        self._choices: list[tuple[str, tuple[str, ...]]] | None = None

    def _kept(self, ms: ModelSpec, log: Callable[[str], None]) -> JointProbe | None:
        if self._probe is None and not self._unavailable:
            try:
                self._probe = trace_joint(ms.model, ms.inputs, ms.loss_fn)
            except FormalError as exc:
                log(f"the saved set each plan realizes is read by compiling it: {exc}")
                self._unavailable = True
        return self._probe

    def pytorch_choices(self, ms: ModelSpec, log: Callable[[str], None]) -> list[tuple[str, tuple[str, ...]]]:
        """``(label, chosen)`` for each knapsack solver at each budget of :data:`PYTORCH_GRID`: the values
        PyTorch's ``activation_memory_budget`` would save, read from the kept joint graph (no compile); the
        first label of each distinct set. Empty when the joint graph cannot be probed."""
        if self._choices is None:
            self._choices = []
            kept = self._kept(ms, log)
            try:
                joint = None if kept is None else P.joint_of(kept)
            except Exception as exc:  # noqa: BLE001 - the partitioner's own errors: no candidates, said
                log(f"PyTorch's configurations are not read off the joint graph: {str(exc).splitlines()[0]}")
                joint = None
            seen: set[tuple[str, ...]] = set()
            for solver in P.SOLVERS:
                if joint is None or P.solver_unavailable(solver):
                    continue
                for budget in PYTORCH_GRID:
                    try:
                        chosen = joint.chosen(solver, budget)
                    except Exception as exc:  # noqa: BLE001 - a solver that fails on this graph: the others stay
                        log(f"PyTorch's {solver} at {budget:g} is not read off the joint graph: {exc}")
                        break
                    if chosen not in seen:
                        seen.add(chosen)
                        self._choices.append((f"{solver}@{budget:g}", chosen))
        return self._choices

    def realized(self, ms: ModelSpec, names: list[str], log: Callable[[str], None]) -> tuple[str, ...] | None:
        """The sorted names the backward would receive as saved for the plan saving ``names``; None when
        that cannot be told without compiling (the probe failed, or the partition did: the compile reports why)."""
        probe = self._kept(ms, log)
        if probe is None:
            return None
        try:
            realized = tuple(sorted(probe.realized(_choose(names))))
        except Exception:  # noqa: BLE001 - the partitioner's own errors; the compile will report them
            return None
        return realized if set(realized) <= set(names) else None  # _realize reports a set it did not name


def compile_once(
    job: Job,
    values: dict[str, int],
    seen: dict[tuple[str, ...], Measured],
    origin: str = "formal",
    budget: int | None = None,
) -> tuple[tuple[str, ...], bool]:
    """The plan compiled and measured into ``seen``, keyed by the saved set its backward receives
    (sorted names). A plan that realizes a set already in ``seen`` is not compiled again (told by
    :class:`SavedSets` without compiling). Returns the key and whether the plan was measured now.
    Each plan compiled is counted (``job.tally``) and kept in the plan cache (``job.cache``) with
    ``origin`` (formal's rounds, or the PyTorch configuration adopted).

    With a ``budget`` (and ``PlanOptions.dry_runs``), the plan is measured by a dry run first
    (:func:`formal.pipelines.train_step.dry_step`: its peaks are the compiled step's, without compiling a
    kernel). A plan over the budget is then known, in ``job.dry`` and the cache, and not compiled; one that
    fits is compiled (unless ``job.compile_fitting`` is off: the caller compiles it), and where its compile
    measures another peak than its dry run, that is recorded (``job.dry_mismatches``) and the compile's
    peak is the plan's."""
    names = saved_names(job.base.table, values)
    predicted = job.saved_sets.realized(job.ms, names, job.log)
    if predicted is not None and predicted in seen:
        return predicted, False
    dry = getattr(job, "dry", None)
    if budget is not None and dry is not None and job.options.dry_runs:
        if predicted in dry:
            key, new = predicted, False
        else:
            key = _dry_run(job, names, values, origin)
            new = key is not None
        if key is not None and (key in seen or dry[key].known.measured_peak > budget or not job.compile_fitting):
            return key, new
    step, run = _realize(job.ms, names, job.options.split_addmm)
    tally = getattr(job, "tally", None)
    if tally is not None:
        tally.compiles += 1
    key = tuple(sorted(step.partition.saved))
    if predicted is not None and key != predicted:  # a probe that is wrong costs compiles, never a wrong answer
        job.log(f"the probe predicted another saved set ({len(predicted)} values) than the compile's ({len(key)})")
    if key in seen:
        return key, True
    run.gradients = []  # read by no one after the measurement; as large as the parameters
    if job.spill is not None:
        step.spill(job.spill)
    seen[key] = Measured(step, run, values)
    _check_dry_run(job, key, run)
    origins = getattr(job, "origins", None)
    if origins is not None and origin != "formal":
        origins.setdefault(key, origin)
    cache = getattr(job, "cache", None)
    if cache is not None:
        cache.add(known_plans(job, {key: seen[key]})[key])
    return key, True


def _dry_run(job: Job, names: list[str], values: dict[str, int], origin: str) -> tuple[str, ...] | None:
    """The plan saving ``names`` measured by a dry run into ``job.dry`` (and the cache); its key. None when the
    dry run fails (an external kernel may refuse the values the skipped kernels left): the plan is compiled."""
    try:
        step, run = _realize(job.ms, names, job.options.split_addmm, dry=True)
    except FormalError as exc:
        job.log(f"the plan's dry run failed ({exc}): compiling it instead")
        return None
    _require_named(step, names)  # the compile would save the same values
    job.tally.dry_runs += 1
    key = tuple(sorted(step.partition.saved))
    known = _known(job, key, Measured(step, run, values), origin)
    job.dry.setdefault(key, DryPlan(known, values))
    if job.cache is not None and key not in job.pool:
        job.cache.add(known)
    return key


def _check_dry_run(job: Job, key: tuple[str, ...], run: StepRun) -> None:
    """A compiled plan's peaks against its dry run's, where it had one (they are the same allocations:
    :func:`formal.capture.compile.dry_kernels`); a difference is logged and kept for the report."""
    dry = getattr(job, "dry", {}).get(key)
    if dry is None:
        return
    got = {"fwd_peak": run.fwd_peak, "bwd_peak": run.bwd_peak, "measured_peak": run.measured_peak}
    expected = {
        "fwd_peak": dry.known.fwd_peak,
        "bwd_peak": dry.known.bwd_peak,
        "measured_peak": dry.known.measured_peak,
    }
    if got != expected:
        job.log(f"the compiled plan measured {got}, its dry run {expected}: the compile's peaks are the plan's")
        job.dry_mismatches.append({"saved": len(key), "compiled": got, "dry_run": expected})


def dry_plan_entries(job: Job) -> list[dict[str, Any]]:
    """The plans only a dry run measured, for the report: what each saves, its extra FLOPs, and the planning
    model's error on it (as on the plans compiled: a dry run measures the compiled step's peaks)."""
    table = job.base.table
    return [
        {
            "saved": M.chosen(table, plan.values, "s"),
            "recomputed": M.chosen(table, plan.values, "r"),
            "extra_flops": plan.known.extra_flops,
            "measured_peak": plan.known.measured_peak,
            "origin": plan.known.origin,
            "model_error": model_error(job.base, plan.values, plan.known),
        }
        for key, plan in job.dry.items()
        if key not in job.pool
    ]


def known_of(job: Any, key: tuple[str, ...], pool: dict[tuple[str, ...], Measured]) -> Known:
    """The plan of ``key`` as measured: compiled (in ``pool``), else by a dry run (``job.dry``)."""
    if key in pool:
        return dict(_pool_known(job, {key: pool[key]}))[key]
    return job.dry[key].known


def known_plans(job: Any, pool: dict[tuple[str, ...], Measured]) -> dict[tuple[str, ...], Known]:
    """Every plan measured on this model (formal.pipelines.train_pool): the cache's (earlier calls), then
    ``pool``'s (this call), by the saved set each realized."""
    cache = getattr(job, "cache", None)
    known = dict(cache.plans) if cache is not None else {}
    known.update((key, plan.known) for key, plan in getattr(job, "dry", {}).items())
    known.update(_pool_known(job, pool))
    return known


def _pool_known(job: Any, pool: dict[tuple[str, ...], Measured]) -> list[tuple[tuple[str, ...], Known]]:
    origins = getattr(job, "origins", {})
    return [(key, _known(job, key, m, origins.get(key, "formal"))) for key, m in pool.items()]


def _known(job: Any, key: tuple[str, ...], m: Measured, origin: str) -> Known:
    """A plan compiled or dry-run, as the pool knows it: what it saves, its peaks, its extra FLOPs."""
    table, f0, run = job.base.table, job.base.step.step_flops, m.run
    return Known(
        key,
        tuple(M.chosen(table, m.values, "s")),
        run.measured_peak,
        run.fwd_peak,
        run.bwd_peak,
        m.step.step_flops - f0,
        origin,
    )


def values_of(job: Any, key: tuple[str, ...], plan: Known, pool: dict[tuple[str, ...], Measured]) -> dict[str, int]:
    """A known plan's 0-1 values: the pool's, or, for a plan an earlier call measured, its saved values with the
    closure of what the backward must compute (formal.train.formulation.assignment)."""
    if key in pool:
        return pool[key].values
    dry = getattr(job, "dry", {})
    if key in dry:
        return dry[key].values
    return M.assignment(job.base.table, set(plan.saved))


def plan_error(job: Any, key: tuple[str, ...], plan: Known, pool: dict[tuple[str, ...], Measured]) -> int:
    """The planning model's error on a measured plan's step (measured - modeled, as the rounds plan)."""
    return plan.measured_peak - model_error(job.base, values_of(job, key, plan, pool), plan)["step_modeled"]


def least_measured(job: Any, pool: dict[tuple[str, ...], Measured]) -> int | None:
    """The least step peak measured on this model at any budget, by this call or an earlier one."""
    return min((k.measured_peak for k in known_plans(job, pool).values()), default=None)


class Settled(NamedTuple):
    """:func:`settle`'s answer at one budget: the rounds, PyTorch's configurations considered, every plan
    known, and the rule's choice among them (None: none fits)."""

    rounds: Rounds
    adopted: list[dict[str, Any]]
    known: dict[tuple[str, ...], Known]
    key: tuple[str, ...] | None


def settle(
    job: Job, budget: int, rounds: int, pool: dict[tuple[str, ...], Measured], points: list[Any] | tuple = ()
) -> Settled:
    """One budget answered by the rule (formal.pipelines.train_pool), as every entry point answers it: the
    rounds over the pool (which stop once a plan measured fits with no more FLOPs than the model can offer),
    then PyTorch's configurations that could cost less (:func:`adopt_pytorch`), then the plan with the least
    extra FLOPs, then least step peak, among every plan measured whose step fits."""
    found = compute_rounds(job, budget, rounds, pool)
    adopted = adopt_pytorch(job, budget, pool, points)
    known = known_plans(job, pool)
    key = cheapest_known(budget, known)
    return Settled(found, adopted, known, key)


# A budget compiles at most this many of PyTorch's configurations through formal's hook (cheapest first).
MAX_ADOPTED = 3
# The budgets at which each PyTorch solver's saved set is read off the joint graph (no compile).
PYTORCH_GRID = tuple(k / 16 for k in range(16))


class Candidate(NamedTuple):
    """A PyTorch configuration's saved set, a candidate plan: its extra FLOPs from the joint table (the forward
    nodes its backward must compute again) and, when PyTorch's own compile measured it, its step peak."""

    label: str
    chosen: tuple[str, ...]
    extra_flops: int
    measured_peak: int | None


def pytorch_candidates(job: Job, points: list[Any] | tuple = (), choices: bool = True) -> list[Candidate]:
    """PyTorch's configurations as candidate plans, cheapest first: its default saved set, each point its side
    measured (``points``: formal.pipelines.train_pytorch.Point), and (``choices``) each knapsack solver's choice
    at every budget of :data:`PYTORCH_GRID`, read by partitioning the kept joint graph (no compile, but the
    joint graph is traced on first use). With split products PyTorch's measured peaks are of other programs and
    are left out."""
    table = job.base.table
    flops = M.extra_flops_objective(table)[0]
    found: dict[tuple[str, ...], Candidate] = {}

    def add(label: str, chosen: Any, peak: int | None) -> None:
        chosen = tuple(sorted(chosen))
        if chosen in found and (found[chosen].measured_peak is not None or peak is None):
            return
        found[chosen] = Candidate(label, chosen, M.cost(flops, M.assignment(table, set(chosen))), peak)

    split = job.options.split_addmm
    for point in points:
        add(point.label, point.chosen, None if split else point.measured_peak)
    add("default", table.pytorch_saved, job.base.calibration.measured_peak)
    for label, chosen in job.saved_sets.pytorch_choices(job.ms, job.log) if choices else ():
        add(label, chosen, None)
    return sorted(found.values(), key=lambda c: (c.extra_flops, c.label))


def adopt_pytorch(
    job: Job, budget: int, pool: dict[tuple[str, ...], Measured], points: list[Any] | tuple = ()
) -> list[dict[str, Any]]:
    """PyTorch's configurations (:func:`pytorch_candidates`) that could fit ``budget`` with fewer extra FLOPs
    than every plan measured that fits it, or with as many and a lower peak PyTorch's own compile measured,
    compiled through formal's hook into ``pool``, cheapest first, until one fits (at most :data:`MAX_ADOPTED`
    compiles). A candidate is left uncompiled when its saved set was measured already, when PyTorch's own
    compile measured it over the budget, or when the planning model puts it over the budget even with the least
    error it has shown. Returns what was considered, and why."""
    table = job.base.table
    known = known_plans(job, pool)
    best = least_fitting_flops(budget, known.values())
    # the rule's second key: among plans of the least extra FLOPs, the least measured peak
    least_peak = min(
        (k.measured_peak for k in known.values() if k.extra_flops == best and k.measured_peak <= budget), default=None
    )
    slack = min([0, *(plan_error(job, key, plan, pool) for key, plan in known.items())])
    considered: list[dict[str, Any]] = []
    compiles = 0
    # where a plan fits with no extra FLOPs, only a configuration with a measured lower peak can be adopted: the
    # solvers' choices, unmeasured, are not read (nor the joint graph traced for them)
    for candidate in pytorch_candidates(job, points, choices=best != 0):
        if best is not None and candidate.extra_flops > best:
            break
        lower = candidate.measured_peak is not None and least_peak is not None and candidate.measured_peak < least_peak
        if candidate.extra_flops == best and not lower:
            continue
        entry: dict[str, Any] = {"label": candidate.label, "extra_flops_modeled": candidate.extra_flops}
        considered.append(entry)
        if candidate.measured_peak is not None and candidate.measured_peak > budget:
            entry["skipped"] = "PyTorch's compile measured it over the budget"
            continue
        values = M.assignment(table, set(candidate.chosen))
        realized = job.saved_sets.realized(job.ms, saved_names(table, values), job.log)
        if realized is not None and realized in known:
            entry["skipped"] = f"its saved set was measured: {known[realized].measured_peak} bytes"
            continue
        modeled = model_error(job.base, values, _NO_RUN)["step_modeled"]
        if candidate.measured_peak is None and modeled + slack > budget:
            entry["skipped"] = f"the planning model puts it at {modeled + slack} bytes with its least error"
            continue
        if compiles == MAX_ADOPTED:
            entry["skipped"] = f"the limit of {MAX_ADOPTED} compiles of PyTorch's configurations"
            break
        origin = f"PyTorch {candidate.label}"
        job.log(f"PyTorch's {candidate.label} could fit with {candidate.extra_flops} extra FLOPs: compiling it")
        before = job.tally.counts()
        try:
            key, new = compile_once(job, values, pool, origin, budget=budget)
        except FormalError as exc:  # the partitioner saved values the set does not name: not adopted
            entry["skipped"] = f"not adopted: {exc}"
            continue
        compiles += new
        job.origins.setdefault(key, origin)
        measured = known_of(job, key, pool)
        entry.update({**job.tally.how_measured(before), "measured_peak": measured.measured_peak})
        if measured.measured_peak <= budget:
            entry["fits"] = True
            break
    return considered


class _Peaks(NamedTuple):
    fwd_peak: int
    bwd_peak: int
    measured_peak: int


_NO_RUN = _Peaks(0, 0, 0)  # model_error's measured side, when only the modeled side is read


def model_error(base: Baseline, values: dict[str, int], run: Any) -> dict[str, int]:
    """The planning model against the measurement for one plan: each phase's modeled peak as the
    rounds plan with it (corrected by the model's error on the default step) and as measured
    (``run``: a :class:`StepRun`, or anything with its ``fwd_peak``, ``bwd_peak`` and ``measured_peak``).
    The plan is modeled as its programs run: what it saves that nothing reads, the partitioner drops
    (:func:`formal.train.formulation.assignment`)."""
    fwd, bwd = M.phase_peaks(base.table, as_run(base.table, values), base.correction)
    modeled = {"forward": fwd + base.offset, "backward": bwd + base.offset}
    measured = {"forward": run.fwd_peak, "backward": run.bwd_peak}
    error = {f"{k}_error": measured[k] - modeled[k] for k in modeled}
    return {
        **{f"{k}_modeled": v for k, v in modeled.items()},
        **{f"{k}_measured": v for k, v in measured.items()},
        **error,
        "step_modeled": max(modeled.values()),
        "step_measured": run.measured_peak,
    }


def as_run(table: JointTable, values: dict[str, int]) -> dict[str, int]:
    """A plan's 0-1 values as its programs run: the values it saves that the backward reads, and their closure."""
    return M.assignment(table, set(M.chosen(table, values, "s")))


def _measured_over_row(k: int | str, savable: list[str], values: dict[str, int]) -> M.NamedRow:
    """A row every plan satisfies but the one that saves exactly what ``values`` saves (measured
    above the budget in round ``k``)."""
    chosen_set = {v for v in savable if values.get(v)}
    return f"measured-over:{k}", {v: -1 if v in chosen_set else 1 for v in savable}, 1 - len(chosen_set)


def _least_in_certified_orders(
    job: Job, measured: list[Measured], budget: int, report: dict[str, Any]
) -> tuple[dict[str, Any], Measured | None]:
    """The fallback of step 4 (module doc): the least of the plans measured, captured, ordered with
    proofs and replayed (``least_in_certified_orders``). Returns its ordered step, and the plan
    when its step fits in those orders."""
    # No plan fits as Inductor ordered its programs; the least of them may fit in formal's
    # certified orders (the step formal emits), measured by replaying it to the byte.
    least = min(measured, key=lambda entry: entry.run.measured_peak)
    job.log(f"no plan fits as compiled; the least ({least.run.measured_peak} bytes) in certified orders")
    ordered = order_step(
        job.ms.name, job.spec, least.step, job.outdir, job.options.isa, job.options.certify_seconds, job.log
    )
    replayed = ordered["replayed"]
    report["least_in_certified_orders"] = {
        "compiled_order_measured_peak": least.run.measured_peak,
        "measured_peak": replayed["measured_peak"],
        "modeled_peak": replayed["modeled_peak"],
    }
    if replayed["equal"] and replayed["measured_peak"] <= budget:
        job.log(f"it fits: {replayed['measured_peak']} bytes in certified orders")
        return ordered, least
    job.log(f"it does not fit: {replayed['measured_peak']} bytes in certified orders")
    return ordered, None


def _plan_least_peak(job: Job, report: dict[str, Any]) -> _Outcome:
    """Objective ``"peak"`` (module doc): the least modeled peak within the extra-compute allowance,
    compiled and measured; the budget is then its measured peak (the baseline's without a plan)."""
    table = job.base.table
    max_extra = math.floor(job.options.extra_compute * job.base.step.step_flops)
    capacity, answer, proven = _minimize_peak(
        table, max_extra, job.options.backend, job.options.time_limit, hint=job.base.default
    )
    if answer.values is not None and not proven:  # a smaller capacity's solve ran out of time
        answer.status = "feasible"
    entries = [{"round": 0, "capacity": capacity, "status": answer.status, "extra_flops_modeled": answer.objective}]
    chosen = None
    if answer.values is not None:
        step, run = _realize(job.ms, saved_names(table, answer.values), job.options.split_addmm)
        chosen = Measured(step, run, answer.values)
    budget = chosen.run.measured_peak if chosen else job.base.run.measured_peak
    report.update({"budget": budget, "max_extra_flops": max_extra})
    return _Outcome(budget, entries, chosen, answer.status)


def certified_bound(job: Job, budget: int, report: dict[str, Any]) -> tuple[int, dict[str, str]]:
    """The relaxation at the budget (module doc, step 2): its certified lower bound on the extra
    FLOPs of every plan that fits and the multipliers that prove it; beside them in the report
    (``relaxation``), the solver's optimum of it."""
    relaxed = M.relaxation(job.base.table, budget)
    lower, multipliers = lagrangian_certificate(relaxed, job.options.time_limit)
    relaxed_answer = solve(relaxed, job.options.backend, job.options.time_limit)
    report["relaxation"] = {
        "certified_lower_bound": lower,
        "status": relaxed_answer.status,
        "optimum": relaxed_answer.objective,
        "solver_lower_bound": relaxed_answer.lower,
    }
    return lower, multipliers


def _report_plan(job: Job, outcome: _Outcome, lower: int, multipliers: dict[str, str], report: dict[str, Any]) -> None:
    """Steps 3 to 5 (module doc) for the plan chosen: its measured step, its gradients beside the
    baseline's and, when writing, its train proof (``plan``, ``gradients``, ``proof``); without a
    plan, its status and the lower bound."""
    if outcome.chosen is None:
        report["plan"] = {
            "status": "infeasible" if outcome.status == "infeasible" else "not met",
            "measured_peak": None,
            "modeled_peak": None,
            "extra_flops": None,
            "extra_flops_lower_bound": lower,
            "saved": [],
            "recomputed": [],
        }
        report["grads_bit_identical"] = None
        report.setdefault("proof", None)
        return
    step, run, values = outcome.chosen
    base = job.base.step
    plan = _plan_json(job.base.table, values)
    report["plan"] = {
        "status": outcome.status,
        "measured_peak": run.measured_peak,
        "modeled_peak": None,
        "extra_flops": step.step_flops - base.step_flops,
        "extra_flops_lower_bound": lower,
        **plan,
        "split_addmm": step.partition.split_addmm,
        "median_step_seconds": run.seconds,
    }
    grads = gradient_report(step, base)
    report["gradients"] = grads
    report["grads_bit_identical"] = grads["bit_identical"]
    if job.outdir is None:
        report["proof"] = None
        return
    report["proof"] = _certify(
        job.ms.name,
        job.spec,
        step,
        job.base.table,
        values,
        outcome.budget,
        lower,
        multipliers,
        job.outdir,
        job.options.isa,
        job.options.certify_seconds,
        report,
        job.log,
        outcome.ordered,
    )


def _report_pytorch(job: Job, side: Any, budget: int, floor: Floor, report: dict[str, Any]) -> None:
    """PyTorch's own answers at the same budget (``pytorch``), when asked: none fits below the
    certified floor."""
    if not job.options.pytorch:
        return
    if budget < floor.bytes:
        why = f"no plan fits: {floor.why}"
        report["pytorch"] = {
            k: {"measured_peak": None, "extra_flops": None, "meets_budget": False, "status": why}
            for k in ("min_cut", "dp", "greedy", "ilp")
        }
        return
    report["pytorch"] = pytorch_at_budget(side or pytorch_side(job.spec, job.base.step, job.base.run), budget, job.log)


def joint_nodes(table: JointTable) -> list[list[Any]]:
    """The joint graph as the train proof states it: ``[name, kind, inputs, bytes, flops, savable, recomputable,
    target, shape]`` (the target, the ATen op, names the kernels a floor cites; with the shape, the checker
    recomputes a tensor's bytes and a matrix product's or convolution's FLOPs)."""
    return [
        [n.name, n.kind, list(n.inputs), n.bytes, n.flops, n.savable, n.recomputable, n.target, _shape(n.shape)]
        for n in table.nodes
    ]


def _shape(shape: tuple[int, ...] | None) -> list[int] | None:
    return None if shape is None else list(shape)


def joint_sha256(nodes: list[list[Any]]) -> str:
    """The joint graph's identity as the checker computes it (formal/check/train.py): sha256 of its compact JSON."""
    return hashlib.sha256(json.dumps(nodes, separators=(",", ":")).encode()).hexdigest()


def bind_joint(paths: Any, nodes: list[list[Any]]) -> None:
    """Record the joint graph's sha256 in each trace's evidence: the plan's FLOPs and bytes are then bound to
    the traces written with it, and the checker refuses a proof whose joint graph is another. A trace that
    records it already is left as it is, byte for byte (other proofs may name it by its file's sha256)."""
    sha = joint_sha256(nodes)
    for path in paths:
        trace = read_yaml(path)
        if trace.get("evidence", {}).get("joint_sha256") != sha:
            trace.setdefault("evidence", {})["joint_sha256"] = sha
            write_yaml(path, trace)


def bind_traces(folder: str | Path, proof: dict[str, Any]) -> dict[str, Any]:
    """Bind a train proof to the two traces it names in ``folder``: the joint graph's sha256 recorded in each
    (:func:`bind_joint`), then each trace file's sha256 in the proof (``step.<part>.file_sha256``), which the
    checker verifies and prints: a trace edited after it (its evidence included) no longer matches. Returns
    ``proof``, changed in place."""
    for key in ("forward", "backward"):
        part = proof["step"][key]
        path = Path(folder) / part["trace"]
        bind_joint([path], proof["plan"]["nodes"])
        proof["step"][key] = {"trace": part["trace"], "file_sha256": None, **part}  # the name, then its hash
        proof["step"][key]["file_sha256"] = hashlib.sha256(path.read_bytes()).hexdigest()
    return proof


def write_infeasible(job: Job, budget: int, target_name: str | None = None, floor: Floor | None = None) -> str:
    """A proof that no plan fits: the default step's two traces (captured beside it, once) give the primals'
    bytes; beside them the gradients, or the operands and result of the backward kernel ``floor`` cites, exceed
    the budget. ``target_name``: the proof's file name (default ``<model>.train-proof.yaml``)."""
    assert job.outdir is not None
    job.outdir.mkdir(parents=True, exist_ok=True)
    nodes, name = joint_nodes(job.base.table), job.ms.name
    paths = [job.outdir / f"{name}.base.{part}.trace.yaml" for part in ("fwd", "bwd")]
    if not all(path.exists() for path in paths):
        paths = capture_step(job.base.step, f"{name}.base", job.outdir, job.spec, isa=job.options.isa)
    parts = {
        key: {"trace": path.name, "problem_sha256": problem_sha256(load_problem(str(path)))}
        for key, path in zip(("forward", "backward"), paths)
    }
    target = job.outdir / (target_name or f"{name}.train-proof.yaml")
    plan = {"nodes": nodes, "outputs": list(job.base.table.outputs), "num_fwd_outputs": job.base.table.num_fwd_outputs}
    document = {"format": PROOF_FORMAT, "model": job.spec, "budget": budget, "infeasible": True, "step": parts}
    if floor is not None and floor.kernel is not None:
        document["floor"] = {"kernel": floor.kernel}
        if floor.across is not None:  # floor 3's paths, each from input to reader (formal/train/floor.py)
            document["floor"]["across"] = across_evidence(floor)
    write_yaml(target, bind_traces(job.outdir, {**document, "plan": plan}))
    return str(target)


def order_step(
    name: str,
    spec: str,
    step: Any,
    outdir: Path,
    isa: str,
    seconds: float,
    log: Callable[[str], None],
    label: str = "plan",
) -> dict[str, Any]:
    """Capture the step's two programs (``<name>.<label>.fwd|bwd``), order each with a proof (written beside
    its trace) and replay them back to back in those orders: ``{"paths", "parts", "replayed"}``."""
    outdir.mkdir(parents=True, exist_ok=True)
    log(f"capturing the planned step's two programs ({label})")
    fwd_path, bwd_path = capture_step(step, f"{name}.{label}", outdir, spec, isa=isa)
    orders, parts = {}, {}
    for key, path in (("forward", fwd_path), ("backward", bwd_path)):
        log(f"ordering the {key} program with a proof")
        proof = certify(load_problem(str(path)), seconds)
        write_yaml(path.with_name(path.name.replace(".trace.yaml", ".proof.yaml")), proof)
        orders[key] = proof["order"]
        parts[key] = {
            "trace": path.name,
            "problem_sha256": proof["problem_sha256"],
            "order": proof["order"],
            "peak": proof["peak"],
            "optimal": proof["peak"] == proof["lower_bound"],
        }
    log("replaying the step in the certified orders")
    replayed = replay_step(fwd_path, bwd_path, orders["forward"], orders["backward"])
    return {"paths": (fwd_path, bwd_path), "parts": parts, "replayed": replayed}


def _certify(
    name: str,
    spec: str,
    step: Any,
    table: JointTable,
    values: dict[str, int],
    budget: int,
    lower: int,
    multipliers: dict[str, str],
    outdir: Path,
    isa: str,
    seconds: float,
    report: dict[str, Any],
    log: Callable[[str], None],
    ordered: dict[str, Any] | None = None,
) -> str:
    """Order the step (:func:`order_step`, unless ``ordered`` already did), write the train proof;
    returns its path."""
    ordered = ordered or order_step(name, spec, step, outdir, isa, seconds, log)
    parts, replayed = ordered["parts"], ordered["replayed"]
    report["plan"].update(
        {
            "modeled_peak": replayed["modeled_peak"],
            "measured_peak": replayed["measured_peak"],
            "replay_equal": replayed["equal"],
            "grads_match_capture": replayed["grads_match_capture"],
            "compiled_order_measured_peak": report["plan"]["measured_peak"],
            "orders_optimal": {k: v["optimal"] for k, v in parts.items()},
        }
    )
    proof = proof_document(spec, budget, parts, replayed["modeled_peak"], table, values, lower, multipliers)
    target = outdir / f"{name}.train-proof.yaml"
    write_yaml(target, bind_traces(outdir, proof))
    return str(target)


def pytorch_side(spec: str, base: Any, base_run: Any, blocks: tuple[str, ...] = ()) -> Any:
    """A :class:`formal.pipelines.train_pytorch.PyTorchSide` for ``spec`` whose default configuration is
    the baseline already compiled and measured here (no second compile of it)."""

    def build() -> tuple:
        ms = resolve_spec(spec)
        return ms.model, ms.inputs, ms.loss_fn

    side = P.PyTorchSide(build, blocks)
    side._default = P.Point(
        label="default",
        solver=None,
        budget=1.0,
        chosen=tuple(sorted(base.partition.table.pytorch_saved)),
        saved=list(base.partition.saved),
        saved_bytes=P._saved_bytes(base),
        measured_peak=base_run.measured_peak,
        fwd_peak=base_run.fwd_peak,
        bwd_peak=base_run.bwd_peak,
        step_flops=base.step_flops,
        extra_flops=0,
        median_seconds=base_run.seconds,
        compile_seconds=base.compile_seconds,
    )
    side._memo.setdefault(side._default.chosen, side._default)
    return side


def pytorch_at_budget(side: Any, budget: int, log: Callable[[str], None]) -> dict[str, Any]:
    """PyTorch's own answers at the same budget, same run: its default min-cut partitioner, and
    each ``activation_memory_budget`` solver's least-extra-FLOPs budget whose measured step
    peak fits (formal.pipelines.train_pytorch's search), or why none does."""
    default = side.default()
    answers: dict[str, Any] = {
        "min_cut": {
            "measured_peak": default.measured_peak,
            "extra_flops": 0,
            "meets_budget": default.measured_peak <= budget,
            "median_seconds": default.median_seconds,
        }
    }
    for solver in ("dp", "greedy", "ilp"):
        log(f"PyTorch's {solver} knapsack at the same budget")
        search = side.best_meeting(solver, budget)
        best = search.best
        answers[solver] = (
            {
                "measured_peak": best.measured_peak,
                "extra_flops": best.extra_flops,
                "activation_memory_budget": best.budget,
                "meets_budget": True,
                "median_seconds": best.median_seconds,
                "compiles": search.compiles,
            }
            if best is not None
            else {
                "measured_peak": None,
                "extra_flops": None,
                "meets_budget": False,
                "status": search.reason,
                "compiles": search.compiles,
                "least_measured_peak": min((p.measured_peak for _b, p in search.tried), default=None),
            }
        )
    return answers
