"""Small training models for issue 50's acceptance ("does my step fit in R?"), written for it and never built
by formal's tests: a convolution stack, a depthwise CNN, a small decoder, and an encoder whose q, k and v are one
fused Linear split three ways (a saved view of a split keeps its whole base alive).

``PYTHONPATH=benchmarks/train formal train-plan budget_models:conv_stack --sweep 0.8,0.6,0.5 -o DIR``
``PYTHONPATH=benchmarks/train python benchmarks/train/budget_answers.py`` runs them all (docs/train.md).
"""

import torch
from torch import nn

SEED = 0


def _ids(vocab: int, batch: int, seq: int) -> torch.Tensor:
    return torch.randint(0, vocab, (batch, seq), generator=torch.Generator().manual_seed(SEED))


def conv_stack():
    """Eight 3x3 convolutions with batch norm and ReLU (three strided), batch 8 at 64x64, a linear head."""
    torch.manual_seed(SEED)
    widths = [3, 24, 24, 48, 48, 96, 96, 128, 128]
    layers: list[nn.Module] = []
    for i, (a, b) in enumerate(zip(widths, widths[1:])):
        layers += [nn.Conv2d(a, b, 3, stride=2 if i in (2, 4, 6) else 1, padding=1), nn.BatchNorm2d(b), nn.ReLU()]
    model = nn.Sequential(*layers, nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(128, 10))
    return model, (torch.randn(8, 3, 64, 64, generator=torch.Generator().manual_seed(SEED)),)


class InvertedResidual(nn.Module):
    """MobileNetV2's block: expand 1x1, depthwise 3x3, project 1x1, a skip where the shapes allow."""

    def __init__(self, a: int, b: int, stride: int, expand: int = 4):
        super().__init__()
        hidden = a * expand
        self.skip = stride == 1 and a == b
        self.body = nn.Sequential(
            nn.Conv2d(a, hidden, 1, bias=False),
            nn.BatchNorm2d(hidden),
            nn.ReLU6(),
            nn.Conv2d(hidden, hidden, 3, stride=stride, padding=1, groups=hidden, bias=False),
            nn.BatchNorm2d(hidden),
            nn.ReLU6(),
            nn.Conv2d(hidden, b, 1, bias=False),
            nn.BatchNorm2d(b),
        )

    def forward(self, x):
        return x + self.body(x) if self.skip else self.body(x)


def depthwise_cnn():
    """A stem and five inverted-residual blocks (depthwise convolutions), batch 8 at 64x64, a linear head."""
    torch.manual_seed(SEED)
    blocks = [InvertedResidual(16, 16, 1), InvertedResidual(16, 24, 2), InvertedResidual(24, 24, 1)]
    blocks += [InvertedResidual(24, 32, 2), InvertedResidual(32, 32, 1)]
    model = nn.Sequential(
        nn.Conv2d(3, 16, 3, stride=2, padding=1, bias=False),
        nn.BatchNorm2d(16),
        nn.ReLU6(),
        *blocks,
        nn.AdaptiveAvgPool2d(1),
        nn.Flatten(),
        nn.Linear(32, 10),
    )
    return model, (torch.randn(8, 3, 64, 64, generator=torch.Generator().manual_seed(SEED)),)


class Attention(nn.Module):
    """Multi-head attention whose q, k and v come from one Linear, split three ways."""

    def __init__(self, d: int, heads: int, causal: bool):
        super().__init__()
        self.heads, self.causal = heads, causal
        self.qkv, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)

    def forward(self, x):
        b, s, d = x.shape
        q, k, v = (t.view(b, s, self.heads, d // self.heads).transpose(1, 2) for t in self.qkv(x).split(d, dim=-1))
        scores = q @ k.transpose(-1, -2) / (d // self.heads) ** 0.5
        if self.causal:
            scores = scores.masked_fill(torch.ones(s, s, dtype=torch.bool).triu(1), float("-inf"))
        a = torch.softmax(scores, dim=-1) @ v
        return self.proj(a.transpose(1, 2).reshape(b, s, d))


class Layer(nn.Module):
    def __init__(self, d: int, heads: int, causal: bool):
        super().__init__()
        self.n1, self.n2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.attn = Attention(d, heads, causal)
        self.mlp = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))

    def forward(self, x):
        x = x + self.attn(self.n1(x))
        return x + self.mlp(self.n2(x))


class Transformer(nn.Module):
    """Token and position embeddings, ``layers`` layers, a final norm and an untied head; the loss is the
    next-token cross entropy (causal) or the mean log-sum-exp of the logits (an encoder's stand-in)."""

    def __init__(self, vocab: int, d: int, seq: int, layers: int, heads: int, causal: bool):
        super().__init__()
        self.causal = causal
        self.tok, self.pos = nn.Embedding(vocab, d), nn.Embedding(seq, d)
        self.layers = nn.ModuleList(Layer(d, heads, causal) for _ in range(layers))
        self.norm, self.head = nn.LayerNorm(d), nn.Linear(d, vocab)

    def forward(self, ids):
        x = self.tok(ids) + self.pos(torch.arange(ids.shape[1]))
        for layer in self.layers:
            x = layer(x)
        logits = self.head(self.norm(x))
        if self.causal:
            return nn.functional.cross_entropy(logits[:, :-1].flatten(0, 1), ids[:, 1:].flatten())
        return logits.logsumexp(-1).mean()


def small_decoder():
    """A causal decoder: 3 layers, d 128, 4 heads, vocabulary 2048, sequence 64, batch 8."""
    torch.manual_seed(SEED)
    return Transformer(2048, 128, 64, 3, 4, causal=True), (_ids(2048, 8, 64),)


def fused_qkv_encoder():
    """Issue 50's encoder: 4 layers, d 128, sequence 64, batch 4, q, k and v one Linear split three ways."""
    torch.manual_seed(SEED)
    return Transformer(1000, 128, 64, 4, 4, causal=False), (_ids(1000, 4, 64),)
