"""The trusted checker: accepts every proof certify produces, rejects forged ones.

Forgeries covered: changed peak, raised lower bound, illegal order, a proof for another
problem, scaled or shifted certificate numbers, tampered search closures, certificates
of the wrong shape. Unreadable input exits 2 with one line; false claims exit 1.
"""

from __future__ import annotations

import ast
import copy
import pathlib
import subprocess
import sys

import pytest
import yaml

from formal.base.files import write_yaml
from formal.check.problem import Problem as CheckedProblem
from formal.cli.main import main
from formal.model import make_problem, problem_sha256, write_problem
from formal.model.random_problems import random_problem
from formal.order.certify import certify

CHECK_DIR = pathlib.Path(__file__).resolve().parents[1] / "formal" / "check"


def run_check(tmp_path, problem, proof, capsys) -> tuple[int, str]:
    write_problem(tmp_path / "p.yaml", problem)
    write_yaml(tmp_path / "proof.yaml", proof)
    rc = main(["check", str(tmp_path / "p.yaml"), str(tmp_path / "proof.yaml")])
    out = capsys.readouterr()
    return rc, out.out + out.err


def two_hills():
    """Two independent chains: each allocates 10 bytes, then keeps 1 byte of output.

    The event cut is 11 (a hill alone), the optimum 12 (the second hill runs on top of
    the first one's output): only the forward trap or a search closure can prove 12.
    """
    storages = [
        ("x", 10, "internal", True),
        ("y", 1, "internal", False),
        ("z", 10, "internal", True),
        ("w", 1, "internal", False),
    ]
    units = [
        ("a1", 0, [("x", "w")]),
        ("a2", 0, [("x", "r"), ("y", "w")]),
        ("b1", 0, [("z", "w")]),
        ("b2", 0, [("z", "r"), ("w", "w")]),
    ]
    return make_problem("two-hills", storages, units)


@pytest.mark.parametrize("n,seed", [(n, s) for n in (3, 6, 9, 12, 14) for s in range(4)] + [(40, 1), (30, 2)])
def test_checker_accepts_produced_proofs(tmp_path, capsys, n, seed):
    problem = random_problem(n, seed)
    proof = certify(problem, time_limit=20)
    rc, out = run_check(tmp_path, problem, proof, capsys)
    assert rc == 0, out
    assert "FALSE" not in out
    assert proof["peak"] == proof["lower_bound"], "small random problems are certified optimal"


def test_trap_certificate_needed_and_checked(tmp_path, capsys):
    problem = two_hills()
    proof = certify(problem, time_limit=5)
    kinds = {c["kind"]: c["bound"] for c in proof["certificates"]}
    assert kinds["event_cut"] == 11 and proof["peak"] == proof["lower_bound"] == 12
    assert kinds["forward_trap"] == 12
    rc, out = run_check(tmp_path, problem, proof, capsys)
    assert rc == 0, out


def forgeries(problem, proof):
    """(name, forged proof) pairs that a sound checker must reject."""

    def edit(fn):
        forged = copy.deepcopy(proof)
        fn(forged)
        return forged

    yield "peak+1", edit(lambda p: p.update(peak=p["peak"] + 1))
    yield "peak-1", edit(lambda p: p.update(peak=p["peak"] - 1))
    yield "lower+1", edit(lambda p: p.update(lower_bound=p["lower_bound"] + 1))
    yield "reversed order", edit(lambda p: p.update(order=p["order"][::-1]))
    yield "dropped unit", edit(lambda p: p.update(order=p["order"][:-1]))
    yield "other problem", edit(lambda p: p.update(problem_sha256=problem_sha256(random_problem(9, 999))))
    for k, cert in enumerate(proof["certificates"]):
        if cert["kind"] == "search_closure":
            tokens = cert["ideals"].split()
            yield "closure bound+1", edit(lambda p, k=k: p["certificates"][k].update(bound=cert["bound"] + 1))
            yield (
                "closure last set dropped",
                edit(lambda p, k=k: p["certificates"][k].update(ideals=" ".join(tokens[:-1]))),
            )
            yield (
                "closure without empty set",
                edit(lambda p, k=k: p["certificates"][k].update(ideals=" ".join(tokens[1:]))),
            )
            yield (
                "closure with full set",
                edit(
                    lambda p, k=k: p["certificates"][k].update(
                        ideals=" ".join(tokens + _chain_tokens(problem, proof["order"], len(tokens)))
                    )
                ),
            )
        else:
            yield f"{cert['kind']} bound+1", edit(lambda p, k=k: p["certificates"][k].update(bound=cert["bound"] + 1))

            def scale(p, k=k):
                for case in p["certificates"][k]["cases"]:
                    for e in case["flow"]:
                        e[2] *= 2
                p["certificates"][k]["bound"] = 2 * cert["bound"]

            yield f"{cert['kind']} flows scaled", edit(scale)

            def drop_edge(p, k=k):
                case = p["certificates"][k]["cases"][0]
                case["flow"] = case["flow"][1:]

            if cert["cases"][0]["flow"]:
                yield f"{cert['kind']} flow edge dropped", edit(drop_edge)

            def reroute(p, k=k):
                e = p["certificates"][k]["cases"][0]["flow"][0]
                e[1] = "sink"  # a shortcut edge the network does not have

            if cert["cases"][0]["flow"]:
                yield f"{cert['kind']} flow rerouted", edit(reroute)


