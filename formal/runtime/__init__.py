"""Running a generated program: loading its hashed bytes, one measured call, exact allocator events.

Shared by capture, replay and deploy (``formal.load`` runs programs with this and nothing above it).
"""
