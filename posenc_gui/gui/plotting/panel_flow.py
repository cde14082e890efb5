"""Panels that flow with the room: a view's plots side by side in a wide dock, in a grid or one above the
other in a tall one, whichever gives each panel the most room (a chapter folds its views into tab groups
at 1280 x 720, and those docks are taller than wide; All views keeps them wide and short)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject

from .pg_private import move_cell

QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum" for a size
# a lead goes beside the others in a room from BESIDE_RATIO to BESIDE_MOST times as wide as tall (a docked
# view at 1280 x 720 is about 2, the stage 2.3); in a tall dock the lead keeps a row above or below them, and
# in a strip (All views' docks, 4 or 5 times as wide as tall) the panels share one row
BESIDE_RATIO, BESIDE_MOST = 1.3, 3.0

# the shape of room a panel is meant to have (a main plot of 320 x 220 at least): columns are chosen to
# bring every panel nearest it
PANEL_WIDTH, PANEL_HEIGHT = 320.0, 220.0


def panel_rows(count: int, columns: int, lead: bool) -> int:
    """Rows of `count` panels in `columns`; a lead panel takes a row of its own when there are columns, and
    fewer than the panels (with a column each, all share one row)."""
    if lead and 1 < columns < count:
        return 1 + math.ceil((count - 1) / columns)
    return math.ceil(count / columns)


def best_columns(
    count: int,
    width: float,
    height: float,
    choices=None,
    shape: tuple = (PANEL_WIDTH, PANEL_HEIGHT),
    lead: bool = False,
) -> int:
    """How many columns `count` panels take in a room of `width` x `height`: the choice whose smallest
    panel, measured against `shape` (the room a panel is meant to have), is largest (ties: more columns).
    `lead`: the first panel spans a row of its own above the others."""
    choices = choices or sorted({count, math.ceil(count / 2), 1}, reverse=True)

    def fit(columns: int) -> float:
        return min(width / columns / shape[0], height / panel_rows(count, columns, lead) / shape[1])

    return max(choices, key=lambda c: (round(fit(c), 3), c))


class PanelFlow(QObject):
    """Lays `panels` (items of a PlotLayout) out in the columns best_columns picks, from `first_row` down, and
    again whenever the layout widget is resized across a change of columns. `header`: items spanning every
    column above the panels (a key). `stretch`: the panels' stretch factors while they share one row or one
    column (a matrix given more room than the curve beside or under it). `row_stretch`: the rows' factors in a
    grid of several columns. `choices`: the column counts allowed; `shape`: the room a panel is meant to have
    (see best_columns). `lead`: the first panel spans a row of its own above the others (a table above the
    pairs it is compared in) unless all share one row. A last panel alone in its row spans the row.

    `beside` ("left" or "right", with `lead`): in a room BESIDE_RATIO to BESIDE_MOST times as wide as tall the lead
    takes a column of its own at that side, across the rows of the others, which fill `beside_columns` - 1
    columns beside it; its column is `lead_stretch` times as wide as one of theirs (a square matrix beside
    the smaller panels, not a strip across the top four times as wide as tall). In a narrower room the flow
    is as with `lead` alone, the lead's row under the others for "right" (and last in one column)."""

    def __init__(
        self,
        layout_widget,
        panels: list,
        header: Sequence = (),
        first_row: int = 1,
        stretch: list | None = None,
        choices=None,
        shape: tuple = (PANEL_WIDTH, PANEL_HEIGHT),
        row_stretch: list | None = None,
        lead: bool = False,
        beside: str = "",
        beside_columns: int = 2,
        lead_stretch: float = 1.0,
    ):
        super().__init__(layout_widget)
        if beside not in ("", "left", "right"):
            raise ValueError(f"beside is '', 'left' or 'right', not {beside!r}")
        self.widget, self.panels, self.header = layout_widget, list(panels), list(header)
        self.first_row, self.stretch, self.choices, self.shape = first_row, stretch, choices, shape
        self.row_stretch, self.lead = row_stretch, lead
        self.beside = beside if lead else ""
        self.beside_columns, self.lead_stretch = max(beside_columns, 2), lead_stretch
        self.columns: int | None = None
        self.lead_beside = False  # whether the lead stands beside the others now
        self._weights: list = []  # each column's share of the width with the lead beside (see _share_columns)
        layout_widget.installEventFilter(self)
        self.place(max(choices) if choices else len(self.panels))

    def eventFilter(self, obj, event) -> bool:
        # (a flow being collected has lost its Python attributes while Qt still sends it its widget's events)
        if obj is self.__dict__.get("widget") and event.type() == QEvent.Type.Resize:
            size = event.size()
            header = sum(item.size().height() for item in self.header)
            height = max(size.height() - header, 1.0)
            if self.beside and BESIDE_RATIO * height <= size.width() <= BESIDE_MOST * height:
                self.place(self.beside_columns, beside=True)
            else:
                self.place(best_columns(len(self.panels), size.width(), height, self.choices, self.shape, self.lead))
            self._share_columns(size.width())
        return False

    def for_page(self, kept: list, columns: int) -> None:
        """Lay out only the panels `kept` (the others hidden and out of the grid), in `columns` columns whatever
        the room (the first kept above the others when it is the lead): a paper figure laid out for the page
        (gui/export/preset_figures.py). For good: a copy of the view made for one figure."""
        grid = self.widget.ci.layout
        for col in range(len(self.panels)):  # (widths the lead beside the others may have fixed)
            grid.setColumnMinimumWidth(col, 0)
            grid.setColumnPreferredWidth(col, 0)
            grid.setColumnMaximumWidth(col, QWIDGETSIZE_MAX)
        self.left_out = [item for item in self.panels if item not in kept]
        for item in self.left_out:  # (out of the scene too; its owner deletes it: see StandaloneView.close)
            self.widget.ci.removeItem(item)
            item.hide()
        self.stretch = [self.stretch[self.panels.index(p)] for p in kept] if self.stretch else None
        self.lead = self.lead and kept[:1] == self.panels[:1]
        self.panels = list(kept)
        self.beside, self.row_stretch, self._weights = "", None, []
        self.choices = (max(min(columns, len(kept)), 1),)
        self.columns = None
        self.place(self.choices[0])

    def place(self, columns: int, beside: bool = False) -> None:
        beside = beside and bool(self.beside) and columns > 1
        if (columns, beside) == (self.columns, self.lead_beside):
            return
        self.columns, self.lead_beside = columns, beside
        layout = self.widget.ci
        grid = layout.layout
        # moved within Qt's grid, never out of the scene and back: pyqtgraph's removeItem and addItem did that,
        # and each move of a plot leaked about 300 bytes (a randomised session grew by 40 MiB); pyqtgraph's
        # record of the cells follows
        for item in self.header + self.panels:
            grid.removeItem(item)
            move_cell(layout, item, [])
        if self.beside:  # (widths the lead beside the others fixed)
            for col in range(len(self.panels)):
                grid.setColumnMinimumWidth(col, 0)
                grid.setColumnPreferredWidth(col, 0)
                grid.setColumnMaximumWidth(col, QWIDGETSIZE_MAX)
        if beside:
            self._place_beside(columns)
            return
        self._weights = []
        rows = panel_rows(len(self.panels), columns, self.lead)
        cells = [(item, row, 0, columns) for row, item in enumerate(self.header)]
        below = self.beside == "right"  # the lead's row (or place in one column) under the others
        order = self.panels[1:] + self.panels[:1] if below else self.panels
        flowing = order
        top = self.first_row
        if self.lead and 1 < columns < len(self.panels):
            flowing = self.panels[1:]
            lead_row = self.first_row + rows - 1 if below else self.first_row
            cells.append((self.panels[0], lead_row, 0, columns))
            top = self.first_row if below else self.first_row + 1
        for k, item in enumerate(flowing):
            row, col = divmod(k, columns)
            alone = k == len(flowing) - 1 and col == 0 and columns > 1
            cells.append((item, top + row, col, columns if alone else 1))
        self._add(cells)
        # (a factor set on a row or column past the panels would make it, and add the layout's spacing)
        for col in range(columns):
            grid.setColumnStretchFactor(
                col, self.stretch[self.panels.index(order[col])] if self.stretch and columns == len(self.panels) else 1
            )
        for row in range(rows):
            factor = (
                self.stretch[self.panels.index(order[row])]
                if self.stretch and columns == 1
                else self.row_stretch[row]
                if self.row_stretch and columns > 1 and row < len(self.row_stretch)
                else 1
            )
            grid.setRowStretchFactor(self.first_row + row, factor)

    def _place_beside(self, columns: int) -> None:
        """The lead in a column of its own at its side, the others in a grid of `columns` - 1 beside it."""
        grid = self.widget.ci.layout
        cells: list[tuple] = [(item, row, 0, columns) for row, item in enumerate(self.header)]
        lead, others = self.panels[0], self.panels[1:]
        inner = columns - 1
        rows = math.ceil(len(others) / inner)
        lead_col, first_col = (0, 1) if self.beside == "left" else (inner, 0)
        cells.append((lead, self.first_row, lead_col, 1, rows))
        for k, item in enumerate(others):
            row, col = divmod(k, inner)
            alone = k == len(others) - 1 and col == 0 and inner > 1
            cells.append((item, self.first_row + row, first_col + col, inner if alone else 1))
        self._add(cells)
        self._weights = [self.lead_stretch if col == lead_col else 1 for col in range(columns)]
        self._share_columns(self.widget.width())
        for row in range(rows):
            grid.setRowStretchFactor(self.first_row + row, 1)

    def _share_columns(self, width: float) -> None:
        """With the lead beside the others, the columns' widths fixed in their shares (`_weights`: the lead's
        column `lead_stretch` times as wide as each of the others) of the width the layout has: stretch
        factors only share what is left over the panels' preferred widths, and a long title or a colour bar
        made a column its own width (the lead, a matrix under a short title, came out the narrowest). (Not in
        the other arrangements: five fixed columns of a narrow strip set Qt's layout resizing a title for
        ever, and the process crashed.)"""
        if not self.lead_beside or not self._weights:
            return
        grid = self.widget.ci.layout
        left, _, right, _ = grid.getContentsMargins()
        room = max(width - left - right - grid.horizontalSpacing() * (len(self._weights) - 1), 0.0)
        total = sum(self._weights)
        for col, weight in enumerate(self._weights):
            grid.setColumnFixedWidth(col, room * weight / total)

    def _add(self, cells: list) -> None:
        """Put each (item, row, col, column span[, row span]) into the grid and pyqtgraph's record of it."""
        layout = self.widget.ci
        grid = layout.layout
        for item, row, col, span, *down in cells:
            rows = down[0] if down else 1
            grid.addItem(item, row, col, rows, span)
            move_cell(layout, item, [(r, c) for r in range(row, row + rows) for c in range(col, col + span)])
        grid.activate()