def _chain_tokens(problem, order, start):
    """Tokens that add the sets of the whole order to a closure of ``start`` tokens."""
    index = {u.id: k for k, u in enumerate(problem.units)}
    out, parent = [], 0
    for k, uid in enumerate(order):
        out.append(f"{parent}:{index[uid]}")
        parent = start + k
    return out


def _cert_of(problem, proof, kind):
    return [c for c in proof["certificates"] if c["kind"] == kind]


@pytest.mark.parametrize("make", [two_hills, lambda: random_problem(12, 3), lambda: random_problem(30, 2)])
def test_checker_rejects_forgeries(tmp_path, capsys, make):
    problem = make()
    proof = certify(problem, time_limit=10)
    seen = 0
    for name, forged in forgeries(problem, proof):
        rc, out = run_check(tmp_path, problem, forged, capsys)
        assert rc == 1, f"{name} accepted:\n{out}"
        assert "FALSE" in out, name
        seen += 1
    assert seen >= 8


def test_scaled_bound_rejected_even_when_flow_is_consistent(tmp_path, capsys):
    problem = two_hills()
    proof = certify(problem, time_limit=5)
    forged = copy.deepcopy(proof)
    forged["certificates"] = [c for c in forged["certificates"] if c["kind"] == "event_cut"]
    forged["lower_bound"] = 12  # the event cut alone establishes only 11
    rc, out = run_check(tmp_path, problem, forged, capsys)
    assert rc == 1 and "lower_bound: 12 exceeds 11" in out


def test_wrong_shape_trap_rejected(tmp_path, capsys):
    problem = two_hills()
    proof = certify(problem, time_limit=5)
    forged = copy.deepcopy(proof)
    trap = next(c for c in forged["certificates"] if c["kind"] in ("forward_trap", "reverse_trap"))
    trap["cases"] = trap["cases"][:1]  # one case alone does not cover every schedule
    rc, out = run_check(tmp_path, problem, forged, capsys)
    assert rc == 1 and "shape" in out


def test_unknown_kind_and_missing_satref_module_are_false_not_crashes(tmp_path, capsys):
    problem = random_problem(6, 1)
    proof = certify(problem, time_limit=5)
    forged = copy.deepcopy(proof)
    forged["certificates"].append({"kind": "magic", "bound": 1})
    rc, out = run_check(tmp_path, problem, forged, capsys)
    assert rc == 1 and "unsupported certificate kind 'magic'" in out


def test_canonical_hash_agrees_with_model():
    for n, seed in [(1, 0), (5, 1), (14, 2), (80, 3)]:
        problem = random_problem(n, seed)
        checked = CheckedProblem(yaml.safe_load(yaml.safe_dump(problem.to_dict())), "<p>")
        assert checked.sha256() == problem_sha256(problem)


def test_hash_ignores_name_and_trace_format():
    problem = random_problem(7, 4)
    data = problem.to_dict()
    data["name"], data["format"], data["program"] = "renamed", "formal.trace/1", {"source": "x"}
    assert CheckedProblem(data, "<t>").sha256() == problem_sha256(problem)


