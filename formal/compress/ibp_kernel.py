"""IBP2's hot passes compiled with numba: one pass per section, writing straight into the output.

:mod:`formal.compress.ibp` owns the format (docs/ibp.md, ``IBP2``) and every decision
(section sizes, strict or thresholded, the word mask); this module only moves the bits,
word by word, in compiled loops, so that a pass costs a few ns a word and allocates nothing
the size of the data: decode writes into the output tensor's memory, encode into the
payload's (both numpy views of torch allocations). The numpy path of ``ibp`` is the same
format with chunked temporaries; both give the same bytes (tests/test_compress_ibp_kernel.py).

A strict block is one pass over its raw block (each row read or written as one 8-byte word
through an overlapping strided view, masked or spilled: see the comment above
:func:`read_raw`), then one pass per planes column, 8 words per step: one 8x8 bit transpose
(Hacker's Delight, transpose8) of the group's column bytes. A thresholded section walks its
bitmap a byte (8 words) at a time, each word placed by a branch-free select, the escape
index advancing by the word's flag bit; when its matching words vary, their strict
block is decoded into the front of the output first and spread in place from the back.
Encoding filters the matching words on the fly (no gathered copy).

Words are handled as uint64 whatever their width (the output array's dtype narrows them on
store). Every constant that meets a word is a ``np.uint64``: numba types a uint64 combined
with a signed integer as a float.

Compiling: numba compiles each kernel on its first call, once per argument types (word
width, whether a payload view is aligned, whether an 8-byte view is contiguous), and
``cache=True`` keeps the machine code next to this file (or in ``NUMBA_CACHE_DIR``), so later
processes load it (measured times in docs/ibp.md). :mod:`formal.compress.ibp` uses the
kernels whenever numba is installed and lets them compile synchronously on first use: never
a path chosen by cache state (the compress lever's transient measurement must replay). :func:`prepare` compiles or loads every specialization the codec uses now, so
that a benchmark or a measurement starts with them ready.
"""

from __future__ import annotations

import time

import numba
import numpy as np

_BYTE = np.uint64(0xFF)
_ZERO = np.uint64(0)
_ONE = np.uint64(1)
# transpose8's three delta swaps: (shift, mask)
_S1, _M1 = np.uint64(7), np.uint64(0x00AA00AA00AA00AA)
_S2, _M2 = np.uint64(14), np.uint64(0x0000CCCC0000CCCC)
_S3, _M3 = np.uint64(28), np.uint64(0x00000000F0F0F0F0)


@numba.njit(cache=True, inline="always")
def _transpose8(x):
    """Transpose the 8x8 bit matrix of a uint64 (bit k of byte i <-> bit i of byte k)."""
    t = ((x >> _S1) ^ x) & _M1
    x = x ^ t ^ (t << _S1)
    t = ((x >> _S2) ^ x) & _M2
    x = x ^ t ^ (t << _S2)
    t = ((x >> _S3) ^ x) & _M3
    return x ^ t ^ (t << _S3)


@numba.njit(cache=True, inline="always")
def _gather_bytes(payload, at, count):
    """``count`` bytes of ``payload`` from ``at`` as a little-endian uint64 (the rows near the
    end of a buffer, where the overlapping 8-byte view would read past it)."""
    v = _ZERO
    for k in range(count):
        v |= np.uint64(payload[at + k]) << np.uint64(8 * k)
    return v


@numba.njit(cache=True, inline="always")
def _spread_bytes(v, count, shifts):
    """Byte ``k`` of ``v`` (``k < count``) moved to bit ``shifts[k]``: bytes that are not adjacent."""
    w = _ZERO
    for k in range(count):
        w |= ((v >> np.uint64(8 * k)) & _BYTE) << np.uint64(shifts[k])
    return w


# Reading and writing a strict block. The raw block's rows (``r`` bytes each) and a planes
# column's groups (``f`` bytes each) are read and written 8 bytes at a time through a uint64
# view whose items start ``r`` (or ``f``) bytes apart and overlap (numpy builds it with
# strides, unaligned items are fine): a read takes the bytes of the next rows too, masked
# off; a write spills into the next rows, which are written later in the same pass (or, past
# the raw block or a planes column, by the next pass), so every write lands in order.
# ``safe`` rows are those whose 8 bytes lie inside the buffer; the few after them go byte by byte.


