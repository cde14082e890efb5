"""MAE's 2-D sin-cos table: one dimension over the patch grid, a patch's similarity to every other, and which half
of the dimensions encodes the column and which the row."""

from __future__ import annotations

import pyqtgraph as pg

from ...specs import vision_sincos as spec_module
from ..i18n import tr
from ..plotting.fast_items import Dots
from ..plotting.matrix_panels import matrix_panel
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import CURSOR_COLOR, diverging_colormap, sequential_colormap
from ..widgets.option_rows import with_options
from .kit.base import View


class VisionSincosView(View):
    spec = spec_module.SPEC
    result: spec_module.VisionSincosResult | None

    def build(self):
        self.start_layout(2)
        self.value_panel = matrix_panel(
            self.layout_widget, 1, 0, tr("value of one dimension"), tr("row"), tr("column"), diverging_colormap()
        )
        self.similarity_panel = matrix_panel(
            self.layout_widget,
            1,
            1,
            tr("similarity to the chosen patch"),
            tr("row"),
            tr("column"),
            diverging_colormap(),
        )
        self._positive = False  # the diverging map, as built
        self.patch_mark = Dots(11, CURSOR_COLOR, outline=pg.mkPen("w", width=1.5))
        self.patch_mark.setZValue(10)
        self.similarity_panel.plot.addItem(self.patch_mark)
        # which half encodes what is a sentence of the key: a strip of two colours took a third of the height
        self.flow = PanelFlow(
            self.layout_widget, [self.value_panel.plot, self.similarity_panel.plot], header=[self.key]
        )
        return with_options(
            self.layout_widget, *self.option_rows(["grid_h", "grid_w", "dim"], ["dimension", "patch_row", "patch_col"])
        )

    def draw(self, result, params, options):
        self.value_panel.show(result.value, (-1.0, 1.0))
        # all positive (a cosine of these tables mostly is): a sequential map over its own range, the diverging
        # one around 0 when signs differ (as the similarity view does)
        low = float(result.similarity.min())
        positive = low >= 0.0
        if positive != self._positive:
            self._positive = positive
            self.similarity_panel.set_colormap(sequential_colormap() if positive else diverging_colormap())
        self.similarity_panel.show(result.similarity, (low, 1.0) if positive and low < 1.0 else (-1.0, 1.0))
        row, col = result.patch
        self.patch_mark.setData([col], [row])
        half = result.dim // 2
        encodes = tr("column") if result.dimension < half else tr("row")
        self.show_key(
            tr(
                "MAE's table, {h} × {w} patches, width {d}: dimension {k} encodes the {what}; cosine similarity to "
                "the patch at row {r}, column {c}.<br>"
                "Dimensions 0 … {last_col} (MAE's emb_h) encode the column, {half} … {last} (emb_w) the row: each "
                "name is the other half's."
            ).format(
                h=result.value.shape[0],
                w=result.value.shape[1],
                d=result.dim,
                k=result.dimension,
                what=encodes,
                r=row,
                c=col,
                last_col=half - 1,
                half=half,
                last=result.dim - 1,
            ),
            caption=(0, 1),
        )

    def main_plots(self) -> list:
        return [self.value_panel.plot, self.similarity_panel.plot]