@pytest.mark.parametrize(
    "content,needle",
    [
        ("{format: formal.proof/1, order: [u0]", "malformed YAML"),
        ("[1, 2]", "format"),
        ("{format: formal.proof/1, problem_sha256: x, order: [], peak: 1, lower_bound: 0}", "certificates"),
        (
            "{format: formal.proof/1, problem_sha256: x, order: [], peak: true, lower_bound: 0, certificates: []}",
            "peak",
        ),
    ],
)
def test_unreadable_proof_exits_2_with_one_line(tmp_path, capsys, content, needle):
    write_problem(tmp_path / "p.yaml", random_problem(4, 0))
    (tmp_path / "proof.yaml").write_text(content)
    rc = main(["check", str(tmp_path / "p.yaml"), str(tmp_path / "proof.yaml")])
    err = capsys.readouterr().err
    assert rc == 2 and needle in err and "proof.yaml" in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_invalid_problem_exits_2_naming_the_field(tmp_path, capsys):
    data = random_problem(4, 0).to_dict()
    data["units"][2]["accesses"][0][1] = "x"
    write_yaml(tmp_path / "p.yaml", data)
    write_yaml(tmp_path / "proof.yaml", certify(random_problem(4, 0), 5))
    rc = main(["check", str(tmp_path / "p.yaml"), str(tmp_path / "proof.yaml")])
    err = capsys.readouterr().err
    assert rc == 2 and "units[2].accesses" in err and len(err.strip().splitlines()) == 1


def test_proof_alone_needs_arena_format(tmp_path, capsys):
    write_yaml(tmp_path / "proof.yaml", certify(random_problem(4, 0), 5))
    assert main(["check", str(tmp_path / "proof.yaml")]) == 2
    assert "formal check PROBLEM PROOF" in capsys.readouterr().err


