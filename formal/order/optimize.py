"""Minimum-peak ordering end to end: heuristics, certified lower bounds, exact search.

``optimize(problem, method, time_limit)`` is the one entry point the CLI and the rest of
the pipeline use. ``greedy`` returns the best fast heuristic (formal.order.greedy);
``exact`` additionally computes the lower bounds (formal.order.bounds) and, if they do
not meet the heuristic's peak, runs the exact search (formal.order.search) in the time
that is left. The status is honest: ``optimal`` only when a lower bound or an exhausted
search proves it, else ``gap`` with both numbers.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from formal.errors import FormalError
from formal.model import Problem
from formal.order.bounds import compute_bounds
from formal.order.greedy import best_heuristic
from formal.order.instance import Instance
from formal.order.search import SearchResult, exact_search

METHODS = ("greedy", "exact")


@dataclass
class Optimized:
    """An order with its exact peak and what is proven about the optimum."""

    order: list[str]
    peak: int
    lower_bound: int
    status: str  # "optimal" | "gap" | "heuristic" (greedy: no bound computed)
    method: str
    seconds: float
    found_by: str  # which heuristic or "search"
    details: dict[str, Any] = field(default_factory=dict)
    search: SearchResult | None = None

    def summary(self) -> dict[str, Any]:
        return {"peak": self.peak, "lower_bound": self.lower_bound, "status": self.status,
                "optimal": self.status == "optimal", "gap": self.peak - self.lower_bound,
                "method": self.method, "found_by": self.found_by, "seconds": round(self.seconds, 3),
                **self.details}


def optimize(problem: Problem, method: str = "exact", time_limit: float = 10.0, *,
             keep_closure: bool = False, bounds_share: float = 0.3) -> Optimized:
    """Best order for ``problem`` within ``time_limit`` seconds (see module docstring)."""
    if method not in METHODS:
        raise FormalError(f"unknown method {method!r} (choose from {', '.join(METHODS)})")
    start = time.monotonic()
    inst = Instance(problem)
    name, order, value = best_heuristic(inst)
    if method == "greedy":
        return Optimized(inst.order_ids(order), value, inst.input_bytes, "heuristic", method,
                         time.monotonic() - start, name)

    # Bounds first: they are cheap, often meet the heuristic's peak, and lift the search's
    # first level. They may use a share of the budget; the search gets the rest.
    bounds = compute_bounds(inst, target=value, time_limit=bounds_share * time_limit)
    lower = bounds.best
    details = {"bounds": bounds.values()}
    if lower >= value:
        return Optimized(inst.order_ids(order), value, value, "optimal", method,
                         time.monotonic() - start, name, details)
    left = max(0.0, time_limit - (time.monotonic() - start))
    result = exact_search(inst, order, lower, time_limit=left, keep_closure=keep_closure)
    found_by = "search" if result.peak < value else name
    details["search_states"] = result.states
    if result.reason:
        details["stopped"] = result.reason
    status = "optimal" if result.optimal else "gap"
    return Optimized(inst.order_ids(result.order), result.peak, result.lower, status, method,
                     time.monotonic() - start, found_by, details, result)
