"""``formal.load``: serve a certified artifact in a fresh process, no compiler, no solver.

``formal.load(DIR)`` checks, in this order, before anything runs:

1. the manifest (its sha256, when ``sha256=`` is given) and the sha256 of every file it
   names (:func:`formal.deploy.artifact.open_artifact`); a modified program, proof, trace,
   wrapper or inputs file is refused;
2. the torch version and this machine's fingerprint against the recorded one
   (:func:`formal.capture.fingerprint.require_same_machine`): other kernels, other bits;
3. that the artifact can be served on its own (an inference artifact of one program, with
   its serving convention; :mod:`formal.deploy.compile`);
4. ``self_test`` (default on): the certified program runs once on the arguments it was
   certified with; its outputs must equal the recorded digests bit for bit and its
   measured peak the certified peak to the byte.

It then returns a :class:`LoadedProgram`: calling it with inputs of the certified signature
runs the certified program (the bytes hashed in step 1, executed without the import
system) on the stored weights and those inputs; any other signature is refused.

Imports: torch, pyyaml, the standard library and formal's runtime modules (capture's
loader, executor and fingerprint); never a solver, never torch.compile.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import torch

from formal.capture.execute import output_digests, run_call
from formal.capture.fingerprint import require_same_machine
from formal.capture.loader import load_inputs, load_wrapper
from formal.deploy.artifact import open_artifact, require_signature
from formal.errors import FormalError


class LoadedProgram:
    """A served artifact: ``program(*inputs)`` runs the certified program (module doc)."""

    def __init__(self, folder: Path, manifest: dict[str, Any], entry: dict[str, Any], call: Any,
                 stored_args: list[Any], sha256: str):
        self.folder, self.manifest, self.entry, self.sha256 = folder, manifest, entry, sha256
        self._call = call
        serve = manifest["serve"]
        self._args = serve["args"]
        self._outputs = serve["outputs"]
        self._weights = {i: stored_args[i] for i, spec in enumerate(self._args) if "weight" in spec}
        by_input = {spec["input"]: stored_args[i] for i, spec in enumerate(self._args) if "input" in spec}
        #: The inputs the program was certified with (from the artifact): a call to try it on.
        self.example_inputs = tuple(by_input[j] for j in sorted(by_input))
        self._signature = manifest["signature"]

    @property
    def certified_peak(self) -> int:
        return int(self.entry["certified_peak"])

    def __call__(self, *inputs: Any) -> Any:
        require_signature(self._signature, inputs, f"formal.load({self.folder})")
        args = [inputs[spec["input"]] if "input" in spec else self._weights[i] for i, spec in enumerate(self._args)]
        with torch.no_grad():
            produced = self._call(args)
        return _decode(self._outputs, produced)

    def __repr__(self) -> str:
        return (f"LoadedProgram({str(self.folder)!r}, model={self.manifest.get('model')!r}, "
                f"certified_peak={self.certified_peak})")


def _decode(spec: dict[str, Any], produced: Any) -> Any:
    if "output" in spec:
        return produced[spec["output"]]
    if "tuple" in spec:
        return tuple(_decode(s, produced) for s in spec["tuple"])
    if "list" in spec:
        return [_decode(s, produced) for s in spec["list"]]
    return {key: _decode(s, produced) for key, s in spec["dict"]}


def _check_convention(where: str, serve: Any, signature: Any, n_args: int) -> None:
    """Refuse a serving convention that does not fit the stored arguments and signature."""
    if not (isinstance(serve, dict) and isinstance(serve.get("args"), list) and isinstance(signature, list)
            and len(serve["args"]) == n_args):
        raise FormalError(f"{where}: serve: malformed (expected one entry per stored argument)")
    for spec in serve["args"]:
        ok = isinstance(spec, dict) and len(spec) == 1 and (
            (isinstance(spec.get("input"), int) and 0 <= spec["input"] < len(signature))
            or "weight" in spec)
        if not ok:
            raise FormalError(f"{where}: serve.args: malformed entry {spec!r}")

    def outputs_ok(spec: Any) -> bool:
        if not isinstance(spec, dict) or len(spec) != 1:
            return False
        (kind, value), = spec.items()
        if kind == "output":
            return isinstance(value, int) and value >= 0
        if kind in ("tuple", "list"):
            return isinstance(value, list) and all(outputs_ok(v) for v in value)
        return kind == "dict" and isinstance(value, list) and all(
            isinstance(kv, list) and len(kv) == 2 and isinstance(kv[0], str) and outputs_ok(kv[1]) for kv in value)

    if not outputs_ok(serve.get("outputs")):
        raise FormalError(f"{where}: serve.outputs: malformed")


def load(folder: str | Path, *, sha256: str | None = None, self_test: bool = True) -> LoadedProgram:
    """Check and serve the artifact in ``folder`` (module doc); one-line FormalError on any mismatch."""
    artifact = open_artifact(folder, sha256)
    manifest, where = artifact.manifest, str(artifact.folder)
    if manifest.get("torch") != torch.__version__:
        raise FormalError(f"{where}: certified with torch {manifest.get('torch')}, this is torch "
                          f"{torch.__version__}; refusing (compile it again with this torch)")
    require_same_machine(manifest.get("fingerprint"), where)
    serve = manifest.get("serve")
    if not serve:
        reason = manifest.get("serve_refused") or "it records no serving convention"
        raise FormalError(f"{where}: cannot be served by formal.load: {reason}")
    entry = next((p for p in artifact.programs if p.get("name") == serve.get("program")), None)
    if entry is None:
        raise FormalError(f"{where}: serve.program {serve.get('program')!r} is not one of the artifact's programs")
    program, inputs = artifact.file(entry, "program"), artifact.file(entry, "inputs")
    data = load_inputs(inputs)
    stored_args = data["args"]
    _check_convention(where, serve, manifest.get("signature"), len(stored_args))
    namespace = load_wrapper(program, data["constants"])
    if self_test:
        run = run_call(namespace, inputs, [False] * len(stored_args))
        if output_digests(run.outputs) != entry.get("output_digests"):
            raise FormalError(f"{where}: self-test: the certified program's outputs on its stored arguments differ "
                              f"from the recorded digests on this machine; refusing")
        if run.measured_peak != entry.get("certified_peak"):
            raise FormalError(f"{where}: self-test: measured peak {run.measured_peak} B != certified "
                              f"{entry.get('certified_peak')} B; refusing")
    return LoadedProgram(artifact.folder, manifest, entry, namespace["call"], stored_args, artifact.sha256)
