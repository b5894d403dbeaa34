"""``formal demo``: the whole pipeline on a bundled example, end to end.

1. capture the bundled ASPP model (DeepLabV3's branchy head, the seed paper's best case)
   with Inductor on CPU, FP32, one thread;
2. find the minimum-peak order and its proof (``formal certify``);
3. verify the proof with the trusted checker (``formal check``), which shares no code
   with the optimizer;
4. emit the permuted program and replay it next to the original and a few random legal
   orders: measured peak == modeled peak to the byte, outputs bit-identical.

Exit 0 iff the proof checks and every replayed run is exact.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from formal.base.checking import run_checker
from formal.base.files import write_yaml
from formal.capture.capture import capture
from formal.machine.fingerprint import pin_for_capture
from formal.model import original_order, peak, write_schedule
from formal.order.certify import certify
from formal.program.trace import load_trace
from formal.replay.replay import random_orders, replay


def cmd_demo(args: argparse.Namespace) -> int:
    pin_for_capture()  # before anything is printed: the CLI may re-run the demo pinned (docs/capture.md)
    out = Path(args.output)
    ok = True
    t0 = time.monotonic()
    print(f"[1/4] capturing bundled example {args.model!r} ({args.mode}) with torch.compile ...", flush=True)
    traces = capture(args.model, out, args.mode)
    print(f"      {len(traces)} program(s) captured in {time.monotonic() - t0:.1f} s")
    for trace_path in traces:
        trace = load_trace(trace_path)
        problem = trace.problem
        base = trace_path.name.removesuffix(".trace.yaml")
        original = peak(problem, original_order(problem))
        print(f"\n{base}: {problem.n} units, {len(problem.storages)} storages, compiler's order peaks at {original} B")

        t1 = time.monotonic()
        proof = certify(problem, time_limit=60.0)
        proof_path, schedule_path = out / f"{base}.proof.yaml", out / f"{base}.schedule.yaml"
        write_yaml(proof_path, proof)
        write_schedule(schedule_path, problem, proof["order"])
        status = "optimal" if proof["peak"] == proof["lower_bound"] else f"gap {proof['lower_bound']}..{proof['peak']}"
        saving = 100.0 * (original - proof["peak"]) / original if original else 0.0
        print(
            f"[2/4] best order peaks at {proof['peak']} B ({saving:.1f}% below the compiler's), {status}, "
            f"{time.monotonic() - t1:.2f} s; certificates: {', '.join(c['kind'] for c in proof['certificates'])}"
        )

        claims = run_checker(trace_path, proof_path)
        checked = all(h for h, _ in claims)
        ok &= checked
        print(
            f"[3/4] trusted checker: {sum(h for h, _ in claims)}/{len(claims)} claims hold"
            + ("" if checked else "  <-- PROOF REJECTED")
        )

        runs = replay(trace, [("optimal", proof["order"]), *random_orders(trace, args.random_orders, 0)])
        print("[4/4] replay:  run            modeled     measured  bit-identical  matches-capture")
        for r in runs:
            ok &= r.exact
            print(
                f"              {r.label:<12} {r.modeled_peak:>9} B {r.measured_peak:>9} B  "
                f"{str(r.bit_identical):<13}  {r.matches_capture}" + ("" if r.exact else "  <-- MISMATCH")
            )
    print(f"\nall files in {out}/ ; {'everything exact' if ok else 'FAILED'} ({time.monotonic() - t0:.1f} s)")
    return 0 if ok else 1
