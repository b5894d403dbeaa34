"""Program emission: write the permuted wrapper for a unit order.

See :mod:`formal.emit.permute` (imported on use: it needs torch, the CLI should not).
"""
