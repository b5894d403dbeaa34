"""The recompile route: feed a unit order back into Inductor and measure what it realizes.

formal's own route to a better order is to permute the statements of the generated
wrapper (:mod:`formal.emit.permute`), which is byte-exact by construction. The seed
paper's other route, reproduced here for comparison, asks the compiler to regenerate
the program in the new order: a *post-fusion scheduler pass*
(``torch._inductor.config._post_fusion_custom_pass``, called with the fused scheduler
nodes right after ``Scheduler.fuse_nodes``) sorts the nodes into the target order, and
``reorder_for_peak_memory`` is switched off because it runs after that hook and would
reorder them again. Inductor then does its own code generation: it groups consecutive
C++ nodes into one kernel, places allocations, plans buffer reuse and frees from the
new order. Whether the predicted peak survives that is what this module measures.

Mapping units to scheduler nodes (the mapping that holds in Inductor 2.14):

* a unit's *key* is the set of wrapper names its kernel statement writes or binds
  (``out_ptr``/``in_out_ptr`` arguments of a C++ kernel, ``out=``, schema-mutated
  arguments, the bound result of an extern kernel or fallback op; for an allocation-only
  unit the allocated name);
* a scheduler node's names are its buffer names (``node.get_buffer_names()``, stable
  across compiles because they are assigned at lowering, before scheduling) and the
  names its outputs mutate (``SchedulerBuffer.get_mutations()``);
* a node belongs to the unit whose key contains one of its names. One unit may own
  several nodes (Inductor's C++ back end emits consecutive nodes as one kernel); a node
  that matches no unit (a ``MultiOutput`` projection, a ``NopKernel`` for ``cat``) floats.

Anything else is refused with a message naming the unit or node: a unit with no node,
a node claimed by two units, a key name no node has. Kernel *names* are useless for the
mapping: they are numbered in code-generation order and deduplicated by source text.

Imposing the order: units are laid out in the target order, each unit's nodes in their
fusion order; a floating node goes right after the last node it depends on (as the
emitter places views and projections). A node whose dependencies (``unmet_dependencies``,
resolved to the node that owns the buffer) are not yet placed makes the order illegal
for Inductor, and the pass refuses it.
"""

from __future__ import annotations

import contextlib
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

from formal.base.errors import FormalError
from formal.capture.capture import capture
from formal.emit.permute import load_program
from formal.program.trace import Trace, load_trace
from formal.replay.replay import require_same_machine

# ----------------------------------------------------------------------- unit keys


def unit_keys(trace: Trace) -> dict[str, frozenset[str]]:
    """Per unit of ``trace``, the wrapper names its statement writes or binds (see module doc).

    An empty key marks a *rider*: a statement that writes nothing, such as the
    ``assert_tensor_metadata(buf2, ...)`` check Inductor emits after an extern kernel. It
    has no scheduler node of its own; code generation emits it with the node it checks.
    """
    program = load_program(trace)
    keys: dict[str, frozenset[str]] = {}
    for entry, st in zip(trace.program["statements"], program.statements):
        if entry["kind"] != "unit":
            continue
        keys[entry["unit"]] = frozenset(st.writes) | frozenset(st.binds)
    return keys


# ----------------------------------------------------------------------- node model


@dataclass(frozen=True)
class NodeInfo:
    """What the mapping needs of a scheduler node (fakes in tests, real nodes via :func:`describe`)."""

    name: str  # operation name, e.g. "op3_op4"
    buffers: frozenset[str]  # buffer names it defines
    mutations: frozenset[str] = frozenset()  # names its outputs mutate
    deps: frozenset[str] = frozenset()  # buffer names it needs from other nodes

    @property
    def names(self) -> frozenset[str]:
        return self.buffers | self.mutations


def describe(node: Any) -> NodeInfo:
    """:class:`NodeInfo` of an Inductor ``BaseSchedulerNode``."""
    mutations = frozenset(m for buf in node.get_outputs() for m in buf.get_mutations())
    deps = frozenset(d.name for d in node.unmet_dependencies)
    return NodeInfo(node.get_name(), frozenset(node.get_buffer_names()), mutations, deps)


