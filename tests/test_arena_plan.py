"""The plan object the emitter consumes: round trip through the proof file, refusal of stale plans."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from formal.arena.plan import load_plan, plan_problem, write_plan
from formal.base.errors import FormalError
from formal.model import original_order
from formal.model.random_problems import random_problem


def test_plan_round_trip_and_refusals(tmp_path: Path) -> None:
    problem = random_problem(20, 4)
    order = original_order(problem)
    plan = plan_problem(problem, order, alignment=64, method="exact", time_limit=10)
    path = tmp_path / "plan.yaml"
    write_plan(path, plan)
    back = load_plan(path, problem)
    assert back.offsets == plan.offsets and back.arena == plan.arena and back.order == tuple(order)
    assert back.alignment == 64 and back.predicted_peak == plan.arena + plan.unplanned_peak
    assert set(back.offsets) == {s.id for s in problem.storages if s.origin == "internal"}

    with pytest.raises(FormalError, match="another problem"):
        load_plan(path, random_problem(20, 5))
    data = yaml.safe_load(path.read_text())
    first, second = data["buffers"][0], next(b for b in data["buffers"][1:] if b["start"] < data["buffers"][0]["end"])
    second["offset"] = first["offset"]  # two live buffers at one address
    path.write_text(yaml.safe_dump(data))
    with pytest.raises(FormalError, match="invalid placement"):
        load_plan(path, problem)
