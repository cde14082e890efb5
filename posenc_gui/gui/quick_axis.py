"""An AxisItem that lays out its ticks with less Python: what a drag pays for when an axis's range moves.

pyqtgraph's AxisItem.generateDrawSpecs asks, for every tick label, the painter for the text's size and
the axis for its own bounding rectangle (a chain of mapped rectangles). The heatmap's dimension axis
moves at every step of a d_model drag, so that was a tenth of the frame. Here both answers are the same
numbers, worked out once: the bounding rectangle once per layout, and each label's size once per font
(digits repeat from step to step)."""
from __future__ import annotations

from math import ceil

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF

_MEASURED_LIMIT = 4096   # (label sizes kept; more are forgotten at once: fonts change only on a theme)


class _MeasuringPainter:
    """Stands in for the QPainter that generateDrawSpecs measures text with (all it does with it)."""

    __slots__ = ("painter", "sizes", "font_key")

    def __init__(self, painter, sizes: dict):
        self.painter, self.sizes = painter, sizes
        self.font_key = painter.font().key()

    def setFont(self, font) -> None:
        self.painter.setFont(font)
        self.font_key = font.key()

    def boundingRect(self, rect, flags, text):
        key = (self.font_key, int(flags), text, rect.width(), rect.height())
        found = self.sizes.get(key)
        if found is None:
            if len(self.sizes) >= _MEASURED_LIMIT:
                self.sizes.clear()
            found = self.sizes[key] = self.painter.boundingRect(rect, flags, text)
        return QRectF(found)   # (a copy: the caller scales its height)

    def __getattr__(self, name):
        return getattr(self.painter, name)


class QuickAxis(pg.AxisItem):
    _sizes: dict = {}        # label sizes, shared by every axis
    _frozen_bounds = None    # the bounding rectangle while the ticks are laid out

    def generateDrawSpecs(self, p):
        self._frozen_bounds = pg.AxisItem.boundingRect(self)
        try:
            return super().generateDrawSpecs(_MeasuringPainter(p, QuickAxis._sizes))
        finally:
            self._frozen_bounds = None

    def tickValues(self, minVal, maxVal, size):
        """pyqtgraph's tick values, with its np.isclose (general, and a fifth of the layout's time for two
        or three short lists of finite numbers) replaced by the same comparison written out."""
        minVal, maxVal = sorted((minVal, maxVal))
        minVal *= self.scale
        maxVal *= self.scale
        ticks = []
        taken = np.empty(0)
        for spacing, offset in self.tickSpacing(minVal, maxVal, size):
            start = (ceil((minVal - offset) / spacing) * spacing) + offset
            num = int((maxVal - start) / spacing) + 1
            values = (np.arange(num) * spacing + start) / self.scale
            if taken.size:   # a tick of a coarser level already stands here
                values = values[~(np.abs(taken - values[:, None]) <= spacing / self.scale * 0.01).any(axis=-1)]
            taken = np.concatenate([taken, values])
            ticks.append((spacing / self.scale, values.tolist()))
        if self.logMode:
            return self.logTickValues(minVal, maxVal, size, ticks)
        return ticks

    def boundingRect(self):
        if self._frozen_bounds is not None:
            return QRectF(self._frozen_bounds)
        return super().boundingRect()


def quick_axes() -> dict:
    """Axis items for a new PlotItem's axisItems: the two it shows (naming the others would show them)."""
    return {name: QuickAxis(name) for name in ("left", "bottom")}
