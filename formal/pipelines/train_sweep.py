"""``formal train-plan SPEC --sweep R1,R2,...``: one training step planned at every budget of a sweep, beside PyTorch.

1. **One baseline**: the default compile, measured once (:mod:`formal.pipelines.train_plan`, step 1);
   budget ``floor(R * B0)`` for each ratio R.
2. **One pool of plans**: the rounds of :func:`formal.pipelines.train_plan` run at each budget,
   largest first, over one shared pool. Every plan compiled and measured at one budget is known at
   all the others, and a plan measured above a budget is never proposed at it again.
3. **The answer at each budget comes from the whole pool**: least extra FLOPs, then least step
   peak, among the plans whose measured step fits. So the answers are monotone *by construction*:
   a plan that fits a smaller budget is a candidate at every larger one. Extra FLOPs never rise
   as the budget grows, and the step peak never falls.
   - A plan's step peak is the one formal ships: its two programs captured, ordered with
     proofs and replayed back to back in those orders, measured to the byte.
   - A plan not yet ordered counts at its peak as Inductor ordered it.
   - Choosing and ordering repeat until every chosen plan is ordered, and every budget nothing
     fits has had its least plan ordered too (each plan is ordered once).
4. **A proof per budget**: for each budget with a plan, a ``formal.train-proof/1`` with the
   relaxation's certified lower bound at that budget; for each budget below the certified
   floor (:mod:`formal.train.floor`), the infeasibility proof. Budgets in between, where nothing measured fits, are
   ``not met``, with the least step peak measured.
5. **PyTorch beside it** (unless ``pytorch=False``): at each budget in bytes, its default partitioner
   and each knapsack solver's least-extra-FLOPs ``activation_memory_budget`` whose measured peak
   fits. At each ratio R, each solver at ``activation_memory_budget = R``, as a user would set
   it. With ``blocks``, also whole-block checkpointing. A configuration of PyTorch's that fits a
   budget with fewer extra FLOPs than every plan of the pool becomes a plan of the pool (realized
   through formal's hook, measured, ordered and certified like the others; its ``origin`` says so),
   before the answers are chosen: formal's answer never costs more than PyTorch's best it measured.
6. **Results**: the planning model's error on every plan measured, a markdown table and a plot
   of measured step peak against extra FLOPs (:func:`table`, :func:`plot`).
"""

from __future__ import annotations

import contextlib
import math
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Iterator

from formal.base.errors import FormalError
from formal.base.files import figure_png, write_atomic, write_yaml
from formal.capture.spec import resolve_spec
from formal.machine.fingerprint import pin_for_capture
from formal.pipelines import train_plan as T
from formal.pipelines import train_pytorch as P
from formal.pipelines.train_pool import answer_line, band, cheapest_fitting, cheapest_known
from formal.train import formulation as M
from formal.train.floor import Floor

SOLVERS = ("dp", "greedy", "ilp")


def sweep_step(
    spec: str,
    ratios: list[float] | tuple[float, ...],
    options: T.PlanOptions = T.PlanOptions(),
    *,
    outdir: str | Path | None = None,
    blocks: tuple[str, ...] = (),
    log: Callable[[str], None] = lambda _m: None,
) -> dict[str, Any]:
    """Plan ``spec``'s training step at every budget ratio of ``ratios`` (module doc); the sweep's report.

    ``outdir``: where the traces, order proofs and one proof per budget go (without it nothing is
    captured or certified, and the peaks are those Inductor's orders measure). ``blocks``: qualified
    submodule names for whole-block checkpointing beside PyTorch's solvers."""
    ratios = _check_ratios(ratios)
    T.check_options(replace(options, objective="compute", ratio=ratios[0], budget=None))
    pin_for_capture(options.isa)
    ms = resolve_spec(spec)
    out = None if outdir is None else Path(outdir)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="formal-plans-") as spill:
        base = T.measure_baseline(ms, None, log, options.split_addmm, options.isa)
        job = T.Job(spec, ms, options, out, log, base, Path(spill), cache=T.open_cache(base, options, log))
        report = _sweep(job, ratios, blocks)
    report["baseline_compiles"] = 1 + options.split_addmm
    report["total_compiles"] = report["baseline_compiles"] + sum(row["compiles"] for row in report["budgets"])
    report["total_dry_runs"] = sum(row.get("dry_runs", 0) for row in report["budgets"])
    report["total_seconds"] = round(time.monotonic() - started, 1)
    return report


