"""Production depth at toy width: ``formal.studies.corpus.deep:<name>`` capture specs.

Programs of thousands of units without the arithmetic of production widths, so that a
2-core machine captures, certifies and replays them (docs/scale.md, "Deep real programs").
Pure torch, random weights with a fixed seed, float32, our code:

* ``deep_decoder_d<N>``: a GPT-style decoder of N pre-LayerNorm blocks (causal
  self-attention, 2 heads, GELU MLP 4x), width 32, vocabulary 256, sequence 32, batch 2.
  The training step's backward has about 17 units per block.
* ``deep_resnet_b102``: a CIFAR-style ResNet (He et al., 2016) of 102 basic blocks in three
  stages (34 each; widths 8, 16, 32), batch normalization, 32x32 input.
* ``deep_unet_l5``: a U-Net (Ronneberger et al., 2015) of five levels with three
  conv-BN-ReLU layers per level on each side (widths 8 to 128), 64x64 input.

Every spec function returns ``(model, example_inputs)``; the training loss is formal
capture's default (the sum of the outputs).
"""

from __future__ import annotations

import math

import torch
from torch import nn
from torch.nn import functional as F

SEED = 0


class DecoderBlock(nn.Module):
    """Pre-LayerNorm causal self-attention and MLP, each with a residual connection."""

    def __init__(self, width: int, heads: int, length: int) -> None:
        super().__init__()
        self.heads = heads
        self.ln1, self.ln2 = nn.LayerNorm(width), nn.LayerNorm(width)
        self.qkv, self.proj = nn.Linear(width, 3 * width), nn.Linear(width, width)
        self.fc1, self.fc2 = nn.Linear(width, 4 * width), nn.Linear(4 * width, width)
        self.register_buffer("mask", torch.ones(length, length, dtype=torch.bool).triu(1), persistent=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, t, c = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(c, dim=-1)
        q, k, v = (z.view(b, t, self.heads, c // self.heads).transpose(1, 2) for z in (q, k, v))
        scores = (q @ k.transpose(-2, -1)) / math.sqrt(c // self.heads)
        attention = scores.masked_fill(self.mask[:t, :t], float("-inf")).softmax(dim=-1)
        x = x + self.proj((attention @ v).transpose(1, 2).reshape(b, t, c))
        return x + self.fc2(F.gelu(self.fc1(self.ln2(x))))


class Decoder(nn.Module):
    def __init__(self, blocks: int, width: int = 32, heads: int = 2, vocab: int = 256, length: int = 32) -> None:
        super().__init__()
        self.embed = nn.Embedding(vocab, width)
        self.position = nn.Parameter(torch.randn(length, width) * 0.02)
        self.blocks = nn.ModuleList(DecoderBlock(width, heads, length) for _ in range(blocks))
        self.ln = nn.LayerNorm(width)
        self.head = nn.Linear(width, vocab, bias=False)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        x = self.embed(ids) + self.position[: ids.shape[1]]
        for block in self.blocks:
            x = block(x)
        return self.head(self.ln(x))


def _decoder(blocks: int) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    torch.manual_seed(SEED)
    model = Decoder(blocks)
    return model, (torch.randint(0, 256, (2, 32)),)


def deep_decoder_d32():
    return _decoder(32)


def deep_decoder_d64():
    return _decoder(64)


def deep_decoder_d96():
    return _decoder(96)


def deep_decoder_d128():
    return _decoder(128)


def deep_decoder_d300():
    return _decoder(300)


class BasicBlock(nn.Module):
    """Two 3x3 conv-BN layers and a shortcut (a 1x1 conv-BN where the shape changes)."""

    def __init__(self, cin: int, cout: int, stride: int) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.shortcut: nn.Module = nn.Identity()
        if stride != 1 or cin != cout:
            self.shortcut = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = F.relu(self.bn1(self.conv1(x)))
        return F.relu(self.bn2(self.conv2(y)) + self.shortcut(x))


class DeepResNet(nn.Module):
    def __init__(self, per_stage: int, widths: tuple[int, ...] = (8, 16, 32), classes: int = 10) -> None:
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, widths[0], 3, 1, 1, bias=False), nn.BatchNorm2d(widths[0]), nn.ReLU())
        layers, cin = [], widths[0]
        for stage, width in enumerate(widths):
            for i in range(per_stage):
                layers.append(BasicBlock(cin, width, 2 if stage > 0 and i == 0 else 1))
                cin = width
        self.blocks = nn.Sequential(*layers)
        self.fc = nn.Linear(cin, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(self.blocks(self.stem(x)).mean(dim=(2, 3)))


def deep_resnet_b102():
    torch.manual_seed(SEED)
    return DeepResNet(34), (torch.randn(1, 3, 32, 32),)


def _convs(cin: int, cout: int, layers: int) -> nn.Sequential:
    out: list[nn.Module] = []
    for i in range(layers):
        out += [nn.Conv2d(cin if i == 0 else cout, cout, 3, 1, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU()]
    return nn.Sequential(*out)


class DeepUNet(nn.Module):
    def __init__(self, levels: int = 5, layers: int = 3, width: int = 8) -> None:
        super().__init__()
        widths = [width * 2**i for i in range(levels)]
        self.down = nn.ModuleList(_convs(3 if i == 0 else widths[i - 1], w, layers) for i, w in enumerate(widths))
        self.up = nn.ModuleList(nn.ConvTranspose2d(widths[i + 1], widths[i], 2, 2) for i in range(levels - 1))
        self.merge = nn.ModuleList(_convs(2 * widths[i], widths[i], layers) for i in range(levels - 1))
        self.out = nn.Conv2d(widths[0], 2, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        skips = []
        for i, down in enumerate(self.down):
            x = down(x if i == 0 else F.max_pool2d(x, 2))
            skips.append(x)
        for i in reversed(range(len(self.up))):
            x = self.merge[i](torch.cat([self.up[i](x), skips[i]], dim=1))
        return self.out(x)


def deep_unet_l5():
    torch.manual_seed(SEED)
    return DeepUNet(), (torch.randn(1, 3, 64, 64),)
