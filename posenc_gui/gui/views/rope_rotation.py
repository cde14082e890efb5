"""RoPE in 2-D: the query pair at the current position and the key pair at position n turn by position ×
θ_i; beside it, the angle each pair reaches at a longer context against the angles seen in training."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import QComboBox

from ...specs import rope_rotation as spec_module
from ...specs.rope_context import unseen_pairs
from ...specs.rope_rotation import EXTENSION_NAMES
from ..i18n import tr
from ..plotting.circle_plot import unit_circle
from ..plotting.fast_items import Segment
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import color_key, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View

ARC = np.linspace(0.0, 1.0, 64)


class RopeRotationView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout(2)
        self.plot = self.layout_widget.addPlot(row=1, col=0)
        style_plot(self.plot, tr("second of the pair"), tr("first of the pair"))
        unit_circle(self.plot)
        self.plot.setRange(xRange=(-1.1, 1.1), yRange=(-1.1, 1.1), padding=0)
        self.vectors = {}
        for name, colour in (("k", line_color(0)), ("q", line_color(1))):
            ghost = Segment(pg.mkPen(colour, width=1, style=pg.QtCore.Qt.PenStyle.DashLine))
            arrow = Segment(pg.mkPen(colour, width=3), dot_radius=5, dot_brush=colour)
            self.plot.addItem(ghost)
            self.plot.addItem(arrow)
            self.vectors[name] = (ghost, arrow)
        self.arcs = {name: self.plot.plot(pen=pg.mkPen(line_color(c), width=2)) for name, c in (("q", 1), ("k", 0))}
        self.angles_plot = self.layout_widget.addPlot(row=1, col=1)
        style_plot(self.angles_plot, tr("turns reached"), tr("pair i"), tr("context extension"))
        self.angles_plot.setLogMode(y=True)
        self.angles_plot.setMenuEnabled(False)
        self.trained_curve = self.angles_plot.plot(pen=pg.mkPen(line_color(0), width=3))
        self.target_curve = self.angles_plot.plot(pen=pg.mkPen(line_color(1), width=2))
        self.one_turn = pg.InfiniteLine(
            pos=0.0, angle=0, pen=pg.mkPen("#808080", width=1, style=pg.QtCore.Qt.PenStyle.DashLine)
        )
        self.angles_plot.addItem(self.one_turn)

        extension = self.bind_control("extension")
        extension.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        extension.setMinimumContentsLength(10)
        # two rows: the chapter's docks are about 500 pixels wide at 1280 x 720
        self.flow = PanelFlow(self.layout_widget, [self.plot, self.angles_plot], header=[self.key])
        return with_options(
            self.layout_widget, *self.option_rows(["pair", "key", "pairing"], ["extension", "trained", "target"])
        )

    def draw(self, result, params, options):
        for name, base_vec, turned in (("k", result.k_pair, result.k_rot), ("q", result.q_pair, result.q_rot)):
            scale = 1.0 / max(np.linalg.norm(base_vec), 1e-12)  # unit circle: direction is what turns
            ghost, arrow = self.vectors[name]
            ghost.setData([0, base_vec[0] * scale], [0, base_vec[1] * scale])
            arrow.setData([0, turned[0] * scale], [0, turned[1] * scale])
        # each vector's own turn, from its dashed direction: m·θ for the query, n·θ for the key
        for name, base_vec, turn, radius in (
            ("q", result.q_pair, result.m * result.theta, 0.3),
            ("k", result.k_pair, result.n * result.theta, 0.45),
        ):
            start = np.arctan2(base_vec[1], base_vec[0])
            angles = start + ARC * np.angle(np.exp(1j * turn))
            self.arcs[name].setData(radius * np.cos(angles), radius * np.sin(angles))
        pairs = np.arange(result.trained_angles.size)
        turns = 2 * np.pi
        self.trained_curve.setData(pairs, np.maximum(result.trained_angles / turns, 1e-12))
        self.target_curve.setData(pairs, np.maximum(result.target_angles / turns, 1e-12))
        slow_train, slow_target = result.trained_angles[-1] / turns, result.target_angles[-1] / turns
        before = np.angle(complex(*result.q_pair) * np.conj(complex(*result.k_pair)))
        keys = color_key(
            [
                (line_color(1), tr("query, turned by m·θ<sub>{i}</sub>, m = {m:g}").format(i=result.pair, m=result.m)),
                (line_color(0), tr("key, turned by n·θ<sub>{i}</sub>, n = {n:g}").format(i=result.pair, n=result.n)),
            ],
            per_line=1,
        )
        self.show_key(
            keys
            + "<br>"
            + tr(
                "Drawn at unit length (q·k uses their lengths); dashed: before turning.<br>"
                "The angle between them is<br>"
                "{b:+.3f} + (m − n)·θ<sub>{i}</sub> = {b:+.3f} {sign} {a:.4g} rad: only m − n counts.<br>"
                "q<sub>m</sub>·k<sub>n</sub> = {score:+.4f} (this pair {pair:+.4f}; d = {d}).<br>"
                "Context extension: turns each pair makes by the trained length<br>"
                "({trained}, blue) and at {target} ({method}, orange).<br>"
                "Slowest pair: {sa:.3g} turns in training, {sb:.3g} at the target{warn}."
            ).format(
                b=before,
                i=result.pair,
                sign="+" if result.angle >= 0 else "−",
                a=abs(result.angle),
                score=result.score,
                pair=result.pair_score,
                d=result.d,
                trained=options.trained,
                target=options.target,
                method=tr(EXTENSION_NAMES[result.extension]),
                sa=slow_train,
                sb=slow_target,
                warn=tr(":<br>angles never seen in training")
                if unseen_pairs(np.array([slow_train]), np.array([slow_target]))[0]
                else tr(":<br>within what training saw"),
            ),
            caption=(0, 1, 2, 5, 8, 9),
        )
