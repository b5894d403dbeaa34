"""CLI for recomputation: ``formal recompute`` and ``formal gadget``."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from formal.base.errors import FormalError
from formal.base.files import write_atomic, write_yaml
from formal.model import problem_from_dict
from formal.pipelines.recompute import realize_file
from formal.recompute.export import FORMATS, export
from formal.recompute.gadgets import parse_multiset, three_partition_gadget
from formal.recompute.instance import load_instance, make_instance
from formal.recompute.large import solve_large
from formal.recompute.nodelink import nodelink_instance
from formal.recompute.proof import recompute_proof
from formal.recompute.realize import is_trace_file, plan_dict
from formal.recompute.result import RecomputeResult
from formal.recompute.solve import solve


def cmd_recompute(args: argparse.Namespace) -> int:
    if args.k is not None and args.k < 0:
        raise FormalError(f"--k must be a non-negative integer, got {args.k}")
    if args.budget is not None and args.budget < 0:
        raise FormalError(f"--budget must be a non-negative number of bytes, got {args.budget}")
    if args.time_limit <= 0:
        raise FormalError(f"--time-limit must be positive, got {args.time_limit}")
    started = time.monotonic()  # the limit covers reading the input too (a trace's capture-time work excepted)
    info: dict = {}
    realized = None
    if args.from_nodelink:  # the literature's graphs (formal/recompute/nodelink.py)
        if args.problem:
            raise FormalError("give either PROBLEM or --from-nodelink FILE, not both")
        inst, info = nodelink_instance(
            args.from_nodelink, args.budget_ratio, 1 if args.k is None else args.k, args.budget
        )
    elif args.problem is None:
        raise FormalError("recompute: give PROBLEM or --from-nodelink FILE")
    else:
        if args.budget_ratio is not None:
            raise FormalError("--budget-ratio goes with --from-nodelink; use --budget B with a problem file")
        if is_trace_file(args.problem):  # a captured program: renaming pass + recomputability rules
            realized = realize_file(args.problem, args.k, args.budget, args.macs)
            inst = realized.instance
            started = time.monotonic()  # realizing may run the program (MACs): not the solver's time
            if args.backend == "auto":
                args.backend = "cpsat"
        else:
            inst = load_instance(args.problem, args.k, args.budget)
    large = args.backend == "large" or (args.from_nodelink and args.backend == "auto")
    if args.fixed_order and not large:
        raise FormalError(f"--fixed-order: with --backend large (the {args.backend} back end searches free orders)")
    left = max(0.01, args.time_limit - (time.monotonic() - started))  # past the limit: the back ends' fallbacks
    if large:
        result = solve_large(inst, left, fixed_order=args.fixed_order)
        info = {**info, "fixed_order": args.fixed_order}
    else:
        result = solve(inst, args.backend, left)
    if args.output:
        if args.problem is None or realized is None:
            raise FormalError("-o PLAN: only for a captured trace (formal.trace/1 with its program)")
        if result.feasible:
            plan = plan_dict(realized, result, args.macs)
            write_yaml(args.output, plan)
            info = {
                **info,
                "plan": args.output,
                "original_order_peak": plan["original_order_peak"],
                "total_macs": plan["total_macs"],
            }
        else:  # an answer, not bad input: say it, write nothing
            print(f"formal: no plan written to {args.output}: {result.status}", file=sys.stderr)
    proof = None
    if args.proof:  # built before printing: an answer without a checkable proof writes no file
        proof = recompute_proof(inst, result)
    if args.json:
        print(json.dumps({**result.to_json(), **info}))
    if proof is not None:
        write_yaml(args.proof, proof)
    if args.json:
        return 0
    if not result.feasible:
        if result.optimal:
            print(f"infeasible: no schedule has peak <= {inst.budget} (proven; {result.backend})")
        else:
            print(
                f"unknown: no schedule with peak <= {inst.budget} found within the time limit, "
                f"and none ruled out ({result.backend}{_stopped(result)})"
            )
        return 0
    status = "optimal" if result.optimal else f"not proven optimal, bound {result.lower_bound}"
    status += _stopped(result)
    print(f"peak: {result.peak}  extra MACs: {result.extra_macs}  ({status}; {result.backend})")
    print("schedule: " + " ".join(result.schedule))
    return 0


def _stopped(result: RecomputeResult) -> str:
    """``; time limit: why`` when a back end stopped short (formal.solvers.limits), else nothing."""
    stopped = result.stats.get("stopped")
    return (
        f"; {stopped}: {result.stats['why']}"
        if stopped and "why" in result.stats
        else f"; {stopped}"
        if stopped
        else ""
    )


def cmd_gadget(args: argparse.Namespace) -> int:
    data = three_partition_gadget(parse_multiset(args.multiset))
    texts = {}
    if args.encodings:
        spec = data["recompute"]
        inst = make_instance(problem_from_dict(data, args.output), spec["k"], spec["budget"])
        texts = {Path(args.output).with_suffix(f".{fmt}"): export(inst, fmt, spec["k"]) for fmt in FORMATS}
    write_yaml(args.output, data)  # every file is complete before the first is written
    for path, text in texts.items():
        write_atomic(path, text)
    return 0
