"""Small labelled heatmaps for views about words: one row or column per token, the word as the tick label,
and the value printed in each cell while the grid is small enough to read."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF

from .style import FONT_PT, style_plot

MAX_CELL_TEXT = 64      # cells with printed values; a larger grid shows colour only


def word_ticks(tokens, first: int = 0) -> list:
    """Tick list for pyqtgraph's AxisItem.setTicks: each token at its index (with the index before it)."""
    return [[(first + i, f"{i}: {t}") for i, t in enumerate(tokens)]]


class TokenHeatmap:
    """A PlotItem showing a (rows x columns) array as an image with cell i, j centred on (j, i), rows down."""

    def __init__(self, plot: pg.PlotItem, colormap: pg.ColorMap, title: str, left: str, bottom: str,
                 shading: str = "dark-low"):
        self.plot = plot
        # where the colour map is dark, so cell text there is white: "dark-low" (viridis), "light-low" (a
        # white-to-blue map), "diverging" (saturated at both ends, pale in the middle)
        self.shading = shading
        style_plot(plot, left, bottom, title, grid=False)
        plot.invertY(True)
        plot.setMenuEnabled(False)
        plot.setMouseEnabled(False, False)
        plot.hideButtons()
        self.image = pg.ImageItem(axisOrder="row-major")
        self.image.setColorMap(colormap)
        plot.addItem(self.image)
        self._texts: list[pg.TextItem] = []
        self._cells: list = []   # per text item: (text, light, column, row) it shows
        self._font = pg.QtGui.QFont()
        self._font.setPointSize(FONT_PT - 1)
        self._shape = (0, 0)
        self._shown_cells = 0
        # printed values only while a cell is tall enough to hold its line of text
        plot.vb.sigResized.connect(self._fit_texts)

    def set_data(self, values: np.ndarray, levels: tuple[float, float], row_ticks=None, column_ticks=None,
                 cell_format: str | None = "{:.2f}") -> None:
        rows, cols = values.shape
        self._shape = (rows, cols)
        self.image.setImage(np.ascontiguousarray(values, dtype=np.float32), autoLevels=False, levels=levels)
        self.image.setRect(QRectF(-0.5, -0.5, cols, rows))
        self.plot.setXRange(-0.5, cols - 0.5, padding=0)
        self.plot.setYRange(-0.5, rows - 0.5, padding=0)
        self.plot.getAxis("left").setTicks(row_ticks)
        self.plot.getAxis("bottom").setTicks(column_ticks)
        self._write_cells(values if cell_format and values.size <= MAX_CELL_TEXT else None, levels, cell_format)

    def _write_cells(self, values, levels, cell_format) -> None:
        n = 0 if values is None else values.size
        while len(self._texts) < n:
            text = pg.TextItem(anchor=(0.5, 0.5))
            text.setFont(self._font)
            self.plot.addItem(text)
            self._texts.append(text)
            self._cells.append(None)
        self._shown_cells = n
        self._fit_texts()
        if not n:
            return
        low, high = levels
        middle = (low + high) / 2
        for k, (i, j) in enumerate(np.ndindex(values.shape)):
            v = float(values[i, j])
            if self.shading == "diverging":
                light = abs(v - middle) > 0.6 * (high - low) / 2
            else:
                light = (v <= middle) == (self.shading == "dark-low")
            cell = (cell_format.format(v), light, j, i)
            if self._cells[k] == cell:   # (a drag changes few printed values: the rest are left alone)
                continue
            self._cells[k] = cell
            text = self._texts[k]
            text.setText(cell[0])
            text.setColor("#ffffff" if light else "#000000")
            text.setPos(j, i)

    def _fit_texts(self, *_) -> None:
        rows, cols = self._shape
        height = self.plot.vb.height() / max(rows, 1)
        room = height >= pg.QtGui.QFontMetrics(self._font).height() and self.plot.vb.width() / max(cols, 1) >= 30
        for k, text in enumerate(self._texts):
            text.setVisible(room and k < self._shown_cells)

    def cell_texts(self) -> list[str]:
        """The values written into the cells (shown while the cells are large enough)."""
        return [t.toPlainText() for t in self._texts[:self._shown_cells]]
