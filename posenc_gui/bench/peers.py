"""The peers a frame of posenc-gui is compared with, each redrawn for one parameter change.

- `LessonFigure`: the lesson's 2 x 2 matplotlib figure (heatmap, waves of dims 0/4/8/16/32, the PE.PE^T
  similarity matrix, PE vectors of positions 0/1/2/10/25/49 over the first 32 dims), recomputed with numpy
  and redrawn with Agg at the window's size. matplotlib is a benchmark extra, never a dependency of the app.
- `PlainPyqtgraph`: what a user writes in fifty lines without design: the full table in an ImageItem and
  full-length curves with default pens, in one GraphicsLayoutWidget.
- `PlotWidgetGrid`: the toolkit's floor for a window of many plots: bare PlotWidgets, one 50-point curve
  each whose axes follow it, as a drag moves most views' axes. One per view in a 3840 x 2160 grid (as many
  as posenc-gui's views with every view open) are compared with every view open; five in the
  1600 x 1000 window (as many as the default layout shows) with the default layout.

Each takes the parameters of a frame, rebuilds its data from the formula and draws; `fits()` says whether
its arrays fit in PEER_MEMORY (a share of a laptop's memory: beyond it the peer is reported as not run,
as it would not run for a user).
"""

from __future__ import annotations

import numpy as np

from ..specs import SPECS

PEER_MEMORY = 4 * 2**30
EVERY_VIEW_PLOTS = len(SPECS)  # posenc-gui's views with every view open: a bare plot widget for each
# a 4K screen: twenty views in 5 columns of 4 get about 700 x 500 each (in 2560 x 1600 Qt squeezed some to
# 130 px high under their neighbours' minimum sizes)
EVERY_VIEW_WINDOW = (3840, 2160)
WAVE_DIMS = (0, 4, 8, 16, 32)
VECTOR_POSITIONS = (0, 1, 2, 10, 25, 49)


def lesson_table(max_len: int, d_model: int) -> np.ndarray:
    """PE as a lesson computes it: positions times the exp/log form of the frequencies, float32."""
    position = np.arange(max_len, dtype=np.float32)[:, None]
    div_term = np.exp(np.arange(0, d_model, 2, dtype=np.float32) * (-np.log(10000.0) / d_model))
    pe = np.zeros((max_len, d_model), dtype=np.float32)
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term[: d_model // 2])
    return pe


class LessonFigure:
    name = "matplotlib 2x2 figure"

    def __init__(self, width_px: int = 1600, height_px: int = 1000):
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure

        self.fig = Figure(figsize=(width_px / 100, height_px / 100), dpi=100)
        FigureCanvasAgg(self.fig)
        self.axes = self.fig.subplots(2, 2)
        self.with_similarity = True

    @staticmethod
    def fits(max_len: int, d_model: int) -> bool:
        return max_len * d_model * 4 * 3 <= PEER_MEMORY  # the table and the temporaries of its build

    @staticmethod
    def similarity_fits(max_len: int) -> bool:
        return max_len * max_len * 4 <= PEER_MEMORY

    def draw(self, max_len: int, d_model: int) -> None:
        pe = lesson_table(max_len, d_model)
        (heat, waves), (sim, vec) = self.axes
        for ax in (heat, waves, sim, vec):
            ax.clear()
        heat.imshow(pe, aspect="auto", cmap="RdBu_r", vmin=-1, vmax=1)
        for dim in (d for d in WAVE_DIMS if d < d_model):
            waves.plot(pe[:, dim], label=f"dim {dim}")
        waves.legend(loc="upper right")
        self.with_similarity = self.similarity_fits(max_len)
        if self.with_similarity:
            sim.imshow(pe @ pe.T, cmap="viridis")
        for pos in (p for p in VECTOR_POSITIONS if p < max_len):
            vec.plot(pe[pos, :32], label=f"pos {pos}")
        vec.legend(loc="upper right")
        self.fig.canvas.draw()


class PlainPyqtgraph:
    name = "plain pyqtgraph window"

    def __init__(self, width_px: int = 1600, height_px: int = 1000):
        import pyqtgraph as pg

        self.widget = pg.GraphicsLayoutWidget()
        self.widget.resize(width_px, height_px)
        self.image = pg.ImageItem()
        self.widget.addPlot(row=0, col=0).addItem(self.image)
        plot = self.widget.addPlot(row=1, col=0)
        self.curves = [plot.plot() for _ in WAVE_DIMS]
        self.widget.show()
        pg.QtWidgets.QApplication.processEvents()  # exposed: a repaint paints
        from .paints import PaintCounter

        self._counter = PaintCounter([self.widget.viewport()])

    @staticmethod
    def fits(max_len: int, d_model: int) -> bool:
        return max_len * d_model * 4 * 3 <= PEER_MEMORY

    def draw(self, max_len: int, d_model: int) -> None:
        pe = lesson_table(max_len, d_model)
        self.image.setImage(pe)
        for dim, curve in zip(WAVE_DIMS, self.curves):
            if dim < d_model:
                curve.setData(pe[:, dim])
        from .paints import paint_now

        paint_now([self.widget.viewport()], self._counter)  # painted as the window's frames are

    def close(self) -> None:
        self._counter.remove()
        self.widget.close()


def floor_name(plots: int) -> str:
    return f"pyqtgraph floor: {plots} bare plot widgets"


class PlotWidgetGrid:
    def __init__(
        self,
        width_px: int = EVERY_VIEW_WINDOW[0],
        height_px: int = EVERY_VIEW_WINDOW[1],
        plots: int = EVERY_VIEW_PLOTS,
        columns: int = 5,
    ):
        import pyqtgraph as pg
        from PySide6.QtWidgets import QGridLayout, QWidget

        from .paints import PaintCounter

        self.name = floor_name(plots)
        self.widget = QWidget()
        grid = QGridLayout(self.widget)
        self.widget.resize(width_px, height_px)
        self.plots = [pg.PlotWidget() for _ in range(plots)]
        for k, plot in enumerate(self.plots):
            grid.addWidget(plot, k // columns, k % columns)
        self.x = np.arange(50, dtype=float)
        self.curves = [plot.plot(self.x, np.sin(self.x / 5)) for plot in self.plots]
        self.widget.show()
        pg.QtWidgets.QApplication.processEvents()
        self._counter = PaintCounter([plot.viewport() for plot in self.plots])

    @staticmethod
    def fits(max_len: int, d_model: int) -> bool:
        return True

    def draw(self, max_len: int, d_model: int) -> None:
        from .paints import paint_now

        for k, curve in enumerate(self.curves):  # (a new amplitude: each plot's axes follow it)
            curve.setData(self.x, d_model / 64 * np.sin(self.x * (k + 1) / d_model))
        for plot in self.plots:  # the new range set before the paint, so that each plot paints once
            plot.getPlotItem().vb.prepareForPaint()
        paint_now([plot.viewport() for plot in self.plots], self._counter)

    def close(self) -> None:
        self._counter.remove()
        self.widget.close()
