"""Capture: compile a model with Inductor, intercept its wrappers, profile them into traces.

Modules: :mod:`~formal.capture.compile` (torch.compile + interception),
:mod:`~formal.capture.program` (static analysis of a wrapper),
:mod:`~formal.capture.profile` (statement-by-statement profiling: storages, effects, bytes),
:mod:`~formal.capture.memory` (exact allocator events), :mod:`~formal.capture.execute`
(one measured run), :mod:`~formal.capture.trace` (the trace file), :mod:`~formal.capture.capture`
(the ``formal capture`` pipeline), :mod:`~formal.capture.examples` (bundled models).
"""
