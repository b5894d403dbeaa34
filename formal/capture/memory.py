"""Exact allocator events on CPU, from ``torch.profiler`` with ``profile_memory=True``.

The CPU allocator reports every allocation and free with its exact requested size.
:func:`record_allocations` runs a callable under the profiler and returns those
events in order (positive = allocation, negative = free); :func:`peak_of` turns them
into the highest running total. Everything outside the callable is outside the window,
so the harness's own bookkeeping never pollutes a measurement.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
from typing import Any, Callable

import torch
from torch.profiler import ProfilerActivity, profile


@contextlib.contextmanager
def _quiet_stderr():
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


def record_allocations(fn: Callable[[], Any]) -> tuple[Any, list[int]]:
    """Run ``fn()``; return its result and the CPU allocator's signed byte events, in order."""
    with _quiet_stderr():
        with profile(activities=[ProfilerActivity.CPU], profile_memory=True, record_shapes=False) as prof:
            result = fn()
    events = [(e.start_ns(), k, e.nbytes()) for k, e in enumerate(prof.profiler.kineto_results.events())
              if e.name() == "[memory]" and str(e.device_type()).endswith("CPU")]
    events.sort()
    return result, [nbytes for _, _, nbytes in events]


def peak_of(events: list[int], start: int = 0) -> tuple[int, int]:
    """(highest running total, final total) of signed events starting from ``start``."""
    live = peak = start
    for nbytes in events:
        live += nbytes
        peak = max(peak, live)
    return peak, live
