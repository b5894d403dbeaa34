"""Write docs/qualification.md, the trusted checker's qualification kit, from the code and the test suite.

In the manner of the DO-330 packages published for model checkers (a verification tool, TQL-5): the
checker's requirements, one per claim it can print and one per refusal, read from formal/check/'s
source; for each, the tests that name it and the tests that kill the mutants of its code (the last
mutation run, benchmarks/mutation/full-run.yaml, matched to the code by the mutated line's text); the
fuzzing figures (results/fuzz/fuzz.yaml); the trusted base of each verdict (``python -m formal.check
--json`` on tests/fixtures/check_kinds/); and what is assumed. Nothing in it is typed by hand, so it
cannot drift: tests/test_qualification.py regenerates it and compares.

    python scripts/qualification.py            # write docs/qualification.md
    python scripts/qualification.py --check    # exit 1 if it is not current
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import subprocess
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
CHECK = ROOT / "formal" / "check"
OUT = ROOT / "docs" / "qualification.md"
MUTATION_RUN = ROOT / "benchmarks" / "mutation" / "full-run.yaml"
EQUIVALENT = ROOT / "benchmarks" / "mutation" / "equivalent.yaml"
FUZZ = ROOT / "results" / "fuzz" / "fuzz.yaml"
KINDS = ROOT / "tests" / "fixtures" / "check_kinds"
VERDICTS = (  # (verdict, argv after --json): the proofs tests/test_check_trusted_base.py holds to their bases
    ("ordering proof, cut certificates", ["order.problem.yaml", "order-cuts.proof.yaml"]),
    ("ordering proof, cuts and a search closure", ["order.problem.yaml", "order-cuts-closure.proof.yaml"]),
    ("ordering proof, cuts and a SAT refutation", ["order.problem.yaml", "order-cuts-sat.proof.yaml"]),
    ("arena proof", ["arena.proof.yaml"]),
    ("recompute proof with a lower bound", ["recompute.proof.yaml"]),
    ("training-step proof", ["../train/mlp.train-proof.yaml"]),
)
REPORTED = ("trusted", "__main__")  # modules that print no claim of their own


@dataclass
class Requirement:
    """One claim the checker can print (``ok`` when it holds, ``FALSE`` when not), or one refusal (exit 2)."""

    ident: str
    file: str
    line: int
    kind: str  # "claim" or "refusal"
    text: str  # the message, with {expression} where the checker fills a value in
    false_text: str | None = None
    end: int = 0  # its last line
    span: range = range(0)  # the lines of code that decide it: since the previous requirement in its function
    named_by: list[str] = field(default_factory=list)
    mutants: dict[str, int] = field(default_factory=dict)
    killed_by: set[str] = field(default_factory=set)


def template(node: ast.AST) -> str | None:
    """A message expression as the text it prints, with ``{expr}`` for what is filled in; None if not a message."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            if isinstance(value, ast.Constant):
                parts.append(str(value.value))
            elif isinstance(value, ast.FormattedValue):
                parts.append("{" + ast.unparse(value.value) + "}")
        return "".join(parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = template(node.left), template(node.right)
        return left + right if left is not None and right is not None else None
    return None


def requirements() -> list[Requirement]:
    """The checker's requirements in source order, each with the span of code that decides it."""
    found: list[Requirement] = []
    for path in sorted(CHECK.glob("*.py")):
        if path.stem in REPORTED:
            continue
        rel, tree, count = f"formal/check/{path.name}", ast.parse(path.read_text()), 0
        functions = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.Lambda))]
        sites: list[tuple[int, int, str, str, str | None]] = []
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "add":
                if isinstance(node.func.value, ast.Name) and node.func.value.id == "claims" and len(node.args) >= 2:
                    yes, no = template(node.args[1]), template(node.args[2]) if len(node.args) > 2 else None
                    if yes is not None:
                        sites.append((node.lineno, node.end_lineno or node.lineno, "claim", yes, no))
            elif isinstance(node, ast.Tuple) and len(node.elts) == 2 and template(node.elts[1]) is not None:
                if template(node.elts[0]) is None:  # (holds, message), not a pair of names
                    sites.append((node.lineno, node.end_lineno or node.lineno, "claim", template(node.elts[1]), None))
            elif isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args:
                name = getattr(node.exc.func, "id", "")
                text = template(node.exc.args[0])
                if name in ("Invalid", "ValueError") and text is not None:
                    kind = "refusal" if name == "Invalid" else "claim"
                    sites.append((node.lineno, node.end_lineno or node.lineno, kind, text, None))
        sites.sort()
        for start, end, kind, text, no in sites:
            home = min(
                (f for f in functions if f.lineno <= start and (f.end_lineno or f.lineno) >= end),
                key=lambda f: (f.end_lineno or f.lineno) - f.lineno,
                default=None,
            )
            low = home.lineno if home is not None else 1
            earlier = [r.end for r in found if r.file == rel and low <= r.end < start]
            first = max(earlier) + 1 if earlier else low
            count += 1
            found.append(Requirement(f"{path.stem}-{count}", rel, start, kind, text, no, end, range(first, end + 1)))
    return found


