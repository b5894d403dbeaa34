"""Declarative encodings of the ordering question and their back ends.

``model`` states the question once (variables, clauses, memory rows); ``sat``, ``ilp``,
``cpsat`` and ``smt`` compile and solve it; ``solve`` picks a back end and reports an
honest status; ``formats`` exports CNF/OPB/LP/MPS/SMT-LIB files and ``decode`` reads
solvers' answers back; ``refute`` makes SAT-refutation certificates for the trusted
checker (``formal.check.satref``); ``brute`` is the exhaustive reference; ``bench``
measures back ends and formulations against problem size. See docs/encodings.md.
"""
