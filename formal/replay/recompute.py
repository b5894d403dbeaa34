"""Replay a recomputation plan: the original program, then the recomputing one.

Runs the trace's original wrapper and the program :mod:`formal.emit.recompute` writes for
the plan, each once on freshly loaded inputs with the captured ownership and RNG state
(the same harness as ordering and arena replay, :mod:`formal.replay.replay`), and reports
for the plan's program its ``modeled_peak`` (the recomputation semantics' peak of the
plan's schedule, docs/recompute.md), its ``measured_peak`` and whether its outputs equal
the original's bit for bit.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Sequence

from formal.base.files import write_atomic
from formal.emit.recompute import emit_recompute_source, plan_peak
from formal.program.trace import Trace
from formal.recompute.realize import Realized, load_plan
from formal.replay.replay import ReplayRun, check_replayable, compare
from formal.runtime.execute import run_call
from formal.runtime.loader import load_inputs, load_wrapper


def replay_recompute(trace: Trace, plan_path: str, keep_dir: str | Path | None = None) -> list[ReplayRun]:
    """``[original run, plan run]`` (see module docstring)."""
    realized, schedule, predicted = load_plan(plan_path, trace)
    return replay_schedules(trace, realized, [(f"recompute:{plan_path}", schedule)], keep_dir)


def replay_schedules(
    trace: Trace, realized: Realized, schedules: Sequence[tuple[str, Sequence[str]]], keep_dir: str | Path | None = None
) -> list[ReplayRun]:
    """The original run, then one run per ``(label, recomputing schedule)`` of ``realized``."""
    wrapper, inputs = check_replayable(trace)
    owned = list(trace.program["owned"])
    constants = load_inputs(inputs)["constants"]
    original = run_call(load_wrapper(wrapper, constants, trace.kernels), inputs, owned)
    runs = [
        ReplayRun(
            "original",
            trace.program_peak(),
            original.measured_peak,
            *compare(trace, original.outputs, original.outputs),
        )
    ]
    with tempfile.TemporaryDirectory(prefix="formal-replay-") as tmp:
        out_dir = Path(keep_dir) if keep_dir else Path(tmp)
        for k, (label, schedule) in enumerate(schedules):
            predicted, _ = plan_peak(realized, schedule)
            path = out_dir / f"{trace.path.name.removesuffix('.trace.yaml')}.recompute{k}.py"
            write_atomic(path, emit_recompute_source(realized, schedule))
            result = run_call(load_wrapper(path, constants, trace.kernels), inputs, owned)
            runs.append(
                ReplayRun(label, predicted, result.measured_peak, *compare(trace, original.outputs, result.outputs))
            )
            del result
    return runs
