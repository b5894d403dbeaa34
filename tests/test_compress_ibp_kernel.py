"""IBP's compiled kernels (formal.compress.ibp_kernel) against its numpy path: the same payload bytes,
and bit-identical decodes, on data that exercises every column arrangement and both modes."""

from __future__ import annotations

import pytest
import torch

from formal.compress import ibp

pytest.importorskip("numba")


def raw(t: torch.Tensor) -> bytes:
    flat = torch.empty(t.numel(), dtype=t.dtype).copy_(t.detach().resolve_conj().reshape(-1))
    return flat.view(torch.uint8).numpy().tobytes()


def encode_with(kernels: bool, tensors: list[torch.Tensor], **kw) -> ibp.Packed:
    before = ibp.USE_KERNELS
    ibp.USE_KERNELS = kernels
    try:
        return ibp.encode(tensors, **kw)
    finally:
        ibp.USE_KERNELS = before


def decode_with(kernels: bool, packed: ibp.Packed) -> list[torch.Tensor]:
    before = ibp.USE_KERNELS
    ibp.USE_KERNELS = kernels
    try:
        return ibp.decode(packed)
    finally:
        ibp.USE_KERNELS = before


def assert_same(tensors: list[torch.Tensor], **kw) -> ibp.Packed:
    """Both paths write the same bytes, and each decodes the other's bytes bit for bit."""
    slow, fast = encode_with(False, tensors, **kw), encode_with(True, tensors, **kw)
    assert slow.to_bytes() == fast.to_bytes()
    for kernels in (False, True):
        out = decode_with(kernels, ibp.from_bytes(fast.to_bytes()))
        assert [raw(t) for t in out] == [raw(t) for t in tensors]
    return fast


def patterned(n: int, free: int, const: int, seed: int, escape_every: int = 0) -> torch.Tensor:
    """``n`` int32 words: random bits where ``free`` has ones, ``const`` elsewhere; every
    ``escape_every``-th word (if set) wholly random (escapes of the thresholded mode)."""
    g = torch.Generator().manual_seed(seed)
    rand = torch.randint(-(1 << 31), 1 << 31, (n,), dtype=torch.int64, generator=g)
    words = (rand & free) | (const & ~free)
    if escape_every:
        words[::escape_every] = torch.randint(
            -(1 << 31), 1 << 31, (len(words[::escape_every]),), dtype=torch.int64, generator=g
        )
    words = words & 0xFFFFFFFF
    return torch.where(words >= 1 << 31, words - (1 << 32), words).to(torch.int32)


# free-bit masks of a 4-byte word: which columns are raw, planes (adjacent free bits or not), dropped
ARRANGEMENTS = {
    "all raw": 0xFFFFFFFF,
    "raw run off column 0": 0x00FFFF00,
    "raw columns apart": 0xFF00FF00,
    "relu-like: raw run, one planes column": 0x7FFFFFFF,
    "free bits apart": 0x00000055,
    "adjacent free bits off bit 0": 0x00003C00,
    "planes and raw mixed": 0x0F00FF31,
    "nothing free": 0,
}


@pytest.mark.parametrize("name", sorted(ARRANGEMENTS))
@pytest.mark.parametrize("n", [1, 7, 8, 9, 61, 4096 + 5])
def test_arrangements_both_modes(name, n):
    free = ARRANGEMENTS[name]
    for mode in ibp.MODES:
        assert_same([patterned(n, free, 0x13572468, seed=n)], mode=mode)
        # near-invariant: escapes, and matching words with bits of their own
        assert_same([patterned(n, free, 0x13572468, seed=n + 1, escape_every=5)], mode=mode)


def test_thresholded_sections_actually_escape_and_vary():
    packed = assert_same([patterned(10_000, 0x00003C00, 0x13572468, seed=3, escape_every=7)], mode="thresholded")
    (section,) = packed.sections
    assert section.mode == 1 and section.escapes > 0 and any(m != 0xFF for m in section.masks)


