"""Problem model: the IR, dependency derivation, peak semantics, canonical hashing."""

from formal.model.canonical import canonical_bytes, problem_sha256
from formal.model.deps import edges, predecessors, successors
from formal.model.peak import (
    Violation,
    access_positions,
    first_violation,
    is_legal,
    live_profile,
    order_indices,
    original_order,
    peak,
    peak_of_indices,
)
from formal.model.problem import (
    PROBLEM_FORMAT,
    TRACE_FORMAT,
    Problem,
    Storage,
    Unit,
    dump_problem,
    load_problem,
    make_problem,
    problem_from_dict,
    write_problem,
)
from formal.model.random_order import random_legal_order
from formal.model.schedule import SCHEDULE_FORMAT, load_schedule, schedule_dict, write_schedule

__all__ = [
    "PROBLEM_FORMAT",
    "TRACE_FORMAT",
    "SCHEDULE_FORMAT",
    "Problem",
    "Storage",
    "Unit",
    "Violation",
    "access_positions",
    "canonical_bytes",
    "problem_sha256",
    "edges",
    "predecessors",
    "successors",
    "first_violation",
    "is_legal",
    "live_profile",
    "order_indices",
    "original_order",
    "peak",
    "peak_of_indices",
    "dump_problem",
    "load_problem",
    "make_problem",
    "problem_from_dict",
    "write_problem",
    "load_schedule",
    "schedule_dict",
    "write_schedule",
    "random_legal_order",
]
