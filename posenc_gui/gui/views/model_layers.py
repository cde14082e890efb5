"""A model's layers as a strip coloured by kind; each kind's reach against its pairs' wavelengths (a linear kind's
decay lengths where its family defines them); the per-position query scale (Llama 4's temperature on its layers
without RoPE, Ministral 3's on every layer)."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import model_layers as spec_module
from ..i18n import tr
from ..plotting.style import FONT_PT, LINE_COLORS, color_key, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View
from .kit.emphasis import MarkLines
from .kit.model_words import reach_words, rule_words

NOPE_COLOR = "#808080"
LINEAR_COLOR = LINE_COLORS[6]  # wine: a linear (recurrent) layer, no softmax
SPARSE_COLOR = LINE_COLORS[1]  # vermillion: top-k keys by content
MOST_KINDS = 8  # rows of the reach plot drawn (a model with more kinds shows the first ones; the strip shows all)


def kind_color(layer, taken: set) -> str:
    """A kind's colour by what it is (global RoPE blue, local green, chunked orange, no RoPE grey, ALiBi purple,
    linear wine, sparse vermillion), the next free colour when another kind took it."""
    if layer.attention == "linear":
        wanted = LINEAR_COLOR
    elif layer.attention == "sparse":
        wanted = SPARSE_COLOR
    elif layer.position == "nope":
        wanted = NOPE_COLOR
    elif layer.position == "alibi":
        wanted = LINE_COLORS[3]
    else:
        wanted = {"full": LINE_COLORS[0], "sliding": LINE_COLORS[2], "chunked": LINE_COLORS[4]}[layer.attention]
    if wanted in taken:
        wanted = next((c for c in LINE_COLORS if c not in taken), wanted)
    taken.add(wanted)
    return wanted


def kind_words(kind) -> str:
    """A kind in words, translated: "sliding 1,024, base 10,000", "full, no RoPE"."""
    layer = kind.layer
    reach = reach_words(layer.attention, layer.window, layer.bidirectional, layer.topk)
    if layer.position == "none":
        return tr("{reach}, no positions").format(reach=reach)
    if layer.position == "nope":
        return tr("{reach}, no RoPE").format(reach=reach)
    if layer.position == "alibi":
        return tr("{reach}, ALiBi").format(reach=reach)
    if layer.base is None:
        return reach
    text = tr("{reach}, base {base:,.10g}").format(reach=reach, base=layer.base)
    if layer.rope_type and layer.rope_type != "default":
        text += f", {rule_words(layer.rope_type)}"
    if layer.rotary_dim and layer.head_dim and layer.rotary_dim != layer.head_dim:
        text += ", " + tr("{r} of {d} dims").format(r=layer.rotary_dim, d=layer.head_dim)
    return text


class ModelLayersView(View):
    spec = spec_module.SPEC
    result: spec_module.ModelLayersResult | None

    def build(self):
        self.start_layout(2)
        self.strip = self.layout_widget.addPlot(row=1, col=0, colspan=2)
        style_plot(self.strip, "", tr("layer"), grid=False)
        self.strip.hideAxis("left")
        self.strip.setMenuEnabled(False)
        self.strip.setMouseEnabled(x=False, y=False)
        self.cells = pg.BarGraphItem(x=[], height=[], width=0.9, y0=0)
        self.strip.addItem(self.cells)
        self.reach = self.layout_widget.addPlot(row=2, col=0)
        style_plot(
            self.reach, "", tr("distance to the farthest key (positions, log scale)"), tr("what a query reaches")
        )
        self.temperature = self.layout_widget.addPlot(row=2, col=1)
        style_plot(
            self.temperature, tr("query × (temperature)"), tr("position"), tr("query temperature (layers without RoPE)")
        )
        for plot in (self.reach, self.temperature):
            plot.setTitle(plot.titleLabel.text, size=f"{FONT_PT}pt")
            plot.setMenuEnabled(False)
        self.reach.setLogMode(x=True, y=False)
        self.reach.setMouseEnabled(x=False, y=False)
        self.reach_bars = [self.reach.plot(pen=pg.mkPen("#000", width=10)) for _ in range(MOST_KINDS)]
        self.pair_dots = [
            self.reach.plot(pen=None, symbol="|", symbolSize=12, symbolPen=pg.mkPen("#303030"))
            for _ in range(MOST_KINDS)
        ]
        self.decay_dots = [
            self.reach.plot(pen=None, symbol="x", symbolSize=10, symbolPen=pg.mkPen(LINEAR_COLOR))
            for _ in range(MOST_KINDS)
        ]
        self.longest = self.reach.plot(
            pen=None,
            symbol="o",
            symbolSize=11,
            symbolBrush=pg.mkBrush("#ffffff"),
            symbolPen=pg.mkPen("#000000", width=2),
        )
        self.temp_curve = self.temperature.plot(pen=pg.mkPen(NOPE_COLOR, width=2.5))
        self.mark_lines["distance"] = MarkLines(self.reach, "x", log=True)
        self.temperature_shown = True
        self.every_layer = False
        self.stretch_rows()
        return with_options(self.layout_widget, *self.option_rows(["model"]))

    def draw(self, result, params, options):
        taken: set = set()
        colors = [kind_color(k.layer, taken) for k in result.kinds]
        n = len(result.layers)
        self.cells.setOpts(
            x=np.arange(n, dtype=float),
            height=np.ones(n),
            width=0.9,
            brushes=[pg.mkBrush(colors[k]) for k in result.kind_of_layer],
            pens=[pg.mkPen(None)] * n,
        )
        self.strip.setXRange(-0.6, n - 0.4, padding=0)
        self.strip.setYRange(0, 1, padding=0.05)
        shown = result.kinds[:MOST_KINDS]
        ticks, longest_x, longest_y = [], [], []
        for row, bar in enumerate(self.reach_bars):
            if row >= len(shown):
                bar.setData([], [])
                self.pair_dots[row].setData([], [])
                self.decay_dots[row].setData([], [])
                continue
            kind, y = shown[row], float(len(shown) - 1 - row)
            bar.setData([1.0, float(max(kind.distance, 1))], [y, y])
            bar.setPen(pg.mkPen(colors[row], width=10))
            waves = kind.wavelengths[np.isfinite(kind.wavelengths) & (kind.wavelengths >= 1)]
            self.pair_dots[row].setData(waves, np.full(waves.size, y + 0.3))
            self.pair_dots[row].setSymbolPen(pg.mkPen(colors[row], width=1.5))
            decays = np.concatenate([kind.decay_first, kind.decay_last])
            self.decay_dots[row].setData(decays, np.full(decays.size, y + 0.3))
            if np.isfinite(kind.longest_turning):
                longest_x.append(kind.longest_turning)
                longest_y.append(y)
            ticks.append((y, str(row + 1)))
        self.longest.setData(longest_x, longest_y)
        self.reach.getAxis("left").setTicks([ticks, []])
        self.reach.setYRange(-0.6, len(shown) - 0.4, padding=0)
        farthest = max(
            [k.distance for k in shown]
            + [float(np.max(k.wavelengths)) if k.wavelengths.size else 1.0 for k in shown]
            + [float(np.max(k.decay_last)) if k.decay_last.size else 1.0 for k in shown]
        )
        self.reach.setXRange(0.0, np.log10(max(farthest, 10.0)) + 0.1, padding=0)
        self.temp_curve.setData(result.positions, result.temperature)
        self.name_scale(result.query_formula == "llama4_scaling")
        self.arrange(bool(result.positions.size))
        if result.positions.size:
            self.temperature.setXRange(0, float(result.positions[-1]), padding=0.02)
        self.show_key(self.key_text(result, colors), caption=(0, 1))
        self.draw_marks(params, options)

    def name_scale(self, every_layer: bool) -> None:
        """The query-scale plot's title, axis and colour: Llama 4's temperature (layers without RoPE, grey) or
        Ministral 3's scale (every layer, blue); changed only when the kind of scale changes."""
        if every_layer == self.every_layer:
            return
        self.every_layer = every_layer
        self.temp_curve.setPen(pg.mkPen(LINE_COLORS[0] if every_layer else NOPE_COLOR, width=2.5))
        self.temperature.setTitle(
            tr("query scale (every layer)") if every_layer else tr("query temperature (layers without RoPE)"),
            size=f"{FONT_PT}pt",
        )
        self.temperature.setLabel(
            "left", tr("query ×") if every_layer else tr("query × (temperature)"), **{"font-size": f"{FONT_PT + 1}pt"}
        )

    def arrange(self, temperature: bool) -> None:
        """The reach plot beside the query temperature, or across the row when no layer scales its queries."""
        if temperature == self.temperature_shown:
            return
        grid = self.layout_widget.ci
        grid.removeItem(self.reach)
        if self.temperature_shown:
            grid.removeItem(self.temperature)
        grid.addItem(self.reach, row=2, col=0, colspan=1 if temperature else 2)
        if temperature:
            grid.addItem(self.temperature, row=2, col=1)
        self.temperature.setVisible(temperature)
        self.temperature_shown = temperature
        self.stretch_rows()

    def stretch_rows(self) -> None:
        """The strip two fifths of the height (presented at 1280 x 720 it keeps 120 px), the reach (and
        temperature) row the rest."""
        layout = self.layout_widget.ci.layout
        layout.setRowStretchFactor(1, 2)
        layout.setRowStretchFactor(2, 3)

    def key_text(self, result, colors) -> str:
        entries = [
            (colors[i], tr("{i}: {kind} ({count} layers)").format(i=i + 1, kind=kind_words(k), count=len(k.indexes)))
            for i, k in enumerate(result.kinds)
        ]
        lines = [
            tr("{name}: {n} layers, context {context:,}").format(
                name=tr(result.name), n=len(result.layers), context=result.context
            ),
            color_key(entries, 2),
        ]
        for i, k in enumerate(result.kinds[:MOST_KINDS]):
            if k.layer.attention == "linear":
                text = tr("{i}: a query's recurrent state holds every earlier token (no softmax); {waves}.")
                lines.append(text.format(i=i + 1, waves=self.decay_words(k)))
                continue
            if k.layer.attention == "sparse":
                reach = tr(
                    "the {keys:,} keys its indexer scores highest, anywhere in the context: chosen by content, "
                    "not by a window"
                ).format(keys=k.keys)
            elif k.layer.window is None:
                reach = tr("the whole context, {keys:,} keys").format(keys=k.keys)
            elif k.layer.bidirectional:
                reach = tr("{side:,} keys on each side").format(side=k.distance)
            elif k.layer.attention == "chunked":
                reach = tr("its chunk: at most {keys:,} keys").format(keys=k.keys)
            else:
                reach = tr("the last {keys:,} keys").format(keys=k.keys)
            if k.wavelengths.size and np.isfinite(k.longest_turning):
                turning = int(np.count_nonzero(k.wavelengths <= k.distance))
                waves = tr("{t} of {p} pairs turn fully within it, the longest wavelength {w:,.0f}").format(
                    t=turning, p=k.wavelengths.size, w=k.longest_turning
                )
            elif k.wavelengths.size:
                waves = tr("no pair turns fully within it")
            elif k.layer.query_formula == "llama4_temperature":
                waves = tr(
                    "no rotation: the position reaches these layers only through the causal mask and the "
                    "query temperature"
                )
            else:
                waves = tr("no rotation: the position reaches these layers only through the causal mask")
            lines.append(tr("{i}: a query reaches {reach}; {waves}.").format(i=i + 1, reach=reach, waves=waves))
        if result.query_formula == "llama4_scaling" and result.query_scale and result.temperature.size:
            q = result.query_scale
            lines.append(
                tr(
                    "Every layer multiplies its queries by 1 + {beta:g} · ln(1 + ⌊position / {original:,}⌋): "
                    "{last:.4g} at position {pos:,}."
                ).format(
                    beta=q["beta"],
                    original=int(q["original_max_position_embeddings"]),
                    last=float(result.temperature[-1]),
                    pos=int(result.positions[-1]),
                )
            )
        lines.append(
            tr(
                "Bars: the farthest key each kind reaches; ticks: its pairs' wavelengths 2π/θ; ○ the longest "
                "that makes a full turn within the reach."
            )
        )
        if any(k.decay_first.size for k in result.kinds[:MOST_KINDS]):
            lines.append(tr("×: a linear kind's decay lengths 1/slope, by head, in its first and its last layer."))
        return "<br>".join(lines)

    @staticmethod
    def decay_words(kind) -> str:
        """What orders a linear kind's tokens: its decay by head (MiniMax) or its learned gates."""
        if not kind.decay_first.size:
            return tr("order reaches these layers only through the recurrence and its gates, learned per token")
        first, last = kind.indexes[0], kind.indexes[-1]
        return tr(
            "order reaches them only through the recurrence and its decay, ALiBi's slopes scaled down with "
            "depth: a key 1/slope back weighs 1/e, {a:,.0f} to {b:,.0f} positions by head in layer {l}, "
            "{c:,.0f} to {d:,.0f} in layer {m}"
        ).format(
            a=float(kind.decay_first.min()),
            b=float(kind.decay_first.max()),
            l=first,
            c=float(kind.decay_last.min()),
            d=float(kind.decay_last.max()),
            m=last,
        )
