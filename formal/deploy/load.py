"""``formal.load``: serve a certified artifact in a fresh process, no compiler, no solver.

``formal.load(DIR)`` checks, in this order, before anything runs:

1. the manifest (its sha256, when ``sha256=`` is given; every field as it was written, by
   the digests of its ``bound`` section, and for its shape, as ``formal verify-artifact`` checks
   it: :func:`formal.deploy.artifact.check_manifest`) and the sha256 of every file it names
   (:func:`formal.deploy.artifact.open_artifact`); a modified program, proof, trace,
   wrapper, inputs or weights file, or an edited manifest field, is refused;
2. the torch version and this machine's fingerprint against the recorded one
   (:func:`formal.machine.fingerprint.require_same_machine`): other kernels, other bits;
3. that the artifact can be served on its own (one graph, with its serving convention:
   :func:`formal.deploy.compile.serving_convention`);
4. ``self_test`` (default on): each certified program runs once on the arguments it was
   certified with; its outputs must equal the recorded digests bit for bit and its
   measured peak the certified peak to the byte.

Each program loads exactly the compiled kernels the manifest records, by the sha256 of each
library: shipped in the artifact's ``kernels/`` folder and loaded with no C++ compiler and
without importing Inductor (:mod:`formal.runtime.prebuilt`), or, for an artifact written
before libraries were shipped, compiled in a private folder or taken from the store by
content (:mod:`formal.machine.kernel_cache`). A library with other bytes is refused before
it is loaded.

An inference artifact gives a :class:`LoadedProgram`: calling it with inputs of a
certified signature runs that signature's certified program (the bytes hashed in step 1,
executed without the import system) on the stored weights and those inputs: the example
inputs' signature, and each one ``formal.compile``'s module certified later in the
compiling process (the manifest's ``variants``; every program loaded and self-tested). A train-mode artifact
gives a :class:`LoadedTrainable`, a module with the model's parameters whose forward and
backward are the certified programs. Any other signature is refused.

Imports: torch, pyyaml, the standard library and formal's runtime modules (the loaders,
executor and fingerprint); never a solver, never torch.compile, and Inductor only for an
artifact without shipped libraries. A compressing program (the compress lever) imports the
IBP codec it calls, ``formal.compress.runtime``, when it is loaded; it is served only with
the codec implementation it was certified with (:func:`require_codec`).
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
from pathlib import Path
from typing import Any, Iterator

import torch

from formal.base.errors import FormalError
from formal.deploy.artifact import SignatureMismatch, open_artifact, require_signature, savings, signature_difference
from formal.machine.fingerprint import FingerprintMismatch, current_fingerprint, require_same_machine, summary
from formal.runtime.codec_cache import install as install_codec_cache
from formal.runtime.execute import output_digests, run_call
from formal.runtime.loader import load_inputs, load_wrapper
from formal.runtime.prebuilt import load_prebuilt, verified_copies


class _Served:
    """One certified inference program as served: its signature, calling convention, stored values."""

    def __init__(
        self,
        signature: list[dict[str, Any]],
        serve: dict[str, Any],
        entry: dict[str, Any],
        call: Any,
        values: list[Any],
    ):
        self.signature, self.call = signature, call
        self.roles, self.outputs = serve["args"], serve["outputs"]
        self.values = {i: v for i, (role, v) in enumerate(zip(self.roles, values)) if "input" not in role}
        self.threads = int(entry["threads"])

    def __call__(self, inputs: tuple) -> Any:
        args = [inputs[role["input"]] if "input" in role else self.values[i] for i, role in enumerate(self.roles)]
        with torch.no_grad(), threads(self.threads):
            produced = self.call(args)
        return _decode(self.outputs, produced)


class LoadedProgram:
    """A served inference artifact: ``program(*inputs)`` runs the certified program of the inputs'
    signature (module doc): the example inputs', or one certified later in the compiling process
    (the manifest's ``variants``)."""

    def __init__(
        self, folder: Path, manifest: dict[str, Any], entry: dict[str, Any], call: Any, values: list[Any], sha256: str
    ):
        self.folder, self.manifest, self.entry, self.sha256 = folder, manifest, entry, sha256
        self._served = [_Served(manifest["signature"], manifest["serve"], entry, call, values)]
        self.threads = int(entry["threads"])
        #: The inputs the program was certified with (from the artifact): a call to try it on.
        self.example_inputs = example_inputs(manifest["serve"]["args"], values)

    def _add(self, served: _Served) -> None:
        """Serve one more signature (a ``variants`` entry of the manifest)."""
        self._served.append(served)

    @property
    def signatures(self) -> list[list[dict[str, Any]]]:
        """The input signatures served, the example inputs' first."""
        return [served.signature for served in self._served]

    def _savings(self) -> dict[str, Any]:
        return savings(self.manifest["programs"], self.manifest.get("tile"))

    certified_peak = property(lambda self: int(self._savings()["certified_peak"]))
    compiler_peak = property(lambda self: int(self._savings()["compiler_peak"]))
    saved_bytes = property(lambda self: int(self._savings()["saved_bytes"]))
    optimal = property(lambda self: bool(self._savings()["optimal"]))

    def __call__(self, *inputs: Any, **keywords: Any) -> Any:
        where = f"formal.load({self.folder})"
        inputs = by_position(self.manifest, inputs, keywords, where)
        served = next((s for s in self._served if signature_difference(s.signature, inputs) is None), None)
        if served is None and len(self._served) > 1:
            raise SignatureMismatch(
                f"{where}: the inputs match none of the {len(self._served)} certified signatures (against the "
                f"first: {signature_difference(self._served[0].signature, inputs)}); compile again for this one: "
                "docs/deploy.md, 'Several signatures'"
            )
        if served is None:
            require_signature(self._served[0].signature, inputs, where)
        return served(inputs)

    def __repr__(self) -> str:
        return (
            f"LoadedProgram({str(self.folder)!r}, model={self.manifest.get('model')!r}, "
            f"certified_peak={self.certified_peak})"
        )


class _Step(torch.autograd.Function):
    """The certified forward program, and the certified backward program as its derivative,
    called as AOTAutograd called them (:func:`formal.deploy.compile.training_convention`)."""

    @staticmethod
    def forward(ctx: Any, model: "LoadedTrainable", *args: Any) -> Any:  # type: ignore[override]
        with threads(model.threads):
            produced = model._forward_program(list(args))
        n = model._num_outputs
        ctx.model = model
        ctx.save_for_backward(*produced[n:])
        outputs = tuple(produced[:n])
        differentiable = {t["output"] for t in model._tangents}
        ctx.mark_non_differentiable(*[o for k, o in enumerate(outputs) if k not in differentiable])
        return outputs

    @staticmethod
    def backward(ctx: Any, *grads: Any) -> Any:  # type: ignore[override]
        model = ctx.model
        tangents = []
        for spec in model._tangents:
            tangent = torch.empty_strided(spec["shape"], spec["stride"], dtype=getattr(torch, spec["dtype"]))
            grad = grads[spec["output"]]
            tangent.copy_(grad) if grad is not None else tangent.zero_()
            tangents.append(tangent)
        with threads(model.threads):
            return (None, *model._backward_program([*ctx.saved_tensors, *tangents]))


class LoadedTrainable(torch.nn.Module):
    """A served train-mode artifact: a module with the model's parameters (same names) whose
    forward runs the certified forward program and whose backward the certified backward
    program, so an optimizer loop trains it as it trained under ``formal.compile``."""

    def __init__(
        self,
        folder: Path,
        manifest: dict[str, Any],
        forward: dict[str, Any],
        calls: tuple[Any, Any],
        values: list[Any],
        sha256: str,
    ):
        super().__init__()
        self.folder, self.manifest, self.entry, self.sha256 = folder, manifest, forward, sha256
        serve = manifest["serve"]
        self._roles, self._outputs, self._signature = serve["args"], serve["outputs"], manifest["signature"]
        self._num_outputs, self._tangents = int(serve["num_outputs"]), serve["tangents"]
        self._forward_program, self._backward_program = calls
        self.threads = int(forward["threads"])
        self._stored: dict[int, Any] = {}
        for i, (role, value) in enumerate(zip(self._roles, values)):
            if "param" in role or "buffer" in role:
                _place(self, role.get("param") or role["buffer"], value, "param" in role, str(folder))
            elif "stored" in role:
                self._stored[i] = value
        self.example_inputs = example_inputs(self._roles, values)

    _savings = LoadedProgram._savings
    certified_peak = LoadedProgram.certified_peak
    compiler_peak = LoadedProgram.compiler_peak
    saved_bytes = LoadedProgram.saved_bytes
    optimal = LoadedProgram.optimal
    # A training budget's figures (formal.compile(..., memory_budget=...)); None without one.
    default_step_peak = property(lambda self: _train_plan(self.manifest, "default_step_peak"))
    step_peak = property(lambda self: _train_plan(self.manifest, "step_peak"))
    budget = property(lambda self: _train_plan(self.manifest, "budget"))
    extra_flops = property(lambda self: _train_plan(self.manifest, "extra_flops"))

    def _argument(self, i: int, role: dict[str, Any], inputs: tuple) -> Any:
        if "input" in role:
            return inputs[role["input"]]
        if "stored" in role:
            return self._stored[i]
        return self.get_parameter(role["param"]) if "param" in role else self.get_buffer(role["buffer"])

    def forward(self, *inputs: Any, **keywords: Any) -> Any:
        inputs = by_position(self.manifest, inputs, keywords, f"formal.load({self.folder})")
        require_signature(self._signature, inputs, f"formal.load({self.folder})")
        args = [self._argument(i, role, inputs) for i, role in enumerate(self._roles)]
        if torch.is_grad_enabled():
            produced = _Step.apply(self, *args)
        else:
            with threads(self.threads):
                produced = self._forward_program(list(args))[: self._num_outputs]
        return _decode(self._outputs, produced)


def _train_plan(manifest: dict[str, Any], key: str) -> int | None:
    record = manifest.get("train_plan")
    return int(record[key]) if isinstance(record, dict) else None


@contextlib.contextmanager
def threads(count: int) -> Iterator[None]:
    """Run with the thread count the program was generated under (its kernels were written for
    it; ATen's follow the current count), so a served call computes the bits it did there."""
    before = torch.get_num_threads()
    if before != count:
        torch.set_num_threads(count)
    try:
        yield
    finally:
        if before != count:
            torch.set_num_threads(before)


def _place(root: torch.nn.Module, name: str, value: torch.Tensor, parameter: bool, where: str) -> None:
    """Register ``value`` under its dotted name, making empty submodules on the way, so that
    ``named_parameters()`` gives the original model's names."""
    *path, leaf = name.split(".")
    module = root
    for part in path:
        child = module._modules.get(part)
        if child is None:
            child = torch.nn.Module()
            module.add_module(part, child)
        module = child
    try:
        if parameter:
            module.register_parameter(leaf, torch.nn.Parameter(value))
        else:
            module.register_buffer(leaf, value)
    except (KeyError, AttributeError, TypeError) as exc:
        raise FormalError(f"{where}: serve.args: cannot register {name!r}: {exc}") from None


def by_position(manifest: dict[str, Any], inputs: tuple, keywords: dict[str, Any], where: str) -> tuple:
    """``inputs`` with ``keywords`` placed by the model's parameter names the manifest records
    (``input_names``, from the compiled model's forward), as ``formal.compile``'s module takes them."""
    if not keywords:
        return inputs
    names = manifest.get("input_names")
    if not isinstance(names, list):
        raise FormalError(f"{where}: this artifact records no input names; pass the inputs by position")
    unknown = [k for k in keywords if k not in names]
    twice = [k for k in keywords if k in names[: len(inputs)]]
    if unknown or twice:
        raise FormalError(
            f"{where}: input {(unknown or twice)[0]!r} is {'not one of' if unknown else 'given twice; inputs are'} "
            f"{', '.join(names)}"
        )
    missing = [n for n in names[len(inputs) :] if n not in keywords]
    if missing:
        raise FormalError(f"{where}: input {missing[0]!r} is missing (inputs: {', '.join(names)})")
    return (*inputs, *(keywords[n] for n in names[len(inputs) :]))


def example_inputs(roles: list[dict[str, Any]], values: list[Any]) -> tuple:
    by_input = {role["input"]: values[i] for i, role in enumerate(roles) if "input" in role}
    return tuple(by_input[j] for j in sorted(by_input))


def _decode(spec: dict[str, Any], produced: Any) -> Any:
    if "output" in spec:
        return produced[spec["output"]]
    if "tuple" in spec:
        return tuple(_decode(s, produced) for s in spec["tuple"])
    if "list" in spec:
        return [_decode(s, produced) for s in spec["list"]]
    return {key: _decode(s, produced) for key, s in spec["dict"]}


def _check_convention(where: str, serve: dict[str, Any], n_args: int) -> None:
    """Refuse a serving convention that does not give one role per stored argument (its shape is
    checked with the manifest's other fields: :func:`formal.deploy.artifact.check_manifest`)."""
    if len(serve["args"]) != n_args:
        raise FormalError(
            f"{where}: serve: {len(serve['args'])} roles for {n_args} stored arguments (expected one entry per "
            "stored argument); refusing the artifact"
        )


def _weights(artifact: Any, roles: list[dict[str, Any]], stored: list[Any], where: str) -> list[Any]:
    """The argument values: ``weights.pt``'s for the model's parameters and buffers where the
    artifact has one (:meth:`FormalModule.save`), else the stored arguments."""
    if artifact.weights is None:
        return list(stored)
    try:
        state = torch.load(io.BytesIO(artifact.weights.data), weights_only=True)
    except Exception as exc:  # noqa: BLE001 - any unpickling failure is a bad file
        raise FormalError(f"{where}: weights.pt: unreadable: {str(exc).splitlines()[0] if str(exc) else exc}") from None
    named = {role.get("param") or role.get("buffer") for role in roles} - {None}
    if not isinstance(state, dict) or set(state) != named:
        raise FormalError(
            f"{where}: weights.pt: its names are not the parameters and buffers the serving roles name; refusing"
        )
    values = list(stored)
    for i, role in enumerate(roles):
        name = role.get("param") or role.get("buffer")
        if name is None:
            continue
        value = state.get(name) if isinstance(state, dict) else None
        old = stored[i]
        if not (isinstance(value, torch.Tensor) and value.dtype == old.dtype and value.shape == old.shape):
            raise FormalError(
                f"{where}: weights.pt: {name!r} is missing or not a {str(old.dtype)} tensor of shape {tuple(old.shape)}"
            )
        values[i] = value
    return values


def _self_test(where: str, namespace: dict[str, Any], inputs: Any, entry: dict[str, Any]) -> None:
    """One run of a certified program on its stored arguments: digests and peak as certified."""
    run = run_call(namespace, inputs, entry["owned"])
    if output_digests(run.outputs) != entry.get("output_digests"):
        raise FormalError(
            f"{where}: self-test: {entry['name']}'s outputs on its stored arguments differ from the "
            f"recorded digests on this machine; refusing"
        )
    if run.measured_peak != entry.get("certified_peak"):
        raise FormalError(
            f"{where}: self-test: {entry['name']}: measured peak {run.measured_peak} B != certified "
            f"{entry.get('certified_peak')} B; refusing"
        )


def shipped(entry: dict[str, Any]) -> bool:
    """Whether a program's compiled kernels are shipped in the artifact (:mod:`formal.runtime.prebuilt`)."""
    return isinstance(entry.get("extern_kernels"), dict) and isinstance(entry.get("kernels"), list)


def all_shipped(programs: list[dict[str, Any]]) -> bool:
    """Whether every program ships its kernels: the artifact then loads with no compiler and no Inductor."""
    return all(shipped(entry) for entry in programs)


def require_machine(manifest: dict[str, Any], where: str, compiled: bool = True) -> None:
    """Refuse an artifact certified with another torch, or for kernels this process would not run
    as they ran there (:func:`require_same_machine`); a :class:`FingerprintMismatch` whose ``env``
    is the pin's environment where starting the process with it would fit."""
    if manifest.get("torch") != torch.__version__:
        raise FormalError(
            f"{where}: certified with torch {manifest.get('torch')}, this is torch "
            f"{torch.__version__}; refusing (compile it again with this torch)"
        )
    require_same_machine(manifest.get("fingerprint"), where, compiled=compiled)


def require_runtime(manifest: dict[str, Any], where: str, compiled: bool = True) -> None:
    """:func:`require_machine`, with the remedy a Python caller has: a pinned artifact needs the
    pin's environment set before torch is imported, which ``formal serve`` does (nothing can re-run
    the caller's process)."""
    try:
        require_machine(manifest, where, compiled)
    except FingerprintMismatch as exc:
        if exc.env is None:
            raise
        assignments = " ".join(f"{k}={v}" for k, v in sorted(exc.env.items()))
        raise FormalError(
            f"{where}: certified with {summary(manifest['fingerprint'])}, pinned to {assignments}; this "
            f"process runs {summary(current_fingerprint('cpu', inductor=compiled))}: refusing; start it with those "
            f"environment variables set before torch is imported, or with `formal serve {where} -- COMMAND`"
        ) from None


def require_codec(entry: dict[str, Any], where: str) -> None:
    """Refuse a compressing program (the compress lever) where this process would run the other
    implementation of the IBP codec than the one it was certified with: numba's compiled passes
    and the numpy path write the same bytes but allocate different transients (docs/ibp.md), so
    the certified peak holds for one of them only."""
    record = entry.get("compress")
    if not record:
        return
    here = "numba" if importlib.util.find_spec("numba") is not None else "numpy"
    if not isinstance(record, dict) or record.get("codec") != here:
        recorded = record.get("codec") if isinstance(record, dict) else None
        raise FormalError(
            f"{where}: {entry.get('name')} packs storages with the IBP codec's {recorded!r} implementation and was "
            f"certified with it; this process would run its {here!r} one (other transient bytes, another peak): "
            "refusing (serve it where numba is installed as it was, or not)"
        )


def load(
    folder: str | Path, *, sha256: str | None = None, self_test: bool = True, device: str = "cpu"
) -> LoadedProgram | LoadedTrainable:
    """Check and serve the artifact in ``folder`` (module doc); one-line FormalError on any mismatch.

    An inference artifact gives a :class:`LoadedProgram`, a train-mode one a :class:`LoadedTrainable`.
    ``device``: ``"cpu"``, the only one artifacts are certified for.
    """
    if str(device) != "cpu":
        raise FormalError(
            f"formal.load: device {str(device)!r}: artifacts are certified and served on the CPU only "
            "(formal.compile refuses CUDA models too)"
        )
    artifact = open_artifact(folder, sha256)
    manifest, where = artifact.manifest, str(artifact.folder)
    prebuilt = all_shipped(artifact.programs)
    require_runtime(manifest, where, compiled=not prebuilt)
    serve = manifest.get("serve")
    if not serve:
        reason = manifest.get("serve_refused") or "it records no serving convention"
        raise FormalError(f"{where}: cannot be served by formal.load: {reason}")
    by_name = {p["name"]: p for p in artifact.programs}  # serve names programs of the artifact (check_manifest)
    entries = [by_name[serve["program"]], *([by_name[serve["backward"]]] if "backward" in serve else [])]
    loaded = [_program(artifact, entry, prebuilt, self_test) for entry in entries]
    (call, stored), calls = loaded[0], [c for c, _args in loaded]
    _check_convention(where, serve, len(stored))
    values = _weights(artifact, serve["args"], stored, where)
    if "backward" in serve:
        return LoadedTrainable(artifact.folder, manifest, entries[0], (calls[0], calls[1]), values, artifact.sha256)
    program = LoadedProgram(artifact.folder, manifest, entries[0], call, values, artifact.sha256)
    for variant in manifest.get("variants") or []:  # signatures certified later in the compiling process
        if not isinstance(variant, dict) or not variant.get("serve"):
            continue  # not servable on its own (variant["serve_refused"] says why): in process only
        other, entry = variant["serve"], by_name[variant["serve"]["program"]]
        call, stored = _program(artifact, entry, prebuilt, self_test)
        _check_convention(where, other, len(stored))
        program._add(
            _Served(variant["signature"], other, entry, call, _weights(artifact, other["args"], stored, where))
        )
    return program


def _program(artifact: Any, entry: dict[str, Any], prebuilt: bool, self_test: bool) -> tuple[Any, list[Any]]:
    """One certified program loaded (its kernels shipped and verified, or compiled privately), and
    self-tested where asked: its ``call`` and the stored arguments it was certified with."""
    where = str(artifact.folder)
    require_codec(entry, where)
    if isinstance(entry.get("compress"), dict):  # the codec's kernels as shipped: nothing to compile
        install_codec_cache(artifact.codec_files(entry), entry["compress"].get("numba_cache"))
    inputs = artifact.file(entry, "inputs")
    data = load_inputs(inputs)
    if prebuilt:
        libraries = verified_copies(artifact.folder, entry["kernels"], where)
        namespace = load_prebuilt(
            artifact.file(entry, "program"), data["constants"], libraries, entry["extern_kernels"]
        )
    else:
        namespace = load_wrapper(artifact.file(entry, "program"), data["constants"], entry["kernels"])
    if self_test:
        _self_test(where, namespace, inputs, entry)
    return namespace["call"], data["args"]
