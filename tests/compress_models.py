"""A U-Net-like test model for the compress-at-rest lever (tests/test_compress_lever.py).

Its skip activation is a ReLU output with a negative shift (mostly exact zeros, so very
compressible), produced early, consumed by an extern convolution (so Inductor must
materialize it) and read again only at the end, while the middle of the network holds
wide activations and convolution scratch: the peak lies inside the skip's idle interval.
"""

from __future__ import annotations

import torch
from torch import nn


class SkipNet(nn.Module):
    def __init__(self, c: int = 16, wide: int = 64):
        super().__init__()
        self.enc = nn.Conv2d(3, c, 3, padding=1)
        self.down = nn.Conv2d(c, wide, 1)              # cheap first use: no im2col scratch
        self.mid = nn.Conv2d(wide, wide, 3, padding=1)
        self.up = nn.Conv2d(wide, c, 3, padding=1)
        self.out = nn.Conv2d(c, 2, 1)

    def forward(self, x):
        skip = torch.relu(self.enc(x) - 0.4)          # long-lived, mostly zeros
        h = torch.relu(self.down(skip))
        h = torch.relu(self.mid(h))
        h = self.up(h)
        return self.out(torch.relu(h + skip))         # the skip's late use


def skipnet():
    torch.manual_seed(0)
    return SkipNet(), (torch.randn(1, 3, 32, 32),)
