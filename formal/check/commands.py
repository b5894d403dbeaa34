"""``formal check [PROBLEM] PROOF``: reads the files, imports the one verifier of the proof's format, prints the
claims; a verdict rests on its kind's modules alone, its trusted base (docs/proofs.md, "The trusted base")."""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from formal.check.base import ECHO_CHARS, Invalid, read, short
from formal.check.problem import Problem

VERIFIERS = {  # a proof's format: the module and function that verify it
    "formal.proof/1": "order:check_order_proof",
    "formal.arena-proof/1": "arena:check_arena_proof",
    "formal.recompute-proof/1": "recompute:check_recompute_proof",
    "formal.train-proof/1": "train:check_train_proof",
}
ORDER, TRAIN = "formal.proof/1", "formal.train-proof/1"


def cmd_check(args: argparse.Namespace) -> int:
    """Print each claim ``ok`` or ``FALSE``; exit 0 if all hold, 1 if one is false, 2 on unreadable input."""
    try:
        claims = check_files(args.problem, args.proof)
    except Exception as exc:  # noqa: BLE001 - Invalid, or a crash on hostile input: one line, nothing accepted
        why = str(exc) if isinstance(exc, Invalid) else f"cannot check {args.proof}: {type(exc).__name__}: {exc}"
        print(f"formal: error: {' '.join(why.split())[:400]}", file=sys.stderr)
        return 2
    if args.json:  # the report is written after the verdict and is no part of it
        print(importlib.import_module("formal.check.trusted").report(claims))
    for holds, message in [] if args.json else claims:
        print(f"{'ok   ' if holds else 'FALSE'} {message}")
    return 0 if all(h for h, _m in claims) else 1


def check_files(problem_path: str | None, proof_path: str) -> list[tuple[bool, str]]:
    """All claim verdicts for the given files; raises Invalid on unreadable or malformed input."""
    proof = read(proof_path)
    fmt = proof.get("format") if isinstance(proof, dict) else None
    problem = Problem(read(problem_path), problem_path) if problem_path is not None else None
    if not isinstance(fmt, str) or fmt not in VERIFIERS:  # a mapping or a list is no format (nor hashable)
        raise Invalid(f"{proof_path}: format: expected one of {', '.join(map(repr, VERIFIERS))}, got {short(fmt)}")
    if (fmt == ORDER) != (problem is not None) and fmt in (ORDER, TRAIN):
        raise Invalid(f"{proof_path}: a {fmt} is checked as formal check {'PROBLEM ' if fmt == ORDER else ''}PROOF")
    module, function = VERIFIERS[fmt].split(":")
    try:
        verify = getattr(importlib.import_module(f"formal.check.{module}"), function)
        if fmt == ORDER:
            return verify(problem, proof, proof_path)
        if fmt == TRAIN:
            return verify(proof, os.path.dirname(proof_path) or ".")
        return verify(problem and problem.data, proof)
    except Invalid as exc:  # a malformed embedded problem, trace or field
        raise Invalid(f"{proof_path}: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - a crash in a verifier means nothing was verified
        return [(False, f"{fmt}: verifier failed: {type(exc).__name__}: {str(exc)[:ECHO_CHARS]}")]
