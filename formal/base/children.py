"""Child processes: Python children that run the installed ``formal``, and measured runs.

* :func:`python_argv`: ``python -m formal`` and ``python -c ...`` put the current folder first
  on ``sys.path``, so a ``./formal/`` or ``./torch/`` package in the folder a user runs from
  would be imported by the child instead of the installed one (trust issue, finding 2). Every
  child formal starts runs with ``-P`` (Python 3.11+: do not prepend the current folder or
  the script's folder).
* :func:`run_child`: run a command and measure it (wall seconds, its own peak RSS, exit
  code), for the benchmarks that time whole commands (``formal bench scale``, ``formal bench
  arena --scale``). The child's peak RSS comes from ``os.wait4`` on that child alone;
  ``resource.getrusage(RUSAGE_CHILDREN)`` would report the largest of all children so far.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time


def python_argv(*args: str) -> list[str]:
    """The command line of a child running this interpreter on ``args`` (``"-m", "formal", ...``
    or ``"-c", CODE``) without the current folder on its import path."""
    return [sys.executable, "-P", *args]


def run_child(argv: list[str], timeout: float, env: dict[str, str] | None = None) -> tuple[dict, str, str]:
    """Run ``argv`` (in ``env``, else this environment); its wall seconds, own peak RSS (MB, ``os.wait4``) and
    exit code, stdout, stderr. A child past ``timeout`` is killed (exit ``timeout``): a hang guard, not a
    measurement."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(argv, stdout=out, stderr=err, start_new_session=True, env=env)
        status, usage, timed_out = None, None, False
        while status is None:
            pid, st, ru = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                status, usage = st, ru
            elif time.monotonic() - start > timeout:
                os.killpg(proc.pid, signal.SIGKILL)
                _pid, status, usage = os.wait4(proc.pid, 0)
                timed_out = True
            else:
                time.sleep(0.02)
        proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here: Popen must not wait again
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode(errors="replace"), err.read().decode(errors="replace")
    rss_mb = usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024)  # kB on Linux
    return (
        {
            "seconds": round(time.monotonic() - start, 2),
            "peak_mb": round(rss_mb, 1),
            "exit": "timeout" if timed_out else proc.returncode,
        },
        stdout,
        stderr,
    )
