"""Receptive-field arithmetic for patch-based inference: which input rows/columns an output patch needs.

Patch-based inference (J. Lin et al., "MCUNetV2: Memory-Efficient Patch-based Inference for
Tiny Deep Learning", NeurIPS 2021) computes each output patch of a stage from an input region
that includes a halo. This module holds the one-dimensional interval arithmetic behind it, per
spatial axis: for a sliding window (kernel ``k``, stride ``s``, padding ``p``, dilation ``d``),
output positions ``[o0, o1)`` read the padded input positions ``[o0*s - p, (o1-1)*s - p + d*(k-1) + 1)``
(in unpadded coordinates). Clipped to the true map ``[0, n)``, the part that falls outside is
exactly the padding the layer would have added at the border, and nothing else: so a crop plus
explicit padding of ``lo``/``hi`` (zeros for convolution and average pooling, -inf for max
pooling) followed by the op with padding 0 yields the same values as the whole-map op restricted
to ``[o0, o1)``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Interval:
    """Half-open ``[start, stop)`` along one axis."""

    start: int
    stop: int

    @property
    def size(self) -> int:
        return self.stop - self.start

    def hull(self, other: "Interval | None") -> "Interval":
        """The smallest interval holding both (computing a superset is exact, only more work)."""
        if other is None:
            return self
        return Interval(min(self.start, other.start), max(self.stop, other.stop))

    def within(self, outer: "Interval") -> tuple[int, int]:
        """This interval as offsets into a tensor holding ``outer`` (which must contain it)."""
        if self.start < outer.start or self.stop > outer.stop:
            raise ValueError(f"{self} is not inside {outer}")
        return self.start - outer.start, self.stop - outer.start


@dataclass(frozen=True)
class Window:
    """A sliding window along one axis (convolution or pooling)."""

    kernel: int
    stride: int = 1
    padding: int = 0
    dilation: int = 1

    def out_size(self, n: int) -> int:
        """Output length for an input of length ``n`` (floor mode, as conv2d and pools by default)."""
        return (n + 2 * self.padding - self.dilation * (self.kernel - 1) - 1) // self.stride + 1

    def needs(self, out: Interval) -> Interval:
        """Input positions (unclipped: may start below 0 or end past the map) that ``out`` reads."""
        if out.size <= 0:
            raise ValueError(f"empty output interval {out}")
        start = out.start * self.stride - self.padding
        stop = (out.stop - 1) * self.stride - self.padding + self.dilation * (self.kernel - 1) + 1
        return Interval(start, stop)


@dataclass(frozen=True)
class Crop:
    """What to read from a map of length ``n`` for an unclipped need: the crop and the padding."""

    read: Interval  # clipped to [0, n)
    pad_lo: int
    pad_hi: int


def clip(need: Interval, n: int) -> Crop:
    """Split an unclipped need into the part inside ``[0, n)`` and the padding on either side."""
    read = Interval(max(need.start, 0), min(need.stop, n))
    if read.size <= 0:
        raise ValueError(f"{need} lies entirely in the padding of a map of length {n}")
    return Crop(read, max(0, -need.start), max(0, need.stop - n))


def split(n: int, parts: int) -> list[Interval]:
    """``[0, n)`` cut into ``parts`` consecutive intervals whose sizes differ by at most one."""
    if parts < 1:
        raise ValueError(f"cannot split into {parts} parts")
    if parts > n:
        raise ValueError(f"{parts} patches along an axis of length {n}")
    bounds = [(i * n) // parts for i in range(parts + 1)]
    return [Interval(a, b) for a, b in zip(bounds, bounds[1:])]
