"""The corpus grid: one :class:`CorpusConfig` per (model, mode), importable without torch.

Each configuration names a capture SPEC (``formal.corpus.models:<model>``) that
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

from formal.errors import FormalError

MODULE = "formal.corpus.models"
PACKAGES = {"torchvision": "torchvision==0.29.1 (matching torch 2.14.1)",
            "huggingface": "transformers", "unet": None}
IMPORTS = {"torchvision": "torchvision", "huggingface": "transformers", "unet": None}


@dataclass(frozen=True)
class CorpusConfig:
    """One corpus program family member: a model captured in one mode."""

    name: str            # "<model>.infer" or "<model>.train"
    model: str           # the spec function's name, also the traces' base name
    mode: str            # "inference" | "train"
    family: str          # "torchvision" | "huggingface" | "unet"
    input: str           # what the model is fed, e.g. "1x3x64x64 image"
    notes: str = ""
    cost: int = 60       # estimated capture seconds, only for ordering the build
    spec: str = field(init=False)
    trace_names: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "spec", f"{MODULE}:{self.model}")
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
    ("deeplabv3_resnet50", "torchvision", "1x3x512x512", 150, None,
     "the seed paper's 10.0% case: dilated ResNet-50 + ASPP at 512x512"),
    ("bert", "huggingface", "1x128 token ids", 40, 100,
     "BertModel, 4 layers, hidden 256, 4 heads (the released BERT-mini shape), eager attention"),
    ("gpt2", "huggingface", "1x128 token ids", 45, 110,
     "GPT2LMHeadModel, 4 layers, hidden 256, 4 heads, vocab 50257, eager attention, no cache"),
    ("t5", "huggingface", "1x64 encoder + 1x32 decoder ids", 70, None,
     "T5ForConditionalGeneration with the t5-small shape (6+6 layers, d_model 512), no cache"),
    ("bart", "huggingface", "1x64 encoder + 1x32 decoder ids", 70, None,
     "BartForConditionalGeneration, 3+3 layers, d_model 256, eager attention, no cache"),
    ("unet2d", "unet", "1x3x64x64", 40, 100,
     "U-Net (Ronneberger et al. 2015) at real width: 64..1024 channels, 4 levels, 31M parameters"),
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
            raise FormalError(f"unknown corpus configuration(s): {', '.join(unknown)} "
                              f"(see 'formal corpus list'; names look like resnet18.infer or resnet18.train)")
    position = {name: i for i, name in enumerate(CONFIGS)}
    return sorted(chosen, key=lambda c: (c.cost, position[c.name]))


def trace_to_config() -> dict[str, CorpusConfig]:
    """Map every trace base name the corpus writes to its configuration."""
    return {t: c for c in CONFIGS.values() for t in c.trace_names}
