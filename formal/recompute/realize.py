"""Realization, part 1: from a captured trace to a single-assignment recomputation instance.

Real Inductor programs update storages in place (``in_out_ptr`` kernels), reuse a dead
buffer for a new value (``buf7 = buf4; del buf4  # reuse``) and reach one storage through
several names (aliases, views). The recomputation model (:mod:`formal.recompute.instance`)
needs every storage to hold one value. This module renames **values**, not storages:

* each write of a storage starts a new *version*: version 0 keeps the storage's id, its
  bytes, origin and freeability; version ``j >= 1`` is a 0-byte value ``s@j``;
* every access to a later version also reads ``s@0`` (a *phantom read*), so ``s@0`` lives
  from the storage's first write to the last access of any of its versions: exactly the
  storage's lifetime in docs/semantics.md, which the 0-byte later versions do not change;
* the writer of version ``j + 1`` reads version ``j`` (write-after-write) and a 0-byte
  *token* ``s@j~r`` written by every other reader ``r`` of version ``j``
  (write-after-read).

So with every unit run once the instance has exactly the problem's legal orders and
peaks (``tests/test_recompute_realize.py`` checks it on random problems). A unit may be
recomputed only if rerunning it, with fresh storages under new names, reproduces its
values and touches nothing else; :func:`recompute_rules` states the rules (one reason per
refused unit), and refused units get ``k = 0``. The rules are in docs/recompute.md,
"Realization".

Costs are given per unit (every execution costs 1 by default); measuring them runs the
program (:func:`formal.pipelines.recompute.measure_macs`).
"""

from __future__ import annotations

import ast
import random
from dataclasses import dataclass, field
from typing import Any, Mapping

from formal.base.errors import FormalError
from formal.base.files import read_yaml
from formal.model.canonical import problem_sha256
from formal.model.problem import Problem, make_problem
from formal.model.random_order import random_legal_order
from formal.program.statements import ALLOC_FUNCS, parse_program
from formal.program.trace import Trace
from formal.recompute.instance import Instance, make_instance
from formal.recompute.semantics import evaluate, schedule_indices

RNG = "__rng__"


# --------------------------------------------------------------------------- renaming


@dataclass
class Versions:
    """Per storage: its versions in original order, each ``(writer unit index or None, readers)``."""

    of: dict[str, list[tuple[int | None, list[int]]]] = field(default_factory=dict)

    def value(self, sid: str, j: int) -> str:
        return sid if j == 0 else f"{sid}@{j}"

    def final(self, sid: str) -> int:
        return len(self.of[sid]) - 1


def versions_of(problem: Problem) -> tuple[Versions, list[list[tuple[str, int, str]]]]:
    """Walk the units in original order; return the versions and, per unit, its accesses as
    ``(storage, version, 'r'|'w')`` (a ``rw`` is a read of version j and a write of j+1;
    a ``rw`` first access of an internal storage is its creating write: the kernel writes a
    fresh allocation before reading it, as Inductor's in_out_ptr reductions do)."""
    vs = Versions()
    for st in problem.storages:
        vs.of[st.id] = [(None, [])] if st.origin == "input" else []
    per_unit: list[list[tuple[str, int, str]]] = []
    for u, unit in enumerate(problem.units):
        acc: list[tuple[str, int, str]] = []
        for sid, mode in unit.accesses:
            chain = vs.of[sid]
            if mode in ("r", "rw") and chain:
                chain[-1][1].append(u)
                acc.append((sid, len(chain) - 1, "r"))
            elif mode == "r":  # a read before any write: problem validation refuses it
                raise FormalError(f"{problem.name}: unit {unit.id!r} reads {sid!r} before any write")
            if mode != "r":
                chain.append((u, []))
                acc.append((sid, len(chain) - 1, "w"))
        per_unit.append(acc)
    return vs, per_unit


