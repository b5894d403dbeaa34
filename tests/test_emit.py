"""Emission invariants on a committed trace (no compilation needed)."""

from __future__ import annotations

import ast
import shutil
from collections import Counter
from pathlib import Path

import pytest

from formal.base.errors import FormalError
from formal.emit.permute import emit_source, permuted_body
from formal.model import original_order, random_legal_order
from formal.program.statements import parse_program
from formal.program.trace import load_trace

FIXTURE = Path(__file__).parent / "fixtures" / "residual.infer.trace.yaml"


@pytest.fixture(scope="module")
def trace():
    return load_trace(FIXTURE)


def _body(source: str) -> list[str]:
    return [s.code for s in parse_program(source).statements]


@pytest.mark.parametrize("seed", range(12))
def test_every_statement_once_units_in_order_allocs_adjacent_dels_early(trace, seed):
    order = original_order(trace.problem) if seed == 0 else random_legal_order(trace.problem, seed)
    source = emit_source(trace, order)
    ast.parse(source)  # a valid module
    original = _body(trace.verified_file("wrapper").text)
    emitted = _body(source)
    assert Counter(emitted) == Counter(original)  # each original statement exactly once, nothing else

    program = parse_program(trace.verified_file("wrapper").text)
    body = permuted_body(trace, program, order)
    kinds = [trace.program["statements"][i] for i in body]
    assert [s["unit"] for s in kinds if s["kind"] == "unit"] == list(order)
    for pos, s in enumerate(kinds):
        if s["kind"] == "alloc" and s.get("unit"):
            # nothing but floating statements and sibling allocations until its unit
            nxt = next(k for k in kinds[pos + 1 :] if k["kind"] == "unit")
            assert nxt["unit"] == s["unit"]
    # a del follows the last use of its name before any further unit runs
    for pos, i in enumerate(body):
        st = program.statements[i]
        if st.kind != "del":
            continue
        last_use = max(
            p
            for p, j in enumerate(body[:pos])
            if st.deletes[0] in program.statements[j].uses or st.deletes[0] in program.statements[j].binds
        )
        between = [kinds[p] for p in range(last_use + 1, pos)]
        assert all(b["kind"] != "unit" for b in between), (st.code, between)
    assert kinds[-1]["kind"] == "return"


def test_illegal_order_is_refused(trace):
    order = original_order(trace.problem)
    with pytest.raises(FormalError, match="illegal"):
        emit_source(trace, list(reversed(order)))


def test_modified_wrapper_is_refused(tmp_path, trace):
    for name in ("residual.infer.trace.yaml", "residual.infer.wrapper.py", "residual.infer.inputs.pt"):
        shutil.copy(FIXTURE.parent / name, tmp_path / name)
    wrapper = tmp_path / "residual.infer.wrapper.py"
    wrapper.write_text(wrapper.read_text() + "\nimport os  # injected\n")
    tampered = load_trace(tmp_path / "residual.infer.trace.yaml")
    with pytest.raises(FormalError, match="sha256"):
        emit_source(tampered, original_order(tampered.problem))


def test_cli_example_names_match_the_bundled_examples():
    from formal.capture.examples import EXAMPLES
    from formal.cli.commands import EXAMPLE_NAMES

    assert tuple(EXAMPLES) == EXAMPLE_NAMES
