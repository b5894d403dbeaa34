"""``formal corpus build``: capture every selected configuration, certify every trace.

For each :class:`~formal.studies.corpus.registry.CorpusConfig` this runs the capture
(:func:`formal.capture.capture.capture`, the code behind ``formal capture``) into the
traces folder, then certifies each written trace with :func:`formal.order.certify.certify`
(the code behind ``formal certify``) and writes ``<proofs>/<trace>.proof.yaml``. One row per
trace records the compiler's order peak, the certified optimum and how it was certified.

A configuration that fails (graph break, unsupported op, a capture check) is reported as
one failed row with its one-line reason; the others still run.
"""

from __future__ import annotations

import importlib.util
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable

from formal.base.errors import FormalError
from formal.base.files import write_yaml
from formal.base.parallel import run_map
from formal.capture.capture import capture as run_capture
from formal.machine.fingerprint import FingerprintMismatch
from formal.model import load_problem, original_order, peak
from formal.order.certify import certify
from formal.studies.corpus.registry import PACKAGES, CorpusConfig


@dataclass
class Row:
    """The outcome for one trace (or, with ``error``, for a configuration that failed)."""

    config: str
    trace: str
    units: int | None = None
    input_bytes: int | None = None  # bytes the inputs (weights, user inputs) hold in every order
    compiler_peak: int | None = None  # bytes, the compiler's own order (modeled = measured at capture)
    optimum: int | None = None  # bytes, peak of the certified order
    lower_bound: int | None = None  # bytes, certified lower bound
    status: str = ""  # optimal | gap | failed
    saving_pct: float | None = None  # (compiler - optimum) / compiler * 100
    saving_above_inputs_pct: float | None = None  # the same, of the peak above the inputs' bytes
    method: str = ""  # certificate kinds and the order's finder
    capture_s: float | None = None  # whole configuration (all its traces)
    certify_s: float | None = None
    error: str = ""

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def certify_trace(config: str, trace_path: Path, proofs: Path, time_limit: float, capture_s: float | None) -> Row:
    """Certify one trace, write its proof, and return its row."""
    problem = load_problem(str(trace_path))
    compiler = peak(problem, original_order(problem))
    start = time.monotonic()
    proof, info = certify(problem, time_limit, with_info=True)
    seconds = time.monotonic() - start
    name = trace_path.name.removesuffix(".trace.yaml")
    write_yaml(proofs / f"{name}.proof.yaml", proof)
    best, lower = proof["peak"], proof["lower_bound"]
    kinds = [c["kind"] for c in proof["certificates"]]
    method = f"{'+'.join(kinds) or 'input bytes'}; order by {info['found_by']}"
    inputs = problem.input_bytes
    above = compiler - inputs
    return Row(
        config,
        name,
        units=len(problem.units),
        input_bytes=inputs,
        compiler_peak=compiler,
        optimum=best,
        lower_bound=lower,
        status="optimal" if best == lower else "gap",
        saving_pct=round(100.0 * (compiler - best) / compiler, 2) if compiler else 0.0,
        saving_above_inputs_pct=round(100.0 * (compiler - best) / above, 2) if above > 0 else 0.0,
        method=method,
        capture_s=capture_s,
        certify_s=round(seconds, 1),
    )


def check_available(config: CorpusConfig) -> None:
    """One clear error if the configuration's model library is not installed."""
    need = config.requires
    if need and importlib.util.find_spec(need) is None:
        raise FormalError(f"{config.name} needs {need}: pip install {PACKAGES[config.family]}")


def build_config(config: CorpusConfig, out: Path, proofs: Path, time_limit: float, capture: bool = True) -> list[Row]:
    """Capture (unless ``capture`` is false: reuse the traces in ``out``) and certify one configuration."""
    try:
        capture_s = None
        if capture:
            check_available(config)  # certifying existing traces needs neither library

            start = time.monotonic()
            paths = run_capture(config.spec, out, config.mode)
            capture_s = round(time.monotonic() - start, 1)
            written = [p.name.removesuffix(".trace.yaml") for p in paths]
            if written != list(config.trace_names):  # the registry must name what capture writes
                raise FormalError(
                    f"{config.name}: capture wrote {written}, the registry expects {list(config.trace_names)}"
                )
        else:
            paths = [out / f"{t}.trace.yaml" for t in config.trace_names]
            missing = [str(p) for p in paths if not p.is_file()]
            if missing:
                raise FormalError(f"{config.name}: no trace {', '.join(missing)} (build without --no-capture)")
        return [certify_trace(config.name, p, proofs, time_limit, capture_s) for p in paths]
    except FingerprintMismatch:
        raise  # not this configuration's failure: the whole build must run pinned
    except FormalError as exc:
        return [Row(config.name, "", status="failed", error=str(exc))]
    except Exception as exc:  # noqa: BLE001 - one failed configuration must not stop the grid
        text = str(exc).strip().splitlines()
        return [Row(config.name, "", status="failed", error=f"{type(exc).__name__}: {text[0] if text else ''}")]


def format_row(row: Row) -> str:
    if row.status == "failed":
        return f"{row.config:<28} FAILED: {row.error}"
    cap = "-" if row.capture_s is None else f"{row.capture_s:.1f}"
    return (
        f"{row.trace:<28} {row.units:>6} {row.input_bytes:>14,} {row.compiler_peak:>14,} {row.optimum:>14,} "
        f"{row.saving_pct:>7.2f}% {row.saving_above_inputs_pct:>7.2f}% {row.status:<8} {cap:>9} "
        f"{row.certify_s:>9.1f}  {row.method}"
    )


def header() -> str:
    return (
        f"{'trace':<28} {'units':>6} {'inputs':>14} {'compiler peak':>14} {'optimum':>14} {'saving':>8} "
        f"{'>inputs':>8} {'status':<8} {'capture s':>9} {'certify s':>9}  method"
    )


def _build_item(item: tuple[CorpusConfig, Path, Path, float, bool]) -> list[Row]:
    """``build_config`` on one packed item (top level, so worker processes can import it)."""
    return build_config(*item)


def build(
    configs: list[CorpusConfig],
    out: Path,
    proofs: Path,
    time_limit: float,
    jobs: int = 1,
    capture: bool = True,
    on_rows: Callable[[list[Row]], None] | None = None,
) -> list[Row]:
    """Build ``configs`` in order: here one by one, or ``jobs`` at a time in worker processes (formal.base.parallel)."""
    out.mkdir(parents=True, exist_ok=True)
    proofs.mkdir(parents=True, exist_ok=True)
    items = [(config, out, proofs, time_limit, capture) for config in configs]
    rows: list[Row] = []
    if jobs > 1:
        # build_config turns every failure into a row, so run_map raises only for a dead worker.
        for result in run_map(_build_item, items, jobs=jobs, cluster=None, desc="corpus"):
            rows.extend(result)
            if on_rows:
                on_rows(result)
        return rows
    from tqdm import tqdm

    bar = tqdm(items, desc="corpus", unit="config")
    for item in bar:
        bar.set_postfix_str(item[0].name)
        result = _build_item(item)
        rows.extend(result)
        if on_rows:
            on_rows(result)
    return rows
