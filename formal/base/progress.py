"""Progress on long steps: a line when a step starts, and how long it took.

Compiling, profiling, certifying and replaying a large model take minutes each; a user at
a terminal or in a notebook should see which step is running. Every step is logged at INFO
on the ``formal.progress`` logger (shown wherever the caller's logging shows INFO). Where
that logging does not show it, the lines go to stderr if stderr is a terminal or a
notebook's (Jupyter's kernel), so piped output, logs of ``--json`` runs and the one-line
error contract stay clean; ``FORMAL_PROGRESS=1`` forces them on (a log file of a long run),
``FORMAL_PROGRESS=0`` off. Multi-input commands draw tqdm bars instead
(:mod:`formal.base.parallel`).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
from typing import Iterator

LOG = logging.getLogger("formal.progress")


def _notebook() -> bool:
    """Whether stderr is a Jupyter kernel's stream, shown under the running cell."""
    return type(sys.stderr).__module__.startswith("ipykernel")


def enabled() -> bool:
    forced = os.environ.get("FORMAL_PROGRESS")
    return forced == "1" if forced in ("0", "1") else sys.stderr.isatty() or _notebook()


@contextlib.contextmanager
def step(what: str) -> Iterator[None]:
    """``with step("compiling resnet18"):`` says ``formal: compiling resnet18 ...`` and, once
    done, ``formal: compiling resnet18: 41.2 s`` (nothing if the step raises: the error says why)."""
    show = enabled() and not LOG.isEnabledFor(logging.INFO)  # logging shows it otherwise: once is enough
    LOG.info("%s ...", what)
    if show:
        print(f"formal: {what} ...", file=sys.stderr, flush=True)
    start = time.monotonic()
    yield
    LOG.info("%s: %.1f s", what, time.monotonic() - start)
    if show:
        print(f"formal: {what}: {time.monotonic() - start:.1f} s", file=sys.stderr, flush=True)


def note(what: str) -> None:
    """One progress line inside a step (a round of a planner, say), shown where :func:`step`'s are."""
    LOG.info("%s", what)
    if enabled() and not LOG.isEnabledFor(logging.INFO):
        print(f"formal: {what}", file=sys.stderr, flush=True)
