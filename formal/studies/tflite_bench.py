"""``formal bench tflite``: TFLite Micro's greedy arena beside formal's, measured in TFLM's own interpreter.

For every ``.tflite`` named (files, or folders of them), in TFLM's host interpreter (the
``tflite-micro`` wheel):

- **greedy**: TFLM's measured head for the model as it comes (its greedy planner; a model that
  carries an offline plan is measured without it), and formal's reimplementation of that planner
  (:mod:`formal.tflite.greedy`): the two must agree;
- **bound**: the certified live-bytes lower bound for the file's operator order, each kernel's
  measured scratch included;
- **formal**: ``formal.tflite.plan`` (the exact search, written as an offline plan), its measured
  head, whether its outputs equal the original's bit for bit on 3 seeded random inputs, its
  planning time, and its arena proof checked by ``formal check`` in a child process;
- **reorder**: the same with the certified least-peak operator order (``--reorder``);
- **all at 0**: every planned tensor at offset 0, the unsound plan TFLM accepts: whether
  ``formal verify-tflite`` refuses it and whether TFLM's outputs change.

A model TFLM's host interpreter cannot run (Vela's Ethos-U operator) is verified only
(``formal.tflite.verify``: its plan, the pairs delegated to the Ethos-U operator, its bound).
``--convert DIR`` first converts the microcontroller corpus with litert-torch
(:mod:`formal.studies.tflite_models`) into DIR and benches it too. ``--fuzz N`` mutates each model N
times (truncations, bit flips, splices, and structure-aware edits: huge or negative dimensions,
offsets out of range, a wrong count, a metadata buffer out of range) and reads every mutant as
``verify-tflite --no-measure`` does, counting refusals, verdicts, anything else, and the slowest
read and the peak memory.

Writes ``tflite.json``, ``tflite.md`` and ``tflite.png`` into ``-o DIR``. Bytes and bits are exact;
seconds are wall clock on the machine that ran it.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any, Iterator, Sequence

from formal.base.checking import run_checker
from formal.base.children import python_argv, run_child
from formal.base.errors import FormalError
from formal.base.files import dump_yaml, figure_png, write_atomic
from formal.cli import argtypes
from formal.studies.tflite_models import convert_all
from formal.tflite.flatbuffer import read_file
from formal.tflite.greedy import head, place
from formal.tflite.interpreter import measure
from formal.tflite.model import model_of
from formal.tflite.planner import plan
from formal.tflite.verify import verify
from formal.tflite.wheel import schema, version
from formal.tflite.writer import renumbered, with_offline_plan

FORMAT = "formal.tflite-bench/1"
NUMBERINGS = 200


def _models(paths: Sequence[str]) -> list[Path]:
    found: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            found.extend(sorted(p.rglob("*.tflite")))
        elif p.is_file():
            found.append(p)
        else:
            raise FormalError(f"{p}: no such file or folder")
    seen: dict[str, Path] = {}
    for p in found:  # the same bytes twice (a model in two folders) count once
        seen.setdefault(hashlib.sha256(p.read_bytes()).hexdigest(), p)
    return list(seen.values())


def _check(proof: dict[str, Any]) -> bool:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "proof.yaml"
        path.write_text(dump_yaml(proof))
        try:
            return all(ok for ok, _m in run_checker(None, path))
        except FormalError:
            return False


def run_model(path: Path, time_limit: float) -> dict[str, Any]:
    data = path.read_bytes()
    row: dict[str, Any] = {"model": path.stem, "file": path.name, "bytes": len(data), "error": None}
    row["sha256"] = hashlib.sha256(data).hexdigest()
    try:
        verdict = verify(data)
    except FormalError as e:
        row["error"] = str(e)
        return row
    file = verdict.model.file
    row.update(
        operators=len(file.operators),
        planned=len([t for t in verdict.plan.tensors if t.role != "scratch"]),
        offline_plan=file.offline is not None,
        runnable=verdict.model.scratch is not None,
        scratch_operators=len(verdict.model.scratch or {}),
        scratch_bytes=sum((verdict.model.scratch or {}).values()),
    )
    if verdict.model.scratch is None:  # verify only: the plan the file carries
        row.update(
            sound=verdict.sound,
            delegated_pairs=len(verdict.delegated),
            arena=verdict.arena,
            lower_bound=verdict.lower_bound,
            proof_checked=_check(verdict.proof()) if verdict.sound else False,
            note=verdict.measured_note,
        )
        return row
    try:
        planned = plan(data, time_limit)
        reordered = plan(data, time_limit, reorder=True)
    except FormalError as e:
        row["error"] = str(e)
        return row
    row.update(
        greedy=planned.greedy_head,
        greedy_predicted=planned.greedy_predicted,
        lower_bound=planned.lower_bound,
        formal=planned.arena,
        formal_measured=planned.measured_head,
        optimal=planned.optimal,
        identical=True,  # plan() raises unless the outputs are identical on every seed
        seeds=len(planned.seeds),
        kept=planned.least.kept,
        planning_seconds=round(planned.seconds, 3),
        proof_checked=_check(planned.proof()),
        order_peak_file=reordered.order.exported_peak if reordered.order else None,
        order_peak_certified=reordered.order.peak if reordered.order else None,
        reordered=reordered.reordered,
        formal_reordered=reordered.arena,
        formal_reordered_measured=reordered.measured_head,
        lower_bound_reordered=reordered.lower_bound,
        reorder_proof_checked=_check(reordered.proof()),
    )
    row.update(_all_at_zero(data))
    row.update(_numberings(data, verdict.model, planned.lower_bound))
    return row


def _numberings(data: bytes, model: Any, bound: int, count: int = NUMBERINGS) -> dict[str, Any]:
    """TFLM's greedy over ``count`` random renumberings of the same tensors: formal's reimplementation of the
    planner finds the worst; that numbering is then written (:func:`formal.tflite.writer.renumbered`) and
    measured in TFLM beside the original, outputs compared bit for bit."""
    names, requests = model.requests([-1] * len(model.file.tensors))
    tensors = {i: r for (kind, i), r in zip(names, requests) if kind == "tensor"}
    scratch = [r for (kind, _i), r in zip(names, requests) if kind == "scratch"]  # after the tensors in any numbering
    rng = random.Random(0)
    worst, worst_order, above = -1, None, 0
    for _ in range(count):
        order = list(range(len(model.file.tensors)))
        rng.shuffle(order)
        shuffled = [tensors[old] for old in order if old in tensors] + scratch  # new index k is old tensor order[k]
        h = head(shuffled, place(shuffled))
        above += h > bound
        if h > worst:
            worst, worst_order = h, order
    out: dict[str, Any] = {"numberings": count, "greedy_numbering_worst": worst, "greedy_numberings_above_bound": above}
    if worst_order is not None:
        other = renumbered(data, worst_order)
        try:
            original, worse = measure([data, other], seeds=[0])
            out["greedy_numbering_worst_measured"] = worse.head
            out["greedy_numbering_identical"] = original.runs == worse.runs
            out["formal_on_worst_numbering_measured"] = plan(other, 10.0).measured_head
        except FormalError as e:
            out["greedy_numbering_worst_measured"] = f"not measured: {str(e)[:80]}"
    return out


def _all_at_zero(data: bytes) -> dict[str, Any]:
    """Every planned tensor at offset 0: does formal refuse it, and does TFLM run it with other outputs?"""
    model = model_of(read_file(data))
    zero = with_offline_plan(data, [0 if model.planned(t.index) else -1 for t in model.file.tensors])
    refused = not verify(zero, measure=False).sound
    try:
        original, unsound = measure([data, zero], seeds=[0])
        outputs_differ: bool | str = original.runs != unsound.runs
    except FormalError as e:
        outputs_differ = f"TFLM refused or crashed: {str(e)[:80]}"
    return {"all_zero_refused": refused, "all_zero_tflm_outputs_differ": outputs_differ}


# -- hostile files -------------------------------------------------------------------------------------


def mutants(data: bytes, count: int, seed: int) -> Iterator[tuple[str, bytes]]:
    """``count`` hostile variants of a model, one at a time: byte-level damage, and edits a reader must bound."""
    rng = random.Random(seed)
    model = model_of(read_file(data))
    n = len(model.file.tensors)
    planned = [t.index for t in model.file.tensors if model.planned(t.index)] or [0]
    structured: list[tuple[str, bytes]] = []

    def plan_with(offsets: list[int]) -> bytes:
        return with_offline_plan(data, offsets)

    base = [-1] * n
    for name, edit in (
        ("negative offset", lambda o: o.__setitem__(planned[0], -16)),
        ("offset past 2^31", lambda o: o.__setitem__(planned[0], 2**31 - 16)),
        ("misaligned offset", lambda o: o.__setitem__(planned[0], 8)),
    ):
        offsets = list(base)
        edit(offsets)
        structured.append((name, plan_with(offsets)))
    good = plan_with(base)
    words = good.find(b"\x00\x00\x00\x00\x01\x00\x00\x00" + n.to_bytes(4, "little"))
    if words >= 0:
        for name, value in (("wrong n", n + 1), ("huge n", 2**31 - 1), ("negative n", -1)):
            bad = bytearray(good)
            bad[words + 8 : words + 12] = value.to_bytes(4, "little", signed=True)
            structured.append((name, bytes(bad)))
    shapes = _shape_positions(data)
    for name, value in (("huge dimension", 2**31 - 1), ("negative dimension", -2), ("dimension 2^20", 1 << 20)):
        if shapes:
            bad = bytearray(data)
            at = rng.choice(shapes)
            bad[at : at + 4] = value.to_bytes(4, "little", signed=True)
            structured.append((name, bytes(bad)))
    yield from structured[:count]
    for _ in range(count - len(structured)):
        kind = rng.randrange(4)
        buf = bytearray(rng.choice([data, good]))
        if kind == 0:
            yield "truncated", bytes(buf[: rng.randrange(len(buf))])
        elif kind == 1:
            for _ in range(rng.randint(1, 16)):
                buf[rng.randrange(len(buf))] ^= 1 << rng.randrange(8)
            yield "bit flips", bytes(buf)
        elif kind == 2:
            a, b = sorted(rng.sample(range(len(buf)), 2))
            c = rng.randrange(len(buf))
            buf[a:b] = buf[c : c + (b - a)]
            yield "spliced", bytes(buf)
        else:  # a 32-bit word set to an extreme: offsets and lengths are such words
            at = rng.randrange(0, len(buf) - 4, 4)
            buf[at : at + 4] = rng.choice([0xFFFFFFFF, 0x7FFFFFFF, 0x80000000, len(buf) * 4]).to_bytes(4, "little")
            yield "extreme word", bytes(buf)


def _shape_positions(data: bytes) -> list[int]:
    """Where the file stores its tensors' dimensions (to edit them in place)."""
    fb = schema()
    graph = fb.Model.GetRootAs(data, 0).Subgraphs(0)
    at = []
    for i in range(graph.TensorsLength()):
        t = graph.Tensors(i)
        o = t._tab.Offset(4)
        if o and t.ShapeLength():
            at.append(t._tab.Vector(o))
    return at


