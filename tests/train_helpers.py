"""Pieces the training-plan tests share: the model spec file they write beside their outputs
(``train_spec:mlp``), and joint-graph nodes written by hand."""

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
