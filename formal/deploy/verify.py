"""``formal verify-artifact DIR``: every check an auditor wants, without running the program.

For the artifact (:mod:`formal.deploy.artifact`):

* every field of the manifest is the one it was written with: its ``bound`` section is
  recomputed, and each edited field is reported by name (a published sha256, given with
  ``--sha256``, also refuses a manifest rewritten whole);
* each serving convention (the example inputs', and each signature's certified later:
  ``variants``) fits the files: it names programs of the artifact, gives one role per stored
  argument, each input of the signature is the stored argument's dtype, shape, stride and
  device, and ``weights.pt`` (where there is one) holds exactly the parameters and buffers
  the roles name.

Per program:

* the files are the manifest's (sha256 of each), and the trace's wrapper and inputs are the
  trace's (its own sha256 of each), and the trace's problem is the captured one
  (``evidence.problem_sha256``);
* the proof holds: the trusted checker verifies it against the trace's problem, every claim,
  in a process of its own (``formal check TRACE PROOF``, :func:`formal.base.checking.run_checker`);
* the certified program is exactly the compiler's program permuted by the proof's order:
  emitted again from the trace and the proof (arena-packed, recomputing by its checked
  schedule, or packing the manifest's compression sites, where the manifest says so), it
  equals the artifact's program byte for byte; a compressing program's plan problem is the
  trace's with those sites, and the proof of its peak is checked too;
* the manifest's numbers are the proof's (peak, lower bound, the certified peak) and its
  output digests, compiled kernels, ownership, torch and fingerprint are the trace's; the
  thread count is the one the wrapper's kernels were generated for;
* the manifest's compiler peak (the saving is measured against it) is the compiler's program's
  peak recomputed from the trace (:func:`_compiler_peak_check`).

Every field's shape is checked before any file is touched, as ``formal.load`` checks it
(:func:`formal.deploy.artifact.check_manifest`, through ``open_artifact``): a manifest either
reader would refuse is refused here in the same line.

And for the artifact: whether this machine would run it (torch version, fingerprint) and
whether ``formal.load`` can serve it. Those two are reported, not failed: an auditor's
machine need not be the deployment's.
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import torch

from formal.base.checking import run_checker
from formal.base.errors import FormalError
from formal.base.files import read_yaml
from formal.deploy.artifact import MANIFEST, TRAIN_PROOF, Artifact, describe_input, edited_fields, open_artifact
from formal.deploy.load import all_shipped, require_runtime, shipped
from formal.emit.arena import emit_arena_source, plan_arena
from formal.emit.compress import emit_compressed_source
from formal.emit.permute import emit_source
from formal.emit.recompute import emit_recompute_source
from formal.model.canonical import problem_sha256
from formal.model.problem import load_problem
from formal.pipelines.compress import compressed_problem, plan_from_record
from formal.program.trace import Trace, load_trace
from formal.recompute.realize import realize
from formal.runtime.loader import load_inputs
from formal.runtime.prebuilt import check_shipped, resolve_extern

Check = tuple[bool, str]


def verify_artifact(folder: str | Path, sha256: str | None = None) -> dict[str, Any]:
    """``{"sha256", "checks": [[ok, message], ...], "programs": [{"name", "checks"}], "machine", "serve", "ok"}``."""

    artifact = open_artifact(folder, sha256, bound=False)  # edited fields are reported below, by name
    manifest = artifact.manifest
    edited = edited_fields(manifest, str(artifact.folder / MANIFEST))
    checks: list[Check] = [(False, f"manifest: {field}") for field in edited] or [
        (True, "manifest: every field is the one it was written with (its bound digests)")
    ]
    checks += _convention_checks(artifact)
    if manifest.get("train_plan") is not None:
        checks += _train_plan_checks(artifact)
    programs = []
    for entry in artifact.programs:
        program_checks: list[Check] = [
            (True, "files: sha256 of wrapper, inputs, trace, proof, program as in the manifest")
        ]
        files = {key: artifact.folder / name for key, name in entry["files"].items()}
        try:
            trace = load_trace(files["trace"])
            trace.verified_file("wrapper"), trace.verified_file("inputs")
            recorded = trace.evidence.get("problem_sha256")
            same = recorded == problem_sha256(trace.problem)
            program_checks.append(
                (
                    same,
                    "trace: wrapper and inputs are the trace's, problem is the captured one"
                    if same
                    else "trace: the problem differs from the captured one (problem_sha256)",
                )
            )
        except FormalError as exc:
            programs.append(
                {"name": entry["name"], "checks": [list(c) for c in [*program_checks, (False, f"trace: {exc}")]]}
            )
            continue
        try:
            claims = run_checker(files["trace"], files["proof"])
        except FormalError as exc:
            claims = [(False, f"refused the proof: {exc}")]
        program_checks += [(ok, f"checker: {message}") for ok, message in claims]

        proof = read_yaml(files["proof"])
        same_program, certified_peak = _program_check(trace, proof, entry, artifact.file(entry, "program").data)
        program_checks.append(same_program)
        numbers = (
            entry.get("order_peak") == proof.get("peak")
            and entry.get("lower_bound") == proof.get("lower_bound")
            and entry.get("certified_peak") == certified_peak
            and entry.get("output_digests") == trace.output_digests
        )
        program_checks.append(
            (
                numbers,
                "manifest: peaks, lower bound and output digests are the proof's and the trace's"
                if numbers
                else "manifest: a peak, the lower bound or the output digests differ from the proof/trace",
            )
        )
        program_checks.append(_trace_check(manifest, entry, trace))
        program_checks.append(_compiler_peak_check(entry, trace))
        if shipped(entry):
            try:
                count = check_shipped(artifact.folder, entry["kernels"], entry["name"])
                for name, path in entry["extern_kernels"].items():
                    resolve_extern(path, name)
                program_checks.append(
                    (
                        True,
                        f"kernels: {count} shipped libraries have the recorded sha256; extern kernels in torch",
                    )
                )
            except FormalError as exc:
                program_checks.append((False, f"kernels: {exc}"))
        programs.append(
            {
                "name": entry["name"],
                "checks": [list(c) for c in program_checks],
                "certified_peak": entry.get("certified_peak"),
                "compiler_peak": entry.get("compiler_peak"),
                "lower_bound": entry.get("lower_bound"),
                "optimal": entry.get("optimal"),
            }
        )
    try:
        require_runtime(manifest, "this machine", compiled=not all_shipped(artifact.programs))
        machine = "would run here (same torch, same kernel fingerprint)"
    except FormalError as exc:
        machine = f"formal.load here refuses it: {exc}"
    serve = (
        f"servable by formal.load (program {manifest['serve'].get('program')})"
        if isinstance(manifest.get("serve"), dict)
        else f"not servable by formal.load: {manifest.get('serve_refused')}"
    )
    ok = all(c[0] for c in checks) and all(c[0] for p in programs for c in p["checks"])
    return {
        "artifact": str(artifact.folder),
        "sha256": artifact.sha256,
        "checks": [list(c) for c in checks],
        "programs": programs,
        "machine": machine,
        "serve": serve,
        "ok": ok,
    }


def _train_plan_checks(artifact: Artifact) -> list[Check]:
    """A training budget's proof (formal.deploy.training): checked by the trusted checker, about the
    artifact's own forward and backward traces, with the manifest's budget and extra FLOPs."""
    record, path = artifact.manifest["train_plan"], artifact.folder / TRAIN_PROOF
    try:
        claims = run_checker(None, path)
    except FormalError as exc:
        return [(False, f"train plan: the checker refused the proof: {exc}")]
    checks: list[Check] = [(ok, f"train plan: checker: {message}") for ok, message in claims]
    proof = read_yaml(path)
    step = proof.get("step") if isinstance(proof, dict) else None
    traces = {entry["files"]["trace"] for entry in artifact.programs if entry.get("part") in ("fwd", "bwd")}
    named = {step[k].get("trace") for k in ("forward", "backward") if isinstance(step.get(k), dict)} if step else set()
    checks.append(
        (
            len(named) == 2 and named <= traces,
            "train plan: its traces are the artifact's forward and backward programs'"
            if len(named) == 2 and named <= traces
            else f"train plan: the proof names traces other than the artifact's programs' ({sorted(map(str, named))})",
        )
    )
    plan = proof.get("plan") if isinstance(proof, dict) else None
    same = (
        isinstance(plan, dict)
        and record.get("budget") == proof.get("budget")
        and record.get("extra_flops") == plan.get("extra_flops")
        and isinstance(record.get("step_peak"), int)
        and record["step_peak"] <= record["budget"]
    )
    checks.append(
        (
            same,
            "train plan: the manifest's budget, step peak and extra FLOPs agree with the proof"
            if same
            else "train plan: the manifest's budget, step peak or extra FLOPs differ from the proof",
        )
    )
    return checks


def _trace_check(manifest: dict[str, Any], entry: dict[str, Any], trace: Trace) -> Check:
    """The manifest's kernels, ownership, torch, fingerprint and thread count against the trace's."""
    threads = {int(n) for n in re.findall(r"num_threads\((\d+)\)", trace.verified_file("wrapper").text)}
    differ = [
        what
        for what, same in (
            ("compiled kernels", entry.get("kernels") == trace.kernels),
            ("ownership", entry.get("owned") == trace.program.get("owned")),
            ("torch", manifest.get("torch") == trace.capture.get("torch")),
            ("fingerprint", manifest.get("fingerprint") == trace.capture.get("fingerprint")),
            # Inductor writes the thread count into the kernels it parallelizes (none below two threads).
            ("threads", threads <= {entry.get("threads")}),
        )
        if not same
    ]
    if differ:
        return False, f"manifest: {', '.join(differ)} differ from the trace's and the wrapper's"
    return True, "manifest: compiled kernels, ownership, torch, fingerprint and threads are the trace's and wrapper's"


def _compiler_peak_check(entry: dict[str, Any], trace: Trace) -> Check:
    """The manifest's ``compiler_peak`` (the saving is measured against it) recomputed from the trace, not
    trusted: the peak of the compiler's own program, statement by statement in the trace's order (the
    compiler's), each storage born and freed where that program allocated and freed it
    (:meth:`Trace.program_peak`, the figure the capture measured twice and the deployment recorded)."""
    recomputed, claimed = trace.program_peak(), entry.get("compiler_peak")
    if claimed == recomputed:
        return (
            True,
            f"manifest: compiler_peak {recomputed} B is the compiler's program's peak, recomputed from the trace",
        )
    return False, (
        f"manifest: compiler_peak {claimed} B differs from the compiler's program's peak recomputed from the trace "
        f"({recomputed} B): the saving it claims is not the artifact's"
    )


def _convention_checks(artifact: Artifact) -> list[Check]:
    """The serving conventions against the files: the example inputs' (``serve``) and each signature's
    certified later (``variants``)."""
    manifest = artifact.manifest
    checks = _convention_check(artifact, manifest.get("serve"), manifest.get("signature"), "serve")
    variants = manifest.get("variants") or []
    for k, variant in enumerate(variants if isinstance(variants, list) else [None]):
        if not isinstance(variant, dict):
            checks.append((False, f"variants[{k}]: not a mapping"))
        elif variant.get("serve") is not None:
            checks += _convention_check(artifact, variant["serve"], variant.get("signature"), f"variants[{k}].serve")
    return checks


def _convention_check(artifact: Artifact, serve: Any, signature: Any, label: str) -> list[Check]:
    """One serving convention against the files: programs, stored arguments, signature, weights."""
    if not isinstance(serve, dict):
        return []
    names = {p["name"]: p for p in artifact.programs}  # the programs it names are the artifact's (check_manifest)
    try:
        stored = load_inputs(artifact.file(names[serve["program"]], "inputs"))["args"]
    except FormalError as exc:
        return [(False, f"{label}: the stored arguments cannot be read: {exc}")]
    roles = serve.get("args")
    if not (isinstance(roles, list) and isinstance(signature, list) and len(roles) == len(stored)):
        return [(False, f"{label}.args: not one role per stored argument")]
    checks: list[Check] = []
    wrong = []
    for i, role in enumerate(roles):
        j = role.get("input") if isinstance(role, dict) else None
        if isinstance(j, int) and not isinstance(j, bool):
            want = signature[j] if 0 <= j < len(signature) else None
            got = describe_input(stored[i])
            if not isinstance(want, dict) or any(
                got.get(k) != want.get(k) for k in ("dtype", "shape", "stride", "device")
            ):
                wrong.append(f"input {j}")
    of = "" if label == "serve" else f" ({label})"
    checks.append(
        (False, f"signature{of}: {', '.join(wrong)} differ from the stored arguments they were certified with")
        if wrong
        else (True, f"signature{of}: every input is the stored argument's dtype, shape, stride and device")
    )
    if artifact.weights is not None:
        named = {
            name for role in roles if isinstance(role, dict) for k, name in role.items() if k in ("param", "buffer")
        }
        try:
            state = torch.load(io.BytesIO(artifact.weights.data), weights_only=True)
        except Exception as exc:  # noqa: BLE001 - any unpickling failure is a bad file
            return [*checks, (False, f"weights.pt: unreadable: {str(exc).splitlines()[0] if str(exc) else exc}")]
        same = isinstance(state, dict) and set(state) == named
        checks.append(
            (True, f"weights{of}: weights.pt holds exactly the parameters and buffers the roles name")
            if same
            else (False, f"weights{of}: weights.pt's names are not the parameters and buffers the roles name")
        )
    return checks


def _lever_proof_refused(lever: str, problem: Path | None, proof: Path) -> Check | None:
    """The failed check when the trusted checker refuses a lever's proof or finds a claim false, else None."""
    try:
        claims = run_checker(problem, proof)
    except FormalError as exc:
        return False, f"{lever}: the checker refused the proof: {exc}"
    false = [message for ok, message in claims if not ok]
    return (False, f"{lever}: checker: {false[0]}") if false else None


def _recompute_check(trace: Trace, entry: dict[str, Any], program: bytes) -> tuple[Check, Any]:
    """A recomputing program: its proof checked by the trusted checker, about the trace's problem
    made single-assignment, and the program exactly the one emitted for the proof's schedule."""
    record = entry["recompute"]
    path = trace.path.parent / str(record["proof"])
    refused = _lever_proof_refused("recompute", None, path)
    if refused:
        return refused, None
    proof = read_yaml(path)
    realized = realize(trace, int(record["k"]), proof.get("budget"))  # costs do not change the emitted program
    if proof.get("problem_sha256") != problem_sha256(realized.instance.problem):
        return (False, "recompute: the proof is about another problem than the trace's, made single-assignment"), None
    expected = emit_recompute_source(realized, proof["schedule"])
    same = expected.encode("utf-8") == program and proof.get("peak") == record.get("peak")
    what = "the compiler's program recomputing by the checked proof's schedule"
    return (same, f"program: exactly {what}" if same else f"program: differs from {what}"), proof.get("peak")


def _compress_check(trace: Trace, order: Any, entry: dict[str, Any], program: bytes) -> tuple[Check, Any]:
    """A compressing program: the plan's problem is the trace's problem with the manifest's pack sites
    applied to the proof's order, its proof (the peak of that order) is checked by the trusted checker,
    and the program is exactly the one emitted for the sites."""
    record = entry["compress"]
    folder = trace.path.parent
    problem_path, proof_path = folder / str(record["problem"]), folder / str(record["proof"])
    refused = _lever_proof_refused("compress", problem_path, proof_path)
    if refused:
        return refused, None
    chosen = plan_from_record(record.get("sites"), f"{entry['name']}.compress.sites")
    expected, expected_order = compressed_problem(trace.problem, order, chosen)
    proof = read_yaml(proof_path)
    if problem_sha256(load_problem(problem_path)) != problem_sha256(expected) or proof.get("order") != expected_order:
        return (False, "compress: the plan's problem or order is not the trace's with the manifest's pack sites"), None
    source = emit_compressed_source(trace, order, [c.site for c in chosen])
    same = source.encode("utf-8") == program and proof.get("peak") == record.get("peak")
    what = (
        f"the compiler's program permuted by the proof's order, packing the manifest's {len(chosen)} site(s) "
        f"(the plan's peak of {record.get('peak')} B checked)"
    )
    return (same, f"program: exactly {what}" if same else f"program: differs from {what}"), proof.get("peak")


def _program_check(trace: Any, proof: dict[str, Any], entry: dict[str, Any], program: bytes) -> tuple[Check, Any]:
    """The artifact's program is the trace's wrapper permuted by the proof's order, byte for byte;
    and the peak it was certified with (the proof's, or the arena realization's)."""
    order = proof.get("order")
    peak: Any
    try:
        if entry.get("recompute"):
            return _recompute_check(trace, entry, program)
        if entry.get("compress"):
            return _compress_check(trace, order, entry, program)
        if entry.get("arena"):
            realization = plan_arena(trace, order, alignment=int(entry["arena"]["alignment"]))
            expected, peak = emit_arena_source(trace, order, realization), realization.predicted_peak
            what = "the compiler's program permuted by the proof's order and arena-packed"
        else:
            expected, peak = emit_source(trace, order), proof.get("peak")
            what = "the compiler's program permuted by the proof's order"
    except (FormalError, TypeError, KeyError) as exc:
        return (False, f"program: cannot emit the proof's order: {exc}"), None
    same = expected.encode("utf-8") == program
    return (same, f"program: exactly {what}" if same else f"program: differs from {what}"), peak
