"""Word order: the toy attention head on a sentence and on its words reordered, without and with PE."""

from __future__ import annotations

from typing import cast

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QMenu, QToolButton

from ...specs import order as spec_module
from ...specs.order import EXAMPLES
from ..i18n import tr
from ..plotting.fonts import missing_font_note
from ..plotting.panel_flow import PanelFlow
from ..plotting.style import line_color, sequential_colormap, style_plot
from ..plotting.token_plots import TokenHeatmap, word_ticks
from ..widgets.option_rows import with_options
from .kit.base import View

ZERO = 1e-9  # differences below this are rounding: the rows are the same


class WordOrderList(QListWidget):
    """The reordered sentence as word chips in a row: drag a word to move it, or select one and press
    Ctrl+Left / Ctrl+Right. `moved(order)` reports the new order as indices into the sentence."""

    def __init__(self, on_moved):
        super().__init__()
        self._on_moved = on_moved
        self._filling = False
        self.setFlow(QListWidget.Flow.LeftToRight)
        self.setWrapping(False)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setSpacing(3)
        self.setFixedHeight(self.fontMetrics().height() + 18)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.model().rowsMoved.connect(lambda *_: self._report())

    def sizeHint(self) -> QSize:
        return QSize(220, self.height())

    def set_words(self, tokens, order) -> None:
        if [self.item(k).data(Qt.ItemDataRole.UserRole) for k in range(self.count())] == list(order) and [
            self.item(k).text() for k in range(self.count())
        ] == [tokens[i] for i in order]:
            return
        self._filling = True  # (the model's signals must run: the list's view follows them)
        try:
            self.clear()
            for i in order:
                item = QListWidgetItem(tokens[i])
                item.setData(Qt.ItemDataRole.UserRole, i)
                item.setToolTip(tr("word {i} of the sentence").format(i=i))
                self.addItem(item)
        finally:
            self._filling = False

    def order(self) -> tuple[int, ...]:
        return tuple(int(self.item(k).data(Qt.ItemDataRole.UserRole)) for k in range(self.count()))

    def _report(self) -> None:
        if not self._filling:
            self._on_moved(self.order())

    def keyPressEvent(self, event):
        step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(event.key())
        if step and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            row = self.currentRow()
            target = row + step
            if 0 <= row < self.count() and 0 <= target < self.count():
                item = self.takeItem(row)
                self.insertItem(target, item)
                self.setCurrentRow(target)
                self._report()
            return
        super().keyPressEvent(event)

    def event(self, event):
        # Ctrl+Left/Right move a word here; the window's Left/Right (position) must not take them first
        if (
            event.type() == event.Type.ShortcutOverride
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
            and event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right)
        ):
            event.accept()
            return True
        return super().event(event)


