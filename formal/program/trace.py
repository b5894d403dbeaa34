"""Traces (``formal.trace/1``): a problem plus the program it was captured from.

A trace file is a problem (``storages``, ``units``: any command that takes a problem
takes a trace) with three more sections:

* ``program``: the wrapper file and the inputs file (paths relative to the trace, each
  with its sha256), the input names in call order and whether the program owns each,
  the outputs, and every statement of ``call`` with its kind and unit;
* ``capture``: the context (torch version, device, threads, model spec, part, mode,
  input shapes) — replay refuses a trace captured with another torch version;
* ``evidence``: what profiling observed for the Theorem-1 contract (see
  :mod:`formal.replay.contract`).

The trace never contains code that runs on load: the wrapper is a separate file that
replay executes only after its sha256 matches. Both files must lie inside the trace's
folder (a relative path that stays there after resolving links); their bytes are read
once, hashed, and only those bytes are used (:class:`formal.runtime.loader.HashedFile`).
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from formal.runtime.loader import HashedFile
from formal.capture.profile import ProfileResult
from formal.program.statements import KINDS, Program
from formal.base.errors import FormalError
from formal.base.files import read_yaml
from formal.model.problem import TRACE_FORMAT, Problem, problem_from_dict


def build_trace(name: str, program: Program, prof: ProfileResult, *, wrapper_file: str, wrapper_sha256: str,
                inputs_file: str, inputs_sha256: str, owned: list[bool], context: dict[str, Any]) -> dict[str, Any]:
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
            units.append({"id": s.unit, "transient": s.transient, "accesses": s.accesses,
                          "statement": i, "label": program.statements[i].target or s.kind})

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


@dataclass
class Trace:
    """A loaded, validated trace: its problem, its program section, and where its files are."""

    path: Path
    problem: Problem
    data: dict[str, Any]

    @property
    def program(self) -> dict[str, Any]:
        return self.data["program"]

    @property
    def capture(self) -> dict[str, Any]:
        return self.data.get("capture", {})

    @property
    def evidence(self) -> dict[str, Any]:
        return self.data.get("evidence", {})

    def program_peak(self) -> int:
        """The modeled peak of the *original program*, statement by statement.

        The unit-level model assumes each allocation sits right before its unit and each
        storage dies right after its last access, which is how :mod:`formal.emit` writes
        programs. The compiler's own program may allocate earlier or free later; this
        simulation uses where it actually did (recorded per statement while profiling):
        storages born at a statement count from it, a unit samples ``live + transient``,
        and storages freed at a statement stop counting after it.
        """
        sizes = {st.id: st.bytes for st in self.problem.storages}
        transient = {u.id: u.transient for u in self.problem.units}
        live = best = self.problem.input_bytes
        for entry in self.program["statements"]:
            live += sum(sizes[s] for s in entry.get("born", ()))
            best = max(best, live + (transient[entry["unit"]] if entry["kind"] == "unit" else 0))
            live -= sum(sizes[s] for s in entry.get("freed", ()))
        return best

    def file(self, key: str) -> Path:
        """Where the trace's wrapper or inputs file is: inside the trace's folder, or refused."""
        return program_file(self.path, self.program, key)

    def verified_file(self, key: str) -> HashedFile:
        """The wrapper's or inputs file's bytes, read once and checked against the trace's sha256.

        Callers use (and execute) these bytes, never the file again, so a file swapped after
        the check, or a bytecode cache beside it, cannot run instead.
        """
        path = self.file(key)
        if not path.is_file():
            raise FormalError(f"{self.path}: program.{key}: file {path.name} is missing")
        hashed = HashedFile.read(path)
        want = self.program.get(f"{key}_sha256")
        got = hashlib.sha256(hashed.data).hexdigest()
        if got != want:
            raise FormalError(f"{self.path}: program.{key}_sha256: {path.name} has sha256 {got[:16]}..., the trace "
                              f"expects {str(want)[:16]}...; refusing to run a modified {key} file")
        return hashed

    @property
    def fingerprint(self) -> dict[str, Any]:
        """The capture's machine fingerprint; for a trace written before fingerprints, what its
        wrapper tells (:func:`formal.machine.fingerprint.infer_from_wrapper`)."""
        recorded = self.capture.get("fingerprint")
        if isinstance(recorded, dict):
            return recorded
        from formal.machine.fingerprint import infer_from_wrapper

        try:
            source = self.file("wrapper").read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError, FormalError):
            source = ""
        return infer_from_wrapper(source, self.capture.get("torch"))

    @property
    def output_digests(self) -> list[dict[str, Any]] | None:
        """The original program's outputs as captured (:func:`formal.runtime.execute.output_digests`)."""
        return self.evidence.get("output_digests")

    def require_same_machine(self) -> None:
        """Refuse (or ask for a pinned child) where this machine would run the program differently."""
        from formal.machine.fingerprint import require_same_machine

        require_same_machine(self.fingerprint, str(self.path), self.capture.get("device", "cpu"))
        if not isinstance(self.output_digests, list):
            raise FormalError(f"{self.path}: evidence.output_digests: missing (no captured outputs to compare "
                              f"replays with); capture again with `formal capture`")

    def require_torch_version(self) -> None:
        import torch

        want = self.capture.get("torch")
        if want != torch.__version__:
            raise FormalError(f"{self.path}: capture.torch: captured with torch {want}, this is torch "
                              f"{torch.__version__}; refusing to replay (recapture with `formal capture`)")


