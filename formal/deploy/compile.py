"""``formal.compile``: a model compiled by Inductor, every program replaced by its certified one.

``formal.compile(model, example_inputs)`` compiles ``model`` with ``torch.compile`` through
the ``formal`` backend (:mod:`formal.deploy.backend`), runs it once on the example inputs
(``mode="train"``: one forward and backward, after which gradients, buffers and the RNG
state are put back as they were), so that every program is captured, proved, emitted and
checked (:mod:`formal.deploy.certified`), and returns a :class:`FormalModule`. Calling that
runs the certified programs: inference under ``torch.no_grad``; train mode differentiable,
forward and backward programs behind PyTorch's own autograd function, so an ordinary
optimizer loop works.

Each program is specialized to one input signature (dtype, shape, stride, device of each
input) and to the grad mode and ``training`` flag it was compiled in. A call with another
signature follows the ``dynamic`` policy: ``"recertify"`` (the default) compiles, proves,
emits and checks the programs of that signature at its first call, exactly as the example
inputs' were (logged, like the first compile); ``"refuse"`` refuses it with the difference
named. Either way nothing runs without a proof. A mode or ``training`` flag other than the
compiled one is always refused.

For ``formal.load`` (:mod:`formal.deploy.load`) that first run also records the *serving
convention* (:func:`serving_convention`): each program argument's role (a parameter or
buffer of the model, by name; an input of the caller; another stored tensor), how the
model's outputs are made of the program's, and in train mode how AOTAutograd joined the
forward and backward programs. Where that is not a plain mapping (graph breaks, outputs
aliasing inputs, buffers written back by the runtime), the manifest says why the artifact
cannot be served on its own.
"""

from __future__ import annotations

import contextlib
import hashlib
import inspect
import io
import logging
import os
import shutil
from pathlib import Path
from typing import Any, Callable

import torch

from formal.base import progress
from formal.base.errors import FormalError
from formal.base.files import folder_beside, write_atomic
from formal.capture.compile import training_loss
from formal.deploy import tiling, training
from formal.deploy.artifact import (
    TRAIN_PROOF,
    WEIGHTS,
    lever_files,
    manifest_sha256,
    require_signature,
    savings,
    signature_difference,
    signature_of,
    write_manifest,
)
from formal.deploy.backend import Session, require_policy
from formal.deploy.certified import Options
from formal.runtime.prebuilt import KERNELS

MODES = ("inference", "train")
LOG = logging.getLogger("formal")  # one line per compile, at INFO: the saving and the artifact
_NOT_RUN = (
    "formal.compile: torch.compile ran the model without its certified programs (Dynamo gave up "
    "compiling it: its recompile limit, torch._dynamo.config.recompile_limit, was reached? "
    "torch._dynamo.reset() clears it)"
)


