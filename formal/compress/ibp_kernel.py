"""IBP2's hot passes compiled with numba: one pass per section, writing straight into the output.

:mod:`formal.compress.ibp` owns the format (docs/ibp.md, ``IBP2``) and every decision
(section sizes, strict or thresholded, the word mask); this module only moves the bits,
word by word, in compiled loops, so that a pass costs a few ns a word and allocates nothing
the size of the data: decode writes into the output tensor's memory, encode into the
payload's (both numpy views of torch allocations). The numpy path of ``ibp`` is the same
format with chunked temporaries; both give the same bytes (tests/test_compress_ibp_kernel.py).

A strict block is handled a *group* of 8 words at a time, as the format groups its bit
planes: the 8 words are assembled in (or taken from) a small 8-word array; raw columns are
bytes of a row, a planes column is one 8x8 bit transpose (Hacker's Delight, transpose8) of
the group's column bytes. A thresholded section walks its bitmap byte by byte; the matching
words of a varying section come from the strict block's groups in order.

Words are handled as uint64 whatever their width (the output array's dtype narrows them on
store). Every constant that meets a word is a ``np.uint64``: numba types a uint64 combined
with a signed integer as a float.

Compiling: numba compiles each kernel on its first call, once per argument types (word
width, and whether a payload view is aligned), and ``cache=True`` keeps the machine code
next to this file (or in ``NUMBA_CACHE_DIR``), so later processes load it (measured times in
docs/ibp.md). :func:`prepare` compiles or loads every specialization the codec uses now, so
that a benchmark or a measurement starts with them ready.
"""

from __future__ import annotations

import time

import numba
import numpy as np

_U8 = np.uint64(8)
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


@numba.njit(cache=True)
def _read_group(payload, base, r, raw_shift, plane_col, plane_at, plane_free, plane_f, const, g, cnt, tmp):
    """Words ``8g .. 8g+cnt-1`` of the strict block at ``payload[base:]`` into ``tmp`` (uint64).

    ``const``: the invariant bits of every non-raw column; ``raw_shift``: 8 x each raw column;
    per planes column ``p``: its column, payload offset (from ``base``), free bits and count.
    """
    j0 = g * 8
    for i in range(cnt):
        w = const
        row = base + (j0 + i) * r
        for k in range(r):
            w |= np.uint64(payload[row + k]) << np.uint64(raw_shift[k])
        tmp[i] = w
    for p in range(plane_col.size):
        f = plane_f[p]
        at = base + plane_at[p] + g * f
        x = _ZERO
        for k in range(f):
            x |= np.uint64(payload[at + k]) << np.uint64(8 * plane_free[p, k])
        x = _transpose8(x)
        shift = np.uint64(8 * plane_col[p])
        for i in range(cnt):
            tmp[i] |= ((x >> (_U8 * np.uint64(i))) & _BYTE) << shift


@numba.njit(cache=True)
def _write_group(tmp, cnt, g, out, base, r, raw_shift, plane_col, plane_at, plane_free, plane_f):
    """Code the words ``tmp[:cnt]`` (``tmp[cnt:8]`` zero) as group ``g`` of the strict block at ``out[base:]``."""
    j0 = g * 8
    for i in range(cnt):
        w = tmp[i]
        row = base + (j0 + i) * r
        for k in range(r):
            out[row + k] = (w >> np.uint64(raw_shift[k])) & _BYTE
    for p in range(plane_col.size):
        shift = np.uint64(8 * plane_col[p])
        x = _ZERO
        for i in range(8):
            x |= ((tmp[i] >> shift) & _BYTE) << (_U8 * np.uint64(i))
        x = _transpose8(x)
        f = plane_f[p]
        at = base + plane_at[p] + g * f
        for k in range(f):
            out[at + k] = (x >> np.uint64(8 * plane_free[p, k])) & _BYTE


