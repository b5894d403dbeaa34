"""``formal bench executorch``: ExecuTorch's memory planners beside formal's, on real models, measured.

For each model (the 13 microcontroller-class models of :mod:`formal.studies.corpus.mcu`, then
ResNet-18, ResNet-50, MobileNetV2, MobileNetV3-Small and a tiny transformer of
:mod:`formal.studies.executorch_models`) the model is exported and lowered to edge once
(``to_edge(torch.export.export(...))``), then lowered to a ``.pte`` three times from that same
edge program, its arenas planned by ExecuTorch's ``greedy``, by its ``naive`` (no reuse) and by
formal's exact search (:class:`formal.executorch.planner.FormalPlanner`). Each ``.pte`` is read
back (:func:`formal.executorch.program.read_pte`): its declared arena bytes, and no two live
tensors may share a byte (:func:`formal.memplan.verify.overlaps`). The aligned live-bytes lower
bound is read from formal's program (the instruction order is the same for those three, so no
plan for it can be smaller). Each program runs in ExecuTorch's runtime and its outputs are
compared bit for bit with greedy's. Formal's arena proof is written and checked by the trusted
checker (``formal check``) in a child process. A fourth program moves the operators into formal's
certified least-peak order first (:mod:`formal.executorch.reorder`) and plans with formal: its
arena, its bound, its bits against greedy's, and both its proofs (arena, and order against the
edge graph's problem) checked. Lowered without a delegate, ``linear`` becomes
``permute_copy(weight)`` then ``addmm``, and the transposed weight is planned like an activation:
each row also gives the bound without those copies (:func:`weight_copies`).

Writes ``executorch.json``, ``executorch.md`` and ``executorch.png`` into ``-o DIR``
(atomically), and prints the table (or with ``--json`` the JSON document). A model that fails
is reported in its row (``error``); the run goes on. Seconds are wall clock on the machine that
ran it; bytes and bits are exact.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from importlib import metadata
from pathlib import Path
from typing import Any, Sequence

import torch

from formal.arena.blocks import lower_bound
from formal.base.checking import run_checker
from formal.base.errors import FormalError
from formal.base.files import figure_png, write_atomic, write_yaml
from formal.cli import argtypes
from formal.executorch.noise import quiet, require
from formal.executorch.program import read_pte
from formal.executorch.runtime import export_program, run_program, same_bits
from formal.memplan.proof import arena_proof
from formal.memplan.verify import arena_reports, overlaps, plan_alignment
from formal.model import dump_problem
from formal.studies import executorch_models
from formal.studies.corpus import mcu

FORMAT = "formal.executorch-bench/1"
PLANNERS = ("greedy", "naive", "formal")
MODELS: tuple[str, ...] = mcu.MODELS + executorch_models.MODELS
CHECK_TIMEOUT_S = 300.0


def _build(name: str) -> tuple[torch.nn.Module, tuple[torch.Tensor, ...]]:
    return executorch_models.build(name) if name in executorch_models.MODELS else mcu.build(name)


def _check(proof: dict[str, Any], folder: str, mem_id: int, problem: str | None = None) -> tuple[bool, str]:
    """Whether the trusted checker accepts ``proof`` (against ``problem``, if given), and its last claim
    (:func:`formal.base.checking.run_checker`, the product's one way to ask it)."""
    path = os.path.join(folder, f"arena{mem_id}.proof.yaml" if problem is None else "order.proof.yaml")
    write_yaml(path, proof)
    try:
        claims = run_checker(problem, path, timeout=CHECK_TIMEOUT_S)
    except FormalError as e:  # refused as input, or no answer within the timeout
        return False, str(e)
    return all(ok for ok, _m in claims), claims[-1][1]


def _largest(meth: Any, count: int = 3) -> list[dict[str, Any]]:
    """The ``count`` largest planned tensors, with the instruction that first names them (their writer)."""
    out = []
    for t in sorted(meth.tensors, key=lambda t: -t.nbytes)[:count]:
        at = meth.where(t.start) if t.start < len(meth.positions) else ""
        out.append({"value": t.index, "bytes": t.nbytes, "shape": list(t.shape), "role": t.role, "first_use": at})
    return out


def weight_copies(pte: bytes, meth: Any) -> dict[str, int]:
    """The planned tensors that a ``permute_copy`` writes from a constant (a linear layer's transposed weight).

    Lowered without a delegate, ``linear`` becomes ``permute_copy(weight)`` then ``addmm``: the copy is an
    activation as far as memory planning knows, so it takes arena bytes. Their count, largest and total
    bytes, and the lower bound of the same arenas without them (how much of the bound they set).
    """
    from executorch.exir import schema
    from executorch.exir._serialize._program import deserialize_pte_binary

    plan = next(p for p in deserialize_pte_binary(pte).program.execution_plan if p.name == meth.name)
    copies: set[str] = set()
    for instruction in plan.chains[0].instructions:
        args = instruction.instr_args
        if isinstance(args, schema.KernelCall) and plan.operators[args.op_index].name == "aten::permute_copy":
            src = plan.values[args.args[0]].val
            if isinstance(src, schema.Tensor) and src.allocation_info is None and src.data_buffer_idx > 0:
                copies.add(f"v{args.args[-1]}")
    sizes = [t.nbytes for t in meth.tensors if t.id in copies]
    without = sum(
        lower_bound([b for b in meth.blocks(m) if b.id not in copies], plan_alignment(meth, m)) for m in meth.mem_ids
    )
    return {
        "count": len(sizes),
        "largest_bytes": max(sizes, default=0),
        "total_bytes": sum(sizes),
        "bound_without_bytes": without,
    }


def run_model(name: str, time_limit: float) -> dict[str, Any]:
    """One model's row: the three planners' programs, read, verified, run and compared; formal's proof checked.

    Whatever fails is the row's ``error`` (the fields measured before it stay).
    """
    row: dict[str, Any] = {"model": name, "error": None, "formal_reordered": None}
    try:
        require()
        from executorch.exir import to_edge

        model, inputs = _build(name)
        t0 = time.perf_counter()
        edge = to_edge(torch.export.export(model, inputs))
        row["lowering_seconds"] = round(time.perf_counter() - t0, 3)
        row.update(plan_seconds={}, to_executorch_seconds={}, overlaps={}, bytes={})
        outputs: dict[str, list[Any]] = {}
        for planner in PLANNERS:
            t0 = time.perf_counter()
            e = export_program(model, inputs, planner, time_limit, edge=edge)
            wall = time.perf_counter() - t0
            meth = read_pte(e.pte)
            reports = arena_reports(meth)
            row["plan_seconds"][planner] = round(e.plan_seconds, 4)
            row["to_executorch_seconds"][planner] = round(wall - e.plan_seconds, 3)
            row["bytes"][planner] = sum(r.declared for r in reports)
            row["overlaps"][planner] = [o.message() for o in overlaps(meth)]
            with quiet():
                outputs[planner] = run_program(e.pte, inputs)
            if planner != "formal":
                continue
            # The bound and the counts come from formal's program; the order is the same in all three.
            row["instructions"] = len(meth.positions)
            row["tensors"] = sum(r.tensors for r in reports)
            row["arenas"] = len(reports)
            row["lower_bound"] = sum(r.lower_bound for r in reports)
            row["largest_tensors"] = _largest(meth)
            row["weight_copies"] = weight_copies(e.pte, meth)
            row["formal_plan"] = [
                {
                    "mem_id": a.mem_id,
                    "arena": a.plan.arena,
                    "lower_bound": a.plan.lower_bound,
                    "proven_bound": a.plan.proven_bound,
                    "greedy": a.greedy,
                    "kept": a.kept,
                    "seconds": round(a.plan.seconds, 4),
                }
                for a in e.algorithm.results
            ]
            checks = []
            with tempfile.TemporaryDirectory() as folder:
                for r in reports:
                    ok, said = _check(arena_proof(meth, r.mem_id), folder, r.mem_id)
                    checks.append({"mem_id": r.mem_id, "ok": ok, "said": said})
            row["checks"] = checks
            row["check_ok"] = all(c["ok"] for c in checks)
        row["formal_reordered"] = _reordered(model, inputs, edge, time_limit, outputs["greedy"])
        b = row["bytes"]
        row["optimal"] = b["formal"] == row["lower_bound"]
        row["greedy_optimal"] = b["greedy"] == row["lower_bound"]
        row["saving_bytes"] = b["greedy"] - b["formal"]
        row["saving_percent"] = round(100.0 * row["saving_bytes"] / b["greedy"], 2) if b["greedy"] else 0.0
        row["bits_identical"] = {p: same_bits(outputs[p], outputs["greedy"]) for p in ("formal", "naive")}
        row["sound"] = not any(row["overlaps"].values())
    except Exception as e:  # one model's failure is its row's, not the run's
        row["error"] = f"{type(e).__name__}: {str(e).strip().splitlines()[0][:300] if str(e).strip() else ''}"
    return row


def _reordered(model: Any, inputs: Any, edge: Any, time_limit: float, reference: list[Any]) -> dict[str, Any]:
    """formal's planner after the certified order: the program's arena and bound, its bits, both proofs checked."""
    t0 = time.perf_counter()
    e = export_program(model, inputs, "formal", time_limit, edge=edge, reorder=3 * time_limit)
    wall = time.perf_counter() - t0
    meth = read_pte(e.pte)
    reports = arena_reports(meth)
    with quiet():
        outputs = run_program(e.pte, inputs)
    order = e.order
    assert order is not None
    with tempfile.TemporaryDirectory() as folder:
        arena_checks = [_check(arena_proof(meth, r.mem_id), folder, r.mem_id)[0] for r in reports]
        problem = os.path.join(folder, "order.problem.yaml")
        write_atomic(problem, dump_problem(order.problem))
        order_ok, said = _check(order.proof, folder, 0, problem)
    return {
        "bytes": sum(r.declared for r in reports),
        "lower_bound": sum(r.lower_bound for r in reports),
        "optimal": all(r.optimal for r in reports),
        "units": order.problem.n,
        "modeled_peak_exported_order": order.exported_peak,
        "modeled_peak": order.peak,
        "order_lower_bound": order.lower_bound,
        "order_optimal": order.optimal,
        "seconds": round(wall, 3),
        "overlaps": [o.message() for o in overlaps(meth)],
        "bits_identical": same_bits(outputs, reference),
        "check_ok": all(arena_checks) and order_ok,
        "order_check": said,
    }


def _ok(row: dict[str, Any]) -> bool:
    return row.get("error") is None


def _kib(n: int | None) -> str:
    return "-" if n is None else f"{n / 1024:.1f}"


def _yes(flag: bool | None) -> str:
    return "-" if flag is None else ("yes" if flag else "NO")


def table(rows: Sequence[dict[str, Any]]) -> str:
    """The rows as a markdown table (KiB with one decimal; exact bytes are in the JSON)."""
    head = (
        "| model | instr | tensors | greedy KiB | naive KiB | formal KiB | bound KiB | bound w/o weight copies | "
        "optimal | saving | formal, certified order KiB | order optimal | "
        "plan s greedy / naive / formal | lowering s | bits formal / naive / reordered | check |"
    )
    lines = [head, "|" + "---|" * head.count(" | ") + "---|"]
    for r in rows:
        if not _ok(r):
            lines.append(f"| {r['model']} | error: {r['error'].replace('|', '/')} |" + " |" * (head.count(" | ") - 1))
            continue
        b, s, bits, o = r["bytes"], r["plan_seconds"], r["bits_identical"], r["formal_reordered"]
        lines.append(
            f"| {r['model']} | {r['instructions']} | {r['tensors']} | {_kib(b['greedy'])} | {_kib(b['naive'])} | "
            f"{_kib(b['formal'])} | {_kib(r['lower_bound'])} | {_kib(r['weight_copies']['bound_without_bytes'])} | "
            f"{_yes(r['optimal'])} | "
            f"{_kib(r['saving_bytes'])} KiB ({r['saving_percent']:.1f}%) | "
            f"{_kib(o['bytes'])} | {_yes(o['order_optimal'])} | "
            f"{s['greedy']:.3f} / {s['naive']:.3f} / {s['formal']:.3f} | {r['lowering_seconds']:.1f} | "
            f"{_yes(bits['formal'])} / {_yes(bits['naive'])} / {_yes(o['bits_identical'])} | "
            f"{_yes(r['check_ok'] and o['check_ok'])} |"
        )
    return "\n".join(lines) + "\n"


def summary(rows: Sequence[dict[str, Any]]) -> list[str]:
    """Three to five lines: where formal is smaller, where greedy is already optimal, the time, what failed."""
    good = [r for r in rows if _ok(r)]
    n = len(good)
    smaller = [r for r in good if r["saving_bytes"] > 0]
    lines = []
    if smaller:
        best = max(smaller, key=lambda r: r["saving_percent"])
        most = max(smaller, key=lambda r: r["saving_bytes"])
        also = "" if most is best else f", and at most {_kib(most['saving_bytes'])} KiB ({most['model']})"
        lines.append(
            f"formal's arena is smaller than greedy's on {len(smaller)} of {n} models: at most "
            f"{best['saving_percent']:.1f}% ({best['model']}, {_kib(best['saving_bytes'])} KiB){also}; "
            "never larger (greedy's plan is kept otherwise)."
        )
    else:
        lines.append(f"formal's arena is smaller than greedy's on none of the {n} models; never larger.")
    lines.append(
        f"Greedy already equals the certified lower bound on {sum(r['greedy_optimal'] for r in good)} of {n}; "
        f"formal reaches it on {sum(r['optimal'] for r in good)} of {n} (the bound is for the program's "
        "instruction order, which all three planners share)."
    )
    lower = [r for r in good if r["formal_reordered"]["bytes"] < r["bytes"]["formal"]]
    certified = sum(r["formal_reordered"]["order_optimal"] for r in good)
    reorder_line = (
        f"The certified order lowers formal's arena on {len(lower)} of {n} models"
        + (
            ": "
            + ", ".join(
                f"{r['model']} {_kib(r['bytes']['formal'] - r['formal_reordered']['bytes'])} KiB" for r in lower
            )
            if lower
            else " (the exported order is already a least-peak order on every one)"
        )
        + f"; the order is proved optimal on {certified} of {n}."
    )
    lines.append(reorder_line)
    seconds = {p: sum(r["plan_seconds"][p] for r in good) for p in PLANNERS}
    lines.append(
        f"Planning time, all models: greedy {seconds['greedy']:.2f} s, naive {seconds['naive']:.2f} s, formal "
        f"{seconds['formal']:.2f} s; export and to_edge {sum(r['lowering_seconds'] for r in good):.1f} s."
    )
    copies = [r for r in good if r["weight_copies"]["count"]]
    if copies:
        top = max(copies, key=lambda r: r["weight_copies"]["largest_bytes"])
        setting = [r for r in copies if r["weight_copies"]["bound_without_bytes"] < r["lower_bound"]]
        line = (
            f"On {len(copies)} of {n} models the arena holds transposed linear weights (`permute_copy` of a constant, "
            f"`linear` lowered without a delegate), the largest {_kib(top['weight_copies']['largest_bytes'])} KiB "
            f"({top['model']}); they raise the bound on {len(setting)}"
        )
        if setting:
            most = min(setting, key=lambda r: r["weight_copies"]["bound_without_bytes"] / r["lower_bound"])
            line += (
                f", most on {most['model']} ({_kib(most['lower_bound'])} KiB, "
                f"{_kib(most['weight_copies']['bound_without_bytes'])} KiB without them)"
            )
        lines.append(line + ".")
    failed = [r["model"] for r in rows if not _ok(r)]
    differ = [
        r["model"] for r in good if not all(r["bits_identical"].values()) or not r["formal_reordered"]["bits_identical"]
    ]
    unchecked = [r["model"] for r in good if not (r["check_ok"] and r["formal_reordered"]["check_ok"])]
    unsound = [r["model"] for r in good if not r["sound"] or r["formal_reordered"]["overlaps"]]
    if failed or differ or unchecked or unsound:
        lines.append(
            f"Failed: {', '.join(failed) or 'none'}; outputs differ from greedy's: {', '.join(differ) or 'none'}; "
            f"proof refused: {', '.join(unchecked) or 'none'}; overlapping plans: {', '.join(unsound) or 'none'}."
        )
    else:
        lines.append(
            "Every program's plan is sound (no live tensors share a byte), every output equals greedy's bit for bit, "
            "and every formal arena proof passes `formal check`."
        )
    return lines


def markdown(rows: Sequence[dict[str, Any]], time_limit: float, versions: dict[str, str]) -> str:
    return "\n".join(
        [
            "# ExecuTorch memory planners: greedy, naive and formal",
            "",
            f"torch {versions['torch']}, executorch {versions['executorch']}; formal's search "
            f"{time_limit:g} s per arena; batch 1, float32, portable kernels, no delegate. "
            "Arena bytes are the program's declared `non_const_buffer_sizes`; the bound is the aligned "
            "live-bytes lower bound of formal's program; 'w/o weight copies' is that bound without the tensors "
            "`permute_copy` writes from a constant (linear layers' transposed weights, planned as activations).",
            "",
            table(rows),
            *summary(rows),
            "",
        ]
    )


def plot(rows: Sequence[dict[str, Any]]) -> bytes:
    """A PNG: per model, greedy's and formal's arenas and the bound as ratios to the bound; naive as a marker.

    Linear, so that greedy's excess of a few percent shows; naive (no reuse, up to tens of times the
    bound) sits above the axis as a marker with its ratio written beside it.
    """
    import matplotlib  # matplotlib: heavy; only the plot needs it

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # matplotlib: heavy; only the plot needs it

    good = [r for r in rows if _ok(r) and r["lower_bound"]]
    fig, ax = plt.subplots(figsize=(max(8.0, 0.6 * len(good) + 3), 5.5))
    greedy = [r["bytes"]["greedy"] / r["lower_bound"] for r in good]
    series = [
        ("ExecuTorch greedy", greedy),
        ("formal", [r["bytes"]["formal"] / r["lower_bound"] for r in good]),
        ("lower bound", [1.0] * len(good)),
        ("formal, certified order", [r["formal_reordered"]["bytes"] / r["lower_bound"] for r in good]),
    ]
    width = 0.8 / len(series)
    for k, (label, ratios) in enumerate(series):
        ax.bar([i + (k - 1.5) * width for i in range(len(good))], ratios, width, label=label)
    for i, g in enumerate(greedy):
        if g > 1.0005:
            ax.annotate(f"{g:.2f}x", (i - 1.5 * width, g), ha="center", va="bottom", fontsize=7)
    top = max([*greedy, 1.0]) * 1.08 + 0.12
    naive = [r["bytes"]["naive"] / r["lower_bound"] for r in good]
    ax.plot(range(len(good)), [min(n, top - 0.04) for n in naive], "kv", markersize=5, label="ExecuTorch naive")
    for i, n in enumerate(naive):
        ax.annotate(f"{n:.1f}x", (i, min(n, top - 0.04)), xytext=(5, -3), textcoords="offset points", fontsize=7)
    ax.set_ylim(0, top)
    ax.axhline(1.0, color="grey", linewidth=0.6)
    ax.set_xticks(range(len(good)))
    ax.set_xticklabels([r["model"].removeprefix("mcu_") for r in good], rotation=35, ha="right", fontsize=8)
    ax.set_ylabel("declared arena / certified lower bound")
    ax.set_title(
        "ExecuTorch arenas per planner, as a ratio to the aligned live-bytes lower bound\n"
        "(naive, no reuse: its ratio written, the marker held at the top)",
        fontsize=10,
    )
    ax.legend(fontsize=8, loc="center left", bbox_to_anchor=(1.0, 0.5))
    fig.tight_layout()
    return figure_png(fig)


def versions() -> dict[str, str]:
    try:
        et = metadata.version("executorch")
    except metadata.PackageNotFoundError:
        et = "not installed"
    return {"torch": torch.__version__, "executorch": et, "python": sys.version.split()[0]}


def document(rows: Sequence[dict[str, Any]], time_limit: float) -> dict[str, Any]:
    return {"format": FORMAT, "versions": versions(), "time_limit": time_limit, "rows": list(rows)}


def write_outputs(rows: Sequence[dict[str, Any]], out: Path, time_limit: float) -> dict[str, Any]:
    """Write executorch.json, executorch.md and executorch.png into ``out``; the JSON document."""
    if out.exists() and not out.is_dir():
        raise FormalError(f"-o {out}: not a folder")
    doc = document(rows, time_limit)
    md, png = markdown(rows, time_limit, doc["versions"]), plot(rows)
    out.mkdir(parents=True, exist_ok=True)
    write_atomic(out / "executorch.json", json.dumps(doc, indent=1) + "\n")
    write_atomic(out / "executorch.md", md)
    write_atomic(out / "executorch.png", png)
    return doc


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="formal bench executorch", description=__doc__.split("\n\n")[0].split(": ", 1)[1])
    p.add_argument("--only", nargs="+", metavar="NAME", choices=MODELS, help="these models only (default: all 18)")
    p.add_argument(
        "--time-limit",
        type=argtypes.seconds,
        default=10.0,
        metavar="S",
        help="formal's planner seconds per arena (default 10)",
    )
    p.add_argument(
        "-o",
        "--out",
        default="results/executorch",
        metavar="DIR",
        help="where executorch.json, .md and .png go (default results/executorch)",
    )
    p.add_argument("--json", action="store_true", help="print the JSON document instead of the table")
    args = p.parse_args(argv)
    rows = []
    for name in args.only or MODELS:
        t0 = time.perf_counter()
        rows.append(run_model(name, args.time_limit))
        what = rows[-1]["error"] or "ok"
        print(f"{name}: {what} ({time.perf_counter() - t0:.1f} s)", file=sys.stderr, flush=True)
    doc = write_outputs(rows, Path(args.out), args.time_limit)
    print(json.dumps(doc, indent=1) if args.json else table(rows) + "\n" + "\n".join(summary(rows)))
    return 0
