"""The suite runs pinned to AVX2, as the committed fixtures were captured (docs/capture.md).

The fixtures under tests/fixtures are AVX2-pinned captures (``formal capture --isa avx2``),
so they replay on any x86-64 CPU with AVX2. The ``formal`` command line pins itself when a
trace needs it (a child process with the capture's environment); tests that replay in
this process need the same environment from the start, before torch reads it, which is
what this file sets. Tests that cross ISAs build their own environments for subprocesses
(tests/test_fingerprint.py).
"""

import os
import platform


def _cpu_has_avx2() -> bool:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            flags = next((line for line in fh if line.startswith("flags")), "").split()
    except OSError:
        return False
    return "avx2" in flags and "fma" in flags


if platform.machine() in ("x86_64", "AMD64") and _cpu_has_avx2():
    from formal.machine.fingerprint import PINS

    os.environ.update(PINS["avx2"]["env"])
    os.environ.pop("FORMAL_PINNED_CHILD", None)
