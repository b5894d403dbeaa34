"""ExecuTorch programs: a .pte's plan read, verified, re-planned by formal, proved and run (docs/executorch.md)."""

from __future__ import annotations

import copy
import subprocess
import sys

import pytest

pytest.importorskip("executorch.exir", reason="needs the executorch extra: pip install -e '.[executorch]'")

import torch  # noqa: E402
from executorch.exir import to_edge  # noqa: E402
from executorch.exir._serialize._program import deserialize_pte_binary, serialize_pte_binary  # noqa: E402
from torch import nn  # noqa: E402

from formal.base.errors import FormalError  # noqa: E402
from formal.base.files import dump_yaml  # noqa: E402
from formal.executorch.program import read_pte  # noqa: E402
from formal.executorch.runtime import export_program, run_program, same_bits  # noqa: E402
from formal.memplan.proof import arena_proof, confirm, proof_mismatch  # noqa: E402
from formal.memplan.verify import arena_reports, outside, overlaps  # noqa: E402


class Head(nn.Module):
    """Two linears; one output is a view (reshape) read by a later sum, the other a copy of a kept value."""

    def __init__(self) -> None:
        super().__init__()
        self.a, self.b = nn.Linear(16, 32), nn.Linear(32, 8)

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        h = torch.relu(self.a(x))
        return self.b(h).reshape(2, 4, 8).sum(0), h.view(-1)


