"""``formal bench deploy``'s serving process (its step 3): ``formal.load`` of an artifact, measured.

Run as ``python -P -m formal.studies.deploy_load FOLDER EXPECTED.json`` by
:mod:`formal.studies.deploy_bench`, in a fresh process (where no compiler is reachable, or where
one is). A module of its own, importing only what serving needs, so that what it reports
(whether Inductor or a solver was imported) is formal.load's doing and not the benchmark's.
Prints one JSON row.
"""

from __future__ import annotations

import json
import shutil
import sys
import time
from pathlib import Path
from typing import Any

import formal
from formal.capture.compile import flat_tensors
from formal.runtime.execute import output_digests

SOLVERS = ("ortools", "pysat", "pulp", "z3")


def load_one(folder: Path, expected: list) -> dict[str, Any]:
    """Step 3 of the module doc, in a fresh process."""
    start = time.monotonic()
    program = formal.load(folder / "artifact")
    seconds = time.monotonic() - start

    got = program(*program.example_inputs)
    solvers = sorted({m.split(".")[0] for m in sys.modules} & set(SOLVERS))
    return {
        "load_seconds": round(seconds, 2),
        "load_bit_identical": output_digests(flat_tensors(got)) == expected,
        "load_solver_imports": solvers,
        "load_inductor_imported": "torch._inductor" in sys.modules,
        "load_compiler_reachable": any(shutil.which(c) for c in ("g++", "c++", "cc", "clang++")),
    }


if __name__ == "__main__":
    print(json.dumps(load_one(Path(sys.argv[1]), json.loads(Path(sys.argv[2]).read_text()))))
