"""IBP3's hot passes compiled with numba: a few passes per section, writing straight into the output.

:mod:`formal.compress.ibp` owns the format (docs/ibp.md, ``IBP3``) and every decision
(section sizes, strict or thresholded, the word mask); this module only moves the bits,
word by word, in compiled loops, so that a pass costs a few ns a word and allocates nothing
the size of the data: decode writes into the output tensor's memory, encode into the
payload's (both numpy views of torch allocations). The numpy path of ``ibp`` is the same
format with chunked temporaries; both give the same bytes (tests/test_compress_ibp_kernel.py).

A strict block is one pass over its raw block (each row read or written as one 8-byte word
through an overlapping strided view, masked or spilled: see the comment above
:func:`read_raw`), then one pass per planes column, 8 words per step: the group's plane bytes
spread by one table look-up each (few planes) or one 8x8 bit transpose (Hacker's Delight,
transpose8). The common block, one run of raw columns and one planes column of at most 3
planes, is one pass each way (:func:`read_raw_plane`, two float32 words a step in
:func:`read_raw_plane_pairs`; :func:`write_raw_plane`). A thresholded section whose matching
words are all ``V`` (ReLU zeros) walks its bitmap a byte (8 words) at a time, each word placed
by a branch-free select, the escape index advancing by the word's flag bit; one whose
matching words vary has every word's strict block in place, and only the flagged words are
then visited to put their escapes' own bytes in (:func:`patch_escapes`). Encoding writes the
bitmap, gathers the escapes from it, and writes the strict block.

Words are handled as uint64 whatever their width (the output array's dtype narrows them on
store). Every constant that meets a word is a ``np.uint64``: numba types a uint64 combined
with a signed integer as a float.

Compiling: numba compiles each kernel on its first call, once per argument types (word
width, whether a payload view is aligned, whether an 8-byte view is contiguous), and
``cache=True`` keeps the machine code next to this file (or in ``NUMBA_CACHE_DIR``), so later
processes load it (measured times in docs/ibp.md). :mod:`formal.compress.ibp` uses the
kernels whenever numba is installed and lets them compile synchronously on first use: never
a path chosen by cache state (the compress lever's transient measurement must replay).
:func:`formal.compress.ibp.prepare_kernels` compiles or loads every specialization the codec uses now, so
that a benchmark or a measurement starts with them ready.
"""

from __future__ import annotations

import functools

import numba
import numpy as np

_BYTE = np.uint64(0xFF)
_ZERO = np.uint64(0)
_ONE = np.uint64(1)
# transpose8's three delta swaps: (shift, mask)
_S1, _M1 = np.uint64(7), np.uint64(0x00AA00AA00AA00AA)
_S2, _M2 = np.uint64(14), np.uint64(0x0000CCCC0000CCCC)
_S3, _M3 = np.uint64(28), np.uint64(0x00000000F0F0F0F0)
# _SPREAD[p]: bit i of the byte p moved to bit 0 of byte i; one plane byte's 8 bits, one per word
# (a plane column with few free bits is transposed by one look-up per plane, not by transpose8)
_SPREAD = np.array([sum(((p >> i) & 1) << (8 * i) for i in range(8)) for p in range(256)], dtype=np.uint64)
# _LOWEST[f]: the index of the lowest set bit of the byte f (0 for f = 0, never looked up)
_LOWEST = np.array([0] + [(f & -f).bit_length() - 1 for f in range(1, 256)], dtype=np.int64)
_POPCOUNT8 = np.array([bin(f).count("1") for f in range(256)], dtype=np.int64)  # set bits of a byte


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


@functools.lru_cache(maxsize=256)
def plane_table(free: tuple[int, ...]) -> np.ndarray:
    """``table[k, p]``: the plane byte ``p`` of free bit ``free[k]`` spread over a group's 8 column
    bytes (bit i of ``p`` to bit ``free[k]`` of byte i). One look-up per plane replaces the 8x8
    transpose when decoding; built once per arrangement of free bits (cached by the codec)."""
    table = np.zeros((8, 256), dtype=np.uint64)
    for k, bit in enumerate(free):
        table[k] = _SPREAD << np.uint64(bit)
    table.flags.writeable = False
    return table


