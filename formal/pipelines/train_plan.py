"""``formal train-plan``: plan, realize, certify and replay a training step under a budget.

1. **Baseline**: the default ``torch.compile`` (PyTorch's min-cut partitioner), its two
   programs measured back to back (:func:`formal.pipelines.train_step.measure_step`): the step peak
   ``B0`` and the step's FLOPs. The budget is ``floor(R * B0)``.
2. **Plan** (:mod:`formal.train.formulation`, :mod:`formal.train.solve`): minimize the extra FLOPs
   under the planning model at a *capacity*; the capacity starts at the budget corrected by
   the model's error on the baseline (measured - modeled), and each round that measures
   above the budget lowers it by the excess and excludes that saved set from later rounds
   (at most ``rounds`` rounds). The relaxation's
   certified lower bound is for the budget itself (model doc).
3. **Realization**: the chosen saved set goes through the partitioner hook
   (:func:`formal.train.graphs.partitioner`), the two programs are compiled and measured.
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

import math
import re
from pathlib import Path
from typing import Any, Callable

import torch

from formal.base.errors import FormalError
from formal.base.files import write_yaml
from formal.capture.spec import resolve_spec
from formal.machine.fingerprint import pin_for_capture
from formal.model import load_problem
from formal.order.certify import certify
from formal.pipelines import train_pytorch as P
from formal.pipelines.train_step import capture_step, compile_step, measure_step, replay_step
from formal.runtime.execute import bit_identical
from formal.train import formulation as M
from formal.train.graphs import JointTable
from formal.train.solve import Answer, lagrangian_certificate, solve

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
    return {"saved": saved, "recomputed": recomputed, "extra_flops_modeled": M.cost(flops, values),
            "modeled_peak_estimate": M.model_peak(table, values)}


def _gradient_report(plan_grads: dict[str, torch.Tensor], base_grads: dict[str, torch.Tensor],
                     plan_bwd: str, base_bwd: str, plan_eager: dict, base_eager: dict) -> dict[str, Any]:
    """Whether the plan's gradients equal the baseline's bit for bit; where not, by how much,
    which kernels the two backward programs do not share, and each side's distance from eager."""
    differ = [k for k, g in base_grads.items() if not bit_identical(g, plan_grads.get(k))]
    worst = max((float((plan_grads[k].double() - base_grads[k].double()).abs().max()) for k in differ
                 if plan_grads.get(k) is not None and base_grads[k] is not None
                 and plan_grads[k].shape == base_grads[k].shape), default=0.0)
    report: dict[str, Any] = {"bit_identical": not differ, "count_differing": len(differ), "differing": differ[:20],
                              "max_abs_diff_from_baseline": worst}
    if differ:
        kernels = set(re.findall(r"\b(cpp_fused_\w+)\s*=", plan_bwd))
        baseline = set(re.findall(r"\b(cpp_fused_\w+)\s*=", base_bwd))
        report.update({"kernels_only_in_plan": sorted(kernels - baseline)[:20],
                       "kernels_only_in_baseline": sorted(baseline - kernels)[:20],
                       "plan_max_abs_diff_from_eager": plan_eager.get("max_abs_diff"),
                       "baseline_max_abs_diff_from_eager": base_eager.get("max_abs_diff")})
    return report


def _realize(ms: Any, names: list[str]) -> tuple[Any, Any]:
    step = compile_step(ms.model, ms.inputs, ms.loss_fn, choose=_choose(names))
    got = set(step.partition.saved)
    if not got <= set(names):
        raise FormalError(f"the partitioner saved {len(got - set(names))} value(s) the plan did not name "
                          f"(first: {sorted(got - set(names))[0]!r})")
    return step, measure_step(step)


