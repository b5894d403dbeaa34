"""Invariant bit packing (IBP): a lossless tensor codec on the host (compiled kernels, or numpy).

IBP (Kamath, Krishnamurthy, Canini, Peter: "Reducing the GPU Memory Bottleneck with
Lossless Compression for ML", arXiv 2605.30728) looks at a group of same-dtype tensors
as one stream of machine words, finds the bit positions that never change across the
group (the sign bit of non-negative data, the high exponent bits of small values, the
unused bits of small integers), drops them, and packs the remaining bits densely behind
a small header. Decoding ORs the invariant bits back in, so every bit is restored: NaN
payloads, -0.0, subnormals, infinities and integer extremes are just words.

Two modes:

* ``strict``: a bit is dropped only if it is invariant over every word of the group;
* ``thresholded``: near-invariance with per-word escapes, as the public IBP code's
  thresholded mode does: a word mask ``M`` and value ``V`` are chosen so that most words
  satisfy ``w & M == V``; those words store only their other bits, and every word whose
  masked bits differ (an *escape*) is flagged in a bitmap and stores, besides the bits
  every word stores, its bytes of the columns that hold invariant bits. Here ``M`` is
  grown greedily on a sample (the bit that most words of the current matching set agree
  on first) and the prefix with the smallest estimated size wins; ``threshold`` is the
  least fraction of words that must match. The section keeps whichever of strict and
  thresholded is smaller, so thresholded is never larger than strict.

Words are little-endian byte rows of ``B`` bytes: byte ``c`` of every word forms *byte
column* ``c``, and invariance is found per column and bit. A column with ``m`` free bits
is dropped (``m == 0``), stored raw (``m == 8``, or when packing would not shrink it), or
as ``m`` bit planes: for each group of 8 words, one byte per free bit. The layout
(``IBP3``, docs/ibp.md) is chosen for decoding speed: the raw columns of a word are
stored together (row-major), so restoring them is one strided copy per power-of-two piece
of a run of columns, never a byte-by-byte interleave; and a thresholded section codes every
word's strict block in place, so that its escapes are patched in afterwards rather than the
matching words spread among them.

Speed (issue 16): when numba is installed, the passes over the data are compiled kernels
(:mod:`formal.compress.ibp_kernel`: one pass per section and job, writing straight into the
output, nothing the size of the data allocated); this module keeps the format, the sizes and
every choice, and calls them. Without numba the numpy passes below do the same work and
write the same bytes: every pass one numpy call over a whole section or over a chunk small
enough to stay in cache (ufuncs with ``out=``, reductions, ``compress``, ``take``, strided
copies, fancy assignment); Python loops run only over chunks, columns and bit positions,
never over elements. numpy rather than torch because torch has no OR reduction, and its
boolean compaction and expansion run serially on the CPU (measured: about 7 ns a word
against about 2 for numpy's). Every buffer of the size of the data or of a chunk is
allocated by torch (and used through a numpy view), so the CPU allocator's events that the
compress lever measures see the codec's whole transient memory. Which path runs depends only
on whether numba is importable (:data:`USE_KERNELS`), so the transient the lever measures at
planning is the one the emitted program has at replay. Tensors on another device are coded
on the host: encode copies them there, decode copies the result back (not run on a GPU in
this project).

:func:`overhead_bound` is the worst-case overhead, and ``packed.nbytes <= input bytes +
overhead_bound(...)`` always holds because each byte column is stored raw whenever
packing would not make it smaller.
"""

from __future__ import annotations

import functools
import importlib.util
import struct
import sys
import time
from dataclasses import dataclass
from typing import Sequence

import numpy as np
import torch

MAGIC = b"IBP3"
# Earlier layouts this version refuses, with the reason (docs/ibp.md).
_OLD_MAGIC = {
    b"IBP1": "its strict columns are stored column by column; this version reads IBP3 only, re-encode the tensors",
    b"IBP2": "its thresholded sections store the matching words apart from the escapes; this version "
    "reads IBP3 only, re-encode the tensors",
}
MODES = ("strict", "thresholded")
SAMPLE_WORDS = 4096  # words the thresholded mode looks at to choose its mask (choice only; coding is exact)

# dtype codes in the header (stable: never renumber, only append)
DTYPES: tuple[torch.dtype, ...] = (
    torch.float32,
    torch.float64,
    torch.float16,
    torch.bfloat16,
    torch.uint8,
    torch.int8,
    torch.int16,
    torch.int32,
    torch.int64,
    torch.bool,
    torch.complex64,
    torch.complex128,
)
_OPTIONAL = ("uint16", "uint32", "uint64", "float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz")
DTYPES += tuple(getattr(torch, n) for n in _OPTIONAL if hasattr(torch, n))
_CODE = {dt: i for i, dt in enumerate(DTYPES)}

if sys.byteorder != "little":  # pragma: no cover - every supported torch host is little-endian
    raise ImportError("formal.compress.ibp assumes a little-endian host (words are read as LE byte rows)")


@dataclass
class Section:
    """One dtype's words: how they are coded (see docs/ibp.md, section record)."""

    dtype: torch.dtype
    words: int  # n
    word_bytes: int  # B
    mode: int  # 0 strict, 1 thresholded (escapes)
    masks: bytes  # B invariant-bit masks of the coded (matching) words' columns
    values: bytes  # B invariant-bit values
    escapes: int = 0  # thresholded: number of escaped words
    word_mask: bytes = b""  # thresholded: M, B bytes
    word_value: bytes = b""  # thresholded: V, B bytes


@dataclass
class Packed:
    """An encoded group: a host-side header and one device-side uint8 payload.

    ``nbytes`` counts both. :meth:`to_bytes` gives the serialized form (header then
    payload), :func:`from_bytes` reads it back.
    """

    header: bytes
    payload: torch.Tensor
    shapes: list[tuple[int, ...]]
    dtypes: list[torch.dtype]
    sections: list[Section]

    @property
    def nbytes(self) -> int:
        return len(self.header) + int(self.payload.numel())

    @property
    def input_bytes(self) -> int:
        return sum(_numel(s) * _elsize(d) for s, d in zip(self.shapes, self.dtypes))

    @property
    def ratio(self) -> float:
        return self.input_bytes / self.nbytes

    def to_bytes(self) -> bytes:
        return self.header + self.payload.cpu().numpy().tobytes()


# --------------------------------------------------------------------------- helpers


def _numel(shape: Sequence[int]) -> int:
    n = 1
    for s in shape:
        n *= s
    return n


def _elsize(dtype: torch.dtype) -> int:
    # dtype.itemsize, not a 0-d tensor's element_size(): no allocation (the lever's allocator
    # events would count it in every unpack) and no per-call cost
    return dtype.itemsize


def word_bytes(dtype: torch.dtype) -> int:
    """Bytes per coded word: the element size, or one component of a complex number."""
    size = _elsize(dtype)
    return size // 2 if dtype.is_complex else size


