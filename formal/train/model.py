"""The save-or-recompute decision of a training step as a 0-1 program.

Variables, for every value the backward part may need (a "forward" or "other" node of the
:class:`~formal.train.graphs.JointTable`): ``s:v`` (the forward saves ``v``) and ``r:v``
(the backward computes ``v`` itself). Rows, all of the form ``sum(coef * var) >= rhs``:

* **need**: a value a backward node reads is saved or computed there: ``s:v + r:v >= 1``.
  Every "other" node is needed (it exists only because backward uses it).
* **chain**: computing ``v`` in backward needs each non-primal input ``u`` there:
  ``s:u + r:u - r:v >= 0``. (Primals, parameters and user inputs, are held all step.)
* **boundary**: when the forward returns, everything it saved is live beside the held
  primals and the tangents: ``-sum(bytes(v) * s:v) >= -(budget - held - tangents)``.
  Any plan whose *measured* step peak fits the budget satisfies it, so the optimum under
  need + chain + boundary is a true lower bound on the extra FLOPs of every plan in this
  space (:func:`relaxation`): that is what the certificate proves.
* **timeline** (the planning model, :func:`planning_rows`): at each point of the backward
  order, the saved values not yet freed, the values recomputed and still in use, and the
  gradients and intermediates backward itself holds. Only values a kernel must write to
  memory count (matrix products and convolutions, reductions, outputs): Inductor fuses
  element-wise work into its consumer. This is an estimate; the plan is then compiled and
  measured, and the capacity corrected until the measured step fits (formal.train.plan).

Cost: the FLOPs (FlopCounterMode's formulas) of forward nodes computed again in backward;
"other" nodes run once wherever they run. A second objective, the elements those
recomputations write, breaks ties among plans of equal FLOPs (element-wise work is free
under FlopCounterMode's count, not on a machine).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from formal.train.graphs import JointNode, JointTable


@dataclass
class Row:
    """``sum(coef * var) >= rhs``; ``name`` identifies the row for a certificate."""

    name: str
    coefs: dict[str, int]
    rhs: int


@dataclass
class Program:
    """A 0-1 program: minimize ``objective`` (then ``tiebreak``) subject to ``rows``."""

    variables: list[str]
    rows: list[Row]
    objective: dict[str, int]
    tiebreak: dict[str, int] = field(default_factory=dict)


def candidates(table: JointTable) -> list[JointNode]:
    """The nodes a plan decides about: forward and "other" nodes, in joint order."""
    return [n for n in table.nodes if n.kind in ("forward", "other")]


def held_bytes(table: JointTable) -> int:
    return sum(n.bytes for n in table.nodes if n.kind == "primal")


def tangent_bytes(table: JointTable) -> int:
    return sum(n.bytes for n in table.nodes if n.kind == "tangent")


def structure_rows(table: JointTable) -> tuple[list[str], list[Row]]:
    """The variables and the need and chain rows (module doc)."""
    nodes = candidates(table)
    decided = {n.name: n for n in nodes}
    variables = [f"s:{n.name}" for n in nodes if n.savable] + [f"r:{n.name}" for n in nodes if n.recomputable]
    have = set(variables)

    def either(name: str) -> dict[str, int]:
        return {v: 1 for v in (f"s:{name}", f"r:{name}") if v in have}

    rows = []
    needed = set(table.needed_in_backward()) | {n.name for n in nodes if n.kind == "other"}
    for node in nodes:
        if node.name in needed:
            rows.append(Row(f"need:{node.name}", either(node.name), 1))
    for node in nodes:
        if f"r:{node.name}" not in have:
            continue
        for u in dict.fromkeys(node.inputs):
            if u in decided:
                rows.append(Row(f"chain:{u}>{node.name}", {**either(u), f"r:{node.name}": -1}, 0))
    return variables, rows


def extra_flops_objective(table: JointTable) -> tuple[dict[str, int], dict[str, int]]:
    """(FLOPs, elements) of computing forward nodes again in backward, per ``r:`` variable."""
    flops = {f"r:{n.name}": n.flops for n in candidates(table) if n.recomputable and n.kind == "forward" and n.flops}
    elements = {f"r:{n.name}": n.elements for n in candidates(table)
                if n.recomputable and n.kind == "forward" and n.bytes}  # views write nothing
    return flops, elements


def boundary_row(table: JointTable, budget: int) -> Row:
    """Saved bytes + held + tangents within the budget (a necessary condition, module doc)."""
    coefs = {f"s:{n.name}": -n.bytes for n in candidates(table) if n.savable and n.bytes}
    return Row("boundary", coefs, -(budget - held_bytes(table) - tangent_bytes(table)))


def relaxation(table: JointTable, budget: int) -> Program:
    """Need + chain + boundary: its optimum bounds every plan that fits ``budget`` from below."""
    variables, rows = structure_rows(table)
    flops, elements = extra_flops_objective(table)
    return Program(variables, rows + [boundary_row(table, budget)], flops, elements)


def _materialized(node: JointNode, by_name: dict[str, JointNode], outputs: set[str]) -> bool:
    """Whether Inductor must write the node's value to memory (module doc: the estimate)."""
    if node.bytes == 0:
        return False
    if node.flops > 0 or node.name in outputs:
        return True
    read = sum(by_name[i].elements for i in node.inputs if i in by_name)
    return node.elements * 4 <= read  # a reduction


