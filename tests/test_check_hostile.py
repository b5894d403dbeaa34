"""Hostile input to the trusted checker: refused in bounded time and memory, one line, never a traceback.

Each case runs ``formal check`` in a subprocess (the timeout is a hang guard, not a timing
assertion) and asserts the exit code (2: refused input, 1: a false claim), exactly one line
on stderr for exit 2, and no traceback (issue 18; limits: docs/proofs.md, "Limits").
"""

from __future__ import annotations

import base64
import copy
import json
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
import yaml

from formal.base.files import write_yaml
from formal.check import base as checked
from formal.check.base import ECHO_CHARS
from formal.check.problem import PROBLEM, TRACE, Problem
from formal.check.refute import MAX_DRUP_BYTES
from formal.model import make_problem
from formal.order.certify import certify
from formal.recompute.instance import make_instance
from formal.recompute.proof import recompute_proof
from formal.recompute.semantics import evaluate_ids

ROOT = Path(__file__).resolve().parents[1]
HANG_GUARD = 60  # seconds


def run(*paths) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "formal", "check", *map(str, paths)],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD,
        cwd=ROOT,
    )


def refused(*paths, code: int = 2, needle: str = "") -> subprocess.CompletedProcess:
    done = run(*paths)
    assert "Traceback" not in done.stderr + done.stdout, done.stderr[-2000:]
    assert done.returncode == code, (done.returncode, done.stdout[-1000:], done.stderr[-1000:])
    if code == 2:
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("formal: error: ") and len(lines[0]) <= 420, lines[:3]
        assert not done.stdout
    else:
        assert "FALSE" in done.stdout
    assert needle in done.stderr + done.stdout, (needle, done.stderr, done.stdout[-1000:])
    return done


def small_problem():
    storages = [("x", 8, "input", False), ("a", 6, "internal", True), ("b", 4, "internal", False)]
    units = [("u0", 1, [("x", "r"), ("a", "w")]), ("u1", 0, [("a", "r"), ("b", "w")])]
    return make_problem("small", storages, units)


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    d = tmp_path_factory.mktemp("hostile")
    problem = small_problem()
    write_yaml(d / "p.yaml", problem.to_dict())
    write_yaml(d / "proof.yaml", certify(problem, time_limit=5, sat=False))
    return d


def bomb(levels: int = 9, name: str = "x") -> str:
    """Billion laughs: 9 levels of 9 aliases each (9^9 leaves from ~600 bytes)."""
    lines = [f"l0: &l0 [{', '.join([repr(name)] * 9)}]"]
    lines += [f"l{k}: &l{k} [{', '.join([f'*l{k - 1}'] * 9)}]" for k in range(1, levels)]
    return "\n".join(lines) + "\n"


def test_sanity_the_fixture_checks(files):
    assert run(files / "p.yaml", files / "proof.yaml").returncode == 0


def test_alias_bomb_in_problem(files, tmp_path):
    path = tmp_path / "bomb.yaml"
    path.write_text(bomb() + "format: formal.problem/1\nstorages: *l8\nunits: *l8\n")
    assert len(path.read_bytes()) < 1000
    refused(path, files / "proof.yaml", needle="aliases")


@pytest.mark.parametrize("field", ["order", "flow", "trap"])
def test_alias_bomb_in_proof_fields(files, tmp_path, field):
    proof = yaml.safe_load((files / "proof.yaml").read_text())
    if field == "order":
        proof["order"] = "BOMB"
    elif field == "flow":
        proof["certificates"][0]["cases"][0]["flow"] = "BOMB"
    else:
        proof["certificates"].append(
            {
                "kind": "forward_trap",
                "bound": 1,
                "cases": [{"unit": "u0", "before": "BOMB"}, {"unit": "u1", "before": "BOMB"}],
            }
        )
    text = yaml.safe_dump(proof).replace("BOMB", "*l8")
    path = tmp_path / "proof.yaml"
    path.write_text(bomb() + text)
    refused(files / "p.yaml", path, needle="aliases")


@pytest.mark.parametrize(
    "text",
    [
        "order: " + "[" * 5000 + "]" * 5000,
        "order:\n" + "- " * 5000 + "u0",
        "".join(" " * i + "k:\n" for i in range(5000)),
    ],
)
def test_deep_nesting(files, tmp_path, text):
    path = tmp_path / "deep.yaml"
    path.write_text("format: formal.proof/1\n" + text + "\n")
    refused(files / "p.yaml", path)


