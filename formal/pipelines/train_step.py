"""The training step as two programs run back to back: compile it, measure it, replay it.

A training step (docs/semantics.md, "The training step") is the forward program, then the
backward program, as AOTAutograd runs them: ``forward(primals)`` returns the user outputs
then the saved tensors; the user outputs are dropped when it returns (the tangents replace
them); ``backward(saved..., tangents...)`` owns the saved tensors and tangents, frees each
after its last use, and returns the gradients. The caller holds the primals (parameters,
buffers, user inputs) and the modules' constants for the whole step.

* :func:`compile_step` compiles a model (fullgraph, Inductor, CPU, one thread) through
  :func:`formal.train.graphs.partitioner` and keeps both generated wrappers with their
  first-call arguments, the partition, the step's FLOPs and its gradients.
* :func:`measure_programs` runs a loaded forward and backward back to back inside ONE
  allocator window (:func:`formal.runtime.memory.record_allocations`: a storage allocated
  in one window and freed in another would be invisible), so the step's peak is the held
  bytes + the highest running total of exact-size events over both calls. Between the calls
  it allocates and frees a marker (1, 3 and 5 bytes, freed in reverse), found in the events
  and removed again, which splits the events into the forward's and the backward's.
* :func:`measure_step` does that for a :class:`CompiledStep`, and :func:`dry_step` for a step
  generated and run without its kernels (the same allocations, none of the arithmetic);
  :func:`capture_step` writes its two traces; :func:`step_modeled_peak` models the step from two traces and
  :func:`replay_step` runs the traces' programs (in given unit orders, emitted) back to
  back and compares measured with modeled, to the byte.
"""

from __future__ import annotations

import contextlib
import copy
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

import torch
import torch._functorch.config as functorch_settings

from formal.base.errors import FormalError, one_line
from formal.base.files import HashedFile, write_atomic, write_yaml
from formal.capture.capture import capture_context, profile_files, write_part
from formal.capture.compile import (
    CompiledPart,
    dry_kernels,
    eager_difference,
    flat_tensors,
    inductor_cpu_settings,
    intercept_wrappers,
    training_loss,
)
from formal.emit.permute import emit_source
from formal.machine.fingerprint import current_fingerprint, pin_for_capture
from formal.model.peak import peak
from formal.program.ownership import (
    backward_ownership,
    input_names,
    program_ownership,
    returned_values,
    saved_held,
    tangent_positions,
)
from formal.program.trace import Trace, load_trace
from formal.replay.replay import check_replayable
from formal.runtime.execute import input_storage_bytes, matches_capture
from formal.runtime.loader import load_inputs, load_wrapper
from formal.runtime.memory import peak_of, record_allocations
from formal.train.graphs import JointProbe, graph_flops, keep_joint, partitioner

if TYPE_CHECKING:
    from formal.train.graphs import Choose, Partition

# Sizes of the marker allocations between the two calls (bytes, allocated in this order and
# freed in reverse). Kernels never allocate 1, 3 and 5 bytes back to back and free them in
# reverse right away, and nothing else runs between the calls; the marker is checked to
# occur exactly once and its events are removed before any peak is computed.
MARKER = (1, 3, 5)
MARKER_EVENTS = [*MARKER, *(-n for n in reversed(MARKER))]


