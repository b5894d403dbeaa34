"""Deploy: certified programs a user runs, ships and audits.

Modules: :mod:`~formal.deploy.compile` (``formal.compile``: a model whose every program is the
certified one), :mod:`~formal.deploy.backend` (the ``formal`` torch.compile backend, and the
interception behind both), :mod:`~formal.deploy.certified` (one program: captured, proved,
emitted, checked by a run at its first call; the arena and recompute levers),
:mod:`~formal.deploy.training` (a training step at a memory budget: the training planner's plan
deployed and proved), :mod:`~formal.deploy.artifact` (the folder that binds programs, proofs,
machine and outputs), :mod:`~formal.deploy.load` (``formal.load``: serving an artifact without
the compiler or a solver), :mod:`~formal.deploy.serve` (``formal serve``: a server started in
the environment a pinned artifact needs), :mod:`~formal.deploy.verify` (``formal
verify-artifact``: an auditor's checks, nothing run). ``formal bench deploy``
(:mod:`formal.studies.deploy_bench`) runs a zoo of unseen models. docs/deploy.md.
"""
