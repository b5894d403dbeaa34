"""Invariant bit packing (IBP) and the compress-at-rest memory lever.

* :mod:`formal.compress.ibp`: the lossless codec (strict and thresholded modes);
* :mod:`formal.studies.ibp_bench`: ``formal bench ibp`` / ``formal ibp bench``: ratios and
  GB/s against byte-shuffle + zstd, zipnn and memcpy on real tensors;
* :mod:`formal.pipelines.compress`: pack long-lived storages between their uses, replay
  with a measurement guard (``formal compress TRACE``).

See docs/ibp.md.
"""
