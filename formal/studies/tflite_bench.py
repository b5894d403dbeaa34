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
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Sequence

from formal.base.checking import run_checker
from formal.base.errors import FormalError
from formal.base.files import dump_yaml, figure_png, write_atomic
from formal.cli import argtypes
from formal.studies.tflite_models import convert_all
from formal.tflite.flatbuffer import read_file
from formal.tflite.interpreter import measure
from formal.tflite.model import model_of
from formal.tflite.planner import plan
from formal.tflite.verify import verify
from formal.tflite.wheel import schema, version
from formal.tflite.writer import with_offline_plan

FORMAT = "formal.tflite-bench/1"


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
    return row


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


def mutants(data: bytes, count: int, seed: int) -> list[tuple[str, bytes]]:
    """``count`` hostile variants of a model: byte-level damage, and edits a reader must bound."""
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
    out = list(structured)
    while len(out) < count:
        kind = rng.randrange(4)
        buf = bytearray(rng.choice([data, good]))
        if kind == 0:
            out.append(("truncated", bytes(buf[: rng.randrange(len(buf))])))
        elif kind == 1:
            for _ in range(rng.randint(1, 16)):
                buf[rng.randrange(len(buf))] ^= 1 << rng.randrange(8)
            out.append(("bit flips", bytes(buf)))
        elif kind == 2:
            a, b = sorted(rng.sample(range(len(buf)), 2))
            c = rng.randrange(len(buf))
            buf[a:b] = buf[c : c + (b - a)]
            out.append(("spliced", bytes(buf)))
        else:  # a 32-bit word set to an extreme: offsets and lengths are such words
            at = rng.randrange(0, len(buf) - 4, 4)
            buf[at : at + 4] = rng.choice([0xFFFFFFFF, 0x7FFFFFFF, 0x80000000, len(buf) * 4]).to_bytes(4, "little")
            out.append(("extreme word", bytes(buf)))
    return out[:count] if count >= len(structured) else structured


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


def fuzz(paths: Sequence[Path], count: int, seed: int = 0) -> dict[str, Any]:
    outcomes: dict[str, int] = {"refused": 0, "verdict": 0, "other": 0}
    kinds: dict[str, dict[str, int]] = {}
    slowest, others = 0.0, []
    for path in paths:
        data = path.read_bytes()
        try:
            read_file(data)
        except FormalError:
            continue
        for kind, bad in mutants(data, count, seed):
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
            outcomes[outcome] += 1
            kinds.setdefault(kind, {"refused": 0, "verdict": 0, "other": 0})[outcome] += 1
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"mutants": sum(outcomes.values()), **outcomes, "by_kind": kinds, "slowest_seconds": round(slowest, 3),
            "peak_rss_mb": round(rss_mb, 1), "other_examples": others[:10]}  # fmt: skip


# -- outputs -------------------------------------------------------------------------------------------


def _b(b: Any) -> str:
    return "" if b is None else f"{b:,}"


def table(rows: list[dict[str, Any]]) -> str:
    head = (
        "| model | ops | greedy B (measured) | bound B | formal B (measured) | formal vs greedy | bit-identical |"
        " plan s | reorder: bound B | all at 0: refused / TFLM differs |\n|---|---|---|---|---|---|---|---|---|---|"
    )
    lines = [head]
    for r in rows:
        if r.get("error"):
            lines.append(f"| {r['model']} | | error: {r['error'][:80]} | | | | | | | |")
        elif not r.get("runnable"):
            verdict = "sound" if r["sound"] else "UNSOUND"
            lines.append(
                f"| {r['model']} | {r['operators']} | (not runnable on the host: {verdict}, "
                f"{r['delegated_pairs']} pairs delegated to Vela) | {_b(r['lower_bound'])} | "
                f"{_b(r['arena'])} (its own plan) | | | | | |"
            )
        else:
            change = (r["formal_measured"] - r["greedy"]) / max(r["greedy"], 1)
            ident = f"yes ({r['seeds']} inputs)" if r["identical"] else "NO"
            reorder = _b(r["lower_bound_reordered"]) + (" (moved)" if r["reordered"] else "")
            zero = f"{'yes' if r['all_zero_refused'] else 'NO'} / {r['all_zero_tflm_outputs_differ']}"
            lines.append(
                f"| {r['model']} | {r['operators']} | {_b(r['greedy'])} | {_b(r['lower_bound'])} | "
                f"{_b(r['formal_measured'])} | {change:+.1%} | {ident} | {r['planning_seconds']:.2f} | {reorder} | "
                f"{zero} |"
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
    ]
    return out


def plot(rows: list[dict[str, Any]]) -> bytes:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    run = [r for r in rows if r.get("runnable") and not r.get("error") and r["lower_bound"]]
    names = [r["model"] for r in run]
    greedy = [r["greedy"] / r["lower_bound"] for r in run]
    ours = [r["formal_measured"] / r["lower_bound"] for r in run]
    fig, ax = plt.subplots(figsize=(9, 0.28 * len(run) + 1.2))
    y = range(len(run))
    ax.barh([k + 0.2 for k in y], greedy, height=0.4, label="TFLM greedy (measured)", color="#d08c60")
    ax.barh([k - 0.2 for k in y], ours, height=0.4, label="formal's offline plan (measured)", color="#4c72b0")
    ax.axvline(1.0, color="black", linewidth=0.8)
    ax.set_yticks(list(y), names, fontsize=7)
    ax.invert_yaxis()
    ax.set_xlabel("arena head / certified lower bound (1.0 = optimal for the file's order)")
    ax.set_xlim(0.95, max(greedy + ours + [1.05]) * 1.02)
    ax.legend(loc="lower right", fontsize=8)
    ax.set_title("TFLite Micro arenas, measured in TFLM's interpreter", fontsize=10)
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
    args = p.parse_args(argv)
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
        doc["fuzz"] = fuzz(paths, args.fuzz)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    write_atomic(out / "tflite.json", json.dumps(doc, indent=1) + "\n")
    text = ["# TFLite Micro: greedy beside formal", "", table(rows), "", *summary(rows), ""]
    if args.fuzz:
        f = doc["fuzz"]
        text += [
            f"Hostile files: {f['mutants']} mutants; {f['refused']} refused in one line, {f['verdict']} read as a "
            f"plan, {f['other']} anything else; slowest read {f['slowest_seconds']} s; peak RSS {f['peak_rss_mb']} MB.",
            "",
        ]
    write_atomic(out / "tflite.md", "\n".join(text))
    write_atomic(out / "tflite.png", plot(rows))
    print(json.dumps(doc, indent=1) if args.json else "\n".join(text))
    return 0
