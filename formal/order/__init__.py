"""Operator ordering for minimum peak memory: heuristics, lower bounds, exact search, proofs.

Modules, in reading order: ``instance`` (the problem as bitmasks and byte counts),
``inductor`` and ``greedy`` (fast orders), ``flow`` (the cut network), ``bounds`` (event
cut, forward and reverse trap, order split), ``search`` (exact best-first search over
ideals, and incumbent dives), ``optimize`` (all of it behind one call), ``certify``
(proof bundles), ``commands`` (CLI); ``programs`` (program-like test graphs), ``bench``
and ``experiment`` (measurements). docs/bounds.md and docs/proofs.md explain the math
and the formats.
"""
