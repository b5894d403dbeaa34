"""SAT-refutation certificates: the checker's own CNF encoder and DRUP checker (docs/proofs.md, "sat_refutation").

Also the bottom of formal/check (standard library only): the checker's limits on hostile input
(docs/proofs.md, "Limits"), the echo of input values in messages, and the dependency rules.
"""

from __future__ import annotations

import base64
import functools
import itertools
import reprlib
import zlib
from typing import Any, Callable

ENCODING = "formal.satref/1"
INF = float("inf")

# The checker's limits (docs/proofs.md, "Limits"): input beyond them is refused, never processed at length.
MAX_FILE_BYTES = 64 << 20  # a YAML input file
MAX_YAML_NODES = 6_000_000  # YAML nodes (scalars, lists, mappings) in one file; aliases are refused
MAX_YAML_DEPTH = 64  # nesting of lists and mappings (formal writes at most 6)
MAX_INT = 1 << 63  # byte counts and every other integer: 0 <= x < 2^63
ECHO_CHARS = 60  # an input value echoed in a message is cut to this many characters
MAX_DRUP_BYTES = 16 << 20  # a sat_refutation's decompressed proof text,
MAX_SATREF_LEMMAS = 100_000  # its lemmas,
MAX_SATREF_UNITS = 2_000  # its problem's units,
MAX_SATREF_CELLS = 2_000_000  # units x storages (the rows' terms),
MAX_SATREF_OPEN_PAIRS = 20_000  # pairs the dependencies leave unordered (as formal.order.refute),
MAX_SATREF_CLAUSES = 1_000_000  # clauses of the regenerated formula (and BDD memo lookups, x 20)
MAX_CERT_UNITS = 50_000  # search closures (their masks: units^2 / 8 bytes)
MAX_CLOSURE_STEPS = 300_000_000  # a search closure: sets x units
MAX_CUT_WORK = 100_000_000  # a cut certificate: cases x (units + storages)

_echo = reprlib.Repr()
_echo.maxstring = _echo.maxother = _echo.maxlong = ECHO_CHARS


class TooLarge(ValueError):
    """A certificate beyond one of the checker's limits: its claim is false (not checked at length)."""


def short(x: Any) -> str:
    """``repr(x)`` for a message, at most ECHO_CHARS characters however large ``x`` is."""
    text = _echo.repr(x)
    return text if len(text) <= ECHO_CHARS else text[: ECHO_CHARS - 3] + "..."


def dependencies(accesses: list) -> tuple[list[list[int]], dict, dict]:
    """Per unit, its direct predecessors (sorted indices); per storage, first writer and final accessors."""
    # Units in file order, edges RAW, WAW, WAR per storage (all forward); the final accessors of a storage are
    # the reads after its last write, else that write: every other access precedes them.
    preds, last_write, reads, writer = [], {}, {}, {}
    for j, acc in enumerate(accesses):
        needs = set()
        for s, mode in acc:
            if s in last_write:
                needs.add(last_write[s])
            if mode == "r":
                reads.setdefault(s, []).append(j)
            else:
                needs.update(reads.get(s, ()))
                last_write[s], reads[s] = j, []
                writer.setdefault(s, j)
        needs.discard(j)
        preds.append(sorted(needs))
    finals = {s: reads.get(s) or [last_write[s]] for s in set(reads) | set(last_write)}
    return preds, writer, finals


def ancestors(preds: list[list[int]]) -> list[int]:
    """Per unit, the bit mask of its ancestors (bit i = unit i), from the direct predecessors."""
    anc: list[int] = []
    for needs in preds:
        anc.append(functools.reduce(int.__or__, (anc[i] | 1 << i for i in needs), 0))
    return anc


def descendants(preds: list[list[int]]) -> list[int]:
    """Per unit, the bit mask of its descendants, from the direct predecessors."""
    desc = [0] * len(preds)
    for j in range(len(preds) - 1, -1, -1):
        for i in preds[j]:
            desc[i] |= desc[j] | 1 << j
    return desc


