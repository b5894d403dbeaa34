"""``formal bench deploy``: formal.compile and formal.load on models formal's tests never saw.

For each model of the zoo (timm and Hugging Face models built from configs, random weights,
nothing downloaded; or any ``module:function`` spec), in a child process of its own:

1. ``torch.compile(model)`` runs the example input (the reference) and ``formal.compile``
   certifies and runs it; the outputs are compared bit for bit, and the certified, measured
   and compiler's peaks are recorded;
2. with ``--train``, three SGD steps through ``formal.compile(mode="train")`` and three through
   ``torch.compile`` from the same weights: are the parameters bit-identical? With
   ``--memory-budget R`` too, ``formal.compile(mode="train", memory_budget=R)`` beside PyTorch's
   ``activation_memory_budget=R`` (its default solver): each step's measured peak against the
   default step's, the extra FLOPs, and three SGD steps of the budgeted module against
   ``torch.compile``'s default step (bit-identical, else the largest parameter difference);
   a budget formal refuses gives its one-line reason (the least peak found, the floor);
3. a second, fresh process where no C++ compiler is reachable (``PATH``, ``CC`` and ``CXX``
   point nowhere; no kernel store, an empty private kernel folder) serves the artifact with
   ``formal.load`` (:mod:`formal.studies.deploy_load`): its output must equal the reference's
   digest; the row says how long
   ``formal.load`` took (after ``import torch``), and whether it imported Inductor or a solver;
   a third process loads it where a compiler is reachable, for the time beside it;
4. with ``--levers``, the same model compiled with the arena lever, with the recompute lever at
   one byte below the optimal order's peak, with the tile lever and with the compress lever:
   bytes per lever (or the refusal's reason).

Prints a row per model and writes ``TABLE.json`` and ``TABLE.md`` (``--table``, default ``zoo``)
under ``--out``. Measured on the machine
it runs on (seconds are wall clock on that machine; bits and bytes are exact).
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

import torch

import formal
from formal.base.children import python_argv, run_child
from formal.base.errors import FormalError
from formal.base.files import write_atomic
from formal.capture.compile import flat_tensors, training_loss
from formal.capture.spec import resolve_spec
from formal.pipelines.train_step import compile_step, measure_step
from formal.runtime.execute import output_digests

SEED = 0
SIDE = 64  # image side for the vision models


def _timm(name: str, **kwargs: Any) -> Callable[[], tuple]:
    def build() -> tuple:
        import timm  # timm: optional, for this benchmark's models

        torch.manual_seed(SEED)
        model = timm.create_model(name, pretrained=False, num_classes=10, **kwargs)
        return model, (torch.randn(2, 3, SIDE, SIDE),)

    return build


class _Tuple:
    """Wrap a transformers model so it returns a tuple of tensors (``return_dict=False``)."""

    @staticmethod
    def wrap(inner: Any) -> Any:
        class Plain(torch.nn.Module):
            def __init__(self) -> None:
                super().__init__()
                self.inner = inner

            def forward(self, ids: torch.Tensor) -> tuple:
                return tuple(t for t in self.inner(input_ids=ids, return_dict=False) if isinstance(t, torch.Tensor))

        return Plain()


def _hf(config_name: str, model_name: str, **config: Any) -> Callable[[], tuple]:
    def build() -> tuple:
        import transformers  # transformers: optional (the corpus extra)

        cfg = getattr(transformers, config_name)(attn_implementation="eager", **config)
        torch.manual_seed(SEED)
        model = _Tuple.wrap(getattr(transformers, model_name)(cfg))
        ids = torch.randint(0, cfg.vocab_size, (2, 64), generator=torch.Generator().manual_seed(SEED))
        return model, (ids,)

    return build


ZOO: dict[str, Callable[[], tuple]] = {
    "timm-resnet18": _timm("resnet18"),
    "timm-mobilenetv3_small_100": _timm("mobilenetv3_small_100"),
    "timm-efficientnet_b0": _timm("efficientnet_b0"),
    "timm-convnext_atto": _timm("convnext_atto"),
    "timm-regnetx_002": _timm("regnetx_002"),
    "timm-vit_tiny": _timm("vit_tiny_patch16_224", img_size=SIDE),
    "hf-distilbert": _hf("DistilBertConfig", "DistilBertModel", dim=128, hidden_dim=512, n_layers=2, n_heads=4),
    "hf-roberta": _hf(
        "RobertaConfig",
        "RobertaModel",
        hidden_size=128,
        intermediate_size=512,
        num_hidden_layers=2,
        num_attention_heads=4,
    ),
    "hf-llama": _hf(
        "LlamaConfig",
        "LlamaModel",
        hidden_size=128,
        intermediate_size=344,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        vocab_size=1000,
        use_cache=False,
    ),
    "hf-opt": _hf(
        "OPTConfig",
        "OPTModel",
        hidden_size=128,
        ffn_dim=512,
        num_hidden_layers=2,
        num_attention_heads=4,
        word_embed_proj_dim=128,
        vocab_size=1000,
        use_cache=False,
    ),
}


def _build(name: str) -> tuple:
    if name in ZOO:
        return ZOO[name]()

    ms = resolve_spec(name)
    return ms.model, ms.inputs


def _digest(value: Any) -> list:
    return output_digests(flat_tensors(value))


def run_one(
    name: str,
    folder: Path,
    train: bool,
    time_limit: float,
    memory_budget: float | None = None,
    levers: bool = False,
) -> dict[str, Any]:
    """Step 1 and 2 of the module doc, in this process; the reference digests for step 3."""
    model, inputs = _build(name)
    model.eval()
    reference = copy.deepcopy(model)
    with torch.no_grad():
        expected = torch.compile(reference)(*inputs)
    start = time.monotonic()
    module = formal.compile(model, inputs, out=folder / "artifact", time_limit=time_limit)
    seconds = time.monotonic() - start
    got = module(*inputs)
    row: dict[str, Any] = {
        "model": name,
        "compile_seconds": round(seconds, 1),
        "bit_identical": _digest(got) == _digest(expected),
        "programs": len(module.programs),
        "certified_peak": sum(p["certified_peak"] for p in module.programs),
        "measured_peak": sum(p["measured_peak"] for p in module.programs),
        "compiler_peak": sum(p["compiler_peak"] for p in module.programs),
        "optimal": all(p["optimal"] for p in module.programs),
        "expected_digest": _digest(expected),
    }
    del module, got, expected
    if levers:
        row.update(_lever_rows(name, folder, row["certified_peak"], time_limit))
    if train:
        row.update(_train_steps(name, folder, time_limit))
    if memory_budget is not None:
        row.update(_budget_row(name, folder, memory_budget, time_limit))
    return row


def _lever_rows(name: str, folder: Path, order_peak: int, time_limit: float) -> dict[str, Any]:
    """``--levers``: the arena lever's certified peak, the recompute lever asked for one byte below
    the optimal order's peak (its peak and extra MACs), the tile and compress levers' peaks; or each
    one's one-line refusal."""
    row: dict[str, Any] = {}
    for lever, kwargs in (
        ("arena", {"levers": ("arena",)}),
        ("recompute", {"levers": ("recompute",), "budget": order_peak - 1}),
        ("tile", {"levers": ("tile",)}),
        ("compress", {"levers": ("compress",)}),
    ):
        model, inputs = _build(name)
        model.eval()
        try:
            module = formal.compile(model, inputs, out=folder / lever, time_limit=time_limit, **kwargs)
        except FormalError as exc:
            row[f"{lever}_refused"] = str(exc)
            continue
        row[f"{lever}_peak"] = module.certified_peak
        extra = [p["recompute"]["extra_macs"] for p in module.programs if p.get("recompute")]
        if lever == "recompute":
            row["recompute_extra_macs"] = sum(extra)
    return row


