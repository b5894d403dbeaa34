"""One fuzz input, several files: the bundle format every harness reads.

A checker entry reads more than one file (a problem and its proof; a training-step proof and
the two traces it names; an artifact's manifest and the files it hashes), and a mutation
must be able to change any of them while keeping the others. So one input is a *bundle*:

    #@@ problem.yaml
    <the bytes of problem.yaml>
    #@@ proof.yaml
    <the bytes of proof.yaml>

Each part starts with a marker line ``#@@ NAME`` (a YAML comment, so a bundle of one part is
still the YAML file it holds) and its bytes follow exactly; :func:`pack` separates parts
with one newline that :func:`unpack` removes, so any bytes round-trip. Leading bytes before
the first marker belong to the harness's primary part (a bare file is a bundle of one).
Names are plain file names (letters, digits, ``._-``); a part with any other name is dropped,
so an input never writes outside its folder.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

MARKER = b"#@@ "
_SPLIT = re.compile(rb"(?m)^#@@ ([^\n]*)\n")
_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.\-]{0,120}")

Parts = list[tuple[str, bytes]]


def pack(parts: Parts) -> bytes:
    """The bundle of ``parts`` (name, bytes), in order."""
    return b"".join(MARKER + name.encode() + b"\n" + data + b"\n" for name, data in parts)


def unpack(data: bytes, primary: str) -> Parts:
    """The parts of a bundle, in order (bytes before the first marker are ``primary``'s)."""
    parts: Parts = []
    marks = list(_SPLIT.finditer(data))
    head = data[: marks[0].start()] if marks else data
    if head:
        parts.append((primary, head[:-1] if marks and head.endswith(b"\n") else head))
    for k, mark in enumerate(marks):
        end = marks[k + 1].start() if k + 1 < len(marks) else len(data)
        body = data[mark.end() : end]
        if body.endswith(b"\n"):
            body = body[:-1]
        parts.append((mark.group(1).decode("utf-8", "replace").strip(), body))
    return parts


def safe_name(name: str) -> bool:
    return bool(_NAME.fullmatch(name)) and name not in (".", "..")


def write_parts(folder: Path, parts: Parts) -> set[str]:
    """Empty ``folder`` and write every part with a safe name into it (a later part of the same
    name wins); the names written."""
    for entry in os.scandir(folder):
        if entry.is_dir(follow_symlinks=False):
            shutil.rmtree(entry.path)
        else:
            os.unlink(entry.path)
    written = set()
    for name, data in parts:
        if safe_name(name):
            (folder / name).write_bytes(data)
            written.add(name)
    return written
