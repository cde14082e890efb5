"""Value against position for a chosen set of dimensions: low dimensions oscillate fast, high ones slowly."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt

from ..controls import IndexListEdit
from ..core import MAX_SELECTED, column_envelope, columns, dim_pair, values, wavelengths
from ..i18n import noop, tr
from ..style import CURSOR_COLOR, line_color, style_plot
from . import register
from .base import View
from .options import with_options

# Up to SMOOTH_UP_TO positions the curves are drawn smooth (the continuous formula) with dots at the
# integer positions where the encoding is actually evaluated; up to ENVELOPE_FROM they pass through every
# integer position; beyond, each curve is the exact min/max envelope over runs of positions (a band where a
# dimension oscillates faster than the pixels), so 10^7 positions cost a few thousand points.
SMOOTH_UP_TO = 200
SMOOTH_STEPS = 16
ENVELOPE_FROM = 20_000
ENVELOPE_BUCKETS = 4000


@register
class WavesView(View):
    id = "waves"
    title = noop("Waves per dimension")
    description = noop("PE value against position for selected dimensions, with the current position.")
    data_keys = ("max_len", "d_model", "base", "layout", "wave_dims")
    area = "bottom"

    @staticmethod
    def compute(params) -> dict:
        dims = np.array(params.visible_wave_dims(), dtype=np.int64)
        L, d, base, layout = params.max_len, params.d_model, params.base, params.layout
        samples, sample_values = np.empty(0), np.empty((0, dims.size))
        if L <= SMOOTH_UP_TO:
            x = np.linspace(0.0, L - 1, (L - 1) * SMOOTH_STEPS + 1)
            y = values(x, dims, d, base, layout)
            samples = np.arange(L, dtype=np.float64)
            sample_values = values(samples, dims, d, base, layout)
        elif L <= ENVELOPE_FROM:
            x = np.arange(L, dtype=np.float64)
            y = columns(L, dims, d, base, layout)
        else:
            edges, low, high = column_envelope(L, dims, d, base, layout, ENVELOPE_BUCKETS)
            x = np.repeat((edges[:-1] + edges[1:] - 1) / 2.0, 2)  # down to the bucket's min, up to its max
            y = np.empty((2 * low.shape[0], dims.size))
            y[0::2], y[1::2] = low, high
        return {"dims": dims, "positions": x, "values": y,
                "sample_positions": samples, "sample_values": sample_values}

    def build(self):
        self.plot_widget = pg.PlotWidget()
        plot = self.plot = self.plot_widget.getPlotItem()
        style_plot(plot, tr("PE(pos, dim)"), tr("position (pos)"))
        plot.setMenuEnabled(False)
        plot.setYRange(-1.1, 1.55, padding=0)  # the band above +1 holds the legend, clear of the curves
        plot.setMouseEnabled(x=True, y=False)
        self.legend = plot.addLegend(offset=(10, 2), labelTextSize="11pt", brush=(255, 255, 255, 215),
                                     pen="#c0c0c0")
        self.curves, self.dots = [], []
        for n in range(MAX_SELECTED):
            curve = pg.PlotDataItem(pen=pg.mkPen(line_color(n), width=2.5))
            curve.setDownsampling(auto=True, method="peak")
            curve.setClipToView(True)
            dots = pg.ScatterPlotItem(size=6, pen=None, brush=pg.mkBrush(line_color(n)))
            plot.addItem(curve)
            plot.addItem(dots)
            self.curves.append(curve)
            self.dots.append(dots)
        self.cursor = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen(CURSOR_COLOR, width=2,
                                                                              style=Qt.PenStyle.DashLine))
        self.cursor_dots = pg.ScatterPlotItem(size=11, pen=pg.mkPen("k", width=1.5))
        for item in (self.cursor, self.cursor_dots):
            item.setZValue(10)
            plot.addItem(item)
        self._legend_dims = None

        self.dims_edit = IndexListEdit()
        self.dims_edit.setToolTip(tr("Dimensions to draw, separated by commas (at most {n}). "
                                     "Clicking a column of the heatmap adds one.").format(n=MAX_SELECTED))
        self.dims_edit.setMinimumWidth(180)
        self.binder.bind("wave_dims", self.dims_edit)
        return with_options(self.plot_widget, [(tr("&Dimensions:"), self.dims_edit)])

    def draw(self, data, params):
        dims = data["dims"]
        with_dots = data["sample_positions"].size > 0
        for n, (curve, dots) in enumerate(zip(self.curves, self.dots)):
            shown = n < dims.size
            if shown:
                curve.setData(data["positions"], data["values"][:, n])
            elif curve.isVisible():  # clear a curve once when it goes away, not every frame
                curve.setData([], [])
            if shown and with_dots:
                dots.setData(data["sample_positions"], data["sample_values"][:, n])
            elif dots.isVisible():
                dots.setData([], [])
            curve.setVisible(shown)
            dots.setVisible(shown and with_dots)
        self._update_legend(dims.tolist(), params)
        # limits first: the old ones would otherwise clip the new range when max_len grows
        self.plot.setLimits(xMin=-0.05 * params.max_len, xMax=1.05 * params.max_len)
        self.plot.setXRange(0, max(params.max_len - 1, 1), padding=0.01)

    def _update_legend(self, dims: list, params) -> None:
        """Entries are rebuilt only when the set of dimensions changes; a drag only rewrites their text."""
        if dims != self._legend_dims:
            self.legend.clear()
            self.legend.setColumnCount(max(1, min(len(dims), 5)))
            for n in range(len(dims)):
                self.legend.addItem(self.curves[n], "")
            self._legend_dims = dims
        lam = wavelengths(params.d_model, params.base)
        for (_, label), dim in zip(self.legend.items, dims):
            pair, kind = dim_pair(dim, params.d_model, params.layout)
            text = tr("dim {dim}: {kind}, λ = {wl:.4g}").format(dim=dim, kind=str(kind), wl=lam[int(pair)])
            if label.text != text:
                label.setText(text)

    def update_overlay(self, params):
        self.cursor.setValue(params.position)
        dims = self.data["dims"]
        y = values([params.position], dims, params.d_model, params.base, params.layout)[0]
        self.cursor_dots.setData(np.full(dims.size, params.position), y,
                                 brush=[pg.mkBrush(line_color(n)) for n in range(dims.size)])

    def has_content(self) -> bool:
        return self.data is not None and any(c.xData is not None and c.xData.size for c in self.curves)
