"""``streaming_weighted_reduction``: ``softmax(S) @ V`` that online softmax computes block by block.

Pattern (catalog pattern 2; M. Milakov & N. Gimelshein, "Online normalizer calculation for
softmax", 2018; T. Dao et al., "FlashAttention", NeurIPS 2022): attention
``O = softmax(f(Q K^T)) V`` written out materializes the score matrix ``Q K^T``, every
elementwise step ``f`` applies to it (scale, mask) and the probability matrix. Online
softmax keeps a running max, a running denominator and a rescaled accumulator per row and
consumes the keys block by block, so no ``L_q x L_k`` matrix exists.

Recognised by structure on the ATen graph:

1. a softmax ``P`` over the last dim: ``aten._softmax`` / ``softmax`` / ``_safe_softmax``, or
   hand-written ``exp(S - amax(S)) / sum(exp(S - amax(S)))`` (with or without the max);
2. its input ``S`` reaches a matrix product (``bmm``/``mm``/``baddbmm``) through elementwise
   operators only (scale by multiplication or division, additive masks, ``where`` /
   ``masked_fill``) and views: the scores;
3. ``P`` (through views, copies and elementwise ops such as dropout) is the *left* operand
   of a matrix product, which contracts the softmax dim: the weighted reduction.

A softmax whose result is not contracted (a classifier head) is not this pattern. Fused
library attention (``_scaled_dot_product_flash_attention*``, ``_efficient_attention``) is
reported with nothing to save.

Bytes: every score-sized value materialized between the two products (scores, scaled and
masked scores, the softmax's own steps, probabilities, contiguous copies for the product).
"""

from __future__ import annotations

from formal.patterns.finding import Finding, make_finding
from formal.patterns.graph import PatternGraph, PNode

PATTERN = "streaming_weighted_reduction"
REWRITE = "online softmax (running max, denominator, rescaled accumulator) over key blocks"
MATMULS = ("bmm", "mm", "baddbmm", "matmul")
SOFTMAX = ("_softmax", "softmax", "_safe_softmax")
LIBRARY = (
    "_scaled_dot_product_flash_attention_for_cpu",
    "_scaled_dot_product_flash_attention",
    "_scaled_dot_product_efficient_attention",
    "_scaled_dot_product_cudnn_attention",
    "_flash_attention_forward",
    "_efficient_attention_forward",
    "_scaled_dot_product_fused_attention_overrideable",
)
# Copies that keep element order (matmul makes its operands contiguous with these).
_COPIES = ("clone", "contiguous", "_to_copy")
_MAX_DEPTH = 16


def _last_dim(p: PNode, dim: object) -> bool:
    return isinstance(dim, int) and p.shape is not None and len(p.shape) > 0 and dim % len(p.shape) == len(p.shape) - 1


def as_softmax(g: PatternGraph, p: PNode) -> tuple[PNode, list[PNode]] | None:
    """``(S, nodes)`` if ``p`` is a softmax of ``S`` over the last dim (library or hand-written)."""
    if p.op in SOFTMAX and p.inputs and _last_dim(p, p.arg(1)):
        return p.inputs[0], [p]
    if p.op == "div" and len(p.inputs) == 2:
        e, z = (g.base(g.by_name[a.name]) for a in p.node.args[:2])
        if e.op != "exp" or z.op != "sum" or g.base(z.inputs[0]) is not e or not _last_dim(e, _dim_of(z)):
            return None
        shifted = g.base(e.inputs[0])
        nodes = [p, z, e]
        if shifted.op == "sub" and len(shifted.inputs) == 2:
            s, m = (g.base(g.by_name[a.name]) for a in shifted.node.args[:2])
            if m.op == "amax" and g.base(m.inputs[0]) is s:
                return s, nodes + [shifted, m]
        return shifted, nodes
    return None


def _dim_of(p: PNode) -> object:
    d = p.arg(1)
    return d[0] if isinstance(d, (list, tuple)) and len(d) == 1 else d


def _scores_source(g: PatternGraph, s: PNode, depth: int = 0) -> list[PNode] | None:
    """The chain from a matrix product to ``s`` through elementwise ops and views, or None."""
    if depth > _MAX_DEPTH:
        return None
    if s.op in MATMULS:
        return [s]
    if s.is_view or s.op in _COPIES:
        chain = _scores_source(g, s.inputs[0], depth + 1) if s.inputs else None
        return None if chain is None else chain + [s]
    if not s.pointwise:
        return None
    # Follow the operand that carries the scores: the one whose chain reaches a product.
    for q in s.inputs:
        if q.numel == s.numel:
            chain = _scores_source(g, q, depth + 1)
            if chain is not None:
                return chain + [s]
    return None


def _weighted_sum(g: PatternGraph, p: PNode, depth: int = 0) -> list[PNode] | None:
    """The path from ``p`` to a product that takes it as its left operand, or None."""
    if depth > _MAX_DEPTH:
        return None
    for u in p.users:
        if u.op in MATMULS:
            left = u.node.args[1 if u.op == "baddbmm" else 0]
            if getattr(left, "name", None) == p.name:
                return [u]
            continue
        if u.is_view or u.op in _COPIES or (u.pointwise and u.numel == p.numel):
            rest = _weighted_sum(g, u, depth + 1)
            if rest is not None:
                return [u] + rest
    return None


def detect(g: PatternGraph) -> list[Finding]:
    findings: list[Finding] = []
    for p in g:
        if p.op in LIBRARY:
            findings.append(
                Finding(
                    PATTERN,
                    [p.name],
                    0,
                    0,
                    source="library",
                    position=p.index,
                    rewrite="none needed: the library kernel streams the keys",
                    detail={"operator": p.op},
                )
            )
            continue
        sm = as_softmax(g, p)
        if sm is None:
            continue
        s, softmax_nodes = sm
        scores = _scores_source(g, s)
        out = _weighted_sum(g, p)
        if scores is None or out is None:
            continue
        qk, pv = scores[0], out[-1]
        site = scores + softmax_nodes + out
        n = p.numel
        values = [q for q in site if q is not pv and q.nbytes and q.numel == n]
        findings.append(
            make_finding(
                g,
                PATTERN,
                site,
                values,
                rewrite=REWRITE,
                detail={
                    "scores": qk.name,
                    "softmax": p.name,
                    "output": pv.name,
                    "score_shape": list(p.shape or ()),
                    "softmax_input": s.name,
                    "weights_path": [q.name for q in out],
                },
            )
        )
    return findings
