"""RoPE scores for every pair of positions (constant along diagonals) beside absolute PE's (not)."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF

from ...specs import rope_scores as spec_module
from ..i18n import tr
from ..plotting.matrix_panels import fit_matrix, matrix_axes
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import diverging_colormap, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View


class RopeScoresView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout(2)
        self.images = {}
        self.plots = {}
        # side by side in a wide dock, one above the other in a tall one (the flow): square matrices
        for row, (name, title) in enumerate(
            (("rope", tr("RoPE: rope(q, m) · rope(k, n)")), ("absolute", tr("absolute: (q + PE(m)) · (k + PE(n))")))
        ):
            plot = self.layout_widget.addPlot(row=row + 1, col=0)
            style_plot(plot, tr("query position m"), tr("key position n"), title, grid=False)
            matrix_axes(plot)
            image = pg.ImageItem(axisOrder="row-major")
            image.setColorMap(diverging_colormap())
            plot.addItem(image)
            self.images[name], self.plots[name] = image, plot
        # not linked: two aspect-locked boxes of different shapes, linked, widened each other's range in turn
        # until the matrices were dots on axes of ±6000

        self.flow = PanelFlow(self.layout_widget, [self.plots["rope"], self.plots["absolute"]], header=[self.key])
        return with_options(self.layout_widget, *self.option_rows(["length", "pairing"]))

    def draw(self, result, params, options):
        n = result.rope.shape[0]
        for name, matrix in (("rope", result.rope), ("absolute", result.absolute)):
            top = float(np.abs(matrix).max()) or 1.0
            self.images[name].setImage(matrix, autoLevels=False, levels=(-top, top))
            self.images[name].setRect(QRectF(-0.5, -0.5, n, n))
        for plot in self.plots.values():  # the range is the matrix's, in each
            fit_matrix(plot, n, n)
        self.show_key(
            tr(
                "The same seeded q and k (d = {d}) at every pair of positions.<br>"
                "RoPE: the score depends on m − n only, every diagonal<br>"
                "is constant (largest change along one: {rd:.1e}).<br>"
                "Absolute PE added instead: it is not (largest change {ad:.3g})."
            ).format(d=result.d, rd=result.rope_deviation, ad=result.absolute_deviation),
            caption=(1, 2, 3),
        )
