"""A TFLite model as TFLite Micro plans it: which tensors share the arena's head, live when, placed where.

The semantics are TFLM's own (``micro_allocation_info.cc``, ``micro_allocator.cc``), read from the
file alone (docs/tflite.md, "What is live when"):

- **Scopes.** TFLM numbers its allocation scopes: 0 for the subgraph's inputs, ``i + 1`` for
  operator ``i`` (TFLM runs operators in the order the file lists them), and a tensor's lifetime is
  its first and last scope, both inclusive. Inputs start at 0; an operator's outputs start at its
  scope; every operator's inputs and outputs end no earlier than its scope; the subgraph's outputs
  end at the last scope. A tensor nothing creates keeps TFLM's "uninitialized" first scope, -1.
  formal's positions are the scopes plus one (position 0 is scope -1), so lifetimes are the
  half-open intervals ``[first + 1, last + 2)``.
- **Planned tensors.** TFLM plans a tensor in the arena's head when its buffer holds no data (it is
  not a weight), it is not a variable and its byte length (element count x element size) is not 0.
  Each takes its bytes rounded up to 16 (``MicroArenaBufferAlignment``).
- **Variables** live in the persistent tail unless the offline plan gives them an offset; then TFLM
  plans them in the head over their uses only. A variable holds state from one invocation to the
  next, so formal takes an offline-planned variable as live at every position (stricter than TFLM).
- **Scratch.** Kernels request scratch buffers while preparing; TFLM plans each request over its
  operator's scope, always online. formal measures each operator's total in TFLM's interpreter
  (:mod:`formal.tflite.interpreter`) and plans it as one region (:meth:`TfliteModel.requests`).
- **The offline plan** gives each tensor an offset or -1 (TFLM plans it with its greedy planner,
  around the offline ones; :mod:`formal.tflite.greedy` reproduces where).
- **Vela's Ethos-U operator** (a CUSTOM operator with the code ``ethos-u``) runs a command stream
  Vela compiled, which plans the operator's own memory: Vela places the operator's input, output and
  scratch tensors in one area on purpose. They form a shared region (docs/tflite.md, "Vela"): they
  may share bytes while the operator is the only position at which both are live, a tensor no
  operator writes (Vela's scratch) counting from the operator's position.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from formal.base.errors import FormalError
from formal.memplan.plan import MemoryPlan, PlannedTensor, SharedRegion
from formal.tflite.flatbuffer import INT32_MAX, ONLINE, ModelFile
from formal.tflite.greedy import Request, place

ALIGNMENT = 16  # MicroArenaBufferAlignment()
ETHOS_U = "ethos-u"
PROGRAM_FORMAT = "tflite"
ARENA = 0  # TFLM plans one arena (the head of its tensor arena)


def aligned(nbytes: int) -> int:
    return -(-nbytes // ALIGNMENT) * ALIGNMENT


@dataclass(frozen=True)
class TfliteModel:
    """A read ``.tflite`` with TFLM's lifetimes; ``scratch`` is each operator's measured scratch (bytes)."""

    file: ModelFile
    first: tuple[int, ...]  # TFLM's first scope per tensor (-1: nothing creates it)
    last: tuple[int, ...]  # its last scope (-1: nothing names it)
    scratch: dict[int, int] | None = None  # operator -> total bytes of its scratch requests (None: not measured)
    notes: tuple[str, ...] = field(default=())

    @property
    def operators(self) -> int:
        return len(self.file.operators)

    @property
    def positions(self) -> tuple[str, ...]:
        ops = [f"operator {op.index} ({op.label})" for op in self.file.operators]
        return ("scope -1 (tensors nothing creates)", "the subgraph's inputs, before operator 0", *ops)

    def with_scratch(self, scratch: dict[int, int] | None, note: str = "") -> TfliteModel:
        return TfliteModel(self.file, self.first, self.last, scratch, self.notes + ((note,) if note else ()))

    def role(self, i: int) -> str:
        t = self.file.tensors[i]
        if t.variable:
            return "variable"
        if i in self.file.inputs:
            return "input"
        if i in self.file.outputs:
            return "output"
        if self.first[i] == -1:
            return "unused" if self.last[i] == -1 else "unwritten"
        return "intermediate"

    def planned(self, i: int, offline: int = ONLINE) -> bool:
        """Whether TFLM plans tensor ``i`` in the head (InitializeAllocationInfo)."""
        t = self.file.tensors[i]
        if t.variable:
            return offline != ONLINE
        return not t.constant and t.nbytes != 0

    def lifetime(self, i: int) -> tuple[int, int]:
        """Tensor ``i``'s positions, half open (an offline-planned variable: all of them)."""
        if self.file.tensors[i].variable:
            return 0, self.operators + 2
        return self.first[i] + 1, self.last[i] + 2

    def requests(self, offsets: Sequence[int]) -> tuple[list[tuple[str, int]], list[Request]]:
        """What TFLM's planner receives, in its order: planned tensors by index, then scratch by operator; each
        named ``("tensor", index)`` or ``("scratch", operator)``."""
        names: list[tuple[str, int]] = []
        requests = []
        for t in self.file.tensors:
            if self.planned(t.index, offsets[t.index]):
                names.append(("tensor", t.index))  # TFLM's own lifetimes, variables' too
                requests.append(Request(aligned(t.nbytes), self.first[t.index], self.last[t.index], offsets[t.index]))
        for op, nbytes in sorted((self.scratch or {}).items()):
            if nbytes:
                names.append(("scratch", op))
                requests.append(Request(aligned(nbytes), op + 1, op + 1, ONLINE))
        return names, requests

    def memory_plan(self, offsets: Sequence[int] | None = None, arena_size: int | None = None) -> MemoryPlan:
        """The plan TFLM makes of this model: ``offsets`` per tensor (default: the file's offline plan, else
        all -1), those at -1 and the scratch placed as TFLM's greedy planner places them."""
        if offsets is None:
            offsets = self.file.offline.offsets if self.file.offline else (ONLINE,) * len(self.file.tensors)
        offsets = tuple(offsets)
        names, requests = self.requests(offsets)
        tensors = []
        for (kind, i), request, offset in zip(names, requests, place(requests)):
            if kind == "tensor":
                t = self.file.tensors[i]
                start, end = self.lifetime(i)
                tensors.append(
                    PlannedTensor(
                        f"t{i}", i, ARENA, offset, t.nbytes, start, end, self.role(i), t.shape, t.dtype, t.name,
                        slot=request.size,
                    )
                )  # fmt: skip
            else:  # operator i's scratch
                tensors.append(
                    PlannedTensor(
                        f"scratch{i}", len(self.file.tensors) + i, ARENA, offset, (self.scratch or {})[i], i + 2,
                        i + 3, "scratch", name=f"scratch of operator {i} ({self.file.operators[i].label})",
                        slot=request.size,
                    )
                )  # fmt: skip
        return MemoryPlan(
            program={
                "format": PROGRAM_FORMAT,
                "sha256": self.file.sha256,
                "subgraph": self.file.subgraph,
                "operators": self.operators,
                "kernel_scratch": "not measured" if self.scratch is None else "measured",
            },
            positions=self.positions,
            arenas={ARENA: arena_size},
            tensors=tuple(tensors),
            shared=self.shared_regions(),
            after_last="after the last operator",
            arena_label="the arena",
            alignment=ALIGNMENT,
        )

    def shared_regions(self) -> tuple[SharedRegion, ...]:
        """Each Ethos-U operator's own tensors (see the module docstring)."""
        regions = []
        for op in self.file.operators:
            if op.custom != ETHOS_U:
                continue
            ids = {k for k in (*op.inputs, *op.outputs) if k >= 0 and not self.file.tensors[k].constant}
            fresh = {k for k in ids if self.first[k] == -1}
            regions.append(
                SharedRegion(
                    frozenset(f"t{k}" for k in ids),
                    op.index + 2,
                    f"operator {op.index} is Vela's Ethos-U operator: its command stream plans these tensors",
                    frozenset(f"t{k}" for k in fresh),
                )
            )
        return tuple(regions)


