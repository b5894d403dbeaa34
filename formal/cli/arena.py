"""``formal arena``: offsets in one static arena, for a problem's order or a MiniMalloc CSV.

Problem mode (writes a ``formal.arena-proof/1`` plan, see formal/arena/plan.py)::

    formal arena PROBLEM_OR_TRACE [--schedule FILE] [--method M] [--alignment A]
                 [--time-limit S] [--joint] -o PLAN [--json]

CSV mode (MiniMalloc interchange; OUT.csv = the input columns plus ``offset``)::

    formal arena --csv FILE --capacity C -o OUT.csv [--time-limit S] [--minimize] [--json]
                 [--proof PLAN]    # the packing as a formal.arena-proof/1, for formal check

Exit codes: 0 done (CSV: packed within the capacity); 1 no packing within the capacity
was found (nothing written); 2 bad input (one line, nothing written).

``--time-limit`` bounds the whole CSV command, whatever the input size: the answer is
the best packing found, with its status and both bounds (docs/arena.md, "Time limits
and scale").
"""

from __future__ import annotations

import argparse
import json
import time

from formal.arena.blocks import arena_size, check_alignment, lower_bound, padded, placement_errors
from formal.arena.csvio import MAX_VALUE, format_csv, read_csv
from formal.arena.exact import CanonicalSearch, minimize
from formal.arena.greedy import best_greedy, run_planner, work_for
from formal.arena.joint import joint_plan
from formal.arena.plan import ArenaPlan, finish_seconds, plan_problem, write_plan
from formal.base.errors import FormalError
from formal.base.files import write_atomic
from formal.model import first_violation, load_problem, load_schedule, order_indices, original_order, peak_of_indices


def cmd_arena(args: argparse.Namespace) -> int:
    if args.time_limit <= 0:
        raise FormalError(f"--time-limit must be positive, got {args.time_limit}")
    if args.csv:
        if args.problem or args.schedule or args.joint:
            raise FormalError("--csv takes no PROBLEM, --schedule or --joint")
        if args.proof and args.proof == args.output:
            raise FormalError("--proof and -o must be different files")
        return _csv_mode(args)
    if not args.problem:
        raise FormalError("arena: give a PROBLEM_OR_TRACE, or --csv FILE --capacity C")
    if args.capacity is not None or args.minimize:
        raise FormalError(
            "--capacity and --minimize belong to --csv mode (problem mode always minimizes with --method exact)"
        )
    return _problem_mode(args)


def _problem_mode(args: argparse.Namespace) -> int:
    t0 = time.monotonic()
    alignment = 64 if args.alignment is None else args.alignment
    if args.joint and args.schedule:
        raise FormalError("--joint chooses the order itself; drop --schedule")
    if args.joint and args.method != "exact":
        raise FormalError("--joint uses the exact planner; drop --method")
    problem = load_problem(args.problem)
    # The limit covers the whole command: reading, planning, checking and writing the plan (the
    # time those last take is kept back from the planner).
    deadline = t0 + args.time_limit - finish_seconds(len(problem.storages))
    if args.joint:
        result = joint_plan(problem, alignment, args.time_limit, deadline=deadline)
        plan = result.plan
        extra = {
            "peak": result.peak,
            "min_peak_order": {
                "peak": result.peak_optimal_peak,
                "peak_status": result.peak_optimal_status,
                "arena": result.peak_optimal_plan.arena,
                "lower_bound": result.peak_optimal_plan.lower_bound,
            },
        }
    else:
        order = load_schedule(args.schedule, problem) if args.schedule else original_order(problem)
        v = first_violation(problem, order) if args.schedule else None  # the original order is legal by definition
        if v is not None:
            raise FormalError(f"{args.schedule}: illegal order: {v.message}")
        plan = plan_problem(problem, order, alignment, args.method, args.time_limit, deadline)
        extra = {"peak": peak_of_indices(problem, order_indices(problem, order))}  # legal: checked above
    write_plan(args.output, plan)
    summary = {
        "arena": plan.arena,
        "lower_bound": plan.lower_bound,
        "status": "optimal" if plan.optimal else "time limit" if time.monotonic() >= deadline else "gap",
        "certified": plan.certified,
        "proven_bound": plan.proven_bound,
        "method": plan.method,
        "alignment": plan.alignment,
        "buffers": len(plan.blocks),
        "unplanned_peak": plan.unplanned_peak,
        "predicted_peak": plan.predicted_peak,
        "seconds": round(plan.seconds, 3),
        **extra,
    }
    if args.json:
        print(json.dumps(summary))
    else:
        for key, value in summary.items():
            print(f"{key}: {value}")
    return 0


