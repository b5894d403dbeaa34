"""Is a memory plan sound, and how far is it from the least? The witness pair, or each arena's bound.

A plan is sound when, in every arena, no two tensors live at the same position share a byte
(:func:`overlaps` names the first such pairs: both tensors, the bytes, the position), and every
tensor ends inside its arena's declared size (:func:`outside`). Tensors of one shared region
(:class:`~formal.memplan.plan.SharedRegion`) may share bytes while both are live at the region's
position only; :func:`delegated` lists the pairs that do, which the verdict reports as trusted to
the delegate rather than checked.

Beside soundness, each arena's extent (the bytes its tensors reach, reserved sizes included) is set
against the aligned live-bytes lower bound (:func:`formal.arena.blocks.lower_bound`): no plan for
this order of positions can be smaller (:func:`arena_reports`).
"""

from __future__ import annotations

from dataclasses import dataclass

from formal.arena.blocks import lower_bound
from formal.memplan.plan import MemoryPlan, PlannedTensor, SharedRegion


@dataclass(frozen=True)
class Overlap:
    """Two tensors live at the same position whose bytes intersect."""

    first: PlannedTensor
    second: PlannedTensor
    position: int  # the first position at which both are live
    where: str  # the plan's label of that position
    arena_name: str
    low: int
    high: int
    region: SharedRegion | None = None  # set for a pair a shared region allows

    def message(self) -> str:
        return (
            f"{self.first.describe()} and {self.second.describe()} share bytes [{self.low}, {self.high}) of "
            f"{self.arena_name} while both are live at {self.where}"
        )


@dataclass(frozen=True)
class ArenaReport:
    """One arena of a plan: its declared size, the bytes its tensors reach, and the lower bound."""

    mem_id: int
    declared: int | None  # what the file declares (None: the runtime sizes it from the plan)
    extent: int  # max(offset + reserved bytes) over its tensors
    lower_bound: int  # aligned live bytes at the worst position
    alignment: int
    tensors: int

    @property
    def optimal(self) -> bool:
        return self.extent == self.lower_bound


def _pairs(plan: MemoryPlan) -> list[Overlap]:
    """Every pair of live tensors that share bytes, allowed by a shared region or not (a sweep over starts)."""
    region_of: dict[str, list[SharedRegion]] = {}
    for region in plan.shared:
        for i in region.ids:
            region_of.setdefault(i, []).append(region)
    found: list[Overlap] = []
    for arena in plan.mem_ids:
        live: list[PlannedTensor] = []
        for t in sorted(plan.in_arena(arena), key=lambda t: (t.start, t.index)):
            live = [u for u in live if u.end > t.start]
            for u in live:
                low, high = max(u.offset, t.offset), min(u.offset + u.nbytes, t.offset + t.nbytes)
                if low >= high:
                    continue
                allowed = next((r for r in region_of.get(t.id, []) if r.allows(u, t)), None)
                at = t.start
                found.append(Overlap(u, t, at, plan.where(at), plan.arena_name(arena), low, high, allowed))
            live.append(t)
    found.sort(key=lambda o: (o.position, o.first.index, o.second.index))
    return found


def overlaps(plan: MemoryPlan, limit: int = 10) -> list[Overlap]:
    """Up to ``limit`` pairs of live tensors that share bytes and no shared region allows, in order of position."""
    return [o for o in _pairs(plan) if o.region is None][:limit]


def delegated(plan: MemoryPlan) -> list[Overlap]:
    """The pairs that share bytes because a shared region allows it (trusted to the delegate, not checked)."""
    return [o for o in _pairs(plan) if o.region is not None]


def outside(plan: MemoryPlan) -> list[PlannedTensor]:
    """Tensors that end above their arena's declared size."""
    declared = plan.arenas
    return [
        t
        for t in plan.tensors
        if declared.get(t.arena) is not None and t.offset + t.nbytes > int(declared[t.arena] or 0)
    ]


def plan_alignment(plan: MemoryPlan, arena: int) -> int:
    """The largest power of two up to the plan's alignment that divides every offset in the arena (the bound's)."""
    a = plan.alignment
    offsets = [offset for _block, offset in plan.placed_blocks(arena)]
    while a > 1 and any(o % a for o in offsets):
        a //= 2
    return a


def arena_reports(plan: MemoryPlan) -> list[ArenaReport]:
    reports = []
    for arena in plan.mem_ids:
        placed = plan.placed_blocks(arena)
        blocks = [b for b, _o in placed]
        a = plan_alignment(plan, arena)
        extent = max((o + b.size for b, o in placed), default=0)
        reports.append(ArenaReport(arena, plan.arenas[arena], extent, lower_bound(blocks, a), a, len(blocks)))
    return reports
