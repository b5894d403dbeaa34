"""``formal experiment paper``: the seed paper's experiments, side by side, per configuration.

A configuration is a model captured in one mode: a corpus configuration
(:mod:`formal.studies.corpus.registry`, e.g. ``resnet18.train``) or a bundled example
(``aspp.infer``, ``aspp.train``). Its traces are the committed ones (``traces/``); for
every trace (``infer``, or ``fwd`` and ``bwd``) the experiment reports:

* ``units``; the compiler's own order: the peak of the program Inductor generates by
  default (``reorder_for_peak_memory`` on, the default of torch 2.14) and with it off
  (a second compile, captured and measured the same way);
* the certified optimum (:func:`formal.order.certify.certify` under ``--time-limit``, or
  the committed ``proofs/<trace>.proof.yaml`` when it is for the same problem and at least
  as good), checked by the trusted checker; how it was certified (``bounds``: cut
  certificates only; ``search``: a search closure; ``SAT``: a SAT refutation) and how fast;
* the saving of the optimum against the compiler's default order;
* formal's route: the optimal order's permuted wrapper replayed (:mod:`formal.replay`):
  measured peak == modeled peak (byte-exact) and outputs bit-identical to the original;
* the recompile route (:mod:`formal.studies.recompile`): the optimal order fed back into
  Inductor through a post-fusion pass, regenerated, captured and measured: predicted
  (the optimum) versus realized peak, whether it *missed* (realized > predicted) and
  whether it got *worse* than the compiler's own order.

A failure in one stage of one configuration becomes that row's ``error`` and the rest
still runs. Outputs (atomic): ``paper.csv``, ``paper.md``, ``saving.png`` and
``recompile.png`` in ``--out``. Capture and replay need the torch the traces were
captured with (2.14.1 for the committed ones).

The seed paper reports, for CPU training configurations, that the recompile route missed
the predicted peak in 22 of 54 and got worse than the compiler's order in 9.
"""

from __future__ import annotations

import argparse
import csv
import importlib.util
import io
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import torch

from formal.base.checking import run_checker
from formal.base.errors import FormalError
from formal.base.files import read_yaml, write_atomic, write_yaml
from formal.base.parallel import run_map
from formal.machine.fingerprint import pin_for_capture
from formal.model import problem_sha256
from formal.order.certify import certify
from formal.program.trace import load_trace
from formal.replay.replay import replay
from formal.studies.corpus.registry import IMPORTS, PACKAGES, select
from formal.studies.recompile import compile_default_off, recompile

EXAMPLE_NAMES = ("residual", "inception", "unet", "aspp", "transformer", "mlp")
MODES = {"infer": "inference", "train": "train"}

COLUMNS = [
    "config",
    "trace",
    "source",
    "units",
    "compiler_peak",
    "compiler_off_peak",
    "optimum",
    "lower_bound",
    "status",
    "saving_pct",
    "saving_off_pct",
    "certified_by",
    "certify_s",
    "proof",
    "checked",
    "replay_peak",
    "replay_byte_exact",
    "replay_bit_identical",
    "rc_predicted",
    "rc_realized",
    "rc_units",
    "rc_order_realized",
    "rc_missed",
    "rc_worse",
    "error",
]


@dataclass(frozen=True)
class Item:
    """One configuration to run (picklable: it travels to worker processes)."""

    config: str  # "aspp.train", "resnet18.infer"
    source: str  # "example" | "corpus"
    spec: str
    mode: str  # "inference" | "train"
    trace_names: tuple[str, ...]
    requires: str | None
    traces_dir: str
    proofs_dir: str
    time_limit: float
    recompile: bool
    reorder_off: bool = True  # compile a second time with reorder_for_peak_memory off


# ----------------------------------------------------------------------- selection


def example_items(names: Sequence[str], **common: Any) -> list[Item]:
    """Items for bundled examples: ``aspp`` (both modes), ``aspp.infer`` or ``aspp.train``."""
    items = []
    for name in names:
        model, _, mode = name.partition(".")
        if model not in EXAMPLE_NAMES or (mode and mode not in MODES):
            raise FormalError(
                f"--examples: unknown example {name!r} (known: {', '.join(EXAMPLE_NAMES)}, "
                f"optionally with .infer or .train)"
            )
        for m in [mode] if mode else list(MODES):
            parts = ("infer",) if m == "infer" else ("fwd", "bwd")
            item = Item(
                f"{model}.{m}", "example", model, MODES[m], tuple(f"{model}.{p}" for p in parts), None, **common
            )
            if item not in items:
                items.append(item)
    return items