def _minimize_peak(table: JointTable, max_extra: int, backend: str, time_limit: float, correction: int = 0,
                   excluded: list[M.NamedRow] | None = None) -> tuple[int, Answer]:
    """The least planning-model capacity whose plan recomputes at most ``max_extra`` FLOPs
    (``excluded``: rows that keep plans already measured out)."""
    flops, _ = M.extra_flops_objective(table)
    low = M.held_bytes(table)
    high = M.model_peak(table, M.assignment(table, {n.name for n in M.candidates(table) if n.savable}), correction)
    best: tuple[int, Answer] | None = None
    per_call = max(1.0, time_limit / 24)
    within = [("compute", {v: -c for v, c in flops.items()}, -max_extra), *(excluded or [])]

    def attempt(capacity: int) -> Answer:
        program = M.planning_program(table, capacity, capacity, correction)
        program.add_rows(within)
        return solve(program, backend, per_call)

    while low < high:
        mid = (low + high) // 2
        answer = attempt(mid)
        if answer.values is not None:
            best, high = (mid, answer), mid
        else:
            low = mid + 1
    if best is None or best[0] != high:
        best = (high, attempt(high))
    return best


def plan_step(spec: str, ratio: float | None = None, *, objective: str = "compute", extra_compute: float = 0.1,
              backend: str = "cpsat", time_limit: float = 60.0, outdir: str | Path | None = None, rounds: int = 6,
              isa: str = "auto", pytorch: bool = True, certify_seconds: float = 60.0,
              log: Callable[[str], None] = lambda _m: None, baseline: tuple[Any, Any] | None = None,
              side: Any = None) -> dict[str, Any]:
    """Run the whole pipeline (module doc) and return the report ``formal train-plan --json`` prints.

    ``baseline``: an already compiled and measured default step ``(CompiledStep, StepRun)`` of
    the same spec (the study shares one across budgets); ``side``: a
    :class:`formal.pipelines.train_pytorch.PyTorchSide` of the same spec to reuse (its memo of compiles).
    """
    if objective not in OBJECTIVES:
        raise FormalError(f"objective: expected one of {', '.join(OBJECTIVES)}, got {objective!r}")
    if objective == "compute" and (ratio is None or not 0 < ratio <= 1):
        raise FormalError(f"--budget-ratio: expected a number in (0, 1], got {ratio}")
    if not extra_compute >= 0:
        raise FormalError(f"--extra-compute: expected a ratio >= 0, got {extra_compute}")
    pin_for_capture(isa)  # the compile must run under the pin its traces will record
    ms = resolve_spec(spec)
    if baseline is None:
        log(f"compiling {ms.name}'s training step with PyTorch's default partitioner")
        base = compile_step(ms.model, ms.inputs, ms.loss_fn)
        base_run = measure_step(base)
    else:
        base, base_run = baseline
    table = base.partition.table
    b0, f0 = base_run.measured_peak, base.step_flops
    default = M.assignment(table, set(table.pytorch_saved))
    # The planning model's error on the default compile, per phase: the backward's sets the
    # capacity, the forward's (relative to it) is carried by the forward rows.
    model_fwd, model_bwd = M.phase_peaks(table, default)
    offset = base_run.bwd_peak - model_bwd
    correction = (base_run.fwd_peak - model_fwd) - offset
    report: dict[str, Any] = {
        "model": ms.name, "spec": spec, "objective": objective, "backend": backend,
        "baseline": {"measured_peak": b0, "step_flops": f0, "saved_bytes": base_run.boundary_bytes - base_run.held_bytes,
                     "held_bytes": base_run.held_bytes, "median_step_seconds": base_run.seconds,
                     "saved": len(base.partition.saved)},
        "model_error_on_baseline": {"forward": base_run.fwd_peak - model_fwd, "backward": offset}}
    rounds_done: list[dict[str, Any]] = []
    chosen: tuple[Any, Any, dict[str, int]] | None = None
    ordered: dict[str, Any] | None = None  # the chosen plan's step, already captured and ordered
    status = "unknown"
    floor = M.gradient_floor(table)
    report["gradient_floor"] = floor
    if objective == "compute":
        budget = math.floor(ratio * b0)
        report["budget"] = budget
        report["budget_ratio"] = ratio
    if objective == "compute" and budget < floor:
        log(f"no plan fits: every plan holds the primals and the gradients, {floor} bytes, at the end of the "
            f"backward; the budget is {budget}")
        rounds = 0
        status = "infeasible"
        report["infeasible"] = {"reason": "the primals and gradients alone exceed the budget", "floor": floor}
        if outdir is not None:
            report["proof"] = _write_infeasible(ms.name, spec, table, budget, Path(outdir))
    if objective == "compute":
        capacity = budget - offset
        seen: dict[tuple[str, ...], Any] = {}
        fallback = False
        measured_over: list[M.NamedRow] = []  # plans measured above the budget, never proposed again
        savable = [f"s:{n.name}" for n in M.candidates(table) if n.savable]
        for k in range(rounds):
            program = M.planning_program(table, capacity, budget, correction)
            program.add_rows(measured_over)
            answer = solve(program, backend, time_limit, hint=default)
            if answer.status == "infeasible" and not fallback:
                # The planning model errs on the safe side; its least-peak plan may still fit when
                # measured. Try that once (status "feasible": no optimality is claimed for it).
                fallback = True
                everything = sum(M.extra_flops_objective(table)[0].values())
                capacity, answer = _minimize_peak(table, everything, backend, time_limit, correction, measured_over)
                if answer.values is not None:
                    answer.status = "feasible"
                log(f"round {k}: the planning model has no plan within the budget; its least peak is {capacity} "
                    f"bytes: trying that plan")
            entry = {"round": k, "capacity": capacity, "status": answer.status, "extra_flops_modeled": answer.objective,
                     "solver_lower_bound": answer.lower, "seconds": round(answer.seconds, 3), "fallback": fallback}
            rounds_done.append(entry)
            log(f"round {k}: capacity {capacity} bytes: {answer.status}, {answer.objective} extra FLOPs modeled")
            if answer.values is None:
                break
            names = saved_names(table, answer.values)
            key = tuple(sorted(names))
            if key in seen:
                step, run, _ = seen[key]
            else:
                step, run = _realize(ms, names)
                seen[key] = (step, run, answer.values)
            entry.update({"measured_peak": run.measured_peak, "extra_flops": step.step_flops - f0})
            log(f"round {k}: measured step peak {run.measured_peak} bytes (budget {budget})")
            if run.measured_peak <= budget:
                chosen = (step, run, answer.values)
                break
            if fallback:
                break  # the least-peak plan does not fit: nothing in this plan space is known to
            # lower what was over: the backward's capacity, or the forward's rows' room
            if run.bwd_peak > budget:
                capacity -= run.bwd_peak - budget
            if run.fwd_peak > budget:
                correction += run.fwd_peak - budget
            chosen_set = {v for v in savable if answer.values.get(v)}
            measured_over.append((f"measured-over:{k}", {v: -1 if v in chosen_set else 1 for v in savable},
                                        1 - len(chosen_set)))
        status = rounds_done[-1]["status"] if rounds_done else status if budget < floor else "unknown"
        if chosen is None and seen and outdir is not None:
            # No plan fits as Inductor ordered its programs; the least of them may fit in formal's
            # certified orders (the step formal emits), measured by replaying it to the byte.
            step, run, values = min(seen.values(), key=lambda entry: entry[1].measured_peak)
            log(f"no plan fits as compiled; the least ({run.measured_peak} bytes) in certified orders")
            ordered = _order(ms.name, spec, step, Path(outdir), isa, certify_seconds, log)
            replayed = ordered["replayed"]
            report["least_in_certified_orders"] = {"compiled_order_measured_peak": run.measured_peak,
                                                   "measured_peak": replayed["measured_peak"],
                                                   "modeled_peak": replayed["modeled_peak"]}
            if replayed["equal"] and replayed["measured_peak"] <= budget:
                chosen, status = (step, run, values), "feasible"
                log(f"it fits: {replayed['measured_peak']} bytes in certified orders")
            else:
                log(f"it does not fit: {replayed['measured_peak']} bytes in certified orders")
    else:
        max_extra = math.floor(extra_compute * f0)
        capacity, answer = _minimize_peak(table, max_extra, backend, time_limit)
        rounds_done.append({"round": 0, "capacity": capacity, "status": answer.status,
                            "extra_flops_modeled": answer.objective})
        status = answer.status
        if answer.values is not None:
            step, run = _realize(ms, saved_names(table, answer.values))
            chosen = (step, run, answer.values)
        budget = chosen[1].measured_peak if chosen else b0
        report.update({"budget": budget, "max_extra_flops": max_extra})
    report["rounds"] = rounds_done
    relaxed = M.relaxation(table, budget)
    lower, multipliers = lagrangian_certificate(relaxed, time_limit)
    relaxed_answer = solve(relaxed, backend, time_limit)
    report["relaxation"] = {"certified_lower_bound": lower, "status": relaxed_answer.status,
                            "optimum": relaxed_answer.objective, "solver_lower_bound": relaxed_answer.lower}
    if chosen is None:
        report["plan"] = {"status": "infeasible" if status == "infeasible" else "not met",
                          "measured_peak": None, "modeled_peak": None, "extra_flops": None,
                          "extra_flops_lower_bound": lower, "saved": [], "recomputed": []}
        report["grads_bit_identical"] = None
        report.setdefault("proof", None)
    else:
        step, run, values = chosen
        plan = _plan_json(table, values)
        report["plan"] = {"status": status, "measured_peak": run.measured_peak, "modeled_peak": None,
                          "extra_flops": step.step_flops - f0, "extra_flops_lower_bound": lower, **plan,
                          "median_step_seconds": run.seconds}
        grads = _gradient_report(step.gradients, base.gradients, step.bwd.source, base.bwd.source,
                                 step.eager, base.eager)
        report["gradients"] = grads
        report["grads_bit_identical"] = grads["bit_identical"]
        if outdir is not None:
            report["proof"] = _certify(ms.name, spec, step, table, values, budget, lower, multipliers,
                                       Path(outdir), isa, certify_seconds, report, log, ordered)
        else:
            report["proof"] = None
    if pytorch and budget < floor:
        why = f"no plan fits: the primals and gradients alone hold {floor} bytes"
        report["pytorch"] = {k: {"measured_peak": None, "extra_flops": None, "meets_budget": False, "status": why}
                             for k in ("min_cut", "dp", "greedy", "ilp")}
    elif pytorch:
        report["pytorch"] = pytorch_at_budget(side or pytorch_side(spec, base, base_run), budget, log)
    return report


