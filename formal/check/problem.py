"""The checker's own reading of a problem: validation, canonical hash, dependencies, peak (docs/proofs.md)."""

from __future__ import annotations

import hashlib
import json

import yaml

from formal.check.satref import dependencies

PROBLEM, TRACE = "formal.problem/1", "formal.trace/1"
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # the C parser is safe and much faster


class Invalid(Exception):
    """Unreadable or malformed input: one line naming the file and the field (exit code 2)."""


def read(path: str):
    """The YAML document at ``path``, parsed with a safe loader; Invalid if unreadable."""
    try:
        with open(path, encoding="utf-8") as fh:
            return yaml.load(fh, Loader=_Loader)  # noqa: S506 - a *safe* loader, never yaml.Loader
    except OSError as exc:
        raise Invalid(f"{path}: cannot read: {exc.strerror or exc}") from None
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise Invalid(f"{path}: malformed YAML: {str(exc).splitlines()[0]}") from None


def nat(x, low: int = 0) -> bool:
    """True for an int (not a bool) >= low."""
    return isinstance(x, int) and not isinstance(x, bool) and x >= low


class Claims(list):
    """The verdicts of one check, (holds, message) each; ``add`` records one and returns whether it holds."""

    def add(self, holds, yes: str, no: str | None = None) -> bool:
        self.append((bool(holds), yes if holds or no is None else no))  # ``yes`` either way if ``no`` is None
        return bool(holds)


class Problem:
    """A validated problem as plain data with its dependency masks (bit j = unit j); Invalid if malformed."""

    def __init__(self, data, src: str):
        def need(ok, where: str, why: str) -> None:
            if not ok:
                raise Invalid(f"{src}: {where}: {why}")
        need(isinstance(data, dict) and data.get("format") in (PROBLEM, TRACE), "format",
             f"expected {PROBLEM!r} or {TRACE!r}")
        need(all(isinstance(data.get(key), list) for key in ("storages", "units")), "storages/units", "must be lists")
        self.data = data  # the validated mapping, as the other verifiers take it
        self.storages: dict[str, tuple[int, str, bool]] = {}  # id: (bytes, origin, freeable)
        for i, s in enumerate(data["storages"]):
            need(isinstance(s, dict) and isinstance(s.get("id"), str) and s["id"] and s["id"] not in self.storages
                 and nat(s.get("bytes")) and s.get("origin") in ("input", "internal")
                 and isinstance(s.get("freeable"), bool),
                 f"storages[{i}]", "needs a new non-empty string id, bytes >= 0, origin, freeable")
            self.storages[s["id"]] = (s["bytes"], s["origin"], s["freeable"])
        self.units: list[tuple[str, int, list[tuple[str, str]]]] = []  # (id, transient, [(storage, mode)])
        self.acc = dict.fromkeys(self.storages, 0)  # bit mask of each storage's accessors
        written: set[str] = set()
        for j, u in enumerate(data["units"]):
            where = f"units[{j}]"
            need(isinstance(u, dict) and isinstance(u.get("id"), str) and u["id"] and nat(u.get("transient", 0))
                 and isinstance(u.get("accesses"), list), where, "needs a non-empty id, transient >= 0, accesses")
            accesses = []
            for a in u["accesses"]:
                need(isinstance(a, list) and len(a) == 2 and isinstance(a[0], str) and a[0] in self.storages
                     and a[1] in ("r", "w", "rw"), f"{where}.accesses", f"bad access {a!r}")
                need(a[0] not in (s for s, _ in accesses), f"{where}.accesses", f"storage {a[0]!r} accessed twice")
                need(a[1] != "r" or a[0] in written or self.storages[a[0]][1] == "input", f"{where}.accesses",
                     f"internal storage {a[0]!r} read before written")
                accesses.append((a[0], a[1]))
                self.acc[a[0]] |= 1 << j
            written.update(s for s, m in accesses if m != "r")
            self.units.append((u["id"], u.get("transient", 0), accesses))
        self.index = {u[0]: j for j, u in enumerate(self.units)}
        need(len(self.index) == len(self.units), "units", "duplicate unit id")
        need(all(o == "input" or s in written for s, (_, o, _f) in self.storages.items()), "storages",
             "an internal storage is never written")
        self._derive()

    def sha256(self) -> str:
        """sha256 of the canonical bytes specified in docs/proofs.md (names excluded)."""
        body = {"format": PROBLEM, "storages": sorted([s, b, o, f] for s, (b, o, f) in self.storages.items()),
                "units": [[i, t, sorted([s, m] for s, m in acc)] for i, t, acc in self.units]}
        text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        return hashlib.sha256(text.encode("ascii")).hexdigest()

    # Dependencies, descendant masks, which storages are freed, the input bytes.
    def _derive(self) -> None:
        n = len(self.units)
        # satref keeps the one implementation of the dependency rules (it imports only the standard library)
        self.preds, self.anc, _writer, _finals = dependencies([acc for _i, _t, acc in self.units])
        self.desc = [sum(1 << j for j in range(n) if self.anc[j] >> i & 1) for i in range(n)]
        # A freeable storage is freed after its last access; one never accessed is never freed.
        self.frees = {s: f and self.acc[s] != 0 for s, (_b, _o, f) in self.storages.items()}
        self.inputs = sum(b for b, o, _f in self.storages.values() if o == "input")

    def violation(self, order) -> str | None:
        """Why ``order`` is not a legal schedule (a permutation respecting dependencies), or None."""
        if not isinstance(order, list):
            return "order is not a list of unit ids"
        done = 0
        for uid in order:
            j = self.index.get(uid) if isinstance(uid, str) else None
            if j is None or done >> j & 1:
                return f"unit {uid!r} is unknown or repeated"
            if self.preds[j] & ~done:
                need = ((self.preds[j] & ~done) & -(self.preds[j] & ~done)).bit_length() - 1  # lowest missing
                return f"unit {uid!r} runs before {self.units[need][0]!r}, which it depends on"
            done |= 1 << j
        if len(order) != len(self.units):
            return f"order has {len(order)} units, the problem {len(self.units)}"
        return None

    def spans(self, order: list[str]) -> tuple[dict[str, int], dict[str, int]]:
        """Each accessed storage's position of first access and of last access in a legal ``order``."""
        steps = [(s, pos) for pos, uid in enumerate(order) for s, _m in self.units[self.index[uid]][2]]
        return dict(reversed(steps)), dict(steps)  # in a dict built from pairs, the last pair for a key wins

    def peak(self, order: list[str]) -> int:
        """The modeled peak of a legal order (docs/semantics.md)."""
        (first, last), st = self.spans(order), self.storages
        live = best = self.inputs
        for pos, uid in enumerate(order):
            _id, transient, accesses = self.units[self.index[uid]]
            live += sum(st[s][0] for s, _m in accesses if first[s] == pos and st[s][1] == "internal")
            best = max(best, live + transient)
            live -= sum(st[s][0] for s, _m in accesses if last[s] == pos and st[s][2])
        return best
