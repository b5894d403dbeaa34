"""Coverage-guided fuzzing of the checker's entries (``formal bench fuzz``, docs/fuzzing.md).

:mod:`~formal.studies.fuzz.bundle` (one input, several files), :mod:`~formal.studies.fuzz.mutate`
(the structure-aware mutator), :mod:`~formal.studies.fuzz.harnesses` (one per entry),
:mod:`~formal.studies.fuzz.runner` (one harness in a child process, under atheris or
coverage.py), :mod:`~formal.studies.fuzz.bench` (the bench) and :mod:`~formal.studies.fuzz.seeds`
(the committed seed corpora).
"""
