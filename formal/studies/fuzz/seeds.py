"""The committed seed corpora (benchmarks/fuzz/seeds/<harness>/), written by formal's own producers.

``formal bench fuzz --write-seeds`` regenerates them: small valid inputs of every kind (a few
KB each), made by certify, the bounds, the SAT refuter, the arena planner, the recompute
solvers and ``formal.compile``, plus committed files (a trace and its proof, the training-step
fixture) and a few hostile ones of tests/test_check_hostile.py (an alias bomb, deep nesting,
2^63, the JSON form of a seed). Every seed is a bundle (:mod:`formal.studies.fuzz.bundle`).
"""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path
from typing import Any

from formal.base.files import dump_yaml
from formal.studies.fuzz.bundle import Parts, pack

ROOT = Path(__file__).resolve().parents[3]


def _y(obj: Any) -> bytes:
    return dump_yaml(obj).encode()


def _j(obj: Any) -> bytes:
    return json.dumps(obj).encode() + b"\n"


def _small():
    from formal.model import make_problem

    storages = [("x", 8, "input", False), ("a", 6, "internal", True), ("b", 4, "internal", False)]
    units = [("u0", 1, [("x", "r"), ("a", "w")]), ("u1", 0, [("a", "r"), ("b", "w")])]
    return make_problem("small", storages, units)


def _two_hills():
    from formal.model import make_problem

    storages = [("x", 10, "internal", True), ("y", 1, "internal", False)]
    storages += [("z", 10, "internal", True), ("w", 1, "internal", False)]
    units = [("a1", 0, [("x", "w")]), ("a2", 0, [("x", "r"), ("y", "w")])]
    units += [("b1", 0, [("z", "w")]), ("b2", 0, [("z", "r"), ("w", "w")])]
    return make_problem("two-hills", storages, units)


def _skip():
    from formal.model import make_problem

    storages = [("x", 2, "input", False), ("a", 6, "internal", True), ("b", 5, "internal", True)]
    storages += [("c", 5, "internal", True), ("y", 1, "internal", False)]
    units = [("ua", 0, [("x", "r"), ("a", "w")]), ("ub", 1, [("a", "r"), ("b", "w")])]
    units += [("uc", 0, [("b", "r"), ("c", "w")]), ("uy", 0, [("a", "r"), ("c", "r"), ("y", "w")])]
    return make_problem("skip", storages, units)


def _dag(seed: int, n: int, rich: bool):
    """A single-assignment random DAG (recomputation needs one), with MACs per unit."""
    from formal.model import make_problem

    rng = random.Random(seed)
    storages, units = [("x", rng.randint(1, 9), "input", True)] if rich else [], []
    for v in range(n):
        storages.append((f"t{v}", rng.randint(1, 9), "internal", True))
        preds = [u for u in range(v) if rng.random() < 0.5] or ([v - 1] if v else [])
        accesses = [(f"t{u}", "r") for u in preds] + [(f"t{v}", "w")]
        if rich and (v == 0 or rng.random() < 0.3):
            accesses.insert(0, ("x", "r"))
        if rich and v == n - 1:
            storages.append(("out", rng.randint(1, 9), "internal", False))
            accesses.append(("out", "w"))
        units.append((f"n{v}", rng.randint(0, 3) if rich else 0, accesses))
    return make_problem(f"dag{seed}", storages, units), {f"n{v}": rng.randint(1, 9) for v in range(n)}


def _kind_proofs(kind: str, count: int) -> list[Parts]:
    """Proofs whose only certificate is one ``kind`` cut certificate, on small random problems."""
    from formal.model import original_order, peak, problem_sha256
    from formal.model.random_problems import random_problem
    from formal.order.bounds import case_masks, compute_bounds
    from formal.order.flow import CutNetwork
    from formal.order.instance import Instance
    from formal.order.optimize import optimize

    out: list[Parts] = []
    candidates = [_two_hills()] + [random_problem(n, s) for s in range(60) for n in (5, 7, 9, 11)]
    for problem in candidates:
        inst = Instance(problem)
        bounds = compute_bounds(inst, time_limit=5)
        cases = bounds.witness.get(kind)
        # as formal.order.certify.cut_certificates: a kind's witness is its own only where it beats the kinds below
        below = {"event_cut": -1, "forward_trap": bounds.event_cut, "reverse_trap": bounds.event_cut}.get(
            kind, max(bounds.forward_trap, bounds.reverse_trap)
        )
        if not cases or len(cases) > 6 or getattr(bounds, kind) <= below:
            continue
        net = CutNetwork.of(inst)
        entries, values = [], []
        for v, before, after in cases:
            cut = net.min_held(v, *case_masks(inst, (v, before, after)))
            entry: dict[str, Any] = {"unit": inst.ids[v]}
            if before:
                entry["before"] = [inst.ids[u] for u in before]
            if after:
                entry["after"] = [inst.ids[u] for u in after]
            entry["flow"] = cut.flow
            entries.append(entry)
            values.append(cut.value)
        cert: dict[str, Any] = {"kind": kind, "bound": min(values)}
        if kind == "order_split":
            v, before, after = cases[0]
            cert["units"] = sorted(inst.ids[u] for u in (v, *before, *after))
        cert["cases"] = entries
        order = optimize(problem, "exact", 5).order if problem.n <= 9 else original_order(problem)
        proof = {
            "format": "formal.proof/1",
            "problem_sha256": problem_sha256(problem),
            "order": order,
            "peak": peak(problem, order),
            "lower_bound": max(inst.input_bytes, cert["bound"]),
            "certificates": [cert],
        }
        bundle = [("problem.yaml", _y(problem.to_dict())), ("proof.yaml", _y(proof))]
        if len(pack(bundle)) <= 12_000:
            out.append(bundle)
        if len(out) == count:
            break
    return out