def corpus_items(names: Sequence[str] | None, **common: Any) -> list[Item]:
    """Items for corpus configurations (registry names or model names; all if ``names`` is None)."""
    return [
        Item(c.name, "corpus", c.spec, c.mode, tuple(c.trace_names), c.requires, **common)
        for c in select(list(names) if names is not None else None)
    ]


def require_packages(items: Sequence[Item]) -> None:
    """Refuse, in one line, configurations whose model builder needs a package that is missing."""
    if importlib.util.find_spec("torch") is None:
        raise FormalError("formal experiment paper needs torch (2.14.1, the version the traces were captured with)")
    for item in items:
        if item.requires and importlib.util.find_spec(item.requires) is None:
            hint = next(
                (PACKAGES[f] for f, mod in IMPORTS.items() if mod == item.requires and PACKAGES.get(f)), item.requires
            )
            raise FormalError(
                f"configuration {item.config} needs {item.requires}, which is not installed in this "
                f"Python (pip install {hint}); install it or leave the configuration out"
            )


# ----------------------------------------------------------------------- one configuration


def certified_by(proof: dict[str, Any]) -> str:
    """The strongest kind of certificate the proof's lower bound rests on."""
    kinds = {c["kind"] for c in proof["certificates"]}
    if "sat_refutation" in kinds:
        return "SAT"
    if "search_closure" in kinds:
        return "search"
    return "bounds"


def _pct(base: Any, value: Any) -> float | None:
    if not isinstance(base, int) or not isinstance(value, int) or base <= 0:
        return None
    return round(100.0 * (base - value) / base, 2)


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0] if text else ''}" if not isinstance(exc, FormalError) else text[0]


def _certify(trace_path: Path, trace: Any, proofs_dir: Path, time_limit: float, row: dict[str, Any]) -> dict[str, Any]:
    """Certify (fresh, under the limit) and take the committed proof when it is at least as good."""
    start = time.monotonic()
    proof, _info = certify(trace.problem, time_limit, with_info=True)
    row["certify_s"] = round(time.monotonic() - start, 3)
    row["proof"] = "fresh"
    committed = proofs_dir / f"{row['trace']}.proof.yaml"
    if committed.is_file():
        old = read_yaml(committed)
        if (
            isinstance(old, dict)
            and old.get("problem_sha256") == problem_sha256(trace.problem)
            and (old["peak"], -old["lower_bound"]) < (proof["peak"], -proof["lower_bound"])
        ):
            proof, row["proof"] = old, "committed"
    with tempfile.TemporaryDirectory(prefix="formal-paper-") as tmp:
        path = Path(tmp) / "proof.yaml"
        write_yaml(path, proof)
        row["checked"] = all(ok for ok, _m in run_checker(trace_path, path))
    row["optimum"], row["lower_bound"] = proof["peak"], proof["lower_bound"]
    gap = proof["peak"] - proof["lower_bound"]
    row["status"] = "optimal" if gap == 0 else f"gap {100.0 * gap / max(1, proof['peak']):.2f}%"
    row["certified_by"] = certified_by(proof)
    return proof


