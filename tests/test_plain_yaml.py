"""The plain-YAML reader gives PyYAML's objects or gives up: never other objects, never a file PyYAML refuses.

Its one departure from ``yaml.safe_load``, YAML 1.1's base-60 numbers (``1:30``), is refused by
both of formal's readers alike (issue 49). tests/fixtures/yaml_corpus.yaml holds the documents
`formal bench yaml-diff` found or was built around: every difference fixed, every edge class.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from formal.base.errors import FormalError
from formal.base.files import BoundedLoader, dump_yaml, parse_yaml
from formal.base.plain_yaml import NOT_PLAIN, YAMLRefused, load_plain
from formal.model import random_legal_order, schedule_dict, write_problem
from formal.model.random_problems import random_problem
from formal.studies.yaml_diff_bench import compare, same

ROOT = Path(__file__).resolve().parent.parent


def pyyaml(text: str) -> object:
    return yaml.load(text, Loader=BoundedLoader)  # noqa: S506 - a SafeLoader


def agrees(text: str) -> bool:
    """The fast reader's answer is PyYAML's, or it gave up; it never accepts what PyYAML refuses, and it refuses
    a base-60 number where the product's PyYAML loader refuses it too."""
    try:
        fast = load_plain(text)
    except YAMLRefused:
        with pytest.raises(YAMLRefused, match="sexagesimal"):
            pyyaml(text)
        return True
    if fast is NOT_PLAIN:
        return True
    try:
        slow = pyyaml(text)
    except yaml.YAMLError:
        return False
    return fast == slow and repr(fast) == repr(slow)  # repr: True is not 1, and key order


def test_every_yaml_file_in_the_repository() -> None:
    tracked = subprocess.run(
        ["git", "ls-files", "*.yaml", "*.yml"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    if not tracked:
        pytest.skip("not a git checkout")
    for name in tracked:
        path = ROOT / name
        if path.is_file() and path.stat().st_size <= 20_000_000:
            assert agrees(path.read_text(errors="replace")), name


def test_what_formal_writes_is_read_fast_and_the_same(tmp_path: Path) -> None:
    problem = random_problem(300, 7, window=16)
    path = tmp_path / "p.yaml"
    write_problem(path, problem)
    text = path.read_text()
    fast = load_plain(text)
    assert fast is not NOT_PLAIN and fast == pyyaml(text)


SCALARS = st.one_of(
    st.integers(-(10**20), 10**20),
    st.booleans(),
    st.none(),
    st.text(alphabet="abxyz019-_.:/ ~+", max_size=8),
    st.text(alphabet="ab :-'#,[", max_size=40),  # quoted, '' escaped, folded over lines at small widths
    st.sampled_from(
        ["yes", "No", "on", "OFF", "null", "~", "0x1F", "0o17", "017", "1_000", "1:30", "-0", "+5", ".5", "1e3",
         "2001-12-14", ".inf", "<<", "=", "-", "a b", "a: b", "a:b", "- x", "?x", ":x", "x:"]
    ),
)  # fmt: skip
KEYS = st.one_of(st.text(alphabet="abkey_019-", min_size=1, max_size=6), st.integers(0, 99), st.booleans())
DOCS = st.recursive(
    SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(KEYS, inner, max_size=4)),
    max_leaves=25,
)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    doc=st.dictionaries(KEYS, DOCS, min_size=1, max_size=4),
    flow=st.sampled_from([None, False, True]),
    indent=st.sampled_from([2, 4]),
    width=st.sampled_from([20, 80, 10_000]),
)
def test_random_documents_as_pyyaml_writes_them(doc: dict, flow: object, indent: int, width: int) -> None:
    text = yaml.safe_dump(doc, default_flow_style=flow, indent=indent, width=width, sort_keys=False)
    assert agrees(text), text


# Insertions that break YAML's structure in the ways a hand edit does: indentation, indicators, lines.
EDITS = st.lists(
    st.tuples(
        st.integers(0, 10_000), st.sampled_from(list(" \n-:,[]{}ab0'") + ["  ", ": ", "- ", "\n  ", "\n- ", "''"])
    ),
    min_size=1,
    max_size=3,
)


def edited(doc: dict, edits: list) -> str:
    text = dump_yaml(doc)
    for at, piece in edits:
        at %= len(text) + 1
        text = text[:at] + piece + text[at:]
    return text


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=st.dictionaries(KEYS, DOCS, min_size=1, max_size=4), edits=EDITS)
def test_edited_documents_never_disagree(doc: dict, edits: list) -> None:
    text = edited(doc, edits)
    assert agrees(text), text


