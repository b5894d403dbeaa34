"""``rematerializable_intermediate``: a cheap ``Y = f(X)`` held across a long interval.

Pattern (catalog pattern 3; rematerialization / activation checkpointing: Chen et al.,
"Training deep nets with sublinear memory cost", 2016; Jain et al., "Checkmate", MLSys 2020):
an elementwise value ``Y`` that is used early and again much later is held for the whole
gap. If every input of the elementwise chain ``f`` is alive at the late use anyway (a
program input, a parameter, or a value used at least that late), freeing ``Y`` after its
early use and recomputing ``f`` right before the late use removes ``Y`` from the gap
without keeping anything else alive longer.

Detection on the ATen graph, in execution order:

* ``Y`` is a fresh (non-view) result of an operator tagged ``pointwise`` (not in-place, not
  random: re-running those would not reproduce the value), not a graph output;
* the largest gap between consecutive events of ``Y`` (its definition, its consumers, seen
  through views) spans at least ``min_gap`` compute operators (default 4): "long";
* the chain ``f``: ``Y``'s pointwise producers, back to leaves that are alive at the late use;
  a non-elementwise producer that is not alive then rejects the site (recomputing through a
  matmul is not cheap, and keeping its result would cost as much as keeping ``Y``).

Bytes: ``bytes(Y)`` materialized and saved across the gap. Cost of recomputing: one
elementwise operation per output element per chain operator (``flops``; MACs 0), and the
bytes the chain reads. :func:`recompute_candidates` exports the sites for the scheduler's
recomputation work (see docs/patterns.md).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from formal.patterns.finding import Finding, Intermediate
from formal.patterns.graph import PatternGraph, PNode

PATTERN = "rematerializable_intermediate"
MIN_GAP = 4
MAX_CHAIN = 8


@dataclass(frozen=True)
class RecomputeCandidate:
    """A value the program may drop after ``free_after`` and recompute before ``recompute_before``.

    ``chain``: the operators to re-run, in order (FX node names); ``leaves``: the values they
    read, all alive at ``recompute_before``. ``flops``: elementwise operations of one
    recomputation (sum of the chain's output elements); ``macs``: multiply-accumulates (0:
    chains are elementwise); ``read_bytes``: bytes of the leaves the recomputation reads.
    ``gap_ops``: compute operators between the two uses (how long ``bytes`` would be held).
    """

    value: str
    bytes: int
    shape: tuple[int, ...]
    dtype: str
    chain: tuple[str, ...]
    leaves: tuple[str, ...]
    free_after: str
    recompute_before: str
    late_uses: tuple[str, ...]
    gap_ops: int
    flops: int
    macs: int
    read_bytes: int

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["shape"] = list(self.shape)
        for k in ("chain", "leaves", "late_uses"):
            d[k] = list(d[k])
        return d


def _chain(g: PatternGraph, y: PNode, late: int) -> tuple[list[PNode], list[PNode]] | None:
    """Pointwise producers of ``y`` to re-run and the leaves they read, or None if not cheap."""
    chain: dict[str, PNode] = {}
    leaves: dict[str, PNode] = {}
    stack = [y]
    while stack:
        p = stack.pop()
        if p.name in chain:
            continue
        chain[p.name] = p
        if len(chain) > MAX_CHAIN:
            return None
        for q in p.inputs:
            b = g.base(q)
            if g.always_live(b) or g.last_use(b) >= late:
                leaves[b.name] = b
            elif b.pointwise and not b.is_view and not b.impure:
                stack.append(b)
            else:
                return None
    ordered = sorted(chain.values(), key=lambda p: p.index)
    return ordered, sorted(leaves.values(), key=lambda p: p.index)


def recompute_candidates(g: PatternGraph, min_gap: int = MIN_GAP) -> list[RecomputeCandidate]:
    """Every rematerializable intermediate of ``g``, as recomputation candidates with their cost."""
    compute_index = {p.name: i for i, p in enumerate(g.compute_nodes())}
    # Number of compute operators strictly before each execution index.
    before = []
    count = 0
    for p in g.nodes:
        before.append(count)
        if p.name in compute_index:
            count += 1
    out = []
    for y in g.compute_nodes():
        if not y.pointwise or y.impure or y.name in g.outputs or not y.nbytes:
            continue
        users = g.real_users(y)
        if not users or any(u.op == "output" for u in users):
            continue
        events = [y] + users
        gaps = [(before[b.index] - before[a.index] - 1, i) for i, (a, b) in enumerate(zip(events, events[1:]))]
        gap, at = max(gaps)
        if gap < min_gap or at == 0:  # at == 0: the gap is before the first use; nothing to free early
            continue
        late_users = users[at:]
        found = _chain(g, y, late_users[0].index)
        if found is None:
            continue
        chain, leaves = found
        out.append(
            RecomputeCandidate(
                value=y.name,
                bytes=y.nbytes,
                shape=tuple(y.shape or ()),
                dtype=str(y.dtype).replace("torch.", ""),
                chain=tuple(p.name for p in chain),
                leaves=tuple(p.name for p in leaves),
                free_after=users[at - 1].name,
                recompute_before=late_users[0].name,
                late_uses=tuple(u.name for u in late_users),
                gap_ops=gap,
                flops=sum(p.numel for p in chain),
                macs=0,
                read_bytes=sum(p.tensor_bytes for p in leaves),
            )
        )
    return out


def detect(g: PatternGraph, min_gap: int = MIN_GAP) -> list[Finding]:
    findings = []
    for c in recompute_candidates(g, min_gap):
        y = g.by_name[c.value]
        users = g.real_users(y)
        findings.append(
            Finding(
                PATTERN,
                list(c.chain),
                c.bytes,
                c.bytes,
                position=g.by_name[c.chain[0]].index,
                rewrite=(
                    f"free {c.value} after {c.free_after}, recompute {' -> '.join(c.chain)} before {c.recompute_before}"
                ),
                intermediates=[Intermediate(y.name, y.nbytes, y.op, tuple(sorted({u.op for u in users})), True)],
                detail={
                    "value": c.value,
                    "leaves": list(c.leaves),
                    "gap_ops": c.gap_ops,
                    "flops": c.flops,
                    "macs": c.macs,
                    "free_after": c.free_after,
                    "recompute_before": c.recompute_before,
                },
            )
        )
    return findings
