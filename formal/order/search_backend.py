"""``--backend search``: the exact optimizer of ``formal.order``, or brute force without it.

The ordering stage owns exact search (branch-and-bound over ideals with certified lower
bounds, :func:`formal.order.optimize.optimize`). When that stage is not importable (a
partial build) this back end falls back to :func:`formal.order.brute.brute_force`,
which is exact but limited to small problems.
"""

from __future__ import annotations

import time

from formal.order.brute import brute_force
from formal.order.backends import Result
from formal.model import Problem


def solve_search(problem: Problem, formulation: str, deadline: float) -> Result:
    try:
        from formal.order.optimize import optimize
    except ModuleNotFoundError as exc:
        if not (exc.name or "").startswith("formal.order"):
            raise
        value, order = brute_force(problem)
        return Result("search", "ideals", order, value, value, stats={"engine": "brute-force"})
    got = optimize(problem, "exact", max(0.01, deadline - time.monotonic()))
    return Result("search", "ideals", list(got.order), got.peak, got.lower_bound, stats={"engine": "formal.order"})