class FormalModule(torch.nn.Module):
    """The compiled model: certified programs behind ``torch.compile``'s runtime (module doc)."""

    def __init__(
        self,
        model: torch.nn.Module,
        compiled: Callable[..., Any],
        session: Session,
        signature: list[dict[str, Any]],
        mode: str,
        dynamic: str = "recertify",
    ):
        super().__init__()
        self.model = model  # a submodule: parameters() gives the model's, for an optimizer
        # Not a submodule (torch.compile's wrapper is an nn.Module): state_dict() stays the model's.
        object.__setattr__(self, "_compiled", compiled)
        self._session = session
        self._signature = signature
        self._mode = mode
        self._training = model.training
        self._dynamic = dynamic
        #: Every input signature a program was certified for, the example inputs' first.
        self.signatures: list[list[dict[str, Any]]] = [signature]
        self._saved: Path | None = None  # the folder .save() wrote last: what sha256 names

    def forward(self, *inputs: Any, **keywords: Any) -> Any:
        inputs = positional(self.model, inputs, keywords)
        known = any(signature_difference(s, inputs) is None for s in self.signatures)
        if not known and self._dynamic == "refuse":
            require_signature(self._signature, inputs, "formal.compile (dynamic='refuse')")
        if self.model.training != self._training:
            now, then = ("train", "eval") if self.model.training else ("eval", "train")
            raise FormalError(
                f"formal.compile: the model is in {now} mode, its programs were certified in "
                f"{then} mode; set it back, or compile again"
            )
        if self._mode == "train" and not torch.is_grad_enabled():
            raise FormalError(
                "formal.compile: called under torch.no_grad, the programs were certified for "
                "training (forward and backward); compile with mode='inference' for that"
            )
        # dynamic='recertify': a program torch.compile compiles now (another signature, or after
        # torch._dynamo.reset()) is certified at this call, as the first ones were.
        before, programs = self._session.calls(), len(self._session.programs)
        with torch.set_grad_enabled(self._mode == "train"):
            try:
                result = self._compiled(*inputs)
            except FormalError:
                raise
            except Exception as exc:  # noqa: BLE001 - torch.compile wraps the backend's refusal in its own
                raise _as_formal_error(exc) from None
        if self._session.calls() == before:
            raise FormalError(_NOT_RUN)
        if not known:
            self.signatures.append(signature_of(inputs))
        new = self._session.programs[programs:]
        if new and not known and self._mode == "inference":
            self._add_variant(inputs, result, new)
        for program in new:  # kept for the serving convention only
            program.first_args = program.first_outputs = None
        if new:
            self._session.write_manifest()
            LOG.info(
                "formal.compile: %s: %d program(s) certified at a call with inputs %s, peak %s B; artifact %s",
                _name(self.model),
                len(new),
                _shapes(inputs),
                f"{max(int((p.record or {}).get('certified_peak', 0)) for p in new):,}",
                self.artifact,
            )
        return result

    def _add_variant(self, inputs: tuple, result: Any, new: list[Any]) -> None:
        """Record how :func:`formal.load` serves a signature certified after the example inputs' (its
        programs' serving convention, the manifest's ``variants``), or why it cannot."""
        serve, refused = serving_convention(self._session, self.model, inputs, result, new)
        variant = {"signature": signature_of(inputs), "serve": serve, "serve_refused": refused}
        self._session.extra["variants"] = [*self._session.extra.get("variants", []), variant]

    @property
    def artifact(self) -> Path:
        """The folder holding the programs, proofs and manifest (``out``, or a temporary one)."""
        return self._session.artifact

    @property
    def programs(self) -> list[dict[str, Any]]:
        """Per certified program: its name, certified and compiler's peaks, bounds, files."""
        return [dict(p.record) for p in self._session.programs if p.record is not None]

    @property
    def compiler_peak(self) -> int:
        """torch.compile's measured peak: the highest among the programs (each measured alone)."""
        return int(savings(self.programs, self._session.extra.get("tile"))["compiler_peak"])

    @property
    def certified_peak(self) -> int:
        """The certified peak: the highest among the programs (each measured alone, equal to its proof's)."""
        return int(savings(self.programs, self._session.extra.get("tile"))["certified_peak"])

    @property
    def saved_bytes(self) -> int:
        """``compiler_peak - certified_peak``."""
        return int(savings(self.programs, self._session.extra.get("tile"))["saved_bytes"])

    @property
    def optimal(self) -> bool:
        """Whether every program's order is proved optimal (else a gap is certified; see ``programs``)."""
        return bool(savings(self.programs, self._session.extra.get("tile"))["optimal"])

    @property
    def sha256(self) -> str:
        """The identity of what is on disk: the manifest's sha256 of the artifact ``.save(DIR)`` wrote last, else
        of :attr:`artifact` (publish it; ``formal.load(DIR, sha256=module.sha256)`` serves that folder)."""
        return manifest_sha256(self._saved if self._saved is not None else self.artifact)

    @property
    def train_plan(self) -> dict[str, Any] | None:
        """With ``memory_budget``: the training budget's record (the manifest's ``train_plan``: budget,
        step peaks, extra FLOPs and their certified lower bound, the proof's file); else None."""
        record = self._session.extra.get("train_plan")
        return dict(record) if record else None

    @property
    def fallbacks(self) -> list[dict[str, Any]]:
        """Per program whose lever was not deployed (its certified peak was above torch.compile's): the
        program, the levers, both peaks and why; that program runs the certified order."""
        return [{"program": p["name"], **p["fallback"]} for p in self.programs if p.get("fallback")]

    def _plan(self, key: str) -> int | None:
        record = self.train_plan
        return int(record[key]) if record else None

    default_step_peak = property(
        lambda self: self._plan("default_step_peak"),
        doc="With ``memory_budget``: the default training step's measured peak (PyTorch's partitioner), in bytes.",
    )
    step_peak = property(
        lambda self: self._plan("step_peak"),
        doc="With ``memory_budget``: this training step's peak (its certified programs, measured), in bytes.",
    )
    budget = property(lambda self: self._plan("budget"), doc="With ``memory_budget``: the step's budget, in bytes.")
    extra_flops = property(
        lambda self: self._plan("extra_flops"),
        doc="With ``memory_budget``: the FLOPs the plan computes again in the backward (0: nothing recomputed).",
    )

    def save(self, folder: str | Path) -> Path:
        """Copy the artifact to ``folder`` with the model's weights as they are now (``weights.pt``,
        which :func:`formal.load` serves instead of those the programs were certified with). The copy
        is made beside ``folder`` and renamed into place, so a half copy is no artifact. The saved
        manifest names the weights, so it is another artifact than :attr:`artifact`: from now on
        :attr:`sha256` names it (``formal.load(folder, sha256=module.sha256)``)."""
        final = Path(folder)
        if final.exists() and (not final.is_dir() or any(final.iterdir())):
            raise FormalError(f"{folder}: exists and is not an empty folder")
        target = folder_beside(final, "saving")
        try:
            self._write_copy(target)
            if final.exists():
                final.rmdir()  # empty, checked above
            os.replace(target, final)
        finally:
            shutil.rmtree(target, ignore_errors=True)
        self._saved = final
        LOG.info("formal.compile: saved %s, sha256 %s", final, self.sha256)
        return final

    def _write_copy(self, target: Path) -> None:
        """The artifact's files and the weights into ``target``, the manifest last."""
        for program in self.programs:
            for name in lever_files(program):
                (target / name).parent.mkdir(exist_ok=True)
                shutil.copyfile(self.artifact / name, target / name)
            for kernel in program.get("kernels") or []:  # the shipped libraries (formal.runtime.prebuilt)
                (target / KERNELS).mkdir(exist_ok=True)
                shutil.copyfile(
                    self.artifact / KERNELS / f"{kernel['sha256']}.so", target / KERNELS / f"{kernel['sha256']}.so"
                )
        manifest = self._session.manifest()
        if manifest.get("train_plan"):  # the training budget's proof, about the traces copied above
            shutil.copyfile(self.artifact / TRAIN_PROOF, target / TRAIN_PROOF)
        if manifest.get("serve"):
            conventions = [manifest["serve"], *(v["serve"] for v in manifest.get("variants", []) if v.get("serve"))]
            names = {
                name
                for serve in conventions
                for role in serve["args"]
                for kind, name in role.items()
                if kind in ("param", "buffer")
            }
            state = {
                name: tensor.detach().clone()
                for name, tensor in [*self.model.named_parameters(), *self.model.named_buffers()]
                if name in names
            }
            buf = io.BytesIO()
            torch.save(state, buf)
            write_atomic(target / WEIGHTS, buf.getvalue())
            manifest["weights"] = {"file": WEIGHTS, "sha256": hashlib.sha256(buf.getvalue()).hexdigest()}
        write_manifest(target, manifest)


