"""The trusted checker: verifies proofs with its own small code, never with the solvers'.

Imports only the standard library, pyyaml and ``formal.check.*``; never executes code
from its inputs. Reading order: ``problem`` (validation, canonical hash, dependencies,
peak), ``certs`` (cut flows, search closures), ``commands`` (the claims and the CLI);
``satref`` (SAT refutations) and ``arena`` (arena proofs) verify the other proof kinds.
"""
