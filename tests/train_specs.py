"""A model spec file the training-plan tests write beside their outputs (``train_spec:mlp``)."""

MLP_SPEC = """
import torch

def mlp():
    torch.manual_seed(0)
    layers = []
    for _ in range(6):
        layers += [torch.nn.Linear(64, 64), torch.nn.ReLU()]
    return torch.nn.Sequential(*layers, torch.nn.Linear(64, 4)), (torch.randn(1024, 64),)
"""
