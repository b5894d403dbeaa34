"""The outcome of a recomputation solve, shared by every back end.

``peak`` and ``extra_macs`` are always re-evaluated by :mod:`formal.recompute.semantics`
from the schedule, never read from a solver's objective. Without a budget the objective is
lexicographic: the least peak, then the fewest extra MACs at that peak. With a budget it
is the fewest extra MACs among schedules with peak <= budget. ``optimal`` is true only when
the back end proved it (for an infeasible budget: proved that no schedule fits; a time-out
without a schedule is ``feasible: false, optimal: false``, i.e. ``status: unknown``);
``lower_bound`` is a proven bound on the primary objective (peak, or extra MACs under a
budget), so a non-optimal answer states its gap.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class RecomputeResult:
    backend: str
    feasible: bool
    schedule: list[str]
    peak: int | None
    extra_macs: int | None
    optimal: bool
    lower_bound: int | None
    budget: int | None = None
    stats: dict[str, Any] = field(default_factory=dict)

    @property
    def status(self) -> str:
        """optimal | feasible (not proven optimal) | infeasible (proven) | unknown (timed out)."""
        if self.feasible:
            return "optimal" if self.optimal else "feasible"
        return "infeasible" if self.optimal else "unknown"

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "feasible": self.feasible,
            "peak": self.peak,
            "extra_macs": self.extra_macs,
            "schedule": self.schedule,
            "optimal": self.optimal,
            "lower_bound": self.lower_bound,
            "budget": self.budget,
            "backend": self.backend,
            "recomputations": len(self.schedule) - len(set(self.schedule)),
            # a back end's own words (CP-SAT's "OPTIMAL", ...) never replace the status above
            **{key: value for key, value in self.stats.items() if key != "status"},
            **({"solver_status": self.stats["status"]} if "status" in self.stats else {}),
        }
