"""Argument types shared by the command-line stages: one wording for one kind of mistake.

Numbers are written in ASCII only: a whole number is ``[0-9]+`` (a leading ``-`` is read,
to be refused by its own range check), a real number adds a point and an exponent. Python's
``int`` and ``float`` would also take spaces, ``+``, ``_`` and other scripts' digits (``٨``),
and ``float`` takes ``inf`` and ``nan``; none of those is a number here.
"""

from __future__ import annotations

import argparse
import os
import re

from formal.base.errors import FormalError

_WHOLE = re.compile("-?[0-9]+")
_REAL = re.compile(r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?")
_LONGEST = 40  # digits: more is refused before int() builds it (every limit here is far below 10^40)


def _number(text: str, what: str = "a number") -> float:
    if not _REAL.fullmatch(text) or len(text) > 100:
        raise argparse.ArgumentTypeError(f"not {what}: {text[:60]!r}")
    return float(text)


def seconds(text: str) -> float:
    """A positive number of seconds (time limits)."""
    value = _number(text, "a number of seconds")
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be positive, got {text}")
    return value


def fraction(text: str) -> float:
    """A ratio in (0, 1] (budgets as a fraction of a measured peak)."""
    value = _number(text)
    if not 0 < value <= 1:
        raise argparse.ArgumentTypeError(f"expected a ratio in (0, 1], got {text}")
    return value


def nonnegative(text: str) -> float:
    """A number >= 0 (allowances)."""
    value = _number(text)
    if not value >= 0:
        raise argparse.ArgumentTypeError(f"expected a number >= 0, got {text}")
    return value


def _integer(text: str, what: str) -> int:
    """``text`` as a whole number in ASCII digits (``[0-9]+``, or ``-`` then digits), else one message."""
    if not _WHOLE.fullmatch(text):
        raise argparse.ArgumentTypeError(f"not {what} (ASCII digits 0-9 only): {text[:60]!r}")
    if len(text.lstrip("-").lstrip("0")) > _LONGEST:
        raise argparse.ArgumentTypeError(f"too large: {text[:60]}")
    return int(text)


def _whole(text: str, least: int, what: str) -> int:
    value = _integer(text, what)
    if value < least:
        raise argparse.ArgumentTypeError(f"must be >= {least}, got {text}")
    return value


def positive_int(text: str) -> int:
    """A whole number >= 1 (job counts)."""
    return _whole(text, 1, "an integer")


def whole_number(text: str) -> int:
    """A whole number >= 0 (counts, seeds, indices)."""
    return _whole(text, 0, "a whole number")


def byte_count(text: str) -> int:
    """A whole number of bytes >= 0 (sizes)."""
    return _whole(text, 0, "a whole number of bytes")


def require_plan_outputs(args: argparse.Namespace) -> None:
    """A planning command's files (``-o``, ``--proof``, ``--order-problem``, ``--order-proof``) are different files,
    and the order's two come together, with ``--reorder``; else one line (plan-pte, plan-tflite)."""
    written = [p for p in (args.output, args.proof, args.order_problem, args.order_proof) if p]
    if len({os.path.abspath(p) for p in written}) < len(written):
        raise FormalError("-o, --proof, --order-problem and --order-proof must be different files")
    if bool(args.order_proof) != bool(args.order_problem) or (args.order_proof and not args.reorder):
        raise FormalError("--order-proof and --order-problem go together, with --reorder")


def power_of_two(text: str) -> int:
    """A power of two >= 1 (arena alignments)."""
    value = _integer(text, "an integer")
    if value < 1 or value & (value - 1):
        raise argparse.ArgumentTypeError(f"expected a power of two, got {text!r}")
    return value


def ratio_or_bytes(text: str) -> float | int:
    """A ratio in (0, 1] (written with a point: ``0.7``) or a whole number of bytes above 1."""
    if _WHOLE.fullmatch(text) and not text.startswith("-") and _integer(text, "a number") > 1:
        return int(text)
    return fraction(text)
