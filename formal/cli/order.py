"""CLI of the ordering stage: ``formal optimize``, ``bounds``, ``certify``, ``verify-schedule``.

Every command takes a problem or a trace, prints a human summary or (``--json``) one JSON
object, and writes its output file atomically.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from formal.base.errors import FormalError
from formal.base.files import write_json, write_yaml
from formal.base.parallel import run_map
from formal.base.progress import step
from formal.model import (
    first_violation,
    load_problem,
    load_schedule,
    order_indices,
    original_order,
    peak_of_indices,
    predecessors,
    write_schedule,
)
from formal.order.bounds import compute_bounds
from formal.order.certify import certify_file
from formal.order.instance import Instance
from formal.order.optimize import optimize


def _emit(args: argparse.Namespace, data: dict[str, Any], lines: list[str]) -> None:
    print(json.dumps(data) if args.json else "\n".join(lines))


def cmd_optimize(args: argparse.Namespace) -> int:
    problem = load_problem(args.problem)
    result = optimize(problem, args.method, args.time_limit)
    write_schedule(args.output, problem, result.order)
    s = result.summary()
    _emit(
        args,
        s,
        [
            f"peak {s['peak']} bytes ({s['status']}, lower bound {s['lower_bound']}, "
            f"found by {s['found_by']}, {s['seconds']} s) -> {args.output}"
        ],
    )
    return 0


def cmd_bounds(args: argparse.Namespace) -> int:
    # The limit covers the whole command (reading and indexing the problem included): past it,
    # even the event cut's scan over the units stops, and its value so far is still a bound.
    deadline = time.monotonic() + args.time_limit
    inst = Instance(load_problem(args.problem))
    bounds = compute_bounds(inst, time_limit=args.time_limit, deadline=deadline)
    values = {**bounds.values(), "status": "complete" if bounds.complete else "time limit"}
    _emit(args, values, [f"{k}: {v}" for k, v in values.items()])
    return 0


def cmd_certify(args: argparse.Namespace) -> int:
    inputs: list[str] = args.problem
    if len(inputs) == 1:
        targets = [args.output]
    else:
        targets = proof_paths(inputs, args.output)

    # Cluster workers may run in another folder: give them absolute paths (they read the
    # inputs, so the inputs must be on a file system they share; the proofs are written here).
    jobs = [(os.path.abspath(path) if args.cluster else path, args.time_limit, not args.no_sat) for path in inputs]
    if len(inputs) == 1:
        with step(f"certifying {inputs[0]} (time limit {args.time_limit:g} s)"):
            results = run_map(certify_file, jobs, jobs=args.jobs, cluster=args.cluster)
    else:
        results = run_map(certify_file, jobs, jobs=args.jobs, cluster=args.cluster, desc="certify")
    if len(inputs) == 1:
        result = results[0]
        if "error" in result:
            raise FormalError(result["error"], result["exit_code"])
        _write_proof(targets[0], result)
        data = result["summary"]
        _emit(args, data, [_certify_line(data, targets[0])])
        return 0
    return _report_batch(args, inputs, targets, results)


def proof_paths(inputs: list[str], outdir: str) -> list[str]:
    """``OUTDIR/<name>.proof.yaml`` per input; refuses two inputs that would share a proof file."""
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
            raise FormalError(
                f"{path}: would write the same proof file as {seen[target]} ({target}); certify them separately"
            )
        seen[target] = path
        targets.append(target)
    return targets


def _write_proof(target: str, result: dict[str, Any]) -> None:
    """YAML, or JSON (also YAML to every reader, and much faster to write) for a ``.json`` target."""
    (write_json if target.endswith(".json") else write_yaml)(target, result["proof"])


def _certify_line(data: dict[str, Any], target: str) -> str:
    peak, lower = data["peak"], data["lower_bound"]
    verdict = "optimal" if peak == lower else f"gap {lower}..{peak}"
    return (
        f"peak {peak} bytes, lower bound {lower} ({verdict}; compiler's order {data['original_peak']} bytes, "
        f"{data['saving_percent']}% saved; certificates: {', '.join(data['certificates']) or 'none'}; "
        f"{data['seconds']} s) -> {target}"
    )


def _report_batch(
    args: argparse.Namespace, inputs: list[str], targets: list[str], results: list[dict[str, Any]]
) -> int:
    """Write every proof that was found; one line per input; non-zero if any input failed."""
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


def cmd_verify(args: argparse.Namespace) -> int:
    problem = load_problem(args.problem)
    order = load_schedule(args.schedule, problem) if args.schedule else original_order(problem)
    start = time.monotonic()
    violation = first_violation(problem, order, predecessors(problem))
    value = None if violation is not None else peak_of_indices(problem, order_indices(problem, order))
    original = peak_of_indices(problem, range(problem.n))  # the compiler's own order, always legal
    if time.monotonic() - start < args.bounds_time:
        bounds = compute_bounds(
            Instance(problem),
            target=value if value is not None else original,
            time_limit=30.0,
            deadline=start + args.bounds_time,
        )
        lower, complete = bounds.best, bounds.complete
    else:  # the linear checks used the time already (a very large problem): the trivial bound
        lower, complete = problem.input_bytes, False
    data = {
        "legal": violation is None,
        "peak": value,
        "lower_bound": lower,
        "gap": None if value is None else value - lower,
        "optimal": value == lower,
        "bounds_complete": complete or lower == value,
        "original_peak": original,
        "schedule": args.schedule or "original order",
    }
    if violation is not None:
        data.update(violation=violation.message, unit=violation.unit, needs=violation.needs)
        _emit(args, data, [f"illegal: {violation.message}"])
        return 1
    _emit(
        args,
        data,
        [
            f"legal; peak {value} bytes; lower bound {lower}; gap {value - lower}"
            + (" (optimal)" if value == lower else "")
            + f"; original order {original}"
        ],
    )
    return 0
