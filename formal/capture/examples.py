"""Bundled example models: small, branchy, and quick to compile.

Each function returns ``(model, example_inputs)``, the same contract as a user's
``module:function`` spec. They cover the program shapes the seed paper studies:
residual, inception-style and ASPP-style branching, U-Net skip connections, a
transformer block (hand-written attention and layer norm), a plain MLP, and a stem-heavy
network in the style of the seed paper's ReDimNet case (``stem``: the case for
recomputation, docs/recompute.md). Seeds are fixed so captures are reproducible.
"""

from __future__ import annotations

import torch
from torch import nn


def _seed() -> None:
    torch.manual_seed(0)


class Residual(nn.Module):
    def __init__(self, c: int = 8):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, padding=1)
        self.a1, self.a2 = nn.Conv2d(c, c, 3, padding=1), nn.Conv2d(c, c, 3, padding=1)
        self.b1, self.b2 = nn.Conv2d(c, 2 * c, 3, stride=2, padding=1), nn.Conv2d(2 * c, 2 * c, 3, padding=1)
        self.short = nn.Conv2d(c, 2 * c, 1, stride=2)
        self.head = nn.Linear(2 * c, 10)

    def forward(self, x):
        x = torch.relu(self.stem(x))
        x = torch.relu(x + self.a2(torch.relu(self.a1(x))))
        x = torch.relu(self.short(x) + self.b2(torch.relu(self.b1(x))))
        return self.head(x.mean((2, 3)))


