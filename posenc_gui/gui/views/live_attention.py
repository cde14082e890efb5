"""A trained model's attention on the sentence, one layer and head, as trained and under the experiment, side by
side; beside them each head's mean attended distance in both runs."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import live_attention as spec_module
from ...specs.kit.live_model import OWNER
from ..i18n import tr
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import FONT_PT, color_key, line_color, sequential_colormap, style_plot
from ..plotting.token_plots import TokenHeatmap
from ..widgets.option_rows import with_options
from .kit import live_controls as controls
from .kit.base import View

BAR = 0.38
CHOSEN_BRUSH = (230, 160, 0, 60)


def token_ticks(tokens, numbered: bool = True) -> list:
    """Each token at its index: "i: token" on the query axis, the index alone on the key axis when the tokens are
    many (words side by side would overlap)."""
    if numbered:
        return [[(i, f"{i}: {t}") for i, t in enumerate(tokens)]]
    step = 1 if len(tokens) <= 10 else 2 if len(tokens) <= 24 else int(np.ceil(len(tokens) / 12))
    return [[(i, str(i)) for i in range(0, len(tokens), step)]]


class LiveAttentionView(controls.StoppableRun, View):
    spec = spec_module.SPEC
    result: spec_module.LiveAttentionResult | None

    def build(self):
        self.start_layout(3)
        cmap = sequential_colormap()
        self.maps = {}
        for col, (which, title) in enumerate((("trained", tr("as trained")), ("changed", tr("experiment")))):
            plot = self.layout_widget.addPlot(row=1, col=col)
            self.maps[which] = TokenHeatmap(plot, cmap, title, tr("query") if col == 0 else "", tr("key"))
        self.bars_plot = self.layout_widget.addPlot(row=1, col=2)
        style_plot(self.bars_plot, tr("mean distance (tokens)"), tr("head"))
        self.bars_plot.setMenuEnabled(False)
        self.bars_plot.setMouseEnabled(False, False)
        self.bars_plot.hideButtons()
        self.chosen = pg.LinearRegionItem(orientation="vertical", movable=False, brush=CHOSEN_BRUSH, pen=pg.mkPen(None))
        self.chosen.setZValue(-10)
        self.bars_plot.addItem(self.chosen)
        self.bars = {}
        for k, which in enumerate(("trained", "changed")):
            self.bars[which] = pg.BarGraphItem(
                x=[0], height=[0], width=BAR, brush=line_color(k), pen=pg.mkPen(line_color(k))
            )
            self.bars_plot.addItem(self.bars[which])
        # the second map's queries are the first's: its left axis keeps its line, not the words again
        self.maps["changed"].plot.getAxis("left").setStyle(showValues=False)
        self.maps["changed"].plot.getAxis("left").setWidth(8)
        self.flow = PanelFlow(
            self.layout_widget,
            [m.plot for m in self.maps.values()] + [self.bars_plot],
            header=[self.key],
            choices=(3, 2, 1),
            stretch=[4, 3, 2],
            shape=(260, 260),
        )
        controls.sentence_box(self)
        rows = controls.experiment_rows(self, [controls.name("model"), controls.name("layer"), controls.name("head")])
        box = with_options(self.layout_widget, rows[0], *self.option_rows([controls.name("sentence")]), *rows[1:])
        return controls.finish(self, box)

    def main_plots(self) -> list:
        return [m.plot for m in self.maps.values()]

    def update_overlay(self, params, options):
        controls.show_relevant(self, self.store.options(OWNER))

    def draw(self, result, params, options):
        controls.refit(self.flow)
        setting = self.store.options(OWNER)
        n = len(result.tokens)
        top = max(float(result.trained.max()), float(result.changed.max()), 1e-6)
        rows = token_ticks(result.tokens)
        columns = token_ticks(result.tokens, numbered=False)
        self.maps["trained"].set_data(result.trained, (0.0, top), rows, columns)
        self.maps["changed"].set_data(result.changed, (0.0, top), rows, columns)
        self.maps["changed"].plot.setTitle(
            controls.experiment_name(result.experiment, setting), size=f"{FONT_PT + 2}pt"
        )
        self.maps["trained"].plot.setTitle(
            tr("as trained: layer {l}, head {h}").format(l=result.layer, h=result.head), size=f"{FONT_PT + 2}pt"
        )
        heads = np.arange(result.heads, dtype=float)
        self.bars["trained"].setOpts(x=heads - BAR / 2, height=result.distance_trained, width=BAR)
        self.bars["changed"].setOpts(x=heads + BAR / 2, height=result.distance_changed, width=BAR)
        self.chosen.setRegion((result.head - 0.5, result.head + 0.5))
        step = 1 if result.heads <= 10 else max(2, int(np.ceil(result.heads / 12)))
        self.bars_plot.getAxis("bottom").setTicks([[(h, str(h)) for h in range(0, result.heads, step)]])
        self.bars_plot.setXRange(-0.6, result.heads - 0.4, padding=0)
        highest = float(np.nanmax([result.distance_trained.max(), result.distance_changed.max(), 1.0]))
        self.bars_plot.setYRange(0, highest * 1.1, padding=0)
        self.bars_plot.setTitle(tr("layer {l}: distance per head").format(l=result.layer), size=f"{FONT_PT + 2}pt")
        self._describe(result, setting, n, top)

    def _describe(self, result, setting, n: int, top: float) -> None:
        d_trained = float(result.distance_trained[result.head])
        d_changed = float(result.distance_changed[result.head])
        back, first = int(np.argmax(result.previous)), int(np.argmax(result.first))
        entries = [
            (line_color(0), tr("as trained")),
            (line_color(1), controls.experiment_name(result.experiment, setting)),
        ]
        headline = tr(
            "<b>{model}</b>, layer {l} of {layers}, head {h} of {heads}: mean distance {a:.2f} tokens as "
            "trained, {b:.2f} under the experiment. In this layer head {back} looks back one token "
            "({p:.0%} of its attention), head {first} attends to the first token ({f:.0%})."
        ).format(
            model=result.model,
            l=result.layer,
            layers=result.layers,
            h=result.head,
            heads=result.heads,
            a=d_trained,
            b=d_changed,
            back=back,
            p=float(result.previous[back]),
            first=first,
            f=float(result.first[first]),
        )
        key = (
            color_key(entries, 4)
            + "&nbsp;&nbsp; "
            + tr("maps: attention weight, dark 0 to bright {top:.2f}").format(top=top)
        )
        lines = [headline, key, controls.token_line(result.tokens, result.unknown, result.pieces)]
        if result.experiment == "shuffled":
            lines.append(
                tr(
                    "The shuffled run's map is drawn in the sentence's order (rows and columns put back), "
                    "so the maps compare cell by cell."
                )
            )
        self.show_key("<br>".join(lines), caption=(0, 1, 2))
