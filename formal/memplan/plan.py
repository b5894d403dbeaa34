"""The memory plan a runtime ships: which tensors sit where, live when.

A :class:`MemoryPlan` is what a runtime's reader makes of its file (a ``.pte``, a ``.tflite``):

- **positions**: the runtime's own steps, in order (ExecuTorch's instructions, TFLM's allocation
  scopes), each with a label for messages; a tensor's lifetime is a half-open interval of them;
- **arenas**: each arena's id and the size the file declares for it (``None`` where the runtime
  sizes the arena from the plan at start-up, as TFLM does);
- **tensors**: every planned tensor, with its offset, the bytes it touches (``nbytes``) and the
  bytes the runtime reserves for it (``slot``: TFLM rounds every buffer up to 16 bytes);
- **views**: tensors that read another tensor's bytes (their base lives while they are read);
- **shared**: regions of tensors the runtime lets share bytes on purpose, with the reason (a
  delegate that plans its operator's memory itself, such as the Ethos-U operator Vela compiles).
  Two tensors of one region may share bytes only while both are live at the region's position
  alone; the region's tensors that do share bytes count as one block for bounds and proofs;
- **program**: what names the file in proofs (format, sha256, and the runtime's own fields).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from formal.arena.blocks import Block


@dataclass(frozen=True)
class PlannedTensor:
    """A tensor with a planned place: ``nbytes`` at ``offset`` of ``arena``, live during [start, end)."""

    id: str  # how messages and proofs name it: v12 (ExecuTorch value 12), t12 (TFLM tensor 12)
    index: int  # the runtime's own index for it
    arena: int
    offset: int
    nbytes: int  # the bytes the tensor's kernels touch (element count x element size)
    start: int
    end: int
    role: str  # input | output | state | intermediate | view | scratch | ...
    shape: tuple[int, ...] = ()
    dtype: str = ""
    name: str = ""  # the file's own name for it, if any
    base: int | None = None  # a view's base (its index)
    slot: int = 0  # the bytes the runtime reserves for it (0: nbytes)

    @property
    def reserved(self) -> int:
        return self.slot or self.nbytes

    def describe(self) -> str:
        name = self.name if len(self.name) <= 48 else self.name[:45] + "..."
        named = f" {name!r}" if name else ""
        what = f"{list(self.shape)} {self.dtype.lower()}, " if self.dtype else ""
        return f"{self.id}{named} ({self.role}, {what}{self.nbytes} B)"


@dataclass(frozen=True)
class SharedRegion:
    """Tensors a runtime lets share bytes on purpose: two of them may while ``position`` is the only one
    at which both are live, a ``fresh`` one (holding nothing before the position) counting from it."""

    ids: frozenset[str]
    position: int
    reason: str  # e.g. "operator 0 is Vela's Ethos-U operator: its command stream plans these tensors"
    fresh: frozenset[str] = frozenset()

    def allows(self, a: PlannedTensor, b: PlannedTensor) -> bool:
        """Whether ``a`` and ``b`` may share bytes under this region."""
        if a.id not in self.ids or b.id not in self.ids:
            return False
        starts = [max(t.start, self.position) if t.id in self.fresh else t.start for t in (a, b)]
        return (max(starts), min(a.end, b.end)) == (self.position, self.position + 1)


@dataclass(frozen=True)
class MemoryPlan:
    """One program's memory plan, as every runtime's reader states it (see the module docstring)."""

    program: dict[str, Any]  # names the file: {"format": ..., "sha256": ..., runtime's fields}
    positions: tuple[str, ...]  # a label per position ("instruction 3 (aten::add.out)")
    arenas: dict[int, int | None]  # arena id -> declared size (None: sized from the plan)
    tensors: tuple[PlannedTensor, ...]  # every planned tensor but views
    views: tuple[PlannedTensor, ...] = ()
    shared: tuple[SharedRegion, ...] = ()
    after_last: str = "after the last instruction"  # the label of the position past ``positions``
    arena_label: str = "arena {arena}"  # how messages name an arena
    alignment: int = 16  # the most the bound pads each tensor to (the runtime's buffer alignment)

    @property
    def mem_ids(self) -> tuple[int, ...]:
        return tuple(sorted(self.arenas))

    @property
    def name(self) -> str:
        return str(self.program.get("method", self.program.get("subgraph", "")))

    @property
    def sha256(self) -> str:
        return str(self.program.get("sha256", ""))

    def where(self, position: int) -> str:
        return self.positions[position] if 0 <= position < len(self.positions) else self.after_last

    def arena_name(self, arena: int) -> str:
        return self.arena_label.format(arena=arena)

    def in_arena(self, arena: int) -> list[PlannedTensor]:
        return [t for t in self.tensors if t.arena == arena]

    def offsets(self, arena: int) -> dict[str, int]:
        return {t.id: t.offset for t in self.in_arena(arena)}

    def blocks(self, arena: int) -> list[Block]:
        """The arena's tensors as blocks (half-open lifetimes, reserved bytes); the tensors of a shared
        region that share bytes are one block, over their union of bytes and lifetimes."""
        return [block for block, _offset in self.placed_blocks(arena)]

    def placed_blocks(self, arena: int) -> list[tuple[Block, int]]:
        """:meth:`blocks` with each block's offset."""
        tensors = self.in_arena(arena)
        merged = _merged_groups(tensors, self.shared)
        out: list[tuple[Block, int]] = []
        for group in merged:
            if len(group) == 1:
                t = group[0]
                out.append((Block(t.id, t.start, t.end, t.reserved), t.offset))
                continue
            low = min(t.offset for t in group)
            high = max(t.offset + t.reserved for t in group)
            start, end = min(t.start for t in group), max(t.end for t in group)
            out.append((Block("+".join(t.id for t in group), start, end, high - low), low))
        return out


def _merged_groups(tensors: list[PlannedTensor], shared: tuple[SharedRegion, ...]) -> list[list[PlannedTensor]]:
    """The tensors in order, those of one shared region that share bytes joined (transitively)."""
    parent = {t.id: t.id for t in tensors}

    def root(i: str) -> str:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    by_id = {t.id: t for t in tensors}
    for region in shared:
        members = sorted((by_id[i] for i in region.ids if i in by_id), key=lambda t: t.offset)
        for k, a in enumerate(members):
            for b in members[k + 1 :]:
                if b.offset >= a.offset + a.reserved:
                    break
                parent[root(b.id)] = root(a.id)
    groups: dict[str, list[PlannedTensor]] = {}
    for t in tensors:
        groups.setdefault(root(t.id), []).append(t)
    return list(groups.values())
