"""RoFormer's long-term decay bound against the distance, beside mean cos(rθ) and random vectors' scores."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import rope_decay as spec_module
from ...specs.rope_rotation import EXTENSION_NAMES
from ..i18n import tr
from ..plotting.style import FONT_PT, color_key, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View


class RopeDecayView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout()
        self.plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(self.plot, tr("value (see the key)"), tr("relative distance r = m − n"))
        self.plot.setMenuEnabled(False)
        self.curves = {}
        # the extension's bound in a colour of its own, dashed in the plot and in the key
        for name, colour, width in (
            ("bound", line_color(0), 3),
            ("cos", line_color(1), 2),
            ("random", line_color(2), 2),
            ("extended", line_color(3), 2),
        ):
            style = pg.QtCore.Qt.PenStyle.DashLine if name == "extended" else pg.QtCore.Qt.PenStyle.SolidLine
            self.curves[name] = self.plot.plot(pen=pg.mkPen(colour, width=width, style=style))
        self.marker = pg.InfiniteLine(angle=90, pen=pg.mkPen("#808080", width=1, style=pg.QtCore.Qt.PenStyle.DotLine))
        self.plot.addItem(self.marker)

        return with_options(
            self.layout_widget, *self.option_rows(["d", "base", "r_max"], ["scale", "extension", "factor"])
        )

    def draw(self, result, params, options):
        relative = result.scale == "relative"
        series = {
            "bound": result.bound,
            "cos": result.cos_mean,
            "random": result.random_mean,
            "extended": result.extended,
        }
        for name, values in series.items():
            if values is None:
                self.curves[name].setData([], [])
                continue
            norm = values[0] if relative and name != "extended" else (result.bound[0] if relative else 1.0)
            self.curves[name].setData(result.r, values / norm)
        # (two of the three curves are not bounds: the axis names what is divided, the key what each is)
        self.plot.setLabel(
            "left",
            tr("value ÷ value at r = 0") if relative else tr("value (see the key)"),
            **{"font-size": f"{FONT_PT + 1}pt"},
        )
        r50 = min(50.0, float(result.r[-1]))
        self.marker.setValue(r50)
        at50 = float(np.interp(r50, result.r, result.bound))
        entries = [
            (line_color(0), tr("relative upper bound (1/(d/2)) Σ|S<sub>j</sub>(r)| (RoFormer 3.4.3, Fig. 2)")),
            (line_color(1), tr("mean cos(rθ<sub>i</sub>): q = k = all ones, not the bound")),
            (line_color(2), tr("mean |q·k|/(d/2), random Gaussian q, k: no decay")),
        ]
        if result.extended is not None:
            entries.append(
                (
                    line_color(3),
                    tr("relative upper bound with {m}, {f}× the trained length").format(
                        m=tr(EXTENSION_NAMES[options.extension]), f=options.factor
                    ),
                    True,
                )
            )
        key = color_key(entries, per_line=1)
        numbers = key.count("<br>") + 1  # the key and the values: the caption; the bound's factor: a note
        self.show_key(
            key
            + "<br>"
            + tr(
                "d = {d}, base = {b:g}: the relative upper bound is {b0:.2f} at r = 0 and {b50:.2f} at r = {r:g}."
                "<br>The bound on |q·k| is max|h<sub>i+1</sub> − h<sub>i</sub>| · Σ|S<sub>j</sub>(r)|: its "
                "factor is set "
                "by q and k."
            ).format(d=options.d, b=options.base, b0=result.bound[0], b50=at50, r=r50),
            caption=tuple(range(numbers + 1)),
        )