@numba.njit(cache=True, inline="always")
def _plane_lane(v, f, table):
    """A group's ``f`` plane bytes (``v``, low byte first) as its 8 words' column bytes (byte i: word
    i; invariant bits 0): ``f`` look-ups, unrolled (``f`` is the same for every group, so the
    branches predict; written out because numba does not unroll a loop over a run-time ``f``).
    Cheaper than the transpose (about 20 operations) for a few planes, not for 7 (measured:
    :func:`_lane` chooses)."""
    x = table[0, v & _BYTE]
    if f > 1:
        x |= table[1, (v >> np.uint64(8)) & _BYTE]
    if f > 2:
        x |= table[2, (v >> np.uint64(16)) & _BYTE]
    if f > 3:
        x |= table[3, (v >> np.uint64(24)) & _BYTE]
    if f > 4:
        x |= table[4, (v >> np.uint64(32)) & _BYTE]
    if f > 5:
        x |= table[5, (v >> np.uint64(40)) & _BYTE]
    if f > 6:
        x |= table[6, (v >> np.uint64(48)) & _BYTE]
    return x


@numba.njit(cache=True, inline="always")
def _lane(v, f, table, transpose, low_shift):
    """A group's plane bytes ``v`` as its 8 words' column bytes: by the 8x8 transpose when the free
    bits are adjacent and many (``transpose``), else by :func:`_plane_lane`'s look-ups."""
    return _transpose8(v << low_shift) if transpose else _plane_lane(v, f, table)


