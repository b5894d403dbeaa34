"""Two models of a user's own, never seen by formal's tests: a residual CNN with batch norm and a
depthwise convolution, and a hand-written transformer block (results/deploy/levers.md).

``PYTHONPATH=benchmarks/deploy formal bench deploy --models user_models:cnn,user_models:block --train``
"""

import torch
from torch import nn


class ResidualDW(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU())
        self.dw = nn.Sequential(nn.Conv2d(16, 16, 3, padding=1, groups=16), nn.BatchNorm2d(16), nn.ReLU())
        self.pw = nn.Sequential(nn.Conv2d(16, 32, 1), nn.BatchNorm2d(32))
        self.skip = nn.Conv2d(16, 32, 1)
        self.head = nn.Linear(32, 10)

    def forward(self, x):
        h = self.stem(x)
        h = torch.relu(self.pw(self.dw(h)) + self.skip(h))
        return self.head(h.mean((2, 3)))


class Block(nn.Module):
    def __init__(self, d=64, heads=4):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.n1, self.n2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.mlp = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(self.n1(x)).chunk(3, -1)

        def split(z):
            return z.view(b, t, self.heads, d // self.heads).transpose(1, 2)

        a = torch.softmax(split(q) @ split(k).transpose(-1, -2) / (d // self.heads) ** 0.5, -1) @ split(v)
        x = x + self.proj(a.transpose(1, 2).reshape(b, t, d))
        return x + self.mlp(self.n2(x))


def cnn():
    torch.manual_seed(0)
    return ResidualDW(), (torch.randn(2, 3, 32, 32),)


def block():
    torch.manual_seed(0)
    return Block(), (torch.randn(2, 16, 64),)
