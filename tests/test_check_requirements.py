"""The trusted checker's requirements, one test each, from docs/semantics.md and docs/proofs.md.

Each test states what the checker must accept or reject and holds it to that through the
public API (``formal.check.check_files`` on files written here), never through the code's
shape, so they hold for any checker that meets the specification. Problems and proofs are
written by hand, the hash computed from its definition in docs/proofs.md; the recompute proof
comes from the product's own solver. `formal bench mutation` runs these with the other
``checker`` tests against mutants of formal/check/ (docs/mutation.md).
"""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import re
import zlib
from pathlib import Path

import pytest
import yaml

from formal.check import Invalid, check_files

PROOF = "formal.proof/1"


def problem_sha256(problem: dict) -> str:
    """docs/proofs.md, "The canonical problem bytes": ``transient`` is 0 when the file omits it."""
    body = {
        "format": "formal.problem/1",
        "storages": sorted([s["id"], s["bytes"], s["origin"], s["freeable"]] for s in problem["storages"]),
        "units": [
            [u["id"], u.get("transient", 0), sorted([a[0], a[1]] for a in u["accesses"])] for u in problem["units"]
        ],
    }
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def storage(sid: str, size: int, origin: str = "internal", freeable: bool = True) -> dict:
    return {"id": sid, "bytes": size, "origin": origin, "freeable": freeable}


def chain() -> dict:
    """x (input, 100 B, kept) -> u0 -> a (10 B) -> u1 -> b (20 B) -> u2 -> out (5 B, kept); no transients written.

    The only order is u0 u1 u2; live bytes: 110 at u0, 130 at u1 (a still read by u1, b new), 125 at u2
    (a freed after u1, out new): peak 130, at u1.
    """
    return {
        "format": "formal.problem/1",
        "storages": [
            storage("x", 100, "input", False),
            storage("a", 10),
            storage("b", 20),
            storage("out", 5, freeable=False),
        ],
        "units": [
            {"id": "u0", "accesses": [["x", "r"], ["a", "w"]]},
            {"id": "u1", "accesses": [["a", "r"], ["b", "w"]]},
            {"id": "u2", "accesses": [["b", "r"], ["out", "w"]]},
        ],
    }


def fork() -> dict:
    """x (input, 1 B, kept) feeds two branches, each a big temporary reduced to a small result, then a join.

    u0 writes p (50 B) from x, u1 reduces p to q (1 B); u2 writes r (40 B), u3 reduces r to s (1 B); u4 joins
    q and s into out (1 B, kept). All storages together are 94 B.
    """
    return {
        "format": "formal.problem/1",
        "storages": [
            storage("x", 1, "input", False),
            storage("p", 50),
            storage("q", 1),
            storage("r", 40),
            storage("s", 1),
            storage("out", 1, freeable=False),
        ],
        "units": [
            {"id": "u0", "accesses": [["x", "r"], ["p", "w"]]},
            {"id": "u1", "accesses": [["p", "r"], ["q", "w"]]},
            {"id": "u2", "accesses": [["x", "r"], ["r", "w"]]},
            {"id": "u3", "accesses": [["r", "r"], ["s", "w"]]},
            {"id": "u4", "accesses": [["q", "r"], ["s", "r"], ["out", "w"]]},
        ],
    }


def proof_of(problem: dict, order: list[str], peak: int, lower_bound: int | None = None, **extra) -> dict:
    inputs = sum(s["bytes"] for s in problem["storages"] if s["origin"] == "input")
    return {
        "format": PROOF,
        "problem_sha256": problem_sha256(problem),
        "order": order,
        "peak": peak,
        "lower_bound": inputs if lower_bound is None else lower_bound,
        "certificates": [],
        **extra,
    }


def verdicts(tmp_path: Path, problem: dict | None, proof: dict) -> list[tuple[bool, str]]:
    if problem is not None:
        (tmp_path / "p.yaml").write_text(yaml.safe_dump(problem))
    (tmp_path / "proof.yaml").write_text(yaml.safe_dump(proof))
    return check_files(str(tmp_path / "p.yaml") if problem is not None else None, str(tmp_path / "proof.yaml"))


def accepted(tmp_path: Path, problem: dict | None, proof: dict) -> bool:
    claims = verdicts(tmp_path, problem, proof)
    assert claims, "the checker states its claims"
    return all(holds for holds, _m in claims)


# --- the problem's semantics (docs/semantics.md) ----------------------------------------


def test_a_unit_without_a_transient_field_has_transient_zero(tmp_path):
    problem = chain()
    assert accepted(tmp_path, problem, proof_of(problem, ["u0", "u1", "u2"], 130))
    assert not accepted(tmp_path, problem, proof_of(problem, ["u0", "u1", "u2"], 131))  # counting 1 B of transient


def test_a_transient_counts_while_its_unit_runs_and_only_then(tmp_path):
    problem = chain()
    problem["units"][0]["transient"] = 15  # 110 + 15 = 125 at u0: below the 130 at u1
    assert accepted(tmp_path, problem, proof_of(problem, ["u0", "u1", "u2"], 130))
    problem["units"][2]["transient"] = 6  # 125 + 6 = 131 at u2: the new peak
    assert accepted(tmp_path, problem, proof_of(problem, ["u0", "u1", "u2"], 131))
    assert not accepted(tmp_path, problem, proof_of(problem, ["u0", "u1", "u2"], 130))


@pytest.mark.parametrize("delta", [-1, 1, 100])
def test_a_claimed_peak_that_differs_from_the_orders_is_rejected(tmp_path, delta):
    problem = chain()
    claims = verdicts(tmp_path, problem, proof_of(problem, ["u0", "u1", "u2"], 130 + delta))
    assert any(not holds and message.startswith("peak") for holds, message in claims), claims


@pytest.mark.parametrize(
    "order,peak,peak_if_p_is_kept",
    [
        # x 1 | u0: +p 51 | u1: +q 52, -p | u2: +r 42 | u3: +s 43, -r | u4: +out 4 (p kept: 93 at u3)
        (["u0", "u1", "u2", "u3", "u4"], 52, 93),
        # x 1 | u2: +r 41 | u3: +s 42, -r | u0: +p 52 | u1: +q 53, -p | u4: +out 4 (p kept: 54 at u4)
        (["u2", "u3", "u0", "u1", "u4"], 53, 54),
        # x 1 | u0: +p 51 | u2: +r 91 | u1: +q 92, -p | u3: +s 43, -r | u4: +out 4 (p kept: 93 at u3)
        (["u0", "u2", "u1", "u3", "u4"], 92, 93),
    ],
)
def test_the_peak_is_the_orders_own_and_a_freeable_storage_goes_after_its_last_access(
    tmp_path, order, peak, peak_if_p_is_kept
):
    problem = fork()
    assert accepted(tmp_path, problem, proof_of(problem, order, peak))
    assert not accepted(tmp_path, problem, proof_of(problem, order, 94))  # the peak if nothing were freed
    problem["storages"][1]["freeable"] = False  # p is now an output: it lives to the end
    assert accepted(tmp_path, problem, proof_of(problem, order, peak_if_p_is_kept))
    assert not accepted(tmp_path, problem, proof_of(problem, order, peak))


def test_the_input_bytes_are_held_from_the_start(tmp_path):
    problem = chain()
    problem["storages"].append(storage("w", 1000, "input", True))  # a freeable input nobody reads: held, never freed
    assert accepted(tmp_path, problem, proof_of(problem, ["u0", "u1", "u2"], 1130))


@pytest.mark.parametrize(
    "order,why",
    [
        (["u1", "u0", "u2"], "u1 reads a before u0 writes it"),
        (["u0", "u2", "u1"], "u2 reads b before u1 writes it"),
        (["u0", "u1"], "a unit is missing"),
        (["u0", "u1", "u2", "u2"], "a unit runs twice"),
        (["u0", "u1", "u2", "u3"], "an unknown unit"),
    ],
)
def test_an_order_that_is_not_a_legal_schedule_is_rejected(tmp_path, order, why):
    problem = chain()
    claims = verdicts(tmp_path, problem, proof_of(problem, order, 130))
    assert any(not holds and message.startswith("order") for holds, message in claims), why


def test_a_read_waits_for_the_write_before_it_and_a_write_for_the_reads_before_it(tmp_path):
    """RAW, WAW and WAR edges (docs/semantics.md, "Dependencies"), on one storage m updated in place."""
    problem = {
        "format": "formal.problem/1",
        "storages": [
            storage("m", 8, "input", False),
            storage("o1", 1, freeable=False),
            storage("o2", 1, freeable=False),
        ],
        "units": [
            {"id": "r1", "accesses": [["m", "r"], ["o1", "w"]]},
            {"id": "w", "accesses": [["m", "rw"]]},
            {"id": "r2", "accesses": [["m", "r"], ["o2", "w"]]},
        ],
    }
    assert accepted(tmp_path, problem, proof_of(problem, ["r1", "w", "r2"], 10))
    for order in (["w", "r1", "r2"], ["r1", "r2", "w"], ["r2", "r1", "w"]):
        assert not accepted(tmp_path, problem, proof_of(problem, order, 10)), order


# --- the proof's claims (docs/proofs.md, "Claims and exit codes") -----------------------


