"""The reference semantics of a recomputing schedule: legality, peak and extra MACs.

A schedule is a sequence of unit executions (ids may repeat). It is legal when every
unit runs at least once and at most ``runs[u]`` times, and every storage an execution
reads has a copy: an input, or a copy written by an earlier execution of its producer.
Execution number ``i`` of unit ``u`` writes copy ``i`` of each storage ``u`` writes;
a reader uses the *most recent* copy. A copy is live from the execution that writes it
through its last reader (just that execution if nobody reads it); a non-freeable copy
(an output) lives to the end; a freeable input lives until its last reader; storages
nobody frees are live throughout. An in-place chain of the instance (``inst.chains``:
a unit that creates a storage, then the units that update it in place) reruns as one
block: execution ``c >= 1`` of a chain member is immediately preceded by execution ``c`` of
the member before it and immediately followed by execution ``c`` of the member after it.
The peak is the largest ``live + transient`` sampled
at each execution, and at least the input bytes (docs/recompute.md). With every unit run
exactly once this is exactly :func:`formal.model.peak` (tests check it).

Every back end's schedule is re-evaluated here; nothing trusts a solver's objective.
"""

from __future__ import annotations

from typing import Sequence

from formal.base.errors import FormalError
from formal.recompute.instance import Instance


def schedule_indices(inst: Instance, schedule: Sequence[str]) -> list[int]:
    out = []
    for uid in schedule:
        if uid not in inst.problem.unit_index:
            raise FormalError(f"schedule names unknown unit {uid!r}")
        out.append(inst.problem.unit_index[uid])
    return out


def lifetimes(inst: Instance, seq: Sequence[int]) -> list[tuple[int, int, int]]:
    """Every copy as ``(storage, first position, last position)``; positions index ``seq``,
    -1 means "before the first execution". Raises FormalError if ``seq`` is illegal."""
    n_pos = len(seq)
    count = [0] * inst.n
    current: dict[int, int] = {}  # storage -> index into `copies` of its most recent copy
    copies: list[list[int]] = []  # [storage, start, end]
    for s, st in enumerate(inst.problem.storages):
        if st.origin == "input":
            current[s] = len(copies)
            never_freed = not st.freeable or not inst.readers[s]
            copies.append([s, -1, n_pos - 1 if never_freed else -1])
    for pos, u in enumerate(seq):
        count[u] += 1
        if count[u] > inst.runs[u]:
            raise FormalError(
                f"illegal schedule: unit {inst.uid(u)!r} runs {count[u]} times, at most {inst.runs[u]} allowed",
                exit_code=1,
            )
        for s in inst.reads[u]:
            if s not in current:
                raise FormalError(
                    f"illegal schedule: unit {inst.uid(u)!r} at position {pos} reads "
                    f"{inst.problem.storages[s].id!r} before any unit wrote it",
                    exit_code=1,
                )
            c = copies[current[s]]
            if inst.freeable(s) and c[2] != n_pos - 1:
                c[2] = max(c[2], pos)
        for s in inst.writes[u]:
            current[s] = len(copies)
            copies.append([s, pos, n_pos - 1 if not inst.freeable(s) else pos])
    for u in range(inst.n):
        if count[u] == 0:
            raise FormalError(f"illegal schedule: unit {inst.uid(u)!r} never runs", exit_code=1)
    if inst.chains:
        _check_chains(inst, seq)
    return [(s, a, b) for s, a, b in copies]


def _check_chains(inst: Instance, seq: Sequence[int]) -> None:
    """Every re-execution of a chain member sits in a contiguous block of its chain (module docstring)."""
    where = {u: (ch, j) for ch in inst.chains for j, u in enumerate(ch)}
    seen = [0] * inst.n
    number = []
    for u in seq:
        number.append(seen[u])
        seen[u] += 1
    for pos, u in enumerate(seq):
        if u not in where or number[pos] == 0:
            continue
        ch, j = where[u]
        for nb, p in ((j - 1, pos - 1), (j + 1, pos + 1)):
            if 0 <= nb < len(ch) and not (0 <= p < len(seq) and seq[p] == ch[nb] and number[p] == number[pos]):
                raise FormalError(
                    f"illegal schedule: rerun {number[pos]} of {inst.uid(u)!r} at position {pos} "
                    f"is not in one contiguous block of its in-place chain "
                    f"{[inst.uid(v) for v in ch]}",
                    exit_code=1,
                )


def evaluate(inst: Instance, seq: Sequence[int]) -> tuple[int, int]:
    """``(peak, extra_macs)`` of a legal schedule given as unit indices (FormalError if illegal)."""
    diff = [0] * (len(seq) + 1)
    base = 0
    for s, a, b in lifetimes(inst, seq):
        size = inst.size(s)
        if a < 0:
            base += size
            if b >= 0:
                diff[b + 1] -= size
        else:
            diff[a] += size
            diff[b + 1] -= size
    best = inst.problem.input_bytes
    live = base
    for pos, u in enumerate(seq):
        live += diff[pos]
        best = max(best, live + inst.transient(u))
    seen = [0] * inst.n
    extra = 0
    for u in seq:
        if seen[u]:
            extra += inst.macs[u]
        seen[u] += 1
    return best, extra


def evaluate_ids(inst: Instance, schedule: Sequence[str]) -> tuple[int, int]:
    return evaluate(inst, schedule_indices(inst, schedule))
