"""U-Net-like test models for the compress-at-rest lever (tests/test_compress_lever.py, docs/ibp.md).

Their skip activations are produced early, consumed at once by an extern convolution
(so Inductor materializes them), and read again only at the end, while the middle of the
network holds wide activations and convolution scratch: the peak lies inside the skips'
idle intervals. A negative shift before the ReLU makes a skip mostly exact zeros.
"""

from __future__ import annotations

import torch
from torch import nn


class UNet2(nn.Module):
    """Two skip levels: ``s1`` (32x32) and ``s2`` (16x16), nested idle intervals."""

    def __init__(self, c: int = 16, wide: int = 96):
        super().__init__()
        self.enc1 = nn.Conv2d(3, c, 3, padding=1)
        self.enc2 = nn.Conv2d(c, 2 * c, 1)
        self.down = nn.Conv2d(2 * c, wide, 1)
        self.mid = nn.Conv2d(wide, wide, 3, padding=1)
        self.up2 = nn.Conv2d(wide, 2 * c, 1)
        self.up1 = nn.ConvTranspose2d(2 * c, c, 2, stride=2)
        self.out = nn.Conv2d(c, 2, 1)

    def forward(self, x):
        s1 = torch.relu(self.enc1(x) - 0.4)
        s2 = torch.relu(self.enc2(nn.functional.max_pool2d(s1, 2)) - 0.2)
        h = torch.relu(self.mid(torch.relu(self.down(s2))))
        h = torch.relu(self.up2(h) + s2)  # late use of s2
        return self.out(torch.relu(self.up1(h) + s1))  # late use of s1


class SkipNet(nn.Module):
    """One skip level: a 64 KiB mostly-zero ReLU output idle across two wide convolutions."""

    def __init__(self, c: int = 16, wide: int = 64):
        super().__init__()
        self.enc = nn.Conv2d(3, c, 3, padding=1)
        self.down = nn.Conv2d(c, wide, 1)  # cheap first use: no im2col scratch
        self.mid = nn.Conv2d(wide, wide, 3, padding=1)
        self.up = nn.Conv2d(wide, c, 3, padding=1)
        self.out = nn.Conv2d(c, 2, 1)

    def forward(self, x):
        skip = torch.relu(self.enc(x) - 0.4)
        h = torch.relu(self.down(skip))
        h = torch.relu(self.mid(h))
        h = self.up(h)
        return self.out(torch.relu(h + skip))  # the skip's late use


def unet2():
    torch.manual_seed(0)
    return UNet2(), (torch.randn(1, 3, 32, 32),)


def skipnet():
    torch.manual_seed(0)
    return SkipNet(), (torch.randn(1, 3, 32, 32),)