def run_config(item: Item) -> list[dict[str, Any]]:
    """All rows of one configuration; every stage's failure lands in the rows' ``error``."""
    rows = [
        {c: None for c in COLUMNS} | {"config": item.config, "trace": t, "source": item.source}
        for t in item.trace_names
    ]
    errors: list[list[str]] = [[] for _ in rows]

    def fail(k: int | None, stage: str, exc: BaseException) -> None:
        for j in [k] if k is not None else range(len(rows)):
            errors[j].append(f"{stage}: {_one_line(exc)}")

    try:
        paths = [Path(item.traces_dir) / f"{t}.trace.yaml" for t in item.trace_names]
        missing = [p for p in paths if not p.is_file()]
        if missing:
            how = (
                f"formal corpus build {item.config}"
                if item.source == "corpus"
                else f"formal capture {item.spec} -o {item.traces_dir} --mode {item.mode}"
            )
            raise FormalError(f"{missing[0]} is not captured ({how})")
        traces = [load_trace(p) for p in paths]
    except Exception as exc:  # noqa: BLE001 - one row per failure, never a crash
        fail(None, "load", exc)
        return _finish(rows, errors)

    proofs: list[dict[str, Any] | None] = [None] * len(rows)
    for k, (path, trace, row) in enumerate(zip(paths, traces, rows)):
        row["units"] = trace.problem.n
        row["compiler_peak"] = trace.evidence.get("original_measured_peak", trace.program_peak())
        try:
            proofs[k] = _certify(path, trace, Path(item.proofs_dir), item.time_limit, row)
            row["saving_pct"] = _pct(row["compiler_peak"], row["optimum"])
        except Exception as exc:  # noqa: BLE001
            fail(k, "certify", exc)
            continue
        try:
            runs = replay(trace, [("optimal", proofs[k]["order"])])
            opt = runs[-1]
            row["replay_peak"] = opt.measured_peak
            row["replay_byte_exact"] = all(r.measured_peak == r.modeled_peak for r in runs)
            row["replay_bit_identical"] = all(r.bit_identical and r.matches_capture for r in runs)
        except Exception as exc:  # noqa: BLE001
            fail(k, "replay", exc)

    if item.reorder_off:
        try:
            for row, off in zip(rows, compile_default_off(traces)):
                row["compiler_off_peak"] = off.evidence["original_measured_peak"]
                row["saving_off_pct"] = _pct(row["compiler_off_peak"], row["optimum"])
        except Exception as exc:  # noqa: BLE001
            fail(None, "compile (reorder off)", exc)

    if item.recompile:
        if any(p is None for p in proofs):
            fail(None, "recompile", FormalError("skipped: not every part has a certified order"))
        else:
            try:
                realized = recompile(traces, [p["order"] for p in proofs], [p["peak"] for p in proofs])
                for row, r in zip(rows, realized):
                    row.update(
                        {
                            "rc_predicted": r.predicted_peak,
                            "rc_realized": r.realized_peak,
                            "rc_units": r.realized_units,
                            "rc_order_realized": r.order_realized,
                            "rc_missed": r.missed,
                            "rc_worse": r.worse,
                        }
                    )
            except Exception as exc:  # noqa: BLE001
                fail(None, "recompile", exc)
    return _finish(rows, errors)


def _finish(rows: list[dict[str, Any]], errors: list[list[str]]) -> list[dict[str, Any]]:
    for row, errs in zip(rows, errors):
        row["error"] = "; ".join(errs) or None
    return rows


def run_config_safe(item: Item) -> list[dict[str, Any]]:
    """:func:`run_config` that turns even an unexpected crash into error rows (for run_map)."""
    start = time.monotonic()
    try:
        rows = run_config(item)
        failed = sum(1 for r in rows if r["error"])
        print(
            f"paper: {item.config} done in {time.monotonic() - start:.0f} s"
            + (f" ({failed} row(s) with errors)" if failed else ""),
            file=sys.stderr,
            flush=True,
        )
        return rows
    except Exception as exc:  # noqa: BLE001
        last = traceback.extract_tb(exc.__traceback__)[-1]
        return [
            {c: None for c in COLUMNS}
            | {
                "config": item.config,
                "trace": t,
                "source": item.source,
                "error": f"{_one_line(exc)} (at {Path(last.filename).name}:{last.lineno})",
            }
            for t in item.trace_names
        ]


# ----------------------------------------------------------------------- outputs


def _cell(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, bool):
        return "yes" if v else "no"
    return str(v)


def to_csv(rows: Sequence[dict[str, Any]]) -> str:
    """The rows as CSV (booleans as yes/no, missing values empty), columns in :data:`COLUMNS` order."""
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(COLUMNS)
    for r in rows:
        writer.writerow([_cell(r.get(c)) for c in COLUMNS])
    return buf.getvalue()


INT_COLUMNS = {
    "units",
    "compiler_peak",
    "compiler_off_peak",
    "optimum",
    "lower_bound",
    "replay_peak",
    "rc_predicted",
    "rc_realized",
    "rc_units",
}
FLOAT_COLUMNS = {"saving_pct", "saving_off_pct", "certify_s"}
BOOL_COLUMNS = {"checked", "replay_byte_exact", "replay_bit_identical", "rc_order_realized", "rc_missed", "rc_worse"}