def map_units(keys: dict[str, frozenset[str]], nodes: Sequence[NodeInfo]) -> dict[str, str | None]:
    """``{node name: unit id or None (floating)}``; FormalError when the mapping does not hold."""
    owner_of_name: dict[str, list[str]] = {}
    for n in nodes:
        for name in n.names:
            owner_of_name.setdefault(name, []).append(n.name)
    # A name may be written by two units: the one that creates it (its scheduler node *defines*
    # the buffer) and one that updates it in place (its node *mutates* it), as an embedding
    # gradient is zeroed by one kernel and accumulated by a later one. Keys are in trace order.
    writers: dict[str, list[str]] = {}
    for uid, key in keys.items():  # riders (empty keys) own no node
        for name in key:
            writers.setdefault(name, []).append(uid)
            if name not in owner_of_name:
                raise FormalError(
                    f"unit {uid} writes {name}, which no scheduler node defines or mutates "
                    f"(is this the graph the trace was captured from?)"
                )

    def unit_for(name: str, defines: bool) -> str:
        units = writers[name]
        if len(units) == 1:
            return units[0]
        if len(units) == 2:
            return units[0] if defines else units[1]
        raise FormalError(
            f"name {name} is written by units {', '.join(units)}; cannot tell which one owns its scheduler node"
        )

    mapping: dict[str, str | None] = {}
    for n in nodes:
        units = sorted(
            {unit_for(x, True) for x in n.buffers if x in writers}
            | {unit_for(x, False) for x in n.mutations if x in writers}
        )
        if len(units) > 1:
            raise FormalError(
                f"scheduler node {n.name} (buffers {', '.join(sorted(n.buffers))}) belongs to "
                f"units {' and '.join(units)}; the order cannot be imposed node by node"
            )
        mapping[n.name] = units[0] if units else None
    covered = {u for u in mapping.values() if u is not None}
    missing = [u for u, key in keys.items() if key and u not in covered]
    if missing:
        raise FormalError(f"unit {missing[0]} maps to no scheduler node")
    return mapping


def impose(order: Sequence[str], nodes: Sequence[NodeInfo], mapping: dict[str, str | None]) -> list[str]:
    """Node names in the order that runs the units as ``order`` says (see module doc).

    Units of ``order`` that own no node (riders, see :func:`unit_keys`) are skipped.
    """
    by_name = {n.name: n for n in nodes}
    owner: dict[str, str] = {}
    for n in nodes:
        for b in n.names:
            owner.setdefault(b, n.name)
    preds = {n.name: {owner[d] for d in n.deps if d in owner} - {n.name} for n in nodes}
    groups: dict[str, list[str]] = {}
    for n in nodes:  # fusion order within a unit
        if mapping[n.name] is not None:
            groups.setdefault(mapping[n.name], []).append(n.name)
    unknown = sorted(set(groups) - set(order))
    if unknown:
        raise FormalError(f"unit {unknown[0]} owns scheduler nodes but is not in the order")
    if len(set(order)) != len(order):
        raise FormalError("the order lists a unit twice")
    order = [u for u in order if u in groups]
    floating = [n.name for n in nodes if mapping[n.name] is None]
    placed: list[str] = []
    done: set[str] = set()

    def flush() -> None:
        progress = True
        while progress:
            progress = False
            for name in floating:
                if name not in done and preds[name] <= done:
                    placed.append(name)
                    done.add(name)
                    progress = True

    flush()
    for uid in order:
        for name in groups[uid]:
            flush()  # e.g. a cat's NopKernel between the nodes of one C++ kernel
            missing = preds[name] - done
            if missing:
                need = sorted(missing)[0]
                what = f"unit {mapping[need]}" if mapping.get(need) else f"node {need}"
                raise FormalError(f"order cannot be imposed: unit {uid} (node {name}) needs {what} first")
            placed.append(name)
            done.add(name)
        flush()
    if len(placed) != len(by_name):
        left = [n for n in by_name if n not in done]
        raise FormalError(f"scheduler node {left[0]} could not be placed (its dependencies never complete)")
    return placed


# ----------------------------------------------------------------------- the Inductor pass


@dataclass
class Target:
    """One graph's target: the trace it came from, its unit keys and the unit order to impose."""

    trace_name: str
    keys: dict[str, frozenset[str]]
    order: list[str]


@dataclass
class OrderPass:
    """A ``_post_fusion_custom_pass``: graphs are matched to targets in compile order.

    Training compiles the forward graph, then the backward one; inference one graph.
    ``log`` records, per graph, the imposed node order (for diagnostics); ``error``
    the first refusal (raised inside Inductor, which wraps it, so the caller re-raises
    this one).
    """

    targets: list[Target]
    log: list[dict[str, Any]] = field(default_factory=list)
    error: FormalError | None = None

    def __call__(self, nodes: list[Any]) -> list[Any]:
        k = len(self.log)
        if k >= len(self.targets):
            self.error = FormalError(
                f"Inductor compiled more graphs ({k + 1}) than there are traces "
                f"({len(self.targets)}); cannot tell which order to impose"
            )
            raise self.error
        target = self.targets[k]
        infos = [describe(n) for n in nodes]
        try:
            mapping = map_units(target.keys, infos)
            names = impose(target.order, infos, mapping)
        except FormalError as exc:
            self.error = FormalError(f"{target.trace_name}: {exc}")
            raise self.error from None
        by_name = {n.get_name(): n for n in nodes}
        self.log.append(
            {"trace": target.trace_name, "nodes": names, "moved": sum(a != b.get_name() for a, b in zip(names, nodes))}
        )
        return [by_name[n] for n in names]


@contextlib.contextmanager
def inductor_order(targets: list[Target]):
    """Patch Inductor so the next compiles impose ``targets`` (peak-memory reordering off)."""
    # torch._inductor: seconds to import; only compiling or reading Inductor's settings needs it
    import torch._inductor.config as inductor_config

    order_pass = OrderPass(targets)
    with inductor_config.patch(_post_fusion_custom_pass=order_pass, reorder_for_peak_memory=False):
        yield order_pass


