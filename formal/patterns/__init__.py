"""Structural memory patterns: where a graph rewrite can go below the certified ordering optimum.

Ordering alone cannot beat its certified optimum. The pattern catalog (see docs/patterns.md)
names four graph-level rewrites that can, each detected by mathematical structure on the
model's ATen graph (:mod:`formal.patterns.graph`), one detector per module:

* :mod:`formal.patterns.norm` — ``online_reducible_norm`` (two-pass mean/variance -> Welford);
* :mod:`formal.patterns.softmax` — ``streaming_weighted_reduction`` (softmax(QK^T)V -> online softmax);
* :mod:`formal.patterns.remat` — ``rematerializable_intermediate`` (recompute cheap chains);
* :mod:`formal.patterns.tile` — ``tile_compatible_compute`` (one operator sets the peak).

:mod:`formal.patterns.streamed` decides from a captured trace whether Inductor already avoids
a site's intermediates; :mod:`formal.pipelines.patterns` runs everything for one SPEC;
:mod:`formal.pipelines.pattern_rewrites` proves or measures the rewrites.
"""
