"""The checker's ground: its limits, its one reader (safe YAML), integers and messages."""

from __future__ import annotations

import os
import re
import reprlib
import stat
from typing import Any

import yaml

# The limits (docs/proofs.md, "Limits"): input beyond them is refused, never processed at length.
MAX_FILE_BYTES = 64 << 20  # an input file
MAX_YAML_NODES = 6_000_000  # YAML nodes (scalars, lists, mappings) in one file; aliases are refused
MAX_YAML_DEPTH = 64  # nesting of lists and mappings (formal writes at most 6)
MAX_INT = 1 << 63  # byte counts and every other integer: 0 <= x < 2^63
ECHO_CHARS = 60  # an input value echoed in a message is cut to this many characters
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # the C parser is safe and much faster
_BASE60 = re.compile(r"[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+")  # YAML 1.1's base-60 integers (quadratic to build)
_echo = reprlib.Repr()
_echo.maxstring = _echo.maxother = _echo.maxlong = ECHO_CHARS


class Invalid(Exception):
    """Unreadable or malformed input: one line naming the file and the field (exit code 2)."""


def short(x: Any) -> str:
    """``repr(x)`` for a message, at most ECHO_CHARS characters however large ``x`` is."""
    text = _echo.repr(x)
    return text if len(text) <= ECHO_CHARS else text[: ECHO_CHARS - 3] + "..."


def nat(x: Any, low: int = 0) -> bool:
    """True for an int (not a bool) with low <= x < 2^63 (the limit on byte counts and every integer)."""
    return type(x) is int and low <= x < MAX_INT


def read(path: str) -> Any:
    """The YAML document at ``path`` under the limits, checked on the parser's events before anything is built."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # a pipe or a device could block the open or never end
            raise Invalid(f"{path}: not a regular file (a pipe, device, socket or folder is never opened)")
        with open(path, "rb") as fh:
            raw = fh.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise Invalid(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise Invalid(f"{path}: larger than the checker's limit of {MAX_FILE_BYTES} bytes")
    try:
        text, nodes, depth = raw.decode("utf-8"), 0, 0
        for event in yaml.parse(text, Loader=_Loader):
            if isinstance(event, yaml.AliasEvent):
                raise Invalid(f"{path}: YAML aliases (*name) are not accepted by the checker")
            if isinstance(event, yaml.ScalarEvent) and event.implicit[0] and _BASE60.fullmatch(event.value):
                raise Invalid(f"{path}: base-60 integers such as {short(event.value)} are not accepted by the checker")
            nodes += isinstance(event, yaml.NodeEvent)  # scalars, and the starts of lists and mappings
            depth += isinstance(event, yaml.CollectionStartEvent) - isinstance(event, yaml.CollectionEndEvent)
            if nodes > MAX_YAML_NODES or depth > MAX_YAML_DEPTH:
                raise Invalid(f"{path}: more than {MAX_YAML_NODES} YAML nodes or {MAX_YAML_DEPTH} levels of nesting")
        return yaml.load(text, Loader=_Loader)  # noqa: S506 - a *safe* loader, never yaml.Loader
    except (yaml.YAMLError, ValueError, RecursionError) as exc:  # ValueError: bad UTF-8, an int over 4300 digits
        why = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        raise Invalid(f"{path}: malformed YAML: {why[:200]}") from None


class Claims(list):
    """The verdicts of one check, (holds, message) each; ``add`` records one and returns whether it holds."""

    def add(self, holds: Any, yes: str, no: str | None = None) -> bool:
        self.append((bool(holds), yes if holds or no is None else no))  # ``yes`` either way if ``no`` is None
        return bool(holds)