def test_a_proof_of_another_problem_is_rejected(tmp_path):
    problem = chain()
    other = chain()
    other["storages"][1]["bytes"] = 11
    proof = proof_of(problem, ["u0", "u1", "u2"], 130) | {"problem_sha256": problem_sha256(other)}
    claims = verdicts(tmp_path, problem, proof)
    assert any(not holds and message.startswith("problem_sha256") for holds, message in claims)


def test_the_hash_covers_content_only(tmp_path):
    """The name, the order of storages and a written-out ``transient: 0`` do not change the problem's hash."""
    problem = chain()
    proof = proof_of(problem, ["u0", "u1", "u2"], 130)
    same = chain()
    same["name"] = "renamed"
    same["storages"].reverse()
    for unit in same["units"]:
        unit["transient"] = 0
    assert accepted(tmp_path, same, proof)
    for field, value in (("bytes", 11), ("freeable", False)):
        changed = chain()
        changed["storages"][1][field] = value
        assert not accepted(tmp_path, changed, proof), field


def test_a_lower_bound_above_the_input_bytes_needs_a_certificate(tmp_path):
    problem = chain()
    assert accepted(tmp_path, problem, proof_of(problem, ["u0", "u1", "u2"], 130, lower_bound=100))
    claims = verdicts(tmp_path, problem, proof_of(problem, ["u0", "u1", "u2"], 130, lower_bound=101))
    assert any(not holds and message.startswith("lower_bound") for holds, message in claims)


def test_a_certificate_that_does_not_hold_establishes_nothing(tmp_path):
    problem = chain()
    bogus = [{"kind": "event_cut", "bound": 130, "cases": [{"unit": "u1", "flow": []}]}]  # no flow: value 0 < 130
    claims = verdicts(
        tmp_path, problem, proof_of(problem, ["u0", "u1", "u2"], 130, lower_bound=130) | {"certificates": bogus}
    )
    assert any(not holds and message.startswith("certificate 0") for holds, message in claims)
    assert any(not holds and message.startswith("lower_bound") for holds, message in claims)


@pytest.mark.parametrize("cert", [{"kind": "wishful", "bound": 130}, {"kind": "event_cut"}, [130], "130"])
def test_a_malformed_or_unknown_certificate_is_a_false_claim_not_an_error(tmp_path, cert):
    problem = chain()
    claims = verdicts(tmp_path, problem, proof_of(problem, ["u0", "u1", "u2"], 130) | {"certificates": [cert]})
    assert any(not holds and message.startswith("certificate 0") for holds, message in claims)


def test_an_event_cut_establishes_its_bound(tmp_path):
    """While u1 runs, the kept input x (100 B), a (10 B) and b (20 B) are held: a flow of 130 (docs/proofs.md)."""
    problem = chain()
    flow = [["source", "p:x", 100], ["p:x", "q:x", 100], ["q:x", "sink", 100]]  # x is never freed
    for s, size in (("a", 10), ("b", 20)):  # u1 accesses a and b, and u1 runs in the case
        flow += [
            ["source", f"p:{s}", size],
            [f"p:{s}", f"q:{s}", size],
            [f"q:{s}", "u:u1", size],
            ["u:u1", "sink", size],
        ]
    cert = {"kind": "event_cut", "bound": 130, "cases": [{"unit": "u1", "flow": flow}]}
    proof = proof_of(problem, ["u0", "u1", "u2"], 130, lower_bound=130) | {"certificates": [cert]}
    claims = verdicts(tmp_path, problem, proof)
    assert all(holds for holds, _m in claims), claims
    assert claims[-1][1].startswith("verdict") and "optimal" in claims[-1][1]
    cert["bound"] = 131  # above the flow's value
    assert not accepted(tmp_path, problem, proof)


def test_the_verdict_states_the_gap(tmp_path):
    problem = chain()
    problem["storages"][0]["bytes"] = 200  # the input bytes establish 200 without a certificate; the peak is 230
    proof = proof_of(problem, ["u0", "u1", "u2"], 230, lower_bound=200)
    assert accepted(tmp_path, problem, proof)
    verdict = verdicts(tmp_path, problem, proof)[-1][1]
    assert verdict.startswith("verdict") and "gap 200..230" in verdict


def test_a_proof_without_its_problem_is_unreadable_input(tmp_path):
    problem = chain()
    with pytest.raises(Invalid):
        verdicts(tmp_path, None, proof_of(problem, ["u0", "u1", "u2"], 130))


# --- recompute proofs: the extra-compute lower bound (docs/proofs.md, "Recompute proofs") ---------


@pytest.fixture(scope="module")
def least_extra_proof() -> dict:
    """The product's proof that VGG-UNet at 0.9 of its peak needs 350 extra MACs, free order (docs/recompute.md)."""
    from formal.recompute.large import solve_large
    from formal.recompute.nodelink import nodelink_instance
    from formal.recompute.proof import recompute_proof

    inst, _info = nodelink_instance(
        Path(__file__).resolve().parents[1] / "encodings/remat/vgg_unet_train.json", "0.9", 1
    )
    proof = recompute_proof(inst, solve_large(inst, 30.0, fixed_order=False))
    assert proof["extra_lower_bound"]["model"] == "free" and proof["extra_lower_bound"]["bound"] == 350
    return proof


def test_a_proven_least_extra_compute_is_accepted(tmp_path, least_extra_proof):
    claims = verdicts(tmp_path, None, least_extra_proof)
    assert all(holds for holds, _m in claims), claims


@pytest.mark.parametrize(
    "field,value",
    [
        ("model", "other"),  # neither fixed nor free
        ("model", None),
        ("model", "fixed"),  # fixed needs fixed_order: true, which this proof does not claim
        ("bound", -5),  # bounds are integers in [0, 2^63)
        ("bound", 350.0),
        ("bound", "350"),
        ("bound", 355),  # one cost unit above what the tree proves
        ("tree", []),  # proves nothing above 0
        ("tree", "[]"),
    ],
)
def test_an_extra_compute_bound_not_in_the_documented_shape_or_not_proven_is_rejected(
    tmp_path, least_extra_proof, field, value
):
    proof = copy.deepcopy(least_extra_proof)
    proof["extra_lower_bound"][field] = value
    assert not accepted(tmp_path, None, proof)


# --- search closures (docs/proofs.md, "search_closure") -----------------------------------


def closure_proof(problem: dict, ideals: str, bound: int = 130) -> dict:
    cert = {"kind": "search_closure", "bound": bound, "ideals": ideals}
    return proof_of(problem, ["u0", "u1", "u2"], 130, lower_bound=bound) | {"certificates": [cert]}


def test_a_closed_set_of_ideals_establishes_its_bound(tmp_path):
    """In chain(), below 130 bytes only u0 can run (then 110 B are held; u1 would hold 130): the sets
    {} and {u0} are closed under the steps below 130, so no schedule stays below 130."""
    claims = verdicts(tmp_path, chain(), closure_proof(chain(), "-1:-1 0:0"))
    assert all(holds for holds, _m in claims), claims
    assert not accepted(tmp_path, chain(), closure_proof(chain(), "-1:-1 0:0", bound=131))  # u1 then fits


@pytest.mark.parametrize("ideals", ["-1:-1 1:0", "-1:-1 0:3", "-1:-1 0:-1", "-1:-1 0:0 2:1", "-1:-1 0:0 1:0"])
def test_a_closure_token_must_extend_an_earlier_set_by_a_unit_not_in_it(tmp_path, ideals):
    """Each token ``parent:unit`` after the first names an earlier set and one of the problem's units (by
    position) not in it; anything else is rejected, naming the token."""
    claims = verdicts(tmp_path, chain(), closure_proof(chain(), ideals))
    bad = len(ideals.split()) - 1
    assert any(not holds and f"token {bad} must be earlier-entry:unit-not-in-it" in m for holds, m in claims), claims


# --- recompute proofs: schedules and trees by hand (docs/proofs.md, "Recompute proofs") ---------


def detour() -> dict:
    """u0 makes a (100 B) from the kept input x (1 B); a is read by u1 and again by u4 at the end, while
    u2 makes c (100 B) that u3 reduces to d. Without recomputation 202 B are held at u2; rerunning u0
    before u4 holds 103 at most. Outputs: out (kept)."""
    return {
        "format": "formal.problem/1",
        "storages": [
            storage("x", 1, "input", False),
            storage("a", 100),
            storage("b", 1),
            storage("c", 100),
            storage("d", 1),
            storage("out", 1, freeable=False),
        ],
        "units": [
            {"id": "u0", "accesses": [["x", "r"], ["a", "w"]]},
            {"id": "u1", "accesses": [["a", "r"], ["b", "w"]]},
            {"id": "u2", "accesses": [["b", "r"], ["c", "w"]]},
            {"id": "u3", "accesses": [["c", "r"], ["d", "w"]]},
            {"id": "u4", "accesses": [["a", "r"], ["d", "r"], ["out", "w"]]},
        ],
    }


def recompute_proof(schedule: list[str], extra: int, **fields) -> dict:
    problem = detour()
    return {
        "format": "formal.recompute-proof/1",
        "problem": problem,
        "problem_sha256": problem_sha256(problem),
        "k": 1,
        "budget": 103,
        "schedule": schedule,
        "peak": 103,
        "extra_macs": extra,
        **fields,
    }


