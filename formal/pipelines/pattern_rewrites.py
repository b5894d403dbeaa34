"""``--apply``: prove a bit-identical rewrite by running it, or measure a rounding-changing one.

* ``rematerializable_intermediate``: recomputing the same elementwise operators on the same
  inputs gives the same bits, so the rewrite is offered. The graph is rewritten (the chain is
  copied right before the late use, the late uses read the copy, so the original value dies
  after its early use), both graphs run on the example inputs, every output is compared bit
  for bit, and each run's peak is measured from the CPU allocator's exact-size events
  (eager execution of the FX graph; values are freed after their last use).
* ``online_reducible_norm``: Welford's update rounds differently from the two-pass formula,
  so the rewrite is *not* offered; the statistics are recomputed with Welford on the actual
  values and the difference is measured (and each method's error against float64).
* ``streaming_weighted_reduction``: online softmax rescales partial sums, so the rewrite is
  *not* offered; ``softmax(S) V`` is recomputed by key blocks from the actual scores and the
  difference to the graph's result is measured, with the memory saved.
* ``tile_compatible_compute``: tiling changes the operator's arithmetic; reported only.
"""

from __future__ import annotations

import math
from typing import Any

import torch
from torch import fx

from formal.base.files import write_atomic
from formal.patterns.finding import Finding
from formal.patterns.graph import PatternGraph
from formal.patterns.remat import RecomputeCandidate
from formal.runtime.execute import bit_identical
from formal.runtime.memory import peak_of, record_allocations

WELFORD_MAX_LEN = 8192  # the measurement loops over the reduced length in Python
SOFTMAX_BLOCKS = 4
_SHAPE_PRESERVING = ("expand", "view", "_unsafe_view", "clone", "reshape", "contiguous")


class _Recorder(fx.Interpreter):
    def __init__(self, gm: fx.GraphModule, want: set[str]):
        super().__init__(gm)
        self.want = want
        self.values: dict[str, Any] = {}

    def run_node(self, n: fx.Node) -> Any:
        v = super().run_node(n)
        if n.name in self.want:
            self.values[n.name] = v
        return v


def _values(g: PatternGraph, names: set[str]) -> dict[str, Any]:
    rec = _Recorder(g.gm, names)
    with torch.no_grad(), torch.random.fork_rng():
        torch.manual_seed(0)  # random operators (dropout) draw the same numbers in every run
        rec.run(*g.example_inputs)
    return rec.values


def _diff(a: torch.Tensor, b: torch.Tensor) -> dict[str, float]:
    a64, b64 = a.double(), b.double()
    abs_err = (a64 - b64).abs()
    rel = abs_err / b64.abs().clamp_min(torch.finfo(torch.float64).tiny)
    return {
        "max_abs": float(abs_err.max()) if abs_err.numel() else 0.0,
        "max_rel": float(rel.max()) if rel.numel() else 0.0,
    }


# --------------------------------------------------------------------------- rematerialization


def rematerialize(g: PatternGraph, candidates: list[RecomputeCandidate]) -> fx.GraphModule:
    """A copy of ``g.gm`` in which each candidate's late uses read a recomputed copy of its chain."""
    graph = fx.Graph()
    env: dict[fx.Node, fx.Node] = {}
    out = graph.graph_copy(g.gm.graph, env)
    graph.output(out)
    node = {n.name: n for n in graph.nodes}
    for c in candidates:
        copies: dict[str, fx.Node] = {}
        first_late = node[c.recompute_before]
        with graph.inserting_before(first_late):
            for name in c.chain:
                copies[name] = graph.node_copy(node[name], lambda a: copies.get(a.name, a))
            for late_name in c.late_uses:
                late = node[late_name]
                for a in list(late.all_input_nodes):
                    replacement = _copy_view_chain(g, graph, node, a.name, c.value, copies)
                    if replacement is not None:
                        late.replace_input_with(a, replacement)
    graph.lint()
    return fx.GraphModule(g.gm, graph)


