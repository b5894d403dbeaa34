"""Model builders of the corpus: ``formal.studies.corpus.models:<name>`` capture specs.

Every function returns ``(model, example_inputs)`` like any ``formal capture`` spec. Weights
are random (``weights=None``; Hugging Face models are built from a config object, so
nothing is downloaded) with a fixed seed, so a capture is reproducible. torchvision and
transformers are imported inside the functions: a missing one is one clear error.

Hugging Face models are wrapped so that the compiled graph returns plain tensors (the
``ModelOutput`` dataclasses are not needed) and are configured for one graph: eager
attention and ``use_cache=False`` (no key/value cache objects).

The U-Net is Ronneberger, Fischer and Brox, "U-Net: Convolutional Networks for Biomedical
Image Segmentation" (MICCAI 2015) at its real widths (64..1024 channels), with padded
convolutions and batch norm as in common re-implementations.
"""

from __future__ import annotations

import importlib
from types import ModuleType

import torch
from torch import nn

from formal.base.errors import FormalError

SEED = 0
IMAGE = 64  # side of the square images fed to the classifiers


def _need(package: str, install: str) -> ModuleType:
    try:
        return importlib.import_module(package)
    except ImportError:
        raise FormalError(f"this corpus configuration needs {package}: pip install {install}") from None


def _image(side: int = IMAGE) -> torch.Tensor:
    return torch.randn(1, 3, side, side)


def _tv(name: str, side: int = IMAGE, **kwargs):
    tv = _need("torchvision", "torchvision==0.29.1 (the build matching torch 2.14.1)")
    torch.manual_seed(SEED)
    builder = getattr(tv.models, name, None) or getattr(tv.models.segmentation, name)
    model = builder(weights=None, **kwargs)
    return model, (_image(side),)


def squeezenet1_1():
    return _tv("squeezenet1_1")


def shufflenet_v2_x1_0():
    return _tv("shufflenet_v2_x1_0")


def mobilenet_v2():
    return _tv("mobilenet_v2")


def mobilenet_v3_small():
    return _tv("mobilenet_v3_small")


def mobilenet_v3_large():
    return _tv("mobilenet_v3_large")


def resnet18():
    return _tv("resnet18")


def resnet50():
    return _tv("resnet50")


def efficientnet_b0():
    return _tv("efficientnet_b0")


def googlenet():
    # aux_logits=False: the auxiliary heads only exist in training and return a namedtuple.
    return _tv("googlenet", aux_logits=False, init_weights=True)


def densenet121():
    return _tv("densenet121")


def convnext_tiny():
    return _tv("convnext_tiny")


def vit_b_16():
    return _tv("vit_b_16", side=224)


def fcn_resnet50():
    return _tv("fcn_resnet50", side=128, weights_backbone=None, aux_loss=False)


def deeplabv3_resnet50():
    return _tv("deeplabv3_resnet50", side=512, weights_backbone=None, aux_loss=False)


# -- Hugging Face transformers, built from configs ---------------------------------------


class _Outputs(nn.Module):
    """Call a transformers model with fixed keyword arguments and return chosen tensor fields."""

    def __init__(self, inner: nn.Module, fields: tuple[str, ...], **kwargs):
        super().__init__()
        self.inner, self.fields, self.kwargs = inner, fields, kwargs

    def forward(self, *ids: torch.Tensor):
        names = ("input_ids", "decoder_input_ids")[: len(ids)]
        out = self.inner(**dict(zip(names, ids)), **self.kwargs)
        return tuple(getattr(out, f) for f in self.fields)


def _hf():
    return _need("transformers", "transformers")


def _ids(vocab: int, length: int) -> torch.Tensor:
    return torch.randint(0, vocab, (1, length), generator=torch.Generator().manual_seed(SEED + length))


def bert():
    tf = _hf()
    config = tf.BertConfig(
        hidden_size=256, num_hidden_layers=4, num_attention_heads=4, intermediate_size=1024, attn_implementation="eager"
    )
    torch.manual_seed(SEED)
    model = _Outputs(tf.BertModel(config), ("last_hidden_state", "pooler_output"), return_dict=True)
    return model, (_ids(config.vocab_size, 128),)


def gpt2():
    tf = _hf()
    config = tf.GPT2Config(
        n_embd=256, n_layer=4, n_head=4, n_positions=1024, use_cache=False, attn_implementation="eager"
    )
    torch.manual_seed(SEED)
    model = _Outputs(tf.GPT2LMHeadModel(config), ("logits",), use_cache=False, return_dict=True)
    return model, (_ids(config.vocab_size, 128),)


def t5():
    tf = _hf()
    config = tf.T5Config(
        d_model=512,
        d_ff=2048,
        d_kv=64,
        num_layers=6,
        num_decoder_layers=6,
        num_heads=8,
        vocab_size=32128,
        use_cache=False,
        attn_implementation="eager",
    )
    torch.manual_seed(SEED)
    model = _Outputs(tf.T5ForConditionalGeneration(config), ("logits",), use_cache=False, return_dict=True)
    return model, (_ids(config.vocab_size, 64), _ids(config.vocab_size, 32))


def bart():
    tf = _hf()
    config = tf.BartConfig(
        d_model=256,
        encoder_layers=3,
        decoder_layers=3,
        encoder_attention_heads=4,
        decoder_attention_heads=4,
        encoder_ffn_dim=1024,
        decoder_ffn_dim=1024,
        use_cache=False,
        attn_implementation="eager",
    )
    torch.manual_seed(SEED)
    model = _Outputs(tf.BartForConditionalGeneration(config), ("logits",), use_cache=False, return_dict=True)
    return model, (_ids(config.vocab_size, 64), _ids(config.vocab_size, 32))


