"""The formula panel: PE(pos, dim) with the numbers put in, and the first values of the position's vector."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

from ...specs import formula as spec_module
from ..i18n import tr
from ..plotting.style import FONT_PT
from ..widgets.option_rows import with_options
from ..widgets.stable_label import StableLabel
from .kit.base import View


def _number(x: float) -> str:
    return f"{x:.6g}"


class FormulaView(View):
    spec = spec_module.SPEC
    READOUT = True  # its numbers follow the playing animation five times a second (see pacing)

    def build(self):
        self.panel = QWidget()
        self.panel.setObjectName("formula.panel")
        self.panel.setAutoFillBackground(True)
        layout = QVBoxLayout(self.panel)
        # (StableLabels: new numbers at each step of a drag do not lay out the whole window again)
        self.general = StableLabel("formula.general", rich=True)
        self.worked = StableLabel("formula.worked", rich=True)
        self.table = StableLabel("formula.table", rich=True)
        for holder, size in ((self.general, FONT_PT + 1), (self.worked, FONT_PT + 3), (self.table, FONT_PT)):
            holder.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            holder.label.setStyleSheet(f"font-size: {size}pt;")
            layout.addWidget(holder)
        layout.addStretch(1)
        self.notes_widgets.append(self.general)  # the general formula: the worked example says it with numbers

        # scrolled when the dock is shorter than the panel: the formula must not set the window's height
        scroll = QScrollArea()
        scroll.setObjectName("formula.scroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.panel)
        # (no Alt letters: every letter of these labels is taken by another control of the window)
        return with_options(scroll, *self.option_rows(["dim"], ["pos"]))

    def draw(self, result, params, options):
        two_i = "2i" if result.kind == "sin" else "2i+1"
        self.general.setText(
            tr(
                "PE(pos, 2i) = sin(pos / base<sup>2i/d</sup>)<br>"
                "PE(pos, 2i+1) = cos(pos / base<sup>2i/d</sup>)<br>"
                "(layout: {layout}; dimension {dim} is {kind} of pair i = {i}, so {two_i} = "
                "{dim})"
            ).format(layout=params.layout, dim=result.dim, kind=result.kind, i=result.pair, two_i=two_i)
        )
        pos = _number(result.pos)
        where = tr("the current position") if result.follows else tr("a chosen position")
        self.worked.setText(
            tr(
                "PE({pos}, {dim}) = {kind}({pos} / {base}<sup>{num}/{d}</sup>)<br>"
                "&nbsp;&nbsp;= {kind}({pos} × {omega})<br>"
                "&nbsp;&nbsp;= {kind}({angle})<br>"
                "&nbsp;&nbsp;= <b>{value}</b>&nbsp;&nbsp;<span style='color:#606060'>({where})</span>"
            ).format(
                pos=pos,
                dim=result.dim,
                kind=result.kind,
                base=_number(result.base),
                num=2 * result.pair,
                d=result.d_model,
                omega=_number(result.omega),
                angle=f"{result.angle:.6f}",
                value=f"{result.value:+.6f}",
                where=where,
            )
        )
        rows = "".join(
            f"<tr><td>{int(dim)}</td><td>{kind}(pos·ω<sub>{int(i)}</sub>)</td><td align='right'>{value:+.4f}</td></tr>"
            for dim, i, kind, value in zip(result.dims, result.pairs, result.kinds, result.vector)
        )
        self.table.setText(
            tr("First {n} values of PE({pos}):").format(n=result.dims.size, pos=pos)
            + f"<table cellspacing='6'>{rows}</table>"
        )

    def has_content(self) -> bool:
        return self.result is not None and bool(self.worked.text())

    def figure_widget(self):
        return self.panel
