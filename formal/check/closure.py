"""search_closure: sets of executed units closed under every step below the bound (docs/bounds.md)."""

from __future__ import annotations

from formal.check.base import short
from formal.check.problem import Problem

MAX_CLOSURE_STEPS = 300_000_000  # a search closure: sets x units
MAX_CERT_UNITS = 50_000  # units of a problem whose search closures are checked (masks: units^2 / 8 bytes)


def check_closure(p: Problem, cert: dict) -> tuple[bool, str]:
    """search_closure: the listed sets of executed units are closed under the steps below the bound."""
    bound, text, n = cert["bound"], cert.get("ideals"), len(p.units)
    if not isinstance(text, str):
        return False, "search_closure: ideals must be a string of parent:unit tokens"
    count = text.count(":")  # sets listed: distinct, so at most 2^units
    if count * max(n, 1) > MAX_CLOSURE_STEPS or n < 63 and count > 1 << n:
        return False, f"search_closure: not checked, more sets than the units allow or the limit ({MAX_CLOSURE_STEPS})"
    entries = [(int(a), int(b)) for a, _, b in (tok.partition(":") for tok in text.split())]
    if not entries or entries[0] != (-1, -1):
        return False, "search_closure: the first token must be -1:-1 (the empty set)"
    if n > MAX_CERT_UNITS:
        raise ValueError(f"certificates are checked on at most {MAX_CERT_UNITS} units (the checker's limit)")
    preds = [sum(1 << i for i in needs) for needs in p.preds]  # bit i: unit i
    mask = {s: sum(1 << j for j in js) for s, js in p.accessors.items()}  # per unit below: (bytes, accessors) of
    # the internal storages it may allocate, of the storages it may free
    news = [[(p.storages[s][0], mask[s]) for s, _m in acc if p.storages[s][1] == "internal"] for *_, acc in p.units]
    frees = [[(p.storages[s][0], mask[s]) for s, _m in acc if p.frees[s]] for *_, acc in p.units]

    def step(ideal: int, u: int) -> tuple[int, int]:  # (bytes newly allocated, bytes freed) by u after ``ideal``
        return sum(b for b, a in news[u] if not a & ideal), sum(b for b, a in frees[u] if not a & ~(ideal | 1 << u))

    sets, live = [0], [p.inputs]
    for k, (parent, u) in enumerate(entries[1:], 1):
        if not (0 <= parent < k and 0 <= u < n) or sets[parent] >> u & 1:
            return False, f"search_closure: token {k} must be earlier-entry:unit-not-in-it"
        new, freed = step(sets[parent], u)
        sets.append(sets[parent] | 1 << u)
        live.append(live[parent] + new - freed)
    members = set(sets)
    if (1 << n) - 1 in members:
        return False, "search_closure: contains the full set of units"
    for ideal, lv in zip(sets, live):
        steps = []  # (free-first rule applies, successor in the closure, unit) per step below the bound
        for u in range(n):
            if not ideal >> u & 1 and not preds[u] & ~ideal:
                new, freed = step(ideal, u)
                if lv + new + p.units[u][1] < bound:  # the sample while u runs
                    steps.append((new <= freed, ideal | 1 << u in members, u))
        missing = [u for _r, inside, u in steps if not inside]
        if missing and not any(rule and inside for rule, inside, _u in steps):
            return False, f"search_closure: not closed under unit {short(p.units[missing[0]][0])} (below {bound} bytes)"
    return True, f"search_closure: no schedule stays below {bound} bytes ({len(members)} sets checked)"
