"""Naive position codes: the integer index against the range of embedding values, and the normalised
index of two sentence lengths with one position compared."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import naive as spec_module
from ...specs.naive import EMBEDDING_RANGE
from ..i18n import tr
from ..plotting.fast_items import Dots
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import line_color, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View

BAND = (0, 114, 178, 70)
DOTS_UP_TO = 200  # the integer index is a straight line; dots mark each position while they are apart


class NaiveView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout(2)
        self.index_plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(self.index_plot, tr("value"), tr("position"), tr("integer index 0 … L−1"))
        self.band = pg.LinearRegionItem(
            orientation="horizontal", movable=False, brush=pg.mkBrush(BAND), pen=pg.mkPen(line_color(0), width=1)
        )
        self.index_plot.addItem(self.band)
        self.index_line = self.index_plot.plot(pen=pg.mkPen(line_color(1), width=3))
        self.index_dots = Dots(7, line_color(1))
        self.index_plot.addItem(self.index_dots)
        self.band_label = pg.TextItem(tr("embedding values ≈ [−1, 1]"), color=line_color(0), anchor=(1, 1))
        self.index_plot.addItem(self.band_label, ignoreBounds=True)  # (not data: see learned.py)

        self.norm_plot = self.layout_widget.addPlot(row=1, col=1)
        style_plot(self.norm_plot, tr("pos / (n − 1)"), tr("position (word number − 1)"), tr("normalised index"))
        self.norm_curves, self.norm_dots = [], []
        for k in range(2):
            curve = self.norm_plot.plot(pen=pg.mkPen(line_color(2 + k), width=2))
            dots = Dots(9, line_color(2 + k))
            self.norm_plot.addItem(dots)
            self.norm_curves.append(curve)
            self.norm_dots.append(dots)
        dashed = pg.mkPen(line_color(1), width=2, style=pg.QtCore.Qt.PenStyle.DashLine)
        self.highlight_line = pg.InfiniteLine(angle=90, movable=False, pen=dashed)
        self.norm_plot.addItem(self.highlight_line)
        self.highlight_labels = [pg.TextItem(color=line_color(2 + k), anchor=(0, 0.5)) for k in range(2)]
        for label in self.highlight_labels:
            self.norm_plot.addItem(label, ignoreBounds=True)  # (not data: see learned.py)
        self.legend = self.norm_plot.addLegend(offset=(6, 4))

        self.flow = PanelFlow(self.layout_widget, [self.index_plot, self.norm_plot], header=[self.key])
        return with_options(self.layout_widget, *self.option_rows(["short", "long"], ["highlight"]))

    def draw(self, result, params, options):
        L = result.length
        last = L - 1
        self.index_line.setData([0.0, float(last)], [0.0, float(last)])
        if L <= DOTS_UP_TO:
            p = np.arange(L, dtype=float)
            self.index_dots.setData(p, p)
        else:
            self.index_dots.setData(np.empty(0), np.empty(0))
        self.band.setRegion(EMBEDDING_RANGE)
        top = max(float(last), 2.0)
        self.index_plot.setXRange(0, max(last, 1), padding=0.02)
        self.index_plot.setYRange(-top * 0.05, top, padding=0.02)
        self.band_label.setPos(max(last, 1), EMBEDDING_RANGE[1] + top * 0.01)

        h = result.highlight
        self.legend.clear()
        for k, values in enumerate((result.short, result.long)):
            p = np.arange(values.size, dtype=float)
            self.norm_curves[k].setData(p, values)
            self.norm_dots[k].setData(p, values)
            self.legend.addItem(self.norm_curves[k], tr("{n} words").format(n=values.size))
            self.highlight_labels[k].setText(f"{values[h]:.3f}")
            self.highlight_labels[k].setPos(h + 0.15, values[h])
        self.highlight_line.setValue(h)
        n_max = max(result.short.size, result.long.size)
        self.norm_plot.setXRange(-0.3, n_max - 0.7, padding=0.02)
        self.norm_plot.setYRange(-0.05, 1.05, padding=0)

        a, b = result.short, result.long
        self.show_key(
            tr(
                "<b>Integer index:</b> position {last} gets {last}, {ratio:,.0f}× the largest embedding value (1): "
                "it drowns the word's meaning.<br>"
                "<b>Normalised index</b> pos/(n−1): position {h} is {x1:.3f} among {n1} words but {x2:.3f} among "
                "{n2}: the same place, different values."
            ).format(last=last, ratio=result.ratio, n1=a.size, n2=b.size, h=h, x1=a[h], x2=b[h])
        )
