"""The ``formal`` command line.

Each pipeline stage registers its own subcommands from ``formal/<stage>/commands.py``
(a ``register(subparsers)`` function); this module only assembles them, runs the
chosen one, and turns :class:`FormalError` into one line on stderr and an exit code.
Stages import heavy dependencies (torch, solvers) lazily inside their handlers so
that light commands such as ``formal check`` start fast.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import Sequence

from formal import __version__
from formal.machine.kernel_cache import use_private_kernel_cache
from formal.base.errors import FormalError

# Order = order of appearance in ``formal --help``: the pipeline, then the checker.
COMMAND_MODULES = (
    "formal.cli.capture",
    "formal.cli.problem",
    "formal.cli.order",
    "formal.cli.encode",
    "formal.cli.arena",
    "formal.cli.recompute",
    "formal.cli.train",
    "formal.cli.patterns",
    "formal.cli.emit",
    "formal.cli.replay",
    "formal.cli.compress",
    "formal.cli.deploy",
    "formal.check.commands",
    "formal.studies.corpus.commands",
    "formal.cli.report",
    "formal.cli.tile",
    "formal.studies.commands",
    "formal.cli.demo",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="formal",
        description="Capture PyTorch Inductor programs, schedule them for minimum peak memory "
                    "with proofs, emit and replay them byte-exactly.")
    parser.add_argument("--version", action="version", version=f"formal {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name and (name == exc.name or name.startswith(exc.name + ".")):  # stage not built yet
                continue
            raise
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    use_private_kernel_cache()  # before anything can compile or load a kernel (opt-in)
    try:
        rc = args.handler(args)
    except FormalError as exc:
        from formal.machine.fingerprint import FingerprintMismatch, rerun_pinned

        if isinstance(exc, FingerprintMismatch) and exc.env is not None:
            return rerun_pinned(argv, exc)  # the program runs in a child pinned to the capture's ISA
        print(f"formal: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("formal: interrupted", file=sys.stderr)
        return 130
    return int(rc or 0)


if __name__ == "__main__":
    sys.exit(main())
