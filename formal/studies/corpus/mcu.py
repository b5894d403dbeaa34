"""Microcontroller-class models of the corpus: ``formal.studies.corpus.mcu:<name>`` capture specs.

Pure torch (no torchvision), random weights with a fixed seed, batch 1, float32, eval mode,
with every batch norm folded into the convolution or linear layer before it (what the
TFLite converter does before a model reaches a microcontroller). Every spec function returns
``(model, example_inputs)`` like any ``formal capture`` spec, so
``formal capture formal.studies.corpus.mcu:mcu_ic_resnet8`` works, and ``formal corpus build --only
mcu_ic_resnet8`` captures and certifies it (family ``mcu``).

Public names (for the tiling study and anyone else who wants the models):

* ``MODELS``: the model names, in registry order (each is also a spec function here).
* ``INPUTS``: ``{name: input shape}``, the documented batch-1 input of each model.
* ``build(name) -> (model, inputs)``: the model (eval mode) and its example inputs (a tuple
  of one tensor); the same as calling the spec function ``name()``.

The four MLPerf Tiny reference models (Banbury et al., "MLPerf Tiny Benchmark", 2021):
``mcu_vww_mobilenet_v1`` (visual wake words, MobileNetV1 width 0.25, 96x96x3, 2 classes),
``mcu_ic_resnet8`` (image classification, ResNet-8 on CIFAR-10 32x32x3), ``mcu_kws_ds_cnn``
(keyword spotting, DS-CNN on 49x10 MFCC, 12 classes) and ``mcu_ad_autoencoder`` (anomaly
detection, dense autoencoder on 640 inputs). ``mcu_kws_ds_cnn_m`` is the DS-CNN-M of Zhang
et al., "Hello Edge" (2017): 172 channels, first stride (2, 1).

MobileNetV1/V2 follow Howard et al. (2017) and Sandler et al. (2018) with the usual width
multiplier rounding (channels divisible by 8 for V2, as torchvision does). The MCUNet-style
(Lin et al., "MCUNet", NeurIPS 2020) and ProxylessNAS-style (Cai et al., ICLR 2019) networks
are OUR code shaped after those papers: MBConv stacks with mixed kernel sizes (3/5/7) and
expansion ratios (3-6) in the papers' layout, not their released architectures or weights.
"""

from __future__ import annotations

from typing import Callable

import torch
from torch import nn
from torch.nn.utils.fusion import fuse_conv_bn_eval, fuse_linear_bn_eval

from formal.base.errors import FormalError

SEED = 0