@dataclass
class CompiledStep:
    """One compiled training step: both wrappers, the partition and what the step produced."""

    fwd: CompiledPart
    bwd: CompiledPart
    partition: Partition
    step_flops: int  # graph_flops(fw) + graph_flops(bw)
    compile_seconds: float  # torch.compile's first step: tracing, partitioning, Inductor, one run
    gradients: dict[str, torch.Tensor] | None  # parameter name -> gradient after the step (None: spilled)
    eager: dict[str, Any]  # eager_difference of outputs + gradients against eager PyTorch
    num_user_outputs: int  # forward outputs before the saved tensors
    input_shapes: list[list[int]] = field(default_factory=list)
    functorch_config: dict[str, Any] = field(default_factory=dict)
    gradients_file: Path | None = None  # where the gradients went when spilled

    def load_gradients(self) -> dict[str, torch.Tensor]:
        """The step's gradients, read back from disk when spilled."""
        if self.gradients is not None:
            return self.gradients
        assert self.gradients_file is not None, "a step's gradients are in memory or spilled"
        return torch.load(self.gradients_file, weights_only=True)

    def spill(self, folder: Path) -> None:
        """Move what is as large as the model (both programs' first-call arguments, the gradients) to
        files in ``folder``, read back on use: a sweep keeps every plan it compiles, each the size of
        the parameters plus the saved activations several times over."""
        Path(folder).mkdir(parents=True, exist_ok=True)
        self.fwd.spill(folder)
        self.bwd.spill(folder)
        if self.gradients is not None:
            with tempfile.NamedTemporaryFile(dir=folder, suffix=".grads.pt", delete=False) as fh:
                torch.save(self.gradients, fh)
            self.gradients_file, self.gradients = Path(fh.name), None


@dataclass
class StepRun:
    """One measured step (bytes are absolute: held storages included)."""

    measured_peak: int  # held + highest running total over both calls
    held_bytes: int  # forward inputs and both modules' constants, each storage once
    boundary_bytes: int  # live when backward starts: held + saved + tangents
    fwd_peak: int  # high-water mark within the forward call
    bwd_peak: int  # high-water mark from the tangents' allocation through the backward call
    gradients: list[Any]  # the backward program's outputs (None where an input has no gradient)
    events: list[int]  # the allocator's events over both calls, marker removed
    seconds: float | None = None  # median wall time of the step (measure_step's extra runs)

    def numbers(self) -> dict[str, int]:
        return {
            "measured_peak": self.measured_peak,
            "held_bytes": self.held_bytes,
            "boundary_bytes": self.boundary_bytes,
            "fwd_peak": self.fwd_peak,
            "bwd_peak": self.bwd_peak,
        }


# --------------------------------------------------------------------------- compile


def _train_once(
    model: torch.nn.Module, inputs: tuple, loss_fn: Callable[[Any], torch.Tensor] | None, run: Callable | None = None
) -> tuple[list[torch.Tensor], dict[str, torch.Tensor]]:
    """One training step of ``model`` (called through ``run``, e.g. its compiled form, when
    given): its outputs (detached) and its parameters' gradients by name."""
    model.train()
    out = (model if run is None else run)(*inputs)
    training_loss(out, loss_fn).backward()
    grads = {name: p.grad for name, p in model.named_parameters() if p.grad is not None}
    return [t.detach() for t in flat_tensors(out)], grads


def _formal_cause(exc: BaseException) -> FormalError | None:
    """A FormalError torch.compile wrapped (the plan's ``choose`` runs inside the compiler,
    which re-raises backend errors as ``BackendCompilerFailed``)."""
    seen: set[int] = set()
    todo: list[BaseException | None] = [exc]
    while todo:
        current = todo.pop()
        if current is None or id(current) in seen:
            continue
        seen.add(id(current))
        if isinstance(current, FormalError):
            return current
        todo.extend([current.__cause__, current.__context__, getattr(current, "inner_exception", None)])
    return None


def _model_copies(model: torch.nn.Module, count: int, caller: str) -> list[torch.nn.Module]:
    """``count`` deep copies of ``model``; a model that cannot be copied is a one-line FormalError."""
    try:
        return [copy.deepcopy(model) for _ in range(count)]
    except Exception as exc:  # noqa: BLE001 - the model's own objects; report one line
        raise FormalError(
            f"the model cannot be deep-copied ({one_line(exc)}); {caller} leaves the "
            f"caller's model untouched, so it needs a copy"
        ) from None


