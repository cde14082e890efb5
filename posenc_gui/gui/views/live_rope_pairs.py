"""Which RoPE frequencies a trained model's weights use: per head of the chosen layer, the norm of W_q's (and
W_k's) rows of each rotated pair against the pair's wavelength (log scale), the chosen head bold, the model's
context marked; beside them every layer's heads' mean, so the layers compare."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import live_rope_pairs as spec_module
from ..i18n import tr
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import FONT_PT, color_key, line_color, sequential_colormap, style_plot
from ..plotting.token_plots import TokenHeatmap
from ..widgets.option_rows import with_options
from .kit import live_controls as controls
from .kit.base import View

MOST_HEADS = 64  # thin curves drawn per panel (a layer's heads)
THIN = (120, 120, 120, 110)


class LiveRopePairsView(View):
    spec = spec_module.SPEC
    result: spec_module.LiveRopePairsResult | None

    def build(self):
        self.start_layout(3)
        self.panels = {}
        self.thin = {}
        self.bold = {}
        self.context = {}
        for col, (which, title) in enumerate((("q", tr("W_q: pair norms per head")), ("k", tr("W_k: per key head")))):
            plot = self.layout_widget.addPlot(row=1, col=col)
            style_plot(plot, tr("norm of the pair's rows") if col == 0 else "", tr("wavelength (tokens, log)"), title)
            plot.setLogMode(x=True, y=False)
            plot.setMenuEnabled(False)
            plot.setMouseEnabled(False, False)
            plot.hideButtons()
            self.thin[which] = [plot.plot(pen=pg.mkPen(THIN, width=1)) for _ in range(MOST_HEADS)]
            self.bold[which] = plot.plot(pen=pg.mkPen(line_color(0 if which == "q" else 1), width=3))
            line = pg.InfiniteLine(
                angle=90,
                movable=False,
                pen=pg.mkPen(line_color(2), width=1.5, style=pg.QtCore.Qt.PenStyle.DashLine),
                label="",
                labelOpts={"position": 0.95, "color": line_color(2)},
            )
            plot.addItem(line)
            self.context[which] = line
            self.panels[which] = plot
        layers_plot = self.layout_widget.addPlot(row=1, col=2)
        self.layers_map = TokenHeatmap(
            layers_plot, sequential_colormap(), tr("W_q by layer (head mean)"), tr("layer"), tr("pair (fastest first)")
        )
        self.flow = PanelFlow(
            self.layout_widget,
            [self.panels["q"], self.panels["k"], layers_plot],
            header=[self.key],
            choices=(3, 2, 1),
            stretch=[3, 2, 2],
            shape=(260, 220),
            lead=True,
        )
        return with_options(
            self.layout_widget,
            *self.option_rows([controls.name("model"), controls.name("layer"), controls.name("head")]),
        )

    def update_overlay(self, params, options):
        pass

    def draw(self, result, params, options):
        controls.refit(self.flow)
        rope = result.q.size > 0
        for which in ("q", "k"):
            for curve in self.thin[which]:
                curve.setData([], [])
            self.bold[which].setData([], [])
            self.context[which].setVisible(rope)
        if not rope:  # (the axes over the lengths a context has, its end marked; no curve: there is none)
            self.layers_map.set_data(np.zeros((1, 1)), (0.0, 1.0), [[]], [[]], cell_format=None)
            self.layers_map.image.setVisible(False)
            for which in ("q", "k"):
                self.context[which].setVisible(True)
                self.context[which].setValue(np.log10(result.context))
                self.context[which].label.setFormat(tr("context {n:,}").format(n=result.context))
                self.panels[which].setXRange(0, np.log10(result.context) + 0.2, padding=0.02)
                self.panels[which].setYRange(0, 1, padding=0)
            self.show_key(
                tr(
                    "<b>{model}</b> has learned absolute positions (a table of {n:,} rows added to the "
                    "embeddings once): no query or key is rotated, so its weights have no RoPE pairs to "
                    "read. Open a RoPE model (Llama, Mistral, Qwen, SmolLM) with File > Open model… to see "
                    "which frequencies its heads use."
                ).format(model=result.model, n=result.context)
            )
            return
        self.layers_map.image.setVisible(True)
        wavelength = result.wavelength
        order = np.argsort(wavelength)
        x = wavelength[order]
        chosen = {"q": result.head, "k": result.kv_head}
        for which, norms in (("q", result.q[result.layer]), ("k", result.k[result.layer])):
            for h, curve in enumerate(self.thin[which]):
                if h < norms.shape[0] and h != chosen[which]:
                    curve.setData(x, norms[h][order])
            self.bold[which].setData(x, norms[chosen[which]][order])
            self.context[which].setValue(np.log10(result.context))
            self.context[which].label.setFormat(tr("context {n:,}").format(n=result.context))
            plot = self.panels[which]
            plot.setXRange(np.log10(x.min()), np.log10(max(x.max(), result.context)), padding=0.03)
            plot.setYRange(0, float(norms.max()) * 1.08, padding=0)
        mean = result.q.mean(axis=1)[:, order]
        scaled = mean / np.maximum(mean.max(axis=1, keepdims=True), 1e-30)
        layers = mean.shape[0]
        step = max(1, int(np.ceil(layers / 16)))
        self.layers_map.set_data(
            scaled,
            (0.0, 1.0),
            [[(i, str(i)) for i in range(0, layers, step)]],
            [[(j, str(j)) for j in range(0, mean.shape[1], max(1, mean.shape[1] // 8))]],
            cell_format=None,
        )
        slow = int(np.sum(x > result.context))
        q = result.q[result.layer][result.head][order]
        top = int(order[np.argmax(q)])
        entries = [
            (line_color(0), tr("query head {h}").format(h=result.head)),
            (line_color(1), tr("its key head {h}").format(h=result.kv_head)),
            ("#808080", tr("the layer's other heads")),
            (line_color(2), tr("context {n:,}").format(n=result.context), True),
        ]
        self.show_key(
            "<br>".join(
                [
                    tr(
                        "<b>{model}</b>, layer {l}: query head {h}'s largest pair norm is at wavelength "
                        "{w:,.1f} tokens. "
                        "{slow} of {pairs} pairs turn less than once within the context (right of the dashed line): "
                        "they barely encode position and can carry meaning instead."
                    ).format(
                        model=result.model,
                        l=result.layer,
                        h=result.head,
                        w=float(wavelength[top]),
                        slow=slow,
                        pairs=wavelength.size,
                    ),
                    color_key(entries, 4),
                ]
            ),
            caption=(0, 1),
        )
        self.panels["q"].setTitle(
            tr("W_q, layer {l}: pair norms per head").format(l=result.layer), size=f"{FONT_PT + 2}pt"
        )
