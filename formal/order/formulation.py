"""The ordering question as a 0-1 program, stated once: Boolean variables, clauses, memory rows.

Every back end (SAT, ILP, CP-SAT, SMT; :mod:`formal.order.backends`) and every exported
file (:mod:`formal.order.export`) is compiled from a :class:`Model`; none of them
re-derives the scheduling question. A model is a
:class:`~formal.solvers.zero_one.ZeroOneProgram` (the solver layer's one 0-1 program) with
the problem it states:

* named 0/1 variables (numbered 1..N, so DIMACS numbering is the model's own);
* clauses over literals (``+v`` / ``-v``), i.e. linear constraints ``sum lits >= 1``;
* memory rows (loads) ``const + sum(coef * lit) <= PEAK``, one per moment the peak is sampled.

The question "is there a legal order with peak <= B" is the model with ``PEAK = B``; the
optimisation question minimises ``PEAK``. Two formulations (docs/encodings.md has their
sizes and the measurements that chose between them):

``steps`` (time-indexed, as in Checkmate's ``S`` matrix and Moccasin's stage variables)
    ``d_{u}_{t}``: unit ``u`` (index in the original order) has run by step ``t``
    (monotone in ``t``). Precedence ``d_b_t -> d_a_{t-1}``. Units may share a step: such a
    solution serialises into a legal order whose samples are each no larger, so no
    "one unit per step" cardinality constraint is needed. ``l_{s}_{t}`` / ``r_{u}_{t}``:
    storage ``s`` is live / unit ``u`` runs at step ``t`` (only forced true when they must be).
``pair`` (linear ordering, as in precedence-based scheduling models)
    ``o_{a}_{b}`` (``a < b``, incomparable in the dependency order): ``a`` runs before ``b``;
    one clause per 3-cycle to exclude (transitivity). ``l_{s}_{u}``: storage ``s`` is live while ``u`` runs.

Constants are folded (a variable known true or false from ancestor/descendant counts gets
a unit clause and never enters a row), so rows stay short.

:func:`build` bounds the model (:mod:`formal.solvers.limits`): past a deadline it stops
with ``OutOfTime``, and a model that would pass ``MAX_MODEL_SIZE`` entries stops with
``ModelTooLarge``, before its variables are made where their count alone is too many
(``steps`` has ``n^2``, ``pair`` one per incomparable pair), and before the ``pair`` model's
``n^3/3`` triples are scanned for cycle clauses where they pass ``MAX_MODEL_WORK`` (about
670 units).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

from formal.base.errors import FormalError
from formal.model import Problem, predecessors
from formal.solvers.limits import MAX_MODEL_SIZE, check_size, check_work
from formal.solvers.zero_one import Lit, ZeroOneProgram, neg

FORMULATIONS = ("steps", "pair")


@dataclass
class Model(ZeroOneProgram):
    """A 0/1 model of the ordering question for one problem (see module docstring)."""

    problem: Problem | None = None
    formulation: str = ""

    def clause(self, lits: list[Lit]) -> None:
        """Add a clause, folding constants (a true literal drops the clause)."""
        try:
            super().clause(lits)
        except ValueError:
            raise FormalError("internal error: the ordering model produced an empty clause") from None

    @property
    def lower_limit(self) -> int:
        """Every row's constant: no budget below the largest one can be met."""
        return max([self.problem.input_bytes, *(r.const for r in self.rows)])


@dataclass(frozen=True)
class Analysis:
    """Facts about a problem that every formulation needs."""

    preds: list[frozenset[int]]
    anc: list[int]  # bit masks of all ancestors
    desc: list[int]  # bit masks of all descendants
    writer: dict[int, int]  # internal storage -> its first writer
    finals: dict[int, list[int]]  # freeable storage -> units that may access it last

    def early(self, u: int) -> int:
        return bin(self.anc[u]).count("1")

    def late(self, u: int, n: int) -> int:
        return n - 1 - bin(self.desc[u]).count("1")


def analyse(problem: Problem) -> Analysis:
    n = problem.n
    preds = predecessors(problem)
    anc = [0] * n
    for j in range(n):  # the original order is topological: edges point forward
        for i in preds[j]:
            anc[j] |= anc[i] | (1 << i)
    succs: list[list[int]] = [[] for _ in range(n)]
    for j in range(n):
        for i in preds[j]:
            succs[i].append(j)
    desc = [0] * n
    for i in reversed(range(n)):  # successors come later: their descendant masks are done
        for j in succs[i]:
            desc[i] |= desc[j] | (1 << j)
    writer: dict[int, int] = {}
    last: dict[int, list[int]] = {}
    for j, acc in enumerate(problem.unit_accesses):
        for s, mode in acc:
            if mode == "r":
                last.setdefault(s, []).append(j)
            else:
                writer.setdefault(s, j)
                last[s] = [j]  # a write follows every earlier access, so only later ones can be last
    finals = {s: last.get(s, []) for s, st in enumerate(problem.storages) if st.freeable}
    return Analysis(preds, anc, desc, writer, finals)


