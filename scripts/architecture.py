"""Draw formal's layers from its import graph: ``python scripts/architecture.py docs/img/architecture.svg``.

The rows are the ``layers`` contract of pyproject.toml (top layer first), the boxes its
folders with their module counts, the arrows every package-level import grimp finds (the
graph ``lint-imports`` checks, imports inside functions included). Needs grimp (installed
with import-linter, a test dependency) and matplotlib. The same input gives the same bytes.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import grimp
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402 - after choosing the backend
from matplotlib.patches import FancyArrowPatch, FancyBboxPatch  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def layers() -> list[list[str]]:
    """The layers contract's rows, top first, each a list of folder names."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contract = next(c for c in config["tool"]["importlinter"]["contracts"] if c["id"] == "layers")
    return [[name.strip() for name in row.split("|") if name.strip() != "__main__"] for row in contract["layers"]]


def draw(out: Path) -> None:
    graph = grimp.build_graph("formal")
    rows = layers()
    width = 2.3
    place: dict[str, tuple[float, float]] = {}
    for level, row in enumerate(rows):
        y = (len(rows) - 1 - level) * 1.0
        for i, name in enumerate(row):
            place[name] = ((i - (len(row) - 1) / 2) * (width + 0.25), y)
    fig, ax = plt.subplots(figsize=(15, 11))
    names = [name for row in rows for name in row]
    for a in names:
        for b in names:
            if a != b and graph.direct_import_exists(importer=f"formal.{a}", imported=f"formal.{b}", as_packages=True):
                (x0, y0), (x1, y1) = place[a], place[b]
                ax.add_patch(
                    FancyArrowPatch(
                        (x0, y0 - 0.17),
                        (x1, y1 + 0.17),
                        arrowstyle="-|>",
                        mutation_scale=7,
                        color="#9aa5b1",
                        linewidth=0.5,
                        alpha=0.55,
                        connectionstyle="arc3,rad=0.06",
                    )
                )
    for name, (x, y) in place.items():
        count = sum(1 for m in graph.find_descendants(f"formal.{name}")) + 1
        ax.add_patch(
            FancyBboxPatch(
                (x - width / 2, y - 0.17),
                width,
                0.34,
                boxstyle="round,pad=0.02",
                facecolor="#e8f0fb" if name != "check" else "#fde8d7",
                edgecolor="#33475b",
            )
        )
        ax.text(x, y, f"{name}  ({count})", ha="center", va="center", fontsize=10, family="DejaVu Sans")
    xs = [x for x, _ in place.values()]
    ax.set_xlim(min(xs) - width, max(xs) + width)
    ax.set_ylim(-0.6, len(rows) - 0.4)
    ax.axis("off")
    ax.set_title("formal/: folders by layer (top imports down; arrows: package imports, grimp)", fontsize=11)
    fig.tight_layout()
    plt.rcParams["svg.hashsalt"] = "formal"
    fig.savefig(out, format=out.suffix[1:], metadata={"Date": None} if out.suffix == ".svg" else None)


if __name__ == "__main__":
    draw(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/img/architecture.svg"))
