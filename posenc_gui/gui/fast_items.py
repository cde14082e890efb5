"""Plot items that paint only what a pixel can show, cheaply.

Measured on the raster engine (the one offscreen and most laptops use): a 2.5 px pen over five curves of
2,200 points costs about 14 ms a paint, because every wide segment is stroked into a polygon; the same
curves with a 1 px cosmetic pen cost under 1 ms. A thick line is therefore drawn as a 1 px line repeated
at device-pixel offsets (a plus of five: about 3 px wide, the eye cannot tell it from a stroked pen).
(Min/max bands are an image instead: see band_raster.)
"""
from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from pyqtgraph.graphicsItems.PlotCurveItem import arrayToLineSegments
from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem

from .crash_net import guarded_paint

PLUS = ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1))   # device-pixel offsets of a 3 px round-ish pen
SQUARE = ((0, 0), (1, 0), (0, 1), (1, 1))             # ... and of a 2 px one


class ThickCurve(pg.PlotCurveItem):
    """A curve drawn `len(offsets)` times with a 1 px cosmetic pen, shifted by whole device pixels."""

    def __init__(self, color, offsets=PLUS, sorted_x: bool = False):
        """`sorted_x`: x only ever increases, so a repaint of a narrow strip (a cursor moving over the
        curve while the animation plays) draws only the segments in that strip, not the whole curve."""
        super().__init__(pen=pg.mkPen(color, width=1))
        self.setSegmentedLineMode("on")  # drawLines from one cached array: faster than a path of segments
        self._offsets = offsets
        self._reach = max(max(abs(dx), abs(dy)) for dx, dy in offsets)
        self._sorted_x = sorted_x
        if sorted_x:  # Qt then tells paint() which part of the item is exposed
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def pixelPadding(self):
        return super().pixelPadding() + self._reach  # the shifted copies stay inside the repainted rect

    @guarded_paint
    def paint(self, painter, option, widget=None):
        strip = self._exposed_segments(option)
        base = painter.worldTransform()
        if strip is not None:
            painter.setPen(self.opts["pen"])
        for dx, dy in self._offsets:
            painter.setWorldTransform(base * QTransform.fromTranslate(dx, dy))
            if strip is None:
                super().paint(painter, option, widget)
            else:
                painter.drawLines(*strip.drawargs())
        painter.setWorldTransform(base)

    def _exposed_segments(self, option):
        """Line segments of the exposed strip when it is a small part of a long curve, else None."""
        x, y = self.xData, self.yData
        if not self._sorted_x or x is None or x.size < 64 or self.opts["connect"] != "all":
            return None
        exposed = option.exposedRect
        if exposed.isNull():
            return None
        pad = (self._reach + 1) * (self.pixelWidth() or 0.0)  # what the shifted copies reach into the strip
        lo, hi = exposed.left() - pad, exposed.right() + pad
        if hi - lo > 0.5 * (x[-1] - x[0]):
            return None
        i0 = max(int(np.searchsorted(x, lo)) - 1, 0)
        i1 = min(int(np.searchsorted(x, hi)) + 1, x.size)
        return arrayToLineSegments(x[i0:i1], y[i0:i1], "all", finiteCheck=False)


class Segment(QGraphicsItem):
    """A straight line in data coordinates with a pen of fixed pixel width, optionally ending in a dot of
    fixed pixel radius. Moved every animation frame (the phase vector, its projections, the clock hands),
    it costs a fraction of a PlotCurveItem plus a ScatterPlotItem: no data bounds, no path building, no
    symbol atlas; getData() answers like a curve's."""

    def __init__(self, pen, dot_radius: float = 0.0, dot_brush=None, dot_pen=None):
        super().__init__()
        self._pen = pg.mkPen(pen)
        self._dot_radius = dot_radius
        self._dot_brush = pg.mkBrush(dot_brush) if dot_brush is not None else None
        self._dot_pen = pg.mkPen(dot_pen) if dot_pen is not None else pg.mkPen(None)
        # pixels the drawing reaches beyond the end points: half the pen, the dot and its outline, antialiasing
        self._reach_px = self._pen.widthF() / 2 + dot_radius + self._dot_pen.widthF() + 2
        self._unit = 0.02  # data units per device pixel, learnt from each paint (a guess until the first)
        self._x = self._y = np.empty(0)

    def setData(self, x, y) -> None:
        self.prepareGeometryChange()
        self._x = np.asarray(x, dtype=float)
        self._y = np.asarray(y, dtype=float)

    def getData(self):
        return self._x, self._y

    def boundingRect(self) -> QRectF:
        if self._x.size != 2:
            return QRectF()
        pad = self._reach_px * self._unit
        x0, x1 = sorted(self._x.tolist())
        y0, y1 = sorted(self._y.tolist())
        return QRectF(x0 - pad, y0 - pad, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad)

    @guarded_paint
    def paint(self, painter, option, widget=None):
        if self._x.size != 2:
            return
        transform = painter.transform()
        scale = math.sqrt(abs(transform.determinant()))
        if scale > 0:
            self._unit = 1.0 / scale
        (x0, x1), (y0, y1) = self._x.tolist(), self._y.tolist()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(self._pen)
        painter.drawLine(QLineF(x0, y0, x1, y1))
        if self._dot_brush is not None:
            tip = transform.map(QPointF(x1, y1))
            painter.resetTransform()  # the dot's radius is in pixels, whatever the zoom or aspect
            painter.setPen(self._dot_pen)
            painter.setBrush(self._dot_brush)
            painter.drawEllipse(tip, self._dot_radius, self._dot_radius)
            painter.setTransform(transform)
