"""Wavelength of every frequency pair on a log scale, the sequence length and the phase view's pair marked."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt

from ...specs import spectrum as spec_module
from ..i18n import tr
from ..plotting.fast_items import Dots
from ..plotting.style import CURSOR_COLOR, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View

# by the turns a pair makes within max_len: one or more, part of one, under a twentieth (an angle under 18°)
TURNING, PARTIAL, STILL = line_color(0), line_color(2), "#9a9a9a"
STILL_TURNS = 0.05


def steady_log_range(low: float, high: float, shown=None, margin: float = 0.3, step: float = 0.5) -> tuple:
    """A log10 range for data in [low, high]: ends on multiples of `step` decades, about `margin` decades
    beyond the data. The range `shown` is kept while it still leaves a third of the margin and no more
    than a step beyond it: the longest wavelength creeps up at every step of a d_model drag, and an
    axis following it exactly (or flipping at a boundary) jitters, and is redrawn at every step."""
    if shown is not None:
        near, far = margin / 3, margin + step
        if low - far <= shown[0] <= low - near and high + near <= shown[1] <= high + far:
            return float(shown[0]), float(shown[1])
    return float(np.floor((low - margin) / step) * step), float(np.ceil((high + margin) / step) * step)


class SpectrumView(View):
    spec = spec_module.SPEC
    result: spec_module.SpectrumResult | None

    def build(self):
        self.start_layout()
        self.plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(self.plot, tr("wavelength 2π/ω<sub>i</sub> (positions)"), tr("pair i"))
        self.plot.setLogMode(x=False, y=True)
        self.plot.setMenuEnabled(False)
        self.turning = Dots(7, TURNING)  # pairs whose wavelength is shorter than the sequence
        self.partial = Dots(7, PARTIAL)  # pairs that make part of a turn within it
        self.still = Dots(7, STILL)  # pairs that turn less than STILL_TURNS within it
        self.selected = Dots(15, CURSOR_COLOR, outline=pg.mkPen("w", width=2))
        self.length_line = pg.InfiniteLine(
            angle=0,
            movable=False,
            pen=pg.mkPen(line_color(1), width=2, style=Qt.PenStyle.DashLine),
            label=tr("max_len"),
            labelOpts={"position": 0.85, "color": line_color(1)},
        )
        self.pair_line = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen(CURSOR_COLOR, width=1))
        for item in (self.length_line, self.pair_line, self.turning, self.partial, self.still, self.selected):
            self.plot.addItem(item)
        self.selected.setZValue(10)
        self.layout_widget.scene().sigMouseMoved.connect(self._on_mouse_moved)
        self._drawn_pairs = None
        self._marked = None  # (result, pair) the selection marker shows: the animation leaves it alone
        self.layout_widget.setToolTip(tr("Hover over a pair to show it in the phase vector."))
        return with_options(self.layout_widget)

    def draw(self, result, params, options):
        y = np.log10(result.wavelength)  # the plot is in log mode: items take log10 of the data
        moving = result.turns >= 1.0
        still = result.turns < STILL_TURNS
        partial = ~moving & ~still
        self.turning.setData(result.pairs[moving], y[moving])
        self.partial.setData(result.pairs[partial], y[partial])
        self.still.setData(result.pairs[still], y[still])
        self.length_line.setValue(np.log10(result.max_len))
        n = result.pairs.size
        if n != self._drawn_pairs:
            self._drawn_pairs = n
            self.plot.setXRange(-0.5, n - 0.5, padding=0.02)
        length = np.log10(result.max_len)
        shown = self.plot.vb.viewRange()[1]
        low, high = steady_log_range(min(y.min(), length), max(y.max(), length), shown)
        if not np.allclose(shown, (low, high)):  # (a new range regenerates the axis)
            self.plot.setYRange(low, high, padding=0)
        # (short lines: a label wider than the dock would push the plot out of it; the dock is narrow)
        text = tr(
            "λ<sub>i</sub> = 2π/ω<sub>i</sub>: {lo:.4g} … {hi:.4g} positions<br>"
            "within max_len, of {total} pairs: {n} turn once or more (blue),<br>"
            "{part} part of a turn (green), {rest} less than 1/20 of a turn (grey)"
        ).format(
            lo=result.wavelength[0],
            hi=result.wavelength[-1],
            total=n,
            n=int(moving.sum()),
            part=int(partial.sum()),
            rest=int(still.sum()),
        )
        self.show_key(text, caption=(1, 2))

    def update_overlay(self, params, options):
        r = self.result
        if r is None:
            return
        pair = min(self.store.selected("pair") or 0, r.pairs.size - 1)
        if self._marked is not None and self._marked[0] is r and self._marked[1] == pair:
            return
        self._marked = (r, pair)
        self.selected.setData([float(pair)], [float(np.log10(r.wavelength[pair]))])
        self.pair_line.setValue(pair)

    def _on_mouse_moved(self, scene_pos) -> None:
        r = self.result
        if r is None or not self.plot.sceneBoundingRect().contains(scene_pos):
            return
        i = int(np.floor(self.plot.vb.mapSceneToView(scene_pos).x() + 0.5))
        if not 0 <= i < r.pairs.size:
            return
        self.status.emit(
            tr("pair i = {i}: ω = {w:.6g}, wavelength {l:.6g} positions, {t:.4g} turns within max_len").format(
                i=i, w=r.omega[i], l=r.wavelength[i], t=r.turns[i]
            )
        )
        self.store.select("pair", i)
