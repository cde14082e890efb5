"""Token embedding + PE: three aligned heatmaps (embedding, PE, their sum) with each row's norm, or the
concatenation that addition avoids."""

from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QMenu, QToolButton

from ...specs import embedding as spec_module
from ..i18n import noop, tr
from ..plotting.fonts import missing_font_note
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import FONT_PT, diverging_colormap
from ..plotting.token_plots import TokenHeatmap, word_ticks
from ..widgets.option_rows import with_options
from .kit.base import View

# (scale, what it is): uniform in ±scale has the standard deviation scale/√3
PRESETS = (
    (1.0, noop("±1: PE's own range")),
    (0.0346, noop("±0.0346: standard deviation 0.02, as BERT and GPT-2 initialise embeddings")),
)


def _norm_ticks(norms) -> list:
    return [[(i, f"{v:.2f}") for i, v in enumerate(norms)]]


class EmbeddingView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout(3)
        self.maps = {}
        for c, (name, title) in enumerate(
            (("embedding", tr("token embedding")), ("pe", tr("+ PE (position)")), ("combined", tr("= input")))
        ):
            plot = self.layout_widget.addPlot(row=1, col=c)
            plot.showAxis("right")
            plot.setLabel("right", tr("norm"))
            if c:  # the words are named once, on the left
                plot.getAxis("left").setStyle(showValues=False)
            self.maps[name] = TokenHeatmap(
                plot,
                diverging_colormap(),
                title,
                tr("word (position)") if c == 0 else "",
                tr("dimension"),
                shading="diverging",
            )
        for name in ("pe", "combined"):
            self.maps[name].plot.setYLink(self.maps["embedding"].plot)

        # three maps of d columns and a few rows: side by side in a wide, short dock, else one above another
        self.flow = PanelFlow(
            self.layout_widget,
            [m.plot for m in self.maps.values()],
            header=[self.key],
            choices=(3, 1),
            shape=(320, 200),
        )
        self.bind_control("sentence").setMinimumWidth(150)
        self.presets = QToolButton()
        self.presets.setObjectName("embedding.presets")
        self.presets.setText(tr("Presets"))
        self.presets.setToolTip(tr("Embedding scales to compare with PE's range of ±1"))
        self.presets.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.presets)
        for value, text in PRESETS:
            menu.addAction(tr(text), lambda v=value: self.binder.commit(**{"embedding.scale": v}))
        self.presets.setMenu(menu)
        return with_options(
            self.layout_widget, *self.option_rows(["sentence", "combine"], ["scale", (None, self.presets), "multiply"])
        )

    def main_plots(self) -> list:
        return [m.plot for m in self.maps.values()]

    def draw(self, result, params, options):
        _n, d = result.embeddings.shape
        add = result.combine == "add"
        e_top = max(float(np.abs(result.embeddings).max()), 1e-12)
        c_top = max(float(np.abs(result.combined).max()), 1.0)
        words = word_ticks(result.tokens)
        cells = "{:+.1f}" if d <= 8 else None
        for name, values, top in (
            ("embedding", result.embeddings, e_top),
            ("pe", result.pe, 1.0),
            ("combined", result.combined, c_top),
        ):
            heatmap = self.maps[name]
            heatmap.set_data(values, (-top, top), words if name == "embedding" else None, None, cells)
            heatmap.plot.getAxis("right").setTicks(_norm_ticks(result.norms[name]))
        self.maps["combined"].plot.setTitle(
            tr("= input (embedding + PE)") if add else tr("[embedding | PE] ({w} values)").format(w=2 * d),
            size=f"{FONT_PT + 2}pt",
        )
        if add:
            tail = tr(
                "Addition keeps the width d = {d}: every dimension now carries meaning and position "
                "together, and the layers after it stay the same size."
            ).format(d=d)
        else:
            tail = tr(
                "Concatenation doubles the width to 2d = {w}: every weight matrix that reads the input "
                "grows with it, and meaning and position sit in separate dimensions."
            ).format(w=2 * d)
        drawn = (
            tr("uniform within ±{s:g}, standard deviation {sd:.3g}").format(
                s=options.scale, sd=options.scale / np.sqrt(3)
            )
            if options.multiply == "none"
            else tr("uniform within ±{s:g}, then × √d_model = {f:.3g}").format(
                s=options.scale, f=spec_module.factor(options, d)
            )
        )
        self.show_key(
            tr(
                "Each word's embedding (the same vector wherever the word stands) plus the PE row of its "
                "position.<br>Colour scales: embedding ±{e:.2f} ({drawn}), PE ±1, input ±{c:.2f}; each row's "
                "norm at its right.<br>{tail}"
            ).format(drawn=drawn, e=e_top, c=c_top, tail=tail)
            + missing_font_note(options.sentence),
            caption=(1,),
        )