def _budget_row(name: str, folder: Path, ratio: float, time_limit: float, steps: int = 3) -> dict[str, Any]:
    """Step 2's training budget (module doc): formal's plan and PyTorch's ``activation_memory_budget``
    at the same ratio, measured, and the budgeted module's SGD steps against torch.compile's."""
    model, inputs = _build(name)
    model.train()
    default = compile_step(copy.deepcopy(model), inputs)
    pytorch = compile_step(copy.deepcopy(model), inputs, functorch_config={"activation_memory_budget": ratio})
    base_peak, theirs_peak = measure_step(default).measured_peak, measure_step(pytorch).measured_peak
    row: dict[str, Any] = {
        "budget_ratio": ratio,
        "pytorch_budget_step_peak": theirs_peak,
        "pytorch_budget_ratio": round(theirs_peak / base_peak, 4),
        "pytorch_budget_extra_flops": pytorch.step_flops - default.step_flops,
    }
    reference = copy.deepcopy(model)
    start = time.monotonic()
    try:
        module = formal.compile(
            model, inputs, mode="train", memory_budget=ratio, out=folder / "budget", time_limit=time_limit
        )
    except FormalError as exc:
        return {**row, "formal_budget_refused": str(exc)}
    record = module.train_plan or {}
    row.update(
        {
            "formal_budget_seconds": round(time.monotonic() - start, 1),
            "default_step_peak": record["default_step_peak"],
            "formal_budget_step_peak": record["step_peak"],
            "formal_budget_ratio": round(record["step_peak"] / record["default_step_peak"], 4),
            "formal_budget_extra_flops": record["extra_flops"],
            "formal_budget_extra_flops_lower_bound": record["extra_flops_lower_bound"],
        }
    )
    mine, theirs = [], []
    for step_fn, net, out in ((module, model, mine), (torch.compile(reference), reference, theirs)):
        optimizer = torch.optim.SGD(net.parameters(), lr=0.01)
        for _ in range(steps):
            optimizer.zero_grad()
            training_loss(step_fn(*inputs), None).backward()
            optimizer.step()
        out.extend(p.detach().clone() for p in net.parameters())
    row["formal_budget_params_bit_identical"] = all(torch.equal(a, b) for a, b in zip(mine, theirs))
    row["formal_budget_params_max_abs_diff"] = max(float((a - b).abs().max()) for a, b in zip(mine, theirs))
    return row


