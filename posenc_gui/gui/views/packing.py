"""Documents packed into one row: the packed row's attention with the documents' edges, and for each document its
share of attention on earlier documents and its largest difference from the same document run alone."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import packing as spec_module
from ..i18n import tr
from ..plotting.matrix_panels import matrix_panel
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import FONT_PT, line_color, sequential_colormap, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View

EXACT = 1e-12  # a difference below this is float64 rounding (the documents' outputs are of order 1)
EDGE = "#E31A1C"


def edges(lengths, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Segments (x, y pairs, connect="pairs") along each document's edge across the n x n matrix: a vertical and
    a horizontal line at every document start after the first."""
    x, y = [], []
    for start in np.cumsum(lengths)[:-1]:
        b = float(start) - 0.5
        x += [b, b, -0.5, n - 0.5]
        y += [-0.5, n - 0.5, b, b]
    return np.array(x, dtype=float), np.array(y, dtype=float)


class PackingView(View):
    spec = spec_module.SPEC
    result: spec_module.PackingResult | None

    def build(self):
        self.start_layout(2)
        self.matrix = matrix_panel(
            self.layout_widget,
            1,
            0,
            tr("attention of the packed row"),
            tr("query token"),
            tr("key token"),
            sequential_colormap(),
        )
        self.matrix_plot = self.matrix.plot
        self.edges = pg.PlotDataItem(pen=pg.mkPen(EDGE, width=1.5), connect="pairs")
        self.matrix_plot.addItem(self.edges)
        self.doc_plot = self.layout_widget.addPlot(row=1, col=1)
        names = (tr("share on earlier documents"), tr("largest difference from alone"))
        keys = " ".join(f'<span style="color:{line_color(k)}">■</span> {name}' for k, name in enumerate(names))
        # what the bars are is in the title, beside their key: a short panel has no room for it up its side
        style_plot(self.doc_plot, "", tr("document"), keys)
        self.doc_plot.setTitle(self.doc_plot.titleLabel.text, size=f"{FONT_PT}pt")
        self.doc_plot.getAxis("left").enableAutoSIPrefix(False)
        self.doc_plot.setMenuEnabled(False)
        self.doc_plot.setMouseEnabled(False, False)
        self.doc_plot.hideButtons()
        self.bars = [
            pg.BarGraphItem(x=[0.0], height=[0.0], width=0.38, brush=line_color(k), pen=pg.mkPen(line_color(k)))
            for k in range(2)
        ]
        for bar in self.bars:
            self.doc_plot.addItem(bar)
        self.bind_control("documents").setMinimumWidth(120)
        # wide: the matrix (the main plot) at the left, the documents' bars beside it; tall: one above the other
        self.flow = PanelFlow(self.layout_widget, [self.matrix_plot, self.doc_plot], header=[self.key], stretch=[3, 2])
        return with_options(
            self.layout_widget, *self.option_rows(["documents", "positions", "mask"], ["encoding", "seed"])
        )

    def main_plots(self) -> list:
        return [self.matrix_plot]

    def draw(self, result, params, options):
        n = result.positions.size
        allowed = np.tril(np.ones((n, n), dtype=bool))
        if result.mask:
            allowed &= result.document[:, None] == result.document[None, :]
        self.matrix.show(np.where(allowed, result.weights, np.nan), (0.0, float(result.weights.max())))
        self.edges.setData(*edges(result.lengths, n))
        count = len(result.lengths)
        x = np.arange(1, count + 1, dtype=float)
        self.bars[0].setOpts(x=x - 0.2, height=result.leak_by_document, width=0.38)
        self.bars[1].setOpts(x=x + 0.2, height=result.difference, width=0.38)
        self.doc_plot.getAxis("bottom").setTicks(
            [[(float(k), str(k)) for k in range(1, count + 1)]] if count <= 12 else None
        )
        self.doc_plot.setXRange(0.4, count + 0.6, padding=0)
        top = max(1.0, float(result.difference.max()))
        self.doc_plot.setYRange(0.0, top * 1.08, padding=0)
        self.show_key("<br>".join(self.key_lines(result)), caption=(1, 2))

    def key_lines(self, result) -> list[str]:
        n, count = result.positions.size, len(result.lengths)
        positions = tr("positions reset at each document") if result.reset else tr("positions running on")
        mask = tr("a document mask") if result.mask else tr("the causal mask only")
        encoding = tr("RoPE") if result.encoding == "rope" else tr("absolute PE")
        lines = [
            tr(
                "{n} tokens in {count} documents, {positions}, {mask}, {encoding}: a toy causal layer of 64 "
                "dimensions with seeded weights; red lines: where each document starts."
            ).format(n=n, count=count, positions=positions, mask=mask, encoding=encoding),
            tr(
                "Mean share of a later document's attention on earlier documents: {leak:.3f}. Largest |packed − "
                "alone| over every document's outputs: {diff:.3g}."
            ).format(leak=result.leak, diff=result.max_diff),
        ]
        differ = int((result.difference >= EXACT).sum())
        if differ == 0:
            lines.append(tr("Here every document's outputs are those it gets alone (to float64 rounding)."))
        else:
            lines.append(
                tr("Here {k} of {count} documents' outputs differ from those they get alone.").format(
                    k=differ, count=count
                )
            )
        lines.append(
            tr(
                "With RoPE the document mask alone makes each document exact, reset or not (its scores "
                "depend on m − n only); with absolute PE it takes both, the mask and the reset; without the "
                "mask a later document attends to the earlier ones."
            )
        )
        return lines
