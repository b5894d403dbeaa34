"""Load a wrapper file as a module and its inputs file, safely.

Loading a wrapper executes its top level (Inductor's kernel compilation), so callers
must have checked the file's sha256 against the trace first
(:meth:`formal.capture.trace.Trace.verified_file`). Inputs are read with
``torch.load(weights_only=True)``, which never runs code from the file.
"""

from __future__ import annotations

import importlib.util
import itertools
from pathlib import Path
from typing import Any

import torch

from formal.errors import FormalError

_counter = itertools.count()


def load_wrapper(path: str | Path, constants: dict[str, torch.Tensor] | None = None) -> dict[str, Any]:
    """Execute a wrapper file as a fresh module; return its namespace (with constants attached)."""
    path = Path(path)
    spec = importlib.util.spec_from_file_location(f"formal_wrapper_{next(_counter)}", path)
    if spec is None or spec.loader is None:
        raise FormalError(f"{path}: cannot be loaded as a Python module")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name, value in (constants or {}).items():
        setattr(module, name, value)
    return module.__dict__


def load_inputs(path: str | Path) -> dict[str, Any]:
    """The saved inputs: ``{"args": [...], "constants": {...}, "rng_state": ByteTensor}``.

    They are allocated inside a memory-profiling window on purpose: the CPU allocator
    reports a free only for blocks it saw allocated while profiling, and a program that
    owns its inputs frees them during the measured run.
    """
    from formal.capture.memory import record_allocations

    try:
        data, _ = record_allocations(lambda: torch.load(path, weights_only=True))
    except Exception as exc:  # noqa: BLE001 - any unpickling failure is a bad input file
        raise FormalError(f"{path}: cannot read inputs: {str(exc).splitlines()[0]}") from None
    if not isinstance(data, dict) or not isinstance(data.get("args"), list):
        raise FormalError(f"{path}: not a formal inputs file (expected a mapping with an 'args' list)")
    data.setdefault("constants", {})
    return data
