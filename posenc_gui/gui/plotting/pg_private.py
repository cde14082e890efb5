"""Every use of pyqtgraph's private parts, in one place. pyqtgraph has no public way to do these; each is
named here with why it is needed, and tests/gui/plotting/test_pg_private.py fails when a release changes
one (pyproject.toml also keeps pyqtgraph below its next minor version, where such changes land).

The other modules call these functions and never reach past pyqtgraph's public API themselves (a test
checks the source). Two uses are overrides and stay in quick_axis.py: QuickAxis replaces AxisItem's
`_updateLabel` (pyqtgraph calls it at every change of range; the test checks that it still does), and its
lean copy of AxisItem.generateDrawSpecs is used only on the releases it was copied from (LEAN_FOR).

This module imports pyqtgraph only when asked (import_pyqtgraph): the app imports it here first."""

from __future__ import annotations

import sys
import types
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pyqtgraph as pg

QT_MODULES = ("QtCore", "QtGui", "QtWidgets")
MIRROR = "pyqtgraph.Qt.{}"  # pyqtgraph's own copy of each Qt module (an empty package it fills)


def _mirror(name: str, source: types.ModuleType) -> types.ModuleType:
    """A module that stands for pyqtgraph's copy of `source`: a name is looked up in `source` when first
    used and kept (what pyqtgraph set itself is found first, as in its copy)."""
    mirror = types.ModuleType(MIRROR.format(name), source.__doc__)

    def forward(attr: str):
        value = getattr(source, attr)  # (AttributeError as the module would raise it)
        setattr(mirror, attr, value)
        return value

    mirror.__getattr__ = forward  # type: ignore[method-assign]   # (a module's own __getattr__, PEP 562)
    mirror.__dir__ = lambda: sorted(set(dir(source)) | set(mirror.__dict__))  # type: ignore[method-assign]
    mirror.lazy = True  # type: ignore[attr-defined]   # (tests tell it from pyqtgraph's)
    return mirror


def import_pyqtgraph() -> bool:
    """Import pyqtgraph with its copies of QtCore, QtGui and QtWidgets filled as names are used; False when
    pyqtgraph was imported already (then nothing changes).

    pyqtgraph.Qt copies every name of the three PySide6 modules into packages of its own (`_copy_attrs`:
    `dir(src)`, then getattr of each). PySide6 makes a class when it is first looked up, so the copy made
    the classes of all 754 names, with their enums: about 90 ms of every start, for the hundred names the
    app uses. Here the copies are modules that look a name up when it is first used, put in place before
    pyqtgraph imports them, and the three PySide6 modules list no names while pyqtgraph.Qt runs, so its copy
    loop has nothing to copy. Their own listing is put back at once."""
    if "pyqtgraph" in sys.modules:
        return False
    import PySide6.QtCore
    import PySide6.QtGui
    import PySide6.QtWidgets

    sources = {"QtCore": PySide6.QtCore, "QtGui": PySide6.QtGui, "QtWidgets": PySide6.QtWidgets}
    for name, source in sources.items():
        sys.modules[MIRROR.format(name)] = _mirror(name, source)
    listings = {source: source.__dict__.get("__dir__") for source in sources.values()}
    try:
        for source in sources.values():
            source.__dir__ = list  # type: ignore[method-assign]   # (nothing to copy)
        import pyqtgraph  # noqa: F401
    except BaseException:
        for name in sources:  # (a failed import leaves no half-made mirror behind)
            sys.modules.pop(MIRROR.format(name), None)
        raise
    finally:
        for source, listing in listings.items():
            if listing is None:
                del source.__dict__["__dir__"]
            else:
                source.__dir__ = listing  # type: ignore[method-assign]
    return True


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


def build_menu(box: pg.ViewBox) -> None:
    """Make the context menu of a view box that offers one (menuEnabled()) and has none yet: pyqtgraph builds it
    in `_applyMenuEnabled`, which setMenuEnabled calls; calling that would also set the offer anew."""
    box._applyMenuEnabled()


def line_segments(curve: pg.PlotCurveItem):
    """The arguments of QPainter.drawLines for a curve's segments (connect="pairs" or an array), as pyqtgraph
    builds and caches them once per data change in `_getLineSegments`."""
    return curve._getLineSegments()


def set_size_hints(label: pg.LabelItem, hints: dict) -> None:
    """Give a label the sizes its sizeHint returns ({Qt.SizeHint: (width, height)}): pyqtgraph's LabelItem keeps
    them in `_sizeHint`, which its updateMin sets to its text's size and its sizeHint reads."""
    label._sizeHint = hints


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


def bar_corners(bars: pg.BarGraphItem):
    """(x0, y0, x1, y1) of each bar a bar graph draws, as numpy arrays (a paper export draws the bars itself;
    pyqtgraph works them out of x/x0/x1/width and y/y0/y1/height in `_getNormalizedCoords`)."""
    import numpy as np

    return tuple(np.atleast_1d(np.asarray(v, dtype=float)) for v in bars._getNormalizedCoords())
