"""``formal verify-pte`` and ``formal plan-pte``: ExecuTorch programs verified and planned (docs/executorch.md).

``formal verify-pte PROGRAM.pte [--method M] [-o PROOF] [--proof PROOF] [--json]`` reads the
program's memory plan, refuses it if two live tensors share bytes (naming both and the
instruction) or a tensor ends outside its arena, and reports each arena against the certified
lower bound. ``-o`` writes the arena's ``formal.arena-proof/1`` (for ``formal check``);
``--proof`` confirms that a proof is this program's plan and has the trusted checker verify it.

``formal plan-pte SPEC -o OUT.pte [--planner formal|greedy|naive] [--proof PROOF] [--reorder
[--order-problem P --order-proof Q]]`` lowers a model (``module:function`` returning ``(model,
example_inputs)``) with the planner named, writes the program and its proof, and runs it in
ExecuTorch's runtime against the greedy plan's program in the exported order: the outputs must be
identical bit for bit. ``--reorder`` first moves the operators into formal's certified
least-peak order (the ordering problem and its proof, for ``formal check P Q``).

Exit codes: 0 sound (verify) or written and identical (plan); 1 a plan that overlaps, or outputs
that differ; 2 bad input. Needs ``formal-scheduler[executorch]``.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from formal.base.errors import FormalError
from formal.base.files import dump_yaml, read_input, write_atomic
from formal.capture.spec import resolve_spec
from formal.cli.argtypes import require_plan_outputs
from formal.executorch.noise import quiet, require
from formal.executorch.program import read_pte
from formal.executorch.runtime import export_program, run_program, same_bits
from formal.memplan.proof import arena_proof, confirm
from formal.memplan.verify import arena_reports, outside, overlaps
from formal.model import dump_problem


def _kib(b: int) -> str:
    return f"{b:,} B ({b / 1024:.1f} KiB)"


def cmd_verify_pte(args: argparse.Namespace) -> int:
    require()

    data = read_input(args.program)
    with quiet():
        method = read_pte(data, args.method)
    clashes, beyond = overlaps(method), outside(method)
    reports = arena_reports(method)
    doc: dict[str, Any] = {
        "program": str(args.program),
        "sha256": method.sha256,
        "method": method.name,
        "instructions": len(method.positions),
        "tensors": len(method.tensors),
        "views": len(method.views),
        "sound": not clashes and not beyond,
        "overlaps": [o.message() for o in clashes],
        "outside": [f"{t.describe()} ends at {t.offset + t.nbytes}, past its arena" for t in beyond],
        "arenas": [
            {"mem_id": r.mem_id, "declared": r.declared, "reached": r.extent, "lower_bound": r.lower_bound,
             "alignment": r.alignment, "tensors": r.tensors, "optimal": r.optimal}
            for r in reports
        ],
    }  # fmt: skip
    if not doc["sound"]:
        if args.json:
            print(json.dumps(doc, indent=1))
        first = (doc["overlaps"] or doc["outside"])[0]
        raise FormalError(f"{args.program}: unsound memory plan: {first}", exit_code=1)
    if args.output or args.proof:
        mem_id = args.arena if args.arena is not None else method.mem_ids[0]
        if mem_id not in method.mem_ids:
            raise FormalError(f"--arena {mem_id}: the method's arenas are {list(method.mem_ids)}")
    if args.proof:
        confirm(method, args.proof)
        doc["proof"] = {"path": str(args.proof), "checked": True}
    if args.output:
        write_atomic(args.output, dump_yaml(arena_proof(method, mem_id)))
    if args.json:
        print(json.dumps(doc, indent=1))
        return 0
    print(
        f"{args.program}: method {method.name}, {len(method.positions)} instructions, {len(method.tensors)} planned "
        f"tensors and {len(method.views)} views: no two live tensors share a byte"
    )
    for r in reports:
        gap = r.extent - r.lower_bound
        verdict = (
            "optimal for this order"
            if r.optimal
            else f"gap {gap:,} B ({gap / max(r.lower_bound, 1):.1%}) above the bound"
        )
        used = f"{_kib(r.declared)} declared, {_kib(r.extent)} used"
        print(f"  arena {r.mem_id}: {used}; lower bound {_kib(r.lower_bound)}: {verdict}")
    if args.proof:
        print(f"  {args.proof}: this program's plan, checked by formal check")
    if args.output:
        print(f"  wrote {args.output} (formal check {args.output})")
    return 0


def cmd_plan_pte(args: argparse.Namespace) -> int:
    require()
    if args.time_limit <= 0:
        raise FormalError(f"--time-limit must be positive, got {args.time_limit}")
    require_plan_outputs(args)

    spec = resolve_spec(args.spec)
    with quiet():
        import torch
        from executorch.exir import to_edge

        try:
            edge = to_edge(torch.export.export(spec.model.eval(), spec.inputs))
        except Exception as e:  # export's own errors, in one line
            raise FormalError(
                f"{args.spec}: torch.export / to_edge failed: {type(e).__name__}: {str(e)[:200]}"
            ) from None
        reorder = args.time_limit if args.reorder else None
        ours = export_program(
            spec.model, spec.inputs, args.planner, args.time_limit, edge=edge, reorder=reorder, fold_constants=args.fold
        )
        method = read_pte(ours.pte)
    clash = overlaps(method, 1)
    if clash:  # never write a program that would compute wrong outputs
        raise FormalError(f"internal error: the {args.planner} plan overlaps: {clash[0].message()}", exit_code=70)
    rows = arena_reports(method)
    line = ", ".join(f"arena {r.mem_id} {_kib(r.declared)} (bound {_kib(r.lower_bound)})" for r in rows)
    if args.planner != "greedy" and not args.no_run:
        with quiet():
            greedy = export_program(spec.model, spec.inputs, "greedy", edge=edge)
            theirs = read_pte(greedy.pte)
            mine, reference = run_program(ours.pte, spec.inputs), run_program(greedy.pte, spec.inputs)
        if not same_bits(mine, reference):
            raise FormalError(
                f"{args.spec}: the {args.planner} program's outputs differ from the greedy program's", exit_code=1
            )
        greedy_bytes = sum(theirs.arenas.values())
        line += f"; greedy {_kib(greedy_bytes)}; outputs identical bit for bit in ExecuTorch's runtime"
    write_atomic(args.output, ours.pte)
    if args.proof:
        write_atomic(args.proof, dump_yaml(arena_proof(method, method.mem_ids[0])))
    if ours.order is not None and args.order_proof:
        write_atomic(args.order_problem, dump_problem(ours.order.problem))
        write_atomic(args.order_proof, dump_yaml(ours.order.proof))
    print(f"{args.output}: {args.planner} plan, {line}; planned in {ours.plan_seconds:.2f} s")
    if ours.order is not None:
        o = ours.order
        status = "optimal" if o.optimal else f"best found, lower bound {o.lower_bound:,} B"
        print(
            f"  order: {o.exported_peak:,} B live at worst in the exported order, {o.peak:,} B in formal's ({status})"
        )
    if args.order_proof:
        print(f"  wrote {args.order_problem} and {args.order_proof} (formal check ORDER_PROBLEM ORDER_PROOF)")
    if args.proof:
        print(f"  wrote {args.proof} (formal check {args.proof}; formal verify-pte {args.output} --proof {args.proof})")
    return 0