def _closure_proofs(count: int) -> list[Parts]:
    from formal.model.random_problems import random_problem
    from formal.order.certify import certify

    out: list[Parts] = []
    for problem in [random_problem(n, s) for n in (6, 8, 10, 12) for s in range(20)]:
        proof = certify(problem, time_limit=5, sat=False)
        if any(c["kind"] == "search_closure" for c in proof["certificates"]):
            bundle = [("problem.yaml", _y(problem.to_dict())), ("proof.yaml", _y(proof))]
            if len(pack(bundle)) <= 16_000:
                out.append(bundle)
        if len(out) == count:
            break
    return out


def _sat_proofs(count: int) -> list[Parts]:
    """Proofs whose certificate is a SAT refutation: the two hills (the formula alone propagates to
    a conflict) and random problems whose refutation needs its lemmas (the checker rejects the
    certificate with the lemmas taken out), so the RUP checks run."""
    import base64
    import zlib

    from formal.check import check_files
    from formal.model.random_problems import random_problem
    from formal.order.certify import certify
    from formal.order.refute import sat_refutation_certificate

    out: list[Parts] = []
    with tempfile.TemporaryDirectory(prefix="fuzz-sat-") as tmp:
        for problem in [_two_hills()] + [random_problem(n, s) for n in (10, 12, 14) for s in range(15)]:
            proof = certify(problem, time_limit=5, sat=False)
            cert = sat_refutation_certificate(problem, proof["peak"], 10)
            if cert is None:
                continue
            proof["certificates"], proof["lower_bound"] = [cert], proof["peak"]
            bundle = [("problem.yaml", _y(problem.to_dict())), ("proof.yaml", _y(proof))]
            bare = {**cert, "proof": base64.b64encode(zlib.compress(b"0\n")).decode()}
            Path(tmp, "p.yaml").write_bytes(bundle[0][1])
            Path(tmp, "q.yaml").write_bytes(_y({**proof, "certificates": [bare]}))
            needs_lemmas = not all(ok for ok, _m in check_files(str(Path(tmp, "p.yaml")), str(Path(tmp, "q.yaml"))))
            if (needs_lemmas or not out) and len(pack(bundle)) <= 12_000:
                out.append(bundle)
            if len(out) == count:
                break
    return out


def _arena_seeds() -> list[Parts]:
    from formal.arena.plan import plan_problem
    from formal.model import make_problem, original_order
    from formal.model.random_problems import random_problem

    tiny = make_problem(
        "tiny",
        [("x", 100, "input", False), ("a", 64, "internal", True), ("b", 64, "internal", True)]
        + [("c", 10, "internal", False)],
        [("u0", 0, [("x", "r"), ("a", "w")]), ("u1", 0, [("x", "r"), ("b", "w")])]
        + [("u2", 8, [("a", "r"), ("b", "r"), ("c", "w")])],
    )
    out: list[Parts] = []
    for problem, alignment in ((tiny, 64), (random_problem(8, 3), 16), (random_problem(12, 5), 1)):
        proof = plan_problem(problem, original_order(problem), alignment=alignment, time_limit=5).to_proof()
        out.append([("problem.yaml", _y(problem.to_dict())), ("proof.yaml", _y(proof))])
        out.append([("proof.yaml", _y(proof))])  # alone: the lifetimes as stated
    # MiniMalloc-style (no problem): overlapping lifetimes [k, k + 2), stacked offsets 0, 8, 24, 48
    buffers = [
        {"id": f"b{k}", "start": k, "end": k + 2, "size": 8 * (k + 1), "offset": 4 * k * (k + 1)} for k in range(4)
    ]
    csv_like = {"format": "formal.arena-proof/1", "alignment": 1, "arena": 80, "lower_bound": 56, "buffers": buffers}
    out.append([("proof.yaml", _y(csv_like))])
    out.append([("proof.yaml", _j(csv_like))])
    return out


