"""Run a loaded wrapper's ``call`` once on fresh inputs and measure its byte peak.

The harness reproduces the ownership the trace records: inputs the caller holds stay
referenced here for the whole run; inputs the program owns are reachable only through
the argument list that ``call`` clears, so the program's own ``del`` frees them. The
RNG state is restored to the captured one before every run, so runs are comparable.

Measured peak = bytes of the input storages + the highest running total of the CPU
allocator's exact-size events during ``call`` (:mod:`formal.capture.memory`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

from formal.capture.loader import load_inputs
from formal.capture.memory import peak_of, record_allocations


@dataclass
class RunResult:
    outputs: Any
    measured_peak: int
    input_bytes: int
    events: list[int]


def input_storage_bytes(values: list[Any]) -> int:
    """Bytes of the distinct storages under a list of values (shared storages count once)."""
    seen: dict[int, int] = {}
    for v in values:
        if isinstance(v, torch.Tensor):
            s = v.untyped_storage()
            seen[s._cdata] = s.nbytes()
    return sum(seen.values())


def run_call(namespace: dict[str, Any], inputs_path: str | Path, owned: list[bool]) -> RunResult:
    """Run ``namespace['call']`` once on the inputs file's arguments (see module doc)."""
    data = load_inputs(inputs_path)
    args: list[Any] = data.pop("args")
    # Constants live in the module namespace (attached at load): count the ones it holds.
    module_consts = [v for v in namespace.values() if isinstance(v, torch.Tensor)]
    input_bytes = input_storage_bytes(args + module_consts)
    held = [a for a, own in zip(args, owned) if not own]
    if "rng_state" in data:
        torch.set_rng_state(data["rng_state"])
    del data
    call = namespace["call"]
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        outputs, events = record_allocations(lambda: call(args))
    finally:
        torch.set_num_threads(threads)
    del held
    peak, _ = peak_of(events)
    return RunResult(outputs=outputs, measured_peak=input_bytes + peak, input_bytes=input_bytes, events=events)


def bit_identical(a: Any, b: Any) -> bool:
    """Exact equality of two outputs: same structure, dtypes, shapes, strides and every bit."""
    if isinstance(a, torch.Tensor) or isinstance(b, torch.Tensor):
        if not (isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor)):
            return False
        if a.dtype != b.dtype or a.shape != b.shape or a.stride() != b.stride() or a.device != b.device:
            return False
        return torch.equal(_raw_bytes(a), _raw_bytes(b))
    if isinstance(a, (list, tuple)) or isinstance(b, (list, tuple)):
        return (type(a) is type(b) and len(a) == len(b)
                and all(bit_identical(x, y) for x, y in zip(a, b)))
    return a == b


def _raw_bytes(t: torch.Tensor) -> torch.Tensor:
    """The tensor's elements as bytes (so NaN payloads and -0.0 compare exactly)."""
    flat = t.detach().contiguous().reshape(-1)
    if flat.dtype == torch.bool:
        flat = flat.to(torch.uint8)
    return flat.view(torch.uint8)