class Branchy(nn.Module):
    """A depthwise-separable net with a long skip and a narrow branch: greedy's size-first buckets lose here."""

    def __init__(self) -> None:
        super().__init__()
        self.stem = nn.Conv2d(3, 8, 3, stride=2, padding=1)
        self.dw = nn.Conv2d(8, 8, 3, padding=1, groups=8)
        self.pw = nn.Conv2d(8, 24, 1)
        self.down = nn.Conv2d(24, 40, 3, stride=2, padding=1)
        self.skip = nn.Conv2d(8, 40, 1, stride=2)
        self.fc = nn.Linear(40, 10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        s = torch.relu(self.stem(x))
        y = torch.relu(self.pw(torch.relu(self.dw(s))))
        z = torch.relu(self.down(y)) + self.skip(s)
        return self.fc(z.mean((2, 3)))


def _edge(model: nn.Module, inputs: tuple) -> object:
    torch.manual_seed(0)
    return to_edge(torch.export.export(model.eval(), inputs))


@pytest.fixture(scope="module")
def head() -> tuple[nn.Module, tuple, bytes]:
    torch.manual_seed(0)
    model, inputs = Head(), (torch.randn(8, 16),)
    return model, inputs, export_program(model, inputs, "greedy", edge=_edge(model, inputs)).pte


@pytest.fixture(scope="module")
def branchy() -> dict:
    torch.manual_seed(0)
    model, inputs = Branchy(), (torch.randn(1, 3, 64, 64),)
    edge = _edge(model, inputs)
    programs = {p: export_program(model, inputs, p, 5.0, edge=edge) for p in ("greedy", "naive", "formal")}
    return {"model": model, "inputs": inputs, "programs": programs}


def _moved(pte: bytes, value: int, offset: int) -> bytes:
    """The same program with one tensor's planned offset changed (what a faulty planner would write)."""
    doc = deserialize_pte_binary(pte)
    info = doc.program.execution_plan[0].values[value].val.allocation_info
    info.memory_offset_low, info.memory_offset_high = offset, 0
    return bytes(serialize_pte_binary(doc))


def test_reading_a_plan_gives_lifetimes_roles_and_views(head: tuple) -> None:
    _model, _inputs, pte = head
    method = read_pte(pte)
    n = len(method.positions)
    roles = {t.role for t in method.tensors}
    assert {"input", "output", "intermediate"} <= roles
    for t in method.tensors:
        assert 0 <= t.start < t.end <= n + 1
        if t.role == "input":
            assert t.start == 0
        if t.role == "output":
            assert t.end == n + 1  # the caller reads it after the last instruction
    # the reshape is a view: no instruction writes it, and its base lives as long as the view is read
    assert len(method.views) == 1
    view = method.views[0]
    base = next(t for t in method.tensors if t.index == view.base)
    assert base.start <= view.start and view.end <= base.end
    assert base.offset <= view.offset and view.offset + view.nbytes <= base.offset + base.nbytes
    assert all(t.nbytes == 4 * torch.Size(t.shape).numel() for t in method.tensors)


def test_the_default_plan_is_accepted_with_its_bound(head: tuple, tmp_path) -> None:
    from formal.executorch.program import read_program

    method = read_pte(head[2])
    path = tmp_path / "head.pte"
    path.write_bytes(head[2])
    assert read_program(path) == method == read_program(bytearray(head[2]))
    assert overlaps(method) == [] and outside(method) == []
    (report,) = arena_reports(method)
    assert report.lower_bound <= report.extent <= report.declared


def test_an_offset_moved_onto_a_live_tensor_is_refused_naming_both(head: tuple, tmp_path) -> None:
    method = read_pte(head[2])
    # an intermediate moved onto another tensor live at its first instruction (still inside the arena)
    victim, other = next(
        (v, t)
        for v in method.tensors
        if v.role == "intermediate"
        for t in method.tensors
        if t is not v
        and t.start <= v.start < t.end
        and t.offset != v.offset
        and t.offset + v.nbytes <= method.arenas[v.arena]
    )
    bad = _moved(head[2], victim.index, other.offset)
    clash = overlaps(read_pte(bad))
    assert clash and {clash[0].first.index, clash[0].second.index} == {victim.index, other.index}
    path = tmp_path / "bad.pte"
    path.write_bytes(bad)
    done = subprocess.run(
        [sys.executable, "-m", "formal", "verify-pte", str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 1, done.stderr
    (line,) = [ln for ln in done.stderr.splitlines() if ln.startswith("formal: error")]
    assert f"v{victim.index} " in line and f"v{other.index} " in line and "instruction" in line
    # and the moved plan does compute something else in ExecuTorch's own runtime: it checks nothing
    _model, inputs, pte = head
    assert not same_bits(run_program(bad, inputs), run_program(pte, inputs))


def test_a_tensor_past_its_arena_is_refused(head: tuple) -> None:
    method = read_pte(head[2])
    top = max(method.tensors, key=lambda t: t.offset + t.nbytes)
    shifted = read_pte(_moved(head[2], top.index, method.arenas[top.arena]))
    assert [t.index for t in outside(shifted)] == [top.index]


def test_formal_plans_no_larger_than_greedy_proved_and_bit_identical(branchy: dict, tmp_path) -> None:
    programs = branchy["programs"]
    size = {p: sum(read_pte(e.pte).arenas.values()) for p, e in programs.items()}
    assert size["formal"] <= size["greedy"] <= size["naive"]
    method = read_pte(programs["formal"].pte)
    assert overlaps(method) == []
    (result,) = programs["formal"].algorithm.results
    assert result.kept == "formal" and result.greedy == size["greedy"]
    proof = tmp_path / "branchy.arena-proof.yaml"
    proof.write_text(dump_yaml(arena_proof(method, 1)))
    done = subprocess.run(
        [sys.executable, "-m", "formal", "check", str(proof)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "verdict: optimal" in done.stdout  # the search reaches the live-bytes bound on this net
    inputs = branchy["inputs"]
    reference = run_program(programs["greedy"].pte, inputs)
    assert same_bits(run_program(programs["formal"].pte, inputs), reference)
    eager = branchy["model"](*inputs)
    assert torch.allclose(reference[0], eager, atol=1e-5)


def test_a_proof_is_bound_to_its_program(branchy: dict) -> None:
    formal_plan = read_pte(branchy["programs"]["formal"].pte)
    greedy_plan = read_pte(branchy["programs"]["greedy"].pte)
    proof = arena_proof(formal_plan, 1)
    assert proof_mismatch(formal_plan, proof) is None
    assert "another program" in proof_mismatch(greedy_plan, proof)
    edited = copy.deepcopy(proof)
    edited["buffers"][0]["end"] += 1
    assert "buffers" in proof_mismatch(formal_plan, edited)


def _forged(value: object) -> object:
    """Another value of the same kind: what a forger would write instead."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 16
    return {"optimal": "feasible", "feasible": "optimal"}.get(str(value), f"{value}x")


PTE_PROOF_FORGERIES = [
    *(("program", key) for key in ("format", "sha256", "method", "instructions", "mem_id", "declared_bytes")),
    *((key,) for key in ("format", "alignment", "arena", "lower_bound")),
    *(("buffers", key) for key in ("id", "start", "end", "size", "offset")),
    ("program", "+added"),
    ("buffers", "+row"),
    ("buffers", "-row"),
    ("claim",),
    ("+note",),  # a field no plan's proof has; ``solver``, the planner's record, is the one a writer may add
]


@pytest.mark.parametrize("field", PTE_PROOF_FORGERIES, ids=".".join)
def test_every_field_of_a_pte_proof_is_bound_to_its_program(head: tuple, tmp_path, field: tuple) -> None:
    """verify-pte --proof (:func:`formal.memplan.proof.confirm`: the proof is the program's, and the trusted
    checker verifies it) refuses a proof with any one field forged (issue 49: a forged program.declared_bytes
    was accepted)."""
    plan = read_pte(head[2])
    proof = arena_proof(plan, plan.mem_ids[0])
    forged = copy.deepcopy(proof)
    if field == ("program", "+added"):
        forged["program"]["note"] = "written by hand"
    elif field == ("buffers", "+row"):
        forged["buffers"].append({**forged["buffers"][0], "id": "v999"})
    elif field == ("buffers", "-row"):
        forged["buffers"].pop()
    elif field == ("+note",):
        forged["note"] = "written by hand"
    elif field[0] == "buffers":
        forged["buffers"][0][field[1]] = _forged(forged["buffers"][0][field[1]])
    elif field[0] == "program":
        forged["program"][field[1]] = _forged(forged["program"][field[1]])
    else:
        forged[field[0]] = _forged(forged[field[0]])
    assert forged != proof
    path = tmp_path / "forged.proof.yaml"
    path.write_text(dump_yaml(proof))
    confirm(plan, path)  # the proof as written is the program's
    path.write_text(dump_yaml(forged))
    with pytest.raises(FormalError) as info:
        confirm(plan, path)
    assert "\n" not in str(info.value)


def test_a_file_that_is_not_a_program_is_one_line(tmp_path) -> None:
    path = tmp_path / "not.pte"
    path.write_bytes(b"\x00" * 64)
    with pytest.raises(FormalError, match="not an ExecuTorch program"):
        read_pte(path.read_bytes())
    done = subprocess.run(
        [sys.executable, "-m", "formal", "verify-pte", str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "not an ExecuTorch program" in done.stderr.strip().splitlines()[-1]


def test_plan_pte_writes_a_program_and_its_proof(tmp_path) -> None:
    out, proof = tmp_path / "m.pte", tmp_path / "m.proof.yaml"
    done = subprocess.run(
        [sys.executable, "-m", "formal", "plan-pte", "mlp", "-o", str(out), "--proof", str(proof), "--fold-constants"],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "identical bit for bit" in done.stdout
    verified = subprocess.run(
        [sys.executable, "-m", "formal", "verify-pte", str(out), "--proof", str(proof)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert verified.returncode == 0, verified.stderr
    assert "checked by formal check" in verified.stdout


INCEPTION = '''
import torch
from torch import nn


class Inception(nn.Module):
    """Two branches, a wide one and a narrow one, joined: which runs first decides the peak."""

    def __init__(self):
        super().__init__()
        self.a, self.b = nn.Conv2d(8, 64, 1), nn.Conv2d(8, 4, 3, padding=1)
        self.c, self.d = nn.Conv2d(64, 4, 1), nn.Conv2d(4, 4, 3, padding=1)

    def forward(self, x):
        return torch.cat([self.c(torch.relu(self.a(x))), self.d(torch.relu(self.b(x)))], 1)


def spec():
    torch.manual_seed(0)
    return Inception().eval(), (torch.randn(1, 8, 32, 32),)
'''


def test_the_edge_ordering_model_predicts_the_programs_live_bytes(branchy: dict) -> None:
    from formal.executorch.reorder import edge_problem
    from formal.model import original_order, peak

    edge = _edge(branchy["model"], branchy["inputs"])
    program = edge.exported_program()
    problem = edge_problem(program.graph_module, program.graph_signature)
    (report,) = arena_reports(read_pte(branchy["programs"]["greedy"].pte))
    assert peak(problem, original_order(problem)) == report.lower_bound


def test_the_certified_order_lowers_the_arena_proved_and_bit_identical(tmp_path) -> None:
    (tmp_path / "inception_spec.py").write_text(INCEPTION)
    out, problem, proof = tmp_path / "r.pte", tmp_path / "order.problem.yaml", tmp_path / "order.proof.yaml"
    argv = ["plan-pte", "inception_spec:spec", "-o", str(out), "--reorder"]
    done = subprocess.run(
        [sys.executable, "-m", "formal", *argv, "--order-problem", str(problem), "--order-proof", str(proof)],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "identical bit for bit" in done.stdout and "(optimal)" in done.stdout
    checked = subprocess.run(
        [sys.executable, "-m", "formal", "check", str(problem), str(proof)], capture_output=True, text=True, check=False
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    fixed = tmp_path / "f.pte"
    done = subprocess.run(
        [sys.executable, "-m", "formal", "plan-pte", "inception_spec:spec", "-o", str(fixed), "--no-run"],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    reordered, exported = read_pte(out.read_bytes()), read_pte(fixed.read_bytes())
    assert sum(reordered.arenas.values()) < sum(exported.arenas.values())
    assert overlaps(reordered) == []


def test_the_planner_places_views_inside_their_base_and_keeps_the_base_alive() -> None:
    from types import SimpleNamespace

    from executorch.exir.tensor import TensorSpec

    from formal.executorch import FormalPlanner

    def spec(elements: int, first: int, last: int) -> TensorSpec:
        s = TensorSpec(torch.float32, torch.Size([elements]))
        s.lifetime = [first, last]
        return s

    a, b, c, d = spec(64, 0, 3), spec(16, 1, 2), spec(32, 2, 4), spec(64, 4, 5)
    view = spec(16, 3, 4)  # bytes [64, 128) of a, read at 4: a must stay whole until then
    view.storage_base, view.storage_base_offset = a, 64
    planner = FormalPlanner(2.0)
    sizes = planner(16, [a, b, c, d, view], SimpleNamespace(graph=SimpleNamespace(nodes=list(range(6)))), None, 0)
    assert view.mem_offset == a.mem_offset + 64 and view.mem_obj_id == a.mem_obj_id
    placed = [(s, s.mem_offset, s.mem_offset + s.allocated_memory) for s in (a, b, c, d)]
    life = {id(a): (0, 4), id(b): (1, 2), id(c): (2, 4), id(d): (4, 5)}  # a's life covers its view's
    for k, (s, lo, hi) in enumerate(placed):
        for t, lo2, hi2 in placed[k + 1 :]:
            (s0, s1), (t0, t1) = life[id(s)], life[id(t)]
            assert not (s0 <= t1 and t0 <= s1 and lo < hi2 and lo2 < hi), "two live tensors share bytes"
    assert sizes[1] == max(hi for _s, _lo, hi in placed)
    # ExecuTorch's greedy trusts the caller to have stretched a over its view; here nobody did, and
    # its smaller plan puts d over the view: not kept
    assert planner.results[0].greedy < sizes[1] and planner.results[0].kept == "formal"


def test_folding_constants_takes_transposed_weights_out_of_the_arena(head: tuple) -> None:
    model, inputs, greedy = head
    edge = _edge(model, inputs)
    plain = export_program(model, inputs, "formal", 2.0, edge=edge)
    folded = export_program(model, inputs, "formal", 2.0, edge=edge, fold_constants=True)
    before, after = read_pte(plain.pte), read_pte(folded.pte)
    assert sum(after.arenas.values()) < sum(before.arenas.values())
    assert any("(aten::permute_copy.out)" in p for p in before.positions)
    assert not any("(aten::permute_copy.out)" in p for p in after.positions)
    assert overlaps(after) == []
    assert same_bits(run_program(folded.pte, inputs), run_program(greedy, inputs))
