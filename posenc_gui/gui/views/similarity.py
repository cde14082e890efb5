"""Position similarity: the matrix PE(p)·PE(q) beside one reference position's similarity to all others."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from ...core.zoom import pixels_for_compute
from ...specs import similarity as spec_module
from ..i18n import tr
from ..plotting.fast_items import Dots, ThickCurve
from ..plotting.matrix_panels import fit_matrix, matrix_axes
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import (
    CURSOR_COLOR,
    FONT_PT,
    colour_bar,
    diverging_colormap,
    line_color,
    sequential_colormap,
    style_plot,
)
from ..widgets.option_rows import with_options
from .kit.base import View

MIN_ROWS = 50


def _label_extent(at: float, width: float, box) -> tuple:
    """(left, right) of a label `width` pixels wide centred at `at`, moved inside `box` where it would stick out."""
    left = min(max(at - width / 2, box.left()), box.right() - width)
    return left, left + width


class SimilarityView(View):
    spec = spec_module.SPEC
    result: spec_module.SimilarityResult | None
    _rows: int
    _columns: int

    def compute_hints(self, params) -> dict:
        return {"rows": self._rows, "columns": self._columns}

    def _on_resized(self) -> None:
        """One matrix block per pixel row, one curve point per pixel column: recompute when they change."""
        rows = pixels_for_compute(self.matrix_plot.vb.height(), MIN_ROWS)
        columns = pixels_for_compute(self.curve_plot.vb.width(), MIN_ROWS)
        if (rows, columns) != (self._rows, self._columns):
            self._rows, self._columns = rows, columns
            self.dataInvalidated.emit()
        if self.result is not None:
            self._place_labels(self.result)

    def build(self):
        self.start_layout(2)
        self.matrix_plot = self.layout_widget.addPlot(row=1, col=0)
        self.curve_plot = self.layout_widget.addPlot(row=1, col=1)
        style_plot(self.matrix_plot, tr("position p"), tr("position q"), tr("PE(p)·PE(q)"), grid=False)
        matrix_axes(self.matrix_plot)
        self.image = pg.ImageItem(axisOrder="row-major", autoDownsample=False)
        self.image.setColorMap(diverging_colormap())
        self.matrix_plot.addItem(self.image)
        self.colorbar = colour_bar(label=tr("similarity"), width=14)
        self.colorbar.setImageItem(self.image, insert_in=self.matrix_plot)
        self.ref_line = pg.InfiniteLine(
            angle=0, movable=False, pen=pg.mkPen(CURSOR_COLOR, width=1.5, style=Qt.PenStyle.DashLine)
        )
        self.ref_line.setZValue(10)
        self.matrix_plot.addItem(self.ref_line)

        style_plot(self.curve_plot, tr("similarity to the reference"), tr("position q"))
        self.curve_plot.setMenuEnabled(False)
        self.curve = ThickCurve(line_color(0))
        self.marks = Dots(9, line_color(1), outline=pg.mkPen("k", width=1))
        self.ref_mark = pg.InfiniteLine(
            angle=90, movable=False, pen=pg.mkPen(CURSOR_COLOR, width=1.5, style=Qt.PenStyle.DashLine)
        )
        for item in (self.curve, self.marks, self.ref_mark):
            self.curve_plot.addItem(item)
        self.mark_labels = [pg.TextItem(color="#303030", anchor=(0.5, 1.2)) for _ in spec_module.MARKED_DISTANCES]
        for label in self.mark_labels:
            self.curve_plot.addItem(label, ignoreBounds=True)  # (not data: see learned.py)
        self._rows, self._columns = 400, 400
        self.matrix_plot.vb.sigResized.connect(self._on_resized)
        self.curve_plot.vb.sigResized.connect(self._on_resized)
        self.layout_widget.scene().sigMouseMoved.connect(self._on_mouse_moved)
        self._drawn_shape = None
        self._positive = False  # the diverging map, as built

        self.flow = PanelFlow(
            self.layout_widget, [self.matrix_plot, self.curve_plot], header=[self.key], stretch=[3, 2]
        )  # the matrix is the main plot
        return with_options(self.layout_widget, *self.option_rows(["kind", "reference"]))

    def draw(self, result, params, options):
        L, d = params.max_len, params.d_model
        top = float(d // 2 + (d % 2)) if result.kind == "dot" else 1.0  # |PE|^2 at most: the diagonal
        # all-positive data (PE(p)·PE(q) over most lengths, cosines near 1) used half of a diverging map: a
        # sequential one over the values' own range then, the diverging one around 0 when signs differ
        low = float(np.nanmin(result.matrix)) if result.matrix.size else 0.0
        positive = low >= 0.0
        if positive != self._positive:
            self._positive = positive
            cmap = sequential_colormap() if positive else diverging_colormap()
            self.colorbar.setColorMap(cmap)
            self.image.setColorMap(cmap)
        levels = (low, top) if positive and low < top else (-top, top)
        self.image.setImage(result.matrix, autoLevels=False, levels=levels)
        self.colorbar.setLevels(levels)
        self.image.setRect(QRectF(-0.5, -0.5, float(L), float(L)))
        if (L, d) != self._drawn_shape:
            self._drawn_shape = (L, d)
            fit_matrix(self.matrix_plot, L, L)
            self.curve_plot.setXRange(0, max(L - 1, 1), padding=0.02)
        self.curve_plot.setYRange(-top * 0.45 if result.kind == "dot" else -0.45, top * 1.08, padding=0)
        self.curve.setData(result.curve_positions, result.curve)
        ref = result.reference
        self.ref_line.setValue(ref)
        self.ref_mark.setValue(ref)
        marked_x = (ref + result.distances).astype(np.float64)
        self.marks.setData(marked_x, result.marked)
        title = tr("PE(p)·PE(q)") if result.kind == "dot" else tr("cos(PE(p), PE(q))")
        if title != self.matrix_plot.titleLabel.text:
            self.matrix_plot.setTitle(title, size=f"{FONT_PT + 2}pt")
        self._place_labels(result)
        self._update_key(result, params)

    def _place_labels(self, result) -> None:
        """The distance labels over their marks, from the plot's geometry now: placed at every draw and again
        when the plot is resized after it (a resize that arrived after the draw left them placed for the old
        width)."""
        marked_x = (result.reference + result.distances).astype(np.float64)
        # marks whose labels would touch share one label at the first of them ("+1 +2 +5"): one label each hid
        # "+1" under "+2"; a label at the plot's edge ends (or starts) at its mark, where a centred one was cut
        box = self.curve_plot.vb.sceneBoundingRect()
        text_item = self.mark_labels[0].textItem
        metrics, margin = QFontMetricsF(text_item.font()), 2 * text_item.document().documentMargin()
        at = [self.curve_plot.vb.mapViewToScene(QPointF(x, 0.0)).x() for x in marked_x]
        groups: list = []  # [first index, text, (left, right) in scene pixels]
        for n, k in enumerate(result.distances):
            word = f"+{int(k)}"
            if groups and at[n] - (metrics.horizontalAdvance(word) + margin) / 2 < groups[-1][2][1] + 4:
                first, text, _ = groups[-1]
                text = f"{text} {word}"
                groups[-1] = [first, text, _label_extent(at[first], metrics.horizontalAdvance(text) + margin, box)]
            else:
                groups.append([n, word, _label_extent(at[n], metrics.horizontalAdvance(word) + margin, box)])
        firsts = {g[0]: g for g in groups}
        for n, label in enumerate(self.mark_labels):
            group = firsts.get(n)
            if group is not None:
                label.setText(group[1])
                left, right = group[2]
                width = max(right - left, 1.0)
                dot = self.curve_plot.vb.mapViewToScene(QPointF(marked_x[n], float(result.marked[n]))).y()
                above = dot - 1.2 * (metrics.height() + margin) >= box.top()  # else under its mark
                label.setAnchor(((at[n] - left) / width, 1.2 if above else -0.2))
                label.setPos(marked_x[n], float(result.marked[n]))
            label.setVisible(group is not None)

    def _update_key(self, result, params) -> None:
        # the values follow the heading on one line, which wraps between them (never inside one) in a narrow dock
        what = tr("PE(p)·PE(q)") if result.kind == "dot" else tr("cos(PE(p), PE(q))")
        pairs = [f"+{int(k)}:&nbsp;{v:.4g}" for k, v in zip(result.distances, result.marked)]
        values = "&nbsp; ".join(pairs)
        lines = [
            tr("{what} with p = {ref}:").format(what=what, ref=result.reference)
            + " "
            + (values or tr("(no position that far)"))
        ]
        spread = result.diagonal_spread
        if params.d_model % 2 == 0:
            lines.append(
                tr(
                    "Every diagonal is constant (largest change along one: {spread:.1e}):<br>the "
                    "similarity depends only on p − q."
                ).format(spread=spread)
            )
        else:
            lines.append(
                tr(
                    "d_model is odd: its lone sin dimension adds sin(pω)·sin(qω),<br>which is not a "
                    "function of p − q (largest change along a diagonal: {spread:.2g})."
                ).format(spread=spread)
            )
        rise = result.largest_rise()
        if rise is not None:  # "nearby positions are more alike" holds only as a tendency: say where it fails
            lines.append(
                tr(
                    "It tends to fall with distance, not at every step:<br>q = {far} ({vf:.4g}) is more "
                    "alike to p = {ref} than q = {near} ({vn:.4g})."
                ).format(far=rise[2], vf=rise[3], near=rise[0], vn=rise[1], ref=result.reference)
            )
        if result.step > 1:
            lines.append(tr("Each cell is the exact mean over {n} × {n} positions.").format(n=f"{result.step:,}"))
        text = "<br>".join(f'<span style="color:#303030">{line}</span>' for line in lines)
        shown = "<br>".join(lines[:2]).count("<br>") + 1  # the values, then the whole message on the spread
        self.show_key(text, caption=tuple(range(shown)))

    def update_overlay(self, params, options):
        pass  # the reference follows the position through the compute's key (it moves at integer steps)

    def _on_mouse_moved(self, scene_pos) -> None:
        r = self.result
        if r is None or not self.matrix_plot.sceneBoundingRect().contains(scene_pos):
            return
        point = self.matrix_plot.vb.mapSceneToView(scene_pos)
        assert self.drawn_params is not None  # set with the result
        L = self.drawn_params.max_len
        q, p = int(np.floor(point.x() + 0.5)), int(np.floor(point.y() + 0.5))
        if not (0 <= p < L and 0 <= q < L):
            return
        a = int(np.searchsorted(r.edges, p, side="right")) - 1
        b = int(np.searchsorted(r.edges, q, side="right")) - 1
        value = float(r.matrix[a, b])
        if r.step == 1:
            text = tr("p = {p}, q = {q} (p − q = {diff}): {value:+.6g}").format(p=p, q=q, diff=p - q, value=value)
        else:
            text = tr("p ≈ {p}, q ≈ {q}: mean over the block {value:+.6g}").format(p=p, q=q, value=value)
        self.status.emit(text)

    def focus_widget(self):
        return self.layout_widget
