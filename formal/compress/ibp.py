"""Invariant bit packing (IBP): a lossless tensor codec in plain vectorized torch.

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
  masked bits differ (an *escape*) is stored whole, flagged in a bitmap. Here ``M`` is
  grown greedily on a sample (the bit that most words of the current matching set agree
  on first) and the prefix with the smallest estimated size wins; ``threshold`` is the
  least fraction of words that must match. The section keeps whichever of strict and
  thresholded is smaller, so thresholded is never larger than strict.

Every operation is a torch op (elementwise, reduction, cumsum, gather, masked scatter)
on uint8..int64 tensors; Python loops run only over chunks, byte columns and bit
positions, never over elements, so the same code runs on CUDA (untested there: no GPU
in this project's task). The byte layout is
documented in docs/ibp.md; :func:`overhead_bound` is the worst-case overhead, and
``packed.nbytes <= input bytes + overhead_bound(...)`` always holds because each byte
column of a section is stored raw whenever packing would not make it smaller.

Words are handled as little-endian byte rows ``(n, B)``: column ``c`` holds byte ``c``
of every word, and invariance is found per column and bit. A column with ``m`` free
bits is stored raw (``m == 8``, or when packing would not shrink it), dropped (``m == 0``),
or as ``m`` bit planes: for each group of 8 words, one byte per free bit.
"""

from __future__ import annotations

import struct
import sys
from dataclasses import dataclass
from typing import Sequence

import torch

MAGIC = b"IBP1"
MODES = ("strict", "thresholded")
SAMPLE_WORDS = 4096  # words the thresholded mode looks at to choose its mask (choice only; coding is exact)

# dtype codes in the header (stable: never renumber, only append)
DTYPES: tuple[torch.dtype, ...] = (
    torch.float32, torch.float64, torch.float16, torch.bfloat16,
    torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.bool,
    torch.complex64, torch.complex128,
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
    words: int            # n
    word_bytes: int       # B
    mode: int             # 0 strict, 1 thresholded (escapes)
    masks: bytes          # B invariant-bit masks of the coded (matching) words' columns
    values: bytes         # B invariant-bit values
    escapes: int = 0      # thresholded: number of escaped words
    word_mask: bytes = b""   # thresholded: M, B bytes
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
    return torch.empty((), dtype=dtype).element_size()


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
    return (len(MAGIC) + 4 + sum(2 + 8 * len(s) for s in shapes) + 4
            + sum(11 + 2 * b for b in sections.values()))


def _as_bytes(t: torch.Tensor) -> torch.Tensor:
    """The tensor's elements as a flat, contiguous uint8 tensor (row-major element order)."""
    if t.is_sparse or t.is_quantized or t.layout != torch.strided:
        raise TypeError(f"ibp: only dense strided tensors can be packed, got layout {t.layout}")
    if t.dtype not in _CODE:
        raise TypeError(f"ibp: unsupported dtype {t.dtype}")
    t = t.detach().resolve_conj().resolve_neg().reshape(-1)
    if t.numel() and t.stride(0) != 1:
        # (a one-element slice can be "contiguous" with stride 2; a byte view needs stride 1)
        t = torch.empty(t.shape, dtype=t.dtype, device=t.device).copy_(t)
    return t.view(torch.uint8)


_LSB = 0x0101010101010101    # bit 0 of each of the 8 bytes of an int64
_GATHER = 0x0102040810204080  # (x & _LSB) * _GATHER >> 56: the 8 byte-LSBs as one byte, byte i -> bit i
_PICK = 0x8040201008040201 - (1 << 64)  # bit i of byte i (as a signed int64)
_HIGH = 0x8080808080808080 - (1 << 64)  # bit 7 of each byte
_LOW7 = 0x7F7F7F7F7F7F7F7F
# Encode works in chunks so its transient memory stays a small fraction of the input:
# at least these many, or 1/64 of the input (so large inputs take 64 steps, not thousands).
_CHUNK_LANES = 1 << 11  # int64 lanes (16 KiB) folded at a time
_CHUNK_WORDS = 1 << 12  # words per step of the thresholded mode's compaction (multiple of 8)
# The thresholded decoder's step, in words: large enough that per-chunk overhead is small
# (a 64K-word section decoded at 0.55 GB/s in 8K-word chunks, 0.98 in 32K) and small enough
# to stay in cache (4M words: 1.5 GB/s in 128K-word chunks, 0.5 in one piece); an eighth
# of the section in between. Its temporaries (about 12 bytes a word) are transient memory
# when a program unpacks a storage (docs/ibp.md).
_DECODE_CHUNK_MAX, _DECODE_CHUNK_MIN = 1 << 17, 1 << 15
_WORD_DTYPE = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}


