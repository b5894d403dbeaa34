"""formal: a declarative formal memory scheduler for PyTorch Inductor programs.

The pipeline, one subpackage per stage:

    capture -> model -> (order | encode | arena | recompute | compress | patterns)
            -> emit -> replay                     check (the trusted checker) stands apart

See docs/ for the formats and semantics, and DESIGN notes in each module docstring.
"""

__version__ = "0.1.0"
