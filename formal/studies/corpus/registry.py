"""The corpus grid: one :class:`CorpusConfig` per (model, mode), importable without torch.

Each configuration names a capture SPEC (``formal.studies.corpus.models:<model>``; the ``mcu``
family's are ``formal.studies.corpus.mcu:<model>``, docs/mcu.md) that
``formal capture`` / :func:`formal.capture.capture.capture` accepts. Capture names its
traces after the spec's function: ``<model>.infer`` in inference mode, ``<model>.fwd`` and
``<model>.bwd`` in train mode; ``proofs/<trace>.proof.yaml`` certifies
``traces/<trace>.trace.yaml``.

``cost`` is a rough rank of capture cost (seconds, estimated before the first build; the
measured times, taken under load, are in docs/corpus.md) so that ``formal corpus build``
runs cheap configurations first.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from formal.base.errors import FormalError

MODULE = "formal.studies.corpus.models"
# Families whose builders live in another module (torch only): the microcontroller study's.
MODULES = {"mcu": "formal.studies.corpus.mcu", "deep": "formal.studies.corpus.deep"}
PACKAGES = {
    "torchvision": "torchvision==0.29.1 (matching torch 2.14.1)",
    "huggingface": "transformers",
    "unet": None,
    "mcu": None,
}
IMPORTS = {"torchvision": "torchvision", "huggingface": "transformers", "unet": None, "mcu": None, "deep": None}


@dataclass(frozen=True)
class CorpusConfig:
    """One corpus program family member: a model captured in one mode."""

    name: str  # "<model>.infer" or "<model>.train"
    model: str  # the spec function's name, also the traces' base name
    mode: str  # "inference" | "train"
    family: str  # "torchvision" | "huggingface" | "unet" | "mcu" | "deep"
    input: str  # what the model is fed, e.g. "1x3x64x64 image"
    notes: str = ""
    cost: int = 60  # estimated capture seconds, only for ordering the build
    spec: str = field(init=False)
    trace_names: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "spec", f"{MODULES.get(self.family, MODULE)}:{self.model}")
        parts = ("infer",) if self.mode == "inference" else ("fwd", "bwd")
        object.__setattr__(self, "trace_names", tuple(f"{self.model}.{p}" for p in parts))

    @property
    def requires(self) -> str | None:
        """The Python package the model builder imports (None: torch only)."""
        return IMPORTS[self.family]


# (model, family, input, inference cost, train cost or None, notes)
_GRID: list[tuple[str, str, str, int, int | None, str]] = [
    ("squeezenet1_1", "torchvision", "1x3x64x64", 20, 45, "fire modules: two parallel expand convs concatenated"),
    ("shufflenet_v2_x1_0", "torchvision", "1x3x64x64", 40, 90, "channel split/shuffle branches"),
    ("mobilenet_v2", "torchvision", "1x3x64x64", 35, 80, "inverted residuals"),
    ("mobilenet_v3_small", "torchvision", "1x3x64x64", 35, 80, "squeeze-excitation, hardswish"),
    ("mobilenet_v3_large", "torchvision", "1x3x64x64", 45, None, "squeeze-excitation, hardswish"),
    ("resnet18", "torchvision", "1x3x64x64", 25, 70, "basic residual blocks"),
    ("resnet50", "torchvision", "1x3x64x64", 50, None, "bottleneck residual blocks"),
    ("efficientnet_b0", "torchvision", "1x3x64x64", 55, 130, "MBConv with squeeze-excitation"),
    ("googlenet", "torchvision", "1x3x64x64", 45, 110, "inception modules (aux_logits=False)"),
    ("densenet121", "torchvision", "1x3x64x64", 90, None, "dense blocks: every layer concatenates all earlier"),
    ("convnext_tiny", "torchvision", "1x3x64x64", 60, None, "depthwise 7x7, layer norm, layer scale"),
    ("vit_b_16", "torchvision", "1x3x224x224", 90, None, "ViT-B/16 at its nominal 224x224 (197 tokens)"),
    ("fcn_resnet50", "torchvision", "1x3x128x128", 70, None, "dilated ResNet-50 backbone, FCN head"),
    (
        "deeplabv3_resnet50",
        "torchvision",
        "1x3x512x512",
        150,
        None,
        "the seed paper's 10.0% case: dilated ResNet-50 + ASPP at 512x512",
    ),
    (
        "bert",
        "huggingface",
        "1x128 token ids",
        40,
        100,
        "BertModel, 4 layers, hidden 256, 4 heads (the released BERT-mini shape), eager attention",
    ),
    (
        "gpt2",
        "huggingface",
        "1x128 token ids",
        45,
        110,
        "GPT2LMHeadModel, 4 layers, hidden 256, 4 heads, vocab 50257, eager attention, no cache",
    ),
    (
        "t5",
        "huggingface",
        "1x64 encoder + 1x32 decoder ids",
        70,
        None,
        "T5ForConditionalGeneration with the t5-small shape (6+6 layers, d_model 512), no cache",
    ),
    (
        "bart",
        "huggingface",
        "1x64 encoder + 1x32 decoder ids",
        70,
        None,
        "BartForConditionalGeneration, 3+3 layers, d_model 256, eager attention, no cache",
    ),
    (
        "unet2d",
        "unet",
        "1x3x64x64",
        40,
        100,
        "U-Net (Ronneberger et al. 2015) at real width: 64..1024 channels, 4 levels, 31M parameters",
    ),
    # The microcontroller study (docs/mcu.md): formal.studies.corpus.mcu, pure torch, inference only.
    (
        "mcu_ad_autoencoder",
        "mcu",
        "1x640",
        15,
        None,
        "MLPerf Tiny anomaly detection: dense autoencoder 640-128x4-8-128x4-640",
    ),
    (
        "mcu_kws_ds_cnn",
        "mcu",
        "1x1x49x10 MFCC",
        15,
        None,
        "MLPerf Tiny keyword spotting: DS-CNN, 64 channels, 4 blocks",
    ),
    ("mcu_kws_ds_cnn_m", "mcu", "1x1x49x10 MFCC", 16, None, "DS-CNN-M (Hello Edge): 172 channels, first stride (2, 1)"),
    ("mcu_ic_resnet8", "mcu", "1x3x32x32", 16, None, "MLPerf Tiny image classification: ResNet-8 on CIFAR-10"),
    (
        "mcu_vww_mobilenet_v1",
        "mcu",
        "1x3x96x96",
        25,
        None,
        "MLPerf Tiny visual wake words: MobileNetV1 0.25, 2 classes",
    ),
    ("mcu_mobilenet_v1_025_128", "mcu", "1x3x128x128", 26, None, "MobileNetV1 width 0.25, 1000 classes"),
    ("mcu_mcunet_kws", "mcu", "1x1x49x10 MFCC", 27, None, "MCUNet-style MBConv stack for keyword spotting (our code)"),
    (
        "mcu_mcunet_vww",
        "mcu",
        "1x3x80x80",
        30,
        None,
        "MCUNet-style MBConv stack, mixed kernels 3/5/7, 2 classes (our code)",
    ),
    (
        "mcu_mcunet_in",
        "mcu",
        "1x3x160x160",
        32,
        None,
        "MCUNet-style MBConv stack, mixed kernels 3/5/7, 1000 classes (our code)",
    ),
    ("mcu_mobilenet_v2_035_96", "mcu", "1x3x96x96", 33, None, "MobileNetV2 width 0.35"),
    ("mcu_mobilenet_v2_035_144", "mcu", "1x3x144x144", 34, None, "MobileNetV2 width 0.35"),
    ("mcu_proxyless_035_96", "mcu", "1x3x96x96", 36, None, "ProxylessNAS-Mobile-style, width 0.35 (our code)"),
    ("mcu_proxyless_035_144", "mcu", "1x3x144x144", 37, None, "ProxylessNAS-Mobile-style, width 0.35 (our code)"),
    # Realistic sizes (docs/realistic.md): the same builders at the sizes people run; the name
    # carries the size. Costs above every 64x64 entry so that a full build runs them last.
    (
        "gpt2_124m_s256b1",
        "huggingface",
        "1x256 token ids",
        200,
        400,
        "realistic size: GPT2LMHeadModel, the released 124M shape (12 layers, hidden 768), sequence 256",
    ),
    (
        "bert_base_s128b8",
        "huggingface",
        "8x128 token ids",
        210,
        420,
        "realistic size: BertModel, BERT-base shape (12 layers, hidden 768, 12 heads), batch 8",
    ),
    ("convnext_tiny_224b8", "torchvision", "8x3x224x224", 220, None, "realistic size: ConvNeXt-T at 224, batch 8"),
    ("resnet50_224b8", "torchvision", "8x3x224x224", 230, 460, "realistic size: ResNet-50 at 224, batch 8"),
    ("vit_b_16_224b8", "torchvision", "8x3x224x224", 240, None, "realistic size: ViT-B/16 at 224, batch 8"),
    ("unet2d_256b1", "unet", "1x3x256x256", 250, 500, "realistic size: the corpus U-Net (31M parameters) at 256"),
    ("fcn_resnet50_512b1", "torchvision", "1x3x512x512", 260, None, "realistic size: FCN-ResNet50 at 512"),
    (
        "deeplabv3_resnet50_512b2",
        "torchvision",
        "2x3x512x512",
        280,
        None,
        "realistic size: DeepLabV3-ResNet50 at the paper's 512, batch 2",
    ),
    (
        "deeplabv3_resnet50_512b4",
        "torchvision",
        "4x3x512x512",
        290,
        None,
        "realistic size: DeepLabV3-ResNet50 at the paper's 512, batch 4",
    ),
    (
        "bert_base_s512b8",
        "huggingface",
        "8x512 token ids",
        300,
        None,
        "realistic size: BERT-base at sequence 512, batch 8",
    ),
    (
        "gpt2_124m_s1024b1",
        "huggingface",
        "1x1024 token ids",
        320,
        None,
        "realistic size: GPT-2 124M at its full context 1024",
    ),
    # Production depth at toy width (formal.studies.corpus.deep, docs/scale.md "Deep real programs").
    ("deep_decoder_d32", "deep", "2x32 token ids", 90, 240, "deep: GPT-style decoder, 32 blocks of width 32"),
    ("deep_decoder_d64", "deep", "2x32 token ids", 150, 480, "deep: GPT-style decoder, 64 blocks of width 32"),
    ("deep_decoder_d96", "deep", "2x32 token ids", 210, 720, "deep: GPT-style decoder, 96 blocks of width 32"),
    ("deep_decoder_d128", "deep", "2x32 token ids", 270, 960, "deep: GPT-style decoder, 128 blocks of width 32"),
    ("deep_decoder_d300", "deep", "2x32 token ids", 600, 2400, "deep: GPT-style decoder, 300 blocks of width 32"),
    ("deep_resnet_b102", "deep", "1x3x32x32", 150, 400, "deep: CIFAR-style ResNet, 102 basic blocks, widths 8-32"),
    ("deep_unet_l5", "deep", "1x3x64x64", 60, 150, "deep: U-Net, 5 levels of 3 conv layers a side, widths 8-128"),
]


def _build() -> dict[str, CorpusConfig]:
    configs: dict[str, CorpusConfig] = {}
    for model, family, shape, infer_cost, train_cost, notes in _GRID:
        configs[f"{model}.infer"] = CorpusConfig(f"{model}.infer", model, "inference", family, shape, notes, infer_cost)
        if train_cost is not None:
            configs[f"{model}.train"] = CorpusConfig(f"{model}.train", model, "train", family, shape, notes, train_cost)
    return configs


CONFIGS: dict[str, CorpusConfig] = _build()


def select(names: list[str] | None) -> list[CorpusConfig]:
    """The configurations named (a config name, or a model name for all its modes); all if None.

    Returns them cheapest first (registry order breaks ties); unknown names are one error.
    """
    if not names:
        chosen = list(CONFIGS.values())
    else:
        chosen, unknown = [], []
        for name in names:
            matches = [CONFIGS[name]] if name in CONFIGS else [c for c in CONFIGS.values() if c.model == name]
            if not matches:
                unknown.append(name)
            chosen.extend(c for c in matches if c not in chosen)
        if unknown:
            raise FormalError(
                f"unknown corpus configuration(s): {', '.join(unknown)} "
                f"(see 'formal corpus list'; names look like resnet18.infer or resnet18.train)"
            )
    position = {name: i for i, name in enumerate(CONFIGS)}
    return sorted(chosen, key=lambda c: (c.cost, position[c.name]))


def trace_to_config() -> dict[str, CorpusConfig]:
    """Map every trace base name the corpus writes to its configuration."""
    return {t: c for c in CONFIGS.values() for t in c.trace_names}
