"""The relative-shift rotation M_k beside PE(pos), PE(pos + k) and M_k PE(pos) for the shown pairs."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF

from ...specs import shift as spec_module
from ..i18n import tr
from ..plotting.fast_items import Dots, ThickCurve
from ..plotting.matrix_panels import fit_matrix, matrix_axes
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import color_key, colour_bar, diverging_colormap, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View

SERIES = (("pe", "PE(pos)", 0, 11), ("pe_shifted", "PE(pos + k)", 1, 9), ("rotated", "M_k · PE(pos)", 2, 4))


class ShiftView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout(2)
        self.matrix_plot = self.layout_widget.addPlot(row=1, col=0)
        self.vector_plot = self.layout_widget.addPlot(row=1, col=1)
        style_plot(self.matrix_plot, tr("row (dimension)"), tr("column (dimension)"), tr("M_k"), grid=False)
        matrix_axes(self.matrix_plot)
        self.image = pg.ImageItem(axisOrder="row-major")
        self.image.setColorMap(diverging_colormap())
        self.image.setLevels((-1.0, 1.0))
        self.matrix_plot.addItem(self.image)
        self.colorbar = colour_bar(width=14)
        self.colorbar.setImageItem(self.image, insert_in=self.matrix_plot)
        style_plot(self.vector_plot, tr("value"), tr("dimension"))
        self.vector_plot.setMenuEnabled(False)
        self.vector_plot.setYRange(-1.1, 1.1, padding=0)
        self.lines, self.points = {}, {}
        for name, _, colour, size in SERIES:
            line = ThickCurve(line_color(colour))
            line.opts["connect"] = "finite"  # NaN breaks the line where shown dimensions are not adjacent
            # PE(pos + k) as rings: M_k · PE(pos) lands exactly on it, and filled dots hid one under the other
            # (a see-through fill: hollow on every theme's background)
            dots = (
                Dots(size, "#00000000", outline=pg.mkPen(line_color(colour), width=2))
                if name == "pe_shifted"
                else Dots(size, line_color(colour))
            )
            self.vector_plot.addItem(line)
            self.vector_plot.addItem(dots)
            self.lines[name], self.points[name] = line, dots

        self.flow = PanelFlow(
            self.layout_widget, [self.matrix_plot, self.vector_plot], header=[self.key], stretch=[3, 2]
        )  # the matrix is the main plot
        return with_options(self.layout_widget, *self.option_rows(["k", "pairs"]))

    def draw(self, result, params, options):
        dims = result.dims
        n = dims.size
        self.image.setImage(result.matrix.astype(np.float32), autoLevels=False, levels=(-1.0, 1.0))
        self.image.setRect(QRectF(-0.5, -0.5, n, n))
        fit_matrix(self.matrix_plot, n, n)
        ticks = [(j, str(int(dim))) for j, dim in enumerate(dims)]
        step = max(1, n // 4)  # at most five labels: two-digit numbers ran together on the stage
        for axis in ("left", "bottom"):
            self.matrix_plot.getAxis(axis).setTicks([ticks[::step], []])
        # the vectors against the shown dimensions, labelled with their numbers as the matrix is; a jump
        # between non-adjacent dimensions (concatenated layout) breaks the line
        x = np.arange(n, dtype=np.float64)
        gaps = np.flatnonzero(np.diff(dims) > 1) + 1
        for name, *_ in SERIES:
            y = getattr(result, name)[dims]
            self.points[name].setData(x, y)
            self.lines[name].setData(np.insert(x, gaps, np.nan), np.insert(y, gaps, np.nan))
        self.vector_plot.getAxis("bottom").setTicks([ticks[::step], []])
        self.vector_plot.setXRange(-0.5, n - 0.5, padding=0.02)
        self._update_key(result, params)

    def _update_key(self, result, params) -> None:
        names = color_key([(line_color(c), tr(t)) for _, t, c, _ in SERIES], len(SERIES))
        lines = [
            names,
            tr("M_k · PE(pos) (the small dots) lands exactly on PE(pos + k) (the rings)."),
            tr(
                "pos = {pos:g}, k = {k}: largest |M_k · PE(pos) − PE(pos + k)| over all {d} dimensions = {err:.1e}."
            ).format(pos=result.position, k=result.k, d=params.d_model, err=result.error),
            tr("M_k depends on k alone: move the position and it stays as it is."),
        ]
        if result.position != params.position:
            lines.append(
                tr("(pos is taken as {pos:g}, so that pos + k stays within the exact range, 10^7)").format(
                    pos=result.position
                )
            )
        if result.lone_error is not None:
            lines.append(
                tr(
                    "d_model is odd: its last sin has no cos partner, so no rotation gives its shifted "
                    "value<br>(M_k keeps it; off by {err:.2g}, not counted above)."
                ).format(err=result.lone_error)
            )
        self.show_key("<br>".join(lines), caption=(0, 1, 2, 4, 5))

    def focus_widget(self):
        return self.layout_widget