def test_float_specials_ints_and_bf16():
    g = torch.Generator().manual_seed(7)
    specials = torch.tensor([0.0, -0.0, float("inf"), float("-inf"), float("nan"), 1e-45, -1e-45, 1.0, -2.5])
    nan_payloads = torch.tensor([0x7FC00001, 0x7FA5A5A5, -1, 0x00000001, -0x7F800000], dtype=torch.int32)
    relu = torch.relu(torch.randn(5000, generator=g))
    tensors = [
        specials[torch.randint(0, len(specials), (3001,), generator=g)],
        nan_payloads[torch.randint(0, len(nan_payloads), (777,), generator=g)].view(torch.float32),
        relu,
        relu.to(torch.bfloat16),
        (torch.randn(999, generator=g) * 1e-40).to(torch.float64),  # subnormals
        torch.randn(1234, generator=g).to(torch.float16),
        torch.randint(-3, 4, (2049,), generator=g, dtype=torch.int64),
        torch.randint(0, 256, (999,), generator=g, dtype=torch.uint8),
        torch.randint(-128, 128, (333,), generator=g, dtype=torch.int8),
        torch.randint(0, 2, (100,), generator=g).bool(),
        torch.randn(300, generator=g, dtype=torch.complex64),
    ]
    for t in tensors:
        for mode in ibp.MODES:
            for threshold in (0.0, 0.9):
                assert_same([t], mode=mode, threshold=threshold)


def test_sections_side_by_side_unaligned():
    # a 3-byte uint8 section first: every later section's escapes start at an odd payload offset
    g = torch.Generator().manual_seed(11)
    relu = torch.relu(torch.randn(4001, generator=g))
    group = [
        torch.tensor([0, 255, 15], dtype=torch.uint8),
        relu,
        patterned(999, 0x00003C00, 5, 2, 3),
        relu.to(torch.bfloat16),
        relu.double(),
        torch.tensor([], dtype=torch.int16),
    ]
    for mode in ibp.MODES:
        assert_same(group, mode=mode)
        assert_same(group[::-1], mode=mode)


def test_a_bitmap_that_disagrees_with_the_escape_count_is_refused():
    relu = torch.relu(torch.randn(1000, generator=torch.Generator().manual_seed(5)))
    for t in (relu, patterned(1000, 0x00003C00, 5, 2, 3)):
        packed = ibp.encode([t], mode="thresholded")
        (section,) = packed.sections
        assert section.mode == 1 and section.escapes > 0
        kept = len(ibp._escape_columns(ibp._layout(section.words, section.masks, section.values), 4))
        at = section.escapes * kept  # first bitmap byte (after each escape's own columns)
        payload = packed.payload.clone()
        payload[at] ^= 1  # one flag flipped: the set count no longer matches the record
        broken = ibp.Packed(packed.header, payload, packed.shapes, packed.dtypes, packed.sections)
        with pytest.raises(ValueError):
            decode_with(True, broken)
        with pytest.raises(ValueError):
            decode_with(False, broken)


def test_mask_choice_is_the_same():
    g = torch.Generator().manual_seed(13)
    samples = [
        torch.randint(0, 256, (5000, 4), dtype=torch.uint8, generator=g),
        torch.relu(torch.randn(9000, generator=g)).view(torch.uint8).reshape(-1, 4),
        patterned(3000, 0x00FF3C00, 77, 1, 4).view(torch.uint8).reshape(-1, 4),
        torch.randn(700, generator=g).to(torch.bfloat16).view(torch.uint8).reshape(-1, 2),
        torch.zeros(10, 8, dtype=torch.uint8),
    ]
    for rows in samples:
        for threshold in (0.0, 0.5, 0.9, 1.0):
            before = ibp.USE_KERNELS
            try:
                ibp.USE_KERNELS = False
                slow = ibp.choose_word_mask(rows, threshold)
                ibp.USE_KERNELS = True
                fast = ibp.choose_word_mask(rows, threshold)
            finally:
                ibp.USE_KERNELS = before
            assert slow == fast


@pytest.mark.parametrize("n", [1, 2, 3, 7, 8, 9, 15, 16, 17, 63, 64, 65, 1001, 70_001])
def test_layer_norm_like_sections_every_length(n):
    """The varying thresholded section of a float32 layer-norm output (one raw run, one planes column
    with free bits apart, one byte an escape): the two-words-a-step decode, the one-pass strict
    write and the escape passes, at every length around their group and row boundaries."""
    g = torch.Generator().manual_seed(n)
    x = torch.randn(n, generator=g)
    word_masks = {
        torch.float32: (bytes([0, 0, 0, 0x7E]), bytes([0, 0, 0, 0x3E])),
        torch.bfloat16: (bytes([0, 0x7E]), bytes([0, 0x3E])),
    }
    for t in (x, x.to(torch.bfloat16), x[:-1] if n > 1 else x):
        packed = assert_same([t], mode="thresholded", word_masks=word_masks)
        if n >= 1001:
            assert packed.sections[0].mode == 1 and packed.sections[0].escapes > 0
