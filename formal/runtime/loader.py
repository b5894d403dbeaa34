"""Load a wrapper file as a module and its inputs file, safely.

Loading a wrapper executes its top level (Inductor's kernel compilation). What runs is
exactly the bytes that were hashed: a trace's files come in as :class:`HashedFile`
(read once by :meth:`formal.program.trace.Trace.verified_file`, checked against the
trace's sha256, never read again), and a wrapper is executed with ``compile`` + ``exec``
on those bytes, never through the import system, so neither a ``__pycache__`` file planted
beside it nor a file swapped after the check can run instead. Inputs are read with
``torch.load(weights_only=True)`` from the same hashed bytes, which never runs code.

A wrapper's kernels are compiled by Inductor, which loads an already compiled library from
its cache folder when one with the source's hash is there. That folder is trusted by
default; with ``FORMAL_PRIVATE_KERNEL_CACHE=1`` it is a new private one
(:mod:`formal.machine.kernel_cache`).
"""

from __future__ import annotations

import io
import itertools
import types
from pathlib import Path
from typing import Any

import torch

from formal.base.errors import FormalError
from formal.base.files import HashedFile
from formal.machine.kernel_cache import use_private_kernel_cache
from formal.runtime.memory import record_allocations

_counter = itertools.count()


def load_wrapper(program: HashedFile | str | Path, constants: dict[str, torch.Tensor] | None = None) -> dict[str, Any]:
    """Execute a wrapper's bytes as a fresh module; return its namespace (with constants attached).

    ``program``: a :class:`HashedFile`, or the path of a file formal wrote itself (read once
    here). The bytes are compiled directly (``dont_inherit``), so no bytecode cache is read
    or written.
    """
    program = HashedFile.read(program)
    use_private_kernel_cache()
    try:
        code = compile(program.data, str(program.path), "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as exc:
        raise FormalError(f"{program.path}: not a Python program: {str(exc).splitlines()[0]}") from None
    module = types.ModuleType(f"formal_wrapper_{next(_counter)}")
    module.__file__ = str(program.path)
    exec(code, module.__dict__)  # noqa: S102 - the hashed program, by design (module doc)
    for name, value in (constants or {}).items():
        setattr(module, name, value)
    return module.__dict__


def load_inputs(source: HashedFile | str | Path) -> dict[str, Any]:
    """The saved inputs: ``{"args": [...], "constants": {...}, "rng_state": ByteTensor}``.

    ``source``: the hashed bytes of a trace's inputs file, or the path of a file formal wrote.

    They are allocated inside a memory-profiling window on purpose: the CPU allocator
    reports a free only for blocks it saw allocated while profiling, and a program that
    owns its inputs frees them during the measured run.
    """
    source = HashedFile.read(source)
    path = source.path
    try:
        data, _ = record_allocations(lambda: torch.load(io.BytesIO(source.data), weights_only=True))
    except Exception as exc:  # noqa: BLE001 - any unpickling failure is a bad input file
        raise FormalError(f"{path}: cannot read inputs: {str(exc).splitlines()[0]}") from None
    if not isinstance(data, dict) or not isinstance(data.get("args"), list):
        raise FormalError(f"{path}: not a formal inputs file (expected a mapping with an 'args' list)")
    data.setdefault("constants", {})
    return data
