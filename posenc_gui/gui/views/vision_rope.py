"""2-D RoPE of vision encoders: the dimensions' axes as a strip, the angles at the chosen patch, and the
patch's q · k with every other patch as a map."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...core.vision_rope import VISION_ROPE_PAIRING
from ...specs import vision_rope as spec_module
from ..i18n import tr
from ..plotting.fast_items import Dots
from ..plotting.matrix_panels import matrix_panel, symmetric_levels
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import CURSOR_COLOR, diverging_colormap, line_color, style_plot
from ..widgets.option_rows import with_options
from .kit.base import View
from .kit.lanes import category_strip, fill_strip


class VisionRopeView(View):
    spec = spec_module.SPEC
    result: spec_module.VisionRopeResult | None

    def build(self):
        self.start_layout(2)
        self.score_panel = matrix_panel(
            self.layout_widget,
            1,
            0,
            tr("q · k of the chosen patch with each patch"),
            tr("row"),
            tr("column"),
            diverging_colormap(),
        )
        self.patch_mark = Dots(11, CURSOR_COLOR, outline=pg.mkPen("w", width=1.5))
        self.patch_mark.setZValue(10)
        self.score_panel.plot.addItem(self.patch_mark)
        # Qwen's encoder: the order it holds the patches in (2 x 2 merge blocks), a path through their centres
        self.visit_path = pg.PlotCurveItem(pen=pg.mkPen("#202020", width=1.5))
        self.visit_path.setZValue(5)
        self.score_panel.plot.addItem(self.visit_path)
        self.angle_plot = self.layout_widget.addPlot(row=1, col=1)
        style_plot(self.angle_plot, tr("angle (rad)"), tr("dimension"), tr("angles at the chosen patch"))
        self.angle_plot.setMenuEnabled(False)
        self.angle_dots = Dots(6, line_color(0))
        self.angle_plot.addItem(self.angle_dots)
        self.strip_plot = self.layout_widget.addPlot(row=2, col=0)
        style_plot(self.strip_plot, "", tr("dimension"), tr("each dimension turns with"), grid=False)
        self.strip_bars = category_strip(self.strip_plot, [tr("x: column"), tr("y: row"), tr("x and y")])
        # the map in a column of its own (near square), the angles and the strip beside it
        self.flow = PanelFlow(
            self.layout_widget,
            [self.score_panel.plot, self.angle_plot, self.strip_plot],
            header=[self.key],
            choices=(2, 1),
            lead=True,
            beside="left",
            lead_stretch=1.25,
            row_stretch=[2, 1],
            stretch=[3, 2, 1],
        )
        return with_options(
            self.layout_widget,
            *self.option_rows(
                ["scheme", "vectors"],
                ["grid_h", "grid_w", "head_dim", "head_angle"],
                ["patch_row", "patch_col", "pt_grid"],
            ),
        )

    def draw(self, result, params, options):
        self.score_panel.show(result.scores, symmetric_levels(result.scores))
        row, col = result.patch
        self.patch_mark.setData([col], [row])
        visit = result.visit.astype(float)
        self.visit_path.setData(visit[:, 1], visit[:, 0])
        self.visit_path.setVisible(bool(visit.size))
        colours = [line_color(int(a)) for a in result.axes]
        self.angle_dots.setData(np.arange(result.angles.size, dtype=float), result.angles, colors=colours)
        low, high = float(result.angles.min()), float(result.angles.max())
        span = max(high - low, 1e-9)
        self.angle_plot.setXRange(-0.5, result.angles.size - 0.5, padding=0)
        self.angle_plot.setYRange(low - 0.08 * span, high + 0.08 * span, padding=0)
        fill_strip(self.strip_plot, self.strip_bars, result.axes)
        pairing = (
            tr("pairs interleaved (2j, 2j + 1)")
            if VISION_ROPE_PAIRING[result.scheme] == "interleaved"
            else tr("pairs split in halves (j, j + d/2)")
        )
        vectors = tr("all-ones q and k") if options.vectors == "ones" else tr("seeded q and k")
        text = tr("{scheme}: θ = {theta:g}, {pairing}. Query at row {r}, column {c}; {vectors}.").format(
            scheme=self.scheme_name(result.scheme), theta=result.theta, pairing=pairing, r=row, c=col, vectors=vectors
        )
        if result.visit.size:
            text += "<br>" + tr(
                "The line: the order the encoder lists the patches in, 2 × 2 merge block by block "
                "(Qwen2.5-VL's window-attention layers then take them in windows of 4 × 4 blocks)."
            )
        elif result.scheme == "qwen-vit":
            text += "<br>" + tr("The merge takes 2 × 2 blocks: a grid of odd rows or columns has none.")
        elif result.scheme == "llama4-vision":
            text += "<br>" + tr(
                "Coordinates from 1; the CLS token, last in the sequence, turns by 0 (it is not a patch of the map)."
            )
        text += self.learned_table_note(result.scheme)
        self.show_key(text, caption=(0, 1))

    @staticmethod
    def learned_table_note(scheme: str) -> str:
        """Encoders that add a learned table of absolute positions to the patches besides their RoPE (the view
        draws the RoPE alone)."""
        if scheme == "qwen-vit":
            return "<br>" + tr(
                "Qwen3-VL's encoder also adds a learned 2-D table to the patches (pos_embed, 48 × 48 "
                "by default, interpolated bilinearly to the grid by fast_pos_embed_interpolate); "
                "Qwen2-VL and Qwen2.5-VL have none. Only the RoPE is drawn."
            )
        if scheme == "llama4-vision":
            return "<br>" + tr(
                "Llama 4's encoder also adds a learned table, a row for each patch and the CLS token "
                "(positional_embedding_vlm). Only the RoPE is drawn."
            )
        return ""

    @staticmethod
    def scheme_name(scheme: str) -> str:
        return tr(dict(spec_module.SCHEMES)[scheme])