def _fuzz_in_child(paths: Sequence[Path], count: int) -> dict[str, Any]:
    """:func:`fuzz` in a child process of its own, so that its peak memory is its own."""
    argv = python_argv("-m", "formal", "bench", "tflite", "--fuzz-only", str(count), *map(str, paths))
    info, out, err = run_child(argv, timeout=3600)
    if info["exit"] != 0:
        raise FormalError(f"the fuzz child failed (exit {info['exit']}): {err.strip().splitlines()[-1:]}")
    return {**json.loads(out), "peak_rss_mb": info["peak_mb"], "seconds": info["seconds"]}


def fuzz(paths: Sequence[Path], count: int, seed: int = 0) -> dict[str, Any]:
    outcomes: dict[str, int] = {"refused": 0, "verdict": 0, "other": 0}
    kinds: dict[str, dict[str, int]] = {}
    slowest, largest, others = 0.0, 0, []
    tracemalloc.start()
    for path in paths:
        data = path.read_bytes()
        try:
            read_file(data)
        except FormalError:
            continue
        for kind, bad in mutants(data, count, seed):
            tracemalloc.reset_peak()
            before = tracemalloc.get_traced_memory()[0]
            started = time.perf_counter()
            try:
                verify(bad, measure=False)
                outcome = "verdict"
            except FormalError as e:
                outcome = "refused" if "\n" not in str(e) else "other"
            except Exception as e:  # anything else is a finding
                outcome = "other"
                others.append(f"{path.name} ({kind}): {type(e).__name__}: {str(e)[:100]}")
            slowest = max(slowest, time.perf_counter() - started)
            largest = max(largest, tracemalloc.get_traced_memory()[1] - before)
            outcomes[outcome] += 1
            kinds.setdefault(kind, {"refused": 0, "verdict": 0, "other": 0})[outcome] += 1
    tracemalloc.stop()
    return {"mutants": sum(outcomes.values()), **outcomes, "by_kind": kinds, "slowest_seconds": round(slowest, 3),
            "largest_read_mb": round(largest / 2**20, 1), "other_examples": others[:10]}  # fmt: skip