def program_file(trace_path: Path, program: dict[str, Any], key: str) -> Path:
    """``program[key]`` resolved against the trace's folder; refused unless it stays inside it.

    A trace names its wrapper beside it; an absolute path, ``..`` or a link leading out of
    the folder would let a trace (whose hash it carries itself) run any file on the machine.
    """
    name = program.get(key)
    if not isinstance(name, str) or not name:
        raise FormalError(f"{trace_path}: program.{key}: expected a file name, got {_short(name)}")
    folder = trace_path.parent.resolve()
    if os.path.isabs(name) or "\0" in name:
        raise FormalError(f"{trace_path}: program.{key}: {_short(name)} is not a path relative to the trace's "
                          f"folder; refusing a file outside it")
    path = (folder / name).resolve()
    if not path.is_relative_to(folder):
        raise FormalError(f"{trace_path}: program.{key}: {_short(name)} leads outside the trace's folder; "
                          f"refusing a file outside it")
    return path


def _short(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


def load_trace(path: str | os.PathLike) -> Trace:
    """Read and validate a trace file (problem part and program section)."""
    p = Path(path)
    data = read_yaml(p)
    problem = problem_from_dict(data, str(p))
    if not isinstance(data, dict) or data.get("format") != TRACE_FORMAT:
        raise FormalError(f"{p}: format: expected {TRACE_FORMAT!r} (a captured trace), got {data.get('format')!r}")
    prog = data.get("program")
    if not isinstance(prog, dict):
        raise FormalError(f"{p}: program: missing (a trace needs its program section)")
    for key in ("wrapper", "wrapper_sha256", "inputs", "inputs_sha256", "statements", "owned", "input_names"):
        if key not in prog:
            raise FormalError(f"{p}: program.{key}: missing")
    for key in ("wrapper", "inputs"):
        program_file(p, prog, key)
        digest = prog[f"{key}_sha256"]
        if not (isinstance(digest, str) and len(digest) == 64 and all(c in "0123456789abcdef" for c in digest)):
            raise FormalError(f"{p}: program.{key}_sha256: expected 64 lowercase hex digits, got {_short(digest)}")
    if not isinstance(prog["statements"], list):
        raise FormalError(f"{p}: program.statements: expected a list, got {type(prog['statements']).__name__}")
    for key in ("owned", "input_names"):
        if not isinstance(prog[key], list):
            raise FormalError(f"{p}: program.{key}: expected a list, got {type(prog[key]).__name__}")
    units = set(problem.unit_index)
    storages = {st.id for st in problem.storages}
    seen_units: set[str] = set()
    for i, st in enumerate(prog["statements"]):
        if not isinstance(st, dict) or "code" not in st or "kind" not in st:
            raise FormalError(f"{p}: program.statements[{i}]: needs kind and code")
        if not isinstance(st["kind"], str) or st["kind"] not in (*KINDS, "unit"):
            raise FormalError(f"{p}: program.statements[{i}].kind: unknown kind {_short(st['kind'])}")
        if st["kind"] == "unit":
            if not isinstance(st.get("unit"), str) or st["unit"] not in units:
                raise FormalError(f"{p}: program.statements[{i}].unit: unknown unit {_short(st.get('unit'))}")
            seen_units.add(st["unit"])
        for key in ("born", "freed"):
            ids = st.get(key, [])
            if not isinstance(ids, list) or not all(isinstance(s, str) and s in storages for s in ids):
                raise FormalError(f"{p}: program.statements[{i}].{key}: expected a list of storage ids, "
                                  f"got {_short(ids)}")
    if seen_units != units:
        missing = sorted(units - seen_units)[0]
        raise FormalError(f"{p}: units: unit {missing!r} has no statement in program.statements")
    return Trace(p, problem, data)
