"""Two training models for `formal train-plan --sweep`, written here and never seen by formal's tests: a
convolution stack (batch 8, 48x48) and a small GPT whose LM head shares the embedding's weight.

``PYTHONPATH=benchmarks/train formal train-plan sweep_models:convstack --sweep 0.9:0.4:0.1 -o DIR``
(results/train/sweeps/README.md lists the runs).
"""

import torch
from torch import nn


def convstack():
    """Six 3x3 convolutions with batch norm and ReLU, two of them strided, then a linear head."""
    torch.manual_seed(0)
    widths = [3, 32, 32, 64, 64, 128, 128]
    layers = []
    for i, (a, b) in enumerate(zip(widths, widths[1:])):
        layers += [nn.Conv2d(a, b, 3, stride=2 if i in (2, 4) else 1, padding=1), nn.BatchNorm2d(b), nn.ReLU()]
    model = nn.Sequential(*layers, nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(128, 10))
    return model, (torch.randn(8, 3, 48, 48),)


class Block(nn.Module):
    def __init__(self, d: int, heads: int):
        super().__init__()
        self.heads = heads
        self.n1, self.n2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.qkv, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.mlp = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2) for z in self.qkv(self.n1(x)).chunk(3, -1))
        a = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.proj(a.transpose(1, 2).reshape(b, t, d))
        return x + self.mlp(self.n2(x))


class TinyGPT(nn.Module):
    """Token and position embeddings, two blocks, and an LM head tied to the token embedding (as GPT-2's)."""

    def __init__(self, vocab: int = 2048, d: int = 128, seq: int = 128, layers: int = 2, heads: int = 4):
        super().__init__()
        self.tok, self.pos = nn.Embedding(vocab, d), nn.Embedding(seq, d)
        self.blocks = nn.ModuleList(Block(d, heads) for _ in range(layers))
        self.norm = nn.LayerNorm(d)
        self.head = nn.Linear(d, vocab, bias=False)
        self.head.weight = self.tok.weight  # tied

    def forward(self, ids):
        x = self.tok(ids) + self.pos(torch.arange(ids.shape[1]))
        for block in self.blocks:
            x = block(x)
        return self.head(self.norm(x))


def _next_token_loss(logits, ids):
    return nn.functional.cross_entropy(logits[:, :-1].reshape(-1, logits.shape[-1]), ids[:, 1:].reshape(-1))


def tinygpt():
    torch.manual_seed(0)
    ids = torch.randint(0, 2048, (8, 128))
    return TinyGPT(), (ids,), lambda logits: _next_token_loss(logits, ids)