def _signed(value: int, nbytes: int) -> int:
    """An unsigned ``nbytes`` integer as the two's-complement value torch's signed dtypes hold."""
    return value - (1 << 8 * nbytes) if nbytes > 1 and value >> (8 * nbytes - 1) else value


def _invariants(rows: torch.Tensor) -> tuple[list[int], list[int]]:
    """Per byte column: mask of the bits equal in every word, and their values (from word 0).

    torch has no bitwise-OR reduction, so ``OR(word ^ word0)`` is folded in halves over
    int64 lanes (8 bytes at a time: log n steps, about n bytes of work).
    """
    n, b = rows.shape
    if n == 0:
        return [0xFF] * b, [0] * b
    first = rows[0]
    flat = rows.reshape(-1)
    per = 8 // b if b < 8 else 1
    if n % per:  # pad with copies of word 0 (they add no differences)
        flat = torch.cat([flat, first.repeat(per - n % per)])
    lanes = flat.view(torch.int64)
    ref = first.repeat(per).view(torch.int64)
    acc = torch.zeros(1, dtype=torch.int64, device=rows.device)
    chunk = max(_CHUNK_LANES, lanes.numel() >> 6)
    for start in range(0, lanes.numel(), chunk):  # chunks bound the transient memory
        part = lanes[start: start + chunk] ^ ref
        while part.numel() > 1:
            half = part.numel() // 2
            folded = part[:half] | part[half:2 * half]
            if part.numel() % 2:
                folded[:1] |= part[-1:]
            part = folded
        acc |= part
    diff_bytes = acc.view(torch.uint8).view(-1, b)
    diff = [0] * b
    for row in diff_bytes.tolist():
        for c in range(b):
            diff[c] |= row[c]
    masks = [(~d) & 0xFF for d in diff]
    return masks, [f & m for f, m in zip(first.tolist(), masks)]


def _free_bits(mask: int) -> list[int]:
    return [k for k in range(8) if not mask >> k & 1]


def _transpose8(lanes: torch.Tensor) -> torch.Tensor:
    """Transpose the 8x8 bit matrix in every int64 lane (bit k of byte i <-> bit i of byte k).

    Three rounds of delta swaps (Hacker's Delight, transpose8); an involution. Arithmetic
    right shifts are harmless: every mask clears the bits they fill.
    """
    x = lanes.clone()
    for shift, mask in ((7, 0x00AA00AA00AA00AA), (14, 0x0000CCCC0000CCCC), (28, 0x00000000F0F0F0F0)):
        t = x >> shift
        t ^= x
        t &= mask
        x ^= t
        t <<= shift
        x ^= t
    return x


def _pack_column(col: torch.Tensor, n: int, mask: int) -> torch.Tensor:
    """Encode one padded byte column of ``n`` words whose invariant-bit mask is ``mask``.

    Raw (the n bytes) when packing would not shrink it; otherwise, for every group of 8
    words, the bit planes of the free bits, low bit first: plane byte k of group g holds
    bit k of words 8g..8g+7 (word 8g+i at bit i); groups follow each other.
    """
    free = _free_bits(mask)
    size = column_bytes(n, len(free))
    if size == 0:
        return col.new_empty(0)
    if size == n:
        return col[:n]
    planes = _transpose8(col.view(torch.int64)).view(torch.uint8).view(-1, 8)
    return planes[:, free].reshape(-1)


