"""formal's exact arena as an ExecuTorch memory-planning algorithm.

``MemoryPlanningPass(memory_planning_algo=formal.executorch.memory_planning_algo)`` plans every
arena of a method with :func:`formal.memplan.planning.least_arena`: formal's exact search (the
least arena for the graph's order, proven, or the best found with both bounds), with ExecuTorch's
own ``greedy`` beside it on the same tensors, kept where it is smaller, so the arena is never
larger than greedy's.

The calling convention is ExecuTorch's (``executorch.exir.memory_planning.apply_algo``): the
algorithm receives ``(alignment, specs, graph_module, graph_signature, extra_padding)``, sets
``mem_id``, ``mem_offset`` and ``mem_obj_id`` on every spec and returns the buffer sizes
(index 0 is the constants' placeholder). Each spec is live over ``spec.lifetime``, inclusive
node indices; a spec with a ``storage_base`` is a view at ``storage_base_offset`` inside its
base; arenas of a submodule (``graph_module.input_mem_buffer_sizes``) come first.

What each call planned is kept in :attr:`FormalPlanner.results` (per arena: the arena plan,
greedy's size, which was kept). The proof of the shipped program is made from the ``.pte``
(:func:`formal.memplan.proof.arena_proof`), where the lifetimes are the instructions'.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from formal.arena.blocks import Block
from formal.arena.plan import ArenaPlan
from formal.base.errors import FormalError
from formal.memplan.planning import least_arena


@dataclass(frozen=True)
class ArenaResult:
    """One arena of one planning call: formal's plan, greedy's size, and the size kept."""

    mem_id: int
    plan: ArenaPlan
    greedy: int | None  # ExecuTorch's greedy on the same tensors (bytes), if it ran
    kept: str  # "formal" or "greedy"

    @property
    def size(self) -> int:
        return self.plan.arena if self.kept == "formal" else int(self.greedy or 0)


class FormalPlanner:
    """A memory-planning algorithm for ExecuTorch: formal's exact arena within ``time_limit`` seconds per arena."""

    __name__ = "formal"  # ExecuTorch names algorithms by __name__ (MemoryPlanningAlgorithmSuite)

    def __init__(self, time_limit: float = 10.0, compare_greedy: bool = True):
        if not time_limit > 0:
            raise FormalError(f"time_limit must be positive, got {time_limit}")
        self.time_limit = time_limit
        self.compare_greedy = compare_greedy
        self.results: list[ArenaResult] = []

    def __call__(
        self, alignment: int, specs: Any, graph_module: Any, graph_signature: Any = None, extra_padding: int = 0
    ) -> list[int]:
        ordered = list(specs) if isinstance(specs, (list, tuple)) else sorted(specs, key=_spec_key)
        greedy = self._greedy(alignment, ordered, graph_module, graph_signature, extra_padding)
        last = len(graph_module.graph.nodes)
        below = list(getattr(graph_module, "input_mem_buffer_sizes", None) or [])
        by_mem: dict[int, list[Any]] = {}
        for spec in ordered:
            spec.realign(alignment)
            by_mem.setdefault(spec.mem_id if spec.mem_id is not None else 1, []).append(spec)
        sizes = [0] * (max([1, *by_mem]) + 1)
        for mem_id, group in sorted(by_mem.items()):
            base = below[mem_id] if mem_id < len(below) else 0
            roots = [s for s in group if getattr(s, "storage_base", None) is None]
            blocks = _blocks(roots, group, last)
            theirs = greedy.get(mem_id) if greedy else None
            # greedy's placement is offered only for the arena's root specs (it trusts the caller to have
            # stretched each base over its views; least_arena checks it against these lifetimes)
            offered = None
            if theirs is not None:
                rebased = {f"t{k}": theirs[1][s][0] - base for k, s in enumerate(roots) if s in theirs[1]}
                offered = ("greedy", rebased, theirs[0] - base - extra_padding)
            least = least_arena(blocks, alignment, self.time_limit, offered)
            plan, keep_greedy = least.plan, least.kept == "greedy"
            if keep_greedy:
                assert theirs is not None
                for spec, (offset, obj) in theirs[1].items():
                    spec.mem_id, spec.mem_offset, spec.mem_obj_id = mem_id, offset, obj
                sizes[mem_id] = theirs[0]
            else:
                for k, spec in enumerate(roots):
                    spec.mem_id, spec.mem_offset, spec.mem_obj_id = mem_id, base + plan.offsets[f"t{k}"], k
                _place_views(group)
                sizes[mem_id] = base + plan.arena + extra_padding
            total = theirs[0] if theirs else None
            self.results.append(
                ArenaResult(
                    mem_id,
                    plan,
                    None if total is None else total - base - extra_padding,
                    "greedy" if keep_greedy else "formal",
                )
            )
        for mem_id in range(1, len(sizes)):
            if mem_id < len(below) and mem_id not in by_mem:
                sizes[mem_id] = below[mem_id]
        return sizes

    def _greedy(
        self, alignment: int, specs: Sequence[Any], graph_module: Any, graph_signature: Any, extra_padding: int
    ) -> dict[int, tuple[int, dict[Any, tuple[int, int]]]] | None:
        """ExecuTorch's greedy on the same specs: per arena, its total size and each spec's (offset, object)."""
        if not self.compare_greedy:
            return None
        from executorch.exir.memory_planning import greedy

        result = greedy(alignment, list(specs), graph_module, graph_signature, extra_padding)
        out: dict[int, tuple[int, dict[Any, tuple[int, int]]]] = {}
        for spec, alloc in result.spec_dict.items():
            out.setdefault(alloc.mem_id, (result.bufsizes[alloc.mem_id], {}))[1][spec] = (
                alloc.mem_offset,
                alloc.mem_obj_id,
            )
        return out


