"""The error of RoPE's angles in each low-precision pipeline against the position, on log axes, with the
positions that alias marked (hover a mark: the number it is held as)."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...core.low_precision import POSITION_FORMATS, held_positions
from ...specs import rope_precision as spec_module
from ..i18n import tr
from ..plotting.style import color_key, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit import long_context_controls as controls
from .kit.base import View
from .kit.emphasis import MarkLines

DASH = pg.QtCore.Qt.PenStyle.DashLine
# Colours told apart by hue (bf16-legacy and TF32 were two oranges), the same in the scores' view
COLORS = {
    "fp32": line_color(0),
    "bf16-legacy": line_color(1),
    "bf16-inv": line_color(2),
    "bf16-angles": line_color(3),
    "tf32": line_color(7),
    "fp16": line_color(5),
}
# Drawn in this order, each narrower than those under it, so that where two curves coincide the one underneath
# shows at the sides of the one over it: bf16-legacy under bf16-inv, bf16-angles and TF32 (dashed, so bf16-legacy
# also shows between its dashes on the plateau near π they share); float16, which holds positions as TF32 does up
# to 65,504 and coincides with it there, thinnest on top
WIDTHS = {"fp32": 2.0, "bf16-legacy": 4.0, "bf16-inv": 3.0, "bf16-angles": 2.5, "tf32": 2.5, "fp16": 1.5}
DASHED = ("tf32",)


def pipeline_pen(pipeline: str, scale: float = 1.0) -> pg.QtGui.QPen:
    """A pipeline's pen (`scale` times its width), dashed for those drawn over another that coincides with them."""
    return pg.mkPen(COLORS[pipeline], width=WIDTHS[pipeline] * scale, **({"style": DASH} if pipeline in DASHED else {}))


FORMAT_NAMES = {"bfloat16": "bfloat16", "TF32": "TF32", "float16": "float16"}
FLOAT16_INF = 65_520


def positive(y: np.ndarray) -> np.ndarray:
    """|y| where it is finite and above 0, NaN elsewhere (a log axis has no place for 0 or inf)."""
    a = np.abs(np.asarray(y, dtype=np.float64))
    return np.where(np.isfinite(a) & (a > 0), a, np.nan)


def alias_text(position: float, held: float, fmt: str) -> str:
    return tr("{p:,} is held as {h:,} in {fmt}").format(p=int(position), h=int(held), fmt=fmt)


