"""The allocator's bytes at each kernel of a captured backward program, read from its trace.

A step is measured (:func:`formal.pipelines.train_step.measure_programs`) as the bytes the caller holds
(the parameters, buffers and inputs: ``held``) plus the allocator's running total over the two programs;
the backward's peak is the highest of that total while the backward runs. A captured trace of the
backward (:mod:`formal.capture`) counts its arguments as inputs, each freed after its last read: the
saved values, the tangents, and the primals it receives. Those primals are of two kinds
(:func:`formal.program.ownership.backward_ownership`): a primal passed as it is lies on the caller's
storage, already in ``held``; a copy the forward made in its place (a convolution's weight laid out
channels-last) is the backward's own, allocated in the forward and freed after its last read.

So before each unit the allocator holds ``held`` plus the trace's live bytes less the primals passed as
they are that the trace still counts. The highest of these is the measured backward peak, to the byte
(tests/test_train_allocator.py: the committed conv-stack plans). Read beside the planning model's load
at the same kernel (``benchmarks/train/model_error.py --kernels``), it says where the model's step error comes from.
"""

from __future__ import annotations

from formal.model.peak import access_positions, live_profile, order_indices, original_order
from formal.model.problem import Problem
from formal.program.ownership import backward_owned


def backward_allocator_profile(trace: Problem, fwd_source: str, bwd_source: str, held: int) -> list[int]:
    """The allocator's bytes before each unit of the captured backward ``trace``, in its order (module doc):
    ``held`` (the caller's parameters, buffers and inputs) plus the trace's live bytes, less the primals the
    backward receives as they are (``fwd_source`` and ``bwd_source``: the step's two programs)."""
    owned = backward_owned(fwd_source, bwd_source)
    order = order_indices(trace, original_order(trace))
    live = live_profile(trace, order)
    _first, last = access_positions(trace, order)
    as_is = [0] * (len(live) + 1)  # difference array: the held primals the trace counts, by unit
    for s, storage in enumerate(trace.storages):
        if storage.origin == "input" and storage.id in owned and not owned[storage.id]:
            end = last[s] if storage.freeable and s in last else len(live) - 1
            as_is[0] += storage.bytes
            as_is[end + 1] -= storage.bytes
    profile, counted = [], 0
    for k, nbytes in enumerate(live):
        counted += as_is[k]
        profile.append(held + nbytes - counted)
    return profile
