"""Panels that flow with the room: a view's plots side by side in a wide dock, in a grid or one above the
other in a tall one, whichever gives each panel the most room (a chapter folds its views into tab groups
at 1280 x 720, and those docks are taller than wide; All views keeps them wide and short)."""
from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject

from .pg_private import move_cell

# the shape of room a panel is meant to have (a main plot of 320 x 220 at least): columns are chosen to
# bring every panel nearest it
PANEL_WIDTH, PANEL_HEIGHT = 320.0, 220.0


def _rows(count: int, columns: int, lead: bool) -> int:
    """Rows of `count` panels in `columns`; a lead panel takes a row of its own when there are columns."""
    if lead and columns > 1:
        return 1 + math.ceil((count - 1) / columns)
    return math.ceil(count / columns)


def best_columns(count: int, width: float, height: float, choices=None,
                 shape: tuple = (PANEL_WIDTH, PANEL_HEIGHT), lead: bool = False) -> int:
    """How many columns `count` panels take in a room of `width` x `height`: the choice whose smallest
    panel, measured against `shape` (the room a panel is meant to have), is largest (ties: more columns).
    `lead`: the first panel spans a row of its own above the others."""
    choices = choices or sorted({count, math.ceil(count / 2), 1}, reverse=True)

    def fit(columns: int) -> float:
        return min(width / columns / shape[0], height / _rows(count, columns, lead) / shape[1])

    return max(choices, key=lambda c: (round(fit(c), 3), c))


class PanelFlow(QObject):
    """Lays `panels` (items of a PlotLayout) out in the columns best_columns picks, from `first_row` down, and
    again whenever the layout widget is resized across a change of columns. `header`: items spanning every
    column above the panels (a key). `stretch`: the panels' stretch factors while they share one row or one
    column (a matrix given more room than the curve beside or under it). `row_stretch`: the rows' factors in a
    grid of several columns. `choices`: the column counts allowed; `shape`: the room a panel is meant to have
    (see best_columns). `lead`: the first panel spans a row of its own above the others (a table above the
    pairs it is compared in). A last panel alone in its row spans the row."""

    def __init__(self, layout_widget, panels: list, header: list = (), first_row: int = 1,
                 stretch: list | None = None, choices=None, shape: tuple = (PANEL_WIDTH, PANEL_HEIGHT),
                 row_stretch: list | None = None, lead: bool = False):
        super().__init__(layout_widget)
        self.widget, self.panels, self.header = layout_widget, list(panels), list(header)
        self.first_row, self.stretch, self.choices, self.shape = first_row, stretch, choices, shape
        self.row_stretch, self.lead = row_stretch, lead
        self.columns: int | None = None
        layout_widget.installEventFilter(self)
        self.place(max(choices) if choices else len(self.panels))

    def eventFilter(self, obj, event) -> bool:
        if obj is self.widget and event.type() == QEvent.Type.Resize:
            size = event.size()
            header = sum(item.size().height() for item in self.header)
            self.place(best_columns(len(self.panels), size.width(), max(size.height() - header, 1.0),
                                    self.choices, self.shape, self.lead))
        return False

    def place(self, columns: int) -> None:
        if columns == self.columns:
            return
        self.columns = columns
        layout = self.widget.ci
        grid = layout.layout
        # moved within Qt's grid, never out of the scene and back: pyqtgraph's removeItem and addItem did that,
        # and each move of a plot leaked about 300 bytes (a randomised session grew by 40 MiB); pyqtgraph's
        # record of the cells follows
        for item in self.header + self.panels:
            grid.removeItem(item)
            move_cell(layout, item, [])
        rows = _rows(len(self.panels), columns, self.lead)
        cells = [(item, row, 0, columns) for row, item in enumerate(self.header)]
        flowing = self.panels
        if self.lead and columns > 1:
            cells.append((self.panels[0], self.first_row, 0, columns))
            flowing = self.panels[1:]
        top = self.first_row + rows - math.ceil(len(flowing) / columns)
        for k, item in enumerate(flowing):
            row, col = divmod(k, columns)
            alone = k == len(flowing) - 1 and col == 0 and columns > 1
            cells.append((item, top + row, col, columns if alone else 1))
        for item, row, col, span in cells:
            grid.addItem(item, row, col, 1, span)
            move_cell(layout, item, [(row, c) for c in range(col, col + span)])
        grid.activate()
        # (a factor set on a row or column past the panels would make it, and add the layout's spacing)
        for col in range(columns):
            grid.setColumnStretchFactor(col, self.stretch[col] if self.stretch and columns == len(self.panels)
                                        else 1)
        for row in range(rows):
            factor = (self.stretch[row] if self.stretch and columns == 1 else
                      self.row_stretch[row] if self.row_stretch and columns > 1 and row < len(self.row_stretch)
                      else 1)
            grid.setRowStretchFactor(self.first_row + row, factor)


class BoxFlow(QObject):
    """The same choice for plot widgets in a QBoxLayout (two widgets drawn apart, as the phase view's vector
    and clock): side by side, or one above the other; the box's stretch factors hold either way."""

    def __init__(self, container, box, shape: tuple = (PANEL_WIDTH, PANEL_HEIGHT)):
        super().__init__(container)
        self.container, self.box, self.shape = container, box, shape
        self.columns: int | None = None
        container.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.container and event.type() == QEvent.Type.Resize:
            size = event.size()
            columns = best_columns(self.box.count(), size.width(), size.height(), shape=self.shape)
            if columns != self.columns:
                self.columns = columns
                self.box.setDirection(self.box.Direction.LeftToRight if columns > 1 else
                                      self.box.Direction.TopToBottom)
        return False
