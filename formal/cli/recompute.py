"""CLI for recomputation: ``formal recompute`` and ``formal gadget``."""

from __future__ import annotations

import argparse
import json

from formal.base.errors import FormalError


def register(sub: argparse._SubParsersAction) -> None:
    from formal.recompute.solve import BACKENDS

    p = sub.add_parser("recompute", help="k-bounded recomputation: least peak, or least extra MACs under a budget",
                       description="Schedule a single-assignment problem where every unit may run at most k+1 "
                                   "times (docs/recompute.md). Without a budget: least peak, then fewest extra "
                                   "MACs. With --budget: fewest extra MACs with peak <= budget, or infeasible.")
    p.add_argument("problem", nargs="?",
                   help="problem or trace YAML, optionally with a recompute: {k, budget, ...} mapping")
    p.add_argument("--from-nodelink", metavar="FILE", help="read a Checkmate/Moccasin node-link JSON graph instead "
                   "(formal/recompute/nodelink.py); default back end: large")
    p.add_argument("--budget-ratio", metavar="R", help="with --from-nodelink: budget = ceil(R x peak of the "
                   "graph's topological order)")
    p.add_argument("--proof", metavar="OUT", help="write a formal.recompute-proof/1 that formal check verifies")
    p.add_argument("--k", type=int, help="recomputations allowed per unit (default: the file's recompute.k)")
    p.add_argument("--budget", type=int, metavar="B", help="peak budget in bytes (default: the file's, if any)")
    p.add_argument("--backend", choices=(*BACKENDS, "large"), default="auto",
                   help="auto (default): exhaustive up to 8 units; above, a budget question goes to phase "
                        "first, then sat; phase: exact phase search for budget questions (docs/hardness.md); "
                        "sp: exact knapsack on stem-fed chains; twdp: exact tree-decomposition DP (small graphs); "
                        "large: order + local search for hundreds of units (formal/recompute/large.py)")
    p.add_argument("--time-limit", type=float, default=60.0, metavar="S", help="seconds (default 60)")
    p.add_argument("--fixed-order", action="store_true",
                   help="keep the given unit order for every first run and only insert recomputations (Moccasin's "
                        "stage model, PyTorch's partitioner); default: the order is free too. Back end large")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("-o", "--output", metavar="PLAN", help="with a captured trace: write the recomputation plan "
                   "(formal.recompute-plan/1) for `formal emit/replay --recompute PLAN` (docs/recompute.md, Realization)")
    p.add_argument("--macs", choices=("measured", "count"), default="measured",
                   help="with a trace: unit costs measured by running the program once (default) or 1 per execution")
    p.set_defaults(handler=_cmd_recompute)

    g = sub.add_parser("gadget", help="write an NP-hardness gadget instance (problem + k + budget)",
                       description="Build the k-bounded recomputation instance of docs/hardness.md from a "
                                   "3-PARTITION multiset; its answer equals the 3-PARTITION answer.")
    g.add_argument("kind", choices=("3partition",))
    g.add_argument("--multiset", required=True, metavar="A1,A2,...", help="3m positive integers")
    g.add_argument("-o", "--output", required=True, metavar="OUT.yaml")
    g.add_argument("--encodings", action="store_true",
                   help="also write OUT.cnf, OUT.lp, OUT.opb and OUT.smt2: 'a schedule within the budget exists'")
    g.set_defaults(handler=_cmd_gadget)


