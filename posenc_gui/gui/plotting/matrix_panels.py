"""A query-by-key matrix as a heatmap panel: rows are queries i (top to bottom), columns keys j, with its range
kept on the matrix (never an empty margin), masked entries (NaN, ±inf) left blank."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF

from .style import FONT_PT, colour_bar, style_plot


class MatrixPanel:
    """A matrix plot, its image and its colour bar."""

    def __init__(self, plot, image, bar):
        self.plot, self.image, self.bar = plot, image, bar

    def __iter__(self):  # (plot, image = panel)
        return iter((self.plot, self.image))

    def set_colormap(self, colormap) -> None:
        self.image.setColorMap(colormap)
        self.bar.setColorMap(colormap)

    def show(self, matrix: np.ndarray, levels: tuple) -> None:
        show_matrix(self.plot, self.image, matrix, levels)
        self.bar.setLevels(levels)


def matrix_panel(layout, row: int, col: int, title: str, left: str, bottom: str, colormap) -> MatrixPanel:
    """A MatrixPanel added to `layout` at (row, col), its colour bar at the plot's right."""
    plot = layout.addPlot(row=row, col=col)
    style_plot(plot, left, bottom, title, grid=False)
    plot.setTitle(plot.titleLabel.text, size=f"{FONT_PT}pt")  # a panel's name: the size of the text
    matrix_axes(plot)
    image = pg.ImageItem(axisOrder="row-major")
    image.setColorMap(colormap)
    plot.addItem(image)
    bar = colour_bar(width=12)
    bar.setColorMap(colormap)
    bar.setImageItem(image, insert_in=plot)
    return MatrixPanel(plot, image, bar)


def matrix_axes(plot) -> None:
    """Set `plot` up for a matrix: row 0 at the top, no context menu, and the aspect free. A box locked to
    square cells takes the range its own shape gives it: a 100 x 100 matrix in a box three times as wide as
    tall showed keys from -150 to 250, two thirds of the plot empty. Free, the range stays the one the view
    sets (the matrix, see fit_matrix) at every size, docked, on the stage and in an export; the views' panel
    flows give a matrix a box near its own shape, so its cells stay near square."""
    plot.invertY(True)
    plot.setMenuEnabled(False)
    plot.setAspectLocked(False)


def fit_matrix(plot, rows: int, cols: int) -> None:
    """The range of `plot` on a matrix of `rows` x `cols` cells drawn at (-0.5, -0.5) with cells of 1: the
    data alone, edge to edge."""
    plot.setRange(xRange=(-0.5, cols - 0.5), yRange=(-0.5, rows - 0.5), padding=0)


def show_matrix(plot, image, matrix: np.ndarray, levels: tuple) -> None:
    """Draw `matrix` (rows: queries) at `levels`; entries that are not finite are blank (NaN is transparent)."""
    shown = np.where(np.isfinite(matrix), matrix, np.nan).astype(np.float32)
    rows, cols = shown.shape
    image.setImage(shown, autoLevels=False, levels=levels)
    image.setRect(QRectF(-0.5, -0.5, cols, rows))
    fit_matrix(plot, rows, cols)


def symmetric_levels(matrix: np.ndarray) -> tuple[float, float]:
    """(-top, top) around 0 for a diverging map: top is the largest finite |value| (1 when there is none)."""
    finite = matrix[np.isfinite(matrix)]
    top = float(np.abs(finite).max()) if finite.size else 0.0
    return (-top, top) if top > 0 else (-1.0, 1.0)


def value_levels(matrix: np.ndarray) -> tuple[float, float]:
    """(low, high) of the finite values for a sequential map (a constant matrix gets a unit range)."""
    finite = matrix[np.isfinite(matrix)]
    if not finite.size:
        return 0.0, 1.0
    low, high = float(finite.min()), float(finite.max())
    return (low, high) if high > low else (low - 0.5, low + 0.5)
