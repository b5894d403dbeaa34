"""Compile a model with Inductor on CPU and intercept every generated wrapper.

``torch.compile`` lowers the model and ``GraphLowering._compile_to_module`` turns each
graph into a Python wrapper module. We wrap that method for the duration of one
capture: every module it returns is recorded with its constants, and its ``call`` is
wrapped to save the *actual* arguments of the first call (so index and mask inputs
stay valid) and the RNG state they ran under. Inference produces one wrapper; training
produces a forward and, when ``backward()`` runs, a backward wrapper.

Caches are disabled so that a capture always sees a freshly generated program.

``inductor_reorder``: ``"on"`` leaves Inductor's peak-memory reordering
(``torch._inductor.config.reorder_for_peak_memory``) as it is, on by default; ``"off"``
switches it off for the compile, which gives the program in Inductor's order before that
pass (what ``formal experiment paper`` compares with as "reorder off"); ``"lpmf"``,
``"bfs"`` or ``"dfs"`` runs the pass with that one heuristic's order
(:mod:`formal.capture.inductor_pass`). Whenever the pass runs, each part records Inductor's
estimates of every order's peak and which order the program got.
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import hashlib
import io
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

import torch

from formal.base.errors import FormalError
from formal.base.files import write_atomic
from formal.capture.inductor_pass import HEURISTICS, PassRecord, peak_memory_pass
from formal.machine.kernel_cache import activate


@dataclass
class CompiledPart:
    """One generated wrapper and the inputs it was first called with."""

    source: str
    constants: dict[str, torch.Tensor]
    saved_call: bytes | None = None  # torch.save({"args", "rng_state"}) at the first call
    extra: dict[str, Any] = field(default_factory=dict)
    eager: dict[str, Any] = field(default_factory=dict)  # the compiled model against eager PyTorch
    call_file: Path | None = None  # where saved_call went when spilled (:meth:`spill`)

    @property
    def called(self) -> bool:
        """Whether the wrapper was called (so its first call's arguments are kept, in memory or on disk)."""
        return self.saved_call is not None or self.call_file is not None

    def first_call(self) -> dict[str, Any]:
        """The first call's ``{"args", "rng_state"}``, read back from disk when spilled."""
        data = self.call_file.read_bytes() if self.call_file is not None else self.saved_call
        if data is None:
            raise FormalError("the program was never called, so it has no captured arguments")
        return torch.load(io.BytesIO(data), weights_only=True)

    def spill(self, folder: Path) -> None:
        """Move the first call's arguments to a file in ``folder`` named by their digest (equal calls
        share one file). A training step's arguments are the parameters and the saved activations:
        a sweep keeps every plan it compiled, and in memory they outgrow the machine."""
        if self.saved_call is None:
            return
        target = Path(folder) / f"{hashlib.sha256(self.saved_call).hexdigest()}.call.pt"
        if not target.exists():
            write_atomic(target, self.saved_call)
        self.call_file, self.saved_call = target, None


@contextlib.contextmanager
def replace_calls(make: Callable[[str, dict[str, torch.Tensor], Callable[[list], Any]], Callable[[list], Any]]):
    """While active, every wrapper module Inductor generates gets ``call = make(source, constants, call)``:
    its source as generated, copies of its tensor constants, and the ``call`` it had."""
    # torch._inductor: seconds to import; only compiling or reading Inductor's settings needs it
    from torch._inductor.graph import GraphLowering

    original = GraphLowering._compile_to_module

    def generate(graph: Any) -> Any:
        module = original(graph)
        with open(module.__file__, encoding="utf-8") as fh:
            source = fh.read()
        constants = {k: v.detach().clone() for k, v in graph.constants.items() if isinstance(v, torch.Tensor)}
        module.call = make(source, constants, module.call)
        return module

    GraphLowering._compile_to_module = generate
    try:
        yield
    finally:
        GraphLowering._compile_to_module = original


@contextlib.contextmanager
def intercept_wrappers():
    """Yield a list that fills with :class:`CompiledPart` as Inductor generates wrappers.

    Once the context exits, the generated modules no longer reach the parts: Inductor keeps
    every module it loads for the life of the process, so a ``call`` that kept its part would
    keep the part's saved arguments (a backward program's saved activations) with it, one
    copy per compile (measured: a study process grew past 13 GB and was killed)."""
    parts: list[CompiledPart] = []
    holders: list[list[CompiledPart | None]] = []

    def recording(source: str, constants: dict[str, torch.Tensor], inner: Callable[[list], Any]) -> Any:
        holder: list[CompiledPart | None] = [CompiledPart(source=source, constants=constants)]
        parts.append(holder[0])
        holders.append(holder)

        def call(args):  # type: ignore[no-untyped-def]
            part = holder[0]
            if part is not None and part.saved_call is None:
                buf = io.BytesIO()
                torch.save(
                    {
                        "args": [a.detach() if isinstance(a, torch.Tensor) else a for a in args],
                        "rng_state": torch.get_rng_state(),
                    },
                    buf,
                )
                part.saved_call = buf.getvalue()
            return inner(args)

        return call

    try:
        with replace_calls(recording):
            yield parts
    finally:
        for holder in holders:
            holder[0] = None


@contextlib.contextmanager
def uncached():
    """No cache that could skip generating the wrapper or change the program: the FX graph
    and AOT autograd caches (a hit would skip generating the wrapper), autotuning results,
    and Dynamo's profile-guided dynamic shapes (a profile left by an earlier run could make
    the graph dynamic) are all off, locally and remotely.

    The compiled-kernel cache stays on, on purpose: it is keyed by the hash of each kernel's
    source, so a hit loads code compiled from exactly the source the wrapper holds, and it is
    the process's private folder (:mod:`formal.machine.kernel_cache`), so nothing compiled
    elsewhere is found there. It is what makes loading the written wrapper right after the
    compile (capture profiles the written files) reuse the kernels the compile just built.
    ``force_disable_caches`` would instead compile every kernel into a new temporary folder
    per graph that nothing reads again, so every later load compiled all kernels a second
    time (measured: 21 of the 99 s of SqueezeNet's capture) and the folders piled up
    (docs/capture.md, "What capture costs").
    """
    import torch._dynamo.config as dynamo_config  # torch._dynamo: seconds to import; only compiling needs it

    # torch._functorch: heavy; only the training step's partitioning needs it
    import torch._functorch.config as functorch_config

    # torch._inductor: seconds to import; only compiling or reading Inductor's settings needs it
    import torch._inductor.config as inductor_config

    inductor_off = {
        "fx_graph_cache": False,
        "fx_graph_remote_cache": False,
        "autotune_local_cache": False,
        "autotune_remote_cache": False,
        "bundled_autotune_remote_cache": False,
    }
    with (
        inductor_config.patch(**inductor_off),
        functorch_config.patch(enable_autograd_cache=False, enable_remote_autograd_cache=False),
        dynamo_config.patch(automatic_dynamic_local_pgo=False, automatic_dynamic_remote_pgo=False),
    ):
        yield


def _skipped_kernel(*_args: Any, **_kwargs: Any) -> None:
    """A generated C++ kernel in a dry run: it would only write buffers the wrapper allocated."""


@contextlib.contextmanager
def dry_kernels() -> Iterator[None]:
    """While active, Inductor's generated C++ kernels are not compiled and do nothing when called: a
    program compiled or loaded here makes every allocation the compiled program makes, in the same
    order and sizes, and none of its arithmetic (a *dry run*).

    Why the allocations are the same: a generated kernel writes into buffers its wrapper allocated
    (``empty_strided``) and allocates nothing through torch's allocator; what allocates is the wrapper
    and the external kernels it calls (ATen's convolutions, matrix products, their backwards), which
    run for real here, on values the skipped kernels left unwritten. Their allocations depend on
    shapes, dtypes and strides, not on values. (An external kernel that checks values, an index
    bound say, may raise on them: the caller then compiles for real.) Measured equal, event for
    event, on issue 50's models and ResNet-50 (benchmarks/train/dry_runs.py; docs/train.md, "Dry runs");
    tests/test_train_dry.py asserts it.

    A wrapper module loaded here keeps its skipped kernels, and Inductor caches modules by the hash of
    their source: the modules loaded here are dropped from that cache on exit, so a later real
    compile of the same program loads its own.
    """
    # torch._inductor: seconds to import; only compiling or loading a generated program needs it
    from torch._inductor.async_compile import AsyncCompile
    from torch._inductor.codecache import PyCodeCache

    originals = AsyncCompile.cpp, AsyncCompile.cpp_pybinding
    before = set(PyCodeCache.modules_no_attr)
    loaded_before = len(PyCodeCache.modules)
    AsyncCompile.cpp = lambda _self, _source: _skipped_kernel  # type: ignore[method-assign, assignment]
    AsyncCompile.cpp_pybinding = lambda _self, _types, _source: _skipped_kernel  # type: ignore[method-assign, assignment]
    try:
        yield
    finally:
        AsyncCompile.cpp, AsyncCompile.cpp_pybinding = originals  # type: ignore[method-assign]
        for path in set(PyCodeCache.modules_no_attr) - before:
            del PyCodeCache.modules_no_attr[path]
        del PyCodeCache.modules[loaded_before:]


# --inductor-reorder: Inductor's peak-memory reordering as it is, off, or one heuristic alone
REORDER_SETTINGS = ("on", "off", *HEURISTICS)


def reorder_patch(inductor_reorder: str = "on") -> dict[str, Any]:
    """The Inductor config patch for ``inductor_reorder`` (``"on"``: none, the setting stays as
    it is; a heuristic switches the pass on, :func:`compile_and_run` then forces its order)."""
    if inductor_reorder not in REORDER_SETTINGS:
        raise FormalError(f"inductor_reorder: expected one of {', '.join(REORDER_SETTINGS)}, got {inductor_reorder!r}")
    if inductor_reorder == "on":
        return {}
    return {"reorder_for_peak_memory": inductor_reorder != "off"}


@contextlib.contextmanager
def inductor_cpu_settings(inductor_reorder: str = "on"):
    """FP32, one thread, no caches: the capture conditions the paper's experiments use.

    ``inductor_reorder="off"`` also switches off Inductor's peak-memory reordering; ``"on"``
    leaves it as it is (on, unless a caller patched it); a heuristic switches it on. Yields
    the setting in effect: the heuristic, or ``"on"`` or ``"off"`` read from Inductor's
    config inside the patch.
    """
    import torch._dynamo  # torch._dynamo: seconds to import; only compiling needs it

    # torch._inductor: seconds to import; only compiling or reading Inductor's settings needs it
    import torch._inductor.config as inductor_config

    patch = reorder_patch(inductor_reorder)
    activate()  # kernels compiled in a private folder and hashed as they load
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    torch._dynamo.reset()
    with uncached(), inductor_config.patch(**patch):
        try:
            if inductor_reorder in HEURISTICS:
                yield inductor_reorder
            else:
                yield "on" if inductor_config.reorder_for_peak_memory else "off"
        finally:
            torch._dynamo.reset()
            torch.set_num_threads(threads)


def flat_tensors(value: Any) -> list[torch.Tensor]:
    """The tensors in a model's output, in order: nested tuples, lists and dicts, and the
    ``logits``/``last_hidden_state`` of an output object."""
    if isinstance(value, torch.Tensor):
        return [value]
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in flat_tensors(v)]
    return [
        t for t in (getattr(value, k, None) for k in ("logits", "last_hidden_state")) if isinstance(t, torch.Tensor)
    ]


