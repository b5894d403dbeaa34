"""Importing ExecuTorch quietly: its import and its runtime print lines no user of formal needs.

On a CPU machine, importing ExecuTorch imports torchao, which logs "Failed to load" for each of
its CUDA kernel libraries and registers an Enum the deprecated way (a warning from torch's
pytree); each program ExecuTorch's C++ runtime loads probes ARM CPU files and writes
``[cpuinfo_utils.cpp...]`` lines straight to file descriptor 2. :func:`quiet` holds what is
written to descriptor 2 and passes on everything but those lines; :func:`require` imports
ExecuTorch under it, or says in one line how to install the extra.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
import warnings
from typing import Iterator

from formal.base.errors import FormalError

EXTRA = "pip install 'formal-scheduler[executorch]'"
NOISE = ("[cpuinfo_utils.cpp", "Failed to load ")


@contextlib.contextmanager
def quiet() -> Iterator[None]:
    """Hold file descriptor 2 (the C++ runtime's lines too) and pass on all but ExecuTorch's noise."""
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as held:
        os.dup2(held.fileno(), 2)
        try:
            yield
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            held.seek(0)
            lines = held.read().decode(errors="replace").splitlines(keepends=True)
            kept = "".join(line for line in lines if not line.startswith(NOISE))
            if kept:
                sys.stderr.write(kept)


def require() -> None:
    """Import ExecuTorch's exporter, quietly; a FormalError naming the extra where it is not installed."""
    logging.getLogger("torchao").setLevel(logging.ERROR)
    warnings.filterwarnings("ignore", message=".*LeafSpec.*", category=FutureWarning)
    pytree = logging.getLogger("torch.utils._pytree")  # torchao registers an Enum the deprecated way
    level = pytree.level
    pytree.setLevel(logging.ERROR)
    try:
        with quiet():
            import executorch.exir  # noqa: F401
    except ImportError:
        raise FormalError(f"ExecuTorch is not installed: {EXTRA}") from None
    finally:
        pytree.setLevel(level)
