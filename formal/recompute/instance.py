"""A k-bounded recomputation instance: a single-assignment problem plus run bounds and costs.

Recomputation (docs/recompute.md) lets a unit run up to ``k + 1`` times; every run writes a
*fresh copy* of each storage the unit writes, readers use the most recent copy, and a copy
dies after its last reader. That only has a clear meaning when every storage holds one
value for the whole program, so an instance requires a **single-assignment** problem:
every storage is written by at most one unit, in mode ``w`` (inputs are never written).
Units that write a non-freeable storage (an output) run exactly once: a second copy of an
output would never be freed.

File format (``formal.problem/1`` or ``formal.trace/1`` plus one optional mapping)::

    recompute:
      k: 1              # uniform bound: every unit may run at most k+1 times
      budget: 96        # optional peak budget in bytes (then extra MACs are minimised)
      bounds: {u3: 0}   # optional per-unit k overriding the uniform one
      macs: {u1: 4096}  # optional multiply-accumulates of one run (default 1 per unit)

References: Checkmate (Jain et al., MLSys 2020) and Moccasin (Bartan et al., ICML 2023)
model rematerialization on data-flow graphs of single-output nodes; this is the same
model with several outputs per unit, scratch (``transient``) bytes and exact bytes.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from formal.base.errors import FormalError
from formal.base.files import read_yaml
from formal.model import Problem, problem_from_dict


@dataclass(frozen=True)
class Instance:
    """A recomputation instance in index form (units and storages as in ``problem``)."""

    problem: Problem
    runs: tuple[int, ...]  # max executions of each unit (1 + its k)
    macs: tuple[int, ...]  # cost of one execution of each unit
    budget: int | None  # peak budget (bytes) or None: minimise the peak
    reads: tuple[tuple[int, ...], ...]  # storages each unit reads
    writes: tuple[tuple[int, ...], ...]  # storages each unit writes (fresh copy per run)
    producer: tuple[int | None, ...]  # the unit writing each storage (None: input)
    readers: tuple[tuple[int, ...], ...]  # units reading each storage
    # In-place chains (docs/recompute.md, "Realization"): units whose *re*-executions must run
    # as one contiguous block, in this order, all with the same execution number.
    chains: tuple[tuple[int, ...], ...] = ()

    @property
    def n(self) -> int:
        return self.problem.n

    def size(self, s: int) -> int:
        return self.problem.storages[s].bytes

    def freeable(self, s: int) -> bool:
        return self.problem.storages[s].freeable

    def is_input(self, s: int) -> bool:
        return self.problem.storages[s].origin == "input"

    def transient(self, u: int) -> int:
        return self.problem.units[u].transient

    def uid(self, u: int) -> str:
        return self.problem.units[u].id


def storage_components(inst: Instance, links: Sequence[tuple[int, int]] = ()) -> list[list[int]]:
    """Units grouped into the connected components of "accesses a common storage", also joined
    along ``links`` (unit index pairs); each component's units ascending, components in the
    order of their first unit. Units of different components interact only through memory."""
    parent = list(range(inst.n))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    first_user: dict[int, int] = {}
    for u in range(inst.n):
        for s in (*inst.reads[u], *inst.writes[u]):
            if s in first_user:
                parent[find(u)] = find(first_user[s])
            else:
                first_user[s] = u
    for a, b in links:
        parent[find(a)] = find(b)
    groups: dict[int, list[int]] = {}
    for u in range(inst.n):
        groups.setdefault(find(u), []).append(u)
    return list(groups.values())


def make_instance(
    problem: Problem,
    k: int,
    budget: int | None = None,
    bounds: Mapping[str, int] | None = None,
    macs: Mapping[str, int] | None = None,
    source: str = "<instance>",
    chains: Sequence[Sequence[str]] = (),
) -> Instance:
    """Validate ``problem`` for recomputation and attach run bounds, costs and a budget;
    ``chains``: unit-id sequences whose re-executions must be contiguous (:attr:`Instance.chains`)."""
    if isinstance(k, bool) or not isinstance(k, int) or k < 0:
        raise FormalError(f"{source}: recompute.k: must be a non-negative integer, got {k!r}")
    if budget is not None and (isinstance(budget, bool) or not isinstance(budget, int) or budget < 0):
        raise FormalError(f"{source}: recompute.budget: must be a non-negative integer, got {budget!r}")
    n = problem.n
    producer: list[int | None] = [None] * len(problem.storages)
    reads: list[list[int]] = [[] for _ in range(n)]
    writes: list[list[int]] = [[] for _ in range(n)]
    for u, accesses in enumerate(problem.unit_accesses):
        for s, mode in accesses:
            sid = problem.storages[s].id
            if mode == "r":
                reads[u].append(s)
                continue
            if mode == "rw" or problem.storages[s].origin == "input":
                raise FormalError(
                    f"{source}: units[{u}] ({problem.units[u].id}): recomputation needs a "
                    f"single-assignment problem, but it updates storage {sid!r} in place"
                )
            if producer[s] is not None:
                raise FormalError(
                    f"{source}: units[{u}] ({problem.units[u].id}): recomputation needs a "
                    f"single-assignment problem, but storage {sid!r} is written twice"
                )
            producer[s] = u
            writes[u].append(s)
    readers: list[list[int]] = [[] for _ in problem.storages]
    for u in range(n):
        for s in reads[u]:
            readers[s].append(u)
    per_unit = _unit_map(problem, bounds or {}, source, "recompute.bounds")
    cost = _unit_map(problem, macs or {}, source, "recompute.macs")
    runs = []
    for u, unit in enumerate(problem.units):
        ku = per_unit.get(unit.id, k)
        if any(not problem.storages[s].freeable for s in writes[u]):
            ku = 0  # a second copy of an output would never be freed
        runs.append(1 + ku)
    chain_idx: list[tuple[int, ...]] = []
    seen: set[int] = set()
    for chain in chains:
        if any(uid not in problem.unit_index for uid in chain):
            raise FormalError(f"{source}: chain {list(chain)}: unknown unit")
        idx = tuple(problem.unit_index[uid] for uid in chain)
        if len(idx) < 2 or seen & set(idx) or len(set(idx)) != len(idx):
            raise FormalError(f"{source}: chain {list(chain)}: needs two or more units, each in one chain only")
        seen |= set(idx)
        if len({runs[u] for u in idx}) != 1:  # a chain reruns as a whole or not at all
            for u in idx:
                runs[u] = 1
        chain_idx.append(idx)
    return Instance(
        problem,
        tuple(runs),
        tuple(cost.get(u.id, 1) for u in problem.units),
        budget,
        tuple(map(tuple, reads)),
        tuple(map(tuple, writes)),
        tuple(producer),
        tuple(map(tuple, readers)),
        tuple(chain_idx),
    )


def _unit_map(problem: Problem, raw: Any, source: str, where: str) -> dict[str, int]:
    if not isinstance(raw, dict):
        raise FormalError(f"{source}: {where}: must be a mapping unit id -> integer, got {type(raw).__name__}")
    out = {}
    for uid, value in raw.items():
        if uid not in problem.unit_index:
            raise FormalError(f"{source}: {where}.{uid}: unknown unit {uid!r}")
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise FormalError(f"{source}: {where}.{uid}: must be a non-negative integer, got {value!r}")
        out[uid] = value
    return out


def load_instance(path: str | os.PathLike, k: int | None = None, budget: int | None = None) -> Instance:
    """Read a problem or trace with an optional ``recompute:`` mapping; ``k``/``budget`` override it."""
    data = read_yaml(path)
    source = str(path)
    problem = problem_from_dict(data, source)
    spec = data.get("recompute", {}) if isinstance(data, dict) else {}
    if spec is None:
        spec = {}
    if not isinstance(spec, dict):
        raise FormalError(f"{source}: recompute: must be a mapping, got {type(spec).__name__}")
    unknown = sorted(set(spec) - {"k", "budget", "bounds", "macs"})
    if unknown:
        raise FormalError(f"{source}: recompute.{unknown[0]}: unknown key (expected k, budget, bounds, macs)")
    if k is None:
        if "k" not in spec:
            raise FormalError(f"{source}: recompute.k: missing (give --k K or store recompute: {{k: K}})")
        k = spec["k"]
    if budget is None:
        budget = spec.get("budget")
    return make_instance(problem, k, budget, spec.get("bounds"), spec.get("macs"), source)