def compile_step(
    model: torch.nn.Module,
    inputs: tuple,
    loss_fn: Callable[[Any], torch.Tensor] | None = None,
    *,
    functorch_config: dict[str, Any] | None = None,
    choose: Choose | None = None,
    split_addmm: bool = False,
    dry: bool = False,
) -> CompiledStep:
    """Compile ``model``'s training step and run it once (the caller's model stays untouched).

    A deep copy runs eagerly first, then another deep copy is compiled (fullgraph) under
    :func:`formal.capture.compile.inductor_cpu_settings`, ``torch._functorch.config.patch(
    **functorch_config)`` (e.g. ``{"activation_memory_budget": 0.5}``) and
    :func:`formal.train.graphs.partitioner` (``choose``: the saved set; None: PyTorch's;
    ``split_addmm``: the backward graph rewritten by :func:`formal.train.graphs.split_addmm`),
    under the RNG state the eager run saw.

    ``dry``: a dry run (:func:`formal.capture.compile.dry_kernels`, to be measured under it too): the
    generated kernels are neither compiled nor run, so the step's allocations are the compiled step's and
    its values are not; no eager run, and no gradients or eager difference are kept.
    """

    settings = dict(functorch_config or {})
    unknown = sorted(k for k in settings if not hasattr(functorch_settings, k))
    if unknown:
        raise FormalError(f"functorch_config: torch._functorch.config has no setting {unknown[0]!r}")
    reference, compiled_model = _model_copies(model, 2, "compile_step")
    rng = torch.get_rng_state()
    eager_out: list[torch.Tensor] = []
    eager_grads: dict[str, torch.Tensor] = {}
    if not dry:
        try:
            eager_out, eager_grads = _train_once(reference, inputs, loss_fn)
        except FormalError:
            raise
        except Exception as exc:  # noqa: BLE001 - the model's own code; report one line
            raise FormalError(f"the model fails in eager PyTorch: {one_line(exc)}") from None
    del reference
    torch.set_rng_state(rng)
    with (
        inductor_cpu_settings() as reorder,
        intercept_wrappers() as parts,
        functorch_settings.patch(**settings),
        partitioner(choose, split=split_addmm) as partitions,
    ):
        compiled = torch.compile(compiled_model, backend="inductor", fullgraph=True)
        started = time.perf_counter()
        try:
            out, grads = _train_once(compiled_model, inputs, loss_fn, compiled)
        except FormalError:
            raise
        except Exception as exc:  # noqa: BLE001 - torch.compile raises many types; report one line
            cause = _formal_cause(exc)
            if cause is not None:
                raise cause from None
            hint = (
                " (compile_step needs one graph: fullgraph=True)"
                if "graph break" in str(exc).lower() or type(exc).__name__ in ("Unsupported", "UserError")
                else ""
            )
            raise FormalError(f"torch.compile failed on the training step: {one_line(exc)}{hint}") from None
        seconds = time.perf_counter() - started
    called = [p for p in parts if p.called]
    if len(called) != 2 or len(partitions) != 1:
        raise FormalError(
            f"expected one forward and one backward program, got {len(called)} called wrapper(s) "
            f"and {len(partitions)} partitioned graph(s) (graph breaks, or no trainable parameter?)"
        )
    fwd, bwd = called
    names = list(grads)
    difference: dict[str, Any] = {}
    if dry:  # values the skipped kernels never wrote: nothing to compare or keep
        grads = {}
    else:
        difference = eager_difference(
            out + [grads[n] for n in names], eager_out + [eager_grads.get(n, torch.zeros(0)) for n in names]
        )
    for part in (fwd, bwd):
        part.extra["inductor_reorder"] = reorder
        part.eager = difference
    partition = partitions[0]
    return CompiledStep(
        fwd=fwd,
        bwd=bwd,
        partition=partition,
        step_flops=graph_flops(partition.fw) + graph_flops(partition.bw),
        compile_seconds=seconds,
        gradients=grads,
        eager=difference,
        num_user_outputs=partition.num_fwd_outputs,
        input_shapes=[list(t.shape) for t in inputs if isinstance(t, torch.Tensor)],
        functorch_config=settings,
    )


