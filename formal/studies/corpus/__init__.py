"""The real-model corpus: registry of configurations, model builders, ``formal corpus build``.

``registry`` names every configuration (model x mode) and the capture spec that builds it;
``models`` builds the models (torchvision, Hugging Face transformers from configs, a U-Net)
with fixed seeds and no downloads; ``mcu`` the microcontroller-class models; ``build``
captures and certifies them; ``cli`` holds the handlers of ``formal corpus list|build``.
``formal bench corpus`` (:mod:`formal.studies.corpus_bench`) times a rebuild. docs/corpus.md
lists the grid and what was measured.
"""
