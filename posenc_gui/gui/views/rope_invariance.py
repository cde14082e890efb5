"""The score of a query a fixed distance after its key against the key's position, per precision pipeline; the
exact score is a flat line, and where a pipeline's line leaves it relative positions are no longer relative."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...core.low_precision import SCORE_PIPELINES
from ...specs import rope_invariance as spec_module
from ..i18n import tr
from ..plotting.style import color_key, style_plot
from ..widgets.option_rows import with_options
from .kit import long_context_controls as controls
from .kit.base import View
from .kit.emphasis import MarkLines
from .rope_precision import COLORS as ANGLE_COLORS
from .rope_precision import DASHED

DASH = pg.QtCore.Qt.PenStyle.DashLine
EXACT = "#808080"
HF_BF16 = "#6A3D9A"  # a purple: the wine of the palette was told from bf16-angles' pink by lightness alone
# the same colour for a pipeline as in the angle-error view (exact grey and dashed, over the others)
COLORS = {"exact": EXACT, **ANGLE_COLORS, "hf-bf16": HF_BF16}
# bf16-legacy, the pipeline whose scores leave the exact line first, under the others and wider, so that it shows
# at their sides where they coincide
WIDTHS = {"bf16-legacy": 2.5, "hf-bf16": 2.5}


class RopeInvarianceView(View):
    spec = spec_module.SPEC
    result: spec_module.RopeInvarianceResult | None

    def build(self):
        self.start_layout()
        self.plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(self.plot, tr("score rope(q, m + distance)·rope(k, m)"), tr("key position m (log scale)"))
        self.plot.setMenuEnabled(False)
        self.plot.setLogMode(x=True, y=False)
        self.curves = {}
        for p in SCORE_PIPELINES:
            pen = (
                pg.mkPen(EXACT, width=3, style=DASH)
                if p == "exact"
                else pg.mkPen(COLORS[p], width=WIDTHS.get(p, 1.5), **({"style": DASH} if p in DASHED else {}))
            )
            self.curves[p] = self.plot.plot(pen=pen, connect="finite")
        self.curves["bf16-legacy"].setZValue(-1)
        self.curves["exact"].setZValue(5)
        self.mark_lines["m"] = MarkLines(self.plot, "x", log=True)
        return with_options(
            self.layout_widget, *self.option_rows([controls.name("source"), "distance"], ["top", "seed"])
        )

    def draw(self, result, params, options):
        shown = self.shown_curves(params, options, SCORE_PIPELINES)
        for p, curve in self.curves.items():
            curve.setData(result.m, result.scores[p])
            curve.setVisible(p in shown)
        self.plot.setXRange(0.0, np.log10(result.m[-1]), padding=0.01)
        values = np.concatenate([result.scores[p] for p in shown])
        values = values[np.isfinite(values)]
        low, high = float(values.min()), float(values.max())
        pad = max(high - low, 1e-3 * max(abs(high), 1.0)) * 0.08
        self.plot.setYRange(low - pad, high + pad, padding=0)
        lines = self.key_lines(result, shown)
        key_rows = lines[0].count("<br>") + 1  # (the colour key takes one line or two)
        # on the slide: the colour key and where bfloat16 holds m and m + distance as one number
        self.show_key("<br>".join(lines), caption=(*range(key_rows), key_rows + 1))
        self.draw_marks(params, options)

    def key_lines(self, result, shown=SCORE_PIPELINES) -> list[str]:
        s, dist = result.setting, result.distance
        entries = [(COLORS[p], p, p == "exact" or p in DASHED) for p in shown]
        exact = float(result.scores["exact"][0])
        lines = [
            color_key(entries, 4),
            tr(
                "{name}: seeded q and k of {d} dimensions, base {base:,g}, the query {dist:,} after its key; the "
                "exact score is {s:.4g} at every m."
            ).format(name=controls.setting_name(s), d=result.head_dim, base=s.base, dist=dist, s=exact),
        ]
        bf16 = result.shared["bf16-legacy"]
        if bf16 is not None:
            lines.append(
                tr(
                    "bfloat16 holds m and m + {dist:,} as one number first at m = {m:,}: there the score is "
                    "q·k = {dot:.4g}, the score of distance 0."
                ).format(dist=dist, m=bf16, dot=result.dot)
            )
        else:
            lines.append(
                tr("bfloat16 holds m and m + {dist:,} as different numbers for every m up to {top:,}.").format(
                    dist=dist, top=int(result.m[-1])
                )
            )
        others = [
            tr("{fmt} first at m = {m:,}").format(fmt=fmt, m=result.shared[p])
            for p, fmt in (("tf32", "TF32"), ("fp16", "float16"))
            if result.shared[p] is not None
        ]
        if others:
            lines.append(tr("Held as one number too: {list}.").format(list=", ".join(others)))
        lines.append(
            tr(
                "Largest |score − exact| over the m drawn: fp32 {a:.3g}, hf-bf16 {b:.3g} (float32 angles; "
                "cos, sin, q and k in bfloat16)."
            ).format(a=result.departure("fp32"), b=result.departure("hf-bf16"))
        )
        if result.dtype == "bfloat16":
            lines.append(
                tr(
                    "{name} runs in bfloat16 (its config's torch_dtype): in transformers today it scores as "
                    "hf-bf16 does; code that casts the positions to bfloat16 scores as bf16-legacy."
                ).format(name=controls.setting_name(s))
            )
        elif result.dtype == "float16":
            lines.append(
                tr(
                    "{name} runs in float16 (its config's torch_dtype): transformers today takes its angles "
                    "in float32, as fp32 does, then casts cos and sin to float16 (not drawn here); code "
                    "that casts the positions to float16 scores as fp16."
                ).format(name=controls.setting_name(s))
            )
        elif result.dtype == "float32":
            lines.append(
                tr(
                    "{name} runs in float32 (its config's torch_dtype): it scores as fp32 does, or as tf32 "
                    "where float32 products may run as TF32."
                ).format(name=controls.setting_name(s))
            )
        if s.rule != "default":
            lines.append(
                tr("{name}'s scaling rule is not applied here: these are plain RoPE's angles at its base.").format(
                    name=controls.setting_name(s)
                )
            )
        return lines
