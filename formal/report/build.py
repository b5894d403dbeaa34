"""``formal report``: compute everything the page shows, then write the report directory.

Steps (each reuses the project's own stage, nothing is re-derived here):

1. load a trace (``formal.trace/1``) or a problem; the *original* timeline is the
   compiler's program statement by statement for a trace (``Trace.program_peak``'s
   model), the given order for a problem (formal.report.timeline);
2. the proof: ``--proof FILE`` or a fresh ``formal.order.certify.certify`` with the time
   limit; either way it is verified by the trusted checker's entry point
   (``formal check``, run as a child by :func:`formal.base.checking.run_checker`) on the file that is written;
3. the optimized order: ``--schedule FILE`` or the proof's order; its timeline under the
   unit-level model;
4. the arena plan of the optimized order (``formal.arena.plan.plan_problem``, exact with
   the time limit);
5. the PyTorch memory snapshots of both timelines (formal.report.snapshot);
6. the page (formal.report.html).

Writing: every file through ``formal.base.files.write_atomic``; ``index.html`` is written
last, so a failure at any step leaves no ``index.html`` at all, or the previous one whole.
Long steps show tqdm progress bars on stderr (shown only on a terminal).
"""

from __future__ import annotations

import contextlib
import html
import json
import os
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from formal.arena.plan import plan_problem, write_plan
from formal.base.checking import run_checker
from formal.base.errors import FormalError
from formal.base.files import dump_yaml, read_yaml, write_atomic, write_json
from formal.model import (
    TRACE_FORMAT,
    first_violation,
    load_schedule,
    original_order,
    problem_from_dict,
    problem_sha256,
    write_schedule,
)
from formal.order.certify import certify
from formal.program.trace import load_trace
from formal.report import html as H
from formal.report import html as page_html
from formal.report.snapshot import build_snapshot, program_offsets, snapshot_bytes, viewer_peak
from formal.report.timeline import program_timeline, schedule_timeline, storage_kinds, unit_labels

ORIGINAL_SNAPSHOT = "original.snapshot.pickle"
OPTIMIZED_SNAPSHOT = "optimized.snapshot.pickle"


@dataclass
class ReportResult:
    """What ``build_report`` wrote and the headline numbers (also in summary.json)."""

    out_dir: Path
    summary: dict[str, Any]
    accepted: bool  # the trusted checker accepted the proof
    seconds: dict[str, float] = field(default_factory=dict)


def _bar(total: int, desc: str, enabled: bool | None):
    from tqdm import tqdm

    return tqdm(
        total=total,
        desc=desc,
        file=sys.stderr,
        disable=None if enabled is None else not enabled,
        leave=False,
        dynamic_ncols=True,
    )


