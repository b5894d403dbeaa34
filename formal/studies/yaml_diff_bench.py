"""``formal bench yaml-diff``: a differential fuzzer of the fast YAML reader against PyYAML.

:mod:`formal.base.plain_yaml` reads the YAML formal writes about ten times faster than
PyYAML, and must give exactly ``yaml.safe_load``'s objects or give up (``NOT_PLAIN``: the
caller then reads the text with PyYAML). This bench generates random documents biased to
the reader's subset and to its edges, reads each with both, and counts:

* ``plain``: the fast reader read it, and PyYAML gives equal objects (types included:
  ``True`` is not ``1``, ``1.0`` is not ``1``, key order counts, floats by their repr);
* ``fallback``: the fast reader gave up (not a difference: PyYAML reads it);
* ``refused``: both refused a base-60 number (``1:30``, formal's one departure from
  ``safe_load``, :func:`formal.base.plain_yaml.sexagesimal`: the reference here is
  ``yaml.safe_load`` whose integer and float constructors refuse them);
* ``differences``: anything else (other objects, the fast reader reading what PyYAML
  refuses, or an exception out of the fast reader);
* ``loader differences``: equal to ``yaml.safe_load`` but not to what formal's own
  fall-back loader gives (:class:`formal.base.files.BoundedLoader`, libyaml where PyYAML
  has it): libyaml refuses a few texts PyYAML's Python parser reads (``{a:[b]}``), and
  there the fast reader must give up too, so that a file reads the same whichever
  reader takes it.

The documents (``--seed`` fixes them) come from three generators: text written by a
grammar of the subset (block mappings and sequences at random indentation, compact
``- - a`` and ``- k: v`` items, indentless sequences, flow collections nested and broken
over lines, plain scalars continued over lines, single-quoted scalars); random objects
written by ``yaml.safe_dump`` in its styles (block, flow, mixed; indents, widths); and
either of those edited (characters inserted, deleted or replaced). Scalars are drawn
from every YAML 1.1 number form (signs, ``_``, ``0b``, ``0x``, octal, base 60, exponents,
``.inf``, ``.nan``), the boolean and null words, timestamps, indicators (``?``, ``:``,
``-``, ``,``, brackets, quotes, ``#``) and the Unicode spaces YAML does not count as
space (U+00A0, U+1680, U+2000-U+200A, U+202F, U+205F, U+3000, U+FEFF) next to the
breaks it does (U+0085, U+2028, U+2029, CR, tab).

It prints documents per second and the counts (and the first differences); ``-o
DIR`` writes ``yaml_diff.md`` and ``yaml_diff_differences.yaml`` (every difference's
text, both readers' answers). ``--block UNITS`` also times the block style PyYAML writes
by default: a random problem of UNITS units and a legal schedule of it, written by
``yaml.safe_dump`` (no options), read by the fast reader (it must not give up, and must
equal PyYAML) and by PyYAML, and ``formal verify-schedule`` on them as a child process.
Exit status: 0 with no difference of either kind (and, with ``--block``, a fast read equal to PyYAML
and a verify-schedule that succeeded), else 1.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

from formal.base.children import python_argv, run_child
from formal.base.files import BoundedLoader, dump_yaml, write_atomic
from formal.base.plain_yaml import NOT_PLAIN, YAMLRefused, load_plain, sexagesimal
from formal.model import random_legal_order, schedule_dict
from formal.model.random_problems import random_problem

FORMAT = "formal.yaml-diff/1"

# Unicode spaces YAML counts as content (a scalar keeps them) and the breaks and tab it does not.
SPACES = ["\xa0", "\u1680", *map(chr, range(0x2000, 0x200B)), "\u202f", "\u205f", "\u3000", "\ufeff", "\u200b"]
BREAKS = ["\x85", "\u2028", "\u2029", "\r", "\r\n", "\t"]
INTS = [
    "0", "-0", "+0", "7", "-12", "+12", "1_000", "1__0", "_1", "1_", "0b1010", "-0b1_0", "+0b1", "0b", "0b2",
    "0x1F", "0xfF", "-0x_1", "0x", "0xg", "017", "0_17", "-017", "09", "0o17", "1:30", "-1:30", "+1:30",
    "190:20:30", "1:60", "1:5:", "1::5", "0:30", "1_0:30", "12345678901234567890123", "00", "-", "+",
]  # fmt: skip
FLOATS = [
    "1.0", "-1.5", "+1.5", ".5", "-.5", "+.5", "1.", "-1.", "1e3", "1.0e+3", "1.0e3", "1E-3", "1.0E-3",
    "6.8523015e+5", "685.230_15e+03", ".inf", "-.Inf", "+.INF", ".Inf", "-.inf", ".NaN", ".nan", ".NAN",
    "-.nan", "1:30.5", "-1:30.0", "._", "1__0.5", "0.", "1.5.", "..5", ".e5", "1.0e+", "190:20:30.15", "inf", "nan",
]  # fmt: skip
WORDS = [
    "yes", "Yes", "YES", "yES", "no", "No", "NO", "true", "True", "TRUE", "tRUE", "false", "False", "FALSE",
    "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N", "~", "null", "Null", "NULL", "nULL", "Nul", "",
]  # fmt: skip
TIMESTAMPS = ["2001-12-14", "2001-12-14t21:59:43.10-05:00", "2001-12-14 21:59:43.10 -5", "2002-1-1", "2001-13-14"]
EDGES = [
    "?", "?a", "a?", "a?b", "? a", ":", ":a", "a:", "a:b", "a::b", "a :b", "-", "-a", "a-", "--", "---", "...",
    "- a", "a - b", ",", "a,b", "a]", "a[b", "a}b", "{a", "a#b", "a #b", "#", "&a", "*a", "!a", "|", ">", "%a",
    "@a", "`a", "<<", "=", "a b", "a  b", "a'b", 'a"b', "'a", ".", "buf1[0]", "x.y/z", "-1e3", "0.5:1",
]  # fmt: skip
LETTERS = "abcxyzABXYZ019_-./+"


class Gen:
    """Random documents (text) from one seed."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    # --- scalars -------------------------------------------------------------------------------

    def number(self) -> str:
        rng = self.rng
        r = rng.random()
        if r < 0.4:
            return rng.choice(INTS + FLOATS)
        sign = rng.choice(["", "", "-", "+"])
        digits = "".join(
            rng.choice("0123456789_" if rng.random() < 0.2 else "0123456789") for _ in range(rng.randint(1, 4))
        )
        if r < 0.55:
            return sign + digits
        if r < 0.65:
            return sign + rng.choice(["0b", "0x", "0"]) + digits
        if r < 0.8:
            return sign + digits + "".join(f":{rng.randint(0, 70)}" for _ in range(rng.randint(1, 3)))
        frac = "".join(rng.choice("0123456789_") for _ in range(rng.randint(0, 3)))
        exp = rng.choice(["", "", "e+3", "E-1", "e3", "e+", "e+10"])
        return sign + rng.choice([digits, ""]) + "." + frac + exp

    def word(self) -> str:
        rng = self.rng
        return "".join(rng.choice(LETTERS) for _ in range(rng.randint(1, 6)))

    def space(self) -> str:
        rng = self.rng
        r = rng.random()
        return rng.choice(SPACES) if r < 0.5 else rng.choice(BREAKS) if r < 0.55 else " " * rng.randint(1, 2)

    def scalar(self) -> str:
        """A plain scalar's text (maybe not plain at all: indicators and breaks on purpose)."""
        rng = self.rng
        r = rng.random()
        if r < 0.2:
            text = self.number()
        elif r < 0.28:
            text = rng.choice(WORDS)
        elif r < 0.29:
            text = rng.choice(TIMESTAMPS)
        elif r < 0.8:
            text = self.word()
        elif r < 0.92:
            parts = [rng.choice([self.word(), self.number(), rng.choice(EDGES), rng.choice(WORDS)]) for _ in range(2)]
            text = rng.choice(["", " ", rng.choice(SPACES), ":", "?", "-", ",", ": "]).join(parts)
        else:
            text = rng.choice(EDGES)
        if rng.random() < 0.08:
            text = rng.choice(SPACES) + text if rng.random() < 0.5 else text + rng.choice(SPACES)
        if rng.random() < 0.01:
            text = text[: len(text) // 2] + rng.choice(BREAKS) + text[len(text) // 2 :]
        return text

    def quoted(self, indent: int) -> str:
        rng = self.rng
        pieces = [rng.choice([self.word(), self.number(), rng.choice(EDGES), "''", " ", rng.choice(SPACES)])]
        for _ in range(rng.randint(0, 3)):
            sep = rng.choice([" ", "", ", ", ": ", "\n" + " " * (indent + rng.randint(0, 3)), "\n\n" + " " * indent])
            pieces.append(sep + rng.choice([self.word(), self.number(), "''", "#x", "[0]"]))
        text = "".join(pieces).replace("'", "''") if rng.random() < 0.9 else "".join(pieces)
        return "'" + text + "'"

    def leaf(self, indent: int) -> str:
        return self.quoted(indent) if self.rng.random() < 0.1 else self.scalar()

    # --- flow collections ----------------------------------------------------------------------

    def gap(self) -> str:
        rng = self.rng
        r = rng.random()
        return "" if r < 0.35 else " " if r < 0.85 else "  " if r < 0.92 else rng.choice(SPACES) if r < 0.995 else "\t"

    def flow(self, depth: int, indent: int) -> str:
        rng = self.rng
        items = []
        mapping = rng.random() < 0.4
        for _ in range(rng.randint(0, 3)):
            value = self.flow(depth + 1, indent) if depth < 3 and rng.random() < 0.3 else self.leaf(indent)
            if mapping:
                key = self.leaf(indent) if rng.random() < 0.3 else self.word()
                colon = rng.choice([": ", ": ", ":", " : ", ":" + rng.choice(SPACES)])
                value = key + colon + value if rng.random() < 0.95 else key
            items.append(value)
        comma = "," + self.gap()
        inner = comma.join(items) if rng.random() < 0.9 else comma.join(items) + ","
        opener, closer = "{}" if mapping else "[]"
        return opener + self.gap() + inner + self.gap() + closer

    def broken(self, text: str, indent: int) -> str:
        """A flow collection continued on more indented lines after some of its commas."""
        rng = self.rng
        out = []
        for k, piece in enumerate(text.split(",")):
            if k:
                out.append("," + ("\n" + " " * (indent + rng.randint(1, 4)) if rng.random() < 0.4 else ""))
            out.append(piece)
        return "".join(out)

    # --- block collections ---------------------------------------------------------------------

    def value_lines(self, indent: int, depth: int) -> tuple[str, list[str]]:
        """What follows ``key:`` or ``- ``: the text on its line, and the lines below (absolute indentation)."""
        rng = self.rng
        r = rng.random()
        if r < 0.45 or depth >= 3:
            text = self.leaf(indent)
            below = []
            if rng.random() < 0.05:  # a plain scalar continued on more indented lines
                below = [" " * (indent + rng.randint(1, 3)) + self.scalar() for _ in range(rng.randint(1, 2))]
            return (" " + text if text else ""), below
        if r < 0.65:
            text = self.flow(0, indent)
            return " " + (self.broken(text, indent) if rng.random() < 0.2 else text), []
        if r < 0.7:
            return "", []  # null
        return "", self.block(indent + rng.choice([1, 2, 2, 2, 3, 4]), depth + 1)

    def block(self, indent: int, depth: int) -> list[str]:
        rng = self.rng
        lines: list[str] = []
        pad = " " * indent
        if rng.random() < 0.55:  # a mapping
            for _ in range(rng.randint(1, 3)):
                key = self.word() if rng.random() < 0.8 else self.leaf(indent)
                if rng.random() < 0.15 and depth < 3:  # an indentless sequence at the key's column
                    lines.append(pad + key + ":")
                    lines += self.sequence(indent, depth + 1)
                    continue
                head, below = self.value_lines(indent, depth)
                lines.append(pad + key + ":" + head)
                lines += below
            return lines
        return self.sequence(indent, depth)

    def sequence(self, indent: int, depth: int) -> list[str]:
        rng = self.rng
        lines: list[str] = []
        pad = " " * indent
        for _ in range(rng.randint(1, 3)):
            r = rng.random()
            if r < 0.3 and depth < 3:  # compact: "- - a" or "- k: v", the inner block at the column after "- "
                extra = rng.choice([0, 0, 0, 1, 2])
                inner = (
                    self.sequence(indent + 2 + extra, depth + 1)
                    if r < 0.15
                    else self.block(indent + 2 + extra, depth + 1)
                )
                lines.append(pad + "-" + " " * (1 + extra) + inner[0].lstrip(" "))
                lines += inner[1:]
            elif r < 0.35 and depth < 3:  # "-" alone, the item below
                lines.append(pad + "-")
                if rng.random() < 0.8:
                    lines += self.block(indent + rng.choice([1, 2, 3]), depth + 1)
            else:
                head, below = self.value_lines(indent, depth)
                lines.append(pad + "-" + (head if head else ""))
                lines += below
        return lines

    # --- documents -----------------------------------------------------------------------------

    def obj(self, depth: int) -> Any:
        rng = self.rng
        r = rng.random()
        if depth < 3 and r < 0.35:
            if rng.random() < 0.5:
                return [self.obj(depth + 1) for _ in range(rng.randint(0, 4))]
            return {self.key(): self.obj(depth + 1) for _ in range(rng.randint(0, 4))}
        r = rng.random()
        if r < 0.5:
            return self.scalar()  # a string the dumper quotes, or not
        if r < 0.7:
            return rng.choice([0, -1, 7, 10**20, -(2**63), rng.randint(-1000, 1000)])
        if r < 0.8:
            return rng.choice([0.5, -0.0, 1e300, 1e-7, float("inf"), float("-inf"), float("nan"), rng.random()])
        return rng.choice([True, False, None])

    def key(self) -> Any:
        rng = self.rng
        return self.word() if rng.random() < 0.7 else rng.choice([self.scalar(), rng.randint(0, 99), True, None])

    def dumped(self) -> str:
        rng = self.rng
        top = {self.key(): self.obj(1) for _ in range(rng.randint(1, 4))} if rng.random() < 0.8 else self.obj(0)
        if rng.random() < 0.3:
            return dump_yaml(top)
        return yaml.safe_dump(
            top,
            default_flow_style=rng.choice([False, False, None, True]),
            indent=rng.choice([2, 2, 3, 4]),
            width=rng.choice([12, 40, 80, 10_000]),
            allow_unicode=rng.random() < 0.7,
            sort_keys=rng.random() < 0.5,
        )

    def written(self) -> str:
        rng = self.rng
        if rng.random() < 0.1:
            return self.flow(0, 0) + "\n"
        lines = self.block(rng.choice([0, 0, 0, 1, 2]), 1)
        if rng.random() < 0.1:
            lines.insert(rng.randint(0, len(lines)), " " * rng.randint(0, 3))  # a blank line
        return "\n".join(lines) + rng.choice(["\n", "\n", "", "\n\n", " \n"])

    def edited(self, text: str) -> str:
        rng = self.rng
        alphabet = list(" \n-:,?[]{}'#a0") + SPACES[:4] + ["  ", ": ", "- ", "\n  ", "\n- ", "''", "\u3000", "\t"]
        for _ in range(rng.randint(1, 3)):
            at = rng.randint(0, len(text))
            r = rng.random()
            if r < 0.6:
                text = text[:at] + rng.choice(alphabet) + text[at:]
            elif r < 0.8:
                text = text[:at] + text[at + 1 :]
            else:
                text = text[:at] + rng.choice(alphabet) + text[at + 1 :]
        return text

    def document(self) -> str:
        rng = self.rng
        text = self.dumped() if rng.random() < 0.3 else self.written()
        return self.edited(text) if rng.random() < 0.2 else text


# --- the two readers -------------------------------------------------------------------------------


class _Reference(yaml.SafeLoader):
    """``yaml.safe_load`` (the pure-Python loader), base-60 numbers refused as formal refuses them."""

    def construct_yaml_int(self, node: Any) -> Any:
        if ":" in node.value:
            raise sexagesimal(node.value)
        return super().construct_yaml_int(node)

    def construct_yaml_float(self, node: Any) -> Any:
        if ":" in node.value:
            raise sexagesimal(node.value)
        return super().construct_yaml_float(node)


_Reference.add_constructor("tag:yaml.org,2002:int", _Reference.construct_yaml_int)
_Reference.add_constructor("tag:yaml.org,2002:float", _Reference.construct_yaml_float)

REFUSED = "refused"  # an outcome: a base-60 number


def reference(text: str) -> Any:
    """PyYAML's answer: the objects, :data:`REFUSED`, or the exception's one-line description."""
    try:
        return yaml.load(text, Loader=_Reference)  # noqa: S506 - a SafeLoader
    except YAMLRefused:
        return REFUSED
    except Exception as exc:  # noqa: BLE001 - every error PyYAML raises is an answer to compare
        return _Raised(f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}")


class _Raised(str):
    """PyYAML raised (its message)."""


def same(a: Any, b: Any) -> bool:
    """Equal objects of the same types all the way down, mappings in the same order, floats by repr."""
    if type(a) is not type(b):
        return False
    if type(a) is list:
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if type(a) is dict:
        return len(a) == len(b) and all(same(k, j) and same(v, w) for (k, v), (j, w) in zip(a.items(), b.items()))
    if type(a) is float:
        return repr(a) == repr(b)
    return a == b


def product_loader(text: str) -> Any:
    """What formal's own fall-back gives (:class:`formal.base.files.BoundedLoader`, libyaml where PyYAML has it)."""
    try:
        return yaml.load(text, Loader=BoundedLoader)  # noqa: S506 - a SafeLoader
    except YAMLRefused as exc:
        return REFUSED if "sexagesimal" in str(exc) else _Raised(f"refused: {exc}")
    except Exception as exc:  # noqa: BLE001 - every error is an answer to compare
        return _Raised(f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}")


def compare(text: str) -> tuple[str, Any, Any]:
    """``(outcome, fast, pyyaml)``: outcome ``plain``, ``fallback``, ``refused``, ``difference`` (from
    ``yaml.safe_load``) or ``loader difference`` (equal to ``safe_load``, not to formal's own fall-back loader:
    libyaml and PyYAML's Python parser disagree on a few texts, and there the fast reader must give up too)."""
    try:
        fast = load_plain(text)
    except YAMLRefused:
        fast = REFUSED
    except Exception as exc:  # noqa: BLE001 - the fast reader raising anything else is a difference
        return "difference", f"raised {type(exc).__name__}: {exc}", None
    if fast is NOT_PLAIN:
        return "fallback", fast, None
    slow = reference(text)
    if fast is REFUSED:
        outcome = "refused" if slow is REFUSED else "difference"
    elif isinstance(slow, _Raised) or slow is REFUSED:
        outcome = "difference"
    else:
        outcome = "plain" if same(fast, slow) else "difference"
    if outcome != "difference":
        loaded = product_loader(text)
        if not (loaded is REFUSED if fast is REFUSED else not isinstance(loaded, _Raised) and same(fast, loaded)):
            return "loader difference", fast, loaded
    return outcome, fast, slow


def _shown(value: Any) -> str:
    try:
        text = repr(value)
    except ValueError:  # an integer past Python's digit limit
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 300 else text[:300] + "..."


def fuzz(docs: int, seed: int, show: int) -> tuple[dict[str, int], list[dict[str, str]], float]:
    """Counts by outcome, the differences, and the seconds taken."""
    gen = Gen(seed)
    counts = {"plain": 0, "fallback": 0, "refused": 0, "difference": 0, "loader difference": 0}
    differences: list[dict[str, str]] = []
    start = time.perf_counter()
    for k in range(docs):
        text = gen.document()
        outcome, fast, slow = compare(text)
        counts[outcome] += 1
        if outcome in ("difference", "loader difference"):
            differences.append({"outcome": outcome, "text": text, "fast": _shown(fast), "pyyaml": _shown(slow)})
            if len(differences) <= show:
                print(f"{outcome}: {text!r}\n  fast:   {_shown(fast)}\n  PyYAML: {_shown(slow)}")
        if (k + 1) % 100_000 == 0:
            print(
                f"  {k + 1:,} documents, {counts['difference'] + counts['loader difference']} differences",
                file=sys.stderr,
                flush=True,
            )
    return counts, differences, time.perf_counter() - start


# --- PyYAML's default block style at scale ----------------------------------------------------------


def block_case(units: int, seed: int, timeout: float) -> dict[str, Any]:
    """Problem and schedule of ``units`` units written by ``yaml.safe_dump``: both readers, and verify-schedule."""
    problem = random_problem(units, seed, window=64)
    data = problem.to_dict()
    schedule = schedule_dict(problem, random_legal_order(problem, seed))
    # libyaml's emitter writes yaml.safe_dump's bytes for these files, four times faster: checked on 500 units
    head = random_problem(min(units, 500), seed, window=64).to_dict()
    fast_dumper = getattr(yaml, "__with_libyaml__", False) and yaml.dump(
        head, Dumper=yaml.CSafeDumper
    ) == yaml.safe_dump(head)
    dumper = yaml.CSafeDumper if fast_dumper else yaml.SafeDumper
    row: dict[str, Any] = {"units": units}
    with tempfile.TemporaryDirectory(prefix="formal-yaml-diff-") as folder:
        p, s = Path(folder, "problem.yaml"), Path(folder, "schedule.yaml")
        text = yaml.dump(data, Dumper=dumper)  # yaml.safe_dump's defaults
        p.write_text(text, encoding="utf-8")
        s.write_text(yaml.dump(schedule, Dumper=dumper), encoding="utf-8")
        row["mb"] = round(len(text) / 1e6, 1)
        start = time.perf_counter()
        fast = load_plain(text)
        row["fast_s"] = round(time.perf_counter() - start, 2)
        row["fell_back"] = fast is NOT_PLAIN
        loader = yaml.CSafeLoader if getattr(yaml, "__with_libyaml__", False) else yaml.SafeLoader
        start = time.perf_counter()
        slow = yaml.load(text, Loader=loader)  # noqa: S506 - a SafeLoader
        row["pyyaml_s"] = round(time.perf_counter() - start, 2)
        row["equal"] = fast is not NOT_PLAIN and same(fast, slow)
        del fast, slow
        measured, _out, err = run_child(python_argv("-m", "formal", "verify-schedule", str(p), str(s)), timeout)
        row["verify_s"], row["verify_exit"] = measured["seconds"], measured["exit"]
        if measured["exit"] != 0:
            row["verify_error"] = err.strip().splitlines()[-1][:200] if err.strip() else ""
    return row


# --- report ---------------------------------------------------------------------------------------------


def markdown(args: argparse.Namespace, counts: dict[str, int], seconds: float, block: dict[str, Any] | None) -> str:
    docs = sum(counts.values())
    lines = [
        "# The fast YAML reader against PyYAML",
        "",
        f"`formal bench yaml-diff --docs {args.docs} --seed {args.seed}`"
        + (f" `--block {args.block}`" if args.block else "")
        + f" ({FORMAT}).",
        "",
        "| documents | seconds | docs/s | plain | fallback | refused (base 60) | differences | loader differences |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|",
        f"| {docs:,} | {seconds:.1f} | {docs / max(seconds, 1e-9):,.0f} | {counts['plain']:,} | "
        f"{counts['fallback']:,} | {counts['refused']:,} | {counts['difference']:,} | "
        f"{counts['loader difference']:,} |",
        "",
        "differences: from `yaml.safe_load` (base-60 numbers refused); loader differences: equal to it, not to "
        "formal's own PyYAML loader (libyaml).",
    ]
    if block:
        lines += [
            "",
            "PyYAML's default block style (`yaml.safe_dump`), a random problem and a legal schedule:",
            "",
            "| units | MB | fast reader s | fell back | equal to PyYAML | PyYAML s | verify-schedule s | exit |",
            "|---:|---:|---:|---|---|---:|---:|---:|",
            f"| {block['units']:,} | {block['mb']} | {block['fast_s']} | {block['fell_back']} | {block['equal']} | "
            f"{block['pyyaml_s']} | {block['verify_s']} | {block['verify_exit']} |",
        ]
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="formal bench yaml-diff",
        description="The fast YAML reader (formal.base.plain_yaml) against yaml.safe_load on random documents.",
    )
    parser.add_argument("--docs", type=int, default=100_000, metavar="N", help="documents (default 100000)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the documents (default 0)")
    parser.add_argument("--show", type=int, default=5, metavar="K", help="print the first K differences (default 5)")
    parser.add_argument(
        "--block",
        type=int,
        default=0,
        metavar="UNITS",
        help="also read a problem of UNITS units written by yaml.safe_dump, and time verify-schedule on it",
    )
    parser.add_argument("--timeout", type=float, default=600.0, help="verify-schedule's hang guard (seconds)")
    parser.add_argument("-o", "--out", metavar="DIR", help="write yaml_diff.md and yaml_diff_differences.yaml here")
    args = parser.parse_args(argv)
    if args.docs < 0 or args.block < 0:
        parser.error("--docs and --block must be >= 0")
    counts, differences, seconds = fuzz(args.docs, args.seed, args.show)
    docs = sum(counts.values())
    print(
        f"{docs:,} documents in {seconds:.1f} s ({docs / max(seconds, 1e-9):,.0f} docs/s): plain {counts['plain']:,}, "
        f"fallback {counts['fallback']:,}, refused (base 60) {counts['refused']:,}, "
        f"differences {counts['difference']:,} (and from formal's PyYAML loader {counts['loader difference']:,})"
    )
    block = None
    if args.block:
        block = block_case(args.block, args.seed, args.timeout)
        print(
            f"block style, {block['units']:,} units ({block['mb']} MB): fast reader {block['fast_s']} s "
            f"(fell back: {block['fell_back']}, equal to PyYAML: {block['equal']}), PyYAML {block['pyyaml_s']} s; "
            f"verify-schedule {block['verify_s']} s, exit {block['verify_exit']}"
            + (f" ({block['verify_error']})" if block.get("verify_error") else "")
        )
    if args.out:
        out = Path(args.out)
        write_atomic(out / "yaml_diff.md", markdown(args, counts, seconds, block))
        write_atomic(out / "yaml_diff_differences.yaml", dump_yaml({"format": FORMAT, "differences": differences}))
    ok = (
        not counts["difference"]
        and not counts["loader difference"]
        and (block is None or (block["equal"] and not block["fell_back"] and block["verify_exit"] == 0))
    )
    return 0 if ok else 1