class OrderView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout(5)
        self.maps = {}
        cmap = sequential_colormap()
        # 2 x 2 (see the flow): the axes' names once, on the left column's "query" and the bottom row's keys
        # (a second "key (word number)" between the rows took a line of height from each map)
        for c, (with_pe, which, title) in enumerate(
            (
                (False, "a", tr("sentence, no PE")),
                (False, "b", tr("reordered, no PE")),
                (True, "a", tr("sentence + PE")),
                (True, "b", tr("reordered + PE")),
            )
        ):
            plot = self.layout_widget.addPlot(row=1, col=c)
            self.maps[(with_pe, which)] = TokenHeatmap(
                plot, cmap, title, tr("query") if c % 2 == 0 else "", tr("key (word number)") if c >= 2 else ""
            )
        self.diff_plot = self.layout_widget.addPlot(row=1, col=4)
        names = {False: tr("no PE"), True: tr("with PE")}
        # what the bars are is in the title, beside their key: a short panel has no room for it up its side
        keys = " ".join(
            f'<span style="color:{line_color(k)}">■</span> {names[pe]}' for k, pe in enumerate((False, True))
        )
        style_plot(self.diff_plot, "", tr("reordered word"), tr("largest |difference|") + ": " + keys)
        self.diff_plot.getAxis("left").enableAutoSIPrefix(False)
        self.diff_plot.setMenuEnabled(False)
        self.diff_plot.setMouseEnabled(False, False)
        self.diff_plot.hideButtons()
        self.bars = {}
        for k, with_pe in enumerate((False, True)):
            self.bars[with_pe] = pg.BarGraphItem(
                x=[0], height=[0], width=0.38, brush=line_color(k), pen=pg.mkPen(line_color(k))
            )
            self.diff_plot.addItem(self.bars[with_pe])

        self.bind_control("sentence", companions=lambda text: {"order.order": ()}).setMinimumWidth(150)
        self.examples = QToolButton()
        self.examples.setText(tr("Examples"))
        self.examples.setToolTip(
            tr(
                "The lesson's sentence in Korean and its English twin, each with a "
                "reordering that changes who chases whom"
            )
        )
        self.examples.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.examples)
        for sentence, order in EXAMPLES:
            reordered = " ".join(sentence.split()[i] for i in order)
            menu.addAction(
                f"{sentence}  →  {reordered}",
                lambda s=sentence, o=order: self.binder.commit(**{"order.sentence": s, "order.order": o}),
            )
        self.examples.setMenu(menu)
        self.words = WordOrderList(lambda order: self.binder.commit(**{"order.order": order}))
        self.words.setObjectName("option.order.order")
        self.words.setToolTip(tr("The reordered sentence: drag a word, or select it and press Ctrl+Left / Ctrl+Right"))
        self.reverse = QToolButton()
        self.reverse.setText(tr("Reverse"))
        self.reverse.setToolTip(tr("Put the words in the opposite order"))
        self.reverse.clicked.connect(self._reverse)
        rows = self.option_rows(
            ["sentence", (None, self.examples)], [(tr("Reordered:"), self.words), (None, self.reverse), "mask"]
        )
        # in a wide room the maps 2 x 2 and the bars beside them, as tall as the maps (under them, in a quarter
        # of a 1280 x 720 window, the bars and each map were strips a fifth as tall as wide); in a strip all
        # five in a row; in a tall room the bars under the maps, or all one above another
        self.flow = PanelFlow(
            self.layout_widget,
            [self.diff_plot] + [m.plot for m in self.maps.values()],
            header=[self.key],
            choices=(5, 2, 1),
            lead=True,
            shape=(260, 180),
            row_stretch=[3, 3, 2],  # (the maps are the point; three bars need less)
            beside="right",
            beside_columns=3,
            lead_stretch=1.2,
        )
        return with_options(self.layout_widget, *rows)

    def _reverse(self) -> None:
        n = len(cast(spec_module.OrderOptions, self.options).tokens)
        self.binder.commit(**{"order.order": tuple(range(n - 1, -1, -1))})

    def main_plots(self) -> list:
        return [m.plot for m in self.maps.values()]

    def draw(self, result, params, options):
        n = len(result.tokens_a)
        self.words.set_words(result.tokens_a, result.order)
        maps = (
            (False, "a", result.plain_a, result.tokens_a),
            (False, "b", result.plain_b, result.tokens_b),
            (True, "a", result.pe_a, result.tokens_a),
            (True, "b", result.pe_b, result.tokens_b),
        )
        top = max(float(att.weights.max()) for _, _, att, _ in maps)
        numbers = [[(i, str(i)) for i in range(n)]]  # keys by number: words side by side would overlap
        for with_pe, which, att, tokens in maps:
            self.maps[(with_pe, which)].set_data(att.weights, (0.0, top), word_ticks(tokens), numbers)
        x = np.arange(n, dtype=float)
        self.bars[False].setOpts(x=x - 0.2, height=result.diff_plain, width=0.38)
        self.bars[True].setOpts(x=x + 0.2, height=result.diff_pe, width=0.38)
        self.diff_plot.getAxis("bottom").setTicks(numbers)
        self.diff_plot.setXRange(-0.6, n - 0.4, padding=0)
        self.diff_plot.setYRange(
            0, max(float(result.diff_pe.max()), float(result.diff_plain.max()), 1e-3) * 1.15, padding=0
        )  # (a causal mask makes the bars without PE tall too)
        plain, pe = float(result.diff_plain.max()), float(result.diff_pe.max())
        if options.mask == "causal":  # the NoPE point: the mask alone tells orders apart
            no_pe = tr(
                "<b>No PE, causal mask:</b> largest difference {plain:.3f}: each word sees only the words "
                "before it, so order matters even without PE."
            ).format(plain=plain)
        else:
            same = tr("the same rows, reordered") if plain < ZERO else tr("rows differ")
            no_pe = tr("<b>No PE, no mask:</b> largest difference {plain:.1e} ({same}): a bag of words.").format(
                plain=plain, same=same
            )
        self.show_key(
            tr(
                "Toy attention, one head (d<sub>head</sub> = {dh}, seeded). Bars: each reordered word's output "
                "against the same word's in the sentence."
            ).format(dh=result.d_head)
            + "<br>"
            + no_pe
            + " "
            + tr("<b>With PE:</b> {pe:.3f} (outputs up to {scale:.2f}): order matters.").format(
                pe=pe, scale=result.scale
            )
            + missing_font_note(options.sentence),
            caption=(1, 2),
        )
