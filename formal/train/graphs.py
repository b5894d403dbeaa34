"""The joint forward+backward graph of a training step, and the hook that partitions it.

AOTAutograd traces a training step as one *joint* graph and a partitioner splits it into a
forward graph (which returns the user outputs, then the tensors it *saves* for backward)
and a backward graph (which takes the saved tensors and the incoming gradients). Every
forward value the backward graph needs is either saved or recomputed inside it.

This module is formal's door into that decision, through the official hook
``torch._inductor.config.custom_partitioner_fn`` (a ``CustomPartitionerFn``): while
:func:`partitioner` is active, every joint graph goes through :class:`FormalPartitioner`,
which runs PyTorch's own ``min_cut_rematerialization_partition`` (so the same graph passes,
extraction, RNG handling and backward reordering apply) with one step replaced: the choice
of saved values. There it records a :class:`JointTable` (plain data: every node's bytes,
FLOPs and dependencies, and the set PyTorch itself would save) and returns the set that
``choose(table)`` names, or PyTorch's set when no ``choose`` is given.

Replacing that one step means patching ``torch._functorch.partitioners.choose_saved_values_set``
for the duration of our partitioner call (a private function; the hook itself is public).

One rewrite of the backward graph is offered, off by default (``split_addmm``): Inductor's
post-grad pattern computes ``add(mm(a, b), c)`` as one ``addmm(c, a, b)`` where the add is,
which keeps ``a`` and ``b`` alive until ``c`` exists. A weight used twice gets its gradient so:
a tied embedding's is the LM head's ``mm(logits gradient, hidden)`` plus the embedding's
scatter, computed last, and the logits gradient (the largest tensor of a language model's
backward) lives to the end. :func:`split_addmm` writes such an add as ``prims.add``, which the
pattern does not match: the product runs where the graph has it, its inputs die there, and
only its result waits for ``c``. Rounding may differ from the fused kernel's (docs/train.md).

formal's plans keep the primals (:func:`keep_saved_primals`; PyTorch's default partition, the
one the budgets are shares of, is left as PyTorch compiles it). On CPU, Inductor's layout
optimization runs a conv net channels-last, and where the backward needs a primal a convolution
reads (its weight, the input), the forward returns its channels-last copy in the primal's place:
the output strides of a saved value are Inductor's to choose. The backward then holds that copy
from its start while the caller holds the primal (2.07 MB of issue 50's conv stack in every plan).
The rewrite returns such a primal as a flat view, which has no channels-last layout, and the
backward views it back and copies it channels-last just before its first reader: Inductor returns
the caller's storage, and the backward holds the copy from its first reader to its last, in the
layout the saved copy had (so its kernels are the same, bit for bit).

formal's plans compile without Inductor's reuse pool (``allow_buffer_reuse=False``). With the pool,
the wrapper keeps a buffer it frees on a stack per size and hands it to the next allocation of that
size instead of new memory (``memory_plan_reuse`` in ``torch/_inductor/codegen/wrapper.py``, where
Inductor's own estimate of the peak allows it), so the buffer stays allocated from its last read to
that allocation. A pooled buffer never lowers the bytes live at any point, it only holds some longer:
without the pool every buffer is freed at its last read, and a step's peak is the one its liveness
gives, which is what the planning model computes. Measured on the U-Net of docs/train.md: the least
plan's backward peak 844,981,408 B with the pool, 741,180,320 B without.

FLOPs are FlopCounterMode's formulas (``torch.utils.flop_counter``) applied to the shapes
each node carries: matrix products, convolutions and attention count, element-wise ops count
0 (as FlopCounterMode counts them). See docs/train.md.
"""

from __future__ import annotations

import contextlib
import operator
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterator
from unittest import mock

import torch
import torch._inductor.config as inductor_config
import torch.fx as fx
from torch._functorch import partitioners
from torch._inductor.custom_graph_pass import CustomPartitionerFn
from torch.utils.checkpoint import CheckpointPolicy

from formal.base.errors import FormalError

KINDS = ("primal", "tangent", "forward", "backward", "other")


