"""MAE's 2-D sin-cos table: one dimension over the patch grid, a patch's similarity to every other, and which half
of the dimensions encodes the column and which the row."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import vision_sincos as spec_module
from ..i18n import tr
from ..plotting.fast_items import Dots
from ..plotting.matrix_panels import matrix_panel
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import CURSOR_COLOR, diverging_colormap, line_color, style_plot
from ..widgets.option_rows import with_options
from .base import View

STRIP_HEIGHT = 100  # pixels of a strip plot: its title, a band and its axis


def swatches(names, colours=None) -> str:
    """HTML: a coloured square before each name (line colours 0, 1, 2, ... unless `colours` are given)."""
    colours = colours or range(len(names))
    return " &nbsp;".join(f'<span style="color:{line_color(c)}">■</span> {name}'
                          for c, name in zip(colours, names, strict=True))


def category_strip(plot, names: list[str]) -> list:
    """Bars of height 1 over the dimensions, one BarGraphItem per category (its own colour); returned in order."""
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(False, False)
    plot.setMaximumHeight(STRIP_HEIGHT)   # a band: one thing per dimension, the room is the maps'
    plot.setMinimumHeight(0)
    plot.hideButtons()
    plot.getAxis("left").setTicks([[]])
    bars = []
    for k, _ in enumerate(names):
        bar = pg.BarGraphItem(x=[], height=[], width=1.0, brush=line_color(k), pen=pg.mkPen(line_color(k)))
        plot.addItem(bar)
        bars.append(bar)
    return bars


def fill_strip(plot, bars: list, codes: np.ndarray) -> None:
    """Each dimension's bar in the bars of its category code (0, 1, 2, ...); the range the dimensions'."""
    x = np.arange(codes.size, dtype=float)
    for k, bar in enumerate(bars):
        at = x[codes == k]
        bar.setOpts(x=at, height=np.ones(at.size), width=1.0)
    plot.setXRange(-0.5, codes.size - 0.5, padding=0)
    plot.setYRange(0, 1, padding=0)


class VisionSincosView(View):
    spec = spec_module.SPEC
    result: spec_module.VisionSincosResult | None

    def build(self):
        self.start_layout(2)
        self.value_panel = matrix_panel(self.layout_widget, 1, 0, tr("value of one dimension"), tr("row"),
                                        tr("column"), diverging_colormap())
        self.similarity_panel = matrix_panel(self.layout_widget, 1, 1, tr("similarity to the chosen patch"),
                                             tr("row"), tr("column"), diverging_colormap())
        self.patch_mark = Dots(11, CURSOR_COLOR, outline=pg.mkPen("w", width=1.5))
        self.patch_mark.setZValue(10)
        self.similarity_panel.plot.addItem(self.patch_mark)
        self.strip_plot = self.layout_widget.addPlot(row=2, col=0)
        style_plot(self.strip_plot, "", tr("dimension"), tr("what each dimension encodes:") + " " + swatches(
            (tr("column (x)"), tr("row (y)"))), grid=False)
        self.strip_bars = category_strip(self.strip_plot, ["column", "row"])
        # the two maps side by side over the strip (a thin band: it says one thing per dimension); one above
        # the other, in a tall dock, each was narrower than a plot should be
        self.flow = PanelFlow(self.layout_widget, [self.value_panel.plot, self.similarity_panel.plot,
                                                   self.strip_plot], header=[self.key], choices=(2,),
                              row_stretch=[7, 1])
        return with_options(self.layout_widget, *self.option_rows(["grid_h", "grid_w", "dim"],
                                                                  ["dimension", "patch_row", "patch_col"]))

    def draw(self, result, params, options):
        self.value_panel.show(result.value, (-1.0, 1.0))
        self.similarity_panel.show(result.similarity, (-1.0, 1.0))
        row, col = result.patch
        self.patch_mark.setData([col], [row])
        fill_strip(self.strip_plot, self.strip_bars, result.halves)
        half = result.dim // 2
        encodes = tr("column") if result.dimension < half else tr("row")
        self.show_key(tr(
            "MAE's table, {h} × {w} patches, width {d}: dimension {k} encodes the {what}; cosine similarity to "
            "the patch at row {r}, column {c}.<br>"
            "Dimensions 0 … {last_col} (MAE's emb_h) encode the column, {half} … {last} (emb_w) the row: each "
            "name is the other half's.").format(
                h=result.value.shape[0], w=result.value.shape[1], d=result.dim, k=result.dimension, what=encodes,
                r=row, c=col, last_col=half - 1, half=half, last=result.dim - 1), caption=(0, 1))

    def main_plots(self) -> list:
        return [self.value_panel.plot, self.similarity_panel.plot]
