"""CLI of the ordering stage: ``formal optimize``, ``bounds``, ``certify``, ``verify-schedule``.

Every command takes a problem or a trace, prints a human summary or (``--json``) one JSON
object, and writes its output file atomically. Solver imports happen inside the handlers
so that ``formal --help`` and ``formal check`` stay fast.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from formal.cli.argtypes import positive_int, seconds


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("optimize", help="find a minimum-peak order and write it as a schedule",
                       description="Order the units of a problem or trace for minimum peak memory. "
                                   "'greedy' returns the best fast heuristic; 'exact' adds certified lower "
                                   "bounds and an exact search, and reports 'optimal' or the gap.")
    p.add_argument("problem", help="problem or trace YAML")
    p.add_argument("-o", "--output", required=True, help="write the formal.schedule/1 here")
    p.add_argument("--method", choices=("greedy", "exact"), default="exact")
    p.add_argument("--time-limit", type=seconds, default=10.0, metavar="S", help="seconds (default 10)")
    p.add_argument("--json", action="store_true", help="print the result as one JSON object")
    p.set_defaults(handler=_cmd_optimize)

    b = sub.add_parser("bounds", help="lower bounds on the minimum peak (event cut, forward/reverse trap)")
    b.add_argument("problem", help="problem or trace YAML")
    b.add_argument("--time-limit", type=seconds, default=60.0, metavar="S",
                   help="stop the pair/triple scans after S seconds (default 60; values stay valid, "
                        "'complete' turns false)")
    b.add_argument("--json", action="store_true")
    b.set_defaults(handler=_cmd_bounds)

    c = sub.add_parser("certify", help="write a proof (formal.proof/1) of an order's peak and a lower bound",
                       description="Optimize, then write the order, its peak, and certificates for the "
                                   "lower bound (cut flows; a search closure when bounds alone fall short; "
                                   "a SAT refutation when both leave a gap). "
                                   "Check it with 'formal check PROBLEM PROOF'.")
    c.add_argument("problem", nargs="+", metavar="PROBLEM_OR_TRACE", help="problem or trace YAML (one or more)")
    c.add_argument("-o", "--output", required=True,
                   help="write the proof here (JSON if it ends in .json: faster for large problems); with "
                        "several inputs, a folder that receives <name>.proof.yaml per input (name: the file "
                        "name without .trace.yaml/.yaml)")
    c.add_argument("--time-limit", type=seconds, default=60.0, metavar="S", help="seconds per input (default 60)")
    c.add_argument("--no-sat", action="store_true", help="do not try SAT refutations to close a gap")
    c.add_argument("--jobs", type=positive_int, default=1, metavar="N",
                   help="certify N inputs at a time in local worker processes (default 1)")
    c.add_argument("--cluster", metavar="ADDRESS",
                   help="run on an existing Dask scheduler (tcp://host:port or a scheduler file; docs/batch.md)")
    c.add_argument("--json", action="store_true")
    c.set_defaults(handler=_cmd_certify)

    v = sub.add_parser("verify-schedule", help="legality, peak and gap of a schedule made elsewhere",
                       description="Check a formal.schedule/1 (or a plain list of unit ids) against a "
                                   "problem: legality, exact peak, and the gap to the best lower bound. "
                                   "Exit 1 if the schedule is illegal. Without SCHEDULE: the original order.")
    v.add_argument("problem", help="problem or trace YAML")
    v.add_argument("schedule", nargs="?", help="schedule file (default: the program's original order)")
    v.add_argument("--bounds-time", type=seconds, default=0.2, metavar="S",
                   help="seconds for the lower bound (default 0.2): verifying is a linear pass, the bound "
                        "is what max-flow finds in that time ('bounds_complete' says whether it finished)")
    v.add_argument("--json", action="store_true")
    v.set_defaults(handler=_cmd_verify)


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
    from formal.base.parallel import run_map

    inputs: list[str] = args.problem
    if len(inputs) == 1:
        targets = [args.output]
    else:
        targets = proof_paths(inputs, args.output)
    import os

    # Cluster workers may run in another folder: give them absolute paths (they read the
    # inputs, so the inputs must be on a file system they share; the proofs are written here).
    jobs = [(os.path.abspath(path) if args.cluster else path, args.time_limit, not args.no_sat) for path in inputs]
    if len(inputs) == 1:
        from formal.base.progress import step

        with step(f"certifying {inputs[0]} (time limit {args.time_limit:g} s)"):
            results = run_map(certify_job, jobs, jobs=args.jobs, cluster=args.cluster)
    else:
        results = run_map(certify_job, jobs, jobs=args.jobs, cluster=args.cluster, desc="certify")
    if len(inputs) == 1:
        result = results[0]
        if "error" in result:
            from formal.base.errors import FormalError

            raise FormalError(result["error"], result["exit_code"])
        _write_proof(targets[0], result)
        data = result["summary"]
        _emit(args, data, [_certify_line(data, targets[0])])
        return 0
    return _report_batch(args, inputs, targets, results)


def proof_paths(inputs: list[str], outdir: str) -> list[str]:
    """``OUTDIR/<name>.proof.yaml`` per input; refuses two inputs that would share a proof file."""
    from pathlib import Path

    from formal.base.errors import FormalError

    out = Path(outdir)
    if out.exists() and not out.is_dir():
        raise FormalError(f"-o {outdir}: with several inputs, -o must be a folder (it is a file)")
    targets, seen = [], {}
    for path in inputs:
        name = Path(path).name
        for suffix in (".trace.yaml", ".problem.yaml", ".yaml", ".yml", ".json"):
            if name.endswith(suffix) and len(name) > len(suffix):
                name = name[: -len(suffix)]
                break
        target = str(out / f"{name}.proof.yaml")
        if target in seen:
            raise FormalError(f"{path}: would write the same proof file as {seen[target]} ({target}); "
                              f"certify them separately")
        seen[target] = path
        targets.append(target)
    return targets


def certify_job(job: tuple[str, float, bool]) -> dict[str, Any]:
    """Certify one input (a worker task of :func:`formal.base.parallel.run_map`): the proof and a summary.

    Errors come back as ``{"error": line, "exit_code": n}`` so that one bad input never stops
    the others. The proof is written by the caller, so a cluster worker needs to read the
    input but never writes to the caller's file system.
    """
    from formal.base.errors import FormalError
    from formal.model import load_problem, original_order
    from formal.model import peak as model_peak
    from formal.order.certify import certify

    import time

    path, time_limit, sat = job
    start = time.monotonic()
    try:
        problem = load_problem(path)
        # The limit covers reading the input too (seconds on 100,000 units); certify keeps
        # a little time whatever is left, for the heuristics' order and one bound.
        left = max(0.05 * time_limit, time_limit - (time.monotonic() - start))
        proof, info = certify(problem, left, with_info=True, sat=sat)
    except FormalError as exc:
        return {"error": str(exc), "exit_code": exc.exit_code}
    peak, lower = proof["peak"], proof["lower_bound"]
    # The compiler's order under the same model, so the saving needs no trace evidence.
    original = model_peak(problem, original_order(problem))
    summary = {"peak": peak, "lower_bound": lower, "optimal": peak == lower, "seconds": info["seconds"],
               "certificates": [c["kind"] for c in proof["certificates"]], "found_by": info["found_by"],
               "bounds": info["bounds"], "original_peak": original, "saving_bytes": original - peak,
               "saving_percent": round(100 * (original - peak) / original, 2) if original else 0.0}
    return {"proof": proof, "summary": summary}


def _write_proof(target: str, result: dict[str, Any]) -> None:
    """YAML, or JSON (also YAML to every reader, and much faster to write) for a ``.json`` target."""
    from formal.base.files import write_json, write_yaml

    (write_json if target.endswith(".json") else write_yaml)(target, result["proof"])


def _certify_line(data: dict[str, Any], target: str) -> str:
    peak, lower = data["peak"], data["lower_bound"]
    verdict = "optimal" if peak == lower else f"gap {lower}..{peak}"
    return (f"peak {peak} bytes, lower bound {lower} ({verdict}; compiler's order {data['original_peak']} bytes, "
            f"{data['saving_percent']}% saved; certificates: {', '.join(data['certificates']) or 'none'}; "
            f"{data['seconds']} s) -> {target}")


def _report_batch(args: argparse.Namespace, inputs: list[str], targets: list[str],
                  results: list[dict[str, Any]]) -> int:
    """Write every proof that was found; one line per input; non-zero if any input failed."""
    import sys

    from formal.base.errors import FormalError

    rows, code = [], 0
    for path, target, result in zip(inputs, targets, results):
        if "error" in result:
            code = max(code, result["exit_code"])
            message = result["error"] if path in result["error"] else f"{path}: {result['error']}"
            rows.append({"input": path, "error": message})
            if not args.json:
                print(f"formal: error: {message}", file=sys.stderr)
            continue
        try:
            _write_proof(target, result)
        except FormalError as exc:  # an unwritable target fails its input, not the others
            code = max(code, exc.exit_code)
            rows.append({"input": path, "error": str(exc)})
            if not args.json:
                print(f"formal: error: {exc}", file=sys.stderr)
            continue
        rows.append({"input": path, "output": target, **result["summary"]})
        if not args.json:
            print(f"{path}: {_certify_line(result['summary'], target)}")
    if args.json:
        print(json.dumps({"results": rows, "failed": sum("error" in r for r in rows)}))
    return code


def _cmd_verify(args: argparse.Namespace) -> int:
    import time

    from formal.model import (first_violation, load_problem, load_schedule, order_indices, original_order,
                              peak_of_indices, predecessors)
    from formal.order.bounds import compute_bounds
    from formal.order.instance import Instance

    problem = load_problem(args.problem)
    order = load_schedule(args.schedule, problem) if args.schedule else original_order(problem)
    start = time.monotonic()
    violation = first_violation(problem, order, predecessors(problem))
    value = None if violation is not None else peak_of_indices(problem, order_indices(problem, order))
    original = peak_of_indices(problem, range(problem.n))  # the compiler's own order, always legal
    if time.monotonic() - start < args.bounds_time:
        bounds = compute_bounds(Instance(problem), target=value if value is not None else original,
                                time_limit=30.0, deadline=start + args.bounds_time)
        lower, complete = bounds.best, bounds.complete
    else:  # the linear checks used the time already (a very large problem): the trivial bound
        lower, complete = problem.input_bytes, False
    data = {"legal": violation is None, "peak": value, "lower_bound": lower,
            "gap": None if value is None else value - lower, "optimal": value == lower,
            "bounds_complete": complete or lower == value,
            "original_peak": original, "schedule": args.schedule or "original order"}
    if violation is not None:
        data.update(violation=violation.message, unit=violation.unit, needs=violation.needs)
        _emit(args, data, [f"illegal: {violation.message}"])
        return 1
    _emit(args, data, [f"legal; peak {value} bytes; lower bound {lower}; gap {value - lower}"
                       + (" (optimal)" if value == lower else "") + f"; original order {original}"])
    return 0
