"""``--backend search``: the exact optimizer of ``formal.order`` when present, else brute force.

The ordering stage owns exact search (branch-and-bound over ideals). Until it is
available this back end falls back to :func:`formal.encode.brute.brute_force`, which is
exact but limited to small problems.
"""

from __future__ import annotations

from formal.encode.brute import brute_force
from formal.encode.solve import Result
from formal.model import Problem


def solve_search(problem: Problem, formulation: str, deadline: float) -> Result:
    value, order = brute_force(problem)
    return Result("search", "ideals", order, value, value, stats={"engine": "brute-force"})