def trace_joint(
    model: torch.nn.Module, inputs: tuple, loss_fn: Callable[[Any], torch.Tensor] | None = None
) -> JointProbe:
    """Trace ``model``'s training step as :func:`compile_step` does, up to the partition, and keep
    the joint graph (:class:`formal.train.graphs.JointProbe`); no Inductor code is generated.
    The caller's model and the global RNG state are left as they were."""
    (probe_model,) = _model_copies(model, 1, "trace_joint")
    rng = torch.get_rng_state()
    try:
        with inductor_cpu_settings(), keep_joint() as kept:
            compiled = torch.compile(probe_model, backend="inductor", fullgraph=True)
            try:
                _train_once(probe_model, inputs, loss_fn, compiled)
            except Exception as exc:  # noqa: BLE001 - torch.compile wraps the keeper's stop in its own types
                if not kept:
                    raise FormalError(f"torch.compile failed tracing the training step: {one_line(exc)}") from None
    finally:
        torch.set_rng_state(rng)
    if len(kept) != 1:
        raise FormalError(f"tracing the step: expected one joint graph to partition, got {len(kept)} (graph breaks?)")
    return kept[0]


# --------------------------------------------------------------------------- measure


def _clone_storages(tensors: list[torch.Tensor]) -> list[torch.Tensor]:
    """Fresh copies with the same sizes, strides, offsets and storage sizes (storages shared
    among them stay shared), so the copies cost exactly what the originals' storages do."""
    copies: dict[int, torch.UntypedStorage] = {}
    out = []
    for t in tensors:
        storage = t.untyped_storage()
        fresh = copies.setdefault(storage._cdata, storage.clone())
        out.append(torch.empty(0, dtype=t.dtype).set_(fresh, t.storage_offset(), t.size(), t.stride()))
    return out


def _split_at_marker(events: list[int]) -> tuple[list[int], list[int]]:
    """The events before and after the marker, the marker's own removed (module doc)."""
    width = len(MARKER_EVENTS)
    hits = [i for i in range(len(events) - width + 1) if events[i : i + width] == MARKER_EVENTS]
    if len(hits) != 1:
        raise FormalError(
            f"the step's allocator events hold the forward/backward marker {len(hits)} times "
            f"(expected once); cannot tell the forward's events from the backward's"
        )
    return events[: hits[0]], events[hits[0] + width :]


def _marker() -> None:
    blocks = [torch.empty(n, dtype=torch.uint8) for n in MARKER]
    while blocks:
        blocks.pop()


def _run_step(
    fwd_call: Callable,
    bwd_call: Callable,
    fwd_args: list[Any],
    tangents: list[torch.Tensor],
    num_user_outputs: int,
    fwd_rng_state: torch.Tensor | None,
    bwd_rng_state: torch.Tensor | None,
    marker: bool,
) -> Any:
    """forward, drop the user outputs, (marker), tangents, backward; returns backward's outputs.

    Nothing here keeps a reference that the programs' own ``del`` should drop: forward's
    outputs list and backward's argument list are the only holders of the saved tensors.
    """
    if fwd_rng_state is not None:
        torch.set_rng_state(fwd_rng_state)
    outputs = list(fwd_call(list(fwd_args)))
    del outputs[:num_user_outputs]  # the user outputs die here (unless a saved tensor shares them)
    if marker:
        _marker()
    if bwd_rng_state is not None:
        torch.set_rng_state(bwd_rng_state)
    outputs.extend(_clone_storages(tangents))  # backward's arguments: saved..., tangents...
    return bwd_call(outputs)