def _div(v: float, divisor: int = 8) -> int:
    """Channels rounded to a multiple of ``divisor``, never more than 10% down (MobileNetV2's rule)."""
    new = max(divisor, int(v + divisor / 2) // divisor * divisor)
    return new + divisor if new < 0.9 * v else new


class ConvBN(nn.Sequential):
    """Convolution (no bias), batch norm, optional ReLU / ReLU6."""

    def __init__(
        self,
        cin: int,
        cout: int,
        k: int | tuple[int, int] = 3,
        stride: int | tuple[int, int] = 1,
        groups: int = 1,
        act: str | None = "relu",
        padding: tuple[int, int] | None = None,
    ):
        ks = (k, k) if isinstance(k, int) else k
        pad = padding if padding is not None else (ks[0] // 2, ks[1] // 2)
        layers: list[nn.Module] = [
            nn.Conv2d(cin, cout, ks, stride, pad, groups=groups, bias=False),
            nn.BatchNorm2d(cout),
        ]
        if act == "relu":
            layers.append(nn.ReLU(inplace=True))
        elif act == "relu6":
            layers.append(nn.ReLU6(inplace=True))
        super().__init__(*layers)


class Classifier(nn.Module):
    """Global average pool, flatten, linear."""

    def __init__(self, cin: int, classes: int):
        super().__init__()
        self.fc = nn.Linear(cin, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(torch.flatten(nn.functional.adaptive_avg_pool2d(x, 1), 1))


# -- MobileNetV1 -----------------------------------------------------------------------------

_V1 = [(64, 1), (128, 2), (128, 1), (256, 2), (256, 1), (512, 2)] + [(512, 1)] * 5 + [(1024, 2), (1024, 1)]


class MobileNetV1(nn.Module):
    """Standard conv then 13 depthwise-separable blocks (dw 3x3 + pw 1x1, BN, ReLU)."""

    def __init__(self, width: float = 0.25, classes: int = 1000):
        super().__init__()
        c = int(32 * width)
        layers: list[nn.Module] = [ConvBN(3, c, 3, 2)]
        for out, s in _V1:
            o = int(out * width)
            layers += [ConvBN(c, c, 3, s, groups=c), ConvBN(c, o, 1)]
            c = o
        self.features = nn.Sequential(*layers)
        self.head = Classifier(c, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.features(x))


# -- MBConv networks: MobileNetV2, MCUNet-style, ProxylessNAS-style ---------------------------


class MBConv(nn.Module):
    """Inverted residual: 1x1 expand (skipped at ratio 1), k x k depthwise, 1x1 linear project."""

    def __init__(self, cin: int, cout: int, k: int, stride: int, expand: int):
        super().__init__()
        mid = cin * expand
        layers: list[nn.Module] = [] if expand == 1 else [ConvBN(cin, mid, 1, act="relu6")]
        layers += [ConvBN(mid, mid, k, stride, groups=mid, act="relu6"), ConvBN(mid, cout, 1, act=None)]
        self.body = nn.Sequential(*layers)
        self.residual = stride == 1 and cin == cout

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.body(x)
        return x + y if self.residual else y


# (channels, [(kernel, expand), ...] one per block, first block's stride)
Stage = tuple[int, list[tuple[int, int]], int]


class MBNet(nn.Module):
    """Stem conv, MBConv stages, optional 1x1 head conv, classifier."""

    def __init__(self, stem: int, stages: list[Stage], head: int | None, classes: int, width: float = 1.0):
        super().__init__()
        c = _div(stem * width)
        layers: list[nn.Module] = [ConvBN(3, c, 3, 2, act="relu6")]
        for channels, blocks, stride in stages:
            o = _div(channels * width)
            for i, (k, e) in enumerate(blocks):
                layers.append(MBConv(c, o, k, stride if i == 0 else 1, e))
                c = o
        if head:
            layers.append(ConvBN(c, head, 1, act="relu6"))
            c = head
        self.features = nn.Sequential(*layers)
        self.head = Classifier(c, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.features(x))


def _uniform(t: int, c: int, n: int, s: int) -> Stage:
    return (c, [(3, t)] * n, s)


# Sandler et al. Table 2: (t, c, n, s)
_V2 = [
    _uniform(*row)
    for row in [
        (1, 16, 1, 1),
        (6, 24, 2, 2),
        (6, 32, 3, 2),
        (6, 64, 4, 2),
        (6, 96, 3, 1),
        (6, 160, 3, 2),
        (6, 320, 1, 1),
    ]
]

# ProxylessNAS-Mobile's searched layout (Cai et al. 2019, Fig. 4), zero (skip) blocks dropped.
_PROXYLESS = [
    (16, [(3, 1)], 1),
    (32, [(5, 3), (3, 3)], 2),
    (40, [(7, 3), (3, 3), (5, 3), (5, 3)], 2),
    (80, [(7, 6), (5, 3), (5, 3), (5, 3)], 2),
    (96, [(5, 6), (5, 3), (5, 3), (5, 3)], 1),
    (192, [(7, 6), (7, 6), (7, 3), (7, 3)], 2),
    (320, [(7, 6)], 1),
]

# MCUNet-style ImageNet backbone: narrow early stages with large kernels and low expansion
# where activations are big, wider and deeper later (the TinyNAS pattern of Lin et al. 2020).
_MCUNET_IN = [
    (8, [(3, 1)], 1),
    (16, [(7, 3), (3, 4)], 2),
    (24, [(7, 5), (5, 4), (5, 4)], 2),
    (40, [(7, 5), (5, 4), (5, 5)], 2),
    (48, [(5, 5), (5, 4), (5, 4)], 1),
    (96, [(5, 6), (7, 5), (3, 4)], 2),
    (160, [(3, 6)], 1),
]
# MCUNet-style visual wake words backbone: shallower and narrower, 2 classes.
_MCUNET_VWW = [
    (8, [(3, 1)], 1),
    (16, [(7, 3), (3, 3)], 2),
    (24, [(7, 4), (5, 3)], 2),
    (40, [(5, 4), (5, 3), (3, 4)], 2),
    (48, [(5, 4), (3, 3)], 1),
    (96, [(5, 5), (7, 4)], 2),
    (160, [(3, 6)], 1),
]
# MCUNet-style keyword spotting on 49x10 MFCC: one input channel, stride-1 stages.
_MCUNET_KWS = [
    (16, [(3, 1)], 1),
    (24, [(5, 3), (3, 3)], 2),
    (32, [(7, 4), (5, 3), (3, 3)], 1),
    (48, [(5, 4), (3, 3)], 2),
    (64, [(3, 4)], 1),
]


# -- ResNet-8 (MLPerf Tiny image classification) ---------------------------------------------


class BasicBlock(nn.Module):
    def __init__(self, cin: int, cout: int, stride: int):
        super().__init__()
        self.body = nn.Sequential(ConvBN(cin, cout, 3, stride), ConvBN(cout, cout, 3, act=None))
        self.short = None if stride == 1 and cin == cout else nn.Conv2d(cin, cout, 1, stride)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.body(x) + (x if self.short is None else self.short(x)))


class ResNet8(nn.Module):
    """MLPerf Tiny's ResNet-8: 16-channel stem, three basic blocks (16, 32, 64), pool, dense 10."""

    def __init__(self, classes: int = 10):
        super().__init__()
        self.features = nn.Sequential(
            ConvBN(3, 16, 3), BasicBlock(16, 16, 1), BasicBlock(16, 32, 2), BasicBlock(32, 64, 2)
        )
        self.head = Classifier(64, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.features(x))


# -- DS-CNN (keyword spotting) ----------------------------------------------------------------


class DSCNN(nn.Module):
    """Conv (10x4) then depthwise-separable blocks, pool, dense: input 1x1x49x10 MFCC."""

    def __init__(self, channels: int = 64, blocks: int = 4, stride: tuple[int, int] = (2, 2), classes: int = 12):
        super().__init__()
        # padding (5, 1): 25x5 after the first conv at stride (2, 2), as TF's "same" gives
        # MLPerf Tiny's model (25x9 at stride (2, 1), where "same" gives 25x10).
        layers: list[nn.Module] = [ConvBN(1, channels, (10, 4), stride, padding=(5, 1))]
        for _ in range(blocks):
            layers += [ConvBN(channels, channels, 3, groups=channels), ConvBN(channels, channels, 1)]
        self.features = nn.Sequential(*layers)
        self.head = Classifier(channels, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.features(x))


class MCUNetKWS(nn.Module):
    """MCUNet-style keyword spotting: the MBConv stack on a one-channel MFCC map."""

    def __init__(self, classes: int = 12):
        super().__init__()
        self.net = MBNet(16, _MCUNET_KWS, None, classes)
        self.net.features[0] = ConvBN(1, 16, 3, 1, act="relu6")  # one MFCC channel, keep 49x10

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.net(x)


# -- Dense autoencoder (MLPerf Tiny anomaly detection) ---------------------------------------


class AutoEncoder(nn.Module):
    """640 -> 4 x (128, BN, ReLU) -> 8 -> 4 x (128, BN, ReLU) -> 640."""

    def __init__(self, features: int = 640, hidden: int = 128, code: int = 8):
        super().__init__()
        sizes = [features] + [hidden] * 4 + [code] + [hidden] * 4
        layers: list[nn.Module] = []
        for a, b in zip(sizes, sizes[1:]):
            layers += [nn.Linear(a, b), nn.BatchNorm1d(b), nn.ReLU(inplace=True)]
        layers.append(nn.Linear(hidden, features))
        self.net = nn.Sequential(*layers)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.net(x)


# -- the registry of builders ------------------------------------------------------------------

# name -> (constructor, input shape)
_BUILDERS: dict[str, tuple[Callable[[], nn.Module], tuple[int, ...]]] = {
    "mcu_ad_autoencoder": (AutoEncoder, (1, 640)),
    "mcu_kws_ds_cnn": (lambda: DSCNN(64, 4, (2, 2)), (1, 1, 49, 10)),
    "mcu_kws_ds_cnn_m": (lambda: DSCNN(172, 4, (2, 1)), (1, 1, 49, 10)),
    "mcu_ic_resnet8": (ResNet8, (1, 3, 32, 32)),
    "mcu_vww_mobilenet_v1": (lambda: MobileNetV1(0.25, 2), (1, 3, 96, 96)),
    "mcu_mobilenet_v1_025_128": (lambda: MobileNetV1(0.25, 1000), (1, 3, 128, 128)),
    "mcu_mobilenet_v2_035_96": (lambda: MBNet(32, _V2, 1280, 1000, 0.35), (1, 3, 96, 96)),
    "mcu_mobilenet_v2_035_144": (lambda: MBNet(32, _V2, 1280, 1000, 0.35), (1, 3, 144, 144)),
    "mcu_mcunet_vww": (lambda: MBNet(16, _MCUNET_VWW, None, 2), (1, 3, 80, 80)),
    "mcu_mcunet_in": (lambda: MBNet(16, _MCUNET_IN, None, 1000), (1, 3, 160, 160)),
    "mcu_mcunet_kws": (MCUNetKWS, (1, 1, 49, 10)),
    "mcu_proxyless_035_96": (lambda: MBNet(32, _PROXYLESS, 1280, 1000, 0.35), (1, 3, 96, 96)),
    "mcu_proxyless_035_144": (lambda: MBNet(32, _PROXYLESS, 1280, 1000, 0.35), (1, 3, 144, 144)),
}

MODELS: tuple[str, ...] = tuple(_BUILDERS)
INPUTS: dict[str, tuple[int, ...]] = {name: shape for name, (_, shape) in _BUILDERS.items()}


def fold_batch_norm(model: nn.Module) -> nn.Module:
    """Fold every eval-mode batch norm into the conv / linear layer just before it (in place)."""
    for seq in [m for m in model.modules() if isinstance(m, nn.Sequential)]:
        for i in range(len(seq) - 1):
            a, b = seq[i], seq[i + 1]
            if isinstance(a, nn.Conv2d) and isinstance(b, nn.BatchNorm2d):
                seq[i], seq[i + 1] = fuse_conv_bn_eval(a, b), nn.Identity()
            elif isinstance(a, nn.Linear) and isinstance(b, nn.BatchNorm1d):
                seq[i], seq[i + 1] = fuse_linear_bn_eval(a, b), nn.Identity()
    left = [type(m).__name__ for m in model.modules() if isinstance(m, nn.modules.batchnorm._BatchNorm)]
    if left:  # every model here puts batch norm right after its conv / linear
        raise FormalError(f"batch norm left unfolded: {left}")
    return model


def build(name: str) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    """The model ``name`` (eval mode, seeded random weights) and its example input."""
    if name not in _BUILDERS:
        raise FormalError(f"unknown microcontroller model {name!r} (one of {', '.join(MODELS)})")
    make, shape = _BUILDERS[name]
    torch.manual_seed(SEED)
    model = fold_batch_norm(make().eval())
    x = torch.randn(shape, generator=torch.Generator().manual_seed(SEED))
    return model, (x,)


def _spec(name: str) -> Callable[[], tuple[nn.Module, tuple[torch.Tensor, ...]]]:
    def spec() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
        return build(name)

    spec.__name__ = spec.__qualname__ = name
    spec.__doc__ = f"Capture spec: {name}, input {'x'.join(map(str, INPUTS[name]))}."
    return spec


# One module-level spec function per model, so that ``formal.studies.corpus.mcu:<name>`` resolves.
for _name in MODELS:
    globals()[_name] = _spec(_name)
del _name
