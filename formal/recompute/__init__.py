"""k-bounded recomputation: semantics, exact searches, 0-1 models, special cases, gadgets (a lever).

Reading order: ``instance`` and ``semantics`` (the question and its reference peak),
``exhaustive`` and ``phases`` (exact searches), ``time_indexed`` (the Checkmate-style 0-1 model,
solved by CBC or SAT, and the exported files of ``export``), ``intervals`` (the Moccasin-style
CP-SAT model), ``series_parallel`` and ``treewidth_dp`` (special cases), ``large`` and
``lower_bound`` (large graphs, proven least extra compute), ``solve`` (one entry point),
``gadgets`` (the 3-PARTITION reduction), ``nodelink`` (the literature's graphs), ``realize``
(a captured trace as an instance), ``proof`` (its proof file). See docs/recompute.md
(semantics) and docs/hardness.md (the 3-PARTITION reduction).
"""