def measure_programs(
    fwd_call: Callable,
    bwd_call: Callable,
    fwd_args: list[Any],
    tangents: list[torch.Tensor],
    num_user_outputs: int,
    held: list[Any],
    *,
    fwd_rng_state: torch.Tensor | None = None,
    bwd_rng_state: torch.Tensor | None = None,
) -> StepRun:
    """Run ``fwd_call`` then ``bwd_call`` back to back in one allocator window; return the step.

    ``fwd_args``: forward's arguments (the caller holds them: each call gets a new list);
    ``tangents``: backward's incoming gradients, copied inside the window right after the
    user outputs are dropped (the tangents replace them); ``held``: every value whose storage
    the caller holds over the step (forward's arguments and both modules' constants), counted
    once per storage. The RNG states are set before each call when given.
    """
    held_bytes = input_storage_bytes(list(held))
    tangent_bytes = input_storage_bytes(list(tangents))
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        gradients, events = record_allocations(
            lambda: _run_step(
                fwd_call, bwd_call, fwd_args, tangents, num_user_outputs, fwd_rng_state, bwd_rng_state, marker=True
            )
        )
    finally:
        torch.set_num_threads(threads)
    forward, backward = _split_at_marker(events)
    fwd_high, after_forward = peak_of(forward)
    bwd_high, _ = peak_of(backward, start=after_forward)
    return StepRun(
        measured_peak=held_bytes + max(fwd_high, bwd_high),
        held_bytes=held_bytes,
        boundary_bytes=held_bytes + after_forward + tangent_bytes,
        fwd_peak=held_bytes + fwd_high,
        bwd_peak=held_bytes + bwd_high,
        gradients=list(gradients),
        events=forward + backward,
    )


def _saved_call(part: CompiledPart, which: str) -> dict[str, Any]:
    if not part.called:
        raise FormalError(f"the {which} program was never called, so it has no captured arguments")
    return part.first_call()


@contextlib.contextmanager
def _loaded(step: CompiledStep):
    """Both wrappers loaded as replay loads them (written to a temporary folder, executed
    from the bytes read there) and their first-call arguments."""
    with tempfile.TemporaryDirectory(prefix="formal-step-") as tmp:
        namespaces = []
        for label, part in (("fwd", step.fwd), ("bwd", step.bwd)):
            path = Path(tmp) / f"step.{label}.wrapper.py"
            write_atomic(path, part.source)
            namespaces.append(load_wrapper(HashedFile.read(path), part.constants))
        yield namespaces[0], namespaces[1], _saved_call(step.fwd, "forward"), _saved_call(step.bwd, "backward")


def _constants(namespace: dict[str, Any]) -> list[torch.Tensor]:
    """The module-level tensors of a loaded wrapper (its constants), as run_call counts them."""
    return [v for v in namespace.values() if isinstance(v, torch.Tensor)]


def measure_step(step: CompiledStep, repeats: int = 3) -> StepRun:
    """Run the step's two programs back to back on the forward's captured arguments (RNG
    restored) and the backward's captured tangents; measured once, then timed ``repeats``
    more times without the profiler (``seconds``: the median)."""
    if repeats < 0:
        raise FormalError(f"repeats: expected a count >= 0, got {repeats}")
    with _loaded(step) as (fwd_ns, bwd_ns, fwd_call_data, bwd_call_data):
        bwd_names = input_names(step.bwd.source, "backward wrapper")
        num_saved = tangent_positions(bwd_names, "backward wrapper")
        bwd_args = bwd_call_data["args"]
        if len(bwd_args) != len(bwd_names):
            raise FormalError(f"backward wrapper: called with {len(bwd_args)} arguments, names {len(bwd_names)}")
        num_user_outputs, _ = backward_ownership(step.fwd.source, step.bwd.source)
        if num_user_outputs != step.num_user_outputs:
            raise FormalError(
                f"forward wrapper: returns {num_user_outputs} user output(s) before the saved values, "
                f"the partition says {step.num_user_outputs}"
            )
        tangents = bwd_args[num_saved:]
        del bwd_args, bwd_call_data["args"]
        fwd_args = fwd_call_data["args"]
        held = [*fwd_args, *_constants(fwd_ns), *_constants(bwd_ns)]
        measured = measure_programs(
            fwd_ns["call"],
            bwd_ns["call"],
            fwd_args,
            tangents,
            step.num_user_outputs,
            held,
            fwd_rng_state=fwd_call_data["rng_state"],
            bwd_rng_state=bwd_call_data["rng_state"],
        )
        times = []
        threads = torch.get_num_threads()
        torch.set_num_threads(1)
        try:
            for _ in range(repeats):
                started = time.perf_counter()
                _run_step(
                    fwd_ns["call"],
                    bwd_ns["call"],
                    fwd_args,
                    tangents,
                    step.num_user_outputs,
                    fwd_call_data["rng_state"],
                    bwd_call_data["rng_state"],
                    marker=False,
                )
                times.append(time.perf_counter() - started)
        finally:
            torch.set_num_threads(threads)
    measured.seconds = statistics.median(times) if times else None
    return measured