def single_assignment(problem: Problem) -> tuple[Problem, Versions]:
    """The renamed problem (see module docstring) and the versions it was built from."""
    vs, per_unit = versions_of(problem)
    taken = {st.id for st in problem.storages}
    storages: list[tuple] = []
    for st in problem.storages:
        storages.append((st.id, st.bytes, st.origin, st.freeable))
        for j in range(1, len(vs.of[st.id])):
            storages.append((vs.value(st.id, j), 0, "internal", True))
    tokens: dict[tuple[str, int, int], str] = {}
    for sid, chain in vs.of.items():
        for j in range(len(chain) - 1):
            nxt = chain[j + 1][0]
            for r in dict.fromkeys(chain[j][1]):
                if r != nxt:
                    tokens[sid, j, r] = f"{vs.value(sid, j)}~{problem.units[r].id}"
    for name in [vs.value(s, j) for s, c in vs.of.items() for j in range(1, len(c))] + list(tokens.values()):
        if name in taken:
            raise FormalError(f"{problem.name}: renamed value {name!r} collides with a storage id")
        taken.add(name)
    storages += [(t, 0, "internal", True) for t in tokens.values()]
    units = []
    for u, unit in enumerate(problem.units):
        acc: dict[str, str] = {}

        def add(value: str, mode: str) -> None:
            if acc.get(value) != "w":
                acc[value] = mode

        for sid, j, mode in per_unit[u]:
            if mode == "r":
                add(vs.value(sid, j), "r")
                if j >= 1:
                    add(sid, "r")  # phantom read: the storage stays live
                nxt = j + 1
                if nxt < len(vs.of[sid]) and (sid, j, u) in tokens:
                    add(tokens[sid, j, u], "w")  # write-after-read token
            else:
                add(vs.value(sid, j), "w")
                if j >= 1:
                    add(sid, "r")
                    add(vs.value(sid, j - 1), "r")  # write-after-write
                    for r in dict.fromkeys(vs.of[sid][j - 1][1]):
                        if (sid, j - 1, r) in tokens:
                            add(tokens[sid, j - 1, r], "r")
        units.append((unit.id, unit.transient, list(acc.items())))
    return make_problem(f"{problem.name} (single-assignment)", storages, units), vs


def inplace_chains(problem: Problem, vs: Versions) -> dict[str, list[int]]:
    """Per storage, its *in-place chain*: the units ``u1 .. um`` (``m >= 2``) writing its
    versions in order, when every intermediate version ``j < m - 1`` is read by nobody but
    ``u(j+1)`` and units that write nothing (torch 2.14's ``assert_tensor_metadata`` checks:
    they run once, before ``u(j+1)``, and no value depends on them), so rerunning
    ``u1 .. um`` back to back into a fresh storage reproduces the final version and no value
    ever depends on an intermediate one; the storage is internal and freeable, and no unit
    writes it twice. Structural only; :func:`recompute_rules` adds the per-unit rules."""
    silent = {u for u, unit in enumerate(problem.units) if all(m == "r" for _, m in unit.accesses)}
    out: dict[str, list[int]] = {}
    for st in problem.storages:
        chain = vs.of[st.id]
        if st.origin == "input" or not st.freeable or len(chain) < 2:
            continue
        writers = [w for w, _ in chain]
        if None in writers or len(set(writers)) != len(writers):
            continue
        if all(set(chain[j][1]) <= {writers[j + 1]} | silent for j in range(len(chain) - 1)):
            out[st.id] = writers
    return out


# --------------------------------------------------------------------------- names


@dataclass
class Names:
    """What the local names of ``call`` denote, from the trace's statements (never executed).

    ``storage[name]``: the storage a name refers to (None: unknown, e.g. a tuple);
    ``source[name]``: for an alias or view, ``(statement index, source name)``;
    ``binder[name]``: the statement index that binds it; ``rebound``: names bound twice.
    """

    storage: dict[str, str | None]
    source: dict[str, tuple[int, str]]
    binder: dict[str, int]
    rebound: set[str]
    local: set[str]