def literal_prefix(text: str) -> str:
    """The message's text before its first filled-in value, as a test would quote it."""
    return text.split("{", 1)[0].strip(" :.,(")


def name_tests(reqs: list[Requirement]) -> None:
    """Each requirement's tests that quote its message's fixed text (10 characters or more)."""
    tests: list[tuple[str, str]] = []
    for path in sorted((ROOT / "tests").glob("test_*.py")):
        source = path.read_text()
        for node in ast.parse(source).body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                tests.append((f"tests/{path.name}::{node.name}", ast.get_source_segment(source, node) or ""))
    for req in reqs:
        needles = [p for p in (literal_prefix(req.text), literal_prefix(req.false_text or "")) if len(p) >= 10]
        req.named_by = sorted({name for name, body in tests if any(n in body for n in needles)})


def attach_mutants(reqs: list[Requirement]) -> dict:
    """Each mutant of the last run, and each listed equivalent, on the line it mutated now (by its text)."""
    run = yaml.safe_load(MUTATION_RUN.read_text())
    equivalent = (yaml.safe_load(EQUIVALENT.read_text()) or {}).get("equivalent") or []
    lines: dict[str, list[str]] = {}

    def where(file: str, recorded: int, source: str) -> int | None:
        """The line the mutated statement starts on now: its text, or (a statement over several lines, which
        the run records joined) the start of it; the nearest to where the run found it."""
        if file not in lines:
            lines[file] = [" ".join(t.split()) for t in (ROOT / file).read_text().splitlines()]
        text, want = lines[file], " ".join(source.split())
        hits = [n for n, line in enumerate(text, 1) if line == want]
        hits = hits or [n for n, line in enumerate(text, 1) if len(line) >= 8 and want.startswith(line)]
        return min(hits, key=lambda n: abs(n - recorded)) if hits else None

    by_line: dict[tuple[str, int], list[Requirement]] = defaultdict(list)
    for req in reqs:
        for n in req.span:
            by_line[req.file, n].append(req)
    unplaced = 0
    records = [(m["file"], m["line"], m["source"], m["status"], m.get("killed_by")) for m in run["mutants"]]
    records += [(e["file"], 0, e["line"], "equivalent", None) for e in equivalent]
    for file, recorded, source, status, killer in records:
        n = where(file, recorded, source) if (ROOT / file).exists() else None
        if n is None:
            unplaced += 1
            continue
        for req in by_line.get((file, n), []):
            req.mutants[status] = req.mutants.get(status, 0) + 1
            if killer:
                req.killed_by.add(killer)
    return {"counts": run["counts"], "score": run["score"], "unplaced": unplaced, "wall": run["wall_seconds"]}


def bases() -> list[tuple[str, dict]]:
    """Each verdict's trusted base, as ``python -m formal.check --json`` reports it on its proof."""
    out = []
    for verdict, argv in VERDICTS:
        done = subprocess.run(
            [sys.executable, "-m", "formal.check", "--json", *(str(KINDS / a) for a in argv)],
            capture_output=True,
            text=True,
            cwd=ROOT,
            timeout=600,
            check=False,
        )
        out.append((verdict, json.loads(done.stdout)))
    return out


