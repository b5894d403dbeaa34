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
import re
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
    """The sha256 of a regular file (a pipe or a device named in its place is refused, never waited on)."""
    return hashlib.sha256(HashedFile.read(path).data).hexdigest()


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


# --------------------------------------------------------------------------- the manifest's fields

PLAIN_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}")
"""A program's name or a file's as the writer gives them (``g0.infer``, ``g0.infer.trace.yaml``): no path
separator, not absolute, not ``.`` or ``..``, no other character; so it names a file inside the artifact."""
MAX_THREADS = 4096  # the largest thread count a program may record (torch.set_num_threads runs it so)
MAX_BYTES = 2**63 - 1  # the largest size a manifest may record (a byte count of a 64-bit address space)
PROGRAM_SIZES = ("certified_peak", "compiler_peak", "order_peak", "lower_bound", "measured_peak")
TRAIN_SIZES = ("budget", "step_peak", "default_step_peak", "extra_flops")
TILE_SIZES = ("untiled_compiler_peak", "untiled_certified_peak")
CODECS = ("numba", "numpy")  # the IBP codec's implementations (formal.deploy.load.require_codec)
TENSOR_KEYS = ("dtype", "shape", "stride", "device", "requires_grad")  # a tensor input's description


def _refuse(where: str, field: str, expected: str, got: Any) -> FormalError:
    return FormalError(f"{where}: {field}: expected {expected}, got {_value(got)}; refusing the artifact")


