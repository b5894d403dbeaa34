"""A real browser for the report: headless Chromium screenshots, and what a screenshot shows.

``screenshot(html, png)`` runs Debian's ``chromium`` headless with the flags that work on a
machine without network or display (no sandbox as root, no GPU, no background networking,
a fresh profile), and waits for the PNG. ``plot_region`` finds the memory timeline in a
screenshot by its plot area's background tint (:data:`formal.report.html.TIMELINE_BACKGROUND`)
and counts the pixels of the two line colours there, so a test or benchmark can tell that
the browser really drew the plot, not a blank box.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from formal.base.errors import FormalError
from formal.report.html import OPTIMIZED_COLOR, ORIGINAL_COLOR, TIMELINE_BACKGROUND

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
    "--force-device-scale-factor=1",
)


def find_chromium() -> str | None:
    """Path of a Chromium executable, or None."""
    env = os.environ.get("FORMAL_CHROMIUM")
    if env:
        return env if shutil.which(env) else None
    for name in CHROMIUM_NAMES:
        path = shutil.which(name)
        if path:
            return path
    return None


def screenshot(
    html: str | os.PathLike, png: str | os.PathLike, *, width: int = 1400, height: int = 2400, timeout: float = 120.0
) -> float:
    """Screenshot ``html`` (a local file) into ``png``; returns the seconds it took."""
    exe = find_chromium()
    if exe is None:
        raise FormalError("chromium is not installed (Debian: apt-get install -y chromium)")
    page = Path(html).resolve()
    if not page.is_file():
        raise FormalError(f"{page}: no such file")
    out = Path(png).resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="formal-chromium-") as profile:
        tmp = Path(profile) / "shot.png"
        cmd = [
            exe,
            *FLAGS,
            f"--user-data-dir={profile}/profile",
            f"--screenshot={tmp}",
            f"--window-size={width},{height}",
            page.as_uri(),
        ]
        t0 = time.monotonic()
        try:
            proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            raise FormalError(f"chromium did not finish the screenshot in {timeout:g} s") from None
        seconds = time.monotonic() - t0
        if not tmp.is_file() or tmp.stat().st_size == 0:
            tail = proc.stderr.decode(errors="replace").strip().splitlines()[-1:] or ["no output"]
            raise FormalError(f"chromium wrote no screenshot (exit {proc.returncode}): {tail[0][:200]}")
        shutil.move(str(tmp), out)
    return seconds


@dataclass(frozen=True)
class PlotRegion:
    """Where the timeline's plot area is in a screenshot, and what is drawn in it."""

    box: tuple[int, int, int, int]  # x0, y0, x1, y1 (pixels, exclusive ends)
    original_pixels: int  # pixels close to the original line colour
    optimized_pixels: int  # pixels close to the optimized line colour
    colours: int  # distinct colours (quantized to 4 bits per channel)
    non_background: float  # fraction of the box that is not the plot background


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    h = hex_colour.lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def plot_region(png: str | os.PathLike) -> PlotRegion | None:
    """Find the timeline plot in a screenshot; None if its background appears nowhere."""
    import matplotlib.image as mpimg  # matplotlib: heavy; only plots need it
    import numpy as np

    img = mpimg.imread(str(png))
    rgb = np.rint(img[..., :3] * 255).astype(np.int16) if img.dtype.kind == "f" else img[..., :3].astype(np.int16)

    def near(colour: str, tol: int) -> "np.ndarray":
        return (np.abs(rgb - np.array(_rgb(colour), dtype=np.int16)) <= tol).all(axis=-1)

    background = near(TIMELINE_BACKGROUND, 1)
    ys, xs = np.nonzero(background)
    if len(xs) == 0:
        return None
    x0, x1, y0, y1 = int(xs.min()), int(xs.max()) + 1, int(ys.min()), int(ys.max()) + 1
    box = rgb[y0:y1, x0:x1]
    quant = (box // 16).reshape(-1, 3)
    colours = len(np.unique(quant[:, 0] * 256 + quant[:, 1] * 16 + quant[:, 2]))
    return PlotRegion(
        (x0, y0, x1, y1),
        int(near(ORIGINAL_COLOR, 40)[y0:y1, x0:x1].sum()),
        int(near(OPTIMIZED_COLOR, 40)[y0:y1, x0:x1].sum()),
        colours,
        float(1.0 - background[y0:y1, x0:x1].mean()),
    )
