"""The trusted checker: verifies proofs with its own small code, never the solvers' (docs/proofs.md, "The checker")."""
