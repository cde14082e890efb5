"""A plot set up as the unit circle, for the views that turn 2-D vectors (phase vector, RoPE rotation)."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QFont, QFontMetrics

from .fast_items import SQUARE, ThickCurve
from .style import cache_rendering

CIRCLE = np.linspace(0.0, 2 * np.pi, 361)


def unit_circle(plot: pg.PlotItem) -> None:
    circle = ThickCurve("#505050", SQUARE)
    circle.setData(np.cos(CIRCLE), np.sin(CIRCLE))
    across, up = (pg.InfiniteLine(pos=(0, 0), angle=angle, pen=pg.mkPen("#b0b0b0", width=1)) for angle in (0, 90))
    for item in (circle, across):
        cache_rendering(item)  # never changes: drawn once, blitted while the vector turns over it
    # (not `up`: an InfiniteLine at 90 degrees is a rotated item, and Qt renders a rotated item's cache
    # afresh at every paint, so caching it cost a pixmap per animation frame on top of the line)
    for item in (circle, across, up):
        plot.addItem(item)
    plot.setAspectLocked(True)
    # With the aspect locked, the y range follows the plot's shape, the tick labels follow the range and
    # the left axis's width follows the labels: at some dock sizes that loop never settled (the window
    # relaid itself out for ever). A fixed room for the labels breaks the loop.
    left = plot.getAxis("left")
    left.setStyle(
        autoExpandTextSpace=False,
        tickTextWidth=QFontMetrics(left.style["tickFont"] or QFont()).horizontalAdvance("−0.00") + 4,
    )
    plot.setRange(xRange=(-1.35, 1.35), yRange=(-1.35, 1.35), padding=0)
    plot.setMouseEnabled(x=False, y=False)
    plot.setMenuEnabled(False)
    plot.hideButtons()
