"""Up to four models' RoPE wavelengths on one axis, their contexts as marks, and a table of their keys."""

from __future__ import annotations

import html

import numpy as np
import pyqtgraph as pg

from ...specs import model_compare as spec_module
from ..i18n import tr
from ..plotting.style import FONT_PT, color_key, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View
from .kit.emphasis import MarkLines
from .kit.model_words import reach_words, rule_words

DASH, DOT = pg.QtCore.Qt.PenStyle.DashLine, pg.QtCore.Qt.PenStyle.DotLine
SLOTS = len(spec_module.SLOTS)


class ModelCompareView(View):
    spec = spec_module.SPEC
    result: spec_module.ModelCompareResult | None

    def build(self):
        self.start_layout()
        self.plot = self.layout_widget.addPlot(row=1, col=0)
        # the y axis's words as the plot's title: across the plot they never wrap onto the 10ⁿ ticks (as a left
        # label they ran four lines deep over them in a low plot: the stage's, a narrow dock's)
        style_plot(
            self.plot,
            "",
            tr("pair's place among the rotated dimensions (2k / rotated dims)"),
            title=tr("wavelength 2π/θ (positions, log scale)"),
        )
        self.plot.getAxis("left").showLabel(False)
        self.plot.setMenuEnabled(False)
        self.plot.setLogMode(x=False, y=True)
        self.curves = [self.plot.plot(pen=pg.mkPen(line_color(i), width=2.5)) for i in range(SLOTS)]
        self.original = []
        self.target = []
        for i in range(SLOTS):
            for style, store in ((DASH, self.original), (DOT, self.target)):
                line = pg.InfiniteLine(angle=0, movable=False, pen=pg.mkPen(line_color(i), width=1.5, style=style))
                line.setVisible(False)
                self.plot.addItem(line)
                store.append(line)
        self.mark_lines["wavelength"] = MarkLines(self.plot, "y", log=True)
        self.table = self.layout_widget.addLabel(row=2, col=0, justify="left", size=f"{FONT_PT}pt")
        layout = self.layout_widget.ci.layout
        layout.setRowStretchFactor(1, 3)
        return with_options(self.layout_widget, *self.option_rows(["first", "second"], ["third", "fourth"]))

    def paper_panels(self) -> dict:
        """A paper figure's panels (the spec's PaperLayout): the curves, and the table of the models' keys."""
        return {"curves": self.plot, "table": self.table}

    def draw(self, result, params, options):
        shown = self.shown_curves(params, options, spec_module.SLOTS)  # (a lesson step's show: line)
        models = [m for m in result.models if spec_module.SLOTS[m.slot] in shown]
        drawn = {m.slot: m for m in models}
        top, bottom = 1.0, np.inf
        for i in range(SLOTS):
            m = drawn.get(i)
            if m is None:
                self.curves[i].setData([], [])
                self.original[i].setVisible(False)
                self.target[i].setVisible(False)
                continue
            finite = np.isfinite(m.wavelength)
            self.curves[i].setData(m.fraction[finite], m.wavelength[finite])
            s = m.model.setting
            top = max(top, float(m.wavelength[finite].max()), float(s.target))
            bottom = min(bottom, float(m.wavelength[finite].min()))
            self.target[i].setPos(np.log10(s.target))
            self.target[i].setVisible(True)
            self.original[i].setVisible(s.trained is not None)
            if s.trained is not None:
                self.original[i].setPos(np.log10(s.trained))
        self.plot.setXRange(0.0, 1.0, padding=0.01)
        bottom = bottom if np.isfinite(bottom) else 1.0  # (a show: line that keeps only choices of none)
        self.plot.setYRange(np.log10(max(bottom, 1.0)) - 0.1, np.log10(top) + 0.15, padding=0)
        entries = [(line_color(m.slot), tr(m.model.name)) for m in models]
        lines = [
            color_key(entries, 4),
            tr(
                "╍╍ original context (before extension), ┈┈ target context, in each model's colour; a pair above "
                "a line makes less than one turn within that context. Curves: the full-attention layers' pairs "
                "(the sliding ones' where only those turn), under the model's rule."
            ),
        ]
        for m in models:
            s = m.model.setting
            if s.trained is None:
                lines.append(
                    tr("{name}: its sources do not state the context before extension; target {t:,}.").format(
                        name=tr(m.model.name), t=s.target
                    )
                )
        self.show_key("<br>".join(lines), caption=(0, 1))
        self.table.setText(self.table_html(result, models))
        self.draw_marks(params, options)

    def table_html(self, result, models=None) -> str:
        head = [
            tr("model"),
            tr("head dim / rotated"),
            tr("base by layer kind"),
            tr("rule"),
            tr("factor"),
            tr("windows"),
            tr("original → target"),
        ]
        rows = []
        for m in result.models if models is None else models:
            s = m.model.setting
            bases = "<br>".join(f"{html.escape(reach_words(*kind))}: {base:,.10g}" for kind, base in m.bases)
            factor = "—" if m.factor is None else f"{m.factor:g}"
            original = "?" if s.trained is None else f"{s.trained:,}"
            cells = [
                f'<span style="color:{line_color(m.slot)}; font-weight:bold">■</span> ' + html.escape(tr(m.model.name)),
                f"{m.head_dim} / {m.rotary_dim}<br>q·k × {m.softmax_scale:.4g}",
                bases,
                html.escape(rule_words(s.rule)),
                factor,
                html.escape(", ".join(reach_words(*w) for w in m.windows)) or "—",
                f"{original} → {s.target:,}",
            ]
            rows.append("".join(f"<td>{c}&nbsp;&nbsp;</td>" for c in cells))
        header = "".join(f"<th align='left'>{html.escape(h)}&nbsp;&nbsp;</th>" for h in head)
        return "<table cellspacing='0'>" + f"<tr>{header}</tr>" + "".join(f"<tr>{r}</tr>" for r in rows) + "</table>"
