"""The PE vectors of chosen positions against the dimension, the current position's drawn over them."""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt

from ...core import MAX_SELECTED
from ...specs import vectors as spec_module
from ..i18n import tr
from ..plotting.fast_items import Dots, ThickCurve
from ..plotting.plot_widgets import PlotLayout
from ..plotting.style import CURSOR_COLOR, FONT_PT, color_key, line_color, style_plot
from ..widgets.option_rows import with_options
from .base import View

# the chosen positions' colours: the palette without its black, which the current position's dashes use
COLOURS = [line_color(n) for n in range(MAX_SELECTED + 1) if line_color(n).lower() != "#000000"]


class VectorsView(View):
    spec = spec_module.SPEC

    def build(self):
        self.layout_widget = PlotLayout()
        self.key = self.layout_widget.addLabel(row=0, col=0, justify="left", size=f"{FONT_PT}pt")
        self.plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(self.plot, tr("PE(pos, dim)"), tr("dimension"))
        self.plot.setMenuEnabled(False)
        self.plot.setYRange(-1.1, 1.1, padding=0)
        self.plot.setMouseEnabled(x=True, y=False)
        self.curves, self.dots = [], []
        for n in range(MAX_SELECTED):
            curve, dots = ThickCurve(COLOURS[n]), Dots(6, COLOURS[n])
            for item in (curve, dots):
                item.setVisible(False)
                self.plot.addItem(item)
            self.curves.append(curve)
            self.dots.append(dots)
        self.current = pg.PlotCurveItem(pen=pg.mkPen(CURSOR_COLOR, width=2.5, style=Qt.PenStyle.DashLine))
        self.current_dots = Dots(9, CURSOR_COLOR, outline=pg.mkPen("w", width=1.5))
        for item in (self.current, self.current_dots):
            item.setZValue(10)
            self.plot.addItem(item)
        self._drawn_dims = None

        self.bind_control("positions").setMinimumWidth(160)
        return with_options(self.layout_widget, *self.option_rows(["positions", "first_dims"]))

    def draw(self, result, params, options):
        x = result.dims
        for n, (curve, dots) in enumerate(zip(self.curves, self.dots)):
            shown = n < result.positions.size
            if shown:
                curve.setData(x, result.values[n])
                dots.setData(x, result.values[n])
            curve.setVisible(shown)
            dots.setVisible(shown)
        self.current.setData(x, result.current)
        self.current_dots.setData(x, result.current)
        if x.size != self._drawn_dims:
            self._drawn_dims = x.size
            self.plot.setXRange(-0.5, max(x.size - 0.5, 0.5), padding=0.01)
        entries = [(COLOURS[n], tr("pos {p}").format(p=int(p))) for n, p in enumerate(result.positions)]
        entries.append((CURSOR_COLOR, tr("current: pos {pos:g}").format(pos=result.position)))
        beyond = [p for p in options.positions if p >= params.max_len]
        note = tr("(positions {pos} lie beyond max_len = {L})").format(
            pos=", ".join(map(str, beyond)), L=params.max_len) if beyond else ""
        text = color_key(entries, 4, note)
        if text != self.key.text:
            self.key.setText(text)

    def has_content(self) -> bool:
        return self.result is not None and self.current.getData()[0] is not None

    def figure_widget(self):
        return self.layout_widget

