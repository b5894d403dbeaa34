"""Pieces the training-plan tests share: the model spec file they write beside their outputs
(``train_spec:mlp``), joint-graph nodes written by hand, and a language model with a tied embedding."""

from torch import nn

from formal.train.graphs import JointNode

MLP_SPEC = """
import torch

def mlp():
    torch.manual_seed(0)
    layers = []
    for _ in range(6):
        layers += [torch.nn.Linear(64, 64), torch.nn.ReLU()]
    return torch.nn.Sequential(*layers, torch.nn.Linear(64, 4)), (torch.randn(1024, 64),)
"""


def joint_node(name, kind, inputs=(), nbytes=0, flops=0, savable=None, recomputable=None, elements=None):
    """A :class:`JointNode` as the partitioner would describe it: forward and "other" nodes are
    decided (savable when they have bytes, recomputable); ``elements`` defaults to float32's."""
    decided = kind in ("forward", "other")
    return JointNode(
        name,
        kind,
        "aten.op",
        tuple(inputs),
        nbytes,
        flops,
        nbytes // 4 if elements is None else elements,
        decided and nbytes > 0 if savable is None else savable,
        decided if recomputable is None else recomputable,
    )


class TiedLM(nn.Module):
    """An embedding tied to the output projection: its gradient is the projection's product plus
    the embedding's scatter, added last."""

    def __init__(self, vocab: int = 4096, d: int = 32):
        super().__init__()
        self.tok = nn.Embedding(vocab, d)
        self.mlp = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))
        self.head = nn.Linear(d, vocab, bias=False)
        self.head.weight = self.tok.weight

    def forward(self, ids):
        return self.head(self.mlp(self.tok(ids)))


class FusedQKV(nn.Module):
    """Pre-norm attention layers whose q, k and v are one Linear split three ways (BERT's or GPT-2's fused
    projection): PyTorch's partitioner saves views of the split, whose storage is the whole product."""

    def __init__(self, d: int = 32, heads: int = 4, layers: int = 2):
        super().__init__()
        self.heads = heads
        self.norm = nn.ModuleList(nn.LayerNorm(d) for _ in range(layers))
        self.qkv = nn.ModuleList(nn.Linear(d, 3 * d) for _ in range(layers))
        self.proj = nn.ModuleList(nn.Linear(d, d) for _ in range(layers))

    def forward(self, x):
        b, s, d = x.shape
        for norm, qkv, proj in zip(self.norm, self.qkv, self.proj):
            parts = qkv(norm(x)).split(d, dim=-1)
            q, k, v = (t.view(b, s, self.heads, d // self.heads).transpose(1, 2) for t in parts)
            a = ((q @ k.transpose(-1, -2)) / (d // self.heads) ** 0.5).softmax(-1) @ v
            x = x + proj(a.transpose(1, 2).reshape(b, s, d))
        return x
