"""The bag-of-words proof on a trained model: per shuffled token, the largest difference between its output and the
same token's in the sentence, without positions and with them (a log scale: 1e-6 is rounding, 1 is a change)."""

from __future__ import annotations

import html

import numpy as np
import pyqtgraph as pg

from ...specs import live_bag as spec_module
from ..i18n import tr
from ..plotting.style import FONT_PT, color_key, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit import live_controls as controls
from .kit.base import View

FLOOR = 1e-9  # a difference of exactly 0 drawn here (a log axis has no 0)
ROUNDING = 1e-4  # below this a difference is float32 rounding: the rows are the same


def number(value: float) -> str:
    """A difference as it reads best: 2.08, or 1.0e-06 for rounding."""
    return f"{value:.2f}" if value >= 0.01 else f"{value:.1e}"


class LiveBagView(controls.StoppableRun, View):
    spec = spec_module.SPEC
    result: spec_module.LiveBagResult | None

    def build(self):
        self.start_layout(1)
        self.plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(
            self.plot,
            tr("largest |difference| (log scale)"),
            tr("shuffled token"),
            tr("shuffled output vs the same token's in the sentence"),
        )
        self.plot.setLogMode(x=False, y=True)
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(False, False)
        self.plot.hideButtons()
        self.plot.getAxis("left").enableAutoSIPrefix(False)
        self.rounding = pg.InfiniteLine(
            pos=np.log10(ROUNDING),
            angle=0,
            movable=False,
            pen=pg.mkPen("#808080", width=1, style=pg.QtCore.Qt.PenStyle.DotLine),
        )
        self.plot.addItem(self.rounding)
        self.curves = {}
        for k, which in enumerate(("with", "without")):
            colour = line_color(k)
            self.curves[which] = self.plot.plot(
                pen=pg.mkPen(colour, width=2), symbol="o", symbolSize=8, symbolBrush=colour, symbolPen=pg.mkPen(None)
            )
        controls.sentence_box(self)
        return with_options(
            self.layout_widget,
            *self.option_rows([controls.name("sentence"), controls.name("seed"), self.make_stop_button()]),
        )

    def update_overlay(self, params, options):
        pass

    def draw(self, result, params, options):
        n = len(result.order)
        x = np.arange(n, dtype=float)
        self.curves["with"].setData(x, np.maximum(result.with_positions, FLOOR))
        self.curves["without"].setData(x, np.maximum(result.without, FLOOR))
        shuffled = result.shuffled_tokens
        ticks = (
            [[(i, t) for i, t in enumerate(shuffled)]]
            if n <= 20
            else [[(i, str(i)) for i in range(0, n, int(np.ceil(n / 20)))]]
        )
        self.plot.getAxis("bottom").setTicks(ticks)
        self.plot.setXRange(-0.5, n - 0.5, padding=0)
        top = max(result.largest_with, result.largest_without, 1.0)
        bottom = max(min(float(result.without.min()), float(result.with_positions.min()), ROUNDING) / 3, FLOOR)
        self.plot.setYRange(np.log10(bottom), np.log10(top) + 0.3, padding=0)
        self._describe(result)

    def _describe(self, result) -> None:
        entries = [(line_color(0), tr("with positions")), (line_color(1), tr("without positions"))]
        without, with_positions = result.largest_without, result.largest_with
        if result.causal:
            verdict = tr(
                "<b>Without positions: {a}.</b> A causal LM's mask lets each token see only the tokens "
                "before it: the mask itself is an order signal, so the outputs differ even without "
                "positions."
            ).format(a=number(without))
        elif without < ROUNDING:
            verdict = tr(
                "<b>Without positions: largest difference {a:.1e}</b> (outputs up to {scale:.2f}): the "
                "same rows, reordered, up to float32 rounding. The model reads a bag of words."
            ).format(a=without, scale=result.scale)
        else:
            verdict = tr("<b>Without positions: largest difference {a:.1e}</b> (outputs up to {scale:.2f}).").format(
                a=without, scale=result.scale
            )
        lines = [
            verdict,
            tr("<b>With positions: {b:.2f}</b>: order matters.").format(b=with_positions),
            color_key(entries, 2, note=tr("dotted: 1e-4, float32 rounding below it")),
            tr("Sentence: {a}").format(a=html.escape(" ".join(result.tokens))),
            tr("Shuffled: {b}").format(b=html.escape(" ".join(result.shuffled_tokens))),
        ]
        self.show_key("<br>".join(lines), caption=(0, 1, 2))
        self.plot.setTitle(tr("{model}: shuffled vs sentence").format(model=result.model), size=f"{FONT_PT + 2}pt")