def column_bytes(n: int, free_bits: int) -> int:
    """Payload bytes of one byte column of ``n`` words with ``free_bits`` non-invariant bits."""
    if free_bits == 0:
        return 0
    packed = -(-n // 8) * free_bits
    return n if free_bits == 8 or packed >= n else packed


def overhead_bound(shapes: Sequence[Sequence[int]], dtypes: Sequence[torch.dtype]) -> int:
    """Worst case of ``packed.nbytes - input bytes`` for these tensors: the strict header.

    Strict payload columns are never larger than the input's (raw fallback), and a
    thresholded section is kept only if it is smaller, header included, than strict.
    """
    sections: dict[torch.dtype, int] = {}
    for dt in dtypes:
        sections.setdefault(dt, word_bytes(dt))
    return len(MAGIC) + 4 + sum(2 + 8 * len(s) for s in shapes) + 4 + sum(11 + 2 * b for b in sections.values())


def _as_bytes(t: torch.Tensor) -> torch.Tensor:
    """The tensor's elements as a flat, contiguous uint8 CPU tensor (row-major element order)."""
    if t.is_sparse or t.is_quantized or t.layout != torch.strided:
        raise TypeError(f"ibp: only dense strided tensors can be packed, got layout {t.layout}")
    if t.dtype not in _CODE:
        raise TypeError(f"ibp: unsupported dtype {t.dtype}")
    t = t.detach().resolve_conj().resolve_neg().reshape(-1).cpu()
    if t.numel() and t.stride(0) != 1:
        # (a one-element slice can be "contiguous" with stride 2; a byte view needs stride 1)
        t = torch.empty(t.shape, dtype=t.dtype).copy_(t)
    return t.view(torch.uint8)


_NP_WORD = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
_NP_SIGNED = {1: np.uint8, 2: np.int16, 4: np.int32, 8: np.int64}  # as torch holds words (it lacks uint16..64 ops)
_TORCH_WORD = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}
_LSB = 0x0101010101010101  # bit 0 of each of the 8 bytes of a uint64 lane
_PICK = 0x8040201008040201  # bit i of byte i
_LOW7 = 0x7F7F7F7F7F7F7F7F  # 0x7F in every byte
_HIGH = 0x8080808080808080  # bit 7 of every byte
_GATHER = 0x0102040810204080  # (x & _LSB) * _GATHER >> 56: the 8 byte-LSBs as one byte, byte i -> bit i
# Words per step of the chunked passes (a multiple of 8, so bitmap bytes and bit-plane groups stay
# whole). Large enough that the per-call overhead of numpy is small, small enough that the chunk's
# temporaries (8-byte positions, flags and, when matching words vary, their decoded chunk) stay
# in cache. Measured on this project's development machine (one thread, 16 MiB of ReLU data):
# 32K-64K words decode fastest.
_CHUNK = 1 << 15
# 0, 1, ..., _CHUNK-1: where positions within a chunk are taken from (a module constant of
# 256 KiB, numpy-allocated once, so not a transient of any call).
_INDEX = np.arange(_CHUNK, dtype=np.int64)
_INDEX.flags.writeable = False
# Words per step of a bit-plane column: its lanes take one byte a word, and the 8x8 transpose
# is 18 numpy calls per step, so larger steps (measured: 256K words) pay less call overhead.
_PLANE_CHUNK = 1 << 18


# The compiled kernels (formal.compress.ibp_kernel) whenever numba is installed, the numpy passes
# below only without it. Never chosen by whether a cache is warm: the compress lever measures
# the codec's transient memory once at planning and the emitted program must see the same
# (the kernels allocate nothing the size of the data, the numpy passes allocate chunks).
# Tests flip USE_KERNELS to compare the two paths byte for byte.
USE_KERNELS = importlib.util.find_spec("numba") is not None
_kernel_module = None


def _kernels():
    """The kernel module if the codec uses it now (imported on first use)."""
    global _kernel_module
    if not USE_KERNELS:
        return None
    if _kernel_module is None:
        from formal.compress import ibp_kernel  # numba: importing it takes about a second; only encoding needs it

        _kernel_module = ibp_kernel
    return _kernel_module