def training_loss(out: Any, loss_fn: Callable[[Any], torch.Tensor] | None) -> torch.Tensor:
    """``loss_fn(out)``, by default the sum of the outputs that require grad; refused when it
    depends on no parameter."""
    loss = loss_fn(out) if loss_fn is not None else sum(t.sum() for t in flat_tensors(out) if t.requires_grad)
    if not isinstance(loss, torch.Tensor) or not loss.requires_grad:
        raise FormalError("train mode: the loss does not depend on any parameter (nothing to differentiate)")
    return loss


def _step(model: Any, inputs: tuple, mode: str, loss_fn: Callable[[Any], torch.Tensor] | None) -> list[torch.Tensor]:
    """One inference call or one training step of ``model``; the tensors to compare with eager."""
    if mode == "inference":
        model.eval()
        with torch.no_grad():
            return flat_tensors(model(*inputs))
    model.train()
    out = model(*inputs)
    training_loss(out, loss_fn).backward()
    return [t.detach() for t in flat_tensors(out)] + [p.grad for p in model.parameters() if p.grad is not None]


def eager_difference(compiled: list[torch.Tensor], eager: list[torch.Tensor]) -> dict[str, Any]:
    """The compiled model's largest difference from eager PyTorch, and the tensors that are
    non-finite where eager is finite (named ``output[i]``: outputs, then parameter gradients)."""
    worst = 0.0
    broken = []
    for i, (c, e) in enumerate(zip(compiled, eager)):
        if c.shape != e.shape or not c.is_floating_point():
            continue
        c, e = c.detach().double(), e.detach().double()
        bad = int((~torch.isfinite(c) & torch.isfinite(e)).sum())
        if bad:
            broken.append(f"output[{i}]: {bad} of {c.numel()} elements")
        both = torch.isfinite(c) & torch.isfinite(e)
        if both.any():
            worst = max(worst, float((c[both] - e[both]).abs().max()))
    return {"compared": len(compiled), "max_abs_diff": worst, "nonfinite_where_eager_finite": broken}