def resolve_names(trace: Trace, program=None) -> Names:
    program = program or parse_program(trace.verified_file("wrapper").text)
    stmts = trace.program["statements"]
    sids = {st.id for st in trace.problem.storages}
    local = {n for st in program.statements for n in st.binds} | set(trace.program["input_names"])
    storage: dict[str, str | None] = {}
    source: dict[str, tuple[int, str]] = {}
    binder: dict[str, int] = {}
    rebound: set[str] = set()
    for i, (entry, st) in enumerate(zip(stmts, program.statements)):
        binds = [b for b in st.binds if b != "args"]
        for b in binds:
            if b in binder:
                rebound.add(b)
            binder[b] = i
        if entry["kind"] == "prologue":
            for b in binds:
                storage[b] = b if b in sids else None
        elif entry["kind"] == "alloc":
            for b in binds:
                storage[b] = entry.get("storage")
        elif entry["kind"] == "alias":
            srcs = [n for n in st.uses if n in local]
            for b in binds:
                storage[b] = storage.get(srcs[0]) if len(srcs) == 1 else None
                if len(srcs) == 1:
                    source[b] = (i, srcs[0])
        elif entry["kind"] == "projection":
            node = ast.parse(entry["code"]).body[0].value
            key = None
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
                key = f"{node.value.id}[{ast.unparse(node.slice)}]"
            for b in binds:
                storage[b] = key if key in sids else (b if b in sids else None)
        else:  # a kernel statement (unit) that binds names: the storages it creates
            born = entry.get("born", [])
            for b in binds:
                storage[b] = born[0] if len(binds) == 1 and len(born) == 1 else None
    return Names(storage, source, binder, rebound, local)


# --------------------------------------------------------------------------- rules


def recompute_rules(trace: Trace, vs: Versions, names: Names, program=None) -> dict[str, str | None]:
    """Per unit id: ``None`` if it may be recomputed, else the (first) reason it may not.

    A unit may be recomputed when (docs/recompute.md, "Realization"):

    1. it is a kernel (not an allocation no kernel touches, not a statement that writes
       nothing, such as torch 2.14's ``assert_tensor_metadata``) and deterministic: it does
       not touch the RNG pseudo-storage ``__rng__``;
    2. every storage it writes is created by it (its own allocation statements, or a
       tensor its call returns) and never written again (no in-place update, no reuse), and
       it is not a program output -- except the storage of its **in-place chain**
       (:func:`inplace_chains`): the chain's first unit creates it, the others update it in
       place; the members of a chain are recomputable together (as one contiguous block,
       ``Instance.chains``) or not at all, and a unit belongs to at most one chain;
    3. every storage it reads holds its final version when read (nothing overwrites it
       later), so a rerun anywhere after the first run sees the same bytes -- except the
       version of its chain's storage that the member before it wrote;
    4. its call binds at most one name (no tuple results), its names and those of every
       reader of its outputs resolve statically to exactly the storages the profile
       recorded, and none of these names is bound twice.
    """
    program = program or parse_program(trace.verified_file("wrapper").text)
    problem = trace.problem
    stmts = trace.program["statements"]
    unit_stmt = {e["unit"]: i for i, e in enumerate(stmts) if e["kind"] == "unit"}
    created: dict[str, set[str]] = {u.id: set() for u in problem.units}
    for i, e in enumerate(stmts):
        if e["kind"] == "alloc" and e.get("unit"):
            created[e["unit"]].add(e["storage"])
        if e["kind"] == "unit":
            created[e["unit"]].update(e.get("born", []))
    freeable = {st.id: st.freeable for st in problem.storages}

    def names_ok(uid: str) -> str | None:
        i = unit_stmt[uid]
        st = program.statements[i]
        used = [n for n in dict.fromkeys([*st.uses, *st.binds]) if n in names.local and n != "args"]
        bad = [n for n in used if n in names.rebound]
        if bad:
            return f"name {bad[0]!r} is bound twice"
        resolved = {names.storage.get(n) for n in used}
        if None in resolved:
            return f"name {[n for n in used if names.storage.get(n) is None][0]!r} does not resolve to one storage"
        want = {sid for sid, _ in problem.units[problem.unit_index[uid]].accesses if sid != RNG}
        if resolved != want:
            return "its names do not resolve to the storages it accesses"
        return None

    name_reason = {u.id: names_ok(u.id) for u in problem.units}
    chains = inplace_chains(problem, vs)
    member: dict[int, list[str]] = {}  # unit index -> the chain storages it writes
    for sid, ws in chains.items():
        for w in ws:
            member.setdefault(w, []).append(sid)
    reasons: dict[str, str | None] = {}
    for u, unit in enumerate(problem.units):
        uid = unit.id
        i = unit_stmt[uid]
        reason = None
        modes = dict(unit.accesses)
        if program.statements[i].target in ALLOC_FUNCS:
            reason = "an allocation, not a kernel"
        elif all(mode == "r" for mode in modes.values()):
            reason = "writes nothing (a check): nothing to recompute"
        elif RNG in modes:
            reason = "random (touches __rng__)"
        elif len([b for b in program.statements[i].binds]) > 1:
            reason = "its call binds several names"
        mine = member.get(u, [])
        if reason is None and len(mine) > 1:
            reason = f"it writes several updated storages ({', '.join(mine)})"
        if reason is None:
            for sid, mode in unit.accesses:
                if mode == "r":
                    continue
                in_chain = sid in mine
                head = in_chain and chains[sid][0] == u
                if sid not in created[uid] and not (in_chain and not head):
                    reason = f"writes {sid!r}, which it did not allocate (in-place update or reused buffer)"
                elif sid in created[uid] and len(vs.of[sid]) != 1 and not head:
                    reason = f"its output {sid!r} is overwritten later (in place or reused)"
                elif not freeable[sid]:
                    reason = f"writes the program output {sid!r}"
                if reason:
                    break
        if reason is None:
            for sid, mode in unit.accesses:
                if sid in mine:
                    continue  # the chain's own intermediate version, written by the member before
                if mode == "r" and vs.of[sid] and _version_read(vs, sid, u) != vs.final(sid):
                    reason = f"reads {sid!r}, which is overwritten later"
                    break
        if reason is None:
            reason = name_reason[uid]
        if reason is None:
            for sid, mode in unit.accesses:
                if mode == "r":
                    continue
                for r in dict.fromkeys(r for _, rs in vs.of[sid] for r in rs):
                    rr = name_reason[problem.units[r].id]
                    if rr is not None:
                        reason = f"reader {problem.units[r].id} of {sid!r}: {rr}"
                        break
                if reason:
                    break
        reasons[uid] = reason
    for sid, ws in chains.items():  # a chain reruns as a whole or not at all
        bad = [problem.units[w].id for w in ws if reasons[problem.units[w].id] is not None]
        if bad and len(bad) < len(ws):
            for w in ws:
                wid = problem.units[w].id
                if reasons[wid] is None:
                    reasons[wid] = f"in-place chain of {sid!r}: member {bad[0]} is not recomputable ({reasons[bad[0]]})"
    return reasons