def lever_summary(programs: list[dict[str, Any]]) -> str:
    """What the levers beyond the order did, for the log: deployed where, the arena's own claim (optimal for the
    arena problem where its arena equals its bound), and where a lever fell back to the order."""
    parts = []
    arenas = [p["arena"] for p in programs if p.get("arena")]
    if arenas:
        least = sum(a["bytes"] == a["lower_bound"] for a in arenas)
        parts.append(f"arena-packed: {len(arenas)} program(s), the arena optimal for the arena problem on {least}")
    for lever in ("recompute", "compress"):
        used = sum(bool(p.get(lever)) for p in programs)
        if used:
            parts.append(f"{lever}: {used} program(s)")
    fallen = [p for p in programs if p.get("fallback")]
    if fallen:
        levers = sorted({lever for p in fallen for lever in p["fallback"]["levers"]})
        parts.append(
            f"levers {', '.join(levers)} not deployed on {len(fallen)} program(s), above torch.compile's peak: the "
            "certified order runs there"
        )
    return "".join(f"; {part}" for part in parts)


def _shapes(inputs: tuple) -> str:
    """The inputs' shapes for a log line: ``(2x3x32x32, 7)``."""
    return f"({', '.join('x'.join(map(str, v.shape)) if isinstance(v, torch.Tensor) else repr(v) for v in inputs)})"


