"""``formal bench train``: formal's training-step plans beside PyTorch's, on the study models.

For each model of :data:`formal.studies.train_models.STUDY_MODELS` (or any of ``TRAIN_MODELS`` named;
one process per model, so the default compile and every PyTorch configuration are compiled
once and shared by the budgets):

* the default ``torch.compile`` step, measured (peak, FLOPs, median step time);
* for each budget ratio R: ``formal train-plan``'s whole pipeline (:func:`formal.pipelines.train_plan.plan_step`:
  plan, realize, capture, certify, replay, the step proof) and PyTorch's answers at the same
  budget (its min-cut default and each ``activation_memory_budget`` solver's least-extra-FLOPs
  budget that fits, :mod:`formal.pipelines.train_pytorch`);
* whole-block ``torch.utils.checkpoint`` (the registered blocks), default partitioner.

Writes ``OUT/<model>.json`` per model (and, per ratio, the plan's traces, order proofs and
``formal.train-proof/1`` under ``OUT/<model>/r<R>/``, without the weights files), then
``OUT/table.md`` and ``OUT/train.png`` (measured step peak against extra FLOPs: PyTorch's
configurations and formal's plans on one chart per model). ``--render-only`` redraws the
table and the plot from the JSON files.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from formal.base.errors import FormalError
from formal.base.files import figure_png, write_atomic, write_json
from formal.capture.spec import resolve_spec
from formal.cli.argtypes import seconds
from formal.machine.fingerprint import pin_for_capture
from formal.pipelines.train_plan import PlanOptions, plan_step, pytorch_side
from formal.pipelines.train_step import compile_step, measure_step
from formal.pipelines.train_sweep import best_pytorch
from formal.studies.train_models import STUDY_MODELS, TRAIN_MODELS, train_model

RATIOS = (0.8, 0.6)


def _ratios(text: str) -> tuple[float, ...]:
    try:
        values = tuple(float(x) for x in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected comma-separated ratios, got {text!r}") from None
    if not values or not all(0 < v <= 1 for v in values):
        raise argparse.ArgumentTypeError(f"ratios must lie in (0, 1], got {text!r}")
    return values


def run_model(
    name: str, ratios: tuple[float, ...], out: Path, time_limit: float, certify_seconds: float, log
) -> dict[str, Any]:
    """One model's row of the study (module doc); also written to ``out/<name>.json``."""
    spec = f"formal.studies.train_models:{name}"
    registered = train_model(name)
    pin_for_capture("auto")
    started = time.monotonic()
    log(f"{name}: compiling the default step")
    ms = resolve_spec(spec)
    base = compile_step(ms.model, ms.inputs, ms.loss_fn)
    base_run = measure_step(base)
    del ms
    side = pytorch_side(spec, base, base_run, registered.blocks)
    row: dict[str, Any] = {"model": name, "spec": spec, "ratios": {}}
    for ratio in ratios:
        log(f"{name}: budget ratio {ratio}")
        options = PlanOptions(ratio=ratio, pytorch=True, time_limit=time_limit, certify_seconds=certify_seconds)
        report = plan_step(
            spec,
            options,
            outdir=out / name / f"r{ratio}",
            side=side,
            baseline=(base, base_run),
            log=lambda m: log(f"{name} r{ratio}: {m}"),
        )
        for weights in (out / name / f"r{ratio}").glob("*.inputs.pt"):
            weights.unlink()  # the weights and captured arguments are rebuilt from the builder, not kept
        row["ratios"][str(ratio)] = report
        write_json(out / f"{name}.partial.json", row)  # a long study keeps what it has measured
    if registered.blocks:
        log(f"{name}: whole-block checkpointing")
        row["checkpoint"] = side.checkpoint().as_dict()
    distinct = {id(p): p for p in side._memo.values()}
    row["pytorch_points"] = sorted(
        (p.as_dict() for p in distinct.values()), key=lambda d: (d["extra_flops"], d["label"])
    )
    row["baseline"] = row["ratios"][str(ratios[0])]["baseline"] if ratios else None
    row["seconds"] = round(time.monotonic() - started, 1)
    write_json(out / f"{name}.json", row)
    (out / f"{name}.partial.json").unlink(missing_ok=True)
    return row


