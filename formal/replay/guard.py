"""The measurement guard: deploy a reordered program only if its measured peak is lower.

On CPU a permuted program's peak is predicted to the byte (docs/replay.md). On CUDA the
caching allocator rounds every block up to 512 bytes, may hand out a larger cached block
whole, and keeps library workspaces, so a prediction is a model and the peak can only be
*measured*. The seed paper therefore deployed a reordering on GPU only behind a guard:
measure the compiler's order and the candidate, keep the candidate only if it measured
lower, never regress. This module is that decision, separate from how runs are made:
:func:`run_guard` takes a *measurer* (``measure("original" | "candidate") -> Sample``), so
the logic is tested on CPU with scripted samples, and the same code decides on a GPU with
real runs (:class:`formal.replay.replay.ProgramMeasurer`).

Protocol: ``warmup`` unmeasured rounds of both programs first (first calls autotune
Triton kernels and allocate cuBLAS workspaces), then ``repeats`` rounds, alternating
which program goes first (ABBA), so slow drift in the allocator's state favours neither.
Every run's outputs are compared bit for bit with the original's first run.

Decision, in this order (the first that applies):

1. the original failed, or its repeats are not bit-identical to each other
   -> keep the original (status ``failed``: nothing can be concluded);
2. the candidate failed, or any of its runs (warm-up included) differs from the original
   bit for bit -> keep the original (``failed``; a wrong program is never deployed);
3. the allocator rounding model (every storage and transient rounded up to 512 B, the
   prediction for CUDA; exact on CPU) predicts no saving -> keep the original (``ok``);
4. the measurements, by ``rule``:
   ``median`` (default): median(candidate) < median(original) and max(candidate) <=
   max(original); ``min``: min(candidate) < min(original) and max(candidate) <=
   max(original); ``separated``: max(candidate) < min(original) (no candidate run as high as
   any original run) -> deploy, else keep the original (``ok``).
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from formal.base.errors import FormalError
from formal.model.peak import peak as model_peak
from formal.model.problem import Problem, problem_from_dict

ALLOCATOR_BLOCK = 512
RULES = ("median", "min", "separated")
PROGRAMS = ("original", "candidate")


@dataclass(frozen=True)
class Sample:
    """One measured run: its peak in bytes (None if it failed) and whether outputs match."""

    peak: int | None
    same_outputs: bool
    error: str | None = None
    allocator: dict[str, int] | None = None  # CUDA: the caching allocator's counters for this run

    def to_dict(self) -> dict[str, Any]:
        return {
            "peak": self.peak,
            "same_outputs": self.same_outputs,
            **({"error": self.error} if self.error else {}),
            **({"allocator": self.allocator} if self.allocator else {}),
        }


Measure = Callable[[str], Sample]


@dataclass
class GuardResult:
    decision: str  # deploy | keep-original
    status: str  # ok | failed (a program failed or differs: see reason)
    reason: str
    rule: str
    repeats: int
    original: list[Sample]
    candidate: list[Sample]
    warmup: dict[str, list[Sample]] = field(default_factory=dict)
    predicted: dict[str, Any] = field(default_factory=dict)

    @property
    def deployed(self) -> bool:
        return self.decision == "deploy"

    def to_dict(self) -> dict[str, Any]:
        return {
            "decision": self.decision,
            "status": self.status,
            "reason": self.reason,
            "rule": self.rule,
            "repeats": self.repeats,
            "original": summarize(self.original),
            "candidate": summarize(self.candidate),
            "predicted": self.predicted,
            "warmup": {k: [s.to_dict() for s in v] for k, v in self.warmup.items()},
        }


def summarize(samples: Sequence[Sample]) -> dict[str, Any]:
    """Median, min and max of the measured peaks, and every sample."""
    peaks = [s.peak for s in samples if s.peak is not None]
    return {
        "median": _median(peaks) if peaks else None,
        "min": min(peaks) if peaks else None,
        "max": max(peaks) if peaks else None,
        "samples": [s.to_dict() for s in samples],
    }


def _median(values: Sequence[int]) -> float | int:
    m = statistics.median(values)
    return int(m) if float(m).is_integer() else m


# --- the allocator rounding model ------------------------------------------------------------


def round_up(nbytes: int, block: int = ALLOCATOR_BLOCK) -> int:
    """Bytes the caching allocator charges for ``nbytes``: 0 stays 0, else the next multiple of ``block``."""
    if nbytes < 0:
        raise ValueError(f"negative size {nbytes}")
    return -(-nbytes // block) * block if nbytes else 0


def rounded_problem(problem: Problem, block: int = ALLOCATOR_BLOCK) -> Problem:
    """The problem with every storage size and unit transient rounded up to ``block`` bytes.

    A transient is one or more library workspaces; rounding their sum is the model's
    simplification (each separate allocation would round on its own).
    """
    if block == 1:
        return problem
    data = problem.to_dict()
    for st in data["storages"]:
        st["bytes"] = round_up(st["bytes"], block)
    for unit in data["units"]:
        unit["transient"] = round_up(unit["transient"], block)
    return problem_from_dict(data, f"<{problem.name} rounded to {block} B>")


def predicted_peaks(
    problem: Problem, original_peak: Callable[[Problem], int], candidate: Sequence[str], block: int = ALLOCATOR_BLOCK
) -> dict[str, Any]:
    """The model's peaks of the original program and the candidate order, with sizes rounded to ``block``.

    ``original_peak(problem)`` computes the original program's peak for a problem (the
    compiler's program may free later than the unit model: :meth:`Trace.program_peak`).
    """
    rounded = rounded_problem(problem, block)
    return {
        "model": f"allocator rounding model ({block} B blocks)" if block > 1 else "exact model",
        "block": block,
        "original": original_peak(rounded),
        "candidate": model_peak(rounded, candidate),
    }


# --- the guard ---------------------------------------------------------------------------------


def run_guard(
    measure: Measure,
    *,
    repeats: int = 5,
    warmup: int = 1,
    rule: str = "median",
    predicted: dict[str, Any] | None = None,
) -> GuardResult:
    """Measure both programs (see module doc for the protocol) and decide."""
    if rule not in RULES:
        raise FormalError(f"--guard-rule: expected one of {', '.join(RULES)}, got {rule!r}")
    if repeats < 1 or warmup < 0:
        raise FormalError(f"--repeats must be >= 1 and --warmup >= 0 (got {repeats}, {warmup})")
    warm: dict[str, list[Sample]] = {"original": [], "candidate": []}
    for _ in range(warmup):
        for which in PROGRAMS:  # the original first: its first run is the reference outputs
            warm[which].append(_safe(measure, which))
    samples: dict[str, list[Sample]] = {"original": [], "candidate": []}
    for r in range(repeats):
        for which in PROGRAMS if r % 2 == 0 else PROGRAMS[::-1]:
            samples[which].append(_safe(measure, which))
    decision, status, reason = decide(
        samples["original"], samples["candidate"], rule=rule, predicted=predicted, warmup=warm
    )
    return GuardResult(
        decision, status, reason, rule, repeats, samples["original"], samples["candidate"], warm, dict(predicted or {})
    )


def _safe(measure: Measure, which: str) -> Sample:
    """A measurer that raises is a failed run, never a crash of the guard."""
    try:
        return measure(which)
    except Exception as exc:  # noqa: BLE001 - e.g. CUDA out of memory in the candidate
        first = str(exc).splitlines()[0] if str(exc) else ""
        return Sample(None, False, f"{type(exc).__name__}: {first}" if first else type(exc).__name__)


def decide(
    original: Sequence[Sample],
    candidate: Sequence[Sample],
    *,
    rule: str = "median",
    predicted: dict[str, Any] | None = None,
    warmup: dict[str, Sequence[Sample]] | None = None,
) -> tuple[str, str, str]:
    """(decision, status, reason) from the samples (see module doc for the rules)."""
    keep = "keep-original"
    warmup = warmup or {}
    if not original or not candidate:
        raise FormalError("guard: no measurements (repeats must be >= 1)")
    for k, s in enumerate([*warmup.get("original", ()), *original]):
        if s.error or s.peak is None:
            return keep, "failed", f"the original program failed (run {k}): {s.error or 'no measurement'}"
        if not s.same_outputs:
            return (
                keep,
                "failed",
                (
                    f"the original program is not deterministic (run {k} differs from its first "
                    f"run bit for bit): outputs cannot be compared"
                ),
            )
    for k, s in enumerate([*warmup.get("candidate", ()), *candidate]):
        if s.error or s.peak is None:
            return keep, "failed", f"the candidate failed (run {k}): {s.error or 'no measurement'}"
        if not s.same_outputs:
            return (
                keep,
                "failed",
                (f"the candidate's outputs differ from the original's bit for bit (run {k}): never deployed"),
            )
    if predicted and predicted.get("candidate") is not None and predicted["candidate"] >= predicted["original"]:
        return (
            keep,
            "ok",
            (
                f"the {predicted.get('model', 'model')} predicts no saving (candidate "
                f"{predicted['candidate']} >= original {predicted['original']} bytes)"
            ),
        )
    o = [s.peak for s in original]
    c = [s.peak for s in candidate]
    assert all(v is not None for v in (*o, *c))
    om, cm = _median(o), _median(c)  # type: ignore[arg-type]
    worst_ok = max(c) <= max(o)  # type: ignore[type-var]
    if rule == "median":
        better, what = cm < om and worst_ok, f"median {cm} vs {om}, max {max(c)} vs {max(o)}"  # type: ignore
    elif rule == "min":
        better, what = min(c) < min(o) and worst_ok, f"min {min(c)} vs {min(o)}, max {max(c)} vs {max(o)}"  # type: ignore
    else:
        better, what = max(c) < min(o), f"candidate max {max(c)} vs original min {min(o)}"  # type: ignore
    if better:
        return "deploy", "ok", f"measured lower ({rule}: {what} bytes)"
    return keep, "ok", f"not measured lower ({rule}: {what} bytes): the original is kept"
