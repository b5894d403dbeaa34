"""``formal bench mcu``: the microcontroller study, read from committed traces and proofs.

For every microcontroller-class corpus model (family ``mcu``, formal/studies/corpus/mcu.py) this reads
``<traces>/<model>.infer.trace.yaml`` and ``<proofs>/<model>.infer.proof.yaml``, checks the
proof with the trusted checker, and reports side by side: units; the caller-held input bytes
(parameters and the model input); the peak of the compiler's order; the certified ordering
optimum; the single-operator bound (formal/patterns/tile.py) with its unit and the statement it
runs; whether optimum == bound; and, for the certified order's internal buffers, a TFLite-Micro
"greedy" arena (its GreedyMemoryPlanner: buffers by decreasing size, each at the lowest offset
where it fits, ``formal.arena.greedy.first_fit_by_size``) beside the exact arena
(``formal arena``'s packer, with a time limit and its status). Every peak is given whole and
above the caller-held inputs (on a microcontroller weights live in flash; activation SRAM is
what MCUNet reports). Nothing here compiles: the traces come from ``formal corpus build``.

Writes ``mcu.md``, ``mcu.json`` and ``mcu.png`` into ``-o DIR`` (atomically; nothing is written
when an input is bad), prints the table, or with ``--json`` the JSON document.
"""

from __future__ import annotations

import argparse
import json
import math
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Sequence

from formal.arena.blocks import arena_size, placement_errors
from formal.arena.blocks import lower_bound as arena_lower_bound
from formal.arena.exact import minimize
from formal.arena.greedy import first_fit_by_size
from formal.arena.lifetimes import storage_blocks, unplanned_peak
from formal.base.checking import run_checker
from formal.base.errors import FormalError
from formal.base.files import figure_png, read_yaml, write_atomic
from formal.cli import argtypes
from formal.model import access_positions, live_profile, order_indices, original_order, peak, problem_from_dict
from formal.patterns.tile import single_operator_bound
from formal.studies.corpus.registry import CONFIGS

FAMILY = "mcu"
# TFLite Micro aligns every arena buffer to 16 bytes (MicroArenaBufferAlignment()); both the
# greedy and the exact packer use it so that they answer the same question.
TFLM_ALIGNMENT = 16
CODE_CHARS = 110  # the bound unit's statement, shortened for the table


@dataclass
class StudyRow:
    """One model: every number in bytes."""

    model: str
    trace: str
    input: str  # the model input's shape
    units: int
    input_bytes: int  # caller-held inputs: parameters + the model input
    param_bytes: int  # of which parameters (input_bytes minus the model input)
    compiler_peak: int  # the compiler's own order
    optimum: int  # the certified order's peak (proof checked)
    lower_bound: int  # the proof's certified lower bound
    certified_optimal: bool  # optimum == lower_bound and every claim checked
    bound: int  # single-operator bound (whole)
    bound_unit: str
    bound_runs: str  # the wrapper statement of the bound's unit
    optimum_is_bound: bool
    compiler_is_optimum: bool
    act_compiler_peak: int  # the same peaks above the caller-held inputs
    act_optimum: int
    act_bound: int
    bound_scratch: int  # of the bound: the unit's kernel scratch (transient) bytes
    max_scratch: int  # the largest kernel scratch of the program (outside any arena)
    peak_unit: str  # the certified order's first unit at its peak
    peak_runs: str
    peak_reads: int  # internal bytes the peak unit reads (its input activations)
    peak_writes: int  # internal bytes it writes (its outputs)
    peak_scratch: int  # its kernel scratch
    peak_held: int  # internal bytes live at the peak that the peak unit does not touch
    greedy_arena: int  # TFLM greedy (first fit by size) over the certified order's buffers
    exact_arena: int
    exact_status: str  # optimal | gap (time limit reached)
    exact_proven_bound: int
    arena_lower_bound: int  # live internal bytes at worst, aligned
    arena_buffers: int
    greedy_over_exact_pct: float

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def mcu_models() -> list[str]:
    """The registry's microcontroller-class models, in registry order."""
    return [c.model for c in CONFIGS.values() if c.family == FAMILY]


def _select(only: Sequence[str] | None) -> list[str]:
    models = mcu_models()
    if not only:
        return models
    unknown = [m for m in only if m.removesuffix(".infer") not in models]
    if unknown:
        raise FormalError(f"unknown microcontroller model(s): {', '.join(unknown)} (one of {', '.join(models)})")
    chosen = {m.removesuffix(".infer") for m in only}
    return [m for m in models if m in chosen]


def _statement(trace: dict, unit: str) -> str:
    for st in trace.get("program", {}).get("statements", []):
        if st.get("kind") == "unit" and st.get("unit") == unit:
            code = " ".join(str(st.get("code", "")).split())
            return code if len(code) <= CODE_CHARS else code[: CODE_CHARS - 3] + "..."
    return ""


