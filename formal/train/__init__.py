"""Training-step memory: which activations the forward saves for the backward, planned exactly (a lever).

graphs (the joint graph and the partitioner hook) -> formulation (the step's memory and compute
as a 0-1 program) -> solve (CP-SAT, ILP, the checkable lower bound). Running the step
(compile, measure, replay the two programs back to back), the planner and PyTorch's own
solvers beside it are :mod:`formal.pipelines.train_step`, :mod:`formal.pipelines.train_plan`
and :mod:`formal.pipelines.train_pytorch`. docs/train.md.
"""
