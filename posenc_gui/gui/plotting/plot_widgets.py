"""pyqtgraph's plot containers, made cheaper to build and to repaint.

- pyqtgraph builds each ViewBox's context menu (a dozen widgets, about 6 ms) when the plot is made, and
  most of our plots then switch it off. These build it only when a right click asks for it, which takes
  a third off the time to build a view (and so off start-up and off opening a view).
- The plot's viewport is opaque (the scene's background brush covers it): Qt then repaints only the
  plot under a moving cursor, not first the dock and its title bar behind it, as it does for a widget
  that may be see-through."""

from __future__ import annotations

import math
import re

import pyqtgraph as pg
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QSizePolicy

from .pg_private import build_menu, offer_menu_later, refresh_label, set_size_hints
from .quick_axis import QuickAxis, quick_axes


class LazyMenuViewBox(pg.ViewBox):
    def __init__(self, *args, **kwargs):
        kwargs["enableMenu"] = False  # no menu built now ...
        super().__init__(*args, **kwargs)
        offer_menu_later(self)  # ... but one is offered (setMenuEnabled(False) still removes it)

    def _ensure_menu(self):
        if self.menu is None and self.menuEnabled():
            build_menu(self)
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
        self.addPlot = self._add_plot  # (the base class copies its layout's methods onto the instance)
        self.addLabel = self._add_label
        opaque(self)

    def _add_plot(self, row=None, col=None, rowspan=1, colspan=1, **kwargs):
        kwargs.setdefault("viewBox", LazyMenuViewBox())
        kwargs.setdefault("axisItems", quick_axes())
        return yielding_title(self.ci.addPlot(row=row, col=col, rowspan=rowspan, colspan=colspan, **kwargs))

    def _add_label(self, text=" ", row=None, col=None, rowspan=1, colspan=1, **kwargs):
        label = SteadyLabel(text, **kwargs)
        self.ci.addItem(label, row, col, rowspan, colspan)
        return label


WRAP_MIN_WIDTH = 160.0  # a key or readout wraps rather than be narrower than this (about twenty characters)
TITLE_MAX_HEIGHT = 200.0  # a title wrapped onto lines takes their height, up to this
TITLE_MIN_WIDTH = 40.0  # a title wraps onto more lines over its plot down to this width (a word never breaks)
HOLD_HEIGHT_MS = 700  # a label whose text changes keeps its tallest height this long after the last change


def bigger_size(size: str, factor: float) -> str:
    """'11pt' -> '16.5pt' (pyqtgraph label sizes are CSS lengths); any other text, and factor 1, as it is."""
    match = re.fullmatch(r"\s*([\d.]+)\s*(pt|px)\s*", str(size))
    return f"{float(match.group(1)) * factor:g}{match.group(2)}" if match and factor != 1.0 else size