@pytest.mark.parametrize(
    "text",
    [
        "a: 1\n  b: 2\n",  # bad indentation
        "a: [1, 2\n",  # unclosed flow
        "a: b: c\n",  # mapping value in a plain scalar
        "- a\nb: 1\n",  # sequence then mapping at the same level
        "a: {b: 1, c}\n",  # a flow entry without a value
        "a: x\n\n  y\n",  # a plain scalar over an empty line (PyYAML folds it to a newline; not here)
        "a: [x\n  y]\n",  # a plain scalar over two lines inside a flow collection
    ],
)
def test_texts_outside_the_subset_go_to_pyyaml(text: str) -> None:
    assert load_plain(text) is NOT_PLAIN


@pytest.mark.parametrize(
    "text",
    [
        "a: 'x'\n",
        "- 'buf1[0]'\n- [ 'buf2[1]' , w]\n",
        "{id: 'a, b', n: 1}\n",
        "a: ['x', 'y: z']\n",
        "'k': 1\n'8': '8'\n",
        "a: ''\nb: ' sp '\nc: '#x'\nd: 'null'\n",
        "- {id: 'buf5[0]', bytes: 8192, origin: internal, freeable: true}\n",
        "a: 'it''s'\n",  # an escaped quote
        "a: 'x\n  y'\n",  # over two lines: folded to one space
        "a: 'x  \n\n \t\n  y '\nb: 'p\n'\n",  # empty lines: newlines
        "- {kind: prologue, code: 'arg0_1, arg1_1,\n    arg2_1'}\n",
        "a: x\n  y\n",  # plain scalars over more indented lines, as PyYAML writes long code
        "- kind: call\n  code: buf5 = f(buf4, [16],\n    (0, 0), 1)\n- a\n  - b\n",
        "a:\n- 1\n - 2\n",  # a more indented "- 2" continues the scalar: ['1 - 2'], as PyYAML reads it
        "a: 1\n  2\nb: 0.5\nc: 8.940696716308594e-08\nd: .inf\n",  # floats by PyYAML's constructor
    ],
)
def test_quoted_continued_and_float_scalars_take_the_fast_path(text: str) -> None:
    assert load_plain(text) is not NOT_PLAIN, text
    assert agrees(text), text


@pytest.mark.parametrize(
    "text",
    [
        "'a\n b': 1\n",  # a key over two lines (PyYAML refuses it)
        "a: 'x\n---\n'\n",  # a document marker inside
        "a: b, 'c'\n",  # inside a plain scalar (block context: one string)
        "a: 'x' y\n",  # text after the closing quote (PyYAML refuses it)
        "a: it's\n",  # a quote inside a plain scalar
        "a: 'x'y\n",
    ],
)
def test_other_single_quotes_go_to_pyyaml(text: str) -> None:
    assert load_plain(text) is NOT_PLAIN, text


# Documents of the shapes formal writes (rows of scalars, pairs, nested mappings), with scalars
# PyYAML writes unquoted: these must take the fast path, not merely agree.
WORDS = st.text(alphabet="abcdxz_", min_size=1, max_size=6)
QUOTED = st.text(alphabet="abuf019[]_ ,-", min_size=1, max_size=8)  # ids PyYAML quotes, like 'buf1[0]'
PLAIN = st.one_of(WORDS, QUOTED, st.integers(-(10**6), 10**6), st.booleans(), st.none())
ROW = st.dictionaries(WORDS, PLAIN, min_size=1, max_size=4)
SHAPED = st.dictionaries(
    WORDS,
    st.one_of(
        PLAIN,
        st.lists(PLAIN, max_size=6),
        st.lists(ROW, max_size=4),
        st.lists(st.lists(PLAIN, min_size=1, max_size=3), max_size=4),
        st.dictionaries(WORDS, st.one_of(PLAIN, st.lists(PLAIN, max_size=3), ROW), max_size=3),
        st.lists(
            st.fixed_dictionaries({"id": WORDS, "accesses": st.lists(st.lists(PLAIN, min_size=2, max_size=2))}),
            max_size=3,
        ),
    ),
    min_size=1,
    max_size=5,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=SHAPED, fast=st.booleans())
def test_formal_shaped_documents_take_the_fast_path(doc: dict, fast: bool) -> None:
    text = dump_yaml(doc, fast=fast)
    assert load_plain(text) is not NOT_PLAIN, text
    assert agrees(text), text


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=SHAPED, edits=EDITS)
def test_edited_formal_shaped_documents_never_disagree(doc: dict, edits: list) -> None:
    text = edited(doc, edits)
    assert agrees(text), text


# --- issue 49: the corpus, PyYAML's block style, base-60 numbers -------------------------------------

