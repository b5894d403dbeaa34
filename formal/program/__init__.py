"""Reading a generated program without running it: its statements and their effects, which
arguments it owns, and the trace file that binds it to its problem."""
