"""CBC through pulp: a :class:`~formal.solvers.zero_one.ZeroOneProgram` as an integer (or
linear) program, solved by the CBC binary pulp bundles, under a time limit that holds.

:func:`to_pulp` states the program with pulp (which also writes it as LP or MPS,
:func:`write`); :func:`run` writes it as MPS and runs CBC with its own time limit, one
thread and fixed seeds, in a child process with a hard wall-clock timeout as well: CBC does
not check its ``sec`` limit during the root node of a large model. The answer carries one
of the four statuses of :mod:`formal.solvers.limits` and CBC's own first line:

* ``Optimal``: ``optimal``; ``Infeasible`` / ``Integer infeasible``: ``infeasible``;
* stopped by the limit with a solution (``Stopped on time - objective value ...``):
  ``feasible`` when every integer column has an integral value, else ``unknown`` (CBC then
  printed a fractional point, not a solution);
* killed, no solution file, anything else: ``unknown``.

A linear relaxation (``relax=True``) also gives each named row's dual value.
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
import time
import warnings
from dataclasses import dataclass, field
from typing import Any

from formal.solvers.limits import FEASIBLE, INFEASIBLE, OPTIMAL, UNKNOWN, Limits, check_time
from formal.solvers.zero_one import ZeroOneProgram

_SAFE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _pulp() -> Any:
    import pulp  # pulp: loaded only where an integer program is built

    return pulp


@dataclass
class Stated:
    """A program stated with pulp: the problem, ``var[v]`` per variable, the PEAK variable,
    and each row's name in the problem (None: numbered by pulp)."""

    problem: Any
    var: list[Any]
    peak: Any
    row_names: list[str | None] = field(default_factory=list)

    def lit(self, x: int) -> Any:
        return self.var[x] if x > 0 else 1 - self.var[-x]


def column_names(program: ZeroOneProgram) -> list[str]:
    """The program's names where all are LP identifiers, else ``x1..xN``."""
    if all(_SAFE_NAME.fullmatch(n) for n in program.names[1:]):
        return program.names
    return [""] + [f"x{v}" for v in range(1, program.nvars + 1)]


def row_names(program: ZeroOneProgram) -> list[str | None]:
    """The rows' names where all named ones are LP identifiers, else ``r0..``; None stays unnamed."""
    names = [row.name for row in program.rows]
    if all(n is None or _SAFE_NAME.fullmatch(n) for n in names):
        return names
    return [None if n is None else f"r{i}" for i, n in enumerate(names)]


def to_pulp(
    program: ZeroOneProgram,
    name: str = "formal",
    *,
    relax: bool = False,
    objective: str = "program",
    deadline: float | None = None,
) -> Stated:
    """``program`` with pulp: variables in their order, the PEAK variable after them, the
    objective (``objective="program"``: the program's; ``"peak"``: PEAK), clauses as rows
    ``c<i>``, then the rows in their order (named, or numbered by pulp)."""
    pulp = _pulp()
    prob = pulp.LpProblem(name, pulp.LpMinimize)
    cat = "Continuous" if relax else "Binary"
    bounds = {"lowBound": 0, "upBound": 1} if relax else {}
    var = [None] + [prob.add_variable(n, cat=cat, **bounds) for n in column_names(program)[1:]]
    stated = Stated(prob, var, None, row_names(program))
    if program.uses_peak:
        stated.peak = prob.add_variable(
            program.peak_name, lowBound=program.peak_lower, upBound=program.peak_upper, cat="Integer"
        )
    if objective == "peak" or not program.objective:
        prob += stated.peak
    else:
        prob += pulp.lpSum(c * stated.lit(x) for c, x in program.objective) + program.objective_offset
    for i, c in enumerate(program.clauses):
        check_time(deadline, i)
        prob += pulp.lpSum(stated.lit(x) for x in c) >= 1, f"c{i}"
    for row, row_name in zip(program.rows, stated.row_names):
        check_time(deadline)  # every row: a row can be long
        lhs = pulp.lpSum(c * stated.lit(x) for c, x in row.terms)
        if row.is_load:  # const + sum <= PEAK, stated as pulp states it (the exported files' bytes)
            constraint = lhs + row.const <= stated.peak
        else:
            if row.peak:
                lhs = lhs + row.peak * stated.peak
            constraint = {"<=": lhs <= row.rhs, ">=": lhs >= row.rhs, "==": lhs == row.rhs}[row.op]
        prob += (constraint, row_name) if row_name is not None else constraint
    return stated


