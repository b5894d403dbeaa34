"""The problem IR (``formal.problem/1``): storages, units and their accesses.

A problem is what every solver in ``formal`` reasons about. It is read from YAML,
validated field by field (each error names the file and the field), and kept as
immutable dataclasses plus index arrays for fast solvers.

Format (see docs/semantics.md)::

    format: formal.problem/1
    name: branchy-infer
    storages:
      - {id: x, bytes: 6144, origin: input, freeable: false}
      - {id: buf0, bytes: 2048, origin: internal, freeable: true}
    units:
      - {id: u0, transient: 0, accesses: [[x, r], [buf0, w]]}

A ``formal.trace/1`` file is a problem plus the program it came from; every loader
here accepts both and ignores the program part.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from formal.base.errors import FormalError
from formal.base.files import dump_yaml, read_yaml, write_atomic

PROBLEM_FORMAT = "formal.problem/1"
TRACE_FORMAT = "formal.trace/1"
MODES = ("r", "w", "rw")
ORIGINS = ("input", "internal")
MAX_BYTES = 2**63  # byte counts (and their total) must stay below this: every peak fits in 64 bits


@dataclass(frozen=True)
class Storage:
    """A storage (a torch UntypedStorage, or any byte buffer) the program touches."""

    id: str
    bytes: int
    origin: str  # "input": exists before the program; "internal": allocated by it
    freeable: bool  # False: never freed by the program (caller-held input, output)


@dataclass(frozen=True)
class Unit:
    """A kernel call: the storages it reads and writes, and its scratch bytes."""

    id: str
    transient: int
    accesses: tuple[tuple[str, str], ...]  # (storage id, mode in r|w|rw)


@dataclass(frozen=True)
class Problem:
    """An ordering problem. Units are listed in the program's original order."""

    name: str
    storages: tuple[Storage, ...]
    units: tuple[Unit, ...]
    # Index arrays, derived once (not part of equality or hashing).
    storage_index: dict[str, int] = field(init=False, repr=False, compare=False)
    unit_index: dict[str, int] = field(init=False, repr=False, compare=False)
    unit_accesses: tuple[tuple[tuple[int, str], ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "storage_index", {s.id: i for i, s in enumerate(self.storages)})
        object.__setattr__(self, "unit_index", {u.id: i for i, u in enumerate(self.units)})
        sidx = self.storage_index
        object.__setattr__(
            self, "unit_accesses", tuple(tuple((sidx[sid], mode) for sid, mode in u.accesses) for u in self.units)
        )

    @property
    def n(self) -> int:
        return len(self.units)

    @property
    def input_bytes(self) -> int:
        """Bytes live before the first unit runs: every ``input`` storage."""
        return sum(s.bytes for s in self.storages if s.origin == "input")

    def storage(self, sid: str) -> Storage:
        return self.storages[self.storage_index[sid]]

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": PROBLEM_FORMAT,
            "name": self.name,
            "storages": [
                {"id": s.id, "bytes": s.bytes, "origin": s.origin, "freeable": s.freeable} for s in self.storages
            ],
            "units": [
                {"id": u.id, "transient": u.transient, "accesses": [list(a) for a in u.accesses]} for u in self.units
            ],
        }


# --------------------------------------------------------------------------- validation


def _fail(source: str, where: str, message: str) -> FormalError:
    return FormalError(f"{source}: {where}: {message}")


