"""The trusted checker: verifies proofs with its own small code, never the solvers' (docs/proofs.md, "The checker")."""

from formal.check.commands import check_files
from formal.check.problem import Invalid

__all__ = ["Invalid", "check_files"]
