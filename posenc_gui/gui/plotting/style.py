"""Colours and plot styling shared by the views (light background: it projects best)."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ..state.window_state import LOOK
from .plot_widgets import ColourBarItem

# ColorBrewer RdBu (11 classes), reversed: blue for -1, white for 0, red for +1. Diverging and safe for
# the common colour-vision deficiencies (it avoids a red/green axis).
_RDBU = [
    "#053061",
    "#2166ac",
    "#4393c3",
    "#92c5de",
    "#d1e5f0",
    "#f7f7f7",
    "#fddbc7",
    "#f4a582",
    "#d6604d",
    "#b2182b",
    "#67001f",
]

# Okabe-Ito without its yellow (unreadable on white), ordered so that the first six differ most, then Paul
# Tol's wine and olive, sky blue and grey.
LINE_COLORS = [
    "#0072B2",
    "#D55E00",
    "#009E73",
    "#CC79A7",
    "#E69F00",
    "#000000",
    "#882255",
    "#999933",
    "#56B4E9",
    "#8C8C8C",
]

CURSOR_COLOR = "#202020"
FONT_PT = 11


# Colour maps a user can choose (View > Colour maps), all safe for the common colour-vision deficiencies:
# diverging ones for signed values (PE, similarity, scores), pale at 0; sequential ones for magnitudes
# (attention weights), dark at the low end. ColorBrewer's are reversed so that negative values are the
# cool (or purple, or teal) end.
DIVERGING = {
    "RdBu": _RDBU,
    "PuOr": [
        "#2d004b",
        "#542788",
        "#8073ac",
        "#b2abd2",
        "#d8daeb",
        "#f7f7f7",
        "#fee0b6",
        "#fdb863",
        "#e08214",
        "#b35806",
        "#7f3b08",
    ],
    "BrBG": [
        "#003c30",
        "#01665e",
        "#35978f",
        "#80cdc1",
        "#c7eae5",
        "#f5f5f5",
        "#f6e8c3",
        "#dfc27d",
        "#bf812d",
        "#8c510a",
        "#543005",
    ],
}
SEQUENTIAL = ("viridis", "cividis", "magma", "inferno")


def diverging_colormap(name: str | None = None) -> pg.ColorMap:
    name = name or LOOK.colormaps["diverging"]
    colours = DIVERGING[name]
    return pg.ColorMap(np.linspace(0.0, 1.0, len(colours)), colours, name=f"diverging:{name}")


def sequential_colormap(name: str | None = None) -> pg.ColorMap:
    """viridis by default: perceptually uniform, colour-blind safe and readable in grey."""
    name = name or LOOK.colormaps["sequential"]
    cmap = pg.colormap.get(name)
    return pg.ColorMap(*cmap.getStops(), name=f"sequential:{name}")


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
    for name in ("left", "bottom", "top", "right"):  # (the other two, where a view shows them)
        plot.getAxis(name).setTickFont(font)
    plot.showGrid(x=grid, y=grid, alpha=0.2)
    for name in ("left", "bottom", "top", "right"):
        cache_rendering(plot.getAxis(name))
    cache_rendering(plot.titleLabel)


def axis_label_depth(axis: pg.AxisItem) -> float:
    """The room an axis's label takes across the axis (a left axis's label is turned: its line's height), 0
    when it shows none. An axis of fixed width holds its label and its tick labels side by side."""
    label = axis.label
    if not (label.isVisible() and label.toPlainText().strip()):
        return 0.0
    return float(label.boundingRect().height() - 2 * label.document().documentMargin())  # (the inked line)


def colour_bar(values=(-1, 1), label: str | None = None, width: int = 14) -> pg.ColorBarItem:
    """A fixed diverging colour bar whose tick labels have the plots' size and room for all of them:
    pyqtgraph gives the bar's axis the application's font and a fixed 45 px, which drops every label
    wider than that."""
    bar = ColourBarItem(values=values, colorMap=diverging_colormap(), interactive=False, label=label, width=width)
    axis = bar.axis
    font = pg.QtGui.QFont()
    font.setPointSize(FONT_PT)
    axis.setTickFont(font)
    if label:  # (pyqtgraph puts it on the bar's left side)
        bar.getAxis("left").setLabel(label, **{"font-size": f"{FONT_PT + 1}pt"})
    metrics = pg.QtGui.QFontMetricsF(font)
    # (views set other levels later: a similarity bar reaches ±2048 at d_model 4096)
    widest = max(metrics.horizontalAdvance(text) for text in ("-0.5", "-1.0", "-2000"))
    room = widest + max(0, axis.style["tickLength"]) + axis.style["tickTextOffset"][0] + 4
    axis.setWidth(max(axis.fixedWidth or 0, int(np.ceil(room))))
    cache_rendering(bar)  # fixed scale: drawn once
    return bar


def cache_rendering(item) -> None:
    """Keep an item's rendering as a pixmap until the item itself changes. Axes (ticks, labels, the grid
    they draw) and titles replay many text and line commands on every paint, although a cursor moving or
    a curve changing beside them leaves them as they were: cached, they cost a blit."""
    item.setCacheMode(pg.QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)


KEY_SAMPLES = ("━━", "╍╍")  # a key's line samples: solid, dashed


def is_color_key_line(line: str) -> bool:
    """Whether a line of a view's key is a row of colour samples (see color_key), not prose."""
    return 'font-weight:bold">' + KEY_SAMPLES[0] in line or 'font-weight:bold">' + KEY_SAMPLES[1] in line


def color_key(entries, per_line: int = 5, note: str = "") -> str:
    """HTML for a key of coloured line samples: entries are (colour, text) or (colour, text, dashed) for a
    dashed line; `note` is added in grey. A key too wide for its view wraps between entries, never inside
    one (an entry's spaces do not break)."""
    parts = [
        f'<span style="white-space:nowrap"><span style="color:{e[0]}; font-weight:bold">'
        f"{KEY_SAMPLES[1] if len(e) > 2 and e[2] else KEY_SAMPLES[0]}</span> {e[1]}</span>"
        for e in entries
    ]
    lines = ["&nbsp;&nbsp; ".join(parts[k : k + per_line]) for k in range(0, len(parts), per_line)]
    if note:
        lines.append(f'<span style="color:#606060">{note}</span>')
    return "<br>".join(lines)