def _int_field(source: str, where: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(source, where, f"must be a non-negative integer, got {_show(value)}")
    if value < 0:
        raise _fail(source, where, f"must be a non-negative integer, got {value}")
    if value >= MAX_BYTES:
        raise _fail(source, where, f"must be below 2^63, got {_short(value)}")
    return value


def _show(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to one short line (hostile files can hold huge values)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        return _short(value)
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _short(value: int) -> str:
    """An integer for a one-line message: its digits, or their count when there are too many."""
    text = str(value) if value.bit_length() < 1000 else ""
    return text if text and len(text) <= 40 else f"an integer of {value.bit_length()} bits"


def _id_field(source: str, where: str, value: Any) -> str:
    if not isinstance(value, str) or not value:
        raise _fail(source, where, f"must be a non-empty string, got {_show(value)}")
    return value


def _list_field(source: str, where: str, value: Any) -> list:
    if not isinstance(value, list):
        raise _fail(source, where, f"must be a list, got {type(value).__name__}")
    return value


def _mapping(source: str, where: str, value: Any, required: Sequence[str]) -> dict:
    if not isinstance(value, dict):
        raise _fail(source, where, f"must be a mapping, got {type(value).__name__}")
    for key in required:
        if key not in value:
            raise _fail(source, f"{where}.{key}", "missing")
    return value


def problem_from_dict(data: Any, source: str = "<problem>") -> Problem:
    """Validate a parsed ``formal.problem/1`` (or ``formal.trace/1``) mapping.

    Raises :class:`FormalError` naming ``source`` and the offending field.
    """
    if not isinstance(data, dict):
        raise FormalError(f"{source}: expected a mapping with format {PROBLEM_FORMAT}, got {type(data).__name__}")
    fmt = data.get("format")
    if fmt not in (PROBLEM_FORMAT, TRACE_FORMAT):
        raise _fail(source, "format", f"expected {PROBLEM_FORMAT!r} or {TRACE_FORMAT!r}, got {_show(fmt)}")
    name = data.get("name", "")
    if not isinstance(name, str):
        raise _fail(source, "name", f"must be a string, got {type(name).__name__}")

    storages: list[Storage] = []
    seen_storage: set[str] = set()
    for i, raw in enumerate(_list_field(source, "storages", data.get("storages"))):
        # Field paths such as "storages[7].bytes" are only spelled out for an error message.
        if not (isinstance(raw, dict) and "id" in raw and "bytes" in raw and "origin" in raw and "freeable" in raw):
            _mapping(source, f"storages[{i}]", raw, ("id", "bytes", "origin", "freeable"))
        sid = raw["id"]
        if not (isinstance(sid, str) and sid):
            _id_field(source, f"storages[{i}].id", sid)
        if sid in seen_storage:
            raise _fail(source, f"storages[{i}].id", f"duplicate storage id {_show(sid)}")
        seen_storage.add(sid)
        nbytes = raw["bytes"]
        if not (type(nbytes) is int and 0 <= nbytes < MAX_BYTES):
            nbytes = _int_field(source, f"storages[{i}].bytes", nbytes)
        origin = raw["origin"]
        if origin not in ORIGINS:
            raise _fail(source, f"storages[{i}].origin", f"must be one of {', '.join(ORIGINS)}, got {_show(origin)}")
        freeable = raw["freeable"]
        if not isinstance(freeable, bool):
            raise _fail(source, f"storages[{i}].freeable", f"must be true or false, got {_show(freeable)}")
        storages.append(Storage(sid, nbytes, origin, freeable))

    units: list[Unit] = []
    seen_unit: set[str] = set()
    origin_of = {s.id: s.origin for s in storages}
    written: set[str] = set()  # internal storages written so far, in original order
    # Field paths such as "units[7].accesses[1]" are only spelled out for an error message.
    for i, raw in enumerate(_list_field(source, "units", data.get("units"))):
        if not (isinstance(raw, dict) and "id" in raw and "accesses" in raw):
            _mapping(source, f"units[{i}]", raw, ("id", "accesses"))
        uid = raw["id"]
        if not (isinstance(uid, str) and uid):
            _id_field(source, f"units[{i}].id", uid)
        if uid in seen_unit:
            raise _fail(source, f"units[{i}].id", f"duplicate unit id {_show(uid)}")
        seen_unit.add(uid)
        transient = raw.get("transient", 0)
        if not (type(transient) is int and 0 <= transient < MAX_BYTES):
            transient = _int_field(source, f"units[{i}].transient", transient)
        raw_accesses = raw["accesses"]
        if not isinstance(raw_accesses, list):
            _list_field(source, f"units[{i}].accesses", raw_accesses)
        accesses: list[tuple[str, str]] = []
        touched: set[str] = set()
        for j, acc in enumerate(raw_accesses):
            if not (isinstance(acc, list) and len(acc) == 2):
                raise _fail(source, f"units[{i}].accesses[{j}]", f"must be a pair [storage, mode], got {_show(acc)}")
            sid, mode = acc
            if not isinstance(sid, str):
                raise _fail(
                    source, f"units[{i}].accesses[{j}]", f"storage id must be a string, got {type(sid).__name__}"
                )
            origin = origin_of.get(sid)
            if origin is None:
                raise _fail(source, f"units[{i}].accesses[{j}]", f"unknown storage {_show(sid)}")
            if not isinstance(mode, str) or mode not in MODES:
                raise _fail(source, f"units[{i}].accesses[{j}]", f"mode must be one of r, w, rw, got {_show(mode)}")
            if sid in touched:
                raise _fail(
                    source,
                    f"units[{i}].accesses[{j}]",
                    f"storage {_show(sid)} accessed twice by one unit (use mode rw)",
                )
            touched.add(sid)
            # An internal storage does not exist before its first write: reading it first
            # would read memory the program never defined.
            if mode == "r" and origin == "internal" and sid not in written:
                raise _fail(
                    source,
                    f"units[{i}].accesses[{j}]",
                    f"internal storage {_show(sid)} is read before any unit writes it "
                    f"(its first access must be mode w or rw)",
                )
            accesses.append((sid, mode))
        for sid, mode in accesses:
            if mode != "r":
                written.add(sid)
        units.append(Unit(uid, transient, tuple(accesses)))

    never = [s.id for s in storages if s.origin == "internal" and s.id not in written]
    if never:
        raise _fail(source, "storages", f"internal storage {_show(never[0])} is never written by any unit")
    total = sum(s.bytes for s in storages) + max((u.transient for u in units), default=0)
    if total >= MAX_BYTES:
        raise _fail(
            source,
            "storages",
            f"all bytes together (plus the largest transient) must be below 2^63, got {_short(total)}",
        )
    return Problem(name, tuple(storages), tuple(units))


def load_problem(path: str | os.PathLike) -> Problem:
    """Read and validate a problem (or the problem part of a trace) from a YAML file."""
    return problem_from_dict(read_yaml(path), str(path))


def dump_problem(problem: Problem) -> str:
    return dump_yaml(problem.to_dict())


def write_problem(path: str | os.PathLike, problem: Problem) -> None:
    """YAML, or JSON (also YAML to every reader, and read much faster) when ``path`` ends in ``.json``."""
    if str(path).endswith(".json"):
        write_atomic(path, json.dumps(problem.to_dict(), separators=(",", ":")) + "\n")
    else:
        write_atomic(path, dump_problem(problem))


def make_problem(name: str, storages: Iterable[tuple], units: Iterable[tuple]) -> Problem:
    """Build and validate a problem from tuples (handy in tests and generators).

    ``storages``: ``(id, bytes, origin, freeable)``; ``units``: ``(id, transient, [(sid, mode), ...])``.
    """
    data = {
        "format": PROBLEM_FORMAT,
        "name": name,
        "storages": [{"id": s[0], "bytes": s[1], "origin": s[2], "freeable": s[3]} for s in storages],
        "units": [{"id": u[0], "transient": u[1], "accesses": [list(a) for a in u[2]]} for u in units],
    }
    return problem_from_dict(data, f"<{name}>")
