"""Build a patch-based (tiled) version of a model: find the local stage, plan every patch, run it.

MCUNetV2 (J. Lin et al., "MCUNetV2: Memory-Efficient Patch-based Inference for Tiny Deep
Learning", NeurIPS 2021) runs the first stage of a CNN patch by patch: each patch of the stage
output is computed from its input region with halos (the overlap is recomputed), so only one
patch's intermediates are live; the assembled stage output then feeds the rest of the network.

This module does that on a ``torch.fx`` trace of the model:

* :func:`analyze` walks the graph from its (single) tensor input and keeps the longest prefix of
  spatially local operators whose receptive field is computed exactly (conv2d of any stride,
  padding, dilation and groups; batch norm in eval; element-wise activations; sums and products
  of two prefix tensors of the same shape; max and average pooling); the first non-local
  operator (flatten, linear, global pooling, ...) ends it. A *cut* is a prefix node that is the
  only prefix value used after it: the stage output.
* :func:`plan_patches` computes, per patch, every stage node's required output region backwards
  (the hull over its consumers), and the crop and border padding of each input.
* :class:`TiledModel` runs the plan: per patch, crop, pad with the layer's own padding value only
  where the region crosses the true border (zeros; -inf for max pooling), apply the layer with
  padding 0, write the patch into the stage output, then run the rest of the graph unchanged.

Why it is exact: a window op's output position reads a fixed set of padded-input positions; the
crop covers every one of them inside the map and the explicit padding supplies exactly the
values the layer's own padding would (:mod:`formal.tile.region`). Element-wise ops act per
position. So every value computed for a patch is the value the whole-map op computes there, up
to the kernels' accumulation order, which a different crop shape may change (hence outputs are
compared bit for bit and any difference is reported).
"""

from __future__ import annotations

import copy
import inspect
import math
import operator
from dataclasses import dataclass, field
from typing import Any, Callable

import torch
import torch.nn.functional as F
from torch import fx, nn
from torch.fx.passes.shape_prop import ShapeProp

from formal.base.errors import FormalError
from formal.tile.region import Interval, Window, clip, split

# Modules that act on each spatial position (batch norm only in eval: in training it is global).
_POINTWISE_MODULES = (
    nn.ReLU,
    nn.ReLU6,
    nn.Hardswish,
    nn.Hardsigmoid,
    nn.Sigmoid,
    nn.SiLU,
    nn.Tanh,
    nn.GELU,
    nn.LeakyReLU,
    nn.ELU,
    nn.Hardtanh,
    nn.Identity,
    nn.Dropout,
    nn.Dropout2d,
)
_POINTWISE_FUNCTIONS = {
    F.relu,
    torch.relu,
    F.relu6,
    F.hardtanh,
    F.hardswish,
    F.hardsigmoid,
    torch.sigmoid,
    F.sigmoid,
    torch.tanh,
    F.silu,
    F.gelu,
    F.leaky_relu,
    F.elu,
    torch.clamp,
    operator.add,
    operator.mul,
    operator.sub,
    operator.truediv,
    torch.add,
    torch.mul,
    torch.sub,
}
_POINTWISE_METHODS = {"relu", "sigmoid", "tanh", "add", "mul", "sub", "div", "clamp", "contiguous"}


@dataclass
class Layer:
    """One stage node: how to run it on a crop."""

    node: str
    kind: str  # "window" (conv/pool) or "pointwise"
    inputs: list[str]  # the stage nodes (or the input) it reads, in argument order
    windows: tuple[Window, Window] | None = None
    pad_value: float = 0.0
    run: Callable[..., torch.Tensor] | None = field(default=None, repr=False)
    shape: tuple[int, ...] = ()  # the whole-map output shape (N, C, H, W)
    label: str = ""

    @property
    def bytes(self) -> int:
        return 4 * math.prod(self.shape)


