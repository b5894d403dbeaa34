"""Legality of an order and the modeled peak, exactly as docs/semantics.md defines it.

Peak semantics of a legal schedule: ``live`` starts at the bytes of all ``input``
storages. For each unit ``u`` in schedule order: ``live +=`` the bytes of internal
storages whose first access (in this schedule) is ``u``; sample ``live + transient(u)``;
then ``live -=`` the bytes of freeable storages whose last access (in this schedule)
is ``u``. The peak is the largest sample, and at least the initial ``live``.

This is the number replay must measure byte for byte on CPU.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from formal.base.errors import FormalError
from formal.model.deps import predecessors
from formal.model.problem import Problem, _show


@dataclass(frozen=True)
class Violation:
    """Why an order is not legal: the first problem found, in words and ids."""

    message: str
    unit: str | None = None
    needs: str | None = None


def order_indices(problem: Problem, order: Sequence[str]) -> list[int]:
    """Map unit ids to indices; unknown ids raise FormalError (use :func:`first_violation` to test)."""
    out = []
    for uid in order:
        if uid not in problem.unit_index:
            raise FormalError(f"schedule names unknown unit {_show(uid)}")
        out.append(problem.unit_index[uid])
    return out


def first_violation(
    problem: Problem, order: Sequence[str], preds: list[frozenset[int]] | None = None
) -> Violation | None:
    """None if ``order`` is a legal schedule of ``problem``, else the first violation."""
    seen: set[int] = set()
    positions: list[int] = []
    for uid in order:
        if not isinstance(uid, str) or uid not in problem.unit_index:
            return Violation(f"unknown unit {_show(uid)}", unit=uid if isinstance(uid, str) else _show(uid))
        j = problem.unit_index[uid]
        if j in seen:
            return Violation(f"unit {uid!r} appears twice", unit=uid)
        seen.add(j)
        positions.append(j)
    if len(seen) != problem.n:
        missing = next(u.id for k, u in enumerate(problem.units) if k not in seen)
        return Violation(f"unit {missing!r} is missing from the order", unit=missing)
    preds = predecessors(problem) if preds is None else preds
    done: set[int] = set()
    for j in positions:
        for i in sorted(preds[j]):
            if i not in done:
                a, b = problem.units[i].id, problem.units[j].id
                return Violation(f"unit {b!r} runs before {a!r}, which it depends on", unit=b, needs=a)
        done.add(j)
    return None


def is_legal(problem: Problem, order: Sequence[str]) -> bool:
    return first_violation(problem, order) is None


def access_positions(problem: Problem, order_idx: Sequence[int]) -> tuple[dict[int, int], dict[int, int]]:
    """``(first, last)``: for each accessed storage, the positions in ``order_idx`` of its first
    and last accessing unit (the unit model allocates at the first and frees after the last)."""
    first: dict[int, int] = {}
    last: dict[int, int] = {}
    for pos, j in enumerate(order_idx):
        for s, _mode in problem.unit_accesses[j]:
            first.setdefault(s, pos)
            last[s] = pos
    return first, last


def live_profile(problem: Problem, order_idx: Sequence[int]) -> list[int]:
    """The sampled ``live + transient`` before each unit of a (legal) index order."""
    first, last = access_positions(problem, order_idx)
    alloc_at = [0] * len(order_idx)
    free_at = [0] * len(order_idx)
    for s, st in enumerate(problem.storages):
        if s not in first:
            continue
        if st.origin == "internal":
            alloc_at[first[s]] += st.bytes
        if st.freeable:
            free_at[last[s]] += st.bytes
    live = problem.input_bytes
    samples = []
    for pos, j in enumerate(order_idx):
        live += alloc_at[pos]
        samples.append(live + problem.units[j].transient)
        live -= free_at[pos]
    return samples


def peak_of_indices(problem: Problem, order_idx: Sequence[int]) -> int:
    return max([problem.input_bytes, *live_profile(problem, order_idx)])


def peak(problem: Problem, order: Sequence[str]) -> int:
    """The modeled peak of a legal order (raises FormalError if the order is illegal)."""
    v = first_violation(problem, order)
    if v is not None:
        raise FormalError(f"illegal order: {v.message}", exit_code=1)
    return peak_of_indices(problem, order_indices(problem, order))


def original_order(problem: Problem) -> list[str]:
    return [u.id for u in problem.units]
