"""The training models of the training-step study (issue 14 item 6) and their checkpoint blocks.

Every builder returns ``(model, example_inputs)`` like any ``formal capture`` spec, so
``formal.studies.train_models:<name>`` is a spec; the loss is the capture default (the sum of the
outputs that require grad). The builders are ``formal.studies.corpus.models``' sized builders at sizes
whose training step compiles in minutes on a 2-core CPU; the names carry the size as there
(``<model>_<side or s<seq>>b<batch>``, plus ``l<layers>`` where the layer count is cut).

:data:`TRAIN_MODELS` maps each name to :class:`TrainModel`: the builder and the qualified
names of the top-level repeated blocks (ResNet stages, U-Net double convolutions, transformer
layers) that whole-block ``torch.utils.checkpoint`` wraps
(:func:`formal.pipelines.train_pytorch.checkpoint_blocks`).

torchvision and transformers are imported by the builders only, so this module imports
without them (a missing one is a one-line FormalError when a builder runs).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import torch
from torch import nn

from formal.base.errors import FormalError
from formal.studies.corpus import models as corpus

# Transformer sizes: hidden 768, 12 heads (BERT-base / GPT-2 124M widths); the layer counts
# are cut from 12 so one training-step compile stays within a couple of minutes on 2 cores
# (every layer is the same program: fewer copies scale the step down, they do not change its kind).
TRANSFORMER_LAYERS = 4
VIT_LAYERS = 12  # torchvision's vit_b_16 is built whole (its layer count is fixed)


def resnet18_128b8():
    return corpus._tv_sized("resnet18", 128, 8)


def resnet18_224b16():
    """ResNet-18 where the activations outweigh the parameters, their gradients and Inductor's
    channels-last weight copies (at 128x128 batch 8 those fixed 140 MB leave a saved-set plan
    little to move: PyTorch's budget 0 measures above its default)."""
    return corpus._tv_sized("resnet18", 224, 16)


def resnet50_128b8():
    return corpus._tv_sized("resnet50", 128, 8)


def resnet50_224b16():
    """ResNet-50 at batch 16: its 25.6 M parameters, their gradients and Inductor's channels-last
    weight copies hold about 300 MB whatever the batch; at 128x128 batch 8 they are three
    quarters of the step, here the saved activations outweigh them."""
    return corpus._tv_sized("resnet50", 224, 16)


def unet2d_128b2():
    return corpus.unet2d_sized(128, batch=2)  # the real widths, 64..1024 channels


def unet2d_256b4():
    """The U-Net at 256x256 batch 4: activations outweigh its 31 M parameters (not so at 128 b2)."""
    return corpus.unet2d_sized(256, batch=4)


def bert_base_s128b8l4():
    return corpus.bert_sized(8, 128, layers=TRANSFORMER_LAYERS)


def bert_base_s128b32l4():
    """BERT-base-sized at batch 32: the saved activations (about 1 GB) outweigh the parameters
    and their gradients (about 420 MB, which every plan holds at the end of the backward)."""
    return corpus.bert_sized(32, 128, layers=TRANSFORMER_LAYERS)


def gpt2_s256b2l4():
    return corpus.gpt2_sized(2, 256, layers=TRANSFORMER_LAYERS)


class CausalLMLoss(nn.Module):
    """A transformers causal language model trained as it is trained: the loss (next-token cross
    entropy of each next token) computed inside the model, so the step's output is the
    scalar loss, not the logits. Summing the logits instead would make the forward return them
    (vocabulary x tokens) and the backward take a tangent of that size: a step no one trains."""

    def __init__(self, inner: nn.Module):
        super().__init__()
        self.inner = inner

    def forward(self, ids):
        # The loss as transformers computes it for labels=ids, written out: its own loss path
        # logs through logging.Logger, which torch.compile cannot put in one graph.
        logits = self.inner(input_ids=ids, use_cache=False, return_dict=True).logits
        return nn.functional.cross_entropy(logits[:, :-1].reshape(-1, logits.shape[-1]), ids[:, 1:].reshape(-1))


def gpt2_lm_s128b8l4():
    """GPT-2-sized decoder (hidden 768, 12 heads, 4 layers) with its LM loss, sequence 128 batch 8.
    Dropout is off (probability 0) so that gradients compare bit for bit between compiles."""
    tf = corpus._hf()
    config = tf.GPT2Config(
        n_embd=768,
        n_layer=TRANSFORMER_LAYERS,
        n_head=12,
        n_positions=1024,
        use_cache=False,
        resid_pdrop=0.0,
        embd_pdrop=0.0,
        attn_pdrop=0.0,
        attn_implementation="eager",
    )
    torch.manual_seed(corpus.SEED)
    return CausalLMLoss(tf.GPT2LMHeadModel(config)), (corpus._ids_sized(config.vocab_size, 8, 128),)


def vit_b_16_128b8():
    return corpus._tv_sized("vit_b_16", 128, 8, image_size=128)


def vit_b_16_128b32l4():
    """ViT-B/16 widths (hidden 768, 12 heads, MLP 3072, patch 16) cut to 4 layers, 128x128 batch
    32: the saved activations outweigh the parameters and their gradients (at 12 layers batch 8
    those alone exceed 0.8 of the step's peak). torchvision's own VisionTransformer, dropout 0."""
    tv = corpus._need("torchvision", "torchvision==0.29.1 (the build matching torch 2.14.1)")
    torch.manual_seed(corpus.SEED)
    model = tv.models.vision_transformer.VisionTransformer(
        image_size=128, patch_size=16, num_layers=TRANSFORMER_LAYERS, num_heads=12, hidden_dim=768, mlp_dim=3072
    )
    return model, (torch.randn(32, 3, 128, 128),)


@dataclass(frozen=True)
class TrainModel:
    """One study model: its builder and the blocks whole-block checkpointing wraps."""

    build: Callable[[], tuple]
    blocks: tuple[str, ...]


def _numbered(prefix: str, count: int) -> tuple[str, ...]:
    return tuple(f"{prefix}.{i}" for i in range(count))


TRAIN_MODELS: dict[str, TrainModel] = {
    "resnet18_128b8": TrainModel(resnet18_128b8, ("layer1", "layer2", "layer3", "layer4")),
    "resnet18_224b16": TrainModel(resnet18_224b16, ("layer1", "layer2", "layer3", "layer4")),
    "resnet50_128b8": TrainModel(resnet50_128b8, ("layer1", "layer2", "layer3", "layer4")),
    "resnet50_224b16": TrainModel(resnet50_224b16, ("layer1", "layer2", "layer3", "layer4")),
    "unet2d_128b2": TrainModel(unet2d_128b2, ("inc",) + _numbered("down", 4) + _numbered("dec", 4)),
    "unet2d_256b4": TrainModel(unet2d_256b4, ("inc",) + _numbered("down", 4) + _numbered("dec", 4)),
    "bert_base_s128b8l4": TrainModel(bert_base_s128b8l4, _numbered("inner.encoder.layer", TRANSFORMER_LAYERS)),
    "bert_base_s128b32l4": TrainModel(bert_base_s128b32l4, _numbered("inner.encoder.layer", TRANSFORMER_LAYERS)),
    "gpt2_s256b2l4": TrainModel(gpt2_s256b2l4, _numbered("inner.transformer.h", TRANSFORMER_LAYERS)),
    "gpt2_lm_s128b8l4": TrainModel(gpt2_lm_s128b8l4, _numbered("inner.transformer.h", TRANSFORMER_LAYERS)),
    "vit_b_16_128b8": TrainModel(vit_b_16_128b8, tuple(f"encoder.layers.encoder_layer_{i}" for i in range(VIT_LAYERS))),
    "vit_b_16_128b32l4": TrainModel(
        vit_b_16_128b32l4, tuple(f"encoder.layers.encoder_layer_{i}" for i in range(TRANSFORMER_LAYERS))
    ),
}

# The study's rows (issue 14 item 6): the sizes where the saved activations, not the parameters,
# make the step's peak, plus ViT-B/16 whole at batch 8, where they do not (a proved
# infeasibility). The smaller sizes above stay as specs.
STUDY_MODELS: tuple[str, ...] = (
    "resnet18_224b16",
    "resnet50_224b16",
    "unet2d_256b4",
    "bert_base_s128b32l4",
    "gpt2_lm_s128b8l4",
    "vit_b_16_128b8",
    "vit_b_16_128b32l4",
)


def train_model(name: str) -> TrainModel:
    """The registered study model ``name``; an unknown name is a FormalError listing the known."""
    try:
        return TRAIN_MODELS[name]
    except KeyError:
        raise FormalError(f"unknown training model {name!r}; known: {', '.join(TRAIN_MODELS)}") from None
