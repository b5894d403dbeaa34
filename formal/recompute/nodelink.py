"""Read the rematerialization literature's graphs (networkx node-link JSON) as recompute instances.

Checkmate (Jain et al., MLSys 2020) and Moccasin (Bartan et al., ICML 2023) publish their
benchmark graphs as ``networkx.node_link_data`` JSON: one node per operation, node attribute
``cost_ram`` = bytes of the node's output, ``cost_cpu`` = cost of one execution, and one link
per data edge (the target reads the source's output). Moccasin's random layered graphs use
``out_cost`` / ``duration`` for the same two numbers, link keys ``"0"`` / ``"1"``, node key
``name`` and a graph attribute ``order``; both spellings are read.

Their semantics (Moccasin's ``get_mem_from_schedule``; Checkmate's ILP): a node's inputs and
its output are resident together while it runs; an output dies after its last reader (a node
nobody reads holds its output only while it runs); a recomputed node's readers use its most
recent copy. That is exactly the recompute semantics of docs/recompute.md for this mapping:

* node ``v`` -> unit ``n<v>`` with ``transient: 0``, reading ``t<u>`` for each link ``u -> v``
  and writing ``t<v>``;
* ``t<v>``: an ``internal``, **freeable** storage of ``cost_ram`` bytes (freeable also for
  sinks: the literature frees a sink's output after its execution, so a sink is not an
  "output" that the project keeps to the end), so every unit may run ``k + 1`` times;
* no ``input`` storages: the literature's source nodes are ordinary nodes with no inputs
  (and may be recomputed, as in Moccasin); MACs of a run = ``cost_cpu``.

The **budget order** is the graph attribute ``order`` when present (Moccasin's random layered
graphs), else the node ids in increasing order (Checkmate's graphs are numbered
topologically); it must be a topological order. The budget is ``ceil(ratio x peak of that
order)``, as Moccasin's ``main.py`` computes it (the ratio is read as an exact decimal).
Units are listed in the budget order, so the problem file's own order is that order.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from formal.base.errors import FormalError
from formal.base.files import read_json
from formal.model import Problem, make_problem
from formal.recompute.instance import make_instance
from formal.recompute.semantics import evaluate


@dataclass(frozen=True)
class NodeLinkGraph:
    """A literature graph in plain form: node ids in the budget order, costs, predecessor lists."""

    name: str
    order: tuple[int, ...]  # the budget order (node ids)
    ram: dict[int, int]  # node -> bytes of its output
    cpu: dict[int, int]  # node -> cost of one execution
    preds: dict[int, tuple[int, ...]]  # node -> nodes it reads (sorted)
    labels: dict[int, str]  # node -> the file's name for it (if any)


def _nonneg_int(value: Any, where: str, source: str) -> int:
    # JSON floats like 790.0 are integers in disguise; anything else is refused.
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise FormalError(f"{source}: {where}: must be a non-negative integer, got {value!r}")
    return value


def read_nodelink(path: str | os.PathLike) -> NodeLinkGraph:
    """Parse a node-link JSON file with ``networkx.node_link_graph``; bad input is one FormalError line."""
    import networkx as nx  # networkx: only these graph algorithms need it

    source = str(path)
    data = read_json(path)  # bounded: size, devices, nesting (formal.base.files)
    if not isinstance(data, dict) or not isinstance(data.get("nodes"), list):
        raise FormalError(f"{source}: not a node-link graph (expected an object with 'nodes' and 'links')")
    link_key = "links" if "links" in data else "edges"
    links = data.get(link_key)
    if not isinstance(links, list):
        raise FormalError(f"{source}: not a node-link graph (expected a list 'links')")
    if not data["nodes"]:
        raise FormalError(f"{source}: the graph has no nodes")
    if not all(isinstance(d, dict) for d in data["nodes"]) or not all(isinstance(d, dict) for d in links):
        raise FormalError(f"{source}: nodes and links must be objects")
    name_key = "id" if all("id" in d for d in data["nodes"]) else "name"
    ends = ("source", "target") if all("source" in d and "target" in d for d in links) else ("0", "1")
    if not all(ends[0] in d and ends[1] in d for d in links):
        raise FormalError(f"{source}: links: every link needs 'source' and 'target' (or Moccasin's '0' and '1')")
    if not all(name_key in d for d in data["nodes"]):
        raise FormalError(f"{source}: nodes: every node needs an 'id' (or Moccasin's 'name')")
    try:
        g = nx.node_link_graph(
            data, directed=True, multigraph=False, source=ends[0], target=ends[1], name=name_key, edges=link_key
        )
    except (KeyError, TypeError, ValueError, nx.NetworkXError) as exc:
        raise FormalError(f"{source}: not a node-link graph: {exc}") from None
    if g.number_of_nodes() != len(data["nodes"]):
        raise FormalError(f"{source}: nodes: duplicate node ids, or links naming nodes not listed")
    for v in g.nodes:
        if isinstance(v, bool) or not isinstance(v, (int, str)):
            raise FormalError(f"{source}: nodes: node id {v!r} is neither an integer nor a string")
    if any(u == v for u, v in g.edges):
        raise FormalError(f"{source}: links: self-loop on node {next(u for u, v in g.edges if u == v)!r}")
    if not nx.is_directed_acyclic_graph(g):
        raise FormalError(f"{source}: links: the graph has a cycle ({nx.find_cycle(g)[0]!r} ...)")
    ram, cpu, labels = {}, {}, {}
    for v, attrs in g.nodes(data=True):
        rk = "cost_ram" if "cost_ram" in attrs else "out_cost"
        ck = "cost_cpu" if "cost_cpu" in attrs else "duration"
        if rk not in attrs or ck not in attrs:
            raise FormalError(f"{source}: node {v!r}: needs cost_ram and cost_cpu (or out_cost and duration)")
        ram[v] = _nonneg_int(attrs[rk], f"node {v!r}.{rk}", source)
        cpu[v] = _nonneg_int(attrs[ck], f"node {v!r}.{ck}", source)
        if isinstance(attrs.get("name"), str):
            labels[v] = attrs["name"]
    graph_attrs = data.get("graph") if isinstance(data.get("graph"), dict) else {}
    order = graph_attrs.get("order")
    if order is None:
        try:
            order = sorted(g.nodes)
        except TypeError:
            raise FormalError(f"{source}: node ids mix integers and strings; give graph.order") from None
        what = "the node ids in increasing order"
    else:
        what = "graph.order"
    if (
        not isinstance(order, list | tuple)
        or sorted(map(str, order)) != sorted(map(str, g.nodes))
        or len(set(map(str, order))) != len(order)
    ):
        raise FormalError(f"{source}: graph.order: must list every node exactly once")
    order = [v if v in g else int(v) for v in order] if not all(v in g for v in order) else list(order)
    pos = {v: i for i, v in enumerate(order)}
    for u, v in g.edges:
        if pos[u] >= pos[v]:
            raise FormalError(f"{source}: {what} is not a topological order: link {u!r} -> {v!r} points backwards")
    preds = {v: tuple(sorted(g.predecessors(v), key=pos.__getitem__)) for v in g.nodes}
    name = graph_attrs.get("name") if isinstance(graph_attrs.get("name"), str) else os.path.basename(source)
    return NodeLinkGraph(name, tuple(order), ram, cpu, preds, labels)


def unit_id(v: int | str) -> str:
    return f"n{v}"


def storage_id(v: int | str) -> str:
    return f"t{v}"


def nodelink_problem(graph: NodeLinkGraph) -> Problem:
    """The project problem of a literature graph (module docstring), units in the budget order."""
    storages = [(storage_id(v), graph.ram[v], "internal", True) for v in graph.order]
    units = [
        (unit_id(v), 0, [(storage_id(p), "r") for p in graph.preds[v]] + [(storage_id(v), "w")]) for v in graph.order
    ]
    return make_problem(graph.name, storages, units)


def parse_ratio(text: str | float) -> Fraction:
    """``--budget-ratio`` as an exact fraction in (0, 1]; one line if it is not one."""
    try:
        ratio = Fraction(str(text))
    except (ValueError, ZeroDivisionError):
        raise FormalError(f"--budget-ratio: expected a number such as 0.9, got {text!r}") from None
    if not 0 < ratio <= 1:
        raise FormalError(f"--budget-ratio: must be in (0, 1], got {text}")
    return ratio


def nodelink_instance(path: str | os.PathLike, ratio: str | float | Fraction | None, k: int, budget: int | None = None):
    """``(instance, info)`` for a literature graph at ``budget = ceil(ratio x budget-order peak)``.

    An explicit ``budget`` (bytes) wins over ``ratio``; with neither the instance has no budget.
    ``info`` records the graph's name, its node count, the budget order's peak and the budget.
    """
    if ratio is not None and not isinstance(ratio, Fraction):
        ratio = parse_ratio(ratio)
    graph = read_nodelink(path)
    problem = nodelink_problem(graph)
    macs = {unit_id(v): graph.cpu[v] for v in graph.order}
    probe = make_instance(problem, k, None, None, macs, str(path))
    order_peak, _ = evaluate(probe, list(range(problem.n)))
    if budget is None and ratio is not None:
        budget = math.ceil(ratio * order_peak)
    inst = make_instance(problem, k, budget, None, macs, str(path))
    info = {
        "graph": graph.name,
        "nodes": problem.n,
        "edges": sum(len(p) for p in graph.preds.values()),
        "order_peak": order_peak,
        "budget_ratio": float(ratio) if ratio is not None else None,
        "budget": budget,
    }
    return inst, info
