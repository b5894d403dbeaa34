"""Small models the pattern detectors were not written against (SPECs ``pattern_models:<fn>``).

Each function returns ``(model, example_inputs)``. Sizes are chosen so that the values a
test asserts on have distinct byte counts (batch 2, 3 heads, 5 queries, 7 keys, ...).
"""

from __future__ import annotations

import torch
from torch import nn


class MulScaledMaskedAttention(nn.Module):
    """Scores scaled by multiplication, an additive causal mask, softmax, then @ V."""

    def __init__(self, d: int = 12, heads: int = 3):
        super().__init__()
        self.heads = heads
        self.q, self.k, self.v = nn.Linear(d, d), nn.Linear(d, d), nn.Linear(d, d)

    def forward(self, x):
        b, t, d = x.shape
        h = self.heads
        q, k, v = (f(x).view(b, t, h, d // h).permute(0, 2, 1, 3) for f in (self.q, self.k, self.v))
        s = torch.matmul(q, k.transpose(2, 3)) * (d // h) ** -0.5
        mask = torch.full((t, t), float("-inf")).triu(1)
        p = (s + mask).softmax(dim=3)
        return torch.matmul(p, v).sum()


class DivScaledManualSoftmax(nn.Module):
    """Scores divided by a constant, masked_fill, and a softmax written out with exp/amax/sum."""

    def forward(self, q, k, v, keep):
        s = torch.einsum("bqd,bkd->bqk", q, k) / 4.0
        s = s.masked_fill(~keep, -1e9)
        e = torch.exp(s - s.amax(-1, keepdim=True))
        p = e / e.sum(-1, keepdim=True)
        return torch.bmm(p, v)


class SoftmaxClassifier(nn.Module):
    """A softmax that is NOT a weighted reduction (its result is the output)."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(16, 10)

    def forward(self, x):
        return torch.softmax(self.fc(x), -1)


class RawMomentVariance(nn.Module):
    """Variance as E[x^2] - E[x]^2 (x * x form), used to normalise."""

    def forward(self, x):
        m = x.mean(dim=1, keepdim=True)
        var = (x * x).mean(dim=1, keepdim=True) - m * m
        return (x - m) * torch.rsqrt(var + 1e-5)


class CenteredSumVariance(nn.Module):
    """Unbiased variance via sum((x - mean)^2) / (n - 1) over dims (2, 3) (instance statistics)."""

    def forward(self, x):
        n = x.shape[2] * x.shape[3]
        mean = x.sum(dim=(2, 3), keepdim=True) / n
        var = ((mean - x) ** 2).sum(dim=(2, 3), keepdim=True) / (n - 1)
        return var.flatten()


class MeanOnly(nn.Module):
    """A mean and a centered value, but no variance: not a norm site."""

    def forward(self, x):
        return (x - x.mean(-1, keepdim=True)).relu()


class LibraryBlock(nn.Module):
    """Library modules: nn.LayerNorm and nn.MultiheadAttention (need_weights=False: fused kernel)."""

    def __init__(self, d: int = 16):
        super().__init__()
        self.norm = nn.LayerNorm(d)
        self.att = nn.MultiheadAttention(d, 2, batch_first=True)

    def forward(self, x):
        y = self.norm(x)
        return self.att(y, y, y, need_weights=False)[0]


class HeldChain(nn.Module):
    """``y = tanh(2x + 1)`` used at once and again after five (wide) matmuls: rematerializable."""

    def __init__(self, d: int = 24):
        super().__init__()
        widths = [d, 4 * d, 4 * d, 4 * d, d, d]  # wide in the middle: the gap sets the peak
        self.layers = nn.ModuleList(nn.Linear(a, b) for a, b in zip(widths, widths[1:]))

    def forward(self, x):
        y = torch.tanh(x * 2 + 1)
        h = y.sum(0, keepdim=True) + x
        for layer in self.layers:
            h = layer(h)
        return h + y


class HeldMatmulResult(nn.Module):
    """``y = relu(x W)`` held across the same gap: its producer is a matmul, so NOT cheap to recompute."""

    def __init__(self, d: int = 24):
        super().__init__()
        self.w = nn.Linear(d, d)
        self.layers = nn.ModuleList(nn.Linear(d, d) for _ in range(5))

    def forward(self, x):
        y = torch.relu(self.w(x))
        h = y.sum(0, keepdim=True) + x
        for layer in self.layers:
            h = layer(h)
        return h + y


def _seed() -> None:
    torch.manual_seed(0)


def mul_scaled_attention():
    _seed()
    return MulScaledMaskedAttention(), (torch.randn(2, 5, 12),)


def manual_softmax_attention():
    _seed()
    q, k, v = torch.randn(2, 5, 8), torch.randn(2, 7, 8), torch.randn(2, 7, 6)
    keep = torch.rand(2, 5, 7) > 0.2
    return DivScaledManualSoftmax(), (q, k, v, keep)


def softmax_classifier():
    _seed()
    return SoftmaxClassifier(), (torch.randn(4, 16),)


def raw_moment_variance():
    _seed()
    return RawMomentVariance(), (torch.randn(6, 20),)


def centered_sum_variance():
    _seed()
    return CenteredSumVariance(), (torch.randn(2, 3, 5, 4),)


def mean_only():
    _seed()
    return MeanOnly(), (torch.randn(4, 9),)


def library_block():
    _seed()
    return LibraryBlock(), (torch.randn(2, 6, 16),)


def held_chain():
    _seed()
    return HeldChain(), (torch.randn(10, 24),)


def held_matmul_result():
    _seed()
    return HeldMatmulResult(), (torch.randn(10, 24),)


class LibraryWeightsBatchNorm(nn.Module):
    """nn.MultiheadAttention returning its weights (decomposed bmm/softmax/bmm) and nn.BatchNorm1d."""

    def __init__(self, d: int = 16):
        super().__init__()
        self.att = nn.MultiheadAttention(d, 2, batch_first=True)
        self.bn = nn.BatchNorm1d(d)

    def forward(self, x):
        out, weights = self.att(x, x, x)  # need_weights=True: the probabilities are an output too
        return self.bn(out.transpose(1, 2)), weights


def library_weights_batchnorm():
    _seed()
    return LibraryWeightsBatchNorm(), (torch.randn(2, 6, 16),)


class HeldChainWithDropout(nn.Module):
    """A held ``sigmoid`` chain next to dropout (random, in-place ATen ops in the traced graph)."""

    def __init__(self, d: int = 16):
        super().__init__()
        self.drop = nn.Dropout(0.5)
        widths = [d, 4 * d, 4 * d, 4 * d, d]
        self.layers = nn.ModuleList(nn.Linear(a, b) for a, b in zip(widths, widths[1:]))

    def forward(self, x):
        y = torch.sigmoid(x) * 3
        h = self.drop(x) + y
        for layer in self.layers:
            h = layer(h)
        return h * y


def held_chain_with_dropout():
    _seed()
    return HeldChainWithDropout(), (torch.randn(8, 16),)
