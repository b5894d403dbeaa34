"""Lifetimes of a problem's storages for a fixed order: which bytes the arena must hold, when.

Time is the position of a unit in the order: unit ``k`` of the schedule runs at time
``k``. Following the peak semantics of :mod:`formal.model.peak`:

* an ``internal`` storage is allocated just before the first unit that accesses it and,
  if ``freeable``, freed just after the last one: it is live during
  ``[first, last + 1)``. A storage the program never frees (an output) lives to the end
  of the program, ``[first, n)``. Every internal storage is planned into the arena:
  outputs too, as Inductor's ``memory_pool="combined"`` does (the returned view keeps
  the arena alive after the call; the model does not look past the program's end).
* ``input`` storages are *not* planned: the caller allocated them before the program
  ran, and moving them into the arena would add a copy the model does not have. They,
  and the units' ``transient`` scratch (allocated and freed inside a kernel, invisible
  to the wrapper), are the *unplanned* bytes.

With the arena allocated once for the whole program, the predicted peak of the
arena-packed program is ``arena + max_k(inputs live at k + transient of unit k)``
(:func:`unplanned_peak` computes the second term; at least all inputs).
"""

from __future__ import annotations

from typing import Sequence

from formal.arena.blocks import Block
from formal.model import Problem, access_positions, order_indices


def storage_blocks(problem: Problem, order: Sequence[str]) -> list[Block]:
    """One block per internal storage, in storage order, for the (legal) unit order ``order``."""
    idx = order_indices(problem, order)
    first, last = access_positions(problem, idx)
    n = len(idx)
    blocks = []
    for s, st in enumerate(problem.storages):
        if st.origin != "internal":
            continue
        end = last[s] + 1 if st.freeable else n
        blocks.append(Block(st.id, first[s], end, st.bytes))
    return blocks


def unplanned_peak(problem: Problem, order: Sequence[str]) -> int:
    """Largest ``inputs live + transient`` over the units (and at least all inputs)."""
    idx = order_indices(problem, order)
    _, last = access_positions(problem, idx)
    free_at = [0] * len(idx)
    for s, st in enumerate(problem.storages):
        if st.origin == "input" and st.freeable and s in last:
            free_at[last[s]] += st.bytes
    live = problem.input_bytes
    best = live
    for pos, j in enumerate(idx):
        best = max(best, live + problem.units[j].transient)
        live -= free_at[pos]
    return best