@dataclass(frozen=True)
class JointNode:
    """One node of the joint graph, as the planner sees it."""

    name: str
    kind: str  # one of KINDS
    target: str
    inputs: tuple[str, ...]  # names of the nodes it reads
    bytes: int  # bytes of the tensor(s) it produces (0 for views and non-tensors)
    flops: int  # FlopCounterMode's count for the op (0 if uncounted)
    elements: int  # elements it produces (a tie-break cost for uncounted ops)
    savable: bool  # may be a saved value (a tensor, not a view, not a tuple)
    recomputable: bool  # may be computed in backward (deterministic, an ATen op or getitem)
    shape: tuple[int, ...] | None = None  # its tensor's sizes (None: not one tensor); the checker recomputes from them
    # kinds: "forward" nodes the forward needs (computing one again in backward is extra work);
    # "other" nodes only backward needs, computed from forward values: the partitioner runs
    # them in backward unless it saves them (e.g. ReLU's mask), so either way they run once.


@dataclass
class JointTable:
    """The joint graph in its order, with PyTorch's own saved set for reference."""

    nodes: list[JointNode]
    pytorch_saved: list[str]  # what PyTorch's partitioner saves under the config in effect
    num_fwd_outputs: int
    outputs: list[str] = field(default_factory=list)  # the joint graph's outputs: forward's, then gradients
    # the matrix products Inductor computes inside an add (fused_addmm): mm name -> add name;
    # empty when the programs are compiled with split_addmm
    addmm: dict[str, str] = field(default_factory=dict)
    # scratch bytes an external kernel allocates while it runs, measured on a captured step
    # (formal.train.transients): node name -> bytes; empty until measured
    transients: dict[str, int] = field(default_factory=dict)
    # whether the plans' backward receives the primals themselves (keep_saved_primals): then a primal's layout
    # copy lives from its first reader, not from the backward's start (formal.train.formulation.PRIMAL_COPY)
    primals_kept: bool = False

    def by_name(self) -> dict[str, JointNode]:
        return {n.name: n for n in self.nodes}

    def needed_in_backward(self) -> list[str]:
        """Forward values (and primals) that the backward part reads directly: its own nodes and
        the "other" nodes (computed from forward values for backward's sake, e.g. ReLU's mask),
        which the partitioner places in backward unless it saves them."""
        kinds = {n.name: n.kind for n in self.nodes}
        needed: dict[str, None] = {}
        for node in self.nodes:
            if node.kind in ("backward", "other"):
                for name in node.inputs:
                    if kinds.get(name) in ("forward", "primal"):
                        needed[name] = None
        return list(needed)


@dataclass
class Partition:
    """One partitioned joint graph: the table, the two graphs, the saved values' names."""

    table: JointTable
    fw: fx.GraphModule
    bw: fx.GraphModule
    saved: list[str] = field(default_factory=list)
    num_fwd_outputs: int = 0
    split_addmm: list[str] = field(default_factory=list)  # the backward's adds split_addmm rewrote
    kept_primals: list[str] = field(default_factory=list)  # the saved primals keep_saved_primals rewrote


def _meta_value(x: Any) -> Any:
    return x.meta.get("val") if isinstance(x, fx.Node) else x


def node_flops(node: fx.Node) -> int:
    """FlopCounterMode's count for one node, computed from the shapes it carries (no execution)."""
    from torch.utils.flop_counter import flop_registry  # FlopCounterMode: only counting FLOPs needs it

    if node.op != "call_function" or not hasattr(node.target, "_overloadpacket"):
        return 0
    formula = flop_registry.get(node.target._overloadpacket)
    if formula is None:
        return 0
    args, kwargs = torch.utils._pytree.tree_map(_meta_value, (node.args, node.kwargs))
    out = node.meta.get("val")
    if out is None:
        return 0
    return int(formula(*args, **kwargs, out_val=out))


def graph_flops(gm: fx.GraphModule) -> int:
    """The FLOPs of every call in a graph module (FlopCounterMode's formulas on its shapes)."""
    return sum(node_flops(n) for n in gm.graph.nodes if n.op == "call_function")


def _tensor_bytes(val: Any) -> int:
    if isinstance(val, torch.Tensor):
        return int(val.numel()) * val.element_size()
    if isinstance(val, (list, tuple)):
        return sum(_tensor_bytes(v) for v in val)
    return 0


def _shape(val: Any) -> tuple[int, ...] | None:
    """A tensor's sizes (the proof's shape column); None for anything else, or sizes that are symbols (SymInt)."""
    dims = tuple(val.shape) if isinstance(val, torch.Tensor) else None
    return dims if dims is not None and all(type(d) is int for d in dims) else None


def _elements(val: Any) -> int:
    if isinstance(val, torch.Tensor):
        return int(val.numel())
    if isinstance(val, (list, tuple)):
        return sum(_elements(v) for v in val)
    return 0


