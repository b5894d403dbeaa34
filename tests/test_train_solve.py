"""The training planner's CP-SAT back end is limited by deterministic time (issue 50, item 3): the same
program gives the same plan whatever the wall clock does, and an answer the wall clock cut short says so."""

from __future__ import annotations

import time

from test_train_plan import chain_table

from formal.solvers import cpsat
from formal.train import formulation as M
from formal.train import solve as S


def planning_program() -> M.StepProgram:
    table = chain_table(6, seed=4)
    capacity = M.model_peak(table, M.assignment(table, set(table.pytorch_saved)))
    return M.planning_program(table, capacity, capacity)


class SlowClock:
    """``time.monotonic`` on a loaded machine: each reading is ``step`` seconds later than the last."""

    def __init__(self, step: float) -> None:
        self.step, self.offset = step, 0.0

    def __call__(self) -> float:
        self.offset += self.step
        return time.perf_counter() + self.offset


def test_a_loaded_machine_gets_the_same_plan(monkeypatch):
    program = planning_program()
    quiet = S.solve(program, "cpsat", 2.0)
    monkeypatch.setattr(S.time, "monotonic", SlowClock(0.97 * 2.0))  # nearly the whole limit per reading
    loaded = S.solve(program, "cpsat", 2.0)
    assert quiet.values is not None and quiet.info.get("tiebreak_status")
    assert (loaded.status, loaded.values, loaded.objective, loaded.info) == (
        quiet.status,
        quiet.values,
        quiet.objective,
        quiet.info,
    )


def test_the_solver_is_given_deterministic_time_one_worker_and_a_seed(monkeypatch):
    seen = []
    real = cpsat.solve

    def recording(model, limits, **kwargs):
        seen.append(limits)
        return real(model, limits, **kwargs)

    monkeypatch.setattr(S.cpsat, "solve", recording)
    S.solve(planning_program(), "cpsat", 3.0)
    first = seen[0]
    assert (first.work, first.workers, first.seed) == (1.5, 1, 0)
    assert first.seconds == S.WALL_CLOCK_FACTOR * 3.0
    assert all(limits.work <= 3.0 and limits.workers == 1 for limits in seen)


def test_an_answer_the_wall_clock_cut_short_says_so(monkeypatch):
    real = cpsat.solve

    def cut_short(model, limits, **kwargs):
        answer = real(model, limits, **kwargs)
        answer.status, answer.deterministic_time = "feasible", 0.0  # stopped before any work was done
        return answer

    monkeypatch.setattr(S.cpsat, "solve", cut_short)
    answer = S.solve(planning_program(), "cpsat", 2.0)
    assert answer.info.get("wall_clock_struck") is True
