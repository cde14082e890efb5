"""What a position experiment changes: per token the cosine between the final hidden states as trained and under
the experiment; for a causal LM the next-token log-probability along the sentence for each experiment."""

from __future__ import annotations

import html

import numpy as np
import pyqtgraph as pg

from ...specs import live_change as spec_module
from ...specs.kit.live_model import OWNER
from ..i18n import error_text, tr
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import FONT_PT, color_key, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit import live_controls as controls
from .kit.base import View

MOST_CURVES = 8
UNCHANGED = 1e-5  # a cosine within this of 1: the experiment changed nothing but rounding
# log-probabilities this close: the curve lies on as trained's (float32 angles past position 8,192 move them 1e-4)
SAME_CURVE = 1e-3


def unchanged_reason(result, change: float) -> str:
    """Why an experiment changes nothing here (it is no mistake of the app)."""
    if result.experiment in ("shifted", "past") and result.positions == "rope":
        return tr(
            "<b>Nothing changed</b> (at most {x:.0e}): RoPE's scores depend only on the distance i − j, so a "
            "shift leaves them as they were."
        ).format(x=change)
    if result.experiment in ("dynamic", "longrope"):
        return tr(
            "<b>Nothing changed</b> (at most {x:.0e}): this rule changes the frequencies only for a text "
            "longer than the original context."
        ).format(x=change)
    return tr("<b>Nothing changed</b> (at most {x:.0e}).").format(x=change)


def colour_of(name: str) -> str:
    """Each experiment keeps its colour whatever else is drawn (as trained the first)."""
    order = ("trained", "none", "shifted", "stretched", "past")
    return line_color(order.index(name) if name in order else 5)


