"""The Qt side of a view: builds its plot items once and draws the typed result its spec computed.

A view module defines one View subclass with `spec = <the module's SPEC from posenc_gui.specs>` and
implements build() and draw(); update_overlay() for cheap per-frame parts. The scheduler decides when to
compute (in place or in a worker) and hands draw() the result with the params and options it came from.
"""

from __future__ import annotations

import html
import traceback
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsView, QWidget

from ....core import Params
from ....specs import Options, Result, ViewSpec
from ...i18n import tr
from ...plotting.panel_flow import panel_items
from ...state.view_protocol import DrawRequest, ScheduledView
from .context import ViewContext
from .emphasis import Emphasis, MarkLines
from .option_binding import OptionBinding
from .pacing import Pacing
from .painting import Painting, holds_data


class View(Painting, Pacing, OptionBinding, QObject):
    """One dockable view. Subclasses set `spec` and implement:
      build() -> QWidget                      creates every plot item once (start_layout gives the usual
                                              plot grid with the key in its first row);
      draw(result, params, options)           updates those items in place (setData/setImage);
      update_overlay(params, options)         every frame: cheap parts such as the position cursor, drawn
                                              over the result on screen (which may be older than params);
      compute_hints(params) -> dict           view state that feeds the compute (a zoomed range), if any.
    The figure an export renders is `layout_widget` when the view has one, and the view has content when a
    plot item that was empty as built holds data: a view that differs overrides figure_widget or
    has_content.
    """

    spec: ClassVar[ViewSpec]
    # what is on screen, written by accept alone (the scheduler's frames, a standalone copy's draw)
    result: Result | None = None
    drawn_params: Params | None = None  # what `result` was computed from (hover reads it)
    drawn_options: Options | None = None
    drawn_key: tuple | None = None  # the cache key of what is on screen, or of the last failure
    emphasis: Emphasis | None = None  # a lesson step's show: and mark: lines (see emphasise)
    _panels_hidden = False  # a step that reveals panels hid some (show_panels)

    status = Signal(str)  # hover readouts for the status bar
    dataInvalidated = Signal()  # view state that feeds compute changed (e.g. a zoom): ask a frame
    built = Signal()  # the widget and its plot items were just built

    def __init__(self, ctx: ViewContext, parent: QObject | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.store = ctx.store
        self.binder = ctx.binder
        self._window = None  # (first, stop, max_len) of a zoom into a long table, for views that zoom
        self._plot_area = None  # the widget whose visible region says whether the view is on screen
        self._widget: QWidget | None = None
        self._cached_while_playing: list = []  # see cache_while_playing
        self._paced_at = 0.0  # see waits_while_playing
        self._pacer = None
        self._graphics: list | None = None  # see graphics_views
        self._lazy_bounds: dict = {}  # see prepare_paint
        self.controls: dict = {}  # option name -> its control (see option_rows)
        self._key: tuple[str, object] | None = None  # (text, caption line indexes) last shown by show_key
        self.key_colours_only = False  # a paper figure: the key keeps its colour samples, no text
        self.notes_widgets: list = []  # widgets that are notes: shown only with the notes
        self._full_when_built: set = set()  # ids of the plot items that held data as built (axes' marks)
        self._hidden_by_failure: list = []  # items show_failure hid, shown again by end_failure
        self.failure = ""  # why the last compute or draw failed ("": it did not)
        self.emphasis = None
        self.mark_lines: dict[str, MarkLines] = {}  # the spec's mark axis name -> its lines (built by the view)
        if ctx.notes is not None:
            ctx.notes.changed.connect(self._on_notes_changed)

    @property
    def widget(self) -> QWidget:
        """The view's widget, built on first use (see ensure_built)."""
        return self.ensure_built()

    def ensure_built(self) -> QWidget:
        """Build the view's widget and plot items if it was not yet, and return the widget. A window builds a
        view when its dock is first on screen, so the views of hidden docks and of those tabbed behind another
        cost nothing at start-up; a script or a test that wants the items of a view never shown calls this (or
        the window's show_view)."""
        if self._widget is None:
            from ...plotting.plot_widgets import plain_axes

            self._widget = self.build()
            plain_axes(self._widget)
            self._full_when_built = {id(i) for i in self._scene_items() if holds_data(i)}
            if self.ctx.export is not None:
                self._add_export_button(self.ctx.export)
            for widget in self.notes_widgets:
                widget.setVisible(self.notes_shown)
            self.built.emit()
        return self._widget

    @property
    def is_built(self) -> bool:
        return self._widget is not None

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

    def start_layout(self, columns: int = 1):
        """The usual grid of plots (`self.layout_widget`, returned) with the view's key across its first row
        of `columns` cells (`self.key`, see show_key); plots go in from row 1."""
        from ...plotting.plot_widgets import PlotLayout
        from ...plotting.style import FONT_PT

        self.layout_widget = PlotLayout()
        self.key = self.layout_widget.addLabel(row=0, col=0, colspan=columns, justify="left", size=f"{FONT_PT}pt")
        return self.layout_widget

    @property
    def notes_shown(self) -> bool:
        return self.ctx.notes is None or self.ctx.notes.shown

    def show_key(self, text: str, caption=None) -> None:
        """Show `text` (lines joined by <br>) in the view's key: all of it with the notes, else only its
        caption, the lines at the indexes in `caption` (the numbers the view proves; None: every line).
        The whole text is the key's tooltip while the notes are hidden."""
        self._key = (text, caption)
        lines = text.split("<br>")
        if self.key_colours_only:
            from ...plotting.style import is_color_key_line

            shown = "<br>".join(line for line in lines if is_color_key_line(line))
        elif caption is None or self.notes_shown:
            shown = text
        else:
            n = len(lines)  # (negative indexes count from the end; those past it are skipped)
            shown = "<br>".join(lines[i] for i in sorted({i % n for i in caption if -n <= i < n}))
        if shown != self.key.text:
            self.key.setText(shown)
        self.key.setToolTip("" if shown == text else text)

    def _on_notes_changed(self, shown: bool) -> None:
        for widget in self.notes_widgets:
            widget.setVisible(shown)
        if self._key is not None:
            self.show_key(*self._key)

    def draw(self, result: Result, params: Params, options: Options) -> None:
        raise NotImplementedError

    def update_overlay(self, params: Params, options: Options) -> None:
        pass

    def accept(self, result: Result | None, request: DrawRequest | None) -> None:
        """What the view shows from now on, the only writer of it: `result`, drawn for `request` (its cache key,
        parameters and options). `result` None: the compute or the draw for `request` failed; what was drawn
        stays, and the request's key is kept so that the same request is not tried again every frame (a
        change tries again). `request` None: what is drawn is forgotten, and the next frame computes again."""
        if request is None:
            self.drawn_key = None
            return
        if result is not None:
            self.result, self.drawn_params, self.drawn_options = result, request.params, request.options
            self.show_panels(request.params, request.options)
        self.drawn_key = request.key

    def show_progress(self, done: int, total: int) -> None:
        """A compute in the worker got `done` of `total` steps through: nothing to show (a trained model's views
        say it)."""

    def compute_hints(self, params: Params) -> dict:
        """What compute takes besides the options: here what the spec `uses` (a view that adds hints of its
        own extends this)."""
        return self.store.used(self.spec)

    def on_colormaps_changed(self) -> None:
        """The user chose other colour maps: images were switched over; redraw what uses them otherwise."""
        if self.result is not None and self.drawn_params is not None and self.drawn_options is not None:
            self.draw(self.result, self.drawn_params, self.drawn_options)

    def main_plots(self) -> list | None:
        """The plots that together are the view's main figure when it is small multiples (the same kind of
        map side by side, as the word-order matrices); None: the view's largest plot is its main one."""
        return None

    def figure_widget(self) -> QWidget:
        """What an export renders: the view's plot without its option rows (its `layout_widget`, else the
        largest GraphicsView in it; a view with a different figure overrides this)."""
        layout = getattr(self, "layout_widget", None)
        if layout is not None:
            return layout
        views = self.widget.findChildren(QGraphicsView)
        if not views:
            return self.widget
        return max(views, key=lambda v: v.width() * v.height())

    def focus_widget(self) -> QWidget:
        """Where the keyboard focus goes when the window starts with this view first."""
        return self.widget

    def show_failure(self, message: str) -> None:
        """The compute (or the draw) failed: hide what the plots hold, which came from other settings (a preset
        chosen before "opened model" with no model open would go on showing as if it were the choice), and say
        why in the key. The next successful draw shows them again (end_failure)."""
        if not self.is_built:
            return
        self.failure = message
        import pyqtgraph as pg

        marks = (pg.InfiniteLine, pg.LinearRegionItem, pg.TextItem)
        for item in self._scene_items():
            if (
                item.isVisible()
                and id(item) not in self._full_when_built
                and (holds_data(item) or isinstance(item, marks))
                and item.parentItem() is not None
            ):
                item.setVisible(False)
                self._hidden_by_failure.append(item)
        if getattr(self, "key", None) is not None:
            self.show_key(f'<span style="color:#C00000">{html.escape(message)}</span>')

    def end_failure(self) -> None:
        """Show again what show_failure hid (before a new result is drawn over it)."""
        self.failure = ""
        for item in self._hidden_by_failure:
            item.setVisible(True)
        self._hidden_by_failure.clear()

    def emphasise(self, shows: tuple[str, ...] | None, marks=()) -> None:
        """A lesson step's `show:` (the curves drawn; None: all) and `mark:` lines ((axis name, number, label)
        each) for this view, held while its inputs stay as the store has them now, as the step set them up;
        (None, ()) clears them. What is drawn is drawn again with them."""
        if shows is None and not marks:
            emphasis = None
        else:
            params = self.store.params
            key = self.spec.cache_key(params, self.store.options(self.spec.id), self.compute_hints(params))
            emphasis = Emphasis(shows, tuple(marks), key)
        if emphasis == self.emphasis:
            return
        self.emphasis = emphasis
        if self.drawn_params is not None and self.drawn_options is not None:
            self.show_panels(self.drawn_params, self.drawn_options)
        if (
            self.is_built
            and self.result is not None
            and self.drawn_params is not None
            and self.drawn_options is not None
            and not self.failure
        ):
            try:
                self.draw(self.result, self.drawn_params, self.drawn_options)
            except Exception:  # noqa: BLE001 - as the scheduler's draws: a broken view must not stop the lesson
                traceback.print_exc()

    def step_emphasis(self, params: Params, options: Options) -> Emphasis | None:
        """The step's emphasis if it holds for a draw from `params` and `options` (the inputs the step set up)."""
        emphasis = self.emphasis
        if emphasis is None:
            return None
        return emphasis if self.spec.cache_key(params, options, self.compute_hints(params)) == emphasis.key else None

    def shown_curves(self, params: Params, options: Options, names) -> tuple[str, ...]:
        """Of `names` (the spec's `shows`), those drawn: a step's `show:` choice while it holds, else all."""
        emphasis = self.step_emphasis(params, options)
        chosen = None if emphasis is None else emphasis.shows
        if chosen is not None and not set(chosen) & set(names):
            chosen = None  # (a step that reveals panels, not curves: every curve of the panels shown)
        return tuple(n for n in names if chosen is None or n in chosen)

    def show_panels(self, params: Params, options: Options) -> None:
        """A step that builds this view panel by panel (its reveal: names panels): the panels not yet revealed keep
        their place but are not drawn (opacity 0: the figure does not move when the next one comes); all are
        drawn when the step's emphasis does not hold for `params` and `options` or names no panel."""
        if self.emphasis is None and not self._panels_hidden:
            return  # (no step's emphasis and nothing hidden: most draws)
        layout = self.spec.paper
        if layout is None or not self.is_built:
            return
        emphasis = self.step_emphasis(params, options)
        shows = () if emphasis is None or emphasis.shows is None else emphasis.shows
        revealed = [name for name in shows if name in layout.panels]
        if not (revealed or self._panels_hidden):
            return  # (nothing to hide, nothing hidden: most draws)
        try:
            items = panel_items(self, layout)
        except RuntimeError:  # (a figure whose panels were arranged for a page: no step builds it)
            return
        for name, item in items.items():
            item.setOpacity(1.0 if not revealed or name in revealed else 0.0)
        self._panels_hidden = bool(revealed)

    def draw_marks(self, params: Params, options: Options) -> None:
        """The step's marks on the lines the view built (mark_lines), once the plots' ranges are set; none when
        its emphasis does not hold."""
        emphasis = self.step_emphasis(params, options)
        marks = emphasis.marks if emphasis is not None else ()
        for name, lines in self.mark_lines.items():
            lines.show([(value, label) for axis, value, label in marks if axis == name])

    def invalidate(self) -> None:
        """Forget what is drawn, so the next frame computes again."""
        self.accept(None, None)


if TYPE_CHECKING:

    def _scheduled(view: View) -> ScheduledView:  # (mypy checks that a View is what the scheduler talks to)
        return view
