"""Verifying a TFLite model's arena plan, whoever made it: sound or the witness pair, and how far from the bound.

:func:`verify` reads the model (:mod:`formal.tflite.model`) and states the plan TFLM will make of
it: the offline plan's tensors at their offsets, everything TFLM plans online (tensors at -1, and
the kernels' scratch) where TFLM's greedy planner puts them (:mod:`formal.tflite.greedy`). Without
an offline plan that is TFLM's greedy plan. The verdict comes from the shared core
(:mod:`formal.memplan`):

- **sound** when no two tensors live at the same position share a byte (else the first pairs, with
  the bytes and the operator), every offline offset is a multiple of 16 (TFLM aligns every buffer
  to 16 bytes and kernels may rely on it; TFLM does not check an offline plan's), and, given the
  application's ``arena_size``, every tensor ends inside it;
- Vela's Ethos-U operator's own tensors may share bytes as the shared region allows (reported as
  delegated, not checked);
- the plan's extent (the head TFLM will need) is set against the certified lower bound.

Where the wheel's interpreter can run the model, it also measures each kernel's scratch (so the
plan and the bound include it) and TFLM's own head for the file as it is (allocation only: no
operator runs, so an unsound plan cannot corrupt anything).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from formal.base.errors import FormalError
from formal.base.files import read_input
from formal.memplan.plan import MemoryPlan, PlannedTensor
from formal.memplan.proof import arena_proof
from formal.memplan.verify import ArenaReport, Overlap, arena_reports, delegated, outside, overlaps
from formal.tflite.flatbuffer import ONLINE, read_file
from formal.tflite.interpreter import kernel_scratch
from formal.tflite.interpreter import measure as measure_in_tflm
from formal.tflite.model import ALIGNMENT, ARENA, TfliteModel, model_of


@dataclass(frozen=True)
class Verdict:
    """What :func:`verify` found: the plan, whether it is sound (and why not), its extent and bound."""

    model: TfliteModel
    plan: MemoryPlan
    overlaps: tuple[Overlap, ...]
    delegated: tuple[Overlap, ...]
    misaligned: tuple[PlannedTensor, ...]  # offline offsets that are not multiples of 16
    outside: tuple[PlannedTensor, ...]  # tensors past the application's arena
    report: ArenaReport
    measured_head: int | None  # TFLM's own head for the file as it is (None: not measured)
    measured_note: str  # why not measured, or what was

    @property
    def sound(self) -> bool:
        return not (self.overlaps or self.misaligned or self.outside)

    @property
    def arena(self) -> int:
        """The head TFLM needs for this plan: the bytes its buffers reach (scratch included, where measured)."""
        return self.report.extent

    @property
    def lower_bound(self) -> int:
        """The certified lower bound: no plan for this operator order needs less."""
        return self.report.lower_bound

    @property
    def offline(self) -> bool:
        return self.model.file.offline is not None

    @property
    def online(self) -> int:
        """Tensors TFLM plans around the offline plan (all of them, without one)."""
        offsets = self.model.file.offline.offsets if self.model.file.offline else None
        return sum(
            1 for t in self.plan.tensors if t.role != "scratch" and (offsets is None or offsets[t.index] == ONLINE)
        )

    def first_problem(self) -> str:
        """The first reason the plan is unsound, in one line."""
        if self.overlaps:
            return self.overlaps[0].message()
        if self.misaligned:
            t = self.misaligned[0]
            return f"{t.describe()} is at offset {t.offset}, not a multiple of {ALIGNMENT} (TFLM aligns every buffer)"
        t = self.outside[0]
        return f"{t.describe()} ends at {t.offset + t.nbytes}, past the arena's {self.plan.arenas[ARENA]:,} B"

    def proof(self, planner: dict[str, Any] | None = None) -> dict[str, Any]:
        """The plan's ``formal.arena-proof/1`` (a sound plan only)."""
        if not self.sound:
            raise FormalError(f"an unsound plan has no proof: {self.first_problem()}")
        return arena_proof(self.plan, ARENA, planner)


def load(source: Any) -> tuple[bytes, TfliteModel]:
    """A model's bytes and its reading, from a path or bytes."""
    if isinstance(source, (str, os.PathLike)):
        data = read_input(source)
    elif isinstance(source, (bytes, bytearray, memoryview)):
        data = bytes(source)
    else:
        raise FormalError(f"expected a .tflite path or its bytes, got {type(source).__name__}")
    return data, model_of(read_file(data))


def read(source: Any) -> TfliteModel:
    """The model at ``source`` (a path or the bytes of a ``.tflite``) with TFLM's lifetimes and its offline
    plan, if any; nothing is run."""
    return load(source)[1]


def measured_model(data: bytes, model: TfliteModel, measure: bool) -> tuple[TfliteModel, int | None, str]:
    """The model with its kernels' scratch, and TFLM's own head for the file, where the interpreter can run it."""
    if not measure:
        return model, None, "not measured (asked not to)"
    try:
        scratch, note = kernel_scratch(data)
    except FormalError as e:  # TFLM crashed or hung on the model: the plan is still decided from the file
        scratch, note = None, str(e)
    if scratch is None:
        return model.with_scratch(None, f"kernel scratch not measured: {note}"), None, note
    model = model.with_scratch(scratch, note)
    try:
        (measured,) = measure_in_tflm([data])
    except FormalError as e:
        return model, None, str(e)
    return model, measured.head, "TFLM's interpreter, allocation only"


def verify(source: Any, arena_size: int | None = None, measure: bool = True) -> Verdict:
    """The verdict on the plan TFLM makes of the model at ``source`` (a path or bytes); ``arena_size``: the
    application's tensor arena, if known; ``measure``: run TFLM's interpreter where it can."""
    if arena_size is not None and (isinstance(arena_size, bool) or not isinstance(arena_size, int) or arena_size < 0):
        raise FormalError(f"the arena size must be a non-negative integer, got {arena_size!r}")
    data, model = load(source)
    model, head, note = measured_model(data, model, measure)
    return verdict_of(model, arena_size, head, note)


def verdict_of(model: TfliteModel, arena_size: int | None = None, head: int | None = None, note: str = "") -> Verdict:
    plan = model.memory_plan(arena_size=arena_size)
    offsets = model.file.offline.offsets if model.file.offline else None
    misaligned = tuple(
        t
        for t in plan.tensors
        if offsets is not None and t.role != "scratch" and offsets[t.index] != ONLINE and offsets[t.index] % ALIGNMENT
    )
    return Verdict(
        model,
        plan,
        tuple(overlaps(plan)),
        tuple(delegated(plan)),
        misaligned,
        tuple(outside(plan)),
        arena_reports(plan)[0],
        head,
        note,
    )
