"""Capture: compile a model with Inductor, intercept its programs, profile them into traces.

Modules, in reading order: :mod:`~formal.capture.spec` (a model SPEC) and
:mod:`~formal.capture.examples` (the bundled models); :mod:`~formal.capture.compile`
(torch.compile, one thread, and the interception of every generated program);
:mod:`~formal.capture.profile` (statement-by-statement profiling: storages, effects, bytes);
:mod:`~formal.capture.assemble` (the trace mapping of a profile); :mod:`~formal.capture.capture`
(the ``formal capture`` pipeline). Reading a program is :mod:`formal.program`'s job, running one
:mod:`formal.runtime`'s, and the machine it runs on :mod:`formal.machine`'s.
"""