WASTEFUL = ["u0", "u1", "u2", "u3", "u0", "u1", "u4"]  # reruns u0 (needed) and u1 (not): 2 extra


def test_a_tree_leaf_where_a_recomputation_is_fixed_still_has_to_prove_the_bound(tmp_path):
    """Branching on column u0: with u0 not recomputed nothing meets the budget (the leaf is vacuous);
    with u0 recomputed once, its one allowed rerun is used and the least extra is 1. A bound of 2 is
    false and the second leaf must say so; a bound of 1 is proven by the same tree."""
    tree = [{"branch": "u0"}, {"leaf": {"scale": 1}}, {"leaf": {"scale": 1}}]
    proof = recompute_proof(WASTEFUL, 2, extra_lower_bound={"model": "free", "bound": 2, "tree": tree})
    claims = verdicts(tmp_path, None, proof)
    assert any(not holds and "leaf 2 bounds extra by 1" in m for holds, m in claims), claims
    proof["extra_lower_bound"]["bound"] = 1
    claims = verdicts(tmp_path, None, proof)
    assert all(holds for holds, _m in claims) and "gap 1..2" in claims[-1][1], claims


@pytest.mark.parametrize("node", [{"leaves": {"scale": 1}}, {}, 7])
def test_a_tree_node_that_is_neither_branch_nor_leaf_is_rejected_naming_it(tmp_path, node):
    tree = [{"branch": "u0"}, {"leaf": {"scale": 1}}, node]
    proof = recompute_proof(WASTEFUL, 2, extra_lower_bound={"model": "free", "bound": 1, "tree": tree})
    claims = verdicts(tmp_path, None, proof)
    assert any(not holds and "node 2: neither branch nor leaf" in m for holds, m in claims), claims


def test_an_in_place_chain_reruns_as_one_contiguous_block(tmp_path):
    """chains: [[u0, u1]]: a rerun of the chain runs u0 then u1 next to each other."""
    assert accepted(tmp_path, None, recompute_proof(WASTEFUL, 2, chains=[["u0", "u1"]]))


@pytest.mark.parametrize(
    "schedule",
    [
        ["u0", "u1", "u2", "u3", "u0", "u4", "u1"],  # u1 rerun apart from u0
        ["u0", "u1", "u2", "u3", "u0", "u4"],  # u0 rerun without the rest of its chain
        ["u0", "u1", "u2", "u3", "u1", "u4"],  # u1 rerun without the start of its chain
    ],
)
def test_a_chain_rerun_apart_or_in_part_is_rejected(tmp_path, schedule):
    claims = verdicts(tmp_path, None, recompute_proof(schedule, 1, chains=[["u0", "u1"]]))
    assert any(not holds and "in-place chain reruns are contiguous" in m for holds, m in claims), claims


# --- written against the survivors of the full mutation run (docs/mutation.md) -----------------


def arena_proof(**fields) -> dict:
    """chain() in its only order, u0 u1 u2, packed: a (10 B) lives over steps [0, 2), b (20 B) over [1, 3), out
    (5 B, kept) over [2, 3). a and b overlap in time (a at 0, b at 10); out reuses a's place. 30 B, optimal."""
    buffers = [
        {"id": "a", "start": 0, "end": 2, "size": 10, "offset": 0},
        {"id": "b", "start": 1, "end": 3, "size": 20, "offset": 10},
        {"id": "out", "start": 2, "end": 3, "size": 5, "offset": 0},
    ]
    return {
        "format": "formal.arena-proof/1",
        "problem_sha256": problem_sha256(chain()),
        "order": ["u0", "u1", "u2"],
        "alignment": 1,
        "arena": 30,
        "lower_bound": 30,
        "buffers": buffers,
        **fields,
    }


def test_an_arena_proof_at_alignment_one_is_checked_with_and_without_its_problem(tmp_path):
    """docs/arena.md: alignment is an integer >= 1; 1 (no padding) is the least."""
    assert accepted(tmp_path, chain(), arena_proof())
    claims = verdicts(tmp_path, None, arena_proof())
    assert all(holds for holds, _m in claims) and "verdict: optimal" in claims[-1][1], claims


@pytest.mark.parametrize(
    "field,value",
    [("alignment", 0), ("alignment", "1"), ("arena", -1), ("arena", 30.0), ("lower_bound", "30"), ("buffers", {})],
)
def test_an_arena_proof_not_in_the_documented_shape_is_one_false_claim(tmp_path, field, value):
    for problem in (chain(), None):
        claims = verdicts(tmp_path, problem, arena_proof(**{field: value}))
        assert len(claims) == 1 and not claims[0][0] and claims[0][1].startswith("shape: needs alignment"), claims


def test_an_arena_proof_whose_order_is_not_a_list_is_illegal(tmp_path):
    claims = verdicts(tmp_path, chain(), arena_proof(order="u0 u1 u2"))
    assert (False, "order: illegal: order is not a list of unit ids") in claims, claims


@pytest.mark.parametrize("ideals", ["0:0 -1:-1", "", "   "])
def test_a_closure_must_start_from_the_empty_set(tmp_path, ideals):
    claims = verdicts(tmp_path, chain(), closure_proof(chain(), ideals))
    wanted = "certificate 0: search_closure: the first token must be -1:-1 (the empty set)"
    assert (False, wanted) in claims, claims


def test_a_closure_containing_the_set_of_all_units_proves_nothing(tmp_path):
    """docs/proofs.md, search_closure, condition 1: a family holding every unit is some schedule's whole run."""
    claims = verdicts(tmp_path, chain(), closure_proof(chain(), "-1:-1 0:0 1:1 2:2"))
    assert (False, "certificate 0: search_closure: contains the full set of units") in claims, claims


def test_a_recompute_proof_needs_a_single_assignment_problem(tmp_path):
    """docs/proofs.md, "Recompute proofs": every storage written at most once, by w, and no input written."""
    for change in ("written twice", "rw", "input written"):
        problem = detour()
        if change == "written twice":
            problem["units"][2]["accesses"].append(["a", "w"])  # u2 writes a again
        elif change == "rw":
            problem["units"][1]["accesses"] = [["a", "r"], ["b", "rw"]]  # b's one write, by rw
        else:
            problem["units"][0]["accesses"] = [["x", "w"], ["a", "w"]]  # x's one write, by w
        proof = recompute_proof(WASTEFUL, 2) | {"problem": problem, "problem_sha256": problem_sha256(problem)}
        claims = verdicts(tmp_path, None, proof)
        wanted = "problem: not single-assignment (a storage written twice or by rw, or an input written)"
        assert claims == [(False, wanted)], (change, claims)


def test_the_fixed_models_bound_needs_one_written_storage_per_repeatable_unit(tmp_path):
    """docs/proofs.md, "The recompute lower bound": in the fixed model a column is a storage absent in a gap, which
    needs each repeatable unit to write one storage."""
    problem = detour()
    problem["storages"].append(storage("a2", 1))
    problem["units"][0]["accesses"].append(["a2", "w"])  # u0 writes a and a2 (a2 never read)
    problem["units"][4]["accesses"].insert(0, ["a2", "r"])
    tree = [{"leaf": {"scale": 1}}]
    proof = recompute_proof(
        ["u0", "u1", "u2", "u3", "u0", "u4"],
        1,
        fixed_order=True,
        extra_lower_bound={"model": "fixed", "bound": 1, "tree": tree},
    ) | {"problem": problem, "problem_sha256": problem_sha256(problem)}
    claims = verdicts(tmp_path, None, proof)
    wanted = "extra_lower_bound: the fixed model's bound needs one storage per repeatable unit"
    assert (False, wanted) in claims, claims


def test_a_tree_with_nodes_after_its_last_leaf_is_rejected(tmp_path):
    """The tree is the preorder of a complete branch-and-bound tree: nothing may follow its last leaf."""
    proof = recompute_proof(
        WASTEFUL, 2, extra_lower_bound={"model": "free", "bound": 0, "tree": [{"leaf": {"scale": 1}}]}
    )
    assert accepted(tmp_path, None, proof)
    proof["extra_lower_bound"]["tree"] = [{"leaf": {"scale": 1}}, {"leaf": {"scale": 1}}]
    claims = verdicts(tmp_path, None, proof)
    assert (False, "extra_lower_bound: nodes after the tree's end") in claims, claims


def arena_buffers(*rows: tuple[str, int, int, int, int]) -> list[dict]:
    return [dict(zip(("id", "start", "end", "size", "offset"), row)) for row in rows]


def arena_claims(tmp_path, problem, **fields) -> dict[str, tuple[bool, str]]:
    """The verdicts on arena_proof(**fields), by the word each message starts with."""
    claims = verdicts(tmp_path, problem, arena_proof(**fields))
    return {m.split(":")[0]: (holds, m) for holds, m in claims}


