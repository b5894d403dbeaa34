"""The report page: plots (matplotlib, inline SVG) and tables in one self-contained HTML file.

Nothing on the page needs the network or JavaScript: every plot is an inline ``<svg>``
(large arena pictures embed their rectangles as one raster image inside the SVG), the
style sheet is inline. Output is deterministic for the same inputs (SVG ids are salted
with a constant, no dates). Sizes are shown exactly in bytes, with a binary-prefixed
reading (KiB, MiB, GiB) next to them.
"""

from __future__ import annotations

import html
import io
from dataclasses import dataclass, field
from typing import Any, Sequence

from formal.report.timeline import KIND_INPUT, KIND_INTERMEDIATE, KIND_OUTPUT, KIND_SCRATCH, Timeline

ORIGINAL_COLOR = "#d95f02"  # orange: the compiler's program
OPTIMIZED_COLOR = "#1f5fbf"  # blue: the optimized order
UNIT_MODEL_COLOR = "#7a7a7a"  # grey dashed: the original order under the unit-level model
BOUND_COLOR = "#2a9d3a"  # green: certified lower bound
TIMELINE_BACKGROUND = "#f9f9f6"  # the timeline's plot area (a faint tint; tests find the plot by it)
KIND_COLORS = {KIND_INPUT: "#a8a8a8", KIND_INTERMEDIATE: "#5aa9e6", KIND_OUTPUT: "#8e6bbf", KIND_SCRATCH: "#f2b134"}
KIND_NAMES = {
    KIND_INPUT: "input (caller's)",
    KIND_INTERMEDIATE: "intermediate",
    KIND_OUTPUT: "output",
    KIND_SCRATCH: "kernel scratch (transient)",
}
RASTER_ABOVE = 1500  # arena pictures with more rectangles are embedded as a raster image


def human(n: float) -> str:
    """Binary-prefixed reading of a byte count: 512 B, 1.5 KiB, 3.25 MiB."""
    n = float(n)
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if abs(n) < 1024 or unit == "TiB":
            if unit == "B":
                return f"{int(n)} B"
            return f"{n:.2f} {unit}" if abs(n) < 10 else f"{n:.1f} {unit}"
        n /= 1024
    raise AssertionError("unreachable")


def exact(n: int | None) -> str:
    """``511,248 B (499.3 KiB)``: exact bytes first, the reading second."""
    if n is None:
        return "&mdash;"
    return f"{n:,} B" if abs(n) < 1024 else f"{n:,} B ({human(n)})"


def _pyplot():
    import matplotlib  # matplotlib: heavy; only plots need it

    matplotlib.use("Agg", force=False)
    import matplotlib.pyplot as plt  # matplotlib: heavy; only plots need it

    plt.rcParams.update(
        {
            "svg.hashsalt": "formal-report",
            "svg.fonttype": "path",
            "font.size": 10,
            "axes.spines.top": False,
            "axes.spines.right": False,
        }
    )
    return plt


def _byte_axis(ax, top: float, axis: str = "y") -> None:
    """Ticks at powers-of-two multiples (4 to 8 of them), labelled in B/KiB/MiB."""
    from matplotlib.ticker import FuncFormatter, MultipleLocator  # matplotlib: heavy; only plots need it

    step = 1
    while top / step > 8:
        step *= 2
    target = ax.yaxis if axis == "y" else ax.xaxis
    target.set_major_locator(MultipleLocator(step))
    target.set_major_formatter(FuncFormatter(lambda v, _p: human(v) if v else "0"))


def _svg(fig) -> str:
    buf = io.StringIO()
    fig.savefig(buf, format="svg", bbox_inches="tight", metadata={"Date": None}, dpi=110)
    text = buf.getvalue()
    return text[text.index("<svg") :]


