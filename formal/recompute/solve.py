"""One entry point for every recomputation back end: ``solve(instance, backend, time_limit)``.

``auto`` (the command's default) runs the exhaustive search on small instances (at most
``AUTO_EXHAUSTIVE_UNITS`` units), where it is exact and fast, and the SAT back end otherwise
(measured fastest on the hardness gadgets: docs/hardness.md).
"""

from __future__ import annotations

from formal.errors import FormalError
from formal.recompute.instance import Instance
from formal.recompute.result import RecomputeResult

BACKENDS = ("auto", "exhaustive", "cpsat", "ilp", "sat")
AUTO_EXHAUSTIVE_UNITS = 8


def solve(inst: Instance, backend: str = "auto", time_limit: float = 60.0) -> RecomputeResult:
    """Solve with one back end; the result's numbers are re-evaluated by the semantics."""
    if time_limit <= 0:
        raise FormalError(f"--time-limit must be positive, got {time_limit}")
    if backend == "auto":
        backend = "exhaustive" if inst.n <= AUTO_EXHAUSTIVE_UNITS else "sat"
    if backend == "exhaustive":
        from formal.recompute.exhaustive import solve_exhaustive
        return solve_exhaustive(inst)
    if backend == "cpsat":
        from formal.recompute.cpsat import solve_cpsat
        return solve_cpsat(inst, time_limit)
    if backend == "ilp":
        from formal.recompute.ilp import solve_ilp
        return solve_ilp(inst, time_limit)
    if backend == "sat":
        from formal.recompute.sat import solve_sat
        return solve_sat(inst, time_limit)
    raise FormalError(f"unknown backend {backend!r} (expected one of {', '.join(BACKENDS)})")
