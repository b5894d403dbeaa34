"""``formal check [PROBLEM] PROOF``: reads the files, dispatches on the proof's format, prints the claims."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from formal.check.arena import check_arena_proof
from formal.check.base import ECHO_CHARS, Claims, Invalid, nat, read, short
from formal.check.certs import check_closure, check_cut
from formal.check.problem import Problem
from formal.check.recompute import check_recompute_proof
from formal.check.refute import check_sat_refutation
from formal.check.train import check_train_proof

PROOF, ARENA, RECOMPUTE, TRAIN = (
    "formal.proof/1",
    "formal.arena-proof/1",
    "formal.recompute-proof/1",
    "formal.train-proof/1",
)
CUTS = ("event_cut", "forward_trap", "reverse_trap", "order_split")


def cmd_check(args: argparse.Namespace) -> int:
    """Print each claim ``ok`` or ``FALSE``; exit 0 if all hold, 1 if one is false, 2 on unreadable input."""
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
    """All claim verdicts for the given files; raises Invalid on unreadable or malformed input."""
    proof = read(proof_path)
    fmt = proof.get("format") if isinstance(proof, dict) else None
    problem = Problem(read(problem_path), problem_path) if problem_path is not None else None
    if fmt not in (PROOF, ARENA, RECOMPUTE, TRAIN):
        raise Invalid(
            f"{proof_path}: format: expected {PROOF!r}, {ARENA!r}, {RECOMPUTE!r} or {TRAIN!r}, got {short(fmt)}"
        )
    if (fmt == PROOF) != (problem is not None) and fmt in (PROOF, TRAIN):
        raise Invalid(f"{proof_path}: a {fmt} is checked as formal check {'PROBLEM ' if fmt == PROOF else ''}PROOF")
    try:
        if fmt == PROOF:
            return check_order_proof(problem, proof, proof_path)
        if fmt == TRAIN:
            return check_train_proof(proof, os.path.dirname(proof_path) or ".")
        return (check_arena_proof if fmt == ARENA else check_recompute_proof)(problem and problem.data, proof)
    except Invalid as exc:  # a malformed embedded problem, trace or field
        raise Invalid(f"{proof_path}: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - a crash in a verifier means nothing was verified
        return [(False, f"{fmt}: verifier failed: {type(exc).__name__}: {str(exc)[:ECHO_CHARS]}")]


def check_order_proof(p: Problem, proof: dict, path: str) -> list[tuple[bool, str]]:
    """A ``formal.proof/1``: its order is legal with the claimed peak; its certificates establish the lower bound."""
    types = {"problem_sha256": str, "order": list, "certificates": list, "peak": int, "lower_bound": int}
    for key, kind in types.items():
        if not (isinstance(proof.get(key), kind) and (kind is not int or nat(proof[key]))):
            raise Invalid(f"{path}: {key}: missing or not a {kind.__name__}{' in [0, 2^63)' if kind is int else ''}")
    claims, sha, lower, peak = Claims(), p.sha256(), proof["lower_bound"], proof["peak"]
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
        lower <= established, f"lower_bound: {lower} <= {established}", f"lower_bound: {lower} exceeds {established}"
    )
    if all(h for h, _m in claims):
        gap = "optimal" if lower == peak else f"gap {lower}..{peak}"
        claims.add(lower <= peak, f"verdict: {gap}", f"verdict: lower bound {lower} above peak {peak} is impossible")
    return claims


def _certificate(p: Problem, cert: Any) -> tuple[bool, str]:
    """The verdict on one certificate, by its kind."""
    if not isinstance(cert, dict) or not nat(cert.get("bound")):
        return False, "not a mapping with an integer bound in [0, 2^63)"
    kind = cert.get("kind")
    if kind in CUTS:
        return check_cut(p, cert)
    if kind in ("search_closure", "sat_refutation"):
        return (check_closure if kind == "search_closure" else check_sat_refutation)(p, cert)
    return False, f"unsupported certificate kind {short(kind)}"
