"""``formal check [PROBLEM] PROOF``: the checker's command line and a proof's claims (docs/proofs.md, "Claims")."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from formal.check.arena import check_arena_proof
from formal.check.certs import check_closure, check_cut
from formal.check.problem import Claims, Invalid, Problem, nat, read
from formal.check.recompute import check_recompute_proof
from formal.check.satref import ECHO_CHARS, check_sat_refutation, short
from formal.check.train import check_train_proof

PROOF, ARENA, RECOMPUTE = "formal.proof/1", "formal.arena-proof/1", "formal.recompute-proof/1"
TRAIN = "formal.train-proof/1"


def cmd_check(args: argparse.Namespace) -> int:
    try:
        claims = check_files(args.problem, args.proof)
    except Exception as exc:  # noqa: BLE001 - Invalid, or a crash on hostile input: one line, nothing accepted
        why = str(exc) if isinstance(exc, Invalid) else f"cannot check {args.proof}: {type(exc).__name__}: {exc}"
        print(f"formal: error: {' '.join(why.split())[:400]}", file=sys.stderr)
        return 2
    for holds, message in claims:
        print(f"{'ok   ' if holds else 'FALSE'} {message}")
    return 0 if all(h for h, _m in claims) else 1


def check_files(problem_path: str | None, proof_path: str) -> list[tuple[bool, str]]:
    """All claim verdicts for the given files; raises Invalid on unreadable input."""
    proof = read(proof_path)
    fmt = proof.get("format") if isinstance(proof, dict) else None
    problem = Problem(read(problem_path), problem_path) if problem_path is not None else None
    if fmt in (ARENA, RECOMPUTE):  # a recompute proof embeds its problem; a PROBLEM given must hash equal
        verify = check_arena_proof if fmt == ARENA else check_recompute_proof
        try:
            return list(verify(problem.data if problem else None, proof))
        except Invalid as exc:  # the embedded problem or the question it asks is malformed
            raise Invalid(f"{proof_path}: {exc}") from None
        except Exception as exc:  # noqa: BLE001 - a crash in a verifier means nothing was verified
            return [(False, f"{fmt}: verifier failed: {type(exc).__name__}: {str(exc)[:ECHO_CHARS]}")]
    if fmt == TRAIN:
        if problem is not None:
            raise Invalid(f"{proof_path}: a {TRAIN} names its own traces: formal check PROOF")
        try:
            return list(check_train_proof(proof, os.path.dirname(proof_path) or "."))
        except Invalid as exc:
            raise Invalid(f"{proof_path}: {exc}") from None
    if fmt != PROOF:
        raise Invalid(
            f"{proof_path}: format: expected {PROOF!r}, {ARENA!r}, {RECOMPUTE!r} or {TRAIN!r}, got {short(fmt)}"
        )
    if problem is None:
        raise Invalid(f"{proof_path}: a {PROOF} is checked against its problem: formal check PROBLEM PROOF")
    types = {"problem_sha256": str, "order": list, "certificates": list}
    for key in [k for k, t in types.items() if not isinstance(proof.get(k), t)] + [
        k for k in ("peak", "lower_bound") if not nat(proof.get(k))
    ]:
        raise Invalid(f"{proof_path}: {key}: missing or not a {types.get(key, int).__name__} (integers in [0, 2^63))")
    return check_proof(problem, proof)


def check_proof(p: Problem, proof: dict) -> list[tuple[bool, str]]:
    """The verdicts on a ``formal.proof/1`` whose fields have their types."""
    claims = Claims()
    sha, lower, peak = p.sha256(), proof["lower_bound"], proof["peak"]
    claims.add(proof["problem_sha256"] == sha, f"problem_sha256: {sha[:12]}...", "problem_sha256: differs")
    why = p.violation(proof["order"])
    if claims.add(why is None, "order: legal schedule", f"order: illegal: {why}"):
        real = p.peak(proof["order"])
        claims.add(real == peak, f"peak: {peak} bytes", f"peak: claimed {peak}, the order's peak is {real}")
    else:
        claims.add(False, "peak: not checked, the order is illegal")
    established = p.inputs  # every schedule holds the inputs before its first step
    for k, cert in enumerate(proof["certificates"]):
        try:
            holds, message = _certificate(p, cert)
        except Exception as exc:  # noqa: BLE001 - a malformed certificate, a bad flow or a crash: never accepted
            holds, message = False, f"rejected ({type(exc).__name__}: {str(exc)[:ECHO_CHARS]})"
        if claims.add(holds, f"certificate {k}: {message}"):
            established = max(established, cert["bound"])
    claims.add(
        lower <= established,
        f"lower_bound: {lower} <= {established}, the largest bound established",
        f"lower_bound: {lower} exceeds {established}, the largest bound established",
    )
    if all(h for h, _m in claims):
        claims.add(
            lower <= peak,
            f"verdict: {'optimal' if lower == peak else f'gap {lower}..{peak}'}",
            f"verdict: lower bound {lower} above peak {peak} is impossible",
        )
    return claims


# The verdict on one certificate, by its kind.
def _certificate(p: Problem, cert: Any) -> tuple[bool, str]:
    if not isinstance(cert, dict) or not nat(cert.get("bound")):
        return False, "not a mapping with an integer bound in [0, 2^63)"
    kind = cert.get("kind")
    if kind in ("event_cut", "forward_trap", "reverse_trap", "order_split"):
        return check_cut(p, cert)
    if kind == "search_closure":
        return check_closure(p, cert)
    if kind == "sat_refutation":
        return check_sat_refutation(p.data, cert)
    return False, f"unsupported certificate kind {short(kind)}"
