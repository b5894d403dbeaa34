"""One entry point for every recomputation back end: ``solve(instance, backend, time_limit)``."""

from __future__ import annotations

from formal.errors import FormalError
from formal.recompute.instance import Instance
from formal.recompute.result import RecomputeResult

BACKENDS = ("exhaustive", "cpsat", "ilp")


def solve(inst: Instance, backend: str = "exhaustive", time_limit: float = 60.0) -> RecomputeResult:
    """Solve with one back end; the result's numbers are re-evaluated by the semantics."""
    if time_limit <= 0:
        raise FormalError(f"--time-limit must be positive, got {time_limit}")
    if backend == "exhaustive":
        from formal.recompute.exhaustive import solve_exhaustive
        return solve_exhaustive(inst)
    if backend == "cpsat":
        from formal.recompute.cpsat import solve_cpsat
        return solve_cpsat(inst, time_limit)
    if backend == "ilp":
        from formal.recompute.ilp import solve_ilp
        return solve_ilp(inst, time_limit)
    raise FormalError(f"unknown backend {backend!r} (expected one of {', '.join(BACKENDS)})")
