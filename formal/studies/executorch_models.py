"""Real-size models for ``formal bench executorch``, in pure torch (no torchvision).

Random weights (``torch.manual_seed(0)``), eval mode, batch 1, float32; batch norm is kept as
its own module (ExecuTorch's portable kernels run it), unlike the microcontroller corpus
(:mod:`formal.studies.corpus.mcu`), which folds it. ``build(name)`` returns ``(model, (input,))``;
``MODELS`` names them:

* ``resnet18`` and ``resnet50``: He et al., "Deep Residual Learning for Image Recognition"
  (CVPR 2016), in torchvision's layout (``torchvision.models.resnet``): 7x7 stem, max pool,
  basic blocks [2, 2, 2, 2] or bottlenecks [3, 4, 6, 3] with the stride on the 3x3 convolution
  (the "v1.5" variant), 1x1 projection shortcuts, 1000 classes; input 1x3x224x224.
* ``mobilenet_v2``: Sandler et al., "MobileNetV2: Inverted Residuals and Linear Bottlenecks"
  (CVPR 2018), width 1.0, built from the corpus' ``MBNet`` with its Table 2 (``_V2``) and the
  1280-channel head; input 1x3x224x224.
* ``mobilenet_v3_small``: Howard et al., "Searching for MobileNetV3" (ICCV 2019), Table 2
  (the small network, width 1.0): hardswish, squeeze-and-excite (squeeze to a quarter of the
  expansion rounded to 8, ReLU, hardsigmoid), the 576-channel last convolution and a 1024-wide
  hidden classifier layer; batch norm eps 0.001 as torchvision; input 1x3x224x224.
* ``tiny_transformer``: a 2-layer pre-norm transformer encoder (Vaswani et al., "Attention Is
  All You Need", 2017; the pre-norm placement of Xiong et al., "On Layer Normalization in the
  Transformer Architecture", ICML 2020): d_model 128, 4 heads, feed-forward 512 with GELU, a
  final layer norm, written with plain ``nn.Linear``, ``nn.LayerNorm`` and softmax (no
  ``nn.MultiheadAttention``); input 1x64x128 (a sequence of 64 embeddings).
"""

from __future__ import annotations

import math
from typing import Callable

import torch
from torch import nn

from formal.base.errors import FormalError
from formal.studies.corpus.mcu import _V2, MBNet, _div

SEED = 0

# -- ResNet (torchvision's layout) ----------------------------------------------------------


