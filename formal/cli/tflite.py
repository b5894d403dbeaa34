"""``formal verify-tflite`` and ``formal plan-tflite``: TFLite Micro arenas verified and planned (docs/tflite.md).

``formal verify-tflite MODEL.tflite [--arena-size BYTES] [-o PROOF] [--proof PROOF] [--no-measure] [--json]``
states the plan TFLM makes of the model (its offline plan, TFLM's greedy placing the rest, or greedy
alone), refuses it if two live tensors share bytes (naming both, the bytes and the operator), an
offline offset is misaligned or a tensor ends past the arena, and reports the arena against the
certified lower bound. ``-o`` writes the plan's ``formal.arena-proof/1``; ``--proof`` confirms that a
proof is this model's plan and has the trusted checker verify it.

``formal plan-tflite MODEL.tflite -o OUT.tflite [--proof PROOF] [--time-limit S] [--reorder
[--order-problem P --order-proof Q]] [--json]`` writes the model with formal's offline plan, after
running it in TFLM's interpreter beside the original (outputs identical bit for bit, measured head
== certified arena).

Exit codes: 0 sound (verify) or written (plan); 1 an unsound plan, a proof that is not the model's,
or a planned model TFLM does not confirm; 2 bad input. Needs ``formal-scheduler[tflite]``.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from formal.base.errors import FormalError
from formal.base.files import dump_yaml, write_atomic
from formal.cli.argtypes import require_plan_outputs
from formal.memplan.proof import confirm
from formal.model import dump_problem
from formal.tflite.planner import plan
from formal.tflite.verify import Verdict, verify


def _n(count: int, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == 1 else "s")


def _b(n: int) -> str:
    return f"{n:,} B ({n / 1024:.1f} KiB)" if n >= 1024 else f"{n:,} B"


def _verdict_doc(path: str, v: Verdict) -> dict[str, Any]:
    file = v.model.file
    return {
        "model": path,
        "sha256": file.sha256,
        "operators": len(file.operators),
        "tensors": len(file.tensors),
        "planned": len([t for t in v.plan.tensors if t.role != "scratch"]),
        "offline_plan": v.offline,
        "planned_by_tflm": v.online,
        "sound": v.sound,
        "overlaps": [o.message() for o in v.overlaps],
        "misaligned": [f"{t.describe()} at offset {t.offset}" for t in v.misaligned],
        "outside": [f"{t.describe()} ends at {t.offset + t.nbytes}" for t in v.outside],
        "delegated": [{"pair": o.message(), "why": o.region.reason if o.region else ""} for o in v.delegated],
        "arena": v.arena,
        "lower_bound": v.lower_bound,
        "optimal": v.report.optimal,
        "measured_head": v.measured_head,
        "measured": v.measured_note,
        "kernel_scratch": None if v.model.scratch is None else {str(k): b for k, b in sorted(v.model.scratch.items())},
        "notes": list(v.model.notes),
    }


def cmd_verify_tflite(args: argparse.Namespace) -> int:
    v = verify(args.model, args.arena_size, measure=not args.no_measure)
    doc = _verdict_doc(str(args.model), v)
    if not v.sound:
        if args.json:
            print(json.dumps(doc, indent=1))
        raise FormalError(f"{args.model}: unsound arena plan: {v.first_problem()}", exit_code=1)
    if args.proof:
        confirm(v.plan, args.proof)
        doc["proof"] = {"path": str(args.proof), "checked": True}
    if args.output:
        write_atomic(args.output, dump_yaml(v.proof({"method": "as the model plans it"})))
    if args.json:
        print(json.dumps(doc, indent=1))
        return 0
    file = v.model.file
    how = (
        f"its offline plan ({doc['planned'] - v.online} placed by it, {v.online} left to TFLM's greedy planner)"
        if v.offline
        else "TFLM's greedy plan (no offline plan)"
    )
    print(
        f"{args.model}: {_n(len(file.operators), 'operator')}, {_n(doc['planned'], 'planned tensor')}, {how}: "
        "no two live tensors share a byte"
    )
    gap = v.arena - v.lower_bound
    verdict = (
        "optimal for this operator order"
        if v.report.optimal
        else f"{gap:,} B ({gap / max(v.lower_bound, 1):.1%}) above it"
    )
    print(f"  arena: {_b(v.arena)}; lower bound {_b(v.lower_bound)}: {verdict}")
    if v.measured_head is not None:
        agree = (
            "as formal's model of TFLM predicts" if v.measured_head == v.arena else f"formal predicted {v.arena:,} B"
        )
        print(f"  TFLM's measured head: {_b(v.measured_head)} ({agree})")
    else:
        print(f"  TFLM's head: not measured: {v.measured_note}")
    if v.model.scratch:
        total = sum(v.model.scratch.values())
        who = _n(len(v.model.scratch), "operator")
        print(f"  kernel scratch: {who} request {total:,} B, planned by TFLM around the tensors")
    if v.delegated:
        reasons = sorted({o.region.reason for o in v.delegated if o.region})
        print(
            f"  {len(v.delegated)} tensor pairs share bytes on purpose ({'; '.join(reasons)}): delegated, not checked"
        )
    if args.proof:
        print(f"  {args.proof}: this model's plan, checked by formal check")
    if args.output:
        print(f"  wrote {args.output} (formal check {args.output})")
    return 0


def cmd_plan_tflite(args: argparse.Namespace) -> int:
    require_plan_outputs(args)
    planned = plan(args.model, args.time_limit, args.reorder)
    write_atomic(args.output, planned.data)
    if args.proof:
        write_atomic(args.proof, dump_yaml(planned.proof()))
    if planned.order is not None and args.order_proof:
        write_atomic(args.order_problem, dump_problem(planned.order.problem))
        write_atomic(args.order_proof, dump_yaml(planned.order.proof))
    doc = {
        "model": str(args.model),
        "output": str(args.output),
        "sha256": planned.verdict.model.file.sha256,
        "source_sha256": planned.source_sha256,
        "arena": planned.arena,
        "lower_bound": planned.lower_bound,
        "optimal": planned.optimal,
        "measured_head": planned.measured_head,
        "greedy_head": planned.greedy_head,
        "greedy_predicted": planned.greedy_predicted,
        "kept": planned.least.kept,
        "reordered": planned.reordered,
        "identical_outputs_on_seeds": list(planned.seeds),
        "kernel_scratch": {str(k): b for k, b in sorted(planned.scratch.items())},
        "planning_seconds": round(planned.seconds, 3),
    }
    if args.json:
        print(json.dumps(doc, indent=1))
        return 0
    saved = planned.greedy_head - planned.measured_head
    status = "optimal" if planned.optimal else f"gap {planned.arena - planned.lower_bound:,} B"
    print(
        f"{args.output}: formal's offline plan, arena {_b(planned.arena)}, TFLM measured {planned.measured_head:,} B; "
        f"TFLM's greedy {planned.greedy_head:,} B ({-saved / max(planned.greedy_head, 1):+.1%}); lower bound "
        f"{planned.lower_bound:,} B: {status}"
    )
    print(
        f"  outputs identical bit for bit with the original's on {len(planned.seeds)} random inputs in TFLM's "
        f"interpreter; planned in {planned.seconds:.2f} s"
    )
    if planned.order is not None:
        o = planned.order
        moved = "applied" if planned.reordered else "not applied: it does not lower the peak"
        print(f"  order: {o.exported_peak:,} B live at worst in the file's order, {o.peak:,} B in formal's ({moved})")
    if args.order_proof:
        print(f"  wrote {args.order_problem} and {args.order_proof} (formal check ORDER_PROBLEM ORDER_PROOF)")
    if args.proof:
        print(
            f"  wrote {args.proof} (formal check {args.proof}; formal verify-tflite {args.output} --proof {args.proof})"
        )
    return 0