@contextlib.contextmanager
def _timed_bar(desc: str, limit: float, enabled: bool | None) -> Iterator[None]:
    """A bar that fills with elapsed seconds against a solver's time limit (the solver is one call)."""
    bar = _bar(0, desc, enabled)
    if bar.disable:
        yield
        bar.close()
        return
    bar.total = round(limit, 1)
    bar.unit = "s"
    stop = threading.Event()
    t0 = time.monotonic()

    def tick() -> None:
        while not stop.wait(0.25):
            bar.n = round(min(limit, time.monotonic() - t0), 1)
            bar.refresh()

    thread = threading.Thread(target=tick, daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()
        bar.close()


def _load(path: str):
    """(problem, trace or None, raw mapping) for a trace or problem file."""
    data = read_yaml(path)
    if isinstance(data, dict) and data.get("format") == TRACE_FORMAT:
        trace = load_trace(path)
        return trace.problem, trace, trace.data
    return problem_from_dict(data, str(path)), None, data


def _check(problem_path: str, proof_path: Path) -> list[tuple[bool, str]]:
    return run_checker(problem_path, proof_path)


def build_report(
    path: str,
    out_dir: str | os.PathLike,
    *,
    schedule: str | None = None,
    proof: str | None = None,
    time_limit: float = 60.0,
    progress: bool | None = None,
) -> ReportResult:
    """Write ``out_dir/index.html`` and its companion files; see the module docstring."""
    if time_limit <= 0:
        raise FormalError(f"--time-limit must be positive, got {time_limit}")
    out = Path(out_dir)
    if out.exists() and not out.is_dir():
        raise FormalError(f"{out}: exists and is not a directory")
    seconds: dict[str, float] = {}
    t_all = time.monotonic()
    stages = _bar(6, "report", progress)

    # 1. input and the original timeline
    problem, trace, data = _load(path)
    labels = unit_labels(data)
    unit_model = schedule_timeline(problem, original_order(problem), "original order", labels)
    if trace is not None:
        original = program_timeline(trace, "the compiler's program")
    else:
        original = unit_model
        original.title = "the given order"
    stages.update()

    # 2. the proof, verified by the trusted checker on the file the report ships
    staged: dict[str, bytes | str] = {}
    scratch = None
    if proof is not None:
        proof_data = read_yaml(proof)
        if not isinstance(proof_data, dict) or proof_data.get("format") != "formal.proof/1":
            raise FormalError(f"{proof}: format: expected 'formal.proof/1'")
        if proof_data.get("problem_sha256") != problem_sha256(problem):
            raise FormalError(f"{proof}: problem_sha256: the proof is for another problem than {path}")
        proof_path, proof_origin = Path(proof), f"given: <code>{html.escape(proof)}</code>"
        info: dict[str, Any] = {}
    else:
        t0 = time.monotonic()
        with _timed_bar(f"certify (limit {time_limit:g} s)", time_limit, progress):
            proof_data, info = certify(problem, time_limit, with_info=True)
        seconds["certify"] = time.monotonic() - t0
        # Check the very bytes the report will ship, in a scratch folder: nothing lands in
        # the output directory before every step has succeeded.
        staged["proof.yaml"] = dump_yaml(proof_data)
        scratch = tempfile.TemporaryDirectory(prefix="formal-report-")
        proof_path = Path(scratch.name) / "proof.yaml"
        write_atomic(proof_path, staged["proof.yaml"])
        proof_origin = f"certified by this run (<code>formal certify</code>, time limit {time_limit:g} s)"
    claims = _check(path, proof_path)
    if scratch is not None:
        scratch.cleanup()
    accepted = all(ok for ok, _m in claims)
    stages.update()

    # 3. the optimized order
    if schedule is not None:
        order = load_schedule(schedule, problem)
        v = first_violation(problem, order)
        if v is not None:
            raise FormalError(f"{schedule}: illegal order: {v.message}")
        order_origin = f"given: <code>{schedule}</code>"
    else:
        order = proof_data.get("order")
        v = first_violation(problem, order) if isinstance(order, list) else None
        if not isinstance(order, list) or v is not None:
            raise FormalError(f"{proof_path}: order: not a legal schedule of {path}" + (f" ({v.message})" if v else ""))
        order_origin = "the proof's order"
    optimized = schedule_timeline(problem, order, "optimized order", labels)
    stages.update()

    # 4. the arena plan of the optimized order
    t0 = time.monotonic()
    with _timed_bar(f"arena (limit {time_limit:g} s)", time_limit, progress):
        try:
            plan = plan_problem(problem, order, 64, "exact", time_limit)
            arena_note = ""
        except RecursionError:
            # formal.arena's Inductor-pool planner recurses once per tree level and can
            # exceed Python's stack on thousands of storages: fall back to best-fit alone.
            plan = plan_problem(problem, order, 64, "best-fit", time_limit)
            arena_note = (
                "the exact planner hit Python's recursion limit on this many storages; "
                "this is the best-fit greedy packing"
            )
    seconds["arena"] = time.monotonic() - t0
    stages.update()

    # 5. snapshots for PyTorch's memory visualizer
    source = str(trace.program["wrapper"]) if trace is not None else Path(path).name
    offs, arena0 = program_offsets(original)
    snap_original = build_snapshot(original, offs, arena0, source=source)
    snap_optimized = build_snapshot(optimized, plan.offsets, plan.arena, source=source)
    for snap, tl in ((snap_original, original), (snap_optimized, optimized)):
        if viewer_peak(snap) != tl.peak:
            raise FormalError(f"internal error: snapshot peak {viewer_peak(snap)} != {tl.peak}", exit_code=70)
    staged[ORIGINAL_SNAPSHOT] = snapshot_bytes(snap_original)
    staged[OPTIMIZED_SNAPSHOT] = snapshot_bytes(snap_optimized)
    stages.update()

    # 6. the page
    t0 = time.monotonic()
    lower = proof_data.get("lower_bound") if accepted else None
    summary = _summary(problem, trace, original, unit_model, optimized, plan, proof_data, accepted, lower, data)
    page = _page(
        path,
        problem,
        trace,
        original,
        unit_model,
        optimized,
        plan,
        proof_data,
        claims,
        accepted,
        lower,
        summary,
        proof_origin,
        order_origin,
        info,
        storage_kinds(problem),
        time_limit,
        proof is None,
        arena_note,
    )
    text = page_html.render(page)
    seconds["render"] = time.monotonic() - t0
    stages.update()
    stages.close()

    # Write: companions first, index.html last (each file atomically).
    out.mkdir(parents=True, exist_ok=True)
    for name, blob in staged.items():
        write_atomic(out / name, blob)
    write_schedule(out / "schedule.yaml", problem, order)
    write_plan(out / "arena.yaml", plan)
    write_json(out / "summary.json", summary)
    write_atomic(out / "index.html", text)
    seconds["total"] = time.monotonic() - t_all
    return ReportResult(out, summary, accepted, seconds)


def _pct(saved: int, base: int) -> str:
    return f"{100 * saved / base:.1f}%" if base else "0.0%"


def _summary(problem, trace, original, unit_model, optimized, plan, proof, accepted, lower, data) -> dict[str, Any]:
    return {
        "name": problem.name,
        "units": problem.n,
        "storages": len(problem.storages),
        "statements": len(trace.program["statements"]) if trace is not None else None,
        "input_bytes": problem.input_bytes,
        "original_peak": original.peak,
        "original_model": original.model,
        "original_order_unit_model_peak": unit_model.peak,
        "optimized_peak": optimized.peak,
        "saved_bytes": original.peak - optimized.peak,
        "saved_percent": round(100 * (original.peak - optimized.peak) / original.peak, 3) if original.peak else 0.0,
        "proof_accepted": accepted,
        "proof_peak": proof.get("peak"),
        "lower_bound": lower,
        "optimal": lower is not None and optimized.peak == lower,
        "gap": None if lower is None else optimized.peak - lower,
        "certificates": [c.get("kind") for c in proof.get("certificates", []) if isinstance(c, dict)],
        "arena": plan.arena,
        "arena_lower_bound": plan.lower_bound,
        "arena_status": "optimal" if plan.optimal else "gap",
        "arena_method": plan.method,
        "arena_predicted_peak": plan.predicted_peak,
        "snapshots": [ORIGINAL_SNAPSHOT, OPTIMIZED_SNAPSHOT],
    }


def _page(
    path,
    problem,
    trace,
    original,
    unit_model,
    optimized,
    plan,
    proof,
    claims,
    accepted,
    lower,
    summary,
    proof_origin,
    order_origin,
    info,
    kinds,
    time_limit,
    fresh,
    arena_note="",
):
    ex = H.exact
    saved = original.peak - optimized.peak
    certs = [c for c in proof.get("certificates", []) if isinstance(c, dict)]
    lb_kinds = [c.get("kind") for c in certs if c.get("bound") == proof.get("lower_bound")]
    if accepted and not lb_kinds:
        lb_kinds = ["input bytes (every order holds them)"]
    if lower is None:
        verdict, vclass = "proof rejected by the checker: no bound claimed", "bad"
    elif optimized.peak == lower:
        verdict, vclass = "optimal (peak = certified lower bound)", "good"
    else:
        verdict, vclass = f"gap {lower:,}..{optimized.peak:,} B", ""
    cards = [
        (
            "original peak",
            H.human(original.peak),
            f"{original.peak:,} B &middot; {H.html.escape(original.title)}",
            "orig",
        ),
        ("optimized peak", H.human(optimized.peak), f"{optimized.peak:,} B &middot; {order_origin}", "opt"),
        ("saved", f"{_pct(saved, original.peak)}", f"{saved:,} B ({H.human(saved)})", "good" if saved > 0 else ""),
        ("certified lower bound", H.human(lower) if lower is not None else "&mdash;", verdict, vclass),
        (
            "arena (optimized order)",
            H.human(plan.arena),
            f"{plan.arena:,} B &middot; {'optimal' if plan.optimal else 'gap'}",
            "",
        ),
    ]
    headline = [
        ("input", f"{'trace' if trace is not None else 'problem'} <code>{H.html.escape(str(path))}</code>"),
        (
            "units (kernel calls) / storages",
            f"{problem.n:,} / {len(problem.storages):,}"
            + (f" &middot; {len(trace.program['statements']):,} wrapper statements" if trace is not None else ""),
        ),
        ("inputs held by the caller", ex(problem.input_bytes)),
        (f"original peak ({original.title})", f"<b class='orig'>{ex(original.peak)}</b>"),
    ]
    if trace is not None:
        headline.append(("original order, allocate/free as formal emits", ex(unit_model.peak)))
    headline += [
        ("optimized peak", f"<b class='opt'>{ex(optimized.peak)}</b> ({order_origin})"),
        ("saved", f"{ex(saved)} = {_pct(saved, original.peak)} of the original peak"),
        ("certified lower bound (any legal order)", ex(lower)),
        ("status", f"<span class='{vclass}'>{verdict}</span>"),
        (
            "arena of the optimized order",
            f"{ex(plan.arena)} (lower bound {plan.lower_bound:,} B, {'optimal' if plan.optimal else 'gap'})",
        ),
        ("predicted peak of the arena-packed program", ex(plan.predicted_peak)),
    ]
    note = (
        f"Bytes live at every kernel call. <b class='orig'>Orange</b>: {H.html.escape(original.title)} "
        f"&mdash; {H.html.escape(original.model)}. <b class='opt'>Blue</b>: the optimized order "
        f"&mdash; {H.html.escape(optimized.model)}. Each step shows the most bytes live at any moment "
        "between the previous kernel call and this one (including the kernel's scratch), so the highest "
        "step is the exact peak. Inputs are counted from the start."
    )
    if trace is not None:
        note += (
            " The grey dashed line is the compiler's order under the unit-level model: the difference "
            "between orange and grey is what allocating late and freeing early alone gives; the difference "
            "between grey and blue is what reordering gives."
        )
    arena_rows = [
        ("arena", f"{ex(plan.arena)}: every allocated storage at one offset, alignment {plan.alignment} B"),
        ("live-bytes lower bound", ex(plan.lower_bound)),
        (
            "status",
            (
                "optimal (certified: arena = lower bound)"
                if plan.certified
                else "optimal (proved by the exact solver)"
                if plan.optimal
                else f"gap: proven bound {plan.proven_bound:,} B (time limit {time_limit:g} s)"
            )
            + f", method {H.html.escape(plan.method)}",
        ),
        ("not in the arena", f"inputs and kernel scratch, at worst {ex(plan.unplanned_peak)}"),
        ("predicted peak of the packed program", f"{ex(plan.predicted_peak)} = arena + unplanned bytes"),
    ]
    if arena_note:
        arena_rows.append(("note", H.html.escape(arena_note)))
    cert_rows = [
        ("proof", proof_origin),
        (
            "trusted checker",
            "<b class='good'>accepted</b> (every claim holds)"
            if accepted
            else "<b class='bad'>REJECTED</b> (see the claims below)",
        ),
        ("proof's order peak", ex(proof.get("peak") if isinstance(proof.get("peak"), int) else None)),
        (
            "lower bound",
            f"{ex(proof.get('lower_bound') if isinstance(proof.get('lower_bound'), int) else None)}"
            f" from {H.html.escape(', '.join(str(k) for k in lb_kinds) or 'nothing')}",
        ),
        ("verdict", f"<span class='{vclass}'>{verdict}</span>"),
        (
            "certificates",
            "<br>".join(
                f"{H.html.escape(str(c.get('kind')))}: bound {c.get('bound'):,} B"
                if isinstance(c.get("bound"), int)
                else H.html.escape(str(c.get("kind")))
                for c in certs
            )
            or "none (the input bytes bound the peak)",
        ),
    ]
    if info.get("found_by"):
        cert_rows.append(("order found by", H.html.escape(str(info["found_by"]))))
    files = [
        ("schedule.yaml", "the optimized order (formal.schedule/1)"),
        ("arena.yaml", "the arena plan, also its proof (formal.arena-proof/1; <code>formal check</code>)"),
        (ORIGINAL_SNAPSHOT, "PyTorch memory snapshot of the original timeline"),
        (OPTIMIZED_SNAPSHOT, "PyTorch memory snapshot of the optimized timeline (addresses = the arena plan)"),
        ("summary.json", "the headline numbers"),
    ]
    if fresh:
        files.insert(0, ("proof.yaml", "the proof (formal.proof/1) checked above"))
    notes = [
        "Open a <code>.snapshot.pickle</code> in PyTorch's memory visualizer "
        "(<code>https://pytorch.org/memory_viz</code>, drag and drop; nothing is uploaded), or render it "
        "offline with <code>python -m torch.cuda._memory_viz trace_plot FILE -o out.html</code>. "
        "One kernel call's scratch appears as a short-lived block above the arena."
    ]
    breakdown_rows = [("original", original, H.ORIGINAL_COLOR), ("optimized", optimized, H.OPTIMIZED_COLOR)]
    arena_title = (
        f"Arena layout of the optimized order: {plan.arena:,} B ({H.human(plan.arena)}), {len(plan.blocks)} storages"
    )
    return H.Page(
        name=problem.name,
        source=str(path),
        kind="trace" if trace is not None else "problem",
        headline=headline,
        cards=cards,
        timeline_svg=H.timeline_svg(original, optimized, unit_model if trace is not None else None, lower),
        timeline_note=note,
        breakdown_svg=H.breakdown_svg(breakdown_rows),
        breakdown_tables=[("original", "orig", original), ("optimized", "opt", optimized)],
        arena_svg=H.arena_svg(
            [
                {"id": b.id, "start": b.start, "end": b.end, "size": b.size, "offset": plan.offsets[b.id]}
                for b in plan.blocks
            ],
            plan.arena,
            plan.lower_bound,
            optimized.n_steps,
            kinds,
            arena_title,
        ),
        arena_rows=arena_rows,
        certificate_rows=cert_rows,
        claims=claims,
        files=files,
        notes=notes,
    )


def summary_json(result: ReportResult) -> str:
    return json.dumps(
        {**result.summary, "out": str(result.out_dir), "seconds": {k: round(v, 3) for k, v in result.seconds.items()}}
    )