def _sweep(job: T.Job, ratios: tuple[float, ...], blocks: tuple[str, ...]) -> dict[str, Any]:
    """:func:`sweep_step` once the baseline is measured (steps 2 to 6 of the module doc)."""
    options, log = job.options, job.log
    report = T.report_head(job)
    del report["objective"]
    table, b0 = job.base.table, job.base.run.measured_peak
    cited = T.report_floor(table, report)  # the certified floor and what holds it
    floor = cited.bytes
    report["sweep"] = list(ratios)
    pool = job.pool
    rows = []
    for ratio in ratios:  # largest first: its plans are the cheap ones, candidates everywhere below too
        budget = math.floor(ratio * b0)
        row: dict[str, Any] = {"ratio": ratio, "budget": budget, "compiles": 0, "dry_runs": 0, "seconds": 0.0}
        with _charged(row, job):
            if budget < floor:
                log(f"R {ratio}: no plan fits, {cited.why}")
                row["rounds"] = []
            else:
                log(f"R {ratio}: budget {budget} bytes")
                found = T.compute_rounds(job, budget, options.rounds, pool)
                row["rounds"], row["rounds_stopped"] = found.entries, found.stopped
        rows.append(row)
    points: list[Any] = []
    if options.pytorch:
        side = _pytorch(job, rows, floor, blocks, report)
        points = side.points()
    for row in rows:  # the rule at each budget (train_plan.settle's second step): PyTorch's cheaper configurations
        if row["budget"] >= floor:
            with _charged(row, job):
                row["pytorch_considered"] = T.adopt_pytorch(job, row["budget"], pool, points)
    _materialize(job, rows, floor)
    origins = job.origins
    ordered = _choose_and_order(job, pool, rows, floor)
    labels = {key: f"p{i}" for i, key in enumerate(pool)}
    by_label = {label: key for key, label in labels.items()}
    for row in rows:
        _answer(job, row, pool, ordered, labels, cited)
        if row["plan"] is not None:
            row["plan"]["origin"] = origins.get(by_label[row["plan"]["label"]], "formal")
    report["budgets"] = rows
    report["plans"] = [
        {**_plan_entry(job, labels[key], m, ordered.get(key)), "origin": origins.get(key, "formal")}
        for key, m in pool.items()
    ]
    report["dry_plans"] = T.dry_plan_entries(job)
    report["dry_mismatches"] = job.dry_mismatches
    report["monotone"] = monotone(rows)
    return report


@contextlib.contextmanager
def _charged(row: dict[str, Any], job: T.Job) -> Iterator[None]:
    """Charge to a budget's row what formal's plans cost in the step of the sweep run inside (:func:`_spent`)."""
    started, before = time.monotonic(), job.tally.counts()
    yield
    _spent(row, started, *job.tally.since(before))


def _spent(row: dict[str, Any], started: float, compiles: int, dry_runs: int = 0) -> None:
    """Add to a budget's row the compiles, the dry runs and the seconds one step of the sweep spent on it."""
    row["compiles"] += compiles
    row["dry_runs"] += dry_runs
    row["seconds"] = round(row["seconds"] + time.monotonic() - started, 1)


def _materialize(job: T.Job, rows: list[dict], floor: int) -> None:
    """Where the rule's answer at a budget is a plan only an earlier call measured (the plan cache), compile it
    into the pool: it is to be ordered and proved like the others (one compile, counted at that budget). Where
    none fits at some budget, the least plan measured is compiled too, if only a dry run measured it."""
    for row in rows:
        if row["budget"] < floor:
            continue
        known = T.known_plans(job, job.pool)
        key = cheapest_known(row["budget"], known)
        if key is not None and key not in job.pool:
            with _charged(row, job):
                T.materialize(job, row["budget"], key, known[key])
    # where none fits, the least plan is ordered in certified orders: it must be compiled (counted at the first)
    unmet = [row for row in rows if row["budget"] >= floor and _choice(row["budget"], job.pool, {}) is None]
    if unmet and job.outdir is not None:
        with _charged(unmet[0], job):
            T.compile_least(job)


