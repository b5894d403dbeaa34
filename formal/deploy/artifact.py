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
version, the fingerprint, the input signature each program was certified for and, where
the artifact can be served on its own (:mod:`formal.deploy.load`), the calling convention.
The manifest's own sha256 (:func:`manifest_sha256`) is the artifact's identity: publish it
beside the artifact and pass it to ``formal.load(DIR, sha256=...)``; a manifest edited to
match edited files is then refused too. Nothing here signs anything (docs/deploy.md).

This module is read by :func:`formal.load`: it imports torch, pyyaml and the standard
library only, never a solver.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any, Sequence

import torch

from formal.base.errors import FormalError
from formal.base.files import HashedFile, parse_yaml, write_yaml
from formal.machine.fingerprint import pin_environment

FORMAT = "formal.artifact/1"
MANIFEST = "manifest.yaml"
WEIGHTS = "weights.pt"  # written by FormalModule.save: the weights as they were then
FILE_KEYS = ("wrapper", "inputs", "trace", "proof", "program")


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


def write_manifest(folder: Path, manifest: dict[str, Any]) -> None:
    """Write ``manifest.yaml`` with every program's files hashed as they are now."""
    for entry in manifest["programs"]:
        entry["sha256"] = {key: sha256_file(folder / entry["files"][key]) for key in FILE_KEYS}
    write_yaml(folder / MANIFEST, manifest)


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


def open_artifact(folder: str | Path, sha256: str | None = None) -> Artifact:
    """The artifact in ``folder``, checked for shape, identity (``sha256`` of the manifest, when
    given) and the hash of every file it names; one-line :class:`FormalError` otherwise."""
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
        for key in FILE_KEYS:
            name = entry["files"].get(key)
            if not isinstance(name, str) or not name or "/" in name or "\\" in name or name.startswith("."):
                raise FormalError(f"{where}.files.{key}: expected a file name inside the artifact, got {name!r}")
            files[(entry["name"], key)] = _hashed(folder, name, entry["sha256"].get(key), key, f"{where}.files.{key}")
    weights = None
    if manifest.get("weights") is not None:
        entry = manifest["weights"]
        if not isinstance(entry, dict) or entry.get("file") != WEIGHTS:
            raise FormalError(f"{path}: weights: expected {{file: {WEIGHTS}, sha256: ...}}")
        weights = _hashed(folder, WEIGHTS, entry.get("sha256"), "weights", f"{path}: weights")
    return Artifact(folder, manifest, files, hashlib.sha256(raw.data).hexdigest(), weights)


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
