"""k-bounded recomputation: semantics, exact search, CP-SAT/ILP encodings, special cases, gadgets.

See docs/recompute.md (semantics) and docs/hardness.md (the 3-PARTITION reduction).
"""