class _Result:
    def __init__(self, schedule, peak, extra):
        self.feasible, self.schedule, self.peak, self.extra_macs, self.stats = True, schedule, peak, extra, {}
        self.optimal, self.lower_bound = False, None


def _recompute_seeds() -> list[Parts]:
    from formal.model.random_problems import random_problem
    from formal.recompute.instance import make_instance
    from formal.recompute.large import solve_large
    from formal.recompute.proof import recompute_proof
    from formal.recompute.realize import inplace_chains, single_assignment
    from formal.recompute.semantics import evaluate_ids

    skip = _skip()
    inst = make_instance(skip, 1, 14)
    schedule = ["ua", "ub", "uc", "ua", "uy"]
    witness = recompute_proof(inst, _Result(schedule, *evaluate_ids(inst, schedule)))
    refutation = recompute_proof(make_instance(skip, 1, 13), solve_large(make_instance(skip, 1, 13), 2.0))
    out: list[Parts] = [[("proof.yaml", _y(witness))], [("proof.yaml", _y(refutation))]]
    question = {**skip.to_dict(), "recompute": {"k": 1, "budget": 14}}
    out.append([("problem.yaml", _y(question)), ("proof.yaml", _y(witness))])
    asked = {**skip.to_dict(), "recompute": {"k": 1, "budget": 13, "bounds": {"ua": 1}, "macs": witness["macs"]}}
    out.append([("problem.yaml", _y(asked)), ("proof.yaml", _y(refutation))])
    for seed in range(40):  # in-place chains of random program-like problems
        problem = random_problem(7, seed, p_inplace=0.5)
        renamed, vs = single_assignment(problem)
        chains = [[problem.units[w].id for w in ws] for ws in inplace_chains(problem, vs).values() if len(ws) > 1]
        if not chains or len({u for c in chains for u in c}) != sum(map(len, chains)):
            continue
        chained = {u for c in chains for u in c}
        bounds = {u.id: 0 for u in problem.units if u.id not in chained and any(m != "r" for _s, m in u.accesses)}
        try:
            inst = make_instance(renamed, 1, None, bounds, {u.id: 1 for u in problem.units}, chains=chains)
            proof = recompute_proof(inst, solve_large(inst, 2.0))
        except Exception:  # noqa: BLE001 - a random problem the realization does not take: next one
            continue
        out.append([("proof.yaml", _y(proof))])
        break
    out.append([("proof.yaml", _j(witness))])
    return out


def _recompute_lb_seeds(count: int) -> list[Parts]:
    from formal.recompute.instance import make_instance
    from formal.recompute.large import solve_large
    from formal.recompute.proof import recompute_proof
    from formal.recompute.semantics import evaluate

    out: list[Parts] = []
    for seed in range(40):
        problem, macs = _dag(seed, 5, rich=seed % 2 == 1)
        base = make_instance(problem, 1, None, None, macs)
        topo = evaluate(base, list(range(base.n)))[0]
        for budget in range(topo - 1, max(topo - 8, 0), -1):
            inst = make_instance(problem, 1, budget, None, macs)
            fixed = len(out) % 2 == 0
            try:
                result = solve_large(inst, 3.0, fixed_order=fixed)
                proof = recompute_proof(inst, result)
            except Exception:  # noqa: BLE001 - infeasible without a simple refutation: another budget
                continue
            bound = proof.get("extra_lower_bound")
            if bound and bound["bound"] > 0:
                out.append([("proof.yaml", _y(proof))])
                break
        if len(out) == count:
            break
    return out


def _train_seeds() -> list[Parts]:
    folder = ROOT / "tests" / "fixtures" / "train"
    traces = [(p.name, p.read_bytes()) for p in sorted(folder.glob("*.trace.yaml"))]
    return [
        [("proof.yaml", (folder / "mlp.train-proof.yaml").read_bytes()), *traces],
        [("proof.yaml", (folder / "mlp-infeasible.train-proof.yaml").read_bytes()), *traces],
    ]