def encode(problem: dict, budget: int, limit: int | None = None) -> tuple[int, list[list[int]]]:
    """The CNF (variable count, clauses) that is satisfiable iff some order has peak <= budget.

    With ``limit``, TooLarge once the formula passes ``limit`` clauses (or its BDD rows 20 x ``limit`` lookups).
    """
    units, n = problem["units"], len(problem["units"])
    preds, writer, finals = dependencies([u["accesses"] for u in units])
    anc, desc = ancestors(preds), descendants(preds)
    # O(u,v) "u runs before v" for u < v not ordered by the dependencies: variables 1..len(pair)
    open_pairs = [(u, v) for u, v in itertools.combinations(range(n), 2) if not anc[v] >> u & 1]
    pair = {uv: k for k, uv in enumerate(open_pairs, 1)}
    nvars, work = len(pair), [20 * limit] if limit else None
    cnf: list[list[int]] = []

    def before(u: int, v: int) -> Any:  # "u runs before v": a literal, or a constant from the dependencies
        if u == v or anc[u] >> v & 1:
            return False
        if anc[v] >> u & 1:
            return True
        return pair[u, v] if u < v else -pair[v, u]

    def clause(lits: list) -> None:  # folds constants: a true literal drops the clause
        if not any(x is True for x in lits):
            cnf.append(list(dict.fromkeys(x for x in lits if x is not False)))
            if limit and len(cnf) > limit:
                raise TooLarge(f"the formula exceeds the checker's limit of {limit} clauses")

    def live(alloc: Any, fin: list) -> Any:  # a literal forced true when alloc holds and (fin is empty or a
        # literal of it false)
        nonlocal nvars
        if alloc is False or not fin or any(f is False for f in fin):
            return alloc
        # a final that is alloc itself cannot be pending while alloc holds (a write never read)
        rest = [f for f in fin if f is not True and (isinstance(alloc, bool) or f != alloc)]
        if not rest:
            return False
        nvars += 1
        for f in rest:
            clause([f, nvars] if alloc is True else [-alloc, f, nvars])
        return nvars

    # No cycle x -> y -> z -> x, stated from its smallest unit x, for y, z > x in lexicographic order. Only
    # clauses without a true literal are kept: x, z unordered, and z is not an ancestor of y.
    for x in range(n):
        later, rows = ((1 << n) - 1) >> (x + 1) << (x + 1), {}  # units after x; y: [z, ...]
        for z in (z for z in range(x + 1, n) if not anc[z] >> x & 1):
            ys = later & ~desc[z] & ~(1 << z)
            while ys:
                low = ys & -ys
                rows.setdefault(low.bit_length() - 1, []).append(z)
                ys ^= low
        for y in sorted(rows):
            for z in rows[y]:
                clause([before(y, x), before(z, y), before(x, z)])  # not before(x, y) is before(y, x), and so on
    stored = sorted((st for st in problem["storages"] if st["bytes"]), key=lambda st: st["id"])
    for u in range(n):
        terms = [(units[u].get("transient", 0), True)]
        for st in stored:
            first = writer.get(st["id"])
            alloc = True if st["origin"] == "input" or first == u else before(first, u)
            fin = finals.get(st["id"], []) if st["freeable"] else []
            terms.append((st["bytes"], live(alloc, [before(f, u) for f in fin])))
        const = sum(w for w, x in terms if x is True)
        nvars = pb_leq([(w, x) for w, x in terms if not isinstance(x, bool)], budget - const, clause, nvars, work)
    return nvars, cnf


def pb_leq(terms: list, k: int, clause: Callable[[list], None], nvars: int, work: list | None = None) -> int:
    """Add clauses for sum(w * x) <= k as a BDD (root asserted); returns the new variable count.

    ``work``: [lookups left] for the memo, TooLarge when spent (None: unlimited).
    """
    terms = sorted(terms, key=lambda wx: -wx[0])
    suffix = [sum(w for w, _ in terms[i:]) for i in range(len(terms) + 1)]  # bytes of terms i..
    memo: list[list] = [[] for _ in terms]

    def build(i: int, k: int) -> tuple:  # (node, lo, hi): node means "sum of terms i.. <= k" for k in [lo, hi]
        nonlocal nvars
        if k < 0:
            return False, -INF, -1
        if k >= suffix[i]:
            return True, suffix[i], INF
        if work is not None:
            work[0] -= len(memo[i]) + 1
            if work[0] < 0:
                raise TooLarge("the formula's BDD rows exceed the checker's limit")
        for lo, hi, node in memo[i]:
            if lo <= k <= hi:
                return node, lo, hi
        w, x = terms[i]
        n0, lo0, hi0 = build(i + 1, k)
        n1, lo1, hi1 = build(i + 1, k - w)
        lo, hi = max(lo0, lo1 + w), min(hi0, hi1 + w)
        if type(n0) is type(n1) and n0 == n1:
            node = n0
        else:
            node = nvars = nvars + 1
            clause([-node, n0])
            clause([-node, -x, n1])
        memo[i].append((lo, hi, node))
        return node, lo, hi

    clause([build(0, k)[0]])  # assert the root
    return nvars


