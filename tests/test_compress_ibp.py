"""IBP codec: bit-exact round trips on adversarial tensors (property-based), the overhead bound."""

from __future__ import annotations

import struct

import pytest
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from formal.compress import ibp

INT_DTYPES = [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64]
FLOAT_DTYPES = [torch.float32, torch.float64, torch.float16, torch.bfloat16]
ALL_DTYPES = [*FLOAT_DTYPES, *INT_DTYPES, torch.bool, torch.complex64]


def raw(t: torch.Tensor) -> bytes:
    """The elements' bytes in row-major order, built independently of the codec."""
    flat = torch.empty(t.numel(), dtype=t.dtype).copy_(t.detach().resolve_conj().reshape(-1))
    return flat.view(torch.uint8).numpy().tobytes()


def assert_round_trip(tensors: list[torch.Tensor], **kw) -> ibp.Packed:
    packed = ibp.encode(tensors, **kw)
    for out in (ibp.decode(packed), ibp.decode(ibp.from_bytes(packed.to_bytes()))):
        assert len(out) == len(tensors)
        for a, b in zip(tensors, out):
            assert b.dtype == a.dtype and b.shape == a.shape and b.is_contiguous()
            assert raw(a) == raw(b)
    bound = ibp.overhead_bound([t.shape for t in tensors], [t.dtype for t in tensors])
    assert packed.nbytes <= packed.input_bytes + bound
    assert packed.nbytes == len(packed.to_bytes())
    return packed


# Words drawn from a small "alphabet" of nasty bit patterns plus random words, so that
# invariant and near-invariant bits both occur, mixed with the extremes.
SPECIAL_F32 = [
    0x00000000,
    0x80000000,
    0x7F800000,
    0xFF800000,
    0x7FC00000,
    0x7FA5A5A5,
    0xFFFFFFFF,
    0x00000001,
    0x807FFFFF,
    0x3F800000,
]