def _inputs_tuple(example_inputs: Any) -> tuple:
    if isinstance(example_inputs, torch.Tensor):
        return (example_inputs,)
    if isinstance(example_inputs, (list, tuple)):
        return tuple(example_inputs)
    raise FormalError(f"example_inputs: expected a tensor or a tuple of inputs, got {type(example_inputs).__name__}")


class _Function(torch.nn.Module):
    """A plain function as a module without parameters, so that it compiles, serves and saves as one."""

    def __init__(self, function: Callable[..., Any]):
        super().__init__()
        self.function = function

    def forward(self, *inputs: Any) -> Any:
        return self.function(*inputs)


def _name(model: torch.nn.Module) -> str:
    """The model's class name, or a plain function's name."""
    return getattr(model.function, "__name__", "function") if isinstance(model, _Function) else type(model).__name__


def positional(model: torch.nn.Module, inputs: tuple, keywords: dict[str, Any]) -> tuple:
    """``inputs`` and ``keywords`` bound to the model's parameters as positional arguments, the
    way its programs take them (a default only where a later parameter is given by name);
    FormalError for a keyword-only parameter, ``**kwargs`` or a name it does not have."""
    if not keywords:
        return inputs
    forward = model.function if isinstance(model, _Function) else model.forward
    try:
        signature = inspect.signature(forward)
        bound = signature.bind(*inputs, **keywords)
    except (TypeError, ValueError) as exc:
        raise FormalError(f"formal.compile: the inputs do not fit {type(model).__name__}'s parameters: {exc}") from None
    if bound.kwargs:  # a parameter left to its default before one given by name: the default fills it
        bound.apply_defaults()
    if bound.kwargs:
        raise FormalError(
            f"formal.compile: {', '.join(bound.kwargs)}: keyword-only parameters are not supported; "
            "pass every input by position or by the name of a positional parameter"
        )
    return tuple(bound.args)


def input_names(model: torch.nn.Module, count: int) -> list[str] | None:
    """The names of the first ``count`` positional parameters of the model's forward (or the plain
    function), by which :func:`formal.load`'s program takes inputs by name; None where they are
    not known (a built-in, ``*args``)."""
    forward = model.function if isinstance(model, _Function) else model.forward
    try:
        parameters = list(inspect.signature(forward).parameters.values())
    except (TypeError, ValueError):
        return None
    positional = [
        p.name
        for p in parameters
        if p.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    ]
    return positional[:count] if len(positional) >= count else None


def _require_cpu(model: torch.nn.Module, inputs: tuple) -> None:
    tensors = [*model.parameters(), *model.buffers(), *(t for t in inputs if isinstance(t, torch.Tensor))]
    devices = sorted({str(t.device) for t in tensors if t.device.type != "cpu"})
    if devices:
        raise FormalError(
            f"formal.compile: tensors on {', '.join(devices)}; formal.compile certifies CPU programs "
            f"(on CUDA use `formal capture --device cuda` and `formal replay --guard`: docs/cuda.md)"
        )


