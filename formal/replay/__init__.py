"""Replay (re-execution, byte-peak measurement, bitwise comparison) and the Theorem-1 contract."""
