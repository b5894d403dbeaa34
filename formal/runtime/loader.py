"""Load a wrapper file as a module and its inputs file, safely.

Loading a wrapper executes its top level (Inductor's kernel compilation). What runs is
exactly the bytes that were hashed: a trace's files come in as :class:`HashedFile`
(read once by :meth:`formal.program.trace.Trace.verified_file`, checked against the
trace's sha256, never read again), and a wrapper is executed with ``compile`` + ``exec``
on those bytes, never through the import system, so neither a ``__pycache__`` file planted
beside it nor a file swapped after the check can run instead. Inputs are read with
``torch.load(weights_only=True)`` from the same hashed bytes, which never runs code.

A wrapper's kernels are compiled by Inductor into this process's private folder, and every
library is hashed before it is loaded (:mod:`formal.machine.kernel_cache`). Given the kernels
a trace or artifact recorded (``kernels``), a library with other bytes is refused before it
is loaded, and the loaded program's kernels must be the recorded ones, name by name.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import types
from pathlib import Path
from typing import Any

import torch

from formal.base.errors import FormalError
from formal.base.files import HashedFile
from formal.machine.kernel_cache import activate, expecting, require_kernels
from formal.runtime.memory import record_allocations

_counter = itertools.count()


def load_wrapper(
    program: HashedFile | str | Path,
    constants: dict[str, torch.Tensor] | None = None,
    kernels: list[dict[str, str]] | None = None,
) -> dict[str, Any]:
    """Execute a wrapper's bytes as a fresh module; return its namespace (with constants attached).

    ``program``: a :class:`HashedFile`, or the path of a file formal wrote itself (read once
    here). The bytes are compiled directly (``dont_inherit``), so no bytecode cache is read
    or written. ``kernels``: the compiled kernels recorded for it (``[{name, file, sha256}]``);
    None where nothing was recorded (a capture, or a trace written before kernels were hashed).
    """
    program = HashedFile.read(program)
    activate()
    try:
        code = compile(program.data, str(program.path), "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as exc:
        raise FormalError(f"{program.path}: not a Python program: {str(exc).splitlines()[0]}") from None
    module = types.ModuleType(f"formal_wrapper_{next(_counter)}")
    module.__file__ = str(program.path)
    with expecting(kernels) if kernels is not None else contextlib.nullcontext():
        try:
            exec(code, module.__dict__)  # noqa: S102 - the hashed program, by design (module doc)
        except Exception as exc:
            refused = _formal_cause(exc)
            if refused is None:
                raise
            raise refused from None
    if kernels is not None:
        require_kernels(module.__dict__, kernels, str(program.path))
    for name, value in (constants or {}).items():
        setattr(module, name, value)
    return module.__dict__


def _formal_cause(exc: BaseException) -> FormalError | None:
    """The FormalError (a refused kernel) behind an exception Inductor's loading wrapped, if any."""
    seen: set[int] = set()
    while exc is not None and id(exc) not in seen:
        if isinstance(exc, FormalError):
            return exc
        seen.add(id(exc))
        exc = exc.__cause__ or exc.__context__  # type: ignore[assignment]
    return None


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
