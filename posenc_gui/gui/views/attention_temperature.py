"""The rule's attention factor and the softmax entropy of seeded logits against the number of keys."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import attention_temperature as spec_module
from ..i18n import tr
from ..plotting.style import color_key, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit import long_context_controls as controls
from .kit.base import View

DASH = pg.QtCore.Qt.PenStyle.DashLine


class AttentionTemperatureView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout()
        self.plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(self.plot, tr("softmax entropy (nats)"), tr("keys L (log scale)"))
        self.plot.setMenuEnabled(False)
        self.plot.setLogMode(x=True, y=False)
        self.uniform = self.plot.plot(pen=pg.mkPen("#808080", width=1.5, style=DASH))
        self.plain = self.plot.plot(pen=pg.mkPen(line_color(1), width=2))
        self.scaled = self.plot.plot(pen=pg.mkPen(line_color(0), width=2.5))
        return with_options(self.layout_widget, *self.option_rows([controls.name("source"), "seed"]))

    @staticmethod
    def softmax_reason(family: str) -> str:
        """Why a family's attention scales q·k otherwise than by 1/√d, as its attention code does."""
        return {
            "deepseek": tr("mscale², as DeepSeek's attention code multiplies it"),
            "gemma3": tr("Gemma 3's attention code divides by √query_pre_attn_scalar instead of √d"),
            "gemma4": tr("Gemma 4's attention code multiplies q·k by 1, its queries and keys being normalised"),
        }.get(family, tr("as the model's attention code does"))

    def draw(self, result, params, options):
        self.uniform.setData(result.length, np.log(result.length))
        self.plain.setData(result.length, result.entropy_plain)
        self.scaled.setData(result.length, result.entropy_scaled)
        self.plot.setXRange(np.log10(result.length[0]), np.log10(result.length[-1]), padding=0.01)
        self.plot.setYRange(0.0, float(np.log(result.length[-1])) * 1.05, padding=0)
        f, scale = result.attention_factor, result.softmax_scale
        scaled = (
            tr("× attention factor² = {f2:.4g}").format(f2=f * f)
            if scale == 1.0
            else tr("× attention factor² × softmax scale factor = {total:.4g}").format(total=result.logit_factor)
        )
        entries = [
            (line_color(1), tr("logits q·k/√d")),
            (line_color(0), scaled),
            ("#808080", tr("ln L: uniform attention, the largest entropy L keys can have"), True),
        ]
        s = result.setting
        factors = tr(
            "{name}: attention factor {f:.4g}. cos and sin are both multiplied by it, so each logit q·k is "
            "multiplied by its square."
        ).format(name=controls.setting_name(s), f=f)
        if scale != 1.0:
            factors += " " + tr(
                "Its attention also multiplies the softmax scale 1/√d by {s:.4g} ({why}; d: the query "
                "head's width), so q·k/√d is multiplied by {total:.4g} in all."
            ).format(s=scale, why=self.softmax_reason(s.softmax_family), total=result.logit_factor)
        last = -1
        (gap_plain, gap_scaled), (slope_plain, slope_scaled, low) = result.gaps(), result.slopes()
        # what is measured: the gap to ln L at the largest L and the slope against ln L. A factor above 1 moves the
        # curve down (the gap grows, e.g. from 0.42 to 1.40 nats for gpt-oss with seed 0); it does not offset the
        # growth with L, whose slope stays near ln L's
        if result.logit_factor > 1.0:
            growth = tr(
                "From L = {low:,} on, the entropy rises against ln L with slope {s0:.2f} plain and {s1:.2f} "
                "with the factors (ln L: 1): the factors shift the curve down; they do not offset its growth "
                "with L."
            )
        elif result.logit_factor < 1.0:
            growth = tr(
                "From L = {low:,} on, the entropy rises against ln L with slope {s0:.2f} plain and {s1:.2f} "
                "with the factors (ln L: 1): factors below 1 shift the curve up, towards ln L."
            )
        else:  # (nothing multiplies the logits: one curve, no shift to speak of)
            growth = tr(
                "From L = {low:,} on, the entropy rises against ln L with slope {s0:.2f} (ln L: 1); with "
                "factors of 1 the two curves are one."
            )
        self.show_key(
            "<br>".join(
                [
                    color_key(entries, 3),
                    factors,
                    tr(
                        "At L = {n:,}: entropy {a:.3f} plain, {b:.3f} with the factors; ln L = {u:.3f}, so "
                        "{g0:.2f} and {g1:.2f} "
                        "nats below it."
                    ).format(
                        n=int(result.length[last]),
                        a=result.entropy_plain[last],
                        b=result.entropy_scaled[last],
                        u=float(np.log(result.length[last])),
                        g0=gap_plain,
                        g1=gap_scaled,
                    ),
                    growth.format(low=low, s0=slope_plain, s1=slope_scaled),
                ]
            ),
            caption=(0, 1, 2, 3),
        )
