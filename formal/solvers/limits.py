"""What every back end reports and obeys: the four statuses, time limits, deadlines.

A back end answers with one of four statuses, never its own words:

* ``optimal``: it proved its answer best (for a decision question: it found one);
* ``feasible``: it has an answer but no proof that it is best (the limit struck first: the
  caller reports both bounds);
* ``infeasible``: it proved that no answer exists;
* ``unknown``: the limit struck before either.

:class:`Limits` carries the wall-clock limit, the deterministic work limit (CP-SAT's
deterministic time: the same work on a busy machine as on an idle one, so the same input
gives the same answer), the number of workers and the seed. Every back end runs with one
worker and seed 0 unless told otherwise: deterministic output for the same input.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

OPTIMAL, FEASIBLE, INFEASIBLE, UNKNOWN = "optimal", "feasible", "infeasible", "unknown"


@dataclass(frozen=True)
class Limits:
    """``seconds`` of wall clock; ``work``: deterministic time where the back end has it (CP-SAT);
    ``workers`` and ``seed`` of the search."""

    seconds: float
    work: float | None = None
    workers: int = 1
    seed: int = 0

    @classmethod
    def until(cls, deadline: float, **kwargs: float | int | None) -> "Limits":
        """The limits that end at ``deadline`` (a ``time.monotonic()`` value)."""
        return cls(seconds=max(0.0, deadline - time.monotonic()), **kwargs)  # type: ignore[arg-type]


class OutOfTime(Exception):
    """Raised by model builders when the deadline passes mid-way; the caller keeps its incumbent."""


def check_time(deadline: float | None, i: int = 0) -> None:
    """Raise :class:`OutOfTime` past ``deadline`` (checked on every 1024th call when ``i`` counts)."""
    if deadline is not None and i % 1024 == 0 and time.monotonic() > deadline:
        raise OutOfTime
