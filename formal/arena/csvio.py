"""MiniMalloc's CSV interchange format: ``id,lower,upper,size`` in, the same plus ``offset`` out.

A row is a buffer live during the half-open interval ``[lower, upper)`` needing ``size``
bytes (google/minimalloc, ``benchmarks/``). Columns may come in any order; extra columns
(such as an ``offset`` from an earlier run) are ignored on input. Every problem with
the file is one :class:`FormalError` line naming the file, the line and the field.

Limits (docs/arena.md, "Time limits and scale"): the file is read through
:func:`formal.base.files.read_input` (at most 256 MiB; a device such as ``/dev/zero`` is
refused before reading, and so is a named pipe), and every number must be written in ASCII
digits only (``[0-9]+``: no sign, space, ``_`` or other script's digits) and lie in the
range that the trusted checker and the compiled search use: ``0 <= lower < upper < 2^63``,
``0 <= size``, and all sizes together ``< 2^63`` (so every arena and offset fits in 63 bits).
"""

from __future__ import annotations

import csv
import io
import os
import re
from typing import Mapping, Sequence

from formal.arena.blocks import Block, validate_blocks
from formal.base.errors import FormalError
from formal.base.files import read_input_text

COLUMNS = ("id", "lower", "upper", "size")
MAX_VALUE = 2**63  # every lower, upper and size, and all sizes together, stay below this
_DIGITS = re.compile("[0-9]+")  # ASCII digits only: int() would also take " 8", "+8", "1_000" and other scripts' digits


def read_csv(path: str | os.PathLike) -> list[Block]:
    return parse_csv(read_input_text(path), str(path))


def parse_csv(text: str, source: str = "<csv>") -> list[Block]:
    try:
        rows = list(csv.reader(io.StringIO(text)))
    except csv.Error as exc:
        raise FormalError(f"{source}: malformed CSV: {exc}") from None
    rows = [r for r in rows if any(cell.strip() for cell in r)]
    if not rows:
        raise FormalError(f"{source}: empty file, expected a header {','.join(COLUMNS)}")
    header = [h.strip() for h in rows[0]]
    missing = [c for c in COLUMNS if c not in header]
    if missing:
        raise FormalError(f"{source}: header must name {','.join(COLUMNS)}; missing {','.join(missing)}")
    col = {c: header.index(c) for c in COLUMNS}
    blocks = []
    for line, row in enumerate(rows[1:], start=2):
        if len(row) < len(header):
            raise FormalError(f"{source}: line {line}: expected {len(header)} fields, got {len(row)}")
        values = {c: _number(row[col[c]], c, f"{source}: line {line}") for c in ("lower", "upper", "size")}
        bid = row[col["id"]].strip()
        if not bid:
            raise FormalError(f"{source}: line {line}: empty id")
        if values["lower"] >= values["upper"]:
            raise FormalError(f"{source}: line {line}: lower ({values['lower']}) must be < upper ({values['upper']})")
        blocks.append(Block(bid, values["lower"], values["upper"], values["size"]))
    if sum(b.size for b in blocks) >= MAX_VALUE:
        raise FormalError(f"{source}: all sizes together must be below 2^63 bytes (no arena that large is addressable)")
    validate_blocks(blocks, source)  # duplicate ids
    return blocks


def _number(cell: str, column: str, where: str) -> int:
    """A cell's whole number in ``[0, 2^63)``, written in ASCII digits only (no sign, space, ``_`` or other
    script's digits, all of which Python's ``int`` would take); else one FormalError line naming the field."""
    if not _DIGITS.fullmatch(cell):
        if cell[:1] == "-" and _DIGITS.fullmatch(cell[1:]):
            raise FormalError(f"{where}: {column} must be >= 0, got {cell:.40}")
        raise FormalError(f"{where}: {column} must be an integer in ASCII digits (0-9), got {cell!r:.40}")
    digits = cell.lstrip("0")
    value = int(digits or "0") if len(digits) <= 19 else MAX_VALUE  # 2^63 has 19 digits: no long int() is built
    if value >= MAX_VALUE:
        raise FormalError(f"{where}: {column} must be below 2^63, got {cell:.40}")
    return value


def format_csv(blocks: Sequence[Block], offsets: Mapping[str, int]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([*COLUMNS, "offset"])
    for b in blocks:
        writer.writerow([b.id, b.start, b.end, b.size, offsets[b.id]])
    return out.getvalue()