def _csv_mode(args: argparse.Namespace) -> int:
    t0 = time.monotonic()
    deadline = t0 + args.time_limit  # everything below counts against it: reading, greedy, search
    alignment = check_alignment(1 if args.alignment is None else args.alignment)
    if args.capacity is None and not args.minimize:
        raise FormalError("--csv needs --capacity C (or --minimize)")
    if args.capacity is not None and args.capacity < 0:
        raise FormalError(f"--capacity must be >= 0, got {args.capacity}")
    if args.method not in ("exact", "greedy", "best-fit", "first-fit", "inductor", "sweep"):
        raise FormalError(f"unknown method {args.method!r}")
    blocks = read_csv(args.csv)
    if sum(padded(b.size, alignment) for b in blocks) >= MAX_VALUE:
        raise FormalError(f"{args.csv}: all sizes together, aligned to {alignment}, must be below 2^63 bytes")
    lb = lower_bound(blocks, alignment)
    if args.capacity is not None and lb > args.capacity:
        raise FormalError(
            f"{args.csv}: capacity {args.capacity} is below the live-bytes lower bound {lb}: no packing exists"
        )
    status, proven = "feasible", lb
    work = work_for(args.time_limit)  # the greedy planners' deterministic budget
    if args.method != "exact":
        engine, offsets = run_planner(args.method, blocks, alignment, work)
    elif args.minimize:
        m = minimize(blocks, alignment, args.time_limit, capacity=args.capacity, deadline=deadline)
        engine, offsets, proven = m.method, m.offsets, m.proven_bound
        status = "optimal" if m.optimal else "gap"
    else:
        engine, offsets, arena = best_greedy(blocks, alignment, work)
        if arena > args.capacity:
            left = deadline - time.monotonic()
            answer = CanonicalSearch(blocks, alignment).solve(args.capacity, left) if left > 0.05 else None
            if answer is not None and answer.status == "feasible":
                engine, offsets = answer.engine, answer.offsets
            elif answer is not None and answer.status == "infeasible":
                proven = args.capacity + 1
            status = "unknown" if answer is None else answer.status if answer.status != "feasible" else status
    arena = arena_size(blocks, offsets) if offsets is not None else None
    if arena is not None and arena <= proven:
        status = "optimal"  # the lower bound (or a proof) meets the arena
    fits = arena is not None and (args.capacity is None or arena <= args.capacity)
    if fits:
        errors = placement_errors(blocks, offsets, alignment, args.capacity)
        if errors:  # never write a wrong packing
            raise FormalError(f"internal error: invalid packing: {errors[0]}", exit_code=70)
        write_atomic(args.output, format_csv(blocks, offsets))
        if args.proof:
            write_plan(
                args.proof,
                ArenaPlan(
                    tuple(blocks),
                    dict(offsets),
                    arena,
                    alignment,
                    lb,
                    max(lb, min(proven, arena)),
                    engine,
                    time.monotonic() - t0,
                ),
            )
    result = {
        "arena": arena,
        "lower_bound": lb,
        "fits": fits,
        "seconds": round(time.monotonic() - t0, 3),
        "status": status if fits or status != "feasible" else "unknown",
        "proven_bound": proven,
        "method": engine,
        "buffers": len(blocks),
    }
    if args.json:
        print(json.dumps(result))
    else:
        verdict = "fits" if fits else "does NOT fit"
        print(
            f"arena {arena} (lower bound {lb}, {result['status']}) {verdict}"
            f"{'' if args.capacity is None else f' in capacity {args.capacity}'}; {result['seconds']} s"
        )
    return 0 if fits else 1
