"""Replay: run the original and the emitted programs, measure byte peaks, compare every bit.

:mod:`~formal.replay.replay` (the runs and the refusals before them), :mod:`~formal.replay.guard`
(deploy a reordered CUDA program only if measured lower), :mod:`~formal.replay.contract`
(the Theorem-1 conditions), :mod:`~formal.replay.recompute` (a recomputation plan's run).
"""
