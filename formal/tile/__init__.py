"""Patch-based inference (MCUNetV2, Lin et al., NeurIPS 2021): tile a model's local first stage
so that only one patch's intermediates are live; ``formal tile``."""