def peak_breakdown(problem: Any, order: Sequence[str]) -> dict[str, Any]:
    """Where the order's peak is and what makes it: the unit's own reads, writes and scratch,
    and the internal bytes held there for later units (zero: the peak is one operator's)."""
    idx = order_indices(problem, order)
    profile = live_profile(problem, idx)
    pos = max(range(len(profile)), key=lambda k: (profile[k], -k))  # the first position at the peak
    first, last = access_positions(problem, idx)
    unit = problem.units[idx[pos]]
    own = {problem.storage_index[sid]: mode for sid, mode in unit.accesses}
    reads = writes = held = 0
    n = len(idx)
    for s, st in enumerate(problem.storages):
        if st.origin != "internal" or s not in first:
            continue
        end = last[s] if st.freeable else n
        if not first[s] <= pos <= end:
            continue
        if s not in own:
            held += st.bytes
        elif "w" in own[s] and first[s] == pos:
            writes += st.bytes
        else:
            reads += st.bytes
    return {"unit": unit.id, "reads": reads, "writes": writes, "scratch": unit.transient, "held": held}


def study_trace(
    model: str, trace_path: Path, proof_path: Path, time_limit: float, alignment: int = TFLM_ALIGNMENT
) -> StudyRow:
    """The study's row for one model: the proof is checked, the arenas are packed here."""
    for path in (trace_path, proof_path):
        if not path.is_file():
            raise FormalError(f"{model}: no {path} (build it: formal corpus build --only {model})")
    data = read_yaml(trace_path)
    problem = problem_from_dict(data, str(trace_path))
    try:
        claims = run_checker(trace_path, proof_path)
    except FormalError as exc:
        raise FormalError(f"{model}: {exc}") from None
    failed = [m for holds, m in claims if not holds]
    if not claims or failed:
        raise FormalError(f"{model}: the proof {proof_path} does not check: {failed[0] if failed else 'no claims'}")
    proof = read_yaml(proof_path)
    order = [str(u) for u in proof["order"]]
    optimum, lower = int(proof["peak"]), int(proof["lower_bound"])
    if peak(problem, order) != optimum:  # the checker verified it; a mismatch means a stale file
        raise FormalError(f"{model}: the proof's order does not have the proof's peak")
    compiler = peak(problem, original_order(problem))
    top = single_operator_bound(problem)
    inputs = problem.input_bytes
    shapes = data.get("capture", {}).get("input_shapes", [])
    model_input = sum(4 * math.prod(s) for s in shapes)  # float32
    where = peak_breakdown(problem, order)
    blocks = storage_blocks(problem, order)
    greedy = arena_size(blocks, first_fit_by_size(blocks, alignment))
    exact = minimize(blocks, alignment, time_limit)
    errors = placement_errors(blocks, exact.offsets, alignment)
    if errors:  # never report a packing that is not one
        raise FormalError(f"{model}: internal error: invalid exact packing: {errors[0]}", exit_code=70)
    return StudyRow(
        model=model,
        trace=trace_path.name.removesuffix(".trace.yaml"),
        input="x".join(str(d) for s in shapes for d in s),
        units=len(problem.units),
        input_bytes=inputs,
        param_bytes=inputs - model_input,
        compiler_peak=compiler,
        optimum=optimum,
        lower_bound=lower,
        certified_optimal=optimum == lower,
        bound=top.bytes,
        bound_unit=top.unit,
        bound_runs=_statement(data, top.unit),
        optimum_is_bound=optimum == top.bytes,
        compiler_is_optimum=compiler == optimum,
        act_compiler_peak=compiler - inputs,
        act_optimum=optimum - inputs,
        act_bound=top.bytes - inputs,
        bound_scratch=problem.units[problem.unit_index[top.unit]].transient,
        max_scratch=unplanned_peak(problem, order) - inputs,
        peak_unit=where["unit"],
        peak_runs=_statement(data, where["unit"]),
        peak_reads=where["reads"],
        peak_writes=where["writes"],
        peak_scratch=where["scratch"],
        peak_held=where["held"],
        greedy_arena=greedy,
        exact_arena=exact.arena,
        exact_status="optimal" if exact.optimal else "gap",
        exact_proven_bound=exact.proven_bound,
        arena_lower_bound=arena_lower_bound(blocks, alignment),
        arena_buffers=len(blocks),
        greedy_over_exact_pct=round(100.0 * (greedy - exact.arena) / exact.arena, 2) if exact.arena else 0.0,
    )


