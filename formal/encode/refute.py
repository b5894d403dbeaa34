"""SAT-refutation certificates: "no legal order has peak <= bound - 1", checkable by ``formal check``.

The CNF is produced by the trusted checker's own encoder (:func:`formal.check.satref.encode`),
so the checker re-generates exactly this formula from the problem; CaDiCaL (python-sat)
refutes it with DRUP proof logging, and the proof travels in the certificate as base64
of zlib-compressed DRUP text. ``formal check`` verifies it with
:func:`formal.check.satref.check_sat_refutation`; pure-Python RUP checking is the cost to
watch (docs/encodings.md has measurements), so the encoding folds every variable fixed by
ancestor/descendant counts and the PB rows are reduced BDDs.
"""

from __future__ import annotations

import base64
import hashlib
import time
import zlib

from formal.check import satref
from formal.encode.sat import run_solver
from formal.model import Problem

PROOF_SOLVER = "cadical195"


def cnf_sha256(nvars: int, clauses: list[list[int]]) -> str:
    """Hash of the DIMACS text of the formula, recorded for diagnostics only (the checker re-encodes)."""
    text = f"p cnf {nvars} {len(clauses)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in clauses)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def sat_refutation_certificate(problem: Problem, bound: int, time_limit: float) -> dict | None:
    """A certificate that every legal order has peak >= ``bound``, or None if one with
    peak <= bound - 1 exists or the solver ran out of ``time_limit`` seconds."""
    if bound < 1:
        return None
    started = time.monotonic()
    nvars, clauses = satref.encode(problem.to_dict(), bound - 1)
    status, proof = run_solver(clauses, started + time_limit, name=PROOF_SOLVER, proof=True)
    if status is not False:
        return None
    text = "".join(line + "\n" for line in proof)
    return {
        "kind": "sat_refutation",
        "bound": bound,
        "encoding": satref.ENCODING,
        "proof_format": "drup",
        "solver": PROOF_SOLVER,
        "variables": nvars,
        "clauses": len(clauses),
        "cnf_sha256": cnf_sha256(nvars, clauses),
        "lemmas": sum(1 for line in proof if not line.startswith("d")),
        "proof": base64.b64encode(zlib.compress(text.encode("ascii"), 9)).decode("ascii"),
    }