def dry_step(
    model: torch.nn.Module,
    inputs: tuple,
    loss_fn: Callable[[Any], torch.Tensor] | None = None,
    *,
    functorch_config: dict[str, Any] | None = None,
    choose: Choose | None = None,
    split_addmm: bool = False,
) -> tuple[CompiledStep, StepRun]:
    """The step :func:`compile_step` would compile, generated and measured as a dry run
    (:func:`formal.capture.compile.dry_kernels`): its peaks are the compiled step's, to the byte, at
    the cost of tracing and generating the two programs (no kernel compiled, none run). The step
    keeps no gradients; its programs' kernels do nothing, so it is for measuring only."""
    with dry_kernels():
        step = compile_step(
            model, inputs, loss_fn, functorch_config=functorch_config, choose=choose, split_addmm=split_addmm, dry=True
        )
        return step, measure_step(step, repeats=0)


# --------------------------------------------------------------------------- traces


def _as_trace(trace: Trace | str | Path) -> Trace:
    return trace if isinstance(trace, Trace) else load_trace(trace)


def _input_storages(trace: Trace) -> dict[str, int]:
    """A trace's input storages (arguments and module constants): id -> bytes. Profiling names
    each after the first name reaching it: the argument's or the constant's."""
    return {st.id: st.bytes for st in trace.problem.storages if st.origin == "input"}


def _modeled(trace: Trace, order: Sequence[str] | None) -> int:
    """The program's modeled peak: the compiler's own program statement by statement (its
    frees may come later than the unit model's) when no order is given, else the order's."""
    return trace.program_peak() if order is None else peak(trace.problem, order)


def step_layout(fwd: Trace, bwd: Trace) -> dict[str, Any]:
    """How two traces make one step: forward's user outputs, which forward input storage each
    held saved value is, and backward's ownership checked against the step's.

    Refuses a backward trace whose ``program.owned`` disagrees with the step (a saved value
    forward made that the trace takes as held, as ``formal capture``'s rule by name does for
    a relaid-out ``primals_k``; :func:`saved_held`): its modeled peak would not be the step's.
    """
    fwd_inputs = _input_storages(fwd)
    names = list(bwd.program["input_names"])
    num_saved = tangent_positions(names, str(bwd.path))
    returned = returned_values([(e["kind"], e["code"]) for e in fwd.program["statements"]], str(fwd.path))
    held_names = set(fwd_inputs) | set(fwd.program["input_names"])
    user, held = saved_held(returned, held_names, num_saved, str(fwd.path))
    matched: set[str] = set()
    for name, base, is_held in zip(names, returned[user:], held):
        if is_held and base not in fwd_inputs:
            raise FormalError(
                f"{fwd.path}: saved value {name!r} is forward's input {base!r}, which shares its "
                f"storage with another input; aliased inputs are not modeled across the step"
            )
        if is_held:
            matched.add(str(base))
    owned = [not h for h in held] + [True] * (len(names) - num_saved)
    recorded = [bool(o) for o in bwd.program["owned"]]
    if len(recorded) != len(owned):
        raise FormalError(f"{bwd.path}: program.owned: {len(recorded)} entries for {len(owned)} arguments")
    if recorded != owned:
        k = next(i for i, (r, o) in enumerate(zip(recorded, owned)) if r != o)
        truth = "owns it (forward made it)" if owned[k] else "does not own it (it is forward's input)"
        raise FormalError(
            f"{bwd.path}: program.owned: argument {names[k]!r} is taken as "
            f"{'held' if owned[k] else 'owned'}, but in the step backward {truth}; capture the "
            f"step with formal.pipelines.train_step.capture_step"
        )
    return {"num_user_outputs": user, "num_saved": num_saved, "matched": matched, "fwd_inputs": fwd_inputs}


