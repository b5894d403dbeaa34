"""Trace a SPEC to an ATen-level FX graph and give detectors a small, uniform view of it.

Why ATen level (``make_fx``) and not ``torch.fx.symbolic_trace``: symbolic tracing keeps
whatever the user wrote (``torch.softmax``, ``x.var()``, ``F.layer_norm``, a module call, a
``@`` operator) and leaves shapes unknown. ``make_fx`` runs the model once on the example
inputs below autograd and records every ATen operator it dispatches, with the exact shape
and dtype of every value (``node.meta["val"]``). A hand-written attention, a library
``nn.MultiheadAttention`` and ``torch.matmul`` all become the same ``aten.bmm`` /
``aten._softmax`` nodes; ``Linear`` becomes ``aten.addmm``; ``x.pow(2)``, ``x ** 2`` and
``torch.square(x)`` become ``aten.pow``. Detectors then match *mathematical* structure on
a small operator vocabulary, never module or variable names. This is also (nearly) the
graph Inductor lowers, so operator names line up with the ``Original ATen`` provenance the
generated wrapper carries (used by :mod:`formal.patterns.streamed`).

Two ATen properties do the classification, not hand-kept lists: an operator whose schema
returns an alias of an input (``OpOverload.is_view``: view, expand, transpose, split...)
materializes nothing; an operator tagged ``torch.Tag.pointwise`` is elementwise.
``aten._unsafe_view`` (a view of a fresh result, by convention) is treated as a view.

Bytes: a non-view value of ``numel`` elements of dtype ``d`` materializes exactly
``numel * d.itemsize`` bytes (a fresh dense result); views materialize 0.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator

import torch
from torch import fx
from torch.fx.experimental.proxy_tensor import make_fx

from formal.base.errors import FormalError

# Results that are views by convention although their schema does not say so.
_VIEW_LIKE = {"_unsafe_view", "alias", "lift_fresh", "detach"}


@dataclass
class PNode:
    """One FX node with what the detectors need: operator name, shape, bytes, neighbours."""

    node: fx.Node
    index: int  # position in execution order
    op: str  # ATen operator name without namespace/overload ("mean", "_softmax"); "input", "param", "output"
    shape: tuple[int, ...] | None
    dtype: torch.dtype | None
    is_view: bool
    pointwise: bool
    # In-place (``add_``) or random (``bernoulli``) operators: re-running them is not a recomputation.
    impure: bool = False
    inputs: list["PNode"] = field(default_factory=list)  # tensor arguments, in argument order
    users: list["PNode"] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.node.name

    @property
    def numel(self) -> int:
        n = 1
        for s in self.shape or ():
            n *= s
        return n if self.shape is not None else 0

    @property
    def nbytes(self) -> int:
        """Bytes this node materializes (0 for views and non-tensors)."""
        if self.is_view or self.dtype is None or self.shape is None or self.op in ("input", "param", "output"):
            return 0
        return self.numel * self.dtype.itemsize

    @property
    def tensor_bytes(self) -> int:
        """Bytes of the value as a dense tensor (also for inputs and parameters)."""
        if self.dtype is None or self.shape is None:
            return 0
        return self.numel * self.dtype.itemsize

    def arg(self, i: int) -> Any:
        return self.node.args[i] if i < len(self.node.args) else None

    def __repr__(self) -> str:  # short, for debugging
        return f"<{self.name}:{self.op}{list(self.shape) if self.shape is not None else ''}>"


class PatternGraph:
    """An ATen FX graph in execution order, with helpers to look through views."""

    def __init__(self, gm: fx.GraphModule, example_inputs: tuple):
        self.gm = gm
        self.example_inputs = example_inputs
        self.nodes: list[PNode] = []
        self.by_name: dict[str, PNode] = {}
        for i, n in enumerate(gm.graph.nodes):
            p = _make_pnode(n, i)
            self.nodes.append(p)
            self.by_name[n.name] = p
        for p in self.nodes:
            for a in _flat_args(p.node.args) + _flat_args(tuple(p.node.kwargs.values())):
                if isinstance(a, fx.Node):
                    q = self.by_name[a.name]
                    if q not in p.inputs:
                        p.inputs.append(q)
                    if p not in q.users:
                        q.users.append(p)
        # getitem of a view op (split) is a view; getitem of a multi-output op is a fresh value.
        for p in self.nodes:
            if p.op == "getitem" and p.inputs:
                p.is_view = p.inputs[0].is_view
        self.outputs = {q.name for p in self.nodes if p.op == "output" for q in p.inputs}

    def __iter__(self) -> Iterator[PNode]:
        return iter(self.nodes)

    def compute_nodes(self) -> list[PNode]:
        """Nodes that run an operator and materialize a result (not views, inputs, outputs)."""
        return [p for p in self.nodes if p.node.op == "call_function" and not p.is_view and p.op != "getitem"]

    def base(self, p: PNode) -> PNode:
        """The node whose fresh result ``p`` views (``p`` itself if it is not a view)."""
        while p.is_view and p.inputs:
            p = p.inputs[0]
        return p

    def real_users(self, p: PNode) -> list[PNode]:
        """Consumers of ``p``'s data, looking through views (sorted by execution order)."""
        out: dict[str, PNode] = {}
        stack = list(p.users)
        while stack:
            u = stack.pop()
            if u.is_view and u.op != "output":
                stack.extend(u.users)
            else:
                out[u.name] = u
        return sorted(out.values(), key=lambda q: q.index)

    def last_use(self, p: PNode) -> int:
        """Execution index of the last consumer of ``p`` (through views); outputs live to the end."""
        users = self.real_users(p)
        if p.name in self.outputs or any(u.op == "output" for u in users):
            return len(self.nodes)
        return max((u.index for u in users), default=p.index)

    def always_live(self, p: PNode) -> bool:
        """Inputs and parameters: held by the caller for the whole program."""
        return p.op in ("input", "param")