def timeline_svg(original: Timeline, optimized: Timeline, unit_model: Timeline | None, lower_bound: int | None) -> str:
    """Both timelines on one plot, peaks marked and annotated in bytes."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(12, 4.8))
    ax.set_facecolor(TIMELINE_BACKGROUND)
    top = max(original.peak, optimized.peak, lower_bound or 0, 1)
    ax.stairs(optimized.steps, range(len(optimized.steps) + 1), fill=True, color=OPTIMIZED_COLOR, alpha=0.10, zorder=1)
    if unit_model is not None:
        ax.stairs(
            unit_model.steps,
            range(len(unit_model.steps) + 1),
            baseline=None,
            color=UNIT_MODEL_COLOR,
            linewidth=1.2,
            linestyle=(0, (4, 3)),
            zorder=2,
            label=f"original order, allocated/freed as formal emits: peak {unit_model.peak:,} B",
        )
    # The original is drawn wider and underneath, so where the two coincide it shows as an
    # orange rim around the blue line instead of disappearing.
    for tl, color, label, z, lw in (
        (original, ORIGINAL_COLOR, f"original: {original.title}", 3, 3.2),
        (optimized, OPTIMIZED_COLOR, f"optimized: {optimized.title}", 4, 1.6),
    ):
        ax.stairs(tl.steps, range(len(tl.steps) + 1), baseline=None, color=color, linewidth=lw, label=label, zorder=z)
    if lower_bound is not None:
        ax.axhline(
            lower_bound,
            color=BOUND_COLOR,
            linewidth=1.3,
            linestyle=":",
            zorder=1,
            label=f"certified lower bound for any order: {lower_bound:,} B",
        )
    n = max(len(original.steps), len(optimized.steps), 1)
    # Peak labels sit in the headroom above the curves, each with a leader to its marker.
    for tl, color, height in ((original, ORIGINAL_COLOR, 1.17), (optimized, OPTIMIZED_COLOR, 1.07)):
        x = tl.peak_step + 0.5
        ax.plot([x], [tl.peak], marker="o", markersize=7, color=color, markeredgecolor="white", zorder=6)
        ha = "left" if x < 0.5 * n else "right"
        ax.annotate(
            f"{'original' if tl is original else 'optimized'} peak {tl.peak:,} B ({human(tl.peak)})",
            (x, tl.peak),
            xytext=(x, top * height),
            textcoords="data",
            ha=ha,
            va="center",
            color=color,
            fontweight="bold",
            fontsize=10,
            zorder=7,
            arrowprops={"arrowstyle": "-", "color": color, "lw": 1, "shrinkA": 0, "shrinkB": 4},
        )
    ax.set_xlim(0, n)
    ax.set_ylim(0, top * 1.25)
    _byte_axis(ax, top * 1.25)
    ax.set_xlabel("kernel call (position in the execution order)")
    ax.set_ylabel("bytes live")
    ax.grid(axis="y", color="#e3e3e3", linewidth=0.8)
    ax.set_axisbelow(True)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.14), fontsize=9, frameon=False, ncol=2)
    ax.set_title("Memory timeline: original vs optimized", loc="left", fontweight="bold")
    text = _svg(fig)
    plt.close(fig)
    return text


def tl_title(tl: Timeline) -> str:
    return tl.title


def breakdown_svg(rows: Sequence[tuple[str, Timeline, str]]) -> str:
    """One horizontal stacked bar per timeline: the storages live at its peak, by kind."""
    plt = _pyplot()
    from matplotlib.patches import Patch  # matplotlib: heavy; only plots need it

    fig, ax = plt.subplots(figsize=(12, 0.9 + 0.75 * len(rows)))
    top = max(tl.peak for _n, tl, _c in rows) or 1
    for y, (name, tl, _color) in enumerate(reversed(rows)):
        left = 0
        # Storages under 0.4% of the peak are drawn as one segment per kind (thousands of
        # slivers would only show their white borders).
        small: dict[str, int] = {}
        for _sid, size, kind in sorted(tl.peak_live, key=lambda r: (list(KIND_COLORS).index(r[2]), -r[1], r[0])):
            if size < 0.004 * top:
                small[kind] = small.get(kind, 0) + size
                continue
            ax.barh(y, size, left=left, color=KIND_COLORS[kind], edgecolor="white", linewidth=0.6, height=0.6)
            left += size
        for kind, size in small.items():
            ax.barh(y, size, left=left, color=KIND_COLORS[kind], edgecolor="none", height=0.6, alpha=0.75)
            left += size
        ax.text(left + top * 0.01, y, f"{tl.peak:,} B ({human(tl.peak)})", va="center", fontsize=9)
    ax.set_yticks(range(len(rows)), [name for name, _tl, _c in reversed(rows)])
    for label, (_n, _tl, color) in zip(ax.get_yticklabels(), reversed(rows)):
        label.set_color(color)
        label.set_fontweight("bold")
    ax.set_xlim(0, top * 1.2)
    _byte_axis(ax, top * 1.2, "x")
    ax.set_xlabel(
        "bytes live at the peak (each bordered segment is one storage; "
        "storages under 0.4% of the peak are merged, lighter, per kind)"
    )
    ax.legend(
        handles=[Patch(color=c, label=KIND_NAMES[k]) for k, c in KIND_COLORS.items()],
        loc="lower right",
        fontsize=8,
        ncol=4,
        frameon=False,
        bbox_to_anchor=(1, 1.0),
    )
    ax.set_title("What is live at the peak", loc="left", fontweight="bold")
    text = _svg(fig)
    plt.close(fig)
    return text


def arena_svg(
    buffers: Sequence[dict[str, Any]], arena: int, lower_bound: int, n_steps: int, kinds: dict[str, str], title: str
) -> str:
    """Storages as rectangles: x = lifetime in kernel steps, y = [offset, offset + size)."""
    plt = _pyplot()
    from matplotlib.collections import PatchCollection  # matplotlib: heavy; only plots need it
    from matplotlib.patches import Patch, Rectangle  # matplotlib: heavy; only plots need it

    fig, ax = plt.subplots(figsize=(12, 5.2))
    cmap = plt.get_cmap("tab20")
    rects, colors, hatched = [], [], []
    for i, b in enumerate(sorted(buffers, key=lambda b: (b["offset"], b["start"], b["id"]))):
        r = Rectangle((b["start"], b["offset"]), b["end"] - b["start"], b["size"])
        (hatched if kinds.get(b["id"]) == KIND_OUTPUT else rects).append(r)
        colors.append(cmap(i % 20))
    plain_colors = [
        c
        for c, b in zip(colors, sorted(buffers, key=lambda b: (b["offset"], b["start"], b["id"])))
        if kinds.get(b["id"]) != KIND_OUTPUT
    ]
    raster = len(buffers) > RASTER_ABOVE
    if rects:
        ax.add_collection(
            PatchCollection(rects, facecolors=plain_colors, edgecolors="white", linewidths=0.5, rasterized=raster)
        )
    if hatched:
        ax.add_collection(
            PatchCollection(
                hatched,
                facecolors=KIND_COLORS[KIND_OUTPUT],
                edgecolors="white",
                linewidths=0.5,
                hatch="//",
                rasterized=raster,
            )
        )
    top = max(arena, lower_bound, 1)
    ax.axhline(arena, color="black", linewidth=1.3, label=f"arena: {arena:,} B ({human(arena)})")
    if lower_bound != arena:
        ax.axhline(
            lower_bound,
            color=BOUND_COLOR,
            linewidth=1.2,
            linestyle="--",
            label=f"live-bytes lower bound: {lower_bound:,} B",
        )
    # Name the storages whose rectangles are big enough to hold a label.
    x_span, y_span = max(n_steps, 1), top * 1.15
    for b in buffers:
        w, h = b["end"] - b["start"], b["size"]
        if w >= 0.07 * x_span and h >= 0.07 * y_span:
            ax.text(
                b["start"] + w / 2,
                b["offset"] + h / 2,
                f"{b['id']}\n{human(h)}",
                ha="center",
                va="center",
                fontsize=8,
                color="black",
            )
    ax.set_xlim(0, x_span)
    ax.set_ylim(0, y_span)
    _byte_axis(ax, y_span)
    ax.set_xlabel("kernel call (position in the optimized order); a storage lives from its first to its last access")
    ax.set_ylabel("offset in the arena")
    handles = ax.get_legend_handles_labels()[0]
    handles += [
        Patch(facecolor=cmap(0), label="intermediate (one colour per storage)"),
        Patch(facecolor=KIND_COLORS[KIND_OUTPUT], hatch="//", edgecolor="white", label="output (lives to the end)"),
    ]
    ax.legend(
        handles=handles, loc="upper center", bbox_to_anchor=(0.5, -0.13), fontsize=9, frameon=False, ncol=len(handles)
    )
    ax.set_title(title, loc="left", fontweight="bold")
    text = _svg(fig)
    plt.close(fig)
    return text


STYLE = """
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; margin: 24px 36px; color: #1d1d1f;
       max-width: 1320px; background: #ffffff; }