@pytest.mark.parametrize(
    "buffer",
    [
        ["a", 0, 2, 10, 0],  # not a mapping
        {"id": 7, "start": 0, "end": 2, "size": 10, "offset": 0},  # an id that is not a string
        {"id": "a", "start": 0, "end": 2, "size": 10, "offset": 40},  # a second buffer a
        {"id": "c", "start": 2, "end": 2, "size": 10, "offset": 40},  # an empty lifetime: start < end
        {"id": "c", "start": 3, "end": 2, "size": 10, "offset": 40},
        {"id": "c", "start": 0, "end": 2, "size": -1, "offset": 40},
    ],
)
def test_an_arena_buffer_not_in_the_documented_shape_is_one_false_claim(tmp_path, buffer):
    proof = arena_proof()
    proof["buffers"].append(buffer)
    for problem in (chain(), None):
        claims = verdicts(tmp_path, problem, proof)
        assert len(claims) == 1 and not claims[0][0], claims
        assert claims[0][1].startswith("shape: buffer ") and "malformed or duplicated" in claims[0][1], claims


def test_an_arena_proofs_messages_name_the_hash_and_the_first_wrong_buffer(tmp_path):
    sha = problem_sha256(chain())
    assert arena_claims(tmp_path, chain())["problem_sha256"] == (True, f"problem_sha256: {sha[:12]}...")
    wrong = arena_buffers(("a", 0, 3, 10, 0), ("b", 1, 2, 20, 10), ("out", 2, 3, 5, 0))  # a and b: wrong ends
    assert arena_claims(tmp_path, chain(), buffers=wrong)["lifetimes"] == (
        False,
        "lifetimes: 2 buffers differ from the problem, e.g. ['a']",
    )
    odd = arena_buffers(("a", 0, 2, 10, 1), ("b", 1, 3, 20, 11), ("out", 2, 3, 5, 0))
    assert arena_claims(tmp_path, None, buffers=odd, alignment=2)["alignment"] == (False, "alignment: ['a'] misaligned")
    assert arena_claims(tmp_path, None, arena=9)["arena"] == (False, "arena: ['a'] ends above 9")  # a and b do


def test_a_buffer_must_end_inside_the_arena(tmp_path):
    """b (20 B at offset 10) ends at 30: an arena of 29 does not hold it, though b starts inside it."""
    assert arena_claims(tmp_path, chain(), arena=29, lower_bound=29)["arena"] == (False, "arena: ['b'] ends above 29")


def test_buffers_live_together_must_not_overlap_but_may_touch(tmp_path):
    # a above b, touching at 20; out takes a's place when a dies at step 2 (lifetimes are half-open)
    touching = arena_buffers(("a", 0, 2, 10, 20), ("b", 1, 3, 20, 0), ("out", 2, 3, 5, 20))
    assert accepted(tmp_path, chain(), arena_proof(buffers=touching))
    # J over steps [0, 2) and I over [1, 10) share bytes 5..9 at step 1; K starts later, elsewhere
    crossing = arena_buffers(("J", 0, 2, 10, 0), ("I", 1, 10, 10, 5), ("K", 5, 6, 1, 100))
    claims = arena_claims(tmp_path, None, buffers=crossing, arena=101, lower_bound=20)
    assert claims["disjoint"] == (False, "disjoint: ('J', 'I') live together overlap"), claims
    # a long-lived 1-byte buffer and a later one at the same place
    small = arena_buffers(("J", 0, 10, 1, 0), ("I", 5, 6, 1, 0))
    claims = arena_claims(tmp_path, None, buffers=small, arena=1, lower_bound=1)
    assert claims["disjoint"] == (False, "disjoint: ('J', 'I') live together overlap"), claims


def test_a_clash_between_buffers_that_start_together_is_named_in_id_order(tmp_path):
    same = arena_buffers(("a", 0, 1, 10, 0), ("b", 0, 1, 1, 0))
    claims = arena_claims(tmp_path, None, buffers=same, arena=10, lower_bound=10)
    assert claims["disjoint"] == (False, "disjoint: ('a', 'b') live together overlap"), claims


def test_the_arena_lower_bound_counts_the_buffers_live_at_each_start_padded_but_the_last(tmp_path):
    # at step 1 a (10 B) and b (20 B) are live, at step 2 b and out: 30; a is dead at step 2 (it ends there)
    assert arena_claims(tmp_path, chain(), lower_bound=31)["lower_bound"] == (False, "lower_bound: 31 exceeds 30")
    # alignment 8: a pads to 16, b to 24; together 40, less the largest pad (6): 34
    padded = arena_buffers(("a", 0, 2, 10, 0), ("b", 1, 3, 20, 16), ("out", 2, 3, 5, 40))
    claims = arena_claims(tmp_path, chain(), buffers=padded, alignment=8, arena=45, lower_bound=34)
    assert claims["lower_bound"] == (True, "lower_bound: 34 <= 34 (aligned live bytes)"), claims
    claims = arena_claims(tmp_path, chain(), buffers=padded, alignment=8, arena=45, lower_bound=35)
    assert claims["lower_bound"] == (False, "lower_bound: 35 exceeds 34"), claims


def test_an_arena_proof_without_buffers_proves_no_lower_bound_above_zero(tmp_path):
    claims = arena_claims(tmp_path, None, buffers=[], arena=0, lower_bound=0)
    assert claims["lower_bound"] == (True, "lower_bound: 0 <= 0 (aligned live bytes)"), claims
    assert arena_claims(tmp_path, None, buffers=[], arena=1, lower_bound=1)["lower_bound"][0] is False


# --- sat_refutation: the limits (docs/proofs.md, "Limits (hostile input)") -------------------------


def sat_proof(problem: dict, bound: int, drup: str) -> dict:
    cert = {
        "kind": "sat_refutation",
        "bound": bound,
        "encoding": "formal.satref/1",
        "proof": base64.b64encode(zlib.compress(drup.encode("ascii"))).decode("ascii"),
    }
    return proof_of(problem, [u["id"] for u in problem["units"]], 0) | {"certificates": [cert]}


def certificate_message(tmp_path, problem: dict, proof: dict) -> str:
    """The certificate's message, after "FALSE " if it does not hold."""
    return next(
        ("" if h else "FALSE ") + m for h, m in verdicts(tmp_path, problem, proof) if m.startswith("certificate 0")
    )


def independent(n: int, storages: int = 1) -> dict:
    """n units that touch nothing, beside ``storages`` kept inputs: every pair of units is unordered."""
    return {
        "format": "formal.problem/1",
        "storages": [storage(f"x{i}", 1, "input", False) for i in range(storages)],
        "units": [{"id": f"u{j}", "accesses": []} for j in range(n)],
    }


@pytest.mark.parametrize(
    "units,storages,over",
    [(2000, 1, False), (2001, 1, True), (1000, 2000, False), (1000, 2001, True)],
)
def test_a_sat_refutation_is_checked_up_to_2000_units_and_2000000_cells(tmp_path, units, storages, over):
    """At the limits it is checked further (here, refused for its unordered pairs); past them it is not checked."""
    problem = independent(units, storages)
    message = certificate_message(tmp_path, problem, sat_proof(problem, 1, "0\n"))
    limits = "FALSE certificate 0: sat_refutation: not checked, over 2000 units or 2000000 cells"
    pairs = "FALSE certificate 0: sat_refutation: not checked, more than 20000 unordered pairs of units"
    assert message == (limits if over else pairs), message


@pytest.mark.parametrize("readers,over", [(100, False), (99, True)])
def test_a_sat_refutation_is_checked_up_to_20000_unordered_pairs(tmp_path, readers, over):
    """200 independent units leave 19,900 pairs unordered; a 201st after ``readers`` of them leaves 200 - readers
    more. 20,000 is checked (its formula, here, is then too large to regenerate), 20,001 is not."""
    problem = {
        "format": "formal.problem/1",
        "storages": [storage(f"s{j}", 1) for j in range(200)] + [storage("out", 1, freeable=False)],
        "units": [{"id": f"u{j}", "accesses": [[f"s{j}", "w"]]} for j in range(200)]
        + [{"id": "last", "accesses": [*([f"s{j}", "r"] for j in range(readers)), ["out", "w"]]}],
    }
    message = certificate_message(tmp_path, problem, sat_proof(problem, 1, "0\n"))
    if over:
        assert message == "FALSE certificate 0: sat_refutation: not checked, more than 20000 unordered pairs of units"
    else:
        limit = "the formula exceeds the checker's limit of 1000000 clauses"
        wanted = f"FALSE certificate 0: sat_refutation: not checked, {limit}"
        assert message == wanted, message


def product_refutation() -> tuple[dict, int, list[str]]:
    """A random 20-unit problem, its least peak, and the lines of the product's DRUP refutation of one byte less."""
    pytest.importorskip("pysat")
    from formal.model.random_problems import random_problem
    from formal.order.brute import brute_force
    from formal.order.refute import sat_refutation_certificate

    model = random_problem(20, 3)
    least, _order = brute_force(model)
    cert = sat_refutation_certificate(model, least, time_limit=30)
    assert cert is not None
    problem = yaml.safe_load(yaml.safe_dump(model.to_dict()))
    return problem, least, zlib.decompress(base64.b64decode(cert["proof"])).decode("ascii").splitlines()


