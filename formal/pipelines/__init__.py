"""The levers applied to real programs: capture, plan, emit, replay and measure, end to end.

:mod:`~formal.pipelines.train_step` and :mod:`~formal.pipelines.train_plan` (the training step
and ``formal train-plan``), :mod:`~formal.pipelines.train_pytorch` (PyTorch's own answers beside
it), :mod:`~formal.pipelines.tile` (``formal tile``), :mod:`~formal.pipelines.compress`
(``formal compress``), :mod:`~formal.pipelines.patterns` and
:mod:`~formal.pipelines.pattern_rewrites` (``formal patterns``), :mod:`~formal.pipelines.recompute`
(recomputation with costs measured by running the program).
"""
