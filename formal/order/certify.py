"""Proof bundles (``formal.proof/1``): an order, its peak, and certificates for a lower bound.

``certify(problem, time_limit)`` optimizes and then writes down *why* the order is good,
in a form the trusted checker (formal/check) verifies without any solver:

* one cut certificate per bound kind (``event_cut``, ``forward_trap``, ``reverse_trap``,
  ``order_split``) that raises the bound above the kinds it dominates:
  the cases of the bound with a feasible flow each (formal.order.flow);
* if the bounds fall short of the peak and the exact search closes the gap, a
  ``search_closure``: the ideals reachable with every sample below the bound, closed
  under legal steps (with the free-first rule) and not containing the full set;
* if a gap remains, a ``sat_refutation`` (formal.order.refute) of "peak <= P - 1", which then
  replaces the closure: a proof carries one exact argument, so the trusted base of its verdict
  (docs/proofs.md, "The trusted base") holds one of the two verifiers.

``lower_bound`` is the largest bound among the certificates (or the input bytes, which
every schedule holds before its first step); the order is optimal iff it equals ``peak``.
docs/proofs.md specifies the format and what the checker verifies.
"""

from __future__ import annotations

import time
from typing import Any

from formal.base.errors import FormalError
from formal.model import Problem, load_problem, original_order, problem_sha256
from formal.model import peak as model_peak
from formal.model.schedule import ORDER_PROOF_FORMAT
from formal.order.bounds import KINDS, Bounds, case_masks
from formal.order.flow import CutNetwork
from formal.order.instance import Instance
from formal.order.optimize import optimize
from formal.order.refute import best_sat_refutation

PROOF_FORMAT = ORDER_PROOF_FORMAT  # one definition, in formal.model.schedule
# The SAT refutation's encoding grows with the pairs of units and is built before its
# solver sees the deadline: above this many units certify does not try it.
SAT_MAX_UNITS = 500


def cut_certificates(inst: Instance, bounds: Bounds, deadline: float | None = None) -> list[dict[str, Any]]:
    """A certificate per bound kind that improves on the event cut (flows recomputed here).

    With a ``deadline`` (``time.monotonic()``), kinds after the event cut whose flows are not
    all recomputed by then are left out (the lower bound is then what the others certify).
    """
    net = CutNetwork.of(inst)
    out = []
    for kind in KINDS:
        cases = bounds.witness.get(kind)
        # Each kind dominates the previous ones by definition; it needs its own certificate
        # only where it is strictly higher (its witness is then its own).
        below = {
            "event_cut": -1,
            "forward_trap": bounds.event_cut,
            "reverse_trap": bounds.event_cut,
            "order_split": max(bounds.forward_trap, bounds.reverse_trap),
        }[kind]
        if not cases or getattr(bounds, kind) <= below:
            continue
        entries, values = [], []
        for case in cases:
            if kind != "event_cut" and deadline is not None and time.monotonic() > deadline:
                break
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
        if len(entries) < len(cases):
            break  # out of time: a bound is the minimum over all its cases
        cert: dict[str, Any] = {"kind": kind, "bound": min(values)}
        if kind == "order_split":
            v, before, after = cases[0]  # every case splits the same units T
            cert["units"] = sorted(inst.ids[u] for u in (v, *before, *after))
        cert["cases"] = entries
        out.append(cert)
    return out


def certify(
    problem: Problem, time_limit: float = 60.0, *, with_info: bool = False, max_closure: int = 300_000, sat: bool = True
) -> dict[str, Any] | tuple[dict[str, Any], dict[str, Any]]:
    """The proof bundle for ``problem`` as a dict (and a summary of how it was found if ``with_info``).

    ``max_closure`` caps the ideals the search may keep, hence the size of a closure.
    ``sat``: when bounds and search leave a gap, spend the remaining time on a SAT
    refutation (formal.order.refute), checked by formal.check.refute.
    """
    start = time.monotonic()
    deadline = start + time_limit
    # Writing the certificates recomputes their flows (one max flow per case; a trap over
    # many sinks has many cases): keep a share of the limit for it.
    inst = Instance(problem)
    # After the search: the certificates' flows, the hash and the caller's writing of the
    # proof are linear passes, each about as long as building the instance: keep that too.
    build = time.monotonic() - start
    result = optimize(
        problem, "exact", max(0.0, 0.85 * time_limit - 4 * build), keep_closure=True, max_states=max_closure, inst=inst
    )
    assert result.bounds is not None
    certificates = cut_certificates(inst, result.bounds, deadline)
    lower = max([inst.input_bytes, *(c["bound"] for c in certificates)])
    search = result.search
    if search is not None and search.closure and search.closure_bound > lower:
        certificates.append(
            {
                "kind": "search_closure",
                "bound": search.closure_bound,
                "ideals": " ".join(f"{a}:{b}" for a, b in search.closure),
            }
        )
        lower = search.closure_bound
    order, peak_bytes = result.order, result.peak
    time_left = time_limit - (time.monotonic() - start)
    if sat and lower < peak_bytes and time_left > 1.0 and problem.n <= SAT_MAX_UNITS:
        # Bounds and search left a gap: try a SAT refutation of "peak <= P-1" (and bisect),
        # which may also find a better order on the way (formal.order.refute).
        cert, better = best_sat_refutation(problem, lower, peak_bytes, time_left)
        if better is not None:
            order, peak_bytes = better, model_peak(problem, better)
        if cert is not None and cert["bound"] > lower:  # it supersedes a closure: a proof carries one of the two
            certificates = [c for c in certificates if c["kind"] != "search_closure"] + [cert]
            lower = cert["bound"]
    proof = {
        "format": PROOF_FORMAT,
        "problem_sha256": problem_sha256(problem),
        "order": order,
        "peak": peak_bytes,
        "lower_bound": lower,
        "certificates": certificates,
    }
    info = {**result.summary(), "certified_lower_bound": lower, "seconds": round(time.monotonic() - start, 3)}
    return (proof, info) if with_info else proof


def certify_file(job: tuple[str, float, bool]) -> dict[str, Any]:
    """Certify one problem or trace file ``(path, time limit, try SAT)`` (a worker task of
    :func:`formal.base.parallel.run_map`, ``formal certify``'s job): the proof and a summary.

    Errors come back as ``{"error": line, "exit_code": n}`` so that one bad input never stops
    the others. The proof is written by the caller, so a cluster worker needs to read the
    input but never writes to the caller's file system.
    """
    path, time_limit, sat = job
    start = time.monotonic()
    try:
        problem = load_problem(path)
        # The limit covers reading the input too (seconds on 100,000 units); certify keeps
        # a little time whatever is left, for the heuristics' order and one bound.
        left = max(0.05 * time_limit, time_limit - (time.monotonic() - start))
        proof, info = certify(problem, left, with_info=True, sat=sat)
    except FormalError as exc:
        return {"error": str(exc), "exit_code": exc.exit_code}
    peak, lower = proof["peak"], proof["lower_bound"]
    # The compiler's order under the same model, so the saving needs no trace evidence.
    original = model_peak(problem, original_order(problem))
    summary = {
        "peak": peak,
        "lower_bound": lower,
        "optimal": peak == lower,
        "seconds": info["seconds"],
        "certificates": [c["kind"] for c in proof["certificates"]],
        "found_by": info["found_by"],
        "bounds": info["bounds"],
        "original_peak": original,
        "saving_bytes": original - peak,
        "saving_percent": round(100 * (original - peak) / original, 2) if original else 0.0,
    }
    return {"proof": proof, "summary": summary}