def test_a_sat_refutation_is_checked_up_to_100000_lemmas(tmp_path):
    """A random 20-unit problem at its least peak: the product's refutation of one byte less, its first lemma
    repeated in front (a lemma already derived is RUP) to exactly 100,000 lemmas, is checked; one more is past
    the limit."""
    problem, least, lines = product_refutation()
    message = certificate_message(tmp_path, problem, sat_proof(problem, least, "\n".join(lines) + "\n"))
    used = int(message.split("(")[-1].split()[0])  # "... (N lemmas checked)"
    assert used > 0, message
    first = next(line for line in lines if line.split()[:1] not in (["c"], ["d"], ["0"], []))
    for extra, wanted in ((100_000 - used, "(100000 lemmas checked)"), (100_001 - used, "more than the checker's")):
        proof = sat_proof(problem, least, "\n".join([first] * extra + lines) + "\n")
        message = certificate_message(tmp_path, problem, proof)
        assert wanted in message, message
    assert message.startswith(
        f"FALSE certificate 0: sat_refutation: proof does not refute peak <= {least - 1} (proof line "
    )


# --- reading: the limits at their edges (docs/proofs.md, "Limits (hostile input)") ---------------


def test_an_input_file_of_64_mib_is_read_and_one_byte_more_is_refused(tmp_path):
    head = b"format: formal.proof/1\n# "  # the rest is one comment line: cheap to parse
    for size in (64 << 20, (64 << 20) + 1):
        (tmp_path / "proof.yaml").write_bytes(head + b"x" * (size - len(head) - 1) + b"\n")
        if size == 64 << 20:  # read: then refused for what it lacks, a problem
            with pytest.raises(Invalid, match="is checked as formal check PROBLEM PROOF"):
                check_files(None, str(tmp_path / "proof.yaml"))
        else:
            with pytest.raises(Invalid, match="larger than the checker's limit of 67108864 bytes"):
                check_files(None, str(tmp_path / "proof.yaml"))


def test_yaml_nested_64_levels_deep_is_read_and_65_is_refused(tmp_path):
    problem = chain()
    for depth, ok in ((64, True), (65, False)):
        # the proof mapping is level 1, order level 2: 62 or 63 more lists inside order's last entry
        order = "[u0, u1, u2, " + "[" * (depth - 2) + "]" * (depth - 2) + "]"
        (tmp_path / "p.yaml").write_text(yaml.safe_dump(problem))
        (tmp_path / "proof.yaml").write_text(f"format: {PROOF}\norder: {order}\n")
        if ok:
            with pytest.raises(Invalid, match="problem_sha256: missing"):
                check_files(str(tmp_path / "p.yaml"), str(tmp_path / "proof.yaml"))
        else:
            with pytest.raises(Invalid, match="levels of nesting"):
                check_files(str(tmp_path / "p.yaml"), str(tmp_path / "proof.yaml"))


@pytest.mark.parametrize("length", [58, 59, 200])
def test_an_input_value_echoed_in_a_message_is_cut_to_60_characters(tmp_path, length):
    """A 58-character id is echoed whole (its repr is 60 characters); a longer one is cut to 60."""
    uid = "v" * length
    claims = verdicts(tmp_path, chain(), proof_of(chain(), ["u0", "u1", uid], 130))
    message = next(m for h, m in claims if m.startswith("order"))
    echo = message.removeprefix("order: illegal: unit ").removesuffix(" is unknown or repeated")
    assert echo == repr(uid) if length == 58 else len(echo) == 60 and echo != repr(uid), message


# --- train proofs (docs/train.md, "The proof"), on the committed MLP step -------------------------

TRAIN = Path(__file__).parent / "fixtures" / "train"


def train_verdicts(tmp_path: Path, change=None, name: str = "mlp.train-proof.yaml") -> list[tuple[bool, str]]:
    for f in TRAIN.iterdir():
        (tmp_path / f.name).write_bytes(f.read_bytes())
    proof = yaml.safe_load((tmp_path / name).read_text())
    if change is not None:
        change(proof)
    (tmp_path / name).write_text(yaml.safe_dump(proof))
    return check_files(None, str(tmp_path / name))


@pytest.mark.parametrize("value,ok", [(2**63 - 1, True), (-(2**63) + 1, False), (2**63, False), (-(2**63), False)])
def test_a_multiplier_is_an_integer_below_2_63_in_magnitude_or_a_short_ratio(tmp_path, value, ok):
    """docs/proofs.md: an integer in (-2^63, 2^63), or "p/q" of at most 40 digits each side; and >= 0."""

    def change(proof):
        proof["plan"]["lower_bound"]["multipliers"]["boundary"] = value

    if ok:
        assert train_verdicts(tmp_path, change)
    else:
        why = "a negative multiplier" if abs(value) < 2**63 else "not a rational"
        with pytest.raises(Invalid, match=f"plan.lower_bound.multipliers: {why}"):
            train_verdicts(tmp_path, change)


def test_a_saved_value_backward_owns_but_releases_only_when_it_returns_is_backwards_own(tmp_path):
    """docs/semantics.md, "The training step": held beside backward are forward's inputs less those backward does
    not own. In mlp-owned-at-return (the MLP at 0.9, a sweep's plan), backward takes over the saved ``addmm`` in
    place and releases it only when it returns (not freeable): it is still backward's own, not a held input."""
    name = "mlp-owned-at-return.train-proof.yaml"
    claims = train_verdicts(tmp_path, name=name)
    assert all(ok for ok, _m in claims), [m for ok, m in claims if not ok]
    bwd = yaml.safe_load((TRAIN / "mlp.p0.bwd.trace.yaml").read_text())
    assert {"id": "addmm", "bytes": 262144, "origin": "input", "freeable": False} in bwd["storages"]
    bwd["program"]["owned"][bwd["program"]["input_names"].index("addmm")] = False  # now claimed held, as a primal
    (tmp_path / "mlp.p0.bwd.trace.yaml").write_text(yaml.safe_dump(bwd))
    claims = check_files(None, str(tmp_path / name))
    assert (False, "step: every storage backward keeps is a forward input of its size") in claims, claims


def test_a_trace_without_its_arguments_ownership_is_refused(tmp_path):
    train_verdicts(tmp_path)
    bwd = yaml.safe_load((tmp_path / "mlp.plan.bwd.trace.yaml").read_text())
    del bwd["program"]["owned"][0]
    (tmp_path / "mlp.plan.bwd.trace.yaml").write_text(yaml.safe_dump(bwd))
    with pytest.raises(Invalid, match="program.input_names, program.owned: a trace's arguments and which it owns"):
        check_files(None, str(tmp_path / "mlp.train-proof.yaml"))


TOO_MANY_SETS = "not checked, more sets than the units allow or the limit (300000000)"


def long_chain(n: int) -> dict:
    """x (input, 1 B) -> u0 -> s0 -> u1 -> s1 ... -> u{n-1} -> s{n-1} (kept), 1 B each."""
    return {
        "format": "formal.problem/1",
        "storages": [storage("x", 1, "input", False)] + [storage(f"s{j}", 1, freeable=j < n - 1) for j in range(n)],
        "units": [
            {"id": f"u{j}", "accesses": [["x" if j == 0 else f"s{j - 1}", "r"], [f"s{j}", "w"]]} for j in range(n)
        ],
    }


@pytest.mark.parametrize("units,sets,over", [(3_000, 100_000, False), (49, 6_122_449, True)])
def test_a_closure_is_checked_up_to_300000000_sets_times_units(tmp_path, units, sets, over):
    """3,000 units x 100,000 sets is at the limit: read on (here, to its wrong first token); 49 x 6,122,449 is one
    past it, refused before the sets are read."""
    problem = long_chain(units)
    proof = proof_of(problem, [f"u{j}" for j in range(units)], 0, lower_bound=1)
    proof["certificates"] = [{"kind": "search_closure", "bound": 1, "ideals": "0:0 " * sets}]
    (tmp_path / "p.json").write_text(json.dumps(problem))  # JSON is YAML, and quick to write
    (tmp_path / "proof.json").write_text(json.dumps(proof))
    claims = check_files(str(tmp_path / "p.json"), str(tmp_path / "proof.json"))
    claim = next((h, m) for h, m in claims if m.startswith("certificate 0"))
    if over:
        assert claim == (False, f"certificate 0: search_closure: {TOO_MANY_SETS}"), claim
    else:
        assert claim == (False, "certificate 0: search_closure: the first token must be -1:-1 (the empty set)"), claim


def event_cut(**case) -> dict:
    """chain() with an event_cut of bound 130 and one case, at u1 over HELD_AT_U1 unless ``case`` says otherwise."""
    cert = {"kind": "event_cut", "bound": 130, "cases": [{"unit": "u1", "flow": HELD_AT_U1, **case}]}
    return proof_of(chain(), ["u0", "u1", "u2"], 130, lower_bound=130) | {"certificates": [cert]}


HELD_AT_U1 = [["source", "p:x", 100], ["p:x", "q:x", 100], ["q:x", "sink", 100]] + [
    edge
    for s, size in (("a", 10), ("b", 20))
    for edge in (
        ["source", f"p:{s}", size],
        [f"p:{s}", f"q:{s}", size],
        [f"q:{s}", "u:u1", size],
        ["u:u1", "sink", size],
    )
]


