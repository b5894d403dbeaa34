"""One entry point for every recomputation back end: ``solve(instance, backend, time_limit)``.

``auto`` (the command's default) runs the exhaustive search on small instances (at most
``AUTO_EXHAUSTIVE_UNITS`` units), where it is exact and fast. Above that, a budget question goes
first to the phase search (:mod:`formal.recompute.phases`: exact, decides the 3-PARTITION
gadgets of docs/hardness.md in seconds) with half the time and ``AUTO_PHASE_STATES`` states;
if that stops undecided, or without a budget, the SAT back end runs with the time left.

``sp`` (exact knapsack on stem-fed chains, :mod:`formal.recompute.series_parallel`) and
``twdp`` (exact dynamic program over a tree decomposition, :mod:`formal.recompute.treewidth_dp`)
are only run when asked for; each refuses inputs outside its scope with one line.
"""

from __future__ import annotations

import time

from formal.base.errors import FormalError
from formal.recompute.exhaustive import solve_exhaustive
from formal.recompute.instance import Instance
from formal.recompute.intervals import solve_cpsat
from formal.recompute.phases import solve_phases
from formal.recompute.result import RecomputeResult
from formal.recompute.series_parallel import solve_series_parallel
from formal.recompute.time_indexed import solve_ilp, solve_sat
from formal.recompute.treewidth_dp import solve_treewidth_dp

BACKENDS = ("auto", "exhaustive", "cpsat", "ilp", "sat", "sp", "twdp", "phase")
AUTO_EXHAUSTIVE_UNITS = 8
AUTO_PHASE_STATES = 200_000


def solve(inst: Instance, backend: str = "auto", time_limit: float = 60.0) -> RecomputeResult:
    """Solve with one back end; the result's numbers are re-evaluated by the semantics."""
    if time_limit <= 0:
        raise FormalError(f"--time-limit must be positive, got {time_limit}")
    if backend == "auto":
        if inst.n <= AUTO_EXHAUSTIVE_UNITS:
            backend = "exhaustive"
        elif inst.budget is not None and not inst.chains:
            return _auto_budget(inst, time_limit)
        else:
            backend = "sat"
    if inst.chains and backend not in ("exhaustive", "cpsat"):
        raise FormalError(
            f"--backend {backend}: does not model in-place chains (contiguous reruns); use cpsat or exhaustive"
        )
    if backend == "exhaustive":
        return solve_exhaustive(inst)
    if backend == "twdp":
        return solve_treewidth_dp(inst)
    timed = {
        "cpsat": solve_cpsat,
        "ilp": solve_ilp,
        "sat": solve_sat,
        "sp": solve_series_parallel,
        "phase": solve_phases,
    }
    if backend in timed:
        return timed[backend](inst, time_limit)
    raise FormalError(f"unknown backend {backend!r} (expected one of {', '.join(BACKENDS)})")


def _auto_budget(inst: Instance, time_limit: float) -> RecomputeResult:
    """Phase search first; SAT with the time left when it stops without a proven answer."""
    deadline = time.monotonic() + time_limit
    first = solve_phases(inst, time_limit / 2, AUTO_PHASE_STATES)
    left = deadline - time.monotonic()
    if first.optimal or left <= 0:
        return first
    second = solve_sat(inst, left)
    if second.optimal or not first.feasible:
        return second
    if second.feasible and second.extra_macs < first.extra_macs:
        return second
    return first
