"""Argument types shared by the command-line stages: one wording for one kind of mistake."""

from __future__ import annotations

import argparse


def seconds(text: str) -> float:
    """A positive number of seconds (time limits)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be positive, got {text}")
    return value


def positive_int(text: str) -> int:
    """A whole number >= 1 (job counts)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {text}")
    return value


def power_of_two(text: str) -> int:
    """A power of two >= 1 (arena alignments)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected an integer, got {text!r}") from None
    if value < 1 or value & (value - 1):
        raise argparse.ArgumentTypeError(f"expected a power of two, got {text!r}")
    return value
