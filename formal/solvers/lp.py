"""Linear programs with GLOP (OR-tools): an optimum, its point and every row's dual value.

Used where a lever needs a relaxation's duals for a certificate (the recomputation lower
bound's search tree). Rows are built coefficient by coefficient (``SetCoefficient``): the
expression API was measured to take 95% of that tree's time on MobileNet.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass
class Solution:
    """An optimal point: the objective's value, each column's value, each row's dual."""

    value: float
    x: list[float]
    duals: list[float]


def minimize(
    columns: int, rows: list[tuple[float, float, list[tuple[int, float]]]], costs: list[float], upper: float = 1.0
) -> Solution | None:
    """Minimize ``sum(costs[j] * x[j])`` over ``0 <= x[j] <= upper`` subject to each row
    ``lo <= sum(coef * x[j]) <= hi`` (``math.inf`` for no bound); None unless GLOP proves an optimum."""
    from ortools.linear_solver import pywraplp  # ortools: heavy, loaded when a program is solved

    solver = pywraplp.Solver.CreateSolver("GLOP")
    infinity = solver.infinity()
    x = [solver.NumVar(0.0, upper, f"x{j}") for j in range(columns)]
    made = []
    for lo, hi, coefs in rows:
        row = solver.Constraint(-infinity if lo == -math.inf else lo, infinity if hi == math.inf else hi)
        for j, c in coefs:
            row.SetCoefficient(x[j], c)
        made.append(row)
    objective = solver.Objective()
    for j, c in enumerate(costs):
        objective.SetCoefficient(x[j], c)
    objective.SetMinimization()
    if solver.Solve() != pywraplp.Solver.OPTIMAL:
        return None
    return Solution(objective.Value(), [v.solution_value() for v in x], [r.dual_value() for r in made])
