"""Train a model whose default training step does not fit a memory budget, at that budget.

    python examples/train_at_a_budget.py [ARTIFACT_DIR] [RATIO]

1. ``formal.compile(model, x, mode="train", memory_budget=0.7)``: the default training step
   (PyTorch's partitioner) is measured; the training planner chooses which activations the
   backward computes again, with the least extra FLOPs whose step fits 0.7 of that peak; the
   forward and backward programs of that plan are certified, and a training-step proof is
   written beside them. A budget that cannot be met is refused in one line with the least peak
   found and the certified floor.
2. A few SGD steps through the budgeted module, beside ``torch.compile``'s default step from
   the same weights: the largest parameter difference (recomputation changes the backward's
   kernels, so the bits may differ by rounding).
3. The artifact is saved and checked by ``formal verify-artifact`` (the proof by the trusted
   checker); ``formal.load`` serves it with the same step figures.
"""

from __future__ import annotations

import copy
import subprocess
import sys
import tempfile
from pathlib import Path

import torch
from torch import nn

import formal


def model_and_batch() -> tuple[nn.Module, torch.Tensor]:
    """A residual CNN whose activations, not its weights, make the training step's peak."""
    torch.manual_seed(0)
    model = nn.Sequential(
        nn.Conv2d(3, 16, 3, padding=1),
        nn.BatchNorm2d(16),
        nn.ReLU(),
        nn.Conv2d(16, 16, 3, padding=1, groups=16),
        nn.BatchNorm2d(16),
        nn.ReLU(),
        nn.Conv2d(16, 32, 1),
        nn.AdaptiveAvgPool2d(1),
        nn.Flatten(),
        nn.Linear(32, 10),
    )
    return model, torch.randn(2, 3, 32, 32)


def sgd(step: nn.Module, parameters: list[torch.Tensor], x: torch.Tensor, steps: int = 3) -> list[torch.Tensor]:
    optimizer = torch.optim.SGD(parameters, lr=0.01)
    for _ in range(steps):
        optimizer.zero_grad()
        step(x).sum().backward()
        optimizer.step()
    return [p.detach().clone() for p in parameters]


def main(folder: Path, ratio: float) -> None:
    model, x = model_and_batch()
    reference = copy.deepcopy(model)
    module = formal.compile(model, x, mode="train", memory_budget=ratio)
    print(
        f"training step: {module.step_peak:,} B within the budget of {module.budget:,} B "
        f"({module.step_peak / module.default_step_peak:.3f} of the default step's {module.default_step_peak:,} B), "
        f"{module.extra_flops:,} extra FLOPs"
    )
    saved = module.save(folder)  # the weights as they are now, before training
    ours = sgd(module, list(model.parameters()), x)
    theirs = sgd(torch.compile(reference), list(reference.parameters()), x)
    worst = max(float((a - b).abs().max()) for a, b in zip(ours, theirs))
    print(f"three SGD steps: largest parameter difference from torch.compile's default step {worst:.3g}")
    verified = subprocess.run(
        [sys.executable, "-m", "formal", "verify-artifact", str(saved)], capture_output=True, text=True
    )
    print(f"formal verify-artifact: {verified.stdout.strip().splitlines()[-1]}")
    loaded = formal.load(saved)
    print(f"formal.load: step peak {loaded.step_peak:,} B, budget {loaded.budget:,} B")


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp(prefix="formal-budget-")) / "artifact"
    main(target, float(sys.argv[2]) if len(sys.argv) > 2 else 0.7)
