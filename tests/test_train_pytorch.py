"""PyTorch's side of the training-step comparison (formal.pipelines.train_pytorch) on a tiny MLP, and the
study's model registry (formal.studies.train_models).

One :class:`PyTorchSide` is shared by the module's tests: its compiles are memoized by the
saved set, so the default, budget-0 and budget-0.5 programs are compiled once each.
"""

from __future__ import annotations

import sys

import pytest
import torch
from torch import nn

from formal.base.errors import FormalError
from formal.pipelines.train_pytorch import (
    SOLVERS,
    Checkpointed,
    PyTorchSide,
    checkpoint_blocks,
    compare,
    solver_unavailable,
)
from formal.studies.train_models import TRAIN_MODELS, CausalLMLoss, train_model

LAYERS = 6  # tanh MLP depth: deep enough that a partial budget lowers the measured peak


def tanh_mlp():
    torch.manual_seed(0)
    layers: list[nn.Module] = [nn.Linear(16, 128)]
    for _ in range(LAYERS):
        layers += [nn.Tanh(), nn.Linear(128, 128)]
    return nn.Sequential(*layers), (torch.randn(512, 16),)


@pytest.fixture(scope="module")
def side() -> PyTorchSide:
    return PyTorchSide(tanh_mlp, blocks=("1", "2", "3"), repeats=1)


def test_default_and_budget_zero_differ_in_saved_set_and_flops(side):
    default = side.default()
    zero = side.knapsack("dp", 0.0)
    assert default.label == "default" and default.extra_flops == 0
    assert zero.chosen != default.chosen and zero.saved != default.saved
    assert zero.extra_flops >= 0 and zero.step_flops == default.step_flops + zero.extra_flops
    assert zero.saved_bytes < default.saved_bytes  # budget 0 saves no activation beyond the primals
    assert zero.saved_bytes == 0
    assert zero.predicted is True  # the probed joint graph chose what the compile chose
    assert zero.measured_peak > 0 and zero.fwd_peak <= zero.measured_peak
    # the same saved set from another solver (or budget) is the same program: no compile
    compiles = side.compiles
    assert side.knapsack("greedy", 0.0) is zero
    assert side.knapsack("dp", 1.0) is default
    assert side.compiles == compiles


def test_best_meeting_respects_the_target(side):
    target = side.knapsack("dp", 0.5).measured_peak
    assert target < side.default().measured_peak  # else the search has nothing to do
    search = side.best_meeting("dp", target)
    assert search.available and search.feasible
    assert search.best is not None and search.best.measured_peak <= target
    assert search.compiles <= 6
    hits = [p for _, p in search.tried if p.measured_peak <= target]
    assert search.best.extra_flops == min(p.extra_flops for p in hits)
    rows = search.as_dict()["tried"]
    assert rows[0]["budget"] == 1.0 and rows[0]["meets_target"] is False
    assert {"budget", "saved_bytes", "measured_peak", "step_flops", "extra_flops", "median_seconds"} <= set(rows[0])


def test_best_meeting_says_infeasible(side):
    search = side.best_meeting("dp", 1, max_compiles=0)
    assert search.available and not search.feasible and search.best is None
    assert search.reason.startswith("infeasible: budget 0 measures")


def test_default_already_meeting_needs_no_search(side):
    search = side.best_meeting("greedy", side.default().measured_peak)
    assert search.feasible and search.best is side.default() and search.compiles == 0


def test_ilp_without_scipy_is_reported_unavailable(side, monkeypatch):
    monkeypatch.setitem(sys.modules, "scipy", None)  # find_spec answers None: not installed
    reason = solver_unavailable("ilp")
    assert reason is not None and "scipy" in reason and "\n" not in reason
    search = side.best_meeting("ilp", 10**6)
    assert not search.available and not search.feasible and search.reason == reason and search.tried == []
    with pytest.raises(FormalError, match="scipy"):
        side.knapsack("ilp", 0.5)