def _copy_view_chain(
    g: PatternGraph, graph: fx.Graph, node: dict[str, fx.Node], name: str, value: str, copies: dict[str, fx.Node]
) -> fx.Node | None:
    """The recomputed counterpart of ``name`` if it is ``value`` or a view of it, else None."""
    if name in copies:
        return copies[name]
    p = g.by_name.get(name)
    if p is None or not p.is_view or not p.inputs:
        return None
    parent = _copy_view_chain(g, graph, node, p.inputs[0].name, value, copies)
    if parent is None:
        return None
    copies[name] = graph.node_copy(node[name], lambda a: parent if a.name == p.inputs[0].name else a)
    return copies[name]


def _run_measured(gm: fx.GraphModule, inputs: tuple) -> tuple[Any, int]:
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        with torch.no_grad(), torch.random.fork_rng():
            torch.manual_seed(0)  # random operators (dropout) draw the same numbers in both runs
            outputs, events = record_allocations(lambda: gm(*inputs))
    finally:
        torch.set_num_threads(threads)
    return outputs, peak_of(events)[0]


def apply_remat(
    g: PatternGraph, candidates: list[RecomputeCandidate], rewrite_out: str | None = None
) -> dict[str, Any]:
    """Rewrite, run both graphs, compare bit for bit; offer the rewrite only if identical."""
    rewritten = rematerialize(g, candidates)
    before, peak_before = _run_measured(g.gm, g.example_inputs)
    after, peak_after = _run_measured(rewritten, g.example_inputs)
    same = bit_identical(before, after)
    result: dict[str, Any] = {
        "pattern": "rematerializable_intermediate",
        "offered": same,
        "values": [c.value for c in candidates],
        "bit_identical": same,
        "measured_peak_original": peak_before,
        "measured_peak_rewritten": peak_after,
        "measured_saved": peak_before - peak_after,
        "how": "eager run of the ATen graph and its rewrite on the example inputs; peaks from the CPU "
        "allocator's exact-size events (bytes above the inputs and parameters)",
    }
    if not same:
        result["why"] = "the rewritten graph's outputs differ: not offered"
    elif rewrite_out is not None:
        # The offer itself: the rewritten ATen program as Python (FX's generated forward).
        write_atomic(rewrite_out, rewritten.code)
        result["rewrite_written_to"] = str(rewrite_out)
    return result


# --------------------------------------------------------------------------- Welford


