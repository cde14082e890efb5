"""Transformer-XL's relative attention score split into its four terms, and their sum."""

from __future__ import annotations

from ...specs import transformer_xl as spec_module
from ..i18n import noop, tr
from ..plotting.matrix_panels import matrix_panel, symmetric_levels
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import diverging_colormap
from ..widgets.option_rows import with_options
from .kit.base import View

PANELS = (
    ("total", noop("sum: the score A<sub>i,j</sub>")),
    ("content", noop("(a) content: E<sub>i</sub>ᵀ W<sub>q</sub>ᵀ W<sub>k,E</sub> E<sub>j</sub>")),
    ("content_position", noop("(b) content-position: E<sub>i</sub>ᵀ W<sub>q</sub>ᵀ W<sub>k,R</sub> R<sub>i−j</sub>")),
    ("global_content", noop("(c) global content: uᵀ W<sub>k,E</sub> E<sub>j</sub>")),
    ("global_position", noop("(d) global position: vᵀ W<sub>k,R</sub> R<sub>i−j</sub>")),
)


class TransformerXLView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout(4)
        self.panels = {}
        for k, (name, title) in enumerate(PANELS):
            self.panels[name] = matrix_panel(
                self.layout_widget, 1 + k // 4, k % 4, tr(title), tr("query i"), tr("key j"), diverging_colormap()
            )
        # in a wide room the sum at the left, as tall as the room, its four terms 2 x 2 beside it (the sum in
        # a strip across the top was four times as wide as tall); in a tall one the sum above its terms
        self.flow = PanelFlow(
            self.layout_widget,
            [panel.plot for panel in self.panels.values()],
            header=[self.key],
            choices=(5, 4, 2, 1),
            lead=True,
            shape=(200, 200),
            row_stretch=[3, 2, 2],
            beside="left",
            beside_columns=3,
            lead_stretch=2,
        )
        return with_options(self.layout_widget, *self.option_rows(["seed"]))

    def draw(self, result, params, options):
        for name, panel in self.panels.items():
            matrix = getattr(result, name)
            panel.show(matrix, symmetric_levels(matrix))
        n = result.total.shape[0]
        self.show_key(
            tr(
                "Query i, key j, the first {n} positions; seeded stand-ins for the learned weights (d = {d}); R is "
                "the sinusoidal encoding of i − j.<br>"
                "(d) depends on i − j only: constant along every diagonal (largest change along one: {dd:.1e}).<br>"
                "(b) depends on the query's content and i − j (largest change along a diagonal: {bd:.3g}); "
                "(c) on the key alone, the same in every row.<br>"
                "Each panel has its own colour scale, symmetric around 0. A decoder masks the keys after the query "
                "(j > i); all are drawn here."
            ).format(
                n=n,
                d=result.d,
                dd=result.diagonal_spread("global_position"),
                bd=result.diagonal_spread("content_position"),
            ),
            caption=(1,),
        )
