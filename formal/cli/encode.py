"""CLI for the encodings stage: ``formal solve``, ``formal encode``, ``formal decode``."""

from __future__ import annotations

import argparse
import json
import time

from formal.base.errors import FormalError
from formal.base.files import dump_yaml, write_atomic, write_yaml
from formal.model import load_problem, schedule_dict, write_schedule
from formal.order.backends import solve
from formal.order.decode import decode_solution
from formal.order.export import export


def cmd_solve(args: argparse.Namespace) -> int:
    if args.time_limit <= 0:
        raise FormalError(f"--time-limit must be positive, got {args.time_limit}")
    deadline = time.monotonic() + args.time_limit  # the limit covers reading the problem too
    problem = load_problem(args.problem)
    result = solve(problem, args.backend, args.formulation, args.time_limit, deadline=deadline)
    if args.output:
        write_schedule(args.output, problem, result.order)
    if args.json:
        print(json.dumps(result.to_json()))
    else:
        status = "optimal" if result.optimal else f"gap {result.lower_bound}..{result.peak}"
        if result.stopped:
            status += f", {result.stopped}" + (f": {result.stats['why']}" if "why" in result.stats else "")
        print(f"peak: {result.peak} ({status}; {args.backend}/{result.formulation}, {result.seconds:.2f} s)")
        print("order: " + " ".join(result.order))
    return 0


def cmd_encode(args: argparse.Namespace) -> int:
    problem = load_problem(args.problem)
    if args.budget < 0:
        raise FormalError(f"--budget must be a non-negative number of bytes, got {args.budget}")
    write_atomic(args.output, export(problem, args.budget, args.format, args.formulation))
    return 0


def cmd_decode(args: argparse.Namespace) -> int:
    problem = load_problem(args.problem)
    order, value, budget = decode_solution(problem, args.encoding, args.solution)
    if args.output:
        write_yaml(args.output, schedule_dict(problem, order))
    if args.json:
        print(json.dumps({"legal": True, "peak": value, "budget": budget, "order": order}))
    elif not args.output:
        print(dump_yaml(schedule_dict(problem, order)), end="")
    return 0
