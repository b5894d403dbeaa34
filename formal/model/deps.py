"""Dependency derivation: RAW, WAR and WAW edges per storage, from the original order.

For each storage, walk its accesses in original unit order. A read depends on the
storage's last write (read-after-write). A write (``w`` or ``rw``) depends on the last
write (write-after-write) and on every read since it (write-after-read); ``rw`` also
reads. Reads of the same generation (between two writes) are unordered among
themselves: that freedom, plus independent storages, is what reordering exploits.

Edges always point forward in the original order, so the graph is acyclic and the
original order is always legal.
"""

from __future__ import annotations

from formal.model.problem import Problem


def predecessors(problem: Problem) -> list[frozenset[int]]:
    """``preds[j]``: indices of the units that must run before unit ``j`` (direct edges only).

    Derived once per (immutable) problem and kept on it; each call returns a fresh list.
    """
    cached = problem.__dict__.get("_predecessors")
    if cached is None:
        cached = _derive(problem)
        object.__setattr__(problem, "_predecessors", cached)
    return list(cached)


def _derive(problem: Problem) -> tuple[frozenset[int], ...]:
    preds: list[set[int]] = [set() for _ in problem.units]
    last_write: dict[int, int] = {}
    reads_since: dict[int, list[int]] = {}
    for j, accesses in enumerate(problem.unit_accesses):
        for s, mode in accesses:
            w = last_write.get(s)
            if mode == "r":
                if w is not None:
                    preds[j].add(w)
                reads_since.setdefault(s, []).append(j)
            else:  # w or rw
                if w is not None:
                    preds[j].add(w)
                preds[j].update(reads_since.get(s, ()))
                last_write[s] = j
                reads_since[s] = []
    for j, p in enumerate(preds):
        p.discard(j)
    return tuple(frozenset(p) for p in preds)


def successors(problem: Problem) -> list[frozenset[int]]:
    """``succs[i]``: indices of the units that directly depend on unit ``i``."""
    succs: list[set[int]] = [set() for _ in problem.units]
    for j, p in enumerate(predecessors(problem)):
        for i in p:
            succs[i].add(j)
    return [frozenset(s) for s in succs]


def edges(problem: Problem) -> list[tuple[str, str]]:
    """The dependency edges as ``(before_id, after_id)`` pairs, sorted by original position."""
    ids = [u.id for u in problem.units]
    return [(ids[i], ids[j]) for j, p in enumerate(predecessors(problem)) for i in sorted(p)]