def from_csv(text: str, where: str = "paper.csv") -> list[dict[str, Any]]:
    """Rows read back from :func:`to_csv` output (for ``--update``); FormalError if it is not one."""
    reader = csv.reader(io.StringIO(text))
    header = next(reader, None)
    if header != COLUMNS:
        raise FormalError(f"{where}: not a paper.csv of this version (columns differ); move it away or drop --update")
    rows = []
    for line, values in enumerate(reader, start=2):
        if len(values) != len(COLUMNS):
            raise FormalError(f"{where}: line {line}: expected {len(COLUMNS)} cells, got {len(values)}")
        row: dict[str, Any] = {}
        for c, v in zip(COLUMNS, values):
            try:
                row[c] = (
                    None
                    if v == ""
                    else int(v)
                    if c in INT_COLUMNS
                    else float(v)
                    if c in FLOAT_COLUMNS
                    else {"yes": True, "no": False}[v]
                    if c in BOOL_COLUMNS
                    else v
                )
            except (ValueError, KeyError):
                raise FormalError(f"{where}: line {line}: column {c}: unexpected value {v!r}") from None
        rows.append(row)
    return rows


def merge(old: Sequence[dict[str, Any]], new: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """``old`` rows with every configuration that ``new`` has replaced by ``new``'s rows (in place), the rest
    appended."""
    fresh: dict[str, list[dict[str, Any]]] = {}
    for r in new:
        fresh.setdefault(r["config"], []).append(r)
    out: list[dict[str, Any]] = []
    placed: set[str] = set()
    for r in old:
        if r["config"] not in fresh:
            out.append(r)
        elif r["config"] not in placed:
            out.extend(fresh[r["config"]])
            placed.add(r["config"])
    for config, rows in fresh.items():
        if config not in placed:
            out.extend(rows)
    return out


def summarize(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Counts over the rows: certified, savings, replay exactness, recompile misses."""
    ok = [r for r in rows if r.get("optimum") is not None]
    rc = [r for r in rows if r.get("rc_realized") is not None]
    savings = [r["saving_pct"] for r in ok if r.get("saving_pct") is not None]
    replayed = [r for r in rows if r.get("replay_byte_exact") is not None]
    return {
        "traces": len(rows),
        "errors": sum(1 for r in rows if r.get("error")),
        "certified_optimal": sum(1 for r in ok if r.get("status") == "optimal"),
        "with_saving": sum(1 for s in savings if s > 0),
        "max_saving_pct": max(savings, default=None),
        "replayed": len(replayed),
        "replay_exact": sum(1 for r in replayed if r["replay_byte_exact"] and r["replay_bit_identical"]),
        "recompiled": len(rc),
        "rc_missed": sum(1 for r in rc if r["rc_missed"]),
        "rc_worse": sum(1 for r in rc if r["rc_worse"]),
        "rc_order_realized": sum(1 for r in rc if r["rc_order_realized"]),
        "rc_train_parts": sum(1 for r in rc if r["trace"].rsplit(".", 1)[-1] in ("fwd", "bwd")),
        "rc_train_missed": sum(1 for r in rc if r["rc_missed"] and r["trace"].rsplit(".", 1)[-1] in ("fwd", "bwd")),
        "rc_train_worse": sum(1 for r in rc if r["rc_worse"] and r["trace"].rsplit(".", 1)[-1] in ("fwd", "bwd")),
    }


SHORT = [
    ("trace", "trace"),
    ("units", "units"),
    ("compiler_peak", "compiler"),
    ("compiler_off_peak", "reorder off"),
    ("optimum", "optimum"),
    ("saving_pct", "saving %"),
    ("certified_by", "by"),
    ("certify_s", "s"),
    ("replay_byte_exact", "byte-exact"),
    ("replay_bit_identical", "bit-identical"),
    ("rc_realized", "recompiled"),
    ("rc_units", "its units"),
    ("rc_missed", "missed"),
    ("rc_worse", "worse"),
]


def to_markdown(rows: Sequence[dict[str, Any]], summary: dict[str, Any], context: str) -> str:
    """The table (peaks in bytes) and the summary as a markdown page."""
    head = "| " + " | ".join(label for _k, label in SHORT) + " |"
    lines = [
        "# formal experiment paper",
        "",
        context,
        "",
        head,
        "|" + "|".join("---" if k in ("trace", "certified_by") else "---:" for k, _l in SHORT) + "|",
    ]
    for r in rows:
        lines.append("| " + " | ".join(_cell(r.get(k)) for k, _l in SHORT) + " |")
    errs = [r for r in rows if r.get("error")]
    if errs:
        lines += ["", "Errors:", ""] + [f"- `{r['trace']}`: {r['error']}" for r in errs]
    s = summary
    lines += [
        "",
        "Summary:",
        "",
        f"- {s['traces']} traces, {s['certified_optimal']} certified optimal, {s['with_saving']} with a "
        f"saving over the compiler's default order (largest {s['max_saving_pct']}%), {s['errors']} with errors.",
        f"- formal's permuted wrapper: {s['replay_exact']} of {s['replayed']} replays byte-exact "
        f"(measured == modeled) and bit-identical.",
        f"- recompile route: {s['recompiled']} programs regenerated; {s['rc_missed']} missed the predicted "
        f"peak, {s['rc_worse']} got worse than the compiler's order, {s['rc_order_realized']} ran exactly the "
        f"imposed unit order; training parts: {s['rc_train_missed']} of {s['rc_train_parts']} missed, "
        f"{s['rc_train_worse']} worse (seed paper, CPU training: 22 of 54 missed, 9 worse).",
        "",
    ]
    return "\n".join(lines)


def print_table(rows: Sequence[dict[str, Any]]) -> None:
    cells = [[label for _k, label in SHORT]] + [[_cell(r.get(k)) for k, _l in SHORT] for r in rows]
    widths = [max(len(c[i]) for c in cells) for i in range(len(SHORT))]
    for c in cells:
        print("  ".join(v.ljust(w) if i == 0 else v.rjust(w) for i, (v, w) in enumerate(zip(c, widths))))
    for r in rows:
        if r.get("error"):
            print(f"error {r['trace']}: {r['error']}")


def _png(fig: Any) -> bytes:
    import matplotlib.pyplot as plt  # matplotlib: heavy; only plots need it

    buf = io.BytesIO()
    fig.tight_layout()
    fig.savefig(buf, format="png", dpi=110)
    plt.close(fig)
    return buf.getvalue()


def plots(rows: Sequence[dict[str, Any]]) -> dict[str, bytes]:
    """``saving.png`` (saving % per trace vs both compiler orders) and ``recompile.png`` (predicted vs realized)."""
    import matplotlib  # matplotlib: heavy; only plots need it

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # matplotlib: heavy; only plots need it

    out: dict[str, bytes] = {}
    ok = [r for r in rows if r.get("saving_pct") is not None]
    fig, ax = plt.subplots(figsize=(8, max(3.0, 0.28 * len(ok) + 1)))
    ys = list(range(len(ok)))
    ax.barh(
        [y + 0.2 for y in ys],
        [r["saving_pct"] for r in ok],
        height=0.4,
        label="vs default (reorder_for_peak_memory on)",
    )
    ax.barh(
        [y - 0.2 for y in ys],
        [r["saving_off_pct"] or 0.0 for r in ok],
        height=0.4,
        label="vs reorder_for_peak_memory off",
    )
    ax.set_yticks(ys, [r["trace"] for r in ok], fontsize=7)
    ax.invert_yaxis()
    ax.axvline(10.0, color="grey", ls=":", lw=1)
    ax.set_xlabel("peak saving of the certified optimum, % of the compiler's order (dotted: the paper's 10.0%)")
    ax.legend(fontsize=7, loc="lower right")
    out["saving.png"] = _png(fig)

    rc = [r for r in rows if r.get("rc_realized") is not None]
    fig, ax = plt.subplots(figsize=(6, 5))
    if rc:
        lo = min(min(r["rc_predicted"], r["rc_realized"]) for r in rc) * 0.9
        hi = max(max(r["rc_predicted"], r["rc_realized"], r["compiler_peak"]) for r in rc) * 1.1
        ax.plot([lo, hi], [lo, hi], color="grey", lw=1, label="realized = predicted")
        for flag, color, label in ((False, "tab:green", "realized the prediction"), (True, "tab:red", "missed")):
            pts = [r for r in rc if bool(r["rc_missed"]) == flag]
            ax.scatter([r["rc_predicted"] for r in pts], [r["rc_realized"] for r in pts], c=color, s=22, label=label)
        worse = [r for r in rc if r["rc_worse"]]
        if worse:
            ax.scatter(
                [r["rc_predicted"] for r in worse],
                [r["rc_realized"] for r in worse],
                facecolors="none",
                edgecolors="black",
                s=80,
                label="worse than the compiler's order",
            )
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.legend(fontsize=7)
    ax.set_xlabel("predicted peak (certified optimum), bytes")
    ax.set_ylabel("realized peak of the recompiled program (measured), bytes")
    ax.set_title("Recompile route: Inductor regenerates the optimal order")
    out["recompile.png"] = _png(fig)
    return out


# ----------------------------------------------------------------------- CLI


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="formal experiment paper", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--configs",
        nargs="+",
        metavar="NAME",
        help="corpus configurations (resnet18.infer, or a model name for all its modes)",
    )
    parser.add_argument("--examples", nargs="+", metavar="NAME", help="bundled examples (aspp, aspp.infer, aspp.train)")
    parser.add_argument("--out", default="results/paper", help="output folder (default results/paper)")
    parser.add_argument("--traces", default="traces", help="folder of the committed traces (default traces)")
    parser.add_argument("--proofs", default="proofs", help="folder of the committed proofs (default proofs)")
    parser.add_argument("--time-limit", type=float, default=60.0, help="certify time limit per trace, s (default 60)")
    parser.add_argument("--jobs", type=int, default=1, help="configurations in parallel (default 1)")
    parser.add_argument("--cluster", default=None, metavar="ADDRESS", help="run on a Dask scheduler")
    parser.add_argument("--no-recompile", action="store_true", help="skip the recompile route")
    parser.add_argument(
        "--no-reorder-off",
        action="store_true",
        help="skip the second compile with reorder_for_peak_memory off (its columns stay empty)",
    )
    parser.add_argument(
        "--update",
        action="store_true",
        help="keep the rows of OUT/paper.csv for configurations not run now (results of a corpus that lands over time)",
    )
    args = parser.parse_args(argv)
    if not args.time_limit > 0:
        raise FormalError(f"--time-limit: must be positive, got {args.time_limit}")
    common = {
        "traces_dir": str(Path(args.traces).resolve()),
        "proofs_dir": str(Path(args.proofs).resolve()),
        "time_limit": args.time_limit,
        "recompile": not args.no_recompile,
        "reorder_off": not args.no_reorder_off,
    }
    if args.configs is None and args.examples is None:
        items = example_items(EXAMPLE_NAMES, **common)
        items += [
            i
            for i in corpus_items(None, **common)
            if all((Path(args.traces) / f"{t}.trace.yaml").is_file() for t in i.trace_names)
        ]
    else:
        items = example_items(args.examples or [], **common) + (
            corpus_items(args.configs, **common) if args.configs else []
        )
    require_packages(items)

    pin_for_capture()  # the experiment compiles and replays: one pinned ISA for all (docs/capture.md)
    out = Path(args.out)
    old_rows: list[dict[str, Any]] = []
    if args.update and (out / "paper.csv").is_file():
        old_rows = from_csv((out / "paper.csv").read_text(encoding="utf-8"), str(out / "paper.csv"))

    start = time.monotonic()
    print(f"paper: {len(items)} configuration(s): {', '.join(i.config for i in items)}", flush=True)
    results = run_map(run_config_safe, items, jobs=args.jobs, cluster=args.cluster, desc="paper")
    rows = merge(old_rows, [r for group in results for r in group])
    summary = summarize(rows)
    context = (
        f"torch {torch.__version__}, CPU, FP32, one thread; peaks in bytes (measured); "
        f"certify time limit {args.time_limit:g} s; {len(items)} configurations run in "
        f"{time.monotonic() - start:.0f} s"
        + (
            f", {len({r['config'] for r in rows}) - len(items)} more kept from the previous paper.csv (--update)."
            if old_rows
            else "."
        )
    )
    print_table(rows)
    write_atomic(out / "paper.csv", to_csv(rows))
    write_atomic(out / "paper.md", to_markdown(rows, summary, context))
    for name, data in plots(rows).items():
        write_atomic(out / name, data)
    s = summary
    print(
        f"\n{s['traces']} traces: {s['certified_optimal']} certified optimal, {s['with_saving']} with a saving "
        f"(max {s['max_saving_pct']}%); replay exact {s['replay_exact']}/{s['replayed']}; recompile route: "
        f"{s['rc_missed']}/{s['recompiled']} missed, {s['rc_worse']} worse; {s['errors']} with errors"
    )
    print(f"wrote {out}/paper.csv, paper.md, saving.png, recompile.png")
    return 0