# -- outputs -------------------------------------------------------------------------------------------


def _b(b: Any) -> str:
    return "" if b is None else f"{b:,}"


def _worst(r: dict[str, Any]) -> str:
    """The worst numbering's head: measured in TFLM where it ran, with how many of the numberings were above."""
    measured = r.get("greedy_numbering_worst_measured")
    shown = f"{measured:,} measured" if isinstance(measured, int) else _b(r["greedy_numbering_worst"])
    return f"{shown} ({r['greedy_numberings_above_bound']} of {r['numberings']} above)"


def table(rows: list[dict[str, Any]]) -> str:
    head = (
        "| model | ops | greedy B (measured) | bound B | formal B (measured) | formal vs greedy | bit-identical |"
        " plan s | reorder: bound B | all at 0: refused / TFLM differs | greedy, tensors renumbered: worst B |"
        "\n|---|---|---|---|---|---|---|---|---|---|---|"
    )
    lines = [head]
    for r in rows:
        if r.get("error"):
            lines.append(f"| {r['model']} | | error: {r['error'][:80]} | | | | | | | | |")
        elif not r.get("runnable"):
            verdict = "sound" if r["sound"] else "UNSOUND"
            lines.append(
                f"| {r['model']} | {r['operators']} | (not runnable on the host: {verdict}, "
                f"{r['delegated_pairs']} pairs delegated to Vela) | {_b(r['lower_bound'])} | "
                f"{_b(r['arena'])} (its own plan) | | | | | | |"
            )
        else:
            change = (r["formal_measured"] - r["greedy"]) / max(r["greedy"], 1)
            ident = f"yes ({r['seeds']} inputs)" if r["identical"] else "NO"
            reorder = _b(r["lower_bound_reordered"]) + (" (moved)" if r["reordered"] else "")
            zero = f"{'yes' if r['all_zero_refused'] else 'NO'} / {r['all_zero_tflm_outputs_differ']}"
            lines.append(
                f"| {r['model']} | {r['operators']} | {_b(r['greedy'])} | {_b(r['lower_bound'])} | "
                f"{_b(r['formal_measured'])} | {change:+.1%} | {ident} | {r['planning_seconds']:.2f} | {reorder} | "
                f"{zero} | {_worst(r)} |"
            )
    return "\n".join(lines)