@pytest.mark.parametrize(
    "case,why",
    [
        ({"unit": "u9"}, "a case needs known units and a list flow"),
        ({"flow": {"source": 1}}, "a case needs known units and a list flow"),
        ({"flow": [*HELD_AT_U1, ["source", "p:x", 1, "extra"]]}, "bad flow entry ['source', 'p:x', 1, 'extra']"),
        ({"flow": [*HELD_AT_U1, {"source": "p:x"}]}, "bad flow entry {'source': 'p:x'}"),
    ],
)
def test_a_cut_case_names_known_units_and_lists_flow_entries_of_two_nodes_and_an_amount(tmp_path, case, why):
    assert accepted(tmp_path, chain(), event_cut())
    claims = verdicts(tmp_path, chain(), event_cut(**case))
    assert (False, f"certificate 0: rejected (ValueError: {why})") in claims, claims


@pytest.mark.parametrize("entry", [[1, 2, 0], ["p:x", 2, 0], ["source", "p:x", -5], ["source", "p:x", True]])
def test_a_flow_entry_is_two_node_names_and_an_amount_in_0_to_2_63(tmp_path, entry):
    claims = verdicts(tmp_path, chain(), event_cut(flow=[*HELD_AT_U1, entry, [entry[1], "sink", entry[2]]]))
    assert (False, f"certificate 0: rejected (ValueError: bad flow entry {entry!r})") in claims, claims


def test_the_flow_on_an_edge_listed_twice_is_the_sum_of_its_entries(tmp_path):
    """10 B more over a's edges, in second entries: 20 on p:a -> q:a, whose capacity is a's 10 bytes."""
    again = [["source", "p:a", 10], ["p:a", "q:a", 10], ["q:a", "u:u1", 10], ["u:u1", "sink", 10]]
    claims = verdicts(tmp_path, chain(), event_cut(flow=HELD_AT_U1 + again))
    assert (False, "certificate 0: rejected (ValueError: flow 20 on 'p:a' -> 'q:a' exceeds its capacity)") in claims
    x_and_b = [e for e in HELD_AT_U1 if ":a" not in e[0] + e[1] and e != ["u:u1", "sink", 10]]
    halves = [
        [a, b, 5] for _ in range(2) for a, b in (("source", "p:a"), ("p:a", "q:a"), ("q:a", "u:u1"), ("u:u1", "sink"))
    ]
    assert accepted(tmp_path, chain(), event_cut(flow=x_and_b + halves))  # 5 + 5 on each of a's edges: within 10


def test_flow_only_on_the_networks_edges(tmp_path):
    """p:b -> sink is no edge of the network (b is freed after u2): no flow may use it, not even 1 byte."""
    flow = [*HELD_AT_U1, ["source", "p:b", 1], ["p:b", "sink", 1]]
    claims = verdicts(tmp_path, chain(), event_cut(flow=flow))
    assert (False, "certificate 0: rejected (ValueError: flow 1 on 'p:b' -> 'sink' exceeds its capacity)") in claims


def test_a_case_without_flow_establishes_its_units_transient_bytes(tmp_path):
    problem = chain()
    problem["units"][1]["transient"] = 7
    cert = {"kind": "event_cut", "bound": 7, "cases": [{"unit": "u1"}]}
    proof = proof_of(problem, ["u0", "u1", "u2"], 137) | {"certificates": [cert]}
    claims = verdicts(tmp_path, problem, proof)
    assert (True, "certificate 0: event_cut: every schedule holds >= 7 bytes (flows verified)") in claims, claims
    cert["bound"] = 8
    claims = verdicts(tmp_path, problem, proof)
    assert (False, "certificate 0: event_cut: flows establish only 7, not 8") in claims, claims


@pytest.mark.parametrize("cases", [5, None, [5], [{"unit": "u1", "after": "u2"}], [{"unit": "u1", "before": {}}]])
def test_a_cut_certificates_cases_are_a_list_of_mappings_with_lists_before_and_after(tmp_path, cases):
    proof = event_cut()
    proof["certificates"][0]["cases"] = cases
    claims = verdicts(tmp_path, chain(), proof)
    wanted = "certificate 0: event_cut: cases must be a list of mappings, their before and after lists"
    assert (False, wanted) in claims, claims


SHAPE = "cases do not have the shape that covers every schedule"


@pytest.mark.parametrize(
    "kind,cases",
    [
        ("event_cut", [{"unit": "u1"}, {"unit": "u2"}]),  # an event cut has one case
        ("event_cut", [{"unit": "u1", "before": ["u0"]}]),  # with nothing before
        ("event_cut", [{"unit": "u1", "after": ["u2"]}]),  # or after
        ("forward_trap", [{"unit": "u1"}]),  # a trap has a case per unit of 2 or more
        ("forward_trap", [{"unit": "u1"}, {"unit": "u1"}]),  # distinct units
        ("forward_trap", [{"unit": "u1", "before": ["u2"]}, {"unit": 2, "before": ["u1"]}]),  # unit ids
        ("forward_trap", [{"unit": "u1", "after": ["u2"]}, {"unit": "u2", "after": ["u1"]}]),  # the rest before
        ("reverse_trap", [{"unit": "u1", "before": ["u2"]}, {"unit": "u2", "before": ["u1"]}]),  # the rest after
        ("forward_trap", [{"unit": "u1", "before": ["u0"]}, {"unit": "u2", "before": ["u1"]}]),  # the rest of U
    ],
)
def test_a_cut_whose_cases_do_not_cover_every_schedule_is_rejected(tmp_path, kind, cases):
    """docs/proofs.md, "Certificate kinds": an event cut is one case with nothing before or after it; a forward
    (reverse) trap over units U has one case per unit of U (two or more, distinct), the rest of U before (after)."""
    proof = event_cut()
    proof["certificates"][0].update(kind=kind, cases=[{**c, "flow": []} for c in cases])
    claims = verdicts(tmp_path, chain(), proof)
    assert (False, f"certificate 0: {kind}: {SHAPE}") in claims, claims


def order_split(problem: dict, units, cases: list[dict], bound: int = 0) -> dict:
    cert = {"kind": "order_split", "bound": bound, "units": units, "cases": cases}
    return proof_of(problem, [u["id"] for u in problem["units"]], 0) | {"certificates": [cert]}


def test_an_order_split_over_two_units(tmp_path):
    """chain(): u0 runs before u1 in every schedule, so the one case "u1 after u0" covers them all."""
    proof = order_split(chain(), ["u0", "u1"], [{"unit": "u1", "before": ["u0"], "flow": HELD_AT_U1}], 130)
    claims = verdicts(tmp_path, chain(), proof)
    assert (True, "certificate 0: order_split: every schedule holds >= 130 bytes (flows verified)") in claims, claims


@pytest.mark.parametrize(
    "units,ok",
    [
        (["u0", "u2", "u1", "u3"], True),
        (["u0", "u2", "u1", "u3", "u4"], False),  # 2 to 4 units
        (["u0", "u2", "u1", "u9"], False),  # the problem's
        (["u0", "u2", "u1", 3], False),
        ("u0 u2 u1 u3", False),  # a list
    ],
)
def test_an_order_split_is_over_two_to_four_units_of_the_problem(tmp_path, units, ok):
    """fork(): u0 runs before u1 and u2 before u3, so every schedule starts with u0 or u2: the cases "u0 before the
    others" and "u2 before the others" cover every order of any of its units."""
    names = [u for u in units if isinstance(u, str) and len(u) == 2] if isinstance(units, list) else ["u0", "u2"]
    cases = [{"unit": first, "after": [u for u in names if u != first]} for first in ("u0", "u2")]
    claims = verdicts(tmp_path, fork(), order_split(fork(), units, cases))
    if ok:
        assert (True, "certificate 0: order_split: every schedule holds >= 0 bytes (flows verified)") in claims
    else:
        assert (False, f"certificate 0: order_split: {SHAPE}") in claims, claims


def test_a_cut_is_checked_up_to_100000000_cases_times_units_and_storages(tmp_path):
    """10,000 cases of an order split over 10,000 units and storages are at the limit: checked (here, rejected for
    its first case's flow); one case more is past it."""
    n = 5_000  # units u0..u4999, unit j writes s_j from s_(j-1): 10,000 units and storages
    problem = {
        "format": "formal.problem/1",
        "storages": [storage(f"s{j}", 1, freeable=j < n - 1) for j in range(n)],
        "units": [{"id": f"u{j}", "accesses": [[f"s{j - 1}", "r"]] * (j > 0) + [[f"s{j}", "w"]]} for j in range(n)],
    }
    for cases, wanted in ((10_000, "rejected (ValueError: a case needs known units and a list flow)"), (10_001, None)):
        proof = order_split(problem, ["u0", "u1"], [{"unit": "u1", "before": ["u0"], "flow": 0}] * cases)
        (tmp_path / "p.json").write_text(json.dumps(problem))
        (tmp_path / "proof.json").write_text(json.dumps(proof))
        claims = check_files(str(tmp_path / "p.json"), str(tmp_path / "proof.json"))
        message = next(m for h, m in claims if m.startswith("certificate 0"))
        limit = "order_split: 10001 cases here are beyond the checker's limit (100000000 steps)"
        assert message == f"certificate 0: {wanted or limit}", message