def test_nesting_within_the_parser_but_over_the_limit(files, tmp_path):
    path = tmp_path / "deep.yaml"
    path.write_text("format: formal.proof/1\norder: " + "[" * 200 + "]" * 200 + "\n")
    refused(files / "p.yaml", path, needle="levels of nesting")


def test_node_limit_is_checked_before_building_anything(tmp_path, monkeypatch):
    path = tmp_path / "many.yaml"
    path.write_text("[" + ", ".join(["0"] * 1000) + "]\n")
    monkeypatch.setattr(checked, "MAX_YAML_NODES", 500)
    with pytest.raises(checked.Invalid, match="YAML nodes"):
        checked.read(str(path))


def test_file_size_limit(files, tmp_path, monkeypatch):
    path = tmp_path / "big.yaml"
    path.write_text("# " + "x" * 2000 + "\n")
    monkeypatch.setattr(checked, "MAX_FILE_BYTES", 1000)
    with pytest.raises(checked.Invalid, match="larger than"):
        checked.read(str(path))


def problem_with(change) -> dict:
    data = small_problem().to_dict()
    change(data)
    return data


@pytest.mark.parametrize(
    "name,change",
    [
        ("int over 4300 digits", lambda d: d["storages"][1].update(bytes="HUGE")),
        ("bytes 2^63", lambda d: d["storages"][1].update(bytes=2**63)),
        ("bytes 2^64", lambda d: d["storages"][0].update(bytes=2**64)),
        ("transient 2^63", lambda d: d["units"][0].update(transient=2**63)),
        ("negative bytes", lambda d: d["storages"][1].update(bytes=-1)),
        ("list storage id", lambda d: d["storages"][1].update(id=["a"])),
        ("dict storage id", lambda d: d["storages"][1].update(id={"a": 1})),
        ("list unit id", lambda d: d["units"][0].update(id=["u0"])),
        ("dict unit id", lambda d: d["units"][1].update(id={"u1": 1})),
        ("list access storage", lambda d: d["units"][1]["accesses"][0].__setitem__(0, ["a"])),
        ("dict access", lambda d: d["units"][1]["accesses"].__setitem__(0, {"a": "r"})),
        ("long id echoed", lambda d: d["units"][1]["accesses"][0].__setitem__(0, "z" * 100_000)),
        ("wrong format version", lambda d: d.update(format="formal.problem/2")),
        ("float bytes", lambda d: d["storages"][1].update(bytes=6.0)),
    ],
)
def test_bad_problem_values(files, tmp_path, name, change):
    path = tmp_path / "p.yaml"
    text = yaml.safe_dump(problem_with(change))
    path.write_text(text.replace("HUGE", "1" * 5000))
    done = refused(path, files / "proof.yaml")
    assert "z" * (ECHO_CHARS + 1) not in done.stderr


@pytest.mark.parametrize(
    "name,change,code",
    [
        ("peak 2^63", lambda p: p.update(peak=2**63), 2),
        ("lower_bound 2^70", lambda p: p.update(lower_bound=2**70), 2),
        ("peak huge int", lambda p: p.update(peak="HUGE"), 2),
        ("wrong format version", lambda p: p.update(format="formal.proof/2"), 2),
        ("long format echoed", lambda p: p.update(format="f" * 100_000), 2),
        ("list in order", lambda p: p["order"].__setitem__(0, ["u0"]), 1),
        ("dict in order", lambda p: p["order"].__setitem__(0, {"u0": 1}), 1),
        ("order a mapping", lambda p: p.update(order={"u0": 1}), 2),
        ("certificate bound 2^63", lambda p: p["certificates"][0].update(bound=2**63), 1),
        ("list case unit", lambda p: p["certificates"][0]["cases"][0].update(unit=["u0"]), 1),
        ("dict flow node", lambda p: p["certificates"][0]["cases"][0]["flow"].append([{"a": 1}, "sink", 1]), 1),
        ("huge flow amount", lambda p: p["certificates"][0]["cases"][0]["flow"].append(["source", "sink", 2**63]), 1),
        (
            "long flow node echoed",
            lambda p: p["certificates"][0]["cases"][0]["flow"].append(["n" * 100_000, "sink", 1]),
            1,
        ),
    ],
)
def test_bad_proof_values(files, tmp_path, name, change, code):
    proof = yaml.safe_load((files / "proof.yaml").read_text())
    change(proof)
    path = tmp_path / "proof.yaml"
    path.write_text(yaml.safe_dump(proof).replace("HUGE", "9" * 5000))
    done = refused(files / "p.yaml", path, code=code)
    assert "f" * (ECHO_CHARS + 1) not in done.stderr and "n" * (ECHO_CHARS + 1) not in done.stdout


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\x00\xff\xfe garbage \x80",
        b"format: formal.proof/1\norder: [u0, u1",
        b"{format: formal.problem/1, storages: [{id: x, bytes: 1",
        b"- - - : : ]]",
        b"a: 1\n---\nb: 2\n",
        b"!!python/object/apply:os.system [echo pwned]",
    ],
)
def test_truncated_and_garbage_files(files, tmp_path, content):
    path = tmp_path / "junk.yaml"
    path.write_bytes(content)
    refused(files / "p.yaml", path)
    refused(path, files / "proof.yaml")


