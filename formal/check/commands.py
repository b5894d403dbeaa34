"""``formal check [PROBLEM] PROOF``: the trusted checker's command line.

Prints one verdict line per claim (``ok`` or ``FALSE``) and exits 0 if every claim holds,
1 if any is false, 2 if an input is unreadable or malformed (one line, no traceback).

A ``formal.proof/1`` makes these claims: it was made for this problem (``problem_sha256``),
its order is legal, its ``peak`` is the order's peak, each certificate establishes its
bound, and ``lower_bound`` is at most the largest bound established (or the input bytes,
which every schedule holds before its first step). ``sat_refutation`` certificates go to
formal.check.satref; ``formal.arena-proof/1`` bundles to formal.check.arena and
``formal.recompute-proof/1`` to formal.check.recompute (all loaded
only when needed; a missing module makes the claim unverifiable, hence false).

This package imports only the standard library, pyyaml and its own modules.
"""

from __future__ import annotations

import argparse
import sys

from formal.check.certs import check_closure, check_cut
from formal.check.problem import Invalid, Problem, read

PROOF, ARENA = "formal.proof/1", "formal.arena-proof/1"
RECOMPUTE = "formal.recompute-proof/1"  # formal.check.recompute: a recomputing schedule replayed


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("check", help="verify a proof with the trusted checker (no solver involved)",
                       description="Verify a proof against its problem (arena proofs may come alone).")
    p.add_argument("files", nargs="+", metavar="[PROBLEM] PROOF", help="problem or trace YAML, then the proof")
    p.set_defaults(handler=_cmd_check)


def _cmd_check(args: argparse.Namespace) -> int:
    try:
        if len(args.files) > 2:
            raise Invalid("check: expected PROBLEM PROOF, or an arena proof alone")
        claims = check_files(args.files[0] if len(args.files) == 2 else None, args.files[-1])
    except Invalid as exc:
        print(f"formal: error: {exc}", file=sys.stderr)
        return 2
    for holds, message in claims:
        print(f"{'ok   ' if holds else 'FALSE'} {message}")
    return 0 if all(h for h, _m in claims) else 1


def check_files(problem_path: str | None, proof_path: str) -> list[tuple[bool, str]]:
    """All claim verdicts for the given files; raises Invalid on unreadable input."""
    proof = read(proof_path)
    fmt = proof.get("format") if isinstance(proof, dict) else None
    problem = Problem(read(problem_path), problem_path) if problem_path is not None else None
    if fmt == ARENA:
        return _delegate("arena", "check_arena_proof", problem.data if problem else None, proof)
    if fmt == RECOMPUTE:  # the proof embeds its problem; a PROBLEM given instead must hash equal
        return _delegate("recompute", "check_recompute_proof", problem.data if problem else None, proof)
    if fmt != PROOF:
        raise Invalid(f"{proof_path}: format: expected {PROOF!r}, {ARENA!r} or {RECOMPUTE!r}, got {fmt!r}")
    if problem is None:
        raise Invalid(f"{proof_path}: a {PROOF} is checked against its problem: formal check PROBLEM PROOF")
    types = {"problem_sha256": str, "order": list, "peak": int, "lower_bound": int, "certificates": list}
    for key in (k for k, t in types.items() if not isinstance(proof.get(k), t) or isinstance(proof.get(k), bool)):
        raise Invalid(f"{proof_path}: {key}: missing or not a {types[key].__name__}")
    return check_proof(problem, proof)


def check_proof(p: Problem, proof: dict) -> list[tuple[bool, str]]:
    claims: list[tuple[bool, str]] = []

    def claim(holds: bool, yes: str, no: str) -> bool:
        claims.append((holds, yes if holds else no))
        return holds

    sha, lower, peak = p.sha256(), proof["lower_bound"], proof["peak"]
    claim(proof["problem_sha256"] == sha, f"problem_sha256: proof is for this problem ({sha[:12]}...)",
          "problem_sha256: proof is for another problem")
    why = p.violation(proof["order"])
    if claim(why is None, "order: legal schedule", f"order: illegal: {why}"):
        real = p.peak(proof["order"])
        claim(real == peak, f"peak: {peak} bytes", f"peak: claimed {peak}, the order's peak is {real}")
    else:
        claim(False, "", "peak: not checked, the order is illegal")
    established = p.inputs  # every schedule holds the inputs before its first step
    for k, cert in enumerate(proof["certificates"]):
        try:
            holds, message = _certificate(p, cert)
        except (TypeError, KeyError, ValueError, AttributeError, IndexError) as exc:
            holds, message = False, f"malformed certificate ({type(exc).__name__}: {exc})"  # never accepted
        if claim(holds, f"certificate {k}: {message}", f"certificate {k}: {message}"):
            established = max(established, cert["bound"])
    claim(lower <= established, f"lower_bound: {lower} <= {established}, the largest bound established",
          f"lower_bound: {lower} exceeds {established}, the largest bound the certificates establish")
    if all(h for h, _m in claims):
        claim(lower <= peak, f"verdict: {'optimal' if lower == peak else f'gap {lower}..{peak}'}",
              f"verdict: lower bound {lower} above peak {peak} is impossible")
    return claims


def _certificate(p: Problem, cert) -> tuple[bool, str]:
    if not isinstance(cert, dict) or isinstance(cert.get("bound"), bool) or not isinstance(cert.get("bound"), int):
        return False, "not a mapping with an integer bound"
    kind = cert.get("kind")
    if kind in ("event_cut", "forward_trap", "reverse_trap", "order_split"):
        return check_cut(p, cert)
    if kind == "search_closure":
        return check_closure(p, cert)
    if kind == "sat_refutation":
        return _delegate("satref", "check_sat_refutation", p.data, cert)[0]
    return False, f"unsupported certificate kind {kind!r}"


def _delegate(module: str, function: str, problem: dict | None, data: dict) -> list:
    """Call a checker module written elsewhere in formal/check; a missing one verifies nothing."""
    try:
        mod = __import__(f"formal.check.{module}", fromlist=[function])
        result = getattr(mod, function)(problem, data)
    except ImportError:
        return [(False, f"unsupported certificate kind or proof format: formal.check.{module} is not available")]
    except Exception as exc:  # noqa: BLE001 - a crash in a verifier means nothing was verified
        return [(False, f"{module}: verifier failed: {type(exc).__name__}: {exc}")]
    return [result] if isinstance(result, tuple) else list(result)
