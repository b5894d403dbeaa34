"""Invariant bit packing (IBP): the lossless tensor codec behind the compress-at-rest lever.

* :mod:`formal.compress.ibp`: the codec (strict and thresholded modes);
* :mod:`formal.compress.ibp_kernel`: its hot passes compiled with numba;
* :mod:`formal.compress.runtime`: the codec calls a compressing program makes.

The lever itself (pack long-lived storages between their uses, replay with a measurement
guard, ``formal compress TRACE``) is :mod:`formal.pipelines.compress`; ``formal bench ibp``
(:mod:`formal.studies.ibp_bench`) measures the codec. See docs/ibp.md.
"""