def _storage(val: Any) -> Any:
    """The identity of a tensor's storage (fake tensors have one too); None for anything else."""
    from torch.multiprocessing.reductions import StorageWeakRef  # the partitioner's own storage identity

    if not isinstance(val, torch.Tensor):
        return None
    try:
        return StorageWeakRef(val.untyped_storage())
    except (NotImplementedError, RuntimeError):  # a tensor without storage (a sparse or nested one)
        return None


def _getitem_view(node: fx.Node, val: Any, storages: set[Any]) -> bool:
    """Whether ``node`` is a getitem whose tensor lives in a storage an earlier node made (an output of a
    split, a chunk, an unbind), recording its storage for the nodes after it."""
    storage = _storage(val)
    earlier = storage in storages
    storages.add(storage)
    return earlier and node.target is operator.getitem


def describe(joint_graph: fx.Graph, node_info: Any, pytorch_saved: list[fx.Node], num_fwd_outputs: int) -> JointTable:
    """The :class:`JointTable` of a joint graph as PyTorch's partitioner classified it."""
    # torch._functorch: heavy; only the training step's partitioning needs it
    from torch._functorch.partitioners import get_default_op_list

    ops = get_default_op_list()
    nodes = []
    storages: set[Any] = {None}  # the storages of the nodes so far (None: a value that is no tensor)
    for node in joint_graph.nodes:
        if node.op == "output":
            continue
        if node.op == "placeholder":
            kind = "tangent" if node.name.startswith("tangents") else "primal"
        elif node_info.is_required_fw(node):
            kind = "forward"
        elif node_info.is_required_bw(node):
            kind = "backward"
        else:
            kind = "other"
        val = node.meta.get("val")
        is_tensor = isinstance(val, torch.Tensor)
        # A getitem of a split or chunk is a view of the split's base, its storage: saving it keeps the
        # whole base alive (the backward receives the base's storage), so it is planned as a view.
        shares = _getitem_view(node, val, storages)
        is_view = node.op == "call_function" and (ops.is_view(node) or shares)
        aten = node.op == "call_function" and (
            node.target is operator.getitem or str(getattr(node.target, "namespace", "")) in ("aten", "prims")
        )
        must_save = node.meta.get("recompute", None) == CheckpointPolicy.MUST_SAVE
        random = node.op == "call_function" and ops.is_random(node)
        nodes.append(
            JointNode(
                name=node.name,
                kind=kind,
                target=str(node.target),
                inputs=tuple(i.name for i in node.all_input_nodes),
                bytes=0 if is_view else _tensor_bytes(val),
                flops=node_flops(node),
                elements=_elements(val),
                savable=is_tensor and not is_view and kind in ("forward", "primal", "other"),
                recomputable=kind in ("forward", "other") and aten and not must_save and not random,
                shape=_shape(val),
            )
        )
    output = next(iter(joint_graph.find_nodes(op="output")))
    outputs = [a.name for a in torch.utils._pytree.tree_leaves(output.args) if isinstance(a, fx.Node)]
    addmm = {mm.name: node.name for node in joint_graph.nodes if (mm := fused_addmm(node)) is not None}
    return JointTable(
        nodes=nodes,
        pytorch_saved=[n.name for n in pytorch_saved],
        num_fwd_outputs=num_fwd_outputs,
        outputs=outputs,
        addmm=addmm,
    )


def fused_addmm(node: fx.Node) -> fx.Node | None:
    """The ``mm`` that Inductor's post-grad pattern computes inside ``node`` as one ``addmm``,
    when ``node`` is ``add(mm(a, b), c)`` (either order) with ``c`` a tensor of the product's
    shape and dtype and the product read by nothing else; otherwise None. (The pattern also
    takes a broadcast ``c``, a bias: the forward's linear layers, already ``addmm``.)"""
    if node.op != "call_function" or node.target is not torch.ops.aten.add.Tensor or node.kwargs:
        return None
    if len(node.args) != 2:
        return None
    for mm, other in (node.args, node.args[::-1]):
        if not (isinstance(mm, fx.Node) and isinstance(other, fx.Node)):
            continue
        if mm.target is not torch.ops.aten.mm.default or len(mm.users) != 1:
            continue
        product, addend = mm.meta.get("val"), other.meta.get("val")
        if (
            isinstance(product, torch.Tensor)
            and isinstance(addend, torch.Tensor)
            and product.shape == addend.shape
            and product.dtype == addend.dtype
        ):
            return mm
    return None