@dataclass
class Analysis:
    """The traced model, its local prefix, and where it may be cut."""

    gm: fx.GraphModule
    input_node: str
    input_shape: tuple[int, ...]
    prefix: list[Layer]
    cuts: list[int]  # indices into prefix where the stage may end
    stop: str  # why the prefix ends
    peak_layer: int  # index into prefix of the layer with the largest input + output (estimate)
    node_bytes: dict[str, int]  # every fx node's output bytes (activations)


def _window_of_conv(m: nn.Conv2d) -> tuple[Window, Window] | None:
    if m.padding_mode != "zeros":
        return None
    if isinstance(m.padding, str):
        if m.padding == "valid":
            pads = (0, 0)
        else:  # "same" (stride 1): the low side pads total // 2; the high side is implied by the clip
            pads = tuple(d * (k - 1) // 2 for k, d in zip(m.kernel_size, m.dilation))
    else:
        pads = tuple(m.padding)
    return tuple(Window(k, s, p, d) for k, s, p, d in zip(m.kernel_size, m.stride, pads, m.dilation))  # type: ignore


def _pair(v: Any) -> tuple[int, int]:
    return (v, v) if isinstance(v, int) else (int(v[0]), int(v[1]))


class _Slot:
    """Where a tensor input goes in a node's argument structure."""

    def __init__(self, index: int):
        self.index = index


def _template(value: Any, names: list[str]) -> Any:
    if isinstance(value, fx.Node):
        return _Slot(names.index(value.name))
    if isinstance(value, (list, tuple)):
        return type(value)(_template(v, names) for v in value)
    if isinstance(value, dict):
        return {k: _template(v, names) for k, v in value.items()}
    return value


def _fill(value: Any, crops: tuple) -> Any:
    # Plain Python (no torch.fx helpers) so that torch.compile traces it without a graph break.
    if isinstance(value, _Slot):
        return crops[value.index]
    if isinstance(value, (list, tuple)):
        return type(value)(_fill(v, crops) for v in value)
    if isinstance(value, dict):
        return {k: _fill(v, crops) for k, v in value.items()}
    return value


def _mapped(node: fx.Node, fn: Callable[..., torch.Tensor]) -> Callable[..., torch.Tensor]:
    """``fn`` called with the node's own arguments, its tensor inputs replaced by crops (in
    ``node.all_input_nodes`` order); an ``inplace=True`` becomes False (a crop is a view of
    another node's region, which must not change)."""
    names = [a.name for a in node.all_input_nodes]
    args = _template(node.args, names)
    kwargs = {k: (False if k == "inplace" else _template(v, names)) for k, v in node.kwargs.items()}

    def run(*crops: torch.Tensor) -> torch.Tensor:
        return fn(*_fill(args, crops), **_fill(kwargs, crops))

    return run


def _not_inplace(fn: Callable[..., torch.Tensor]) -> Callable[..., torch.Tensor]:
    """``fn`` with its ``inplace`` argument forced off, wherever it is passed (a positional
    ``True``, as in ``F.relu(x, True)``, would write into another node's region)."""
    try:
        signature = inspect.signature(fn)
    except (TypeError, ValueError):  # builtins (torch.relu, operator.add): no inplace argument
        return fn
    if "inplace" not in signature.parameters:
        return fn

    def run(*args: Any, **kwargs: Any) -> torch.Tensor:
        bound = signature.bind(*args, **kwargs)
        bound.arguments["inplace"] = False
        return fn(*bound.args, **bound.kwargs)

    return run


def _is_inplace(gm: fx.GraphModule, node: fx.Node) -> bool:
    """Does the node overwrite its input (``inplace=True``, by keyword, position or module flag)?"""
    if node.op == "call_module":
        return bool(getattr(gm.get_submodule(str(node.target)), "inplace", False))
    if node.op == "call_function":
        try:
            signature = inspect.signature(node.target)
            bound = signature.bind(*node.args, **node.kwargs)
        except (TypeError, ValueError):
            return False
        return bool(bound.arguments.get("inplace", False))
    return False


def _classify(
    gm: fx.GraphModule, node: fx.Node
) -> tuple[str, tuple[Window, Window] | None, float, Callable[..., torch.Tensor]] | str:
    """``(kind, windows, pad_value, run)`` for a local node, else the reason it is not local."""
    if node.op == "call_module":
        m = gm.get_submodule(str(node.target))
        if isinstance(m, nn.Conv2d):
            w = _window_of_conv(m)
            if w is None:
                return f"{node.name}: conv2d with padding_mode {m.padding_mode!r}"
            return "window", w, 0.0, lambda x, m=m: F.conv2d(x, m.weight, m.bias, m.stride, 0, m.dilation, m.groups)
        if isinstance(m, nn.MaxPool2d):
            if m.ceil_mode or m.return_indices:
                return f"{node.name}: max pool with ceil_mode or return_indices"
            k, s, p, d = (_pair(v) for v in (m.kernel_size, m.stride or m.kernel_size, m.padding, m.dilation))
            w = (Window(k[0], s[0], p[0], d[0]), Window(k[1], s[1], p[1], d[1]))
            return "window", w, -math.inf, lambda x, k=k, s=s, d=d: F.max_pool2d(x, k, s, 0, d)
        if isinstance(m, nn.AvgPool2d):
            k, s, p = (_pair(v) for v in (m.kernel_size, m.stride or m.kernel_size, m.padding))
            if m.ceil_mode or (not m.count_include_pad and p != (0, 0)):
                return f"{node.name}: average pool with ceil_mode or count_include_pad=False and padding"
            w = (Window(k[0], s[0], p[0]), Window(k[1], s[1], p[1]))
            return "window", w, 0.0, lambda x, k=k, s=s, m=m: F.avg_pool2d(x, k, s, 0, False, True, m.divisor_override)
        if isinstance(m, nn.BatchNorm2d):
            if m.training:
                return f"{node.name}: batch norm in training mode (normalizes over the whole map)"
            return "pointwise", None, 0.0, _mapped(node, m)
        if isinstance(m, _POINTWISE_MODULES):
            if getattr(m, "inplace", False):  # a crop is a view: never write into another node's region
                m = copy.copy(m)
                m.inplace = False
            if isinstance(m, (nn.Dropout, nn.Dropout2d)) and m.training:
                return f"{node.name}: dropout in training mode"
            return "pointwise", None, 0.0, _mapped(node, m)
        return f"{node.name}: {type(m).__name__} is not a spatially local operator"
    if node.op == "call_function":
        if node.target in _POINTWISE_FUNCTIONS:
            return "pointwise", None, 0.0, _mapped(node, _not_inplace(node.target))
        return f"{node.name}: {getattr(node.target, '__name__', node.target)} is not a spatially local operator"
    if node.op == "call_method":
        if node.target in _POINTWISE_METHODS:
            return (
                "pointwise",
                None,
                0.0,
                _mapped(node, lambda x, *a, name=node.target, **kw: getattr(x, name)(*a, **kw)),
            )
        return f"{node.name}: .{node.target}() is not a spatially local operator"
    return f"{node.name}: {node.op} {node.target} is not a spatially local operator"


def _tensor_args(node: fx.Node) -> list[fx.Node]:
    return [a for a in node.all_input_nodes]


def analyze(model: nn.Module, inputs: tuple) -> Analysis:
    """Trace ``model`` with torch.fx and find its local prefix and the cuts (see module doc)."""
    try:
        gm = fx.symbolic_trace(model)
    except Exception as exc:  # noqa: BLE001 - user code; report one line
        raise FormalError(
            f"torch.fx cannot trace the model ({type(exc).__name__}: "
            f"{(str(exc).strip().splitlines() or [''])[0]}); "
            f"tiling needs an fx-traceable model"
        ) from None
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    if len(placeholders) != 1 or len(inputs) != 1 or not isinstance(inputs[0], torch.Tensor):
        raise FormalError(f"tiling needs a model with one tensor input (got {len(placeholders)} inputs)")
    x = inputs[0]
    if x.dim() != 4 or x.dtype != torch.float32:
        raise FormalError(f"tiling needs a 4-D float32 (NCHW) image input (got {x.dtype} of shape {list(x.shape)})")
    try:
        with torch.no_grad():
            ShapeProp(gm).propagate(x)
    except Exception as exc:  # noqa: BLE001 - user code; report one line
        raise FormalError(
            f"the traced model fails on its example input ({type(exc).__name__}: "
            f"{(str(exc).strip().splitlines() or [''])[0]})"
        ) from None
    node_bytes = {}
    for n in gm.graph.nodes:
        meta = n.meta.get("tensor_meta")
        if meta is not None and hasattr(meta, "shape"):
            node_bytes[n.name] = math.prod(meta.shape) * torch.empty((), dtype=meta.dtype).element_size()
    inp = placeholders[0]
    members = {inp.name}
    prefix: list[Layer] = []
    stop = "the graph's output"
    for node in gm.graph.nodes:
        if node.op in ("placeholder", "output"):
            continue
        meta = node.meta.get("tensor_meta")
        if meta is None or not hasattr(meta, "shape") or len(meta.shape) != 4:
            stop = f"{node.name}: output is not an NCHW tensor"
            break
        args = _tensor_args(node)
        outside = [a.name for a in args if a.name not in members]
        if outside:
            stop = f"{node.name}: reads {', '.join(outside)}, which is not in the local prefix"
            break
        got = _classify(gm, node)
        if isinstance(got, str):
            stop = got
            break
        # An in-place op is run out of place on its crop; that is the same only if nothing reads
        # its input afterwards (otherwise the later reader would have seen the overwritten values).
        if _is_inplace(gm, node) and any(len(a.users) > 1 for a in args):
            stop = f"{node.name}: an in-place operator on a value that is also read elsewhere"
            break
        kind, windows, pad_value, run = got
        shape = tuple(meta.shape)
        if kind == "pointwise":
            for a in args:
                if tuple(a.meta["tensor_meta"].shape) != shape:
                    got = f"{node.name}: broadcasts {a.name} of shape {list(a.meta['tensor_meta'].shape)}"
            if isinstance(got, str):
                stop = got
                break
        elif len(args) != 1:
            stop = f"{node.name}: a window operator with {len(args)} tensor inputs"
            break
        label = str(node.target) if node.op != "call_function" else getattr(node.target, "__name__", str(node.target))
        prefix.append(Layer(node.name, kind, [a.name for a in args], windows, pad_value, run, shape, label))
        members.add(node.name)
    if not prefix:
        raise FormalError(f"no spatially local prefix to tile: the first operator is not local ({stop})")
    # Cuts: the prefix up to i (with the input) is read after i only through prefix[i].
    order = {layer.node: i for i, layer in enumerate(prefix)}
    users_after: dict[str, int] = {}  # node -> index (in graph order) of its last user
    graph_index = {n.name: i for i, n in enumerate(gm.graph.nodes)}
    for n in gm.graph.nodes:
        for a in n.all_input_nodes:
            users_after[a.name] = max(users_after.get(a.name, -1), graph_index[n.name])
    cuts = []
    for i, layer in enumerate(prefix):
        last_member = graph_index[layer.node]
        live = [
            name for name in [inp.name] + [p.node for p in prefix[: i + 1]] if users_after.get(name, -1) > last_member
        ]
        if live == [layer.node] and prefix[i].shape[0] == x.shape[0]:
            cuts.append(i)
    if not cuts:
        raise FormalError(f"the local prefix has no point where a single tensor carries on ({stop})")

    # The peak-setting layer, estimated from shapes: the largest input + output of any operator.
    def io_bytes(n: fx.Node) -> int:
        return node_bytes.get(n.name, 0) + sum(
            node_bytes.get(a.name, 0) for a in n.all_input_nodes if a.op != "get_attr"
        )

    best = max((n for n in gm.graph.nodes if n.op in ("call_module", "call_function", "call_method")), key=io_bytes)
    peak_layer = order.get(best.name, -1)
    del order
    return Analysis(gm, inp.name, tuple(x.shape), prefix, cuts, stop, peak_layer, node_bytes)


@dataclass
class Step:
    """One layer on one patch: its output region and, per input, the crop (offsets into the
    input's computed region) and the border padding (left, right, top, bottom) for F.pad."""

    layer: int
    rows: Interval
    cols: Interval
    crops: list[tuple[int, int, int, int]]
    pads: list[tuple[int, int, int, int] | None]
    free: list[str]  # values no later step of this patch reads


@dataclass
class PatchPlan:
    rows: Interval
    cols: Interval
    steps: list[Step]


def _spatial(shape: tuple[int, ...]) -> tuple[int, int]:
    return shape[2], shape[3]


def plan_patches(analysis: Analysis, cut: int, grid: tuple[int, int]) -> list[PatchPlan]:
    """Per patch of the stage output (``grid`` rows x columns), the steps that compute it."""
    layers = analysis.prefix[: cut + 1]
    out_h, out_w = _spatial(layers[-1].shape)
    try:
        row_parts, col_parts = split(out_h, grid[0]), split(out_w, grid[1])
    except ValueError as exc:
        raise FormalError(f"--patches {grid[0]}x{grid[1]}: the stage output is {out_h}x{out_w}, {exc}") from None
    shapes = {analysis.input_node: analysis.input_shape, **{layer.node: layer.shape for layer in layers}}
    plans = []
    for rows in row_parts:
        for cols in col_parts:
            need: dict[str, tuple[Interval, Interval]] = {layers[-1].node: (rows, cols)}
            wants: list[list[tuple[Interval, Interval, tuple[int, int, int, int] | None]]] = [[] for _ in layers]
            for i in range(len(layers) - 1, -1, -1):
                layer = layers[i]
                if layer.node not in need:
                    continue  # feeds nothing of this patch (cannot happen at a cut, kept for safety)
                r, c = need[layer.node]
                for a in layer.inputs:
                    h, w = _spatial(shapes[a])
                    if layer.kind == "window":
                        cr, cc = clip(layer.windows[0].needs(r), h), clip(layer.windows[1].needs(c), w)
                        ar, ac = cr.read, cc.read
                        pad = (cc.pad_lo, cc.pad_hi, cr.pad_lo, cr.pad_hi)
                    else:
                        ar, ac, pad = r, c, None
                    wants[i].append((ar, ac, pad))
                    old = need.get(a)
                    need[a] = (ar.hull(old[0] if old else None), ac.hull(old[1] if old else None))
            h, w = _spatial(analysis.input_shape)
            need[analysis.input_node] = (Interval(0, h), Interval(0, w))  # the input is held whole
            last_read: dict[str, int] = {}
            for i, layer in enumerate(layers):
                for a in layer.inputs:
                    last_read[a] = i
            steps = []
            for i, layer in enumerate(layers):
                if layer.node not in need:
                    continue
                r, c = need[layer.node]
                crops, pads = [], []
                for a, (ar, ac, pad) in zip(layer.inputs, wants[i]):
                    (r0, r1), (c0, c1) = ar.within(need[a][0]), ac.within(need[a][1])
                    crops.append((r0, r1, c0, c1))
                    pads.append(pad if pad and any(pad) else None)
                free = sorted({a for a in layer.inputs if last_read[a] == i and a != analysis.input_node})
                steps.append(Step(i, r, c, crops, pads, free))
            plans.append(PatchPlan(rows, cols, steps))
    return plans


def run_patch(analysis: Analysis, cut: int, plan: PatchPlan, x: torch.Tensor) -> torch.Tensor:
    """The stage output on ``plan``'s patch, computed from crops of ``x`` (see module doc)."""
    layers = analysis.prefix[: cut + 1]
    values: dict[str, torch.Tensor] = {analysis.input_node: x}
    for step in plan.steps:
        layer = layers[step.layer]
        args = []
        for a, (r0, r1, c0, c1), pad in zip(layer.inputs, step.crops, step.pads):
            v = values[a][:, :, r0:r1, c0:c1]
            if pad is not None:
                v = F.pad(v, pad, value=layer.pad_value)
            args.append(v)
        values[layer.node] = layer.run(*args)
        for a in step.free:  # only one patch's intermediates are live
            del values[a]
    return values[layers[-1].node]


def rest_module(analysis: Analysis, cut: int) -> fx.GraphModule:
    """The graph after the stage, reading the stage output as its one input."""
    gm = analysis.gm
    stage = {analysis.input_node} | {layer.node for layer in analysis.prefix[: cut + 1]}
    graph = fx.Graph()
    env: dict[fx.Node, fx.Node] = {}
    cut_name = analysis.prefix[cut].node
    for node in gm.graph.nodes:
        if node.name == cut_name:
            env[node] = graph.placeholder("stage_output")
        elif node.name in stage:
            continue
        else:
            env[node] = graph.node_copy(node, lambda n: env[n])
    return fx.GraphModule(gm, graph)


class TiledModel(nn.Module):
    """The model with its first ``cut + 1`` local layers run patch by patch (see module doc)."""

    def __init__(self, analysis: Analysis, cut: int, grid: tuple[int, int], write: str = "cat"):
        super().__init__()
        self.analysis, self.cut, self.grid, self.write = analysis, cut, grid, write
        self.plans = plan_patches(analysis, cut, grid)
        self.rest = rest_module(analysis, cut)
        self.stage_shape = analysis.prefix[cut].shape
        self.inner = analysis.gm  # registers every parameter (the stage's closures read the same modules)

    def stage(self, x: torch.Tensor) -> torch.Tensor:
        if self.write == "cat":
            rows, k = [], 0
            for _ in range(self.grid[0]):
                row = [run_patch(self.analysis, self.cut, self.plans[k + j], x) for j in range(self.grid[1])]
                k += self.grid[1]
                rows.append(torch.cat(row, dim=3) if len(row) > 1 else row[0])  # a strip needs no row cat
            return torch.cat(rows, dim=2)
        out = x.new_empty(self.stage_shape)
        for plan in self.plans:
            out[:, :, plan.rows.start : plan.rows.stop, plan.cols.start : plan.cols.stop] = run_patch(
                self.analysis, self.cut, plan, x
            )
        return out

    def forward(self, x: torch.Tensor) -> Any:
        return self.rest(self.stage(x))


def untiled_stage(analysis: Analysis, cut: int, x: torch.Tensor) -> torch.Tensor:
    """The stage output computed the ordinary way (the reference for exactness checks)."""
    values = {analysis.input_node: x}
    for node in analysis.gm.graph.nodes:
        if node.name in values or node.op == "placeholder":
            continue
        args = fx.node.map_arg(node.args, lambda n: values[n.name])
        kwargs = fx.node.map_arg(node.kwargs, lambda n: values[n.name])
        if node.op == "call_module":
            values[node.name] = analysis.gm.get_submodule(str(node.target))(*args, **kwargs)
        elif node.op == "call_function":
            values[node.name] = node.target(*args, **kwargs)
        elif node.op == "call_method":
            values[node.name] = getattr(args[0], node.target)(*args[1:], **kwargs)
        if node.name == analysis.prefix[cut].node:
            return values[node.name]
    raise AssertionError("cut not reached")
