"""Qwen-VL's M-RoPE: the tokens of a layout coloured by modality with their t, h and w position ids, the ids
against the token, and which frequencies follow t, h and w."""

from __future__ import annotations

from typing import cast

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QToolButton

from ...specs import mrope as spec_module
from ..i18n import tr
from ..plotting.fast_items import Dots
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import FONT_PT, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View
from .kit.lanes import category_strip, fill_strip, swatches

LABELLED = 32  # tokens whose ids are written under them (more: the ids plot alone)
GAP_PX = 4  # pixels kept between two tokens' ids: closer, the ids are not written (the ids plot shows them)
ADD = (("text", "text 2"), ("image", "image 1x4x4"), ("video", "video 2x4x4 @1.0 s"))
KIND_COLOURS = (7, 0, 3)  # line colours of text, image, video
ROW_OF = {"t": 2.0, "h": 1.0, "w": 0.0}  # y of each id's row of labels; the kinds' bars stand at 3


class MropeView(View):
    spec = spec_module.SPEC
    result: spec_module.MropeResult | None

    def build(self):
        self.start_layout(2)
        self.token_plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(
            self.token_plot,
            "",
            tr("token"),
            tr("tokens:") + " " + swatches((tr("text"), tr("image"), tr("video")), KIND_COLOURS),
            grid=False,
        )
        self.token_plot.setMenuEnabled(False)
        self.token_plot.setMouseEnabled(False, False)
        self.token_plot.hideButtons()
        self.token_plot.getAxis("left").setTicks([[(3.5, tr("kind")), (2.0, "t"), (1.0, "h"), (0.0, "w")]])
        self.kind_bars = []
        for colour in KIND_COLOURS:
            bar = pg.BarGraphItem(
                x=[], height=[], y0=3.0, width=0.9, brush=line_color(colour), pen=pg.mkPen(line_color(colour))
            )
            self.token_plot.addItem(bar)
            self.kind_bars.append(bar)
        self.labels = {
            axis: [pg.TextItem(color="#202020", anchor=(0.5, 0.5)) for _ in range(LABELLED)] for axis in ROW_OF
        }
        font = QFont()
        font.setPointSizeF(FONT_PT)  # read from the back of a room
        for items in self.labels.values():
            for item in items:
                item.setFont(font)
                self.token_plot.addItem(item, ignoreBounds=True)
        self.labelled = 0  # tokens whose ids have their texts set (0: too many tokens)
        self.tokens = 0
        # said where the ids are not written: the rows would stand empty
        self.ids_elsewhere = pg.TextItem(color="#505050", anchor=(0.5, 0.5))
        self.ids_elsewhere.setFont(font)
        self.ids_elsewhere.setText(
            tr("The ids are in the position ids plot: these tokens leave no room to write them here.")
        )
        self.token_plot.addItem(self.ids_elsewhere, ignoreBounds=True)
        self.token_plot.vb.sigResized.connect(self.fit_labels)

        self.ids_plot = self.layout_widget.addPlot(row=1, col=1)
        style_plot(self.ids_plot, tr("position id"), tr("token"), tr("position ids:") + " " + swatches(("t", "h", "w")))
        self.ids_plot.setMenuEnabled(False)
        self.id_dots = {
            axis: Dots(size, line_color(k)) for k, (axis, size) in enumerate((("t", 9), ("h", 7), ("w", 5)))
        }
        for dots in self.id_dots.values():
            self.ids_plot.addItem(dots)

        self.freq_plot = self.layout_widget.addPlot(row=2, col=0)
        style_plot(self.freq_plot, "", tr("frequency index"), tr("the axis each frequency turns with"), grid=False)
        self.freq_bars = category_strip(self.freq_plot, ["t", "h", "w"])

        self.add_buttons = []
        for kind, text in ADD:
            button = QToolButton()
            button.setText({"text": tr("+ text"), "image": tr("+ image"), "video": tr("+ video")}[kind])
            button.setToolTip(tr("Add “{item}” to the layout").format(item=text))
            button.setObjectName(f"mrope.add_{kind}")
            button.clicked.connect(lambda _=False, t=text: self._add(t))
            self.add_buttons.append(button)
        self.bind_control("layout").setMinimumWidth(380)
        # the tokens in a column of their own, the ids and the frequencies' strip beside them
        self.flow = PanelFlow(
            self.layout_widget,
            [self.token_plot, self.ids_plot, self.freq_plot],
            header=[self.key],
            choices=(2, 1),
            lead=True,
            beside="left",
            lead_stretch=1.2,
            row_stretch=[2, 1],
            stretch=[3, 2, 1],
        )
        return with_options(
            self.layout_widget,
            *self.option_rows(
                ["layout"],
                ["model", *((None, b) for b in self.add_buttons)],
                ["merge", "tokens_per_second", "timestamp_tokens"],
            ),
        )

    def fit_labels(self, *_) -> None:
        """Write the ids under the tokens where each token's width holds the widest id with GAP_PX to spare;
        narrower, the ids would run into each other: the ids plot shows them, and a line says so."""
        n = self.labelled
        fits = False
        # (the box's new transform at once, not at its next paint: the ids and the line stay inside the box it
        # has now, for whoever measures before that paint)
        self.token_plot.vb.updateMatrix()
        if n:
            font = self.labels["t"][0].textItem.font()
            widest = max(
                QFontMetricsF(font).horizontalAdvance(item.toPlainText())
                for items in self.labels.values()
                for item in items[:n]
            )
            fits = self.token_plot.vb.width() / max(n, 1) >= widest + GAP_PX
        for items in self.labels.values():
            for j, item in enumerate(items):
                item.setVisible(fits and j < n)
        self.ids_elsewhere.setVisible(self.tokens > 0 and not fits)
        self.ids_elsewhere.setPos((self.tokens - 1) / 2, ROW_OF["h"])
        self.ids_elsewhere.setTextWidth(max(self.token_plot.vb.width() * 0.9, 1.0))  # (wrapped to the plot)

    def _add(self, text: str) -> None:
        layout = cast(spec_module.MropeOptions, self.options).layout
        new = f"{layout}, {text}" if layout.strip() else text
        self.binder.commit(**{"mrope.layout": new})

    def draw(self, result, params, options):
        n = result.kinds.size
        x = np.arange(n, dtype=float)
        for k, bar in enumerate(self.kind_bars):
            at = x[result.kinds == k]
            bar.setOpts(x=at, height=np.ones(at.size), width=0.9, y0=3.0)
        self.labelled = n if n <= LABELLED else 0
        self.tokens = n
        for a, axis in enumerate(("t", "h", "w")):
            for j, item in enumerate(self.labels[axis][: self.labelled]):
                item.setText(str(int(result.ids[a, j])))
                item.setPos(j, ROW_OF[axis])
            self.id_dots[axis].setData(x, result.ids[a])
        self.token_plot.setXRange(-0.6, max(n, 1) - 0.4, padding=0)
        self.token_plot.setYRange(-0.6, 4.1, padding=0)
        self.fit_labels()
        self.ids_plot.setXRange(-0.6, max(n, 1) - 0.4, padding=0)
        top = float(result.ids.max()) if n else 1.0
        self.ids_plot.setYRange(-0.5, top + 0.5, padding=0.02)
        fill_strip(self.freq_plot, self.freq_bars, result.freq_axis)
        names = dict(spec_module.MODELS)
        s = result.section
        layout = tr("interleaved t h w t h w …") if result.interleaved else tr("in chunks: t, then h, then w")
        model = (
            names[result.family]
            if not result.opened
            else tr("{name} ({family})").format(name=result.opened, family=names[result.family])
        )
        self.show_key(
            tr("{model}: {n} tokens, largest id {top}, rope_delta = {delta}.").format(
                model=model, n=n, top=int(top), delta=result.rope_delta
            )
            + "<br>"
            + tr("mrope_section [{t}, {h}, {w}] of head width {width} ({where}), {layout}.").format(
                t=s[0], h=s[1], w=s[2], width=result.head_dim, where=self.section_source(result), layout=layout
            )
            + self.frames_note(result, options),
            caption=(0, 1),
        )

    @staticmethod
    def section_source(result) -> str:
        """Where the model's code takes its mrope_section from: Qwen2-VL's and Qwen2.5-VL's read the config's
        rope_scaling (the view draws their 7B configs' value); Qwen3-VL's has a default of its own."""
        if result.opened:
            return tr("its config's")
        if result.family == "qwen3-vl":
            return tr("the default of Qwen3-VL's code, used when the config gives none")
        return tr("read from the config by the model's code: the value {model} 7B's config gives").format(
            model=dict(spec_module.MODELS)[result.family]
        )

    @staticmethod
    def frames_note(result, options) -> str:
        """Qwen3-VL: what stands between a video's frames (the tokens are in the strip, as text)."""
        if result.family != "qwen3-vl" or not np.any(result.kinds == 2):
            return ""
        return "<br>" + tr(
            "Each frame follows its timestamp text ({n} tokens); between frames the vision end and start tokens too."
        ).format(n=options.timestamp_tokens)