def run_study(
    models: Sequence[str], traces: Path, proofs: Path, time_limit: float, alignment: int = TFLM_ALIGNMENT
) -> list[StudyRow]:
    """One row per model (every input is checked before the first arena is packed)."""
    for m in models:
        for path in (traces / f"{m}.infer.trace.yaml", proofs / f"{m}.infer.proof.yaml"):
            if not path.is_file():
                raise FormalError(f"{m}: no {path} (build it: formal corpus build --only {m})")
    return [
        study_trace(m, traces / f"{m}.infer.trace.yaml", proofs / f"{m}.infer.proof.yaml", time_limit, alignment)
        for m in models
    ]


# ---------------------------------------------------------------------------------- outputs


def _kib(b: int) -> str:
    return f"{b / 1024:,.1f}"


def summary(rows: Sequence[StudyRow]) -> dict[str, Any]:
    """Counts over the rows: the seed paper's finding model by model."""
    return {
        "models": len(rows),
        "certified_optimal": sum(r.certified_optimal for r in rows),
        "compiler_order_optimal": sum(r.compiler_is_optimum for r in rows),
        "optimum_equals_single_operator_bound": sum(r.optimum_is_bound for r in rows),
        "both": sum(r.compiler_is_optimum and r.optimum_is_bound for r in rows),
        "peak_is_one_operator": sum(r.peak_held == 0 for r in rows),
        "exact_arena_optimal": sum(r.exact_status == "optimal" for r in rows),
        "greedy_above_exact": sum(r.greedy_arena > r.exact_arena for r in rows),
    }


def markdown(rows: Sequence[StudyRow], alignment: int, time_limit: float) -> str:
    s = summary(rows)
    lines = [
        "# Microcontroller study (formal bench mcu)",
        "",
        "Bytes in KiB (1 KiB = 1024 B); exact byte counts are in mcu.json. `act.` = above the caller-held "
        "inputs (parameters + the model input). Bound = single-operator bound (formal/patterns/tile.py); "
        "`of which scratch` = the bound unit's kernel scratch (transient bytes, e.g. an im2col buffer), "
        "which no arena holds. "
        f"Arenas pack the certified order's internal buffers with alignment {alignment}: greedy = TFLite Micro's "
        f"GreedyMemoryPlanner (first fit by decreasing size), exact = `formal arena`'s packer "
        f"({time_limit:g} s limit). Generated from the committed traces and proofs; do not edit by hand.",
        "",
        "| model | input | units | inputs | compiler peak | optimum | bound | opt = bound | act. compiler | "
        "act. optimum | act. bound | of which scratch | greedy arena | exact arena | arena status | "
        "greedy over exact |",
        "|---|---|---:|---:|---:|---:|---:|:---:|---:|---:|---:|---:|---:|---:|---|---:|",
    ]
    for r in rows:
        lines.append(
            f"| {r.model} | {r.input} | {r.units} | {_kib(r.input_bytes)} | {_kib(r.compiler_peak)} | "
            f"{_kib(r.optimum)}{'' if r.certified_optimal else ' (gap)'} | {_kib(r.bound)} | "
            f"{'yes' if r.optimum_is_bound else 'no'} | {_kib(r.act_compiler_peak)} | {_kib(r.act_optimum)} | "
            f"{_kib(r.act_bound)} | {_kib(r.bound_scratch)} | {_kib(r.greedy_arena)} | {_kib(r.exact_arena)} | "
            f"{r.exact_status} | "
            f"{r.greedy_over_exact_pct:.2f}% |"
        )
    lines += [
        "",
        "Where the certified order's peak is, and what makes it (above the caller-held inputs): the "
        "peak unit's input activations (reads), outputs (writes) and kernel scratch, and the bytes held "
        "there for later units (0: the peak is that one operator's working set). Then the unit that sets "
        "the single-operator bound.",
        "",
        "| model | peak unit | reads | writes | scratch | held for later | statement | bound unit |",
        "|---|---|---:|---:|---:|---:|---|---|",
    ]
    for r in rows:
        lines.append(
            f"| {r.model} | {r.peak_unit} | {_kib(r.peak_reads)} | {_kib(r.peak_writes)} | "
            f"{_kib(r.peak_scratch)} | {_kib(r.peak_held)} | `{r.peak_runs}` | {r.bound_unit} |"
        )
    lines += [
        "",
        f"{s['models']} models: {s['certified_optimal']} certified optimal; the compiler's order is "
        f"optimal on {s['compiler_order_optimal']}; optimum = single-operator bound on "
        f"{s['optimum_equals_single_operator_bound']}; both on {s['both']}; nothing else is held at the peak on "
        f"{s['peak_is_one_operator']}. Exact arena proven optimal on "
        f"{s['exact_arena_optimal']}; the greedy arena is larger on {s['greedy_above_exact']}.",
        "",
    ]
    return "\n".join(lines)