def _nodes(table: JointTable) -> list[list[Any]]:
    return [[n.name, n.kind, list(n.inputs), n.bytes, n.flops, n.savable, n.recomputable] for n in table.nodes]


def _write_infeasible(name: str, spec: str, table: JointTable, budget: int, outdir: Path) -> str:
    """A proof that no plan fits: the primals and gradients alone exceed the budget."""
    outdir.mkdir(parents=True, exist_ok=True)
    target = outdir / f"{name}.train-proof.yaml"
    write_yaml(target, {"format": PROOF_FORMAT, "model": spec, "budget": budget, "infeasible": True,
                        "plan": {"nodes": _nodes(table), "outputs": list(table.outputs),
                                 "num_fwd_outputs": table.num_fwd_outputs}})
    return str(target)


def _order(name: str, spec: str, step: Any, outdir: Path, isa: str, seconds: float,
           log: Callable[[str], None]) -> dict[str, Any]:
    """Capture the step's two programs, order each with a proof (written beside its trace) and
    replay them back to back in those orders: ``{"paths", "parts", "replayed"}``."""
    outdir.mkdir(parents=True, exist_ok=True)
    log("capturing the planned step's two programs")
    fwd_path, bwd_path = capture_step(step, f"{name}.plan", outdir, spec, isa=isa)
    orders, parts = {}, {}
    for key, path in (("forward", fwd_path), ("backward", bwd_path)):
        log(f"ordering the {key} program with a proof")
        proof = certify(load_problem(str(path)), seconds)
        write_yaml(path.with_name(path.name.replace(".trace.yaml", ".proof.yaml")), proof)
        orders[key] = proof["order"]
        parts[key] = {"trace": path.name, "problem_sha256": proof["problem_sha256"], "order": proof["order"],
                      "peak": proof["peak"], "optimal": proof["peak"] == proof["lower_bound"]}
    log("replaying the step in the certified orders")
    replayed = replay_step(fwd_path, bwd_path, orders["forward"], orders["backward"])
    return {"paths": (fwd_path, bwd_path), "parts": parts, "replayed": replayed}