def summary(rows: list[dict[str, Any]]) -> list[str]:
    run = [r for r in rows if r.get("runnable") and not r.get("error")]
    above = [r for r in run if r["greedy"] > r["lower_bound"]]
    out = [
        f"- {len(run)} models planned and measured; formal's measured head is at most greedy's on "
        f"{sum(r['formal_measured'] <= r['greedy'] for r in run)}, equal to the certified arena on "
        f"{sum(r['formal_measured'] == r['formal'] for r in run)}, and at the bound on "
        f"{sum(r['optimal'] for r in run)}.",
        f"- TFLM's greedy is above the bound on {len(above)} of {len(run)}: "
        + ", ".join(f"{r['model']} {(r['greedy'] - r['formal_measured']) / r['greedy']:.1%} smaller" for r in above),
        f"- formal's reimplementation of TFLM's greedy gives TFLM's measured head on "
        f"{sum(r['greedy_predicted'] == r['greedy'] for r in run)} of {len(run)}.",
        f"- every proof checked by formal check: {all(r['proof_checked'] for r in rows if not r.get('error'))}.",
        f"- the all-at-0 plan: refused by formal on {sum(bool(r.get('all_zero_refused')) for r in run)} of {len(run)}; "
        f"TFLM ran it with other outputs on {sum(r.get('all_zero_tflm_outputs_differ') is True for r in run)}.",
        "- the same models with their tensors numbered otherwise (200 random numberings each, the worst written and "
        "measured in TFLM; outputs identical to the original's on "
        f"{sum(r.get('greedy_numbering_identical') is True for r in run)} of {len(run)}): TFLM's greedy is above the "
        "bound on some numbering of "
        f"{sum(r['greedy_numberings_above_bound'] > 0 for r in run)} of {len(run)} models; worst measured: "
        + ", ".join(
            f"{r['model']} {(r['greedy_numbering_worst_measured'] - r['lower_bound']) / r['lower_bound']:+.0%}"
            for r in sorted(run, key=lambda r: -r["greedy_numbering_worst"] / max(r["lower_bound"], 1))[:6]
            if isinstance(r.get("greedy_numbering_worst_measured"), int) and r["greedy_numberings_above_bound"]
        )
        + "; formal's plan of the worst numbering measured at the bound on "
        f"{sum(r.get('formal_on_worst_numbering_measured') == r['lower_bound'] for r in run)} of {len(run)}.",
    ]
    return out


