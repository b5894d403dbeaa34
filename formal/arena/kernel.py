"""The canonical search's inner loop, compiled with numba (the hot path of formal.arena.exact).

:class:`formal.arena.exact.CanonicalSearch` decides whether blocks fit in ``[0, capacity)``
by a depth-first search over canonical placements (Moffitt, "MiniMalloc", ASPLOS 2023; the
ideas are listed in that module's docstring). In Python one search node costs about
150-300 microseconds, five to ten times MiniMalloc's C++; this module is the same search,
node for node, as one numba function (:func:`search`; a loop over an explicit stack of
frames) over flat integer arrays, where a node costs 10-30 microseconds (measured on the
MiniMalloc instances). It explores exactly the nodes the Python search of
:mod:`formal.arena.exact` explores (same preorders, same tie-breaking, same pruning), so
both give the same packing; the tests compare them.

Why numba: it installs from a wheel (numba + llvmlite, no compiler at install time), and
``cache=True`` keeps the machine code on disk next to this file (or in ``NUMBA_CACHE_DIR``).
Compiling takes about 20 s of CPU (40-49 s wall on the project's loaded 2-core machine), so
it is never done inside a search's time limit: the first search that wants the kernel
starts a background child that compiles it into the cache (:func:`ready`) and uses the
Python search meanwhile; later processes load it from the cache (1-3 s: importing numba and
loading the machine code, once per process, inside the time limit). Without numba (or
for inputs it is not built for: see :func:`usable`), formal.arena.exact keeps its Python
search, which gives the same answers, slower.

State, all indexed by block ``i`` or section ``s`` (sections: maximal time intervals with
one live set; block ``i`` covers sections ``[lo[i], hi[i])``):

* ``placed[i]``, ``solution[i]`` (its offset once placed), ``min_off[i]`` (highest padded
  top of the placed blocks it conflicts with), ``rank[i]`` (its place in the preorder);
* ``total[s]`` (bytes of unplaced blocks in ``s``), ``cuts[k]`` (unplaced blocks crossing the
  boundary between sections ``k`` and ``k + 1``).

Every change is undone on the way back up, so the arrays are as they were after each call.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

from formal.base.children import python_argv
from formal.base.files import cache_home

# numba is imported (about a second) and the kernel loaded from its cache (about another)
# only when a search first needs it, not when formal.arena is imported.
HAVE_NUMBA = importlib.util.find_spec("numba") is not None
FOUND, NOT_FOUND, ABORTED = 1, 0, -1
INF = 1 << 62
# Heuristic letters as codes for the compiled preorder (W width, A area, T section total, Z size).
HEURISTIC_CODES = {"W": 0, "A": 1, "T": 2, "Z": 3}
# Largest input the compiled search takes (its frame table has 2n rows); larger ones are
# left to the Python search, whose tables are capped by formal.arena.exact.MAX_TABLE anyway.
MAX_BLOCKS = 100_000


def usable(n_blocks: int, capacity: int) -> bool:
    """Whether the compiled search can run now: the frame table stays small, the packed sort
    key ``min_off * n + rank`` fits in 63 bits, and the kernel is compiled (:func:`ready`)."""
    return n_blocks <= MAX_BLOCKS and (capacity + 1) * (n_blocks + 1) < INF and ready()


# Columns of the frame table of _search_py (one row per open search node).
(
    P_LO,
    P_LEN,
    S0,
    S1,
    MIN_O,
    MIN_R,
    C_LO,
    C_LEN,
    Q,
    MIN_H,
    BLOCK,
    LOG_LO,
    N_CHANGED,
    HATLESS,
    DECOMP,
    B_LO,
    N_BOUNDS,
    SUB_C,
    SUB_LO,
    SUB_LEN,
) = range(20)
N_COLUMNS = 20
# What the loop of _search_py does next.
ENTER, NEXT, NEXT_SUB, RETURN, FINISH = range(5)


def _ensure(buf, need):
    """``buf``, or a copy twice as large, so that ``buf[:need]`` exists."""
    if need <= buf.shape[0]:
        return buf
    bigger = np.empty(max(need, 2 * buf.shape[0]), np.int64)
    bigger[: buf.shape[0]] = buf
    return bigger


def _search_py(
    root,
    s0_root,
    s1_root,
    cap,
    deadline,
    node_limit,
    heur,
    size,
    pad,
    lo,
    hi,
    width,
    area,
    ov_ptr,
    ov_idx,
    mem_ptr,
    mem_idx,
    placed,
    min_off,
    rank,
    total,
    cuts,
    solution,
    counters,
):
    """The canonical search over the blocks ``root`` in sections ``[s0_root, s1_root)``.

    One function on purpose: numba compiles it into one kernel, and the search's hot loop
    would pay a call per node for every piece split out of it. It is a depth-first search
    written as a loop over an explicit stack of frames (numba cannot reliably cache a
    recursive function). A frame is one search node: its part (the blocks
    it packs, in ``buf``), its candidates (the part's unplaced blocks it may place, by
    ``(min_off, rank)``) and the block it placed for the child it is exploring, with what to undo. All variable-
    length data (candidates, undo logs, split points, sub-parts, saved ranks) lives in one
    LIFO buffer ``buf``, freed in the reverse order it was taken.

    At a node each unplaced block of the part is placed in turn at its minimum offset
    (canonical: not below the parent's offset ``MIN_O``, and after its block ``MIN_R`` in the
    preorder at that offset), the section inference is checked, and the child is searched;
    where no unplaced block crosses a section boundary any more, the child is instead the
    independent sub-parts one after the other, each with a fresh preorder. ``FOUND`` leaves
    the offsets in ``solution``. ``counters[0]`` counts nodes; past ``node_limit`` nodes or
    ``deadline`` (a ``time.monotonic()`` value, read every 256 nodes) it returns ``ABORTED``.
    """
    n = size.shape[0]
    m0 = root.shape[0]
    # Depth: one frame per block of root placed, plus one per sub-part entered after it.
    fr = np.zeros((2 * m0 + 4, N_COLUMNS), np.int64)
    buf = np.empty(max(8 * m0 + 64, 1024), np.int64)
    pre = np.zeros(total.shape[0] + 1, np.int64)  # scratch of NEXT, filled anew at each entry
    suf = np.zeros(total.shape[0] + 1, np.int64)
    buf[:m0] = root
    top = m0
    d = 0
    fr[0, P_LO], fr[0, P_LEN], fr[0, S0], fr[0, S1], fr[0, MIN_O], fr[0, MIN_R] = 0, m0, s0_root, s1_root, 0, -1
    mode = ENTER
    result = NOT_FOUND
    while True:
        if mode == ENTER:  # a new node: count it, sort its candidates
            fr[d, C_LO] = top
            counters[0] += 1
            if counters[0] > node_limit or (counters[0] & 255 == 0 and _now() > deadline):
                result, mode = ABORTED, RETURN
                continue
            p_lo, p_len = fr[d, P_LO], fr[d, P_LEN]
            buf = _ensure(buf, top + p_len)
            m = 0
            for p in range(p_lo, p_lo + p_len):
                j = buf[p]
                if not placed[j]:
                    buf[top + m] = j
                    m += 1
            if m == 0:
                result, mode = FOUND, RETURN
                continue
            keys = np.empty(m, np.int64)
            min_height = INF
            for p in range(m):
                j = buf[top + p]
                keys[p] = min_off[j] * n + rank[j]
                if min_off[j] + size[j] < min_height:
                    min_height = min_off[j] + size[j]
            order = np.argsort(keys)
            # Keep only the candidates the loop below may place: canonical (at or above the
            # parent's offset, after its block there) and below min_height (dominance). They
            # are a short prefix in practice; keeping all would cost O(n) per frame, O(n^2)
            # memory on a deep dive.
            sorted_todo = buf[top : top + m][order]
            kept = 0
            for p in range(m):
                j = sorted_todo[p]
                o = min_off[j]
                if o >= min_height:
                    break
                if o < fr[d, MIN_O] or (o == fr[d, MIN_O] and rank[j] < fr[d, MIN_R]):
                    continue
                buf[top + kept] = j
                kept += 1
            fr[d, C_LEN], fr[d, Q], fr[d, MIN_H] = kept, 0, min_height
            top += kept
            mode = NEXT
        elif mode == NEXT:  # place the next candidate from Q on, or end the node
            s0, s1, c_lo, c_len = fr[d, S0], fr[d, S1], fr[d, C_LO], fr[d, C_LEN]
            q = fr[d, Q]
            if q < c_len:
                # Prefix maxima of the section totals over [s0, s1) (pre[k]: sections s0..s0+k)
                # and suffix maxima (suf[k]: s0+k..s1-1, suf[s1-s0] = 0), for the pre-checks:
                # the totals are the same for every candidate of this node.
                run = 0
                for s in range(s0, s1):
                    if total[s] > run:
                        run = total[s]
                    pre[s - s0] = run
                run = 0
                suf[s1 - s0] = 0
                for s in range(s1 - 1, s0 - 1, -1):
                    if total[s] > run:
                        run = total[s]
                    suf[s - s0] = run
            mode = RETURN
            result = NOT_FOUND
            while q < c_len:
                i = buf[c_lo + q]
                o, r = min_off[i], rank[i]
                if o >= fr[d, MIN_H]:
                    break  # dominance: some unplaced block fits entirely below o; later ones too
                if o < fr[d, MIN_O] or (o == fr[d, MIN_O] and r < fr[d, MIN_R]) or o + size[i] > cap:
                    q += 1
                    continue  # not canonical, or does not fit
                # Cheap necessary conditions first (no state touched): a section outside i holds
                # its blocks at or above o, a section of i its other blocks above i's padded top.
                # The prefix/suffix maxima give the outside in O(1).
                a, b = lo[i] - s0, hi[i] - s0
                outside = 0
                if a > 0:
                    outside = pre[a - 1]
                if suf[b] > outside:
                    outside = suf[b]
                if outside > 0 and o + outside > cap:
                    q += 1
                    continue
                inside = 0
                for s in range(lo[i], hi[i]):
                    if total[s] > inside:
                        inside = total[s]
                inside -= size[i]
                if inside > 0 and o + pad[i] + inside > cap:
                    q += 1
                    continue
                placed[i] = True
                solution[i] = o
                top_i = o + pad[i]
                log_lo = top
                buf = _ensure(buf, top + 2 * (ov_ptr[i + 1] - ov_ptr[i]) + (s1 - s0) + 8)
                n_changed = 0
                hatless = True  # no unplaced block conflicts with i (MiniMalloc's "hatless")
                first, last = lo[i], hi[i]  # sections whose floor may change (below)
                for e in range(ov_ptr[i], ov_ptr[i + 1]):
                    j = ov_idx[e]
                    if placed[j]:
                        continue
                    hatless = False
                    if min_off[j] < top_i:
                        buf[log_lo + 2 * n_changed] = j
                        buf[log_lo + 2 * n_changed + 1] = min_off[j]
                        n_changed += 1
                        min_off[j] = top_i
                        if lo[j] < first:
                            first = lo[j]
                        if hi[j] > last:
                            last = hi[j]
                for s in range(lo[i], hi[i]):
                    total[s] -= size[i]
                top = log_lo + 2 * n_changed
                fr[d, Q], fr[d, BLOCK], fr[d, LOG_LO], fr[d, N_CHANGED] = q, i, log_lo, n_changed
                fr[d, HATLESS] = hatless
                # Section inference: in every section the unplaced blocks sit at or above the
                # section's floor (the lowest minimum offset among them) and at or above o
                # (offsets only grow), and are pairwise disjoint: max(floor, o) + total <= cap.
                # The o part is the pre-check above. The floor changed only in sections of i
                # and of the blocks i raised (one interval, as they all conflict with i);
                # elsewhere it held when this node was reached. A section passes as soon as
                # one unplaced member may sit low enough, so the floor is never computed whole.
                ok = True
                for s in range(first, last):
                    if total[s] == 0:
                        continue
                    limit = cap - total[s]
                    low_enough = False
                    for e in range(mem_ptr[s], mem_ptr[s + 1]):
                        j = mem_idx[e]
                        if not placed[j] and min_off[j] <= limit:
                            low_enough = True
                            break
                    if not low_enough:
                        ok = False
                        break
                if not ok:
                    _undo(fr[d], buf, placed, min_off, total, size, lo, hi)
                    top = log_lo
                    if hatless:
                        break  # hatless pruning (see FINISH)
                    q += 1
                    continue
                b_lo = top
                n_splits = 0
                for k in range(lo[i], hi[i] - 1):
                    cuts[k] -= 1
                    if cuts[k] == 0:
                        buf[b_lo + 1 + n_splits] = k + 1
                        n_splits += 1
                if n_splits == 0:  # one child, same part
                    fr[d, DECOMP] = 0
                    d += 1
                    fr[d, P_LO], fr[d, P_LEN], fr[d, S0], fr[d, S1] = fr[d - 1, P_LO], fr[d - 1, P_LEN], s0, s1
                    fr[d, MIN_O], fr[d, MIN_R] = o, r
                    mode = ENTER
                else:  # temporal decomposition: no unplaced block crosses a split
                    buf[b_lo] = s0
                    buf[b_lo + n_splits + 1] = s1
                    top = b_lo + n_splits + 2
                    fr[d, DECOMP], fr[d, B_LO], fr[d, N_BOUNDS], fr[d, SUB_C] = 1, b_lo, n_splits + 2, 0
                    mode = NEXT_SUB
                break
        elif mode == NEXT_SUB:  # search the next non-empty sub-part, or all are packed
            c, b_lo, nb = fr[d, SUB_C], fr[d, B_LO], fr[d, N_BOUNDS]
            p_lo, p_len = fr[d, P_LO], fr[d, P_LEN]
            mode, result = FINISH, FOUND
            while c < nb - 1:
                a, b = buf[b_lo + c], buf[b_lo + c + 1]
                buf = _ensure(buf, top + 2 * p_len)
                k = 0
                for p in range(p_lo, p_lo + p_len):
                    j = buf[p]
                    if not placed[j] and lo[j] >= a and lo[j] < b:
                        buf[top + k] = j
                        k += 1
                if k == 0:
                    c += 1
                    continue
                sub_lo = top
                for p in range(k):
                    buf[sub_lo + k + p] = rank[buf[sub_lo + p]]  # saved, restored in RETURN
                top = sub_lo + 2 * k
                if heur.shape[0] > 0:
                    _rerank(buf[sub_lo : sub_lo + k], heur, width, area, size, lo, hi, total, rank)
                fr[d, SUB_C], fr[d, SUB_LO], fr[d, SUB_LEN] = c, sub_lo, k
                d += 1
                fr[d, P_LO], fr[d, P_LEN], fr[d, S0], fr[d, S1], fr[d, MIN_O], fr[d, MIN_R] = sub_lo, k, a, b, 0, -1
                mode = ENTER
                break
        elif mode == RETURN:  # frame d ends with result
            top = fr[d, C_LO]
            d -= 1
            if d < 0:
                return result
            mode = FINISH
            if fr[d, DECOMP] == 1:
                sub_lo, k = fr[d, SUB_LO], fr[d, SUB_LEN]
                for p in range(k):
                    rank[buf[sub_lo + p]] = buf[sub_lo + k + p]
                top = sub_lo
                if result == FOUND:
                    fr[d, SUB_C] += 1
                    mode = NEXT_SUB
        else:  # FINISH: the child of frame d ended with result; take its block back
            i = fr[d, BLOCK]
            for k in range(lo[i], hi[i] - 1):
                cuts[k] += 1
            _undo(fr[d], buf, placed, min_off, total, size, lo, hi)
            top = fr[d, LOG_LO]
            if result != NOT_FOUND:
                mode = RETURN
            elif fr[d, HATLESS]:
                # i constrains no unplaced block: if the packing failed with i at its lowest
                # offset, it fails with any other block placed first (MiniMalloc's hatless pruning).
                mode = RETURN
            else:
                fr[d, Q] += 1
                mode = NEXT


def _undo_py(frame, buf, placed, min_off, total, size, lo, hi):
    """Take back the placement recorded in ``frame`` (totals, minimum offsets)."""
    i = frame[BLOCK]
    log_lo = frame[LOG_LO]
    for s in range(lo[i], hi[i]):
        total[s] += size[i]
    for c in range(frame[N_CHANGED] - 1, -1, -1):
        min_off[buf[log_lo + 2 * c]] = buf[log_lo + 2 * c + 1]
    placed[i] = False


def _rerank_py(sub, heur, width, area, size, lo, hi, total, rank):
    """A fresh preorder for a sub-problem, from today's section totals (MiniMalloc's
    ``SubSolve``): sort by the heuristic's keys, all descending, then by block index."""
    m = sub.shape[0]
    cur = np.sort(sub)
    for c in range(heur.shape[0] - 1, -1, -1):  # stable sorts, least significant key first
        key = np.empty(m, np.int64)
        for p in range(m):
            j = cur[p]
            h = heur[c]
            if h == 0:
                key[p] = -width[j]
            elif h == 1:
                key[p] = -area[j]
            elif h == 2:
                t = 0
                for s in range(lo[j], hi[j]):
                    if total[s] > t:
                        t = total[s]
                key[p] = -t
            else:
                key[p] = -size[j]
        cur = cur[np.argsort(key, kind="mergesort")]
    for p in range(m):
        rank[cur[p]] = p