def _conv_bn(cin: int, cout: int, k: int, stride: int = 1) -> nn.Sequential:
    return nn.Sequential(nn.Conv2d(cin, cout, k, stride, k // 2, bias=False), nn.BatchNorm2d(cout))


class BasicBlock(nn.Module):
    expansion = 1

    def __init__(self, cin: int, width: int, stride: int):
        super().__init__()
        self.conv1, self.conv2 = _conv_bn(cin, width, 3, stride), _conv_bn(width, width, 3)
        out = width * self.expansion
        self.downsample = _conv_bn(cin, out, 1, stride) if stride != 1 or cin != out else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.conv2(torch.relu(self.conv1(x)))
        return torch.relu(y + (x if self.downsample is None else self.downsample(x)))


class Bottleneck(nn.Module):
    expansion = 4

    def __init__(self, cin: int, width: int, stride: int):
        super().__init__()
        out = width * self.expansion
        self.conv1 = _conv_bn(cin, width, 1)
        self.conv2 = _conv_bn(width, width, 3, stride)  # the stride sits on the 3x3 (torchvision's v1.5)
        self.conv3 = _conv_bn(width, out, 1)
        self.downsample = _conv_bn(cin, out, 1, stride) if stride != 1 or cin != out else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.conv3(torch.relu(self.conv2(torch.relu(self.conv1(x)))))
        return torch.relu(y + (x if self.downsample is None else self.downsample(x)))


class ResNet(nn.Module):
    def __init__(self, block: type[BasicBlock] | type[Bottleneck], layers: list[int], classes: int = 1000):
        super().__init__()
        self.stem = nn.Sequential(_conv_bn(3, 64, 7, 2), nn.ReLU(), nn.MaxPool2d(3, 2, 1))
        stages: list[nn.Module] = []
        cin = 64
        for i, n in enumerate(layers):
            width = 64 * 2**i
            for j in range(n):
                stages.append(block(cin, width, 2 if i > 0 and j == 0 else 1))
                cin = width * block.expansion
        self.layers = nn.Sequential(*stages)
        self.fc = nn.Linear(cin, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.layers(self.stem(x))
        return self.fc(torch.flatten(nn.functional.adaptive_avg_pool2d(y, 1), 1))


# -- MobileNetV3-Small (Howard et al. 2019, Table 2) -------------------------------------------

# (kernel, expansion channels, output channels, squeeze-excite, activation, stride)
_V3_SMALL = [
    (3, 16, 16, True, "relu", 2),
    (3, 72, 24, False, "relu", 2),
    (3, 88, 24, False, "relu", 1),
    (5, 96, 40, True, "hswish", 2),
    (5, 240, 40, True, "hswish", 1),
    (5, 240, 40, True, "hswish", 1),
    (5, 120, 48, True, "hswish", 1),
    (5, 144, 48, True, "hswish", 1),
    (5, 288, 96, True, "hswish", 2),
    (5, 576, 96, True, "hswish", 1),
    (5, 576, 96, True, "hswish", 1),
]


def _act(name: str) -> nn.Module:
    return nn.Hardswish() if name == "hswish" else nn.ReLU()


def _conv_bn_act(cin: int, cout: int, k: int, stride: int = 1, groups: int = 1, act: str | None = None) -> nn.Module:
    layers: list[nn.Module] = [
        nn.Conv2d(cin, cout, k, stride, k // 2, groups=groups, bias=False),
        nn.BatchNorm2d(cout, eps=0.001),
    ]
    if act:
        layers.append(_act(act))
    return nn.Sequential(*layers)


class SqueezeExcite(nn.Module):
    """Global pool, 1x1 squeeze with ReLU, 1x1 excite with hardsigmoid, channel scale."""

    def __init__(self, channels: int):
        super().__init__()
        squeeze = _div(channels / 4)
        self.fc1, self.fc2 = nn.Conv2d(channels, squeeze, 1), nn.Conv2d(squeeze, channels, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        s = nn.functional.adaptive_avg_pool2d(x, 1)
        return x * nn.functional.hardsigmoid(self.fc2(torch.relu(self.fc1(s))))


class V3Block(nn.Module):
    """Inverted residual of MobileNetV3: expand (skipped when no wider), depthwise, optional SE, project."""

    def __init__(self, cin: int, k: int, expand: int, cout: int, se: bool, act: str, stride: int):
        super().__init__()
        layers: list[nn.Module] = [] if expand == cin else [_conv_bn_act(cin, expand, 1, act=act)]
        layers.append(_conv_bn_act(expand, expand, k, stride, groups=expand, act=act))
        if se:
            layers.append(SqueezeExcite(expand))
        layers.append(_conv_bn_act(expand, cout, 1))
        self.body = nn.Sequential(*layers)
        self.residual = stride == 1 and cin == cout

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.body(x)
        return x + y if self.residual else y


class MobileNetV3Small(nn.Module):
    def __init__(self, classes: int = 1000):
        super().__init__()
        layers: list[nn.Module] = [_conv_bn_act(3, 16, 3, 2, act="hswish")]
        cin = 16
        for k, expand, cout, se, act, stride in _V3_SMALL:
            layers.append(V3Block(cin, k, expand, cout, se, act, stride))
            cin = cout
        layers.append(_conv_bn_act(cin, 6 * cin, 1, act="hswish"))
        self.features = nn.Sequential(*layers)
        self.classifier = nn.Sequential(nn.Linear(6 * cin, 1024), nn.Hardswish(), nn.Linear(1024, classes))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.classifier(torch.flatten(nn.functional.adaptive_avg_pool2d(self.features(x), 1), 1))


# -- a tiny pre-norm transformer encoder -------------------------------------------------------


class Attention(nn.Module):
    """Multi-head self-attention from one fused qkv projection, softmax(q k^T / sqrt(d)) v, output projection."""

    def __init__(self, d_model: int, heads: int):
        super().__init__()
        self.heads, self.head_dim = heads, d_model // heads
        self.qkv, self.out = nn.Linear(d_model, 3 * d_model), nn.Linear(d_model, d_model)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, n, d = x.shape
        q, k, v = self.qkv(x).reshape(b, n, 3, self.heads, self.head_dim).permute(2, 0, 3, 1, 4).unbind(0)
        weights = torch.softmax(q @ k.transpose(-2, -1) / math.sqrt(self.head_dim), dim=-1)
        return self.out((weights @ v).transpose(1, 2).reshape(b, n, d))


class EncoderLayer(nn.Module):
    def __init__(self, d_model: int, heads: int, ffn: int):
        super().__init__()
        self.norm1, self.attn = nn.LayerNorm(d_model), Attention(d_model, heads)
        self.norm2 = nn.LayerNorm(d_model)
        self.ffn = nn.Sequential(nn.Linear(d_model, ffn), nn.GELU(), nn.Linear(ffn, d_model))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.norm1(x))
        return x + self.ffn(self.norm2(x))


class TinyTransformer(nn.Module):
    def __init__(self, d_model: int = 128, heads: int = 4, ffn: int = 512, layers: int = 2):
        super().__init__()
        self.layers = nn.Sequential(*[EncoderLayer(d_model, heads, ffn) for _ in range(layers)])
        self.norm = nn.LayerNorm(d_model)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(self.layers(x))


# -- the registry -------------------------------------------------------------------------------

_BUILDERS: dict[str, tuple[Callable[[], nn.Module], tuple[int, ...]]] = {
    "resnet18": (lambda: ResNet(BasicBlock, [2, 2, 2, 2]), (1, 3, 224, 224)),
    "resnet50": (lambda: ResNet(Bottleneck, [3, 4, 6, 3]), (1, 3, 224, 224)),
    "mobilenet_v2": (lambda: MBNet(32, _V2, 1280, 1000, 1.0), (1, 3, 224, 224)),
    "mobilenet_v3_small": (MobileNetV3Small, (1, 3, 224, 224)),
    "tiny_transformer": (TinyTransformer, (1, 64, 128)),
}

MODELS: tuple[str, ...] = tuple(_BUILDERS)
INPUTS: dict[str, tuple[int, ...]] = {name: shape for name, (_, shape) in _BUILDERS.items()}


def build(name: str) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    """The model ``name`` (eval mode, weights seeded with 0) and its batch-1 float32 input."""
    if name not in _BUILDERS:
        raise FormalError(f"unknown model {name!r} (one of {', '.join(MODELS)})")
    make, shape = _BUILDERS[name]
    torch.manual_seed(SEED)
    model = make().eval()
    x = torch.randn(shape, generator=torch.Generator().manual_seed(SEED))
    return model, (x,)