def recomputable_chains(problem: Problem, vs: Versions, reasons: Mapping[str, str | None]) -> list[list[str]]:
    """The in-place chains whose members are all recomputable, as unit ids in order."""
    out = []
    for ws in inplace_chains(problem, vs).values():
        ids = [problem.units[w].id for w in ws]
        if all(reasons[i] is None for i in ids):
            out.append(ids)
    return out


def _version_read(vs: Versions, sid: str, u: int) -> int:
    for j, (_, readers) in enumerate(vs.of[sid]):
        if u in readers:
            return j
    return -1


# --------------------------------------------------------------------------- the instance


@dataclass
class Realized:
    """A trace's recomputation instance and what it was built from."""

    trace: Trace
    instance: Instance
    versions: Versions
    names: Names
    reasons: dict[str, str | None]  # unit -> None (recomputable) or why not
    macs: dict[str, int]
    k: int = 0  # recomputations allowed per recomputable unit
    chains: list[list[str]] = field(default_factory=list)  # in-place chains rerun as blocks

    @property
    def recomputable(self) -> list[str]:
        return [u for u, r in self.reasons.items() if r is None]


def realize(trace: Trace, k: int, budget: int | None = None, macs: Mapping[str, int] | None = None) -> Realized:
    """The single-assignment instance of ``trace``: recomputable units may run ``k + 1``
    times, the others once; ``macs`` per unit (default: every execution costs 1)."""
    wrapper = trace.verified_file("wrapper")
    program = parse_program(wrapper.text, str(wrapper.path))
    renamed, vs = single_assignment(trace.problem)
    names = resolve_names(trace, program)
    reasons = recompute_rules(trace, vs, names, program)
    bounds = {u: 0 for u, r in reasons.items() if r is not None}
    cost = dict(macs) if macs is not None else {u.id: 1 for u in trace.problem.units}
    chains = recomputable_chains(trace.problem, vs, reasons)
    inst = make_instance(renamed, k, budget, bounds, cost, str(trace.path), chains)
    return Realized(trace, inst, vs, names, reasons, cost, k, chains)


# --------------------------------------------------------------------------- plans