def sat_cert(proof_bytes: bytes, bound: int = 1) -> dict:
    return {
        "kind": "sat_refutation",
        "bound": bound,
        "encoding": "formal.satref/1",
        "proof": base64.b64encode(proof_bytes).decode("ascii"),
    }


def test_zlib_bomb(files, tmp_path):
    z = zlib.compressobj(9)
    chunk = b"c" * (1 << 20)
    packed = b"".join(z.compress(chunk) for _ in range(4 * (MAX_DRUP_BYTES >> 20))) + z.flush()
    assert len(packed) < 200_000  # 64 MiB of comment lines from well under 1 MB
    proof = yaml.safe_load((files / "proof.yaml").read_text())
    proof["certificates"].append(sat_cert(packed, bound=proof["peak"]))
    path = tmp_path / "proof.yaml"
    write_yaml(path, proof)
    done = refused(files / "p.yaml", path, code=1)
    assert "FALSE certificate" in done.stdout and str(MAX_DRUP_BYTES) in done.stdout


def test_bloated_sat_refutation_on_a_committed_proof(tmp_path):
    """densenet121: a tiny proof would make the checker encode a formula of millions of clauses."""
    proof = yaml.safe_load((ROOT / "proofs/densenet121.infer.proof.yaml").read_text())
    proof["certificates"].append(sat_cert(zlib.compress(b"0\n"), bound=proof["peak"]))
    path = tmp_path / "proof.yaml"
    write_yaml(path, proof)
    done = refused(ROOT / "traces/densenet121.infer.trace.yaml", path, code=1)
    assert "not checked" in done.stdout


def test_sat_refutation_within_the_caps_still_checks(tmp_path):
    """Two independent 2-unit hills; the SAT certificate alone proves the optimum (12)."""
    pytest.importorskip("pysat")
    from formal.order.refute import sat_refutation_certificate

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
    problem = make_problem("two-hills", storages, units)
    proof = certify(problem, time_limit=5, sat=False)
    cert = sat_refutation_certificate(problem, 12, 10)
    assert cert is not None
    proof["certificates"] = [cert]
    write_yaml(tmp_path / "p.yaml", problem.to_dict())
    write_yaml(tmp_path / "proof.yaml", proof)
    assert run(tmp_path / "p.yaml", tmp_path / "proof.yaml").returncode == 0


def skip_problem():
    return make_problem(
        "skip",
        [
            ("x", 2, "input", False),
            ("a", 6, "internal", True),
            ("b", 5, "internal", True),
            ("c", 5, "internal", True),
            ("y", 1, "internal", False),
        ],
        [
            ("ua", 0, [("x", "r"), ("a", "w")]),
            ("ub", 1, [("a", "r"), ("b", "w")]),
            ("uc", 0, [("b", "r"), ("c", "w")]),
            ("uy", 0, [("a", "r"), ("c", "r"), ("y", "w")]),
        ],
    )


class _Result:
    def __init__(self, schedule, peak, extra):
        self.feasible, self.schedule, self.peak, self.extra_macs, self.stats = True, schedule, peak, extra, {}


@pytest.fixture(scope="module")
def witness(tmp_path_factory):
    """A feasible recompute proof at k = 1, budget 14 (ua runs twice), as formal recompute writes it."""
    inst = make_instance(skip_problem(), 1, 14)
    schedule = ["ua", "ub", "uc", "ua", "uy"]
    proof = recompute_proof(inst, _Result(schedule, *evaluate_ids(inst, schedule)))
    path = tmp_path_factory.mktemp("recompute") / "proof.yaml"
    write_yaml(path, proof)
    return path, proof


