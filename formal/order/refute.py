"""SAT-refutation certificates: "no legal order has peak <= bound - 1", checkable by ``formal check``.

The CNF is the ``pair`` formulation of :mod:`formal.order.encoding`, which the trusted checker
re-generates with its own code (formal/check/refute.py, held to the same clauses by a test);
CaDiCaL (python-sat) refutes it with DRUP proof logging, and the lemmas travel in the
certificate as base64 of zlib-compressed DRUP text. ``formal check`` verifies it with
formal/check/refute.py. Pure-Python RUP checking is the cost to
watch (docs/encodings.md has measurements).

Encoding and solving run in a forked child process: neither the encoder nor CaDiCaL can be
interrupted, and the time limit must hold. When the formula is satisfiable, the model is
decoded into an order with peak <= bound - 1, which the caller can use as a better incumbent.
"""

from __future__ import annotations

import base64
import hashlib
import multiprocessing
import time
import zlib

from formal.model import Problem, peak
from formal.order import encoding
from formal.order.formulation import analyse, decode
from formal.solvers import sat

PROOF_SOLVER = "cadical195"
# Memory guard: the pair encoding has an order variable per pair of units the dependencies
# leave open and up to (pairs)^1.5 cycle clauses; 20,000 pairs is ~200 mutually unordered units.
MAX_OPEN_PAIRS = 20_000


def cnf_sha256(nvars: int, clauses: list[list[int]]) -> str:
    """Hash of the DIMACS text of the formula, recorded for diagnostics only (the checker re-encodes)."""
    text = f"p cnf {nvars} {len(clauses)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in clauses)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def _child(data: dict, budget: int, conn) -> None:
    """Encode, solve to the end, send (status, lemmas or model, variables, clauses, cnf hash)."""
    try:
        nvars, clauses = encoding.encode(data, budget)
        satisfiable, answer = sat.solve_to_end(clauses, proof=True, name=PROOF_SOLVER)
        if satisfiable:
            conn.send(("satisfiable", answer, nvars, len(clauses), ""))
        else:
            lemmas = [line for line in answer if not line.startswith("d")]
            conn.send(("refuted", lemmas, nvars, len(clauses), cnf_sha256(nvars, clauses)))
    except (RecursionError, MemoryError):  # a very long BDD row, or a formula too large
        conn.send(("unknown", None, 0, 0, ""))
    finally:
        conn.close()


def _run(data: dict, budget: int, time_limit: float):
    ctx = multiprocessing.get_context("fork")
    receive, send = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child, args=(data, budget, send), daemon=True)
    proc.start()
    send.close()
    try:
        return receive.recv() if receive.poll(max(0.0, time_limit)) else None
    except EOFError:  # the child died without an answer
        return None
    finally:
        if proc.is_alive():
            proc.kill()
        proc.join()
        receive.close()


def _open_pairs(problem: Problem) -> list[tuple[int, int]]:
    """Pairs u < v the dependencies leave unordered, in the order satref numbers them 1, 2, ..."""
    a = analyse(problem)
    return [(u, v) for u in range(problem.n) for v in range(u + 1, problem.n) if not a.anc[v] >> u & 1]


def _order_from_model(problem: Problem, model: list[int]) -> list[str]:
    value = {f"o_{u}_{v}": model[k] > 0 for k, (u, v) in enumerate(_open_pairs(problem))}
    return decode(problem, "pair", value)


def sat_refutation(problem: Problem, bound: int, time_limit: float) -> tuple[str, dict | list[str] | None]:
    """Settle "is there a legal order with peak <= bound - 1?" by SAT within ``time_limit`` seconds.

    Returns ("refuted", certificate), ("satisfiable", an order with peak <= bound - 1), or
    ("unknown", None) when time ran out or the problem leaves more than MAX_OPEN_PAIRS pairs
    of units unordered.
    """
    if bound < 1 or problem.n == 0 or len(_open_pairs(problem)) > MAX_OPEN_PAIRS:
        return "unknown", None
    got = _run(problem.to_dict(), bound - 1, time_limit)
    if got is None or got[0] == "unknown":
        return "unknown", None
    status, payload, nvars, nclauses, digest = got
    if status == "satisfiable":
        order = _order_from_model(problem, payload)
        assert peak(problem, order) <= bound - 1, "satref model decodes to an order over budget"
        return status, order
    text = "".join(line + "\n" for line in payload)
    return status, {
        "kind": "sat_refutation",
        "bound": bound,
        "encoding": encoding.ENCODING,
        "proof_format": "drup",
        "solver": PROOF_SOLVER,
        "variables": nvars,
        "clauses": nclauses,
        "cnf_sha256": digest,
        "lemmas": len(payload),
        "proof": base64.b64encode(zlib.compress(text.encode("ascii"), 9)).decode("ascii"),
    }


def sat_refutation_certificate(problem: Problem, bound: int, time_limit: float) -> dict | None:
    """A certificate that every legal order has peak >= ``bound``, or None if one with
    peak <= bound - 1 exists or ``time_limit`` seconds did not settle it."""
    status, payload = sat_refutation(problem, bound, time_limit)
    return payload if status == "refuted" else None


def best_sat_refutation(
    problem: Problem, lower: int, upper: int, time_limit: float
) -> tuple[dict | None, list[str] | None]:
    """Narrow a gap ``lower < OPT <= upper`` (``lower`` proven, ``upper`` a known order's peak).

    Tries to refute ``upper - 1`` first (closing the gap), then bisects. Returns the
    certificate with the largest bound found (or None) and the best order found on the way
    (or None if none beat ``upper``).
    """
    deadline = time.monotonic() + time_limit
    best, order, lo, hi, first = None, None, lower + 1, upper, True
    while lo <= hi and time.monotonic() < deadline:
        bound, first = (hi if first else (lo + hi + 1) // 2), False
        status, payload = sat_refutation(problem, bound, deadline - time.monotonic())
        if status == "refuted":
            best, lo = payload, bound + 1
        elif status == "satisfiable":
            order, hi = payload, peak(problem, payload)  # nothing above this order's peak is refutable
        else:
            break
    return best, order
