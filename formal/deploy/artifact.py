"""The deployment artifact: one folder that binds programs, proofs, machine and outputs.

``formal.compile(..., out=DIR)`` and the ``formal`` torch.compile backend write, per
program Inductor generated (``g0.infer``; ``g0.fwd`` and ``g0.bwd`` in train mode; one
``g<k>`` per graph where the model has graph breaks):

* ``<name>.wrapper.py``, ``<name>.inputs.pt``, ``<name>.trace.yaml``: the compiler's
  program, its first call's arguments and its trace, exactly as ``formal capture`` writes
  them (the trace carries their sha256, the machine fingerprint and the output digests);
* ``<name>.proof.yaml``: the ordering proof (``formal check TRACE PROOF``);
* ``<name>.formal.py``: the certified program, the permuted wrapper the proof's order gives;

and, written by ``FormalModule.save``, ``weights.pt``: the model's weights at that time (after
training, say), served instead of those the programs were certified with;

and ``manifest.yaml`` (:data:`FORMAT`), which names every file with its sha256, the torch
version, the fingerprint, the input signature each program was certified for, the compiled
kernels each program loads (by the sha256 of each library) and, where the artifact can be
served on its own (:mod:`formal.deploy.load`), the calling convention.

Every field of the manifest is **bound** when it is written (:func:`write_manifest`): its
``bound`` section holds the sha256 of all the others (canonical JSON) and a short digest per
field (four levels deep: ``serve.args[3].buffer``, ``programs[g0.infer].threads``, ...).
:func:`open_artifact` recomputes them, so a field edited afterwards (a serving role, a thread
count, a pin, a signature, a buffer's name) is refused by name, with or without a published
sha256. That catches edits, not forgers: whoever rewrites the manifest can rewrite ``bound``
too. The manifest's own sha256 (:func:`manifest_sha256`) is the artifact's identity: publish
it beside the artifact and pass it to ``formal.load(DIR, sha256=...)``; a manifest rewritten
whole is then refused too. Nothing here signs anything (docs/deploy.md).

This module is read by :func:`formal.load`: it imports torch, pyyaml and the standard
library only, never a solver.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Sequence

import torch

from formal.base.errors import FormalError
from formal.base.files import HashedFile, dump_yaml, parse_yaml, write_atomic
from formal.machine.fingerprint import pin_environment
from formal.program.trace import check_kernels
from formal.runtime.codec_cache import FOLDER as CODEC

FORMAT = "formal.artifact/1"
MANIFEST = "manifest.yaml"
WEIGHTS = "weights.pt"  # written by FormalModule.save: the weights as they were then
TRAIN_PROOF = "train-proof.yaml"  # a training budget's plan (formal.deploy.training), beside the traces it names
FILE_KEYS = ("wrapper", "inputs", "trace", "proof", "program")
COMPRESS_KEYS = ("problem", "proof")  # the compress lever's files: the plan's problem, the proof of its peak
BOUND = "bound"  # the manifest's section that binds every other field (module doc)
FIELD_DEPTH = 4  # how deep a field is named: serve.args[3].buffer


class SignatureMismatch(FormalError, TypeError):
    """A call whose inputs differ from the signature the program was certified for."""


def sha256_file(path: Path) -> str:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError as exc:
        raise FormalError(f"{path}: cannot read: {exc.strerror or exc}") from None


def manifest_sha256(folder: str | Path) -> str:
    """The sha256 of an artifact's manifest: the artifact's identity."""
    return sha256_file(Path(folder) / MANIFEST)


# --------------------------------------------------------------------------- signatures


def describe_input(value: Any) -> dict[str, Any]:
    """What a program is specialized to about one input: a tensor's dtype, shape, stride, device
    (and whether it requires grad); any other value itself (its ``repr``)."""
    if isinstance(value, torch.Tensor):
        return {
            "dtype": str(value.dtype).removeprefix("torch."),
            "shape": list(value.shape),
            "stride": list(value.stride()),
            "device": str(value.device),
            "requires_grad": bool(value.requires_grad),
        }
    return {"value": repr(value)}


def signature_of(inputs: Sequence[Any]) -> list[dict[str, Any]]:
    return [describe_input(v) for v in inputs]


def signature_difference(certified: list[dict[str, Any]], inputs: Sequence[Any]) -> str | None:
    """Why ``inputs`` do not match the certified signature (one phrase), or ``None``."""
    if len(inputs) != len(certified):
        return f"{len(inputs)} inputs given, the program was certified for {len(certified)}"
    for i, (want, value) in enumerate(zip(certified, inputs)):
        got = describe_input(value)
        if ("value" in want) != ("value" in got):
            kind = "a tensor" if "value" not in want else f"the value {want['value']}"
            return f"input {i}: {type(value).__name__} given, the program was certified for {kind}"
        for key in ("value", "dtype", "shape", "stride", "device", "requires_grad"):
            if key in want and got.get(key) != want[key]:
                return f"input {i}: {key} {_show(got.get(key))} differs from the certified {_show(want[key])}"
    return None


def _show(value: Any) -> str:
    return f"({', '.join(map(str, value))})" if isinstance(value, list) else str(value)


def require_signature(certified: list[dict[str, Any]], inputs: Sequence[Any], where: str) -> None:
    why = signature_difference(certified, inputs)
    if why is not None:
        raise SignatureMismatch(
            f"{where}: {why}; the certified program is specialized to one input signature "
            f"(compile again for this one: docs/deploy.md, 'Several signatures')"
        )


# --------------------------------------------------------------------------- the manifest


def savings(programs: list[dict[str, Any]], tile: dict[str, Any] | None = None) -> dict[str, Any]:
    """What an artifact's programs save, as the compiled and loaded modules report it:
    ``compiler_peak`` and ``certified_peak`` (the highest among the programs, each measured
    alone), ``saved_bytes`` (their difference) and ``optimal`` (every program's order proved
    optimal). With the tile lever (the manifest's ``tile``), the compiler's peak is that of the
    untiled model's program, measured when it was compiled, not the tiled program's own."""
    compiler = max(int(p["compiler_peak"]) for p in programs)
    if tile:
        compiler = int(tile["untiled_compiler_peak"])
    certified = max(int(p["certified_peak"]) for p in programs)
    return {
        "compiler_peak": compiler,
        "certified_peak": certified,
        "saved_bytes": compiler - certified,
        "optimal": all(p.get("optimal") is True for p in programs),
    }


def recompute_file(name: str) -> str:
    """The file of a program's recompute proof in the artifact."""
    return f"{name}.recompute-proof.yaml"


def compress_files(name: str) -> dict[str, str]:
    """The files of a program's compression plan in the artifact: its problem and the proof of its peak."""
    return {key: f"{name}.compress-{key}.yaml" for key in COMPRESS_KEYS}


def lever_files(program: dict[str, Any]) -> list[str]:
    """Every file of one program in the artifact: its :data:`FILE_KEYS` files and its levers' proofs."""
    names = [program["files"][key] for key in FILE_KEYS]
    if program.get("recompute"):
        names.append(program["recompute"]["proof"])
    if program.get("compress"):
        names += [program["compress"][key] for key in COMPRESS_KEYS]
        names += sorted((program["compress"].get("numba_cache") or {}).get("files", {}))  # the codec's kernels
    return names


def write_manifest(folder: Path, manifest: dict[str, Any]) -> None:
    """Write ``manifest.yaml`` with every program's files hashed as they are now, every field
    bound (:func:`binding`)."""
    for entry in manifest["programs"]:
        entry["sha256"] = {key: sha256_file(folder / entry["files"][key]) for key in FILE_KEYS}
        if entry.get("recompute"):  # the recompute lever's proof (formal.deploy.certified)
            entry["recompute"]["sha256"] = sha256_file(folder / entry["recompute"]["proof"])
        if entry.get("compress"):  # the compress lever's problem and proof (formal.deploy.certified)
            entry["compress"]["sha256"] = {k: sha256_file(folder / entry["compress"][k]) for k in COMPRESS_KEYS}
    # Bound as it will be read back: the YAML round trip is the form every reader hashes.
    body = parse_yaml(dump_yaml({k: v for k, v in manifest.items() if k != BOUND}), folder / MANIFEST)
    write_atomic(folder / MANIFEST, dump_yaml({**body, BOUND: binding(body)}))


def _canonical(value: Any, where: str) -> bytes:
    try:
        return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii")
    except (TypeError, ValueError) as exc:
        raise FormalError(f"{where}: not a formal manifest ({exc})") from None


def _fields(body: dict[str, Any], where: str) -> dict[str, tuple[str, Any]]:
    """Each field's path (``serve.args[3].buffer``) -> (short digest, value), :data:`FIELD_DEPTH` deep.
    A list's items are named by their ``name`` where every item has a distinct one; a list of
    scalars (a shape) is one field."""
    out: dict[str, tuple[str, Any]] = {}

    def walk(value: Any, path: str, depth: int) -> None:
        if depth < FIELD_DEPTH and isinstance(value, dict) and value:
            for key, item in value.items():
                walk(item, f"{path}.{key}" if path else str(key), depth + 1)
        elif depth < FIELD_DEPTH and isinstance(value, list) and value and path and not all(map(_scalar, value)):
            names = [item.get("name") if isinstance(item, dict) else None for item in value]
            named = all(isinstance(n, str) for n in names) and len(set(names)) == len(names)
            for i, item in enumerate(value):
                walk(item, f"{path}[{names[i] if named else i}]", depth + 1)
        else:
            out[path] = (hashlib.sha256(_canonical(value, where)).hexdigest()[:16], value)

    walk(body, "", 0)
    return out


def _scalar(value: Any) -> bool:
    return value is None or isinstance(value, (bool, int, float, str))


def binding(body: dict[str, Any], where: str = MANIFEST) -> dict[str, Any]:
    """The ``bound`` section for a manifest's other fields: ``{sha256, fields: {path: digest}}``."""
    return {
        "sha256": hashlib.sha256(_canonical(body, where)).hexdigest(),
        "fields": {path: digest for path, (digest, _v) in _fields(body, where).items()},
    }


def edited_fields(manifest: dict[str, Any], where: str) -> list[str]:
    """One phrase per field that differs from what the manifest was written with (empty: none)."""
    recorded = manifest.get(BOUND)
    if not (
        isinstance(recorded, dict)
        and isinstance(recorded.get("sha256"), str)
        and isinstance(recorded.get("fields"), dict)
    ):
        return [f"{BOUND}: missing (the manifest was written before artifacts were bound whole: compile it again)"]
    body = {k: v for k, v in manifest.items() if k != BOUND}
    now = _fields(body, where)
    if hashlib.sha256(_canonical(body, where)).hexdigest() == recorded["sha256"]:
        same = {path: digest for path, (digest, _v) in now.items()} == recorded["fields"]
        return [] if same else [f"{BOUND}.fields: edited (they differ from the fields they bind)"]
    found = []
    for path in sorted(set(now) | set(recorded["fields"]), key=str):
        if path not in now:
            found.append(f"{path}: removed after the artifact was written")
        elif path not in recorded["fields"]:
            found.append(f"{path}: {_value(now[path][1])} added after the artifact was written")
        elif now[path][0] != recorded["fields"][path]:
            found.append(f"{path}: {_value(now[path][1])} is not the value the artifact was written with")
    return found or [f"{BOUND}.sha256: edited (it differs from the fields it binds)"]


def _value(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


def require_bound(manifest: dict[str, Any], where: str) -> None:
    """Refuse a manifest with any field edited after it was written, naming the first."""
    found = edited_fields(manifest, where)
    if found:
        more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
        raise FormalError(
            f"{where}: {found[0]}{more}; refusing the artifact (every field of the manifest is bound when it is "
            f"written: docs/deploy.md, 'Every field bound')"
        )


class Artifact:
    """An artifact as read and checked by :func:`open_artifact`: its manifest and the bytes of
    every file it names, hashed once (callers use these bytes, never the files again)."""

    def __init__(
        self,
        folder: Path,
        manifest: dict[str, Any],
        files: dict[tuple[str, str], HashedFile],
        sha256: str,
        weights: HashedFile | None = None,
    ):
        self.folder, self.manifest, self.files, self.sha256 = folder, manifest, files, sha256
        self.weights = weights

    @property
    def programs(self) -> list[dict[str, Any]]:
        return self.manifest["programs"]

    def file(self, program: dict[str, Any], key: str) -> HashedFile:
        return self.files[(program["name"], key)]

    def codec_files(self, program: dict[str, Any]) -> dict[str, bytes]:
        """A compressing program's shipped codec kernels (:mod:`formal.runtime.codec_cache`): plain name -> bytes."""
        prefix = f"{CODEC}:"
        return {
            key[len(prefix) :]: hashed.data
            for (name, key), hashed in self.files.items()
            if name == program["name"] and key.startswith(prefix)
        }


def open_artifact(folder: str | Path, sha256: str | None = None, bound: bool = True) -> Artifact:
    """The artifact in ``folder``, checked for shape, identity (``sha256`` of the manifest, when
    given), every field as written (``bound``: :func:`require_bound`; ``formal verify-artifact``
    reports them instead), the kernels' records and the hash of every file it names; one-line
    :class:`FormalError` otherwise."""
    folder = Path(folder)
    path = folder / MANIFEST
    if not folder.is_dir():
        raise FormalError(
            f"{folder}: not a folder (expected a formal artifact written by formal.compile(..., out=DIR))"
        )
    if not path.is_file():
        raise FormalError(f"{folder}: no {MANIFEST}: not a formal artifact")
    raw = HashedFile.read(path)
    if sha256 is not None and hashlib.sha256(raw.data).hexdigest() != str(sha256).lower():
        raise FormalError(
            f"{path}: sha256 {hashlib.sha256(raw.data).hexdigest()[:16]}... is not the expected "
            f"{str(sha256)[:16]}...: refusing a manifest other than the one published"
        )
    manifest = parse_yaml(raw.text, path)
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        got = manifest.get("format") if isinstance(manifest, dict) else type(manifest).__name__
        raise FormalError(f"{path}: format {got!r}, expected {FORMAT!r}")
    if isinstance(manifest.get("fingerprint"), dict):
        pin_environment(manifest["fingerprint"], str(path))  # the pin, nothing else, ever reaches an env
    if bound:
        require_bound(manifest, str(path))
    programs = manifest.get("programs")
    if not isinstance(programs, list) or not programs:
        raise FormalError(f"{path}: programs: expected a non-empty list")
    files: dict[tuple[str, str], HashedFile] = {}
    for k, entry in enumerate(programs):
        where = f"{path}: programs[{k}]"
        if (
            not isinstance(entry, dict)
            or not isinstance(entry.get("name"), str)
            or not isinstance(entry.get("files"), dict)
            or not isinstance(entry.get("sha256"), dict)
        ):
            raise FormalError(f"{where}: expected a mapping with 'name', 'files' and 'sha256'")
        check_kernels(entry.get("kernels"), f"{where}.kernels")
        for key in FILE_KEYS:
            name = entry["files"].get(key)
            if not isinstance(name, str) or not name or "/" in name or "\\" in name or name.startswith("."):
                raise FormalError(f"{where}.files.{key}: expected a file name inside the artifact, got {name!r}")
            files[(entry["name"], key)] = _hashed(folder, name, entry["sha256"].get(key), key, f"{where}.files.{key}")
        if entry.get("recompute") is not None:
            recompute = entry["recompute"]
            name = recompute.get("proof") if isinstance(recompute, dict) else None
            if name != recompute_file(entry["name"]):
                raise FormalError(f"{where}.recompute.proof: expected {recompute_file(entry['name'])}, got {name!r}")
            files[(entry["name"], "recompute")] = _hashed(
                folder, name, recompute.get("sha256"), "recompute proof", f"{where}.recompute"
            )
        if entry.get("compress") is not None:
            files.update(_compress_files(folder, entry, where))
    weights = None
    if manifest.get("weights") is not None:
        entry = manifest["weights"]
        if not isinstance(entry, dict) or entry.get("file") != WEIGHTS:
            raise FormalError(f"{path}: weights: expected {{file: {WEIGHTS}, sha256: ...}}")
        weights = _hashed(folder, WEIGHTS, entry.get("sha256"), "weights", f"{path}: weights")
    if manifest.get("train_plan") is not None:
        entry = manifest["train_plan"]
        if not isinstance(entry, dict) or entry.get("proof") != TRAIN_PROOF:
            raise FormalError(f"{path}: train_plan: expected {{proof: {TRAIN_PROOF}, sha256: ...}}")
        _hashed(folder, TRAIN_PROOF, entry.get("sha256"), "train proof", f"{path}: train_plan")
    return Artifact(folder, manifest, files, hashlib.sha256(raw.data).hexdigest(), weights)


def _compress_files(folder: Path, entry: dict[str, Any], where: str) -> dict[tuple[str, str], HashedFile]:
    """A compressing program's plan files (``NAME.compress-problem.yaml``, ``NAME.compress-proof.yaml``), hashed."""
    record = entry["compress"]
    hashes = record.get("sha256") if isinstance(record, dict) else None
    if not isinstance(hashes, dict):
        raise FormalError(f"{where}.compress: expected the plan's files and their sha256")
    out = {}
    for key, expected in compress_files(entry["name"]).items():
        name = record.get(key)
        if name != expected:
            raise FormalError(f"{where}.compress.{key}: expected {expected}, got {name!r}")
        out[(entry["name"], f"compress-{key}")] = _hashed(
            folder, name, hashes.get(key), f"compression {key}", f"{where}.compress"
        )
    shipped = record.get("numba_cache")  # the codec's compiled kernels (formal.runtime.codec_cache)
    if shipped is not None:
        files = shipped.get("files") if isinstance(shipped, dict) else None
        if not isinstance(files, dict):
            raise FormalError(f"{where}.compress.numba_cache: expected {{numba, source_sha256, files}}")
        for name, want in files.items():
            rest = name[len(CODEC) + 1 :] if isinstance(name, str) and name.startswith(f"{CODEC}/") else ""
            if not rest or "/" in rest or "\\" in rest or rest.startswith("."):
                raise FormalError(f"{where}.compress.numba_cache: {name!r} is not a file of the artifact's {CODEC}/")
            out[(entry["name"], f"{CODEC}:{rest}")] = _hashed(folder, name, want, "codec kernel", f"{where}.compress")
    return out


def _hashed(folder: Path, name: str, want: Any, what: str, where: str) -> HashedFile:
    """The bytes of ``folder/name``, read once, refused unless a plain file with sha256 ``want``."""
    file = folder / name
    if file.is_symlink() or not file.is_file():
        raise FormalError(f"{where}: {name} is missing (or not a plain file)")
    hashed = HashedFile.read(file)
    got = hashlib.sha256(hashed.data).hexdigest()
    if got != want:
        raise FormalError(
            f"{file}: sha256 {got[:16]}... differs from the manifest's {str(want)[:16]}...: "
            f"the {what} file was modified; refusing the artifact"
        )
    return hashed
