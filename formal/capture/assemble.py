"""The trace mapping of one profiled program: units, where each allocation goes, evidence.

:func:`build_trace` turns a :class:`~formal.capture.profile.ProfileResult` into the
``formal.trace/1`` mapping that :mod:`formal.program.trace` reads back: storages and units
(an allocation belongs to the first unit that touches its buffer), every statement with its
kind and unit, and the evidence the Theorem-1 contract checks.
"""

from __future__ import annotations

from typing import Any

from formal.capture.profile import ProfileResult
from formal.model.problem import TRACE_FORMAT
from formal.program.statements import Program


def build_trace(
    name: str,
    program: Program,
    prof: ProfileResult,
    *,
    wrapper_file: str,
    wrapper_sha256: str,
    inputs_file: str,
    inputs_sha256: str,
    owned: list[bool],
    context: dict[str, Any],
) -> dict[str, Any]:
    """Assemble the trace mapping from a profile (units, allocation attachment, evidence)."""
    stmts = prof.statements
    unit_of_stmt: dict[int, str] = {i: s.unit for i, s in enumerate(stmts) if s.unit}
    touched_by: dict[str, list[int]] = {}
    for i, s in enumerate(stmts):
        for sid, _ in s.accesses:
            touched_by.setdefault(sid, []).append(i)

    # Attach each allocation to the first unit that touches its storage; an allocation no
    # kernel touches becomes a unit of its own that "writes" (creates) the storage.
    extra_units = 0
    alloc_home: dict[int, int] = {}
    for i, s in enumerate(stmts):
        if s.kind != "alloc":
            continue
        later = [k for k in touched_by.get(s.storage or "", []) if k > i]
        if later:
            alloc_home[i] = later[0]
        else:
            s.unit = f"a{extra_units}"
            s.accesses = [[s.storage, "w"]]
            extra_units += 1
            unit_of_stmt[i] = s.unit

    storages = []
    for rec in prof.storages:
        freeable = rec.freed is not None and not rec.output and not rec.held
        storages.append({"id": rec.id, "bytes": rec.bytes, "origin": rec.origin, "freeable": freeable})

    units = []
    for i, s in enumerate(stmts):
        if s.unit:
            units.append(
                {
                    "id": s.unit,
                    "transient": s.transient,
                    "accesses": s.accesses,
                    "statement": i,
                    "label": program.statements[i].target or s.kind,
                }
            )

    statements = []
    for i, (s, st) in enumerate(zip(stmts, program.statements)):
        entry: dict[str, Any] = {"kind": "unit" if s.unit else s.kind}
        if s.unit:
            entry["unit"] = s.unit
        if s.kind == "alloc":
            entry["storage"] = s.storage
            if i in alloc_home:
                entry["unit"] = stmts[alloc_home[i]].unit
        if s.born:
            entry["born"] = s.born
        if s.freed:
            entry["freed"] = s.freed
        entry["code"] = st.code
        statements.append(entry)

    # Evidence for the contract: does the ORIGINAL program free and allocate where the model says?
    last_unit_access: dict[str, int] = {}
    for sid, idxs in touched_by.items():
        last_unit_access[sid] = idxs[-1]
    late_frees, early_allocs = [], []
    unit_positions = sorted(unit_of_stmt)
    for rec in prof.storages:
        if rec.freed is None or rec.held or rec.output:
            continue
        last = last_unit_access.get(rec.id, -1)
        if any(last < k < rec.freed for k in unit_positions):
            late_frees.append(rec.id)
    for i, home in alloc_home.items():
        if any(i < k < home for k in unit_positions):
            early_allocs.append(stmts[i].storage)

    return {
        "format": TRACE_FORMAT,
        "name": name,
        "storages": storages,
        "units": units,
        "program": {
            "wrapper": wrapper_file,
            "wrapper_sha256": wrapper_sha256,
            "inputs": inputs_file,
            "inputs_sha256": inputs_sha256,
            "input_names": prof.input_names,
            "owned": [bool(o) for o in owned],
            "outputs": prof.outputs,
            "statements": statements,
        },
        "capture": context,
        "evidence": {
            "original_late_frees": late_frees,
            "original_early_allocations": early_allocs,
        },
    }
