"""Operator ordering for minimum peak memory: heuristics, lower bounds, exact search, proofs.

Modules, in reading order: ``instance`` (the problem as bitmasks and byte counts),
``inductor`` and ``greedy`` (fast orders), ``flow`` (the cut network), ``bounds`` (event
cut, forward and reverse trap, order split), ``search`` (exact best-first search over
ideals, and incumbent dives), ``optimize`` (all of it behind one call), ``certify``
(proof bundles). The same question as a 0-1 program: ``formulation`` (stated once),
``backends`` (SAT, ILP, CP-SAT, SMT through :mod:`formal.solvers`), ``export`` and ``decode``
(DIMACS, OPB, LP, MPS, SMT-LIB files and solvers' answers), ``refute`` (SAT refutations the
checker verifies), ``brute`` (the exhaustive reference). docs/bounds.md, docs/encodings.md
and docs/proofs.md explain the math and the formats.
"""