def check_drup(nvars: int, clauses: list[list[int]], proof: str) -> tuple[bool, str]:
    """Check a DRUP proof by forward RUP with two watched literals (deletions skipped); True iff it refutes the CNF."""
    val = [0] * (2 * nvars + 1)  # val[lit], negative literals index from the end: 1 true, -1 false
    # db: the clauses, their two watched literals first; watches[lit]: indices in db; trail: assigned literals
    watches, db, trail = [[] for _ in val], [], []

    def assign(x: int) -> None:
        val[x], val[-x] = 1, -1
        trail.append(x)

    def propagate(q: int) -> bool:  # from trail[q] on; False on conflict
        while q < len(trail):
            false, q = -trail[q], q + 1
            ws, i = watches[false], 0
            while i < len(ws):
                c = db[ws[i]]
                if c[0] == false:
                    c[0], c[1] = c[1], c[0]
                if val[c[0]] == 1:
                    i += 1
                    continue
                k = next((k for k in range(2, len(c)) if val[c[k]] != -1), 0)
                if k:  # move the watch to a literal that is not false
                    c[1], c[k] = c[k], c[1]
                    watches[c[1]].append(ws[i])
                    ws[i] = ws[-1]
                    ws.pop()
                elif val[c[0]] == -1:
                    return False
                else:
                    assign(c[0])
                    i += 1
        return True

    def add(c: list[int]) -> bool:  # at the top level; False once the formula is inconsistent
        c = sorted(set(c), key=lambda x: -val[x])  # true, then unassigned, then false literals
        db.append(c)
        if len(c) >= 2:
            watches[c[0]].append(len(db) - 1)
            watches[c[1]].append(len(db) - 1)
        if not c or val[c[0]] == -1:
            return False
        if val[c[0]] == 0 and (len(c) == 1 or val[c[1]] == -1):
            assign(c[0])
            return propagate(len(trail) - 1)
        return True

    consistent = all(add(c) for c in clauses)
    lemmas = 0
    for number, line in enumerate(proof.splitlines(), 1):
        tokens = line.split()
        if not consistent or not tokens or tokens[0] in ("c", "d"):  # once refuted, the rest is not read
            continue
        try:
            lits = [int(x) for x in tokens]
        except ValueError:
            return False, f"proof line {number}: not a DRUP line"
        if lits.pop() != 0 or 0 in lits or any(abs(x) > nvars for x in lits):
            return False, f"proof line {number}: malformed clause"
        lemmas += 1
        if lemmas > MAX_SATREF_LEMMAS:
            return False, f"proof line {number}: more than the checker's limit of {MAX_SATREF_LEMMAS} lemmas"
        mark = len(trail)
        if not any(val[x] == 1 for x in lits):  # RUP: falsifying the lemma must propagate to a conflict
            for x in lits:
                if val[x] == 0:
                    assign(-x)
            if propagate(mark):
                return False, f"proof line {number}: lemma is not RUP"
        for x in trail[mark:]:
            val[x] = val[-x] = 0
        del trail[mark:]
        consistent = add(lits)
    if consistent:
        return False, f"proof ends ({lemmas} lemmas) without deriving the empty clause"
    return True, f"{lemmas} lemmas checked"


def check_sat_refutation(problem: dict, cert: dict) -> tuple[bool, str]:
    """Verify ``cert`` proves that no legal order of ``problem`` has peak <= cert['bound'] - 1."""
    bound = cert.get("bound")
    if isinstance(bound, bool) or not isinstance(bound, int) or bound < 1 or cert.get("encoding") != ENCODING:
        return False, f"sat_refutation: needs a positive integer bound and encoding {ENCODING!r}"
    units, n = problem["units"], len(problem["units"])
    if n > MAX_SATREF_UNITS or n * len(problem["storages"]) > MAX_SATREF_CELLS:
        return False, (
            f"sat_refutation: not checked, the problem exceeds the checker's limit of {MAX_SATREF_UNITS}"
            f" units or {MAX_SATREF_CELLS} units x storages"
        )
    anc = ancestors(dependencies([u["accesses"] for u in units])[0])  # unit v has v - |anc(v)| open pairs below it
    if sum(v - a.bit_count() for v, a in enumerate(anc)) > MAX_SATREF_OPEN_PAIRS:
        return False, f"sat_refutation: not checked, more than {MAX_SATREF_OPEN_PAIRS} unordered pairs of units"
    try:  # decompressing stops at MAX_DRUP_BYTES
        unzip = zlib.decompressobj()
        text = unzip.decompress(base64.b64decode(cert.get("proof"), validate=True), MAX_DRUP_BYTES)
        if unzip.unconsumed_tail or not unzip.eof:
            return False, f"sat_refutation: proof is truncated or decompresses past {MAX_DRUP_BYTES} bytes"
        proof = text.decode("ascii")
    except (TypeError, ValueError, zlib.error):
        return False, "sat_refutation: proof is not base64 of zlib-compressed DRUP text"
    try:
        formula = encode(problem, bound - 1, MAX_SATREF_CLAUSES)
    except TooLarge as exc:
        return False, f"sat_refutation: not checked, {exc}"
    ok, why = check_drup(*formula, proof)
    return ok, f"sat_refutation: proof {'refutes' if ok else 'does not refute'} peak <= {bound - 1} ({why})"
