"""Colours and plot styling shared by the views (light background: it projects best)."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg

# ColorBrewer RdBu (11 classes), reversed: blue for -1, white for 0, red for +1. Diverging and safe for
# the common colour-vision deficiencies (it avoids a red/green axis).
_RDBU = ["#053061", "#2166ac", "#4393c3", "#92c5de", "#d1e5f0", "#f7f7f7",
         "#fddbc7", "#f4a582", "#d6604d", "#b2182b", "#67001f"]

# Okabe-Ito without its yellow (unreadable on white), ordered so that the first six differ most, then Paul
# Tol's wine and olive, sky blue and grey.
LINE_COLORS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00",
               "#000000", "#882255", "#999933", "#56B4E9", "#8C8C8C"]

CURSOR_COLOR = "#202020"
FONT_PT = 11


def diverging_colormap() -> pg.ColorMap:
    return pg.ColorMap(np.linspace(0.0, 1.0, len(_RDBU)), _RDBU, name="RdBu (reversed)")


def sequential_colormap() -> pg.ColorMap:
    """viridis: perceptually uniform, colour-blind safe and readable in grey (weights, magnitudes)."""
    return pg.colormap.get("viridis")


def line_color(n: int) -> str:
    return LINE_COLORS[n % len(LINE_COLORS)]


# Cached renderings (see cache_rendering) live in QPixmapCache, 10 MB by default: two grid axes of one
# full-screen plot fill that, and a thrashing cache re-renders every axis on every animation frame.
PIXMAP_CACHE_KB = 256 * 1024


def configure_pyqtgraph() -> None:
    pg.setConfigOptions(imageAxisOrder="row-major", background="w", foreground="k", antialias=False)
    pg.QtGui.QPixmapCache.setCacheLimit(max(pg.QtGui.QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))


def style_plot(plot: pg.PlotItem, left: str, bottom: str, title: str | None = None, grid: bool = True) -> None:
    """Labelled axes in a readable size; used by every view so a lecture screen looks consistent."""
    label_style = {"font-size": f"{FONT_PT + 1}pt"}
    plot.setLabel("left", left, **label_style)
    plot.setLabel("bottom", bottom, **label_style)
    if title:
        plot.setTitle(title, size=f"{FONT_PT + 2}pt")
    font = pg.QtGui.QFont()
    font.setPointSize(FONT_PT)
    for name in ("left", "bottom"):
        plot.getAxis(name).setTickFont(font)
    plot.showGrid(x=grid, y=grid, alpha=0.2)
    for name in ("left", "bottom", "top", "right"):
        cache_rendering(plot.getAxis(name))
    cache_rendering(plot.titleLabel)


def cache_rendering(item) -> None:
    """Keep an item's rendering as a pixmap until the item itself changes. Axes (ticks, labels, the grid
    they draw) and titles replay many text and line commands on every paint, although a cursor moving or
    a curve changing beside them leaves them as they were: cached, they cost a blit."""
    item.setCacheMode(pg.QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)


def color_key(entries, per_line: int = 5, note: str = "") -> str:
    """HTML for a key of coloured line samples: entries are (colour, text); `note` is added in grey."""
    parts = [f'<span style="color:{c}; font-weight:bold">━━</span>&nbsp;{t}' for c, t in entries]
    lines = ["&nbsp;&nbsp;&nbsp;".join(parts[k:k + per_line]) for k in range(0, len(parts), per_line)]
    if note:
        lines.append(f'<span style="color:#606060">{note}</span>')
    return "<br>".join(lines)