@st.composite
def adversarial(draw) -> list[torch.Tensor]:
    count = draw(st.integers(1, 3))
    tensors = []
    for _ in range(count):
        dtype = draw(st.sampled_from(ALL_DTYPES))
        shape = tuple(draw(st.lists(st.integers(0, 9), min_size=0, max_size=3)))
        numel = 1
        for s in shape:
            numel *= s
        nbytes = numel * torch.empty((), dtype=dtype).element_size()
        style = draw(st.sampled_from(["random", "special", "sparse", "constant"]))
        seed = draw(st.integers(0, 2**31 - 1))
        g = torch.Generator().manual_seed(seed)
        data = torch.randint(0, 256, (nbytes,), dtype=torch.uint8, generator=g)
        if style == "special" and nbytes:
            words = torch.tensor([w - (1 << 32) if w >> 31 else w for w in SPECIAL_F32], dtype=torch.int32)
            pick = words[torch.randint(0, len(words), (-(-nbytes // 4),), generator=g)]
            data = pick.view(torch.uint8)[:nbytes].clone()
        elif style == "sparse":
            data[torch.rand(nbytes, generator=g) < 0.8] = 0
        elif style == "constant":
            data.fill_(draw(st.integers(0, 255)))
        if dtype == torch.bool:
            data = data & 1  # torch bools hold 0/1 (other bytes also round-trip, see below)
        t = data.view(dtype).reshape(shape)
        if draw(st.booleans()) and t.dim() >= 2:
            t = t.transpose(0, 1)  # non-contiguous input
        elif draw(st.booleans()) and t.dim() >= 1 and t.shape[0] > 1:
            t = t[::2]
        tensors.append(t)
    return tensors


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(adversarial(), st.sampled_from(ibp.MODES), st.sampled_from([0.0, 0.5, 0.9]))
def test_round_trip_is_bit_exact(tensors, mode, threshold):
    assert_round_trip(tensors, mode=mode, threshold=threshold)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=70), st.sampled_from(ibp.MODES))
def test_float32_words_any_bits(words, mode):
    """Every float32 bit pattern: NaN payloads, -0.0, subnormals, infinities."""
    t = torch.tensor([w - (1 << 32) if w >> 31 else w for w in words], dtype=torch.int32).view(torch.float32)
    assert_round_trip([t], mode=mode)


def test_specials_and_extremes():
    f = torch.tensor(
        [
            float("nan"),
            -float("nan"),
            -0.0,
            0.0,
            float("inf"),
            -float("inf"),
            1e-45,
            -1e-45,
            torch.finfo(torch.float32).max,
            torch.finfo(torch.float32).tiny,
        ]
    )
    payload_nan = torch.tensor([0x7FC12345, 0x7F800001], dtype=torch.int32).view(torch.float32)
    ints = [
        torch.tensor([torch.iinfo(dt).min, torch.iinfo(dt).max, 0, -1 if dt != torch.uint8 else 1], dtype=dt)
        for dt in INT_DTYPES
    ]
    halfs = [f.to(torch.float16), f.to(torch.bfloat16), f.to(torch.float64)]
    for mode in ibp.MODES:
        assert_round_trip([f, payload_nan, *ints, *halfs], mode=mode)


def test_empty_scalar_bool_and_odd_bytes_in_bool():
    odd_bool = torch.tensor([0, 1, 2, 255], dtype=torch.uint8).view(torch.bool)
    for mode in ibp.MODES:
        assert_round_trip(
            [torch.empty(0), torch.empty(3, 0, 2, dtype=torch.int16), torch.tensor(7.5), torch.tensor(True), odd_bool],
            mode=mode,
        )
        assert_round_trip([], mode=mode)


def test_conj_and_neg_views():
    z = torch.randn(5, 3, dtype=torch.complex64)
    assert_round_trip([z.conj(), z.t()])


def test_overhead_bound_is_tight_for_incompressible_data():
    g = torch.Generator().manual_seed(1)
    t = torch.randint(0, 256, (4098,), dtype=torch.uint8, generator=g).view(torch.float16)[:2049]  # odd count
    for mode in ibp.MODES:
        p = assert_round_trip([t], mode=mode)
        assert p.nbytes == p.input_bytes + ibp.overhead_bound([t.shape], [t.dtype])


def test_relu_like_data_compresses_and_thresholded_beats_strict():
    g = torch.Generator().manual_seed(0)
    x = torch.relu(torch.randn(1 << 16, generator=g))
    strict = assert_round_trip([x], mode="strict")
    thresholded = assert_round_trip([x], mode="thresholded")
    assert thresholded.nbytes < strict.nbytes
    assert thresholded.ratio > 1.8  # half zeros: 1 flag bit + half the words whole, about 1.88x
    ints = torch.randint(0, 1000, (4096,), generator=g)  # int64 with 54 invariant bits
    assert assert_round_trip([ints], mode="strict").ratio > 5


def test_deterministic_bytes():
    g = torch.Generator().manual_seed(3)
    x = torch.relu(torch.randn(3000, generator=g)).to(torch.bfloat16)
    assert ibp.encode([x]).to_bytes() == ibp.encode([x.clone()]).to_bytes()


def test_bad_input_is_refused():
    with pytest.raises(ValueError):
        ibp.encode([torch.zeros(2)], mode="fast")
    with pytest.raises(ValueError):
        ibp.encode([torch.zeros(2)], threshold=1.5)
    with pytest.raises(TypeError):
        ibp.encode([torch.zeros(2).to_sparse()])
    with pytest.raises(ValueError):
        ibp.from_bytes(b"NOPE")
    blob = ibp.encode([torch.arange(10.0)]).to_bytes()
    with pytest.raises(ValueError):
        ibp.from_bytes(blob[:9])
    with pytest.raises(ValueError):
        ibp.decode(ibp.from_bytes(blob[:-1]))
    assert struct.unpack_from("<I", blob, 4)[0] == 1


@pytest.mark.parametrize(
    "dtype,const",
    [(torch.float32, 0.0), (torch.float32, 1.0), (torch.bfloat16, -2.0), (torch.uint8, 7), (torch.int64, -3)],
)
def test_multi_chunk_escapes_with_constant_matches(dtype, const):
    """Large sections: several encoder and decoder chunks (carries), odd lengths, non-zero constants."""
    g = torch.Generator().manual_seed(5)
    n = 100_003
    noise = torch.randint(
        0, 256, (n * torch.empty((), dtype=dtype).element_size(),), dtype=torch.uint8, generator=g
    ).view(dtype)
    t = torch.full((n,), const, dtype=dtype)
    hit = torch.rand(n, generator=g) < 0.3
    t[hit] = noise[hit]
    p = assert_round_trip([t, t[:1001]], mode="thresholded")
    assert p.sections[0].mode == 1 and p.ratio > 1.5
    assert_round_trip([t.reshape(-1, 7)[:, ::2] if n % 7 == 0 else t[::3]], mode="thresholded")


def test_multi_chunk_varying_matches():
    g = torch.Generator().manual_seed(6)
    x = torch.randn(70_001, generator=g) * 1e-3  # small magnitudes: shared exponent bits
    x[torch.rand(70_001, generator=g) < 0.05] = float("nan")
    for mode in ibp.MODES:
        assert_round_trip([x], mode=mode)


def test_strict_layout_by_hand():
    """The strict layout of docs/ibp.md on three uint32-like words: raw columns row-major, then bit planes."""
    words = [0x00_01_12_00, 0x00_00_ED_FF, 0x00_01_77_5A]  # columns 0-1 all bits free, 2 only bit 0, 3 none
    t = torch.tensor(words, dtype=torch.int32)
    p = assert_round_trip([t], mode="strict")
    s = p.sections[0]
    assert s.masks == bytes([0x00, 0x00, 0xFE, 0xFF]) and s.values == bytes([0, 0, 0, 0])
    # raw block: (column 0, column 1) of each word in turn; then column 2's one plane byte: bit i = word i's bit 0
    assert bytes(p.payload.tolist()) == bytes([0x00, 0x12, 0xFF, 0xED, 0x5A, 0x77, 0b101])
    assert p.header[:4] == b"IBP3"


def test_thresholded_layout_by_hand():
    """IBP3's thresholded section: the escapes' own columns, the bitmap, then every word's strict block in place.

    64 words, columns 0-1 random (raw), column 2 = 0x40 | one free bit (bit 0), column 3 = 0;
    words 3 and 41 have column 2 = 0xC7 and 0x02 (escapes under M = 0xFE in column 2, V = 0x40).
    """
    g = torch.Generator().manual_seed(3)
    n = 64
    low = torch.randint(0, 1 << 16, (n,), generator=g)
    top = 0x40 | torch.randint(0, 2, (n,), generator=g)
    top[3], top[41] = 0xC7, 0x02
    t = (low | (top << 16)).to(torch.int32)
    masks = (bytes([0, 0, 0xFE, 0xFF]), bytes([0, 0, 0x40, 0]))
    p = assert_round_trip([t], mode="thresholded", word_masks={torch.int32: masks})
    s = p.sections[0]
    assert (s.mode, s.escapes, s.word_mask, s.word_value) == (1, 2, *masks)
    # the matching words' invariant bits: column 2 all but bit 0 (0x40), column 3 whole (0)
    assert s.masks == bytes([0, 0, 0xFE, 0xFF]) and s.values == bytes([0, 0, 0x40, 0])
    # escapes: their columns 2 and 3, the ones the strict block does not hold raw
    expected = bytes([0xC7, 0x00, 0x02, 0x00])
    expected += bytes([1 << 3] + 4 * [0] + [1 << 1] + 2 * [0])  # bitmap: words 3 and 41
    for w in low.tolist():  # raw block: columns 0-1 of all 64 words
        expected += bytes([w & 0xFF, w >> 8])
    bits = [int(v) & 1 for v in top]  # column 2's plane (bit 0), every word
    expected += bytes([sum(bits[8 * group + i] << i for i in range(8)) for group in range(n // 8)])
    assert bytes(p.payload.tolist()) == expected
    # strict would need the 128 raw bytes and column 2 as 5 planes (free bits 0-2, 6, 7: 40 bytes)
    assert ibp.encode([t], mode="strict").payload.numel() == 168 and p.payload.numel() == 148


def test_older_layout_is_refused_with_a_clear_message():
    blob = ibp.encode([torch.arange(10.0)]).to_bytes()
    for old in (b"IBP1", b"IBP2"):
        with pytest.raises(ValueError, match=f"{old.decode()} stream.*re-encode"):
            ibp.from_bytes(old + blob[4:])


@pytest.mark.parametrize("mode", ibp.MODES)
def test_column_layouts(mode):
    """Every column arrangement: raw runs not at column 0, raw columns apart, free bits apart, several chunks."""
    g = torch.Generator().manual_seed(7)
    n = 300_001  # more than one bit-plane chunk (ibp._PLANE_CHUNK words) and many decode chunks

    def rand(bits: int) -> torch.Tensor:
        return torch.randint(0, 1 << bits, (n,), generator=g, dtype=torch.int64)

    cases = {
        "run from column 1": (rand(16) << 8) | 0x5A,  # column 0 invariant, 1-2 raw
        "raw columns apart": rand(8) | (0x33 << 8) | (rand(8) << 16),  # column 1 invariant between raws
        "free bits apart": rand(8) | ((rand(1) | (rand(1) << 7)) << 8),  # column 1: bits 0 and 7 free
        "adjacent free bits": rand(8) | ((rand(3) << 2) << 8) | (0x7 << 24),  # column 1: bits 2..4 free
    }
    for name, w in cases.items():
        t32 = w.to(torch.int32)
        assert_round_trip([t32], mode=mode)
        assert_round_trip([t32[:1001], w, t32[1001:].to(torch.int16)], mode=mode)  # sections side by side


def test_thresholded_matching_words_with_bit_planes_over_many_chunks():
    """Escapes among words whose own coding has raw columns and an adjacent-free-bits plane column."""
    g = torch.Generator().manual_seed(8)
    n = 200_003
    w = torch.randint(0, 1 << 24, (n,), generator=g) | (torch.randint(0, 4, (n,), generator=g) << 26)
    hit = torch.rand(n, generator=g) < 0.05
    w[hit] = torch.randint(0, 1 << 31, (int(hit.sum()),), generator=g)
    t = w.to(torch.int32)
    p = assert_round_trip([t], mode="thresholded")
    s = p.sections[0]
    assert s.mode == 1 and 0 < s.escapes < n
    assert s.masks[3] not in (0x00, 0xFF)  # a bit-plane column among the matching words
