"""The PE vectors of chosen positions as rows of colour, dimension across, the current position's row under
them: seven zig-zag lines over 32 dimensions read as spaghetti, and rows are compared at a glance."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF

from ...specs import vectors as spec_module
from ..i18n import tr
from ..plotting.pg_private import tick_levels
from ..plotting.style import CURSOR_COLOR, colour_bar, diverging_colormap, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View

GAP = 0.35  # rows between the chosen positions and the current one (a frame marks the current row)


class VectorsView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout()
        self.plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(self.plot, tr("position"), tr("dimension"), grid=False)
        self.plot.invertY(True)
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=True, y=False)
        self.image = pg.ImageItem(axisOrder="row-major")  # one row per chosen position
        self.current_image = pg.ImageItem(axisOrder="row-major")  # the current position's row
        for image in (self.image, self.current_image):
            image.setColorMap(diverging_colormap())
            self.plot.addItem(image)
        self.frame = pg.PlotCurveItem(pen=pg.mkPen(CURSOR_COLOR, width=2.5))
        self.frame.setZValue(10)
        self.plot.addItem(self.frame)
        self.colorbar = colour_bar(label=tr("PE value"), width=14)
        self.colorbar.setImageItem([self.image, self.current_image], insert_in=self.plot)
        self._drawn = None

        self.bind_control("positions").setMinimumWidth(160)
        return with_options(self.layout_widget, *self.option_rows(["positions", "first_dims"]))

    def rows(self) -> list[tuple[float, str]]:
        """The rows' centres and their labels, top to bottom (the y axis's ticks)."""
        levels = tick_levels(self.plot.getAxis("left"))
        return list(levels[0]) if levels else []

    def draw(self, result, params, options):
        n, k = result.dims.size, result.positions.size
        if k:
            self.image.setImage(result.values.astype(np.float32), autoLevels=False, levels=(-1.0, 1.0))
            self.image.setRect(QRectF(-0.5, -0.5, n, k))
        self.image.setVisible(bool(k))
        top = k + GAP - 0.5  # the current row's upper edge
        self.current_image.setImage(result.current[None, :].astype(np.float32), autoLevels=False, levels=(-1.0, 1.0))
        self.current_image.setRect(QRectF(-0.5, top, n, 1))
        self.frame.setData([-0.5, n - 0.5, n - 0.5, -0.5, -0.5], [top, top, top + 1, top + 1, top])
        ticks = [(r, tr("pos {p}").format(p=int(p))) for r, p in enumerate(result.positions)]
        ticks.append((top + 0.5, tr("current: {pos:g}").format(pos=result.position)))
        self.plot.getAxis("left").setTicks([ticks, []])
        shape = (n, k)
        if shape != self._drawn:
            self._drawn = shape
            self.plot.setRange(xRange=(-0.5, n - 0.5), yRange=(-0.5, top + 1), padding=0.01)
        beyond = [p for p in options.positions if p >= params.max_len]
        note = (
            tr("(positions {pos} lie beyond max_len = {L})").format(pos=", ".join(map(str, beyond)), L=params.max_len)
            if beyond
            else ""
        )
        text = tr(
            "Each row is a position's vector, dimensions 0 to {last} across; the framed row is the current position."
        ).format(last=n - 1)
        if note:
            text += "<br>" + note
        self.show_key(text)