def _now():
    return time.monotonic()


_search = None  # the compiled _search_py, once _load has run
load_seconds: float | None = None  # what the first _load took (import, compile or cache load)


def loaded() -> bool:
    """Whether the compiled kernel is loaded in this process (then a search costs no start-up)."""
    return _search is not None


def _marker_folder(source: Path) -> Path:
    """Where the marker goes: ``NUMBA_CACHE_DIR`` if set, else numba's in-tree cache folder
    (``__pycache__`` beside this file) where that is writable, else a user cache folder. In a
    read-only installation numba itself falls back to a user-wide cache; without a writable
    marker folder :func:`ready` would never say so, and every process would start a compile."""
    if os.environ.get("NUMBA_CACHE_DIR"):
        return Path(os.environ["NUMBA_CACHE_DIR"])
    in_tree = source.parent / "__pycache__"
    if os.access(in_tree if in_tree.exists() else source.parent, os.W_OK):
        return in_tree
    return cache_home()


def _marker() -> Path:
    """A file that says the kernel of this exact source was compiled into numba's cache.

    Named after what invalidates numba's cache (the source file's size and modification
    time, numba's and Python's versions), in the cache's folder.
    """
    source = Path(__file__)
    st = source.stat()
    folder = _marker_folder(source)
    version = importlib.metadata.version("numba")
    return folder / (
        f"kernel.ready.numba{version}.py{sys.version_info[0]}{sys.version_info[1]}.{st.st_size}.{st.st_mtime_ns}"
    )


