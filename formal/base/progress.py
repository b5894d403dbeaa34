"""Progress on long steps: a line on stderr when a step starts, and how long it took.

Compiling, profiling, certifying and replaying a large model take minutes each; a user at
a terminal should see which step is running. Shown where stderr is a terminal, so piped
output, logs of ``--json`` runs and the one-line error contract stay clean;
``FORMAL_PROGRESS=1`` forces it on (a log file of a long run), ``FORMAL_PROGRESS=0`` off.
Multi-input commands draw tqdm bars instead (:mod:`formal.base.parallel`).
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from typing import Iterator


def enabled() -> bool:
    forced = os.environ.get("FORMAL_PROGRESS")
    return forced == "1" if forced in ("0", "1") else sys.stderr.isatty()


@contextlib.contextmanager
def step(what: str) -> Iterator[None]:
    """``with step("compiling resnet18"):`` prints ``formal: compiling resnet18 ...`` and, once
    done, ``formal: compiling resnet18: 41.2 s`` (nothing if the step raises: the error says why)."""
    show = enabled()
    if show:
        print(f"formal: {what} ...", file=sys.stderr, flush=True)
    start = time.monotonic()
    yield
    if show:
        print(f"formal: {what}: {time.monotonic() - start:.1f} s", file=sys.stderr, flush=True)
