"""CLI for the problem model: ``formal problem`` (validate, summarize, extract from a trace), ``formal peak``."""

from __future__ import annotations

import argparse
import json

from formal.base.files import read_yaml
from formal.machine.fingerprint import summary
from formal.model import (
    first_violation,
    load_problem,
    load_schedule,
    order_indices,
    original_order,
    peak_of_indices,
    predecessors,
    problem_from_dict,
    problem_sha256,
    write_problem,
)


def cmd_problem(args: argparse.Namespace) -> int:
    data = read_yaml(args.problem)  # read once: the problem and, for a trace, its capture summary
    problem = problem_from_dict(data, str(args.problem))
    if args.output:
        write_problem(args.output, problem)
    summary = {
        "name": problem.name,
        "units": problem.n,
        "storages": len(problem.storages),
        "edges": sum(len(p) for p in predecessors(problem)),
        "input_bytes": problem.input_bytes,
        "original_peak": peak_of_indices(problem, range(problem.n)),  # the original order is always legal
        "problem_sha256": problem_sha256(problem),
    }
    summary.update(_capture_summary(data))
    if args.json:
        print(json.dumps(summary))
    elif not args.output:
        for k, v in summary.items():
            print(f"{k}: {v}")
    return 0


def _capture_summary(data: object) -> dict:
    """For a trace: the pin, the machine it was captured on and Inductor's peak-memory reordering
    (``formal capture --inductor-reorder``; docs/capture.md), else nothing."""
    capture = data.get("capture") if isinstance(data, dict) else None
    if not isinstance(capture, dict):
        return {}
    fingerprint = capture.get("fingerprint")
    return {
        "isa": capture.get("isa", "unrecorded"),
        "captured_with": summary(fingerprint)
        if isinstance(fingerprint, dict)
        else "no fingerprint (captured before fingerprints: replay refuses it)",
        "inductor_reorder": capture.get("inductor_reorder", "unrecorded"),
    }


def cmd_peak(args: argparse.Namespace) -> int:
    problem = load_problem(args.problem)
    order = load_schedule(args.schedule, problem) if args.schedule else original_order(problem)
    v = first_violation(problem, order)
    if v is not None:
        print(json.dumps({"legal": False, "violation": v.message}) if args.json else f"illegal: {v.message}")
        return 1
    value = peak_of_indices(problem, order_indices(problem, order))  # legal: checked above
    print(json.dumps({"legal": True, "peak": value}) if args.json else value)
    return 0