def _check_ratios(ratios: list[float] | tuple[float, ...]) -> tuple[float, ...]:
    """The ratios, distinct and each in (0, 1], largest first; FormalError otherwise."""
    if not ratios or not all(isinstance(r, (int, float)) and 0 < r <= 1 for r in ratios):
        raise FormalError(f"--sweep: expected ratios in (0, 1], got {list(ratios)}")
    if len(set(ratios)) != len(ratios):
        raise FormalError(f"--sweep: a ratio is given twice in {list(ratios)}")
    return tuple(sorted(ratios, reverse=True))


def parse_sweep(text: str) -> tuple[float, ...]:
    """``R1,R2,...`` or a range ``START:STOP:STEP`` (both ends included, e.g. ``0.9:0.4:0.1``)."""
    try:
        if ":" in text:
            start, stop, step = (float(x) for x in text.split(":"))
            if step <= 0:
                raise ValueError
            count = math.floor(abs(start - stop) / step + 1e-9) + 1
            direction = 1 if stop >= start else -1
            values = tuple(round(start + direction * k * step, 6) for k in range(count))
        else:
            values = tuple(float(x) for x in text.split(","))
    except ValueError:
        raise FormalError(f"--sweep: expected R1,R2,... or START:STOP:STEP, got {text!r}") from None
    return _check_ratios(values)


def _deployed_peak(key: tuple[str, ...], pool: dict, ordered: dict) -> int:
    """A plan's step peak as formal ships it: in its certified orders when ordered (and replayed equal to the
    model), else as Inductor ordered its programs."""
    done = ordered.get(key)
    if done is not None and done["replayed"]["equal"]:
        return int(done["replayed"]["measured_peak"])
    return pool[key].run.measured_peak


def _choice(budget: int, pool: dict, ordered: dict) -> tuple[str, ...] | None:
    """The plan of the pool with the least extra FLOPs, then least step peak, whose step fits ``budget``
    (formal.pipelines.train_pool's rule, with each plan at its peak as formal ships it)."""
    plans = ((m.step.step_flops, _deployed_peak(key, pool, ordered), key) for key, m in pool.items())
    return cheapest_fitting(budget, plans)


def _choose_and_order(job: T.Job, pool: dict, rows: list[dict], floor: int) -> dict[tuple[str, ...], dict]:
    """Order (capture, certify, replay) each plan chosen at some budget, and the least plan where none fits,
    choosing again with the peaks found, until nothing new is chosen (module doc, step 3)."""
    ordered: dict[tuple[str, ...], dict] = {}
    if job.outdir is None or not pool:
        return ordered
    labels = {key: f"p{i}" for i, key in enumerate(pool)}
    while True:
        todo = set()
        for row in rows:
            if row["budget"] < floor:
                continue
            key = _choice(row["budget"], pool, ordered)
            if key is None:  # nothing fits as known: the least plan, in its certified orders
                key = min(pool, key=lambda k: _deployed_peak(k, pool, ordered))
            if key not in ordered:
                todo.add(key)
        if not todo:
            return ordered
        for key in sorted(todo, key=lambda k: labels[k]):
            o = job.options
            ordered[key] = T.order_step(
                job.ms.name, job.spec, pool[key].step, job.outdir, o.isa, o.certify_seconds, job.log, labels[key]
            )
            T.bind_joint(ordered[key]["paths"], T.joint_nodes(job.base.table))


