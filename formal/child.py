"""Python child processes that run the installed ``formal``, never a folder's own copy.

``python -m formal`` and ``python -c ...`` put the current folder first on ``sys.path``, so a
``./formal/`` or ``./torch/`` package in the folder a user runs from would be imported by the
child instead of the installed one (trust issue, finding 2). Every child ``formal`` starts
runs with ``-P`` (Python 3.11+: do not prepend the current folder or the script's folder).
"""

from __future__ import annotations

import sys


def python_argv(*args: str) -> list[str]:
    """The command line of a child running this interpreter on ``args`` (``"-m", "formal", ...``
    or ``"-c", CODE``) without the current folder on its import path."""
    return [sys.executable, "-P", *args]
