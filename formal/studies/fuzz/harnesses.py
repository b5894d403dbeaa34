"""The fuzz harnesses: one per checker entry, each a bundle of files and the function that reads them.

Every harness writes the parts of a bundle (:mod:`formal.studies.fuzz.bundle`) into an empty
folder and calls one entry in-process:

* the checker harnesses call ``check_files(PROBLEM or None, proof.yaml)`` (the public API of
  formal.check, nothing inside it); refusing the input is :class:`formal.check.Invalid`, a false
  claim is a verdict; any other exception is a crash;
* ``schedule`` calls ``formal verify-schedule PROBLEM SCHEDULE``'s handler
  (:func:`formal.cli.order.cmd_verify`, with no time for bounds): refusing is ``FormalError``;
* ``artifact`` calls :func:`formal.deploy.artifact.open_artifact` on a folder holding a manifest
  and the files it names, without and with the manifest's binding: refusing is ``FormalError``.

The checker also answers some failures of a certificate's own verifier with a false claim
whose message names the exception (``rejected (TypeError: ...)``): nothing is accepted then,
so it is not a crash, but it is counted (``masked``) because it is a crash the checker hid.
"""

from __future__ import annotations

import argparse
import contextlib
import inspect
import io
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

# Exceptions a checker message may name that no checker code raises on purpose (it raises
# Invalid and ValueError): a verifier that met one of these crashed, and the claim says so.
MASKED = re.compile(
    r"\b(TypeError|KeyError|AttributeError|IndexError|ZeroDivisionError|RecursionError|OverflowError|"
    r"MemoryError|AssertionError|NameError|UnboundLocalError|UnicodeError|UnicodeEncodeError|"
    r"UnicodeDecodeError|SystemError|StopIteration)\b"
)

Entry = Callable[[Path, set[str]], list[str]]  # (folder, names written) -> masked messages


@dataclass(frozen=True)
class Harness:
    name: str
    doc: str
    primary: str  # the part leading bytes of a bundle belong to (a bare file is this file)
    focus: str  # the part the structure-aware mutator edits three times in four
    kind: str  # "check", "schedule" or "artifact"
    modules: tuple[str, ...] = field(default=("formal.check",))  # instrumented: their branches guide the search
    covers: tuple[str, ...] = field(default=("formal.check",))  # measured by the coverage replay

    def load(self) -> tuple[Entry, tuple[type[BaseException], ...]]:
        """The entry function and the exceptions that mean "refused" (imports the code under test)."""
        if self.kind == "check":
            from formal.check import Invalid, check_files

            return _checker(check_files), (Invalid,)
        from formal.base.errors import FormalError

        if self.kind == "schedule":
            from formal.cli.order import cmd_verify

            return _verify_schedule(cmd_verify), (FormalError,)
        from formal.deploy.artifact import open_artifact

        return _open_artifact(open_artifact), (FormalError,)


def _checker(check_files: Callable[..., Any]) -> Entry:
    def entry(folder: Path, names: set[str]) -> list[str]:
        if "proof.yaml" not in names:
            return []  # nothing to check: the mutation dropped the proof
        problem = str(folder / "problem.yaml") if "problem.yaml" in names else None
        claims = check_files(problem, str(folder / "proof.yaml"))
        if not (
            isinstance(claims, list)
            and claims
            and all(
                isinstance(c, tuple) and len(c) == 2 and type(c[0]) is bool and isinstance(c[1], str) for c in claims
            )
        ):
            raise AssertionError(f"check_files returned {str(claims)[:200]}, not a non-empty list of (bool, str)")
        return [message for holds, message in claims if not holds and MASKED.search(message)]

    return entry


def _verify_schedule(cmd_verify: Callable[[argparse.Namespace], int]) -> Entry:
    def entry(folder: Path, names: set[str]) -> list[str]:
        if "problem.yaml" not in names:
            return []
        schedule = str(folder / "schedule.yaml") if "schedule.yaml" in names else None
        args = argparse.Namespace(problem=str(folder / "problem.yaml"), schedule=schedule, bounds_time=0.0, json=True)
        with contextlib.redirect_stdout(io.StringIO()):
            cmd_verify(args)
        return []

    return entry


def _open_artifact(open_artifact: Callable[..., Any]) -> Entry:
    # A mutated manifest fails its own binding (the ``bound`` section) first; ``bound=False`` (what
    # ``formal verify-artifact`` reads with) reaches the checks behind it, then the bound read runs too.
    unbound = "bound" in inspect.signature(open_artifact).parameters

    def entry(folder: Path, names: set[str]) -> list[str]:
        if "manifest.yaml" in names:
            if unbound:
                open_artifact(folder, bound=False)
            open_artifact(folder)
        return []

    return entry


def _proof(name: str, doc: str) -> Harness:
    return Harness(name, doc, "proof.yaml", "proof.yaml", "check")


HARNESSES: dict[str, Harness] = {
    h.name: h
    for h in (
        Harness(
            "problem",
            "formal check PROBLEM PROOF with the problem mutated: formal.problem/1 and formal.trace/1 files, a "
            "recompute question, against ordering, arena and recompute proofs",
            "problem.yaml",
            "problem.yaml",
            "check",
        ),
        _proof("event_cut", "formal.proof/1 with event_cut certificates (flows in the cut network)"),
        _proof("forward_trap", "formal.proof/1 with forward_trap certificates (a case per unit of the trap)"),
        _proof("reverse_trap", "formal.proof/1 with reverse_trap certificates"),
        _proof("order_split", "formal.proof/1 with order_split certificates (cases covering the orders of 2-4 units)"),
        _proof("search_closure", "formal.proof/1 with search_closure certificates (parent:unit token strings)"),
        _proof("sat_refutation", "formal.proof/1 with sat_refutation certificates (base64 zlib DRUP, RUP-checked)"),
        _proof("arena", "formal.arena-proof/1, alone (lifetimes as stated) and against its problem"),
        _proof("recompute", "formal.recompute-proof/1 witnesses and refutations, alone and against a problem file"),
        _proof("recompute_lb", "formal.recompute-proof/1 with extra_lower_bound (fixed and free models, B&B tree)"),
        _proof("train", "formal.train-proof/1 with the two traces it names written beside it"),
        Harness(
            "schedule",
            "formal verify-schedule PROBLEM SCHEDULE (formal.cli.order.cmd_verify): formal.schedule/1, a proof used "
            "as a schedule, a plain list of ids; problem and schedule mutated",
            "schedule.yaml",
            "schedule.yaml",
            "schedule",
            ("formal.model", "formal.base", "formal.cli.order"),
            ("formal.model.schedule", "formal.model.problem"),
        ),
        Harness(
            "artifact",
            "formal.deploy.artifact.open_artifact on a folder: manifest.yaml mutated, beside the files it hashes",
            "manifest.yaml",
            "manifest.yaml",
            "artifact",
            ("formal.deploy.artifact", "formal.base", "formal.machine.fingerprint"),
            ("formal.deploy.artifact",),
        ),
    )
}