def compile(
    model: torch.nn.Module | Callable[..., Any],
    example_inputs: Any = (),
    *,
    example_kwargs: dict[str, Any] | None = None,
    mode: str = "inference",
    levers: Any = None,
    budget: int | None = None,
    out: str | Path | None = None,
    time_limit: float = 60.0,
    loss_fn: Callable[[Any], torch.Tensor] | None = None,
    dynamic: str = "recertify",
    memory_budget: float | int | None = None,
    split_addmm: bool = False,
    strict: bool = False,
) -> FormalModule:
    """Compile ``model`` with Inductor and certify every program it generates (module doc).

    ``mode``: ``"inference"`` or ``"train"``. ``levers``: ``"order"`` (always: the certified
    least-peak order), ``"arena"`` (every storage carved out of one planned arena, as Inductor's
    memory planning would, at offsets formal's exact search finds), ``"recompute"`` (with ``budget``:
    values computed again where the optimal order's peak is over it), ``"compress"`` (long-lived
    storages packed losslessly between their uses, IBP, where that lowers the measured peak) and
    ``"tile"`` (inference: a CNN's local stage run patch by patch, :mod:`formal.deploy.tiling`);
    docs/deploy.md, "Levers", gives what each saved on the zoo. A lever whose program's certified peak
    would be above torch.compile's measured peak is not deployed: that program runs the certified
    order, and one log line names the lever, both peaks and why (``module.fallbacks``); with
    ``strict=True`` the compile is refused instead. ``budget``: bytes no program's certified
    peak may exceed. ``out``: the artifact folder (default: a temporary one; ``.save(DIR)``
    copies it). ``time_limit``: seconds per program's proof. ``loss_fn``: train mode's loss
    for the certifying step (default: the sum of the outputs that require grad; the backward
    program does not depend on it). ``example_kwargs``: inputs given by name, bound to the
    model's parameters like its later calls (``module(x, mask=m)``). A plain function compiles
    as a module without parameters. ``dynamic``: what a call with another input signature gets,
    ``"recertify"`` (its own programs, certified at its first call) or ``"refuse"`` (module doc).
    ``memory_budget`` (train mode): the training step's budget, a ratio in (0, 1] of the default
    step's measured peak or a number of bytes; the certified save/recompute plan of the training
    planner is deployed with the orders, or the compile is refused in one line with the least
    peak found and the certified floor (:mod:`formal.deploy.training`). Such a module is
    specialized to its plan's input signature (``dynamic`` is then ``"refuse"``). ``split_addmm``
    (with ``memory_budget``): the plans' backward graphs keep each matrix product apart from the add
    Inductor would fuse it into, so a tied embedding's logits gradient dies early; opt-in, because the
    tied weight's gradient is rounded otherwise (docs/train.md, "Split products").
    """
    if not isinstance(model, torch.nn.Module):
        if not callable(model):
            raise FormalError(f"formal.compile: expected a torch.nn.Module or a function, got {type(model).__name__}")
        model = _Function(model)
    if mode not in MODES:
        raise FormalError(f"formal.compile: mode {mode!r}: expected one of {', '.join(MODES)}")
    require_policy(dynamic, "formal.compile")
    inputs = positional(model, _inputs_tuple(example_inputs), dict(example_kwargs or {}))
    _require_cpu(model, inputs)
    options = Options.from_user(levers, time_limit, budget, strict)
    plan = None
    if split_addmm and memory_budget is None:
        raise FormalError("formal.compile: split_addmm rewrites the training plan's backward: give memory_budget")
    if memory_budget is not None:
        if mode != "train":
            raise FormalError("formal.compile: memory_budget is the training step's budget: use mode='train'")
        plan = training.plan(
            model, inputs, loss_fn, memory_budget, time_limit, _name(model), progress.note, split_addmm, out
        )
        dynamic = "refuse"  # the plan holds for this input signature and this joint graph
    name, tile, untiled_outputs = _name(model), None, None
    if "tile" in options.levers:  # formal.deploy.tiling: the untiled program first, then the tiled model
        if mode != "inference":
            raise FormalError("formal.compile: levers 'tile': tiling is for inference (mode='inference')")
        others = tuple(lever for lever in options.levers if lever != "tile")
        untiled = compile(model, inputs, levers=others, time_limit=time_limit, dynamic="refuse")
        with torch.no_grad():
            untiled_outputs = untiled(*inputs)
        model, tile = tiling.tiled_model(model, inputs)  # the model's own parameters, its stage run by patches
        tile.update({"untiled_certified_peak": untiled.certified_peak, "untiled_compiler_peak": untiled.compiler_peak})
        dynamic = "refuse"  # the patches are planned for this input shape
    session = Session(options, out=out, mode=mode, keep_first_call=True)
    compiled = torch.compile(model, backend=session.backend, dynamic=False)
    signature = signature_of(inputs)
    if mode == "inference":
        if model.training:
            LOG.warning(
                "formal.compile: %s is in train mode: its inference program is certified with training behaviour "
                "(batch statistics, dropout); call model.eval() first to serve it",
                type(model).__name__,
            )
        buffers = [(b, b.detach().clone()) for b in model.buffers()]
        with torch.no_grad(), tiling.patch_by_patch() if tile else contextlib.nullcontext():
            result = _first_call(compiled, inputs)
            for buffer, saved in buffers:  # compiling changes no buffer (batch norm's running statistics)
                buffer.copy_(saved)
        if tile is not None:
            peak = int(savings([p.record for p in session.programs if p.record])["certified_peak"])
            tiling.compare(result, untiled_outputs, peak, int(tile["untiled_certified_peak"]))
    else:
        with training.realize(plan) if plan is not None else contextlib.nullcontext([]) as partitions:
            result = _certifying_step(model, compiled, inputs, loss_fn)
        if not (session.program("fwd") and session.program("bwd")):
            raise FormalError(
                "formal.compile: train mode: no backward program was generated (does any "
                "parameter or input require grad?)"
            )
    if not session.programs:
        raise FormalError(_NOT_RUN)
    serve, refused = serving_convention(session, model, inputs, result)
    del result
    for program in session.programs:
        program.first_args = program.first_outputs = None
    # Programs certified later (another signature) keep their first call too, for their serving
    # convention (FormalModule._add_variant); in inference only: formal.load serves those.
    session.keep_first_call = mode == "inference"
    session.extra = {
        "model": name,
        "signature": signature,
        "input_names": input_names(model, len(inputs)),
        "training": model.training,
        "serve": serve,
        "serve_refused": refused,
    }
    if plan is not None:
        session.extra["train_plan"] = training.finish(session, plan, partitions, name)
    if tile is not None:
        session.extra["tile"] = tile
    if dynamic == "refuse":
        session.frozen = (
            "formal.compile: torch.compile asks for a new program (after torch._dynamo.reset(), or a guard "
            "of torch.compile that failed); with dynamic='refuse' this module runs only the programs it "
            "certified: call formal.compile again"
        )
    session.write_manifest()
    session.publish()  # everything has passed: the artifact goes to ``out`` now, and not before
    module = FormalModule(model, compiled, session, signature, mode, dynamic)
    saved = savings(module.programs, session.extra.get("tile"))
    LOG.info(
        "formal.compile: %s: %d program(s) certified, peak %s B (torch.compile's %s B, %s B saved; %s%s); artifact "
        "%s sha256 %s",
        _name(model),
        len(module.programs),
        f"{saved['certified_peak']:,}",
        f"{saved['compiler_peak']:,}",
        f"{saved['saved_bytes']:,}",
        "every order proved optimal" if saved["optimal"] else "an order with a certified gap",
        lever_summary(module.programs),
        module.artifact,
        module.sha256,
    )
    if plan is not None:
        record = session.extra["train_plan"]
        LOG.info(
            "formal.compile: %s: training step peak %s B within the budget of %s B (the default step's %s B: %.3g of "
            "it); %s extra FLOPs recomputed (certified lower bound %s)",
            _name(model),
            f"{record['step_peak']:,}",
            f"{record['budget']:,}",
            f"{record['default_step_peak']:,}",
            record["step_peak"] / record["default_step_peak"],
            f"{record['extra_flops']:,}",
            f"{record['extra_flops_lower_bound']:,}",
        )
    return module


