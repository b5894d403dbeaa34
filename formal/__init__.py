"""formal: a declarative formal memory scheduler for PyTorch Inductor programs.

The pipeline, one subpackage per stage:

    capture -> model -> (order | encode | arena | recompute | compress | patterns)
            -> emit -> replay                     check (the trusted checker) stands apart

``formal.compile`` and ``formal.load`` deploy a certified program (:mod:`formal.deploy`).
See docs/ for the formats and semantics, and DESIGN notes in each module docstring.
"""

__version__ = "0.1.0"

__all__ = ["compile", "load"]


def __getattr__(name: str):
    """``formal.compile`` and ``formal.load`` (docs/deploy.md), imported when first used, so
    ``import formal`` stays light and ``formal.load`` never pulls in a solver or the compiler."""
    if name == "compile":
        from formal.deploy.compile import compile

        return compile
    if name == "load":
        from formal.deploy.load import load

        return load
    raise AttributeError(f"module 'formal' has no attribute {name!r}")