def _certify(name: str, spec: str, step: Any, table: JointTable, values: dict[str, int], budget: int, lower: int,
             multipliers: dict[str, str], outdir: Path, isa: str, seconds: float, report: dict[str, Any],
             log: Callable[[str], None], ordered: dict[str, Any] | None = None) -> str:
    """Order the step (:func:`_order`, unless ``ordered`` already did), write the train proof;
    returns its path."""
    ordered = ordered or _order(name, spec, step, outdir, isa, seconds, log)
    parts, replayed = ordered["parts"], ordered["replayed"]
    report["plan"].update({"modeled_peak": replayed["modeled_peak"], "measured_peak": replayed["measured_peak"],
                           "replay_equal": replayed["equal"], "grads_match_capture": replayed["grads_match_capture"],
                           "compiled_order_measured_peak": report["plan"]["measured_peak"],
                           "orders_optimal": {k: v["optimal"] for k, v in parts.items()}})
    proof = {"format": PROOF_FORMAT, "model": spec, "budget": budget,
             "step": {"forward": {k: v for k, v in parts["forward"].items() if k != "optimal"},
                      "backward": {k: v for k, v in parts["backward"].items() if k != "optimal"},
                      "peak": replayed["modeled_peak"]},
             "plan": {"nodes": _nodes(table),
                      "saved": M.chosen(table, values, "s"),
                      "recomputed": M.chosen(table, values, "r"),
                      "extra_flops": M.cost(M.extra_flops_objective(table)[0], values),
                      "lower_bound": {"extra_flops": lower, "multipliers": multipliers}}}
    target = outdir / f"{name}.train-proof.yaml"
    write_yaml(target, proof)
    return str(target)