def _as_formal_error(exc: Exception) -> FormalError:
    """The FormalError a certification raised inside torch.compile (which wraps backend errors),
    else one line for torch.compile's own failure."""
    cause: BaseException | None = exc
    seen: set[int] = set()
    while cause is not None and not isinstance(cause, FormalError) and id(cause) not in seen:
        seen.add(id(cause))  # Dynamo's BackendCompilerFailed keeps the backend's error as inner_exception
        cause = getattr(cause, "inner_exception", None) or cause.__cause__ or cause.__context__
    if isinstance(cause, FormalError):
        return cause
    first = (str(exc).strip().splitlines() or [""])[0]
    return FormalError(f"formal.compile: torch.compile failed: {type(exc).__name__}: {first}")


def _first_call(compiled: Callable[..., Any], inputs: tuple) -> Any:
    try:
        return compiled(*inputs)
    except FormalError:
        raise
    except Exception as exc:  # noqa: BLE001 - torch.compile raises many types
        raise _as_formal_error(exc) from None


def _certifying_step(
    model: torch.nn.Module, compiled: Callable[..., Any], inputs: tuple, loss_fn: Callable[[Any], torch.Tensor] | None
) -> Any:
    """One forward and backward, so both programs are certified; then gradients, buffers and
    the RNG state are put back, so the caller's first real step is the first step. Returns
    the forward's outputs (for the serving convention)."""
    grads = [
        (t, None if t.grad is None else t.grad.clone())
        for t in [*model.parameters(), *(x for x in inputs if isinstance(x, torch.Tensor))]
    ]
    buffers = [(b, b.detach().clone()) for b in model.buffers()]
    rng = torch.get_rng_state()
    out = _first_call(compiled, inputs)
    loss = training_loss(out, loss_fn)
    try:
        loss.backward()
    except FormalError:
        raise
    except Exception as exc:  # noqa: BLE001 - the backward's compile or certification
        raise _as_formal_error(exc) from None
    with torch.no_grad():
        for tensor, grad in grads:
            tensor.grad = grad
        for buffer, saved in buffers:
            buffer.copy_(saved)
    torch.set_rng_state(rng)
    return out