def plot(rows: list[dict[str, Any]]) -> bytes:
    """Each arena against the certified bound for the file's operator order (percent above it), for the models
    where any of them differs from the bound; the rest are named in the title's count."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    run = [r for r in rows if r.get("runnable") and not r.get("error") and r["lower_bound"]]

    def pct(r: dict[str, Any], key: str) -> float:
        value = r.get(key)
        return 100.0 * (value - r["lower_bound"]) / r["lower_bound"] if isinstance(value, int) else 0.0

    series = (
        ("greedy", "TFLM greedy, file's numbering", "#d08c60"),
        ("greedy_numbering_worst_measured", "TFLM greedy, worst of 200 numberings", "#c44e52"),
        ("formal_measured", "formal's offline plan", "#4c72b0"),
        ("formal_reordered_measured", "formal, --reorder", "#55a868"),
    )
    shown = [r for r in run if any(abs(pct(r, key)) > 0 for key, _label, _c in series)]
    fig, ax = plt.subplots(figsize=(9, 0.55 * len(shown) + 1.6))
    height = 0.8 / len(series)
    for k, (key, label, color) in enumerate(series):
        ys = [i - 0.4 + (k + 0.5) * height for i in range(len(shown))]
        ax.barh(ys, [pct(r, key) for r in shown], height=height, label=label, color=color)
    ax.axvline(0, color="black", linewidth=0.8)
    ax.set_yticks(range(len(shown)), [r["model"] for r in shown], fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel("TFLM's measured head, % above the certified lower bound for the file's operator order")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.09), ncol=2, fontsize=8)
    ax.set_title(
        f"TFLite Micro arenas measured in TFLM's interpreter ({len(run) - len(shown)} other models: all at the bound)",
        fontsize=9,
    )
    fig.tight_layout()
    return figure_png(fig)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="formal bench tflite", description=__doc__.split("\n\n")[0].split(": ", 1)[1])
    p.add_argument("models", nargs="*", help=".tflite files or folders of them")
    p.add_argument("--convert", metavar="DIR", help="first convert the corpus with litert-torch into DIR, bench it too")
    p.add_argument("--only", nargs="+", metavar="NAME", help="with --convert: these models only")
    p.add_argument("--time-limit", type=argtypes.seconds, default=10.0, help="formal's search seconds (default 10)")
    p.add_argument("--fuzz", type=int, default=0, metavar="N", help="also N hostile mutants per model (default 0)")
    p.add_argument("-o", "--out", default="results/tflite", metavar="DIR", help="default results/tflite")
    p.add_argument("--json", action="store_true", help="print the JSON document instead of the table")
    p.add_argument("--fuzz-only", type=int, metavar="N", help=argparse.SUPPRESS)  # the fuzz child
    args = p.parse_args(argv)
    if args.fuzz_only:
        print(json.dumps(fuzz(_models(args.models), args.fuzz_only)))
        return 0
    sources = list(args.models)
    if args.convert:
        convert_all(args.convert, args.only)
        sources.append(args.convert)
    if not sources:
        raise FormalError("name .tflite files or folders (or --convert DIR)")
    paths = _models(sources)
    rows = []
    for path in paths:
        started = time.perf_counter()
        rows.append(run_model(path, args.time_limit))
        print(f"{path.name}: {rows[-1]['error'] or 'ok'} ({time.perf_counter() - started:.1f} s)", file=sys.stderr)
    doc: dict[str, Any] = {
        "format": FORMAT,
        "tflite_micro": version(),
        "time_limit": args.time_limit,
        "rows": rows,
        "summary": summary(rows),
    }
    if args.fuzz:
        doc["fuzz"] = _fuzz_in_child(paths, args.fuzz)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    write_atomic(out / "tflite.json", json.dumps(doc, indent=1) + "\n")
    text = ["# TFLite Micro: greedy beside formal", "", table(rows), "", *summary(rows), ""]
    if args.fuzz:
        f = doc["fuzz"]
        text += [
            f"Hostile files: {f['mutants']} mutants; {f['refused']} refused in one line, {f['verdict']} read as a "
            f"plan, {f['other']} anything else; the slowest read took {f['slowest_seconds']} s and allocated at most "
            f"{f['largest_read_mb']} MB (Python's allocations while reading one mutant; the whole fuzzing process, "
            f"which imports torch through the study, peaked at {f['peak_rss_mb']} MB RSS).",
            "",
        ]
    write_atomic(out / "tflite.md", "\n".join(text))
    write_atomic(out / "tflite.png", plot(rows))
    print(json.dumps(doc, indent=1) if args.json else "\n".join(text))
    return 0
