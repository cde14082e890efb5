"""Value against position for a chosen set of dimensions: low dimensions oscillate fast, high ones slowly."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt

from ..controls import IndexListEdit
from ..core import MAX_SELECTED, column_envelope, columns, dim_pair, values, wavelengths
from ..i18n import noop, tr
from ..style import CURSOR_COLOR, FONT_PT, color_key, line_color, style_plot
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
    def compute(params, window: tuple | None = None) -> dict:
        """Curves over all positions, or over window = (first, stop) positions when zoomed into a long
        table: a zoom then shows every integer position again as soon as it spans few enough."""
        dims = np.array(params.visible_wave_dims(), dtype=np.int64)
        L, d, base, layout = params.max_len, params.d_model, params.base, params.layout
        first, stop = window if window is not None else (0, L)
        span = stop - first
        samples, sample_values = np.empty(0), np.empty((0, dims.size))
        bucket = 1
        if L <= SMOOTH_UP_TO:
            x = np.linspace(0.0, L - 1, (L - 1) * SMOOTH_STEPS + 1)
            y = values(x, dims, d, base, layout)
            samples = np.arange(L, dtype=np.float64)
            sample_values = values(samples, dims, d, base, layout)
        elif span <= ENVELOPE_FROM:
            x = np.arange(first, stop, dtype=np.float64)
            y = columns(span, dims, d, base, layout, start=first)
        else:
            edges, low, high = column_envelope(span, dims, d, base, layout, ENVELOPE_BUCKETS, start=first)
            x = np.repeat((edges[:-1] + edges[1:] - 1) / 2.0, 2)  # down to the bucket's min, up to its max
            y = np.empty((2 * low.shape[0], dims.size))
            y[0::2], y[1::2] = low, high
            bucket = round(span / ENVELOPE_BUCKETS)
        return {"dims": dims, "positions": x, "values": y, "bucket": np.array(bucket),
                "sample_positions": samples, "sample_values": sample_values}

    def data_key(self, params) -> tuple:
        return super().data_key(params) + (self._visible_window(params),)

    def compute_data(self, params) -> dict:
        return self.compute(params, self._visible_window(params))

    def _visible_window(self, params):
        """(first, stop) of a zoom into a long table; None when everything is in view or the table is short."""
        if params.max_len <= ENVELOPE_FROM or self._window is None or self._window[2] != params.max_len \
                or self._drawn_len != params.max_len:  # a zoom belongs to the table it was made on
            return None
        return self._window[:2]

    def _on_x_range_changed(self, _viewbox, x_range) -> None:
        L = self.store.params.max_len
        if L <= ENVELOPE_FROM:
            return
        first = min(max(0, int(np.floor(x_range[0]))), L - 1)
        stop = max(min(L, int(np.ceil(x_range[1])) + 1), first + 1)
        window = None if (first == 0 and stop == L) else (first, stop, L)
        if window != self._window:
            self._window = window
            self.dataInvalidated.emit()

    def build(self):
        self.layout_widget = pg.GraphicsLayoutWidget()
        # the key sits above the plot, so it never covers a peak however many curves there are
        self.key = self.layout_widget.addLabel(row=0, col=0, justify="left", size=f"{FONT_PT}pt")
        plot = self.plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(plot, tr("PE(pos, dim)"), tr("position (pos)"))
        plot.setMenuEnabled(False)
        plot.setYRange(-1.1, 1.1, padding=0)
        plot.setMouseEnabled(x=True, y=False)
        self._window = None       # (first, stop, max_len) of a zoom into a long table
        self._drawn_len = None    # max_len the x range was last fitted to
        plot.vb.sigXRangeChanged.connect(self._on_x_range_changed)
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
        # made once: pyqtgraph caches a dot's image by its brush object
        self._dot_brushes = [pg.mkBrush(line_color(n)) for n in range(MAX_SELECTED)]
        for item in (self.cursor, self.cursor_dots):
            item.setZValue(10)
            plot.addItem(item)

        self.dims_edit = IndexListEdit()
        self.dims_edit.setToolTip(tr("Dimensions to draw, separated by commas (at most {n}). "
                                     "Clicking a column of the heatmap adds one.").format(n=MAX_SELECTED))
        self.dims_edit.setMinimumWidth(260)
        self.binder.bind("wave_dims", self.dims_edit)
        return with_options(self.layout_widget, [(tr("Dime&nsions:"), self.dims_edit)])

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
        self._update_key(dims.tolist(), params, int(data["bucket"]))
        if params.max_len != self._drawn_len:  # fit a new table; otherwise keep the user's zoom
            self._drawn_len = params.max_len
            # limits first: the old ones would otherwise clip the new range when max_len grows
            self.plot.setLimits(xMin=-0.05 * params.max_len, xMax=1.05 * params.max_len)
            self.plot.setXRange(0, max(params.max_len - 1, 1), padding=0.01)

    def _update_key(self, dims: list, params, bucket: int) -> None:
        lam = wavelengths(params.d_model, params.base)
        entries = []
        for n, dim in enumerate(dims):
            pair, kind = dim_pair(dim, params.d_model, params.layout)
            entries.append((line_color(n), tr("dim {dim}: {kind}, λ = {wl:.4g}")
                            .format(dim=dim, kind=str(kind), wl=lam[int(pair)])))
        beyond = [d for d in params.wave_dims if d >= params.d_model]
        note = tr("(dims {dims} lie beyond d_model = {d})").format(
            dims=", ".join(map(str, beyond)), d=params.d_model) if beyond else ""
        if not dims and not beyond:
            note = tr("(no dimensions: type some above or click columns of the heatmap)")
        elif bucket > 1:
            note = " ".join(filter(None, [note, tr("(bands: min to max over about {n} positions each; "
                                                   "scroll over the plot to zoom in)").format(n=bucket)]))
        text = color_key(entries, 5, note)
        if text != self.key.text:
            self.key.setText(text)

    def update_overlay(self, params):
        self.cursor.setValue(params.position)
        dims = self.data["dims"]
        y = values([params.position], dims, params.d_model, params.base, params.layout)[0]
        self.cursor_dots.setData(np.full(dims.size, params.position), y, brush=self._dot_brushes[:dims.size])

    def has_content(self) -> bool:
        return self.data is not None and any(c.xData is not None and c.xData.size for c in self.curves)
