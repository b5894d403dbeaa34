"""0-1 programs, defined once: named Boolean variables, clauses, linear rows, one integer PEAK.

Every lever that states its question for a solver states it as a :class:`ZeroOneProgram`
(ordering: :mod:`formal.order.formulation`; recomputation: :mod:`formal.recompute.time_indexed`;
the training step: :mod:`formal.train.formulation`), and every back end compiles one:
CP-SAT (:mod:`formal.solvers.cpsat`), CBC (:mod:`formal.solvers.cbc`), CNF for a SAT solver
(:mod:`formal.solvers.sat`) and SMT (:mod:`formal.solvers.smt`). So a question is written
once, and the back ends differ only in how they search.

* Variables are numbered ``1..N`` in the order they are made (DIMACS numbering is the
  program's own); ``names[v]`` names variable ``v``.
* A *literal* is ``+v`` or ``-v`` (not ``v``). While a program is built, ``True`` and
  ``False`` stand for constants and are folded away (:func:`fold_clause`, :meth:`ZeroOneProgram.row`).
* A clause is a list of literals, at least one of which holds.
* A :class:`Row` is ``sum(coef * lit) + peak * PEAK  op  rhs`` with ``op`` one of ``<=``,
  ``>=``, ``==``; a literal ``-v`` counts ``1 - v``. PEAK is the program's one integer
  variable, bounded by ``peak_lower`` and ``peak_upper``: the largest load, where loads
  are rows ``const + sum(coef * lit) <= PEAK`` (:meth:`ZeroOneProgram.load`).
* The objective is ``objective_offset + sum(coef * lit)`` to minimize, or PEAK when
  ``objective`` is empty.
* A builder may bound the program (:mod:`formal.solvers.limits`): with ``deadline`` set,
  adding to it past that instant raises ``OutOfTime``; with ``max_size`` set, a program
  whose variables, clause literals and row terms (``size``) pass it raises
  ``ModelTooLarge``. Both are checked as the program grows, so memory stays bounded.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Mapping

from formal.solvers.limits import OutOfTime, check_size

Lit = int | bool
OPS = ("<=", ">=", "==")


def neg(x: Lit) -> Lit:
    """The negation of a literal or a constant."""
    return (not x) if isinstance(x, bool) else -x


def fold_clause(lits: list[Lit]) -> list[int] | None:
    """Fold constant literals out of a clause: None if a literal is True (the clause holds),
    else the remaining literals without False and without repeats."""
    out: list[int] = []
    for x in lits:
        if x is True:
            return None
        if x is not False and x not in out:
            out.append(x)
    return out


@dataclass
class Row:
    """``sum(coef * lit) + peak * PEAK  op  rhs`` (module docstring). ``name``: how a
    certificate or an exported file refers to it (None: unnamed)."""

    name: str | None
    terms: list[tuple[int, int]]
    op: str
    rhs: int
    peak: int = 0

    def __post_init__(self) -> None:
        if self.op not in OPS:
            raise ValueError(f"row {self.name}: unknown operator {self.op!r}")

    @property
    def is_load(self) -> bool:
        """Whether the row is a load, ``const + sum(coef * lit) <= PEAK``."""
        return self.peak == -1 and self.op == "<="

    @property
    def const(self) -> int:
        """A load's constant bytes (``-rhs``)."""
        return -self.rhs

    def at_peak(self, budget: int) -> int:
        """The row's right-hand side with PEAK fixed to ``budget``."""
        return self.rhs - self.peak * budget


