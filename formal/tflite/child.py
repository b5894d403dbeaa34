"""The child process that runs models in TFLM's host interpreter (``python -P -m formal.tflite.child REQUEST RESULT``).

A model is C++ working on raw memory: an unsound offline plan, or a hostile file, can make TFLM
write outside its arena and take the process with it. So every model runs here, in a child of its
own (:mod:`formal.tflite.interpreter` starts it with a time limit and a memory limit), and what it
measured comes back as JSON.

For each job the child builds ``tflite_micro.runtime.Interpreter`` on the model (which plans the
arena: TFLM allocates at construction), reads the arena's head, tail and total from
``print_allocations()`` (TFLM's RecordingMicroAllocator, printed by the C++ side), and for each
seed sets every input to seeded random values (integers over their whole range, floats standard
normal), invokes, and returns each output's dtype, shape and bytes. This module imports numpy and
the wheel, nothing of formal.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from typing import Any

LINE = re.compile(r"Arena allocation (total|head|tail) (\d+) bytes")


def _captured(call: Any) -> str:
    """What ``call()`` writes to file descriptors 1 and 2 (TFLM prints from C++)."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = os.dup(1), os.dup(2)
    with tempfile.TemporaryFile() as held:
        os.dup2(held.fileno(), 1)
        os.dup2(held.fileno(), 2)
        try:
            call()
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            os.close(saved[0])
            os.close(saved[1])
        held.seek(0)
        return held.read().decode(errors="replace")


def _inputs(np: Any, details: dict, seed: int, index: int) -> Any:
    shape, dtype = tuple(int(d) for d in details["shape"]), np.dtype(details["dtype"])
    rng = np.random.default_rng([seed, index])
    if dtype == np.bool_:
        return rng.integers(0, 2, size=shape).astype(np.bool_)
    if np.issubdtype(dtype, np.integer):
        info = np.iinfo(dtype)
        return rng.integers(info.min, int(info.max) + 1, size=shape, dtype=dtype)
    return rng.standard_normal(size=shape).astype(dtype)


def run_job(job: dict) -> dict:
    import numpy as np
    from tflite_micro import runtime

    with open(job["model"], "rb") as f:
        data = f.read()
    holder: dict[str, Any] = {}
    text = ""
    try:
        text = _captured(lambda: holder.update(it=runtime.Interpreter.from_bytes(data, arena_size=job["arena_size"])))
        interpreter = holder["it"]
        text += _captured(interpreter.print_allocations)
    except Exception as e:  # TFLM's refusal, in its own words
        said = " ".join(line.strip() for line in text.splitlines() if line.strip())[:300]
        return {"ok": False, "error": f"{type(e).__name__}: {e}" + (f" ({said})" if said else "")}
    sizes = {k: int(v) for k, v in LINE.findall(text)}
    result: dict[str, Any] = {"ok": True, **sizes, "runs": []}
    for seed in job.get("seeds", []):
        try:
            for i in range(job["inputs"]):
                interpreter.set_input(_inputs(np, interpreter.get_input_details(i), seed, i), i)
            _captured(interpreter.invoke)
            outputs = []
            for i in range(job["outputs"]):
                out = np.ascontiguousarray(interpreter.get_output(i))
                outputs.append({"dtype": str(out.dtype), "shape": list(out.shape), "hex": out.tobytes().hex()})
        except Exception as e:
            return {"ok": False, "error": f"invoke failed: {type(e).__name__}: {e}"}
        result["runs"].append(outputs)
    return result


def main(argv: list[str]) -> int:
    request_path, result_path = argv
    with open(request_path) as f:
        request = json.load(f)
    results = [run_job(job) for job in request["jobs"]]
    with open(result_path, "w") as f:
        json.dump(results, f)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
