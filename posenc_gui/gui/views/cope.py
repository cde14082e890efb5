"""CoPE: a sentence's gates under a rule, as a matrix of query by key, and the positions the last word gives
each word against its distance in tokens."""

from __future__ import annotations

import pyqtgraph as pg

from ...specs import cope as spec_module
from ..i18n import tr
from ..plotting.fast_items import Dots
from ..plotting.matrix_panels import matrix_panel
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import FONT_PT, color_key, line_color, sequential_colormap, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View

DASH = pg.QtCore.Qt.PenStyle.DashLine
LISTED = 8  # counted words the key names


class CopeView(View):
    spec = spec_module.SPEC
    result: spec_module.CopeResult | None

    def build(self):
        self.start_layout(2)
        self.gates = matrix_panel(
            self.layout_widget,
            1,
            0,
            tr("gate g<sub>ij</sub> of query i, key j"),
            tr("query i"),
            tr("key j"),
            sequential_colormap(),
        )
        self.gate_plot = self.gates.plot
        self.position_plot = self.layout_widget.addPlot(row=1, col=1)
        style_plot(
            self.position_plot,
            tr("CoPE position p"),
            tr("token distance from the last word"),
            tr("positions from the last word"),
        )
        self.position_plot.setTitle(self.position_plot.titleLabel.text, size=f"{FONT_PT}pt")
        self.position_plot.setMenuEnabled(False)
        self.all_open = self.position_plot.plot(pen=pg.mkPen(line_color(1), width=2, style=DASH))
        self.clamp = pg.InfiniteLine(angle=0, movable=False, pen=pg.mkPen(line_color(3), width=2, style=DASH))
        self.position_plot.addItem(self.clamp)
        self.line = self.position_plot.plot(pen=pg.mkPen(line_color(0), width=2))
        self.dots = Dots(9, line_color(0))
        self.position_plot.addItem(self.dots)
        self.flow = PanelFlow(
            self.layout_widget, [self.gate_plot, self.position_plot], header=[self.key], stretch=[1, 1]
        )
        self.bind_control("sentence").setMinimumWidth(260)
        return with_options(
            self.layout_widget, *self.option_rows(["sentence"], ["gate", "word"], ["d", "seed", "npos"])
        )

    def draw(self, result, params, options):
        for field, rule in (("word", "word"), ("d", "qk"), ("seed", "qk")):  # a box the rule does not use is off
            self.controls[field].setEnabled(result.gate == rule)
        n = len(result.tokens)
        self.gates.show(result.gates, (0.0, 1.0))
        step = max(1, -(-n // 12))  # at most 12 words beside the rows: more would overlap
        self.gate_plot.getAxis("left").setTicks([[(i, f"{i}: {t}") for i, t in enumerate(result.tokens)][::step], []])
        self.gate_plot.getAxis("bottom").setTicks([[(j, str(j)) for j in range(0, n, step)], []])
        distance = result.token_distance
        self.all_open.setData(distance, distance + 1.0)
        self.line.setData(distance, result.positions)
        self.dots.setData(distance, result.positions)
        self.clamp.setValue(result.npos - 1)
        self.clamp.setVisible(result.npos > 0)
        self.position_plot.setXRange(-0.5, n - 0.5, padding=0.02)
        self.position_plot.setYRange(0.0, n + 0.5, padding=0.02)
        self._update_key(result, options)

    def _update_key(self, result, options) -> None:
        n = len(result.tokens)
        counted = result.counted
        words = ", ".join(f"{j}: {result.tokens[j]}" for j in counted[:LISTED])
        if len(counted) > LISTED:
            words += ", …"
        if result.gate == "qk":
            rule = tr(
                "Seeded q·k (d = {d}, seed {seed}), an untrained head: gates σ(q<sub>i</sub>·k<sub>j</sub>/√d) "
                "lie between 0 and 1, so p is fractional."
            ).format(d=options.d, seed=options.seed)
        elif result.gate == "sentence":
            rule = tr(
                "Gates open (1) only at words that end a sentence (. ! ? …): p counts the sentence ends "
                "from key j to the last word."
            )
        else:
            rule = tr(
                "Gates open (1) only at the word “{word}”: p counts its occurrences from key j to the last word."
            ).format(word=spec_module.bare(options.word))
        if counted:
            count = tr(
                "The last word's gates are at least ½ at {k} of {n} words ({words}); the first word gets p = {p:.3g}."
            ).format(k=len(counted), n=n, words=words, p=float(result.positions[0]))
        else:
            count = tr(
                "The last word's gates are below ½ at every word: the first word gets p = {p:.3g}, "
                "fewer than its {n} tokens."
            ).format(p=float(result.positions[0]), n=n)
        clamp = (
            tr("Positions are clamped to npos − 1 = {top} (dashed).").format(top=result.npos - 1) if result.npos else ""
        )
        entries = [
            (line_color(0), tr("p<sub>ij</sub> = Σ<sub>t=j..i</sub> g<sub>it</sub>, i the last word")),
            (line_color(1), tr("every gate open: p = distance + 1")),
        ]
        self.show_key(
            color_key(entries, 2)
            + "<br>"
            + rule
            + "<br>"
            + count
            + (" " + clamp if clamp else "")
            + "<br>"
            + tr(
                "Attention then adds the position logit q<sub>i</sub>·e[p], interpolated "
                "between e[⌊p⌋] and e[⌈p⌉]: it finds keys by what the gates count, not by "
                "tokens."
            ),
            caption=(0, 1, 2),
        )
