"""The ``formal`` command line: assemble the declared subcommands, run one, report errors in one line.

The product's subcommands are declared in :mod:`formal.cli.commands`; packages installed
beside it add theirs through the ``formal.commands`` entry point group (the studies:
``formal bench``, ``formal experiment``, ``formal corpus``; :mod:`formal.studies.commands`).
The chosen command's handler module is imported only then (:mod:`formal.cli.declare`), so
light commands such as ``formal check`` start fast.

A :class:`~formal.base.errors.FormalError` becomes one line on stderr and its exit code. A
program captured on a machine whose kernels differ only by ISA is run again in a child
process pinned to the capture's ISA (:func:`formal.machine.fingerprint.rerun_pinned`).
"""

from __future__ import annotations

import argparse
import sys
from importlib.metadata import entry_points
from typing import NoReturn, Sequence

from formal import __version__
from formal.base.errors import FormalError
from formal.cli.commands import COMMANDS
from formal.cli.declare import Command, add_commands, handler
from formal.machine.fingerprint import FingerprintMismatch, rerun_pinned
from formal.machine.kernel_cache import use_private_kernel_cache

EXTENSIONS = "formal.commands"  # entry point group: each names a tuple of Command


def extension_commands() -> list[Command]:
    """The commands that installed packages declare in the ``formal.commands`` entry point group."""
    found: list[Command] = []
    for point in sorted(entry_points(group=EXTENSIONS), key=lambda p: p.name):
        found.extend(point.load())
    return found


class _Parser(argparse.ArgumentParser):
    """argparse with a usage error in one line, ``formal: error: COMMAND: ...``, as every other refusal is."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix("formal").strip()
        self.exit(2, f"formal: error: {command + ': ' if command else ''}{message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="formal",
        description="Capture PyTorch Inductor programs, schedule them for minimum peak memory "
        "with proofs, emit and replay them byte-exactly.",
    )
    parser.add_argument("--version", action="version", version=f"formal {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    add_commands(sub, [*COMMANDS, *extension_commands()])
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as exc:  # --help or --version (0), or a usage error (2, its one line printed)
        return exc.code if isinstance(exc.code, int) else 2
    try:
        use_private_kernel_cache()  # before anything can compile or load a kernel (a private folder by default)
        rc = handler(args.run)(args)
    except FormalError as exc:
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
