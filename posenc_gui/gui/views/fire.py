"""FIRE: the map of the normalised distance x, x of one distance against the query's position, and an
illustrative MLP's bias against the distance for queries before and past L."""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg

from ...core.fire import FIRE_EPS
from ...specs import fire as spec_module
from ..i18n import tr
from ..plotting.matrix_panels import matrix_panel
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import FONT_PT, color_key, line_color, sequential_colormap, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View

DASH = pg.QtCore.Qt.PenStyle.DashLine


class FireView(View):
    spec = spec_module.SPEC
    result: spec_module.FireResult | None

    def build(self):
        self.start_layout(3)
        self.map = matrix_panel(
            self.layout_widget, 1, 0, tr("x of query i, key j"), tr("query i"), tr("key j"), sequential_colormap()
        )
        self.map_plot = self.map.plot
        self.l_lines = []
        for angle in (0, 90):
            line = pg.InfiniteLine(angle=angle, movable=False, pen=pg.mkPen(line_color(3), width=2, style=DASH))
            self.map_plot.addItem(line)
            self.l_lines.append(line)
        self.fixed_plot = self.layout_widget.addPlot(row=1, col=1)
        self.bias_plot = self.layout_widget.addPlot(row=1, col=2)
        for plot, left, bottom, title in (
            (self.fixed_plot, tr("x"), tr("query position i (log scale)"), tr("x of one distance against i")),
            (self.bias_plot, tr("bias"), tr("distance i − j (log scale)"), tr("the MLP's bias against the distance")),
        ):
            style_plot(plot, left, bottom, title)
            plot.setTitle(plot.titleLabel.text, size=f"{FONT_PT}pt")
            plot.setMenuEnabled(False)
            plot.setLogMode(x=True, y=False)
        self.fixed = self.fixed_plot.plot(pen=pg.mkPen(line_color(0), width=2.5))
        self.fixed_l = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen(line_color(3), width=2, style=DASH))
        self.fixed_plot.addItem(self.fixed_l)
        self.bias_curves = [
            self.bias_plot.plot(pen=pg.mkPen(line_color(k), width=2.5 - 0.3 * k))
            for k in range(len(spec_module.QUERY_FACTORS))
        ]
        self.flow = PanelFlow(
            self.layout_widget,
            [self.map_plot, self.fixed_plot, self.bias_plot],
            header=[self.key],
            choices=(2, 1),
            lead=True,
            row_stretch=[3, 2],
            stretch=[2, 1, 1],
            beside="left",
            beside_columns=2,
            lead_stretch=1.2,
        )
        return with_options(self.layout_widget, *self.option_rows(["preset", "c", "L"], ["distance", "span"]))

    def draw(self, result, params, options):
        n = result.x.shape[0]
        self.map.show(result.x, (0.0, 1.0))
        inside = n - 0.5 > result.L
        for line in self.l_lines:
            line.setValue(result.L)
            line.setVisible(inside)
        self.fixed.setData(result.queries, result.x_fixed)
        self.fixed_l.setValue(math.log10(result.L))
        self.fixed_plot.setXRange(math.log10(result.queries[0]), math.log10(result.queries[-1]), padding=0.02)
        top = float(np.nanmax(result.x_fixed))
        self.fixed_plot.setYRange(0.0, max(top, 1e-3) * 1.08, padding=0)
        lows, highs = [result.bias_at_zero], [result.bias_at_zero]
        for curve, r, b in zip(self.bias_curves, result.bias_distances, result.bias_curves):
            curve.setData(r, b)
            lows.append(float(b.min()))
            highs.append(float(b.max()))
        low, high = min(lows), max(highs)
        margin = max(0.05 * (high - low), 1e-3)
        self.bias_plot.setYRange(low - margin, high + margin, padding=0)
        self.bias_plot.setXRange(0.0, math.log10(float(result.bias_queries[-1])), padding=0.02)
        self._update_key(result, options)

    def _update_key(self, result, options) -> None:
        c, L, d = result.c, result.L, result.distance
        psi_l = math.log(c * L + 1.0)
        x_before = math.log(c * d + 1.0) / (psi_l + FIRE_EPS)
        far = float(result.queries[-1])
        x_far = float(result.x_fixed[-1])
        preset = tr(dict(spec_module.PRESETS)[result.preset])
        entries = [(line_color(k), tr("query i = {i:,}").format(i=int(q))) for k, q in enumerate(result.bias_queries)]
        where_l = (
            tr("Dashed: L = {L:g}, where the map's rows start dividing by their own ψ(i).").format(L=L)
            if result.x.shape[0] - 0.5 > L
            else tr("L = {L:g} lies past the map's {n} positions: every row divides by ψ(L).").format(
                L=L, n=result.x.shape[0]
            )
        )
        if d <= L:
            fixed = tr(
                "Distance {d}: x = {xb:.4f} for every query up to L, then it shrinks: {xf:.4f} at "
                "i = {far:,.0f}. A key at or before its query has x within [0, 1] at any length."
            ).format(d=d, xb=x_before, xf=x_far, far=far)
        else:
            fixed = tr(
                "Distance {d} is past L: every query that has it divides by its own ψ(i), so x falls from "
                "{x0:.4f} (i = {d}) to {xf:.4f} at i = {far:,.0f}."
            ).format(d=d, x0=float(result.x_fixed[0]), xf=x_far, far=far)
        self.show_key(
            color_key(entries, len(entries))
            + "<br>"
            + tr(
                "x<sub>ij</sub> = ψ(i − j) / (ψ(max(i, L)) + ε), ψ(r) = log(c·r + 1); c = {c:g}, L = {L:g}, "
                "ε = 10<sup>−6</sup>. Keys after the query (j &gt; i) are masked (blank)."
            ).format(c=c, L=L)
            + "<br>"
            + where_l
            + "<br>"
            + fixed
            + "<br>"
            + tr(
                "{preset}: bias {b0:.3g} at distance 0 for every query; queries up to L share one curve, a query past "
                "L spreads it over more distances.<br>Not trained weights: a ReLU MLP built to follow the curve at "
                "c = 0.1, L = 512."
            ).format(preset=preset, b0=result.bias_at_zero),
            caption=(0, 1, 3),
        )