@pytest.mark.parametrize(
    "question,code,needle",
    [
        ({"k": 1, "budget": 14}, 0, "most runs: 'ua' 2 times"),
        ({"k": 2, "budget": 20}, 0, ""),  # the proof is stricter: it answers
        ({"k": 0, "budget": 14}, 1, "may run 2 times, the problem allows 1"),
        ({"k": 1, "budget": 13}, 1, "budget 14, the problem's 13"),
        ({"k": 1, "bounds": {"ua": 0}}, 1, "'ua' may run 2 times"),
        ({"k": 1, "macs": {"ua": 5}}, 1, "macs differ"),
        ({"k": -1}, 2, "recompute"),
        ({"k": 1, "bounds": {"nope": 1}}, 2, "recompute"),
        ({"k": 1, "budget": 2**63}, 2, "recompute"),
    ],
)
def test_recompute_proof_answers_the_problems_question(witness, tmp_path, question, code, needle):
    path = tmp_path / "p.yaml"
    write_yaml(path, {**skip_problem().to_dict(), "recompute": question})
    done = run(path, witness[0])
    assert "Traceback" not in done.stderr and done.returncode == code, (done.stdout, done.stderr)
    assert needle in done.stdout + done.stderr
    if code == 1:
        assert [line for line in done.stdout.splitlines() if line.startswith("FALSE")] == [
            line for line in done.stdout.splitlines() if "question" in line
        ]


def test_forged_recompute_proof_against_an_infeasible_question(witness, tmp_path):
    """The issue's case: the problem asks k = 0 within 700 (infeasible); a proof with its own looser
    bounds and budget must not pass."""
    path = tmp_path / "p.yaml"
    write_yaml(path, {**skip_problem().to_dict(), "recompute": {"k": 0, "budget": 13}})
    forged = {**copy.deepcopy(witness[1]), "k": 0, "bounds": {"ua": 5}, "budget": 800}
    write_yaml(tmp_path / "proof.yaml", forged)
    refused(path, tmp_path / "proof.yaml", code=1, needle="question")
    write_yaml(tmp_path / "proof.yaml", {**forged, "budget": 13})
    refused(path, tmp_path / "proof.yaml", code=1, needle="'ua' may run 6 times, the problem allows 1")


def test_infeasible_recompute_proof_must_refute_the_asked_budget(tmp_path):
    from formal.recompute.large import solve_large

    inst = make_instance(skip_problem(), 1, 13)
    write_yaml(tmp_path / "proof.yaml", recompute_proof(inst, solve_large(inst, 2.0)))
    for asked, code in ((13, 0), (12, 0), (14, 1)):
        write_yaml(tmp_path / "p.yaml", {**skip_problem().to_dict(), "recompute": {"k": 1, "budget": asked}})
        assert run(tmp_path / "p.yaml", tmp_path / "proof.yaml").returncode == code, asked


@pytest.mark.parametrize(
    "name,change",
    [
        ("list bounds", lambda p: p.update(bounds=["ua"])),
        ("k 2^63", lambda p: p.update(k=2**63)),
        ("dict in chains", lambda p: p.update(chains=[[{"ua": 1}, "ub"]])),
        ("embedded problem alias-free but wrong", lambda p: p["problem"].update(units=[{"id": ["ua"]}])),
    ],
)
def test_malformed_recompute_proofs(witness, tmp_path, name, change):
    proof = copy.deepcopy(witness[1])
    change(proof)
    write_yaml(tmp_path / "proof.yaml", proof)
    refused(tmp_path / "proof.yaml")


def test_recompute_schedule_with_list_entries_is_false_not_a_crash(witness, tmp_path):
    proof = copy.deepcopy(witness[1])
    proof["schedule"][1] = ["ub"]
    write_yaml(tmp_path / "proof.yaml", proof)
    refused(tmp_path / "proof.yaml", code=1, needle="unknown unit")


# --- JSON inputs: JSON is YAML, read by the one safe YAML reader under the same limits --------------------


def _as_json(src: Path, dst: Path) -> Path:
    data = checked.read(str(src))
    if data.get("format") == TRACE:  # the problem part only (a trace's evidence has floats)
        data = {"format": PROBLEM, **{k: data[k] for k in ("name", "storages", "units")}}
    dst.write_text(json.dumps(data))
    return dst


def test_json_inputs_give_the_yaml_verdict(files, tmp_path):
    """A committed proof and its problem, as JSON: the same claims, word for word, as the YAML files."""
    proof = ROOT / "proofs" / "residual.infer.proof.yaml"
    problem = ROOT / "traces" / "residual.infer.trace.yaml"
    as_yaml = run(problem, proof)
    as_json = run(_as_json(problem, tmp_path / "p.json"), _as_json(proof, tmp_path / "proof.json"))
    assert as_yaml.returncode == as_json.returncode == 0, as_json.stderr
    assert as_json.stdout.replace("p.json", "P").replace("proof.json", "F") == as_yaml.stdout.replace(
        str(problem.relative_to(ROOT)), "P"
    ).replace(str(proof), "F")
    assert as_json.stdout.count("\n") == as_yaml.stdout.count("\n")