def _flat_args(args: Iterable[Any]) -> list[Any]:
    out: list[Any] = []
    for a in args:
        if isinstance(a, (list, tuple)):
            out.extend(_flat_args(a))
        else:
            out.append(a)
    return out


def _make_pnode(n: fx.Node, index: int) -> PNode:
    val = n.meta.get("val")
    shape = tuple(int(s) for s in val.shape) if isinstance(val, torch.Tensor) else None
    dtype = val.dtype if isinstance(val, torch.Tensor) else None
    if n.op == "placeholder":
        return PNode(n, index, "input", shape, dtype, False, False)
    if n.op == "get_attr":
        return PNode(n, index, "param", shape, dtype, False, False)
    if n.op == "output":
        return PNode(n, index, "output", None, None, False, False)
    target = n.target
    if target is operator.getitem:
        return PNode(n, index, "getitem", shape, dtype, False, False)
    if isinstance(target, torch._ops.OpOverload):
        name = target.overloadpacket.__name__
        is_view = bool(target.is_view) or name in _VIEW_LIKE
        impure = name.endswith("_") or torch.Tag.nondeterministic_seeded in target.tags or target._schema.is_mutable
        return PNode(n, index, name, shape, dtype, is_view, torch.Tag.pointwise in target.tags, impure)
    return PNode(n, index, getattr(target, "__name__", str(target)), shape, dtype, False, False)


def normalize_dims(dims: Any, rank: int) -> tuple[int, ...] | None:
    """Reduction dims as sorted non-negative ints (None: all dims); ``None`` on odd input."""
    if dims is None:
        return tuple(range(rank))
    if isinstance(dims, int):
        dims = [dims]
    if not isinstance(dims, (list, tuple)) or not all(isinstance(d, int) for d in dims):
        return None
    return tuple(sorted(d % rank if rank else 0 for d in dims)) or tuple(range(rank))


# --------------------------------------------------------------------------- tracing


def trace_model(model: torch.nn.Module, inputs: tuple, mode: str = "inference", loss_fn: Any = None) -> PatternGraph:
    """Trace ``model`` on ``inputs`` to an ATen graph (train mode: forward + loss + backward)."""
    try:
        if mode == "inference":
            model.eval()

            def fn(*args):
                with torch.no_grad():
                    return model(*args)
        else:
            model.train()
            params = [p for p in model.parameters() if p.requires_grad]
            if not params:
                raise FormalError("train mode: the model has no trainable parameters")

            def fn(*args):
                out = model(*args)
                loss = loss_fn(out) if loss_fn is not None else _default_loss(out)
                grads = torch.autograd.grad(loss, params, allow_unused=True)
                return (loss, *[g for g in grads if g is not None])

        gm = make_fx(fn, tracing_mode="real")(*inputs)
    except FormalError:
        raise
    except Exception as exc:  # noqa: BLE001 - tracing raises many types; report one line
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        raise FormalError(f"cannot trace the model to an ATen graph ({type(exc).__name__}: {first})") from None
    return PatternGraph(gm, inputs)


def _default_loss(out: Any) -> torch.Tensor:
    tensors = [t for t in _flat_args([out]) if isinstance(t, torch.Tensor) and t.requires_grad]
    if not tensors:
        raise FormalError("train mode: the loss does not depend on any parameter (nothing to differentiate)")
    return sum(t.sum() for t in tensors)
