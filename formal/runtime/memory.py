"""Exact allocator events on CPU, from the profiler with ``profile_memory=True``.

The CPU allocator reports every allocation and free with its exact requested size.
:func:`record_allocations` runs a callable under the profiler and returns those
events in order (positive = allocation, negative = free); :func:`peak_of` turns them
into the highest running total. Everything outside the callable is outside the window,
so the harness's own bookkeeping never pollutes a measurement.

On CUDA (``device="cuda"``) there are no exact-size events to read: the caching allocator
hands out blocks rounded up to 512 bytes and may give a larger cached block whole. What
is *measured* there is the allocator's own account (``torch.cuda.memory_allocated`` /
``max_memory_allocated`` after ``reset_peak_memory_stats``, with ``synchronize`` on both
sides), returned as two signed events, up to the window's high-water mark and down to its
end, so :func:`peak_of` reads both devices alike.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
from typing import Any, Callable, Iterator

import torch


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Kineto prints start/stop banners on the C-level stderr; keep command output clean."""
    try:
        fd = sys.stderr.fileno()
    except (AttributeError, io.UnsupportedOperation):
        yield
        return
    saved = os.dup(fd)
    try:
        with open(os.devnull, "w") as devnull:
            os.dup2(devnull.fileno(), fd)
        yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)


def record_allocations(fn: Callable[[], Any], device: str = "cpu") -> tuple[Any, list[int]]:
    """Run ``fn()``; return its result and the allocator's signed byte events, in order.

    CPU: every exact-size event. CUDA: ``[high-water mark - start, end - high-water mark]``
    of the caching allocator's allocated bytes (measured, block-rounded; see module doc).
    """
    if device == "cuda":
        return _record_cuda(fn)
    # The autograd profiler that torch.profiler.profile wraps, used directly: the wrapper's
    # prepare_trace imports Inductor (about 3 s), which formal.load never needs otherwise.
    with _quiet_stderr():
        with torch.autograd.profiler.profile(use_cpu=True, profile_memory=True, record_shapes=False) as prof:
            result = fn()
    events = [
        (e.start_ns(), k, e.nbytes())
        for k, e in enumerate(prof.kineto_results.events())
        if e.name() == "[memory]" and str(e.device_type()).endswith("CPU")
    ]
    events.sort()
    return result, [nbytes for _, _, nbytes in events]


def peak_of(events: list[int], start: int = 0) -> tuple[int, int]:
    """(highest running total, final total) of signed events starting from ``start``."""
    live = peak = start
    for nbytes in events:
        live += nbytes
        peak = max(peak, live)
    return peak, live


def _record_cuda(fn: Callable[[], Any]) -> tuple[Any, list[int]]:
    torch.cuda.synchronize()
    start = torch.cuda.memory_allocated()
    torch.cuda.reset_peak_memory_stats()
    result = fn()
    torch.cuda.synchronize()  # kernels are asynchronous; frees are stream-ordered
    high = torch.cuda.max_memory_allocated()
    end = torch.cuda.memory_allocated()
    return result, [high - start, end - high]


def cuda_memory_stats() -> dict[str, int]:
    """The caching allocator's counters worth recording next to a CUDA measurement."""
    stats = torch.cuda.memory_stats()
    keys = {
        "allocated_bytes.all.peak": "allocated_peak",
        "reserved_bytes.all.peak": "reserved_peak",
        "num_alloc_retries": "alloc_retries",
        "num_ooms": "ooms",
        "allocation.all.allocated": "allocations",
    }
    return {short: int(stats.get(key, 0)) for key, short in keys.items()}
