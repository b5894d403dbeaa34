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

Building a model counts against the same clock, and its size is bounded: a builder given
a deadline raises :class:`OutOfTime` when it passes, and a model that would grow past
:data:`MAX_MODEL_SIZE` (variables plus the literals of its clauses plus the terms of its
rows, as the builders count them), or take more than :data:`MAX_MODEL_WORK` steps to state,
raises :class:`ModelTooLarge` before memory runs out.
Either way the caller answers with what it had before building (its incumbent and its
cheap lower bound) and says why it stopped.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

OPTIMAL, FEASIBLE, INFEASIBLE, UNKNOWN = "optimal", "feasible", "infeasible", "unknown"
# Variables + clause literals + row terms of one model (and of its CNF): about 100 bytes each
# in Python lists, so a model this size takes roughly 0.5-1 GB while it is compiled for a solver.
MAX_MODEL_SIZE = 5_000_000
# Steps a builder may take to state one model, counting those that fold away (a clause made
# true by a constant adds nothing, but considering it costs about a microsecond): ~2 minutes.
MAX_MODEL_WORK = 100_000_000


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

    reason = "time limit"


class ModelTooLarge(OutOfTime):
    """Raised by model builders when the model would pass :data:`MAX_MODEL_SIZE` (or a part of it
    the encoder cannot take); the message says which. The caller keeps its incumbent."""

    reason = "model too large"


def check_size(size: int, limit: int | None = MAX_MODEL_SIZE) -> None:
    """Raise :class:`ModelTooLarge` when ``size`` passes ``limit`` (None: no limit)."""
    if limit is not None and size > limit:
        raise ModelTooLarge(f"at least {size:,} variables, clause literals and row terms, over the limit of {limit:,}")


def check_work(steps: int, what: str, limit: int | None = MAX_MODEL_WORK) -> None:
    """Raise :class:`ModelTooLarge` when stating a model takes more than ``limit`` steps (None: no limit)."""
    if limit is not None and steps > limit:
        raise ModelTooLarge(f"{steps:,} {what} to consider, over the limit of {limit:,}")


def check_time(deadline: float | None, i: int = 0) -> None:
    """Raise :class:`OutOfTime` past ``deadline`` (checked on every 1024th call when ``i`` counts)."""
    if deadline is not None and i % 1024 == 0 and time.monotonic() > deadline:
        raise OutOfTime
