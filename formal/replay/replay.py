"""Replay: run the original and permuted programs, measure byte peaks, compare every bit.

For a trace and a set of unit orders (a given schedule and/or random legal orders),
each run loads a program (the original wrapper, or the one :mod:`formal.emit` writes
for the order), runs it once on the captured inputs with the captured ownership and
RNG state (:mod:`formal.runtime.execute`), and reports:

* ``modeled_peak``: the problem model's peak of the order (docs/semantics.md); for the
  original program, the same semantics applied statement by statement to where the
  compiler's program actually allocates and frees (:meth:`Trace.program_peak`);
* ``measured_peak``: input bytes + the high-water mark of the CPU allocator's exact-size
  events during ``call``;
* ``bit_identical``: every output (for backward programs: every gradient) equals the
  original program's run here, bit for bit (NaN payloads and -0.0 included);
* ``matches_capture``: every output equals what the capture recorded (its digests,
  :func:`formal.runtime.execute.output_digests`). A run that differs from the capture
  fails even when all runs here agree with each other: agreement on another machine's
  garbage is no evidence.

Replay executes code from the trace's wrapper, so it first checks the wrapper's and
inputs' sha256, the torch version, the machine fingerprint (:mod:`formal.machine.fingerprint`:
refused, or run in a child pinned to the capture's ISA), and that the problem was not
edited after capture. Every program it loads loads the compiled kernels the trace records,
byte for byte, or none (:mod:`formal.machine.kernel_cache`); a trace written before kernels
were recorded has its kernels compiled afresh in the private folder, and replay says so
(where progress lines are shown).

A trace captured on CUDA replays on CUDA with the same code: each program runs once
unmeasured (first calls autotune and allocate library workspaces), then once measured;
``measured_peak`` is the caching allocator's account and ``predicted_peak`` the model
with sizes rounded up to 512 B, so only bit-identity is required there. Deploying an
order on CUDA goes through the measurement guard (:func:`guard_order`,
:mod:`formal.replay.guard`).
"""

from __future__ import annotations

import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from formal.base import progress
from formal.base.errors import FormalError
from formal.base.files import HashedFile, write_atomic
from formal.base.progress import step
from formal.emit.arena import emit_arena_source, plan_arena
from formal.emit.permute import emit_source
from formal.machine import fingerprint, kernel_cache
from formal.machine.devices import require_device
from formal.model.canonical import problem_sha256
from formal.model.peak import peak
from formal.model.random_order import random_legal_order
from formal.program.trace import Trace
from formal.replay.guard import ALLOCATOR_BLOCK, Sample, predicted_peaks, rounded_problem, run_guard
from formal.runtime.execute import bit_identical, matches_capture, run_call
from formal.runtime.loader import load_inputs, load_wrapper


@dataclass
class ReplayRun:
    label: str
    modeled_peak: int
    measured_peak: int
    bit_identical: bool
    matches_capture: bool = False
    device: str = "cpu"
    predicted_peak: int | None = None  # CUDA: the model with sizes rounded up to 512 B
    allocator: dict[str, int] = field(default_factory=dict)  # CUDA: the caching allocator's counters

    @property
    def exact(self) -> bool:
        return self.measured_peak == self.modeled_peak and self.bit_identical and self.matches_capture

    @property
    def ok(self) -> bool:
        """CPU: byte-exact, bit-identical, equal to the capture. CUDA: the same but the peak
        (peaks are measurements there)."""
        return self.exact if self.device == "cpu" else self.bit_identical and self.matches_capture

    def to_dict(self) -> dict:
        out: dict[str, Any] = {
            "label": self.label,
            "modeled_peak": self.modeled_peak,
            "measured_peak": self.measured_peak,
            "bit_identical": self.bit_identical,
            "matches_capture": self.matches_capture,
        }
        if self.device != "cpu":
            out.update(device=self.device, predicted_peak=self.predicted_peak, allocator=self.allocator)
        return out


def resolve_device(trace: Trace, device: str | None) -> str:
    """The device a trace replays on: where it was captured; a different request is refused."""
    captured = trace.capture.get("device", "cpu")
    device = device or captured
    if device != captured:
        raise FormalError(
            f"{trace.path}: captured on {captured}, cannot replay on {device}: Inductor generated "
            f"{captured} code (recapture with `formal capture ... --device {device}`)"
        )
    require_device(device)
    return device


def require_same_machine(trace: Trace) -> None:
    """Refuse (or ask for a pinned child) where this machine would run the trace's program
    differently (:func:`formal.machine.fingerprint.require_same_machine`), and a trace without
    the captured outputs a replay is compared with."""
    fingerprint.require_same_machine(trace.fingerprint, str(trace.path), trace.capture.get("device", "cpu"))
    if not isinstance(trace.output_digests, list):
        raise FormalError(
            f"{trace.path}: evidence.output_digests: missing (no captured outputs to compare "
            f"replays with); capture again with `formal capture`"
        )


