"""sat_refutation: the checker regenerates the order's CNF (its own encoding, docs/proofs.md; tests hold the
prover's, formal.order.refute, to the same clauses) and checks a DRUP refutation of it."""

from __future__ import annotations

import base64
import bisect
import itertools
import zlib
from typing import Any, Callable

from formal.check.base import nat
from formal.check.problem import Problem, dependencies

ENCODING = "formal.satref/1"
INF = float("inf")
MAX_DRUP_BYTES = 16 << 20  # a sat_refutation's decompressed proof text,
MAX_SATREF_LEMMAS = 100_000  # its lemmas,
MAX_SATREF_UNITS = 2_000  # its problem's units,
MAX_SATREF_CELLS = 2_000_000  # units x storages (the rows' terms),
MAX_SATREF_OPEN_PAIRS = 20_000  # pairs the dependencies leave unordered,
MAX_SATREF_CLAUSES = 1_000_000  # clauses of the regenerated formula (each BDD node adds one or two)


def encode(p: Problem, budget: int, limit: int | None = None) -> tuple[int, list[list[int]]]:
    """The CNF (variable count, clauses) satisfiable iff some order has peak <= budget; ValueError past ``limit``."""
    n, anc, desc = len(p.units), p.anc, p.desc
    _preds, writer, finals = dependencies([acc for _i, _t, acc in p.units])
    # O(u,v) "u runs before v" for u < v not ordered by the dependencies: variables 1..len(pair)
    open_pairs = ((u, v) for u, v in itertools.combinations(range(n), 2) if not anc[v] >> u & 1)
    pair = {uv: k for k, uv in enumerate(open_pairs, 1)}
    nvars, cnf = len(pair), []

    def before(u: int, v: int) -> Any:  # "u runs before v": a literal, or a constant from the dependencies
        if u == v or anc[u] >> v & 1:
            return False
        return True if anc[v] >> u & 1 else pair[u, v] if u < v else -pair[v, u]

    def clause(lits: list) -> None:  # folds constants: a true literal drops the clause
        if not any(x is True for x in lits):
            cnf.append(list(dict.fromkeys(x for x in lits if x is not False)))
            if limit and len(cnf) > limit:
                raise ValueError(f"the formula exceeds the checker's limit of {limit} clauses")

    def live(alloc: Any, fin: list) -> Any:  # a literal forced true when alloc holds and some final is pending
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

    # No cycle x -> y -> z -> x, from its smallest unit x, for y, z > x; only clauses without a true literal.
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
                clause([before(y, x), before(z, y), before(x, z)])
    stored = sorted((s, b, o, f) for s, (b, o, f) in p.storages.items() if b)
    for u in range(n):
        terms = [(p.units[u][1], True)]
        for s, size, origin, freeable in stored:
            alloc = True if origin == "input" or writer.get(s) == u else before(writer.get(s), u)
            terms.append((size, live(alloc, [before(f, u) for f in finals.get(s, [])] if freeable else [])))
        const = sum(w for w, x in terms if x is True)
        nvars = pb_leq([(w, x) for w, x in terms if not isinstance(x, bool)], budget - const, clause, nvars)
    return nvars, cnf


def pb_leq(terms: list, k: int, clause: Callable[[list], None], nvars: int) -> int:
    """Clauses for sum(w * x) <= k as a BDD with its root asserted; the new variable count (work: a clause a node)."""
    terms = sorted(terms, key=lambda wx: -wx[0])
    suffix = [sum(w for w, _ in terms[i:]) for i in range(len(terms) + 1)]  # bytes of terms i..
    memo: list[list] = [[] for _ in terms]  # per level: (lo, hi, node), sorted by lo, intervals disjoint

    def build(i: int, k: int) -> tuple:  # (node, lo, hi): node means "sum of terms i.. <= k" for k in [lo, hi]
        nonlocal nvars
        if k < 0:
            return False, -INF, -1
        if k >= suffix[i]:
            return True, suffix[i], INF
        at = bisect.bisect_right(memo[i], k, key=lambda e: e[0]) - 1  # the interval starting at or below k
        if at >= 0 and k <= memo[i][at][1]:
            return memo[i][at][2], memo[i][at][0], memo[i][at][1]
        w, x = terms[i]
        (n0, lo0, hi0), (n1, lo1, hi1) = build(i + 1, k), build(i + 1, k - w)
        lo, hi = max(lo0, lo1 + w), min(hi0, hi1 + w)
        if type(n0) is type(n1) and n0 == n1:
            node = n0
        else:
            node = nvars = nvars + 1
            clause([-node, n0])
            clause([-node, -x, n1])
        bisect.insort(memo[i], (lo, hi, node), key=lambda e: e[0])
        return node, lo, hi

    clause([build(0, k)[0]])
    return nvars


def check_drup(nvars: int, clauses: list[list[int]], proof: str) -> tuple[bool, str]:
    """Check a DRUP proof by forward RUP with two watched literals (deletions skipped); True iff it refutes."""
    val = [0] * (2 * nvars + 1)  # val[lit], negative literals index from the end: 1 true, -1 false
    watches, db, trail = [[] for _ in val], [], []  # db: clauses, their two watched literals first

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
                    return False  # a conflict
                else:
                    assign(c[0])
                    i += 1  # c[0] now true: on to the next watch
        return True

    def add(c: list[int]) -> bool:  # at the top level; False once the formula is inconsistent
        c = sorted(set(c), key=lambda x: -val[x])  # true, then unassigned, then false literals
        db.append(c)
        if len(c) >= 2:
            watches[c[0]].append(len(db) - 1)
            watches[c[1]].append(len(db) - 1)
        if not c or val[c[0]] == -1:
            return False  # the empty clause, or one false at the top level
        if val[c[0]] == 0 and (len(c) == 1 or val[c[1]] == -1):
            assign(c[0])
            return propagate(len(trail) - 1)
        return True

    consistent, lemmas = all(add(c) for c in clauses), 0
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


def check_sat_refutation(p: Problem, cert: dict) -> tuple[bool, str]:
    """Verify ``cert`` proves that no legal order of ``p`` has peak <= cert['bound'] - 1."""
    bound, n = cert["bound"], len(p.units)
    if not nat(bound, 1) or cert.get("encoding") != ENCODING:
        return False, f"sat_refutation: needs a positive bound and encoding {ENCODING!r}"
    if n > MAX_SATREF_UNITS or n * len(p.storages) > MAX_SATREF_CELLS:
        return False, f"sat_refutation: not checked, over {MAX_SATREF_UNITS} units or {MAX_SATREF_CELLS} cells"
    if sum(v - p.anc[v].bit_count() for v in range(n)) > MAX_SATREF_OPEN_PAIRS:  # v - |anc(v)| open pairs below v
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
        formula = encode(p, bound - 1, MAX_SATREF_CLAUSES)
    except ValueError as exc:  # past the clause limit
        return False, f"sat_refutation: not checked, {exc}"
    ok, why = check_drup(*formula, proof)
    return ok, f"sat_refutation: proof {'refutes' if ok else 'does not refute'} peak <= {bound - 1} ({why})"
