"""xPos: each pair's scale ζ_j beside RoPE's θ_j, the decay of a few pairs, and the all-ones score of both."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import xpos as spec_module
from ..i18n import tr
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import FONT_PT, color_key, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View

DASH = pg.QtCore.Qt.PenStyle.DashLine


class XposView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout(3)
        self.pair_plot = self.layout_widget.addPlot(row=1, col=0)
        self.decay_plot = self.layout_widget.addPlot(row=1, col=1)
        self.score_plot = self.layout_widget.addPlot(row=1, col=2)
        for plot, left, bottom, title in (
            (self.pair_plot, tr("value (log scale)"), tr("pair j"), tr("ζ<sub>j</sub> and θ<sub>j</sub> per pair")),
            (
                self.decay_plot,
                tr("decay"),
                tr("distance r"),
                tr("decay ζ<sub>j</sub><sup>r / scale_base</sup> of a few pairs"),
            ),
            (self.score_plot, tr("q·k, q = k = all ones"), tr("distance r"), tr("score: RoPE and xPos")),
        ):
            style_plot(plot, left, bottom, title)
            plot.setTitle(plot.titleLabel.text, size=f"{FONT_PT}pt")
            plot.setMenuEnabled(False)
        self.pair_plot.setLogMode(x=False, y=True)
        self.zeta = self.pair_plot.plot(pen=pg.mkPen(line_color(0), width=2.5))
        self.theta = self.pair_plot.plot(pen=pg.mkPen(line_color(1), width=2))
        self.decays = [self.decay_plot.plot(pen=pg.mkPen(line_color(k + 2), width=2)) for k in range(5)]
        self.rope = self.score_plot.plot(pen=pg.mkPen(line_color(1), width=1.5))
        self.xpos = self.score_plot.plot(pen=pg.mkPen(line_color(0), width=2.5))
        self.zero = pg.InfiniteLine(angle=0, movable=False, pen=pg.mkPen("#808080", width=1, style=DASH))
        self.score_plot.addItem(self.zero)
        # the scores (the main plot) above, the pairs' scales and decays under them; or one above another
        self.flow = PanelFlow(
            self.layout_widget,
            [self.score_plot, self.pair_plot, self.decay_plot],
            header=[self.key],
            choices=(2, 1),
            lead=True,
            row_stretch=[3, 2],
            stretch=[2, 1, 1],
            beside="left",
            beside_columns=2,
            lead_stretch=1.6,
        )
        return with_options(self.layout_widget, *self.option_rows(["d", "gamma", "scale_base", "r_max"]))

    def draw(self, result, params, options):
        pairs = np.arange(result.zeta.size, dtype=np.float64)
        self.zeta.setData(pairs, result.zeta)
        self.theta.setData(pairs, result.theta)
        for k, curve in enumerate(self.decays):
            if k < result.pairs.size:
                curve.setData(result.r, result.decay[:, k])
            else:
                curve.setData([], [])
        self.decay_plot.setYRange(0.0, 1.02, padding=0)
        self.rope.setData(result.r, result.rope)
        self.xpos.setData(result.r, result.xpos)
        d = options.d
        self.score_plot.setYRange(-0.45 * d, 1.05 * d, padding=0)
        for plot in (self.decay_plot, self.score_plot):
            plot.setXRange(0, float(result.r[-1]) or 1.0, padding=0.01)
        pair_key = color_key(
            [
                (line_color(0), tr("ζ<sub>j</sub> = (2j/d + γ)/(1 + γ)")),
                (line_color(1), tr("RoPE's θ<sub>j</sub> = base<sup>−2j/d</sup>")),
            ],
            2,
        )
        decay_key = color_key(
            [(line_color(k + 2), tr("pair {j}").format(j=int(j))) for k, j in enumerate(result.pairs)], 5
        )
        score_key = color_key(
            [
                (line_color(1), tr("RoPE: Σ<sub>j</sub> 2 cos(rθ<sub>j</sub>)")),
                (line_color(0), tr("xPos: Σ<sub>j</sub> 2 ζ<sub>j</sub><sup>r/scale_base</sup> cos(rθ<sub>j</sub>)")),
            ],
            2,
        )
        last = result.r[-1]
        self.show_key(
            "<br>".join([pair_key, decay_key, score_key])
            + "<br>"
            + tr(
                "d = {d}, γ = {g:g}, scale_base = {s:g}, base = {b:g}. Every ζ<sub>j</sub> is below 1, the fast pairs' "
                "smallest:<br>they fade first, which damps the score's oscillation. At r = {r:g}: RoPE {ro:.3g}, "
                "xPos {xo:.3g} (both {d} at r = 0).<br>xPos scales the query by ζ<sup>n/scale_base</sup> and "
                "the key by "
                "ζ<sup>−m/scale_base</sup>: their product keeps ζ<sup>(n − m)/scale_base</sup>."
            ).format(
                d=d,
                g=options.gamma,
                s=options.scale_base,
                b=params.base,
                r=last,
                ro=result.rope[-1],
                xo=result.xpos[-1],
            ),
            caption=(0, 1, 2),
        )
