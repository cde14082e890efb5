"""Every scheme's attention logit against the distance, each minus its value at r = 0, on one plot."""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg

from ...specs import bias_by_distance as spec_module
from ..i18n import noop, tr
from ..plotting.style import color_key, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View

# each curve's name in the key (the data columns' order)
SCHEMES = (
    ("nope", noop("no encoding")),
    ("sinusoidal", noop("sinusoidal PE added")),
    ("rope", noop("RoPE")),
    ("xpos", noop("xPos")),
    ("alibi", noop("ALiBi")),
    ("t5", noop("T5 buckets (illustrative biases)")),
    ("kerple_log", noop("Kerple log")),
    ("kerple_power", noop("Kerple power")),
)
DASHED = {"xpos", "kerple_power"}  # told apart from their neighbours in colour and in dash
COLOURS = {name: line_color(k) for k, (name, _) in enumerate(SCHEMES)}


def nice_ceiling(x: float) -> float:
    """The smallest of 1, 2, 2.5, 5 times a power of ten that is at least x > 0: a range that moves in steps,
    not at every step of a drag (each new range redraws the axes and their grids, most of a frame here)."""
    if x <= 0:
        return 0.0
    power = 10.0 ** math.floor(math.log10(x))
    return next(m * power for m in (1.0, 2.0, 2.5, 5.0, 10.0) if m * power >= x * (1 - 1e-12))


class BiasByDistanceView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout()
        self.plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(self.plot, tr("logit − logit at r = 0"), tr("distance r = i − j (key r tokens before)"))
        self.plot.setMenuEnabled(False)
        self.plot.disableAutoRange()
        self.curves = {}
        for name, _ in SCHEMES:
            style = pg.QtCore.Qt.PenStyle.DashLine if name in DASHED else pg.QtCore.Qt.PenStyle.SolidLine
            self.curves[name] = self.plot.plot(
                pen=pg.mkPen(COLOURS[name], width=2.5 if name == "nope" else 2, style=style)
            )
        self.trained = pg.InfiniteLine(
            angle=90, movable=False, pen=pg.mkPen("#808080", width=1.5, style=pg.QtCore.Qt.PenStyle.DotLine)
        )
        self.plot.addItem(self.trained)
        return with_options(
            self.layout_widget,
            *self.option_rows(["mode", "scale"], ["alibi_head", "trained"], ["t5_bias", "t5_seed", "t5_head"]),
        )

    def draw(self, result, params, options):
        r = result.curves["r"]
        low = high = 0.0
        for name, curve in self.curves.items():
            values = result.shown(name)
            curve.setData(r, values)
            if values.size:
                low, high = min(low, float(values.min())), max(high, float(values.max()))
        bottom, top = -nice_ceiling(-low), nice_ceiling(high)
        margin = 0.04 * ((top - bottom) or 1.0)
        self.plot.setRange(
            xRange=(0, nice_ceiling(max(float(r[-1]), 1.0))), yRange=(bottom - margin, top + margin), padding=0
        )
        self.trained.setValue(result.trained)
        self.trained.setVisible(bool(result.trained <= r[-1]))
        entries = [
            (
                COLOURS[name],
                tr(text)
                if name != "t5" or not result.t5_model
                else tr("T5: {model}, head {h} (trained)").format(model=result.t5_model, h=options.t5_head),
                name in DASHED,
            )
            for name, text in SCHEMES
        ]
        t5 = (
            tr("T5: a causal model's buckets with seeded biases, not trained values.")
            if not result.t5_model
            else tr("T5: the trained biases of {model}'s head {h}.").format(model=result.t5_model, h=options.t5_head)
        )
        # (the sinusoidal curve is no q·k of all-ones vectors: it is the position term PE(i)·PE(j) of the logit with
        # W_q = W_k = I, the same in both modes)
        mode = (
            tr(
                "RoPE and xPos for q = k = all ones (aligned vectors); sinusoidal: PE(i)·PE(j), the logit's "
                "position term with W<sub>q</sub> = W<sub>k</sub> = I."
            )
            if result.mode == "ones"
            else tr(
                "The mean over 1000 seeded random q, k: RoPE's and xPos's curves are flat (their mean is 0 "
                "at every distance); the sinusoidal mean keeps PE(i)·PE(j)."
            )
        )
        scale = tr("each divided by its largest |change|") if result.scale == "peak" else tr("as defined")
        # xPos is RoPE with each pair's term times ζ_j^(r/512): well below scale_base the two curves nearly
        # coincide, so the key says how far apart they are over the distances drawn
        apart = float(np.max(np.abs(result.curves["xpos"] - result.curves["rope"]))) if r.size else 0.0
        change = float(np.max(np.abs(result.curves["rope"]))) if r.size else 0.0
        xpos = tr(
            "xPos: RoPE's terms times ζ<sub>j</sub><sup>r/512</sup>, a damping that grows with r/512, so "
            "the curves part as r nears scale_base = 512: up to r = {r:,.0f} they are at most {apart:.3g} "
            "apart, against RoPE's change of up to {change:.3g}."
        ).format(r=float(r[-1]) if r.size else 0.0, apart=apart, change=change)
        self.show_key(
            color_key(entries, 4)
            + "<br>"
            + tr(
                "What each scheme adds to the logit of a key r tokens before the query, minus its value at r = 0 "
                "({scale}); d_model = {d}.<br>{mode}<br>{xpos}<br>ALiBi head {h} of 8: −{s:g}·r. {t5} Kerple: "
                "−log(1 + r) "
                "and −r^0.5, illustrative r₁ = 1 (trained models learn them per head).<br>Dotted: the trained length "
                "{t}."
            ).format(
                scale=scale,
                d=result.d_model,
                mode=mode,
                xpos=xpos,
                h=options.alibi_head,
                s=result.alibi_slope,
                t5=t5,
                t=result.trained,
            ),
            caption=(0, 1),
        )
