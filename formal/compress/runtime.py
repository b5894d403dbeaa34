"""The codec calls a compressing program makes (imported by programs :mod:`formal.emit.compress` writes).

* :func:`pack` encodes the *whole storage* under a tensor (every byte, whatever views
  exist) with IBP (:mod:`formal.compress.ibp`), reading it as words of the tensor's
  dtype; the caller then drops every name of the storage so it is freed.
* :func:`unpack` decodes into one fresh storage of exactly the original byte size (the
  decoder's own output buffer, no extra copy) and returns it as flat bytes.
* :func:`view` rebinds a name the later statements use: same dtype, size, stride and
  storage offset as before, on the restored storage. It allocates nothing.
"""

from __future__ import annotations

from typing import Sequence

import torch

from formal.compress import ibp

MODE = "thresholded"


def storage_words(t: torch.Tensor) -> torch.Tensor:
    """The whole storage under ``t`` as a flat tensor of ``t``'s dtype (bytes if sizes do not divide)."""
    storage = t.untyped_storage()
    nbytes = storage.nbytes()
    dtype = t.dtype if nbytes % t.element_size() == 0 and t.dtype != torch.bool else torch.uint8
    flat = torch.empty(0, dtype=torch.uint8, device=t.device).set_(storage, 0, (nbytes,), (1,))
    return flat.view(dtype)


def pack(t: torch.Tensor, word_mask: tuple[bytes, bytes] | None = None) -> ibp.Packed:
    """Encode the storage under ``t``; ``word_mask`` is the thresholded (M, V) fixed at planning."""
    words = storage_words(t)
    return ibp.encode([words], mode=MODE, word_masks={words.dtype: word_mask} if word_mask else None)


def unpack(packed: ibp.Packed) -> torch.Tensor:
    (flat,) = ibp.decode(packed)
    return flat.view(torch.uint8)


def view(
    restored: torch.Tensor, dtype: torch.dtype, size: Sequence[int], stride: Sequence[int], offset: int
) -> torch.Tensor:
    return restored.view(dtype).as_strided(tuple(size), tuple(stride), offset)