def plot(rows: Sequence[StudyRow]) -> bytes:
    """A PNG: per model, the activation bytes of each column (KiB, log scale)."""
    import matplotlib  # matplotlib: heavy; only plots need it

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # matplotlib: heavy; only plots need it

    series = [
        ("compiler order", "act_compiler_peak"),
        ("certified optimum", "act_optimum"),
        ("single-operator bound", "act_bound"),
        ("TFLM greedy arena", "greedy_arena"),
        ("exact arena", "exact_arena"),
    ]
    fig, ax = plt.subplots(figsize=(max(8.0, 0.9 * len(rows) + 3), 5.5))
    width = 0.8 / len(series)
    for k, (label, key) in enumerate(series):
        xs = [i + k * width for i in range(len(rows))]
        ax.bar(xs, [max(getattr(r, key), 1) / 1024 for r in rows], width, label=label)
    ax.set_xticks([i + 0.4 - width / 2 for i in range(len(rows))])
    ax.set_xticklabels([r.model.removeprefix("mcu_") for r in rows], rotation=35, ha="right", fontsize=8)
    ax.set_yscale("log")
    ax.set_ylabel("KiB above the caller-held inputs (log)")
    ax.set_title(
        "Microcontroller-class models: activation peak and arena (Inductor CPU program, float32)\n"
        "arenas hold the program's buffers only, not the kernels' scratch",
        fontsize=10,
    )
    ax.legend(fontsize=7)
    fig.tight_layout()
    return figure_png(fig)


def document(rows: Sequence[StudyRow], alignment: int, time_limit: float) -> dict[str, Any]:
    return {
        "format": "formal.mcu-study/1",
        "alignment": alignment,
        "exact_time_limit_s": time_limit,
        "summary": summary(rows),
        "rows": [r.as_dict() for r in rows],
    }


def table(rows: Sequence[StudyRow]) -> str:
    head = (
        f"{'model':<26} {'units':>5} {'inputs':>11} {'compiler':>11} {'optimum':>11} {'bound':>11} {'=':>3} "
        f"{'act.opt':>10} {'act.bound':>10} {'greedy':>10} {'exact':>10} {'status':<7}  bound unit: runs"
    )
    out = [head]
    for r in rows:
        out.append(
            f"{r.model:<26} {r.units:>5} {r.input_bytes:>11,} {r.compiler_peak:>11,} {r.optimum:>11,} "
            f"{r.bound:>11,} {'yes' if r.optimum_is_bound else 'no':>3} {r.act_optimum:>10,} "
            f"{r.act_bound:>10,} {r.greedy_arena:>10,} {r.exact_arena:>10,} {r.exact_status:<7}  "
            f"{r.bound_unit}: {r.bound_runs}"
        )
    return "\n".join(out)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2, as every formal command
        raise FormalError(f"{self.prog}: {message}")


def main(argv: list[str]) -> int:
    p = _Parser(prog="formal bench mcu", description=__doc__.split("\n\n")[1])
    p.add_argument("--traces", default="traces", metavar="DIR", help="committed traces (default traces/)")
    p.add_argument("--proofs", default="proofs", metavar="DIR", help="committed proofs (default proofs/)")
    p.add_argument("--only", nargs="+", metavar="MODEL", help="these models only (default: every mcu model)")
    p.add_argument(
        "-o",
        "--out",
        default="results/mcu",
        metavar="DIR",
        help="where mcu.md, mcu.json and mcu.png go (default results/mcu)",
    )
    p.add_argument(
        "--time-limit",
        type=argtypes.seconds,
        default=10.0,
        metavar="S",
        help="exact arena time limit per model in seconds (default 10)",
    )
    p.add_argument(
        "--alignment",
        type=argtypes.power_of_two,
        default=TFLM_ALIGNMENT,
        metavar="A",
        help=f"arena alignment in bytes (default {TFLM_ALIGNMENT}, TFLite Micro's)",
    )
    p.add_argument("--json", action="store_true", help="print the JSON document instead of the table")
    args = p.parse_args(argv)
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        raise FormalError(f"-o {out}: not a folder")
    rows = run_study(_select(args.only), Path(args.traces), Path(args.proofs), args.time_limit, args.alignment)
    doc = document(rows, args.alignment, args.time_limit)
    md, png = markdown(rows, args.alignment, args.time_limit), plot(rows)

    out.mkdir(parents=True, exist_ok=True)
    write_atomic(out / "mcu.json", json.dumps(doc, indent=1, sort_keys=True) + "\n")
    write_atomic(out / "mcu.md", md)
    write_atomic(out / "mcu.png", png)
    print(json.dumps(doc, indent=1, sort_keys=True) if args.json else table(rows))
    return 0
