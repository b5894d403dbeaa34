"""Benchmarks, experiments and the real-model corpus: ``formal bench``, ``formal experiment``,
``formal corpus``. The top layer: nothing in the product imports it."""
