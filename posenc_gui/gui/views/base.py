"""The Qt side of a view: builds its plot items once and draws the typed result its spec computed.

A view module defines one View subclass with `spec = <the module's SPEC from posenc_gui.specs>` and
implements build() and draw(); update_overlay() for cheap per-frame parts. The scheduler decides when to
compute (in place or in a worker) and hands draw() the result with the params and options it came from.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import ClassVar

import pyqtgraph as pg
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QAbstractScrollArea, QGraphicsItem, QGraphicsView, QWidget

from ...core import Params
from ...core.zoom import positions_in_view
from ...specs import Options, Result, ViewSpec
from ..i18n import tr
from ..plotting.fast_items import Dots
from ..state.notes import NotesSwitch
from ..state.store import ParamStore
from ..widgets.controls import Binder
from ..widgets.option_controls import build_control, label_of


@dataclass
class ViewContext:
    """What a view may use besides its own items: the store, the binder for its option widgets and
    the window's shared actions (play/pause)."""

    store: ParamStore
    binder: Binder
    actions: dict = field(default_factory=dict)
    export: Callable[[str], object] | None = None   # opens the export dialog for a view id (the window's)
    playing_changed: object = None   # a signal (bool) when the animation starts or stops (the window's)
    notes: NotesSwitch | None = None  # whether the views show their notes (None: they do)


