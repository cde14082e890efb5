"""Value against position for a chosen set of dimensions: low dimensions oscillate fast, high ones slowly."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt

from ...core import MAX_SELECTED, dim_pair, values, wavelengths
from ...core.band_raster import band_palette, rasterize_bands
from ...core.zoom import pixels_for_compute
from ...specs import waves as spec_module
from ...specs.waves import MIN_COLUMNS, SMOOTH_UP_TO
from ..i18n import tr
from ..plotting.fast_items import Dots, ThickCurve
from ..plotting.style import CURSOR_COLOR, color_key, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View

Y_RANGE = (-1.1, 1.1)  # fixed: values lie in [-1, 1]
MIN_BAND_ROWS = 50  # rows of the band image in a plot squeezed smaller than that


class WavesView(View):
    spec = spec_module.SPEC
    result: spec_module.WavesResult | None
    _columns: int

    def compute_hints(self, params) -> dict:
        hints = {"columns": self._columns}
        window = self._visible_window(params)
        if window is not None:
            hints["window"] = window
        return hints

    def _visible_window(self, params):
        """(first, stop) of a zoom into a long table; None when everything is in view or the table is short."""
        if params.max_len <= SMOOTH_UP_TO or self._drawn_len != params.max_len:
            return None
        return self.zoomed_range(params)

    @property
    def pixel_columns(self) -> int:
        """Runs of positions a band is made of: the plot's width in pixels, rounded up."""
        return self._columns

    def _on_resized(self) -> None:
        """The plot's width in pixels sets how many positions a band joins: recompute when it changes."""
        columns = pixels_for_compute(self.plot.vb.width(), MIN_COLUMNS)  # at least one run per pixel column
        if columns != self._columns:
            self._columns = columns
            self.dataInvalidated.emit()
        elif self.result is not None and self.result.bucket > 1 and int(self.plot.vb.height()) != self._band_rows:
            self._draw_bands(self.result, self.drawn_params)  # a new height: the same data, rasterised anew

    def _on_x_range_changed(self, _viewbox, x_range) -> None:
        self.zoom_to(x_range, self.store.params.max_len > SMOOTH_UP_TO)

    def build(self):
        # the key sits above the plot, so it never covers a peak however many curves there are
        self.start_layout()
        plot = self.plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(plot, tr("PE(pos, dim)"), tr("position (pos)"))
        plot.setMenuEnabled(False)
        plot.setYRange(*Y_RANGE, padding=0)
        # fixed ticks: [−1, 1] is the point, and pyqtgraph's own choice dropped ±1 at large fonts (the stage)
        plot.getAxis("left").setTicks(
            [[(v, f"{v:g}".replace("-", "−")) for v in (-1.0, 0.0, 1.0)], [(v, "") for v in (-0.5, 0.5)]]
        )
        plot.setMouseEnabled(x=True, y=False)
        self._cursor_at = None  # position the cursor and its dots were last drawn at
        self._drawn_len = None  # max_len the x range was last fitted to
        self._columns = 1000  # the plot's width in pixels, rounded (set once it is laid out)
        plot.vb.sigXRangeChanged.connect(self._on_x_range_changed)
        plot.vb.sigResized.connect(self._on_resized)
        # bands of long tables: one image, one pixel column per run of positions (see band_raster)
        self.band_image = pg.ImageItem(axisOrder="row-major")
        self.band_image.setVisible(False)
        self._band_rows = None
        plot.addItem(self.band_image)
        self._band_colors = [pg.mkColor(line_color(n)).getRgb()[:3] for n in range(MAX_SELECTED)]
        self.curves, self.dots = [], []
        for n in range(MAX_SELECTED):
            curve = ThickCurve(line_color(n), sorted_x=True)
            dots = Dots(6, line_color(n))
            for item in (curve, dots):
                item.setVisible(False)
                plot.addItem(item)
            self.curves.append(curve)
            self.dots.append(dots)
        self.cache_while_playing(self.band_image, *self.curves, *self.dots)  # (the cursor moves over them)
        self.cursor = pg.InfiniteLine(
            angle=90, movable=False, pen=pg.mkPen(CURSOR_COLOR, width=2, style=Qt.PenStyle.DashLine)
        )
        self.cursor_dots = Dots(11, outline=pg.mkPen("k", width=1.5))
        self._dot_colors = [pg.mkColor(line_color(n)) for n in range(MAX_SELECTED)]
        for item in (self.cursor, self.cursor_dots):
            item.setZValue(10)
            plot.addItem(item)

        self.bind_control("dims").setMinimumWidth(233)  # with the Export button, the dock is as narrow as before
        return with_options(self.layout_widget, *self.option_rows(["dims"]))

    def draw(self, result, params, options):
        dims = result.dims
        self._cursor_at = None  # the dots sit on these curves now: place them anew
        banded = result.bucket > 1
        with_dots = result.sample_positions.size > 0
        x = result.positions
        self._draw_bands(result, params)
        for n, (curve, dots) in enumerate(zip(self.curves, self.dots)):
            shown = n < dims.size
            if shown and not banded:
                curve.setData(x, result.values[:, n])
            elif curve.isVisible():
                curve.setData([], [])
            if shown and with_dots:
                dots.setData(result.sample_positions, result.sample_values[:, n])
            elif dots.isVisible():
                dots.setData([], [])
            curve.setVisible(shown and not banded)
            dots.setVisible(shown and with_dots)
        self._update_key(dims.tolist(), params, options, result.bucket)
        if params.max_len != self._drawn_len:  # fit a new table; otherwise keep the user's zoom
            self._drawn_len = params.max_len
            # limits first: the old ones would otherwise clip the new range when max_len grows
            self.plot.setLimits(xMin=-0.05 * params.max_len, xMax=1.05 * params.max_len)
            self.plot.setXRange(0, max(params.max_len - 1, 1), padding=0.01)

    def _update_key(self, dims: list, params, options, bucket: int) -> None:
        lam = wavelengths(params.d_model, params.base)
        entries = []
        for n, dim in enumerate(dims):
            pair, kind = dim_pair(dim, params.d_model, params.layout)
            entries.append(
                (
                    line_color(n),
                    tr("dim {dim}: {kind}, λ = {wl:.4g}").format(dim=dim, kind=str(kind), wl=lam[int(pair)]),
                )
            )
        beyond = [d for d in options.dims if d >= params.d_model]
        note = (
            tr("(dims {dims} lie beyond d_model = {d})").format(dims=", ".join(map(str, beyond)), d=params.d_model)
            if beyond
            else ""
        )
        if not dims and not beyond:
            note = tr("(no dimensions: type some above or click columns of the heatmap)")
        elif bucket > 1:
            note = " ".join(
                filter(
                    None,
                    [
                        note,
                        tr("(bands: min to max over about {n} positions each; scroll over the plot to zoom in)").format(
                            n=bucket
                        ),
                    ],
                )
            )
        text = color_key(entries, 5, note)
        self.show_key(text)

    def update_overlay(self, params, options):
        if not self.cursor_moves(self._cursor_at, params.position, self.plot.vb, 0):
            return
        self._cursor_at = params.position
        self.cursor.setValue(params.position)
        dims, drawn = self.result.dims, self.drawn_params  # the dots sit on the curves on screen
        y = values([params.position], dims, drawn.d_model, drawn.base, drawn.layout)[0]
        self.cursor_dots.setData(np.full(dims.size, params.position), y, colors=self._dot_colors[: dims.size])

    def _draw_bands(self, result, params) -> None:
        """The bands of a long table as one image at the plot's pixel resolution; slow dimensions (thin
        bands) on top of fast ones (bands filling [-1, 1])."""
        if result.bucket == 1 or result.dims.size == 0:
            self.band_image.setVisible(False)
            return
        rows = max(MIN_BAND_ROWS, int(self.plot.vb.height()))
        pairs = dim_pair(result.dims, params.d_model, params.layout)[0]
        order = np.argsort(pairs, kind="stable")  # pair index up = frequency down
        low, high = result.values[0::2], result.values[1::2]
        image = rasterize_bands(low[:, order], high[:, order], rows, Y_RANGE)  # value k+1: k-th in `order`
        self.band_image.setLookupTable(band_palette([self._band_colors[n] for n in order]))
        x = result.positions[0::2]
        step = (x[-1] - x[0]) / max(len(x) - 1, 1) if len(x) > 1 else 1.0
        self.band_image.setImage(image, autoLevels=False, levels=(0, 255))
        self.band_image.setRect(QRectF(x[0] - step / 2, Y_RANGE[0], step * len(x), Y_RANGE[1] - Y_RANGE[0]))
        self.band_image.setVisible(True)
        self._band_rows = rows

    def has_content(self) -> bool:
        drawn = [c.getData()[0] for c in self.curves]
        banded = self.band_image.isVisible() and self.band_image.image is not None
        if self.result is None:
            return False
        # no dimension of the list exists at this d_model: the key says so, and there is nothing to draw
        return self.result.dims.size == 0 or banded or any(x is not None and x.size for x in drawn)