def step_modeled_peak(
    fwd_trace: Trace | str | Path,
    bwd_trace: Trace | str | Path,
    fwd_order: Sequence[str] | None = None,
    bwd_order: Sequence[str] | None = None,
) -> dict[str, int]:
    """The step's modeled peak from its two traces (docs/semantics.md, "The training step").

    ``fwd_peak``/``bwd_peak``: each program's own modeled peak (its input storages included;
    no order: the compiler's program as written, :meth:`Trace.program_peak`);
    ``held_outside_bwd``: forward's input storages that are not backward's (a saved value is
    one of forward's inputs when forward returns that input at its place, :func:`step_layout`);
    ``held_outside_fwd``: backward's constants (held over the step, not forward's inputs);
    ``step_peak`` = max(fwd_peak + held_outside_fwd, bwd_peak + held_outside_bwd).
    """
    fwd, bwd = _as_trace(fwd_trace), _as_trace(bwd_trace)
    layout = step_layout(fwd, bwd)
    held_outside_bwd = sum(b for sid, b in layout["fwd_inputs"].items() if sid not in layout["matched"])
    bwd_arguments = set(bwd.program["input_names"])
    held_outside_fwd = sum(b for sid, b in _input_storages(bwd).items() if sid not in bwd_arguments)
    fwd_peak, bwd_peak = _modeled(fwd, fwd_order), _modeled(bwd, bwd_order)
    return {
        "fwd_peak": fwd_peak,
        "bwd_peak": bwd_peak,
        "held_outside_bwd": held_outside_bwd,
        "held_outside_fwd": held_outside_fwd,
        "step_peak": max(fwd_peak + held_outside_fwd, bwd_peak + held_outside_bwd),
    }


def capture_step(step: CompiledStep, name: str, outdir: str | Path, spec_label: str, isa: str = "auto") -> list[Path]:
    """Write ``<name>.fwd`` and ``<name>.bwd`` (wrapper, inputs, trace) from a compiled step,
    profiled as ``formal capture`` profiles (:func:`formal.capture.capture.profile_files`).

    Backward's ownership is the step's (:func:`backward_ownership`: by position, not by name).
    ``spec_label``: what the traces' ``capture.model`` records; ``isa``: the pin the process
    runs under (:func:`formal.machine.fingerprint.pin_for_capture`; it must have been in
    effect when the step was compiled). Returns the two trace paths, forward first.
    """
    isa = pin_for_capture(isa)
    fingerprint = copy.deepcopy(current_fingerprint("cpu"))
    outdir = Path(outdir)
    written = []
    for label, part in (("fwd", step.fwd), ("bwd", step.bwd)):
        base = f"{name}.{label}"
        if not part.called:
            raise FormalError(f"{label} wrapper: never called, nothing to profile")
        wrapper_path, inputs_path = write_part(outdir, base, part)
        context = {
            **capture_context(spec_label, label, "train", isa, fingerprint),
            "input_shapes": step.input_shapes,
            "inductor_reorder": part.extra.get("inductor_reorder", "on"),
        }
        if step.functorch_config:
            context["functorch_config"] = {k: _plain(v) for k, v in step.functorch_config.items()}
        owned = program_ownership(label, part.source, step.fwd.source if label == "bwd" else None)
        trace = profile_files(base, wrapper_path, inputs_path, label, context, owned=owned)
        trace["evidence"]["eager"] = part.eager
        trace_path = outdir / f"{base}.trace.yaml"
        write_yaml(trace_path, trace)
        written.append(trace_path)
    return written