h1 { font-size: 26px; margin: 0 0 4px 0; }
h2 { font-size: 19px; margin: 30px 0 8px 0; border-bottom: 2px solid #e6e6e6; padding-bottom: 4px; }
.sub { color: #555; margin: 0 0 16px 0; font-size: 14px; }
table { border-collapse: collapse; font-size: 13.5px; }
th, td { text-align: left; padding: 4px 12px 4px 0; border-bottom: 1px solid #eee; vertical-align: top; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.cards { display: flex; gap: 14px; flex-wrap: wrap; margin: 8px 0 10px 0; }
.card { border: 1px solid #ddd; border-radius: 8px; padding: 10px 16px; min-width: 190px; }
.card .k { font-size: 12px; color: #666; } .card .v { font-size: 21px; font-weight: bold; }
.card .r { font-size: 12.5px; color: #444; }
.orig { color: #d95f02; } .opt { color: #1f5fbf; } .good { color: #2a9d3a; } .bad { color: #c0392b; }
.plot svg { max-width: 100%; height: auto; }
.cols { display: flex; gap: 40px; flex-wrap: wrap; }
.cols > div { flex: 0 1 600px; min-width: 0; }
.cols code { white-space: normal; overflow-wrap: anywhere; }
.note { color: #555; font-size: 13px; max-width: 1100px; }
code { background: #f4f4f4; padding: 1px 4px; border-radius: 3px; font-size: 12.5px; }
pre.claims { background: #f7f7f7; padding: 8px 12px; font-size: 12px; overflow-x: auto; }
.swatch { display: inline-block; width: 10px; height: 10px; margin-right: 5px; border-radius: 2px; }
"""


@dataclass
class Page:
    """Everything the page shows, already computed."""

    name: str
    source: str
    kind: str  # "trace" | "problem"
    headline: list[tuple[str, str]]  # (label, html value) rows
    cards: list[tuple[str, str, str, str]]  # (label, value, remark, css class)
    timeline_svg: str
    timeline_note: str
    breakdown_svg: str
    breakdown_tables: list[tuple[str, str, Timeline]]  # (title, css class, timeline)
    arena_svg: str
    arena_rows: list[tuple[str, str]]
    certificate_rows: list[tuple[str, str]]
    claims: list[tuple[bool, str]]
    files: list[tuple[str, str]]  # (file name, what it is)
    notes: list[str] = field(default_factory=list)


def _table(rows: Sequence[tuple[str, str]]) -> str:
    return "<table>" + "".join(f"<tr><th>{html.escape(k)}</th><td>{v}</td></tr>" for k, v in rows) + "</table>"


def _live_table(tl: Timeline, limit: int = 14) -> str:
    rows = tl.peak_live
    body = "".join(
        f"<tr><td><span class='swatch' style='background:{KIND_COLORS[k]}'></span>{html.escape(s)}</td>"
        f"<td>{html.escape(KIND_NAMES[k])}</td><td class='num'>{b:,} B</td><td class='num'>{human(b)}</td>"
        f"<td class='num'>{100 * b / max(tl.peak, 1):.1f}%</td></tr>"
        for s, b, k in rows[:limit]
    )
    if len(rows) > limit:
        rest = sum(b for _s, b, _k in rows[limit:])
        body += (
            f"<tr><td colspan=2>{len(rows) - limit} more storages</td><td class='num'>{rest:,} B</td>"
            f"<td class='num'>{human(rest)}</td><td class='num'>{100 * rest / max(tl.peak, 1):.1f}%</td></tr>"
        )
    head = "<tr><th>storage</th><th>kind</th><th>bytes</th><th></th><th>share</th></tr>"
    return f"<table>{head}{body}</table>"


def _clip(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "\u2026"


def render(page: Page) -> str:
    """The whole HTML document."""
    e = html.escape
    cards = "".join(
        f"<div class='card'><div class='k'>{e(k)}</div><div class='v {c}'>{v}</div><div class='r'>{r}</div></div>"
        for k, v, r, c in page.cards
    )
    tables = "".join(
        f"<div><h3 class='{c}'>{e(t)}: {tl.peak:,} B at kernel call {tl.peak_step}</h3>"
        f"<p class='note'>at <code>{e(_clip(tl.peak_where, 110))}</code></p>{_live_table(tl)}</div>"
        for t, c, tl in page.breakdown_tables
    )
    claims = "\n".join(f"{'ok   ' if ok else 'FALSE'} {m}" for ok, m in page.claims)
    files = "".join(f"<tr><td><a href='{e(f)}'><code>{e(f)}</code></a></td><td>{w}</td></tr>" for f, w in page.files)
    notes = "".join(f"<p class='note'>{n}</p>" for n in page.notes)
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>formal report: {e(page.name)}</title>
<style>{STYLE}</style>
</head>
<body>
<h1>Memory report: {e(page.name)}</h1>
<p class="sub">{e(page.kind)} <code>{e(page.source)}</code> &middot; generated by <code>formal report</code>;
all sizes exact, in bytes (KiB = 1024 B)</p>
<div class="cards">{cards}</div>
<h2>Headline numbers</h2>
{_table(page.headline)}
<h2>Memory timeline</h2>
<div class="plot" id="timeline">{page.timeline_svg}</div>
<p class="note">{page.timeline_note}</p>
<h2>Live storages at the peak</h2>
<div class="plot" id="breakdown">{page.breakdown_svg}</div>
<div class="cols">{tables}</div>
<h2>Arena layout of the optimized order</h2>
<div class="plot" id="arena">{page.arena_svg}</div>
{_table(page.arena_rows)}
<h2>Certificate</h2>
{_table(page.certificate_rows)}
<p class="note">Claims as the trusted checker (<code>formal check</code>) printed them:</p>
<pre class="claims">{e(claims)}</pre>
<h2>Files</h2>
<table>{files}</table>
{notes}
</body>
</html>
"""