class Inception(nn.Module):
    """Four parallel branches of very different output sizes, concatenated: order matters."""

    def __init__(self, c: int = 8):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, padding=1)
        self.b1 = nn.Conv2d(c, 2 * c, 1)
        self.b2 = nn.Sequential(nn.Conv2d(c, c // 2, 1), nn.ReLU(), nn.Conv2d(c // 2, 4 * c, 3, padding=1))
        self.b3 = nn.Sequential(nn.Conv2d(c, c // 2, 1), nn.ReLU(), nn.Conv2d(c // 2, c, 5, padding=2))
        self.b4 = nn.Sequential(nn.MaxPool2d(3, 1, 1), nn.Conv2d(c, c, 1))
        self.head = nn.Conv2d(8 * c, 4, 1)

    def forward(self, x):
        x = torch.relu(self.stem(x))
        y = torch.cat([self.b1(x), self.b2(x), self.b3(x), self.b4(x)], 1)
        return self.head(torch.relu(y)).mean((2, 3))


class UNet(nn.Module):
    def __init__(self, c: int = 8):
        super().__init__()
        self.e1 = nn.Conv2d(3, c, 3, padding=1)
        self.e2 = nn.Conv2d(c, 2 * c, 3, padding=1)
        self.mid = nn.Conv2d(2 * c, 2 * c, 3, padding=1)
        self.up = nn.ConvTranspose2d(2 * c, c, 2, stride=2)
        self.d1 = nn.Conv2d(2 * c, c, 3, padding=1)
        self.out = nn.Conv2d(c, 2, 1)

    def forward(self, x):
        s1 = torch.relu(self.e1(x))
        s2 = torch.relu(self.e2(nn.functional.max_pool2d(s1, 2)))
        m = torch.relu(self.mid(s2)) + s2
        u = self.up(m)
        return self.out(torch.relu(self.d1(torch.cat([u, s1], 1))))


class ASPP(nn.Module):
    """Atrous spatial pyramid pooling (DeepLabV3's head): parallel dilated branches."""

    def __init__(self, c: int = 8):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, padding=1)
        self.branches = nn.ModuleList(
            [nn.Conv2d(c, c, 1)] + [nn.Conv2d(c, c, 3, padding=d, dilation=d) for d in (2, 4, 6)]
        )
        self.pool = nn.Conv2d(c, c, 1)
        self.project = nn.Conv2d(5 * c, c, 1)
        self.classify = nn.Conv2d(c, 3, 1)

    def forward(self, x):
        x = torch.relu(self.stem(x))
        feats = [torch.relu(b(x)) for b in self.branches]
        pooled = torch.relu(self.pool(x.mean((2, 3), keepdim=True))).expand_as(x)
        y = torch.relu(self.project(torch.cat(feats + [pooled], 1)))
        return self.classify(y)


class TransformerBlock(nn.Module):
    """Pre-norm block with hand-written attention and a hand-written two-pass layer norm."""

    def __init__(self, d: int = 32, heads: int = 4):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.fc1, self.fc2 = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)
        self.g1, self.g2 = nn.Parameter(torch.ones(d)), nn.Parameter(torch.ones(d))

    @staticmethod
    def _norm(x, g):
        mean = x.mean(-1, keepdim=True)
        var = ((x - mean) ** 2).mean(-1, keepdim=True)
        return (x - mean) / torch.sqrt(var + 1e-5) * g

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(self._norm(x, self.g1)).split(d, -1)
        q, k, v = (z.reshape(b, t, self.heads, d // self.heads).transpose(1, 2) for z in (q, k, v))
        att = torch.softmax(q @ k.transpose(-1, -2) / (d // self.heads) ** 0.5, -1)
        x = x + self.proj((att @ v).transpose(1, 2).reshape(b, t, d))
        return x + self.fc2(torch.nn.functional.gelu(self.fc1(self._norm(x, self.g2))))


class Stem(nn.Module):
    """A small kept input, a cheap stem that expands it into a large activation, a
    memory-heavy body at half resolution, and a late fusion that needs the stem's output
    again (ReDimNet-style). Holding the stem output through the body costs its bytes at
    the body's peak; recomputing the stem before the fusion costs a few MACs.

    The stem is conv -> max-pool -> conv: every op writes a fresh buffer (no in-place
    update of a stem value), and the late fusion only reads the stem output (a concat),
    so the stem units qualify for recomputation (docs/recompute.md, "Realization").
    """

    def __init__(self, c: int = 16, body: int = 48):
        super().__init__()
        self.stem1 = nn.Conv2d(1, c // 2, 3, padding=1)
        self.stem2 = nn.Conv2d(c // 2, c, 1)
        self.down = nn.Conv2d(c, body, 3, stride=2, padding=1)
        self.blocks = nn.ModuleList(
            [
                nn.Sequential(nn.Conv2d(body, body, 3, padding=1), nn.ReLU(), nn.Conv2d(body, body, 3, padding=1))
                for _ in range(2)
            ]
        )
        self.up = nn.ConvTranspose2d(body, c // 4, 2, stride=2)
        self.fuse = nn.Conv2d(c + c // 4, 4, 1)

    def forward(self, x):
        s = self.stem2(nn.functional.max_pool2d(self.stem1(x), 3, 1, 1))
        h = torch.relu(self.down(s))
        for block in self.blocks:
            h = torch.relu(h + block(h))
        return self.fuse(torch.cat([s, self.up(h)], 1))


def residual():
    _seed()
    return Residual(), (torch.randn(2, 3, 16, 16),)


def inception():
    _seed()
    return Inception(), (torch.randn(2, 3, 16, 16),)


def unet():
    _seed()
    return UNet(), (torch.randn(1, 3, 16, 16),)


def aspp():
    _seed()
    return ASPP(), (torch.randn(1, 3, 16, 16),)


def transformer():
    _seed()
    return TransformerBlock(), (torch.randn(2, 8, 32),)


def mlp():
    _seed()
    model = nn.Sequential(nn.Linear(64, 128), nn.ReLU(), nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, 10))
    return model, (torch.randn(16, 64),)


def stem():
    _seed()
    return Stem(), (torch.randn(1, 1, 32, 32),)


def stem_tiny():
    """``stem`` at c=8, body=16, input 1x1x16x16: the committed test fixture
    (``formal capture formal.capture.examples:stem_tiny -o tests/fixtures``, torch 2.13)."""
    _seed()
    return Stem(c=8, body=16), (torch.randn(1, 1, 16, 16),)


EXAMPLES = {
    "residual": residual,
    "inception": inception,
    "unet": unet,
    "aspp": aspp,
    "transformer": transformer,
    "mlp": mlp,
    "stem": stem,
}
