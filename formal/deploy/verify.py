"""``formal verify-artifact DIR``: every check an auditor wants, without running the program.

Per program of the artifact (:mod:`formal.deploy.artifact`):

* the files are the manifest's (sha256 of each), and the trace's wrapper and inputs are the
  trace's (its own sha256 of each), and the trace's problem is the captured one
  (``evidence.problem_sha256``);
* the proof holds: the trusted checker (:mod:`formal.check`) verifies it against the
  trace's problem, every claim;
* the certified program is exactly the compiler's program permuted by the proof's order:
  emitted again from the trace and the proof (arena-packed where the manifest says so), it
  equals the artifact's program byte for byte;
* the manifest's numbers are the proof's (peak, lower bound) and its output digests are
  the trace's.

And for the artifact: whether this machine would run it (torch version, fingerprint) and
whether ``formal.load`` can serve it. Those two are reported, not failed: an auditor's
machine need not be the deployment's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from formal.base.errors import FormalError
from formal.base.files import read_yaml
from formal.check.commands import check_files
from formal.check.problem import Invalid
from formal.deploy.artifact import open_artifact
from formal.deploy.load import require_runtime
from formal.emit.arena import emit_arena_source, plan_arena
from formal.emit.permute import emit_source
from formal.model.canonical import problem_sha256
from formal.program.trace import load_trace


def verify_artifact(folder: str | Path, sha256: str | None = None) -> dict[str, Any]:
    """``{"sha256", "programs": [{"name", "checks": [[ok, message], ...]}], "machine", "serve", "ok"}``."""

    artifact = open_artifact(folder, sha256)
    programs = []
    for entry in artifact.programs:
        checks: list[tuple[bool, str]] = [
            (True, "files: sha256 of wrapper, inputs, trace, proof, program as in the manifest")
        ]
        files = {key: artifact.folder / name for key, name in entry["files"].items()}
        try:
            trace = load_trace(files["trace"])
            trace.verified_file("wrapper"), trace.verified_file("inputs")
            recorded = trace.evidence.get("problem_sha256")
            same = recorded == problem_sha256(trace.problem)
            checks.append(
                (
                    same,
                    "trace: wrapper and inputs are the trace's, problem is the captured one"
                    if same
                    else "trace: the problem differs from the captured one (problem_sha256)",
                )
            )
        except FormalError as exc:
            programs.append({"name": entry["name"], "checks": checks + [(False, f"trace: {exc}")]})
            continue
        try:
            claims = check_files(str(files["trace"]), str(files["proof"]))
        except Invalid as exc:
            claims = [(False, f"unreadable proof: {exc}")]
        checks += [(ok, f"checker: {message}") for ok, message in claims]

        proof = read_yaml(files["proof"])
        checks.append(_program_check(trace, proof, entry, artifact.file(entry, "program").data))
        numbers = (
            entry.get("order_peak") == proof.get("peak")
            and entry.get("lower_bound") == proof.get("lower_bound")
            and entry.get("output_digests") == trace.output_digests
        )
        checks.append(
            (
                numbers,
                "manifest: peak, lower bound and output digests are the proof's and the trace's"
                if numbers
                else "manifest: peak, lower bound or output digests differ from the proof/trace",
            )
        )
        programs.append(
            {
                "name": entry["name"],
                "checks": [list(c) for c in checks],
                "certified_peak": entry.get("certified_peak"),
                "compiler_peak": entry.get("compiler_peak"),
                "lower_bound": entry.get("lower_bound"),
                "optimal": entry.get("optimal"),
            }
        )
    manifest = artifact.manifest
    try:
        require_runtime(manifest, "this machine")
        machine = "would run here (same torch, same kernel fingerprint)"
    except FormalError as exc:
        machine = f"formal.load here refuses it: {exc}"
    serve = (
        f"servable by formal.load (program {manifest['serve'].get('program')})"
        if manifest.get("serve")
        else f"not servable by formal.load: {manifest.get('serve_refused')}"
    )
    ok = all(c[0] for p in programs for c in p["checks"])
    return {
        "artifact": str(artifact.folder),
        "sha256": artifact.sha256,
        "programs": programs,
        "machine": machine,
        "serve": serve,
        "ok": ok,
    }


def _program_check(trace: Any, proof: dict[str, Any], entry: dict[str, Any], program: bytes) -> tuple[bool, str]:
    """The artifact's program is the trace's wrapper permuted by the proof's order, byte for byte."""
    order = proof.get("order")
    try:
        if entry.get("arena"):
            realization = plan_arena(trace, order, alignment=int(entry["arena"]["alignment"]))
            expected = emit_arena_source(trace, order, realization)
            what = "the compiler's program permuted by the proof's order and arena-packed"
        else:
            expected = emit_source(trace, order)
            what = "the compiler's program permuted by the proof's order"
    except (FormalError, TypeError, KeyError) as exc:
        return False, f"program: cannot emit the proof's order: {exc}"
    same = expected.encode("utf-8") == program
    return same, f"program: exactly {what}" if same else f"program: differs from {what}"