def check_replayable(trace: Trace) -> tuple[HashedFile, HashedFile]:
    """Refuse traces replay must not run: modified files, other torch, another machine's
    kernels (:func:`require_same_machine`), edited or unhashed problem.

    Returns the wrapper's and the inputs' bytes as hashed: callers run those, never the
    files again (:mod:`formal.runtime.loader`).
    """
    kernel_cache.use_private_kernel_cache()  # before the fingerprint's CPU probe compiles anything
    trace.require_torch_version()
    # The files first: a modified trace is refused here, before a pinned child could be started.
    wrapper = trace.verified_file("wrapper")
    inputs = trace.verified_file("inputs")
    require_same_machine(trace)
    captured = trace.evidence.get("problem_sha256")
    if not isinstance(captured, str):
        raise FormalError(
            f"{trace.path}: evidence.problem_sha256: missing (nothing binds the problem to the "
            f"captured program, so an edited problem could not be told); recapture with `formal capture`"
        )
    if captured != problem_sha256(trace.problem):
        raise FormalError(
            f"{trace.path}: the problem (storages/units) differs from what was captured "
            f"(problem_sha256 {problem_sha256(trace.problem)[:12]}... != {str(captured)[:12]}...): "
            f"an edited effect would make replay meaningless; recapture or run `formal contract`"
        )
    if trace.kernels is None:
        _note_unpinned(trace)
    return wrapper, inputs


_noted: set[str] = set()


def _note_unpinned(trace: Trace) -> None:
    """Say, once per trace, that its kernels cannot be compared with the capture's: on stderr where
    progress lines are shown (a terminal, or ``FORMAL_PROGRESS=1``), so that an error stays one line."""
    if str(trace.path) in _noted or not progress.enabled():
        return
    _noted.add(str(trace.path))
    how = (
        "compiled afresh from its source in a private folder"
        if kernel_cache.private()
        else "taken from Inductor's cache unchecked (FORMAL_PRIVATE_KERNEL_CACHE=0)"
    )
    print(
        f"formal: note: {trace.path}: records no compiled kernels (captured before kernels were hashed, or on "
        f"CUDA): its kernels are {how}, not compared with the capture's",
        file=sys.stderr,
    )


def replay(
    trace: Trace,
    orders: Sequence[tuple[str, Sequence[str]]],
    keep_dir: str | Path | None = None,
    arena: dict | None = None,
    device: str | None = None,
) -> list[ReplayRun]:
    """Run the original program, then one emitted program per ``(label, order)``.

    With ``arena`` (keyword arguments of :func:`formal.emit.arena.plan_arena`, e.g.
    ``{"alignment": 64, "method": "exact"}``), each order is emitted arena-packed and its
    modeled peak is the arena realization's predicted peak. ``device``: default and only
    choice, the trace's capture device (:func:`resolve_device`).
    """
    device = resolve_device(trace, device)
    wrapper, inputs = check_replayable(trace)
    owned = list(trace.program["owned"])
    constants = load_inputs(inputs)["constants"]
    if arena is not None and device != "cpu":
        raise FormalError(
            f"{trace.path}: --arena replays on CPU only (the arena is realized with exact CPU "
            f"allocations; on {device} the caching allocator would place blocks itself)"
        )
    rounded = _rounded(trace) if device == "cuda" else None

    def run(path: Path | HashedFile, label: str):
        with step(f"replaying {trace.path.name}: {label}"):
            namespace = load_wrapper(path, constants, trace.kernels)
            if device == "cuda":
                run_call(namespace, inputs, owned, device)  # unmeasured first call (see module doc)
            return run_call(namespace, inputs, owned, device)

    def extra(result, order: Sequence[str] | None) -> dict[str, Any]:
        """CUDA only: the rounding model's prediction (``order`` None: the original program)."""
        if rounded is None:
            return {}
        predicted = rounded.program_peak() if order is None else peak(rounded.problem, order)
        return {"device": device, "predicted_peak": predicted, "allocator": result.allocator}

    original = run(wrapper, "original")
    # The compiler's program is modeled statement by statement (it may free later than the
    # unit model assumes); every emitted program is modeled by the unit model of its order.
    runs = [
        ReplayRun(
            "original",
            trace.program_peak(),
            original.measured_peak,
            *compare(trace, original.outputs, original.outputs),
            **extra(original, None),
        )
    ]
    with tempfile.TemporaryDirectory(prefix="formal-replay-") as tmp:
        out_dir = Path(keep_dir) if keep_dir else Path(tmp)
        for k, (label, order) in enumerate(orders):
            path = out_dir / f"{trace.path.name.removesuffix('.trace.yaml')}.emitted{k}.py"
            if arena is None:
                modeled = peak(trace.problem, order)
                write_atomic(path, emit_source(trace, order))
            else:
                realization = plan_arena(trace, order, **arena)
                modeled = realization.predicted_peak
                write_atomic(path, emit_arena_source(trace, order, realization))
                label = f"arena:{label}"
            result = run(path, label)
            runs.append(
                ReplayRun(
                    label,
                    modeled,
                    result.measured_peak,
                    *compare(trace, original.outputs, result.outputs),
                    **extra(result, order),
                )
            )
            del result
    return runs


