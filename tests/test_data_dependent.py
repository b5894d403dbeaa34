"""Data-dependent sizes (issue 13, item 7): every legal order of a captured program emits.

A wrapper whose output size depends on data binds an unbacked size symbol from a result
(``u0 = buf1.size(0)``), guards it (``if not (u0 <= 16): raise ...``) and hands it to
kernels and allocations. The binding unit writes a 0-byte pseudo-storage ``__sym_u0__``
that every unit needing ``u0`` reads (docs/capture.md, "Values"), so the unit model
orders the uses after the binding and every legal order can be emitted.

The committed fixtures ``tests/fixtures/{nonzero_sum,masked_zeros}.infer.*`` are captured
with torch 2.13 from the models in ``tests/fixtures/data_dependent.py``; regenerate with

    cd tests/fixtures && formal capture data_dependent:nonzero_sum -o . \\
        && formal capture data_dependent:masked_zeros -o .

The hand-written wrappers below (as in tests/test_profile_effects.py) need no compilation.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from collections import Counter
from pathlib import Path

import pytest
import torch

from formal.base.errors import FormalError
from formal.base.files import read_yaml, write_yaml
from formal.capture.assemble import build_trace
from formal.capture.profile import profile_program
from formal.model import original_order, random_legal_order
from formal.model.problem import problem_from_dict
from formal.program.statements import parse_program
from formal.program.trace import Trace, load_trace
from formal.runtime.loader import load_wrapper

FIXTURES = Path(__file__).parent / "fixtures"
NAMES = ["nonzero_sum.infer", "masked_zeros.infer"]
SEEDS = range(20)


def _fixture(name: str) -> Path:
    return FIXTURES / f"{name}.trace.yaml"


def _replayable(name: str) -> bool:
    """The fixture was captured with this torch (a machine mismatch is not skipped: replay
    refuses it, and the test fails visibly)."""
    return read_yaml(_fixture(name))["capture"]["torch"] == torch.__version__


# --------------------------------------------------------------------------- committed fixtures


@pytest.mark.parametrize("name", NAMES)
def test_the_size_binding_is_a_dependency_of_the_model(name):
    trace = load_trace(_fixture(name))
    program = parse_program(trace.verified_file("wrapper").text)
    sym = trace.problem.storage("__sym_u0__")
    assert (sym.bytes, sym.origin) == (0, "internal")
    writers = [u.id for u in trace.problem.units if ("__sym_u0__", "w") in u.accesses]
    assert len(writers) == 1
    binder = next(s for s in trace.program["statements"] if s.get("unit") == writers[0] and s["kind"] == "unit")
    assert binder["code"].startswith("u0 = buf") and ".size(0)" in binder["code"]
    # Guards and placeholders are not units: they are placed by name, after the binding.
    assert any(st.code.startswith("if not (u0") for st in program.statements)
    for st, entry in zip(program.statements, trace.program["statements"]):
        if st.code.startswith("if not ("):
            assert entry["kind"] == "check"
        if st.code.endswith(" = None"):
            assert entry["kind"] == "alias"
        if entry["kind"] == "unit" and "u0" in st.uses:
            unit = trace.problem.units[trace.problem.unit_index[entry["unit"]]]
            assert ("__sym_u0__", "r") in unit.accesses, st.code
        if entry["kind"] == "alloc" and "u0" in st.uses:  # an allocation of shape (u0, ...)
            unit = trace.problem.units[trace.problem.unit_index[entry["unit"]]]
            assert ("__sym_u0__", "r") in unit.accesses, st.code


def test_a_kernel_that_only_sizes_by_u0_is_ordered_after_the_binding():
    """masked_zeros: the kernel filling the (u0, 3) tensor reads only the linear branch, so
    nothing but the size symbol orders it after the nonzero count."""
    trace = load_trace(_fixture("masked_zeros.infer"))
    problem = trace.problem
    stmts = trace.program["statements"]
    sized = [s for s in stmts if s["kind"] == "alloc" and "(u0, 3)" in s["code"]]
    assert len(sized) == 1
    unit = problem.units[problem.unit_index[sized[0]["unit"]]]
    assert not any(sid.startswith("buf1") or sid == "buf0" for sid, _ in unit.accesses)
    assert ("__sym_u0__", "r") in unit.accesses


@pytest.mark.parametrize("name", NAMES)
def test_every_random_legal_order_emits_each_statement_once(name):
    from formal.emit.permute import emit_source, permuted_body

    trace = load_trace(_fixture(name))
    wrapper = trace.verified_file("wrapper").text
    program = parse_program(wrapper)
    original = Counter(s.code for s in program.statements)
    orders = {tuple(random_legal_order(trace.problem, seed)) for seed in SEEDS}
    assert len(orders) > 1 or name == "nonzero_sum.infer"
    binding = next(i for i, st in enumerate(program.statements) if st.binds == ["u0"])
    for order in orders:
        body = permuted_body(trace, program, order)
        assert Counter(program.statements[i].code for i in body) == original
        for k, i in enumerate(body):  # every statement naming u0 comes after its binding
            if "u0" in program.statements[i].uses:
                assert k > body.index(binding), program.statements[i].code
        assert parse_program(emit_source(trace, order))  # a valid module


@pytest.mark.parametrize("name", NAMES)
def test_random_orders_replay_bit_identical_with_the_modeled_peak(name):
    if not _replayable(name):
        pytest.skip("fixture captured with another torch version")
    from formal.replay.replay import random_orders, replay

    trace = load_trace(_fixture(name))
    runs = replay(trace, random_orders(trace, len(SEEDS), seed=7))
    assert len(runs) == len(SEEDS) + 1
    for run in runs:
        assert run.measured_peak == run.modeled_peak, run
        assert run.bit_identical, run
        assert run.matches_capture, run


@pytest.mark.parametrize("name", NAMES)
def test_certify_and_check_pass(tmp_path, name):
    proof = tmp_path / "proof.yaml"
    certify = subprocess.run(
        [sys.executable, "-m", "formal", "certify", str(_fixture(name)), "-o", str(proof)],
        capture_output=True,
        text=True,
    )
    assert certify.returncode == 0, certify.stderr
    check = subprocess.run(
        [sys.executable, "-m", "formal", "check", str(_fixture(name)), str(proof)], capture_output=True, text=True
    )
    assert check.returncode == 0, check.stdout + check.stderr
    assert "verdict: optimal" in check.stdout


def test_a_trace_without_the_size_dependency_is_refused_in_one_line(tmp_path):
    """A trace captured before sizes were modeled (the issue's case): emission refuses it
    for every order, naming wrapper statements and units so that ``u0`` reads unambiguously."""
    from formal.emit.permute import emit_source

    name = "masked_zeros.infer"
    for suffix in ("trace.yaml", "wrapper.py", "inputs.pt"):
        shutil.copy(FIXTURES / f"{name}.{suffix}", tmp_path / f"{name}.{suffix}")
    path = tmp_path / f"{name}.trace.yaml"
    data = read_yaml(path)
    data["storages"] = [s for s in data["storages"] if s["id"] != "__sym_u0__"]
    for unit in data["units"]:
        unit["accesses"] = [a for a in unit["accesses"] if a[0] != "__sym_u0__"]
    write_yaml(path, data)
    stale = load_trace(path)
    with pytest.raises(FormalError) as err:
        emit_source(stale, original_order(stale.problem))
    message = str(err.value)
    assert "\n" not in message and "formal capture" in message
    assert "wrapper statement" in message and "`u0 = buf1.size(0)`" in message
    assert "unit 'u" in message  # unit ids are quoted and called units


# --------------------------------------------------------------------------- hand-written wrappers

HEADER = """
import torch
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu

def count_positive(x):            # a data-dependent result: (the positive entries, their count)
    pos = x[x > 0].clone()
    return pos, pos.size(0)
"""


def _trace(tmp_path, body: str, args: list) -> tuple[Trace, object]:
    source = HEADER + "\ndef call(args):\n" + textwrap.indent(textwrap.dedent(body), "    ")
    path = tmp_path / "wrapper.py"
    path.write_text(source)
    program = parse_program(source)
    prof = profile_program(load_wrapper(path), program, args, [False] * len(args))
    data = build_trace(
        "hand",
        program,
        prof,
        wrapper_file="wrapper.py",
        wrapper_sha256="-",
        inputs_file="-",
        inputs_sha256="-",
        owned=[False] * len(args),
        context={},
    )
    return Trace(tmp_path / "hand.trace.yaml", problem_from_dict(data, "hand"), data), program


def test_hand_written_size_binding_orders_every_user(tmp_path):
    from formal.emit.permute import permuted_body

    body = """
    a, b = args
    args.clear()
    buf1 = torch.nonzero(a)
    u0 = buf1.size(0)
    buf2 = buf1
    if not (u0 <= 8):
        raise RuntimeError('u0 <= 8')
    buf3 = None
    buf4 = empty_strided_cpu((u0,), (1,), torch.float32)
    torch.mul(b[:1].expand(u0), 2, out=buf4)
    buf5 = torch.relu(b)
    del buf2
    return (buf4, buf5)
    """
    trace, program = _trace(tmp_path, body, [torch.tensor([1.0, 0.0, 2.0, 0.0, 3.0, 0.0, 0.0, 0.0]), torch.randn(8)])
    kinds = [s["kind"] for s in trace.program["statements"]]
    assert kinds.count("check") == 1 and kinds.count("unit") == 4  # nonzero, size, mul, relu
    units = {u.id: dict(u.accesses) for u in trace.problem.units}
    assert units["u1"] == {"buf1": "r", "__sym_u0__": "w"}
    assert units["u2"] == {"b": "r", "buf4": "w", "__sym_u0__": "r"}  # reads b only: the size orders it
    assert "__sym_u0__" not in units["u3"]
    for seed in range(30):
        order = random_legal_order(trace.problem, seed)
        assert order.index("u1") < order.index("u2")
        body_order = permuted_body(trace, program, order)
        assert sorted(body_order) == list(range(len(program.statements)))


def test_a_size_the_model_cannot_order_is_refused_at_capture(tmp_path):
    """``u0`` projected out of a tuple by a non-unit statement: the unit using it depends by
    name on a unit whose storage it never touches. Refused in one line, never certified."""
    body = """
    a, = args
    args.clear()
    buf1 = count_positive(a)
    u0 = buf1[1]
    buf2 = empty_strided_cpu((u0,), (1,), torch.float32)
    torch.ones(u0, out=buf2)
    return (buf1[0], buf2)
    """
    with pytest.raises(FormalError, match="cannot model this program") as err:
        _trace(tmp_path, body, [torch.tensor([1.0, -1.0, 2.0])])
    message = str(err.value)
    assert "\n" not in message and "wrapper statement" in message and "unit 'u0'" in message