def _answer(job: T.Job, row: dict, pool: dict, ordered: dict, labels: dict, floor: Floor) -> None:
    """Fill one budget's row: its status, plan and proof, or why none (module doc, step 4)."""
    budget, ratio, name = row["budget"], row["ratio"], job.ms.name
    proof_name = f"{name}.r{ratio:g}.train-proof.yaml"
    row["plan"], row["proof"], row["band"] = None, None, None
    b0 = job.base.run.measured_peak
    if budget < floor.bytes:
        row["status"] = "infeasible"
        row["reason"] = floor.why
        row["answer"] = answer_line("infeasible", budget, b0, floor=floor.bytes, why=floor.why)
        if job.outdir is not None:
            row["proof"] = T.write_infeasible(job, budget, proof_name, floor)
        return
    relaxation: dict[str, Any] = {}
    lower, multipliers = T.certified_bound(job, budget, relaxation)
    row["extra_flops_lower_bound"] = lower
    key = _choice(budget, pool, ordered)
    if key is None:
        row["status"] = "not met"
        # the least step measured at any budget: in this sweep (in certified orders where ordered), or earlier
        peaks = [_deployed_peak(k, pool, ordered) for k in pool]
        peaks += [plan.measured_peak for plan in T.known_plans(job, {}).values()]
        least = min(peaks, default=None)
        row["least_measured_peak"] = least
        row["band"] = band(least, floor.bytes, b0)
        stopped = row.get("rounds_stopped")
        row["answer"] = answer_line("not met", budget, b0, floor=floor.bytes, least=least, stopped=stopped)
        return
    m, f0 = pool[key], job.base.step.step_flops
    row["status"] = "fits"
    row["plan"] = {
        "label": labels[key],
        "measured_peak": _deployed_peak(key, pool, ordered),
        "compiled_order_measured_peak": m.run.measured_peak,
        "extra_flops": m.step.step_flops - f0,
        "saved": len(M.chosen(job.base.table, m.values, "s")),
        "recomputed": len(M.chosen(job.base.table, m.values, "r")),
        "median_step_seconds": m.run.seconds,
    }
    row["answer"] = answer_line(
        "fits", budget, b0, peak=row["plan"]["measured_peak"], extra_flops=row["plan"]["extra_flops"]
    )
    done = ordered.get(key)
    if done is not None and done["replayed"]["equal"]:
        proof = T.proof_document(
            job.spec,
            budget,
            done["parts"],
            done["replayed"]["modeled_peak"],
            job.base.table,
            m.values,
            lower,
            multipliers,
        )
        assert job.outdir is not None  # ordered only with a folder
        target = job.outdir / proof_name
        write_yaml(target, T.bind_traces(job.outdir, proof))
        row["proof"] = str(target)


def _plan_entry(job: T.Job, label: str, m: T.Measured, done: dict | None) -> dict[str, Any]:
    """One plan of the pool: what it saves and recomputes, its FLOPs, its peaks, the planning model's error."""
    base = job.base
    grads = T.gradient_report(m.step, base.step)
    return {
        "label": label,
        "saved": M.chosen(base.table, m.values, "s"),
        "recomputed": M.chosen(base.table, m.values, "r"),
        "extra_flops": m.step.step_flops - base.step.step_flops,
        "extra_flops_modeled": M.cost(M.extra_flops_objective(base.table)[0], m.values),
        "compiled_order_measured_peak": m.run.measured_peak,
        "certified_order_measured_peak": None if done is None else done["replayed"]["measured_peak"],
        "replay_equal": None if done is None else done["replayed"]["equal"],
        "model_error": T.model_error(base, m.values, m.run),
        "split_addmm": m.step.partition.split_addmm,
        "grads_bit_identical": grads["bit_identical"],
        "gradients": grads,
    }


def monotone(rows: list[dict]) -> bool:
    """Whether, over the budgets with a plan, extra FLOPs never rise and step peaks never fall as the budget grows."""
    plans = [r["plan"] for r in sorted(rows, key=lambda r: r["budget"]) if r.get("plan")]
    return all(
        b["extra_flops"] <= a["extra_flops"] and b["measured_peak"] >= a["measured_peak"]
        for a, b in zip(plans, plans[1:])
    )