def checker_files() -> list[tuple[str, int, str]]:
    sys.path.insert(0, str(ROOT))
    from formal.check.trusted import count

    return [
        (f"formal/check/{p.name}", count(p)[0], hashlib.sha256(p.read_bytes()).hexdigest()[:16])
        for p in sorted(CHECK.glob("*.py"))
    ]


def md(text: str | None) -> str:
    return "" if text is None else "`" + text.replace("`", "'").replace("|", "\\|") + "`"


def render() -> str:
    reqs = requirements()
    name_tests(reqs)
    run = attach_mutants(reqs)
    files = checker_files()
    fuzz = yaml.safe_load(FUZZ.read_text()) if FUZZ.exists() else None
    out = [
        "# Qualification kit: the trusted checker (`formal check`)",
        "",
        "Generated by `python scripts/qualification.py` from the code, the tests, the last mutation run and",
        "the last fuzzing run; tests/test_qualification.py fails when this file is not what the script writes.",
        "Do not edit it by hand.",
        "",
        "## 1. The tool and its qualification level",
        "",
        "`formal check [PROBLEM] PROOF` (or `python -m formal.check`) verifies a proof that formal, or any",
        "other tool, wrote, and prints one line per claim, `ok` or `FALSE`. It is a verification tool whose",
        "output is not part of the deployed program: it cannot insert an error, it can only fail to detect one",
        "(DO-330 / DO-178C tool criteria 3, TQL-5). It imports only the standard library and PyYAML, reads",
        "YAML with a safe loader under fixed limits, and never runs code from its inputs (docs/proofs.md,",
        '"The checker"; docs/security.md). The kit identifies the code it qualifies by content:',
        "",
        "| file | lines | sha256 (first 16) |",
        "|---|---:|---|",
        *(f"| {f} | {n} | `{h}` |" for f, n, h in files),
        f"| **formal/check/** | **{sum(n for _f, n, _h in files)}** | |",
        "",
        "Lines: non-blank lines that are not comments, docstrings included (`scripts/checker_lines.py`).",
        "",
        "## 2. Requirements, and the tests that verify them",
        "",
        "One requirement per claim the checker can print (`claim`: printed `ok` when it holds and `FALSE`",
        "otherwise, or with the second text when it does not) and per refusal (`refusal`: one line, exit 2,",
        "no claim). `{...}` is a value the checker fills in. *Named by*: tests that quote its fixed text.",
        "*Mutants*: the mutants of the last run on the lines that decide it (the lines since the previous",
        "requirement in its function), by outcome; *killed by*: the tests that killed them. A claim with",
        "neither is decided by code no mutation operator changes (a message alone).",
        "",
        "| id | where | kind | requirement | named by | mutants | killed by |",
        "|---|---|---|---|---:|---|---|",
    ]
    for r in reqs:
        text = md(r.text) + (f" / {md(r.false_text)}" if r.false_text else "")
        mutants = ", ".join(f"{k} {v}" for k, v in sorted(r.mutants.items())) or "none"
        killers = sorted(r.killed_by)
        shown = ", ".join(k.split("::")[-1] for k in killers[:2]) + (
            f" (+{len(killers) - 2})" if len(killers) > 2 else ""
        )
        where = f"{r.file.split('/')[-1]}:{r.line}"
        out.append(f"| {r.ident} | {where} | {r.kind} | {text} | {len(r.named_by)} | {mutants} | {shown} |")
    verified = sum(1 for r in reqs if r.named_by or r.killed_by)
    out += [
        "",
        f"{len(reqs)} requirements ({sum(r.kind == 'claim' for r in reqs)} claims, "
        f"{sum(r.kind == 'refusal' for r in reqs)} refusals); {verified} named by a test or verified by killed "
        "mutants.",
        "",
        "## 3. Mutation testing",
        "",
        f"`formal bench mutation` (docs/mutation.md), the last full run ({MUTATION_RUN.relative_to(ROOT)}): "
        f"{run['counts']['mutants']} mutants, {run['counts']['equivalent']} equivalent (listed with the reason each",
        f"behaves as the checker does, {EQUIVALENT.relative_to(ROOT)}), {run['counts']['run']} run: "
        f"{run['counts']['killed']} killed, {run['counts']['timeout']} timed out (noticed),",
        f"{run['counts']['survived']} survived, {run['counts']['error']} errors; score {run['score']:.4f}; "
        f"{run['wall']:.0f} s of wall time. {run['unplaced']} records name a line the code no longer has.",
        "",
        "## 4. Fuzzing",
        "",
    ]
    if fuzz:
        out += [
            f"`formal bench fuzz` (docs/fuzzing.md), {fuzz['minutes_per_harness']} minute(s) per harness, "
            f"{fuzz['time_limit_s']} s of CPU per input before a hang ({FUZZ.relative_to(ROOT)}):",
            "",
            "| harness | executions | crashes | hangs | masked | branch coverage % |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for name, h in fuzz["harnesses"].items():
            branch = h.get("branch_percent")
            out.append(
                f"| {name} | {h['executions']} | {h['crashes']} | {h['hangs']} | {h.get('masked', '')} | "
                f"{'' if branch is None else f'{branch:.1f}'} |"
            )
        cov = fuzz.get("coverage_formal_check") or {}
        if cov:
            out += [
                "",
                f"formal/check/ over all corpora: branches {cov['branch_percent']:.1f}% "
                f"({cov['covered_branches']}/{cov['num_branches']}), lines {cov['line_percent']:.1f}% "
                f"({cov['covered_lines']}/{cov['num_statements']}).",
            ]
        out += [
            "",
            "*Masked*: inputs where a verifier raised and the checker made that one false claim (nothing",
            "accepted; docs/fuzzing.md). A crash is an exception past the checker's own handling; a hang, an",
            "input past the CPU limit.",
        ]
    else:
        out.append(f"No fuzzing results at {FUZZ.relative_to(ROOT)}.")
    out += [
        "",
        "## 5. The trusted base of each verdict",
        "",
        'The checker\'s modules a verdict ran (docs/proofs.md, "The trusted base"), as `python -m formal.check',
        "--json` reports them on the proofs of tests/fixtures/check_kinds/; each kind is held to at most 600",
        "lines and formal/check/ to 1,250 by tests/test_check_trusted_base.py.",
        "",
        "| verdict | holds | modules | lines |",
        "|---|---|---|---:|",
    ]
    for verdict, report in bases():
        base = report["trusted_base"]
        names = ", ".join(Path(m["file"]).name for m in base["modules"])
        out.append(f"| {verdict} | {report['holds']} | {names} | {base['lines']} |")
    out += [
        "",
        "## 6. What is assumed",
        "",
        "- **Python**: CPython 3.11 or later, its exact integers and `fractions.Fraction` (every byte count,",
        "  bound and multiplier is an exact integer or rational), `hashlib.sha256`, `json` (the canonical",
        "  problem bytes), `ast` (only to count the checker's own lines for `--json`).",
        "- **PyYAML**: its safe loader (the C one where present, else the Python one) parses YAML 1.1; the",
        "  checker refuses aliases, base-60 integers, input past its node and depth limits before building",
        '  anything (docs/proofs.md, "Limits (hostile input)"). A defect in PyYAML\'s parsing of a well-formed',
        "  file would show as a hash mismatch or a malformed field, not as an accepted claim, unless it",
        "  changed a value consistently throughout the file.",
        "- **The operating system**: `stat` tells a regular file from a pipe, device or socket before the",
        "  checker opens it; reading a file returns its bytes; the process is not tampered with.",
        "- **The user** compares the hashes the checker prints (`problem_sha256`, a training proof's trace",
        "  files) with those of their own files, and reads the conditions a verdict prints (`--json`:",
        "  `conditions`) as part of it.",
        "",
    ]
    return "\n".join(out)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--check", action="store_true", help="exit 1 if docs/qualification.md is not current")
    args = p.parse_args()
    text = render()
    if args.check:
        current = OUT.read_text() if OUT.exists() else ""
        print("current" if current == text else f"{OUT.relative_to(ROOT)} is not current: run {Path(__file__).name}")
        return 0 if current == text else 1
    tmp = OUT.with_suffix(".md.tmp")
    tmp.write_text(text)
    tmp.replace(OUT)
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