def _size(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_BYTES


def _positive(value: Any, most: int = MAX_BYTES) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= most


def plain_name(name: Any, where: str, field: str, what: str = "a file name inside the artifact") -> str:
    """``name`` if it is a :data:`PLAIN_NAME`, else a one-line :class:`FormalError` (nothing is opened)."""
    if not isinstance(name, str) or PLAIN_NAME.fullmatch(name) is None:
        raise _refuse(where, field, f"{what} (letters, digits, '_', '.', '-'; no path, not '.' or '..')", name)
    return name


def check_manifest(manifest: dict[str, Any], where: str) -> None:
    """Every field of the manifest that :func:`formal.load` or ``formal verify-artifact`` reads, checked for
    its shape: program and file names (:func:`plain_name`), thread counts, sizes, versions, the kernels'
    records, the levers' records, the signatures and serving conventions. Both call it (through
    :func:`open_artifact`) before any file the manifest names is touched, so both refuse the same
    manifests with the same line, naming the first bad field."""
    torch_version = manifest.get("torch")
    if not (isinstance(torch_version, str) and torch_version):
        raise _refuse(where, "torch", "the torch version it was certified with", torch_version)
    if not isinstance(manifest.get("fingerprint"), dict):
        raise _refuse(where, "fingerprint", "the machine's fingerprint (a mapping)", manifest.get("fingerprint"))
    programs = manifest.get("programs")
    if not isinstance(programs, list) or not programs:
        raise _refuse(where, "programs", "a non-empty list", programs)
    names: set[str] = set()
    for k, entry in enumerate(programs):
        name = _check_program(entry, where, f"programs[{k}]")
        if name in names:
            raise FormalError(f"{where}: programs[{k}].name: {name!r} names two programs; refusing the artifact")
        names.add(name)
    signature = manifest.get("signature")
    _check_signature(signature, where, "signature")
    input_names = manifest.get("input_names")
    if input_names is not None and not (
        isinstance(input_names, list)
        and all(isinstance(n, str) and n for n in input_names)
        and len(set(input_names)) == len(input_names)
    ):
        raise _refuse(where, "input_names", "the model's input names (distinct strings)", input_names)
    _check_convention(manifest.get("serve"), signature, names, where, "serve")
    refused = manifest.get("serve_refused")  # why it cannot be served on its own: part of a one-line message
    if refused is not None and not (isinstance(refused, str) and "\n" not in refused and "\r" not in refused):
        raise _refuse(where, "serve_refused", "one line saying why it cannot be served", refused)
    variants = manifest.get("variants")
    if variants is not None and not isinstance(variants, list):
        raise _refuse(where, "variants", "a list of the signatures certified later", variants)
    for k, variant in enumerate(variants or []):
        if not isinstance(variant, dict):
            raise _refuse(where, f"variants[{k}]", "a mapping with 'signature' and 'serve'", variant)
        _check_signature(variant.get("signature"), where, f"variants[{k}].signature")
        _check_convention(variant.get("serve"), variant.get("signature"), names, where, f"variants[{k}].serve")
    weights = manifest.get("weights")
    if weights is not None and not (isinstance(weights, dict) and weights.get("file") == WEIGHTS):
        raise _refuse(where, "weights", f"{{file: {WEIGHTS}, sha256: ...}}", weights)
    plan = manifest.get("train_plan")
    if plan is not None:
        if not (isinstance(plan, dict) and plan.get("proof") == TRAIN_PROOF):
            raise _refuse(where, "train_plan", f"{{proof: {TRAIN_PROOF}, sha256: ...}}", plan)
        for key in TRAIN_SIZES:
            if not _size(plan.get(key)):
                raise _refuse(where, f"train_plan.{key}", "a number of bytes (or FLOPs)", plan.get(key))
    tile = manifest.get("tile")
    if tile is not None:
        if not isinstance(tile, dict):
            raise _refuse(where, "tile", "the tile lever's record (a mapping)", tile)
        for key in TILE_SIZES:
            if not _size(tile.get(key)):
                raise _refuse(where, f"tile.{key}", "a number of bytes", tile.get(key))


def _check_program(entry: Any, where: str, field: str) -> str:
    """One program's record (:func:`check_manifest`); its name."""
    if not (isinstance(entry, dict) and isinstance(entry.get("files"), dict) and isinstance(entry.get("sha256"), dict)):
        raise FormalError(
            f"{where}: {field}: expected a mapping with 'name', 'files' and 'sha256'; refusing the artifact"
        )
    name = plain_name(entry.get("name"), where, f"{field}.name", "a program's name")
    check_kernels(entry.get("kernels"), f"{where}: {field}.kernels")
    for key in FILE_KEYS:
        plain_name(entry["files"].get(key), where, f"{field}.files.{key}")
    threads = entry.get("threads")
    if not _positive(threads, MAX_THREADS):
        raise _refuse(
            where, f"{field}.threads", f"the thread count it was generated under (1 to {MAX_THREADS})", threads
        )
    for key in PROGRAM_SIZES:
        if not _size(entry.get(key)):
            raise _refuse(where, f"{field}.{key}", "a number of bytes", entry.get(key))
    checks = (
        ("optimal", "true or false", lambda v: isinstance(v, bool)),
        ("owned", "a list of booleans", lambda v: isinstance(v, list) and all(isinstance(o, bool) for o in v)),
        ("output_digests", "a list of output digests", lambda v: isinstance(v, list) and all(map(_is_dict, v))),
        (
            "extern_kernels",
            "a mapping of kernel names to torch functions",
            lambda v: v is None or (isinstance(v, dict) and all(isinstance(x, str) for x in (*v, *v.values()))),
        ),
        ("arena", "the arena's record with a positive alignment", lambda v: v is None or _arena_ok(v)),
    )
    for key, expected, ok in checks:
        if not ok(entry.get(key)):
            raise _refuse(where, f"{field}.{key}", expected, entry.get(key))
    if entry.get("recompute") is not None:
        _check_recompute(entry["recompute"], name, where, f"{field}.recompute")
    if entry.get("compress") is not None:
        _check_compress(entry["compress"], name, where, f"{field}.compress")
    return name


def _is_dict(value: Any) -> bool:
    return isinstance(value, dict)


def _arena_ok(record: Any) -> bool:
    return isinstance(record, dict) and _positive(record.get("alignment"), 1 << 20)


def _check_recompute(record: Any, name: str, where: str, field: str) -> None:
    proof = record.get("proof") if isinstance(record, dict) else None
    if proof != recompute_file(name):
        raise _refuse(where, f"{field}.proof", recompute_file(name), proof)
    if not _positive(record.get("k"), MAX_THREADS):
        raise _refuse(where, f"{field}.k", "the recomputations allowed per unit (a positive integer)", record.get("k"))
    if not _size(record.get("peak")):
        raise _refuse(where, f"{field}.peak", "a number of bytes", record.get("peak"))


def _check_compress(record: Any, name: str, where: str, field: str) -> None:
    if not (isinstance(record, dict) and isinstance(record.get("sha256"), dict)):
        raise _refuse(where, field, "the plan's files and their sha256", record)
    for key, expected in compress_files(name).items():
        if record.get(key) != expected:
            raise _refuse(where, f"{field}.{key}", expected, record.get(key))
    if record.get("codec") not in CODECS:
        raise _refuse(where, f"{field}.codec", f"one of {', '.join(CODECS)}", record.get("codec"))
    if not _size(record.get("peak")):
        raise _refuse(where, f"{field}.peak", "a number of bytes", record.get("peak"))
    shipped = record.get("numba_cache")  # the codec's compiled kernels (formal.runtime.codec_cache)
    if shipped is None:
        return
    files = shipped.get("files") if isinstance(shipped, dict) else None
    if not isinstance(files, dict):
        raise _refuse(where, f"{field}.numba_cache", "{numba, source_sha256, files}", shipped)
    for file in files:
        if not (isinstance(file, str) and file.startswith(f"{CODEC}/")):
            raise _refuse(where, f"{field}.numba_cache.files", f"a file of the artifact's {CODEC}/", file)
        plain_name(file[len(CODEC) + 1 :], where, f"{field}.numba_cache.files")


def _check_signature(signature: Any, where: str, field: str) -> None:
    """A certified input signature (:func:`signature_of`): per input, a tensor's dtype, shape, stride,
    device (and whether it requires grad), or another value's ``repr``."""
    if signature is None:
        return
    if not isinstance(signature, list):
        raise _refuse(where, field, "a list of the inputs' descriptions", signature)
    for i, item in enumerate(signature):
        ok = isinstance(item, dict) and (
            (set(item) == {"value"} and isinstance(item["value"], str))
            or (
                {"dtype", "shape", "stride", "device"} <= set(item) <= {*TENSOR_KEYS}
                and isinstance(item["dtype"], str)
                and isinstance(item["device"], str)
                and all(_dims(item[k]) for k in ("shape", "stride"))
                and isinstance(item.get("requires_grad", False), bool)
            )
        )
        if not ok:
            raise _refuse(where, f"{field}[{i}]", "a tensor's dtype, shape, stride and device, or a value", item)


def _dims(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(d, int) and not isinstance(d, bool) for d in value)


def _check_convention(serve: Any, signature: Any, programs: set[str], where: str, field: str) -> None:
    """A serving convention's shape: the programs it names are the artifact's, one role per argument
    (an input of the signature, a parameter, a buffer, a stored value; no name twice), the outputs'
    structure and, for a train-mode artifact, the backward's outputs and tangents. Whether it fits the
    stored arguments is checked where they are read (formal.load, verify-artifact)."""
    if not serve:
        return  # not servable on its own (serve_refused says why)
    if not isinstance(serve, dict):
        raise _refuse(where, field, "a serving convention (a mapping)", serve)
    for key in ("program", *(["backward"] if "backward" in serve else [])):
        if serve.get(key) not in programs:
            raise _refuse(
                where,
                f"{field}.{key}",
                f"one of the artifact's programs ({', '.join(sorted(programs))})",
                serve.get(key),
            )
    roles = serve.get("args")
    if not (isinstance(roles, list) and isinstance(signature, list)):
        raise _refuse(where, f"{field}.args", "one role per stored argument, with the signature they serve", roles)
    for i, role in enumerate(roles):
        ok = (
            isinstance(role, dict)
            and len(role) == 1
            and (
                (
                    isinstance(role.get("input"), int)
                    and not isinstance(role["input"], bool)
                    and 0 <= role["input"] < len(signature)
                )
                or isinstance(role.get("param"), str)
                or isinstance(role.get("buffer"), str)
                or "stored" in role
            )
        )
        if not ok:
            raise _refuse(where, f"{field}.args[{i}]", "an input of the signature, a param, a buffer or stored", role)
    named = [role.get("param") or role.get("buffer") for role in roles]
    named = [name for name in named if name is not None]
    twice = next((name for name in named if named.count(name) > 1), None)
    if twice is not None:
        raise FormalError(f"{where}: {field}.args: {twice[:60]!r} names two arguments; refusing the artifact")
    if not _outputs_ok(serve.get("outputs")):
        raise _refuse(where, f"{field}.outputs", "the outputs' structure", serve.get("outputs"))
    if "backward" in serve:
        tangents = serve.get("tangents")
        ok = (
            _size(serve.get("num_outputs"))
            and isinstance(tangents, list)
            and all(
                isinstance(t, dict)
                and _size(t.get("output"))
                and _dims(t.get("shape"))
                and _dims(t.get("stride"))
                and isinstance(getattr(torch, str(t.get("dtype")), None), torch.dtype)
                for t in tangents
            )
        )
        if not ok:
            raise _refuse(where, f"{field}.num_outputs/tangents", "the backward's outputs and tangents", tangents)


def _outputs_ok(spec: Any) -> bool:
    if not isinstance(spec, dict) or len(spec) != 1:
        return False
    ((kind, value),) = spec.items()
    if kind == "output":
        return isinstance(value, int) and not isinstance(value, bool) and value >= 0
    if kind in ("tuple", "list"):
        return isinstance(value, list) and all(_outputs_ok(v) for v in value)
    return (
        kind == "dict"
        and isinstance(value, list)
        and all(isinstance(kv, list) and len(kv) == 2 and isinstance(kv[0], str) and _outputs_ok(kv[1]) for kv in value)
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
    """The artifact in ``folder``, checked for identity (``sha256`` of the manifest, when given),
    every field as written (``bound``: :func:`require_bound`; ``formal verify-artifact`` reports them
    instead), every field's shape (:func:`check_manifest`, before any file it names is touched: a
    manifest edited into a bad shape is refused naming the edited field, by both readers) and the
    hash of every file it names; one-line :class:`FormalError` otherwise."""
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
    try:  # every field formal.load or verify-artifact reads, before any file the manifest names is touched
        check_manifest(manifest, str(path))
    except FormalError:
        require_bound(manifest, str(path))  # a field edited after writing is named as such, by both readers
        raise
    files: dict[tuple[str, str], HashedFile] = {}
    for k, entry in enumerate(manifest["programs"]):
        where = f"{path}: programs[{k}]"
        for key in FILE_KEYS:
            name = entry["files"][key]
            files[(entry["name"], key)] = _hashed(folder, name, entry["sha256"].get(key), key, f"{where}.files.{key}")
        if entry.get("recompute") is not None:
            recompute = entry["recompute"]
            files[(entry["name"], "recompute")] = _hashed(
                folder, recompute["proof"], recompute.get("sha256"), "recompute proof", f"{where}.recompute"
            )
        if entry.get("compress") is not None:
            files.update(_compress_files(folder, entry, where))
    weights = None
    if manifest.get("weights") is not None:
        weights = _hashed(folder, WEIGHTS, manifest["weights"].get("sha256"), "weights", f"{path}: weights")
    if manifest.get("train_plan") is not None:
        _hashed(folder, TRAIN_PROOF, manifest["train_plan"].get("sha256"), "train proof", f"{path}: train_plan")
    return Artifact(folder, manifest, files, hashlib.sha256(raw.data).hexdigest(), weights)


def _compress_files(folder: Path, entry: dict[str, Any], where: str) -> dict[tuple[str, str], HashedFile]:
    """A compressing program's plan files (``NAME.compress-problem.yaml``, ``NAME.compress-proof.yaml``) and
    its codec's shipped kernels, hashed (their names checked by :func:`check_manifest`)."""
    record = entry["compress"]
    out = {}
    for key in COMPRESS_KEYS:
        out[(entry["name"], f"compress-{key}")] = _hashed(
            folder, record[key], record["sha256"].get(key), f"compression {key}", f"{where}.compress"
        )
    for name, want in ((record.get("numba_cache") or {}).get("files") or {}).items():
        rest = name[len(CODEC) + 1 :]
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
