"""Heatmap of the whole table: positions down, dimensions across, values on a fixed [-1, 1] scale."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QComboBox, QLabel, QVBoxLayout, QWidget

from ...core import MAX_SELECTED, dim_pair, frequencies, values
from ...core.screen import run_reduce
from ...core.zoom import pixels_for_compute
from ...specs import heatmap as spec_module
from ...specs.heatmap import MAX_ROWS, MIN_ROWS
from ..i18n import tr
from ..plotting.plot_widgets import plot_widget
from ..plotting.style import CURSOR_COLOR, FONT_PT, colour_bar, diverging_colormap, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View


def pixel_columns_of(table: np.ndarray, pixels: int) -> np.ndarray:
    """`table` with runs of f = ceil(columns / pixels) adjacent columns averaged, so that no more columns
    than pixels reach the image (the display would otherwise drop columns, e.g. every cos of a pair)."""
    columns = table.shape[1]
    f = -(-columns // max(pixels, 1))
    if f <= 1:
        return table
    n = columns // f
    out = table[:, 0 : n * f : f].copy()
    for k in range(1, f):  # strided adds: a tenth of the cost of a mean over a reshaped axis
        out += table[:, k : n * f : f]
    out *= 1.0 / f
    if n * f < columns:  # the last, shorter run
        out = np.column_stack([out, table[:, n * f :].mean(axis=1)])
    return out


def pixel_columns_of_envelope(table: np.ndarray, pixels: int) -> np.ndarray:
    """An envelope's rows (minimum, maximum alternating) with runs of adjacent columns joined as in
    pixel_columns_of, but by their minimum and maximum: an envelope of an envelope stays exact."""
    columns = table.shape[1]
    f = -(-columns // max(pixels, 1))
    if f <= 1:
        return table
    edges = np.append(np.arange(0, columns, f), columns)
    out = np.empty((table.shape[0], edges.size - 1), dtype=table.dtype)
    out[0::2] = run_reduce(np.minimum, table[0::2], edges, axis=1)
    out[1::2] = run_reduce(np.maximum, table[1::2], edges, axis=1)
    return out


def envelope_lines(low: np.ndarray, high: np.ndarray, lines: int) -> np.ndarray:
    """`lines` image rows for runs' minima and maxima: line y shows run floor(y * runs / lines), its minimum
    on even lines and its maximum on odd ones. Drawn one line per pixel row, a column that swings within
    its runs becomes even stripes, whatever the ratio of lines to runs."""
    y = np.arange(max(lines, 1))
    run = (y * low.shape[0]) // max(lines, 1)
    return np.where((y % 2 == 0)[:, None], low[run], high[run])


class HeatmapView(View):
    spec = spec_module.SPEC
    result: spec_module.HeatmapResult | None
    _rows: int

    def compute_hints(self, params) -> dict:
        """The plot's height in pixels, and the zoomed range of a long table, if any (a zoom belongs to the
        table it was made on)."""
        hints = {"rows": self._rows}
        window = self.zoomed_range(params)
        if window is not None:
            hints["window"] = window
        return hints

    @property
    def pixel_rows(self) -> int:
        """Rows the image gets at most: the plot's height in pixels, rounded up."""
        return self._rows

    def _on_resized(self) -> None:
        """One image row per pixel row: recompute when the height changes (rounded up, so that dragging a
        dock's edge does not recompute on every pixel)."""
        rows = pixels_for_compute(self.plot.vb.height(), MIN_ROWS)
        if rows != self._rows:
            self._rows = rows
            self.dataInvalidated.emit()
        elif self.result is not None and self.result.envelope and self._image_lines(self.result) != self._drawn_lines:
            self._set_image(self.result)  # the same runs, one image line per pixel row of the new height

    def _on_y_range_changed(self, _viewbox, y_range) -> None:
        L = self.store.params.max_len
        # a table with more positions than image rows is averaged: zooming in refines it
        self.zoom_to(y_range, min(self._rows, MAX_ROWS) < L and self._drawn_shape[0] == L)

    def build(self):
        self.plot_widget = plot_widget()
        plot = self.plot = self.plot_widget.getPlotItem()
        style_plot(plot, tr("position (pos)"), tr("dimension"), tr("PE(pos, dim)"), grid=False)
        plot.invertY(True)  # position 0 at the top, as in a table
        plot.setMenuEnabled(False)
        self._drawn_shape = (None, None)  # (max_len, d_model) the view was last fitted to
        self._rows = MAX_ROWS  # the plot's height in pixels (set once it is laid out)
        self._drawn_lines = 0  # image lines an envelope was last drawn with
        self._pinned_formula = False  # a hover set the formula panel's position (see _show_in_formula)
        plot.vb.sigYRangeChanged.connect(self._on_y_range_changed)
        plot.vb.sigResized.connect(self._on_resized)
        # rows come at the plot's pixel resolution, and columns are averaged to it here (see
        # pixel_columns_of): pyqtgraph's own downsampling of every paint would cost 5 ms more
        self.image = pg.ImageItem(axisOrder="row-major", autoDownsample=False)
        self.image.setColorMap(diverging_colormap())
        self.image.setLevels((-1.0, 1.0))
        plot.addItem(self.image)
        self.colorbar = colour_bar(label=tr("PE value"), width=18)
        self.colorbar.setImageItem(self.image, insert_in=plot)
        # a black line on a white halo stays visible over dark red, dark blue and white alike
        self.cursor_halo = pg.InfiniteLine(angle=0, movable=False, pen=pg.mkPen("w", width=6))
        self.cursor = pg.InfiniteLine(angle=0, movable=False, pen=pg.mkPen(CURSOR_COLOR, width=2))
        for z, line in enumerate((self.cursor_halo, self.cursor)):
            line.setZValue(10 + z)
            plot.addItem(line)
        self.plot_widget.scene().sigMouseMoved.connect(self._on_mouse_moved)
        self.plot_widget.scene().sigMouseClicked.connect(self._on_mouse_clicked)
        self.readout = QLabel()
        self.readout.setObjectName("heatmap.readout")
        self.readout.setWordWrap(True)
        self.readout.setStyleSheet(f"font-size: {FONT_PT}pt;")
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 4)
        layout.addWidget(self.plot_widget, 1)
        layout.addWidget(self.readout)
        rows = self.bind_control("rows")
        # narrow by itself: the dock must still fit beside the others on an 800-pixel-wide screen
        rows.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        rows.setMinimumContentsLength(5)
        for k, tip in enumerate(
            (
                tr(
                    "A smooth (triangular-weighted) average: frequencies the rows cannot show fade out and never come "
                    "back as false stripes."
                ),
                tr("The exact mean of each row's positions: frequencies near the block's nulls show as false stripes."),
                tr(
                    "The exact minimum and maximum over each run of positions, on alternating pixel lines: a column "
                    "that swings through its whole range within a run shows as fine red and blue stripes, a slow one "
                    "as one colour. Costs more than the averages at very long tables."
                ),
            )
        ):
            rows.setItemData(k, tip, Qt.ItemDataRole.ToolTipRole)
        return with_options(box, *self.option_rows(["rows"]))

    def draw(self, result, params, options):
        L, d = params.max_len, params.d_model
        if (L, d) != self._drawn_shape:  # fit a new table; otherwise keep the user's zoom
            old_len, old_d = self._drawn_shape
            self._drawn_shape = (L, d)
            self.plot.setLimits(
                xMin=-0.5 - 0.05 * d, xMax=d - 0.5 + 0.05 * d, yMin=-0.5 - 0.05 * L, yMax=L - 0.5 + 0.05 * L
            )
            if d != old_d:
                self.plot.setXRange(-0.5, d - 0.5, padding=0)
            if old_len != L:
                self.plot.setYRange(-0.5, L - 0.5, padding=0)
        self._set_image(result)  # after the fit: an envelope's lines follow the pixel rows of the range
        hint = tr("Hover over the table to read a value; click a column to add it to the waves.")
        if result.averaged and result.kind == "smooth":
            hint = (
                tr(
                    "Each row is a smooth average over about {n} positions around it (triangular weights: no "
                    "false stripes). Scroll to zoom in. "
                ).format(n=f"{4 * result.step - 1:,}")
                + hint
            )
        elif result.envelope:
            hint = (
                tr(
                    "Min/max: each run of about {n} positions gets its exact minimum and maximum on "
                    "alternating pixel lines, so fine red-blue stripes mean the column swings that far within "
                    "the run. Scroll to zoom in. "
                ).format(n=f"{result.step:,}")
                + hint
            )
        elif result.averaged:
            hint = (
                tr(
                    "Each row is the exact mean of {n} positions (near the block's nulls, frequencies show as "
                    "false stripes). Scroll to zoom in. "
                ).format(n=f"{result.step:,}")
                + hint
            )
        self.readout.setText(hint)

    def _image_lines(self, result) -> int:
        """Device pixel rows `result`'s rows cover on screen (0 before the plot is laid out)."""
        edges = result.row_edges
        top = self.plot.vb.mapViewToDevice(QPointF(0.0, float(edges[0]) - 0.5))
        bottom = self.plot.vb.mapViewToDevice(QPointF(0.0, float(edges[-1]) - 0.5))
        if top is None or bottom is None:
            return 0
        return round(abs(bottom.y() - top.y()) * self.plot_widget.devicePixelRatioF())

    def _set_image(self, result) -> None:
        table = result.table
        if result.envelope:
            self._drawn_lines = self._image_lines(result)
            lines = self._drawn_lines if self._drawn_lines >= 2 else table.shape[0]
            table = pixel_columns_of_envelope(table, int(self.plot.vb.width()))
            table = envelope_lines(table[0::2], table[1::2], min(lines, 8 * table.shape[0]))
        else:
            table = pixel_columns_of(table, int(self.plot.vb.width()))
        self.image.setImage(table, autoLevels=False, levels=(-1.0, 1.0))
        # cell (pos, dim) is centred on integer coordinates, so the axis ticks name cells, not their edges;
        # a zoomed image covers only the positions in view
        edges, d = result.row_edges, result.table.shape[1]
        self.image.setRect(QRectF(-0.5, float(edges[0]) - 0.5, d, float(edges[-1] - edges[0])))

    def update_overlay(self, params, options):
        if not self.cursor_moves(self.cursor.value(), params.position, self.plot.vb, 1):
            return
        self.cursor.setValue(params.position)
        self.cursor_halo.setValue(params.position)

    def cell_at(self, scene_pos: QPointF):
        """(pos, dim) under a scene point, or None outside the table."""
        if not self.plot.sceneBoundingRect().contains(scene_pos):
            return None
        point = self.plot.vb.mapSceneToView(scene_pos)
        p = self.drawn_params  # the table on screen, even if a newer frame is pending
        if p is None:
            return None
        pos, dim = int(np.floor(point.y() + 0.5)), int(np.floor(point.x() + 0.5))
        if 0 <= pos < p.max_len and 0 <= dim < p.d_model:
            return pos, dim
        return None

    def describe_cell(self, pos: int, dim: int) -> str:
        p = self.drawn_params or self.store.params
        pair, kind = dim_pair(dim, p.d_model, p.layout)
        omega = frequencies(p.d_model, p.base)[int(pair)]
        value = values([pos], [dim], p.d_model, p.base, p.layout)[0, 0]
        text = tr(
            "pos {pos}, dim {dim} = {kind}(pos·ω_{i}): {value:+.6f}   ω_{i} = {omega:.6g}, "
            "wavelength {wl:.6g} positions"
        ).format(pos=pos, dim=dim, kind=str(kind), i=int(pair), value=value, omega=omega, wl=2 * np.pi / omega)
        r = self.result
        if r is not None and r.averaged and r.row_edges[0] <= pos < r.row_edges[-1]:  # a row joins positions
            row = int(np.searchsorted(r.row_edges, pos, side="right")) - 1
            shown = float(r.low[row, dim])
            if r.envelope:
                text += tr("   (this row spans positions {a}–{b}: minimum {low:+.4f}, maximum {high:+.4f})").format(
                    a=int(r.row_edges[row]), b=int(r.row_edges[row + 1]) - 1, low=shown, high=float(r.high[row, dim])
                )
            elif r.kind == "mean":
                text += tr("   (this row shows the mean over positions {a}–{b}: {mean:+.4f})").format(
                    a=int(r.row_edges[row]), b=int(r.row_edges[row + 1]) - 1, mean=shown
                )
            else:
                c, m = int(r.centres[row]), 2 * r.step
                text += tr(
                    "   (this row shows the smooth average over positions {a}–{b} around {c}: {mean:+.4f})"
                ).format(a=c - m + 1, b=c + m - 1, c=c, mean=shown)
        return text

    def _on_mouse_moved(self, scene_pos):
        cell = self.cell_at(scene_pos)
        if cell is not None:
            text = self.describe_cell(*cell)
            self.readout.setText(text)
            self.status.emit(text)
        self._show_in_formula(cell)

    def _show_in_formula(self, cell) -> None:
        """The formula panel works out the cell under the pointer; off the table it follows the current
        position again (only if the hover had pinned it)."""
        if not self.store.has_selection("cell"):
            return
        if cell is not None:
            self._pinned_formula = True
            self.store.select("cell", tuple(cell))  # (a move within the same cell changes nothing)
        elif self._pinned_formula:
            self._pinned_formula = False
            self.store.select("cell", (-1, self.store.selected("cell")[1]))

    def _on_mouse_clicked(self, event):
        if event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.scenePos())
        if cell is not None:
            self.add_wave_dim(cell[1])

    def focus_widget(self):
        return self.plot_widget

    def add_wave_dim(self, dim: int) -> None:
        """Add a column to the waves' dimensions (dropping the oldest when they are full)."""
        dims = self.store.selected("wave_dims")
        if dims is None:
            return
        if dim in dims:
            self.status.emit(tr("dim {dim} is already in the waves.").format(dim=dim))
            return
        if len(dims) >= MAX_SELECTED:
            self.status.emit(
                tr("The waves show at most {n} dimensions; dim {old} made room for dim {dim}.").format(
                    n=MAX_SELECTED, old=dims[0], dim=dim
                )
            )
            dims = dims[1:]
        self.store.select("wave_dims", (*dims, dim))
