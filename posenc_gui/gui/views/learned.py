"""A learned position table beside sinusoidal PE: values, position similarity, and a 2-D PCA of both."""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QComboBox

from ...specs import learned as spec_module
from ..i18n import tr
from ..plotting.fast_items import Dots
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import FONT_PT, axis_label_depth, diverging_colormap, line_color, sequential_colormap, style_plot
from ..state.window_state import LOOK
from ..widgets.option_rows import with_options
from .kit.base import View

PC_AXIS_WIDTH = 48  # px: the least room for the PC axis's tick labels and its own label
WIDEST_PC_TICK = "-0.5"  # (the PCs are drawn within about ±1: ticks at halves)


def pc_axis_width(axis: pg.AxisItem) -> int:
    """A PC axis's fixed width: its widest tick label and its own label ("PC 2") side by side, in the fonts
    it has (a CJK font's line is taller: "주성분 2" lay over the ticks in 48 px)."""
    ticks = QFontMetricsF(axis.style["tickFont"]).horizontalAdvance(WIDEST_PC_TICK)
    offset = max(0, axis.style["tickLength"]) + axis.style["tickTextOffset"][0]
    return max(PC_AXIS_WIDTH, math.ceil(ticks + offset + 2 + axis_label_depth(axis)))


class LearnedView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout(2)
        self.table_plot = self.layout_widget.addPlot(row=1, col=0)
        self.cos_plot = self.layout_widget.addPlot(row=2, col=0)
        self.sin_cos_plot = self.layout_widget.addPlot(row=2, col=1)
        self.pca_plot = self.layout_widget.addPlot(row=3, col=0)  # the learned table's own two axes
        self.sin_pca_plot = self.layout_widget.addPlot(row=3, col=1)  # sinusoidal PE's own, not shared
        self.images = {}
        for plot, title, left, bottom, cmap in (
            (self.table_plot, tr("learned table"), tr("position"), tr("dimension"), diverging_colormap()),
            (self.cos_plot, tr("cosine, learned"), tr("position p"), tr("position q"), diverging_colormap()),
            (self.sin_cos_plot, tr("cosine, sinusoidal"), tr("position p"), tr("position q"), diverging_colormap()),
        ):
            style_plot(plot, left, bottom, title, grid=False)
            plot.invertY(True)
            plot.setMenuEnabled(False)
            image = pg.ImageItem(axisOrder="row-major")
            image.setColorMap(cmap)
            plot.addItem(image)
            self.images[plot] = image
        self.sin_cos_plot.setXLink(self.cos_plot)
        self.sin_cos_plot.setYLink(self.cos_plot)
        style_plot(self.pca_plot, tr("PC 2"), tr("PC 1"), tr("learned: its PC 1 and 2"))
        style_plot(self.sin_pca_plot, tr("PC 2"), tr("PC 1"), tr("sinusoidal: its PC 1 and 2"))
        for plot in (self.table_plot, self.pca_plot, self.sin_pca_plot, self.cos_plot, self.sin_cos_plot):
            plot.setTitle(plot.titleLabel.text, size=f"{FONT_PT}pt")  # panels' names: the size of the text
        for plot in (self.pca_plot, self.sin_pca_plot):
            # a fixed width for the PC axis: with the aspect locked its range follows the plot's shape, its
            # labels' width followed the range, and in a narrow grid the columns, the wrapped titles and the
            # ranges moved each other at every frame (three paints a frame)
            plot.getAxis("left").setWidth(pc_axis_width(plot.getAxis("left")))
            plot.setAspectLocked(True)
            plot.setMenuEnabled(False)
            plot.disableAutoRange()  # set in draw: an auto range finished inside the paint painted it twice
        self.sin_path = self.sin_pca_plot.plot(pen=pg.mkPen(line_color(9), width=1))
        self.sin_dots = Dots(5)
        self.learned_dots = Dots(5)
        self.pca_plot.addItem(self.learned_dots)
        self.sin_pca_plot.addItem(self.sin_dots)
        self.end_label = pg.TextItem(color="#606060", anchor=(0.5, 0))
        self.table_plot.addItem(self.end_label, ignoreBounds=True)
        # (a label is not data: in a panel squeezed to no height its bounds, mapped through that panel, grew
        # the auto range each paint and the plot repainted without end)

        kind = self.bind_control("kind")
        # the whole title shows: a chapter gives each view at least 560 px (a cut name hid which table it is)
        kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        # the table above; under it learned beside sinusoidal, similarity then PCA (or all one above another)
        self.flow = PanelFlow(
            self.layout_widget,
            [self.table_plot, self.cos_plot, self.sin_cos_plot, self.pca_plot, self.sin_pca_plot],
            header=[self.key],
            choices=(4, 2, 1),
            stretch=[3, 2, 2, 2, 2],
            row_stretch=[4, 3, 3],
            lead=True,
            shape=(220, 220),
        )  # (squares below)
        return with_options(self.layout_widget, *self.option_rows(["kind"]))  # (its items name it a table)

    def _colours(self, n: int) -> list:
        key = (LOOK.colormaps["sequential"], n)  # (the chosen map, now: a theme may change it)
        if getattr(self, "_colour_key", None) != key:
            lut = sequential_colormap().getLookupTable(nPts=256, mode="qcolor")
            self._colour_key, self._colour_list = key, [lut[int(255 * k / max(n - 1, 1))] for k in range(n)]
        return self._colour_list

    def _table_scale(self, table) -> float:
        """The colour scale of the table: its 99th percentile of |value| (a sort of the whole table, kept
        while the table is the same: a base or d_model drag changes only the sinusoidal side)."""
        kept = getattr(self, "_scale_of", None)
        if kept is None or kept[0] is not table:
            self._scale_of = (table, float(np.quantile(np.abs(table), 0.99)) or 1.0)
        return self._scale_of[1]

    def draw(self, result, params, options):
        self._name_reference(result.reference)
        rows, d = result.table.shape
        top = self._table_scale(result.table)
        image = self.images[self.table_plot]
        image.setImage(result.table, autoLevels=False, levels=(-top, top))
        image.setRect(QRectF(-0.5, -0.5, d, rows))
        self.table_plot.setXRange(-0.5, d - 0.5, padding=0)
        self.table_plot.setYRange(-0.5, rows * 1.2, padding=0)
        self.end_label.setText(tr("no rows past {last}: undefined").format(last=rows - 1))
        self.end_label.setPos(d / 2, rows + 0.02 * rows)
        for plot, matrix in ((self.cos_plot, result.cos_learned), (self.sin_cos_plot, result.cos_sin)):
            img = self.images[plot]
            img.setImage(matrix, autoLevels=False, levels=(-1.0, 1.0))
            img.setRect(QRectF(-0.5, -0.5, matrix.shape[1], matrix.shape[0]))
        self.cos_plot.setXRange(-0.5, rows - 0.5, padding=0)
        self.cos_plot.setYRange(-0.5, rows - 0.5, padding=0)
        if result.reference != "sinusoidal":
            other = result.cos_sin.shape[0]
            self.sin_cos_plot.setRange(xRange=(-0.5, other - 0.5), yRange=(-0.5, other - 0.5), padding=0)
        colours = self._colours(rows)
        self.sin_path.setData(result.pca_sin[:, 0], result.pca_sin[:, 1])
        # (beside an opened table, MiniLM's 512 positions have colours of their own count)
        self.sin_dots.setData(
            result.pca_sin[:, 0],
            result.pca_sin[:, 1],
            self._colours(result.pca_sin.shape[0]) if result.pca_sin.shape[0] != rows else colours,
        )
        self.learned_dots.setData(result.pca_learned[:, 0], result.pca_learned[:, 1], colours)
        for plot, coords in ((self.pca_plot, result.pca_learned), (self.sin_pca_plot, result.pca_sin)):
            reach = 1.08 * (float(np.abs(coords).max()) or 1.0)
            plot.setRange(xRange=(-reach, reach), yRange=(-reach, reach), padding=0)
        var_l, var_s = result.explained
        if result.reference == "sinusoidal":
            self.show_key(
                tr(
                    "<b>{title}</b>: {rows} positions × {d}.<br>"
                    "No rows past position {last}: undefined there.<br>"
                    "Below, learned beside sinusoidal: how alike the positions are, then<br>"
                    "each table on its own first two principal axes (two different bases),<br>"
                    "coloured by position, dark to yellow.<br>"
                    "PC 1 and 2 together hold {vl:.0%} of the learned table's variance<br>"
                    "and {vs:.0%} of sinusoidal PE's."
                ).format(title=tr(result.title), rows=rows, d=d, last=rows - 1, vl=var_l, vs=var_s),
                caption=(0,),
            )
            return
        shown = (
            tr("the first {rows} of its {total} positions").format(rows=rows, total=result.total_rows)
            if result.total_rows
            else tr("{rows} positions").format(rows=rows)
        )
        self.show_key(
            tr(
                "<b>{title}</b> (opened): {shown} × {d}.<br>"
                "Below, its table beside all-MiniLM-L6-v2's as trained (512 × 384): how alike<br>"
                "the positions are, then each table on its own first two principal axes,<br>"
                "coloured by position, dark to yellow.<br>"
                "PC 1 and 2 together hold {vl:.0%} of the opened table's variance<br>"
                "and {vs:.0%} of MiniLM's."
            ).format(title=result.title, shown=shown, d=d, vl=var_l, vs=var_s),
            caption=(0,),
        )

    def _name_reference(self, reference: str) -> None:
        """The right-hand panels' titles: sinusoidal PE, or MiniLM beside an opened table."""
        if getattr(self, "_reference", None) == reference:
            return
        self._reference = reference
        sinusoidal = reference == "sinusoidal"
        # the same rows on both sides are linked; MiniLM's 512 beside an opened table's own count are not
        self.sin_cos_plot.setXLink(self.cos_plot if sinusoidal else None)
        self.sin_cos_plot.setYLink(self.cos_plot if sinusoidal else None)
        for plot, text in (
            (self.sin_cos_plot, tr("cosine, sinusoidal") if sinusoidal else tr("cosine, MiniLM")),
            (self.sin_pca_plot, tr("sinusoidal: its PC 1 and 2") if sinusoidal else tr("MiniLM: its PC 1 and 2")),
            (self.cos_plot, tr("cosine, learned") if sinusoidal else tr("cosine, opened")),
            (self.pca_plot, tr("learned: its PC 1 and 2") if sinusoidal else tr("opened: its PC 1 and 2")),
        ):
            plot.setTitle(text, size=f"{FONT_PT}pt")