def _pytorch(job: T.Job, rows: list[dict], floor: int, blocks: tuple[str, ...], report: dict[str, Any]) -> Any:
    """PyTorch's answers at each budget and at each ratio (module doc, step 5), its checkpointing, every point;
    returns the PyTorchSide that measured them."""
    side = T.pytorch_side(job.spec, job.base.step, job.base.run, blocks)
    for row in rows:
        started, compiled = time.monotonic(), side.compiles
        if row["budget"] >= floor:
            row["pytorch"] = T.pytorch_at_budget(side, row["budget"], job.log)
        at_ratio = {}
        for solver in SOLVERS:
            why = P.solver_unavailable(solver)
            if why:
                at_ratio[solver] = {"status": why}
                continue
            job.log(f"PyTorch's {solver} at activation_memory_budget={row['ratio']}")
            point = side.knapsack(solver, row["ratio"]).as_dict()
            at_ratio[solver] = {**point, "meets_budget": point["measured_peak"] <= row["budget"]}
        row["pytorch_at_ratio"] = at_ratio
        _spent(row, started, side.compiles - compiled)
        row["pytorch_compiles"] = row.get("pytorch_compiles", 0) + side.compiles - compiled
    if blocks:
        job.log("whole-block checkpointing")
        try:
            report["checkpoint"] = side.checkpoint().as_dict()
        except FormalError as exc:  # e.g. blocks torch.compile cannot trace under checkpoint: said, not fatal
            job.log(f"whole-block checkpointing not measured: {exc}")
            report["checkpoint"] = {"status": f"not measured: {exc}", "measured_peak": None, "extra_flops": None}
    distinct = {id(p): p for p in side._memo.values()}
    report["pytorch_points"] = sorted(
        (p.as_dict() for p in distinct.values()), key=lambda d: (d["extra_flops"], d["label"])
    )
    return side


def checkpoint_measured(checkpoint: dict[str, Any] | None) -> bool:
    """Whether whole-block checkpointing was measured (not absent, nor ``not measured``: it did not compile)."""
    return checkpoint is not None and checkpoint.get("measured_peak") is not None


def best_pytorch(
    answers: dict[str, Any], checkpoint: dict[str, Any] | None = None, budget: int | None = None
) -> tuple[str | None, dict[str, Any] | None]:
    """PyTorch's answer with the least extra FLOPs among those whose measured peak fits: its
    min-cut default, each knapsack solver's best budget, and whole-block checkpointing."""
    options = dict(answers)
    if checkpoint_measured(checkpoint) and budget is not None:
        options["checkpoint"] = {**checkpoint, "meets_budget": checkpoint["measured_peak"] <= budget}
    fits = [
        (a["extra_flops"], a["measured_peak"], k)
        for k, a in options.items()
        if a.get("measured_peak") is not None and a.get("meets_budget")
    ]
    if not fits:
        return None, None
    _e, _p, key = min(fits)
    return key, options[key]


def _mib(b: int | None) -> str:
    return "-" if b is None else f"{b / 2**20:.2f}"


def _gflop(f: int | None) -> str:
    return "-" if f is None else f"{f / 1e9:.3f}"


def _point(p: dict | None) -> str:
    """``peak MiB / extra GFLOP`` of a measured configuration, marked when it does not fit."""
    if not p or p.get("measured_peak") is None:
        return "-"
    return f"{_mib(p['measured_peak'])} / {_gflop(p['extra_flops'])}{'' if p.get('meets_budget', True) else ' (over)'}"


