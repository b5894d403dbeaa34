"""``formal serve DIR [-- COMMAND ...]``: a serving process in the environment the artifact's kernels need.

An artifact compiled under an ISA pin (``formal deploy``'s default ``--isa auto`` pins AVX2
where the CPU has it, so that the artifact runs on any AVX2 CPU) ran ATen's and oneDNN's
kernels as ``ATEN_CPU_CAPABILITY`` and ``ONEDNN_MAX_CPU_ISA`` chose them. A process started
without those variables, on a CPU with more (AVX-512), picks other kernels with other bits,
so :func:`formal.load` refuses the artifact there. The variables take effect only if set
before torch is imported, which a running Python process cannot do for itself.

``formal serve`` checks the artifact (its manifest's binding and every file's sha256, and
``--sha256`` when given: :func:`formal.deploy.artifact.open_artifact`), then whether this
machine runs its kernels as they ran when certified (:func:`formal.deploy.load.require_machine`).
Where the pin's environment is needed, the ``formal`` command line runs itself again in a
child with it (:func:`formal.machine.fingerprint.rerun_pinned`: only the pin's variables,
their values checked, nothing else taken from the manifest), and there:

* with ``-- COMMAND ...``: runs COMMAND (the user's server, ``python app.py``) with that
  environment, and exits with its status; ``formal.load(DIR)`` in it then serves the artifact;
* without: loads the artifact with its self-test (each program run once, its outputs equal
  to the recorded digests bit for bit and its peak the certified peak to the byte) and says
  how to start a server;
* with ``--print-env``: prints the variables (``NAME=value`` lines, none when the process
  needs none) for a process manager or a container, and runs nothing.

:func:`serving_environment` gives the same variables to Python callers; the command's
handler is :func:`formal.cli.deploy.cmd_serve`.
"""

from __future__ import annotations

from pathlib import Path

from formal.deploy.artifact import open_artifact
from formal.deploy.load import all_shipped, require_machine
from formal.machine.fingerprint import FingerprintMismatch


def serving_environment(folder: str | Path, sha256: str | None = None) -> dict[str, str]:
    """The environment variables a process serving the artifact in ``folder`` must start with
    (set before torch is imported): empty where this process's own environment fits, the pin's
    variables where they make it fit; one-line FormalError where nothing here does (another
    torch, a CPU without the kernels' instructions, a tampered artifact)."""
    artifact = open_artifact(folder, sha256)
    try:
        require_machine(artifact.manifest, str(artifact.folder), compiled=not all_shipped(artifact.programs))
    except FingerprintMismatch as exc:
        if exc.env is None:
            raise
        return dict(exc.env)
    return {}
