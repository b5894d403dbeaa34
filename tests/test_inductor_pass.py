"""Inductor's peak-memory pass forced to one heuristic, and its estimates recorded
(formal.capture.inductor_pass, ``formal capture --inductor-reorder lpmf|bfs|dfs``)."""

from __future__ import annotations

import pytest
import torch

from formal.capture.compile import compile_and_run
from formal.capture.inductor_pass import HEURISTICS, ORDERS, peak_memory_pass


class Branches(torch.nn.Module):
    """Three branches of different widths off one input, summed: orders differ in what is live."""

    def __init__(self) -> None:
        super().__init__()
        torch.manual_seed(0)
        self.a = torch.nn.Linear(16, 64)
        self.b = torch.nn.Linear(16, 8)
        self.c = torch.nn.Linear(16, 32)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        a = torch.relu(self.a(x)).sum(dim=1, keepdim=True)
        b = torch.tanh(self.b(x)).sum(dim=1, keepdim=True)
        c = torch.sigmoid(self.c(x)).sum(dim=1, keepdim=True)
        return a * b + c


def _compiled(setting: str):  # type: ignore[no-untyped-def]
    return compile_and_run(Branches(), (torch.randn(4, 16),), "inference", inductor_reorder=setting)[0]


@pytest.fixture(scope="module")
def parts():  # type: ignore[no-untyped-def]
    return {setting: _compiled(setting) for setting in ("on", "off", *HEURISTICS)}


def _code(source: str) -> list[str]:
    """The wrapper without comment lines (they name the kernels' temporary files)."""
    return [line for line in source.splitlines() if not line.lstrip().startswith("#")]


def test_every_setting_where_the_pass_runs_records_inductors_view(parts):
    for setting in ("on", *HEURISTICS):
        record = parts[setting].extra["inductor_pass"]
        assert parts[setting].extra["inductor_reorder"] == setting
        assert set(record["estimates"]) == set(ORDERS) == set(record["digests"])
        assert all(isinstance(v, int) and v > 0 for v in record["estimates"].values())
        assert record["chosen"] == (record["inductor_choice"] if setting == "on" else setting)
    # The pass sees the same graph under every setting: the same four orders, the same estimates.
    first = parts["on"].extra["inductor_pass"]
    for setting in HEURISTICS:
        record = parts[setting].extra["inductor_pass"]
        assert record["digests"] == first["digests"] and record["estimates"] == first["estimates"]


def test_inductors_choice_is_the_first_order_of_least_estimate(parts):
    record = parts["on"].extra["inductor_pass"]
    least = min(record["estimates"].values())
    assert record["inductor_choice"] == next(o for o in ORDERS if record["estimates"][o] == least)


def test_the_same_node_order_gives_the_same_program(parts):
    """What the bench relies on to skip a compile: equal digests, equal wrappers."""
    record = parts["on"].extra["inductor_pass"]
    assert "inductor_pass" not in parts["off"].extra  # the pass did not run
    for setting in HEURISTICS:
        same = record["digests"][setting] == record["digests"][record["chosen"]]
        if same:
            assert _code(parts[setting].source) == _code(parts["on"].source)
    differ = [s for s in HEURISTICS if record["digests"][s] != record["digests"][record["chosen"]]]
    assert differ, "the model should give some heuristic another order (else forcing is untested)"
    for setting in differ:  # the forced order reached the program
        assert _code(parts[setting].source) != _code(parts["on"].source)
    if record["chosen"] == "baseline":
        assert _code(parts["off"].source) == _code(parts["on"].source)


def test_the_pass_is_restored_and_a_bad_setting_refused():
    import torch._inductor.memory as memory

    original = memory.reorder_for_peak_memory
    with peak_memory_pass("lpmf"):
        assert memory.reorder_for_peak_memory is not original
    assert memory.reorder_for_peak_memory is original
    with pytest.raises(ValueError, match="peak_memory_pass"):
        with peak_memory_pass("off"):
            pass
