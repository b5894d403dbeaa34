"""Train a small model with formal.compile, then serve it with formal.load in a fresh process.

    python examples/train_then_serve.py [ARTIFACT_DIR]

1. ``formal.compile(model, x, mode="train")``: the forward and backward programs Inductor
   generates are certified (minimum-peak order, proof, one checking run); an ordinary
   optimizer loop then runs them for a few steps.
2. ``formal.compile(model.eval(), x, out=DIR)``: the trained model's inference program,
   certified, written with its proof and manifest to DIR.
3. A fresh Python process runs ``formal.load(DIR)`` (no compiler, no solver) and serves a
   request; its answer is compared bit for bit with ``torch.compile``'s in this process.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
import tempfile
from pathlib import Path

import torch
from torch import nn

import formal


class Classifier(nn.Module):
    """Two branches of different widths, joined: an order worth choosing."""

    def __init__(self) -> None:
        super().__init__()
        self.stem = nn.Conv2d(3, 8, 3, padding=1)
        self.wide = nn.Conv2d(8, 24, 3, padding=1)
        self.narrow = nn.Conv2d(8, 4, 1)
        self.head = nn.Linear(28, 10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = torch.relu(self.stem(x))
        y = torch.cat([torch.relu(self.wide(x)), torch.tanh(self.narrow(x))], 1)
        return self.head(y.mean((2, 3)))


SERVE = """
import hashlib, sys, torch
import formal
program = formal.load(sys.argv[1])
request = torch.load(sys.argv[2], weights_only=True)
answer = program(request)
solvers = sorted({m.split('.')[0] for m in sys.modules} & {'ortools', 'pysat', 'pulp', 'z3'})
print(hashlib.sha256(answer.contiguous().numpy().tobytes()).hexdigest(), program.certified_peak, solvers or 'none')
"""


def main(folder: Path) -> None:
    torch.manual_seed(0)
    model = Classifier()
    images, labels = torch.randn(4, 3, 12, 12), torch.randint(0, 10, (4,))

    trainer = formal.compile(model, images, mode="train", loss_fn=lambda out: out.sum())
    optimizer = torch.optim.SGD(trainer.parameters(), lr=0.05)
    for step in range(3):
        optimizer.zero_grad()
        loss = nn.functional.cross_entropy(trainer(images), labels)
        loss.backward()
        optimizer.step()
        print(f"step {step}: loss {loss.item():.4f}")
    for program in trainer.programs:
        print(f"  {program['name']}: certified peak {program['certified_peak']} B "
              f"(compiler's order {program['compiler_peak']} B, lower bound {program['lower_bound']} B)")

    model.eval()
    server = formal.compile(model, images, out=folder)
    print(f"artifact {folder}: {server.programs[0]['certified_peak']} B certified")

    request = folder.parent / "request.pt"
    torch.save(images, request)
    served = subprocess.run([sys.executable, "-c", SERVE, str(folder), str(request)],
                            capture_output=True, text=True, check=True).stdout.split()
    with torch.no_grad():
        expected = torch.compile(model)(images)
    same = served[0] == hashlib.sha256(expected.contiguous().numpy().tobytes()).hexdigest()
    print(f"served in a fresh process: peak {served[1]} B, solvers imported: {served[2]}, "
          f"bit-identical to torch.compile: {same}")
    if not same:
        raise SystemExit(1)


if __name__ == "__main__":
    if len(sys.argv) > 1:
        main(Path(sys.argv[1]))
    else:
        with tempfile.TemporaryDirectory() as tmp:
            main(Path(tmp) / "artifact")
