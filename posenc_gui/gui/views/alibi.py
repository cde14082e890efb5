"""ALiBi: each head's slope, one head's bias matrix, and the attention it gives seeded q, k past a trained
length."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import alibi as spec_module
from ..i18n import tr
from ..plotting.fast_items import Dots
from ..plotting.matrix_panels import matrix_panel, value_levels
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import CURSOR_COLOR, FONT_PT, line_color, sequential_colormap, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View

PRINTED = 16  # heads whose slopes are printed beside their dots


class AlibiView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout(3)
        self.slope_plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(self.slope_plot, tr("slope (log scale)"), tr("head"), tr("slope of each head"))
        self.slope_plot.setTitle(self.slope_plot.titleLabel.text, size=f"{FONT_PT}pt")
        self.slope_plot.setLogMode(x=False, y=True)
        self.slope_plot.setMenuEnabled(False)
        self.slope_line = self.slope_plot.plot(pen=pg.mkPen(line_color(0), width=1.5))
        self.slope_dots = Dots(7, line_color(0))
        self.chosen_dot = Dots(13, "#00000000", outline=pg.mkPen(CURSOR_COLOR, width=2.5))
        for item in (self.slope_dots, self.chosen_dot):
            self.slope_plot.addItem(item)
        self.bias = matrix_panel(
            self.layout_widget, 1, 1, tr("bias −slope·(i − j)"), tr("query i"), tr("key j"), sequential_colormap()
        )
        self.weights = matrix_panel(
            self.layout_widget, 1, 2, tr("softmax(q·kᵀ/√d + bias)"), tr("query i"), tr("key j"), sequential_colormap()
        )
        (self.bias_plot, self.bias_image), (self.weight_plot, self.weight_image) = self.bias, self.weights
        self.trained_lines = []
        for plot in (self.bias_plot, self.weight_plot):
            for angle in (0, 90):
                line = pg.InfiniteLine(
                    angle=angle,
                    movable=False,
                    pen=pg.mkPen(line_color(3), width=2, style=pg.QtCore.Qt.PenStyle.DashLine),
                )
                plot.addItem(line)
                self.trained_lines.append(line)
        # in a wide room the attention (the main plot) at the left, as tall as the room, the slopes above the
        # bias beside it (a strip across the top left the square matrix a third of its width); in a tall one
        # the attention above the slopes and the bias, or all one above another
        self.flow = PanelFlow(
            self.layout_widget,
            [self.weight_plot, self.slope_plot, self.bias_plot],
            header=[self.key],
            choices=(2, 1),
            lead=True,
            row_stretch=[2, 1],
            stretch=[2, 1, 1],
            beside="left",
            beside_columns=2,
            lead_stretch=1.2,
        )
        return with_options(self.layout_widget, *self.option_rows(["model", "head"], ["heads", "trained", "mask"]))

    def draw(self, result, params, options):
        heads = np.arange(1, result.slopes.size + 1, dtype=np.float64)
        self.slope_line.setData(heads, result.slopes)
        self.slope_dots.setData(heads, np.log10(result.slopes))
        self.chosen_dot.setData([float(result.head)], [float(np.log10(result.slopes[result.head - 1]))])
        self.slope_plot.setXRange(0.5, result.slopes.size + 0.5, padding=0.02)
        self.bias.show(result.bias, value_levels(result.bias))
        self.weights.show(np.where(np.isfinite(result.bias), result.weights, np.nan), value_levels(result.weights))
        n = result.bias.shape[0]
        edge = result.trained - 0.5
        for line in self.trained_lines:
            line.setValue(edge)
            line.setVisible(edge < n - 0.5)
        slope = float(result.slopes[result.head - 1])
        reach = float(result.reach[result.head - 1])
        mask = (
            tr("causal: the keys after the query (j > i) are masked")
            if result.causal
            else tr("symmetric: −slope·|i − j| on both sides")
        )
        custom = not result.model
        for field in ("heads", "trained", "mask"):  # a model's own values are drawn: its boxes do not apply
            self.controls[field].setEnabled(custom)
        past = (
            tr(
                "Dashed: the trained length {t}; the bias needs no table, so it goes on past it, here to {n} positions."
            ).format(t=result.trained, n=n)
            if edge < n - 0.5
            else tr(
                "The trained length {t:,} lies past the {n} positions drawn; the bias needs no table, so it goes "
                "on past it unchanged."
            ).format(t=result.trained, n=n)
        )
        if not custom:
            past = (
                tr("{model}: {H} heads, causal, trained on {t:,} positions (its preset).").format(
                    model=result.model, H=result.slopes.size, t=result.trained
                )
                + " "
                + past
            )
        slopes = (
            tr("Slopes of heads 1 to {H}: {values}.").format(
                H=result.slopes.size, values=", ".join(f"{s:.4g}" for s in result.slopes)
            )
            if result.slopes.size <= PRINTED
            else tr("Slopes from {first:.4g} (head 1) to {last:.4g} (head {H}).").format(
                first=result.slopes[0], last=result.slopes[-1], H=result.slopes.size
            )
        )
        self.show_key(
            tr(
                "Head {h} of {H}: slope {s:.4g}; its bias alone divides a weight by 10 at a distance of "
                "ln 10 / slope = {reach:.3g}.<br>{slopes}<br>Bias −slope·(i − j), {mask}.<br>{past}<br>"
                "Attention of seeded q, k (d = {d}): softmax(q·kᵀ/√d + bias), row by row."
            ).format(
                h=result.head,
                H=result.slopes.size,
                s=slope,
                reach=reach,
                slopes=slopes,
                mask=mask,
                past=past,
                d=result.width,
            ),
            caption=(0, 1) if custom else (0, 1, 3),
        )
