"""Attention sinks: each head's sink share against the number of keys, and StreamingLLM's kept tokens renumbered."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import sinks as spec_module
from ..i18n import tr
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import FONT_PT, color_key, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View

DASH = pg.QtCore.Qt.PenStyle.DashLine
DOT = pg.QtCore.Qt.PenStyle.DotLine
OTHER_HEADS = "#a0a0a0"
MOST_SYMBOLS = 200  # a part of the kept tokens drawn as dots too (more: the line alone, dots would merge)


class SinksView(View):
    spec = spec_module.SPEC
    result: spec_module.SinksResult | None

    def build(self):
        self.start_layout(2)
        self.share_plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(
            self.share_plot, tr("sink's share of attention"), tr("keys L (log scale)"), tr("share the sink takes")
        )
        self.cache_plot = self.layout_widget.addPlot(row=1, col=1)
        style_plot(
            self.cache_plot, tr("position in the cache"), tr("position in the stream"), tr("StreamingLLM's cache")
        )
        for plot in (self.share_plot, self.cache_plot):
            plot.setTitle(plot.titleLabel.text, size=f"{FONT_PT}pt")
            plot.setMenuEnabled(False)
        self.share_plot.setLogMode(x=True, y=False)
        self.heads: list[pg.PlotDataItem] = []
        self.chosen = self.share_plot.plot(pen=pg.mkPen(line_color(0), width=3))
        self.window_line = pg.InfiniteLine(angle=90, pen=pg.mkPen(line_color(1), width=1.5, style=DASH))
        self.context_line = pg.InfiniteLine(angle=90, pen=pg.mkPen(line_color(2), width=1.5, style=DASH))
        for line in (self.window_line, self.context_line):
            self.share_plot.addItem(line, ignoreBounds=True)
        self.same = self.cache_plot.plot(pen=pg.mkPen("#808080", width=1, style=DOT))
        self.first = self.cache_plot.plot(pen=pg.mkPen(line_color(0), width=2.5))
        self.recent = self.cache_plot.plot(pen=pg.mkPen(line_color(1), width=2.5))
        self.flow = PanelFlow(self.layout_widget, [self.share_plot, self.cache_plot], header=[self.key], stretch=[3, 2])
        return with_options(
            self.layout_widget,
            *self.option_rows(["layer", "head", "logit"], ["window", "context"], ["start", "recent", "stream"]),
        )

    def _head_curves(self, n: int) -> None:
        """One thin curve per head (made once per head count: a model's 64 heads, the example's 6)."""
        while len(self.heads) < n:
            curve = pg.PlotDataItem(pen=pg.mkPen(OTHER_HEADS, width=1))
            self.share_plot.addItem(curve)
            self.heads.append(curve)
        for k, curve in enumerate(self.heads):
            curve.setVisible(k < n)

    def draw(self, result, params, options):
        heads = result.sinks.size
        self._head_curves(heads)
        for k in range(heads):
            self.heads[k].setData(result.keys, result.share[k])
        self.chosen.setData(result.keys, result.share[result.head])
        self.chosen.setZValue(2)
        self.window_line.setValue(np.log10(options.window))
        self.context_line.setValue(np.log10(options.context))
        self.share_plot.setXRange(0.0, float(np.log10(result.keys[-1])), padding=0.01)
        self.share_plot.setYRange(0.0, 1.0, padding=0.02)
        self._draw_cache(result, options)
        h = result.head
        if result.source:
            what = tr("<b>{name}</b>: the sink logits of layer {layer} (layers 0 to {last}), {heads} heads.").format(
                name=result.source, layer=result.layer, last=result.layers - 1, heads=heads
            )
        else:
            what = tr(
                "<b>Example</b> sink logits s = {values}, typed (not a model's); open gpt-oss with File > Open "
                "model… for its own."
            ).format(values=", ".join(f"{s:g}" for s in result.sinks))
        entries = [
            (line_color(0), tr("head {h}, s = {s:.3g}").format(h=h, s=result.sinks[h])),
            (OTHER_HEADS, tr("the other heads")),
            (line_color(1), tr("window: {n:,} keys").format(n=options.window), True),
            (line_color(2), tr("context: {n:,} keys").format(n=options.context), True),
        ]
        self.show_key(
            "<br>".join(
                [
                    color_key(entries, 4),
                    what,
                    tr(
                        "Share = e^s / (e^s + L e^c), assuming every one of the L keys has the logit c = {c:g} "
                        "(a model's "
                        "logits depend on its input)."
                    ).format(c=options.logit),
                    tr(
                        "Head {h}'s sink takes a share of {w:.3g} at {window:,} keys and {x:.3g} at {context:,}."
                    ).format(
                        h=h,
                        w=result.at_window[h],
                        x=result.at_context[h],
                        window=options.window,
                        context=options.context,
                    ),
                    self._cache_text(result, options),
                ]
            ),
            caption=(0, 1, 2, 3, 4, 5),
        )

    def _draw_cache(self, result, options) -> None:
        kept = result.original.size
        start = min(options.start, kept)
        for curve, colour, part in (
            (self.first, line_color(0), slice(0, start)),
            (self.recent, line_color(1), slice(start, kept)),
        ):
            # dots while they stay apart (the first few tokens of a long stream: a line of them is a speck)
            count = part.stop - part.start
            symbol = {"symbol": "o", "symbolSize": 7} if count <= MOST_SYMBOLS else {"symbol": None}
            curve.setData(result.original[part], result.cache[part], **symbol, symbolBrush=colour, symbolPen=None)
        end = max(options.stream - 1, 1)
        self.same.setData([0.0, float(end)], [0.0, float(end)])
        self.cache_plot.setXRange(0.0, float(end), padding=0.02)
        self.cache_plot.setYRange(0.0, float(max(kept - 1, 1)), padding=0.05)

    @staticmethod
    def _cache_text(result, options) -> str:
        kept = result.original.size
        entries = [
            (line_color(0), tr("the first {n} tokens").format(n=min(options.start, kept))),
            (line_color(1), tr("the recent ones")),
            ("#808080", tr("position unchanged"), True),
        ]
        if options.stream <= options.start + options.recent:
            text = tr("StreamingLLM keeps all T = {t:,} tokens (T ≤ start + recent): each keeps its position.").format(
                t=options.stream
            )
        else:
            text = tr(
                "StreamingLLM keeps the first {start} and the last {recent} of T = {t:,} tokens; in the cache "
                "they are numbered 0 to {last} and their keys rotated at those positions: token {t1:,} is at "
                "{c1}."
            ).format(
                start=options.start,
                recent=options.recent,
                t=options.stream,
                last=kept - 1,
                t1=options.stream - 1,
                c1=kept - 1,
            )
        return color_key(entries, 3) + "<br>" + text
