"""The planning model's error on every plan of the committed sweeps: measured minus modeled step peak.

``python benchmarks/train/model_error.py [--plans] [results/train/sweeps/*/sweep.json ...]`` prints, per sweep
and over all of them, how many plans were measured and the distribution of the step's error (as a share of the
measured peak): least, quartiles, largest, and the share within 3% (issue 50's acceptance), 5% and 10%. A
positive error is a peak the model underestimated (a plan planned to fit that may not); a negative one, room the
model left unused. ``--plans``: every plan's error too, per phase (a ``--json`` report of ``formal train-plan
--sweep`` is read as well as its ``sweep.json``).

``--remodel``: the planning model as it is now against each plan's peaks as they were measured, without
compiling the plans again: the sweep's model (its ``spec``, with ``benchmarks/train`` and ``benchmarks/deploy``
on the path) is compiled once with PyTorch's default partitioner, as ``formal train-plan`` calibrates on it,
and each plan's saved set is modeled. Run it where the sweep was measured (the same torch, the ISA pin
``formal train-plan`` sets): a plan's measured peak is a property of its compiled program.

``--kernels`` (with ``--remodel``): for each plan whose backward trace and programs lie beside the sweep
(``*.LABEL.bwd.trace.yaml``), where the error comes from: at each external kernel of the backward
(convolution backwards, matrix products), in order, the model's highest load since the kernel before
(calibration offset included) beside the allocator's (:mod:`formal.train.allocator`, whose highest is the
measured backward peak to the byte). The kernels are matched by position among those of one operator; a
plan whose two programs and model disagree on their count is said so and skipped.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def measured_plans(report: dict) -> list[dict]:
    """Every plan the sweep measured: those it compiled (``plans``), then those only a dry run measured
    (``dry_plans``, labelled d0, d1, ...: a dry run measures the compiled step's peaks)."""
    dry = [{"label": f"d{i}", **plan} for i, plan in enumerate(report.get("dry_plans", []))]
    return [*report["plans"], *dry]


def step_errors(report: dict) -> list[float]:
    """Each plan's (measured - modeled) / measured step peak."""
    errors = []
    for plan in measured_plans(report):
        error = plan["model_error"]
        errors.append((error["step_measured"] - error["step_modeled"]) / error["step_measured"])
    return errors


def summary(errors: list[float]) -> str:
    if not errors:
        return "no plans"
    cuts = statistics.quantiles(errors, n=4) if len(errors) > 1 else [errors[0]] * 3
    within = [sum(abs(e) <= bound for e in errors) / len(errors) for bound in (0.03, 0.05, 0.10)]
    return (
        f"{len(errors):3d} plans: least {min(errors):+.1%}, quartiles {cuts[0]:+.1%} / {cuts[1]:+.1%} / "
        f"{cuts[2]:+.1%}, largest {max(errors):+.1%}; within 3%: {within[0]:.0%}, 5%: {within[1]:.0%}, "
        f"10%: {within[2]:.0%}"
    )


def plan_lines(report: dict) -> list[str]:
    """One line per measured plan: its label, the step's error, each phase's modeled and measured peak."""
    lines = []
    for plan, error in zip(measured_plans(report), step_errors(report)):
        e = plan["model_error"]
        lines.append(
            f"  {plan.get('label', '?'):5s} {error:+6.1%}  forward {e['forward_modeled']:>11,} modeled "
            f"{e['forward_measured']:>11,} measured; backward {e['backward_modeled']:>11,} modeled "
            f"{e['backward_measured']:>11,} measured"
        )
    return lines


def remodeled(report: dict) -> tuple[dict, object]:
    """``report`` with each plan's ``model_error`` recomputed by today's planning model (module doc), and the
    baseline it was calibrated on."""
    from types import SimpleNamespace

    from formal.capture.spec import resolve_spec
    from formal.pipelines.train_plan import measure_baseline, model_error
    from formal.train.formulation import assignment

    base = measure_baseline(resolve_spec(report["spec"]), None, lambda _m: None, bool(report.get("split_addmm")))
    for plan in [*report["plans"], *report.get("dry_plans", [])]:
        was = plan["model_error"]
        run = SimpleNamespace(
            fwd_peak=was["forward_measured"], bwd_peak=was["backward_measured"], measured_peak=was["step_measured"]
        )
        plan["model_error"] = model_error(base, assignment(base.table, set(plan["saved"])), run)
    return report, base


# The backward's external kernels, as the joint graph names their operators and as a trace's units are labelled
KERNEL_TARGETS = {
    "aten.convolution_backward.default": "torch.ops.aten.convolution_backward.default",
    "aten.mm.default": "extern_kernels.mm",
    "aten.addmm.default": "extern_kernels.addmm",
    "aten.bmm.default": "extern_kernels.bmm",
}


def kernel_lines(base, plan: dict, folder: Path, held: int) -> list[str]:
    """The model's load and the allocator's at each external kernel of a plan's backward (module doc)."""
    from formal.base.files import read_yaml
    from formal.model.problem import problem_from_dict
    from formal.train import formulation as M
    from formal.train.allocator import backward_allocator_profile

    found = sorted(folder.glob(f"*.{plan['label']}.bwd.trace.yaml"))
    if not found:
        return []
    trace_path = found[0]
    stem = trace_path.name[: -len(".bwd.trace.yaml")]
    fwd, bwd = ((folder / f"{stem}.{part}.wrapper.py").read_text() for part in ("fwd", "bwd"))
    data = read_yaml(trace_path)  # parsed once: the problem, and the units' labels it does not keep
    trace = problem_from_dict(data, str(trace_path))
    allocator = backward_allocator_profile(trace, fwd, bwd, held)
    labels = {u["id"]: u.get("label", "") for u in data["units"]}
    table, values = base.table, M.assignment(base.table, set(plan["saved"]))
    loaded = M.row_loads(table, values, base.correction)
    starts = {int(name.split("@")[1]): load for name, load in loaded if name.startswith("backward@")}
    backward = [n for n in table.nodes if n.kind == "backward"]
    loads, current = [], 0
    for t in range(len(backward)):
        current = starts.get(t, current)
        loads.append(current + base.offset)
    paired, notes = {}, []  # model position -> trace unit: the i-th kernel of an operator in each (in any order)
    for op, label in KERNEL_TARGETS.items():
        ours = [t for t, n in enumerate(backward) if n.target == op]
        theirs = [k for k, u in enumerate(trace.units) if labels[u.id] == label]
        if len(ours) != len(theirs):  # forward kernels computed again in backward are the trace's only
            notes.append(f"{len(ours)} {op} in the model's backward, {len(theirs)} in the trace: left out")
        else:
            paired.update(zip(ours, theirs))
    model, units = sorted(paired), sorted(paired.values())
    lines = [f"  {plan['label']}: {note}" for note in notes] + [
        f"  {plan['label']}: kernel, model (offset included), allocator, allocator - model, since the kernel before"
    ]
    for t in model:  # in the model's order; each side's stretch since the external kernel before it in its own order
        k = paired[t]
        since_t = max((q for q in model if q < t), default=-1) + 1
        since_k = max((q for q in units if q < k), default=-1) + 1
        modeled, measured = max(loads[since_t : t + 1]), max(allocator[since_k : k + 1])
        lines.append(f"    {backward[t].name:28s} {modeled:>14,} {measured:>14,} {measured - modeled:>+13,}")
    return lines


def main(args: list[str]) -> None:
    each, again, kernels = "--plans" in args, "--remodel" in args, "--kernels" in args
    if kernels and not again:
        sys.exit("--kernels reads the model as it is now: give --remodel too")
    paths = [a for a in args if a not in ("--plans", "--remodel", "--kernels")]
    if again:  # the sweeps' models are compiled: once, for every sweep, their folders on the path and the pin
        from formal.machine.fingerprint import pin_for_capture

        sys.path[:0] = [str(ROOT / "benchmarks" / "train"), str(ROOT / "benchmarks" / "deploy")]
        pin_for_capture("auto")  # raises, with the environment to pin, where this process is not pinned
    files = [Path(p) for p in paths] or sorted((ROOT / "results" / "train" / "sweeps").glob("*/sweep.json"))
    every = []
    for path in files:
        report, base = remodeled(json.loads(path.read_text())) if again else (json.loads(path.read_text()), None)
        errors = step_errors(report)
        every += errors
        name = path.parent.name if path.name == "sweep.json" else path.stem
        print(f"{name:32s} {summary(errors)}")
        if each:
            print("\n".join(plan_lines(report)))
        if kernels:
            for plan in report["plans"]:
                print("\n".join(kernel_lines(base, plan, path.parent, report["baseline"]["held_bytes"])))
    print(f"{'all':32s} {summary(every)}")


if __name__ == "__main__":
    from formal.machine.fingerprint import FingerprintMismatch, child_environment

    try:
        main(sys.argv[1:])
    except FingerprintMismatch as exc:  # --remodel compiles: again in a child pinned as formal train-plan pins
        if exc.env is None:
            raise
        sys.exit(subprocess.run([sys.executable, *sys.argv], env=child_environment(exc.env)).returncode)
