"""Program emission: write the permuted wrapper for a unit order (see :mod:`formal.emit.permute`)."""

from formal.emit.permute import emit_source, permuted_body, statement_dependencies

__all__ = ["emit_source", "permuted_body", "statement_dependencies"]
