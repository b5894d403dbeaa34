"""Run every detector on one SPEC, connect to the scheduler, and build the report.

``analyze(spec, ...)``:

1. trace the model to its ATen graph (:mod:`formal.patterns.graph`) and run the detectors;
2. with a captured program (``traces_dir``, or a fresh capture into a temporary folder):
   certify each program's ordering optimum (:func:`formal.order.certify.certify`), compute
   its single-operator bound (:mod:`formal.patterns.tile`), report the unit that sets the
   peak when the two are equal (only tiling can go lower), and decide ``already_streamed``
   for every site (:mod:`formal.patterns.streamed`);
3. export the rematerializable sites as recomputation candidates;
4. with ``apply``: prove or measure the rewrites (:mod:`formal.pipelines.pattern_rewrites`).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from formal.base.errors import FormalError
from formal.capture.capture import capture
from formal.capture.spec import resolve_spec
from formal.order.certify import certify
from formal.patterns import norm, remat, softmax, streamed, tile
from formal.patterns.finding import PATTERNS, Finding
from formal.patterns.graph import PatternGraph, trace_model
from formal.pipelines.pattern_rewrites import apply_all
from formal.program.trace import load_trace


def find_patterns(g: PatternGraph, min_gap: int = remat.MIN_GAP) -> list[Finding]:
    """The FX-level findings (no trace needed), in a deterministic order."""
    return sort_findings(norm.detect(g) + softmax.detect(g) + remat.detect(g, min_gap))


def sort_findings(findings: list[Finding]) -> list[Finding]:
    return sorted(findings, key=lambda f: (PATTERNS.index(f.pattern), f.position, f.nodes))


def trace_paths(traces_dir: str | Path, name: str, mode: str) -> list[Path]:
    """The trace files ``formal capture`` writes for ``name`` in ``mode`` (must all exist)."""
    parts = ["infer"] if mode == "inference" else ["fwd", "bwd"]
    paths = [Path(traces_dir) / f"{name}.{part}.trace.yaml" for part in parts]
    for p in paths:
        if not p.is_file():
            raise FormalError(
                f"{p}: no such trace (capture it with `formal capture SPEC -o {traces_dir}"
                f"{' --mode train' if mode == 'train' else ''}`)"
            )
    return paths


def program_bounds(traces: list[Any], time_limit: float) -> tuple[list[dict[str, Any]], list[Finding]]:
    """Per program: certified ordering optimum next to the single-operator bound; tile findings."""
    programs, findings = [], []
    for t in traces:
        part = t.capture.get("part", t.path.name)
        proof = certify(t.problem, time_limit)
        peak, lower = proof["peak"], proof["lower_bound"]
        top = tile.single_operator_bound(t.problem)
        labels = {u["id"]: str(u.get("label", "")) for u in t.data["units"]}
        equal = top.bytes == peak
        programs.append(
            {
                "part": part,
                "units": t.problem.n,
                "certified_optimum": peak,
                "lower_bound": lower,
                "optimal": peak == lower or equal,
                "original_order_peak": t.evidence.get("original_modeled_peak"),
                "single_operator_bound": top.bytes,
                "single_operator_unit": top.unit,
                "single_operator_label": labels.get(top.unit, ""),
                "only_tiling_can_go_lower": equal,
            }
        )
        findings += tile.detect_trace(t.problem, labels, peak, part)
    return programs, findings


def analyze(
    spec: str,
    mode: str = "inference",
    *,
    traces_dir: str | Path | None = None,
    capture: bool = True,
    time_limit: float = 30.0,
    min_gap: int = remat.MIN_GAP,
    apply: bool = False,
    rewrite_out: str | None = None,
) -> dict[str, Any]:
    """The full report for ``spec`` as a JSON-ready dict (see docs/patterns.md)."""
    ms = resolve_spec(spec)
    g = trace_model(ms.model, ms.inputs, mode, ms.loss_fn)
    findings = find_patterns(g, min_gap)
    candidates = remat.recompute_candidates(g, min_gap)
    programs: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="formal-patterns-") as tmp:
        traces = _load_traces(spec, ms.name, mode, traces_dir, tmp if capture else None)
        if traces:
            programs, tile_findings = program_bounds(traces, time_limit)
            streamed.mark(findings, traces)
            findings = sort_findings(findings + tile_findings)
        else:
            findings = sort_findings(findings + tile.detect_fx(g))
    report: dict[str, Any] = {
        "model": ms.name,
        "mode": mode,
        "graph": {"nodes": len(g.nodes), "operators": len(g.compute_nodes())},
        "findings": [f.to_dict() for f in findings],
        "programs": programs,
        "recompute_candidates": [c.to_dict() for c in candidates],
        "bytes_saved_by_pattern": {p: sum(f.bytes_saved for f in findings if f.pattern == p) for p in PATTERNS},
    }
    if apply:
        report["apply"] = apply_all(g, findings, candidates, rewrite_out)
    return report


def _load_traces(spec: str, name: str, mode: str, traces_dir: str | Path | None, capture_dir: str | None) -> list[Any]:
    if traces_dir is not None:
        return [load_trace(p) for p in trace_paths(traces_dir, name, mode)]
    if capture_dir is None:
        return []

    return [load_trace(p) for p in capture(spec, capture_dir, mode)]


# --------------------------------------------------------------------------- text


def format_report(r: dict[str, Any]) -> list[str]:
    lines = [f"{r['model']} ({r['mode']}): {r['graph']['operators']} ATen operators, {len(r['findings'])} findings"]
    for f in r["findings"]:
        streamed = {
            True: "already streamed by Inductor",
            False: "materialized by the program",
            None: "program not captured",
        }[f["already_streamed"]]
        nodes = ", ".join(f["nodes"][:8]) + (", ..." if len(f["nodes"]) > 8 else "")
        lines.append(
            f"  {f['pattern']} [{f['source']}] {nodes}: materializes {f['bytes_materialized']} B, "
            f"rewrite saves {f['bytes_saved']} B; {streamed}"
        )
    for p in r["programs"]:
        verdict = (
            "equal: the peak is one operator's own working set, only tiling can go lower"
            if p["only_tiling_can_go_lower"]
            else "below the optimum: a better order or a rewrite elsewhere"
        )
        lines.append(
            f"  program {p['part']}: certified ordering optimum {p['certified_optimum']} B "
            f"({'optimal' if p['optimal'] else 'lower bound ' + str(p['lower_bound'])}), single-operator "
            f"bound {p['single_operator_bound']} B "
            f"({p['single_operator_unit']} {p['single_operator_label']}): "
            f"{verdict}"
        )
    if not r["programs"]:
        lines.append("  (no captured program: no certified optimum, single-operator bound or already_streamed)")
    for c in r["recompute_candidates"]:
        lines.append(
            f"  recompute candidate {c['value']}: {c['bytes']} B held across {c['gap_ops']} operators, "
            f"recompute {len(c['chain'])} elementwise op(s), {c['flops']} FLOPs"
        )
    for a in r.get("apply", []):
        lines.append("  apply " + _format_apply(a))
    return lines


def _format_apply(a: dict[str, Any]) -> str:
    if a["pattern"] == "rematerializable_intermediate":
        return (
            f"rematerialize {', '.join(a['values'])}: outputs bit-identical: {a['bit_identical']}; measured eager "
            f"peak {a['measured_peak_original']} -> {a['measured_peak_rewritten']} B"
        )
    m = a.get("measured")
    if m is None:
        return f"{a['pattern']} {', '.join(a.get('nodes', [])[:3])}: not offered ({a['why']}); not measured"
    key = "output" if "output" in m else "statistic"
    return (
        f"{a['pattern']} {', '.join(a['nodes'][:3])}: not offered ({a['why']}); measured max abs "
        f"{m[key]['max_abs']:.3g}, max rel {m[key]['max_rel']:.3g}; saves {a['bytes_saved']} B"
    )
