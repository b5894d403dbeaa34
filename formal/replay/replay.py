"""Replay: run the original and permuted programs, measure byte peaks, compare every bit.

For a trace and a set of unit orders (a given schedule and/or random legal orders),
each run loads a program (the original wrapper, or the one :mod:`formal.emit` writes
for the order), runs it once on the captured inputs with the captured ownership and
RNG state (:mod:`formal.capture.execute`), and reports:

* ``modeled_peak``: the problem model's peak of the order (docs/semantics.md); for the
  original program, the same semantics applied statement by statement to where the
  compiler's program actually allocates and frees (:meth:`Trace.program_peak`);
* ``measured_peak``: input bytes + the high-water mark of the CPU allocator's exact-size
  events during ``call``;
* ``bit_identical``: every output (for backward programs: every gradient) equals the
  original program's, bit for bit (NaN payloads and -0.0 included).

Replay executes code from the trace's wrapper, so it first checks the wrapper's and
inputs' sha256, the torch version, and that the problem was not edited after capture.
"""

from __future__ import annotations

import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Sequence

from formal.capture.execute import bit_identical, run_call
from formal.capture.loader import load_inputs, load_wrapper
from formal.capture.trace import Trace
from formal.emit.permute import emit_source
from formal.errors import FormalError
from formal.fileio import write_atomic
from formal.model.canonical import problem_sha256
from formal.model.peak import peak
from formal.model.random_order import random_legal_order


@dataclass
class ReplayRun:
    label: str
    modeled_peak: int
    measured_peak: int
    bit_identical: bool

    @property
    def exact(self) -> bool:
        return self.measured_peak == self.modeled_peak and self.bit_identical

    def to_dict(self) -> dict:
        return asdict(self)


def check_replayable(trace: Trace) -> tuple[Path, Path]:
    """Refuse traces replay must not run: modified files, other torch, edited problem."""
    trace.require_torch_version()
    wrapper = trace.verified_file("wrapper")
    inputs = trace.verified_file("inputs")
    captured = trace.evidence.get("problem_sha256")
    if captured is not None and captured != problem_sha256(trace.problem):
        raise FormalError(f"{trace.path}: the problem (storages/units) differs from what was captured "
                          f"(problem_sha256 {problem_sha256(trace.problem)[:12]}... != {str(captured)[:12]}...): "
                          f"an edited effect would make replay meaningless; recapture or run `formal contract`")
    return wrapper, inputs


def replay(trace: Trace, orders: Sequence[tuple[str, Sequence[str]]], keep_dir: str | Path | None = None,
           arena: dict | None = None) -> list[ReplayRun]:
    """Run the original program, then one emitted program per ``(label, order)``.

    With ``arena`` (keyword arguments of :func:`formal.emit.arena.plan_arena`, e.g.
    ``{"alignment": 64, "method": "exact"}``), each order is emitted arena-packed and its
    modeled peak is the arena realization's predicted peak.
    """
    wrapper, inputs = check_replayable(trace)
    owned = list(trace.program["owned"])
    constants = load_inputs(inputs)["constants"]
    original = run_call(load_wrapper(wrapper, constants), inputs, owned)
    # The compiler's program is modeled statement by statement (it may free later than the
    # unit model assumes); every emitted program is modeled by the unit model of its order.
    runs = [ReplayRun("original", trace.program_peak(), original.measured_peak, True)]
    with tempfile.TemporaryDirectory(prefix="formal-replay-") as tmp:
        out_dir = Path(keep_dir) if keep_dir else Path(tmp)
        for k, (label, order) in enumerate(orders):
            path = out_dir / f"{trace.path.name.removesuffix('.trace.yaml')}.emitted{k}.py"
            if arena is None:
                modeled = peak(trace.problem, order)
                write_atomic(path, emit_source(trace, order))
            else:
                from formal.emit.arena import emit_arena_source, plan_arena

                realization = plan_arena(trace, order, **arena)
                modeled = realization.predicted_peak
                write_atomic(path, emit_arena_source(trace, order, realization))
                label = f"arena:{label}"
            result = run_call(load_wrapper(path, constants), inputs, owned)
            runs.append(ReplayRun(label, modeled, result.measured_peak, bit_identical(original.outputs, result.outputs)))
            del result
    return runs


def random_orders(trace: Trace, count: int, seed: int) -> list[tuple[str, list[str]]]:
    return [(f"random-{seed}-{k}", random_legal_order(trace.problem, seed * 1_000_003 + k)) for k in range(count)]
