"""Small models for the deployment tests (tests/test_deploy.py), none of them bundled."""

import torch
from torch import nn


class Branchy(nn.Module):
    """Two branches of different widths joined late, batch norm and dropout: training touches
    buffers and the RNG, inference has an order worth choosing."""

    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(3, 8, 3, padding=1)
        self.wide = nn.Conv2d(8, 32, 3, padding=1)
        self.narrow = nn.Conv2d(8, 4, 1)
        self.bn = nn.BatchNorm2d(36)
        self.drop = nn.Dropout(0.25)
        self.head = nn.Linear(36, 5)

    def forward(self, x):
        x = torch.relu(self.stem(x))
        y = torch.cat([torch.relu(self.wide(x)), torch.tanh(self.narrow(x))], 1)
        y = self.drop(self.bn(y))
        return self.head(y.mean((2, 3)))


def branchy():
    torch.manual_seed(3)
    return Branchy(), (torch.randn(2, 3, 10, 10),)


class Broken(nn.Module):
    """A graph break in the middle (a print Dynamo cannot trace): two graphs."""

    def __init__(self):
        super().__init__()
        self.a, self.b = nn.Linear(12, 24), nn.Linear(24, 6)

    def forward(self, x):
        h = torch.relu(self.a(x))
        torch._dynamo.graph_break()
        return torch.tanh(self.b(h)), h.sum(1)


def broken():
    torch.manual_seed(4)
    return Broken(), (torch.randn(3, 12),)