def lifetimes(file: ModelFile) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """TFLM's first and last scope of every tensor (MarkAllocationLifetimes, one subgraph, no control flow)."""
    n = len(file.tensors)
    first, last = [-1] * n, [-1] * n
    for i in file.inputs:
        if first[i] == -1:
            first[i] = 0
        last[i] = 0
    scope = 0
    for op in file.operators:
        scope += 1
        for i in op.outputs:
            if first[i] == -1:
                first[i] = scope
        for i in op.inputs:
            if i >= 0:
                last[i] = scope
        for i in op.outputs:
            last[i] = scope
    for i in file.outputs:
        if first[i] == -1:
            first[i] = scope
        last[i] = scope
    return tuple(first), tuple(last)


def model_of(file: ModelFile) -> TfliteModel:
    """The model with TFLM's lifetimes, its offline plan checked for what TFLM would do harm with."""
    first, last = lifetimes(file)
    model = TfliteModel(file, first, last)
    if file.offline is not None:
        for t, offset in zip(file.tensors, file.offline.offsets):
            if offset < ONLINE:
                raise FormalError(
                    f"the offline plan puts t{t.index} {t.name!r} at offset {offset}: TFLM would place it before "
                    "the arena (it does not check)"
                )
            if offset != ONLINE and model.planned(t.index, offset) and offset + aligned(t.nbytes) > INT32_MAX:
                raise FormalError(f"the offline plan puts t{t.index} {t.name!r} at offset {offset}, past 2^31")
    return model