def test_bad_input_is_one_line(side):
    with pytest.raises(FormalError, match="unknown knapsack solver"):
        side.knapsack("simplex", 0.5)
    with pytest.raises(FormalError, match=r"in \[0, 1\]"):
        side.knapsack("dp", 1.5)
    with pytest.raises(FormalError, match="positive number of bytes"):
        side.best_meeting("dp", 0)
    assert set(SOLVERS) == {"dp", "greedy", "ilp"}


def test_checkpoint_wraps_the_blocks_and_compiles(side):
    point = side.checkpoint()
    assert point.label == "checkpoint" and point.budget is None
    assert point.measured_peak > 0 and point.step_flops >= side.default().step_flops


def test_compare_reports_every_solver_and_the_points(side):
    compiles = side.compiles
    row = compare(side, ratios=(1.0,), solvers=("dp", "ilp"), with_checkpoint=False)
    assert side.compiles == compiles  # everything it needs is memoized
    assert row["default"]["label"] == "default" and row["checkpoint"] is None
    (target,) = row["targets"]
    assert target["target"] == side.default().measured_peak
    assert target["solvers"]["dp"]["best"] == "default"
    assert set(target["solvers"]) == {"dp", "ilp"}
    assert [p["extra_flops"] for p in row["points"]] == sorted(p["extra_flops"] for p in row["points"])
    with pytest.raises(FormalError, match="budget ratio"):
        compare(side, ratios=(0.0,))


def test_checkpoint_blocks_refuses_unknown_and_repeated_names():
    model, _ = tanh_mlp()
    with pytest.raises(FormalError, match="no submodule 'nine'"):
        checkpoint_blocks(model, ("nine",))
    with pytest.raises(FormalError, match="named twice"):
        checkpoint_blocks(model, ("1", "1"))
    checkpoint_blocks(model, ("1",))
    assert isinstance(model[1], Checkpointed)
    with pytest.raises(FormalError, match="already checkpointed"):
        checkpoint_blocks(model, ("1",))
    with pytest.raises(FormalError, match="unknown training model"):
        train_model("resnet9")


def _needs(name: str) -> tuple[str, ...]:
    if name.startswith(("resnet", "vit")):
        return ("torchvision",)
    if name.startswith(("bert", "gpt2")):
        return ("transformers",)
    return ()


@pytest.mark.parametrize("name", sorted(TRAIN_MODELS))
def test_registered_blocks_exist(name):
    for package in _needs(name):
        pytest.importorskip(package)
    entry = TRAIN_MODELS[name]
    model = entry.build()[0]
    assert len(entry.blocks) >= 4
    checkpoint_blocks(model, entry.blocks)
    for block in entry.blocks:
        assert isinstance(model.get_submodule(block), Checkpointed)


class _TinyCausalLM(nn.Module):
    """The shape of a transformers causal LM's call: ``(input_ids=..., ...)`` -> ``.logits``."""

    def __init__(self, vocab: int = 11, width: int = 8):
        super().__init__()
        self.embed, self.head = nn.Embedding(vocab, width), nn.Linear(width, vocab)

    def forward(self, input_ids, use_cache=False, return_dict=True):
        return type("Out", (), {"logits": self.head(self.embed(input_ids))})()


def test_causal_lm_loss_is_the_next_token_cross_entropy():
    torch.manual_seed(0)
    inner, ids = _TinyCausalLM(), torch.randint(0, 11, (3, 7))
    loss = CausalLMLoss(inner)(ids)
    logits = inner(ids).logits
    expected = (
        sum(
            nn.functional.cross_entropy(logits[b, t], ids[b, t + 1], reduction="sum")
            for b in range(3)
            for t in range(6)
        )
        / 18
    )
    assert loss.dim() == 0 and torch.allclose(loss, expected)
    loss.backward()
    assert inner.head.weight.grad is not None and inner.embed.weight.grad is not None


def test_the_study_models_are_registered_training_models():
    from formal.studies.train_models import STUDY_MODELS

    assert set(STUDY_MODELS) <= set(TRAIN_MODELS) and len(set(STUDY_MODELS)) == len(STUDY_MODELS)
