"""formal report in a real browser: headless Chromium renders the page's plots.

Skips only when no Chromium is installed (Debian: ``apt-get install -y chromium``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from formal.cli.main import main
from formal.report.html import TIMELINE_BACKGROUND
from formal.studies.report_browser import find_chromium, plot_region, screenshot

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(
    find_chromium() is None, reason="chromium is not installed (Debian: apt-get install -y chromium)"
)


def test_screenshot_shows_the_timeline_plot(tmp_path: Path) -> None:
    out = tmp_path / "r"
    assert (
        main(
            [
                "report",
                str(ROOT / "traces" / "transformer.bwd.trace.yaml"),
                "--proof",
                str(ROOT / "proofs" / "transformer.bwd.proof.yaml"),
                "-o",
                str(out),
                "--no-progress",
            ]
        )
        == 0
    )
    png = tmp_path / "shot.png"
    screenshot(out / "index.html", png, width=1400, height=2400)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    region = plot_region(png)
    assert region is not None, "the timeline's plot area is not in the screenshot"
    x0, y0, x1, y1 = region.box
    assert x1 - x0 >= 600 and y1 - y0 >= 60, region  # a plot-sized area, not a stray pixel
    assert y1 < 2400 - 1
    # Both curves are drawn in their colours, with axes, labels and fills around them.
    assert region.original_pixels >= 300 and region.optimized_pixels >= 300, region
    assert region.colours >= 12 and region.non_background >= 0.05, region


def test_plot_check_rejects_an_empty_plot_area(tmp_path: Path) -> None:
    """The control: the same background with nothing drawn on it fails the check above."""
    page = tmp_path / "blank.html"
    page.write_text(
        f"<html><body style='margin:40px'><div style='width:900px;height:400px;"
        f"background:{TIMELINE_BACKGROUND}'></div></body></html>"
    )
    png = tmp_path / "blank.png"
    screenshot(page, png, width=1000, height=600)
    region = plot_region(png)
    assert region is not None
    assert region.original_pixels == 0 and region.optimized_pixels == 0 and region.colours <= 2
