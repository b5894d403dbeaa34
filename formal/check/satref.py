"""SAT-refutation certificates: the checker's own CNF encoder and DRUP checker (docs/proofs.md, "sat_refutation")."""

from __future__ import annotations

import base64
import functools
import itertools
import zlib

ENCODING = "formal.satref/1"
INF = float("inf")


def dependencies(accesses: list) -> tuple[list[int], list[int], dict, dict]:
    """Per unit, masks of direct predecessors and ancestors; per storage, first writer and final accessors."""
    # Units in file order, edges RAW, WAW, WAR per storage (all forward); the final accessors of a storage are
    # the reads after its last write, else that write: every other access precedes them.
    preds, anc, last_write, reads, writer = [], [], {}, {}, {}
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
        preds.append(sum(1 << i for i in needs))
        anc.append(functools.reduce(int.__or__, (anc[i] | 1 << i for i in needs), 0))
    finals = {s: reads.get(s) or [last_write[s]] for s in set(reads) | set(last_write)}
    return preds, anc, writer, finals


def encode(problem: dict, budget: int) -> tuple[int, list[list[int]]]:
    """The CNF (variable count, clauses) that is satisfiable iff some order has peak <= budget."""
    units, n = problem["units"], len(problem["units"])
    _preds, anc, writer, finals = dependencies([u["accesses"] for u in units])
    # O(u,v) "u runs before v" for u < v not ordered by the dependencies: variables 1..len(pair)
    open_pairs = [(u, v) for u, v in itertools.combinations(range(n), 2) if not anc[v] >> u & 1]
    pair = {uv: k for k, uv in enumerate(open_pairs, 1)}
    nvars = len(pair)
    cnf: list[list[int]] = []

    def before(u: int, v: int):  # "u runs before v": a literal, or a constant from the dependencies
        if u == v or anc[u] >> v & 1:
            return False
        if anc[v] >> u & 1:
            return True
        return pair[u, v] if u < v else -pair[v, u]

    def clause(lits: list) -> None:  # folds constants: a true literal drops the clause
        if not any(x is True for x in lits):
            cnf.append(list(dict.fromkeys(x for x in lits if x is not False)))

    def live(alloc, fin: list):  # a literal forced true when alloc holds and (fin is empty or a literal of it false)
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

    for x in range(n):  # no cycle x -> y -> z -> x; x is the cycle's smallest unit, so each is stated once
        for y, z in itertools.permutations(range(x + 1, n), 2):
            clause([before(y, x), before(z, y), before(x, z)])  # not before(x, y) is before(y, x), and so on
    for u in range(n):
        terms = [(units[u].get("transient", 0), True)]
        for st in sorted((st for st in problem["storages"] if st["bytes"]), key=lambda st: st["id"]):
            first = writer.get(st["id"])
            alloc = True if st["origin"] == "input" or first == u else before(first, u)
            fin = finals.get(st["id"], []) if st["freeable"] else []
            terms.append((st["bytes"], live(alloc, [before(f, u) for f in fin])))
        const = sum(w for w, x in terms if x is True)
        nvars = pb_leq([(w, x) for w, x in terms if not isinstance(x, bool)], budget - const, clause, nvars)
    return nvars, cnf


def pb_leq(terms: list, k: int, clause, nvars: int) -> int:
    """Add clauses for sum(w * x) <= k as a BDD (root asserted); returns the new variable count."""
    terms = sorted(terms, key=lambda wx: -wx[0])
    suffix = [sum(w for w, _ in terms[i:]) for i in range(len(terms) + 1)]  # bytes of terms i..
    memo: list[list] = [[] for _ in terms]

    def build(i: int, k: int):  # (node, lo, hi): node means "sum of terms i.. <= k" for k in [lo, hi]
        nonlocal nvars
        if k < 0:
            return False, -INF, -1
        if k >= suffix[i]:
            return True, suffix[i], INF
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
    try:
        proof = zlib.decompress(base64.b64decode(str(cert.get("proof", "")), validate=True)).decode("ascii")
    except (ValueError, zlib.error, UnicodeDecodeError):
        return False, "sat_refutation: proof is not base64 of zlib-compressed DRUP text"
    ok, why = check_drup(*encode(problem, bound - 1), proof)
    return ok, f"sat_refutation: proof {'refutes' if ok else 'does not refute'} peak <= {bound - 1} ({why})"
