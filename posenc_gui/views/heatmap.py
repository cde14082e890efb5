"""Heatmap of the whole table: positions down, dimensions across, values on a fixed [-1, 1] scale."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..core import MAX_SELECTED, block_means, dim_pair, frequencies, values
from ..i18n import noop, tr
from ..style import CURSOR_COLOR, FONT_PT, diverging_colormap, style_plot
from . import register
from .base import View

# Rows handed to the image at most, about one per screen pixel of a tall dock on a 4K screen; longer
# tables are block-averaged exactly, so no detail that a pixel could show is lost.
MAX_ROWS = 1024


@register
class HeatmapView(View):
    id = "heatmap"
    title = noop("PE heatmap")
    description = noop("The encoding table: one row per position, one column per dimension. "
                       "Hover for values; click a column to add it to the waves.")
    data_keys = ("max_len", "d_model", "base", "layout")
    area = "top"

    @staticmethod
    def compute(params) -> dict:
        table, edges = block_means(params.max_len, params.d_model, params.base, params.layout, rows=MAX_ROWS)
        return {"table": table, "row_edges": edges}

    def build(self):
        self.plot_widget = pg.PlotWidget()
        plot = self.plot = self.plot_widget.getPlotItem()
        style_plot(plot, tr("position (pos)"), tr("dimension"), tr("PE(pos, dim)"), grid=False)
        plot.invertY(True)  # position 0 at the top, as in a table
        plot.setMenuEnabled(False)
        self.image = pg.ImageItem(axisOrder="row-major", autoDownsample=True)
        self.image.setColorMap(diverging_colormap())
        self.image.setLevels((-1.0, 1.0))
        plot.addItem(self.image)
        self.colorbar = pg.ColorBarItem(values=(-1, 1), colorMap=diverging_colormap(), interactive=False,
                                        label=tr("PE value"), width=18)
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
        return box

    def draw(self, data, params):
        L, d = params.max_len, params.d_model
        self.image.setImage(data["table"], autoLevels=False, levels=(-1.0, 1.0))
        # cell (pos, dim) is centred on integer coordinates, so the axis ticks name cells, not their edges
        self.image.setRect(QRectF(-0.5, -0.5, d, L))
        self.plot.setLimits(xMin=-0.5 - 0.05 * d, xMax=d - 0.5 + 0.05 * d,
                            yMin=-0.5 - 0.05 * L, yMax=L - 0.5 + 0.05 * L)
        self.plot.setRange(xRange=(-0.5, d - 0.5), yRange=(-0.5, L - 0.5), padding=0)
        rows = len(data["row_edges"]) - 1
        hint = tr("Hover over the table to read a value; click a column to add it to the waves.")
        if rows < L:
            hint = tr("Each row is the exact mean of about {n:.3g} positions (a pixel cannot show more). ")\
                .format(n=L / rows) + hint
        self.readout.setText(hint)

    def update_overlay(self, params):
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
        text = tr("pos {pos}, dim {dim} = {kind}(pos·ω_{i}): {value:+.6f}   ω_{i} = {omega:.6g}, "
                  "wavelength {wl:.6g} positions").format(pos=pos, dim=dim, kind=str(kind), i=int(pair),
                                                          value=value, omega=omega, wl=2 * np.pi / omega)
        edges = self.data["row_edges"] if self.data is not None else None
        if edges is not None and len(edges) - 1 < p.max_len:  # long table: a pixel row is a block mean
            row = int(np.searchsorted(edges, pos, side="right")) - 1
            mean = float(self.data["table"][row, dim])
            text += tr("   (this row shows the mean over positions {a}–{b}: {mean:+.4f})").format(
                a=int(edges[row]), b=int(edges[row + 1]) - 1, mean=mean)
        return text

    def _on_mouse_moved(self, scene_pos):
        cell = self.cell_at(scene_pos)
        if cell is not None:
            text = self.describe_cell(*cell)
            self.readout.setText(text)
            self.status.emit(text)

    def _on_mouse_clicked(self, event):
        if event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.scenePos())
        if cell is not None:
            self.add_wave_dim(cell[1])

    def add_wave_dim(self, dim: int) -> None:
        dims = self.store.params.wave_dims
        if dim in dims:
            self.status.emit(tr("dim {dim} is already in the waves.").format(dim=dim))
            return
        if len(dims) >= MAX_SELECTED:
            self.status.emit(tr("The waves show at most {n} dimensions; dim {old} made room for dim {dim}.")
                             .format(n=MAX_SELECTED, old=dims[0], dim=dim))
            dims = dims[1:]
        self.store.update(wave_dims=dims + (dim,))
