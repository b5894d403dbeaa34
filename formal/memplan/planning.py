"""The least arena for a runtime's tensors: formal's exact search, never larger than the runtime's own planner.

:func:`least_arena` plans a block list with the search of ``formal arena``
(:func:`formal.arena.plan.plan_blocks`, method ``exact``): the least arena for the runtime's order,
proven by the aligned live-bytes bound or by exhausting the search, or the best packing found with
both bounds when the time limit ends first. A runtime's own planner may run beside it (the
*incumbent*: ExecuTorch's greedy, TFLM's greedy); its placement is kept only where it is smaller
(possible only when the search stopped with a gap) and sound for the same lifetimes, so the arena
is never larger than the runtime's own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from formal.arena.blocks import Block, arena_size, placement_errors
from formal.arena.plan import ArenaPlan, plan_blocks


@dataclass(frozen=True)
class LeastArena:
    """What :func:`least_arena` chose: formal's plan, the incumbent's size, and the placement kept."""

    plan: ArenaPlan  # formal's exact search (its bounds and status)
    kept: str  # "formal", or the incumbent's name where its placement is smaller
    offsets: dict[str, int]  # the placement kept
    arena: int  # its size
    incumbent: int | None  # the incumbent's size (None: none ran)


def least_arena(
    blocks: Sequence[Block],
    alignment: int,
    time_limit: float,
    incumbent: tuple[str, Mapping[str, int], int | None] | None = None,
) -> LeastArena:
    """The least arena for ``blocks`` within ``time_limit`` s; ``incumbent`` = (name, offsets, size or None
    for the offsets' extent) is kept where it is smaller and sound."""
    plan = plan_blocks(blocks, alignment, "exact", time_limit)
    if incumbent is None:
        return LeastArena(plan, "formal", dict(plan.offsets), plan.arena, None)
    name, offsets, size = incumbent
    theirs = arena_size(blocks, offsets) if size is None else size
    if theirs < plan.arena and not placement_errors(blocks, offsets):
        return LeastArena(plan, name, dict(offsets), theirs, theirs)
    return LeastArena(plan, "formal", dict(plan.offsets), plan.arena, theirs)
