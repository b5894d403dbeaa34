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

from formal.base.errors import FormalError
from formal.model import Problem
from formal.order.bounds import Bounds, compute_bounds
from formal.order.greedy import best_heuristic
from formal.order.instance import Instance
from formal.order.search import SearchResult, exact_search, improve

METHODS = ("greedy", "exact")


@dataclass
class Optimized:
    """An order with its exact peak and what is proven about the optimum."""

    order: list[str]
    peak: int
    lower_bound: int  # proven by the bounds or by the exhausted levels of the search
    status: str  # "optimal" | "gap" | "heuristic" (greedy: no bound computed)
    method: str
    seconds: float
    found_by: str  # which heuristic, "dive" or "search"
    details: dict[str, Any] = field(default_factory=dict)
    bounds: Bounds | None = None
    search: SearchResult | None = None

    def summary(self) -> dict[str, Any]:
        return {
            "peak": self.peak,
            "lower_bound": self.lower_bound,
            "status": self.status,
            "optimal": self.status == "optimal",
            "gap": self.peak - self.lower_bound,
            "method": self.method,
            "found_by": self.found_by,
            "seconds": round(self.seconds, 3),
            **self.details,
        }


def optimize(
    problem: Problem,
    method: str = "exact",
    time_limit: float = 10.0,
    *,
    keep_closure: bool = False,
    max_states: int = 500_000,
    inst: Instance | None = None,
) -> Optimized:
    """Best order for ``problem`` within ``time_limit`` seconds (see module docstring).

    ``keep_closure`` keeps the search's visited ideals for a search_closure certificate;
    ``max_states`` caps how many ideals the exact search may store (a few hundred bytes each).
    """
    if method not in METHODS:
        raise FormalError(f"unknown method {method!r} (choose from {', '.join(METHODS)})")
    start = time.monotonic()
    deadline = start + time_limit  # every phase stops by then (the heuristics too, on large problems)
    inst = Instance(problem) if inst is None else inst
    found_by, order, value = best_heuristic(inst, deadline if method == "exact" else None)
    if method == "greedy":
        return Optimized(
            inst.order_ids(order), value, inst.input_bytes, "heuristic", method, time.monotonic() - start, found_by
        )

    # Bounds first: they are cheap, often meet the heuristic's peak, and lift the search's
    # first level. They may use a share of the budget; the search gets the rest.
    bounds = compute_bounds(inst, target=value, time_limit=0.3 * time_limit, deadline=deadline, incumbent=order)
    lower = bounds.best
    details: dict[str, Any] = {"bounds": bounds.values()}
    if lower >= value:
        return Optimized(
            inst.order_ids(order), value, value, "optimal", method, time.monotonic() - start, found_by, details, bounds
        )
    # A better incumbent narrows the search's window [lower, peak) and is what we return
    # if the search cannot finish.
    left = time_limit - (time.monotonic() - start)
    better = improve(inst, order, lower, max(0.0, 0.5 * left))
    if inst.peak(better) < value:
        order, value, found_by = better, inst.peak(better), "dive"
    left = max(0.0, time_limit - (time.monotonic() - start))
    result = exact_search(inst, order, lower, time_limit=left, max_states=max_states, keep_closure=keep_closure)
    if result.peak < value:
        found_by = "search"
    details["search_states"] = result.states
    if result.reason:
        details["stopped"] = result.reason
    status = "optimal" if result.optimal else "gap"
    return Optimized(
        inst.order_ids(result.order),
        result.peak,
        result.lower,
        status,
        method,
        time.monotonic() - start,
        found_by,
        details,
        bounds,
        result,
    )