def _schedule_seeds() -> list[Parts]:
    from formal.model import original_order, schedule_dict
    from formal.model.random_problems import random_problem
    from formal.order.certify import certify

    problem = random_problem(8, 2)
    order = original_order(problem)
    p = _y(problem.to_dict())
    trace = (ROOT / "traces" / "mlp.infer.trace.yaml").read_bytes()
    return [
        [("problem.yaml", p), ("schedule.yaml", _y(schedule_dict(problem, order)))],
        [("problem.yaml", p), ("schedule.yaml", _y(order[::-1]))],  # an illegal order: a verdict
        [("problem.yaml", p), ("schedule.yaml", _y({"format": "formal.schedule/1", "order": order}))],
        [("problem.yaml", p), ("schedule.yaml", _y(certify(problem, time_limit=5, sat=False)))],
        [("problem.yaml", trace), ("schedule.yaml", (ROOT / "proofs" / "mlp.infer.proof.yaml").read_bytes())],
        [("problem.yaml", _j(problem.to_dict())), ("schedule.yaml", _j(order))],
    ]


def _artifact_seeds() -> list[Parts]:
    """A real artifact of a two-layer MLP (formal.compile, ~30 s), manifest first."""
    import torch
    from torch import nn

    import formal

    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).eval()
    with tempfile.TemporaryDirectory(prefix="fuzz-artifact-") as tmp:
        formal.compile(model, (torch.randn(2, 4),), out=Path(tmp) / "a")
        files = sorted(
            (p.name, p.read_bytes()) for p in (Path(tmp) / "a").iterdir() if p.is_file() and p.name != "manifest.yaml"
        )
        manifest = (Path(tmp) / "a" / "manifest.yaml").read_bytes()
    return [[("manifest.yaml", manifest), *files]]


def _mlp() -> Parts:
    """A captured trace and its committed proof (traces/, proofs/)."""
    trace, proof = ROOT / "traces" / "mlp.infer.trace.yaml", ROOT / "proofs" / "mlp.infer.proof.yaml"
    return [("problem.yaml", trace.read_bytes()), ("proof.yaml", proof.read_bytes())]


def _problem_seeds() -> list[Parts]:
    from formal.model.random_problems import random_problem
    from formal.order.certify import certify

    out: list[Parts] = []
    for problem in (_small(), random_problem(6, 1), _two_hills()):
        out.append([("problem.yaml", _y(problem.to_dict())), ("proof.yaml", _y(certify(problem, 5, sat=False)))])
    out.append(_mlp())
    out += _recompute_seeds()[2:4]  # problems that ask a recompute question
    out.append(_arena_seeds()[0])
    data = _small().to_dict()
    out.append([("problem.yaml", _j(data)), ("proof.yaml", out[0][1][1])])
    # hostile (tests/test_check_hostile.py): an alias bomb, deep nesting, an integer of 2^63
    bomb = "\n".join(
        [f"l0: &l0 [{', '.join(['x'] * 9)}]"] + [f"l{k}: &l{k} [{', '.join([f'*l{k - 1}'] * 9)}]" for k in (1, 2, 3)]
    )
    out.append([("problem.yaml", out[0][0][1] + bomb.encode() + b"\n"), ("proof.yaml", out[0][1][1])])
    out.append([("problem.yaml", b"[" * 70 + b"]" * 70 + b"\n"), ("proof.yaml", out[0][1][1])])
    data["storages"][0]["bytes"] = 2**63
    out.append([("problem.yaml", _y(data)), ("proof.yaml", out[0][1][1])])
    return out


def _with_json(bundles: list[Parts]) -> list[Parts]:
    """The bundles, and the first one's proof as JSON too (the checker's JSON reader)."""
    import yaml

    first = bundles[0]
    as_json = [(n, _j(yaml.safe_load(b)) if n == "proof.yaml" else b) for n, b in first]
    return [*bundles, as_json]


def write_seeds(root: Path, only: list[str] | None = None) -> dict[str, int]:
    """Write every harness's seeds into ``root/<harness>/`` (replacing what was there); the counts."""
    makers = {
        "problem": _problem_seeds,
        "event_cut": lambda: _with_json(_kind_proofs("event_cut", 5)) + [_mlp()],
        "forward_trap": lambda: _with_json(_kind_proofs("forward_trap", 4)),
        "reverse_trap": lambda: _with_json(_kind_proofs("reverse_trap", 4)),
        "order_split": lambda: _with_json(_kind_proofs("order_split", 4)),
        "search_closure": lambda: _with_json(_closure_proofs(4)),
        "sat_refutation": lambda: _with_json(_sat_proofs(4)),
        "arena": _arena_seeds,
        "recompute": _recompute_seeds,
        "recompute_lb": lambda: _recompute_lb_seeds(4),
        "train": _train_seeds,
        "schedule": _schedule_seeds,
        "artifact": _artifact_seeds,
    }
    counts = {}
    for name, make in makers.items():
        if only and name not in only:
            continue
        bundles = make()
        folder = root / name
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.glob("*.bundle"):
            old.unlink()
        for k, parts in enumerate(bundles):
            (folder / f"{k:02d}.bundle").write_bytes(pack(parts))
        counts[name] = len(bundles)
    return counts