class RopePrecisionView(View):
    spec = spec_module.SPEC
    result: spec_module.RopePrecisionResult | None

    def build(self):
        self.start_layout()
        self.plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(self.plot, tr("|angle error| (rad, log scale)"), tr("position m (log scale)"))
        self.plot.setMenuEnabled(False)
        self.plot.setLogMode(x=True, y=True)
        self.curves = {p: self.plot.plot(pen=pipeline_pen(p), connect="finite") for p in spec_module.SHOWN}
        for z, curve in enumerate(self.curves.values()):
            curve.setZValue(z)
        # (in log10 coordinates: a bare ScatterPlotItem does not follow the plot's log mode)
        self.marks = pg.ScatterPlotItem(
            size=9,
            pen=pg.mkPen("#202020", width=1.2),
            brush=pg.mkBrush(None),
            hoverable=True,
            tip=lambda x, y, data: data,
        )
        self.marks.setZValue(10)
        self.plot.addItem(self.marks)
        self.mark_lines["m"] = MarkLines(self.plot, "x", log=True)
        return with_options(self.layout_widget, *self.option_rows([controls.name("source"), "top"], ["pair", "error"]))

    def draw(self, result, params, options):
        shown = self.shown_curves(params, options, spec_module.SHOWN)
        for p, curve in self.curves.items():
            curve.setData(result.position, positive(result.errors[p]))
            curve.setVisible(p in shown)
        xs, ys, texts = [], [], []
        for p, (where, held) in result.marks.items():
            if p not in shown:
                continue
            error = positive(result.errors[p][np.searchsorted(result.position, where)])  # (marks are on the grid)
            for x, h, y in zip(where, held, error, strict=True):
                if np.isfinite(y):
                    xs.append(np.log10(x))
                    ys.append(np.log10(y))
                    texts.append(alias_text(x, h, FORMAT_NAMES[POSITION_FORMATS[p]]))
        self.marks.setData(xs, ys, data=texts)
        self.plot.setXRange(0.0, np.log10(result.position[-1]), padding=0.01)
        drawn = np.concatenate([positive(result.errors[p]) for p in shown])
        drawn = drawn[np.isfinite(drawn)]
        if drawn.size:
            self.plot.setYRange(np.log10(drawn.min()) - 0.3, np.log10(drawn.max()) + 0.3, padding=0)
        lines = self.key_lines(result, shown)
        key_rows = lines[0].count("<br>") + 1  # (the colour key takes one line or two)
        aliasing = any(p in shown and result.first_alias[p] is not None for p in POSITION_FORMATS)
        # on the slide: the colour key and the positions that alias (the line after the setting's)
        self.show_key("<br>".join(lines), caption=(*range(key_rows), *([key_rows + 1] if aliasing else [])))
        self.draw_marks(params, options)

    def key_lines(self, result, shown=spec_module.SHOWN) -> list[str]:
        s, top = result.setting, int(result.position[-1])
        entries = [(COLORS[p], p, p in DASHED) for p in shown]
        which = (
            tr("the largest |error| over the pairs")
            if result.pair == spec_module.WORST
            else tr("pair {i}").format(i=result.pair)
        )
        error = tr("wrapped into [−π, π)") if result.wrapped else tr("computed − exact")
        lines = [
            color_key(entries, 3),
            tr(
                "{name}: {d} rotated dimensions, base {base:,g}; {which}, {error}. Errors of 0 are not drawn on "
                "the log axis."
            ).format(name=controls.setting_name(s), d=result.head_dim, base=s.base, which=which, error=error),
        ]
        alias = [
            tr("{fmt} from {p:,} (held as {h:,})").format(
                fmt=FORMAT_NAMES[POSITION_FORMATS[p]],
                p=result.first_alias[p],
                h=int(held_positions([result.first_alias[p]], p)[0]),
            )
            for p in POSITION_FORMATS
            if p in shown and result.first_alias[p] is not None
        ]
        if alias:
            lines.append(
                tr(
                    "Positions held in {list} alias their neighbour; ○ marks each octave's first such "
                    "position (hover it)."
                ).format(list=", ".join(alias))
            )
        if "fp32" in shown:
            fp32 = np.abs(result.errors["fp32"])
            worst = int(np.argmax(fp32))
            lines.append(
                tr(
                    "fp32 (float32 angles, as transformers and vLLM compute them): largest |error| up to "
                    "{top:,} is {e:.3g} rad, at m = {m:,}."
                ).format(top=top, e=fp32[worst], m=int(result.position[worst]))
            )
        if top >= FLOAT16_INF:
            lines.append(
                tr("float16 holds positions from 65,520 on as inf: fp16's angles there are inf and not drawn.")
            )
        if result.dtype == "bfloat16":
            lines.append(
                tr(
                    "{name} runs in bfloat16 (its config's torch_dtype): transformers and vLLM today compute "
                    "its angles as fp32 does; code that casts the positions and frequencies to bfloat16 "
                    "computes them as bf16-legacy."
                ).format(name=controls.setting_name(s))
            )
        elif result.dtype == "float16":
            lines.append(
                tr(
                    "{name} runs in float16 (its config's torch_dtype): transformers and vLLM today compute "
                    "its angles as fp32 does; code that casts the positions to float16 computes them as "
                    "fp16."
                ).format(name=controls.setting_name(s))
            )
        elif result.dtype == "float32":
            lines.append(
                tr(
                    "{name} runs in float32 (its config's torch_dtype): its angles are fp32's, or tf32's "
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