def steps_model(problem: Problem, m: Model) -> Model:
    """The time-indexed formulation (module docstring): n*n ``d`` variables, one row per step."""
    n = problem.n
    check_size(n * n, m.max_size)  # the d variables alone: refused before any is made if too many
    a = analyse(problem)
    dvar = [[m.var(f"d_{u}_{t}") for t in range(n)] for u in range(n)]
    early = [a.early(u) for u in range(n)]
    late = [a.late(u, n) for u in range(n)]

    def d(u: int, t: int) -> Lit:
        return False if t < early[u] else True if t >= late[u] else dvar[u][t]

    for u in range(n):
        for t in range(n):
            if isinstance(d(u, t), bool):  # keep every d variable pinned, so decoding sees them all
                m.clause([dvar[u][t] if d(u, t) else -dvar[u][t]])
        for t in range(n - 1):
            m.clause([neg(d(u, t)), d(u, t + 1)])
        for p in sorted(a.preds[u]):
            for t in range(n):
                m.clause([neg(d(u, t)), d(p, t - 1)])
    for t in range(n):
        terms: list[tuple[int, Lit]] = []
        for s, st in enumerate(problem.storages):
            if st.bytes:
                alloc = True if st.origin == "input" else d(a.writer[s], t)
                finals = [d(f, t - 1) for f in a.finals.get(s, [])]
                terms.append((st.bytes, m.live(f"l_{s}_{t}", alloc, finals)))
        for u, unit in enumerate(problem.units):
            if unit.transient:
                terms.append((unit.transient, m.live(f"r_{u}_{t}", d(u, t), [d(u, t - 1)])))
        m.load(f"step_{t}", terms)
    return m


def pair_model(problem: Problem, m: Model) -> Model:
    """The linear-ordering formulation: ``o`` variables for incomparable pairs, one row per unit."""
    n, a = problem.n, analyse(problem)
    pairs = (n * (n - 1) - 2 * sum(bin(x).count("1") for x in a.anc)) // 2
    check_size(pairs, m.max_size)  # the o variables alone: refused before any is made if too many
    if m.max_size is not None:  # the cycle clauses: every triple x < y, z is considered (most fold away)
        check_work(n * (n - 1) * (n - 2) // 3, "triples of units for the cycle clauses")
    ovar: dict[tuple[int, int], int] = {}
    for u in range(n):
        for v in range(u + 1, n):
            if not (a.anc[v] >> u & 1):
                ovar[u, v] = m.var(f"o_{u}_{v}")

    def before(u: int, v: int) -> Lit:
        if u == v or a.anc[u] >> v & 1:
            return False
        if a.anc[v] >> u & 1:
            return True
        return ovar[u, v] if u < v else -ovar[v, u]

    for x in range(n):  # no cycle x -> y -> z -> x; x is its smallest unit, so each cycle is stated once
        for y in range(x + 1, n):
            bxy = before(x, y)
            if bxy is False:
                continue
            for z in range(x + 1, n):
                if z != y:
                    m.clause([neg(bxy), neg(before(y, z)), before(x, z)])
    for u, unit in enumerate(problem.units):
        terms: list[tuple[int, Lit]] = [(unit.transient, True)]
        for s, st in enumerate(problem.storages):
            if st.bytes:
                w = a.writer.get(s)
                alloc = True if st.origin == "input" or w == u else before(w, u)
                finals = [before(f, u) for f in a.finals.get(s, [])]
                terms.append((st.bytes, m.live(f"l_{s}_{u}", alloc, finals)))
        m.load(f"unit_{u}", terms)
    return m


BUILDERS: dict[str, Callable[[Problem, Model], Model]] = {"steps": steps_model, "pair": pair_model}


def build(
    problem: Problem, formulation: str = "steps", deadline: float | None = None, max_size: int | None = MAX_MODEL_SIZE
) -> Model:
    """The model of ``problem`` in ``formulation``, built within ``deadline`` and ``max_size``
    (``OutOfTime`` / ``ModelTooLarge`` from :mod:`formal.solvers.limits` otherwise)."""
    if formulation not in BUILDERS:
        raise FormalError(f"unknown formulation {formulation!r} (choose from {', '.join(BUILDERS)})")
    if problem.n == 0:
        raise FormalError("problem has no units: there is nothing to order")
    model = Model(problem=problem, formulation=formulation, deadline=deadline, max_size=max_size)
    return BUILDERS[formulation](problem, model)


def decode(problem: Problem, formulation: str, value: Mapping[str, bool]) -> list[str]:
    """The order a solution describes, from variable values by name (missing names read false).

    ``steps``: a unit runs at the first step ``t`` with ``d_u_t`` true (the last step if none);
    units sharing a step run in original order. ``pair``: units sorted by how many run before.
    """
    n = problem.n
    if formulation == "steps":
        step = [next((t for t in range(n) if value.get(f"d_{u}_{t}")), n - 1) for u in range(n)]
        key = [(step[u], u) for u in range(n)]
    elif formulation == "pair":
        a = analyse(problem)
        key = []
        for u in range(n):
            count = bin(a.anc[u]).count("1")
            for v in range(n):
                if v != u and not (a.anc[u] >> v & 1 or a.desc[u] >> v & 1):
                    lo, hi = min(u, v), max(u, v)
                    o = bool(value.get(f"o_{lo}_{hi}"))
                    count += o if v == lo else not o
            key.append((count, u))
    else:
        raise FormalError(f"unknown formulation {formulation!r}")
    return [problem.units[u].id for _, u in sorted(key)]