def _unpack_column(data: torch.Tensor, n: int, mask: int, value: int) -> torch.Tensor:
    """Decode one packed column to ``8*ceil(n/8)`` bytes: inverse of :func:`_pack_column`."""
    free = _free_bits(mask)
    groups = -(-n // 8)
    wide = data.new_zeros(groups, 8)
    wide[:, free] = data.view(groups, len(free))
    lanes = _transpose8(wide.view(torch.int64).reshape(-1))
    lanes |= _signed((value & mask) * _LSB, 8)
    return lanes.view(torch.uint8).reshape(-1)


def _strict_size(n: int, masks: Sequence[int]) -> int:
    return sum(column_bytes(n, 8 - bin(m).count("1")) for m in masks)


def _write_strict(rows: torch.Tensor, masks: Sequence[int], out: torch.Tensor) -> None:
    """Write the strict columns of ``rows`` into ``out`` (exactly their size), one column at a time."""
    n, b = rows.shape
    groups = -(-n // 8)
    offset = 0
    for c in range(b):
        size = column_bytes(n, 8 - bin(masks[c]).count("1"))
        if size == n:
            out[offset: offset + n] = rows[:, c]
        elif size:
            col = rows.new_zeros(groups * 8)  # one padded column at a time (small transient)
            col[:n] = rows[:, c]
            out[offset: offset + size] = _pack_column(col, n, masks[c])
        offset += size


def _decode_strict_rows(payload: torch.Tensor, offset: int, n: int, b: int, masks: bytes, values: bytes
                        ) -> tuple[torch.Tensor, int]:
    """``(n, B)`` uint8 words and the offset after their columns."""
    rows = torch.empty((n, b), dtype=payload.dtype, device=payload.device)
    for c in range(b):
        size = column_bytes(n, 8 - bin(masks[c]).count("1"))
        data = payload[offset: offset + size]
        if size == n:
            rows[:, c] = data
        elif size == 0:
            rows[:, c] = values[c]
        else:
            rows[:, c] = _unpack_column(data, n, masks[c], values[c])[:n]
        offset += size
    return rows, offset


def choose_word_mask(rows: torch.Tensor, threshold: float = 0.0) -> tuple[bytes, bytes] | None:
    """Greedy (M, V) for the thresholded mode, on an evenly strided sample of the ``(n, B)`` word bytes.

    Starting from all sampled words, repeatedly fix the bit on which most of the still
    matching words agree (to their majority value) and keep only those words; the prefix
    with the smallest estimated size (flag bit + escapes whole + the rest's free bits)
    wins. The choice only affects the ratio: coding with any (M, V) is exact.
    """
    n, b = rows.shape
    step = max(1, n // SAMPLE_WORDS)
    sample = rows[::step]
    s = sample.shape[0]
    bitpos = torch.arange(8, dtype=torch.uint8, device=rows.device)
    bits = ((sample.unsqueeze(2) >> bitpos) & 1).reshape(s, 8 * b).to(torch.float32)  # bit j = 8c + k
    matching = torch.ones(s, dtype=torch.float32, device=rows.device)
    width = 8 * b
    taken = torch.zeros(width, dtype=torch.bool, device=rows.device)
    chosen: list[tuple[int, int]] = []
    best: tuple[float, int] | None = None
    for _ in range(width):
        count = float(matching.sum())
        if count == 0:
            break
        ones = matching @ bits  # exact: counts below 2**24
        agree = torch.maximum(ones, count - ones).masked_fill(taken, -1.0)
        j = int(torch.argmax(agree))  # first maximum: deterministic
        val = int(float(ones[j]) * 2 > count)
        matching = matching * (bits[:, j] == val)
        taken[j] = True
        chosen.append((j, val))
        f = float(matching.sum()) / s
        if f == 0 or f < threshold:
            break
        est = 1 / 8 + (1 - f) * b + f * (width - len(chosen)) / 8
        if best is None or est < best[0] - 1e-12:
            best = (est, len(chosen))
    if best is None:
        return None
    mask, value = [0] * b, [0] * b
    for j, val in chosen[: best[1]]:
        mask[j // 8] |= 1 << (j % 8)
        value[j // 8] |= val << (j % 8)
    return bytes(mask), bytes(value)


def _pack_bits(flags: torch.Tensor) -> torch.Tensor:
    """Bool vector -> bitmap bytes, bit i of byte g = flag 8g+i."""
    n = flags.numel()
    groups = -(-n // 8)
    f = flags.new_zeros(groups * 8, dtype=torch.uint8)
    f[:n] = flags
    return ((((f.view(torch.int64)) * _GATHER) >> 56) & 0xFF).to(torch.uint8)


def _unpack_bits(data: torch.Tensor, n: int) -> torch.Tensor:
    high = (((data.to(torch.int64) * _LSB) & _PICK) + _LOW7) & _HIGH
    return high.view(torch.uint8)[:n] != 0


def _words(rows: torch.Tensor) -> torch.Tensor:
    return rows.reshape(-1).view(_WORD_DTYPE[rows.shape[1]])


def _encode_section(dtype: torch.dtype, flat: torch.Tensor, mode: str, threshold: float,
                    word_mask: tuple[bytes, bytes] | None) -> tuple[Section, torch.Tensor]:
    """Code one dtype's words into its payload bytes.

    Sizes are known from the masks before any payload byte is written, so the payload is
    allocated once at its exact size and filled part by part (small transients).
    """
    b = word_bytes(dtype)
    rows = flat.view(-1, b)
    n = rows.shape[0]
    masks, values = _invariants(rows)
    if mode == "thresholded" and n > 0:
        choice = word_mask or choose_word_mask(rows, threshold)
        if choice is not None:
            wmask, wvalue = choice
            words = _words(rows)
            m_int = _signed(int.from_bytes(bytes(wmask), "little"), b)
            v_int = _signed(int.from_bytes(bytes(wvalue), "little"), b)

            step = max(_CHUNK_WORDS, (n >> 6) // 8 * 8)  # a multiple of 8 keeps bitmap bytes whole

            def chunks():  # (start, escaped flags) per chunk of words
                for start in range(0, n, step):
                    yield start, (words[start: start + step] & m_int) != v_int

            n_esc = sum(int(torch.count_nonzero(e)) for _, e in chunks())
            if n_esc < n:
                inner_words = words.new_empty(n - n_esc)
                at = 0
                for start, e in chunks():
                    kept = words[start: start + step][~e]
                    inner_words[at: at + kept.numel()] = kept
                    at += kept.numel()
                inner = inner_words.view(torch.uint8).view(-1, b)
                imasks, ivalues = _invariants(inner)
                section = Section(dtype, n, b, 1, bytes(imasks), bytes(ivalues), n_esc, bytes(wmask), bytes(wvalue))
                size = _section_size(section)
                if size + 8 + 2 * b < _strict_size(n, masks):
                    out = rows.new_empty(size)
                    esc_out = out[: n_esc * b]
                    bitmap = out[n_esc * b: n_esc * b + -(-n // 8)]
                    at = 0
                    for start, e in chunks():
                        taken = words[start: start + step][e].view(torch.uint8)
                        esc_out[at: at + taken.numel()] = taken
                        at += taken.numel()
                        bitmap[start // 8: start // 8 + -(-e.numel() // 8)] = _pack_bits(e)
                    _write_strict(inner, imasks, out[n_esc * b + -(-n // 8):])
                    return section, out
                del inner, inner_words
    out = rows.new_empty(_strict_size(n, masks))
    _write_strict(rows, masks, out)
    return Section(dtype, n, b, 0, bytes(masks), bytes(values)), out


def _decode_section(s: Section, payload: torch.Tensor, offset: int) -> tuple[torch.Tensor, int]:
    """The section's words as flat uint8, and the payload offset after it."""
    b, n = s.word_bytes, s.words
    if s.mode == 0:
        rows, offset = _decode_strict_rows(payload, offset, n, b, s.masks, s.values)
        return rows.reshape(-1), offset
    esc_bytes = payload[offset: offset + s.escapes * b]
    offset += s.escapes * b
    bitmap = payload[offset: offset + -(-n // 8)]
    offset += -(-n // 8)
    count = n - s.escapes
    wdt = _WORD_DTYPE[b]
    if esc_bytes.storage_offset() % b:
        esc_bytes = esc_bytes.clone()  # a word view needs aligned bytes
    esc_words = esc_bytes.view(wdt)
    if count and not all(m == 0xFF for m in s.masks):
        rows, offset = _decode_strict_rows(payload, offset, count, b, s.masks, s.values)
        escaped = _unpack_bits(bitmap, n)
        words = torch.empty(n, dtype=wdt, device=payload.device)
        words.masked_scatter_(~escaped, _words(rows))
        words.masked_scatter_(escaped, esc_words)
        return words.view(torch.uint8), offset
    # Every matching word is one constant (ReLU zeros, say). No serial scatter: per chunk
    # (small enough to stay in cache), the prefix count of escapes gives each position the
    # escaped word it would take; gather, then select bitwise with an all-ones mask.
    const = _signed(int.from_bytes(s.values, "little"), b) if count else 0
    words = torch.empty(n, dtype=wdt, device=payload.device)
    carry = 0
    step = min(_DECODE_CHUNK_MAX, max(_DECODE_CHUNK_MIN, (n >> 3) // 8 * 8))
    for start in range(0, n, step):
        escaped = _unpack_bits(bitmap[start // 8: (start + step) // 8], min(step, n - start))
        out = words[start: start + step]
        before = torch.cumsum(escaped, 0, dtype=torch.int64 if n >= 2**31 else torch.int32)
        if s.escapes:
            before += carry - 1  # index of the escaped word at or before each position
            carry = int(before[-1]) + 1
            torch.index_select(esc_words, 0, before.clamp_(min=0), out=out)
        else:
            out.zero_()
        select = escaped.to(wdt).neg_()  # all ones where escaped
        out &= select
        if const:
            out |= select.bitwise_not_() & const
    return words.view(torch.uint8), offset


# --------------------------------------------------------------------------- public API


def encode(tensors: Sequence[torch.Tensor], mode: str = "thresholded", threshold: float = 0.0,
           word_masks: dict[torch.dtype, tuple[bytes, bytes]] | None = None) -> Packed:
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
        payload = torch.cat(parts) if parts else torch.empty(0, dtype=torch.uint8, device=device)
    return Packed(bytes(header), payload, [tuple(t.shape) for t in tensors], [t.dtype for t in tensors], sections)


def _section_size(s: Section) -> int:
    """Payload bytes the section record describes."""
    def strict(n: int, masks: bytes) -> int:
        return sum(column_bytes(n, 8 - bin(m).count("1")) for m in masks)
    if s.mode == 0:
        return strict(s.words, s.masks)
    return s.escapes * s.word_bytes + -(-s.words // 8) + strict(s.words - s.escapes, s.masks)


def _check(packed: Packed) -> None:
    """Refuse a header that does not describe its payload (before touching any data)."""
    need: dict[torch.dtype, int] = {}
    for shape, dt in zip(packed.shapes, packed.dtypes):
        need[dt] = need.get(dt, 0) + _numel(shape) * _elsize(dt)
    have = {s.dtype: s.words * s.word_bytes for s in packed.sections}
    if need != have or len(have) != len(packed.sections):
        raise ValueError("ibp: the sections do not cover the tensors the header lists")
    for s in packed.sections:
        if (s.word_bytes != word_bytes(s.dtype) or s.mode not in (0, 1) or s.escapes > s.words
                or len(s.masks) != s.word_bytes or len(s.values) != s.word_bytes):
            raise ValueError(f"ibp: malformed section record for {s.dtype}")
    size = sum(_section_size(s) for s in packed.sections)
    if size != packed.payload.numel():
        raise ValueError(f"ibp: payload has {packed.payload.numel()} bytes, the header describes {size}")


def decode(packed: Packed) -> list[torch.Tensor]:
    """Restore every tensor bit for bit (contiguous, same shape and dtype, on the payload's device)."""
    _check(packed)
    payload = packed.payload
    offset = 0
    section_bytes: dict[torch.dtype, torch.Tensor] = {}
    for s in packed.sections:
        section_bytes[s.dtype], offset = _decode_section(s, payload, offset)
    out, used = [], {dt: 0 for dt in section_bytes}
    for shape, dt in zip(packed.shapes, packed.dtypes):
        nbytes = _numel(shape) * _elsize(dt)
        start = used[dt]
        used[dt] += nbytes
        flat = section_bytes[dt]
        piece = flat if nbytes == flat.numel() else flat[start: start + nbytes].clone()
        out.append(piece.view(dt).reshape(shape))
    return out


def from_bytes(data: bytes, device: str | torch.device = "cpu") -> Packed:
    """Parse the serialized form written by :meth:`Packed.to_bytes`."""
    try:
        if data[:4] != MAGIC:
            raise ValueError("not an IBP1 stream (bad magic)")
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
            masks, values = bytes(data[pos: pos + b]), bytes(data[pos + b: pos + 2 * b])
            pos += 2 * b
            s = Section(DTYPES[code], n, b, mode, masks, values)
            if mode == 1:
                (s.escapes,) = struct.unpack_from("<Q", data, pos)
                s.word_mask, s.word_value = bytes(data[pos + 8: pos + 8 + b]), bytes(data[pos + 8 + b: pos + 8 + 2 * b])
                pos += 8 + 2 * b
            sections.append(s)
    except (struct.error, IndexError) as exc:  # IndexError: an unknown dtype code
        raise ValueError(f"ibp: truncated header: {exc}") from None
    payload = torch.frombuffer(bytearray(data[pos:]), dtype=torch.uint8) if len(data) > pos else torch.empty(0, dtype=torch.uint8)
    return Packed(bytes(data[:pos]), payload.to(device), shapes, dtypes, sections)