def _plain(value: Any) -> Any:
    """A config value as YAML can hold it (a solver object by its name)."""
    return value if isinstance(value, (bool, int, float, str, type(None))) else repr(value)


def replay_step(
    fwd_trace_path: str | Path,
    bwd_trace_path: str | Path,
    fwd_order: Sequence[str] | None = None,
    bwd_order: Sequence[str] | None = None,
) -> dict[str, Any]:
    """Run the two traces' programs back to back (each in its order when given, emitted by
    :func:`formal.emit.permute.emit_source`) on the captured inputs, after replay's checks
    (:func:`formal.replay.replay.check_replayable`: hashes, torch version, fingerprint).

    Forward runs on its inputs file's arguments (its RNG state restored); backward gets the
    saved values forward returns and the tangents of its own inputs file. The gradients are
    compared with the backward trace's captured digests: its captured saved tensors came from
    the captured forward run, so they match when the forward is deterministic.
    """
    fwd, bwd = load_trace(fwd_trace_path), load_trace(bwd_trace_path)
    for trace, part in ((fwd, "fwd"), (bwd, "bwd")):
        if trace.capture.get("part") != part or trace.capture.get("device", "cpu") != "cpu":
            raise FormalError(
                f"{trace.path}: capture: expected a CPU {part} trace, got part "
                f"{trace.capture.get('part')!r} on {trace.capture.get('device', 'cpu')!r}"
            )
    modeled = step_modeled_peak(fwd, bwd, fwd_order, bwd_order)  # refuses before anything runs
    layout = step_layout(fwd, bwd)
    files = {"fwd": check_replayable(fwd), "bwd": check_replayable(bwd)}
    fwd_data, bwd_data = load_inputs(files["fwd"][1]), load_inputs(files["bwd"][1])
    if len(bwd_data["args"]) != len(bwd.program["input_names"]):
        raise FormalError(
            f"{bwd.path}: the inputs file holds {len(bwd_data['args'])} arguments, the wrapper "
            f"names {len(bwd.program['input_names'])}"
        )
    tangents = bwd_data.pop("args")[layout["num_saved"] :]
    with tempfile.TemporaryDirectory(prefix="formal-replay-step-") as tmp:
        namespaces = {}
        for trace, key, order, data in ((fwd, "fwd", fwd_order, fwd_data), (bwd, "bwd", bwd_order, bwd_data)):
            program: HashedFile | Path = files[key][0]
            if order is not None:
                program = Path(tmp) / f"{trace.path.name.removesuffix('.trace.yaml')}.emitted.py"
                write_atomic(program, emit_source(trace, order))
            namespaces[key] = load_wrapper(program, data["constants"])
        fwd_args = fwd_data.pop("args")
        held = [*fwd_args, *_constants(namespaces["fwd"]), *_constants(namespaces["bwd"])]
        run = measure_programs(
            namespaces["fwd"]["call"],
            namespaces["bwd"]["call"],
            fwd_args,
            tangents,
            layout["num_user_outputs"],
            held,
            fwd_rng_state=fwd_data.get("rng_state"),
            bwd_rng_state=bwd_data.get("rng_state"),
        )
    return {
        "measured_peak": run.measured_peak,
        "modeled_peak": modeled["step_peak"],
        "equal": run.measured_peak == modeled["step_peak"],
        "grads_match_capture": matches_capture(run.gradients, bwd.output_digests),
        "measured": run.numbers(),
        "modeled": modeled,
    }
