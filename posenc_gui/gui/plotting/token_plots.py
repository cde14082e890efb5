"""Small labelled heatmaps for views about words: one row or column per token, the word as the tick label,
and the value printed in each cell while the grid is small enough to read."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from ..crash_net import guarded_paint
from .style import FONT_PT, style_plot

MAX_CELL_TEXT = 64  # cells with printed values; a larger grid shows colour only
CELL_DARK, CELL_LIGHT = "#000000", "#ffffff"  # printed values on light and on dark cells


def word_ticks(tokens, first: int = 0) -> list:
    """Tick list for pyqtgraph's AxisItem.setTicks: each token at its index (with the index before it)."""
    return [[(first + i, f"{i}: {t}") for i, t in enumerate(tokens)]]


class TokenHeatmap:
    """A PlotItem showing a (rows x columns) array as an image with cell i, j centred on (j, i), rows down."""

    def __init__(
        self, plot: pg.PlotItem, colormap: pg.ColorMap, title: str, left: str, bottom: str, shading: str = "dark-low"
    ):
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
        font = pg.QtGui.QFont()
        font.setPointSize(FONT_PT - 1)
        self.cells = CellTexts(font)
        plot.addItem(self.cells, ignoreBounds=True)
        self._shape = (0, 0)
        self._shown_cells = 0
        # printed values only while a cell is tall enough to hold its line of text
        plot.vb.sigResized.connect(self._fit_texts)

    def set_data(
        self,
        values: np.ndarray,
        levels: tuple[float, float],
        row_ticks=None,
        column_ticks=None,
        cell_format: str | None = "{:.2f}",
    ) -> None:
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
        cells = []
        if values is not None:
            low, high = levels
            middle = (low + high) / 2
            for (i, j), v in np.ndenumerate(values):
                v = float(v)
                if self.shading == "diverging":
                    light = abs(v - middle) > 0.6 * (high - low) / 2
                else:
                    light = (v <= middle) == (self.shading == "dark-low")
                cells.append((cell_format.format(v), light, j, i))
        self.cells.set_cells(cells)
        self._shown_cells = len(cells)
        self._fit_texts()

    def _fit_texts(self, *_) -> None:
        rows, cols = self._shape
        height = self.plot.vb.height() / max(rows, 1)
        tall_enough = height >= pg.QtGui.QFontMetrics(self.cells.font()).height()
        room = tall_enough and self.plot.vb.width() / max(cols, 1) >= 30
        self.cells.setVisible(room and self._shown_cells > 0)

    def cell_texts(self) -> list[str]:
        """The values written into the cells (shown while the cells are large enough)."""
        return [text for text, _, _, _ in self.cells.cells]

    def cell_colours(self) -> list[str]:
        return [CELL_LIGHT if light else CELL_DARK for _, light, _, _ in self.cells.cells]


class CellTexts(QGraphicsItem):
    """The printed values of a grid's cells, each centred on its cell at a fixed pixel size, in one item.

    One pyqtgraph TextItem per cell (a QTextDocument each) cost about 50 us per changed value and as much
    again to paint: the word-order view's four grids rewrote thirty-odd values at every step of a drag.
    Here new values are a list, and a paint draws them in one loop; exports get text."""

    def __init__(self, font) -> None:
        super().__init__()
        self._font = font
        self.cells: list = []  # (text, light, column, row)
        self._bounds = QRectF()

    def font(self):
        return self._font

    def setFont(self, font) -> None:  # (presentation mode makes it bigger)
        self._font = font
        self.update()

    def set_cells(self, cells: list) -> None:
        if cells == self.cells:  # (a drag often leaves every printed value as it was)
            return
        self.prepareGeometryChange()
        self.cells = cells
        if cells:
            columns = [c for _, _, c, _ in cells]
            rows = [r for _, _, _, r in cells]
            self._bounds = QRectF(
                min(columns) - 0.5, min(rows) - 0.5, max(columns) - min(columns) + 1, max(rows) - min(rows) + 1
            )
        else:
            self._bounds = QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(self._bounds)  # (the cells: each text stays inside its cell, or the grid hides them)

    @guarded_paint
    def paint(self, painter, option, widget=None):
        if not self.cells:
            return
        t = painter.transform()
        painter.save()
        painter.resetTransform()  # (text at its pixel size, whatever the zoom)
        painter.setFont(self._font)
        metrics = QFontMetricsF(self._font)
        half_height = metrics.height() / 2
        pens = {True: QColor(CELL_LIGHT), False: QColor(CELL_DARK)}
        for text, light, column, row in self.cells:
            centre = t.map(QPointF(column, row))
            half_width = metrics.horizontalAdvance(text) / 2 + 2
            painter.setPen(pens[light])
            painter.drawText(
                QRectF(centre.x() - half_width, centre.y() - half_height, 2 * half_width, 2 * half_height),
                int(Qt.AlignmentFlag.AlignCenter),
                text,
            )
        painter.restore()