def serving_convention(
    session: Session, model: torch.nn.Module, inputs: tuple, result: Any, programs: list[Any] | None = None
) -> tuple[dict[str, Any] | None, str | None]:
    """How :func:`formal.load` calls the program(s) without torch.compile's runtime, or why it cannot.

    Returns ``(convention, None)`` or ``(None, reason)``. The convention: ``program`` (and in
    train mode ``backward``); ``args``, one role per program argument: ``{"param": name}``,
    ``{"buffer": name}`` (the model's, by name), ``{"input": j}`` (the caller's j-th input) or
    ``{"stored": i}`` (another tensor, e.g. a constant: the stored argument i); ``outputs``: the
    model's output structure over the program's outputs (``{"output": k}``, ``{"tuple": [...]}``,
    ``{"list": [...]}``, ``{"dict": [[key, ...], ...]}``). Train mode adds ``num_outputs`` (the
    forward program's outputs before the saved tensors), ``tangents`` (per backward tangent:
    the output it is the gradient of, its shape, stride and dtype). ``programs``: the programs of
    this call (default: all of the session's, the example inputs' call).
    """
    train = session.mode == "train"
    expected = 2 if train else 1
    programs = session.programs if programs is None else programs
    if len(programs) != expected:
        return None, (
            f"the model compiled to {len(programs)} programs (graph breaks?); formal.load "
            f"serves one graph (use torch.compile(model, backend='formal') in process)"
        )
    program = next((p for p in programs if p.part == ("fwd" if train else "infer")), None)
    if program is None or program.first_args is None or not isinstance(program.first_outputs, (list, tuple)):
        return None, "the program's first call was not observed"
    try:
        roles = argument_roles(model, inputs, program.first_args)
        if not train:
            produced = list(program.first_outputs)
            outputs, used = encode_outputs(result, produced)
            if len(used) != len(produced):
                raise _NotServable(
                    f"the program returns {len(produced) - len(used)} value(s) besides the model's "
                    f"outputs (buffers or inputs written back: is the model in eval mode?)"
                )
            return {"program": program.name, "args": roles, "outputs": outputs}, None
        return {"program": program.name, "args": roles, **training_convention(session, result)}, None
    except _NotServable as exc:
        return None, str(exc)


