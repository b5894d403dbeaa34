"""Small microcontroller-class CNNs for developing and testing ``formal tile``.

MobileNetV2-style (inverted residuals, ReLU6) and MobileNetV1-style (depthwise separable)
networks at microcontroller sizes, a tiny residual net for the exactness tests, built from
code with fixed seeds. Each ``*_spec`` function follows the ``formal capture`` SPEC contract:
it returns ``(model, (input,))`` with the model in eval mode.
"""

from __future__ import annotations

import torch
from torch import nn


def _make_div(v: float, d: int = 8) -> int:
    return max(d, int(v + d / 2) // d * d)


def conv_bn(cin: int, cout: int, k: int, s: int, groups: int = 1, act: bool = True) -> nn.Sequential:
    layers: list[nn.Module] = [nn.Conv2d(cin, cout, k, s, k // 2, groups=groups, bias=False), nn.BatchNorm2d(cout)]
    if act:
        layers.append(nn.ReLU6(inplace=True))
    return nn.Sequential(*layers)


class InvertedResidual(nn.Module):
    def __init__(self, cin: int, cout: int, stride: int, expand: int):
        super().__init__()
        hidden = cin * expand
        layers = [] if expand == 1 else [conv_bn(cin, hidden, 1, 1)]
        layers += [conv_bn(hidden, hidden, 3, stride, groups=hidden), conv_bn(hidden, cout, 1, 1, act=False)]
        self.conv = nn.Sequential(*layers)
        self.residual = stride == 1 and cin == cout

    def forward(self, x):
        return x + self.conv(x) if self.residual else self.conv(x)


class MobileNetV2(nn.Module):
    CONFIG = [(1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2), (6, 96, 3, 1), (6, 160, 3, 2), (6, 320, 1, 1)]

    def __init__(self, width: float = 0.35, classes: int = 1000, blocks: int | None = None):
        super().__init__()
        cin = _make_div(32 * width)
        layers: list[nn.Module] = [conv_bn(3, cin, 3, 2)]
        channels = [cin]
        for t, c, n, s in self.CONFIG:
            cout = _make_div(c * width)
            for i in range(n):
                layers.append(InvertedResidual(cin, cout, s if i == 0 else 1, t))
                cin = cout
                channels.append(cin)
        last = max(1280, _make_div(1280 * width))
        layers.append(conv_bn(cin, last, 1, 1))
        channels.append(last)
        blocks = len(layers) if blocks is None else blocks
        self.features = nn.Sequential(*layers[:blocks])
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Linear(channels[blocks - 1], classes)

    def forward(self, x):
        return self.classifier(torch.flatten(self.pool(self.features(x)), 1))


class MobileNetV1(nn.Module):
    CONFIG = [(64, 1), (128, 2), (128, 1), (256, 2), (256, 1), (512, 2)] + [(512, 1)] * 5 + [(1024, 2), (1024, 1)]

    def __init__(self, width: float = 0.25, classes: int = 2):
        super().__init__()
        cin = int(32 * width)
        layers: list[nn.Module] = [conv_bn(3, cin, 3, 2)]
        for c, s in self.CONFIG:
            cout = int(c * width)
            layers += [conv_bn(cin, cin, 3, s, groups=cin), conv_bn(cin, cout, 1, 1)]
            cin = cout
        self.features = nn.Sequential(*layers)
        self.classifier = nn.Linear(cin, classes)

    def forward(self, x):
        return self.classifier(self.features(x).mean((2, 3)))


class TinyNet(nn.Module):
    """Stride, dilation, grouped conv, pools, a residual: the exactness tests' model."""

    def __init__(self, c: int = 4):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, stride=2, padding=1)
        self.bn = nn.BatchNorm2d(c)
        self.dil = nn.Conv2d(c, c, 3, padding=2, dilation=2, groups=2)
        self.pool = nn.MaxPool2d(3, 2, 1)
        self.avg = nn.AvgPool2d(3, 1, 1)
        self.wide = nn.Conv2d(c, 2 * c, (3, 5), padding=(1, 2))
        self.head = nn.Linear(2 * c, 3)

    def forward(self, x):
        x = torch.relu(self.bn(self.stem(x)))
        x = x + torch.nn.functional.relu6(self.dil(x))
        x = self.avg(self.pool(x))
        x = torch.sigmoid(self.wide(x)) * 2.0
        return self.head(x.mean((2, 3)))


def _eval(model: nn.Module) -> nn.Module:
    model.eval()
    for m in model.modules():  # non-trivial batch-norm statistics, so a wrong halo shows
        if isinstance(m, nn.BatchNorm2d):
            m.running_mean.uniform_(-0.5, 0.5)
            m.running_var.uniform_(0.5, 2.0)
    return model


def mobilenetv2_96():
    """MobileNetV2 width 0.35 at 96x96 (MCU class, 1000 classes)."""
    torch.manual_seed(0)
    return _eval(MobileNetV2(0.35)), (torch.randn(1, 3, 96, 96),)


def mobilenetv2_96_small():
    """The stem and the first four inverted-residual blocks of MobileNetV2 0.35 at 96x96 (fast)."""
    torch.manual_seed(0)
    return _eval(MobileNetV2(0.35, classes=10, blocks=5)), (torch.randn(1, 3, 96, 96),)


def mobilenetv1_vww():
    """MobileNetV1 width 0.25 at 96x96, 2 classes (the MLPerf Tiny visual wake words model)."""
    torch.manual_seed(0)
    return _eval(MobileNetV1(0.25, 2)), (torch.randn(1, 3, 96, 96),)


def tinynet():
    torch.manual_seed(0)
    return _eval(TinyNet()), (torch.randn(1, 3, 19, 23),)
