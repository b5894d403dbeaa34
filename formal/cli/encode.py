"""CLI for the encodings stage: ``formal solve``, ``formal encode``, ``formal decode``."""

from __future__ import annotations

import argparse
import json

from formal.base.errors import FormalError


def register(sub: argparse._SubParsersAction) -> None:
    from formal.order.backends import BACKENDS

    p = sub.add_parser("solve", help="minimum-peak order with one back end (search, sat, ilp, cpsat, smt)",
                       description="Solve the ordering problem with one back end; prints the peak, whether it "
                                   "is proven optimal, the order and the time taken.")
    p.add_argument("problem", help="problem or trace YAML")
    p.add_argument("--backend", choices=BACKENDS, default="search")
    p.add_argument("--formulation", help="formulation for the back end (default: the fastest measured; "
                                         "see docs/encodings.md)")
    p.add_argument("--time-limit", type=float, default=60.0, metavar="S", help="seconds (default 60)")
    p.add_argument("-o", "--output", help="also write the order as a formal.schedule/1 file")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=_cmd_solve)

    e = sub.add_parser("encode", help="export 'is there an order with peak <= B' as cnf/opb/lp/mps/smt2",
                       description="Write the feasibility question 'some legal order has peak <= BUDGET' "
                                   "in a standard format; the file is satisfiable exactly when that holds.")
    e.add_argument("problem", help="problem or trace YAML")
    e.add_argument("--budget", type=int, required=True, metavar="B", help="peak budget in bytes")
    e.add_argument("--format", required=True, choices=("cnf", "opb", "lp", "mps", "smt2"))
    e.add_argument("--formulation", default="steps", choices=("steps", "pair"))
    e.add_argument("-o", "--output", required=True, metavar="FILE")
    e.set_defaults(handler=_cmd_encode)

    d = sub.add_parser("decode", help="turn a solver's model of an exported encoding into a schedule",
                       description="Decode a solver's solution for a file written by `formal encode` into a "
                                   "formal.schedule/1 order, checking it is legal and within the budget.")
    d.add_argument("problem", help="problem or trace YAML")
    d.add_argument("encoding", help="the file written by `formal encode`")
    d.add_argument("solution", help="the solver's output (DIMACS/OPB model, CBC solution, z3 model)")
    d.add_argument("-o", "--output", help="write the formal.schedule/1 here")
    d.add_argument("--json", action="store_true")
    d.set_defaults(handler=_cmd_decode)


def _cmd_solve(args: argparse.Namespace) -> int:
    from formal.order.backends import solve
    from formal.model import load_problem, write_schedule

    problem = load_problem(args.problem)
    result = solve(problem, args.backend, args.formulation, args.time_limit)
    if args.output:
        write_schedule(args.output, problem, result.order)
    if args.json:
        print(json.dumps(result.to_json()))
    else:
        status = "optimal" if result.optimal else f"gap {result.lower_bound}..{result.peak}"
        print(f"peak: {result.peak} ({status}; {args.backend}/{result.formulation}, {result.seconds:.2f} s)")
        print("order: " + " ".join(result.order))
    return 0


def _cmd_encode(args: argparse.Namespace) -> int:
    from formal.order.export import export
    from formal.base.files import write_atomic
    from formal.model import load_problem

    problem = load_problem(args.problem)
    if args.budget < 0:
        raise FormalError(f"--budget must be a non-negative number of bytes, got {args.budget}")
    write_atomic(args.output, export(problem, args.budget, args.format, args.formulation))
    return 0


def _cmd_decode(args: argparse.Namespace) -> int:
    from formal.order.decode import decode_solution
    from formal.model import load_problem, schedule_dict
    from formal.base.files import write_yaml, dump_yaml

    problem = load_problem(args.problem)
    order, value, budget = decode_solution(problem, args.encoding, args.solution)
    if args.output:
        write_yaml(args.output, schedule_dict(problem, order))
    if args.json:
        print(json.dumps({"legal": True, "peak": value, "budget": budget, "order": order}))
    elif not args.output:
        print(dump_yaml(schedule_dict(problem, order)), end="")
    return 0
