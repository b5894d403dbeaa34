#!/usr/bin/env bash
# The CUDA check (docs/cuda.md): on a machine with one NVIDIA GPU and this repository,
# capture bundled examples on cuda:0 (inference and train), certify the optimal orders,
# check the proofs, replay the programs (bit-identical outputs required) and run the
# measurement guard on each. Prints a summary; exits non-zero on any failure.
# Budget: under 8 minutes on one GPU (each step has its own time limit).
#
# Python: $PYTHON if set, else ./.venv-gpu/bin/python if present, else python3. It must
# import torch built for CUDA (the machine's own torch is used as it is; formal is tested
# on torch 2.13/2.14, older versions may generate wrappers formal does not know). formal
# runs from this checkout (PYTHONPATH); its other needs are pyyaml, numpy, ortools, tqdm:
# when one is missing a venv ./.venv-gpu is made with --system-site-packages (so it keeps
# the machine's torch) and they are installed there, from $FORMAL_WHEELS (a folder of
# wheels, offline) if set, else from PyPI.
#
# Knobs: FORMAL_CHECK_DEVICE=cpu runs the same flow on CPU (a dry run of this script);
# FORMAL_CHECK_OUT=DIR keeps the outputs there (default: a fresh temporary folder);
# FORMAL_CHECK_REPEATS=N measured runs per program in the guard (default 5);
# FORMAL_CHECK_BUDGET=S no step starts after S seconds (default 450).
set -uo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DEVICE="${FORMAL_CHECK_DEVICE:-cuda}"
REPEATS="${FORMAL_CHECK_REPEATS:-5}"
BUDGET="${FORMAL_CHECK_BUDGET:-450}"      # seconds: no new step starts after this (the 8-minute promise)
OUTDIR="${FORMAL_CHECK_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/formal-gpu-check.XXXXXX")}"
CONFIGS=("aspp inference" "aspp train")   # bundled examples: (spec mode)
START=$SECONDS

say() { printf '[gpu_check %3ds] %s\n' "$((SECONDS - START))" "$*"; }
die() { say "FAIL: $*"; exit 1; }

# --- 1. a Python with torch (and a GPU) ------------------------------------------------------
if [[ -n "${PYTHON:-}" ]]; then PY="$PYTHON"
elif [[ -x "$REPO/.venv-gpu/bin/python" ]]; then PY="$REPO/.venv-gpu/bin/python"
else PY="$(command -v python3 || true)"; fi
[[ -n "$PY" ]] || die "no python3 found (set PYTHON=/path/to/python with a CUDA build of torch)"
"$PY" -c "import torch" 2>/dev/null || die "$PY cannot import torch (set PYTHON=/path/to/python with a CUDA build of torch)"
if [[ "$DEVICE" == cuda ]]; then
    if ! "$PY" -c "import sys, torch; sys.exit(0 if torch.cuda.is_available() and torch.cuda.device_count() >= 1 else 1)" 2>/dev/null; then
        echo "no CUDA device: nothing to check ($PY: torch $("$PY" -c 'import torch; print(torch.__version__)' 2>/dev/null), torch.cuda.is_available() is False)"
        exit 0
    fi
fi
say "python $PY: $("$PY" -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda, "-", torch.cuda.get_device_name(0) if torch.cuda.is_available() else "no GPU")')"

# --- 2. formal's other dependencies -------------------------------------------------------------
NEEDS=(yaml:pyyaml numpy:numpy ortools:ortools tqdm:tqdm)
missing() { local m=(); for pair in "${NEEDS[@]}"; do "$1" -c "import ${pair%%:*}" 2>/dev/null || m+=("${pair#*:}"); done; echo "${m[*]}"; }
MISSING="$(missing "$PY")"
if [[ -n "$MISSING" ]]; then
    say "missing: $MISSING; installing into $REPO/.venv-gpu (--system-site-packages keeps this torch)"
    if [[ ! -x "$REPO/.venv-gpu/bin/python" ]]; then
        "$PY" -m venv --system-site-packages "$REPO/.venv-gpu" || die "cannot create $REPO/.venv-gpu"
    fi
    PY="$REPO/.venv-gpu/bin/python"
    if [[ -n "${FORMAL_WHEELS:-}" ]]; then
        timeout 300 "$PY" -m pip install -q --no-index --find-links "$FORMAL_WHEELS" $MISSING || die "pip install from $FORMAL_WHEELS failed"
    else
        timeout 300 "$PY" -m pip install -q $MISSING || die "pip install $MISSING failed (offline? set FORMAL_WHEELS=DIR of wheels)"
    fi
    MISSING="$(missing "$PY")"
    [[ -z "$MISSING" ]] || die "still missing after install: $MISSING"