def write(stated: Stated, fmt: str) -> str:
    """The problem as LP or MPS text (pulp's writers)."""
    fd, tmp = tempfile.mkstemp(suffix=f".{fmt}")
    os.close(fd)
    try:
        (stated.problem.writeLP if fmt == "lp" else stated.problem.writeMPS)(tmp)
        with open(tmp, encoding="ascii") as fh:
            return fh.read()
    finally:
        os.unlink(tmp)


@dataclass
class Answer:
    """One CBC run: status, CBC's own first line, values by column name, duals by row name."""

    status: str
    message: str
    values: dict[str, float] = field(default_factory=dict)
    duals: dict[str, float] = field(default_factory=dict)

    @property
    def found(self) -> bool:
        return self.status in (OPTIMAL, FEASIBLE)

    def bits(self, stated: Stated) -> dict[int, int]:
        """The 0-1 value of each variable (by number)."""
        return {v: int(round(self.values.get(var.name, 0.0))) for v, var in enumerate(stated.var) if var is not None}


def _binary() -> str:
    pulp = _pulp()
    with warnings.catch_warnings():  # PuLP 3.3 deprecates the CBC binary it still bundles
        warnings.simplefilter("ignore", DeprecationWarning)
        return pulp.PULP_CBC_CMD().path


def run(stated: Stated, limits: Limits) -> Answer:
    """Solve ``stated`` with CBC within ``limits`` (module docstring)."""
    prob = stated.problem
    deadline = time.monotonic() + limits.seconds
    if limits.seconds <= 0:
        return Answer(UNKNOWN, "no time left")
    with tempfile.TemporaryDirectory(prefix="formal-cbc-") as tmp:
        mps, sol = os.path.join(tmp, "model.mps"), os.path.join(tmp, "solution.txt")
        prob.writeMPS(mps)
        integral = any(v.cat != "Continuous" for v in prob.variables())
        command = [
            _binary(),
            mps,
            "sec",
            str(max(1, int(limits.seconds))),
            "threads",
            str(limits.workers),
            "randomSeed",
            str(limits.seed + 1),
            "randomCbcSeed",
            str(limits.seed + 1),
            "solve" if integral else "initialSolve",
            "printingOptions",
            "all",
            "solu",
            sol,
        ]
        try:
            subprocess.run(
                command, capture_output=True, timeout=max(0.5, deadline - time.monotonic()) + 1.0, check=False
            )
        except subprocess.TimeoutExpired:
            return Answer(UNKNOWN, "killed at the time limit")
        if not os.path.exists(sol):
            return Answer(UNKNOWN, "CBC wrote no solution")
        with open(sol, encoding="ascii", errors="replace") as fh:
            lines = fh.read().splitlines()
    return _read_solution(lines, prob, integral)


def _read_solution(lines: list[str], prob: Any, integral: bool) -> Answer:
    message = lines[0].strip() if lines else ""
    words = message.split()
    columns = {v.name: v for v in prob.variables()}
    values: dict[str, float] = {}
    duals: dict[str, float] = {}
    for line in lines[1:]:  # "index name value reduced-cost-or-dual", "**" marks an infeasible row
        parts = line.split()
        if parts[:1] == ["**"]:
            parts = parts[1:]
        if len(parts) < 4:
            continue
        try:
            value, dual = float(parts[2]), float(parts[3])
        except ValueError:
            continue
        if parts[1] in columns:
            values[parts[1]] = value
        else:
            duals[parts[1]] = dual
    if not words:
        return Answer(UNKNOWN, "CBC wrote an empty solution")
    if words[0] in ("Infeasible", "Integer"):
        return Answer(INFEASIBLE, message)
    if words[0] == "Optimal":
        status = OPTIMAL
    elif words[0] == "Stopped" and "objective" in words:
        status = FEASIBLE
    else:
        return Answer(UNKNOWN, message)
    integer_columns = [n for n, v in columns.items() if v.cat != "Continuous"] if integral else []
    if any(abs(values.get(n, 0.0) - round(values.get(n, 0.0))) > 1e-6 for n in integer_columns):
        return Answer(UNKNOWN, message + " (a fractional point, not a solution)")
    return Answer(status, message, values, duals)
