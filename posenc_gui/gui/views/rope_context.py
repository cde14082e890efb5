"""The turns each RoPE pair makes over the original context and over the target one; unseen angles marked."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import rope_context as spec_module
from ..i18n import tr
from ..plotting.style import color_key, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit import long_context_controls as controls
from .kit.base import View

DASH = pg.QtCore.Qt.PenStyle.DashLine
UNSEEN = "#C00000"


class RopeContextView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout()
        self.plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(self.plot, tr("turns over the context (log scale)"), tr("pair i"))
        self.plot.setMenuEnabled(False)
        self.plot.setLogMode(x=False, y=True)
        self.trained = self.plot.plot(pen=pg.mkPen(line_color(2), width=2))
        self.target = self.plot.plot(pen=pg.mkPen(line_color(3), width=2.5))
        # (a PlotDataItem: it follows the plot's log axis, where a bare ScatterPlotItem drew 10^turns)
        self.unseen = self.plot.plot(
            pen=None, symbol="o", symbolSize=9, symbolPen=pg.mkPen(UNSEEN, width=1.5), symbolBrush=pg.mkBrush(None)
        )
        self.one_turn = pg.InfiniteLine(
            angle=0,
            pos=0.0,
            movable=False,
            label=tr("one turn"),
            pen=pg.mkPen("#808080", width=1, style=DASH),
            labelOpts={"position": 0.97, "anchors": [(1, 1), (1, 1)], "color": "#606060"},
        )
        self.plot.addItem(self.one_turn)
        return with_options(self.layout_widget, *self.option_rows([controls.name("source")]))

    def draw(self, result, params, options):
        s = result.setting
        pairs = np.arange(result.turns_trained.size, dtype=np.float64)
        self.trained.setData(pairs, result.turns_trained)
        self.target.setData(pairs, result.turns_target)
        self.unseen.setData(pairs[result.unseen], result.turns_target[result.unseen])
        values = np.concatenate([result.turns_trained, result.turns_target])
        self.plot.setYRange(np.log10(values.min()) - 0.2, np.log10(max(values.max(), 1.0)) + 0.2, padding=0)
        self.plot.setXRange(-0.5, pairs[-1] + 0.5, padding=0.01)
        count = int(result.unseen.sum())
        entries = [
            (line_color(2), tr("original context: {n:,} positions, no scaling").format(n=s.trained)),
            (line_color(3), tr("target: {n:,} positions, under the rule").format(n=s.target)),
        ]
        key = color_key(entries, 2)
        # "never saw" holds only for a model trained at the original context alone: Llama 3.1 was trained further
        # at its long context, so the claim names its condition
        mark = (
            (
                f'<span style="color:{UNSEEN}; font-weight:bold">○</span> '
                + tr(
                    "{k} pairs turn less than once within the original context and go further at the target: "
                    "angles a model trained only at the original context never saw"
                ).format(k=count)
            )
            if count
            else tr(
                "No pair goes past the angles it reached within the original context (each under one turn there stays "
                "within it)."
            )
        )
        self.show_key(
            "<br>".join(
                [
                    key,
                    mark,
                    tr(
                        "{name}: a pair that makes a full turn within the original context "
                        "meets every angle there; one that does not meets only part of the "
                        "circle."
                    ).format(name=controls.setting_name(s)),
                ]
            ),
            caption=(0, 1),
        )
