"""Strips over a head's dimensions or frequencies in lanes, one a category (x, y; t, h, w), and the coloured
squares that name the categories in a title (the 2-D RoPE and M-RoPE views)."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...plotting.style import line_color


def swatches(names, colours=None) -> str:
    """HTML: a coloured square before each name (line colours 0, 1, 2, ... unless `colours` are given)."""
    colours = colours or range(len(names))
    return " &nbsp;".join(
        f'<span style="color:{line_color(c)}">■</span> {name}' for c, name in zip(colours, names, strict=True)
    )


def category_strip(plot, names: list[str]) -> list:
    """A strip over the dimensions in lanes, one a category (its name on the left axis, top down): each
    dimension's cell is filled in the lane of its category. Returns one BarGraphItem a lane, in order."""
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(False, False)
    plot.hideButtons()
    plot.invertY(True)
    plot.getAxis("left").setTicks([[(float(k), name) for k, name in enumerate(names)]])
    bars = []
    for k, _ in enumerate(names):
        bar = pg.BarGraphItem(x=[], height=[], y0=k - 0.4, width=1.0, brush=line_color(k), pen=pg.mkPen(line_color(k)))
        plot.addItem(bar)
        bars.append(bar)
    return bars


def fill_strip(plot, bars: list, codes: np.ndarray) -> None:
    """Each dimension's cell in the lane of its category code (0, 1, 2, ...); the range the dimensions'."""
    x = np.arange(codes.size, dtype=float)
    for k, bar in enumerate(bars):
        at = x[codes == k]
        bar.setOpts(x=at, height=np.full(at.size, 0.8), y0=k - 0.4, width=1.0)
    plot.setXRange(-0.5, codes.size - 0.5, padding=0)
    plot.setYRange(-0.6, len(bars) - 0.4, padding=0)
