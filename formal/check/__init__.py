"""The trusted checker: verifies proofs with its own small code, never the solvers' (docs/proofs.md, "The checker")."""

from formal.check.commands import Invalid, check_files  # noqa: F401 - the checker's API