# -- U-Net -------------------------------------------------------------------------------


class _DoubleConv(nn.Sequential):
    def __init__(self, cin: int, cout: int):
        super().__init__(
            nn.Conv2d(cin, cout, 3, padding=1, bias=False),
            nn.BatchNorm2d(cout),
            nn.ReLU(inplace=True),
            nn.Conv2d(cout, cout, 3, padding=1, bias=False),
            nn.BatchNorm2d(cout),
            nn.ReLU(inplace=True),
        )


class UNet2d(nn.Module):
    """Four-level U-Net: contracting path 64-128-256-512-1024, expanding path with skip concatenation."""

    def __init__(self, in_channels: int = 3, classes: int = 2, width: int = 64):
        super().__init__()
        w = [width * 2**i for i in range(5)]
        self.inc = _DoubleConv(in_channels, w[0])
        self.down = nn.ModuleList(_DoubleConv(w[i], w[i + 1]) for i in range(4))
        self.up = nn.ModuleList(nn.ConvTranspose2d(w[i + 1], w[i], 2, stride=2) for i in reversed(range(4)))
        self.dec = nn.ModuleList(_DoubleConv(2 * w[i], w[i]) for i in reversed(range(4)))
        self.head = nn.Conv2d(w[0], classes, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        skips = [self.inc(x)]
        for block in self.down:
            skips.append(block(nn.functional.max_pool2d(skips[-1], 2)))
        x = skips.pop()
        for up, dec in zip(self.up, self.dec):
            x = dec(torch.cat([skips.pop(), up(x)], 1))
        return self.head(x)


def unet2d():
    torch.manual_seed(SEED)
    return UNet2d(), (_image(),)


# -- Realistic sizes (docs/realistic.md) -------------------------------------------------
# The same builders at the sizes people run: batch and image side or sequence length are
# parameters, the weights and seeds are built exactly as above. The names carry the size
# (``<model>_<side or s<seq>>b<batch>``) so their traces never collide with the 64x64 grid's.


def _tv_sized(name: str, side: int, batch: int, **kwargs):
    tv = _need("torchvision", "torchvision==0.29.1 (the build matching torch 2.14.1)")
    torch.manual_seed(SEED)
    builder = getattr(tv.models, name, None) or getattr(tv.models.segmentation, name)
    model = builder(weights=None, **kwargs)
    return model, (torch.randn(batch, 3, side, side),)


def _ids_sized(vocab: int, batch: int, length: int) -> torch.Tensor:
    return torch.randint(0, vocab, (batch, length), generator=torch.Generator().manual_seed(SEED + length))


def bert_sized(batch: int, seq: int, hidden: int = 768, layers: int = 12, heads: int = 12):
    """BertModel (BERT-base shape by default: 12 layers, hidden 768, 12 heads, FFN 4x) on batch x seq ids."""
    tf = _hf()
    config = tf.BertConfig(
        hidden_size=hidden,
        num_hidden_layers=layers,
        num_attention_heads=heads,
        intermediate_size=4 * hidden,
        attn_implementation="eager",
    )
    torch.manual_seed(SEED)
    model = _Outputs(tf.BertModel(config), ("last_hidden_state", "pooler_output"), return_dict=True)
    return model, (_ids_sized(config.vocab_size, batch, seq),)


def gpt2_sized(batch: int, seq: int, hidden: int = 768, layers: int = 12, heads: int = 12):
    """GPT2LMHeadModel (the released 124M shape by default: 12 layers, hidden 768, 12 heads) on batch x seq ids."""
    tf = _hf()
    config = tf.GPT2Config(
        n_embd=hidden, n_layer=layers, n_head=heads, n_positions=1024, use_cache=False, attn_implementation="eager"
    )
    torch.manual_seed(SEED)
    model = _Outputs(tf.GPT2LMHeadModel(config), ("logits",), use_cache=False, return_dict=True)
    return model, (_ids_sized(config.vocab_size, batch, seq),)


def unet2d_sized(side: int, batch: int = 1, width: int = 64):
    """The U-Net above at ``side`` x ``side`` (real width 64..1024 by default)."""
    torch.manual_seed(SEED)
    return UNet2d(width=width), (torch.randn(batch, 3, side, side),)


def resnet50_224b8():
    return _tv_sized("resnet50", 224, 8)


def convnext_tiny_224b8():
    return _tv_sized("convnext_tiny", 224, 8)


def vit_b_16_224b8():
    return _tv_sized("vit_b_16", 224, 8)


def fcn_resnet50_512b1():
    return _tv_sized("fcn_resnet50", 512, 1, weights_backbone=None, aux_loss=False)


def deeplabv3_resnet50_512b2():
    return _tv_sized("deeplabv3_resnet50", 512, 2, weights_backbone=None, aux_loss=False)


def deeplabv3_resnet50_512b4():
    return _tv_sized("deeplabv3_resnet50", 512, 4, weights_backbone=None, aux_loss=False)


def unet2d_256b1():
    return unet2d_sized(256)


def bert_base_s128b8():
    return bert_sized(8, 128)


def bert_base_s512b8():
    return bert_sized(8, 512)


def gpt2_124m_s256b1():
    return gpt2_sized(1, 256)


def gpt2_124m_s1024b1():
    return gpt2_sized(1, 1024)
