"""A detected site: which pattern, where, and what it costs today.

Byte fields (exact, from tensor metadata; see docs/patterns.md):

* ``bytes_materialized``: bytes of the intermediates the site materializes when the graph
  runs as written (each non-view value counted once at ``numel * itemsize``);
* ``bytes_saved``: bytes of those intermediates the rewrite would no longer materialize
  (intermediates that are also consumed outside the site stay);
* ``already_streamed``: whether the *generated* Inductor program already avoids
  materializing them (``None``: no captured trace to decide from).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

PATTERNS = (
    "online_reducible_norm",
    "streaming_weighted_reduction",
    "rematerializable_intermediate",
    "tile_compatible_compute",
)


@dataclass
class Intermediate:
    """A value the site materializes, and the operators that produce and consume it.

    The operator names let :mod:`formal.patterns.streamed` recognise the value's storage in
    a captured program (written by a unit running ``producer``, read by one running a consumer).
    """

    node: str
    bytes: int
    producer: str
    consumers: tuple[str, ...]
    avoidable: bool  # would the rewrite stop materializing it


@dataclass
class Finding:
    pattern: str
    nodes: list[str]
    bytes_materialized: int
    bytes_saved: int
    already_streamed: bool | None = None
    # "structure": matched from ATen operators (hand-written or a decomposed library module);
    # "library": one fused library operator; "program": a unit of the captured program.
    source: str = "structure"
    rewrite: str = ""
    intermediates: list[Intermediate] = field(default_factory=list)
    detail: dict[str, Any] = field(default_factory=dict)
    position: int = 0  # execution index of the first node (sort key)

    def to_dict(self) -> dict[str, Any]:
        return {
            "pattern": self.pattern,
            "nodes": list(self.nodes),
            "bytes_materialized": self.bytes_materialized,
            "bytes_saved": self.bytes_saved,
            "already_streamed": self.already_streamed,
            "source": self.source,
            "rewrite": self.rewrite,
            "intermediates": [{"node": i.node, "bytes": i.bytes, "avoidable": i.avoidable} for i in self.intermediates],
            **({"detail": self.detail} if self.detail else {}),
        }


def intermediates_of(g: Any, site: set[str], values: list[Any]) -> list[Intermediate]:
    """Describe ``values`` (PNodes of fresh results) of a site; avoidable = every consumer is in the site."""
    out = []
    for p in values:
        users = g.real_users(p)
        inside = all(u.name in site for u in users) and p.name not in g.outputs
        out.append(Intermediate(p.name, p.nbytes, p.op, tuple(sorted({u.op for u in users})), inside))
    return out


def make_finding(g: Any, pattern: str, site_nodes: list[Any], values: list[Any], **kw: Any) -> Finding:
    """A finding whose byte fields are computed from the site's intermediates."""
    names = {p.name for p in site_nodes}
    inter = intermediates_of(g, names, values)
    ordered = sorted(site_nodes, key=lambda p: p.index)
    return Finding(
        pattern=pattern,
        nodes=[p.name for p in ordered],
        bytes_materialized=sum(i.bytes for i in inter),
        bytes_saved=sum(i.bytes for i in inter if i.avoidable),
        intermediates=inter,
        position=ordered[0].index if ordered else 0,
        **kw,
    )
