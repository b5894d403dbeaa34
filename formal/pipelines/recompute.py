"""Recomputation on a captured program: each unit's cost measured by running it, then the instance.

:func:`measure_macs` runs the program once, statement by statement, and counts each unit
under ``torch.utils.flop_counter.FlopCounterMode`` (FLOPs / 2 = multiply-accumulates of the
aten ops the unit dispatches: convolutions, matrix products); a generated C++ kernel is
invisible to the dispatcher and counts the number of elements it writes.
:func:`realize_file` builds the recomputation instance of a trace file
(:func:`formal.recompute.realize.realize`) with those costs.
"""

from __future__ import annotations

import ast
from typing import Any

import torch
from torch.utils.flop_counter import FlopCounterMode

from formal.base.errors import FormalError
from formal.machine.fingerprint import FingerprintMismatch
from formal.program.statements import parse_program
from formal.program.trace import Trace, load_trace
from formal.recompute.realize import Realized, realize
from formal.replay.replay import check_replayable
from formal.runtime.loader import load_inputs, load_wrapper


def measure_macs(trace: Trace) -> dict[str, int]:
    """Run the trace's program once and count every unit's cost (module docstring).

    Executes the hash-verified wrapper, so it needs the torch version of the capture.
    """
    wrapper, inputs = check_replayable(trace)
    data = load_inputs(inputs)
    namespace = load_wrapper(wrapper, data["constants"])
    program = parse_program(wrapper.text, str(wrapper.path))
    env: dict[str, Any] = {"args": list(data["args"])}
    del data
    macs: dict[str, int] = {}
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        for i, (entry, st) in enumerate(zip(trace.program["statements"], program.statements)):
            if entry["kind"] == "return":
                break
            code = compile(ast.parse(st.code), f"<call statement {i}>", "exec")
            if entry["kind"] != "unit":
                exec(code, namespace, env)  # noqa: S102 - hash-checked wrapper
                continue
            with FlopCounterMode(display=False) as counter:
                exec(code, namespace, env)  # noqa: S102 - hash-checked wrapper
            flops = counter.get_total_flops()
            if flops:
                macs[entry["unit"]] = int(flops) // 2
            else:
                written = [
                    env[n] for n in dict.fromkeys([*st.writes, *st.binds]) if isinstance(env.get(n), torch.Tensor)
                ]
                macs[entry["unit"]] = sum(int(t.numel()) for t in written)
    finally:
        torch.set_num_threads(threads)
    return macs


def realize_file(path: str, k: int | None, budget: int | None, macs: str = "measured") -> Realized:
    """:func:`realize` for a trace file; ``macs``: ``measured`` (runs the program) or ``count``
    (every execution costs 1)."""
    if k is None:
        raise FormalError(f"{path}: a trace stores no recompute.k; give --k K")
    if macs not in ("measured", "count"):
        raise FormalError(f"--macs must be measured or count, got {macs!r}")
    trace = load_trace(path)
    try:
        cost = measure_macs(trace) if macs == "measured" else None
    except FingerprintMismatch:
        raise  # the CLI re-runs the command pinned to the capture's ISA (or it was refused)
    except FormalError as exc:
        raise FormalError(f"{exc} (measuring MACs runs the program; --macs count solves without running it)") from None
    return realize(trace, k, budget, cost)