@contextlib.contextmanager
def _recorded_pass(reorder: str) -> Iterator[list[PassRecord]]:
    """Inductor's peak-memory pass recorded (and forced to a heuristic) where it runs; nothing where it is off."""
    if reorder == "off":
        yield []
        return
    with peak_memory_pass(reorder) as records:
        yield records


def compile_and_run(
    model: torch.nn.Module,
    inputs: tuple,
    mode: str,
    loss_fn: Callable[[Any], torch.Tensor] | None = None,
    inductor_reorder: str = "on",
) -> list[CompiledPart]:
    """Compile ``model`` (fullgraph) and run it once; return the wrappers Inductor generated.

    Before that, a copy of the model runs eagerly under the same RNG state; each part's
    ``eager`` holds the compiled run's difference from it (:func:`eager_difference`).
    ``inductor_reorder``: see :func:`inductor_cpu_settings`; each part's
    ``extra["inductor_reorder"]`` is the setting the compile ran with, and where the
    peak-memory pass ran, ``extra["inductor_pass"]`` its record for that part's graph
    (:class:`formal.capture.inductor_pass.PassRecord`).
    """
    reorder_patch(inductor_reorder)  # refuse a bad setting before the eager run
    rng = torch.get_rng_state()
    eager: list[torch.Tensor] | None = None
    try:
        reference = copy.deepcopy(model)
    except Exception as exc:  # noqa: BLE001 - a model that cannot be copied is compared with nothing
        skipped = f"the model cannot be deep-copied ({type(exc).__name__}), so it was not run eagerly"
    else:
        try:
            eager = _step(reference, inputs, mode, loss_fn)
        except FormalError:
            raise
        except Exception as exc:  # noqa: BLE001 - the model's own code; report one line
            raise FormalError(
                f"the model fails in eager PyTorch: {type(exc).__name__}: {(str(exc).strip().splitlines() or [''])[0]}"
            ) from None
        del reference
    torch.set_rng_state(rng)  # the compiled run sees the RNG state the eager one did
    with (
        inductor_cpu_settings(inductor_reorder) as reorder,
        _recorded_pass(reorder) as records,
        intercept_wrappers() as parts,
    ):
        compiled = torch.compile(model, backend="inductor", fullgraph=True)
        try:
            result = _step(compiled, inputs, mode, loss_fn)
        except FormalError:
            raise
        except Exception as exc:  # noqa: BLE001 - torch.compile raises many types; report one line
            name = type(exc).__name__
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
            if "graph break" in str(exc).lower() or name in ("Unsupported", "UserError"):
                raise FormalError(
                    f"torch.compile could not capture the model as one graph ({name}: {first}); "
                    f"formal capture needs fullgraph=True; `formal deploy SPEC -o DIR` writes one trace "
                    f"and proof per graph (docs/deploy.md)"
                ) from None
            raise FormalError(f"torch.compile failed: {name}: {first}") from None
    if len(records) == len(parts):  # one pass per generated graph, in the same order
        for part, record in zip(parts, records):
            part.extra["inductor_pass"] = dataclasses.asdict(record)
    called = [p for p in parts if p.called]
    for part in called:
        part.extra["inductor_reorder"] = reorder
        part.eager = eager_difference(result, eager) if eager is not None else {"skipped": skipped}
    expected = 1 if mode == "inference" else 2
    if len(called) != expected:
        raise FormalError(
            f"expected {expected} generated wrapper(s) in {mode} mode, got {len(called)} "
            f"(does the model have graph breaks, or no trainable parameters?)"
        )
    return called
