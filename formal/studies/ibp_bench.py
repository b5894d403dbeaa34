"""``formal bench ibp`` / ``formal ibp bench``: IBP against general-purpose compressors on real tensors.

Tensors (all seeded, deterministic):

* activations of the bundled example models (:mod:`formal.capture.examples`), scaled
  up so that throughput means something, taken with forward hooks in eager mode: ReLU
  outputs (U-Net encoder, residual stem), attention probabilities and layer-norm
  outputs (the transformer block's hand-written softmax and norm);
* weights: the same models' convolution/linear weights (fp32, and cast to bf16) and an
  embedding table. They are freshly initialised, not trained (no weights are
  downloaded): trained weights have other exponent statistics;
* synthetic ReLU data (``relu(randn)``, 16 MiB of float32), issue 16's reference point.

Per tensor and codec: ratio (input bytes / packed bytes, headers included), encode and
decode GB/s (input bytes / best-of-R wall time, measured), decode time over the same
tensor's memcpy time, and a bit-exact round-trip check. For the IBP codecs a report line
per tensor checks issue 16 item 4 (decode at least 1 GB/s and at most 10x memcpy, encode
within 3x of decode), from wall times measured in the same run, and gives the same ratios
from the thread's CPU time, which load from other processes does not inflate. One torch
thread by default (``--threads``). Codecs: IBP strict, IBP thresholded, byte-shuffle + zstd (``zstandard``, level
3, shuffle in numpy), blosc2 (shuffle + zstd, level 5), zipnn (float dtypes). Optional
codecs that are not installed are skipped with a note. ``memcpy`` is ``tensor.clone()``:
the physical limit of this machine for a pass over the data.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import torch

from formal.base.errors import FormalError
from formal.base.files import figure_png, write_atomic
from formal.capture import examples
from formal.compress import ibp
from formal.studies.commands import IBP_BENCH_ARGS


@dataclass
class Row:
    tensor: str
    dtype: str
    nbytes: int
    codec: str
    ratio: float | None
    encode_gbs: float | None  # input bytes / best wall time
    decode_gbs: float | None
    exact: bool | None
    note: str = ""
    encode_s: float | None = None  # best wall time, seconds
    decode_s: float | None = None
    encode_cpu_s: float | None = None  # best CPU time of the calling thread, seconds
    decode_cpu_s: float | None = None


@dataclass
class Target:
    """Issue 16 item 4 for one tensor and IBP mode, from rows measured in the same run."""

    tensor: str
    dtype: str
    nbytes: int
    codec: str
    decode_gbs: float
    encode_gbs: float
    decode_per_memcpy: float  # wall-time ratios
    encode_per_decode: float
    decode_per_memcpy_cpu: float  # the same from CPU time (what load does not inflate)
    encode_per_decode_cpu: float

    @property
    def met(self) -> dict[str, bool]:
        return {
            "decode >= 1 GB/s": self.decode_gbs >= 1.0,
            "decode <= 10x memcpy": self.decode_per_memcpy <= 10.0,
            "encode <= 3x decode": self.encode_per_decode <= 3.0,
        }

    def line(self) -> str:
        verdict = ", ".join(f"{k}: {'yes' if v else 'NO'}" for k, v in self.met.items())
        return (
            f"{self.tensor} ({self.dtype}, {self.nbytes / 2**20:.2f} MiB) {self.codec}: decode "
            f"{self.decode_gbs:.2f} GB/s, encode {self.encode_gbs:.2f} GB/s, decode/memcpy "
            f"{self.decode_per_memcpy:.1f}x, encode/decode {self.encode_per_decode:.1f}x (wall); CPU time: "
            f"decode/memcpy {self.decode_per_memcpy_cpu:.1f}x, encode/decode {self.encode_per_decode_cpu:.1f}x"
            f" | {verdict}"
        )


# --------------------------------------------------------------------------- tensors


def _hook_outputs(model: torch.nn.Module, inputs: tuple, kinds: tuple[type, ...]) -> list[torch.Tensor]:
    got: list[torch.Tensor] = []
    hooks = [
        m.register_forward_hook(lambda _m, _i, out: got.append(out.detach().clone()))
        for m in model.modules()
        if isinstance(m, kinds)
    ]
    with torch.no_grad():
        model(*inputs)
    for h in hooks:
        h.remove()
    return got


def corpus(scale: int = 1) -> list[tuple[str, torch.Tensor]]:
    """The benchmark's tensors, largest first in each family (see module doc)."""
    torch.manual_seed(0)
    out: list[tuple[str, torch.Tensor]] = []
    # U-Net encoder activations: relu(conv(x)) at full resolution (long-lived skip).
    unet = examples.UNet(c=16 * scale)
    x = torch.randn(1, 3, 128, 128)
    with torch.no_grad():
        s1 = torch.relu(unet.e1(x))
        s2 = torch.relu(unet.e2(torch.nn.functional.max_pool2d(s1, 2)))
    out += [("unet.relu_skip1", s1), ("unet.relu_skip2", s2)]
    # Residual stem ReLU.
    res = examples.Residual(c=32 * scale)
    with torch.no_grad():
        out.append(("residual.relu_stem", torch.relu(res.stem(torch.randn(2, 3, 96, 96)))))
    # Transformer block: attention probabilities and layer-norm output, as its forward computes them.
    d, heads, t = 128 * scale, 4, 256
    blk = examples.TransformerBlock(d=d, heads=heads)
    xt = torch.randn(4, t, d)
    with torch.no_grad():
        n1 = blk._norm(xt, blk.g1)
        q, k, _v = blk.qkv(n1).split(d, -1)
        q, k = (z.reshape(4, t, heads, d // heads).transpose(1, 2) for z in (q, k))
        att = torch.softmax(q @ k.transpose(-1, -2) / (d // heads) ** 0.5, -1)
    out += [("transformer.attention_probs", att), ("transformer.layernorm_out", n1)]
    # Weights (freshly initialised) in fp32 and bf16; an embedding table.
    w = blk.fc1.weight.detach()
    out += [
        ("transformer.fc1_weight.fp32", w),
        ("transformer.fc1_weight.bf16", w.to(torch.bfloat16)),
        ("embedding.table.fp32", torch.nn.Embedding(8192, 64 * scale).weight.detach()),
    ]
    out.append(("synthetic.relu_randn", torch.relu(torch.randn(1 << 22))))  # 16 MiB: issue 16's reference
    return [(name, t.contiguous()) for name, t in out]


# --------------------------------------------------------------------------- codecs


def _best_time(fn: Callable[[], object], repeat: int) -> float:
    return _best_times(fn, repeat)[0]


def _best_times(fn: Callable[[], object], repeat: int) -> tuple[float, float]:
    """Best wall time and best CPU time of this thread over ``repeat`` calls (measured).

    On a machine loaded by other work the wall time also counts the time this process
    waits for a core; the thread's CPU time does not (it still includes what sharing the
    caches and memory bus costs).
    """
    wall = cpu = float("inf")
    for _ in range(repeat):
        c0, t0 = time.thread_time(), time.perf_counter()
        fn()
        wall, cpu = min(wall, time.perf_counter() - t0), min(cpu, time.thread_time() - c0)
    return wall, cpu


def _raw(t: torch.Tensor) -> bytes:
    return t.reshape(-1).view(torch.uint8).numpy().tobytes()


def _ibp_codec(mode: str):
    def run(t: torch.Tensor, repeat: int) -> tuple[int, tuple[float, float], tuple[float, float], bool]:
        packed = ibp.encode([t], mode=mode)
        ibp.decode(packed)  # warm-up: nothing below compiles or loads a kernel
        enc = _best_times(lambda: ibp.encode([t], mode=mode), repeat)
        dec = _best_times(lambda: ibp.decode(packed), repeat)
        (back,) = ibp.decode(packed)
        return packed.nbytes, enc, dec, _raw(back) == _raw(t)

    return run


def _zstd_codec():
    import numpy as np
    import zstandard  # zstandard: optional (the bench extra)

    def run(t: torch.Tensor, repeat: int) -> tuple[int, float, float, bool]:
        b = t.element_size() if not t.is_complex() else t.element_size() // 2
        raw = t.reshape(-1).view(torch.uint8).numpy()
        cctx, dctx = zstandard.ZstdCompressor(level=3), zstandard.ZstdDecompressor()

        def enc() -> bytes:
            return cctx.compress(np.ascontiguousarray(raw.reshape(-1, b).T).tobytes())

        blob = enc()

        def dec() -> np.ndarray:
            planes = np.frombuffer(dctx.decompress(blob), dtype=np.uint8).reshape(b, -1)
            return np.ascontiguousarray(planes.T).reshape(-1)

        exact = dec().tobytes() == raw.tobytes()
        return len(blob), _best_time(enc, repeat), _best_time(dec, repeat), exact

    return run


def _blosc2_codec():
    import blosc2  # blosc2: optional (the bench extra)

    def run(t: torch.Tensor, repeat: int) -> tuple[int, float, float, bool]:
        b = t.element_size()
        raw = _raw(t)
        kw = dict(typesize=b, codec=blosc2.Codec.ZSTD, clevel=5, filter=blosc2.Filter.SHUFFLE)
        blob = blosc2.compress(raw, **kw)
        exact = blosc2.decompress(blob) == raw
        return (
            len(blob),
            _best_time(lambda: blosc2.compress(raw, **kw), repeat),
            _best_time(lambda: blosc2.decompress(blob), repeat),
            exact,
        )

    return run


def _zipnn_codec():
    import zipnn  # zipnn: optional (the bench extra)

    names = {torch.float32: "float32", torch.bfloat16: "bfloat16", torch.float16: "float16"}

    def run(t: torch.Tensor, repeat: int) -> tuple[int, float, float, bool] | str:
        if t.dtype not in names:
            return "zipnn: float32/bfloat16/float16 only"
        z = zipnn.ZipNN(input_format="byte", bytearray_dtype=names[t.dtype])
        raw = _raw(t)
        # zipnn's compress rewrites its input buffer in place (measured): always hand it a copy.
        blob = z.compress(bytearray(raw))
        exact = bytes(z.decompress(blob)) == raw
        enc = _best_time(lambda: z.compress(bytearray(raw)), repeat)
        dec = _best_time(lambda: z.decompress(blob), repeat)
        return len(blob), enc, dec, exact

    return run


def codecs() -> tuple[dict[str, Callable], list[str]]:
    """Available codecs and notes for the optional ones that are missing."""
    table: dict[str, Callable] = {"ibp-strict": _ibp_codec("strict"), "ibp-thresholded": _ibp_codec("thresholded")}
    notes = []
    for name, factory, package in (
        ("shuffle+zstd", _zstd_codec, "zstandard"),
        ("blosc2", _blosc2_codec, "blosc2"),
        ("zipnn", _zipnn_codec, "zipnn"),
    ):
        try:
            table[name] = factory()
        except ImportError:
            notes.append(f"{name}: skipped ({package} is not installed)")
    return table, notes


# --------------------------------------------------------------------------- run, report


def run_bench(repeat: int = 3, scale: int = 1, only: list[str] | None = None) -> tuple[list[Row], list[str]]:
    table, notes = codecs()
    rows: list[Row] = []
    for name, t in corpus(scale):
        if only and not any(o in name for o in only):
            continue
        nbytes = t.numel() * t.element_size()
        dtype = str(t.dtype).removeprefix("torch.")
        copy, copy_cpu = _best_times(lambda: t.clone(), repeat)
        rows.append(
            Row(
                name,
                dtype,
                nbytes,
                "memcpy",
                1.0,
                nbytes / copy / 1e9,
                nbytes / copy / 1e9,
                True,
                encode_s=copy,
                decode_s=copy,
                encode_cpu_s=copy_cpu,
                decode_cpu_s=copy_cpu,
            )
        )
        for codec, fn in table.items():
            got = fn(t, repeat)
            if isinstance(got, str):
                rows.append(Row(name, dtype, nbytes, codec, None, None, None, None, got))
                continue
            size, enc, dec, exact = got
            enc, enc_cpu = enc if isinstance(enc, tuple) else (enc, None)  # IBP also reports CPU time
            dec, dec_cpu = dec if isinstance(dec, tuple) else (dec, None)
            rows.append(
                Row(
                    name,
                    dtype,
                    nbytes,
                    codec,
                    nbytes / size,
                    nbytes / enc / 1e9,
                    nbytes / dec / 1e9,
                    exact,
                    encode_s=enc,
                    decode_s=dec,
                    encode_cpu_s=enc_cpu,
                    decode_cpu_s=dec_cpu,
                )
            )
    return rows, notes


def targets(rows: list[Row]) -> list[Target]:
    """Issue 16 item 4 per tensor and IBP mode: each codec row against its tensor's memcpy row, same run."""
    copies = {r.tensor: r for r in rows if r.codec == "memcpy"}
    out = []
    for r in rows:
        if not r.codec.startswith("ibp-") or r.decode_s is None or r.tensor not in copies:
            continue
        m = copies[r.tensor]
        out.append(
            Target(
                r.tensor,
                r.dtype,
                r.nbytes,
                r.codec,
                r.decode_gbs,
                r.encode_gbs,
                r.decode_s / m.decode_s,
                r.encode_s / r.decode_s,
                r.decode_cpu_s / m.decode_cpu_s,
                r.encode_cpu_s / r.decode_cpu_s,
            )
        )
    return out


def _fmt(v: float | None, digits: int = 2) -> str:
    return "-" if v is None else f"{v:.{digits}f}"


def markdown(rows: list[Row]) -> str:
    lines = [
        "| tensor | dtype | bytes | codec | ratio | encode GB/s | decode GB/s | decode/memcpy | exact |",
        "|---|---|---:|---|---:|---:|---:|---:|---|",
    ]
    copies = {r.tensor: r for r in rows if r.codec == "memcpy"}
    for r in rows:
        m = copies.get(r.tensor)
        per_copy = r.decode_s / m.decode_s if r.decode_s is not None and m is not None and r is not m else None
        lines.append(
            f"| {r.tensor} | {r.dtype} | {r.nbytes} | {r.codec} | {_fmt(r.ratio, 3)} | "
            f"{_fmt(r.encode_gbs)} | {_fmt(r.decode_gbs)} | {_fmt(per_copy, 1)} | "
            f"{'-' if r.exact is None else r.exact} |"
        )
    return "\n".join(lines) + "\n"


def to_csv(rows: list[Row]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(
        [
            "tensor",
            "dtype",
            "bytes",
            "codec",
            "ratio",
            "encode_gbs",
            "decode_gbs",
            "exact",
            "note",
            "encode_s",
            "decode_s",
            "encode_cpu_s",
            "decode_cpu_s",
        ]
    )
    for r in rows:
        w.writerow(
            [
                r.tensor,
                r.dtype,
                r.nbytes,
                r.codec,
                _fmt(r.ratio, 4),
                _fmt(r.encode_gbs, 3),
                _fmt(r.decode_gbs, 3),
                r.exact,
                r.note,
            ]
            + [_fmt(v, 6) for v in (r.encode_s, r.decode_s, r.encode_cpu_s, r.decode_cpu_s)]
        )
    return buf.getvalue()


def plot(rows: list[Row]) -> bytes | None:
    """A PNG: ratio per tensor and codec, and decode GB/s (memcpy as the limit)."""
    try:
        import matplotlib  # matplotlib: heavy; only plots need it

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt  # matplotlib: heavy; only plots need it
    except ImportError:
        return None
    tensors = list(dict.fromkeys(r.tensor for r in rows))
    names = [c for c in dict.fromkeys(r.codec for r in rows)]
    fig, axes = plt.subplots(1, 2, figsize=(15, 5.5))
    width = 0.8 / len(names)
    for k, codec in enumerate(names):
        got = {r.tensor: r for r in rows if r.codec == codec}
        xs = [i + k * width for i in range(len(tensors))]
        axes[0].bar(xs, [got[t].ratio or 0 if t in got else 0 for t in tensors], width, label=codec)
        axes[1].bar(xs, [got[t].decode_gbs or 0 if t in got else 0 for t in tensors], width, label=codec)
    for ax, title in ((axes[0], "ratio (higher is better)"), (axes[1], "decode GB/s (measured; memcpy = limit)")):
        ax.set_xticks([i + 0.4 - width / 2 for i in range(len(tensors))])
        ax.set_xticklabels(tensors, rotation=40, ha="right", fontsize=7)
        ax.set_title(title)
    axes[1].set_yscale("log")
    axes[0].legend(fontsize=7)
    fig.tight_layout()
    return figure_png(fig)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="formal bench ibp", description=__doc__.splitlines()[0])
    for option in IBP_BENCH_ARGS:
        p.add_argument(*option.flags, **option.options)
    return run(p.parse_args(argv))


def target_lines(found: list[Target]) -> str:
    """The issue 16 item 4 report: one line per tensor and IBP mode."""
    if not found:
        return ""
    head = (
        "issue 16 item 4 (IBP decode >= 1 GB/s and <= 10x memcpy, encode <= 3x decode; "
        "measured in this run, wall-time verdicts):"
    )
    return "\n".join([head] + [f"  {t.line()}" for t in found]) + "\n"


def run(args: argparse.Namespace) -> int:
    if args.repeat < 1 or args.scale < 1:
        raise FormalError("--repeat and --scale must be >= 1")
    if args.threads is not None and args.threads < 1:
        raise FormalError("--threads must be >= 1")
    before = torch.get_num_threads()
    try:
        if args.threads is not None:
            torch.set_num_threads(args.threads)
        # Compile (first run of an installation) or load the codec's kernels before any timed region.
        prepared = ibp.prepare_kernels()
        rows, notes = run_bench(args.repeat, args.scale, args.only)
        threads = torch.get_num_threads()
    finally:  # a caller in the same process (a test) keeps its own setting
        torch.set_num_threads(before)
    if not rows:
        raise FormalError(f"--only {', '.join(args.only)}: matches no tensor")
    found = targets(rows)
    codec = (
        f"IBP: numba kernels, one thread (compiled or loaded from numba's cache before timing: {prepared:.1f} s)"
        if prepared is not None
        else "IBP: numpy passes, one thread (numba not installed)"
    )
    header = f"threads: torch {threads}; {codec}; all throughputs measured, best of {args.repeat}"
    report = markdown(rows) + "\n" + target_lines(found)
    if args.json:
        print(
            json.dumps(
                {
                    "rows": [r.__dict__ for r in rows],
                    "notes": notes,
                    "threads": threads,
                    "targets": [dict(t.__dict__, met=t.met) for t in found],
                }
            )
        )
    else:
        print(header)
        print(report, end="")
        for n in notes:
            print(f"note: {n}")
    if args.out:
        out = Path(args.out)
        write_atomic(out / "ibp_bench.md", header + "\n\n" + report + "".join(f"\nnote: {n}" for n in notes))
        write_atomic(out / "ibp_bench.csv", to_csv(rows))
        png = plot(rows)
        if png is not None:
            write_atomic(out / "ibp_bench.png", png)
    return 0 if all(r.exact is not False for r in rows) else 1