@numba.njit(cache=True)
def decode_strict(payload, base, r, raw_shift, plane_col, plane_at, plane_free, plane_f, const, out):
    """Decode the strict block of ``out.size`` words at ``payload[base:]`` into ``out`` (typed words)."""
    n = out.size
    tmp = np.zeros(8, np.uint64)
    for g in range((n + 7) // 8):
        cnt = min(8, n - g * 8)
        _read_group(payload, base, r, raw_shift, plane_col, plane_at, plane_free, plane_f, const, g, cnt, tmp)
        for i in range(cnt):
            out[g * 8 + i] = tmp[i]


@numba.njit(cache=True)
def decode_thresholded(escapes, bitmap, value, out):
    """A thresholded section whose matching words are all ``value``: flags from ``bitmap``, escapes
    in order. Returns the number of set flags (the caller checks it against the escape count).

    Mixed bitmap bytes take a branch-free select (the escape index is clamped so the read stays
    inside ``escapes``; the value read at the clamp is then not used).
    """
    n = out.size
    last = escapes.size - 1
    k = 0
    for g in range((n + 7) // 8):
        flags = bitmap[g]
        j0 = g * 8
        cnt = min(8, n - j0)
        if flags == 0:
            for i in range(cnt):
                out[j0 + i] = value
        elif flags == 0xFF and cnt == 8 and k + 8 <= escapes.size:
            for i in range(8):
                out[j0 + i] = escapes[k + i]
            k += 8
        elif last >= 0:
            for i in range(cnt):
                bit = (flags >> i) & 1
                esc = np.uint64(escapes[min(k, last)])
                out[j0 + i] = esc if bit else value
                k += bit
        else:  # flags set but no escapes: a malformed section (the caller refuses it)
            return -1
    return k


@numba.njit(cache=True)
def decode_thresholded_varying(escapes, bitmap, payload, base, r, raw_shift, plane_col, plane_at, plane_free,
                               plane_f, const, count, out):
    """A thresholded section whose ``count`` matching words form the strict block at ``payload[base:]``.
    Returns the number of set flags, or -1 if the bitmap asks for more words than there are."""
    n = out.size
    tmp = np.zeros(8, np.uint64)
    k = 0
    m = 0            # matching words used so far
    loaded = -1      # the strict group now in tmp
    for g in range((n + 7) // 8):
        flags = bitmap[g]
        j0 = g * 8
        for i in range(min(8, n - j0)):
            if (flags >> i) & 1:
                if k >= escapes.size:
                    return -1
                out[j0 + i] = escapes[k]
                k += 1
            else:
                if m >= count:
                    return -1
                group = m >> 3
                if group != loaded:
                    _read_group(payload, base, r, raw_shift, plane_col, plane_at, plane_free, plane_f, const,
                                group, min(8, count - group * 8), tmp)
                    loaded = group
                out[j0 + i] = tmp[m & 7]
                m += 1
    return k


@numba.njit(cache=True)
def encode_strict(words, out, base, r, raw_shift, plane_col, plane_at, plane_free, plane_f):
    """Code ``words`` as a strict block at ``out[base:]`` (the layout's exact bytes)."""
    n = words.size
    tmp = np.zeros(8, np.uint64)
    for g in range((n + 7) // 8):
        cnt = min(8, n - g * 8)
        for i in range(cnt):
            tmp[i] = np.uint64(words[g * 8 + i])
        for i in range(cnt, 8):
            tmp[i] = _ZERO
        _write_group(tmp, cnt, g, out, base, r, raw_shift, plane_col, plane_at, plane_free, plane_f)


@numba.njit(cache=True)
def match_stats(words, word_mask, word_value):
    """``(escapes, OR, AND)``: how many words have ``w & M != V``, and the OR and AND of the others."""
    escaped = 0
    ones = _ZERO
    both = ~_ZERO
    for j in range(words.size):
        w = np.uint64(words[j])
        if (w & word_mask) != word_value:
            escaped += 1
        else:
            ones |= w
            both &= w
    return escaped, ones, both


@numba.njit(cache=True)
def encode_thresholded(words, word_mask, word_value, escapes, out, bitmap_at, varying, base, r, raw_shift,
                       plane_col, plane_at, plane_free, plane_f):
    """Write a thresholded section: escaped words into ``escapes`` (typed view of the payload), the
    bitmap at ``out[bitmap_at:]`` and, when ``varying``, the matching words as the strict block at
    ``out[base:]``.

    Branch-free on the escape flag: every word is written at the next escape slot (and, when
    varying, the next matching slot), and only the slot's index advances by the flag; a slot
    written by a word of the other kind is overwritten by the next word that owns it. The
    last escape slot is guarded, since nothing follows it inside ``escapes``.
    """
    n = words.size
    total = escapes.size
    tmp = np.zeros(8, np.uint64)
    k = 0
    m = 0
    for g in range((n + 7) // 8):
        j0 = g * 8
        flags = 0
        for i in range(min(8, n - j0)):
            w = np.uint64(words[j0 + i])
            e = 1 if (w & word_mask) != word_value else 0
            if k < total:
                escapes[k] = w
            k += e
            flags |= e << i
            if varying:
                tmp[m & 7] = w
                m += 1 - e
                if e == 0 and (m & 7) == 0:
                    _write_group(tmp, 8, (m >> 3) - 1, out, base, r, raw_shift, plane_col, plane_at,
                                 plane_free, plane_f)
        out[bitmap_at + g] = flags
    if varying and m & 7:
        for i in range(m & 7, 8):
            tmp[i] = _ZERO
        _write_group(tmp, m & 7, m >> 3, out, base, r, raw_shift, plane_col, plane_at, plane_free, plane_f)


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
