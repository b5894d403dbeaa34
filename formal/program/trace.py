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

``program.kernels`` lists the compiled C++ kernels the program loaded at capture, each
``{name, file, sha256}``: its name in the program, its library's place in Inductor's folder
and the sha256 of the library's bytes. Whatever runs the program loads those bytes or
nothing (:mod:`formal.machine.kernel_cache`). A trace written before kernels were hashed has
no such list (:attr:`Trace.kernels` is None).

The trace never contains code that runs on load: the wrapper is a separate file that
replay executes only after its sha256 matches. Both files must lie inside the trace's
folder (a relative path that stays there after resolving links); their bytes are read
once, hashed, and only those bytes are used (:class:`formal.base.files.HashedFile`).
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from formal.base.errors import FormalError
from formal.base.files import HashedFile, read_yaml
from formal.model.problem import TRACE_FORMAT, Problem, problem_from_dict
from formal.program.statements import KINDS

# A kernel library's place in Inductor's folder, ``<2 characters>/<key>[.main].so``, or its bare
# name: never anything else, since the store's bytes are written there (formal.machine.kernel_cache).
KERNEL_FILE = re.compile(r"([a-z0-9_]{1,8}/)?[a-z0-9_]{1,100}(\.main)?\.so")
# Inductor names a fused kernel after up to ``kernel_name_max_ops`` (10) of its ops, so a name
# can pass 200 characters (GoogLeNet's backward has one of 220); the bound only keeps a hostile
# file from naming a megabyte.
_KERNEL_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,1023}")
_SHA256 = re.compile(r"[0-9a-f]{64}")


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
            raise FormalError(
                f"{self.path}: program.{key}_sha256: {path.name} has sha256 {got[:16]}..., the trace "
                f"expects {str(want)[:16]}...; refusing to run a modified {key} file"
            )
        return hashed

    @property
    def kernels(self) -> list[dict[str, str]] | None:
        """The compiled kernels recorded at capture (checked by :func:`load_trace`), or None."""
        return self.program.get("kernels")

    @property
    def fingerprint(self) -> dict[str, Any]:
        """The capture's machine fingerprint; for a trace written before fingerprints, what its
        wrapper tells (:func:`infer_from_wrapper`)."""
        recorded = self.capture.get("fingerprint")
        if isinstance(recorded, dict):
            return recorded
        try:
            source = HashedFile.read(self.file("wrapper")).text  # a regular file only: never a pipe
        except FormalError:  # missing, not a regular file, or not UTF-8: one line each, none fatal here
            source = ""
        return infer_from_wrapper(source, self.capture.get("torch"))

    @property
    def output_digests(self) -> list[dict[str, Any]] | None:
        """The original program's outputs as captured (:func:`formal.runtime.execute.output_digests`)."""
        return self.evidence.get("output_digests")

    def require_torch_version(self) -> None:
        import torch  # torch: seconds to import; the rest of this module works without it

        want = self.capture.get("torch")
        if want != torch.__version__:
            raise FormalError(
                f"{self.path}: capture.torch: captured with torch {want}, this is torch "
                f"{torch.__version__}; refusing to replay (recapture with `formal capture`)"
            )


def infer_from_wrapper(source: str, torch_version: str | None) -> dict[str, Any]:
    """What a trace written before fingerprints can tell: the vector width its C++ kernels assume."""
    lanes = re.findall(r"Vectorized<float>::loadu\([^;]*?,\s*static_cast<int64_t>\((\d+)\)\)", source)
    width = max((int(n) for n in lanes), default=0) * 32
    return {"inferred_from": "wrapper source", "torch": torch_version, "inductor_vec_bits": width}


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
        raise FormalError(
            f"{trace_path}: program.{key}: {_short(name)} is not a path relative to the trace's "
            f"folder; refusing a file outside it"
        )
    path = (folder / name).resolve()
    if not path.is_relative_to(folder):
        raise FormalError(
            f"{trace_path}: program.{key}: {_short(name)} leads outside the trace's folder; refusing a file outside it"
        )
    return path


def check_kernels(kernels: Any, where: str) -> list[dict[str, str]]:
    """``kernels`` as read from a trace or a manifest, checked: a list of ``{name, file, sha256}``,
    each name once, ``file`` a library's place in Inductor's folder (:data:`KERNEL_FILE`)."""
    if not isinstance(kernels, list):
        raise FormalError(f"{where}: expected a list of {{name, file, sha256}}, got {type(kernels).__name__}")
    names: set[str] = set()
    for i, entry in enumerate(kernels):
        ok = (
            isinstance(entry, dict)
            and set(entry) == {"name", "file", "sha256"}
            and all(isinstance(v, str) for v in entry.values())
            and _KERNEL_NAME.fullmatch(entry["name"]) is not None
            and _SHA256.fullmatch(entry["sha256"]) is not None
            and KERNEL_FILE.fullmatch(entry["file"]) is not None
            and entry["name"] not in names
        )
        if not ok:
            raise FormalError(f"{where}[{i}]: expected a kernel's {{name, file, sha256}}, got {_short(entry)}")
        names.add(entry["name"])
    return kernels


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
    if "kernels" in prog:
        check_kernels(prog["kernels"], f"{p}: program.kernels")
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
                raise FormalError(
                    f"{p}: program.statements[{i}].{key}: expected a list of storage ids, got {_short(ids)}"
                )
    if seen_units != units:
        missing = sorted(units - seen_units)[0]
        raise FormalError(f"{p}: units: unit {missing!r} has no statement in program.statements")
    return Trace(p, problem, data)
