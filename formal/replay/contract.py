"""The Theorem-1 contract: six conditions under which the modeled peak is realised exactly.

The seed paper's Theorem 1: if (1) effect completeness, (2) ownership and completion
record, (3) deterministic units, (4) allocation-order record, (5) frame condition and
(6) no extra events at emission hold, then every legal order's emitted program reaches
the modeled peak byte for byte with bit-identical results. Library kernels' effects
are not proved, so each condition is *checked* here, per trace, by measurement:

1. **effect completeness** — the trace is profiled again from its wrapper and inputs,
   comparing every live storage after every kernel (every content change must be a
   declared write, or profiling fails) and the
   re-derived problem must equal the trace's byte for byte (canonical hash): an edited
   or missing effect fails here, naming the first differing unit;
2. **ownership and completion** — the trace records who owns each input (the caller, or
   the program, which then frees it); every free is observed at the ``del`` of the
   storage's last name with its exact bytes; CPU kernels complete before they return;
3. **deterministic units** — two runs of the original program are bit-identical;
4. **allocation-order record** — each unit's persistent allocations equal its new
   storages (checked while profiling), and the compiler's program, modeled statement by
   statement where it actually allocates and frees, measures exactly its modeled peak
   on two runs;
5. **frame condition** — statements other than kernels and allocations neither change
   contents nor allocate (checked while profiling, statement by statement);
6. **no extra events at emission** — the emitted program for the original order holds
   exactly the original statements, each once, and its measured peak equals the model.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from formal.base.errors import FormalError
from formal.capture.capture import profile_files
from formal.emit.permute import emit_source
from formal.model.canonical import problem_sha256
from formal.model.peak import original_order, peak
from formal.model.problem import problem_from_dict
from formal.program.statements import parse_program
from formal.program.trace import Trace
from formal.replay.replay import check_replayable, compare
from formal.runtime.execute import matches_capture, run_call
from formal.runtime.loader import load_inputs, load_wrapper

CONDITIONS = (
    "effect_completeness",
    "ownership_and_completion",
    "deterministic_units",
    "allocation_order_record",
    "frame_condition",
    "no_extra_events_at_emission",
)


@dataclass
class Verdict:
    condition: str
    holds: bool
    reason: str


def _first_difference(trace: Trace, fresh: dict) -> str:
    fresh_units = {u["id"]: u for u in fresh["units"]}
    for u in trace.problem.units:
        f = fresh_units.get(u.id)
        if f is None:
            return f"unit {u.id} does not exist in the re-profiled program"
        got = sorted(map(tuple, f["accesses"]))
        want = sorted(u.accesses)
        if got != want or f["transient"] != u.transient:
            extra = sorted(set(got) - set(want))
            lost = sorted(set(want) - set(got))
            return f"unit {u.id}: the program does {extra or 'nothing more'} but the trace says {lost or 'nothing'}" + (
                "" if f["transient"] == u.transient else f"; transient {f['transient']} vs {u.transient}"
            )
    fresh_storages = {s["id"]: s for s in fresh["storages"]}
    for s in trace.problem.storages:
        f = fresh_storages.get(s.id)
        if f is None or (f["bytes"], f["origin"], f["freeable"]) != (s.bytes, s.origin, s.freeable):
            return f"storage {s.id}: re-profiled as {f} but the trace says {s}"
    return "the storage or unit lists differ"


def check_contract(trace: Trace) -> list[Verdict]:
    """Evaluate the six conditions for a trace (runs its program: hash and version checked first)."""
    wrapper, inputs = check_replayable(trace)  # the same refusal rules as replay
    verdicts: list[Verdict] = []

    # 1 and 5: re-profile (raises on undeclared writes or frame violations).
    try:
        fresh = profile_files(
            trace.data.get("name", ""),
            wrapper,
            inputs,
            trace.capture.get("part", "infer"),
            dict(trace.capture),
            full_check=True,  # under the ownership it was captured with
            owned=[bool(o) for o in trace.program["owned"]],
            kernels=trace.kernels,
        )
        profiled = True
        profile_error = ""
    except FormalError as exc:
        profiled, profile_error, fresh = False, str(exc), None
    if fresh is not None:
        same = problem_sha256(problem_from_dict(fresh, str(wrapper.path))) == problem_sha256(trace.problem)
        reason = (
            "every content change is a declared write, and the re-profiled problem equals the trace's"
            if same
            else "re-profiling disagrees with the trace: " + _first_difference(trace, fresh)
        )
        verdicts.append(Verdict("effect_completeness", same, reason))
    else:
        verdicts.append(Verdict("effect_completeness", False, profile_error))
    evidence = fresh["evidence"] if fresh is not None else trace.evidence

    late = evidence.get("original_late_frees", [])
    owned = trace.program["owned"]
    recorded = len(owned) == len(trace.program["input_names"]) and profiled
    note = (
        (
            f"; note: the compiler's own program frees {', '.join(late[:3])} later than their last access "
            f"(emitted programs free at last use)"
        )
        if late
        else ""
    )
    verdicts.append(
        Verdict(
            "ownership_and_completion",
            recorded,
            f"{sum(owned)} of {len(owned)} inputs owned by the program, the rest held by the caller; every free "
            f"was observed at the del of the storage's last name with its exact bytes; CPU kernels are synchronous"
            + note
            if recorded
            else "input ownership is not recorded for every input, or frees could not be observed",
        )
    )

    det = bool(evidence.get("deterministic_rerun"))
    verdicts.append(
        Verdict(
            "deterministic_units",
            det,
            "two runs of the original program are bit-identical" if det else "two runs of the original program differ",
        )
    )

    early = evidence.get("original_early_allocations", [])
    modeled = peak(trace.problem, original_order(trace.problem))
    program_modeled = trace.program_peak()
    measured = (evidence.get("original_measured_peak"), evidence.get("original_measured_peak_rerun"))
    ok = profiled and measured == (program_modeled, program_modeled)
    note = f"; note: the compiler's program allocates {', '.join(early[:3])} before an earlier unit" if early else ""
    verdicts.append(
        Verdict(
            "allocation_order_record",
            ok,
            f"each unit's allocations equal its new storages; the compiler's program measured "
            f"{measured[0]} == modeled {program_modeled} on two runs" + note
            if ok
            else f"measured {measured} vs modeled {program_modeled}",
        )
    )

    verdicts.append(
        Verdict(
            "frame_condition",
            profiled,
            "views, aliases, projections, checks and dels neither allocate nor change contents"
            if profiled
            else profile_error,
        )
    )

    source = emit_source(trace, original_order(trace.problem))
    original = parse_program(wrapper.text)
    emitted = parse_program(source)
    same_statements = sorted(s.code for s in emitted.statements) == sorted(s.code for s in original.statements)
    with tempfile.TemporaryDirectory(prefix="formal-contract-") as tmp:
        path = Path(tmp) / "identity.py"
        path.write_text(source, encoding="utf-8")
        constants = load_inputs(inputs)["constants"]
        emitted_run = run_call(load_wrapper(path, constants, trace.kernels), inputs, list(owned))
        original_run = run_call(load_wrapper(wrapper, constants, trace.kernels), inputs, list(owned))
    same, captured = compare(trace, original_run.outputs, emitted_run.outputs)
    original_captured = matches_capture(original_run.outputs, trace.output_digests)
    exact = emitted_run.measured_peak == modeled and same and captured and original_captured
    verdicts.append(
        Verdict(
            "no_extra_events_at_emission",
            same_statements and exact,
            f"emitted program = the {len(original.statements)} original statements, each once; "
            f"measured {emitted_run.measured_peak} == modeled {modeled}, bit-identical, equal to "
            f"the captured outputs"
            if same_statements and exact
            else f"statements same: {same_statements}; measured {emitted_run.measured_peak} vs modeled "
            f"{modeled}; bit-identical {same}; equal to the capture: emitted {captured}, original "
            f"{original_captured}",
        )
    )
    return verdicts
