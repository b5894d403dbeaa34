#!/usr/bin/env bash
# Regenerate the reference encodings in this folder (see README.md).
# Usage: encodings/regenerate.sh [path/to/formal]   (default: formal on PATH)
set -euo pipefail
cd "$(dirname "$0")"
FORMAL=${1:-formal}
PY=$(dirname "$(command -v "$FORMAL")")/python
[ -x "$PY" ] || PY=python3

# Random program-like problems from the model's generator (same seed, same problem).
"$PY" - <<'PYEOF'
from formal.model import write_problem
from formal.model.random_problems import random_problem
for n, seed in ((8, 1), (12, 2)):
    write_problem(f"random-{n}-{seed}.yaml", random_problem(n, seed))
PYEOF

for problem in branchy diamond random-8-1 random-12-2; do
  opt=$("$FORMAL" solve "$problem.yaml" --backend cpsat --json | "$PY" -c 'import json,sys; r=json.load(sys.stdin); assert r["optimal"]; print(r["peak"])')
  for budget in "$opt" "$((opt - 1))"; do
    tag=$([ "$budget" = "$opt" ] && echo sat || echo unsat)
    for fmt in cnf opb lp mps smt2; do
      "$FORMAL" encode "$problem.yaml" --budget "$budget" --format "$fmt" -o "$problem.$tag.$fmt"
    done
  done
  echo "$problem: optimum $opt"
done