def split_addmm(gm: fx.GraphModule) -> list[str]:
    """Rewrite every add that Inductor would fuse with its ``mm`` (:func:`fused_addmm`) as
    ``prims.add`` (same shapes, no broadcast, the same element-wise sum), which its pattern does
    not match; returns the adds' names, in graph order."""
    split = [node for node in gm.graph.nodes if fused_addmm(node) is not None]
    for node in split:
        node.target = torch.ops.prims.add.default
    if split:
        gm.recompile()
    return [node.name for node in split]


def keep_saved_primals(fw: fx.GraphModule, bw: fx.GraphModule, num_fwd_outputs: int) -> list[str]:
    """Where Inductor would save a primal's channels-last copy in its place (module doc), have the forward
    return the primal as a flat view instead, and the backward view it back and copy it channels-last just
    before its first reader; returns the primals so rewritten, in the forward's output order."""
    from torch._inductor.graph import GraphLowering  # Inductor's own test of whether it lays the graph out

    if not GraphLowering.decide_layout_opt(fw, is_inference=False):
        return []
    output = fw.graph.find_nodes(op="output")[0]
    returned = list(output.args[0])
    received = {n.name: n for n in bw.graph.find_nodes(op="placeholder")}
    position = {n: i for i, n in enumerate(bw.graph.nodes)}
    kept = []
    for i in range(num_fwd_outputs, len(returned)):  # the saved values (the user outputs come first)
        primal = returned[i]
        value = _meta_value(primal)
        if not (isinstance(primal, fx.Node) and primal.op == "placeholder" and primal.name in received):
            continue
        convolved = any(user.target is torch.ops.aten.convolution.default for user in primal.users)
        placeholder = received[primal.name]
        if not convolved or not isinstance(value, torch.Tensor) or value.dim() != 4 or not placeholder.users:
            continue
        if not value.is_contiguous():  # a caller's channels-last input is saved as it is: no copy to move
            continue
        with fw.graph.inserting_before(output):
            flat = fw.graph.call_function(torch.ops.aten.view.default, (primal, [value.numel()]))
        flat.meta = {**primal.meta, "val": value.view(value.numel())}
        returned[i] = flat
        shaped = placeholder.meta["val"]
        readers = list(placeholder.users)
        with bw.graph.inserting_before(min(readers, key=position.__getitem__)):
            back = bw.graph.call_function(torch.ops.aten.view.default, (placeholder, list(shaped.shape)))
            copy = bw.graph.call_function(torch.ops.aten.clone.default, (back,), {"memory_format": torch.channels_last})
        back.meta = dict(placeholder.meta)
        copy.meta = {**placeholder.meta, "val": shaped.clone(memory_format=torch.channels_last)}
        for reader in readers:
            reader.replace_input_with(placeholder, copy)
        placeholder.meta = {**placeholder.meta, "val": shaped.view(shaped.numel())}
        kept.append(primal.name)
    if kept:
        output.args = (tuple(returned),)
        fw.recompile()
        bw.recompile()
    return kept


Choose = Callable[[JointTable], list[str]]


class FormalPartitioner(CustomPartitionerFn):
    """PyTorch's min-cut partitioner with formal's choice of saved values (module doc)."""

    def __init__(self, choose: Choose | None, record: list[Partition], split: bool = False) -> None:
        self.choose = choose
        self.record = record
        self.split = split  # rewrite the backward graph with split_addmm

    def __call__(self, gm: fx.GraphModule, joint_inputs: Any, **kwargs: Any) -> tuple[fx.GraphModule, fx.GraphModule]:
        original = partitioners.choose_saved_values_set
        num_fwd_outputs = int(kwargs.get("num_fwd_outputs", 0))
        tables: list[JointTable] = []

        def chooser(joint_graph: fx.Graph, node_info: Any, memory_budget: float = 1) -> list[fx.Node]:
            pytorch_saved = original(joint_graph, node_info, memory_budget=memory_budget)
            table = describe(joint_graph, node_info, pytorch_saved, num_fwd_outputs)
            tables.append(table)
            if self.choose is None:
                return pytorch_saved
            by_name = {n.name: n for n in joint_graph.nodes}
            names = self.choose(table)
            unknown = [n for n in names if n not in by_name]
            if unknown:
                raise FormalError(
                    f"the plan names {len(unknown)} value(s) this joint graph does not have "
                    f"(first: {unknown[0]!r}); was the model or torch version changed?"
                )
            return [by_name[n] for n in names]

        kwargs.pop("compiler", None)
        with mock.patch.object(partitioners, "choose_saved_values_set", chooser):
            fw, bw = partitioners.min_cut_rematerialization_partition(gm, joint_inputs, compiler="inductor", **kwargs)
        if not tables:  # PyTorch took a path without a choice (no backward nodes): nothing to plan
            raise FormalError("the joint graph has no backward part to partition")
        saved = [n.name for n in bw.graph.find_nodes(op="placeholder") if not n.name.startswith("tangents")]
        table, split = tables[-1], []
        if self.split:
            split = split_addmm(bw)
            table = replace(table, addmm={})
        # formal's plans keep the primals; PyTorch's default is compiled as PyTorch compiles it (module doc)
        kept = keep_saved_primals(fw, bw, num_fwd_outputs) if self.choose is not None else []
        partition = Partition(table, fw, bw, saved, num_fwd_outputs, split_addmm=split, kept_primals=kept)
        self.record.append(partition)
        return fw, bw

    def uuid(self) -> Any:
        return None  # never cache: a capture must see the program this partition makes


