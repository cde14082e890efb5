"""The rotating 2-D phase vector: each frequency pair (sin, cos) is a point on the unit circle that turns
by w_i per position, so every position gets its own direction. Several pairs at once are clock hands."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QToolButton, QWidget

from ...core import MAX_SELECTED, pair_dims, wavelengths
from ...specs import phase as spec_module
from ...specs.kit.animation import OWNER as ANIMATION
from ..i18n import tr
from ..plotting.circle_plot import unit_circle
from ..plotting.fast_items import Dots, Segment
from ..plotting.panel_flow import BoxFlow
from ..plotting.plot_widgets import PlotLayout
from ..plotting.style import CURSOR_COLOR, cache_rendering, color_key, line_color, style_plot
from ..state.throttle import Throttle
from ..widgets.option_rows import with_options
from .kit.base import View

TRAIL_LABELS = 12  # position numbers drawn at most along the trail
LABEL_SPACING = 0.3  # radians between labelled dots, so the numbers never pile up


class PhaseView(View):
    spec = spec_module.SPEC
    result: spec_module.PhaseResult | None

    def build(self):
        # The vector and the clock are two plot widgets side by side, not two plots in one: both move at
        # every animation frame, and in one widget the repainted rectangle spans both plots and all that
        # lies between them.
        self.layout_widget = PlotLayout()
        self.clock_widget = PlotLayout()
        self.plot = self.layout_widget.addPlot(row=0, col=0)
        self.clock = self.clock_widget.addPlot(row=0, col=0)
        style_plot(self.plot, tr("sin(pos·ω<sub>i</sub>)"), tr("cos(pos·ω<sub>i</sub>)"))
        style_plot(self.clock, tr("sin"), tr("cos"), tr("Clock hands"))
        for plot in (self.plot, self.clock):
            unit_circle(plot)

        dashed = pg.mkPen("#707070", width=1.2, style=Qt.PenStyle.DashLine)
        # what moves every animation frame is drawn by light Segment items (see fast_items)
        self.proj_x = Segment(dashed)
        self.proj_y = Segment(dashed)
        self.trail = Dots(10, line_color(0))
        # position numbers next to the trail's dots: each position has its own direction
        self.trail_labels = [pg.TextItem(color="#303030", anchor=(0.5, 0.5)) for _ in range(TRAIL_LABELS)]
        for label in self.trail_labels:
            self.plot.addItem(label, ignoreBounds=True)  # (not data: see learned.py)
        self.vector = Segment(
            pg.mkPen(line_color(0), width=4), dot_radius=7, dot_brush=line_color(0), dot_pen=pg.mkPen("k", width=1)
        )
        # below the circle, not on it: the readout must never hide the vector
        self.readout = self.layout_widget.addLabel(row=1, col=0, size="12pt", justify="left")
        for item in (self.proj_x, self.proj_y, self.trail, self.vector):
            self.plot.addItem(item, ignoreBounds=True)
        # the vector sweeps over the trail at every frame; the trail itself moves once a position
        self.cache_while_playing(self.trail, *(label.textItem for label in self.trail_labels))

        self.hands = []
        for n in range(MAX_SELECTED):
            hand = Segment(pg.mkPen(line_color(n), width=5 - 3 * n / MAX_SELECTED))
            self.clock.addItem(hand, ignoreBounds=True)
            self.hands.append(hand)
        centre = Dots(10, CURSOR_COLOR)
        centre.setData([0.0], [0.0])
        cache_rendering(centre)  # (the hands turn over it at every frame)
        self.clock.addItem(centre, ignoreBounds=True)
        # the key sits under the clock, where it cannot cover a hand
        self.clock_legend = self.clock_widget.addLabel(row=1, col=0, size="12pt", justify="left")
        self._readout_throttle = Throttle(self._update_readout, parent=self)
        self._legend_key = None

        self.bind_control("clock_pairs").setMinimumWidth(90)
        first = ["pair", "trail"]  # Alt+I, Alt+T
        play = self.ctx.actions.get("play")
        if play is not None:
            button = QToolButton()
            button.setDefaultAction(play)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            first.append((None, button))
        second = ["clock_pairs", f"{ANIMATION}.speed"]
        self.plots_row = QWidget()
        pair = QHBoxLayout(self.plots_row)
        pair.setContentsMargins(0, 0, 0, 0)
        pair.setSpacing(0)
        pair.addWidget(self.layout_widget, 3)  # the phase vector is the view's main plot
        pair.addWidget(self.clock_widget, 2)
        # two circles, beside or under each other; each has its text under it (the readout, the hands' key), so
        # a circle's room is taller than wide: stacked in a room about as tall as wide (the stage at 1280 x 720,
        # 637 x 651), the clock kept 21 px of plot; a taller dock (650 x 818 at 1600 x 1000) still stacks them
        self.flow = BoxFlow(self.plots_row, pair, shape=(220, 260))
        return with_options(self.plots_row, *self.option_rows(first, second))

    def figure_widget(self):
        return self.plots_row  # (both plots: the vector and the clock)

    def draw(self, result, params, options):
        trail = result.trail
        self.trail.setData(trail[:, 0], trail[:, 1], opacity=self._trail_opacity(len(trail)))
        self._label_trail(result.trail_positions, trail)
        i = result.pair
        sin_dim, cos_dim = pair_dims(i, params.d_model, params.layout)
        title = tr("Pair i = {i} (dims {s}, {c})").format(i=i, s=sin_dim, c=cos_dim if cos_dim is not None else "–")
        if title != self.plot.titleLabel.text:  # laying out a title costs; a d_model drag rarely changes it
            self.plot.setTitle(title, size="12pt")
        for n, hand in enumerate(self.hands):
            shown = n < len(result.hand_omega)
            if not shown and hand.isVisible():
                hand.setData([], [])
            hand.setVisible(shown)
        key = (options.clock_pairs, params.d_model, params.base)
        if key != self._legend_key:
            lam = wavelengths(params.d_model, params.base)
            entries = [
                (line_color(n), tr("i = {i}, λ = {wl:.4g}").format(i=i, wl=lam[i]))
                for n, i in enumerate(result.hand_pairs.tolist())
            ]
            beyond = [i for i in options.clock_pairs if i >= params.n_pairs]
            note = (
                tr("(pairs {pairs}: d_model = {d} has only {n})").format(
                    pairs=", ".join(map(str, beyond)), d=params.d_model, n=params.n_pairs
                )
                if beyond
                else ""
            )
            if not options.clock_pairs:
                note = tr("(no hands: list pair indices under Clock hands)")
            self.clock_legend.setText(color_key(entries, 1, note))
            self._legend_key = key

    def update_overlay(self, params, options):
        """Every animation tick: the vector, its projections, the readout and the hands (a few points)."""
        result = self.result
        playing = self.playing
        x, y = result.vector_at(params.position)
        if self._tip_moves(self.vector, x, y, self._pixel_size(self.plot.vb) if playing else None):
            self.vector.setData([0.0, x], [0.0, y])
            self.proj_x.setData([x, x], [0.0, y])
            self.proj_y.setData([0.0, x], [y, y])
        if playing:
            self._readout_throttle.request()  # numbers changing 60 times a second cannot be read anyway
        else:
            self._readout_throttle.run()
        tips = result.hands_at(params.position)
        pixel = self._pixel_size(self.clock.vb) if playing else None
        for n, (hx, hy) in enumerate(tips.tolist()):
            length = 1.0 - 0.5 * n / len(tips)
            if self._tip_moves(self.hands[n], length * hx, length * hy, pixel):
                self.hands[n].setData([0.0, length * hx], [0.0, length * hy])

    @staticmethod
    def _pixel_size(viewbox) -> tuple[float, float]:
        """(x, y) data units per pixel of `viewbox`."""
        (x0, x1), (y0, y1) = viewbox.viewRange()
        return (x1 - x0) / max(viewbox.width(), 1e-300), (y1 - y0) / max(viewbox.height(), 1e-300)

    @staticmethod
    def _tip_moves(segment, x: float, y: float, pixel: tuple[float, float] | None) -> bool:
        """Whether a segment from the origin must be redrawn to end at (x, y). While the animation plays
        (`pixel`: the data units of a pixel), a tip that moves less than half a pixel is left where it is:
        the slow hands turn a fraction of a pixel per frame, and each redraw repaints the clock. A tip
        already at (x, y) stays."""
        old_x, old_y = segment.getData()
        if old_x.size != 2:
            return True
        if old_x[1] == x and old_y[1] == y:
            return False
        if pixel is None:
            return True
        dx = (x - old_x[1]) / max(pixel[0], 1e-300)
        dy = (y - old_y[1]) / max(pixel[1], 1e-300)
        return dx * dx + dy * dy >= 0.25

    def _update_readout(self) -> None:
        """The numbers under the circle, for the position as it is now."""
        if self.result is None:
            return
        pos, omega = self.store.params.position, self.result.omega
        angle = pos * omega
        self.readout.setText(
            tr(
                "pos = {pos:.2f},  ω = {omega:.4g}<br>θ = pos·ω = {angle:.4f} rad<br>"
                "&nbsp;&nbsp;≡ {deg:.1f}° (mod 360°)<br>λ = 2π/ω = {wl:.4g} positions"
            ).format(pos=pos, omega=omega, angle=angle, deg=np.degrees(angle) % 360.0, wl=2 * np.pi / omega)
        )

    @staticmethod
    def _trail_opacity(n: int) -> np.ndarray:
        """Older positions fade out."""
        return 0.35 + 0.6 * np.arange(1, n + 1) / max(n, 1)

    def _label_trail(self, positions: np.ndarray, points: np.ndarray) -> None:
        """Number the newest dots, skipping any closer than LABEL_SPACING to one already numbered."""
        taken: list[float] = []
        for pos, (x, y) in zip(positions[::-1], points[::-1]):
            if len(taken) == TRAIL_LABELS:
                break
            angle = float(np.arctan2(y, x))
            if any(abs(np.angle(np.exp(1j * (angle - t)))) < LABEL_SPACING for t in taken):
                continue
            label = self.trail_labels[len(taken)]
            if label.toPlainText() != f"{int(pos)}":
                label.setText(f"{int(pos)}")
            label.setPos(1.15 * x, 1.15 * y)
            label.setVisible(True)
            taken.append(angle)
        for label in self.trail_labels[len(taken) :]:
            label.setVisible(False)