def _spec_key(spec: Any) -> tuple:
    life = spec.lifetime if spec.lifetime[0] is not None else [0, 0]
    return (life[0], life[1], -spec.allocated_memory, tuple(spec.shape), str(spec.dtype))


def _life(spec: Any, last: int) -> tuple[int, int]:
    start, end = spec.lifetime
    return (0 if start is None else start, last if end is None else end)


def _blocks(roots: Sequence[Any], group: Sequence[Any], last: int) -> list[Block]:
    """One block per root spec, live while it or any view on it is (ExecuTorch extends a base's
    lifetime over its views before planning; a caller that did not is covered too)."""
    life = {id(s): _life(s, last) for s in roots}
    for spec in group:
        base, seen = getattr(spec, "storage_base", None), 0
        if base is None:
            continue
        while getattr(base, "storage_base", None) is not None and seen < len(group):
            base, seen = base.storage_base, seen + 1
        if id(base) not in life:
            raise FormalError("ExecuTorch specs: a view whose base is not planned in the same arena")
        (a, b), (c, d) = life[id(base)], _life(spec, last)
        life[id(base)] = (min(a, c), max(b, d))
    return [Block(f"t{k}", life[id(s)][0], life[id(s)][1] + 1, s.allocated_memory) for k, s in enumerate(roots)]


def _place_views(group: Sequence[Any]) -> None:
    """Views sit inside their base (a chain of views resolves from the root)."""
    pending = [s for s in group if getattr(s, "storage_base", None) is not None]
    while pending:
        placed = [s for s in pending if all(s.storage_base is not p for p in pending)]
        if not placed:
            raise FormalError("ExecuTorch specs: a cycle of storage bases")
        for spec in placed:
            base = spec.storage_base
            spec.mem_id = base.mem_id
            spec.mem_offset = base.mem_offset + spec.storage_base_offset
            spec.mem_obj_id = base.mem_obj_id
        pending = [s for s in pending if all(s is not p for p in placed)]
