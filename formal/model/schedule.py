"""Schedules (``formal.schedule/1``): an order of unit ids, optionally bound to a problem hash.

Accepted on input: a ``formal.schedule/1`` mapping ``{format, problem_sha256?, order}``;
an ordering proof (``formal.proof/1``, written by ``formal certify``), whose ``order`` is
the schedule it proves, bound to its problem hash the same way; or, for schedules made by
other tools, a plain YAML/JSON list of unit ids.
"""

from __future__ import annotations

import os
from typing import Any, Sequence

from formal.base.errors import FormalError
from formal.base.files import read_yaml, write_yaml
from formal.model.canonical import problem_sha256
from formal.model.problem import Problem, _show

SCHEDULE_FORMAT = "formal.schedule/1"
ORDER_PROOF_FORMAT = "formal.proof/1"  # formal.order.certify.PROOF_FORMAT: its order is a schedule


def schedule_dict(problem: Problem, order: Sequence[str], **extra: Any) -> dict[str, Any]:
    return {"format": SCHEDULE_FORMAT, "problem_sha256": problem_sha256(problem), "order": list(order), **extra}


def write_schedule(path: str | os.PathLike, problem: Problem, order: Sequence[str], **extra: Any) -> None:
    write_yaml(path, schedule_dict(problem, order, **extra))


def load_schedule(path: str | os.PathLike, problem: Problem | None = None) -> list[str]:
    """Read a schedule; if it names a problem hash, it must be ``problem``'s."""
    data = read_yaml(path)
    order: Any
    if isinstance(data, list):
        order = data
    elif isinstance(data, dict):
        if data.get("format") not in (SCHEDULE_FORMAT, ORDER_PROOF_FORMAT):
            raise FormalError(
                f"{path}: format: expected {SCHEDULE_FORMAT!r} (or an ordering proof, "
                f"{ORDER_PROOF_FORMAT!r}), got {_show(data.get('format'))}"
            )
        order = data.get("order")
        if not isinstance(order, list):
            raise FormalError(f"{path}: order: must be a list of unit ids")
        want = data.get("problem_sha256")
        if want is not None and problem is not None and want != problem_sha256(problem):
            raise FormalError(
                f"{path}: problem_sha256: "
                f"{'proof' if data['format'] == ORDER_PROOF_FORMAT else 'schedule'} "
                f"was made for another problem "
                f"({str(want)[:12]}..., this one is {problem_sha256(problem)[:12]}...)"
            )
    else:
        raise FormalError(f"{path}: expected a {SCHEDULE_FORMAT} mapping or a list of unit ids")
    bad = [u for u in order if not isinstance(u, str)]
    if bad:
        raise FormalError(f"{path}: order: unit ids must be strings, got {_show(bad[0])}")
    return order
