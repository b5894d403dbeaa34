"""``tile_compatible_compute``: one operator's own input + output sets the peak.

Pattern (catalog pattern 4; J. Lin et al., "MCUNetV2: memory-efficient patch-based inference
for tiny deep learning", NeurIPS 2021; the seed paper's observation that on
microcontroller-class models the certified ordering optimum equals one operator's
input + output): every schedule must hold, while a unit runs, every storage it reads or
writes, its scratch bytes, and the inputs the caller keeps. The largest such working set
is the **single-operator bound**, a lower bound for every order and every recomputation
plan. When the certified ordering optimum equals it, reordering cannot go lower: only
splitting that operator into tiles (patch-based inference, tiled GEMM/convolution whose
dependencies close inside a tile) can.

On a captured trace (:func:`single_operator_bound`) the bound is exact for the generated
program. On the FX graph alone (:func:`detect_fx`) the largest operator's input + output
is reported as the candidate (what the program does with it is unknown without a capture).
"""

from __future__ import annotations

from dataclasses import dataclass

from formal.model import Problem
from formal.patterns.finding import Finding
from formal.patterns.graph import PatternGraph

PATTERN = "tile_compatible_compute"
REWRITE = "tile the operator (patch-based / tiled execution) so that only part of its input and output is live"


@dataclass(frozen=True)
class UnitBound:
    unit: str
    bytes: int  # held while the unit runs: its storages + transient + caller-held inputs
    working_set: int  # the unit's own storages + transient


def unit_bounds(problem: Problem) -> list[UnitBound]:
    """The single-operator bound of every unit of ``problem`` (original order)."""
    held = {s.id for s in problem.storages if s.origin == "input" and not s.freeable}
    held_bytes = sum(problem.storage(s).bytes for s in held)
    out = []
    for u in problem.units:
        own = {sid for sid, _ in u.accesses}
        ws = sum(problem.storage(s).bytes for s in own) + u.transient
        extra = sum(problem.storage(s).bytes for s in own if s not in held)
        out.append(UnitBound(u.id, held_bytes + extra + u.transient, ws))
    return out


def single_operator_bound(problem: Problem) -> UnitBound:
    """The largest single-unit working set (ties: the first unit), a lower bound on any schedule's peak."""
    bounds = unit_bounds(problem)
    if not bounds:
        return UnitBound("", problem.input_bytes, 0)
    return max(bounds, key=lambda b: b.bytes)  # max keeps the first of equals


def detect_trace(problem: Problem, labels: dict[str, str], optimum: int, part: str) -> list[Finding]:
    """A finding for the unit whose working set equals the certified ordering optimum (if any)."""
    bounds = unit_bounds(problem)
    if not bounds:
        return []
    top = single_operator_bound(problem)
    if top.bytes != optimum:
        return []
    others = max([b.bytes for b in bounds if b.unit != top.unit] + [problem.input_bytes])
    unit = problem.units[problem.unit_index[top.unit]]
    return [
        Finding(
            PATTERN,
            [f"{part}:{top.unit}", labels.get(top.unit, "")] + [s for s, _ in unit.accesses],
            top.working_set,
            max(0, optimum - others),
            already_streamed=False,
            source="program",
            rewrite=REWRITE,
            position=problem.unit_index[top.unit],
            detail={
                "part": part,
                "unit": top.unit,
                "single_operator_bound": top.bytes,
                "certified_optimum": optimum,
                "next_constraint": others,
                "bytes_saved_is": "an upper bound: the optimum minus the next-largest unit bound",
            },
        )
    ]


def detect_fx(g: PatternGraph) -> list[Finding]:
    """Without a trace: the operator with the largest input + output (distinct fresh values)."""
    sizes = []
    for p in g.compute_nodes():
        ins = {g.base(q).name: g.base(q).tensor_bytes for q in p.inputs}
        sizes.append((sum(ins.values()) + p.nbytes, p))
    if not sizes:
        return []
    best, p = max(sizes, key=lambda t: t[0])  # first of equals
    rest = max([s for s, q in sizes if q is not p] + [0])
    return [
        Finding(
            PATTERN,
            [p.name] + [g.base(q).name for q in p.inputs],
            best,
            max(0, best - rest),
            source="structure",
            rewrite=REWRITE,
            position=p.index,
            detail={
                "operator": p.op,
                "bytes_saved_is": "an upper bound: this operator's input + output minus the next-largest operator's",
            },
        )
    ]
