"""Heatmap of the whole table: positions down, dimensions across, values on a fixed [-1, 1] scale."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...core import MAX_SELECTED, dim_pair, frequencies, values
from ...specs import heatmap as spec_module
from ..i18n import tr
from ..style import CURSOR_COLOR, FONT_PT, cache_rendering, diverging_colormap, style_plot
from .base import View


class HeatmapView(View):
    spec = spec_module.SPEC

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
        cache_rendering(self.colorbar)  # fixed scale: drawn once
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

    def draw(self, result, params, options):
        L, d = params.max_len, params.d_model
        self.image.setImage(result.table, autoLevels=False, levels=(-1.0, 1.0))
        # cell (pos, dim) is centred on integer coordinates, so the axis ticks name cells, not their edges
        self.image.setRect(QRectF(-0.5, -0.5, d, L))
        self.plot.setLimits(xMin=-0.5 - 0.05 * d, xMax=d - 0.5 + 0.05 * d,
                            yMin=-0.5 - 0.05 * L, yMax=L - 0.5 + 0.05 * L)
        self.plot.setRange(xRange=(-0.5, d - 0.5), yRange=(-0.5, L - 0.5), padding=0)
        rows = len(result.row_edges) - 1
        hint = tr("Hover over the table to read a value; click a column to add it to the waves.")
        if rows < L:
            hint = tr("Each row is the exact mean of about {n:.3g} positions (a pixel cannot show more). ")\
                .format(n=L / rows) + hint
        self.readout.setText(hint)

    def update_overlay(self, params, options):
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
        if self.result is not None and self.result.averaged:  # long table: a pixel row is a block mean
            edges = self.result.row_edges
            row = int(np.searchsorted(edges, pos, side="right")) - 1
            mean = float(self.result.table[row, dim])
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

    def focus_widget(self):
        return self.plot_widget

    def add_wave_dim(self, dim: int) -> None:
        """Add a column to the waves' dimensions (dropping the oldest when they are full)."""
        dims = self.store.options("waves").dims
        if dim in dims:
            self.status.emit(tr("dim {dim} is already in the waves.").format(dim=dim))
            return
        if len(dims) >= MAX_SELECTED:
            self.status.emit(tr("The waves show at most {n} dimensions; dim {old} made room for dim {dim}.")
                             .format(n=MAX_SELECTED, old=dims[0], dim=dim))
            dims = dims[1:]
        self.store.update_options("waves", dims=dims + (dim,))
