"""``formal.proof/1``: an order's legality and peak, and the certificates that bound every order's peak from below,
each verified by its kind's module, imported only for a certificate of that kind."""

from __future__ import annotations

import importlib
from typing import Any

from formal.check.base import ECHO_CHARS, Claims, Invalid, nat, short
from formal.check.problem import Problem

CERTIFICATES = {  # a certificate's kind: the module and function that verify it
    **dict.fromkeys(("event_cut", "forward_trap", "reverse_trap", "order_split"), "cuts:check_cut"),
    "search_closure": "closure:check_closure",
    "sat_refutation": "refute:check_sat_refutation",
}


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
    kinds = [cert.get("kind") for cert in proof["certificates"] if isinstance(cert, dict)]
    if "search_closure" in kinds and "sat_refutation" in kinds:  # two exact arguments; each verifier adds to the base
        return claims + [(False, "certificates: a search closure and a SAT refutation; a proof carries one of them")]
    established = p.inputs  # every schedule holds the inputs before its first step
    for k, cert in enumerate(proof["certificates"]):
        try:
            holds, message = _certificate(p, cert)
        except Exception as exc:  # noqa: BLE001 - a malformed certificate, a bad flow or a crash: never accepted
            holds, message = False, f"rejected ({type(exc).__name__}: {str(exc)[:ECHO_CHARS]})"
        if claims.add(holds, f"certificate {k}: {message}"):
            established = max(established, cert["bound"])
    said = f"lower_bound: {lower} exceeds {established}"
    claims.add(lower <= established, f"lower_bound: {lower} <= {established}", said)
    if all(h for h, _m in claims):
        gap = "optimal" if lower == peak else f"gap {lower}..{peak}"
        claims.add(lower <= peak, f"verdict: {gap}", f"verdict: lower bound {lower} above peak {peak} is impossible")
    return claims


def _certificate(p: Problem, cert: Any) -> tuple[bool, str]:
    """The verdict on one certificate, by its kind."""
    if not isinstance(cert, dict) or not nat(cert.get("bound")):
        return False, "not a mapping with an integer bound in [0, 2^63)"
    verifier = CERTIFICATES.get(cert["kind"]) if isinstance(cert.get("kind"), str) else None
    if verifier is None:
        return False, f"unsupported certificate kind {short(cert.get('kind'))}"
    module, function = verifier.split(":")
    return getattr(importlib.import_module(f"formal.check.{module}"), function)(p, cert)
