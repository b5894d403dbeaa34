"""The linear certificate: multipliers y >= 0 on rows ``sum(a * x) >= b`` over 0-1 variables prove a lower bound.

For any y >= 0, every 0-1 point x meeting the rows (and at most ``limits[g]`` ones in each group g)
costs ``c.x >= y.b + (c - yA).x``, and the last term is at least the sum, per group, of its
``limits[g]`` most negative reduced costs (weak duality on the unit box; a variable is its own
group of limit 1 unless grouped). Exact rationals throughout; multipliers are bounded when parsed.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from formal.check.base import MAX_INT, short

MAX_DIGITS = 40  # a rational written "p/q": at most this many digits each side


def lagrangian(costs: dict, rows: list[tuple[dict, int]], ys: list, groups: dict = {}, limits: dict = {}) -> Fraction:  # noqa: B006 - read only
    """The lower bound the multipliers ``ys`` (one per row, each >= 0) prove on ``min c.x``; ValueError if y < 0."""
    reduced, bound = {x: Fraction(c) for x, c in costs.items()}, Fraction(0)
    for (coefs, rhs), y in zip(rows, ys, strict=True):
        if y < 0:
            raise ValueError("a negative multiplier")
        bound += y * rhs
        for x, a in coefs.items() if y else ():
            reduced[x] -= y * a
    gains: dict = {}
    for x, r in reduced.items():
        if r < 0:
            gains.setdefault(groups.get(x, x), []).append(r)
    return bound + sum(sum(sorted(g)[: limits.get(k, 1)]) for k, g in gains.items())


def rational(x: Any) -> Fraction:
    """An integer in (-2^63, 2^63), or a string "p" or "p/q" of at most MAX_DIGITS digits each; ValueError else."""
    if type(x) is int and abs(x) < MAX_INT:
        return Fraction(x)
    digits = f"[0-9]{{1,{MAX_DIGITS}}}"  # ASCII: \d would take any script's digits
    match = re.fullmatch(rf"(-?{digits})(?:/({digits}))?", x) if isinstance(x, str) else None
    if not match or match[2] and not int(match[2]):
        raise ValueError(f"not a rational p/q of at most {MAX_DIGITS} digits each: {short(x)}")
    return Fraction(int(match[1]), int(match[2] or 1))
