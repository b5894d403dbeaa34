"""Blocks: the unit of arena planning (a byte size live over a half-open time interval).

Every planner in :mod:`formal.arena` works on a list of :class:`Block` s, whatever they
came from: a problem and a fixed order (:mod:`formal.arena.lifetimes`) or MiniMalloc's
CSV (:mod:`formal.arena.csvio`). A block ``b`` is live during ``[b.start, b.end)``; two
blocks *conflict* when their intervals intersect, and then their address ranges
``[offset, offset + size)`` must be disjoint.

Alignment ``A``: every offset is a multiple of ``A``. With aligned offsets a block of
``size`` bytes keeps the next block above it at least ``padded(size) = ceil(size/A)*A``
away, so planners reason with padded sizes and the check below stays exact in bytes.
The arena of a placement is ``max(offset + size)`` (the top block is not padded).

Lower bound (:func:`lower_bound`): at any time ``t`` the blocks live at ``t`` are
pairwise disjoint and aligned, so the arena is at least the sum of their padded sizes
minus the largest padding among them (the top one needs no padding). With ``A = 1`` this
is the classic "maximum bytes live at one time".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from formal.errors import FormalError

DEFAULT_ALIGNMENT = 64


@dataclass(frozen=True)
class Block:
    """A buffer to place: ``size`` bytes live during the half-open interval ``[start, end)``."""

    id: str
    start: int
    end: int
    size: int


def padded(size: int, alignment: int) -> int:
    return -(-size // alignment) * alignment


def check_alignment(alignment: int) -> int:
    if isinstance(alignment, bool) or not isinstance(alignment, int) or alignment < 1:
        raise FormalError(f"alignment must be a positive integer, got {alignment!r}")
    return alignment


def validate_blocks(blocks: Sequence[Block], source: str = "<blocks>") -> None:
    """Reject what no planner can place: duplicate ids, negative sizes, empty lifetimes."""
    seen: set[str] = set()
    for b in blocks:
        if b.id in seen:
            raise FormalError(f"{source}: duplicate id {b.id!r}")
        seen.add(b.id)
        if b.size < 0:
            raise FormalError(f"{source}: id {b.id!r}: size must be >= 0, got {b.size}")
        if b.start >= b.end:
            raise FormalError(f"{source}: id {b.id!r}: lower ({b.start}) must be < upper ({b.end})")


def lower_bound(blocks: Sequence[Block], alignment: int = 1) -> int:
    """The live-bytes lower bound on the arena (aligned as in the module docstring)."""
    best = 0
    # The live set only grows at block starts, so the maximum is reached at one of them.
    events = sorted({b.start for b in blocks})
    by_start = sorted(blocks, key=lambda b: b.start)
    for t in events:
        live = [b for b in by_start if b.start <= t < b.end]
        if live:
            pads = [padded(b.size, alignment) - b.size for b in live]
            best = max(best, sum(b.size for b in live) + sum(pads) - max(pads))
    return best


def conflicts(blocks: Sequence[Block]) -> list[list[int]]:
    """``conflicts[i]``: indices of the blocks whose lifetimes intersect block ``i``'s (a sweep)."""
    out: list[list[int]] = [[] for _ in blocks]
    order = sorted(range(len(blocks)), key=lambda i: (blocks[i].start, i))
    active: list[int] = []
    for i in order:
        s = blocks[i].start
        active = [j for j in active if blocks[j].end > s]
        for j in active:
            out[i].append(j)
            out[j].append(i)
        active.append(i)
    for lst in out:
        lst.sort()
    return out


def placement_errors(blocks: Sequence[Block], offsets: Mapping[str, int], alignment: int = 1,
                     capacity: int | None = None, limit: int = 5) -> list[str]:
    """Why a placement is invalid (empty list: valid). Used by solvers to self-check."""
    errors: list[str] = []
    for b in blocks:
        o = offsets.get(b.id)
        if not isinstance(o, int) or o < 0:
            errors.append(f"{b.id}: no valid offset ({o!r})")
        elif o % alignment:
            errors.append(f"{b.id}: offset {o} is not a multiple of {alignment}")
        elif capacity is not None and o + b.size > capacity:
            errors.append(f"{b.id}: ends at {o + b.size} > capacity {capacity}")
    if errors:
        return errors[:limit]
    for i, others in enumerate(conflicts(blocks)):
        a = blocks[i]
        for j in others:
            b = blocks[j]
            if j > i and a.size and b.size and offsets[a.id] < offsets[b.id] + b.size \
                    and offsets[b.id] < offsets[a.id] + a.size:
                errors.append(f"{a.id} and {b.id} are live together and overlap in address")
                if len(errors) >= limit:
                    return errors
    return errors


def arena_size(blocks: Iterable[Block], offsets: Mapping[str, int]) -> int:
    return max((offsets[b.id] + b.size for b in blocks), default=0)