class SteadyLabel(pg.LabelItem):
    """A LabelItem whose new text does not lay out the plots again unless it needs more room, and whose
    left-justified text (keys, notes, readouts) wraps to the width the layout gives it.

    pyqtgraph's LabelItem sets its minimum size to its text at every setText and invalidates the layout:
    the plots beside it are laid out and repainted, five times a second for the phase readout while the
    animation plays, at every step of a drag for a key. Here the width asked for only grows (digits come
    and go), the height follows the number of lines, and nothing is laid out when neither changes.
    A LabelItem also never wraps: a key longer than its dock is wide (a narrow dock, presentation mode)
    made the layout wider than the view, and the plots were cut off at the right. A left-justified label
    asks for its longest line but takes less, down to WRAP_MIN_WIDTH, and then wraps; a centred one (a
    plot's title) wraps over its plot, its lines centred, instead of running over its neighbours' titles.
    While its text keeps changing (a drag), a label keeps the tallest height it needed, so the plots
    under it do not jump by a line at each step; HOLD_HEIGHT_MS after the last change it fits again."""

    _min_width = 0.0  # the width asked for: the longest line yet
    _fitted = None
    _quiet = False  # inside setText: only updateMin may invalidate the layout
    _held = 0.0  # the tallest height needed since the text began changing
    _release_timer = None
    _screen = 1.0  # presentation mode's scale: a size a view asks for is shown this much bigger
    _asked_size = None  # the size last asked for, before that scale

    def set_screen_scale(self, factor: float) -> None:
        """Show the size asked for `factor` times bigger from now on (1: as asked), also when a view draws
        its title again while presenting (it asks for its own size at every draw)."""
        size = self._asked_size or self.opts.get("size")
        self._screen = factor
        if size:
            self.setText(self.text, size=size)

    def setText(self, text, **args):
        if "size" in args:
            self._asked_size = args["size"]
            args["size"] = bigger_size(args["size"], self._screen)
        args = {k: v for k, v in args.items() if self.opts.get(k) != v}  # (a title's size, set each time)
        if not args and text == getattr(self, "text", None):
            return  # (pyqtgraph would lay out the same HTML again: a quarter of a millisecond a label)
        if args:  # a new size or colour (a theme, presentation mode): fitted afresh
            self._min_width = 0.0
            self._fitted = None
        # pyqtgraph's setText ends with updateGeometry() whatever the text: the plot's whole layout was
        # activated again at every step of a drag, for each view with a key or a readout
        self._quiet = True
        try:
            super().setText(text, **args)
        finally:
            self._quiet = False

    def updateGeometry(self):
        # A label out of every layout is one whose plot is being deleted (its layout goes first): Qt would
        # resize it to its hint and call resizeEvent on a Python side already gone, which crashed the process
        if not self._quiet and self.parentLayoutItem() is not None:
            super().updateGeometry()

    def updateMin(self):
        item = self.item
        # keys and readouts (left-justified) and titles (centred) wrap; axis labels (rotated) never do
        wraps = self.opts.get("justify") in ("left", "center") and not getattr(self, "angle", 0)
        if item.textWidth() >= 0:  # wrapped at the last width: the longest line, measured unwrapped
            item.setTextWidth(-1)
        natural = self.itemRect().width()
        given = self.size().width()
        if wraps and 0 < given < natural:
            option = item.document().defaultTextOption()
            if option.wrapMode() != QTextOption.WrapMode.WordWrap:  # (never inside a word or a number)
                option.setWrapMode(QTextOption.WrapMode.WordWrap)
                if self.opts.get("justify") == "center":  # a title's lines centred over its plot
                    option.setAlignment(Qt.AlignmentFlag.AlignHCenter)
                item.document().setDefaultTextOption(option)
            item.setTextWidth(max(given, 1.0))
        # whole pixels: a plot under a label at a fractional height drew its cached items half a pixel off
        width, height = max(natural, self._min_width), math.ceil(self.itemRect().height())
        if self._quiet and height < self._held:  # a new text: the height held a while (a resize fits at once)
            height = self._held
            self._release_later()
        self._held = height
        least = min(width, TITLE_MIN_WIDTH if self.opts.get("justify") == "center" else WRAP_MIN_WIDTH)
        if (least, width, height) == self._fitted:
            return
        self._min_width, self._fitted = width, (least, width, height)
        quiet, self._quiet = self._quiet, False  # (a new size: the layout must hear of it)
        try:
            self.setMinimumWidth(least)
            self.setMinimumHeight(height)
            set_size_hints(
                self,
                {
                    Qt.SizeHint.MinimumSize: (least, height),
                    Qt.SizeHint.PreferredSize: (width, height),
                    Qt.SizeHint.MaximumSize: (-1, -1),
                    Qt.SizeHint.MinimumDescent: (0, 0),
                },
            )
            self.updateGeometry()
        finally:
            self._quiet = quiet

    def resizeEvent(self, ev):
        super().resizeEvent(ev)
        if self.opts.get("justify") == "center":
            self._keep_in_view()

    def _keep_in_view(self) -> None:
        """A centred title wider than its plot overflows both sides; beside the view's edge the overflow
        was cut off ("air i = 0 (dims 0, 1)"). It moves inside the whole layout, or when even that is too
        narrow, starts at its left edge."""
        top = self
        try:
            while top.parentItem() is not None:
                top = top.parentItem()
        except RuntimeError:  # a plot being deleted resizes its title after its own Python side is gone
            return
        room = top.sceneBoundingRect()
        text = self.item.mapRectToScene(self.item.boundingRect())
        if text.width() > room.width():
            shift = room.left() - text.left()
        else:
            shift = max(room.left() - text.left(), 0.0) + min(room.right() - text.right(), 0.0)
        if shift:
            self.item.moveBy(shift, 0.0)  # (titles are never rotated: scene and label x agree)

    def _release_later(self) -> None:
        if self._release_timer is None:
            self._release_timer = QTimer(self)
            self._release_timer.setSingleShot(True)
            self._release_timer.timeout.connect(self._release)
        self._release_timer.start(HOLD_HEIGHT_MS)

    def _release(self) -> None:
        self._held = 0.0
        self.updateMin()

    def release_held_height(self) -> None:
        """The label's own height now, not one held since its text changed."""
        if self._held:
            if self._release_timer is not None:
                self._release_timer.stop()
            self._release()