# ----------------------------------------------------------------------- measurement


@dataclass
class Realized:
    """What the regenerated program of one trace realizes."""

    trace: str
    predicted_peak: int  # the unit model's peak of the imposed order
    realized_peak: int  # measured peak of the regenerated program (two runs agree)
    realized_modeled_peak: int  # its statement-level model (Trace.program_peak)
    compiler_peak: int  # the compiler's own program (default settings), measured
    units: int  # units in the original trace
    realized_units: int  # units (kernel calls) in the regenerated program
    order_realized: bool  # the regenerated program runs the units in the target order
    moved_nodes: int  # scheduler nodes the pass moved

    @property
    def missed(self) -> bool:
        return self.realized_peak > self.predicted_peak

    @property
    def worse(self) -> bool:
        return self.realized_peak > self.compiler_peak

    def to_dict(self) -> dict[str, Any]:
        return {**self.__dict__, "missed": self.missed, "worse": self.worse}


def realized_order(
    old_keys: dict[str, frozenset[str]], new_keys: dict[str, frozenset[str]], new_order: Iterable[str]
) -> list[list[str]]:
    """For each unit of the regenerated program (in program order), the original units it covers.

    A regenerated unit covers an original one when it writes every name the original one
    wrote (buffer names survive recompilation); merged kernels cover several, riders none.
    """
    out = []
    for nu in new_order:
        covered = sorted((u for u, k in old_keys.items() if k and k <= new_keys[nu]), key=list(old_keys).index)
        out.append(covered)
    return out


def recompile(
    traces: Sequence[Trace], orders: Sequence[Sequence[str]], predicted: Sequence[int], outdir: str | Path | None = None
) -> list[Realized]:
    """Recompile the model of ``traces`` (all parts of one capture) with ``orders`` imposed.

    The model and mode come from the traces' capture context (``capture.model`` is the
    SPEC, ``capture.mode``); the regenerated wrappers are captured with formal's capture
    into ``outdir`` (a temporary folder if None) and measured.
    """
    if not traces:
        raise FormalError("recompile: no traces given")
    spec, mode = traces[0].capture.get("model"), traces[0].capture.get("mode")
    for t in traces:
        t.require_torch_version()
        require_same_machine(t)  # its measured peaks are compared with this machine's recapture
        if (t.capture.get("model"), t.capture.get("mode")) != (spec, mode):
            raise FormalError(f"{t.path}: recompile needs the parts of one capture (model {spec!r}, mode {mode!r})")
    keys = [unit_keys(t) for t in traces]
    targets = [Target(t.path.name.removesuffix(".trace.yaml"), k, list(o)) for t, k, o in zip(traces, keys, orders)]
    with contextlib.ExitStack() as stack:
        out = (
            Path(outdir)
            if outdir
            else Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="formal-recompile-")))
        )
        with inductor_order(targets) as order_pass:
            try:
                paths = capture(spec, out, mode, isa=traces[0].capture.get("isa", "auto"))
            except FormalError:
                if order_pass.error is not None:
                    raise order_pass.error from None
                raise
        if len(order_pass.log) != len(traces):
            raise FormalError(f"the order pass ran on {len(order_pass.log)} graph(s), expected {len(traces)}")
        results = []
        for t, k, o, pred, path, log in zip(traces, keys, orders, predicted, paths, order_pass.log):
            new = load_trace(path)
            new_keys = unit_keys(new)
            realized = [g for g in realized_order(k, new_keys, [u.id for u in new.problem.units]) if g]
            mapped = [u for u in o if k[u]]
            ev = new.evidence
            if ev.get("original_measured_peak") != ev.get("original_measured_peak_rerun"):
                raise FormalError(
                    f"{path}: the regenerated program's two measured peaks differ "
                    f"({ev.get('original_measured_peak')} vs {ev.get('original_measured_peak_rerun')})"
                )
            results.append(
                Realized(
                    trace=t.path.name.removesuffix(".trace.yaml"),
                    predicted_peak=int(pred),
                    realized_peak=int(ev["original_measured_peak"]),
                    realized_modeled_peak=new.program_peak(),
                    compiler_peak=int(t.evidence.get("original_measured_peak", t.program_peak())),
                    units=t.problem.n,
                    realized_units=new.problem.n,
                    order_realized=[u for grp in realized for u in grp] == mapped
                    and all(len(g) == 1 for g in realized),
                    moved_nodes=int(log["moved"]),
                )
            )
        return results


def compile_default_off(traces: Sequence[Trace], outdir: str | Path | None = None) -> list[Trace]:
    """Recapture the model of ``traces`` with ``reorder_for_peak_memory`` off: the compiler's other order
    (``formal capture --inductor-reorder off``)."""
    spec, mode = traces[0].capture.get("model"), traces[0].capture.get("mode")
    with contextlib.ExitStack() as stack:
        out = Path(outdir) if outdir else Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="formal-off-")))
        paths = capture(spec, out, mode, isa=traces[0].capture.get("isa", "auto"), inductor_reorder="off")
        return [load_trace(p) for p in paths]