@pytest.mark.parametrize("ideals", [None, ["-1:-1"], 5])
def test_a_closures_ideals_are_one_string(tmp_path, ideals):
    claims = verdicts(tmp_path, chain(), closure_proof(chain(), ideals))
    assert (False, "certificate 0: search_closure: ideals must be a string of parent:unit tokens") in claims, claims


def test_a_closure_lists_at_most_2_to_the_units_sets(tmp_path):
    """Its sets are distinct, so a closure of a 2-unit problem has at most 4: 4 are read (here, to find the full set
    among them), 5 are refused unread."""
    problem = long_chain(2)
    proof = proof_of(problem, ["u0", "u1"], 2, lower_bound=2)
    proof["certificates"] = [{"kind": "search_closure", "bound": 2, "ideals": "-1:-1 0:0 1:1 0:1"}]
    claims = verdicts(tmp_path, problem, proof)
    assert (False, "certificate 0: search_closure: contains the full set of units") in claims, claims
    proof["certificates"][0]["ideals"] += " 0:1"
    claims = verdicts(tmp_path, problem, proof)
    assert (False, f"certificate 0: search_closure: {TOO_MANY_SETS}") in claims, claims


def test_a_closure_must_hold_every_step_below_its_bound_from_each_of_its_sets(tmp_path):
    """chain() below 130: from the empty set u0 can run (110 bytes), so the family of the empty set alone is not
    closed."""
    claims = verdicts(tmp_path, chain(), closure_proof(chain(), "-1:-1"))
    assert (False, "certificate 0: search_closure: not closed under unit 'u0' (below 130 bytes)") in claims, claims


def two_ways() -> dict:
    """x (input, 1 B) read by u0, which writes a (10 B, kept), and by u1, which writes nothing: independent."""
    return {
        "format": "formal.problem/1",
        "storages": [storage("x", 1, "input", False), storage("a", 10, freeable=False)],
        "units": [{"id": "u0", "accesses": [["x", "r"], ["a", "w"]]}, {"id": "u1", "accesses": [["x", "r"]]}],
    }


@pytest.mark.parametrize("ideals", ["-1:-1", "-1:-1 0:1"])
def test_a_closure_may_skip_steps_only_for_a_free_first_step_inside_it(tmp_path, ideals):
    """two_ways() below 20 bytes: u1 frees as much as it allocates (nothing) and u0 does not. From a set, either
    some free-first step leads into the family or every step does: {} alone is not closed (u1's set is missing),
    and from {u1} the one step, u0, leads out of {}, {u1}."""
    problem = two_ways()
    cert = {"kind": "search_closure", "bound": 20, "ideals": ideals}
    proof = proof_of(problem, ["u0", "u1"], 11, lower_bound=20) | {"certificates": [cert]}
    claims = verdicts(tmp_path, problem, proof)
    assert (False, "certificate 0: search_closure: not closed under unit 'u0' (below 20 bytes)") in claims, claims


def test_an_illegal_order_has_its_peak_unchecked_and_false(tmp_path):
    claims = verdicts(tmp_path, chain(), proof_of(chain(), ["u1", "u0", "u2"], 130))
    assert (False, "peak: not checked, the order is illegal") in claims, claims


def test_an_order_proofs_hash_claim_names_the_hash(tmp_path):
    sha = problem_sha256(chain())
    claims = verdicts(tmp_path, chain(), proof_of(chain(), ["u0", "u1", "u2"], 130))
    assert claims[0] == (True, f"problem_sha256: {sha[:12]}..."), claims


@pytest.mark.parametrize("cert", [[130], "130", {"kind": "event_cut"}, {"kind": "event_cut", "bound": -1}])
def test_a_certificate_is_a_mapping_with_an_integer_bound(tmp_path, cert):
    claims = verdicts(tmp_path, chain(), proof_of(chain(), ["u0", "u1", "u2"], 130) | {"certificates": [cert]})
    assert (False, "certificate 0: not a mapping with an integer bound in [0, 2^63)") in claims, claims


@pytest.mark.parametrize("units,ok", [(50_000, True), (50_001, False)])
def test_closures_are_checked_on_problems_of_up_to_50000_units(tmp_path, units, ok):
    """Independent units below 2 bytes: each frees what it allocates (nothing) and leads out of the family of the
    empty set alone, which is then not closed; at 50,001 units the checker does not check closures."""
    problem = independent(units)
    cert = {"kind": "search_closure", "bound": 2, "ideals": "-1:-1"}
    proof = proof_of(problem, [f"u{j}" for j in range(units)], 1, lower_bound=2) | {"certificates": [cert]}
    (tmp_path / "p.json").write_text(json.dumps(problem))
    (tmp_path / "proof.json").write_text(json.dumps(proof))
    claims = check_files(str(tmp_path / "p.json"), str(tmp_path / "proof.json"))
    limit = "rejected (ValueError: certificates are checked on at most 50000 units (the checker)"  # cut to 60
    wanted = "search_closure: not closed under unit 'u0' (below 2 bytes)" if ok else limit
    assert (False, f"certificate 0: {wanted}") in claims, claims


# --- the problem's validation (docs/semantics.md): malformed problems are unreadable input --------


def changed(change) -> dict:
    problem = chain()
    change(problem)
    return problem


@pytest.mark.parametrize(
    "change,where,why",
    [
        (lambda p: p["storages"][1].update(id="x"), "storages[1]", "needs a new string id"),
        (lambda p: p["storages"][1].update(id=5), "storages[1]", "needs a new string id"),
        (lambda p: p["storages"][1].update(id=""), "storages[1]", "needs a new string id"),
        (lambda p: p["storages"].__setitem__(1, "a"), "storages[1]", "needs a new string id"),
        (lambda p: p["storages"][1].update(bytes=-1), "storages[1]", "needs bytes in [0, 2^63)"),
        (lambda p: p["storages"][1].update(bytes=2**63), "storages[1]", "needs bytes in [0, 2^63)"),
        (lambda p: p["storages"][1].update(origin="output"), "storages[1]", "needs bytes in [0, 2^63)"),
        (lambda p: p["storages"][1].update(freeable=1), "storages[1]", "needs bytes in [0, 2^63)"),
        (lambda p: p["units"][1].update(id="u0"), "units", "duplicate unit id"),
        (lambda p: p["units"][1].update(id=""), "units[1]", "needs a string id, transient, accesses"),
        (lambda p: p["units"][1].update(id=1), "units[1]", "needs a string id, transient, accesses"),
        (lambda p: p["units"][1].update(transient=-1), "units[1]", "needs a string id, transient, accesses"),
        (lambda p: p["units"][1].update(transient=2**63), "units[1]", "needs a string id, transient, accesses"),
        (lambda p: p["units"][1].update(accesses="a r"), "units[1]", "needs a string id, transient, accesses"),
        (lambda p: p["units"].__setitem__(1, ["u1"]), "units[1]", "needs a string id, transient, accesses"),
        (lambda p: p["units"][1]["accesses"].append(["a", "w"]), "units[1].accesses", "bad or repeated access"),
        (lambda p: p["units"][1]["accesses"].append(["zz", "r"]), "units[1].accesses", "bad or repeated access"),
        (lambda p: p["units"][1]["accesses"].append(["x", "x"]), "units[1].accesses", "bad or repeated access"),
        (lambda p: p["units"][1]["accesses"].append(["x"]), "units[1].accesses", "bad or repeated access"),
        (lambda p: p["units"][1]["accesses"].append(["x", "r", "w"]), "units[1].accesses", "bad or repeated access"),
        (lambda p: p["units"][1]["accesses"].append([["x"], "r"]), "units[1].accesses", "bad or repeated access"),
        (lambda p: p["units"][1]["accesses"].append("x"), "units[1].accesses", "bad or repeated access"),
        (lambda p: p["units"][0]["accesses"].insert(0, ["b", "r"]), "units[0].accesses", "read before written"),
        (lambda p: p["storages"].append(storage("never", 1)), "storages", "never written"),
        (lambda p: p.update(format="formal.problem/2"), "format", "expected 'formal.problem/1'"),
        (lambda p: p.update(units={}), "storages/units", "must be lists"),
        (lambda p: p.update(storages=None), "storages/units", "must be lists"),
    ],
)
def test_a_malformed_problem_is_unreadable_input_naming_the_field(tmp_path, change, where, why):
    problem = changed(change)
    with pytest.raises(Invalid, match=rf"p\.yaml: {re.escape(where)}: .*{re.escape(why)}"):
        verdicts(tmp_path, problem, proof_of(chain(), ["u0", "u1", "u2"], 130))


def test_a_problem_with_empty_inputs_outputs_and_reads_of_inputs_is_readable(tmp_path):
    """An input may be read first, written by none, and of 0 bytes; a unit may access nothing."""
    problem = chain()
    problem["storages"].append(storage("z", 0, "input", True))
    problem["units"].append({"id": "idle", "transient": 0, "accesses": []})
    problem["units"][2]["accesses"].append(["z", "r"])
    assert accepted(tmp_path, problem, proof_of(problem, ["u0", "u1", "u2", "idle"], 130))


