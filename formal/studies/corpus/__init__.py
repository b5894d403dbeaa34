"""The real-model corpus: registry of configurations, model builders, ``formal corpus build``.

``registry`` names every configuration (model x mode) and the capture spec that builds it;
``models`` builds the models (torchvision, Hugging Face transformers from configs, a U-Net)
with fixed seeds and no downloads; ``build`` captures and certifies them; ``commands`` is
the CLI; ``bench`` times a rebuild. docs/corpus.md lists the grid and what was measured.
"""
