"""pyqtgraph's plot containers, made cheaper to build and to repaint.

- pyqtgraph builds each ViewBox's context menu (a dozen widgets, about 6 ms) when the plot is made, and
  most of our plots then switch it off. These build it only when a right click asks for it, which takes
  a third off the time to build a view (and so off start-up and off opening a view).
- The plot's viewport is opaque (the scene's background brush covers it): Qt then repaints only the
  plot under a moving cursor, not first the dock and its title bar behind it, as it does for a widget
  that may be see-through."""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt


class LazyMenuViewBox(pg.ViewBox):
    def __init__(self, *args, **kwargs):
        kwargs["enableMenu"] = False          # no menu built now ...
        super().__init__(*args, **kwargs)
        self.state["enableMenu"] = True       # ... but one is offered (setMenuEnabled(False) still removes it)

    def _ensure_menu(self):
        if self.menu is None and self.menuEnabled():
            self._applyMenuEnabled()
        return self.menu

    def getMenu(self, ev):
        return self._ensure_menu()

    def getContextMenus(self, event):
        menu = self._ensure_menu()
        return menu.actions() if menu is not None else []


class PlotLayout(pg.GraphicsLayoutWidget):
    """A GraphicsLayoutWidget whose addPlot makes plots with a LazyMenuViewBox."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.addPlot = self._add_plot   # (the base class copies its layout's addPlot onto the instance)
        opaque(self)

    def _add_plot(self, row=None, col=None, rowspan=1, colspan=1, **kwargs):
        kwargs.setdefault("viewBox", LazyMenuViewBox())
        return plain_axes(self.ci.addPlot(row=row, col=col, rowspan=rowspan, colspan=colspan, **kwargs))


def plot_widget(**kwargs) -> pg.PlotWidget:
    """A PlotWidget whose plot has a LazyMenuViewBox."""
    kwargs.setdefault("viewBox", LazyMenuViewBox())
    widget = pg.PlotWidget(**kwargs)
    opaque(widget)
    plain_axes(widget.getPlotItem())
    return widget


def plain_axes(plot: pg.PlotItem) -> pg.PlotItem:
    """No SI prefixes on the axes (no axis here has units): pyqtgraph otherwise rewrites each axis label
    as HTML at every change of range, a few times in each frame of a drag."""
    for name in ("left", "bottom", "top", "right"):
        plot.getAxis(name).enableAutoSIPrefix(False)
    return plot


def opaque(view: pg.GraphicsView) -> None:
    """The view paints every pixel of its viewport (its background brush is a colour, never None), and
    repaints one rectangle around what changed: with pyqtgraph's default (the exact region of every
    changed item) the raster engine clips each line to a many-piece region, and a frame's curves took
    ten times as long to draw."""
    view.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    view.setViewportUpdateMode(pg.QtWidgets.QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
