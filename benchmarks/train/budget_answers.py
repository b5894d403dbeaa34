"""Issue 50's acceptance, measured: does each small model's step fit 0.8, 0.6 and 0.5 of its default step?

For each model of ``budget_models`` (a convolution stack, a depthwise CNN, a small decoder; none built by the
tests) it runs, each with a cache folder of its own so that no run reads another's plans:

1. ``formal train-plan budget_models:M --sweep 0.8,0.6,0.5 -o OUT/M/sweep`` with PyTorch's columns: the
   sweep's answers, its compiles per budget, every plan's model error, PyTorch's least fitting configuration;
2. ``formal.compile(model, inputs, mode="train", memory_budget=R)`` at each budget alone (a fresh process, its
   own cache): the single-budget answer a user meets, checked by ``formal check`` where it deploys.

``PYTHONPATH=benchmarks/train python benchmarks/train/budget_answers.py OUT [--models a,b] [--jobs 2]``
writes ``OUT/answers.json`` and prints one table; docs/train.md ("Does the step fit?") reads it. Nothing in
the product imports this file.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
MODELS = ("conv_stack", "depthwise_cnn", "small_decoder")
RATIOS = (0.8, 0.6, 0.5)
TIME_LIMIT, CERTIFY = "10", "30"

DEPLOY = """
import json, subprocess, sys, time
import budget_models, formal
from formal.base.errors import FormalError
name, ratio, out = sys.argv[1], float(sys.argv[2]), sys.argv[3]
model, inputs = getattr(budget_models, name)()
start = time.monotonic()
try:
    module = formal.compile(model, inputs, mode="train", memory_budget=ratio, out=out)
    check = subprocess.run([sys.executable, "-m", "formal", "check", out + "/train-proof.yaml"], capture_output=True)
    answer = {"deployed": True, **module.train_plan, "check_exit": check.returncode}
except FormalError as refused:
    answer = {"deployed": False, "refusal": str(refused)}
answer["seconds"] = round(time.monotonic() - start, 1)
print(json.dumps(answer))
"""


def run(command: list[str], cache: Path, log: Path) -> subprocess.CompletedProcess:
    path = os.pathsep.join([str(HERE), os.environ.get("PYTHONPATH", "")])
    env = {**os.environ, "FORMAL_CACHE": str(cache), "PYTHONPATH": path}
    with open(log, "w") as err:
        return subprocess.run(command, stdout=subprocess.PIPE, stderr=err, text=True, env=env)


def sweep(name: str, out: Path) -> dict:
    folder = out / name / "sweep"
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="formal-cache-") as cache:
        command = [sys.executable, "-m", "formal", "train-plan", f"budget_models:{name}", "--sweep"]
        command += [",".join(map(str, RATIOS)), "--time-limit", TIME_LIMIT, "--certify-time-limit", CERTIFY]
        done = run([*command, "-o", str(folder), "--json"], Path(cache), folder / "stderr.log")
    return json.loads(done.stdout) if done.returncode == 0 else {"error": done.returncode}


def deploy(name: str, ratio: float, out: Path) -> dict:
    folder = out / name / f"compile-r{ratio}"
    folder.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="formal-cache-") as cache:
        command = [sys.executable, "-c", DEPLOY, name, str(ratio), str(folder)]
        done = run(command, Path(cache), out / name / f"compile-r{ratio}.log")
    lines = done.stdout.strip().splitlines()
    return json.loads(lines[-1]) if done.returncode == 0 and lines else {"error": done.returncode}


def table(answers: dict) -> list[str]:
    lines = ["| model | R | sweep: answer | compiles | PyTorch's least fitting | formal.compile alone |"]
    lines.append("|---|---|---|---|---|---|")
    for name, got in answers.items():
        report = got["sweep"]
        b0 = report.get("baseline", {}).get("measured_peak")
        for row in report.get("budgets", []):
            best = _pytorch_best(row)
            alone = got["compile"].get(str(row["ratio"]), {})
            single = (
                f"fits {alone['step_peak'] / b0:.3f}, {alone['extra_flops']:,} FLOPs, check {alone['check_exit']}"
                if alone.get("deployed")
                else (alone.get("refusal") or str(alone.get("error")))[:160]
            )
            lines.append(
                f"| {name} | {row['ratio']} | {row.get('answer') or row.get('status')} | {row.get('compiles')} | "
                f"{best} | {single} |"
            )
    return lines


def _pytorch_best(row: dict) -> str:
    fits = [
        (v.get("extra_flops"), v.get("measured_peak"), k)
        for k, v in (row.get("pytorch") or {}).items()
        if isinstance(v, dict) and v.get("meets_budget")
    ]
    return "none fits" if not fits else "{2}: {1:,} B, {0:,} FLOPs".format(*min(fits))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    names = args.models.split(",")
    start = time.monotonic()
    with ThreadPoolExecutor(args.jobs) as pool:
        sweeps = {name: pool.submit(sweep, name, args.out) for name in names}
        singles = {(name, r): pool.submit(deploy, name, r, args.out) for name in names for r in RATIOS}
        answers = {
            name: {"sweep": sweeps[name].result(), "compile": {str(r): singles[name, r].result() for r in RATIOS}}
            for name in names
        }
    answers["_seconds"] = round(time.monotonic() - start, 1)  # type: ignore[assignment]
    (args.out / "answers.json").write_text(json.dumps(answers, indent=1, sort_keys=True))
    seconds = answers.pop("_seconds")
    print("\n".join(table(answers)))
    print(f"{seconds} s in all")


if __name__ == "__main__":
    main()