def _train_steps(name: str, folder: Path, time_limit: float, steps: int = 3) -> dict[str, Any]:
    """Three SGD steps through formal.compile and through torch.compile: parameters' and
    buffers' bits. torch.compile is run twice: where its own kernels are not reproducible
    (parallel atomic adds, e.g. an embedding's backward), the comparison is repeated with
    one thread, where they are."""

    def run(make: Callable[[torch.nn.Module, tuple], Callable[..., Any]]) -> dict[str, torch.Tensor]:
        model, inputs = _build(name)
        model.train()
        step_fn = make(model, inputs)
        optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
        torch.manual_seed(SEED)
        for _ in range(steps):
            optimizer.zero_grad()
            training_loss(step_fn(*inputs), None).backward()
            optimizer.step()
        return {n: t.detach().clone() for n, t in [*model.named_parameters(), *model.named_buffers()]}

    def same(a: dict[str, torch.Tensor], b: dict[str, torch.Tensor]) -> bool:
        return a.keys() == b.keys() and all(
            a[n].dtype == b[n].dtype
            and torch.equal(a[n].reshape(-1).view(torch.uint8), b[n].reshape(-1).view(torch.uint8))
            for n in a
        )

    def certified(label: str) -> Callable[[torch.nn.Module, tuple], Callable[..., Any]]:
        return lambda m, x: formal.compile(m, x, mode="train", out=folder / label, time_limit=time_limit)

    start = time.monotonic()
    mine = run(certified("train"))
    seconds = time.monotonic() - start
    theirs, again = run(lambda m, x: torch.compile(m)), run(lambda m, x: torch.compile(m))
    row: dict[str, Any] = {
        "train_params_bit_identical": same(mine, theirs),
        "train_seconds": round(seconds, 1),
        "train_reference_reproducible": same(theirs, again),
    }
    if not row["train_reference_reproducible"]:
        threads = torch.get_num_threads()
        torch.set_num_threads(1)  # Inductor writes the thread count into the kernels it generates
        try:
            row["train_params_bit_identical_one_thread"] = same(
                run(certified("train-1")), run(lambda m, x: torch.compile(m))
            )
        finally:
            torch.set_num_threads(threads)
    return row


