"""Shaw's, T5's and DeBERTa's buckets against the relative position, and the chosen scheme's bucket matrix."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import relative_buckets as spec_module
from ..i18n import tr
from ..plotting.matrix_panels import matrix_panel, symmetric_levels, value_levels
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import FONT_PT, color_key, diverging_colormap, line_color, sequential_colormap, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View
from .kit.emphasis import MarkLines

COLOURS = {"t5": line_color(0), "shaw": line_color(1), "deberta": line_color(2)}
EXACT_SHADE = (0, 158, 115, 40)  # the chosen scheme's exact range


class RelativeBucketsView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout(2)
        self.curve_plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(
            self.curve_plot,
            tr("bucket (table row)"),
            tr("relative position j − i (key − query)"),
            tr("buckets by relative position"),
        )
        self.curve_plot.setTitle(self.curve_plot.titleLabel.text, size=f"{FONT_PT}pt")
        self.curve_plot.setMenuEnabled(False)
        self.exact = pg.LinearRegionItem(
            orientation="vertical", movable=False, brush=pg.mkBrush(*EXACT_SHADE), pen=pg.mkPen(None)
        )
        self.curve_plot.addItem(self.exact)
        self.far_lines = [
            pg.InfiniteLine(
                angle=90, movable=False, pen=pg.mkPen("#808080", width=1.5, style=pg.QtCore.Qt.PenStyle.DashLine)
            )
            for _ in range(2)
        ]
        for line in self.far_lines:
            self.curve_plot.addItem(line)
        self.mark_lines["distance"] = MarkLines(self.curve_plot, "x", log=False)
        self.curves = {}
        for name in ("deberta", "t5", "shaw"):
            # (a step curve needs one edge more than values from the start: pyqtgraph refuses two empty arrays)
            self.curves[name] = pg.PlotCurveItem(
                [0.0, 1.0], [0.0], pen=pg.mkPen(COLOURS[name], width=2), stepMode="center"
            )
            self.curve_plot.addItem(self.curves[name])
        self.matrix = matrix_panel(
            self.layout_widget, 1, 1, tr("bucket of query i, key j"), tr("query i"), tr("key j"), sequential_colormap()
        )
        self.matrix_plot, self.image = self.matrix.plot, self.matrix.image
        self._signed = False
        self.flow = PanelFlow(
            self.layout_widget, [self.curve_plot, self.matrix_plot], header=[self.key], stretch=[3, 2]
        )
        return with_options(
            self.layout_widget,
            *self.option_rows(
                ["scheme", "t5_model", "t5_direction"],
                ["t5_buckets", "t5_max_distance", "shaw_k"],
                ["deberta_buckets", "deberta_max_position"],
            ),
        )

    def draw(self, result, params, options):
        chosen_model = options.t5_model != spec_module.CUSTOM
        for field in ("t5_buckets", "t5_max_distance", "t5_direction"):  # a model's own buckets: boxes not used
            self.controls[field].setEnabled(not chosen_model)
        chosen_options, options = options, result.settings or options  # (the T5 fields as drawn: the model's)
        rp = result.relative_position
        edges = np.append(rp - 0.5, rp[-1] + 0.5)
        for name in self.curves:
            self.curves[name].setData(edges, getattr(result, name))
            self.curves[name].setZValue(5 if name == result.scheme else 2)
        # the axes follow the chosen scheme: its exact and logarithmic ranges and a half more (DeBERTa's
        # ±256 hid T5's 32 buckets at ±1024); the data, and a scroll out, reach ±1024
        reach = min(float(rp[-1]), max(1.5 * result.far, 16.0))
        inside = np.abs(rp) <= reach
        chosen = getattr(result, result.scheme)[inside]
        low, high = float(chosen.min()), float(chosen.max())
        margin = max(1.0, 0.06 * (high - low))
        self.curve_plot.setRange(xRange=(-reach, reach), yRange=(low - margin, high + margin), padding=0)
        exact = result.exact
        self.exact.setRegion((-(exact - 0.5), exact - 0.5))
        for line, sign in zip(self.far_lines, (-1, 1)):
            line.setValue(sign * result.far)
        signed = result.scheme == "deberta"
        if signed != self._signed:
            self._signed = signed
            self.matrix.set_colormap(diverging_colormap() if signed else sequential_colormap())
        levels = symmetric_levels(result.matrix) if signed else value_levels(result.matrix)
        self.matrix.show(result.matrix, levels)
        name = dict(spec_module.SCHEMES)[result.scheme]
        self.matrix_plot.setTitle(tr("{scheme} of query i, key j").format(scheme=tr(name)), size=f"{FONT_PT}pt")
        entries = [(COLOURS[k], tr(t)) for k, t in spec_module.SCHEMES]
        per_direction = options.t5_buckets // 2 if options.t5_direction == "bidirectional" else options.t5_buckets
        t5_far = spec_module.exact_range("t5", options)[1]  # (the T5 text is shown whatever the chosen scheme)
        t5 = (
            tr(
                "T5: {n} buckets, {half} per direction; |j − i| &lt; {exact} exact, then logarithmic (max distance "
                "{max}); from {far} on, the last bucket."
            ).format(
                n=options.t5_buckets,
                half=per_direction,
                exact=per_direction // 2,
                max=options.t5_max_distance,
                far=t5_far,
            )
            if options.t5_direction == "bidirectional"
            else tr(
                "T5 causal: {n} buckets for keys before the query; every key after it (j > i) is in bucket 0, "
                "masked anyway; i − j &lt; {exact} exact, then logarithmic (max distance {max}); from {far} on, "
                "the last bucket."
            ).format(n=options.t5_buckets, exact=per_direction // 2, max=options.t5_max_distance, far=t5_far)
        )
        if chosen_model:
            t5 = tr("{model} (its preset):").format(model=tr(spec_module.PRESETS[options.t5_model].name)) + " " + t5
        self.show_key(
            color_key(entries, 3)
            + "<br>"
            + tr(
                "Relative position = key position − query position (j − i), as T5's code computes it; a causal "
                "model sees only j ≤ i.<br>The axes follow {scheme} (scroll to see the others to ±1024). Shaded: "
                "where it gives each distance its own bucket; dashed: where its last bucket begins.<br>{t5}<br>"
                "Shaw: clip(j − i, −{k}, {k}) + {k}, {rows} rows.<br>"
                "DeBERTa: |j − i| up to {mid} exact, then logarithmic (max position {max}); from {far} on, the last "
                "bucket; its code takes query − key, so its bucket of each pair is drawn (the sign of j − i, "
                "reversed)."
            ).format(
                scheme=tr(name),
                t5=t5,
                k=options.shaw_k,
                rows=2 * options.shaw_k + 1,
                mid=options.deberta_buckets // 2,
                max=options.deberta_max_position,
                far=spec_module.exact_range("deberta", options)[1],
            ),
            caption=(0, 1),
        )
        self.draw_marks(params, chosen_options)
