"""Sinusoidal PE past the trained length beside a learned-style table that ends there."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QRectF

from ...core.zoom import pixels_for_compute
from ...specs import extrapolation as spec_module
from ...specs.extrapolation import LEARNED_STD
from ..i18n import tr
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import diverging_colormap, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View

SHADE = (120, 120, 120, 40)


class ExtrapolationView(View):
    spec = spec_module.SPEC
    _rows: int

    def compute_hints(self, params) -> dict:
        return {"rows": self._rows}

    def _on_resized(self) -> None:
        rows = pixels_for_compute(self.sin_plot.vb.height(), 50)
        if rows != self._rows:
            self._rows = rows
            self.dataInvalidated.emit()

    def build(self):
        self.start_layout(2)
        self.sin_plot = self.layout_widget.addPlot(row=1, col=0)
        self.learned_plot = self.layout_widget.addPlot(row=1, col=1)
        self.images = {}
        for plot, title, levels in (
            (self.sin_plot, tr("sinusoidal"), 1.0),
            (self.learned_plot, tr("learned (stand-in)"), 3 * LEARNED_STD),
        ):
            style_plot(plot, tr("position"), tr("dimension"), title, grid=False)
            plot.invertY(True)
            plot.setMenuEnabled(False)
            image = pg.ImageItem(axisOrder="row-major")
            image.setColorMap(diverging_colormap())
            image.setLevels((-levels, levels))
            plot.addItem(image)
            self.images[plot] = image
        self.learned_plot.setYLink(self.sin_plot)
        self.trained_region = pg.LinearRegionItem(
            orientation="horizontal", movable=False, brush=pg.mkBrush(SHADE), pen=pg.mkPen(line_color(1), width=2)
        )
        self.sin_plot.addItem(self.trained_region)
        self.trained_line = pg.InfiniteLine(angle=0, movable=False, pen=pg.mkPen(line_color(1), width=2))
        self.learned_plot.addItem(self.trained_line)
        self.undefined = pg.TextItem(color="#606060", anchor=(0.5, 0.5))
        self.learned_plot.addItem(self.undefined, ignoreBounds=True)  # (not data: see learned.py)
        self._rows = 400
        self.sin_plot.vb.sigResized.connect(self._on_resized)

        # (no Alt letters: the window's other controls hold every letter of these labels)
        self.flow = PanelFlow(self.layout_widget, [self.sin_plot, self.learned_plot], header=[self.key])
        return with_options(self.layout_widget, *self.option_rows(["trained"], ["factor"], ["extension"]))

    def draw(self, result, params, options):
        d, L, shown = params.d_model, result.trained, result.shown
        sin_image, learned_image = self.images[self.sin_plot], self.images[self.learned_plot]
        sin_image.setImage(result.sinusoidal, autoLevels=False, levels=(-1.0, 1.0))
        edges = result.edges
        sin_image.setRect(QRectF(-0.5, float(edges[0]) - 0.5, d, float(edges[-1] - edges[0])))
        learned_image.setImage(result.learned, autoLevels=False, levels=(-3 * LEARNED_STD, 3 * LEARNED_STD))
        learned_image.setRect(QRectF(-0.5, -0.5, d, float(L)))
        for plot in (self.sin_plot, self.learned_plot):
            plot.setXRange(-0.5, d - 0.5, padding=0)
        self.sin_plot.setYRange(-0.5, shown - 0.5, padding=0)
        self.trained_region.setRegion((-0.5, L - 0.5))
        self.trained_line.setValue(L - 0.5)
        self.undefined.setText(tr("no rows for positions ≥ {L}:\nundefined").format(L=L))
        self.undefined.setPos(d / 2, (L + shown) / 2)
        # (short lines: a label wider than the dock would push the plots out of it)
        text = tr(
            "Trained on positions 0 … {last} (shaded).<br>"
            "Sinusoidal PE goes on to {end}, defined and within [−1, 1],<br>"
            "but trained models still degrade past their trained length.<br>"
            "A learned table (a seeded N(0, 0.02) stand-in,<br>"
            "scale ±0.06) ends at {last}."
        ).format(last=L - 1, end=shown - 1)
        if options.extension == "interpolation":
            text += tr(
                "<br>Interpolated: position p is read at p × {L}/{n},<br>so rows stay within the trained range."
            ).format(L=L, n=shown)
        elif options.extension == "ntk":
            text += tr(
                "<br>NTK base: the slowest pair turns at {end} as far<br>as it did at {last}. "
                "A thought experiment for an added table:<br>NTK scaling was made for RoPE."
            ).format(end=shown - 1, last=L - 1)
        self.show_key(text, caption=(0, 1, 2))