# Inductor's settings a plan of formal's compiles under (module doc): no reuse pool.
PLAN_SETTINGS: dict[str, Any] = {"allow_buffer_reuse": False}


@contextlib.contextmanager
def partitioner(choose: Choose | None = None, *, split: bool = False) -> Iterator[list[Partition]]:
    """While active, torch.compile partitions through :class:`FormalPartitioner` (``split``:
    its backward graphs rewritten by :func:`split_addmm`); yields the list of partitions it
    made (module doc). A plan of formal's (a ``choose``) compiles without Inductor's reuse pool
    (``allow_buffer_reuse``, module doc); PyTorch's default partition compiles as PyTorch's does."""
    record: list[Partition] = []
    settings = {} if choose is None else PLAN_SETTINGS
    with inductor_config.patch(custom_partitioner_fn=FormalPartitioner(choose, record, split), **settings):
        yield record


# --------------------------------------------------------------------------- partitioning again, without compiling


def _copy_graph_module(gm: fx.GraphModule) -> fx.GraphModule:
    """A copy the partitioner may change: new nodes (their meta dicts copied, the values in them
    shared: the fake tensors are never changed), the same submodules and parameters."""
    graph = fx.Graph()
    graph.output(graph.graph_copy(gm.graph, {}))
    return fx.GraphModule(gm, graph)


@dataclass
class JointProbe:
    """A joint graph kept as the partitioner received it, to partition again without compiling.

    The saved set a plan names is not always the one its program saves: the partitioner leaves
    out values the backward never reads, so two plans that differ only in such values compile
    to the same two programs. :meth:`realized` tells which saved set a choice becomes, in the time of one
    partition (a fraction of a second to seconds) instead of a compile (minutes at model size).
    """

    gm: fx.GraphModule
    joint_inputs: Any
    kwargs: dict[str, Any]

    def realized(self, choose: Choose) -> list[str]:
        """The names of the values the backward program would receive as saved (tangents left
        out) when ``choose`` picks the saved values; raises what the partitioner raises."""
        record: list[Partition] = []
        FormalPartitioner(choose, record)(_copy_graph_module(self.gm), self.joint_inputs, **self.kwargs)
        return record[-1].saved


class _Kept(Exception):
    """Raised by :class:`_JointKeeper` once it holds the joint graph: ends the trace before Inductor compiles."""


class _JointKeeper(CustomPartitionerFn):
    """A partitioner that keeps the joint graph it receives and stops the compile (nothing
    changes that graph afterwards; :meth:`JointProbe.realized` partitions copies of it)."""

    def __init__(self) -> None:
        self.kept: list[JointProbe] = []

    def __call__(self, gm: fx.GraphModule, joint_inputs: Any, **kwargs: Any) -> tuple[fx.GraphModule, fx.GraphModule]:
        kwargs.pop("compiler", None)
        self.kept.append(JointProbe(gm, joint_inputs, kwargs))
        raise _Kept()

    def uuid(self) -> Any:
        return None


@contextlib.contextmanager
def keep_joint() -> Iterator[list[JointProbe]]:
    """While active, a torch.compile'd training step stops at its partition and leaves the joint
    graph in the yielded list (the caller catches the compile's error, which wraps ``_Kept``)."""
    keeper = _JointKeeper()
    with inductor_config.patch(custom_partitioner_fn=keeper):
        yield keeper.kept