def compare(trace: Trace, reference: Any, outputs: Any) -> tuple[bool, bool]:
    """``(bit_identical to the reference run here, matches_capture)`` for one run's outputs."""
    return bit_identical(reference, outputs), matches_capture(outputs, trace.output_digests)


def random_orders(trace: Trace, count: int, seed: int) -> list[tuple[str, list[str]]]:
    return [(f"random-{seed}-{k}", random_legal_order(trace.problem, seed * 1_000_003 + k)) for k in range(count)]


def _rounded(trace: Trace) -> Trace:
    """The trace with its problem's sizes rounded up as the CUDA caching allocator charges them."""
    return Trace(trace.path, rounded_problem(trace.problem), trace.data)


class ProgramMeasurer:
    """``measure("original" | "candidate") -> Sample`` for :func:`formal.replay.guard.run_guard`.

    Loads the original wrapper and the candidate's emitted program once; every call runs
    one of them on fresh inputs (:func:`formal.runtime.execute.run_call`) and compares its
    outputs with the original's first run and with the captured digests, bit for bit.
    """

    def __init__(self, trace: Trace, candidate_source: str, device: str, work_dir: Path):
        wrapper, self.inputs = check_replayable(trace)
        self.owned = list(trace.program["owned"])
        self.device = device
        constants = load_inputs(self.inputs)["constants"]
        path = work_dir / f"{trace.path.name.removesuffix('.trace.yaml')}.candidate.py"
        write_atomic(path, candidate_source)
        self.namespaces = {
            "original": load_wrapper(wrapper, constants, trace.kernels),
            "candidate": load_wrapper(path, constants, trace.kernels),
        }
        self.reference: Any = None
        self.trace = trace

    def __call__(self, which: str):
        if self.reference is None and which != "original":
            self("original")  # the reference outputs come from the original program
        try:
            result = run_call(self.namespaces[which], self.inputs, self.owned, self.device)
        except Exception as exc:  # noqa: BLE001 - a failing run is a sample, reported, never deployed
            first = str(exc).splitlines()[0] if str(exc) else ""
            return Sample(None, False, f"{type(exc).__name__}: {first}" if first else type(exc).__name__)
        if self.reference is None:
            self.reference = result.outputs
        same = all(compare(self.trace, self.reference, result.outputs))
        return Sample(result.measured_peak, same, allocator=result.allocator or None)


def guard_order(
    trace: Trace,
    order: Sequence[str],
    *,
    device: str | None = None,
    repeats: int = 5,
    warmup: int = 1,
    rule: str = "median",
    deploy: str | Path | None = None,
) -> dict[str, Any]:
    """Run the measurement guard for ``order`` against the compiler's program (docs/cuda.md).

    Returns the guard's report plus the modeled peaks. With ``deploy``, writes the program
    the guard chose there: the candidate's emitted source if deployed, else the original
    wrapper byte for byte (so the deployed file never regresses).
    """
    device = resolve_device(trace, device)
    source = emit_source(trace, order)
    block = ALLOCATOR_BLOCK if device == "cuda" else 1  # CPU sizes are exact
    predicted = predicted_peaks(trace.problem, lambda p: Trace(trace.path, p, trace.data).program_peak(), order, block)
    with tempfile.TemporaryDirectory(prefix="formal-guard-") as tmp:
        measurer = ProgramMeasurer(trace, source, device, Path(tmp))
        result = run_guard(measurer, repeats=repeats, warmup=warmup, rule=rule, predicted=predicted)
    report = {
        "device": device,
        **result.to_dict(),
        "modeled": {"original": trace.program_peak(), "candidate": peak(trace.problem, order)},
    }
    if deploy is not None:
        chosen = source if result.deployed else trace.verified_file("wrapper").text
        write_atomic(deploy, chosen)
        report["deployed_to"] = str(deploy)
        report["deployed_program"] = "candidate" if result.deployed else "original"
    return report
