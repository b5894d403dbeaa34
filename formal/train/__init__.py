"""Training-step memory: which activations the forward saves for the backward, planned exactly.

graphs (the joint graph and the partitioner hook) -> model (the step's memory and compute as
a 0-1 program) -> solve (CP-SAT, ILP, bounds) -> step (compile, measure and replay the two
programs back to back) -> pytorch (PyTorch's own solvers side by side). docs/train.md.
"""
