"""Opt-in private kernel cache: every kernel compiled from the hashed source, none reused.

Inductor compiles a wrapper's C++ (or Triton) kernels into a cache folder keyed by the
hash of their source, and loads a library it finds there instead of compiling again; its
CPU probe compiles and loads a small program there too. By default that folder (a
per-user folder under the system's temporary directory) is trusted: whoever can write it
can substitute compiled code. With ``FORMAL_PRIVATE_KERNEL_CACHE=1`` a formal process
points Inductor and Triton at a new folder only this user can read (``mkdtemp``: mode
0700) before anything is compiled, and removes it at exit. Slower (nothing is reused),
for audits (docs/security.md). Imports nothing heavy: the CLI calls it before torch loads.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile

ENV = "FORMAL_PRIVATE_KERNEL_CACHE"
_folder: str | None = None


def use_private_kernel_cache() -> str | None:
    """Where ``FORMAL_PRIVATE_KERNEL_CACHE=1``: the private folder (made once per process), else None."""
    global _folder
    if _folder is None and os.environ.get(ENV) == "1":
        _folder = tempfile.mkdtemp(prefix="formal-kernels-")
        os.environ["TORCHINDUCTOR_CACHE_DIR"] = _folder
        os.environ["TRITON_CACHE_DIR"] = os.path.join(_folder, "triton")
        atexit.register(shutil.rmtree, _folder, True)
        if "torch._inductor.utils" in sys.modules:  # torch already resolved a folder: forget it
            sys.modules["torch._inductor.utils"].clear_caches()
    return _folder
