"""Proof bundles (``formal.proof/1``): an order, its peak, and certificates for a lower bound.

``certify(problem, time_limit)`` optimizes and then writes down *why* the order is good,
in a form the trusted checker (formal/check) verifies without any solver:

* one cut certificate per bound kind (``event_cut``, ``forward_trap``, ``reverse_trap``):
  the cases of the bound with a feasible flow each (formal.order.flow);
* if the bounds fall short of the peak and the exact search closes the gap, a
  ``search_closure``: the ideals reachable with every sample below the bound, closed
  under legal steps (with the free-first rule) and not containing the full set.

``lower_bound`` is the largest bound among the certificates (or the input bytes, which
every schedule holds before its first step); the order is optimal iff it equals ``peak``.
docs/proofs.md specifies the format and what the checker verifies.
"""

from __future__ import annotations

import time
from typing import Any

from formal.model import Problem, problem_sha256
from formal.order.bounds import KINDS, Bounds, case_masks, compute_bounds
from formal.order.flow import CutNetwork
from formal.order.greedy import best_heuristic
from formal.order.instance import Instance
from formal.order.search import exact_search

PROOF_FORMAT = "formal.proof/1"


def cut_certificates(inst: Instance, bounds: Bounds) -> list[dict[str, Any]]:
    """A certificate per bound kind that improves on the event cut (flows recomputed here)."""
    net = CutNetwork(inst)
    out = []
    for kind in KINDS:
        cases = bounds.witness.get(kind)
        if not cases or (kind != "event_cut" and getattr(bounds, kind) <= bounds.event_cut):
            continue
        entries, values = [], []
        for case in cases:
            v, before, after = case
            cut = net.min_held(v, *case_masks(inst, case))
            assert cut is not None
            entry: dict[str, Any] = {"unit": inst.ids[v]}
            if before:
                entry["before"] = [inst.ids[u] for u in before]
            if after:
                entry["after"] = [inst.ids[u] for u in after]
            entry["flow"] = cut.flow
            entries.append(entry)
            values.append(cut.value)
        out.append({"kind": kind, "bound": min(values), "cases": entries})
    return out


def certify(problem: Problem, time_limit: float = 60.0, *, with_info: bool = False,
            max_closure: int = 300_000) -> dict[str, Any] | tuple[dict[str, Any], dict[str, Any]]:
    """The proof bundle for ``problem`` as a dict (and timing details if ``with_info``)."""
    start = time.monotonic()
    inst = Instance(problem)
    found_by, order, value = best_heuristic(inst)
    bounds = compute_bounds(inst, target=value, time_limit=0.3 * time_limit)
    certificates = cut_certificates(inst, bounds)
    lower = max([inst.input_bytes, *(c["bound"] for c in certificates)])
    info: dict[str, Any] = {"bounds": bounds.values(), "found_by": found_by}
    if lower < value:
        left = max(0.0, time_limit - (time.monotonic() - start))
        result = exact_search(inst, order, lower, time_limit=left, max_states=max_closure, keep_closure=True)
        if result.peak < value:
            order, value, found_by = result.order, result.peak, "search"
        info.update(found_by=found_by, search_states=result.states, search_status=(
            "optimal" if result.optimal else f"stopped ({result.reason}), proven >= {result.lower}"))
        if result.closure and result.closure_bound > lower:
            certificates.append({"kind": "search_closure", "bound": result.closure_bound,
                                 "ideals": " ".join(f"{a}:{b}" for a, b in result.closure)})
            lower = result.closure_bound
    proof = {"format": PROOF_FORMAT, "problem_sha256": problem_sha256(problem),
             "order": inst.order_ids(order), "peak": value, "lower_bound": lower,
             "certificates": certificates}
    info["seconds"] = round(time.monotonic() - start, 3)
    return (proof, info) if with_info else proof
