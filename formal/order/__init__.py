"""Operator ordering for minimum peak memory: heuristics, lower bounds, exact search, proofs.

Modules, in reading order: ``instance`` (the problem as bitmasks and byte counts),
``inductor`` and ``greedy`` (fast orders), ``flow`` (the cut network), ``bounds`` (event
cut, forward and reverse trap), ``search`` (exact best-first search over ideals),
``optimize`` (all of it behind one call), ``certify`` (proof bundles), ``commands`` (CLI),
``bench`` and ``experiment`` (measurements).
"""
