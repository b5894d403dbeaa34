"""Maximum flow with OR-tools' ``SimpleMaxFlow``: the network behind the cut bounds.

The ordering lever's cut network (:mod:`formal.order.flow`) is built once per problem and
queried many times with new capacities on a few arcs; this module hands it the solver,
so that OR-tools is imported in the solver layer only.
"""

from __future__ import annotations

from typing import Any


def network() -> Any:
    """An empty ``SimpleMaxFlow`` (arcs added in bulk with ``add_arcs_with_capacity``;
    ``solve(source, sink)`` returns ``OPTIMAL`` when it finished)."""
    from ortools.graph.python import max_flow  # ortools: heavy, loaded when a network is built

    return max_flow.SimpleMaxFlow()
