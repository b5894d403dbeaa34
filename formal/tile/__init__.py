"""Patch-based inference (MCUNetV2, Lin et al., NeurIPS 2021): tile a model's local first stage
so that only one patch's intermediates are live (a lever).

:mod:`~formal.tile.region` (receptive fields), :mod:`~formal.tile.build` (the tiled model). The
pipeline that captures, certifies and replays it is :mod:`formal.pipelines.tile` (``formal tile``).
"""
