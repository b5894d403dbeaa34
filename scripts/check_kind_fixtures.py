"""Write tests/fixtures/check_kinds/: one small proof of each kind the trusted checker verifies, made by formal
itself, for the tests of each verdict's trusted base (tests/test_check_trusted_base.py) and the qualification
kit (docs/qualification.md). Ordering proofs as formal writes them: cut certificates alone, with a search closure,
with a SAT refutation (the largest trusted base); one with both exact arguments, which the checker refuses; an
arena proof; a recompute proof with a lower bound. The
training proof is tests/fixtures/train/mlp.train-proof.yaml. Run: python scripts/check_kind_fixtures.py"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from formal.base.files import write_yaml  # noqa: E402 - after the repository is on the path
from formal.model.random_problems import random_problem  # noqa: E402
from formal.order.certify import certify  # noqa: E402
from formal.order.refute import sat_refutation_certificate  # noqa: E402
from formal.studies.fuzz.seeds import _recompute_lb_seeds  # noqa: E402

OUT = ROOT / "tests" / "fixtures" / "check_kinds"


def kinds(proof: dict) -> set[str]:
    return {
        "cut" if c["kind"] not in ("search_closure", "sat_refutation") else c["kind"] for c in proof["certificates"]
    }


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for n in (6, 8, 10, 12):
        for seed in range(40):  # the first problem whose proof has cuts and a search closure, and a SAT refutation
            problem = random_problem(n, seed)
            proof = certify(problem, time_limit=5, sat=False)
            sat = sat_refutation_certificate(problem, proof["peak"], 10)
            if kinds(proof) == {"cut", "search_closure"} and sat is not None:
                break
        else:
            continue
        break
    else:
        raise SystemExit("no random problem gave cuts, a closure and a SAT refutation")
    cuts = [c for c in proof["certificates"] if c["kind"] not in ("search_closure", "sat_refutation")]
    closure = [c for c in proof["certificates"] if c["kind"] == "search_closure"]
    write_yaml(OUT / "order.problem.yaml", problem.to_dict())
    for name, certificates in (  # as formal writes them (cuts, and a closure or a SAT refutation), and mixed
        ("cuts", cuts),
        ("cuts-closure", [*cuts, *closure]),
        ("cuts-sat", [*cuts, sat]),
        ("mixed", [*cuts, *closure, sat]),
    ):
        inputs = sum(s.bytes for s in problem.storages if s.origin == "input")
        lower = max([inputs, *(c["bound"] for c in certificates)])
        write_yaml(OUT / f"order-{name}.proof.yaml", {**proof, "certificates": certificates, "lower_bound": lower})
    formal = [sys.executable, "-m", "formal"]
    arena = [*formal, "arena", str(OUT / "order.problem.yaml"), "-o", str(OUT / "arena.proof.yaml")]
    subprocess.run(arena, check=True, capture_output=True)
    ((_name, recompute),) = _recompute_lb_seeds(1)[0]  # a witness with an extra-compute lower bound (its tree)
    (OUT / "recompute.proof.yaml").write_bytes(recompute)
    return 0


if __name__ == "__main__":
    sys.exit(main())