def _cmd_recompute(args: argparse.Namespace) -> int:
    from formal.recompute.instance import load_instance
    from formal.recompute.solve import solve

    if args.k is not None and args.k < 0:
        raise FormalError(f"--k must be a non-negative integer, got {args.k}")
    if args.budget is not None and args.budget < 0:
        raise FormalError(f"--budget must be a non-negative number of bytes, got {args.budget}")
    info: dict = {}
    realized = None
    if args.from_nodelink:  # the literature's graphs (formal/recompute/nodelink.py)
        from formal.recompute.nodelink import nodelink_instance
        if args.problem:
            raise FormalError("give either PROBLEM or --from-nodelink FILE, not both")
        inst, info = nodelink_instance(args.from_nodelink, args.budget_ratio, 1 if args.k is None else args.k,
                                       args.budget)
    elif args.problem is None:
        raise FormalError("recompute: give PROBLEM or --from-nodelink FILE")
    else:
        if args.budget_ratio is not None:
            raise FormalError("--budget-ratio goes with --from-nodelink; use --budget B with a problem file")
        from formal.pipelines.recompute import realize_file
        from formal.recompute.realize import is_trace_file
        if is_trace_file(args.problem):  # a captured program: renaming pass + recomputability rules
            realized = realize_file(args.problem, args.k, args.budget, args.macs)
            inst = realized.instance
            if args.backend == "auto":
                args.backend = "cpsat"
        else:
            inst = load_instance(args.problem, args.k, args.budget)
    large = args.backend == "large" or (args.from_nodelink and args.backend == "auto")
    if args.fixed_order and not large:
        raise FormalError(f"--fixed-order: with --backend large (the {args.backend} back end searches free orders)")
    if large:
        from formal.recompute.large import solve_large
        if args.time_limit <= 0:
            raise FormalError(f"--time-limit must be positive, got {args.time_limit}")
        result = solve_large(inst, args.time_limit, fixed_order=args.fixed_order)
        info = {**info, "fixed_order": args.fixed_order}
    else:
        result = solve(inst, args.backend, args.time_limit)
    if args.output:
        from formal.base.files import write_yaml
        from formal.recompute.realize import plan_dict
        if args.problem is None or realized is None:
            raise FormalError("-o PLAN: only for a captured trace (formal.trace/1 with its program)")
        if result.feasible:
            plan = plan_dict(realized, result, args.macs)
            write_yaml(args.output, plan)
            info = {**info, "plan": args.output, "original_order_peak": plan["original_order_peak"],
                    "total_macs": plan["total_macs"]}
        else:  # an answer, not bad input: say it, write nothing
            import sys
            print(f"formal: no plan written to {args.output}: {result.status}", file=sys.stderr)
    proof = None
    if args.proof:  # built before printing: an answer without a checkable proof writes no file
        from formal.recompute.proof import recompute_proof
        proof = recompute_proof(inst, result)
    if args.json:
        print(json.dumps({**result.to_json(), **info}))
    if proof is not None:
        from formal.base.files import write_yaml
        write_yaml(args.proof, proof)
    if args.json:
        return 0
    if not result.feasible:
        if result.optimal:
            print(f"infeasible: no schedule has peak <= {inst.budget} (proven; {result.backend})")
        else:
            print(f"unknown: no schedule with peak <= {inst.budget} found within the time limit, "
                  f"and none ruled out ({result.backend})")
        return 0
    status = "optimal" if result.optimal else f"not proven optimal, bound {result.lower_bound}"
    print(f"peak: {result.peak}  extra MACs: {result.extra_macs}  ({status}; {result.backend})")
    print("schedule: " + " ".join(result.schedule))
    return 0


def _cmd_gadget(args: argparse.Namespace) -> int:
    from formal.base.files import write_atomic, write_yaml
    from formal.recompute.gadgets import parse_multiset, three_partition_gadget

    data = three_partition_gadget(parse_multiset(args.multiset))
    texts = {}
    if args.encodings:
        from pathlib import Path

        from formal.model import problem_from_dict
        from formal.recompute.export import FORMATS, export
        from formal.recompute.instance import make_instance

        spec = data["recompute"]
        inst = make_instance(problem_from_dict(data, args.output), spec["k"], spec["budget"])
        texts = {Path(args.output).with_suffix(f".{fmt}"): export(inst, fmt, spec["k"]) for fmt in FORMATS}
    write_yaml(args.output, data)  # every file is complete before the first is written
    for path, text in texts.items():
        write_atomic(path, text)
    return 0