@dataclass
class ZeroOneProgram:
    """A 0-1 program (module docstring)."""

    names: list[str] = field(default_factory=lambda: [""])  # names[v] for v = 1..N
    clauses: list[list[int]] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)
    objective: list[tuple[int, int]] = field(default_factory=list)
    objective_offset: int = 0
    peak_name: str = "peak"
    peak_lower: int = 0
    peak_upper: int | None = None
    _index: dict[str, int] = field(default_factory=dict, repr=False, compare=False)  # name -> number, rebuilt lazily
    deadline: float | None = field(default=None, repr=False, compare=False)  # time.monotonic() instant, or None
    max_size: int | None = field(default=None, repr=False, compare=False)  # bound on ``size``, or None
    size: int = field(default=0, repr=False, compare=False)  # variables + clause literals + row terms so far
    _ops: int = field(default=0, repr=False, compare=False)

    def grow(self, k: int) -> None:
        """Count ``k`` more entries against ``max_size``, and check ``deadline`` every 1024 calls."""
        self.size += k
        self._ops += 1
        if self.max_size is not None and self.size > self.max_size:
            check_size(self.size, self.max_size)
        if not self._ops & 1023 and self.deadline is not None and time.monotonic() > self.deadline:
            raise OutOfTime

    @property
    def nvars(self) -> int:
        return len(self.names) - 1

    @property
    def uses_peak(self) -> bool:
        return any(r.peak for r in self.rows)

    def var(self, name: str) -> int:
        """A new variable named ``name``; its number."""
        self.grow(1)
        self.names.append(name)
        return len(self.names) - 1

    def clause(self, lits: list[Lit]) -> None:
        """Add a clause, folding constants (a true literal drops the clause). An empty clause
        (every literal false) is a bug in the lever that states the question."""
        out = fold_clause(lits)
        self.grow(len(out) if out else 0)  # what is kept; the clock is checked either way
        if out is None:
            return
        if not out:
            raise ValueError("a 0-1 program got an empty clause")
        self.clauses.append(out)

    def add(self, row: Row) -> Row:
        self.grow(len(row.terms) + 1)
        self.rows.append(row)
        return row

    def number(self, name: str) -> int:
        """The number of the variable named ``name`` (KeyError if there is none)."""
        if len(self._index) != self.nvars:
            self._index = {n: v for v, n in enumerate(self.names) if v}
        return self._index[name]

    def terms_by_name(self, coefs: Mapping[str, int]) -> list[tuple[int, int]]:
        """``(coef, variable)`` terms of coefficients given by variable name."""
        return [(c, self.number(v)) for v, c in coefs.items()]

    def row_by_name(self, name: str | None, coefs: Mapping[str, int], op: str, rhs: int) -> Row:
        """Add the row ``sum(coef * var) op rhs`` of coefficients given by variable name."""
        return self.add(Row(name, self.terms_by_name(coefs), op, rhs))

    def values_by_name(self, bits: Mapping[int, int]) -> dict[str, int]:
        """Each variable's 0-1 value by name, from values by number (missing: 0)."""
        return {self.names[v]: int(bits.get(v, 0)) for v in range(1, self.nvars + 1)}

    def load(self, name: str | None, terms: list[tuple[int, Lit]]) -> Row:
        """Add the load ``sum(coef * lit) <= PEAK``, constants folded into the row's constant;
        zero coefficients and constant literals leave no term."""
        const = sum(c for c, x in terms if x is True)
        kept = [(c, x) for c, x in terms if c and not isinstance(x, bool)]
        return self.add(Row(name, kept, "<=", -const, peak=-1))

    def live(self, name: str, alloc: Lit, finals: list[Lit]) -> Lit:
        """A literal forced true when ``alloc`` holds and not all ``finals`` hold (empty:
        never freed): "the bytes are live". A new variable only where constants leave it open."""
        if alloc is False or not finals or any(f is False for f in finals):
            return alloc
        # a final that is alloc itself cannot be pending while alloc holds (a write never read)
        rest = [f for f in finals if f is not True and (isinstance(alloc, bool) or f != alloc)]
        if not rest:
            return False
        v = self.var(name)
        for f in rest:
            self.clause([neg(alloc), f, v])
        return v

    def loads(self) -> list[Row]:
        return [r for r in self.rows if r.is_load]
