"""The profiler's dynamic cross-checks, on small hand-written wrappers (no compilation).

Each wrapper imitates Inductor's shape: a module with a ``call(args)`` whose body unpacks
``args``, allocates, calls kernels, deletes and returns. Kernels that misbehave must stop
the profiler with an EffectError; a well-behaved one yields the expected problem.
"""

from __future__ import annotations

import textwrap

import pytest
import torch

from formal.capture.profile import EffectError, profile_program
from formal.program.statements import parse_program
from formal.runtime.loader import load_wrapper

HEADER = """
import torch
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
victims = []

def scale_into(x, out):            # declares nothing: only the out= form below is a declared write
    out.copy_(x * 2)

def sneaky_inplace(x):             # writes its argument without declaring it
    x.add_(1)

def sneaky_elsewhere():            # writes a storage the statement does not name
    victims[0].mul_(3)
"""


def _profile(tmp_path, body: str, args: list, owned: list[bool] | None = None, setup=None):
    source = HEADER + "\ndef call(args):\n" + textwrap.indent(textwrap.dedent(body), "    ")
    path = tmp_path / "wrapper.py"
    path.write_text(source)
    namespace = load_wrapper(path)
    if setup:
        setup(namespace, args)
    program = parse_program(source)
    return profile_program(namespace, program, args, owned or [False] * len(args))


def test_well_behaved_program_gives_exact_storages_and_effects(tmp_path):
    body = """
    a, = args
    args.clear()
    buf0 = empty_strided_cpu((8,), (1,), torch.float32)
    torch.mul(a, 2, out=buf0)
    buf1 = torch.relu(buf0)
    del buf0
    return (buf1,)
    """
    result = _profile(tmp_path, body, [torch.randn(8)])
    byid = {s.id: s for s in result.storages}
    assert byid["a"].origin == "input" and byid["a"].bytes == 32 and byid["a"].held
    assert byid["buf0"].origin == "internal" and byid["buf0"].freed == 5
    assert byid["buf1"].output and result.outputs == ["buf1"]
    units = [s for s in result.statements if s.unit]
    assert [u.accesses for u in units] == [[["a", "r"], ["buf0", "w"]], [["buf0", "r"], ["buf1", "w"]]]
    assert result.statements[2].storage == "buf0" and result.statements[2].events == [32]


def test_undeclared_write_to_an_argument_is_an_error(tmp_path):
    body = """
    a, = args
    args.clear()
    sneaky_inplace(a)
    return (a,)
    """
    with pytest.raises(EffectError, match="without a declared write"):
        _profile(tmp_path, body, [torch.zeros(4)])


def test_write_to_a_storage_the_statement_does_not_name_is_an_error(tmp_path):
    body = """
    a, b = args
    args.clear()
    sneaky_elsewhere()
    buf0 = torch.neg(a)
    return (buf0,)
    """
    with pytest.raises(EffectError, match="does not name it"):
        _profile(tmp_path, body, [torch.ones(4), torch.ones(4)], setup=lambda ns, args: ns["victims"].append(args[1]))


def test_a_view_statement_must_not_allocate(tmp_path):
    body = """
    a, = args
    args.clear()
    buf1 = reinterpret_tensor(a.contiguous(), (4,), (1,), 0)
    return (buf1,)
    """
    # A reinterpret_tensor statement is an alias: it must neither allocate nor create storage.
    with pytest.raises(EffectError, match="must not allocate"):
        _profile(tmp_path, body, [torch.randn(2, 2).t()])


def test_owned_inputs_are_freed_by_the_program(tmp_path):
    body = """
    a, b = args
    args.clear()
    buf0 = torch.add(a, b)
    del a
    return (buf0,)
    """
    # Owned inputs must be allocated while memory profiling is on: the CPU allocator reports
    # frees only of blocks it saw allocated (formal.runtime.loader.load_inputs does this).
    from formal.runtime.memory import record_allocations

    args, _ = record_allocations(lambda: [torch.randn(16), torch.randn(16)])
    result = _profile(tmp_path, body, args, owned=[True, False])
    byid = {s.id: s for s in result.storages}
    assert byid["a"].freed == 3 and not byid["a"].held
    assert byid["b"].held and byid["b"].freed is None