fi
export PYTHONPATH="$REPO${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONUNBUFFERED=1
formal() { local limit="$1"; shift; timeout "$limit" "$PY" -m formal "$@"; }

# --- 3. capture, certify, check, replay, guard ---------------------------------------------------
say "device $DEVICE, outputs in $OUTDIR"
mkdir -p "$OUTDIR"
FAILURES=()
SUMMARY="$OUTDIR/summary.tsv"
printf 'trace\tmodeled_original\toptimum\tpredicted_original\tpredicted_candidate\tmeasured_original\tmeasured_candidate\tdecision\n' > "$SUMMARY"

over_budget() { [[ $((SECONDS - START)) -ge $BUDGET ]]; }

for config in "${CONFIGS[@]}"; do
    read -r spec mode <<< "$config"
    if over_budget; then FAILURES+=("out of time budget (${BUDGET} s) before capturing $spec $mode"); break; fi
    say "capture $spec ($mode) on $DEVICE"
    if ! formal 240 capture "$spec" -o "$OUTDIR" --mode "$mode" --device "$DEVICE" > "$OUTDIR/$spec.$mode.captured" 2> "$OUTDIR/$spec.$mode.capture.err"; then
        FAILURES+=("capture $spec $mode: $(tail -n 1 "$OUTDIR/$spec.$mode.capture.err")")
        continue
    fi
    while read -r trace; do
        name="$(basename "$trace" .trace.yaml)"
        if over_budget; then FAILURES+=("out of time budget (${BUDGET} s) before $name"); break; fi
        proof="$OUTDIR/$name.proof.yaml"
        schedule="$OUTDIR/$name.schedule.yaml"
        say "$name: certify, check"
        if ! formal 120 certify "$trace" -o "$proof" --time-limit 60 > "$OUTDIR/$name.certify.txt" 2>&1; then
            FAILURES+=("certify $name: $(tail -n 1 "$OUTDIR/$name.certify.txt")"); continue
        fi
        if ! formal 60 check "$trace" "$proof" > "$OUTDIR/$name.check.txt" 2>&1; then
            FAILURES+=("check $name: $(tail -n 1 "$OUTDIR/$name.check.txt")"); continue
        fi
        # The certified order as a schedule (a plain list of unit ids).
        "$PY" -c 'import sys, yaml; print(yaml.safe_dump(yaml.safe_load(open(sys.argv[1]))["order"]))' "$proof" > "$schedule" \
            || { FAILURES+=("schedule $name: cannot read the proof's order"); continue; }
        say "$name: replay (original, certified order, 2 random orders)"
        if ! formal 180 replay "$trace" --schedule "$schedule" --random-orders 2 > "$OUTDIR/$name.replay.txt" 2>&1; then
            FAILURES+=("replay $name: not bit-identical or failed (see $OUTDIR/$name.replay.txt)")
        fi
        cat "$OUTDIR/$name.replay.txt"
        say "$name: guard ($REPEATS repeats)"
        formal 240 replay "$trace" --schedule "$schedule" --guard --repeats "$REPEATS" --json \
            --deploy "$OUTDIR/$name.deployed.py" > "$OUTDIR/$name.guard.json" 2> "$OUTDIR/$name.guard.err"
        rc=$?
        if [[ $rc -ne 0 ]]; then
            FAILURES+=("guard $name: exit $rc: $(tail -n 1 "$OUTDIR/$name.guard.err") $(head -c 300 "$OUTDIR/$name.guard.json")")
        fi
        "$PY" - "$OUTDIR/$name.guard.json" "$name" >> "$SUMMARY" <<'PYEOF' || FAILURES+=("guard $name: no JSON report")
import json, sys
g = json.load(open(sys.argv[1]))["guard"]
row = [sys.argv[2], g["modeled"]["original"], g["modeled"]["candidate"], g["predicted"]["original"],
       g["predicted"]["candidate"], g["original"]["median"], g["candidate"]["median"],
       f'{g["decision"]} ({g["status"]}: {g["reason"]})']
print("\t".join(map(str, row)))
PYEOF
    done < "$OUTDIR/$spec.$mode.captured"
done

# --- 4. summary --------------------------------------------------------------------------------
echo
say "summary ($DEVICE; bytes; measured = median of $REPEATS runs; $SUMMARY)"
column -t -s $'\t' "$SUMMARY" 2>/dev/null || cat "$SUMMARY"
ROWS=$(($(wc -l < "$SUMMARY") - 1))
[[ $ROWS -ge 2 ]] || FAILURES+=("expected at least 2 guarded traces, got $ROWS")
if [[ ${#FAILURES[@]} -gt 0 ]]; then
    say "FAILED (${#FAILURES[@]}):"
    printf '  - %s\n' "${FAILURES[@]}"
    exit 1
fi
say "OK: every program bit-identical, every guard decision made ($((SECONDS - START)) s)"
