"""Run a loaded wrapper's ``call`` once on fresh inputs and measure its byte peak.

The harness reproduces the ownership the trace records: inputs the caller holds stay
referenced here for the whole run; inputs the program owns are reachable only through
the argument list that ``call`` clears, so the program's own ``del`` frees them. The
RNG state is restored to the captured one before every run, so runs are comparable.

Measured peak = bytes of the input storages + the highest running total of the CPU
allocator's exact-size events during ``call`` (:mod:`formal.runtime.memory`).

On CUDA (``device="cuda"``) the run starts from an emptied allocator cache, the CUDA
generator is seeded with :data:`CUDA_SEED` (capture does not record its state), and the
measured peak is the caching allocator's account: its high-water mark during ``call``
minus what was allocated before the inputs were loaded, plus the blocks of the module's
device constants. Outputs come back as CPU copies so that they hold no device memory
while later runs are measured.
"""

from __future__ import annotations

import gc
import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch

from formal.runtime.loader import load_inputs
from formal.runtime.memory import cuda_memory_stats, peak_of, record_allocations


@dataclass
class RunResult:
    outputs: Any
    measured_peak: int
    input_bytes: int
    events: list[int]
    allocator: dict[str, int] = field(default_factory=dict)  # CUDA: the caching allocator's counters


CUDA_SEED = 0  # the CUDA generator's seed before every CUDA run (random ops compare across runs)
CUDA_BLOCK = 512  # the caching allocator rounds every block up to a multiple of this


def allocator_bytes(nbytes: int, block: int = CUDA_BLOCK) -> int:
    """Bytes the CUDA caching allocator charges for a request: 0, or rounded up to ``block``."""
    return -(-nbytes // block) * block if nbytes > 0 else 0


def input_storage_bytes(values: list[Any]) -> int:
    """Bytes of the distinct storages under a list of values (shared storages count once)."""
    seen: dict[int, int] = {}
    for v in values:
        if isinstance(v, torch.Tensor):
            s = v.untyped_storage()
            seen[s._cdata] = s.nbytes()
    return sum(seen.values())


def run_call(namespace: dict[str, Any], inputs_path: str | Path, owned: list[bool], device: str = "cpu") -> RunResult:
    """Run ``namespace['call']`` once on the inputs file's arguments (see module doc)."""
    if device == "cuda":
        return _run_call_cuda(namespace, inputs_path, owned)
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


def _run_call_cuda(namespace: dict[str, Any], inputs_path: str | Path, owned: list[bool]) -> RunResult:
    gc.collect()
    torch.cuda.synchronize()
    torch.cuda.empty_cache()  # every run starts from the same (empty) cache: comparable peaks
    base = torch.cuda.memory_allocated()
    data = load_inputs(inputs_path)
    args: list[Any] = data.pop("args")
    module_consts = [v for v in namespace.values() if isinstance(v, torch.Tensor)]
    input_bytes = input_storage_bytes(args + module_consts)
    const_blocks = sum(
        allocator_bytes(s.nbytes())
        for s in {t.untyped_storage()._cdata: t.untyped_storage() for t in module_consts if t.is_cuda}.values()
    )
    held = [a for a, own in zip(args, owned) if not own]
    if "rng_state" in data:
        torch.set_rng_state(data["rng_state"])
    torch.cuda.manual_seed(CUDA_SEED)
    del data
    call = namespace["call"]
    outputs, events = record_allocations(lambda: call(args), device="cuda")
    stats = cuda_memory_stats()
    high = torch.cuda.max_memory_allocated()
    del held
    host = _to_cpu(outputs)
    del outputs
    return RunResult(
        outputs=host, measured_peak=high - base + const_blocks, input_bytes=input_bytes, events=events, allocator=stats
    )


def _to_cpu(value: Any) -> Any:
    """CPU copies of the tensors in an output structure (``.cpu()`` keeps dense strides)."""
    if isinstance(value, torch.Tensor):
        return value.detach().cpu()
    if isinstance(value, (list, tuple)):
        return type(value)(_to_cpu(v) for v in value)
    return value


def bit_identical(a: Any, b: Any) -> bool:
    """Exact equality of two outputs: same structure, dtypes, shapes, strides and every bit."""
    if isinstance(a, torch.Tensor) or isinstance(b, torch.Tensor):
        if not (isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor)):
            return False
        if a.dtype != b.dtype or a.shape != b.shape or a.stride() != b.stride() or a.device != b.device:
            return False
        return torch.equal(_raw_bytes(a), _raw_bytes(b))
    if isinstance(a, (list, tuple)) or isinstance(b, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(bit_identical(x, y) for x, y in zip(a, b))
    return a == b


def output_digests(outputs: Any) -> list[dict[str, Any]]:
    """One entry per output leaf, in order: a tensor's dtype, shape, stride, non-finite count and
    the sha256 of its bytes (what capture records and every replay compares against)."""
    leaves = list(outputs) if isinstance(outputs, (list, tuple)) else [outputs]
    digests: list[dict[str, Any]] = []
    for leaf in leaves:
        if isinstance(leaf, (list, tuple)):
            digests.extend(output_digests(leaf))
        elif isinstance(leaf, torch.Tensor):
            data = _raw_bytes(leaf.cpu())
            nonfinite = int((~torch.isfinite(leaf)).sum()) if leaf.is_floating_point() else 0
            digests.append(
                {
                    "dtype": str(leaf.dtype).removeprefix("torch."),
                    "shape": list(leaf.shape),
                    "stride": list(leaf.stride()),
                    "nonfinite": nonfinite,
                    "sha256": hashlib.sha256(data.numpy().tobytes()).hexdigest(),
                }
            )
        else:
            digests.append({"value": repr(leaf)})
    return digests


def matches_capture(outputs: Any, recorded: list[dict[str, Any]] | None) -> bool:
    """Whether ``outputs`` equal, bit for bit, the outputs the capture recorded (False when none were)."""
    return recorded is not None and output_digests(outputs) == recorded


def _raw_bytes(t: torch.Tensor) -> torch.Tensor:
    """The tensor's elements as bytes (so NaN payloads and -0.0 compare exactly)."""
    flat = t.detach().contiguous().reshape(-1)
    if flat.dtype == torch.bool:
        flat = flat.to(torch.uint8)
    return flat.view(torch.uint8)
