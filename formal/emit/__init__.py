"""Program emission: the wrapper's statements, each once, in a new order; nothing is run.

:mod:`~formal.emit.permute` (a unit order), :mod:`~formal.emit.arena` (arena-packed),
:mod:`~formal.emit.recompute` (with recomputations), :mod:`~formal.emit.compress` (with
pack/unpack statements). docs/replay.md.
"""
