"""``online_reducible_norm``: a two-pass mean/variance that Welford's update computes in one pass.

Pattern (catalog pattern 1; B. P. Welford, "Note on a method for calculating corrected sums
of squares and products", Technometrics 1962; the parallel merge of partial states is
Chan, Golub & LeVeque 1979): the statistics ``mean = sum(x)/n`` and
``var = sum((x - mean)^2)/n`` need two passes over ``x`` and, written out, materialize the
full-size ``x - mean`` and its square. Welford keeps ``(count, mean, M2)`` per row and
updates it element by element (mergeable across tiles), so no full-size intermediate exists.

Recognised by structure on the ATen graph (any variable names, any module):

* centered form: ``R = reduce(square(sub(X, M)))`` with ``M = reduce(X)`` over the same dims,
  where ``reduce`` is ``mean`` or ``sum`` scaled by a constant (``sum(.)/n``, ``sum(.)/(n-1)``,
  ``sum(.)*c``) and ``square`` is ``pow(., 2)`` or ``mul(a, a)``; ``sub`` in either order;
* raw-moment form: ``E[x^2] - E[x]^2``: ``sub(reduce(square(X)), square(reduce(X)))``;
* library operators that already compute moments in one kernel (``var``, ``var_mean``,
  ``std``, ``native_layer_norm``, ``native_batch_norm``, ``native_group_norm``...): reported
  with nothing to save (they materialize no full-size intermediate).

Bytes: the full-size intermediates (``X - M`` and the square; ``X^2`` in raw form). The
rewrite avoids those whose every consumer is inside the statistic (``bytes_saved``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from formal.patterns.finding import Finding, make_finding
from formal.patterns.graph import PatternGraph, PNode, normalize_dims

PATTERN = "online_reducible_norm"
REWRITE = "Welford single-pass (count, mean, M2) reduction; no full-size intermediate"

# ATen operators that compute moments inside one kernel.
LIBRARY = (
    "var",
    "var_mean",
    "std",
    "std_mean",
    "native_layer_norm",
    "native_group_norm",
    "native_batch_norm",
    "_native_batch_norm_legit",
    "_native_batch_norm_legit_no_training",
    "_native_batch_norm_legit_functional",
)


@dataclass
class Reduction:
    """``value = factor * sum(x over dims)`` and the nodes that compute it."""

    x: PNode
    dims: tuple[int, ...]
    factor: float
    nodes: list[PNode]


def as_reduction(g: PatternGraph, p: PNode) -> Reduction | None:
    """``p`` as a scaled sum over some dims (``mean``, ``sum``, ``sum / c``, ``sum * c``), or None."""
    if p.op in ("mean", "sum") and p.inputs:
        x = p.inputs[0]
        if x.shape is None:
            return None
        dims = normalize_dims(p.arg(1) if len(p.node.args) > 1 else None, len(x.shape))
        if dims is None:
            return None
        n = math.prod(x.shape[d] for d in dims)
        return Reduction(x, dims, (1.0 / n if p.op == "mean" else 1.0), [p])
    if p.op in ("div", "mul") and len(p.inputs) == 1 and isinstance(p.arg(1), (int, float)) and p.arg(1) != 0:
        inner = g.base(p.inputs[0])
        if inner.op == "sum":
            r = as_reduction(g, inner)
            if r is not None:
                c = float(p.arg(1))
                return Reduction(r.x, r.dims, 1.0 / c if p.op == "div" else c, r.nodes + [p])
    return None


def as_square(g: PatternGraph, p: PNode) -> PNode | None:
    """The ``a`` of ``p = a ** 2`` or ``p = a * a`` (through views), or None."""
    if p.op == "pow" and len(p.inputs) == 1 and p.arg(1) == 2:
        return p.inputs[0]
    if p.op == "mul" and len(p.node.args) == 2 and all(hasattr(a, "name") for a in p.node.args):
        a, b = (g.by_name[a.name] for a in p.node.args)
        if g.base(a) is g.base(b):
            return a
    return None


def _same(g: PatternGraph, a: PNode, b: PNode) -> bool:
    return g.base(a) is g.base(b)


def centered(g: PatternGraph, p: PNode) -> tuple[PNode, Reduction] | None:
    """``p = X - M`` (or ``M - X``) with ``M`` a reduction of ``X``: return ``(X, M)``."""
    if p.op != "sub" or len(p.inputs) != 2:
        return None
    a, b = (g.by_name[x.name] for x in p.node.args[:2])
    for x, m in ((a, b), (b, a)):
        red = as_reduction(g, g.base(m))
        if red is not None and _same(g, red.x, x):
            return x, red
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
                    rewrite="none needed: the library kernel reduces in one pass",
                    detail={"operator": p.op},
                )
            )
            continue
        found = _centered_site(g, p) or _raw_moment_site(g, p)
        if found is not None:
            findings.append(found)
    return findings


def _centered_site(g: PatternGraph, p: PNode) -> Finding | None:
    red = as_reduction(g, p)
    if red is None:
        return None
    # ``sum(.) / c`` is one statistic: report it at the division, not also at the bare sum.
    if p.op == "sum" and any(u.op in ("div", "mul") and as_reduction(g, u) is not None for u in g.real_users(p)):
        return None
    sq = g.base(red.x)
    c = as_square(g, sq)
    if c is None:
        return None
    c = g.base(c)
    cen = centered(g, c)
    if cen is None:
        return None
    x, mean = cen
    if mean.dims != red.dims or x.shape is None or c.numel != x.numel:
        return None
    site = red.nodes + [sq, c] + mean.nodes
    return make_finding(
        g,
        PATTERN,
        site,
        [v for v in (c, sq) if v.nbytes],
        rewrite=REWRITE,
        detail={
            "form": "centered: reduce((x - mean)^2)",
            "x": g.base(x).name,
            "mean": mean.nodes[-1].name,
            "statistic": p.name,
            "dims": list(red.dims),
            "factor": red.factor,
            "mean_factor": mean.factor,
        },
    )


def _raw_moment_site(g: PatternGraph, p: PNode) -> Finding | None:
    if p.op != "sub" or len(p.inputs) != 2:
        return None
    a, b = (g.base(g.by_name[x.name]) for x in p.node.args[:2])
    second = as_reduction(g, a)
    squared_mean = as_square(g, b)
    if second is None or squared_mean is None:
        return None
    first = as_reduction(g, g.base(squared_mean))
    x2 = g.base(second.x)
    x = as_square(g, x2)
    if first is None or x is None or not _same(g, x, first.x) or first.dims != second.dims:
        return None
    site = second.nodes + [x2, b] + first.nodes + [p]
    return make_finding(
        g,
        PATTERN,
        site,
        [v for v in (x2,) if v.nbytes],
        rewrite=REWRITE,
        detail={
            "form": "raw moments: E[x^2] - E[x]^2",
            "x": g.base(x).name,
            "mean": first.nodes[-1].name,
            "statistic": p.name,
            "dims": list(first.dims),
            "factor": second.factor,
            "mean_factor": first.factor,
        },
    )