def argument_roles(model: torch.nn.Module, inputs: tuple, args: list[Any]) -> list[dict[str, Any]]:
    """Each program argument's role (:func:`serving_convention`), by identity with the model's
    parameters and buffers and the caller's inputs."""
    named = {id(t): ("param", n) for n, t in model.named_parameters()}
    named.update({id(t): ("buffer", n) for n, t in model.named_buffers()})
    roles = []
    for i, arg in enumerate(args):
        j = next((j for j, x in enumerate(inputs) if arg is x), None)
        if j is not None:
            roles.append({"input": j})
        elif id(arg) in named:
            kind, name = named[id(arg)]
            roles.append({kind: name})
        elif isinstance(arg, torch.Tensor):
            roles.append({"stored": i})
        else:
            raise _NotServable(f"the program's argument {i} is a {type(arg).__name__}, not a tensor")
    return roles


def encode_outputs(result: Any, produced: list[Any]) -> tuple[dict[str, Any], set[int]]:
    """The model's output structure over ``produced`` (by identity), and which of them it uses."""
    used: set[int] = set()

    def encode(value: Any) -> dict[str, Any]:
        if isinstance(value, torch.Tensor):
            k = next((k for k, o in enumerate(produced) if o is value), None)
            if k is None:
                raise _NotServable("an output is not one of the program's outputs (a view or an input returned as is)")
            used.add(k)
            return {"output": k}
        if isinstance(value, (tuple, list)) and type(value) in (tuple, list):
            return {type(value).__name__: [encode(v) for v in value]}
        if type(value) is dict and all(isinstance(k, str) for k in value):
            return {"dict": [[k, encode(v)] for k, v in value.items()]}
        raise _NotServable(
            f"the model returns a {type(value).__name__} (served: tensors, tuples, lists, dicts with string keys)"
        )

    return encode(result), used


def _same_tensor(a: Any, b: Any) -> bool:
    return (
        isinstance(a, torch.Tensor)
        and isinstance(b, torch.Tensor)
        and a.dtype == b.dtype
        and a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
        and a.storage_offset() == b.storage_offset()
        and a.shape == b.shape
        and a.stride() == b.stride()
    )


def training_convention(session: Session, result: Any) -> dict[str, Any]:
    """The forward/backward calling convention AOTAutograd used (:func:`formal.deploy.backend.aot_convention`),
    checked against the first calls: the backward took the forward's saved tensors, then the
    tangents, and returned one gradient per forward argument."""
    forward, backward = session.program("fwd"), session.program("bwd")
    aot = forward.aot or {}
    if "refused" in aot or "num_outputs" not in aot:
        raise _NotServable(f"the forward program's convention is not the plain one: {aot.get('refused')}")
    n = aot["num_outputs"]
    produced, args = list(forward.first_outputs), forward.first_args
    outputs, used = encode_outputs(result, produced[:n])
    if len(used) != n:
        raise _NotServable("the model's outputs are not the forward program's first outputs")
    saved = produced[n:]
    taken = backward.first_args
    if backward.first_args is None or not isinstance(backward.first_outputs, (list, tuple)):
        raise _NotServable("the backward program's first call was not observed")
    if len(taken) < len(saved) or not all(_same_tensor(a, b) for a, b in zip(taken, saved)):
        raise _NotServable("the backward program does not take the forward program's saved tensors first")
    needs = [k for k, grad in enumerate(aot["requires_grad"]) if grad]
    tangents = taken[len(saved) :]
    if len(tangents) != len(needs) or not all(isinstance(t, torch.Tensor) for t in tangents):
        raise _NotServable(
            f"the backward program takes {len(tangents)} tangent(s) for {len(needs)} output(s) that require grad"
        )
    if len(backward.first_outputs) != len(args):
        raise _NotServable("the backward program does not return one gradient per forward argument")
    return {
        "backward": backward.name,
        "outputs": outputs,
        "num_outputs": n,
        "tangents": [
            {
                "output": k,
                "shape": list(t.shape),
                "stride": list(t.stride()),
                "dtype": str(t.dtype).removeprefix("torch."),
            }
            for k, t in zip(needs, tangents)
        ],
    }


class _NotServable(Exception):
    pass
