"""Planning a TFLite model's arena with formal's exact search, written as an offline plan and measured in TFLM.

:func:`plan` takes a model (a path or bytes) and returns the same model with an
``OfflineMemoryAllocation`` that places every tensor TFLM plans, and, with ``reorder``, its
operators in the certified least-peak order where that lowers the bound:

1. each kernel's scratch is measured (:func:`formal.tflite.interpreter.kernel_scratch`); a model
   whose operators cannot all run in the host interpreter is refused (nothing could be measured);
2. with ``reorder``, the ordering problem (:mod:`formal.tflite.reorder`) is certified and its
   order applied if its peak is below the file's order's;
3. the tensors and each operator's scratch (one region per operator) are planned by
   :func:`formal.memplan.planning.least_arena`, with TFLM's own greedy plan of the same model as
   the incumbent, so the arena is never larger than greedy's;
4. the tensors' offsets are written as the offline plan (scratch stays online: TFLM plans every
   scratch request itself, around the offline tensors, and since each operator's region is free at
   its scope, every request lands at or below the region's end: docs/tflite.md, "Kernel scratch");
5. the written model is read back and verified (:mod:`formal.tflite.verify`), and it runs in TFLM's
   interpreter beside the original on seeded random inputs: its outputs must be identical bit for
   bit and TFLM's measured head must be the certified arena (no larger where kernels split their
   scratch into several requests) and no larger than greedy's. Otherwise :class:`FormalError`
   (exit 1) and nothing is returned.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Sequence

from formal.base.errors import FormalError
from formal.memplan.ordering import CertifiedOrder
from formal.memplan.planning import LeastArena, least_arena
from formal.memplan.verify import arena_reports
from formal.tflite.flatbuffer import ONLINE, read_file
from formal.tflite.interpreter import Measured, kernel_scratch, measure
from formal.tflite.model import ALIGNMENT, ARENA, model_of
from formal.tflite.reorder import certify_order, operator_order
from formal.tflite.verify import Verdict, load, verdict_of
from formal.tflite.writer import with_offline_plan

SEEDS = (0, 1, 2)


@dataclass(frozen=True)
class Planned:
    """A planned model: its bytes, its verified plan, and what TFLM measured beside the original."""

    data: bytes  # the model with formal's offline plan
    source_sha256: str
    verdict: Verdict  # the written model's plan: offline tensors, scratch where TFLM puts it
    least: LeastArena  # formal's search beside TFLM's greedy on the same tensors
    greedy_head: int  # TFLM's measured head for the original model, without an offline plan
    greedy_predicted: int  # the same, by formal's reimplementation of TFLM's planner
    measured_head: int  # TFLM's measured head for the written model
    seeds: tuple[int, ...]  # the random inputs both ran on, outputs identical bit for bit
    order: CertifiedOrder | None  # the certified order, with ``reorder``
    reordered: bool  # whether the written model's operators are in it
    seconds: float  # formal's planning time (the search; the measurements excluded)
    scratch: dict[int, int]  # each operator's measured scratch, in the written model's order

    @property
    def arena(self) -> int:
        return self.verdict.report.extent

    @property
    def lower_bound(self) -> int:
        return self.verdict.report.lower_bound

    @property
    def optimal(self) -> bool:
        return self.verdict.report.optimal

    def proof(self) -> dict[str, Any]:
        p = self.least.plan
        solver = {
            "method": p.method,
            "status": "optimal" if p.optimal else "gap",
            "proven_bound": p.proven_bound,
            "seconds": round(p.seconds, 3),
            "kept": self.least.kept,
        }
        return self.verdict.proof(solver)


def _without_plan(data: bytes, tensors: int, has_plan: bool) -> bytes:
    """The model as TFLM's greedy planner sees it: its offline plan, if any, replaced by -1 everywhere."""
    return with_offline_plan(data, [ONLINE] * tensors) if has_plan else data


def plan(
    source: Any,
    time_limit: float = 10.0,
    reorder: bool = False,
    order_time_limit: float | None = None,
    seeds: Sequence[int] = SEEDS,
) -> Planned:
    """``source`` (a path or bytes) planned by formal, measured in TFLM (see the module docstring)."""
    if not time_limit > 0:
        raise FormalError(f"the time limit must be positive, got {time_limit}")
    data, model = load(source)
    n, source_sha256 = len(model.file.tensors), model.file.sha256
    scratch, note = kernel_scratch(data)
    if scratch is None:
        raise FormalError(f"cannot plan a model TFLM's host interpreter cannot run: {note}")
    model = model.with_scratch(scratch, note)
    original = _without_plan(data, n, model.file.offline is not None)
    greedy_plan = model.memory_plan([ONLINE] * n)
    greedy_predicted = arena_reports(greedy_plan)[0].extent

    order, reordered, base = None, False, original
    if reorder:
        order = certify_order(model, order_time_limit or time_limit)
        if order.peak < order.exported_peak:
            permutation = operator_order(order.order)
            base = with_offline_plan(original, [ONLINE] * n, permutation)
            scratch = {new: scratch[old] for new, old in enumerate(permutation) if old in scratch}
            model = model_of(read_file(base)).with_scratch(scratch, note)
            greedy_plan, reordered = model.memory_plan([ONLINE] * n), True

    started = time.monotonic()
    incumbent = ("tflm-greedy", greedy_plan.offsets(ARENA), arena_reports(greedy_plan)[0].extent)
    least = least_arena(greedy_plan.blocks(ARENA), ALIGNMENT, time_limit, incumbent)
    seconds = time.monotonic() - started
    offsets = [ONLINE] * n
    for t in greedy_plan.tensors:
        if t.role != "scratch":
            offsets[t.index] = least.offsets[t.id]
    out = with_offline_plan(base, offsets)
    written = model_of(read_file(out)).with_scratch(scratch, note)
    verdict = verdict_of(written)
    if not verdict.sound:  # a solver or writer bug must never reach a file
        raise FormalError(f"internal error: the written plan is unsound: {verdict.first_problem()}", exit_code=70)

    theirs, ours = measure([original, out], seeds)
    _check(verdict, theirs, ours, bool(scratch))
    return Planned(
        out,
        source_sha256,
        verdict,
        least,
        theirs.head,
        greedy_predicted,
        ours.head,
        tuple(seeds),
        order,
        reordered,
        seconds,
        dict(scratch),
    )


def _check(verdict: Verdict, theirs: Measured, ours: Measured, scratch: bool) -> None:
    """What TFLM measured must be what formal certified (see the module docstring, step 5)."""
    for seed, (a, b) in enumerate(zip(theirs.runs, ours.runs)):
        if a != b:
            raise FormalError(
                f"the planned model's outputs differ from the original's in TFLM's interpreter (input {seed})",
                exit_code=1,
            )
    arena, bound = verdict.report.extent, verdict.report.lower_bound
    if ours.head != arena and not (scratch and bound <= ours.head < arena):
        raise FormalError(
            f"TFLM's measured head {ours.head:,} B is not the certified arena {arena:,} B: formal's model of "
            "TFLM's planner does not hold for this model",
            exit_code=1,
        )
    if ours.head > theirs.head:
        raise FormalError(
            f"formal's plan measured {ours.head:,} B, above TFLM's greedy {theirs.head:,} B: not written", exit_code=1
        )
