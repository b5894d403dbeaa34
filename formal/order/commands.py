"""CLI of the ordering stage: ``formal optimize``, ``bounds``, ``certify``, ``verify-schedule``.

Every command takes a problem or a trace, prints a human summary or (``--json``) one JSON
object, and writes its output file atomically. Solver imports happen inside the handlers
so that ``formal --help`` and ``formal check`` stay fast.
"""

from __future__ import annotations

import argparse
import json
from typing import Any


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("optimize", help="find a minimum-peak order and write it as a schedule",
                       description="Order the units of a problem or trace for minimum peak memory. "
                                   "'greedy' returns the best fast heuristic; 'exact' adds certified lower "
                                   "bounds and an exact search, and reports 'optimal' or the gap.")
    p.add_argument("problem", help="problem or trace YAML")
    p.add_argument("-o", "--output", required=True, help="write the formal.schedule/1 here")
    p.add_argument("--method", choices=("greedy", "exact"), default="exact")
    p.add_argument("--time-limit", type=_seconds, default=10.0, metavar="S", help="seconds (default 10)")
    p.add_argument("--json", action="store_true", help="print the result as one JSON object")
    p.set_defaults(handler=_cmd_optimize)

    b = sub.add_parser("bounds", help="lower bounds on the minimum peak (event cut, forward/reverse trap)")
    b.add_argument("problem", help="problem or trace YAML")
    b.add_argument("--time-limit", type=_seconds, default=60.0, metavar="S",
                   help="stop the pair/triple scans after S seconds (default 60; values stay valid, "
                        "'complete' turns false)")
    b.add_argument("--json", action="store_true")
    b.set_defaults(handler=_cmd_bounds)

    c = sub.add_parser("certify", help="write a proof (formal.proof/1) of an order's peak and a lower bound",
                       description="Optimize, then write the order, its peak, and certificates for the "
                                   "lower bound (cut flows; a search closure when bounds alone fall short; "
                                   "a SAT refutation when both leave a gap). "
                                   "Check it with 'formal check PROBLEM PROOF'.")
    c.add_argument("problem", help="problem or trace YAML")
    c.add_argument("-o", "--output", required=True, help="write the proof here")
    c.add_argument("--time-limit", type=_seconds, default=60.0, metavar="S", help="seconds (default 60)")
    c.add_argument("--no-sat", action="store_true", help="do not try SAT refutations to close a gap")
    c.add_argument("--json", action="store_true")
    c.set_defaults(handler=_cmd_certify)

    v = sub.add_parser("verify-schedule", help="legality, peak and gap of a schedule made elsewhere",
                       description="Check a formal.schedule/1 (or a plain list of unit ids) against a "
                                   "problem: legality, exact peak, and the gap to the best lower bound. "
                                   "Exit 1 if the schedule is illegal. Without SCHEDULE: the original order.")
    v.add_argument("problem", help="problem or trace YAML")
    v.add_argument("schedule", nargs="?", help="schedule file (default: the program's original order)")
    v.add_argument("--json", action="store_true")
    v.set_defaults(handler=_cmd_verify)


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be positive, got {text}")
    return value


def _emit(args: argparse.Namespace, data: dict[str, Any], lines: list[str]) -> None:
    print(json.dumps(data) if args.json else "\n".join(lines))


def _cmd_optimize(args: argparse.Namespace) -> int:
    from formal.model import load_problem, write_schedule
    from formal.order.optimize import optimize

    problem = load_problem(args.problem)
    result = optimize(problem, args.method, args.time_limit)
    write_schedule(args.output, problem, result.order)
    s = result.summary()
    _emit(args, s, [f"peak {s['peak']} bytes ({s['status']}, lower bound {s['lower_bound']}, "
                    f"found by {s['found_by']}, {s['seconds']} s) -> {args.output}"])
    return 0


def _cmd_bounds(args: argparse.Namespace) -> int:
    from formal.model import load_problem
    from formal.order.bounds import compute_bounds
    from formal.order.instance import Instance

    values = compute_bounds(Instance(load_problem(args.problem)), time_limit=args.time_limit).values()
    _emit(args, values, [f"{k}: {v}" for k, v in values.items()])
    return 0


def _cmd_certify(args: argparse.Namespace) -> int:
    from formal.fileio import write_yaml
    from formal.model import load_problem
    from formal.order.certify import certify

    problem = load_problem(args.problem)
    proof, info = certify(problem, args.time_limit, with_info=True, sat=not args.no_sat)
    write_yaml(args.output, proof)
    peak, lower = proof["peak"], proof["lower_bound"]
    data = {"peak": peak, "lower_bound": lower, "optimal": peak == lower, "seconds": info["seconds"],
            "certificates": [c["kind"] for c in proof["certificates"]], "found_by": info["found_by"],
            "bounds": info["bounds"]}
    verdict = "optimal" if peak == lower else f"gap {lower}..{peak}"
    _emit(args, data, [f"peak {peak} bytes, lower bound {lower} ({verdict}; certificates: "
                       f"{', '.join(data['certificates']) or 'none'}; {info['seconds']} s) -> {args.output}"])
    return 0


def _cmd_verify(args: argparse.Namespace) -> int:
    from formal.model import first_violation, load_problem, load_schedule, original_order, peak
    from formal.order.bounds import compute_bounds
    from formal.order.instance import Instance

    problem = load_problem(args.problem)
    order = load_schedule(args.schedule, problem) if args.schedule else original_order(problem)
    violation = first_violation(problem, order)
    value = None if violation is not None else peak(problem, order)
    original = peak(problem, original_order(problem))  # the compiler's own order, for comparison
    bounds = compute_bounds(Instance(problem), target=value if value is not None else original, time_limit=30.0)
    lower = bounds.best
    data = {"legal": violation is None, "peak": value, "lower_bound": lower,
            "gap": None if value is None else value - lower, "optimal": value == lower,
            "original_peak": original, "schedule": args.schedule or "original order"}
    if violation is not None:
        data.update(violation=violation.message, unit=violation.unit, needs=violation.needs)
        _emit(args, data, [f"illegal: {violation.message}"])
        return 1
    _emit(args, data, [f"legal; peak {value} bytes; lower bound {lower}; gap {value - lower}"
                       + (" (optimal)" if value == lower else "") + f"; original order {original}"])
    return 0