class LiveChangeView(controls.StoppableRun, View):
    spec = spec_module.SPEC
    result: spec_module.LiveChangeResult | None

    def build(self):
        self.start_layout(2)
        self.cos_plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(self.cos_plot, "", tr("cosine (1: unchanged)"))
        self.cos_plot.invertY(True)
        self.curve_plot = self.layout_widget.addPlot(row=1, col=1)
        style_plot(self.curve_plot, tr("log p(next token)"), tr("token"))
        for plot in (self.cos_plot, self.curve_plot):
            plot.setMenuEnabled(False)
            plot.setMouseEnabled(False, False)
            plot.hideButtons()
        self.cos_bars = pg.BarGraphItem(
            x0=[0], y=[0], width=[0], height=0.7, brush=line_color(1), pen=pg.mkPen(line_color(1))
        )
        self.cos_plot.addItem(self.cos_bars)
        self.one = pg.InfiniteLine(
            pos=1.0,
            angle=90,
            movable=False,
            pen=pg.mkPen(line_color(0), width=1.5, style=pg.QtCore.Qt.PenStyle.DashLine),
        )
        self.cos_plot.addItem(self.one)
        self.curves = [
            self.curve_plot.plot(
                pen=pg.mkPen(line_color(k), width=2),
                symbol="o",
                symbolSize=6,
                symbolBrush=line_color(k),
                symbolPen=pg.mkPen(None),
            )
            for k in range(MOST_CURVES)
        ]
        self.flow = PanelFlow(
            self.layout_widget,
            [self.cos_plot, self.curve_plot],
            header=[self.key],
            choices=(2, 1),
            shape=(300, 180),
            stretch=[2, 3],
        )
        return controls.finish(self, with_options(self.layout_widget, *controls.experiment_rows(self, [])))

    def update_overlay(self, params, options):
        controls.show_relevant(self, self.store.options(OWNER))

    def draw(self, result, params, options):
        controls.refit(self.flow)
        setting = self.store.options(OWNER)
        n = len(result.tokens)
        x = np.arange(n, dtype=float)
        colour = colour_of(result.experiment)
        self.cos_bars.setOpts(x0=np.zeros(n), y=x, width=result.cosine, height=0.7, brush=colour, pen=pg.mkPen(colour))
        low = float(min(result.cosine.min(), 0.0))
        self.cos_plot.setXRange(low, 1.05, padding=0)
        self.cos_plot.setYRange(-0.6, n - 0.4, padding=0)
        step = max(1, int(np.ceil(n / 32)))
        self.cos_plot.getAxis("left").setTicks([[(i, f"{i}: {t}") for i, t in enumerate(result.tokens)][::step]])
        self.curve_plot.getAxis("bottom").setTicks([[(i, str(i)) for i in range(0, n, max(1, int(np.ceil(n / 16))))]])
        entries = []
        names = list(result.curves)
        for k, curve in enumerate(self.curves):
            if k < len(names):
                name = names[k]
                colour = colour_of(name)
                width = 3.5 if name == result.experiment else 2
                if name == "trained":  # dashed, on top: a curve that lies on it (RoPE shifted) shows through
                    curve.setPen(pg.mkPen(colour, width=2.5, style=pg.QtCore.Qt.PenStyle.DashLine))
                    curve.setZValue(10)
                else:
                    curve.setPen(pg.mkPen(colour, width=width))
                    curve.setZValue(0)
                curve.setSymbolBrush(colour)
                values = result.curves[name]
                first = 1 if result.causal else 0
                curve.setData(x[first:], values[first:])
                text = controls.experiment_name(name, setting)
                trained = result.curves.get("trained")
                if (
                    name != "trained"
                    and trained is not None
                    and np.nanmax(np.abs(values[1:] - trained[1:])) < SAME_CURVE
                ):
                    text += " " + tr("(on as trained)")  # (RoPE: a shift leaves the scores as they were)
                entries.append((colour, text))
            else:
                curve.setData([], [])
        values = np.concatenate([v[np.isfinite(v)] for v in result.curves.values()]) if names else np.zeros(0)
        if result.causal:
            self.curve_plot.setLabel("left", tr("log p(next token)"))
            self.curve_plot.setTitle(tr("next-token log-probability, per experiment"), size=f"{FONT_PT + 2}pt")
            if values.size:
                self.curve_plot.setYRange(float(values.min()) - 0.5, max(float(values.max()), 0.0) + 0.3, padding=0)
            self.curve_plot.setXRange(0.5, n - 0.5, padding=0.02)
        else:
            self.curve_plot.setLabel("left", tr("cosine with as trained"))
            self.curve_plot.setTitle(tr("each experiment's cosine per token"), size=f"{FONT_PT + 2}pt")
            self.curve_plot.setYRange(min(float(values.min()) if values.size else 0.0, 0.0) - 0.02, 1.05, padding=0)
            self.curve_plot.setXRange(-0.5, n - 0.5, padding=0.02)
        self.cos_plot.setTitle(
            tr("as trained vs {experiment}").format(experiment=controls.experiment_name(result.experiment, setting)),
            size=f"{FONT_PT + 2}pt",
        )
        lowest = int(np.argmin(result.cosine))
        lines = [
            tr(
                "<b>{model}</b>, {experiment}: mean cosine {mean:.3f} between each token's final hidden state "
                "as trained and under the experiment; the lowest {low:.3f} at token {i} ({token})."
            ).format(
                model=result.model,
                experiment=controls.experiment_name(result.experiment, setting),
                mean=float(result.cosine.mean()),
                low=float(result.cosine[lowest]),
                i=lowest,
                token=html.escape(result.tokens[lowest]),
            ),
            color_key(entries, 6),
        ]
        change = float(np.max(np.abs(1.0 - result.cosine)))
        if change < UNCHANGED:
            lines[0] += " " + unchanged_reason(result, change)
        if not result.causal:
            lines.append(tr("An encoder predicts no next token: right, each experiment's cosines along the sentence."))
        for name, exc in result.refused.items():
            lines.append(
                tr("{experiment}: not run: {why}").format(
                    experiment=controls.experiment_name(name, setting), why=error_text(exc)
                )
            )
        self.show_key("<br>".join(lines), caption=(0, 1))