def table(report: dict[str, Any]) -> str:
    """The sweep's markdown table: a line per budget, formal's answer beside PyTorch's (peaks in MiB)."""
    head = (
        "| R | budget (MiB) | formal: status | step peak (MiB) | extra GFLOP | certified lower bound GFLOP | "
        "PyTorch's least fitting (peak / GFLOP) | dp at R | greedy at R | ilp at R | checkpoint | compiles |"
        " dry runs |"
    )
    lines = [head, "|" + "---|" * head.count(" | ") + "---|"]
    checkpoint = report.get("checkpoint")
    for row in report["budgets"]:
        plan = row.get("plan") or {}
        key, best = best_pytorch(row.get("pytorch") or {}, checkpoint, row["budget"])
        status = row["status"]
        if status == "not met" and row.get("least_measured_peak") is not None:
            status += f" (least {_mib(row['least_measured_peak'])})"
        at_r = row.get("pytorch_at_ratio") or {}
        ck = None
        if checkpoint_measured(checkpoint):
            ck = dict(checkpoint, meets_budget=checkpoint["measured_peak"] <= row["budget"])
        lines.append(
            f"| {row['ratio']:g} | {_mib(row['budget'])} | {status} | {_mib(plan.get('measured_peak'))} | "
            f"{_gflop(plan.get('extra_flops'))} | {_gflop(row.get('extra_flops_lower_bound'))} | "
            f"{(key + ': ' + _point(best)) if best else ('none fits' if 'pytorch' in row else '-')} | "
            + " | ".join(_point(at_r.get(s)) if "status" not in at_r.get(s, {}) else "n/a" for s in SOLVERS)
            + f" | {_point(ck) if ck or not checkpoint else 'not measured'} | {_compiles(row)} | "
            + f"{row.get('dry_runs', '-')} |"
        )
    unmet = [r for r in report["budgets"] if r["status"] == "not met"]
    notes = [f"- R {r['ratio']:g}: {r['answer']}." for r in unmet if r.get("answer")]
    notes += [
        f"- R {r['ratio']:g}: the rounds stopped: {r['rounds_stopped']}."
        for r in report["budgets"]
        if r.get("rounds_stopped") and r["status"] == "not met" and not r.get("answer")
    ]
    if report.get("total_compiles") is not None:
        pytorch = sum(r.get("pytorch_compiles", 0) for r in report["budgets"])
        notes.append(
            f"- {report['total_compiles']} compiles in all ({report.get('baseline_compiles', 1)} of the default step"
            + (f", {pytorch} of PyTorch's configurations measured beside" if pytorch else "")
            + f"), {report.get('total_dry_runs', 0)} dry runs, {report.get('total_seconds')} s."
        )
    return "\n".join(lines + ([""] + notes if notes else [])) + "\n"


def _compiles(row: dict[str, Any]) -> str:
    """A row's compiles, with those of PyTorch's configurations measured beside in brackets."""
    if "compiles" not in row:
        return "-"
    return f"{row['compiles']} ({row['pytorch_compiles']})" if row.get("pytorch_compiles") else str(row["compiles"])


def plot(report: dict[str, Any], target: Path) -> None:
    """Measured step peak against extra FLOPs: every plan formal measured, formal's answer per budget (a line),
    PyTorch's configurations by solver, checkpointing, and the budgets (dotted)."""
    import matplotlib  # matplotlib: heavy; only plots need it

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # matplotlib: heavy; only plots need it

    step, base = report["baseline"]["step_flops"] or 1, report["baseline"]["measured_peak"]
    fig, ax = plt.subplots(figsize=(6.5, 4.5))

    def xy(p: dict) -> tuple[float, float]:
        return 100 * p["extra_flops"] / step, 100 * p["measured_peak"] / base

    for row in report["budgets"]:
        ax.axhline(100 * row["budget"] / base, color="grey", linestyle=":", linewidth=0.8)
    for p in report["plans"]:
        peak = p["certified_order_measured_peak"] or p["compiled_order_measured_peak"]
        ax.scatter(
            *xy({"extra_flops": p["extra_flops"], "measured_peak": peak}),
            marker="x",
            color="tab:red",
            alpha=0.4,
            label="formal, a plan measured",
        )
    markers = {"dp": "o", "greedy": "s", "ilp": "^"}
    for p in report.get("pytorch_points", []):
        ax.scatter(
            *xy(p),
            marker=markers.get(p["solver"], "D"),
            facecolors="none",
            edgecolors="tab:blue",
            label=f"PyTorch {p['solver'] or p['label']}",
        )
    if checkpoint_measured(report.get("checkpoint")):
        ax.scatter(*xy(report["checkpoint"]), marker="*", s=90, color="tab:green", label="checkpoint blocks")
    ours = sorted(xy(r["plan"]) for r in report["budgets"] if r.get("plan"))
    if ours:
        ax.plot(*zip(*ours), color="tab:red", marker="o", label="formal, per budget")
    ax.set_title(f"{report['model']}: step peak against extra FLOPs")
    ax.set_xlabel("extra FLOPs (% of the default step)")
    ax.set_ylabel("measured step peak (% of default)")
    handles, labels = ax.get_legend_handles_labels()
    unique = dict(zip(labels, handles))
    ax.legend(unique.values(), unique.keys(), fontsize=7)
    fig.tight_layout()
    write_atomic(target, figure_png(fig))
