"""Models that are not bundled with formal: captured through the ``module:function`` spec."""

import torch
from torch import nn


class DepthwiseSE(nn.Module):
    """Depthwise-separable convolutions with a squeeze-and-excitation gate and a skip."""

    def __init__(self, c: int = 12):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, padding=1)
        self.dw = nn.Conv2d(c, c, 3, padding=1, groups=c)
        self.pw = nn.Conv2d(c, 2 * c, 1)
        self.se1, self.se2 = nn.Linear(2 * c, c // 2), nn.Linear(c // 2, 2 * c)
        self.skip = nn.Conv2d(c, 2 * c, 1)
        self.bn = nn.BatchNorm2d(2 * c)

    def forward(self, x):
        x = torch.relu(self.stem(x))
        y = self.pw(torch.relu(self.dw(x)))
        gate = torch.sigmoid(self.se2(torch.relu(self.se1(y.mean((2, 3))))))
        y = y * gate[:, :, None, None]
        return self.bn(torch.relu(y + self.skip(x))).flatten(1).softmax(-1)


def depthwise_se():
    torch.manual_seed(1)
    return DepthwiseSE(), (torch.randn(2, 3, 12, 12),)


def gated_mlp():
    torch.manual_seed(2)

    class Gated(nn.Module):
        def __init__(self):
            super().__init__()
            self.a, self.b, self.c = nn.Linear(24, 48), nn.Linear(24, 48), nn.Linear(48, 24)
            self.emb = nn.Embedding(10, 24)

        def forward(self, tokens, x):
            h = x + self.emb(tokens)
            return self.c(torch.nn.functional.silu(self.a(h)) * self.b(h)) + h

    return Gated(), (torch.randint(0, 10, (4, 6)), torch.randn(4, 6, 24))
