"""Every use of pyqtgraph's private parts, in one place. pyqtgraph has no public way to do these; each is
named here with why it is needed, and tests/gui/plotting/test_pg_private.py fails when a release changes
one (pyproject.toml also keeps pyqtgraph below its next minor version, where such changes land).

The other modules call these functions and never reach past pyqtgraph's public API themselves (a test
checks the source). Two uses are overrides and stay in quick_axis.py: QuickAxis replaces AxisItem's
`_updateLabel` (pyqtgraph calls it at every change of range; the test checks that it still does), and its
lean copy of AxisItem.generateDrawSpecs is used only on the releases it was copied from (LEAN_FOR)."""
from __future__ import annotations

import pyqtgraph as pg


def tick_levels(axis: pg.AxisItem):
    """The ticks given to axis.setTicks ([[(value, text), ...], ...]), or None for automatic ticks: pyqtgraph
    keeps them in `_tickLevels` and has no getter (the vectors view reads its rows' labels back)."""
    return axis._tickLevels


def update_max_text_size(axis: pg.AxisItem, size: float) -> None:
    """Tell the axis the widest (or tallest) tick label it drew, as generateDrawSpecs does at its end: the
    axis then grows to fit its labels."""
    axis._updateMaxTextSize(size)


def adjust_size(axis: pg.AxisItem) -> None:
    """Lay the axis out again for its label and tick text (setLabel and setStyle call this themselves)."""
    axis._adjustSize()


def refresh_label(axis: pg.AxisItem) -> None:
    """Redraw the axis label from its text, units and prefix as they are now (turning the SI prefix off has
    no public call that does only this: enableAutoSIPrefix(False) first computes a prefix and keeps it)."""
    axis._updateLabel()


def offer_menu_later(box: pg.ViewBox) -> None:
    """A view box built without its context menu (building one per plot was a tenth of start-up) that still
    offers it: `state["enableMenu"]` is what menuEnabled() reads, and the menu is made on the first right
    click (see plot_widgets.LazyMenuViewBox)."""
    box.state["enableMenu"] = True


def move_cell(layout: pg.GraphicsLayout, item, cells: list) -> None:
    """Record that `item` of `layout` now covers `cells` ([(row, column), ...]) after the caller moved it
    within the layout's Qt grid. pyqtgraph's removeItem and addItem would take the item out of the scene and
    back (each move leaked about 300 bytes); its record of the cells, `items` and `rows`, must follow, or it
    would place the next item over it."""
    for row, col in layout.items.get(item, ()):
        layout.rows.get(row, {}).pop(col, None)
    layout.items[item] = list(cells)
    for row, col in cells:
        layout.rows.setdefault(row, {})[col] = item


def curve_points(curve: pg.PlotCurveItem):
    """The (x, y) points a curve draws: its data, or the corners of its steps in step mode (a paper export draws
    the curve itself; pyqtgraph builds the steps in `_generateStepModeData`)."""
    x, y = curve.getData()
    step = curve.opts.get("stepMode")
    if step and x is not None and y is not None and len(y):
        x, y = curve._generateStepModeData(step, x, y, baseline=curve.opts["fillLevel"])
    return x, y


def line_end_points(line: pg.InfiniteLine) -> tuple[float, float]:
    """Where an infinite line is drawn from and to along its own axis (its view's edges): pyqtgraph keeps them in
    `_endPoints`, which its paint reads."""
    return line._endPoints