def test_json_limits_match_yaml(tmp_path, monkeypatch):
    many = tmp_path / "many.json"
    many.write_text(json.dumps([0] * 1000))
    monkeypatch.setattr(checked, "MAX_YAML_NODES", 500)
    with pytest.raises(checked.Invalid, match="YAML nodes"):
        checked.read(str(many))
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 200 + "]" * 200)
    with pytest.raises(checked.Invalid, match="levels of nesting"):
        checked.read(str(deep))


@pytest.mark.parametrize(
    "text, expected",
    [
        ('{"a": 1e3}', {"a": "1e3"}),  # YAML 1.1 reads 1e3 as a string; json would make a float
        ('{"a": "\\u00e9"}', {"a": "\u00e9"}),  # escapes go through YAML
        ('{"a": [1, "b", true, null]}', {"a": [1, "b", True, None]}),
    ],
)
def test_json_path_never_changes_what_is_read(tmp_path, text, expected):
    path = tmp_path / "x.json"
    path.write_text(text)
    assert checked.read(str(path)) == expected == yaml.safe_load(text)


# --- cut certificates at scale: ancestor sets only of the units a certificate names --------------------


def test_lazy_reach_equals_the_full_tables():
    from formal.model.random_problems import random_problem
    from formal.order.formulation import analyse

    for seed in range(5):
        model = random_problem(60, seed)
        problem, tables = Problem(model.to_dict(), "random"), analyse(model)  # the model's full tables
        assert [problem.anc[u] for u in range(60)] == list(tables.anc)
        assert [problem.desc[u] for u in range(60)] == list(tables.desc)


def test_cut_certificate_work_is_bounded(files, monkeypatch):
    from formal.check import cuts

    problem = Problem(checked.read(str(files / "p.yaml")), "p")
    cert = {"kind": "event_cut", "bound": 1, "cases": [{"unit": "u0", "flow": []}]}
    monkeypatch.setattr(cuts, "MAX_CUT_WORK", 1)
    holds, why = cuts.check_cut(problem, cert)
    assert not holds and "beyond the checker's limit" in why


# --- the fuzzing round's findings 3, 6 and 7 (trust issue) ------------------------------------------------


@pytest.mark.parametrize("value", ["1e100000000", "1" * 41, "1/0", "-" + "9" * 45])
def test_every_number_is_bounded_before_arithmetic(tmp_path, value):
    """Finding 3: a multiplier that would take minutes as a Fraction is refused at once, in one line."""
    fixtures = ROOT / "tests" / "fixtures" / "train"
    for f in fixtures.iterdir():
        (tmp_path / f.name).write_bytes(f.read_bytes())
    proof = tmp_path / "mlp.train-proof.yaml"
    data = yaml.safe_load(proof.read_text())
    data["plan"]["lower_bound"]["multipliers"]["boundary"] = value
    proof.write_text(yaml.safe_dump(data))
    refused(proof, needle="multipliers")


def test_a_closure_is_bounded_by_the_sets_its_problem_has(files, tmp_path):
    """Finding 7: a closure listing more sets than 2^units is refused at once, not read at length."""
    proof = yaml.safe_load((files / "proof.yaml").read_text())
    tokens = " ".join(["-1:-1"] + [f"0:{k % 2}" for k in range(200_000)])  # 2 units: at most 4 sets
    proof["certificates"] = [{"kind": "search_closure", "bound": 1, "ideals": tokens}]
    write_yaml(tmp_path / "proof.yaml", proof)
    refused(files / "p.yaml", tmp_path / "proof.yaml", code=1, needle="more sets than the units allow")


def test_zero_costs_do_not_make_reruns_no_recomputation(witness, tmp_path):
    """Finding 6: with every unit's MACs 0, a schedule that reruns a unit is 0 extra MACs at those costs, never
    'no recomputation'; the verdict says how many reruns there are."""
    _path, proof = witness
    forged = copy.deepcopy(proof)
    forged["macs"] = {u: 0 for u in forged["schedule"]}
    forged["extra_macs"] = 0
    write_yaml(tmp_path / "proof.yaml", forged)
    done = run(tmp_path / "proof.yaml")
    assert "no recomputation" not in done.stdout and "1 reruns" in done.stdout, done.stdout
