"""The cut network: the least memory any schedule can hold while a given unit runs, as a min cut.

For a unit ``v`` and sets ``In`` (units forced to run before ``v``) and ``Out`` (forced to
run at or after ``v``), ``min_held(v, In, Out)`` is the minimum of ``held(I, v)`` over all
ideals ``I`` with ``In <= I`` and ``I`` disjoint from ``Out`` (formal.order.instance
defines ``held``). It is ``transient(v)`` plus the minimum cut of this network, whose
source side is ``I`` (docs/bounds.md, "The cut network", proves the correspondence):

* ``source``, ``sink``; a node ``u:ID`` per unit; nodes ``p:ID`` and ``q:ID`` per storage;
* ``p:s -> q:s`` with capacity ``bytes(s)``: the storage's bytes are paid iff ``p:s`` is on
  the source side ("it exists") and ``q:s`` on the sink side ("it is not freed");
* ``source -> p:s`` (inf) if ``s`` is an input or ``v`` accesses it; ``u:x -> p:s`` (inf)
  for every accessor ``x``: an executed accessor means the storage exists;
* ``q:s -> sink`` (inf) if ``s`` is never freed; ``q:s -> u:x`` (inf) for every accessor
  ``x``: an accessor still to run keeps it alive;
* ``u:j -> u:i`` (inf) for every dependency ``i -> j``: the source side is an ideal;
* ``source -> u:x`` (inf) for ``x`` in ``In``, ``u:x -> sink`` (inf) for ``x`` in ``Out``.

By max-flow/min-cut duality (Ford and Fulkerson, 1956) the maximum flow equals the
minimum cut, and *any* feasible flow is a lower bound on every cut: the flow we return
is the certificate the trusted checker verifies edge by edge, without a solver.

The network is built once per problem with Google OR-tools' ``SimpleMaxFlow``
(:mod:`formal.solvers.maxflow`); each
query only changes the capacities of the ``source -> *`` and ``* -> sink`` arcs.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from formal.order.instance import Instance
from formal.solvers import maxflow

SOURCE, SINK = 0, 1


@dataclass
class Cut:
    """Result of one query: the bound, its flow certificate, and the extreme min-cut ideals."""

    value: int  # transient(v) + min cut = min held(I, v) over the allowed ideals
    flow: list[list]  # [[from node, to node, amount], ...] with positive amounts
    smallest: int  # unit bitmask of the minimal min-cut source side
    largest: int  # unit bitmask of the maximal min-cut source side


class CutNetwork:
    """One reusable max-flow network per problem (see module docstring)."""

    @classmethod
    def of(cls, inst: Instance) -> "CutNetwork":
        """The network of ``inst``, built once and kept on it (queries set every capacity they use)."""
        net = getattr(inst, "_cut_network", None)
        if net is None:
            net = cls(inst)
            inst._cut_network = net  # type: ignore[attr-defined]
        return net

    def __init__(self, inst: Instance):
        self.inst = inst
        n, m = inst.n, len(inst.bytes)
        self.inf = sum(inst.bytes) + 1  # above every finite cut, so never saturated
        self.names = [
            "source",
            "sink",
            *(f"u:{i}" for i in inst.ids),
            *(f"{side}:{s.id}" for s in inst.problem.storages for side in "pq"),
        ]
        unit = lambda u: 2 + u  # noqa: E731 - node numbering, kept next to the names above
        p = lambda k: 2 + n + 2 * k  # noqa: E731
        tails: list[int] = []
        heads: list[int] = []
        caps: list[int] = []
        inf = self.inf
        for k in range(m):  # (arc order is part of the certificates' flow lists: keep it)
            pk, qk = p(k), p(k) + 1
            tails.append(pk), heads.append(qk), caps.append(inst.bytes[k])
            for x in inst.accessors[k]:
                ux = 2 + x
                tails.extend((ux, qk)), heads.extend((pk, ux)), caps.extend((inf, inf))
            if not inst.freeable[k]:
                tails.append(qk), heads.append(SINK), caps.append(inf)
        for j, preds in enumerate(inst.preds):
            uj = 2 + j
            for i in preds:
                tails.append(uj), heads.append(2 + i), caps.append(inf)

        def arc(a: int, b: int, c: int) -> int:
            tails.append(a), heads.append(b), caps.append(c)
            return len(tails) - 1

        # Query-dependent arcs, capacity 0 until a query switches them on.
        self.src_storage = np.array([arc(SOURCE, p(k), self.inf if inst.is_input[k] else 0) for k in range(m)])
        self.src_unit = np.array([arc(SOURCE, unit(u), 0) for u in range(n)])
        self.unit_sink = np.array([arc(unit(u), SINK, 0) for u in range(n)])
        self.input_caps = np.array([self.inf if inst.is_input[k] else 0 for k in range(m)], dtype=np.int64)
        self.solver = maxflow.network()
        self.solver.add_arcs_with_capacity(np.array(tails), np.array(heads), np.array(caps, dtype=np.int64))
        self.tails, self.heads = tails, heads

    def _mask_caps(self, mask: int) -> np.ndarray:
        n = self.inst.n
        raw = np.frombuffer(mask.to_bytes((n + 7) // 8, "little"), dtype=np.uint8)
        bits = np.unpackbits(raw, bitorder="little")[:n]
        return bits.astype(np.int64) * self.inf

    def min_held(self, v: int, forced_in: int, forced_out: int, want_flow: bool = True) -> Cut | None:
        """Minimum of held(I, v) over ideals I with forced_in <= I, I & forced_out == 0.

        ``forced_in`` must be closed under ancestors and ``forced_out`` (which must contain
        ``v``) under descendants; returns None if they intersect (no schedule has that shape).
        """
        inst = self.inst
        if forced_in & forced_out:
            return None
        solver = self.solver
        src = self.input_caps.copy()
        for k in inst.unit_storages[v]:
            src[k] = self.inf
        solver.set_arcs_capacity(self.src_storage, src)
        solver.set_arcs_capacity(self.src_unit, self._mask_caps(forced_in))
        solver.set_arcs_capacity(self.unit_sink, self._mask_caps(forced_out))
        status = solver.solve(SOURCE, SINK)
        if status != solver.OPTIMAL:
            raise RuntimeError(f"max flow failed with status {status}")
        value = solver.optimal_flow()
        flow: list[list] = []
        if want_flow:
            amounts = solver.flows(np.arange(len(self.tails)))
            for a in np.nonzero(amounts)[0]:
                flow.append([self.names[self.tails[a]], self.names[self.heads[a]], int(amounts[a])])
        smallest = _units(solver.get_source_side_min_cut(), inst.n)
        largest = inst.full & ~_units(solver.get_sink_side_min_cut(), inst.n)
        return Cut(int(value) + inst.transient[v], flow, smallest, largest)


def _units(nodes: list[int], n: int) -> int:
    """The bitmask of the unit nodes (2 .. n+1) among ``nodes``."""
    units = np.asarray(nodes, dtype=np.int64) - 2
    units = units[(units >= 0) & (units < n)]
    bits = np.zeros(max(1, (n + 7) // 8) * 8, dtype=np.uint8)
    bits[units] = 1
    return int.from_bytes(np.packbits(bits, bitorder="little").tobytes(), "little")