PLAN_FORMAT = "formal.recompute-plan/1"


def is_trace_file(path: str) -> bool:
    """Does ``path`` hold a captured trace (with its program), rather than a bare problem?"""
    data = read_yaml(path)
    return isinstance(data, dict) and data.get("format") == "formal.trace/1" and isinstance(data.get("program"), dict)


def plan_dict(realized: Realized, result, macs_mode: str = "measured") -> dict[str, Any]:
    """The plan file: the schedule with its recomputations, predicted peak and extra MACs."""
    inst = realized.instance
    trace = realized.trace
    if not result.feasible:
        raise FormalError(f"no plan to write: the solve ended {result.status} (no schedule)")
    seq = [inst.problem.unit_index[u] for u in result.schedule]
    peak, extra = evaluate(inst, seq)
    once = evaluate(inst, list(range(inst.n)))[0]
    counts: dict[str, int] = {}
    for u in result.schedule:
        counts[u] = counts.get(u, 0) + 1
    return {
        "format": PLAN_FORMAT,
        "trace": trace.data.get("name"),
        "problem_sha256": problem_sha256(trace.problem),
        "k": realized.k,
        "budget": inst.budget,
        "backend": result.backend,
        "status": result.status,
        "optimal": result.optimal,
        "lower_bound": result.lower_bound,
        "peak": peak,
        "original_order_peak": once,
        "extra_macs": extra,
        "total_macs": sum(realized.macs.get(u.id, 1) for u in trace.problem.units),
        "macs_mode": macs_mode,
        "recomputations": len(result.schedule) - inst.n,
        "recomputed": {u: c - 1 for u, c in counts.items() if c > 1},
        "schedule": list(result.schedule),
        "macs": {u.id: realized.macs.get(u.id, 1) for u in trace.problem.units},
        "not_recomputable": {u: r for u, r in realized.reasons.items() if r is not None},
        "chains": [list(c) for c in realized.chains],
    }


def load_plan(path: str, trace: Trace) -> tuple[Realized, list[str], int]:
    """Read a plan for ``trace``: ``(realization, schedule, predicted peak)``; the peak is
    re-evaluated by the semantics and must equal the plan's."""
    data = read_yaml(path)
    if not isinstance(data, dict) or data.get("format") != PLAN_FORMAT:
        raise FormalError(f"{path}: format: expected {PLAN_FORMAT!r} (written by `formal recompute TRACE -o PLAN`)")
    if data.get("problem_sha256") != problem_sha256(trace.problem):
        raise FormalError(f"{path}: problem_sha256: the plan was made for another trace than {trace.path}")
    k, schedule = data.get("k"), data.get("schedule")
    if isinstance(k, bool) or not isinstance(k, int) or k < 0:
        raise FormalError(f"{path}: k: must be a non-negative integer, got {k!r}")
    if not isinstance(schedule, list) or not all(isinstance(u, str) for u in schedule):
        raise FormalError(f"{path}: schedule: must be a list of unit ids")
    realized = realize(trace, k)
    peak, _ = evaluate(realized.instance, schedule_indices(realized.instance, schedule))
    if data.get("peak") != peak:
        raise FormalError(f"{path}: peak: the plan says {data.get('peak')}, its schedule's peak is {peak}")
    return realized, schedule, peak


def random_recompute_schedule(realized: Realized, seed: int, p: float = 0.5) -> list[str]:
    """A random legal recomputing schedule (for tests and replay checks): a random legal order
    of the trace, plus, for each recomputable unit with probability ``p``, up to ``k`` more
    executions at random positions after its first (its inputs are final versions, which a
    rerun may read any time after their producers ran)."""
    rng = random.Random(seed)
    blocks: list[tuple[str, ...]] = [(u,) for u in random_legal_order(realized.trace.problem, seed)]
    in_chain = {u: c for c in realized.chains for u in c}
    groups = sorted({tuple(in_chain.get(u, [u])) for u in realized.recomputable})
    for group in groups:  # a chain reruns as one block, after every member's previous run
        if rng.random() >= p:
            continue
        for _ in range(rng.randint(1, realized.k)) if realized.k else ():
            last = max(i for i, b in enumerate(blocks) if set(b) & set(group))
            blocks.insert(rng.randint(last + 1, len(blocks)), group)
    return [u for b in blocks for u in b]
