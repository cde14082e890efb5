"""Plot items that paint only what a pixel can show, cheaply.

Measured on the raster engine (the one offscreen and most laptops use): a 2.5 px pen over five curves of
2,200 points costs about 14 ms a paint, because every wide segment is stroked into a polygon; the same
curves with a 1 px cosmetic pen cost under 1 ms. A thick line is therefore drawn as a 1 px line repeated
at device-pixel offsets (a plus of five: about 3 px wide, the eye cannot tell it from a stroked pen).
(Min/max bands are an image instead: see band_raster.)
"""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtGui import QTransform

PLUS = ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1))   # device-pixel offsets of a 3 px round-ish pen
SQUARE = ((0, 0), (1, 0), (0, 1), (1, 1))             # ... and of a 2 px one


class ThickCurve(pg.PlotCurveItem):
    """A curve drawn `len(offsets)` times with a 1 px cosmetic pen, shifted by whole device pixels."""

    def __init__(self, color, offsets=PLUS):
        super().__init__(pen=pg.mkPen(color, width=1))
        self.setSegmentedLineMode("on")  # drawLines from one cached array: faster than a path of segments
        self._offsets = offsets
        self._reach = max(max(abs(dx), abs(dy)) for dx, dy in offsets)

    def pixelPadding(self):
        return super().pixelPadding() + self._reach  # the shifted copies stay inside the repainted rect

    def paint(self, painter, option, widget=None):
        base = painter.worldTransform()
        for dx, dy in self._offsets:
            painter.setWorldTransform(base * QTransform.fromTranslate(dx, dy))
            super().paint(painter, option, widget)
        painter.setWorldTransform(base)
