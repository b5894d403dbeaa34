"""Write a checkable ``formal.recompute-proof/1`` for a budgeted recomputation answer.

Feasible: the witness schedule with its peak and extra MACs (without a budget, for a
least-peak answer, the budget is the witness's own peak: the proof shows that peak is
reached, not that it is least); ``formal check [PROBLEM] PROOF``
replays it (formal/check/recompute.py). Infeasible: only the simple refutation of
formal.recompute.large (one unit whose own resident set exceeds the budget). Anything else
(no schedule found, no such unit) has no proof, and none is written. The problem is embedded,
so a proof for a graph read from node-link JSON can be checked alone.

```yaml
format: formal.recompute-proof/1
problem_sha256: ...        # canonical hash (docs/proofs.md)
problem: {...}             # the formal.problem/1 mapping
k: 1                       # uniform bound; bounds: per-unit overrides
budget: 34253420544
macs: {n0: 110, ...}       # cost of one run (extra MACs are claimed under these)
chains: [[u9, u10]]        # optional: in-place chains, whose reruns are contiguous blocks
claim: feasible            # or infeasible, with refutation: {unit: n7}
schedule: [n0, n1, ...]
peak: 33919315968
extra_macs: 490
fixed_order: true          # optional: first runs in the problem's unit order (Moccasin's model)
extra_lower_bound: {model: free, bound: 440, tree: [...]}  # optional (formal/check/remat.py)
```
"""

from __future__ import annotations

import os
from typing import Any

from formal.base.errors import FormalError
from formal.base.files import write_yaml
from formal.model import problem_sha256
from formal.recompute.instance import Instance
from formal.recompute.result import RecomputeResult

FORMAT = "formal.recompute-proof/1"


def recompute_proof(inst: Instance, result: RecomputeResult) -> dict[str, Any]:
    """The proof mapping for ``result`` (FormalError if the answer has nothing checkable).

    ``k`` is the largest bound among units free to repeat; ``bounds`` lists the units whose
    bound differs, so the checker derives exactly the instance's run bounds.
    """
    budget = inst.budget
    if budget is None and result.feasible:  # least peak: the witness proves "a schedule within its own peak exists"
        budget = result.peak
    if budget is None:
        raise FormalError("--proof needs a budget (--budget or --budget-ratio): a proof checks 'peak <= budget'")
    forced = {u for u in range(inst.n) if any(not inst.freeable(s) for s in inst.writes[u])}
    k = max([inst.runs[u] - 1 for u in range(inst.n) if u not in forced], default=0)
    data: dict[str, Any] = {
        "format": FORMAT,
        "problem_sha256": problem_sha256(inst.problem),
        "problem": inst.problem.to_dict(),
        "k": k,
        "bounds": {inst.uid(u): inst.runs[u] - 1 for u in range(inst.n) if u not in forced and inst.runs[u] != k + 1},
        "budget": budget,
        "macs": {inst.uid(u): inst.macs[u] for u in range(inst.n)},
    }
    if inst.chains:  # a captured trace's in-place chains (docs/recompute.md, Realization)
        data["chains"] = [[inst.uid(u) for u in ch] for ch in inst.chains]
    if result.feasible:
        out = {
            **data,
            "claim": "feasible",
            "schedule": list(result.schedule),
            "peak": result.peak,
            "extra_macs": result.extra_macs,
        }
        if result.stats.get("fixed_order"):  # Moccasin's model: first runs in the problem's order
            out["fixed_order"] = True
        if result.stats.get("bound_tree") and budget == inst.budget:
            out["extra_lower_bound"] = {
                "model": result.stats["bound_model"],
                "bound": result.lower_bound,
                "tree": result.stats["bound_tree"],
            }
        return out
    unit = result.stats.get("resident_unit")
    if result.optimal and unit is not None and result.stats.get("resident_bound", -1) > budget:
        return {**data, "claim": "infeasible", "refutation": {"unit": unit}}
    raise FormalError(
        "no checkable answer: no schedule within the budget was found and no simple refutation exists (status unknown)"
    )


def write_recompute_proof(path: str | os.PathLike, inst: Instance, result: RecomputeResult) -> None:
    write_yaml(path, recompute_proof(inst, result))
