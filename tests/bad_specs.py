"""Specs that capture must refuse with one clear line."""

import torch
from torch import nn


class Breaks(nn.Module):
    def forward(self, x):
        if x.sum().item() > 0:  # data-dependent control flow: a graph break
            return x * 2
        return x - 1


def graph_break():
    return Breaks(), (torch.randn(4),)


def not_a_model():
    return 42


def no_params_train():
    return nn.ReLU(), (torch.randn(3),)
