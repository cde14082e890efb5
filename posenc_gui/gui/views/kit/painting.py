"""What views share for drawing fast on the screen (the View base class takes it in): items cached as pixmaps
while the animation plays, cursors that move only when a device pixel changes, pyqtgraph's lazy work done
before the paint instead of inside it, the zoomed range of a long table that the compute covers, and what is on
screen: whether the view is shown, and whether its items hold a result."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pyqtgraph as pg
from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QAbstractScrollArea, QGraphicsItem, QGraphicsView, QWidget

from ....core import Params
from ....core.zoom import positions_in_view
from ....specs import Result
from ...plotting.fast_items import Dots
from ...state.store import ParamStore
from .context import ViewContext


def holds_data(item) -> bool:
    """Whether a plot item holds data: an image, or points (curves, dots, segments, scatter)."""
    if isinstance(item, pg.ImageItem):
        return item.image is not None
    get = getattr(item, "getData", None)
    if get is None:
        return False
    x = get()[0]
    return x is not None and len(x) > 0


class Painting:
    """Mixed into View: uses its ctx, store, widget and dataInvalidated."""

    # View's, which sets them in its __init__
    ctx: ViewContext
    store: ParamStore
    result: Result | None
    dataInvalidated: SignalInstance
    _widget: QWidget | None
    _window: tuple[int, int, int] | None  # (first, stop, max_len) of a zoom into a long table
    _plot_area: QWidget | None
    _cached_while_playing: list
    _graphics: list | None
    _lazy_bounds: dict
    _full_when_built: set

    if TYPE_CHECKING:  # View's

        @property
        def widget(self) -> QWidget: ...

        def figure_widget(self) -> QWidget: ...

    @property
    def playing(self) -> bool:
        play = self.ctx.actions.get("play")
        return play is not None and play.isChecked()

    def cache_while_playing(self, *items) -> None:
        """Keep `items` as pixmaps while the animation plays. They do not change then, but the cursors and
        the phase vector moving over them repaint them at every frame; a pixmap costs a blit where their
        own paint costs a pass of Python over their points (measured: about a fifth of each animation
        frame). Off again when it stops, so a drag does not render each change into a pixmap first."""
        if self.ctx.playing_changed is None:
            return
        if not self._cached_while_playing:
            self.ctx.playing_changed.connect(self._cache_for_playing)
        self._cached_while_playing.extend(items)
        self._cache_for_playing(self.playing)

    def _cache_for_playing(self, playing: bool) -> None:
        mode = QGraphicsItem.CacheMode.DeviceCoordinateCache if playing else QGraphicsItem.CacheMode.NoCache
        for item in self._cached_while_playing:
            item.setCacheMode(mode)

    def cursor_moves(self, drawn, value: float, viewbox, axis: int) -> bool:
        """Whether a cursor drawn at `drawn` must move to `value`. While the animation plays, a step under
        one device pixel is skipped: it would repaint a strip of the plot to show nothing new (at the
        default speed most ticks move the heatmap and waves cursors by a fraction of a pixel). A cursor
        already at `value` stays: a frame that changed other views must not repaint this one."""
        if drawn is None:
            return True
        if value == drawn:
            return False
        if not self.playing:
            return True
        low, high = viewbox.viewRange()[axis]
        pixels = viewbox.width() if axis == 0 else viewbox.height()
        return abs(value - drawn) * pixels >= max(high - low, 1e-300)

    def zoomed_range(self, params: Params):
        """(first, stop) of the zoom a user made into this table, or None (a zoom belongs to the table it was
        made on: a new max_len shows the whole of the new one)."""
        w = self._window
        return w[:2] if w is not None and w[2] == params.max_len else None

    def zoom_to(self, view_range, active: bool) -> None:
        """Remember which positions a plot axis shows (when `active`: a long table) and ask for a frame
        when that changes, so the compute can cover just them (see compute_hints)."""
        max_len = self.store.params.max_len
        shown = positions_in_view(view_range, max_len) if active else None
        window = None if shown is None else (*shown, max_len)
        if window != self._window:
            self._window = window
            self.dataInvalidated.emit()

    def graphics_views(self) -> list:
        """The view's GraphicsViews, its widget included when it is one (found once: a view builds its
        plots in build()). Themes, presentation mode, the paint preparation and the benchmark use it."""
        found = self._graphics
        if found is None:
            widget = self.widget
            found = widget.findChildren(QGraphicsView) + ([widget] if isinstance(widget, QGraphicsView) else [])
            self._graphics = found
        return found

    def prepare_paint(self) -> None:
        """Bring the plots to what the next paint will show, before it: pyqtgraph otherwise finishes
        ranges and some bounds inside the paint, and what changes there is painted again (a second
        paint of the view in every frame of a drag)."""
        for graphics in self.graphics_views():
            scene = graphics.scene()
            scene.prepareForPaint()  # view ranges and transforms
            lazy = self._lazy_bounds.get(id(scene))
            if lazy is None:
                lazy = self._lazy_bounds[id(scene)] = [
                    i for i in scene.items() if isinstance(i, (pg.InfiniteLine, Dots))
                ]
            to_device = graphics.viewportTransform()
            for item in lazy:
                if isinstance(item, Dots):  # pads its bounds by pixels it learns at a new zoom
                    item.learn_units(item.deviceTransform(to_device))
                else:  # an InfiniteLine finds its new bounds when painted
                    item.boundingRect()

    def has_content(self) -> bool:
        """True when a result is drawn into the items: one that held no data as the view was built holds some
        now (the self-test checks it for every view)."""
        return self.result is not None and any(
            holds_data(i) for i in self._scene_items() if id(i) not in self._full_when_built
        )

    def _scene_items(self) -> list:
        return [i for g in self.graphics_views() if g.scene() is not None for i in g.scene().items()]

    def is_shown(self) -> bool:
        """On screen: visible, not minimised, and not a dock tabbed behind another (Qt keeps those
        "visible" with an empty visible region; computing them on every frame would be wasted)."""
        if self._widget is None:  # never shown yet (the dock builds it when it first shows)
            return False
        if not self._widget.isVisible() or self._widget.window().isMinimized():
            return False
        if self._plot_area is None:  # asked every frame: found once
            # a scroll area (a GraphicsView) is all covered by its viewport, and a row of plots by its
            # plots, so their own visible region is empty even on screen: a viewport's is the one that tells
            plot = self.figure_widget()
            if not isinstance(plot, QAbstractScrollArea):
                plot = next(iter(plot.findChildren(QGraphicsView)), plot)
            self._plot_area = plot.viewport() if isinstance(plot, QAbstractScrollArea) else plot
        return not self._plot_area.visibleRegion().isEmpty()
