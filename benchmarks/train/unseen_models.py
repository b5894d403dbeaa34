"""Two training models for `formal train-plan --sweep` that formal's tests never build: a Llama-style
decoder (transformers' ``LlamaForCausalLM``: RMSNorm, rotary positions, SwiGLU, an untied LM head) and
torchvision's MobileNetV3-Small (depthwise convolutions, squeeze-and-excitation, hardswish).

Both need torchvision / transformers, the study's environment (torch 2.14.1 + torchvision 0.29.1 +
transformers):

``PYTHONPATH=benchmarks/train formal train-plan unseen_models:llama_s128b8l4 --sweep 0.9:0.4:0.1 -o DIR``

(results/train/sweeps/README.md lists the runs and their checkpoint blocks).
"""

import torch

from formal.studies.train_models import CausalLMLoss  # the next-token loss inside the step, as GPT-2's

SEED = 0


def llama_s128b8l4():
    """A Llama-style decoder: hidden 512, 8 heads (2 key-value heads), SwiGLU 1376, 4 layers, vocabulary
    8192, sequence 128, batch 8; eager attention so that the step is one graph on CPU. Checkpoint blocks:
    ``inner.model.layers.0`` .. ``inner.model.layers.3``."""
    import transformers

    config = transformers.LlamaConfig(
        vocab_size=8192,
        hidden_size=512,
        intermediate_size=1376,
        num_hidden_layers=4,
        num_attention_heads=8,
        num_key_value_heads=2,
        max_position_embeddings=128,
        tie_word_embeddings=False,
        use_cache=False,
        attn_implementation="eager",
    )
    torch.manual_seed(SEED)
    model = CausalLMLoss(transformers.LlamaForCausalLM(config))
    ids = torch.randint(0, config.vocab_size, (8, 128), generator=torch.Generator().manual_seed(SEED))
    return model, (ids,)


def mobilenet_v3_small_160b32():
    """torchvision's MobileNetV3-Small, 1000 classes, 160x160 batch 32, loss the sum of the logits (the capture
    default). Checkpoint blocks: ``features.1`` .. ``features.11`` (the inverted-residual blocks)."""
    import torchvision

    torch.manual_seed(SEED)
    model = torchvision.models.mobilenet_v3_small(weights=None)
    return model, (torch.randn(32, 3, 160, 160, generator=torch.Generator().manual_seed(SEED)),)