def table(rows: list[dict[str, Any]]) -> str:
    """The study's markdown table: one line per (model, budget ratio)."""
    lines = [
        "| model | R | budget (MiB) | default peak (MiB) | formal peak (MiB) | formal extra GFLOP | "
        "certified lower bound GFLOP | best PyTorch | its peak (MiB) | its extra GFLOP | "
        "checkpoint peak (MiB) / extra GFLOP | "
        "step s (default / formal / PyTorch) | formal vs PyTorch | gradients |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    sec = lambda t: "-" if t is None else f"{t:.2f}"  # noqa: E731
    mb = lambda b: "-" if b is None else f"{b / 2**20:.1f}"  # noqa: E731
    gf = lambda f: "-" if f is None else f"{f / 1e9:.3f}"  # noqa: E731
    for row in rows:
        ck = row.get("checkpoint")
        ck_text = f"{mb(ck['measured_peak'])} / {gf(ck['extra_flops'])}" if ck else "-"
        for ratio, rep in sorted(row["ratios"].items(), key=lambda item: -float(item[0])):
            plan, answers = rep["plan"], rep.get("pytorch") or {}
            key, best = best_pytorch(answers, row.get("checkpoint"), rep["budget"])
            if rep.get("infeasible"):
                held = "a backward kernel's operands" if rep["infeasible"].get("kernel") else "gradients"
                verdict = f"no plan can fit (proved: primals + {held} {mb(rep['infeasible']['floor'])} MiB)"
            elif plan["measured_peak"] is None:
                ours = [r["measured_peak"] for r in rep.get("rounds", []) if r.get("measured_peak")]
                ours += (
                    [rep["least_in_certified_orders"]["measured_peak"]] if rep.get("least_in_certified_orders") else []
                )
                theirs = [p["measured_peak"] for p in row.get("pytorch_points", [])]
                verdict = (
                    "formal: no plan fits"
                    + ("" if best else "; nor PyTorch's")
                    + (
                        f" (least measured: formal {mb(min(ours))}, PyTorch {mb(min(theirs))} MiB)"
                        if ours and theirs
                        else ""
                    )
                )
            elif best is None:
                verdict = "only formal fits"
            elif plan["extra_flops"] < best["extra_flops"]:
                verdict = "formal lower"
            elif plan["extra_flops"] == best["extra_flops"]:
                verdict = "equal"
            else:
                verdict = "PyTorch lower"
            grads = {True: "bit-identical", False: "differ", None: "-"}[rep.get("grads_bit_identical")]
            lines.append(
                f"| {row['model']} | {ratio} | {mb(rep['budget'])} | {mb(rep['baseline']['measured_peak'])} | "
                f"{mb(plan['measured_peak'])} | {gf(plan['extra_flops'])} | "
                f"{'-' if rep.get('infeasible') else gf(plan['extra_flops_lower_bound'])} | "
                f"{key or 'none fits'} | "
                f"{mb(best['measured_peak']) if best else '-'} | {gf(best['extra_flops']) if best else '-'} | "
                f"{ck_text} | {sec(rep['baseline'].get('median_step_seconds'))} / "
                f"{sec(plan.get('median_step_seconds'))} / "
                f"{sec(best.get('median_seconds') if best else None)} | "
                f"{verdict} | {grads} |"
            )
    return "\n".join(lines) + "\n"


def plot(rows: list[dict[str, Any]], target: Path) -> None:
    """Measured step peak against extra FLOPs, one panel per model: PyTorch's configurations
    (by solver), whole-block checkpointing, formal's plans, and the budgets."""
    import matplotlib  # matplotlib: heavy; only plots need it

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # matplotlib: heavy; only plots need it

    cols = min(3, max(1, len(rows)))
    rows_n = (len(rows) + cols - 1) // cols
    fig, axes = plt.subplots(rows_n, cols, figsize=(5 * cols, 4 * rows_n), squeeze=False)
    markers = {"dp": "o", "greedy": "s", "ilp": "^", None: "D"}
    for ax, row in zip(axes.flat, rows):
        base = row["baseline"]["measured_peak"]
        step = row["baseline"]["step_flops"]
        for p in row["pytorch_points"]:
            ax.scatter(
                100 * p["extra_flops"] / step,
                100 * p["measured_peak"] / base,
                marker=markers.get(p["solver"], "x"),
                facecolors="none",
                edgecolors="tab:blue",
                label=f"PyTorch {p['solver'] or p['label']}",
            )
        pts = sorted((100 * p["extra_flops"] / step, 100 * p["measured_peak"] / base) for p in row["pytorch_points"])
        if pts:
            ax.plot(*zip(*pts), color="tab:blue", alpha=0.3)
        if row.get("checkpoint"):
            ck = row["checkpoint"]
            ax.scatter(
                100 * ck["extra_flops"] / step,
                100 * ck["measured_peak"] / base,
                marker="*",
                s=90,
                color="tab:green",
                label="checkpoint blocks",
            )
        ours = []
        for ratio, rep in row["ratios"].items():
            ax.axhline(100 * float(ratio), color="grey", linestyle=":", linewidth=0.8)
            plan = rep["plan"]
            if plan["measured_peak"] is not None:
                ours.append((100 * plan["extra_flops"] / step, 100 * plan["measured_peak"] / base))
            for tried in rep.get("rounds", []):
                if tried.get("measured_peak") and tried["measured_peak"] > rep["budget"]:
                    ax.scatter(
                        100 * tried["extra_flops"] / step,
                        100 * tried["measured_peak"] / base,
                        marker="x",
                        color="tab:red",
                        label="formal, over its budget",
                    )
        if ours:
            ax.plot(*zip(*sorted(ours)), color="tab:red", marker="o", label="formal")
        ax.set_title(row["model"])
        ax.set_xlabel("extra FLOPs (% of the default step)")
        ax.set_ylabel("measured step peak (% of default)")
        handles, labels = ax.get_legend_handles_labels()
        unique = dict(zip(labels, handles))
        ax.legend(unique.values(), unique.keys(), fontsize=7)
    for ax in list(axes.flat)[len(rows) :]:
        ax.axis("off")
    fig.tight_layout()

    write_atomic(target, figure_png(fig))


def render(out: Path) -> list[dict[str, Any]]:
    rows = [json.loads(p.read_text()) for p in sorted(out.glob("*.json")) if not p.name.endswith(".partial.json")]
    rows = [r for r in rows if "ratios" in r and "pytorch_points" in r]
    if not rows:
        raise FormalError(f"{out}: no study results (<model>.json) to render")
    write_atomic(out / "table.md", table(rows))
    plot(rows, out / "train.png")
    return rows


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="formal bench train", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--models",
        default=",".join(STUDY_MODELS),
        help=f"comma-separated models of {', '.join(TRAIN_MODELS)} (default: {', '.join(STUDY_MODELS)})",
    )
    parser.add_argument("--ratios", type=_ratios, default=RATIOS, help="budget ratios (default 0.8,0.6)")
    parser.add_argument(
        "-o", "--output", default="results/train", help="folder for the results (default results/train)"
    )
    parser.add_argument("--time-limit", type=seconds, default=60.0, help="seconds per solve (default 60)")
    parser.add_argument("--certify-time-limit", type=seconds, default=60.0, help="seconds per program's order proof")
    parser.add_argument("--render-only", action="store_true", help="redraw table.md and train.png from the JSON files")
    args = parser.parse_args(argv)
    out = Path(args.output)
    out.mkdir(parents=True, exist_ok=True)
    if not args.render_only:
        for name in [m for m in args.models.split(",") if m]:
            if name not in TRAIN_MODELS:
                raise FormalError(f"unknown study model {name!r}; known: {', '.join(TRAIN_MODELS)}")
            run_model(
                name,
                args.ratios,
                out,
                args.time_limit,
                args.certify_time_limit,
                lambda m: print(f"formal: {m}", file=sys.stderr, flush=True),
            )
    rows = render(out)
    print((out / "table.md").read_text(), end="")
    print(f"{len(rows)} model(s); table {out / 'table.md'}, plot {out / 'train.png'}")
    return 0
