"""Capture: compile a model with Inductor, intercept its wrappers, profile them into traces.

Modules: :mod:`~formal.capture.compile` (torch.compile + interception),
:mod:`~formal.program.statements` (static analysis of a wrapper),
:mod:`~formal.capture.profile` (statement-by-statement profiling: storages, effects, bytes),
:mod:`~formal.runtime.memory` (exact allocator events), :mod:`~formal.runtime.execute`
(one measured run), :mod:`~formal.program.trace` (the trace file), :mod:`~formal.capture.capture`
(the ``formal capture`` pipeline), :mod:`~formal.capture.examples` (bundled models).
"""