class BoxFlow(QObject):
    """The same choice for plot widgets in a QBoxLayout (two widgets drawn apart, as the phase view's vector
    and clock): side by side, or one above the other; the box's stretch factors hold either way."""

    def __init__(self, container, box, shape: tuple = (PANEL_WIDTH, PANEL_HEIGHT)):
        super().__init__(container)
        self.container, self.box, self.shape = container, box, shape
        self.columns: int | None = None
        container.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.__dict__.get("container") and event.type() == QEvent.Type.Resize:  # (see PanelFlow's)
            size = event.size()
            columns = best_columns(self.box.count(), size.width(), size.height(), shape=self.shape)
            if columns != self.columns:
                self.columns = columns
                self.box.setDirection(self.box.Direction.LeftToRight if columns > 1 else self.box.Direction.TopToBottom)
        return False


def panel_items(view, layout) -> dict:
    """{panel name: its plot item} for `view`, whose spec's paper layout is `layout`: the view's own mapping
    (paper_panels), else the panels of its flow, in the flow's order."""
    own = getattr(view, "paper_panels", None)
    if own is not None:
        return own()
    flow = getattr(view, "flow", None)
    if not isinstance(flow, PanelFlow) or len(flow.panels) != len(layout.panels):
        raise RuntimeError(
            f"{view.spec.id}: its paper layout names {len(layout.panels)} panels, its flow holds "
            f"{len(flow.panels) if isinstance(flow, PanelFlow) else 'none'}"
        )
    return dict(zip(layout.panels, flow.panels))
