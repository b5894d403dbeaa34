"""Random layered computation graphs of the rematerialization literature's family (node-link JSON).

Moccasin (Bartan et al., ICML 2023) benchmarks random layered graphs made "according to
Appendix A of *Neural Topological Ordering for Computation Graphs*" (Gagrani et al., NeurIPS
2022): a source, layers of operations with edges between neighbouring layers, some long skip
edges, and a sink. This module makes graphs of that shape with its own, documented rules (it
is not a copy of their generator; one of their published graphs is committed under
``encodings/remat/``):

* node ``0`` is the source, node ``n - 1`` the sink; the ``n - 2`` others are cut into layers
  of width uniform in ``[1, 2W - 1]``, ``W = max(2, round(width x sqrt(n)))``;
* node ``v`` at relative position ``x`` in its layer reads the node of the previous layer
  nearest to ``x`` and each of the next ``fan - 1`` nearest with probability ``edge_p`` (local
  edges, as in the published graphs: about 2.4 inputs per node); every node of a layer is read by the next
  layer (an orphan gets an edge to the nearest node there); layer 1 reads the source and the
  last layer feeds the sink;
* each non-source node gets, with probability ``skip_p``, one extra input from a uniformly
  chosen node at least two layers earlier (the long skips that make holding values costly);
* ``cost_ram`` (bytes of the output) is a multiple of 10 uniform in ``[10, 6000]`` (the
  range of the published n = 100 graph); ``cost_cpu`` is uniform in ``[1, 1000]``, 0 for the
  source and the sink (as in the published graphs).

Node ids are layer by layer, so the ids in increasing order are a topological order; that is
the budget order (``graph.order`` is also written). Same ``(n, seed, parameters)`` -> same file.
"""

from __future__ import annotations

import json
import math
import random
from typing import Any

from formal.base.errors import FormalError
from formal.base.files import write_atomic


def random_layered(
    n: int, seed: int, *, width: float = 0.5, fan: int = 3, edge_p: float = 0.6, skip_p: float = 0.15
) -> dict[str, Any]:
    """Node-link data (``networkx.node_link_data`` layout) of one random layered graph."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 3:
        raise FormalError(f"random layered graph: n must be an integer >= 3, got {n!r}")
    rng = random.Random(f"layered:{n}:{seed}:{width}:{fan}:{edge_p}:{skip_p}")
    w_mean = max(2, round(width * math.sqrt(n)))
    layers: list[list[int]] = [[0]]
    nxt = 1
    while nxt < n - 1:
        size = min(rng.randint(1, 2 * w_mean - 1), n - 1 - nxt)
        layers.append(list(range(nxt, nxt + size)))
        nxt += size
    layers.append([n - 1])
    edges: set[tuple[int, int]] = set()
    layer_of = {v: i for i, layer in enumerate(layers) for v in layer}

    def rel(layer: list[int], v: int) -> float:
        return (layer.index(v) + 0.5) / len(layer)

    for i in range(1, len(layers)):
        prev, cur = layers[i - 1], layers[i]
        for v in cur:
            x = rel(cur, v)
            near = sorted(prev, key=lambda u: (abs(rel(prev, u) - x), u))[:fan]
            edges.add((near[0], v))
            for u in near[1:]:
                if rng.random() < edge_p:
                    edges.add((u, v))
        read = {u for u, _v in edges if layer_of[u] == i - 1}
        for u in prev:
            if u not in read:  # every value is used by the next layer
                x = rel(prev, u)
                edges.add((u, min(cur, key=lambda v: (abs(rel(cur, v) - x), v))))
    for v in range(1, n):
        if layer_of[v] >= 2 and rng.random() < skip_p:
            earlier = [u for u in range(v) if layer_of[u] <= layer_of[v] - 2]
            edges.add((rng.choice(earlier), v))
    nodes = []
    for v in range(n):
        cpu = 0 if v in (0, n - 1) else rng.randint(1, 1000)
        nodes.append({"id": v, "cost_ram": 10 * rng.randint(1, 600), "cost_cpu": cpu})
    name = f"layered-n{n}-s{seed}"
    return {
        "directed": True,
        "multigraph": False,
        "graph": {
            "name": name,
            "order": list(range(n)),
            "generator": {"n": n, "seed": seed, "width": width, "fan": fan, "edge_p": edge_p, "skip_p": skip_p},
        },
        "nodes": nodes,
        "links": [{"source": u, "target": v} for u, v in sorted(edges)],
    }


def write_layered(path: str, n: int, seed: int, **params: Any) -> dict[str, Any]:
    """Write :func:`random_layered` as JSON (atomically) and return the data."""
    data = random_layered(n, seed, **params)
    write_atomic(path, json.dumps(data) + "\n")
    return data
