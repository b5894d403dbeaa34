"""The one exception type users see.

Every expected failure (bad input file, unknown id, version mismatch, an order that
is not legal) raises :class:`FormalError` with a single line that names the file and
the field. The CLI prints that line and exits with the error's ``exit_code`` (2 for
unreadable or invalid input, 1 for a claim found false); it never shows a traceback
for these.
"""

from __future__ import annotations


class FormalError(Exception):
    """A user-facing error: one clear line, a non-zero exit code."""

    def __init__(self, message: str, exit_code: int = 2):
        super().__init__(message)
        self.exit_code = exit_code


def one_line(exc: BaseException) -> str:
    """Another library's exception in one line: its type and its message's first line. A first line that only
    announces the next (it ends with ':', as torch's ``BackendCompilerFailed``: "backend='inductor' raised:")
    is joined with the next non-empty one, which says what failed."""
    lines = [line.strip() for line in str(exc).strip().splitlines() if line.strip()]
    first = lines[0] if lines else ""
    if first.endswith(":") and len(lines) > 1:
        first = f"{first} {lines[1]}"
    return f"{type(exc).__name__}: {first}" if first else type(exc).__name__