class View(QObject):
    """One dockable view. Subclasses set `spec` and implement:
      build() -> QWidget                      creates every plot item once;
      draw(result, params, options)           updates those items in place (setData/setImage);
      update_overlay(params, options)         every frame: cheap parts such as the position cursor, drawn
                                              over the result on screen (which may be older than params);
      compute_hints(params) -> dict           view state that feeds the compute (a zoomed range), if any.
    """

    spec: ClassVar[ViewSpec]

    status = Signal(str)                  # hover readouts for the status bar
    dataInvalidated = Signal()            # view state that feeds compute changed (e.g. a zoom): ask a frame
    built = Signal()                      # the widget and its plot items were just built

    def __init__(self, ctx: ViewContext, parent: QObject | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.store = ctx.store
        self.binder = ctx.binder
        self.result: Result | None = None
        self.drawn_params: Params | None = None     # what `result` was computed from (hover reads it)
        self.drawn_options: Options | None = None
        self.drawn_key = None
        self._window = None  # (first, stop, max_len) of a zoom into a long table, for views that zoom
        self._plot_area = None  # the widget whose visible region says whether the view is on screen
        self._widget: QWidget | None = None
        self._cached_while_playing: list = []   # see cache_while_playing
        self._graphics: list | None = None      # see graphics_views
        self._lazy_bounds: dict = {}            # see prepare_paint
        self.controls: dict = {}                # option name -> its control (see option_rows)
        self._key = None                        # (text, caption line indexes) last shown by show_key
        self.notes_widgets: list = []           # widgets that are notes: shown only with the notes
        if ctx.notes is not None:
            ctx.notes.changed.connect(self._on_notes_changed)

    @property
    def widget(self) -> QWidget:
        """The view's widget, built on first use (see ensure_built)."""
        return self.ensure_built()

    def ensure_built(self) -> QWidget:
        """Build the view's widget and plot items if it was not yet, and return the widget. A window builds a
        view when its dock is first shown, so the views waiting behind tabs cost nothing at start-up; a script
        or a test that wants the items of a view never shown calls this (or the window's show_view)."""
        if self._widget is None:
            from ..plotting.plot_widgets import plain_axes

            self._widget = self.build()
            plain_axes(self._widget)
            if self.ctx.export is not None:
                self._add_export_button(self.ctx.export)
            for widget in self.notes_widgets:
                widget.setVisible(self.notes_shown)
            self.built.emit()
        return self._widget

    @property
    def is_built(self) -> bool:
        return self._widget is not None

    def _add_export_button(self, export) -> None:
        """An Export button at the end of the view's first option row (or above its plot)."""
        from PySide6.QtWidgets import QStyle, QToolButton

        button = QToolButton()
        button.setObjectName(f"export.{self.spec.id}")
        button.setText(tr("Export…"))
        button.setIcon(self.widget.style().standardIcon(QStyle.StandardPixmap.SP_DialogSaveButton))
        # icon only: the docks must still fit side by side on an 800-pixel-wide projector
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        button.setAutoRaise(True)
        button.setToolTip(tr("Export this view: figure (PNG, SVG, PDF), data (CSV, NPY) or animation (Ctrl+E)"))
        button.setAccessibleName(tr("Export view"))
        button.clicked.connect(lambda: export(self.spec.id))
        row = getattr(self.widget, "option_row", None)
        if row is not None:
            row.addWidget(button)
        elif self.widget.layout() is not None:
            self.widget.layout().insertWidget(0, button, 0, Qt.AlignmentFlag.AlignRight)
        self.export_button = button

    @property
    def id(self) -> str:
        return self.spec.id

    @classmethod
    def title_text(cls) -> str:
        return tr(cls.spec.title, "views")

    @classmethod
    def description_text(cls) -> str:
        return tr(cls.spec.description, "views")

    @property
    def options(self) -> Options:
        """This view's options as the store holds them now."""
        return self.store.options(self.spec.id)

    def set_options(self, **changes) -> None:
        self.store.update_options(self.spec.id, **changes)

    def build(self) -> QWidget:
        raise NotImplementedError

    @property
    def notes_shown(self) -> bool:
        return self.ctx.notes is None or self.ctx.notes.shown

    def show_key(self, text: str, caption=None) -> None:
        """Show `text` (lines joined by <br>) in the view's key: all of it with the notes, else only its
        caption, the lines at the indexes in `caption` (the numbers the view proves; None: every line).
        The whole text is the key's tooltip while the notes are hidden."""
        self._key = (text, caption)
        lines = text.split("<br>")
        if caption is None or self.notes_shown:
            shown = text
        else:
            n = len(lines)   # (negative indexes count from the end; those past it are skipped)
            shown = "<br>".join(lines[i] for i in sorted({i % n for i in caption if -n <= i < n}))
        if shown != self.key.text:
            self.key.setText(shown)
        self.key.setToolTip("" if shown == text else text)

    def _on_notes_changed(self, shown: bool) -> None:
        for widget in self.notes_widgets:
            widget.setVisible(shown)
        if self._key is not None:
            self.show_key(*self._key)

    def option_rows(self, *rows) -> list:
        """Rows for with_options from rows of option names: this view's fields ("pair"), another owner's
        ("animation.speed"), or a (label, widget) pair of the view's own. Each control is built from its
        field's declaration and bound; it lands in `self.controls` under its name."""
        out = []
        for row in rows:
            items = []
            for entry in row:
                if isinstance(entry, tuple):
                    items.append(entry)
                    continue
                name = entry if "." in entry else f"{self.spec.id}.{entry}"
                widget = self.controls[entry] if entry in self.controls else self.bind_control(entry)
                items.append((label_of(name), widget))
            out.append(items)
        return out

    def bind_control(self, entry: str, **bind_extra) -> QWidget:
        """The control of option `entry` (as in option_rows), built and bound now, so a view can adjust it
        before placing it; `bind_extra` goes to Binder.bind (companions)."""
        name = entry if "." in entry else f"{self.spec.id}.{entry}"
        widget = self.controls[entry] = build_control(self.binder, name, **bind_extra)
        return widget

    def control(self, field: str) -> QWidget:
        """The control of option `field` (built with the view)."""
        self.ensure_built()
        return self.controls[field]

    def draw(self, result: Result, params: Params, options: Options) -> None:
        raise NotImplementedError

    def update_overlay(self, params: Params, options: Options) -> None:
        pass

    def compute_hints(self, params: Params) -> dict:
        """What compute takes besides the options: here what the spec `uses` (a view that adds hints of its
        own extends this)."""
        return self.store.used(self.spec)

    def on_colormaps_changed(self) -> None:
        """The user chose other colour maps: images were switched over; redraw what uses them otherwise."""
        if self.result is not None and self.drawn_params is not None:
            self.draw(self.result, self.drawn_params, self.drawn_options)

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
        mode = (QGraphicsItem.CacheMode.DeviceCoordinateCache if playing
                else QGraphicsItem.CacheMode.NoCache)
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
        window = positions_in_view(view_range, max_len) if active else None
        window = None if window is None else (*window, max_len)
        if window != self._window:
            self._window = window
            self.dataInvalidated.emit()

    def main_plots(self) -> list | None:
        """The plots that together are the view's main figure when it is small multiples (the same kind of
        map side by side, as the word-order matrices); None: the view's largest plot is its main one."""
        return None

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
            scene.prepareForPaint()   # view ranges and transforms
            lazy = self._lazy_bounds.get(id(scene))
            if lazy is None:
                lazy = self._lazy_bounds[id(scene)] = [i for i in scene.items()
                                                       if isinstance(i, (pg.InfiniteLine, Dots))]
            to_device = graphics.viewportTransform()
            for item in lazy:
                if isinstance(item, Dots):   # pads its bounds by pixels it learns at a new zoom
                    item.learn_units(item.deviceTransform(to_device))
                else:                        # an InfiniteLine finds its new bounds when painted
                    item.boundingRect()

    def figure_widget(self) -> QWidget:
        """What an export renders: the view's plot without its option rows (the largest GraphicsView in it;
        a view with a different figure overrides this)."""
        views = self.widget.findChildren(QGraphicsView)
        if not views:
            return self.widget
        return max(views, key=lambda v: v.width() * v.height())

    def focus_widget(self) -> QWidget:
        """Where the keyboard focus goes when the window starts with this view first."""
        return self.widget

    def has_content(self) -> bool:
        """True when the items hold data (the self-test checks it for every view)."""
        return self.result is not None

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

    def invalidate(self) -> None:
        """Forget what is drawn, so the next frame computes again."""
        self.drawn_key = None