@numba.njit(cache=True)
def read_plane(groups, payload, at, n, f, table, transpose, low_shift, column_shift, out):
    """OR one planes column's free bits (its groups at ``payload[at:]``, ``f`` bytes each) into the
    words ``out``; ``table``: :func:`plane_table` of its free bits; ``transpose``: the free bits are
    adjacent (``low_shift // 8 ..``) and more than 3, where the transpose costs less than ``f``
    look-ups (measured: ReLU outputs' sign-free top byte, 7 planes, decoded 3x slower by look-ups).

    ``groups``: the overlapping uint64 view of the first groups.
    """
    low = (_ONE << np.uint64(8 * f)) - _ONE
    start = min(n // 8, groups.size)
    for g in range(start):  # whole groups read 8 bytes at a time, as a loop of their own
        x = _lane(groups[g] & low, f, table, transpose, low_shift)
        for i in range(8):
            out[g * 8 + i] |= ((x >> np.uint64(8 * i)) & _BYTE) << column_shift
    for g in range(start, (n + 7) // 8):
        v = groups[g] & low if g < groups.size else _gather_bytes(payload, at + g * f, f)
        x = _lane(v, f, table, transpose, low_shift)
        j0 = g * 8
        for i in range(min(8, n - j0)):
            out[j0 + i] |= ((x >> np.uint64(8 * i)) & _BYTE) << column_shift


@numba.njit(cache=True)
def read_raw_plane(rows, groups, payload, raw_at, plane_at, n, r, raw_shift, f, table, column_shift, const, out):
    """:func:`read_raw` and :func:`read_plane` in one pass, for the common strict block of one run of
    raw columns (``raw_shift // 8 ..``, ``r`` of them) and one planes column: each word written
    once, ``const | raw | column byte``. Measured on a layer-norm output (131K float32 words, the
    sign and the exponent's low bit free in the top byte): about half the time of the two passes.
    """
    low = (_ONE << np.uint64(8 * r)) - _ONE
    plane_low = (_ONE << np.uint64(8 * f)) - _ONE
    whole = min(n // 8, groups.size, rows.size // 8)
    for g in range(whole):  # every row and the group read 8 bytes at a time
        x = _plane_lane(groups[g], f, table)  # (the bytes past its f planes are never looked at)
        j0 = g * 8
        for i in range(8):
            out[j0 + i] = (
                const | ((rows[j0 + i] & low) << raw_shift) | (((x >> np.uint64(8 * i)) & _BYTE) << column_shift)
            )
    for g in range(whole, (n + 7) // 8):
        v = groups[g] & plane_low if g < groups.size else _gather_bytes(payload, plane_at + g * f, f)
        x = _plane_lane(v, f, table)
        for i in range(min(8, n - g * 8)):
            j = g * 8 + i
            w = rows[j] & low if j < rows.size else _gather_bytes(payload, raw_at + j * r, r)
            out[j] = const | (w << raw_shift) | (((x >> np.uint64(8 * i)) & _BYTE) << column_shift)


@functools.lru_cache(maxsize=256)
def pair_table(free: tuple[int, ...], column: int) -> np.ndarray:
    """For 4-byte words, two to a uint64: ``table[k, p, q]`` holds plane ``k``'s byte ``p`` for words
    ``2q`` and ``2q + 1`` of a group, at bit ``free[k]`` of column ``column`` of each half."""
    table = np.zeros((8, 256, 4), dtype=np.uint64)
    p = np.arange(256, dtype=np.uint64)
    for k, bit in enumerate(free):
        for q in range(4):
            low = (p >> np.uint64(2 * q)) & np.uint64(1)
            high = (p >> np.uint64(2 * q + 1)) & np.uint64(1)
            table[k, :, q] = (low << np.uint64(8 * column + bit)) | (high << np.uint64(32 + 8 * column + bit))
    table.flags.writeable = False
    return table


@numba.njit(cache=True)
def read_raw_plane_pairs(
    pairs, groups, payload, raw_at, plane_at, n, r, raw_shift, f, table, pair_tab, column_shift, const, out, out64
):
    """:func:`read_raw_plane` for 4-byte words, two words a step: two raw rows read as one 8-byte
    read (``pairs``: overlapping uint64 view at ``2r``-byte steps), both words' planes from
    ``pair_tab`` (:func:`pair_table`), one 8-byte store (``out64``: the output as uint64). About
    half the operations a word; measured a third faster on a layer-norm output."""
    low = (_ONE << np.uint64(8 * r)) - _ONE
    split = np.uint64(8 * r)
    high_shift = raw_shift + np.uint64(32)
    const2 = const | (const << np.uint64(32))
    whole = min(n // 8, groups.size, pairs.size // 4)
    for g in range(whole):
        v = groups[g]
        p0 = v & _BYTE
        p1 = (v >> np.uint64(8)) & _BYTE
        p2 = (v >> np.uint64(16)) & _BYTE
        for q in range(4):
            t = pair_tab[0, p0, q]
            if f > 1:
                t |= pair_tab[1, p1, q]
            if f > 2:
                t |= pair_tab[2, p2, q]
            if f > 3:
                for k in range(3, f):
                    t |= pair_tab[k, (v >> np.uint64(8 * k)) & _BYTE, q]
            rows = pairs[g * 4 + q]
            out64[g * 4 + q] = const2 | t | ((rows & low) << raw_shift) | (((rows >> split) & low) << high_shift)
    plane_low = (_ONE << np.uint64(8 * f)) - _ONE
    for g in range(whole, (n + 7) // 8):
        v = groups[g] & plane_low if g < groups.size else _gather_bytes(payload, plane_at + g * f, f)
        x = _plane_lane(v, f, table)
        for i in range(min(8, n - g * 8)):
            j = g * 8 + i
            w = _gather_bytes(payload, raw_at + j * r, r)
            out[j] = const | (w << raw_shift) | (((x >> np.uint64(8 * i)) & _BYTE) << column_shift)


@numba.njit(cache=True)
def read_raw_lane_pairs(
    pairs, groups, payload, raw_at, plane_at, n, r, raw_shift, f, low_shift, column_shift, const, out, out64
):
    """:func:`read_raw_plane_pairs` for a planes column of more than 3 adjacent free bits (a ReLU
    output's top byte, sign known): each group's planes transposed into its 8 column bytes, two
    taken a pair. A kernel of its own: sharing one with the look-up loop slowed that loop by
    two thirds (measured)."""
    low = (_ONE << np.uint64(8 * r)) - _ONE
    split = np.uint64(8 * r)
    high_shift = raw_shift + np.uint64(32)
    high_column = column_shift + np.uint64(32)
    const2 = const | (const << np.uint64(32))
    plane_low = (_ONE << np.uint64(8 * f)) - _ONE
    whole = min(n // 8, groups.size, pairs.size // 4)
    for g in range(whole):
        x = _transpose8((groups[g] & plane_low) << low_shift)
        for q in range(4):
            t = (((x >> np.uint64(16 * q)) & _BYTE) << column_shift) | (
                ((x >> np.uint64(16 * q + 8)) & _BYTE) << high_column
            )
            rows = pairs[g * 4 + q]
            out64[g * 4 + q] = const2 | t | ((rows & low) << raw_shift) | (((rows >> split) & low) << high_shift)
    for g in range(whole, (n + 7) // 8):
        v = groups[g] & plane_low if g < groups.size else _gather_bytes(payload, plane_at + g * f, f)
        x = _transpose8(v << low_shift)
        for i in range(min(8, n - g * 8)):
            j = g * 8 + i
            w = _gather_bytes(payload, raw_at + j * r, r)
            out[j] = const | (w << raw_shift) | (((x >> np.uint64(8 * i)) & _BYTE) << column_shift)


@numba.njit(cache=True)
def write_raw(words, rows, out, base, r, adjacent, shift, raw_shift):
    """The raw block of a strict block at ``out[base:]``: every word's raw columns, in order
    (``rows``: the overlapping uint64 view of the rows whose 8 bytes lie inside ``out``; the
    rest byte by byte)."""
    j = 0
    if adjacent:  # the common case as a loop of its own, while the 8-byte writes are inside
        j = min(words.size, rows.size)
        for i in range(j):
            rows[i] = np.uint64(words[i]) >> shift
    for j in range(j, words.size):
        w = np.uint64(words[j])
        if adjacent:
            v = w >> shift
        else:
            v = _ZERO
            for k in range(r):
                v |= ((w >> np.uint64(raw_shift[k])) & _BYTE) << np.uint64(8 * k)
        if j < rows.size:
            rows[j] = v
        else:
            for k in range(r):
                out[base + j * r + k] = (v >> np.uint64(8 * k)) & _BYTE


_LSB = np.uint64(0x0101010101010101)  # bit 0 of every byte
_GATHER = np.uint64(0x0102040810204080)  # (x & _LSB) * _GATHER >> 56: bit 0 of byte i -> bit i


@numba.njit(cache=True, inline="always")
def _plane_byte(x, bit):
    """Bit ``bit`` of each of the 8 bytes of ``x`` as one byte (byte i -> bit i): one plane of a group."""
    return (((x >> np.uint64(bit)) & _LSB) * _GATHER) >> np.uint64(56)


@numba.njit(cache=True, inline="always")
def _write_planes(x, f, free_bits, out, at):
    """A group's ``f`` plane bytes from its 8 column bytes ``x`` (byte i: word i) at ``out[at:]``; unrolled."""
    out[at] = _plane_byte(x, free_bits[0])
    if f > 1:
        out[at + 1] = _plane_byte(x, free_bits[1])
    if f > 2:
        out[at + 2] = _plane_byte(x, free_bits[2])
    if f > 3:
        out[at + 3] = _plane_byte(x, free_bits[3])
    if f > 4:
        out[at + 4] = _plane_byte(x, free_bits[4])
    if f > 5:
        out[at + 5] = _plane_byte(x, free_bits[5])
    if f > 6:
        out[at + 6] = _plane_byte(x, free_bits[6])


@numba.njit(cache=True, inline="always")
def _write_raw_plane_groups(words, rows, out, plane_at, groups, raw_shift, f, free_bits, column_shift):
    """The whole groups of :func:`write_raw_plane` (inlined: called with a literal ``f``, its
    branches fold away; measured twice as fast as with ``f`` only known at run time)."""
    for g in range(groups):  # a fixed 8 words a group: unrolled
        x = _ZERO
        for i in range(8):
            w = np.uint64(words[g * 8 + i])
            rows[g * 8 + i] = w >> raw_shift
            x |= ((w >> column_shift) & _BYTE) << np.uint64(8 * i)
        _write_planes(x, f, free_bits, out, plane_at + g * f)


@numba.njit(cache=True)
def write_raw_plane(words, rows, out, raw_at, plane_at, n, r, raw_shift, f, free_bits, column_shift):
    """:func:`write_raw` and :func:`write_plane` in one pass, for the common strict block of one run of
    raw columns (``raw_shift // 8 ..``, ``r`` of them) and one planes column with free bits
    ``free_bits``: each word read once; its raw bytes written as one 8-byte write (``rows``: the
    overlapping uint64 view of the rows whose 8 bytes stay inside the raw block; the rest byte by
    byte), its column byte gathered, and per 8 words one byte per free bit (``_plane_byte``: 4
    operations, where the transpose took about 20)."""
    whole = min(n // 8, rows.size // 8)
    if f == 1:
        _write_raw_plane_groups(words, rows, out, plane_at, whole, raw_shift, 1, free_bits, column_shift)
    elif f == 2:
        _write_raw_plane_groups(words, rows, out, plane_at, whole, raw_shift, 2, free_bits, column_shift)
    elif f == 3:
        _write_raw_plane_groups(words, rows, out, plane_at, whole, raw_shift, 3, free_bits, column_shift)
    else:
        _write_raw_plane_groups(words, rows, out, plane_at, whole, raw_shift, f, free_bits, column_shift)
    for g in range(whole, (n + 7) // 8):
        j0 = g * 8
        x = _ZERO
        for i in range(min(8, n - j0)):
            j = j0 + i
            w = np.uint64(words[j])
            v = w >> raw_shift
            if j < rows.size:
                rows[j] = v
            else:
                for k in range(r):
                    out[raw_at + j * r + k] = (v >> np.uint64(8 * k)) & _BYTE
            x |= ((w >> column_shift) & _BYTE) << np.uint64(8 * i)
        _write_planes(x, f, free_bits, out, plane_at + g * f)


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
def write_plane(words, groups, out, at, f, adjacent, low_shift, free_shift, column_shift):
    """One planes column at ``out[at:]``: for each 8 words, their column byte transposed into bit
    planes, the free ones kept (padding words of the last group are zero)."""
    full = words.size // 8
    for g in range(full):  # whole groups as a loop of their own
        x = _ZERO
        for i in range(8):
            x |= ((np.uint64(words[g * 8 + i]) >> column_shift) & _BYTE) << np.uint64(8 * i)
        _write_group(x, g, groups, out, at, f, adjacent, low_shift, free_shift)
    if words.size > full * 8:
        x = _ZERO
        for j in range(full * 8, words.size):
            x |= ((np.uint64(words[j]) >> column_shift) & _BYTE) << np.uint64(8 * (j - full * 8))
        _write_group(x, full, groups, out, at, f, adjacent, low_shift, free_shift)


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


@numba.njit(cache=True, inline="always")
def _escape_value(payload, at, k, r, adjacent, shift, shifts):
    """Escape ``k``'s ``r`` bytes (at ``payload[at + k*r:]``) moved to their columns."""
    v = np.uint64(payload[at + k]) if r == 1 else _gather_bytes(payload, at + k * r, r)
    return v << shift if adjacent else _spread_bytes(v, r, shifts)


@numba.njit(cache=True, inline="always")
def _popcount(x):
    """Set bits of a uint64 (SWAR: Hacker's Delight, pop)."""
    x = x - ((x >> np.uint64(1)) & np.uint64(0x5555555555555555))
    x = (x & np.uint64(0x3333333333333333)) + ((x >> np.uint64(2)) & np.uint64(0x3333333333333333))
    x = (x + (x >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return np.int64((x * np.uint64(0x0101010101010101)) >> np.uint64(56))


# ctz of a uint64 with one bit set, by de Bruijn multiplication (Leiserson, Prokop, Randall 1998)
_DEBRUIJN = np.uint64(0x03F79D71B4CB0A89)
_DEBRUIJN_INDEX = np.zeros(64, dtype=np.int64)
for _i in range(64):
    _DEBRUIJN_INDEX[((int(_DEBRUIJN) << _i) & 0xFFFFFFFFFFFFFFFF) >> 58] = _i
del _i


@numba.njit(cache=True)
def patch_escapes(payload, at, count, r, adjacent, shift, shifts, keep, bitmap, bitmap64, out):
    """Put a thresholded section's escapes in place: ``out`` holds every word's strict decoding,
    and each flagged word ``j`` gets its own bytes of the columns the strict block does not hold
    raw: ``out[j] = (out[j] & keep) | escape``. The escapes' ``r`` bytes each lie at
    ``payload[at:]``; ``adjacent``: their columns are ``shift // 8 ..``, else byte ``k`` goes to
    bit ``shifts[k]``.

    Only flagged words are visited, 64 words at a time (``bitmap64``: the bitmap as overlapping
    uint64 reads, 8 bytes apart), each set bit found by a de Bruijn multiply: the loop's exit,
    which mispredicts, comes once per 64 words instead of once per byte of flags (measured on a
    layer-norm output, 15% escapes: 51 us a byte at a time). No per-escape check: a block is
    refused before it would take more than ``count`` escapes, and a flag past the last word
    before anything. Returns the flags placed, or -1 for either fault (the caller refuses it).
    """
    n = out.size
    if n % 8 and np.int64(bitmap[n // 8]) >> (n % 8):
        return -1
    k = 0
    blocks = min(bitmap64.size, bitmap.size // 8)
    for q in range(blocks):
        flags = bitmap64[q]
        if k + _popcount(flags) > count:
            return -1
        j0 = q * 64
        while flags:
            low = flags & (_ZERO - flags)
            j = j0 + _DEBRUIJN_INDEX[(low * _DEBRUIJN) >> np.uint64(58)]
            out[j] = (np.uint64(out[j]) & keep) | _escape_value(payload, at, k, r, adjacent, shift, shifts)
            k += 1
            flags &= flags - _ONE  # (a chain of two operations; the lowest bit is found off it)
    for g in range(blocks * 8, bitmap.size):
        flags8 = np.int64(bitmap[g])
        if k + _POPCOUNT8[flags8] > count:
            return -1
        j0 = g * 8
        while flags8:
            j = j0 + _LOWEST[flags8]
            out[j] = (np.uint64(out[j]) & keep) | _escape_value(payload, at, k, r, adjacent, shift, shifts)
            k += 1
            flags8 &= flags8 - 1
    return k


@numba.njit(cache=True)
def write_bitmap(words, word_mask, word_value, bitmap):
    """A thresholded section's bitmap: bit i of byte g set iff word 8g+i is escaped (``w & M != V``)."""
    n = words.size
    for g in range(n // 8):  # a fixed 8 words a group: unrolled, branch-free
        flags = 0
        for i in range(8):
            flags |= np.int64((np.uint64(words[g * 8 + i]) & word_mask) != word_value) << i
        bitmap[g] = flags
    if n % 8:
        flags = 0
        for i in range(n % 8):
            flags |= np.int64((np.uint64(words[n // 8 * 8 + i]) & word_mask) != word_value) << i
        bitmap[n // 8] = flags


@numba.njit(cache=True)
def match_stats(words, word_mask, word_value):
    """``(escapes, OR, AND, OR of all, AND of all)``: how many words have ``w & M != V``, the OR and
    AND of the others, and of every word (strict's invariant bits, in the same pass)."""
    escaped = 0
    ones = _ZERO
    both = ~_ZERO
    all_ones = _ZERO
    all_both = ~_ZERO
    for j in range(words.size):  # branch-free: random flags would mispredict
        w = np.uint64(words[j])
        keep = np.uint64(1) if (w & word_mask) == word_value else _ZERO
        select = _ZERO - keep  # all ones for a matching word
        ones |= w & select
        both &= w | ~select
        all_ones |= w
        all_both &= w
        escaped += 1 - np.int64(keep)
    return escaped, ones, both, all_ones, all_both


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
                e = np.int64((w & word_mask) != word_value)
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
            e = np.int64((w & word_mask) != word_value)
            if k < total:
                escapes[k] = w
            k += e
            flags |= e << i
        bitmap[g] = flags


@numba.njit(cache=True)
def gather_escapes(words, bitmap, escapes, r, adjacent, shift, shifts):
    """The escapes' own columns (``r`` bytes each, into ``escapes``) of the words :func:`write_bitmap`
    flagged, visiting only those (as :func:`patch_escapes`): at the escape rates of a varying
    section (15% on a layer-norm output) this and the bitmap pass took half the time of one
    branch-free pass writing a slot for every word (measured)."""
    total = escapes.size // r
    k = 0
    for g in range(bitmap.size):
        flags = np.int64(bitmap[g])
        while flags and k < total:
            w = np.uint64(words[g * 8 + _LOWEST[flags]])
            if r == 1 and adjacent:
                escapes[k] = (w >> shift) & _BYTE
            else:
                v = w >> shift if adjacent else _ZERO
                if not adjacent:
                    for q in range(r):
                        v |= ((w >> np.uint64(shifts[q])) & _BYTE) << np.uint64(8 * q)
                for q in range(r):
                    escapes[k * r + q] = (v >> np.uint64(8 * q)) & _BYTE
            k += 1
            flags &= flags - 1


@numba.njit(cache=True)
def sample_bit_columns(words, step, sampled, word_bytes, columns):
    """The mask choice's sample as bitsets: bit ``q`` of ``columns[j]`` (bytes, zeroed) is bit ``j`` of
    word ``q * step``, for ``q < sampled``. 8 sampled words at a time, per byte column: their bytes
    in one lane, transposed (``_transpose8``), byte ``k`` is then bit ``8c + k`` of the 8 words."""
    for g in range((sampled + 7) // 8):
        for c in range(word_bytes):
            x = _ZERO
            for i in range(min(8, sampled - g * 8)):
                x |= ((np.uint64(words[(g * 8 + i) * step]) >> np.uint64(8 * c)) & _BYTE) << np.uint64(8 * i)
            x = _transpose8(x)
            for k in range(8):
                columns[8 * c + k, g] = (x >> np.uint64(8 * k)) & _BYTE


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
    touched = np.zeros(word_bytes, np.bool_)  # the byte columns holding a fixed bit
    columns_touched = 0
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
        if not touched[j_best // 8]:
            touched[j_best // 8] = True
            columns_touched += 1
        chosen_bit[step] = j_best
        chosen_value[step] = value
        count = 0
        for lane in range(matching.size):
            count += _popcount(matching[lane])
        f = count / sampled
        if f == 0 or f < threshold:
            break
        est = 1 / 8 + (width - (step + 1)) / 8 + (1 - f) * columns_touched
        if best_len == 0 or est < best_est - 1e-12:
            best_est = est
            best_len = step + 1
    return best_len