def timeline_rows(table: JointTable, capacity: int) -> list[Row]:
    """The backward-order rows of the planning model (module doc), one per interval between
    two changes of which variables are live, at the interval's highest fixed load."""
    by_name = table.by_name()
    outputs = set(table.outputs)
    backward = [n for n in table.nodes if n.kind in ("backward", "other")]
    position = {n.name: t for t, n in enumerate(backward)}
    first: dict[str, int] = {}
    last: dict[str, int] = {}
    for t, node in enumerate(backward):
        for u in node.inputs:
            first.setdefault(u, t)
            last[u] = t
    length = len(backward)
    # Fixed load at each backward position: tangents until their last use, and every
    # materialized backward value from its node to its last use (outputs: to the end).
    load = [0] * (length + 1)

    def add(start: int, stop: int, nbytes: int) -> None:
        load[start] += nbytes
        load[stop + 1] -= nbytes

    for node in table.nodes:
        if node.kind == "tangent" and node.name in last:
            add(0, last[node.name], node.bytes)
        elif node.kind == "backward" and _materialized(node, by_name, outputs):
            end = length - 1 if node.name in outputs else last.get(node.name, position[node.name])
            add(position[node.name], max(end, position[node.name]), node.bytes)
    running, fixed = 0, []
    for t in range(length):
        running += load[t]
        fixed.append(running)
    live_terms: list[tuple[str, int, int, int]] = []  # (variable, bytes, from, to)
    for node in candidates(table):
        if node.name not in last:
            continue
        if node.savable and node.bytes:
            live_terms.append((f"s:{node.name}", node.bytes, 0, last[node.name]))
        if node.recomputable and node.kind == "forward" and _materialized(node, by_name, outputs):
            live_terms.append((f"r:{node.name}", node.bytes, first[node.name], last[node.name]))
    events = sorted({0, length} | {a for _, _, a, _ in live_terms} | {b + 1 for _, _, _, b in live_terms})
    events = [e for e in events if e <= length]
    held = held_bytes(table)
    rows = []
    for start, stop in zip(events, events[1:]):
        if start >= length:
            break
        peak_fixed = max(fixed[start:stop])
        coefs = {v: -b for v, b, a, z in live_terms if a <= start and stop - 1 <= z}
        rows.append(Row(f"backward@{start}", coefs, -(capacity - held - peak_fixed)))
    return rows


def planning_program(table: JointTable, capacity: int, budget: int) -> Program:
    """The relaxation for ``budget`` plus the timeline rows at ``capacity`` (module doc)."""
    program = relaxation(table, budget)
    program.rows = program.rows + timeline_rows(table, capacity) + [boundary_row(table, capacity)]
    program.rows[-1].name = "boundary@capacity"
    return program


def closure(table: JointTable, saved: set[str]) -> set[str]:
    """The values backward must compute when the forward saves ``saved``: every needed value
    not saved, and recursively their non-primal inputs not saved."""
    by_name = table.by_name()
    needed = set(table.needed_in_backward()) | {n.name for n in candidates(table) if n.kind == "other"}
    todo = [v for v in needed if v not in saved and by_name[v].kind != "primal"]
    computed: set[str] = set()
    while todo:
        v = todo.pop()
        if v in computed:
            continue
        computed.add(v)
        todo.extend(u for u in by_name[v].inputs
                    if u in by_name and by_name[u].kind in ("forward", "other") and u not in saved)
    return computed


def assignment(table: JointTable, saved: set[str]) -> dict[str, int]:
    """The 0-1 values of a plan that saves ``saved`` (and computes its closure in backward)."""
    computed = closure(table, saved)
    values = {}
    for node in candidates(table):
        if node.savable:
            values[f"s:{node.name}"] = int(node.name in saved)
        if node.recomputable:
            values[f"r:{node.name}"] = int(node.name in computed)
    return values


def violated(program: Program, values: dict[str, int]) -> list[str]:
    """Names of the rows ``values`` breaks (a value missing from ``values`` is 0)."""
    return [row.name for row in program.rows
            if sum(c * values.get(v, 0) for v, c in row.coefs.items()) < row.rhs]


def cost(coefs: dict[str, int], values: dict[str, int]) -> int:
    return sum(c * values.get(v, 0) for v, c in coefs.items())


def model_peak(table: JointTable, values: dict[str, int]) -> int:
    """The planning model's step peak for a plan: the smallest capacity its rows allow."""
    saved = sum(n.bytes for n in candidates(table) if n.savable and values.get(f"s:{n.name}"))
    peak = held_bytes(table) + tangent_bytes(table) + saved
    for row in timeline_rows(table, 0):
        # at capacity 0 the row's rhs is held + fixed load; live bytes come from the plan
        peak = max(peak, row.rhs - cost(row.coefs, values))
    return peak
