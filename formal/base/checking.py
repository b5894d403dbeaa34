"""Asking the trusted checker: run ``formal check`` as a child and read its verdicts.

The product never imports :mod:`formal.check` (an import-linter contract): the checker is the
part an auditor qualifies alone, and a verdict that comes from its own process, reading the
files as written, is the one the user would get by typing ``formal check PROBLEM PROOF``.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from formal.base.children import python_argv
from formal.base.errors import FormalError

CHECK_TIMEOUT_S = 3600.0  # a hang guard: the checker's own limits bound its work long before this


def run_checker(
    problem: str | Path | None, proof: str | Path, timeout: float = CHECK_TIMEOUT_S
) -> list[tuple[bool, str]]:
    """The claims ``formal check [PROBLEM] PROOF`` prints, as ``(holds, message)``; FormalError if it
    refuses the input (exit 2, its one-line message) or does not answer."""
    argv = python_argv("-m", "formal", "check", *([str(problem)] if problem is not None else []), str(proof))
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        raise FormalError(f"{proof}: formal check did not finish within {timeout:g} s") from None
    if done.returncode not in (0, 1):
        lines = done.stderr.strip().splitlines() or [f"formal check exited {done.returncode}"]
        raise FormalError(lines[-1].removeprefix("formal: error: "))
    claims = []
    for line in done.stdout.splitlines():
        verdict, _, message = line.partition(" ")
        if verdict in ("ok", "FALSE"):
            claims.append((verdict == "ok", message.strip()))
    if not claims or (done.returncode == 0) != all(ok for ok, _m in claims):
        raise FormalError(f"{proof}: formal check gave no verdicts (exit {done.returncode})")
    return claims
