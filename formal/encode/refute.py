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
MAX_UNITS = 100  # measured: 60 units give ~5e5 clauses and ~8 s of encoding (docs/encodings.md)


def cnf_sha256(nvars: int, clauses: list[list[int]]) -> str:
    """Hash of the DIMACS text of the formula, recorded for diagnostics only (the checker re-encodes)."""
    text = f"p cnf {nvars} {len(clauses)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in clauses)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def sat_refutation(problem: Problem, bound: int, time_limit: float) -> tuple[str, dict | None]:
    """("refuted", certificate) if no legal order has peak <= bound - 1; ("satisfiable", None)
    if one has; ("unknown", None) if ``time_limit`` seconds did not settle it or the problem is
    beyond MAX_UNITS (the pair encoding has ~n^3/3 transitivity clauses)."""
    if bound < 1:
        return "satisfiable", None  # the empty budget is never met, but nothing to refute below 0
    if problem.n > MAX_UNITS:
        return "unknown", None
    started = time.monotonic()
    try:
        nvars, clauses = satref.encode(problem.to_dict(), bound - 1)
    except RecursionError:  # a row with more terms than Python's recursion limit allows
        return "unknown", None
    status, proof = run_solver(clauses, started + time_limit, name=PROOF_SOLVER, proof=True)
    if status is not False:
        return ("satisfiable" if status else "unknown"), None
    # Deletion lines are dropped: the checker skips them anyway, and they are most of the bytes.
    lemmas = [line for line in proof if not line.startswith("d")]
    text = "".join(line + "\n" for line in lemmas)
    return "refuted", {
        "kind": "sat_refutation",
        "bound": bound,
        "encoding": satref.ENCODING,
        "proof_format": "drup",
        "solver": PROOF_SOLVER,
        "variables": nvars,
        "clauses": len(clauses),
        "cnf_sha256": cnf_sha256(nvars, clauses),
        "lemmas": len(lemmas),
        "proof": base64.b64encode(zlib.compress(text.encode("ascii"), 9)).decode("ascii"),
    }


def sat_refutation_certificate(problem: Problem, bound: int, time_limit: float) -> dict | None:
    """A certificate that every legal order has peak >= ``bound``, or None if one with
    peak <= bound - 1 exists or ``time_limit`` seconds did not settle it."""
    return sat_refutation(problem, bound, time_limit)[1]


def best_sat_refutation(problem: Problem, lower: int, upper: int, time_limit: float) -> dict | None:
    """The certificate with the largest bound in (lower, upper] found within ``time_limit``:
    tries ``upper`` (closing the gap) first, then bisects. None if no bound above ``lower``
    could be refuted. ``lower`` must be a proven bound and ``upper`` a known order's peak."""
    deadline = time.monotonic() + time_limit
    best, lo, hi, first = None, lower + 1, upper, True
    while lo <= hi and time.monotonic() < deadline:
        bound, first = (hi if first else (lo + hi + 1) // 2), False
        status, cert = sat_refutation(problem, bound, deadline - time.monotonic())
        if status == "refuted":
            best, lo = cert, bound + 1
        elif status == "satisfiable":
            hi = bound - 1
        else:
            break
    return best