@numba.njit(cache=True)
def read_raw(rows, payload, base, n, r, adjacent, shift, raw_shift, const, out):
    """Every word's raw columns from the raw block at ``payload[base:]``, ORed with ``const``, into ``out``.

    ``rows``: the overlapping uint64 view of the first rows; ``adjacent``: the raw columns
    are ``shift // 8 ..`` (one shift), else byte ``k`` of a row goes to bit ``raw_shift[k]``.
    """
    low = (_ONE << np.uint64(8 * r)) - _ONE
    start = 0
    if adjacent:  # the common case as a loop of its own (LLVM does not unswitch the general one)
        start = min(n, rows.size)
        for j in range(start):
            out[j] = const | ((rows[j] & low) << shift)
    for j in range(start, n):
        v = rows[j] & low if j < rows.size else _gather_bytes(payload, base + j * r, r)
        out[j] = const | (v << shift if adjacent else _spread_bytes(v, r, raw_shift))


@numba.njit(cache=True)
def read_plane(groups, payload, at, n, f, adjacent, low_shift, free_shift, column_shift, out):
    """OR one planes column's free bits (its groups at ``payload[at:]``) into the words ``out``.

    ``groups``: the overlapping uint64 view of the first groups; ``adjacent``: the free bits are
    ``low_shift // 8 ..`` (one shift), else plane ``k`` is bit ``free_shift[k] // 8`` of the column.
    """
    low = (_ONE << np.uint64(8 * f)) - _ONE
    start = min(n // 8, groups.size)
    for g in range(start):  # whole groups read 8 bytes at a time, as a loop of their own
        v = groups[g] & low
        x = _transpose8(v << low_shift if adjacent else _spread_bytes(v, f, free_shift))
        for i in range(8):
            out[g * 8 + i] |= ((x >> np.uint64(8 * i)) & _BYTE) << column_shift
    for g in range(start, (n + 7) // 8):
        v = groups[g] & low if g < groups.size else _gather_bytes(payload, at + g * f, f)
        x = _transpose8(v << low_shift if adjacent else _spread_bytes(v, f, free_shift))
        j0 = g * 8
        for i in range(min(8, n - j0)):
            out[j0 + i] |= ((x >> np.uint64(8 * i)) & _BYTE) << column_shift


@numba.njit(cache=True)
def write_raw(words, word_mask, word_value, matching_only, rows, out, base, count, r, adjacent, shift, raw_shift):
    """The raw block of a strict block at ``out[base:]``: every word's raw columns, in order (with
    ``matching_only``, only the words with ``w & M == V``, ``count`` of them).

    Branch-free on the match: every word is written at the next row, and only the row index
    advances by the match, so a non-matching word's row is overwritten by the next matching word.
    """
    m = 0
    j = 0
    if adjacent:  # the common case as loops of their own, while the 8-byte writes are inside
        if matching_only:
            while j < words.size and m < rows.size:
                w = np.uint64(words[j])
                rows[m] = w >> shift
                m += 1 if (w & word_mask) == word_value else 0
                j += 1
        else:
            m = j = min(words.size, rows.size)
            for i in range(m):
                rows[i] = np.uint64(words[i]) >> shift
    for j in range(j, words.size):
        w = np.uint64(words[j])
        keep = 1
        if matching_only:
            keep = 1 if (w & word_mask) == word_value else 0
        if adjacent:
            v = w >> shift
        else:
            v = _ZERO
            for k in range(r):
                v |= ((w >> np.uint64(raw_shift[k])) & _BYTE) << np.uint64(8 * k)
        if m < rows.size:
            rows[m] = v
        elif m < count:
            for k in range(r):
                out[base + m * r + k] = (v >> np.uint64(8 * k)) & _BYTE
        m += keep


@numba.njit(cache=True, inline="always")
def _write_group(x, g, groups, out, at, f, adjacent, low_shift, free_shift):
    """Group ``g`` of a planes column: ``x`` holds its 8 words' column bytes (byte i: word 8g+i)."""
    x = _transpose8(x)
    if adjacent and g < groups.size:
        groups[g] = x >> low_shift
    else:
        for k in range(f):
            out[at + g * f + k] = (x >> np.uint64(free_shift[k])) & _BYTE


@numba.njit(cache=True)
def write_plane(words, word_mask, word_value, matching_only, groups, out, at, f, adjacent, low_shift, free_shift,
                column_shift):
    """One planes column at ``out[at:]``: for each 8 (matching) words, their column byte transposed
    into bit planes, the free ones kept (padding words of the last group are zero)."""
    x = _ZERO
    m = 0
    start = 0
    if not matching_only:  # whole groups as a loop of their own
        for g in range(words.size // 8):
            x = _ZERO
            for i in range(8):
                x |= ((np.uint64(words[g * 8 + i]) >> column_shift) & _BYTE) << np.uint64(8 * i)
            _write_group(x, g, groups, out, at, f, adjacent, low_shift, free_shift)
        start = m = words.size // 8 * 8
        x = _ZERO
    else:  # 8 words at a time: their kept column bytes packed (y, kept), then appended to x
        fill = 0  # bytes in x
        g = 0     # groups written
        for G in range(words.size // 8):
            y = _ZERO
            kept = 0
            for i in range(8):
                w = np.uint64(words[G * 8 + i])
                keep = np.uint64(1) if (w & word_mask) == word_value else _ZERO
                y |= (((w >> column_shift) & _BYTE) * keep) << np.uint64(8 * kept)
                kept += np.int64(keep)
            if fill + kept >= 8:
                _write_group(x | (y << np.uint64(8 * fill)), g, groups, out, at, f, adjacent, low_shift, free_shift)
                g += 1
                x = y >> np.uint64(8 * (8 - fill)) if fill else _ZERO
                fill += kept - 8
            else:
                x |= y << np.uint64(8 * fill)
                fill += kept
        start = words.size // 8 * 8
        m = g * 8 + fill
    for j in range(start, words.size):
        w = np.uint64(words[j])
        keep = 1
        if matching_only:
            keep = 1 if (w & word_mask) == word_value else 0
        x |= (((w >> column_shift) & _BYTE) * np.uint64(keep)) << np.uint64(8 * (m & 7))
        m += keep
        if keep and (m & 7) == 0:
            _write_group(x, (m >> 3) - 1, groups, out, at, f, adjacent, low_shift, free_shift)
            x = _ZERO
    if m & 7:
        _write_group(x, m >> 3, groups, out, at, f, adjacent, low_shift, free_shift)



@numba.njit(cache=True)
def expand_const(escapes, bitmap, value, out):
    """A thresholded section whose matching words are all ``value``: flags from ``bitmap``, escapes
    in order. Returns ``(set flags, checksum)``; the caller checks the first against the escape count.

    Branch-free: each word loads its would-be escape ``escapes[k]`` and selects it or ``value``
    by its flag, and ``k`` advances by the flag bit. While at least 8 escapes remain the load
    needs no clamp (a group advances ``k`` by at most 8); the last groups clamp it inside
    ``escapes``. The checksum of the loaded escapes is returned only so that the load has a use
    of its own: without it LLVM turns the select back into a branch on the flag, which random
    flags mispredict (measured: 4 ns a word instead of about 1). Measured on 1 MiB of ReLU
    output (one thread): 0.8 ns a word, against 1.8 for a per-word prefix-count table lookup
    (as this module first did).
    """
    n = out.size
    last = escapes.size - 1
    checksum = _ZERO
    if last < 0:  # no escapes: every flag must be clear
        for g in range((n + 7) // 8):
            if bitmap[g] & ((1 << min(8, n - g * 8)) - 1):
                return -1, checksum
        for j in range(n):
            out[j] = value
        return 0, checksum
    k = 0
    g = 0
    while g < n // 8 and k + 8 <= last:  # no clamp needed: k + i < k + 8 <= last
        flags = np.int64(bitmap[g])
        j0 = g * 8
        for i in range(8):
            bit = (flags >> i) & 1
            esc = np.uint64(escapes[k])
            checksum ^= esc
            out[j0 + i] = esc if bit else value
            k += bit
        g += 1
    while g < n // 8:
        flags = np.int64(bitmap[g])
        j0 = g * 8
        for i in range(8):
            bit = (flags >> i) & 1
            esc = np.uint64(escapes[min(k, last)])
            checksum ^= esc
            out[j0 + i] = esc if bit else value
            k += bit
        g += 1
    j0 = n // 8 * 8
    if j0 < n:
        flags = bitmap[n // 8]
        for i in range(n - j0):
            bit = (flags >> i) & 1
            esc = np.uint64(escapes[min(k, last)])
            checksum ^= esc
            out[j0 + i] = esc if bit else value
            k += bit
    return k, checksum


@numba.njit(cache=True)
def expand_backward(escapes, bitmap, count, out):
    """Spread the ``count`` matching words decoded into ``out[:count]`` to their places, escapes
    between them, in place, from the last word back: a word's source ``out[m - 1]`` has
    ``m - 1 <= j``, so it is read before anything overwrites it. Returns ``(set flags, matching
    words used, checksum)``; branch-free as :func:`expand_const`: each word loads both sources
    and selects, ``k`` and ``m`` step back by the flag bit and its complement; the loads need no
    clamp while both are at least 8 at a group's start, the first groups clamp them
    (``escapes`` is never empty)."""
    n = out.size
    k = escapes.size   # escapes of the words not yet placed
    m = count          # matching words of the words not yet placed
    checksum = _ZERO
    full = n // 8
    for i in range(n - full * 8 - 1, -1, -1):  # the last, partial group
        bit = (np.int64(bitmap[full]) >> i) & 1
        esc = np.uint64(escapes[max(k - 1, 0)])
        inner = np.uint64(out[max(m - 1, 0)])
        checksum ^= esc ^ inner
        out[full * 8 + i] = esc if bit else inner
        k -= bit
        m -= 1 - bit
    g = full - 1
    while g >= 0 and k >= 8 and m >= 8:
        flags = np.int64(bitmap[g])
        j0 = g * 8
        for i in range(7, -1, -1):
            bit = (flags >> i) & 1
            esc = np.uint64(escapes[k - 1])
            inner = np.uint64(out[m - 1])
            checksum ^= esc ^ inner
            out[j0 + i] = esc if bit else inner
            k -= bit
            m -= 1 - bit
        g -= 1
    while g >= 0:
        flags = np.int64(bitmap[g])
        j0 = g * 8
        for i in range(7, -1, -1):
            bit = (flags >> i) & 1
            esc = np.uint64(escapes[max(k - 1, 0)])
            inner = np.uint64(out[max(m - 1, 0)])
            checksum ^= esc ^ inner
            out[j0 + i] = esc if bit else inner
            k -= bit
            m -= 1 - bit
        g -= 1
    return escapes.size - k, count - m, checksum


@numba.njit(cache=True)
def match_stats(words, word_mask, word_value):
    """``(escapes, OR, AND)``: how many words have ``w & M != V``, and the OR and AND of the others."""
    escaped = 0
    ones = _ZERO
    both = ~_ZERO
    for j in range(words.size):  # branch-free: random flags would mispredict
        w = np.uint64(words[j])
        keep = np.uint64(1) if (w & word_mask) == word_value else _ZERO
        select = _ZERO - keep  # all ones for a matching word
        ones |= w & select
        both &= w | ~select
        escaped += 1 - np.int64(keep)
    return escaped, ones, both


@numba.njit(cache=True)
def write_escapes(words, word_mask, word_value, escapes, bitmap):
    """A thresholded section's escaped words (into ``escapes``, typed) and its bitmap.

    Branch-free on the flag: every word is written at the next escape slot and only the index
    advances by the flag (the next escape overwrites a slot a matching word took); the slot
    after the last escape is not inside ``escapes``, so that one write is guarded.
    """
    n = words.size
    total = escapes.size
    k = 0
    full = n // 8
    if total >= 8:  # whole groups, while a group's 8 writes stay inside escapes (its last 8 slots: below)
        g = 0
        while g < full and k + 8 <= total:
            flags = 0
            for i in range(8):
                w = np.uint64(words[g * 8 + i])
                e = 1 if (w & word_mask) != word_value else 0
                escapes[k] = w
                k += e
                flags |= e << i
            bitmap[g] = flags
            g += 1
        first = g
    else:
        first = 0
    for g in range(first, (n + 7) // 8):
        j0 = g * 8
        flags = 0
        for i in range(min(8, n - j0)):
            w = np.uint64(words[j0 + i])
            e = 1 if (w & word_mask) != word_value else 0
            if k < total:
                escapes[k] = w
            k += e
            flags |= e << i
        bitmap[g] = flags


@numba.njit(cache=True, inline="always")
def _popcount(x):
    """Set bits of a uint64 (SWAR: Hacker's Delight, pop)."""
    x = x - ((x >> np.uint64(1)) & np.uint64(0x5555555555555555))
    x = (x & np.uint64(0x3333333333333333)) + ((x >> np.uint64(2)) & np.uint64(0x3333333333333333))
    x = (x + (x >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return np.int64((x * np.uint64(0x0101010101010101)) >> np.uint64(56))


@numba.njit(cache=True)
def greedy_mask(columns, matching, sampled, word_bytes, threshold, chosen_bit, chosen_value):
    """The greedy loop of ``ibp.choose_word_mask``, step for step (same ties, same float arithmetic).

    ``columns[j]``: bit ``j`` of every sampled word as a bitset; ``matching``: the sampled words
    still matching (updated). Fills ``chosen_bit``/``chosen_value`` and returns how many of them
    the best prefix takes (0: none).
    """
    width = columns.shape[0]
    taken = np.zeros(width, np.bool_)
    ones = np.zeros(width, np.int64)
    count = sampled
    best_est = 0.0
    best_len = 0
    for step in range(width):
        for j in range(width):
            total = 0
            for lane in range(matching.size):
                total += _popcount(columns[j, lane] & matching[lane])
            ones[j] = total
        j_best = -1
        agree_best = -2
        for j in range(width):
            agree = -1 if taken[j] else max(ones[j], count - ones[j])
            if agree > agree_best:
                agree_best = agree
                j_best = j
        value = 1 if ones[j_best] * 2 > count else 0
        for lane in range(matching.size):
            matching[lane] &= columns[j_best, lane] if value else ~columns[j_best, lane]
        taken[j_best] = True
        chosen_bit[step] = j_best
        chosen_value[step] = value
        count = 0
        for lane in range(matching.size):
            count += _popcount(matching[lane])
        f = count / sampled
        if f == 0 or f < threshold:
            break
        est = 1 / 8 + (1 - f) * word_bytes + f * (width - (step + 1)) / 8
        if best_len == 0 or est < best_est - 1e-12:
            best_est = est
            best_len = step + 1
    return best_len


compile_seconds: float | None = None  # what the first prepare() took in this process


def prepare() -> float:
    """Compile (first run of an installation) or load from numba's cache every kernel, for
    every word width; returns the seconds it took. Idempotent and cheap once done."""
    global compile_seconds
    if compile_seconds is not None:
        return compile_seconds
    start = time.monotonic()
    import torch

    from formal.compress import ibp  # the codec drives every specialization it uses

    g = torch.Generator().manual_seed(0)
    odd = torch.tensor([0x00, 0xFF, 0x0F], dtype=torch.uint8)  # a 3-byte raw section: the next is unaligned
    for dtype in (torch.uint8, torch.int16, torch.int32, torch.int64):
        noise = torch.randint(0, 256, (512,), dtype=torch.uint8, generator=g).view(dtype)
        zeros = torch.zeros_like(noise)
        sparse = torch.where(torch.arange(noise.numel()) % 3 == 0, noise, zeros)   # matching words all 0
        varying = torch.where(torch.arange(noise.numel()) % 3 == 0, noise, noise & 7)  # matching words vary
        for t in (noise, sparse, varying):
            for mode in ibp.MODES:
                for group in ([t], [odd, t] if dtype != torch.uint8 else [odd.to(torch.int8), t]):
                    ibp.decode(ibp.encode(group, mode=mode))
    compile_seconds = time.monotonic() - start
    return compile_seconds