NO_COMPILER = {  # the serving process of step 3 (module doc)
    "PATH": "/nonexistent",
    "CC": "/nonexistent/cc",
    "CXX": "/nonexistent/c++",
    "FORMAL_PRIVATE_KERNEL_CACHE": "1",
    "FORMAL_KERNEL_STORE": "0",
}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="formal bench deploy", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--models",
        default=",".join(ZOO),
        help=f"comma-separated (default: {', '.join(ZOO)}); module:function specs too",
    )
    parser.add_argument("--train", action="store_true", help="also three SGD steps, formal.compile vs torch.compile")
    parser.add_argument(
        "--levers",
        action="store_true",
        help="also the arena lever, and the recompute lever one byte below the optimal order's peak",
    )
    parser.add_argument(
        "--memory-budget",
        type=float,
        metavar="R",
        help="also formal.compile(mode='train', memory_budget=R) beside PyTorch's activation_memory_budget=R",
    )
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds per program's proof")
    parser.add_argument("--timeout", type=float, default=1800.0, help="seconds per model (a hang guard)")
    parser.add_argument("--out", help="folder for the table (TABLE.json and TABLE.md)")
    parser.add_argument("--table", default="zoo", help="the table's file name (default zoo)")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    parser.add_argument("--folder", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        row = run_one(args.one, Path(args.folder), args.train, args.time_limit, args.memory_budget, args.levers)
        print(json.dumps(row))
        return 0

    rows, budget = [], args.memory_budget is not None
    for name in [m for m in args.models.split(",") if m]:
        with tempfile.TemporaryDirectory(prefix="formal-zoo-") as tmp:
            me = python_argv("-m", "formal.studies.deploy_bench", "--folder", tmp, "--time-limit", str(args.time_limit))
            extra = [*(["--train"] if args.train else []), *(["--memory-budget", str(args.memory_budget)] * budget)]
            extra += ["--levers"] if args.levers else []
            info, out, err = run_child([*me, "--one", name, *extra], args.timeout)
            if info["exit"] != 0:
                rows.append({"model": name, "error": (err.strip().splitlines() or [str(info["exit"])])[-1][:300]})
                print(f"{name}: error: {rows[-1]['error']}", flush=True)
                if args.out:
                    _write_tables(Path(args.out), args.table, rows, args.levers, budget)
                continue
            row = json.loads(out.strip().splitlines()[-1])
            expected = Path(tmp) / "expected.json"
            expected.write_text(json.dumps(row.pop("expected_digest")))
            serve = python_argv("-m", "formal.studies.deploy_load", tmp, str(expected))
            info, out, err = run_child(serve, args.timeout, {**os.environ, **NO_COMPILER})
            row.update(
                json.loads(out.strip().splitlines()[-1])
                if info["exit"] == 0
                else {"load_error": (err.strip().splitlines() or [str(info["exit"])])[-1][:300]}
            )
            # The same, where a compiler is reachable (an empty private kernel folder, no store).
            plain = {**os.environ, "FORMAL_PRIVATE_KERNEL_CACHE": "1", "FORMAL_KERNEL_STORE": "0"}
            info, out, _err = run_child(serve, args.timeout, plain)
            if info["exit"] == 0:
                row["load_seconds_with_compiler"] = json.loads(out.strip().splitlines()[-1])["load_seconds"]
        rows.append(row)
        print(json.dumps(row), flush=True)
        if args.out:  # after every row: an interrupted run keeps the models it measured
            _write_tables(Path(args.out), args.table, rows, args.levers, budget)
    return 0 if all("error" not in r and "load_error" not in r for r in rows) else 1


def _write_tables(out: Path, table: str, rows: list[dict[str, Any]], levers: bool, budget: bool) -> None:
    """``TABLE.json`` and ``TABLE.md`` under ``out`` for the rows measured so far."""
    meta = {"torch": torch.__version__, "measured": time.strftime("%Y-%m-%d"), "rows": rows}
    write_atomic(out / f"{table}.json", json.dumps(meta, indent=1) + "\n")
    tables = _markdown(meta) + (_lever_markdown(meta) if levers else "")
    write_atomic(out / f"{table}.md", tables + (_budget_markdown(meta) if budget else ""))


def _markdown(meta: dict[str, Any]) -> str:
    head = (
        "| model | programs | bit-identical to torch.compile | compiler's peak B | certified peak B | "
        "measured B | optimal | 3 train steps: params bit-identical | load: bit-identical | "
        "load: solvers imported | load: Inductor imported | compile s | load s (no compiler) |"
    )
    lines = [f"torch {meta['torch']}, measured {meta['measured']}.", "", head, "|" + "---|" * 13]
    for r in meta["rows"]:
        if "error" in r:
            lines.append(f"| {r['model']} | error: {r['error']} |" + " |" * 11)
            continue
        lines.append(
            f"| {r['model']} | {r['programs']} | {r['bit_identical']} | {r['compiler_peak']:,} | "
            f"{r['certified_peak']:,} | {r['measured_peak']:,} | {r['optimal']} | "
            f"{_train_cell(r)} | {r.get('load_bit_identical', r.get('load_error'))} | "
            f"{', '.join(r.get('load_solver_imports', [])) or 'none'} | {r.get('load_inductor_imported', '-')} | "
            f"{r['compile_seconds']} | "
            f"{r.get('load_seconds', '-')} |"
        )
    return "\n".join(lines) + "\n"


def _lever_markdown(meta: dict[str, Any]) -> str:
    """Bytes saved per lever: the compiler's peak, the optimal order's, the arena's, and recomputing
    one byte below the order (or why not); load time with and without a compiler."""
    lines = [
        "",
        "Bytes per lever (inference; saved = torch.compile's peak - the lever's certified peak):",
        "",
        "| model | compile s | load s (no compiler) | load s (compiler) | torch.compile's peak B | order: peak B "
        "(saved) | arena: peak B (saved) | recompute below the order: peak B (saved, extra MACs) | "
        "tile: peak B (saved) | compress: peak B (saved) |",
        "|" + "---|" * 10,
    ]
    for r in meta["rows"]:
        if "error" in r:
            continue
        base = r["compiler_peak"]

        def cell(peak: int | None) -> str:
            return "-" if peak is None else f"{peak:,} ({base - peak:,})"

        recompute = (
            f"{cell(r['recompute_peak'])}, {r['recompute_extra_macs']:,} MACs"
            if "recompute_peak" in r
            else "refused: " + r.get("recompute_refused", "-").split(", and ")[-1]
        )
        lines.append(
            f"| {r['model']} | {r['compile_seconds']} | {r.get('load_seconds', '-')} | "
            f"{r.get('load_seconds_with_compiler', '-')} | {base:,} | {cell(r['certified_peak'])} | "
            f"{cell(r.get('arena_peak')) if 'arena_peak' in r else 'refused: ' + r.get('arena_refused', '-')} | "
            f"{recompute} | "
            f"{_lever_cell(r, 'tile', cell)} | {_lever_cell(r, 'compress', cell)} |"
        )
    return "\n".join(lines) + "\n"


def _lever_cell(row: dict[str, Any], lever: str, cell: Callable[[int | None], str]) -> str:
    """A lever's peak (saved), or its refusal's reason."""
    return (
        cell(row[f"{lever}_peak"]) if f"{lever}_peak" in row else "refused: " + _why(row.get(f"{lever}_refused", "-"))
    )


def _why(refusal: str) -> str:
    """A refusal's reason without its ``... levers 'NAME':`` prefix (formal.compile's, or a program's)."""
    prefix = re.search(r"levers '\w+': ", refusal)
    return refusal[prefix.end() :] if prefix else refusal


def _budget_markdown(meta: dict[str, Any]) -> str:
    """The training-budget table: formal's plan beside PyTorch's activation_memory_budget, measured."""
    lines = [
        "",
        "Training step at a memory budget (ratio R of the default step's measured peak):",
        "",
        "| model | R | default step B | formal: step B (ratio) | formal: extra FLOPs (lower bound) | "
        "PyTorch activation_memory_budget: step B (ratio) | PyTorch: extra FLOPs | "
        "3 SGD steps vs torch.compile | formal compile s |",
        "|" + "---|" * 9,
    ]
    for r in meta["rows"]:
        if "budget_ratio" not in r:
            continue
        theirs = f"{r['pytorch_budget_step_peak']:,} ({r['pytorch_budget_ratio']})"
        if "formal_budget_refused" in r:
            lines.append(
                f"| {r['model']} | {r['budget_ratio']} | - | refused: {r['formal_budget_refused']} | - | {theirs} | "
                f"{r['pytorch_budget_extra_flops']:,} | - | - |"
            )
            continue
        agree = (
            "bit-identical"
            if r["formal_budget_params_bit_identical"]
            else f"max diff {r['formal_budget_params_max_abs_diff']:.3g}"
        )
        lines.append(
            f"| {r['model']} | {r['budget_ratio']} | {r['default_step_peak']:,} | "
            f"{r['formal_budget_step_peak']:,} ({r['formal_budget_ratio']}) | "
            f"{r['formal_budget_extra_flops']:,} ({r['formal_budget_extra_flops_lower_bound']:,}) | {theirs} | "
            f"{r['pytorch_budget_extra_flops']:,} | {agree} | {r['formal_budget_seconds']} |"
        )
    return "\n".join(lines) + "\n"


def _train_cell(row: dict[str, Any]) -> str:
    if "train_params_bit_identical" not in row:
        return "-"
    if row.get("train_reference_reproducible", True):
        return str(row["train_params_bit_identical"])
    return (
        f"{row['train_params_bit_identical']}: torch.compile differs from itself run to run; "
        f"one thread: {row.get('train_params_bit_identical_one_thread')}"
    )


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