CORPUS = yaml.safe_load((ROOT / "tests" / "fixtures" / "yaml_corpus.yaml").read_text(encoding="utf-8"))["documents"]


def test_every_corpus_document_reads_as_pyyaml_reads_it() -> None:
    """Against ``yaml.safe_load`` (base-60 numbers refused): equal objects, both refusing, or a fall-back; a
    document the fast reader read (or refused) when the corpus was written still is."""
    assert len(CORPUS) > 1000
    for doc in CORPUS:
        outcome, fast, slow = compare(doc["text"])
        assert outcome != "difference", (doc["why"], doc["text"], fast, slow)
        if doc["outcome"] in ("plain", "refused"):
            assert outcome == doc["outcome"], (doc["why"], doc["text"])


def test_the_products_pyyaml_loader_agrees_on_the_corpus() -> None:
    """formal's fall-back (libyaml where PyYAML has it) gives the fast reader's objects and refusals too."""
    for doc in CORPUS:
        if doc["outcome"] == "plain":
            assert same(load_plain(doc["text"]), pyyaml(doc["text"])), doc["why"]
        elif doc["outcome"] == "refused":
            with pytest.raises(YAMLRefused, match="sexagesimal"):
                pyyaml(doc["text"])


def test_the_issue_49_differences_are_read_as_pyyaml_reads_them() -> None:
    assert load_plain("a: [[\xa07]]\n") == {"a": [["\xa07"]]}
    assert load_plain("a: [\xa0]\n") == {"a": ["\xa0"]}
    assert load_plain("[a, [\u30007]]\n") == ["a", ["\u30007"]]
    for text in ("[a?]\n", "[[a?b]]\n", "{a: [b?c]}\n", "[[?a]]\n"):  # PyYAML: an error, or a complex key
        assert load_plain(text) is NOT_PLAIN, text


@pytest.mark.parametrize("units", [1, 300])
def test_yaml_safe_dump_of_a_problem_and_a_schedule_is_read_fast_and_the_same(units: int) -> None:
    """PyYAML's default block style (``- - a`` lists in lists, indentless lists under keys) takes the fast path."""
    problem = random_problem(units, 7, window=16)
    for data in (problem.to_dict(), schedule_dict(problem, random_legal_order(problem, 7))):
        text = yaml.safe_dump(data)
        fast = load_plain(text)
        assert fast is not NOT_PLAIN, text[:400]
        assert same(fast, yaml.safe_load(text)) and fast == data


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=SHAPED, indent=st.sampled_from([2, 3, 4]), width=st.sampled_from([20, 80, 10_000]))
def test_formal_shaped_documents_in_pyyaml_block_style_take_the_fast_path(doc: dict, indent: int, width: int) -> None:
    text = yaml.safe_dump(doc, indent=indent, width=width, sort_keys=False)
    fast = load_plain(text)
    assert fast is not NOT_PLAIN, text
    assert agrees(text), text


BASE_60 = ["a: 1:30\n", "a: -1:30\n", "- 190:20:30\n", "a: [1, 1:30]\n", "{a: +1:30}\n", "a: 1:30.5\n", "1:30: a\n"]


@pytest.mark.parametrize("text", BASE_60)
@pytest.mark.parametrize("reader", ["fast", "pyyaml", "tagged"])
def test_base_60_numbers_are_refused_by_every_reader(text: str, reader: str) -> None:
    """The fast reader, the PyYAML fall-back (a comment sends the text there) and an explicit tag: one line each."""
    if reader == "pyyaml":
        text = "# a comment\n" + text
    elif reader == "tagged":
        text = "a: !!int 1:30\n" if "." not in text else "a: !!float 1:30.5\n"
    with pytest.raises(FormalError, match=r"^p\.yaml: refused: sexagesimal \(base 60\) number '") as caught:
        parse_yaml(text, "p.yaml")
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("prefix", ["", "# sent to PyYAML\n"])
def test_a_long_base_60_integer_is_refused_without_computing_it(prefix: str) -> None:
    """300,000 parts (0.9 MB): PyYAML's integer constructor is quadratic on it (a 200,000-part one took 42 s)."""
    text = prefix + "name: 1" + ":59" * 300_000 + "\n"
    with pytest.raises(FormalError, match="sexagesimal") as caught:
        parse_yaml(text, "p.yaml")
    assert len(str(caught.value)) < 300


def test_quoted_base_60_text_is_a_string() -> None:
    assert load_plain("a: '1:30'\nb: 1:3x\nc: '1:30.5'\n") == {"a": "1:30", "b": "1:3x", "c": "1:30.5"}
