"""Each RoPE pair's wavelength without scaling and under the chosen rule, with the contexts and the rule's marks."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import rope_frequencies as spec_module
from ...specs.kit.long_context import OPENED, OWNER, RULE_NAMES
from ..i18n import tr
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import FONT_PT, color_key, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit import long_context_controls as controls
from .kit.base import View

DASH, DOT = pg.QtCore.Qt.PenStyle.DashLine, pg.QtCore.Qt.PenStyle.DotLine
RAMP_BRUSH, BAND_BRUSH, UNROTATED_BRUSH = (40, 120, 200, 45), (230, 160, 0, 50), (128, 128, 128, 60)


def _context_line(colour: str, style) -> pg.InfiniteLine:
    line = pg.InfiniteLine(
        angle=0,
        movable=False,
        pen=pg.mkPen(colour, width=1.5, style=style),
        label="",
        labelOpts={"position": 0.02, "anchors": [(0, 1), (0, 1)], "color": colour},
    )
    return line


def ratio_ticks(low: float, high: float) -> list:
    """The ratio axis ticked at powers of two (factors are mostly powers of two; a log axis's own minor labels
    2 .. 9 ran into each other on a short panel)."""
    first, last = int(np.floor(np.log2(low) + 1e-9)), int(np.ceil(np.log2(high) - 1e-9))
    return [[(float(np.log10(2.0**k)), f"{2.0**k:g}") for k in range(first, max(last, first + 1) + 1)], []]


def pairing_text(s) -> str:
    """Whose pairing the setting's is: a preset's reference code, or the transformers library reading a config
    (Meta's Llama pairs interleaved dimensions; transformers' port of it turns split halves on permuted weights)."""
    if s.origin == "preset":
        text = (
            tr("Pairs: interleaved, (x0, x1), (x2, x3), …, as the preset's reference code turns them.")
            if s.pairing == "interleaved"
            else tr(
                "Pairs: split-half, (x<sub>j</sub>, x<sub>j+d/2</sub>) (rotate_half), as the preset's reference "
                "code turns them."
            )
        )
        if s.permuted:
            text += " " + tr(
                "A transformers config of this model reads split-half: its conversion permuted the query "
                "and key weights to fit, so the scores are the same."
            )
        return text
    if s.origin == OPENED:
        return (
            tr(
                "Pairs: split-half (rotate_half), as the transformers library turns this config's; weights "
                "converted from interleaved reference code (Meta's Llama, Mistral's) were permuted to fit."
            )
            if s.pairing == "split-half"
            else tr("Pairs: interleaved, (x0, x1), (x2, x3), …, as the transformers library turns this config's.")
        )
    return ""


class RopeFrequenciesView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout(2)
        self.plot = self.layout_widget.addPlot(row=1, col=0)
        self.ratio_plot = self.layout_widget.addPlot(row=1, col=1)
        style_plot(self.plot, tr("wavelength 2π/θ (positions, log scale)"), tr("pair i"), tr("wavelength per pair"))
        style_plot(
            self.ratio_plot, tr("times longer (log scale)"), tr("pair i"), tr("how much longer each wavelength gets")
        )
        for plot in (self.plot, self.ratio_plot):
            plot.setTitle(plot.titleLabel.text, size=f"{FONT_PT}pt")
            plot.setMenuEnabled(False)
            plot.setLogMode(x=False, y=True)
        self.ramp = pg.LinearRegionItem(orientation="vertical", movable=False, brush=RAMP_BRUSH, pen=pg.mkPen(None))
        self.band = pg.LinearRegionItem(orientation="horizontal", movable=False, brush=BAND_BRUSH, pen=pg.mkPen(None))
        self.unrotated = pg.LinearRegionItem(
            orientation="vertical", movable=False, brush=UNROTATED_BRUSH, pen=pg.mkPen(None)
        )
        for region in (self.ramp, self.band, self.unrotated):
            region.setZValue(-10)
            self.plot.addItem(region)
        self.default = self.plot.plot(pen=pg.mkPen(line_color(1), width=2))
        self.scaled = self.plot.plot(pen=pg.mkPen(line_color(0), width=3))
        self.trained_line = _context_line(line_color(2), DASH)
        self.target_line = _context_line(line_color(3), DOT)
        self.plot.addItem(self.trained_line)
        self.plot.addItem(self.target_line)
        self.ratio = self.ratio_plot.plot(pen=pg.mkPen(line_color(0), width=2.5))
        self.flow = PanelFlow(
            self.layout_widget, [self.plot, self.ratio_plot], header=[self.key], choices=(2, 1), stretch=[3, 2]
        )
        rows = controls.setting_rows(self, [controls.name("source")])
        return with_options(self.layout_widget, *rows)

    def update_overlay(self, params, options):
        controls.show_relevant(self, self.store.options(OWNER))

    def draw(self, result, params, options):
        s = result.setting
        pairs = np.arange(result.inv_freq_default.size, dtype=np.float64)
        self.default.setData(pairs, result.wavelength_default)
        self.scaled.setData(pairs, result.wavelength_scaled)
        self.ratio.setData(pairs, result.ratio)
        half = s.head_dim / 2
        self.plot.setXRange(-0.5, max(half - 0.5, 0.5), padding=0.01)
        self.ratio_plot.setXRange(-0.5, max(pairs[-1] + 0.5, 0.5), padding=0.01)
        for line, length, text in (
            (self.trained_line, s.trained, tr("original {n:,}")),
            (self.target_line, s.target, tr("target {n:,}")),
        ):
            line.setVisible(length is not None)  # (an original context no source states is not drawn)
            if length is not None:
                line.setValue(np.log10(length))
                line.label.setFormat(text.format(n=length))
        lengths = [n for n in (s.trained, s.target) if n is not None]
        waves = np.concatenate([result.wavelength_default, result.wavelength_scaled, lengths])
        self.plot.setYRange(np.log10(waves.min()) - 0.1, np.log10(waves.max()) + 0.2, padding=0)
        low, high = float(result.ratio.min()), float(result.ratio.max())
        self.ratio_plot.setYRange(np.log10(low) - 0.15, np.log10(high) + 0.15, padding=0)
        self.ratio_plot.getAxis("left").setTicks(ratio_ticks(low, high))
        self.ramp.setVisible(result.band is not None)
        if result.band is not None:
            self.ramp.setRegion((result.band[0], result.band[1]))
        self.band.setVisible(result.wavelength_band is not None)
        if result.wavelength_band is not None:
            self.band.setRegion(tuple(np.log10(result.wavelength_band)))
        self.unrotated.setVisible(result.unrotated.size > 0)
        if result.unrotated.size:
            self.unrotated.setRegion((pairs[-1] + 0.5, half - 0.5))
        self._describe(result)

    def _describe(self, result) -> None:
        s = result.setting
        entries = [
            (line_color(1), tr("no scaling: base<sup>−2i/d</sup>")),
            (line_color(0), tr("under {rule}").format(rule=tr(RULE_NAMES.get(s.rule, s.rule)))),
            *([(line_color(2), tr("original context (before extension)"), True)] if s.trained else []),
            (line_color(3), tr("target context"), True),
        ]
        marks = []
        if result.band is not None:
            marks.append(
                tr(
                    "blue: YaRN's ramp, pairs {a:g} to {b:g} (faster pairs kept, slower ones divided by the factor)"
                ).format(a=result.band[0], b=result.band[1])
            )
        if result.wavelength_band is not None:
            marks.append(
                tr(
                    "orange: Llama 3's band, wavelengths {a:,.0f} to {b:,.0f} (shorter kept, longer "
                    "divided by the factor, smoothed between)"
                ).format(a=result.wavelength_band[0], b=result.wavelength_band[1])
            )
        if result.unrotated.size:
            marks.append(
                tr("grey: dimensions {a} to {b} are not rotated (partial rotary factor {p:g})").format(
                    a=int(result.unrotated[0]), b=int(result.unrotated[-1]), p=s.partial
                )
            )
        kept = int(np.sum(np.isclose(result.ratio, 1.0, rtol=1e-9)))
        summary = tr(
            "{name}: head dim {d}, {r} rotated dims, base {b:g}. {k} of {n} pairs keep their wavelength; "
            "the slowest is {x:.3g}× longer."
        ).format(
            name=controls.setting_name(s),
            d=s.head_dim,
            r=s.rotary_dim,
            b=s.base,
            k=kept,
            n=result.ratio.size,
            x=float(result.ratio.max()),
        )
        pairing = pairing_text(s)
        if pairing:
            marks.append(pairing)
        if s.trained is None:
            marks.append(
                tr(
                    "Its sources do not state the context before extension (no "
                    "original_max_position_embeddings), so no line marks it."
                )
            )
        self.show_key("<br>".join([color_key(entries, 4), summary, *marks]), caption=(0, 1))
