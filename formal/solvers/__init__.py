"""The solver layer: the only code that calls CP-SAT, CBC, a SAT solver, SMT or max-flow.

Levers state their questions as :class:`~formal.solvers.zero_one.ZeroOneProgram` (or, for a
native CP-SAT model, on :func:`formal.solvers.cpsat.new_model`) and get answers with one of
four statuses and honest bounds (:mod:`formal.solvers.limits`). One module per back end,
after PySAT's one-module-per-concern layout:

* :mod:`~formal.solvers.limits` -- statuses, :class:`~formal.solvers.limits.Limits`, deadlines;
* :mod:`~formal.solvers.zero_one` -- 0-1 programs: variables, clauses, rows, PEAK, objective;
* :mod:`~formal.solvers.cpsat` -- OR-tools CP-SAT;
* :mod:`~formal.solvers.cbc` -- CBC through pulp, with a hard time limit; LP and MPS text;
* :mod:`~formal.solvers.sat` -- CNF and CaDiCaL through python-sat;
* :mod:`~formal.solvers.smt` -- z3, incremental;
* :mod:`~formal.solvers.lp` -- GLOP linear programs with duals;
* :mod:`~formal.solvers.maxflow` -- OR-tools max-flow.

Nothing else in formal imports ortools, pulp, pysat or z3 (an import contract in
pyproject.toml says so).
"""
