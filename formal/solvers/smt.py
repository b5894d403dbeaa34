"""SMT through z3: a :class:`~formal.solvers.zero_one.ZeroOneProgram` as Boolean and linear-integer
constraints (QF_LIA), decided incrementally.

Clauses become disjunctions; a row becomes ``sum(ite(lit, coef, 0)) + peak * PEAK  op  rhs``
(a load: ``const + sum(ite(lit, coef, 0)) <= PEAK``). :class:`Incremental` keeps one solver
(seed 0) and asks ``PEAK <= budget`` under push/pop, so clauses learnt at one budget help
the next; each question gets what is left of the time limit.
"""

from __future__ import annotations

import time
from typing import Any

from formal.solvers.limits import check_time
from formal.solvers.zero_one import ZeroOneProgram


def _z3() -> Any:
    import z3  # z3-solver: loaded only where an SMT question is asked

    return z3


class Incremental:
    """``program`` asserted once; :meth:`decide` asks one budget at a time."""

    def __init__(self, program: ZeroOneProgram, deadline: float | None = None):
        z3 = _z3()
        self.program = program
        self.var = [None] + [z3.Bool(name) for name in program.names[1:]]
        self.peak = z3.Int(program.peak_name)
        self.solver = z3.Solver()
        self.solver.set("random_seed", 0)
        for i, c in enumerate(program.clauses):
            check_time(deadline, i)
            self.solver.add(z3.Or([self._lit(x) for x in c]) if len(c) > 1 else self._lit(c[0]))
        for row in program.rows:
            total = sum((z3.If(self._lit(x), c, 0) for c, x in row.terms), z3.IntVal(row.const if row.is_load else 0))
            if row.is_load:
                self.solver.add(total <= self.peak)
                continue
            if row.peak:
                total = total + row.peak * self.peak
            self.solver.add({"<=": total <= row.rhs, ">=": total >= row.rhs, "==": total == row.rhs}[row.op])

    def _lit(self, x: int) -> Any:
        return self.var[x] if x > 0 else _z3().Not(self.var[-x])

    def decide(self, budget: int, deadline: float) -> tuple[bool | None, dict[str, bool] | None]:
        """``(True, values by name)`` if a solution has PEAK <= ``budget``, ``(False, None)`` if
        none has, ``(None, None)`` when the time ran out."""
        z3 = _z3()
        left = int((deadline - time.monotonic()) * 1000)
        if left <= 0:
            return None, None
        self.solver.set("timeout", left)
        self.solver.push()
        self.solver.add(self.peak <= budget)
        try:
            status = self.solver.check()
            if status == z3.unknown:
                return None, None
            if status == z3.unsat:
                return False, None
            model = self.solver.model()
            return True, {
                self.program.names[v]: z3.is_true(model.eval(self.var[v], model_completion=True))
                for v in range(1, self.program.nvars + 1)
            }
        finally:
            self.solver.pop()