_compile_started = False


def ready() -> bool:
    """Whether the compiled kernel can be used now without compiling (loaded, or cached).

    If it is not cached yet, a background child process (``python -m formal.arena.kernel``,
    at low priority) compiles it into the cache, once per process, and the caller uses the
    Python search meanwhile: compiling takes 20-40 s, which must not count against a
    search's time limit.
    """
    global _compile_started
    if _search is not None:
        return True
    if not HAVE_NUMBA:
        return False
    try:
        if _marker().exists():
            return True
    except OSError:
        return False
    if not _compile_started:
        _compile_started = True
        subprocess.Popen(
            python_argv("-m", "formal.arena.kernel"),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
    return False


def prepare() -> float:
    """Compile (or load from the cache) the kernel now, waiting; its seconds. Marks the cache
    ready for :func:`ready` (for benchmarks, tests and the background compile)."""
    _load()
    try:
        marker = _marker()
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.touch()
    except OSError:  # a read-only cache folder: the kernel works, ready() just never says so
        pass
    return load_seconds


def _load():
    """Compile (first run on a machine) or load from the cache (later runs) the kernel."""
    global _now, _ensure, _undo, _rerank, _search, load_seconds
    if _search is not None:
        return _search
    start = time.monotonic()
    import numba  # numba: compiles this kernel; loaded only when it runs

    def now():
        with numba.objmode(t="float64"):
            t = time.monotonic()
        return t

    # _search_py calls these module globals: they must be compiled functions before it is.
    _now = numba.njit(cache=True)(now)
    _ensure = numba.njit(cache=True)(_ensure)
    _undo = numba.njit(cache=True)(_undo_py)
    _rerank = numba.njit(cache=True)(_rerank_py)
    compiled = numba.njit(cache=True)(_search_py)
    compiled(*_tiny_problem())  # compiles or loads now, so load_seconds says what it cost
    _now()  # its object-mode glue is built on the first call: not inside a search
    _search = compiled
    load_seconds = time.monotonic() - start
    return _search


def _tiny_problem() -> tuple:
    """Arguments of _search_py for one block of size 1 in capacity 1 (to trigger the load)."""
    one, zero, i64 = np.ones(1, np.int64), np.zeros(1, np.int64), np.int64
    return (
        zero.copy(),
        0,
        1,
        1,
        time.monotonic() + 60.0,
        10,
        np.zeros(0, i64),
        one,
        one,
        zero,
        one,
        one,
        one,
        np.array([0, 0], i64),
        np.zeros(0, i64),
        np.array([0, 1], i64),
        zero.copy(),
        np.zeros(1, np.bool_),
        zero.copy(),
        zero.copy(),
        one.copy(),
        zero.copy(),
        zero.copy(),
        zero.copy(),
    )


def search(
    part: np.ndarray,
    s0: int,
    s1: int,
    capacity: int,
    deadline: float,
    node_limit: int,
    heuristic: str | None,
    tables: dict,
    state: dict,
) -> tuple[int, int]:
    """Run the compiled search on one root part; returns ``(FOUND | NOT_FOUND | ABORTED, nodes)``.

    ``tables`` holds the read-only arrays (``size pad lo hi width area ov_ptr ov_idx
    mem_ptr mem_idx``), ``state`` the mutable ones (``placed min_off rank total cuts
    solution counters``); both as built by :class:`formal.arena.exact.CanonicalSearch`.
    """
    heur = np.array([HEURISTIC_CODES[c] for c in heuristic] if heuristic else [], dtype=np.int64)
    t, st = tables, state
    status = _load()(
        part,
        s0,
        s1,
        capacity,
        deadline,
        node_limit,
        heur,
        t["size"],
        t["pad"],
        t["lo"],
        t["hi"],
        t["width"],
        t["area"],
        t["ov_ptr"],
        t["ov_idx"],
        t["mem_ptr"],
        t["mem_idx"],
        st["placed"],
        st["min_off"],
        st["rank"],
        st["total"],
        st["cuts"],
        st["solution"],
        st["counters"],
    )
    return int(status), int(st["counters"][0])


if __name__ == "__main__":  # the background compile started by ready()
    os.nice(10)
    # Through the module's own name, not as __main__: numba's cache records the module the
    # compiled functions (and the object-mode clock) belong to.
    from formal.arena import kernel as _kernel

    _kernel.prepare()