def test_the_messages_of_reads_before_writes_and_orders_against_dependencies_name_the_units(tmp_path):
    problem = changed(lambda p: p["units"][0]["accesses"].insert(0, ["b", "r"]))
    with pytest.raises(Invalid, match=r"units\[0\]\.accesses: internal storage 'b' read before written$"):
        verdicts(tmp_path, problem, proof_of(chain(), ["u0", "u1", "u2"], 130))
    claims = verdicts(tmp_path, chain(), proof_of(chain(), ["u0", "u2", "u1"], 130))
    assert (False, "order: illegal: unit 'u2' runs before 'u1', which it depends on") in claims, claims


def test_a_unit_that_writes_an_output_runs_once(tmp_path):
    """docs/proofs.md, "Recompute proofs": a unit writing a non-freeable storage (an output) runs once, whatever k."""
    schedule = ["u0", "u1", "u2", "u3", "u4", "u4"]
    claims = verdicts(tmp_path, None, recompute_proof(schedule, 1) | {"k": 3})
    assert (False, "schedule: unit 'u4' runs 2 times, at most 1 allowed") in claims, claims


def test_a_refutation_names_a_unit_of_the_problem(tmp_path):
    proof = recompute_proof(WASTEFUL, 2, claim="infeasible", refutation={"unit": "u9"})
    assert verdicts(tmp_path, None, proof)[-1] == (False, "refutation: unknown unit 'u9'")


@pytest.mark.parametrize(
    "schedule,wanted",
    [
        (["u1", "u0", "u2", "u3", "u4"], "schedule: position 0: 'u1' reads 'a', which has no copy yet"),
        (["u0", "u1", "u2"], "schedule: every unit runs at least once, not 'u3'"),
    ],
)
def test_a_schedule_reads_only_written_copies_and_runs_every_unit(tmp_path, schedule, wanted):
    claims = verdicts(tmp_path, None, recompute_proof(schedule, 0))
    assert (False, wanted) in claims, claims


@pytest.mark.parametrize(
    "schedule,split",
    [
        (["u0", "u1", "u2", "u3", "u4", "u0"], [5]),  # a rerun of u0 last: its u1 cannot follow
        (["u0", "u1", "u2", "u3", "u0", "u2", "u1", "u4"], [4, 6]),  # u2's rerun between: same run number, other unit
        (["u0", "u1", "u0", "u2", "u0", "u3", "u0", "u1", "u4"], [2, 4, 6]),  # four apart: the first three named
    ],
)
def test_a_chain_rerun_apart_names_where(tmp_path, schedule, split):
    proof = recompute_proof(schedule, 0, chains=[["u0", "u1"]]) | {"k": 3}
    claims = verdicts(tmp_path, None, proof)
    assert (False, f"schedule: in-place chain reruns are contiguous, not at {split}") in claims, claims


def test_a_schedule_without_reruns_has_the_least_extra_compute_in_every_model(tmp_path):
    """detour() in its own order: 202 bytes at u2 and u3, no unit run twice."""
    proof = recompute_proof(["u0", "u1", "u2", "u3", "u4"], 0) | {"budget": 202, "peak": 202}
    claims = verdicts(tmp_path, None, proof)
    assert claims[-1] == (True, "verdict: no recomputation (no unit runs twice): least extra compute in every model")


@pytest.mark.parametrize(
    "proof_macs,answered",
    [({"u0": 5}, True), ({"u0": 5, "u1": 1}, True), ({"u0": 4}, False), ({"u0": 5, "u1": 2}, False), ({}, False)],
)
def test_a_feasible_recompute_proof_costs_units_as_the_problem_asks_a_missing_cost_being_1(
    tmp_path, proof_macs, answered
):
    problem = detour() | {"recompute": {"macs": {"u0": 5}}}
    proof = recompute_proof(WASTEFUL, 5 + 1, macs=proof_macs) | {"problem": problem}
    claims = verdicts(tmp_path, None, proof)
    unanswered = (
        "question: the proof does not answer the problem's recompute question: its macs differ from the problem's"
    )
    assert ((False, unanswered) not in claims) == answered, claims


@pytest.mark.parametrize("size,ok", [(16 << 20, True), ((16 << 20) + 1, False)])
def test_a_sat_refutation_decompresses_to_at_most_16_mib(tmp_path, size, ok):
    """chain() below 1 byte: its 100 B input alone refutes it, so any proof text does; one comment line of
    ``size`` bytes."""
    drup = "c " + "x" * (size - 3) + "\n"
    message = certificate_message(tmp_path, chain(), sat_proof(chain(), 1, drup))
    limit = "FALSE certificate 0: sat_refutation: proof is truncated or decompresses past 16777216 bytes"
    assert message == ("certificate 0: sat_refutation: proof refutes peak <= 0 (0 lemmas checked)" if ok else limit)


@pytest.mark.parametrize("damage", ["junk", "truncated"])
def test_a_sat_refutation_proof_is_strict_base64_of_a_whole_zlib_stream(tmp_path, damage):
    proof = sat_proof(chain(), 1, "c a comment, then the empty clause\n0\n")
    cert = proof["certificates"][0]
    if damage == "junk":
        cert["proof"] = cert["proof"][:4] + "!" + cert["proof"][4:]  # not a base64 character
        wanted = "FALSE certificate 0: sat_refutation: proof is not base64 of zlib-compressed DRUP text"
    else:
        packed = base64.b64decode(cert["proof"])
        cert["proof"] = base64.b64encode(packed[: len(packed) // 2]).decode("ascii")
        wanted = "FALSE certificate 0: sat_refutation: proof is truncated or decompresses past 16777216 bytes"
    assert certificate_message(tmp_path, chain(), proof) == wanted


def test_a_drup_line_ends_with_0(tmp_path):
    problem, least, lines = product_refutation()
    first = next(k for k, line in enumerate(lines) if line.split()[:1] not in (["c"], ["d"], ["0"], []))
    cut = [*lines[:first], lines[first].removesuffix(" 0"), *lines[first + 1 :]]
    message = certificate_message(tmp_path, problem, sat_proof(problem, least, "\n".join(cut) + "\n"))
    assert message.endswith(f"(proof line {first + 1}: malformed clause)"), message


@pytest.fixture(scope="module")
def fixed_order_proof() -> dict:
    """The product's proof that VGG-UNet at 0.9 of its peak needs 350 extra MACs in the fixed model (Moccasin's:
    first runs in the problem's order), with its witness in that order (docs/recompute.md)."""
    from formal.recompute.large import solve_large
    from formal.recompute.nodelink import nodelink_instance
    from formal.recompute.proof import recompute_proof

    inst, _info = nodelink_instance(
        Path(__file__).resolve().parents[1] / "encodings/remat/vgg_unet_train.json", "0.9", 1
    )
    proof = recompute_proof(inst, solve_large(inst, 30.0, fixed_order=True))
    assert proof["fixed_order"] is True and proof["extra_lower_bound"]["model"] == "fixed"
    assert proof["extra_lower_bound"]["bound"] == proof["extra_macs"] == 350
    return proof


def test_a_proven_least_extra_compute_in_the_fixed_model_is_accepted(tmp_path, fixed_order_proof):
    claims = verdicts(tmp_path, None, fixed_order_proof)
    assert all(holds for holds, _m in claims), claims
    assert claims[-1] == (
        True,
        "verdict: least extra compute in the fixed model (a bound above the witness is impossible)",
    )


@pytest.mark.parametrize("bound", [355, 400, 10**6])
def test_a_fixed_model_bound_above_what_its_tree_proves_is_rejected(tmp_path, fixed_order_proof, bound):
    proof = copy.deepcopy(fixed_order_proof)
    proof["extra_lower_bound"]["bound"] = bound
    claims = verdicts(tmp_path, None, proof)
    assert any(not holds and m.startswith("extra_lower_bound: leaf") and "only, not" in m for holds, m in claims)


def test_an_echoed_value_that_is_not_a_string_is_cut_to_60_characters_too(tmp_path):
    uid = ["v" * 50, "w" * 50]  # a list where a unit id belongs: its repr is 108 characters
    claims = verdicts(tmp_path, chain(), proof_of(chain(), ["u0", "u1", uid], 130))
    message = next(m for h, m in claims if m.startswith("order"))
    echo = message.removeprefix("order: illegal: unit ").removesuffix(" is unknown or repeated")
    assert len(echo) == 60 and echo.endswith("...") and echo.startswith("['vvvv"), message


@pytest.mark.parametrize(
    "text,first_line",
    [
        ("a: b: c\n", "mapping values are not allowed in this context"),  # one line and a position
        ("[1, 2\n", "while parsing a flow sequence"),  # the first of several
        ("!" + "t" * 300 + " 1\n", "could not determine a constructor for the tag '!" + "t" * 152),  # cut at 200
    ],
)
def test_malformed_yaml_is_unreadable_input_naming_the_parsers_first_line_cut_to_200(tmp_path, text, first_line):
    (tmp_path / "proof.yaml").write_text(text)
    with pytest.raises(Invalid) as raised:
        check_files(None, str(tmp_path / "proof.yaml"))
    assert str(raised.value) == f"{tmp_path / 'proof.yaml'}: malformed YAML: {first_line}"