def plot_widget(**kwargs) -> pg.PlotWidget:
    """A PlotWidget whose plot has a LazyMenuViewBox."""
    kwargs.setdefault("viewBox", LazyMenuViewBox())
    kwargs.setdefault("axisItems", quick_axes())
    widget = pg.PlotWidget(**kwargs)
    yielding_title(widget.getPlotItem())
    opaque(widget)
    return widget


class _MenulessPlotItem(pg.PlotItem):
    """A PlotItem without a ViewBox menu and with QuickAxis on every side, for the PlotItems that
    pyqtgraph's own classes make by calling PlotItem.__init__ without arguments. (Not with a ViewBox made
    here: with this class in ColorBarItem's MRO, a ViewBox given to PlotItem was left without a parent, as
    the plot's auto-range button is, and the bar it holds was never drawn; the ViewBox PlotItem makes
    itself, with the plot as its parent, is drawn: see the test comparing the bar's pixels.)"""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("enableMenu", False)
        kwargs.setdefault("axisItems", {side: QuickAxis(side) for side in ("left", "right", "top", "bottom")})
        super().__init__(*args, **kwargs)


class ColourBarItem(pg.ColorBarItem, _MenulessPlotItem):
    """pyqtgraph's ColorBarItem, whose plot is a _MenulessPlotItem (its `super().__init__()` comes here: see
    the MRO). It built a ViewBox menu only to switch it off, and its four AxisItems laid out their labels'
    HTML again at every change of range: half of building the heatmap view was its colour bar. (A label
    longer than the bar now wraps between words, as on the app's other axes, where pyqtgraph's was cut.)"""


def yielding_title(plot: pg.PlotItem) -> pg.PlotItem:
    """The plot's title as a SteadyLabel: a title wider than the plot no longer widens the plot's column
    beyond the view (a long title in a narrow dock or in presentation mode cut the plot off at the right);
    it stays centred over the plot."""
    old = plot.titleLabel
    plot.layout.removeItem(old)
    old.setParentItem(None)
    if old.scene() is not None:
        old.scene().removeItem(old)
    plot.titleLabel = SteadyLabel("", size="11pt", parent=plot)
    plot.layout.addItem(plot.titleLabel, 0, 1)
    plain_set_title = plot.setTitle

    def set_title(title=None, **args):
        # pyqtgraph sets the title row's height and the label's visibility at every call, and so lays out
        # the plot again: views that name the current value in a title do it at every step of a drag
        shown = title is not None
        if shown != getattr(plot, "_title_shown", None):
            plot._title_shown = shown
            plain_set_title(title, **args)
            if shown:  # pyqtgraph fixes the title's row at 30 px: a title wrapped over a narrow plot was cut.
                # It takes the lines' height now, and no more: a row that took a share of the spare room
                # put the plot under it at a fractional height, and its cached items half a pixel off
                plot.titleLabel.setMaximumHeight(TITLE_MAX_HEIGHT)
                plot.titleLabel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
                plot.layout.setRowMaximumHeight(0, TITLE_MAX_HEIGHT)
        elif shown:
            plot.titleLabel.setText(title, **args)

    plot.setTitle = set_title
    plot.setTitle(None)
    return plot


def plain_axes(widget) -> None:
    """No SI prefixes on any axis in `widget` (no axis here has units, colour bars included): pyqtgraph
    otherwise rewrites each axis label as HTML at every change of range, a few times a frame of a drag."""
    for graphics in widget.findChildren(pg.GraphicsView):
        for item in graphics.scene().items():
            if isinstance(item, pg.AxisItem) and item.autoSIPrefix:
                # not enableAutoSIPrefix(False): it first computes a prefix for the range the axis has
                # now (0..0.5 at build time gives "m", a scale of 1000) and keeps it for good
                item.autoSIPrefix = False
                item.autoSIPrefixScale = 1.0
                item.labelUnitPrefix = ""
                refresh_label(item)  # the label as set, without the "(x0.001)" a range at build time gave


def opaque(view: pg.GraphicsView) -> None:
    """The view paints every pixel of its viewport (its background brush is a colour, never None), and
    repaints one rectangle around what changed: with pyqtgraph's default (the exact region of every
    changed item) the raster engine clips each line to a many-piece region, and a frame's curves took
    ten times as long to draw."""
    view.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    view.setViewportUpdateMode(pg.QtWidgets.QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