def test_checker_imports_only_stdlib_yaml_and_itself():
    own = sorted(path.name for path in CHECK_DIR.glob("*.py"))
    allowed = set(sys.stdlib_module_names) | {"yaml", "formal.check"}
    for name in own:
        tree = ast.parse((CHECK_DIR / name).read_text())
        for node in ast.walk(tree):
            mods = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module]
                if isinstance(node, ast.ImportFrom) and node.module
                else []
            )
            for mod in mods:
                assert mod.split(".")[0] in allowed or mod.startswith("formal.check"), (name, mod)
    code = (
        "import sys, formal.check.commands; "
        "bad = [m for m in sys.modules if m.split('.')[0] in "
        "('numpy', 'ortools', 'networkx', 'pysat', 'pulp', 'z3', 'torch') or m.startswith('formal.model')"
        " or m.startswith('formal.order')]; print(bad)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def three_outputs():
    """Three independent producers of 10-byte outputs: only the final state (all sinks done)
    proves 30 + 5 bytes; each event alone sees one output and its 5-byte scratch."""
    storages = [(f"o{k}", 10, "internal", False) for k in range(3)]
    units = [(f"u{k}", 5, [(f"o{k}", "w")]) for k in range(3)]
    return make_problem("three-outputs", storages, units)


def test_forward_trap_over_the_sinks(tmp_path, capsys):
    problem = three_outputs()
    proof = certify(problem, time_limit=5)
    trap = next(c for c in proof["certificates"] if c["kind"] == "forward_trap")
    assert trap["bound"] == proof["peak"] == proof["lower_bound"] == 35 and len(trap["cases"]) == 3
    assert run_check(tmp_path, problem, proof, capsys)[0] == 0
    forged = copy.deepcopy(proof)
    next(c for c in forged["certificates"] if c["kind"] == "forward_trap")["cases"][0]["before"].pop()
    rc, out = run_check(tmp_path, problem, forged, capsys)
    assert rc == 1 and "shape" in out


def split_problem():
    """A 6-unit random problem where only the order split over a triple proves the optimum
    (found by the random-DAG study: max(F, R) = 176 < 179 = OPT)."""
    storages = [
        ("in0", 60, "input", True),
        ("t0", 63, "internal", True),
        ("t1", 40, "internal", False),
        ("t2", 3, "internal", False),
        ("t3", 25, "internal", True),
        ("t5", 13, "internal", False),
    ]
    units = [
        ("u0", 0, [("in0", "r"), ("t0", "w")]),
        ("u1", 0, [("t0", "r"), ("in0", "r"), ("t1", "w")]),
        ("u2", 0, [("t1", "r"), ("t0", "r"), ("t2", "w")]),
        ("u3", 0, [("t1", "r"), ("in0", "r"), ("t3", "w")]),
        ("u4", 0, [("t2", "rw"), ("t3", "r")]),
        ("u5", 0, [("t0", "r"), ("t1", "r"), ("t5", "w")]),
    ]
    return make_problem("split", storages, units)


def test_order_split_certificate_checked_and_forgery_rejected(tmp_path, capsys):
    problem = split_problem()
    proof = certify(problem, time_limit=5)
    split = [c for c in proof["certificates"] if c["kind"] == "order_split"]
    assert split and split[0]["bound"] == proof["peak"] == proof["lower_bound"]
    assert not any(c["kind"] == "search_closure" for c in proof["certificates"])
    assert run_check(tmp_path, problem, proof, capsys)[0] == 0
    for damage in ("drop case", "swap sides", "drop unit"):
        forged = copy.deepcopy(proof)
        cert = next(c for c in forged["certificates"] if c["kind"] == "order_split")
        if damage == "drop case":
            cert["cases"].pop()
        elif damage == "swap sides":
            case = cert["cases"][0]
            case["before"], case["after"] = case.get("after", []), case.get("before", [])
        else:
            cert["units"].pop()
        rc, out = run_check(tmp_path, problem, forged, capsys)
        assert rc == 1 and "order_split" in out, damage


def test_fuzzed_proofs_never_crash_the_checker(tmp_path, capsys):
    """Random junk in any field of a valid proof: a verdict or exit 2, never a traceback."""
    import random

    problem = split_problem()
    proof = certify(problem, time_limit=5)
    rng = random.Random(7)
    junk = [None, -1, 0, 2**70, "x", "u0", [], [1, 2], {}, {"a": 1}, ["u0", "u1"], [["u0", "r"]], True, 1.5]

    def paths(obj, prefix=()):
        yield prefix
        if isinstance(obj, dict):
            for k, v in obj.items():
                yield from paths(v, prefix + (k,))
        elif isinstance(obj, list):
            for i, v in enumerate(obj[:3]):
                yield from paths(v, prefix + (i,))

    all_paths = [p for p in paths(proof) if p]
    for _ in range(150):
        forged = copy.deepcopy(proof)
        path = rng.choice(all_paths)
        target = forged
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = rng.choice(junk)
        rc, out = run_check(tmp_path, problem, forged, capsys)
        assert rc in (0, 1, 2) and "Traceback" not in out


def test_fuzzed_problems_exit_cleanly(tmp_path, capsys):
    import random

    problem = split_problem()
    proof = certify(problem, time_limit=5)
    write_yaml(tmp_path / "proof.yaml", proof)
    rng = random.Random(11)
    junk = [None, -1, "x", "t0", [], ["t0"], ["t0", "q"], [["t0"]], {}, True, 3]
    for _ in range(100):
        data = problem.to_dict()
        section = rng.choice(["storages", "units"])
        item = rng.choice(data[section])
        item[rng.choice(sorted(item))] = rng.choice(junk)
        write_yaml(tmp_path / "p.yaml", data)
        rc = main(["check", str(tmp_path / "p.yaml"), str(tmp_path / "proof.yaml")])
        out = capsys.readouterr()
        assert rc in (0, 1, 2) and "Traceback" not in out.err
        if rc == 2:
            assert len(out.err.strip().splitlines()) == 1


def test_partial_search_closure_raises_a_certified_gap_bound(tmp_path, capsys):
    """A search stopped by its state limit still proves the levels it exhausted."""
    problem = random_problem(50, 1)
    proof = certify(problem, time_limit=30, max_closure=3000, sat=False)
    kinds = {c["kind"]: c["bound"] for c in proof["certificates"]}
    assert "search_closure" in kinds and proof["lower_bound"] == kinds["search_closure"] < proof["peak"]
    assert kinds["search_closure"] > max(b for k, b in kinds.items() if k != "search_closure")
    rc, out = run_check(tmp_path, problem, proof, capsys)
    assert rc == 0 and f"gap {proof['lower_bound']}..{proof['peak']}" in out


def test_checker_semantics_agree_with_the_model_on_random_orders():
    """Independent code, same answers: legality and peak of random orders, legal or not."""
    import random

    from formal.model import first_violation, peak, predecessors

    rng = random.Random(5)
    for seed in range(30):
        problem = random_problem(rng.randint(1, 25), seed, p_inplace=0.3, p_transient=0.4)
        checked = CheckedProblem(problem.to_dict(), "<p>")
        ids = [u.id for u in problem.units]
        for _ in range(5):
            order = ids[:]
            rng.shuffle(order)
            legal = first_violation(problem, order) is None
            assert (checked.violation(order) is None) == legal
            if legal:
                assert checked.peak(order) == peak(problem, order)
        assert checked.peak(ids) == peak(problem, ids)
        preds = predecessors(problem)
        for _ in range(5):  # random legal orders: pick any ready unit at each step
            done: set[int] = set()
            order = []
            while len(order) < len(ids):
                j = rng.choice([k for k in range(len(ids)) if k not in done and preds[k] <= done])
                done.add(j)
                order.append(ids[j])
            assert checked.violation(order) is None and checked.peak(order) == peak(problem, order)