def _overlapped(buf: np.ndarray, at: int, count: int, stride: int) -> np.ndarray:
    """uint64 items at ``buf[at + stride*i:]`` (overlapping when ``stride < 8``), for the first of
    ``count`` items whose 8 bytes lie inside ``buf``: a view, for the kernels' 8-byte reads and writes."""
    safe = 0 if buf.size - at < 8 else min(count, (buf.size - at - 8) // stride + 1)
    return _strided(buf, min(at, buf.size), safe, np.uint64, stride)


def _run(columns: Sequence[int]) -> bool:
    """Whether ``columns`` (non-empty, increasing) are consecutive."""
    return list(columns) == list(range(columns[0], columns[0] + len(columns)))


def _shifts(columns: Sequence[int]) -> np.ndarray:
    return np.array([8 * c for c in columns], dtype=np.int64)


# A planes column of at most this many planes is decoded by table look-ups (one a plane) and coded
# by bit gathers (4 operations a plane), in one pass with the raw block; more planes use the 8x8
# transpose, in passes of their own (measured on ReLU outputs' 7 planes: the look-ups and gathers
# made strict decode 3x and encode 1.3x slower).
_FEW_PLANES = 3


@dataclass(frozen=True)
class _Plane:
    """One planes column as the kernels take it."""

    column: int
    f: int  # free bits
    at: int  # payload offset of its groups within the block
    table: np.ndarray  # ibp_kernel.plane_table of its free bits (decoding)
    column_shift: np.uint64  # 8 * column
    run: bool  # the free bits are adjacent
    low_shift: np.uint64  # 8 * the first free bit
    free_shifts: np.ndarray  # 8 * each free bit
    free_bits: np.ndarray  # each free bit
    pair_table: np.ndarray | None  # ibp_kernel.pair_table (4-byte words only: decoding two at a time)


@dataclass(frozen=True)
class _KernelArgs:
    """A block's layout as the kernels take it (numpy scalars and arrays), cached with the layout:
    building them costs tens of microseconds of Python a call, next to kernels of a few hundred."""

    r: int  # raw columns
    raw_run: bool  # ... adjacent
    raw_shift: np.uint64  # 8 * the first raw column
    raw_shifts: np.ndarray  # 8 * each raw column
    const: np.uint64  # the invariant bits outside the raw columns (a raw byte is restored as stored)
    planes: tuple[_Plane, ...]
    one_run_one_column: bool  # one run of raw columns and one planes column (float32 decodes it in one pass)
    fused: bool  # ... of few planes: one pass each way
    escape_columns: tuple[int, ...]  # thresholded: the columns each escape stores
    escape_run: bool
    escape_shift: np.uint64
    escape_shifts: np.ndarray
    keep: np.uint64  # the raw columns' bits: what an escape does not replace
    size: int  # the block's payload bytes


@functools.lru_cache(maxsize=1024)
def _kernel_args(n: int, masks: bytes, values: bytes) -> _KernelArgs:
    kernels = _kernels()
    lay = _layout_of(n, masks, values)
    raw = lay.raw
    planes = tuple(
        _Plane(
            c,
            len(free),
            at,
            kernels.plane_table(tuple(free)),
            np.uint64(8 * c),
            _run(free),
            np.uint64(8 * free[0]),
            _shifts(free),
            np.array(free, dtype=np.int64),
            kernels.pair_table(tuple(free), c) if len(masks) == 4 else None,
        )
        for c, free, at in lay.planes
    )
    escapes = tuple(_escape_columns(lay, len(masks)))
    raw_bits = sum(0xFF << 8 * c for c in raw)
    return _KernelArgs(
        len(raw),
        bool(raw) and _run(raw),
        np.uint64(8 * raw[0] if raw else 0),
        _shifts(raw),
        np.uint64(lay.const & ~raw_bits),
        planes,
        bool(raw) and _run(raw) and len(planes) == 1,
        bool(raw) and _run(raw) and len(planes) == 1 and planes[0].f <= _FEW_PLANES,
        escapes,
        not escapes or _run(escapes),
        np.uint64(8 * escapes[0] if escapes else 0),
        _shifts(escapes),
        np.uint64(raw_bits),
        lay.size,
    )


def _kernel_read_strict(
    kernels, payload: np.ndarray, offset: int, n: int, b: int, args: _KernelArgs, out: np.ndarray
) -> None:
    """Decode the strict block of ``n`` words at ``payload[offset:]`` into ``out`` (bytes) with the kernels:
    one pass for the common block (one run of raw columns, one planes column), else the raw block
    in one pass (with every invariant bit), then one pass per planes column."""
    r = args.r
    if r == b:  # every column raw: the rows are the words themselves
        out[: n * b] = payload[offset : offset + n * b]
        return
    words = out[: n * b].view(_NP_WORD[b])
    if args.one_run_one_column and b == 4 and n >= 2:  # two words a step
        p = args.planes[0]
        pairs = _overlapped(payload, offset, n // 2, 2 * r)
        groups = _overlapped(payload, offset + p.at, -(-n // 8), p.f)
        if args.fused and not (p.run and p.f > 2):  # (3 adjacent planes: the transpose measured faster)
            kernels.read_raw_plane_pairs(
                pairs,
                groups,
                payload,
                offset,
                offset + p.at,
                n,
                r,
                args.raw_shift,
                p.f,
                p.table,
                p.pair_table,
                p.column_shift,
                args.const,
                words,
                out[: n // 2 * 8].view(np.uint64),
            )
            return
        if p.run:  # adjacent planes, 3 or more: the transpose
            kernels.read_raw_lane_pairs(
                pairs,
                groups,
                payload,
                offset,
                offset + p.at,
                n,
                r,
                args.raw_shift,
                p.f,
                p.low_shift,
                p.column_shift,
                args.const,
                words,
                out[: n // 2 * 8].view(np.uint64),
            )
            return
    if args.fused:
        p = args.planes[0]
        kernels.read_raw_plane(
            _overlapped(payload, offset, n, r),
            _overlapped(payload, offset + p.at, -(-n // 8), p.f),
            payload,
            offset,
            offset + p.at,
            n,
            r,
            args.raw_shift,
            p.f,
            p.table,
            p.column_shift,
            args.const,
            words,
        )
        return
    if r:
        kernels.read_raw(
            _overlapped(payload, offset, n, r),
            payload,
            offset,
            n,
            r,
            args.raw_run,
            args.raw_shift,
            args.raw_shifts,
            args.const,
            words,
        )
    else:
        words.fill(args.const)
    for p in args.planes:
        kernels.read_plane(
            _overlapped(payload, offset + p.at, -(-n // 8), p.f),
            payload,
            offset + p.at,
            n,
            p.f,
            p.table,
            p.run and p.f > _FEW_PLANES,
            p.low_shift,
            p.column_shift,
            words,
        )


def _kernel_write_strict(kernels, words: np.ndarray, n: int, args: _KernelArgs, out: np.ndarray, offset: int) -> None:
    """Code the ``n`` words as the strict block at ``out[offset:]`` with the kernels: one pass for the
    common block, else the raw block first, then the planes columns in order (each pass may spill
    into the bytes the next one writes, never backwards)."""
    r = args.r
    if args.fused:  # 8-byte row writes only where they stay inside the raw block (the planes follow it)
        p = args.planes[0]
        kernels.write_raw_plane(
            words,
            _overlapped(out[: offset + n * r], offset, n, r),
            out,
            offset,
            offset + p.at,
            n,
            r,
            args.raw_shift,
            p.f,
            p.free_bits,
            p.column_shift,
        )
        return
    if r:
        kernels.write_raw(
            words, _overlapped(out, offset, n, r), out, offset, r, args.raw_run, args.raw_shift, args.raw_shifts
        )
    for p in args.planes:
        kernels.write_plane(
            words,
            _overlapped(out, offset + p.at, -(-n // 8), p.f),
            out,
            offset + p.at,
            p.f,
            p.run,
            p.low_shift,
            p.free_shifts,
            p.column_shift,
        )


def _escape_columns(lay: "_Layout", b: int) -> list[int]:
    """The byte columns a thresholded section's escapes store: those its strict block does not hold raw."""
    return [c for c in range(b) if c not in lay.raw]


def _buffer(count: int, dtype: type) -> np.ndarray:
    """An uninitialised numpy array whose memory torch allocates (so allocator events see it)."""
    nbytes = count * np.dtype(dtype).itemsize
    return torch.empty(nbytes, dtype=torch.uint8).numpy().view(dtype)


def _strided(base: np.ndarray, offset: int, count: int, dtype: type, stride: int) -> np.ndarray:
    """A view of ``count`` items of ``dtype`` at byte ``offset`` of ``base``, ``stride`` bytes apart.

    Unaligned items are fine (numpy copies them with unaligned loops); the view shares
    ``base``'s memory and numpy checks it stays inside it.
    """
    return np.ndarray((count,), dtype=dtype, buffer=base, offset=offset, strides=(stride,))


def _free_bits(mask: int) -> list[int]:
    return [k for k in range(8) if not mask >> k & 1]


def _invariants(words: np.ndarray, b: int) -> tuple[list[int], list[int]]:
    """Per byte column: mask of the bits equal in every word, and their values.

    A bit is invariant iff its OR and its AND over all words agree: two read-only
    reductions, no temporaries.
    """
    if words.size == 0:
        return [0xFF] * b, [0] * b
    return _invariant_bits(int(np.bitwise_or.reduce(words)), int(np.bitwise_and.reduce(words)), b)


def _transpose8(x: np.ndarray, t: np.ndarray) -> None:
    """Transpose the 8x8 bit matrix in every uint64 lane of ``x`` in place (``t``: scratch, same size).

    Bit k of byte i <-> bit i of byte k. Three rounds of delta swaps (Hacker's Delight,
    transpose8); an involution.
    """
    for shift, mask in ((7, 0x00AA00AA00AA00AA), (14, 0x0000CCCC0000CCCC), (28, 0x00000000F0F0F0F0)):
        np.right_shift(x, np.uint64(shift), out=t)
        t ^= x
        t &= np.uint64(mask)
        x ^= t
        t <<= np.uint64(shift)
        x ^= t


@dataclass(frozen=True)
class _Layout:
    """Where a strict section's columns go (docs/ibp.md, strict section)."""

    raw: list[int]  # raw columns, in order; stored together per word (row-major)
    planes: list[tuple[int, list[int], int]]  # (column, free bits, payload offset of its planes)
    fill: bool  # some column is invariant (dropped whole)
    const: int  # the invariant bits of every column, as one word
    dropped: int  # the invariant columns' bytes, as one word
    size: int  # payload bytes


def _layout(n: int, masks: Sequence[int], values: Sequence[int]) -> _Layout:
    """Where a strict block's columns go (shared, never modified: cached per block shape, since a
    codec call costs tens of microseconds of Python next to a small tensor's kernel passes)."""
    return _layout_of(n, bytes(masks), bytes(values))


@functools.lru_cache(maxsize=1024)
def _layout_of(n: int, masks: bytes, values: bytes) -> _Layout:
    raw: list[int] = []
    planes: list[tuple[int, list[int], int]] = []
    fill = False
    const = dropped = 0
    for c, m in enumerate(masks):
        free = _free_bits(m)
        size = column_bytes(n, len(free))
        const |= (values[c] & m) << 8 * c
        if not free:
            fill = True
            dropped |= values[c] << 8 * c
        elif size == n:
            raw.append(c)
        else:
            planes.append((c, free, size))
    offset = n * len(raw)
    placed = []
    for c, free, size in planes:
        placed.append((c, free, offset))
        offset += size
    return _Layout(raw, placed, fill, const, dropped, offset)


def _strict_size(n: int, masks: Sequence[int]) -> int:
    return sum(column_bytes(n, 8 - bin(m).count("1")) for m in masks)


def _write_strict(
    data: np.ndarray, n: int, b: int, masks: Sequence[int], values: Sequence[int], out: np.ndarray, offset: int
) -> None:
    """Code ``n`` words (``data``: their ``n*b`` bytes) strictly into ``out[offset:]`` (exactly their size)."""
    lay = _layout(n, masks, values)
    if n == 0:
        return
    r = len(lay.raw)
    kernels = _kernels()
    if r == b:  # every column raw: the rows are the words themselves
        out[offset : offset + n * b] = data[: n * b]
    elif kernels is not None:
        _kernel_write_strict(
            kernels, data[: n * b].view(_NP_WORD[b]), n, _kernel_args(n, bytes(masks), bytes(values)), out, offset
        )
        return
    else:
        for j, col in enumerate(lay.raw):  # byte by byte: unaligned wider items take numpy's slow path (measured)
            _strided(out, offset + j, n, np.uint8, r)[...] = _strided(data, col, n, np.uint8, b)
    if not lay.planes:
        return
    step = min(_CHUNK, -(-n // 8) * 8)
    lanes, scratch = _buffer(step // 8, np.uint64), _buffer(step // 8, np.uint64)
    column = lanes.view(np.uint8)
    for c, free, at in lay.planes:
        f = len(free)
        for start in range(0, n, step):
            m = min(step, n - start)
            groups = -(-m // 8)
            column[:m] = _strided(data, start * b + c, m, np.uint8, b)
            column[m : groups * 8] = 0
            _transpose8(lanes[:groups], scratch[:groups])
            dst = out[offset + at + start // 8 * f : offset + at + (start // 8 + groups) * f].reshape(groups, f)
            src = column[: groups * 8].reshape(groups, 8)
            for j, k in enumerate(free):
                dst[:, j] = src[:, k]


def _overlapped_read(payload: np.ndarray, offset: int, stride: int, out: np.ndarray) -> None:
    """``out[i]`` = the ``out.itemsize`` bytes at ``payload[offset + stride*i:]`` (zeros past the end).

    With ``stride`` smaller than the item, consecutive reads overlap: each item also picks up
    the first bytes of the next one, which the caller masks off. One strided pass (a plain
    copy: a ufunc would buffer the unaligned input, measured 10x slower); the last few
    items, whose read would run past the payload, come from a small zero-padded copy.
    """
    count, width = out.size, out.itemsize
    safe = count if stride >= width else max(0, min(count, (payload.size - offset - width) // stride + 1))
    if safe:
        out[:safe] = _strided(payload, offset, safe, out.dtype, stride)
    if safe < count:
        tail = _buffer((count - safe) * stride + width, np.uint8)
        tail[:] = 0
        have = payload[offset + safe * stride : offset + count * stride + width]
        tail[: have.size] = have
        out[safe:] = _strided(tail, 0, count - safe, out.dtype, stride)


def _read_strict(
    payload: np.ndarray, offset: int, n: int, b: int, masks: Sequence[int], values: Sequence[int], out: np.ndarray
) -> int:
    """Decode ``n`` strictly coded words into ``out`` (their ``n*b`` bytes); the offset after them."""
    lay = _layout(n, masks, values)
    kernels = _kernels()
    if n and kernels is not None:
        _kernel_read_strict(kernels, payload, offset, n, b, _kernel_args(n, bytes(masks), bytes(values)), out)
    elif n:
        reader = _StrictReader(payload, offset, n, b, lay, min(_PLANE_CHUNK, n))
        for start in range(0, n, _PLANE_CHUNK):
            stop = min(n, start + _PLANE_CHUNK)
            reader.read(start, stop, out[start * b : stop * b])
    return offset + lay.size


class _StrictReader:
    """Decodes any range of words of one strict block (docs/ibp.md), with scratch for ``most`` words at a time.

    A range need not start on a group of 8 words: the bit planes of the groups it touches
    are decoded and the words it wants are cut out.
    """

    def __init__(self, payload: np.ndarray, offset: int, n: int, b: int, lay: _Layout, most: int) -> None:
        self.payload, self.offset, self.n, self.b, self.lay = payload, offset, n, b, lay
        self.adjacent = bool(lay.raw) and lay.raw == list(range(lay.raw[0], lay.raw[0] + len(lay.raw)))
        if lay.planes:  # groups a range of `most` words can touch
            self.lanes, self.scratch = _buffer(most // 8 + 2, np.uint64), _buffer(most // 8 + 2, np.uint64)

    def read(self, start: int, stop: int, out: np.ndarray) -> None:
        """Words ``start..stop-1`` into ``out`` (their bytes)."""
        lay, b, payload, count = self.lay, self.b, self.payload, stop - start
        word_t = _NP_WORD[b]
        words = out.view(word_t)
        r = len(lay.raw)
        if self.adjacent:
            # Each word's raw bytes read as one whole (unaligned) word at r-byte steps, masked,
            # and shifted when the run does not start at column 0.
            _overlapped_read(payload, self.offset + start * r, r, words)
            if r < b:
                words &= word_t((1 << 8 * r) - 1)
            if lay.raw[0]:
                words <<= word_t(8 * lay.raw[0])
            if lay.fill:
                words |= word_t(lay.dropped)
        else:
            if lay.fill or not r:
                words.fill(lay.const)
            for j, col in enumerate(lay.raw):  # raw columns that are not adjacent: byte by byte
                _strided(out, col, count, np.uint8, b)[...] = _strided(
                    payload, self.offset + start * r + j, count, np.uint8, r
                )
        for c, free, at in lay.planes:
            self._read_planes(c, free, self.offset + at, start, stop, out)

    def _read_planes(self, c: int, free: list[int], at: int, start: int, stop: int, out: np.ndarray) -> None:
        f, first = len(free), start // 8
        groups = -(-stop // 8) - first
        lanes = self.lanes[:groups]
        planes_at = at + first * f
        if free == list(range(free[0], free[0] + f)):  # adjacent free bits: one overlapped read
            _overlapped_read(self.payload, planes_at, f, lanes)
            if f < 8:
                lanes &= np.uint64((1 << 8 * f) - 1)
            if free[0]:
                lanes <<= np.uint64(8 * free[0])
        else:
            column = lanes.view(np.uint8).reshape(-1, 8)
            src = self.payload[planes_at : planes_at + groups * f].reshape(groups, f)
            for k in range(8):
                if k in free:
                    column[:, k] = src[:, free.index(k)]
                else:
                    column[:, k] = 0
        _transpose8(lanes, self.scratch[:groups])
        lanes |= np.uint64(((self.lay.const >> 8 * c) & 0xFF) * _LSB)
        skip = start - first * 8
        _strided(out, c, stop - start, np.uint8, self.b)[...] = lanes.view(np.uint8)[skip : skip + stop - start]


def choose_word_mask(rows: torch.Tensor, threshold: float = 0.0) -> tuple[bytes, bytes] | None:
    """Greedy (M, V) for the thresholded mode, on an evenly strided sample of the ``(n, B)`` word bytes.

    Starting from all sampled words, repeatedly fix the bit on which most of the still
    matching words agree (to their majority value) and keep only those words; the prefix
    with the smallest estimated size (flag bit + every word's free bits + the escapes' bytes
    of the columns holding a fixed bit) wins. The choice only affects the ratio: coding with any (M, V) is exact.
    """
    n, b = rows.shape
    step = max(1, n // SAMPLE_WORDS)
    s = -(-n // step)  # the sampled words: 0, step, 2*step, ...
    width = 8 * b
    # Bit j (= 8c + k) of every sampled word as one bitset over the sample: counting the
    # matching words with bit j set is then an AND and a popcount over s/64 lanes.
    lanes = -(-s // 64)
    columns = np.zeros((width, lanes * 8), dtype=np.uint8)
    kernels = _kernels()
    if kernels is not None:  # the sample read and transposed in one compiled pass (numpy's: about 150 us)
        words = np.ascontiguousarray(rows.cpu().numpy()).reshape(-1).view(_NP_WORD[b])
        kernels.sample_bit_columns(words, step, s, b, columns)
    else:
        sample = np.ascontiguousarray(rows[::step].cpu().numpy())
        bits = np.unpackbits(sample, axis=1, bitorder="little")  # (s, 8B) of 0/1
        columns[:, : -(-s // 8)] = np.packbits(np.ascontiguousarray(bits.T), axis=1, bitorder="little")
    columns = columns.view(np.uint64)  # (8B, lanes)
    matching = np.zeros(lanes * 8, dtype=np.uint8)
    matching[: s // 8] = 0xFF
    if s % 8:
        matching[s // 8] = (1 << s % 8) - 1
    matching = matching.view(np.uint64)
    if kernels is not None:  # the loop below, compiled (its numpy calls cost 2-3 ms a tensor)
        chosen_bit, chosen_value = np.zeros(width, np.int64), np.zeros(width, np.int64)
        length = kernels.greedy_mask(columns, matching, s, b, float(threshold), chosen_bit, chosen_value)
        return (
            _mask_bytes(list(zip(chosen_bit[:length].tolist(), chosen_value[:length].tolist())), b) if length else None
        )
    taken = np.zeros(width, dtype=bool)
    touched: set[int] = set()  # the byte columns holding a fixed bit
    chosen: list[tuple[int, int]] = []
    best: tuple[float, int] | None = None
    count = s
    for _ in range(width):
        ones = np.bitwise_count(columns & matching).sum(axis=1, dtype=np.int64)
        agree = np.maximum(ones, count - ones)
        agree[taken] = -1
        j = int(np.argmax(agree))  # first maximum: deterministic
        val = int(int(ones[j]) * 2 > count)
        matching &= columns[j] if val else ~columns[j]
        taken[j] = True
        touched.add(j // 8)
        chosen.append((j, val))
        count = int(np.bitwise_count(matching).sum())
        f = count / s
        if f == 0 or f < threshold:
            break
        est = 1 / 8 + (width - len(chosen)) / 8 + (1 - f) * len(touched)
        if best is None or est < best[0] - 1e-12:
            best = (est, len(chosen))
    if best is None:
        return None
    return _mask_bytes(chosen[: best[1]], b)


def _mask_bytes(chosen: list[tuple[int, int]], b: int) -> tuple[bytes, bytes]:
    """(M, V) of the fixed bits ``(bit, value)``."""
    mask, value = [0] * b, [0] * b
    for j, val in chosen:
        mask[j // 8] |= 1 << (j % 8)
        value[j // 8] |= val << (j % 8)
    return bytes(mask), bytes(value)


def _encode_section(
    dtype: torch.dtype, flat: torch.Tensor, mode: str, threshold: float, word_mask: tuple[bytes, bytes] | None
) -> tuple[Section, torch.Tensor]:
    """Code one dtype's words (``flat``: their bytes, a CPU tensor) into its payload bytes.

    Sizes are known from the masks before any payload byte is written, so the payload is
    allocated once at its exact size.
    """
    b = word_bytes(dtype)
    data = flat.numpy()
    n = data.size // b
    words = data.view(_NP_WORD[b])
    if mode == "thresholded" and n > 0:
        choice = word_mask or choose_word_mask(flat.view(-1, b), threshold)
        if choice is not None:
            section, out = _encode_thresholded(dtype, words, b, choice)
            if section is not None:
                return section, out
    masks, values = _invariants(words, b)
    strict_size = _strict_size(n, masks)
    out = torch.empty(strict_size, dtype=torch.uint8)
    _write_strict(data, n, b, masks, values, out.numpy(), 0)
    return Section(dtype, n, b, 0, bytes(masks), bytes(values)), out


def _encode_thresholded(
    dtype: torch.dtype, words: np.ndarray, b: int, choice: tuple[bytes, bytes]
) -> tuple[Section | None, torch.Tensor | None]:
    """The thresholded code of ``words`` with ``(M, V) = choice``, or ``(None, None)`` if not smaller than strict."""
    n = words.size
    wmask, wvalue = bytes(choice[0]), bytes(choice[1])
    word_t = _NP_WORD[b]
    m_int, v_int = word_t(int.from_bytes(wmask, "little")), word_t(int.from_bytes(wvalue, "little"))
    kernels = _kernels()
    if kernels is not None:
        return _encode_thresholded_kernel(kernels, dtype, words, b, wmask, wvalue)
    strict_size = _strict_size(n, _invariants(words, b)[0])
    escaped = _buffer(n, np.bool_)
    step = min(_CHUNK, n)
    masked = _buffer(step, word_t)
    ones, both = 0, (1 << 8 * b) - 1  # OR and AND of the matching words
    for start in range(0, n, step):  # chunks: the masked words stay in cache
        chunk = words[start : start + step]
        flags = escaped[start : start + step]
        part = masked[: chunk.size]
        np.bitwise_and(chunk, m_int, out=part)
        np.not_equal(part, v_int, out=flags)
        np.copyto(part, chunk)
        np.copyto(part, 0, where=flags)  # an escape adds nothing to the OR ...
        ones |= int(np.bitwise_or.reduce(part))
        np.copyto(part, chunk)
        np.copyto(part, word_t(both), where=flags)  # ... nor to the AND
        both &= int(np.bitwise_and.reduce(part))
    del masked
    n_esc = int(np.count_nonzero(escaped))
    if n_esc == n:
        return None, None
    imasks, ivalues = _invariant_bits(ones, both, b)
    section, out_t = _thresholded_output(dtype, n, b, imasks, ivalues, n_esc, wmask, wvalue, strict_size)
    if section is None:
        return None, None
    out = out_t.numpy()
    lay = _layout(n, imasks, ivalues)
    columns = _escape_columns(lay, b)
    kept = len(columns)
    words_t = torch.from_numpy(words.view(_NP_SIGNED[b]))
    if kept == b:  # escapes whole: gathered straight into the payload
        _compact(words_t, escaped, out_t[: n_esc * b].view(_TORCH_WORD[b]))
    elif kept:
        escapes = torch.empty(n_esc, dtype=_TORCH_WORD[b])
        _compact(words_t, escaped, escapes)
        src = escapes.numpy().view(np.uint8).reshape(n_esc, b)
        dst = out[: n_esc * kept].reshape(n_esc, kept)
        for j, c in enumerate(columns):
            dst[:, j] = src[:, c]
        del escapes, src
    bitmap_at = n_esc * kept
    groups = -(-n // 8)
    lanes = _buffer(-(-step // 8), np.uint64)
    flags = lanes.view(np.uint8)
    for start in range(0, n, step):  # bitmap: the 8 flags of a group as the bits of one byte
        m = min(step, n - start)
        g = -(-m // 8)
        flags[:m] = escaped[start : start + m]
        flags[m : g * 8] = 0
        part = lanes[:g]
        part *= np.uint64(_GATHER)
        part >>= np.uint64(56)
        out[bitmap_at + start // 8 : bitmap_at + start // 8 + g] = part
    if lay.raw or lay.planes:  # every word's own bits, in place: the escapes' too (their own columns patch them)
        _write_strict(words.view(np.uint8), n, b, imasks, ivalues, out, bitmap_at + groups)
    return section, out_t


def _invariant_bits(ones: int, both: int, b: int) -> tuple[list[int], list[int]]:
    """Per byte column, the bits equal in every word of a set whose OR is ``ones`` and AND is
    ``both`` (they agree there), and their values."""
    masks = [~((ones ^ both) >> 8 * c) & 0xFF for c in range(b)]
    return masks, [(both >> 8 * c) & m for c, m in enumerate(masks)]


def _thresholded_output(
    dtype: torch.dtype, n: int, b: int, imasks, ivalues, n_esc: int, wmask: bytes, wvalue: bytes, strict_size: int
) -> tuple[Section | None, torch.Tensor | None]:
    """The thresholded section record and its payload buffer (a torch allocation, so the lever
    sees it), or ``(None, None)`` when the section would not be smaller than strict."""
    section = Section(dtype, n, b, 1, bytes(imasks), bytes(ivalues), n_esc, wmask, wvalue)
    size = _section_size(section)
    if size + 8 + 2 * b >= strict_size:
        return None, None
    return section, torch.empty(size, dtype=torch.uint8)


def _encode_thresholded_kernel(
    kernels, dtype: torch.dtype, words: np.ndarray, b: int, wmask: bytes, wvalue: bytes
) -> tuple[Section | None, torch.Tensor | None]:
    """:func:`_encode_thresholded` by the kernels: a counting pass (escapes, the OR and AND of the
    matching words, whose invariant bits the strict block drops, and of every word, for strict's
    size), then the writing passes: the escapes' own columns with the bitmap, every word's
    strict block."""
    n = words.size
    m_int, v_int = np.uint64(int.from_bytes(wmask, "little")), np.uint64(int.from_bytes(wvalue, "little"))
    n_esc, ones, both, all_ones, all_both = kernels.match_stats(words, m_int, v_int)
    n_esc = int(n_esc)
    strict_size = _strict_size(n, _invariant_bits(int(all_ones), int(all_both), b)[0])
    if n_esc == n:
        return None, None
    imasks, ivalues = _invariant_bits(int(ones), int(both), b)
    section, out_t = _thresholded_output(dtype, n, b, imasks, ivalues, n_esc, wmask, wvalue, strict_size)
    if section is None:
        return None, None
    out = out_t.numpy()
    args = _kernel_args(n, bytes(imasks), bytes(ivalues))
    kept = len(args.escape_columns)
    bitmap_at = n_esc * kept
    strict_at = bitmap_at + -(-n // 8)
    if kept == b:  # escapes whole: typed stores
        kernels.write_escapes(words, m_int, v_int, out[:bitmap_at].view(_NP_WORD[b]), out[bitmap_at:strict_at])
    else:  # the bitmap, then the escapes' own columns from it
        kernels.write_bitmap(words, m_int, v_int, out[bitmap_at:strict_at])
        if kept:
            kernels.gather_escapes(
                words,
                out[bitmap_at:strict_at],
                out[:bitmap_at],
                kept,
                args.escape_run,
                args.escape_shift,
                args.escape_shifts,
            )
    if args.r or args.planes:
        _kernel_write_strict(kernels, words, n, args, out, strict_at)
    return section, out_t


def _positions(flags: np.ndarray, count: int, out: np.ndarray) -> np.ndarray:
    """The positions of the ``count`` set ``flags`` (0/1 bytes), in order, written into ``out`` (no allocation).

    ``np.compress`` over ``0, 1, 2, ...`` with ``out=``: numpy's ``flatnonzero`` is about
    twice as fast (measured) but allocates its result itself, outside torch's allocator,
    where the compress lever's measurement of the codec's transient memory would miss it.
    """
    return np.compress(flags.view(np.bool_), _INDEX[: flags.size], out=out[:count])


def _flags(bitmap: np.ndarray, lanes: np.ndarray) -> np.ndarray:
    """Bitmap bytes -> one 0/1 byte per word (bit i of byte g -> byte 8g + i), in ``lanes`` (uint64).

    Each bitmap byte is copied into all 8 bytes of its lane, byte i keeps only bit i, and
    adding 0x7F to every byte carries a set bit into bit 7 (no byte overflows into the next).
    """
    lanes = lanes[: bitmap.size]
    np.copyto(lanes, bitmap, casting="safe")
    lanes *= np.uint64(_LSB)
    lanes &= np.uint64(_PICK)
    lanes += np.uint64(_LOW7)
    lanes &= np.uint64(_HIGH)
    lanes >>= np.uint64(7)
    return lanes.view(np.uint8)


def _compact(words: torch.Tensor, flags: np.ndarray, out: torch.Tensor) -> None:
    """``out[:] = words[flags]``, in order, chunk by chunk: positions, then a torch gather.

    Measured faster than ``np.compress`` of the words themselves (its per-word branch
    mispredicts on mixed data) and than boolean indexing.
    """
    n = words.numel()
    step = min(_CHUNK, n)
    positions = _buffer(step, np.int64)
    at = 0
    for start in range(0, n, step):
        part = flags[start : start + step]
        pos = torch.from_numpy(_positions(part, int(np.count_nonzero(part)), positions))
        torch.index_select(words[start : start + step], 0, pos, out=out[at : at + pos.numel()])
        at += pos.numel()


def _decode_section(s: Section, payload: np.ndarray, offset: int, out: np.ndarray) -> int:
    """Decode one section into ``out`` (its ``n*B`` bytes); the payload offset after it.

    Thresholded, numpy path: every word's strict block first (when the matching words have
    bits of their own), or the constant they all are; then, per chunk, the bitmap's flags,
    their positions, and each escape's columns assigned there (fancy assignment, no per-word
    branch). Every temporary is a torch allocation of one chunk.
    """
    b, n = s.word_bytes, s.words
    if s.mode == 0:
        return _read_strict(payload, offset, n, b, s.masks, s.values, out)
    kernels = _kernels()
    if kernels is not None:
        return _decode_thresholded_kernel(kernels, s, payload, offset, out)
    lay, columns, bitmap, at = _thresholded_parts(s, payload, offset)
    kept = len(columns)
    word_t = _NP_WORD[b]
    varying = bool(lay.raw or lay.planes)
    if varying:
        _read_strict(payload, at, n, b, s.masks, s.values, out)
        escapes = payload[offset : offset + s.escapes * kept].reshape(s.escapes, kept)
        rows = out[: n * b].reshape(n, b)
    else:  # every matching word is the constant
        words = out[: n * b].view(word_t)
        words.fill(word_t(int.from_bytes(s.values, "little")))
        whole = _strided(payload, offset, s.escapes, word_t, b)
    step = min(_CHUNK, -(-n // 8) * 8)
    lanes, positions = _buffer(step // 8, np.uint64), _buffer(step, np.int64)
    done = 0  # escapes placed
    for start in range(0, n, step):
        m = min(step, n - start)
        flags = _flags(bitmap[start // 8 : start // 8 + -(-m // 8)], lanes)[:m]
        count = int(np.count_nonzero(flags.view(np.bool_)))
        if done + count > s.escapes:
            raise ValueError(
                f"ibp: the {s.dtype} section's bitmap flags more words than its record's {s.escapes} escapes"
            )
        if varying:
            where = _positions(flags, count, positions)
            part = rows[start : start + m]
            for j, c in enumerate(columns):
                part[where, c] = escapes[done : done + count, j]
        else:
            _expand(words[start : start + m], flags, whole[done:], positions)
        done += count
    if done != s.escapes:
        raise ValueError(f"ibp: the {s.dtype} section's bitmap flags {done} words, its record {s.escapes} escapes")
    return at + lay.size


def _thresholded_parts(s: Section, payload: np.ndarray, offset: int) -> tuple["_Layout", list[int], np.ndarray, int]:
    """A thresholded section at ``payload[offset:]``: its strict block's layout (over all ``n`` words),
    the columns each escape stores, the bitmap, and where the strict block starts."""
    lay = _layout(s.words, s.masks, s.values)
    columns = _escape_columns(lay, s.word_bytes)
    bitmap_at = offset + s.escapes * len(columns)
    at = bitmap_at + -(-s.words // 8)
    return lay, columns, payload[bitmap_at:at], at


def _decode_thresholded_kernel(kernels, s: Section, payload: np.ndarray, offset: int, out: np.ndarray) -> int:
    """The thresholded branch of :func:`_decode_section` by the kernels: every word's strict block (or
    the constant), then the escapes, each put in place from the bitmap."""
    b, n = s.word_bytes, s.words
    args = _kernel_args(n, s.masks, s.values)
    kept = len(args.escape_columns)
    bitmap_at = offset + s.escapes * kept
    at = bitmap_at + -(-n // 8)
    bitmap = payload[bitmap_at:at]
    words = out[: n * b].view(_NP_WORD[b])
    if args.r or args.planes:  # matching words with bits of their own
        _kernel_read_strict(kernels, payload, at, n, b, args, out)
        flagged = kernels.patch_escapes(
            payload,
            offset,
            s.escapes,
            kept,
            args.escape_run,
            args.escape_shift,
            args.escape_shifts,
            args.keep,
            bitmap,
            _strided(bitmap, 0, bitmap.size // 8, np.uint64, 8),
            words,
        )
    else:
        escapes = payload[offset:bitmap_at].view(_NP_WORD[b])
        flagged, _ = kernels.expand_const(escapes, bitmap, np.uint64(int.from_bytes(s.values, "little")), words)
    if flagged != s.escapes:
        raise ValueError(f"ibp: the {s.dtype} section's bitmap flags do not match its record's {s.escapes} escapes")
    return at + args.size


def _expand(part: np.ndarray, flags: np.ndarray, values: np.ndarray, positions: np.ndarray) -> int:
    """``part[flags] = values[:count]`` for the ``count`` set flags (0/1 bytes); returns ``count``.

    Mixed flags: positions, then a fancy assignment (no per-word branch). Flags that are
    mostly clear or mostly set: numpy's boolean assignment, which copies whole runs and
    is then about twice as fast (measured).
    """
    m = flags.size
    count = int(np.count_nonzero(flags.view(np.bool_)))
    if count * 8 < m or count * 8 > 7 * m:
        part[flags.view(np.bool_)] = values[:count]
    else:
        part[_positions(flags, count, positions)] = values[:count]
    return count


# --------------------------------------------------------------------------- public API


def encode(
    tensors: Sequence[torch.Tensor],
    mode: str = "thresholded",
    threshold: float = 0.0,
    word_masks: dict[torch.dtype, tuple[bytes, bytes]] | None = None,
) -> Packed:
    """Pack a group of tensors losslessly; tensors of one dtype share one section.

    ``mode`` is ``"strict"`` or ``"thresholded"``; ``threshold`` (thresholded mode) is the
    least fraction of words that must match the chosen mask (0.0: pure size choice).
    ``word_masks`` fixes the thresholded mode's ``(M, V)`` per dtype (as
    :func:`choose_word_mask` returns it) instead of choosing it on a sample, e.g. once at
    planning time; a section still falls back to strict when that is smaller.
    """
    if mode not in MODES:
        raise ValueError(f"ibp: mode must be one of {MODES}, got {mode!r}")
    if not 0.0 <= threshold <= 1.0:
        raise ValueError(f"ibp: threshold must be in [0, 1], got {threshold}")
    tensors = list(tensors)
    if not all(isinstance(t, torch.Tensor) for t in tensors):
        raise TypeError("ibp: encode takes a sequence of tensors")
    devices = {t.device for t in tensors}
    if len(devices) > 1:
        raise ValueError(f"ibp: all tensors must be on one device, got {sorted(map(str, devices))}")
    device = devices.pop() if devices else torch.device("cpu")
    flats = [_as_bytes(t) for t in tensors]
    order: list[torch.dtype] = []
    for t in tensors:
        if t.dtype not in order:
            order.append(t.dtype)
    sections, parts = [], []
    for dt in order:
        group = [f for f, t in zip(flats, tensors) if t.dtype == dt]
        flat = group[0] if len(group) == 1 else torch.cat(group)
        section, part = _encode_section(dt, flat, mode, threshold, (word_masks or {}).get(dt))
        sections.append(section)
        parts.append(part)
    header = bytearray(MAGIC)
    header += struct.pack("<I", len(tensors))
    for t in tensors:
        header += struct.pack("<BB", _CODE[t.dtype], t.dim()) + struct.pack(f"<{t.dim()}Q", *t.shape)
    header += struct.pack("<I", len(sections))
    for s in sections:
        header += struct.pack("<BQBB", _CODE[s.dtype], s.words, s.word_bytes, s.mode) + s.masks + s.values
        if s.mode == 1:
            header += struct.pack("<Q", s.escapes) + s.word_mask + s.word_value
    if len(parts) == 1:
        payload = parts[0]
    else:
        payload = torch.cat(parts) if parts else torch.empty(0, dtype=torch.uint8)
    return Packed(
        bytes(header), payload.to(device), [tuple(t.shape) for t in tensors], [t.dtype for t in tensors], sections
    )


def _section_size(s: Section) -> int:
    """Payload bytes the section record describes (the strict block's layout is cached: a decode
    of a small tensor should not pay for it)."""
    lay = _layout(s.words, s.masks, s.values)
    if s.mode == 0:
        return lay.size
    return s.escapes * len(_escape_columns(lay, s.word_bytes)) + -(-s.words // 8) + lay.size


def _check(packed: Packed) -> None:
    """Refuse a header that does not describe its payload (before touching any data)."""
    need: dict[torch.dtype, int] = {}
    for shape, dt in zip(packed.shapes, packed.dtypes):
        need[dt] = need.get(dt, 0) + _numel(shape) * _elsize(dt)
    have = {s.dtype: s.words * s.word_bytes for s in packed.sections}
    if need != have or len(have) != len(packed.sections):
        raise ValueError("ibp: the sections do not cover the tensors the header lists")
    for s in packed.sections:
        if (
            s.word_bytes != word_bytes(s.dtype)
            or s.mode not in (0, 1)
            or s.escapes > s.words
            or len(s.masks) != s.word_bytes
            or len(s.values) != s.word_bytes
        ):
            raise ValueError(f"ibp: malformed section record for {s.dtype}")
    size = sum(_section_size(s) for s in packed.sections)
    if size != packed.payload.numel():
        raise ValueError(f"ibp: payload has {packed.payload.numel()} bytes, the header describes {size}")


def decode(packed: Packed) -> list[torch.Tensor]:
    """Restore every tensor bit for bit (contiguous, same shape and dtype, on the payload's device)."""
    _check(packed)
    device = packed.payload.device
    on_host = device.type == "cpu"  # (no-op copies skipped: a small tensor's decode is tens of microseconds)
    payload = (packed.payload if on_host else packed.payload.cpu()).numpy()
    offset = 0
    section_bytes: dict[torch.dtype, torch.Tensor] = {}
    for s in packed.sections:
        flat = torch.empty(s.words * s.word_bytes, dtype=torch.uint8)
        offset = _decode_section(s, payload, offset, flat.numpy())
        section_bytes[s.dtype] = flat if on_host else flat.to(device)
    out, used = [], {dt: 0 for dt in section_bytes}
    for shape, dt in zip(packed.shapes, packed.dtypes):
        nbytes = _numel(shape) * _elsize(dt)
        start = used[dt]
        used[dt] += nbytes
        flat = section_bytes[dt]
        piece = flat if nbytes == flat.numel() else flat[start : start + nbytes].clone()
        out.append(piece.view(dt).view(shape))
    return out


def from_bytes(data: bytes, device: str | torch.device = "cpu") -> Packed:
    """Parse the serialized form written by :meth:`Packed.to_bytes`."""
    try:
        if bytes(data[:4]) in _OLD_MAGIC:
            raise ValueError(f"ibp: {bytes(data[:4]).decode()} stream: {_OLD_MAGIC[bytes(data[:4])]}")
        if data[:4] != MAGIC:
            raise ValueError(f"ibp: not an {MAGIC.decode()} stream (bad magic)")
        pos = 4
        (count,) = struct.unpack_from("<I", data, pos)
        pos += 4
        shapes, dtypes = [], []
        for _ in range(count):
            code, ndim = struct.unpack_from("<BB", data, pos)
            pos += 2
            shapes.append(tuple(struct.unpack_from(f"<{ndim}Q", data, pos)))
            pos += 8 * ndim
            dtypes.append(DTYPES[code])
        (nsec,) = struct.unpack_from("<I", data, pos)
        pos += 4
        sections = []
        for _ in range(nsec):
            code, n, b, mode = struct.unpack_from("<BQBB", data, pos)
            pos += 11
            masks, values = bytes(data[pos : pos + b]), bytes(data[pos + b : pos + 2 * b])
            pos += 2 * b
            s = Section(DTYPES[code], n, b, mode, masks, values)
            if mode == 1:
                (s.escapes,) = struct.unpack_from("<Q", data, pos)
                s.word_mask, s.word_value = (
                    bytes(data[pos + 8 : pos + 8 + b]),
                    bytes(data[pos + 8 + b : pos + 8 + 2 * b]),
                )
                pos += 8 + 2 * b
            sections.append(s)
    except (struct.error, IndexError) as exc:  # IndexError: an unknown dtype code
        raise ValueError(f"ibp: truncated header: {exc}") from None
    rest = bytearray(data[pos:])
    payload = torch.frombuffer(rest, dtype=torch.uint8) if rest else torch.empty(0, dtype=torch.uint8)
    return Packed(bytes(data[:pos]), payload.to(device), shapes, dtypes, sections)


compile_seconds: float | None = None  # what the first prepare() took in this process


def prepare_kernels() -> float | None:
    """Compile (first run of an installation) or load from numba's cache every kernel
    (:mod:`formal.compress.ibp_kernel`), for every word width; returns the seconds it took,
    or None where the codec runs without them. Idempotent and cheap once done."""
    global compile_seconds
    if compile_seconds is not None or _kernels() is None:
        return compile_seconds
    start = time.monotonic()

    g = torch.Generator().manual_seed(0)
    odd = torch.tensor([0x00, 0xFF, 0x0F], dtype=torch.uint8)  # a 3-byte raw section: the next is unaligned
    for dtype in (torch.uint8, torch.int16, torch.int32, torch.int64):
        noise = torch.randint(0, 256, (512,), dtype=torch.uint8, generator=g).view(dtype)
        zeros = torch.zeros_like(noise)
        sparse = torch.where(torch.arange(noise.numel()) % 3 == 0, noise, zeros)  # matching words all 0
        varying = torch.where(torch.arange(noise.numel()) % 3 == 0, noise, noise & 7)  # matching words vary
        for t in (noise, sparse, varying):
            for mode in MODES:
                for group in ([t], [odd, t] if dtype != torch.uint8 else [odd.to(torch.int8), t]):
                    decode(encode(group, mode=mode))
    normal = torch.randn(4096, generator=g)  # a varying thresholded section: one raw run, one planes column
    for t in (normal, normal.to(torch.bfloat16), normal.double()):
        decode(encode([t], mode="thresholded"))
    decode(encode([torch.relu(normal)], mode="strict"))  # one raw run, 7 planes (the transpose)
    compile_seconds = time.monotonic() - start
    return compile_seconds