def welford(rows: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Welford's single-pass (mean, M2) over the last dim of a (rows, n) tensor, one element at a time."""
    mean = torch.zeros(rows.shape[0], dtype=rows.dtype)
    m2 = torch.zeros_like(mean)
    for k in range(rows.shape[1]):
        x = rows[:, k]
        delta = x - mean
        mean = mean + delta / (k + 1)
        m2 = m2 + delta * (x - mean)
    return mean, m2


def measure_norm(g: PatternGraph, f: Finding) -> dict[str, Any]:
    d = f.detail
    out: dict[str, Any] = {
        "pattern": f.pattern,
        "nodes": f.nodes,
        "offered": False,
        "why": "Welford's update rounds differently from the two-pass formula: not bit-identical",
        "bytes_saved": f.bytes_saved,
    }
    x_node = g.by_name[d["x"]]
    n = math.prod(x_node.shape[i] for i in d["dims"]) if x_node.shape else 0
    if n > WELFORD_MAX_LEN or not math.isclose(d["mean_factor"], 1.0 / max(n, 1)):
        out["measured"] = None
        out["why_not_measured"] = "reduction too long or its 'mean' is not sum/n"
        return out
    vals = _values(g, {d["x"], d["mean"], d["statistic"]})
    x = vals[d["x"]]
    dims = d["dims"]
    rest = [i for i in range(x.dim()) if i not in dims]
    rows = x.permute(*rest, *dims).reshape(-1, n)
    mean, m2 = welford(rows)
    stat = m2 * d["factor"] if f.detail["form"].startswith("centered") else m2 / n
    ref_mean, ref_stat = vals[d["mean"]].reshape(-1), vals[d["statistic"]].reshape(-1)
    exact64 = rows.double()
    m64 = exact64.mean(-1)
    s64 = ((exact64 - m64[:, None]) ** 2).sum(-1) * (d["factor"] if f.detail["form"].startswith("centered") else 1 / n)
    out["measured"] = {
        "mean": _diff(mean, ref_mean),
        "statistic": _diff(stat, ref_stat),
        "bit_identical": bool(torch.equal(stat, ref_stat) and torch.equal(mean, ref_mean)),
        "statistic_error_vs_float64": {
            "two_pass": _diff(ref_stat, s64)["max_abs"],
            "welford": _diff(stat, s64)["max_abs"],
        },
    }
    return out


# --------------------------------------------------------------------------- online softmax


def online_softmax_weighted(s: torch.Tensor, v: torch.Tensor, block: int) -> torch.Tensor:
    """``softmax(s, -1) @ v`` consuming ``s``'s last dim in blocks (Milakov & Gimelshein 2018)."""
    m = torch.full((*s.shape[:-1], 1), float("-inf"), dtype=s.dtype)
    denom = torch.zeros_like(m)
    acc = torch.zeros((*s.shape[:-1], v.shape[-1]), dtype=s.dtype)
    for j in range(0, s.shape[-1], block):
        sb = s[..., j : j + block]
        m_new = torch.maximum(m, sb.amax(-1, keepdim=True))
        scale = torch.exp(m - m_new)
        p = torch.exp(sb - m_new)
        denom = denom * scale + p.sum(-1, keepdim=True)
        acc = acc * scale + p @ v[..., j : j + block, :]
        m = m_new
    return acc / denom


def measure_softmax(g: PatternGraph, f: Finding) -> dict[str, Any]:
    d = f.detail
    out: dict[str, Any] = {
        "pattern": f.pattern,
        "nodes": f.nodes,
        "offered": False,
        "why": "online softmax rescales partial sums: rounding differs, not bit-identical",
        "bytes_saved": f.bytes_saved,
    }
    path = [g.by_name[n] for n in d["weights_path"]]
    pv = path[-1]
    if any(p.op not in _SHAPE_PRESERVING for p in path[:-1]) or pv.op not in ("bmm", "mm", "matmul"):
        out["measured"] = None
        out["why_not_measured"] = "the probabilities pass through more than reshapes before the product"
        return out
    left, right = (a.name for a in pv.node.args[:2])
    vals = _values(g, {d["softmax_input"], left, right, pv.name})
    lhs = vals[left]
    s = vals[d["softmax_input"]].contiguous().reshape(lhs.shape)
    v = vals[right]
    lk = s.shape[-1]
    block = max(1, math.ceil(lk / SOFTMAX_BLOCKS))
    ref = vals[pv.name]
    with torch.no_grad():
        o = online_softmax_weighted(s, v, block)
    rows = s.numel() // lk
    state = 2 * rows * s.element_size() + rows * block * s.element_size()
    out["measured"] = {
        "output": _diff(o, ref),
        "bit_identical": bool(torch.equal(o, ref)),
        "key_block": block,
        "state_bytes": state,
        "net_bytes_saved": f.bytes_saved - state,
    }
    return out


def apply_all(
    g: PatternGraph, findings: list[Finding], candidates: list[RecomputeCandidate], rewrite_out: str | None = None
) -> list[dict[str, Any]]:
    """One result per rewrite: proved (rematerialization) or measured (Welford, online softmax)."""
    results: list[dict[str, Any]] = []
    if candidates:
        results.append(apply_remat(g, candidates, rewrite_out))
    for f in findings:
        if f.source == "library":
            continue
        if f.pattern == "online_reducible_norm":
            results.append(measure_norm(g, f))
        elif f.pattern == "streaming_weighted_reduction":
            results.append(measure_softmax(g, f))
        elif f.pattern == "tile_compatible_compute":
            results.append(
                {
                    "pattern": f.pattern,
                    "nodes": f.nodes[:2],
                    "offered": False,
                    "why": "tiling changes the operator's arithmetic and kernel; reported, not applied",
                }
            )
    return results