def pytorch_side(spec: str, base: Any, base_run: Any, blocks: tuple[str, ...] = ()) -> Any:
    """A :class:`formal.pipelines.train_pytorch.PyTorchSide` for ``spec`` whose default configuration is
    the baseline already compiled and measured here (no second compile of it)."""
    def build() -> tuple:
        ms = resolve_spec(spec)
        return ms.model, ms.inputs, ms.loss_fn

    side = P.PyTorchSide(build, blocks)
    side._default = P.Point(label="default", solver=None, budget=1.0,
                            chosen=tuple(sorted(base.partition.table.pytorch_saved)), saved=list(base.partition.saved),
                            saved_bytes=P._saved_bytes(base), measured_peak=base_run.measured_peak,
                            fwd_peak=base_run.fwd_peak, bwd_peak=base_run.bwd_peak, step_flops=base.step_flops,
                            extra_flops=0, median_seconds=base_run.seconds, compile_seconds=base.compile_seconds)
    side._memo.setdefault(side._default.chosen, side._default)
    return side


def pytorch_at_budget(side: Any, budget: int, log: Callable[[str], None]) -> dict[str, Any]:
    """PyTorch's own answers at the same budget, same run: its default min-cut partitioner, and
    each ``activation_memory_budget`` solver's least-extra-FLOPs budget whose measured step
    peak fits (formal.pipelines.train_pytorch's search), or why none does."""
    default = side.default()
    answers: dict[str, Any] = {"min_cut": {"measured_peak": default.measured_peak, "extra_flops": 0,
                                           "meets_budget": default.measured_peak <= budget,
                                           "median_seconds": default.median_seconds}}
    for solver in ("dp", "greedy", "ilp"):
        log(f"PyTorch's {solver} knapsack at the same budget")
        search = side.best_meeting(solver, budget)
        best = search.best
        answers[solver] = ({"measured_peak": best.measured_peak, "extra_flops": best.extra_flops,
                            "activation_memory_budget": best.budget, "meets_budget": True,
                            "median_seconds": best.median_seconds, "compiles": search.compiles}
                           if best is not None else
                           {"measured_peak": None, "extra_flops": None, "meets_budget": False,
                            "status": search.reason, "compiles": search.compiles,
                            "least_measured_peak": min((p.measured_peak for _b, p in search.tried), default=None)})
    return answers
