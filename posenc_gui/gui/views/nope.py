"""NoPE: the causal mask alone gives query t the weight 1/(t + 1) on the first token, a fading position signal."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import nope as spec_module
from ..i18n import tr
from ..plotting.matrix_panels import matrix_panel
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import FONT_PT, color_key, line_color, sequential_colormap, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View


class NopeView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout(2)
        self.matrix = matrix_panel(
            self.layout_widget,
            1,
            0,
            tr("causal attention, equal logits"),
            tr("query t"),
            tr("key"),
            sequential_colormap(),
        )
        self.matrix_plot, self.image = self.matrix
        self.signal_plot = self.layout_widget.addPlot(row=1, col=1)
        style_plot(self.signal_plot, tr("value (log scale)"), tr("query position t"), tr("what position t can read"))
        self.signal_plot.setTitle(self.signal_plot.titleLabel.text, size=f"{FONT_PT}pt")
        self.signal_plot.setMenuEnabled(False)
        self.signal_plot.setLogMode(x=False, y=True)
        self.signal = self.signal_plot.plot(pen=pg.mkPen(line_color(0), width=3))
        self.gap = self.signal_plot.plot(pen=pg.mkPen(line_color(1), width=2))
        self.flow = PanelFlow(
            self.layout_widget, [self.matrix_plot, self.signal_plot], header=[self.key], stretch=[1, 1]
        )
        return with_options(self.layout_widget)

    def draw(self, result, params, options):
        self.matrix.show(np.where(result.weights > 0, result.weights, np.nan), (0.0, 1.0))
        self.signal.setData(result.position, result.first_token_weight)
        self.gap.setData(result.position[:-1], result.neighbour_gap)
        n = result.position.size
        self.signal_plot.setXRange(0, max(n - 1, 1), padding=0.01)
        last = n - 1
        entries = [
            (line_color(0), tr("weight on the first token = 1/(t + 1)")),
            (line_color(1), tr("its drop from t to t + 1 = 1/((t + 1)(t + 2))")),
        ]
        self.show_key(
            color_key(entries, 2)
            + "<br>"
            + tr(
                "No position encoding: a distinct first token, then identical tokens, all logits equal.<br>"
                "With a causal mask query t sees t + 1 keys and gives each 1/(t + 1); a value that marks the "
                "first token comes out as 1/(t + 1),<br>so a later layer can tell positions apart (Kazemnejad et "
                "al. 2023). The signal fades: at t = {t} it is {w:.3g}, {g:.2g} from its neighbour.<br>"
                "Without the causal mask every query sees all keys and gets the same output: no position at "
                "all."
            ).format(
                t=last,
                w=result.first_token_weight[-1],
                g=result.neighbour_gap[-1] if result.neighbour_gap.size else 0.0,
            ),
            caption=(0, 1),
        )
