"""``formal bench ibp`` / ``formal ibp bench``: IBP against general-purpose compressors on real tensors.

Tensors (all seeded, deterministic):

* activations of the bundled example models (:mod:`formal.capture.examples`), scaled
  up so that throughput means something, taken with forward hooks in eager mode: ReLU
  outputs (U-Net encoder, residual stem), attention probabilities and layer-norm
  outputs (the transformer block's hand-written softmax and norm);
* weights: the same models' convolution/linear weights (fp32, and cast to bf16) and an
  embedding table. They are freshly initialised, not trained (no weights are
  downloaded): trained weights have other exponent statistics;
* synthetic ReLU data (``relu(randn)``), the issue's reference point.

Per tensor and codec: ratio (input bytes / packed bytes, headers included), encode and
decode GB/s (input bytes / best-of-R wall time, measured), and a bit-exact round-trip
check. Codecs: IBP strict, IBP thresholded, byte-shuffle + zstd (``zstandard``, level
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

from formal.compress import ibp
from formal.errors import FormalError
from formal.fileio import write_atomic


@dataclass
class Row:
    tensor: str
    dtype: str
    nbytes: int
    codec: str
    ratio: float | None
    encode_gbs: float | None
    decode_gbs: float | None
    exact: bool | None
    note: str = ""


# --------------------------------------------------------------------------- tensors


def _hook_outputs(model: torch.nn.Module, inputs: tuple, kinds: tuple[type, ...]) -> list[torch.Tensor]:
    got: list[torch.Tensor] = []
    hooks = [m.register_forward_hook(lambda _m, _i, out: got.append(out.detach().clone()))
             for m in model.modules() if isinstance(m, kinds)]
    with torch.no_grad():
        model(*inputs)
    for h in hooks:
        h.remove()
    return got


def corpus(scale: int = 1) -> list[tuple[str, torch.Tensor]]:
    """The benchmark's tensors, largest first in each family (see module doc)."""
    from formal.capture import examples

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
    out += [("transformer.fc1_weight.fp32", w), ("transformer.fc1_weight.bf16", w.to(torch.bfloat16)),
            ("embedding.table.fp32", torch.nn.Embedding(8192, 64 * scale).weight.detach())]
    out.append(("synthetic.relu_randn", torch.relu(torch.randn(1 << 20))))
    return [(name, t.contiguous()) for name, t in out]


# --------------------------------------------------------------------------- codecs


def _best_time(fn: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def _raw(t: torch.Tensor) -> bytes:
    return t.reshape(-1).view(torch.uint8).numpy().tobytes()


def _ibp_codec(mode: str):
    def run(t: torch.Tensor, repeat: int) -> tuple[int, float, float, bool]:
        packed = ibp.encode([t], mode=mode)
        enc = _best_time(lambda: ibp.encode([t], mode=mode), repeat)
        dec = _best_time(lambda: ibp.decode(packed), repeat)
        (back,) = ibp.decode(packed)
        return packed.nbytes, enc, dec, _raw(back) == _raw(t)
    return run


def _zstd_codec():
    import numpy as np
    import zstandard

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
    import blosc2

    def run(t: torch.Tensor, repeat: int) -> tuple[int, float, float, bool]:
        b = t.element_size()
        raw = _raw(t)
        kw = dict(typesize=b, codec=blosc2.Codec.ZSTD, clevel=5, filter=blosc2.Filter.SHUFFLE)
        blob = blosc2.compress(raw, **kw)
        exact = blosc2.decompress(blob) == raw
        return (len(blob), _best_time(lambda: blosc2.compress(raw, **kw), repeat),
                _best_time(lambda: blosc2.decompress(blob), repeat), exact)
    return run


def _zipnn_codec():
    import zipnn

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
    for name, factory, package in (("shuffle+zstd", _zstd_codec, "zstandard"), ("blosc2", _blosc2_codec, "blosc2"),
                                   ("zipnn", _zipnn_codec, "zipnn")):
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
        copy = _best_time(lambda: t.clone(), repeat)
        rows.append(Row(name, str(t.dtype).removeprefix("torch."), nbytes, "memcpy", 1.0, nbytes / copy / 1e9,
                        nbytes / copy / 1e9, True))
        for codec, fn in table.items():
            got = fn(t, repeat)
            if isinstance(got, str):
                rows.append(Row(name, str(t.dtype).removeprefix("torch."), nbytes, codec, None, None, None, None, got))
                continue
            size, enc, dec, exact = got
            rows.append(Row(name, str(t.dtype).removeprefix("torch."), nbytes, codec, nbytes / size,
                            nbytes / enc / 1e9, nbytes / dec / 1e9, exact))
    return rows, notes


def _fmt(v: float | None, digits: int = 2) -> str:
    return "-" if v is None else f"{v:.{digits}f}"


def markdown(rows: list[Row]) -> str:
    lines = ["| tensor | dtype | bytes | codec | ratio | encode GB/s | decode GB/s | exact |",
             "|---|---|---:|---|---:|---:|---:|---|"]
    for r in rows:
        lines.append(f"| {r.tensor} | {r.dtype} | {r.nbytes} | {r.codec} | {_fmt(r.ratio, 3)} | "
                     f"{_fmt(r.encode_gbs)} | {_fmt(r.decode_gbs)} | {'-' if r.exact is None else r.exact} |")
    return "\n".join(lines) + "\n"


def to_csv(rows: list[Row]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["tensor", "dtype", "bytes", "codec", "ratio", "encode_gbs", "decode_gbs", "exact", "note"])
    for r in rows:
        w.writerow([r.tensor, r.dtype, r.nbytes, r.codec, _fmt(r.ratio, 4), _fmt(r.encode_gbs, 3),
                    _fmt(r.decode_gbs, 3), r.exact, r.note])
    return buf.getvalue()


def plot(rows: list[Row]) -> bytes | None:
    """A PNG: ratio per tensor and codec, and decode GB/s (memcpy as the limit)."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
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
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110, metadata={"Software": None})
    plt.close(fig)
    return buf.getvalue()


def main(argv: list[str]) -> int:
    from formal.compress.commands import bench_arguments

    p = argparse.ArgumentParser(prog="formal bench ibp", description=__doc__.splitlines()[0])
    bench_arguments(p)
    return run(p.parse_args(argv))


def run(args: argparse.Namespace) -> int:
    if args.repeat < 1 or args.scale < 1:
        raise FormalError("--repeat and --scale must be >= 1")
    if args.threads is not None:
        if args.threads < 1:
            raise FormalError("--threads must be >= 1")
        torch.set_num_threads(args.threads)
    rows, notes = run_bench(args.repeat, args.scale, args.only)
    if not rows:
        raise FormalError(f"--only {', '.join(args.only)}: matches no tensor")
    header = f"threads: torch {torch.get_num_threads()}; all throughputs measured, best of {args.repeat}"
    if args.json:
        print(json.dumps({"rows": [r.__dict__ for r in rows], "notes": notes, "threads": torch.get_num_threads()}))
    else:
        print(header)
        print(markdown(rows), end="")
        for n in notes:
            print(f"note: {n}")
    if args.out:
        out = Path(args.out)
        write_atomic(out / "ibp_bench.md", header + "\n\n" + markdown(rows) + "".join(f"\nnote: {n}" for n in notes))
        write_atomic(out / "ibp_bench.csv", to_csv(rows))
        png = plot(rows)
        if png is not None:
            write_atomic(out / "ibp_bench.png", png)
    return 0 if all(r.exact is not False for r in rows) else 1
