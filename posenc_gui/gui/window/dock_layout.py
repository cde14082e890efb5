"""The dock-layout engine: how the docks of the views are arranged. All views (arrange_default), a chapter
(arrange_chapter: its rows right of the parameters, folded into tab groups where the window is too small) and
the stage (arrange, without the parameters); a lesson step's views shown together; the sizes shared out again
when the window is resized (refit). It acts on the window through the dock host alone."""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QScrollArea, QWidget

from .dock_host import DockHost

# Default sizes of the dock groups (see arrange_default), in pixels.
PARAMS_WIDTH, TOP_WIDTH, RIGHT_WIDTH, TOP_HEIGHT, BOTTOM_HEIGHT = 330, 560, 610, 560, 360
CHAPTER_PARAMS_WIDTH = 270  # the parameters beside a chapter's views: as narrow as their boxes allow
# The least room a chapter's view gets beside others (a dock's title, controls and caption included): below it
# the rows fold into tab groups, one a column, and below that into one group (see fold_rows).
CELL_MIN_WIDTH, CELL_MIN_HEIGHT = 560, 500


def fold_rows(rows: list, width: int, height: int) -> list:
    """A chapter's rows of views for a room of `width` x `height` pixels: as they are when every view gets at
    least CELL_MIN_WIDTH x CELL_MIN_HEIGHT; else one row of tab groups, the views of each column tabbed
    together (two large views at a time); else one tab group. Each cell of a row is a tuple of view ids,
    the first shown."""
    rows = [[(v,) if isinstance(v, str) else tuple(v) for v in row] for row in rows if row]
    if not rows:
        return rows
    columns = max(len(row) for row in rows)
    if height // len(rows) >= CELL_MIN_HEIGHT and width // columns >= CELL_MIN_WIDTH:
        return rows
    if columns > 1 and width // columns >= CELL_MIN_WIDTH and height >= CELL_MIN_HEIGHT:
        return [[tuple(v for row in rows if c < len(row) for v in row[c]) for c in range(columns)]]
    return [[tuple(v for row in rows for cell in row for v in cell)]]


def holding_reports(method: Callable) -> Callable:
    """The method moves docks: their reports wait until it returns (see Desk._on_visibility)."""

    @functools.wraps(method)
    def holding(self, *args, **kwargs):
        self._holding += 1
        try:
            return method(self, *args, **kwargs)
        finally:
            self.release_reports()

    return holding


class DockLayout:
    """Mixed into the desk: needs its dock host, docks, extra docks and views, and its holds on the reports."""

    dock_host: DockHost
    docks: dict[str, QDockWidget]
    extra_docks: list[QDockWidget]
    views: dict
    _chapter_rows: tuple[list, list, bool, list | None] | None
    _split_off: list
    _holding: int

    def release_reports(self) -> None:
        raise NotImplementedError  # (the desk's: see Desk.release_reports)

    @holding_reports
    def show_together(self, vids) -> None:
        """The views all on screen at once (a lesson step's): each shown, and one that shares a tab group with
        an earlier one (a chapter folded into tabs) split off beside it; the first ends in front."""
        host = self.dock_host
        placed: list[QDockWidget] = []
        # what an earlier step split off and this one does not show goes back into its tab group: three
        # steps of one chapter (its arrangement kept) otherwise left a column for each, wider than the window
        kept = []
        for dock, group in self._split_off:
            if not group.isVisible():  # (another chapter's arrangement since: nothing to go back to)
                continue
            if dock.objectName()[5:] in vids:
                kept.append((dock, group))
            elif not host.tabified(dock):
                host.tabify(group, dock)
        self._split_off = kept
        for vid in vids:
            dock = self.docks[vid]
            dock.show()
            earlier = next((d for d in placed if dock in host.tabified(d)), None)
            if earlier is not None:  # a column of its own at the right (split from a tab, it stays a tab)
                area = host.dock_area(earlier)
                host.remove_dock(dock)
                host.add_dock(area, dock, Qt.Orientation.Horizontal)
                dock.show()
                host.resize_docks([earlier, dock], [max(earlier.width(), 2) // 2] * 2, Qt.Orientation.Horizontal)
                self._split_off.append((dock, earlier))
            placed.append(dock)
        for dock in reversed(placed):  # raised last = in front
            dock.raise_()

    @staticmethod
    def finish_editing() -> None:
        """A box being typed into ends its edit (its text is taken or refused, as on leaving it) before a new
        arrangement may hide it: hidden, it would keep a text the store never saw."""
        from PySide6.QtWidgets import QApplication

        focus = QApplication.focusWidget()
        if focus is not None:
            focus.clearFocus()

    def forget_fit(self) -> None:
        """Another arrangement was restored: its sizes are its own."""
        self._chapter_rows = None

    def arrange_default(self, lesson_dock: QDockWidget | None = None) -> None:
        """Parameters on the left; the views grouped by their specs' `area`: the first "top" view right of
        the parameters, the first "bottom" one under it, the first "right" one beside it, the first "left"
        one under the parameters; every further view is tabbed into its group."""
        self._size_default_groups(self._group_default(lesson_dock))

    def _group_default(self, lesson_dock: QDockWidget | None) -> dict[str, QDockWidget]:
        """arrange_default's groups, made of docks that are each in the layout on the left: {area: the first
        dock of its group}."""
        host = self.dock_host
        H, V = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
        first: dict[str, QDockWidget] = {}
        for vid, view in self.views.items():
            dock, area = self.docks[vid], view.spec.area
            if area in first:
                host.tabify(first[area], dock)
                continue
            anchor = first.get("top")
            if area == "left":
                host.split(self.docks["params"], dock, V)
            elif anchor is None:  # the first group placed (normally "top") opens the right-hand side
                host.add_dock(Qt.DockWidgetArea.RightDockWidgetArea, dock)
                first["top"] = dock
            else:
                host.split(anchor, dock, V if area == "bottom" else H)
            first.setdefault(area, dock)
        if "left" in first and lesson_dock is not None:  # the lesson waits behind the spectrum until opened
            host.tabify(first["left"], lesson_dock)
        return first

    def _size_default_groups(self, first: dict[str, QDockWidget]) -> None:
        host = self.dock_host
        H, V = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
        for group in first.values():  # the first tab of each group is the one shown
            group.raise_()
        # Each dock was first added to one column, and the layout's minimum from then (every dock's height
        # summed) stays the window's minimum until the layout is activated again: it would clamp the window
        # to a size no screen has. Recompute it for the arranged layout before sizing the groups.
        self.dock_host.layout().invalidate()
        self.dock_host.layout().activate()
        top, right, bottom = first.get("top"), first.get("right"), first.get("bottom")
        if top is not None and right is not None:
            host.resize_docks([self.docks["params"], top, right], [PARAMS_WIDTH, TOP_WIDTH, RIGHT_WIDTH], H)
        if top is not None and bottom is not None:
            host.resize_docks([top, bottom], [TOP_HEIGHT, BOTTOM_HEIGHT], V)

    @holding_reports
    def arrange_all_anew(self, lesson_dock: QDockWidget | None = None) -> None:
        """arrange_default on a shown window whose docks another arrangement has moved, hidden or floated:
        each docked on the left in the order the window made them (as they stand when arrange_default is run
        on a new window), grouped, and shown. Hidden while they are grouped: a shown window takes the
        minimum height of every dock in one column at once, and keeps it."""
        host = self.dock_host
        self.finish_editing()
        self.forget_fit()
        self._split_off = []
        docks = [*self.docks.values(), *self.extra_docks]
        for dock in docks:
            dock.hide()
            if dock.isFloating():
                dock.setFloating(False)
            host.remove_dock(dock)
        for dock in docks:
            host.add_dock(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
        first = self._group_default(lesson_dock)
        for dock in docks:
            dock.show()
        self._size_default_groups(first)

    def arrange_chapter(self, ch) -> None:
        """A chapter's views laid out for them: its rows right of the parameters (each row across the width,
        the rows of equal height), the views it puts under the parameters below them; every other dock
        hidden (it opens where it is shown from the View menu). A view of the chapter that the rows do not
        name joins the last row."""
        from ...specs import chapter_views

        views = chapter_views(ch.id)
        rows = [[v for v in row if v in self.docks] for row in ch.rows]
        rows = [row for row in rows if row]
        placed = {v for row in rows for v in row} | set(ch.under_params)
        extra = [v for v in views if v not in placed]
        if extra:
            if rows:
                rows[-1].extend(extra)
            else:
                rows = [extra]
        under = [v for v in ch.under_params if v in self.docks]
        self.arrange(rows, under, fold=True)

    def room(self, params_shown: bool = True) -> tuple[int, int]:
        """The width and height the rows of views get: the window less its bars (and the parameters)."""
        host = self.dock_host
        self.dock_host.layout().activate()  # (the bars have their places once the window is laid out)
        # (visible to the window: before it is first shown, a chapter is laid out for the room it will have)
        status = host.status_bar()
        bottom = status.y() if status.isVisibleTo(host.window) else host.window.height()
        bars = [host.menu_bar()] + [
            bar
            for bar in host.toolbars()
            if not bar.isFloating() and host.toolbar_area(bar) == Qt.ToolBarArea.TopToolBarArea
        ]
        top = max(
            (bar.geometry().bottom() + 1 for bar in bars if bar is not None and bar.isVisibleTo(host.window)), default=0
        )
        return host.window.width() - (CHAPTER_PARAMS_WIDTH if params_shown else 0), bottom - top

    @holding_reports
    def arrange(self, rows: list, under: Sequence = (), params_shown: bool = True, fold: bool = False) -> None:  # noqa: C901 - one branch a kind of cell: kept together to read the layout in one place
        """`rows` right of the parameters (each row across the width, the rows of equal height), each cell a
        view id or a tuple of them tabbed together (the first in front); `under` stacked below the
        parameters; every other dock hidden, in the layout. Without the parameters (the stage) the rows take
        the whole window. `fold`: the rows fold into tab groups when the window is too small for them (see
        fold_rows), and fold again or unfold as it is resized, while the arrangement holds."""
        host = self.dock_host
        H, V = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
        self.finish_editing()
        given = rows
        rows = [[(v,) if isinstance(v, str) else tuple(v) for v in row] for row in rows if row]
        if fold:
            rows = fold_rows(rows, *self.room(params_shown))
        under = list(under)
        shown = {*(v for row in rows for cell in row for v in cell), *under} | ({"params"} if params_shown else set())
        # the docks to hide: those on screen now (a hidden one stays where it is, and its view unbuilt)
        others = [d for vid, d in self.docks.items() if vid not in shown and not d.isHidden()]
        others += [d for d in self.extra_docks if d not in others]
        for dock in others:  # hidden before they move: a dock shown on the way would build its view
            dock.hide()
        # out of every tab group first: a dock split while it is tabbed would only become another tab
        for dock in [self.docks[v] for v in shown] + others:
            if dock.isFloating():  # (setFloating on a hidden dock would show it, and build its view)
                dock.setFloating(False)
            host.remove_dock(dock)
        params = self.docks["params"]
        host.add_dock(Qt.DockWidgetArea.LeftDockWidgetArea, params)
        heads: list[QDockWidget] = []
        for row in rows:
            head = self.docks[row[0][0]]
            if not heads:
                host.add_dock(Qt.DockWidgetArea.RightDockWidgetArea, head)
            else:
                host.split(heads[-1], head, V)
            heads.append(head)
        for row in rows:
            for left, right in itertools.pairwise(row):
                host.split(self.docks[left[0]], self.docks[right[0]], H)
            for cell in row:
                for vid in cell[1:]:
                    host.tabify(self.docks[cell[0]], self.docks[vid])
        below = params
        for vid in under:
            host.split(below, self.docks[vid], V)
            below = self.docks[vid]
        for dock in others:  # in the layout, hidden: the View menu shows a view beside the chapter's views,
            if dock in self.extra_docks:  # and the lesson a tab away from the parameters
                host.tabify(params, dock)
            else:
                host.add_dock(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            dock.hide()
        for vid in shown:
            self.docks[vid].show()
        for row in rows:
            for cell in row:
                if len(cell) > 1:
                    self.docks[cell[0]].raise_()
        self.dock_host.layout().invalidate()
        self.dock_host.layout().activate()
        self._chapter_rows = (rows, under, params_shown, given if fold else None)
        self.refit(first=True)

    def refit(self, first: bool = False) -> None:
        """The chapter's views share the room evenly again (after the window was resized: Qt hands the new
        room to some docks only), as long as its arrangement still holds the same docks."""
        if self._chapter_rows is None:
            return
        host = self.dock_host
        H, V = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
        rows, under, params_shown, given = self._chapter_rows
        docks = [self.docks[v] for row in rows for cell in row for v in cell] + [self.docks[v] for v in under]
        tabbed = [(self.docks[cell[0]], self.docks[v]) for row in rows for cell in row for v in cell[1:]]
        if any(d.isHidden() or d.isFloating() for d in docks) or any(
            d not in host.tabified(head) for head, d in tabbed
        ):
            self._chapter_rows = None  # the user changed the arrangement: it is theirs now
            return
        if given is not None and not first and fold_rows(given, *self.room(params_shown)) != rows:
            self.arrange(given, under, params_shown, fold=True)  # the window grew or shrank past a fold
            return
        params = self.docks["params"]
        width, height = host.window.width(), host.window.height()
        left = 0 if not params_shown else CHAPTER_PARAMS_WIDTH if first else params.width()
        right = max(width - left, 1)
        heads = [self.docks[row[0][0]] for row in rows]
        if heads:
            if params_shown:
                host.resize_docks([params, heads[0]], [left, right], H)
            host.resize_docks(heads, [height // len(heads)] * len(heads), V)
        for row in rows:
            if len(row) > 1:
                host.resize_docks([self.docks[cell[0]] for cell in row], self._row_widths(row, right, params_shown), H)
        if under:
            column = [params] + [self.docks[v] for v in under]
            host.resize_docks(column, [height // len(column)] * len(column), V)

    def fit_to_room(self) -> bool:
        """The chapter's arrangement, laid out before the window was shown, given the room the shown window
        has: its docks' sizes shared out as arrange does (the first show lays out the bars and gives the
        window its final size). False, and nothing done, when no arrangement holds or this room folds the
        rows otherwise: then the chapter is laid out afresh."""
        if self._chapter_rows is None:
            return False
        rows, _under, params_shown, given = self._chapter_rows
        if given is not None and fold_rows(given, *self.room(params_shown)) != rows:
            return False
        self.dock_host.layout().invalidate()
        self.dock_host.layout().activate()
        self.refit(first=True)
        return self._chapter_rows is not None

    def _row_widths(self, row: list, width: int, params_shown: bool) -> list[int]:
        """The widths of a row's cells: equal shares; on the stage (no parameters), a view without plots (the
        formula's worked example) takes the width its text needs, at most TEXT_SHARE of the row (its lines wrap
        between words: "(the current position)" under its number), and the plots beside it the rest."""
        even = width // len(row)
        if params_shown:
            return [even] * len(row)
        needs: list[int | None] = []
        for cell in row:
            view = self.views.get(cell[0])
            text_only = view is not None and view.is_built and not view.graphics_views()
            needs.append(
                min(unwrapped_width(view.widget), even, round(width * TEXT_SHARE))
                if view is not None and text_only
                else None
            )
        plots = sum(need is None for need in needs)
        if plots == 0:
            return [even] * len(row)
        rest = (width - sum(need or 0 for need in needs)) // plots
        return [rest if need is None else need for need in needs]

    def fit_parameters(self, panel: QWidget) -> None:
        """The parameters as tall as they need, the view under them the rest. (Built views ask for room
        themselves; when the default layout is made, the views are not built yet.)"""
        host = self.dock_host
        self.dock_host.layout().activate()  # (at the first show the docks do not have their sizes yet)
        params = self.docks["params"]
        under = [
            d
            for d in self.docks.values()
            if d is not params
            and not d.isFloating()
            and d.isVisible()
            and host.dock_area(d) == host.dock_area(params)
            and d.x() == params.x()
            and d.y() > params.y()
        ]
        if under:
            column = params.height() + under[0].height()
            title = params.height() - panel.height()  # the dock's title bar and frame
            rows = panel.layout()
            assert rows is not None  # the panel lays out its rows
            needed = max(rows.totalHeightForWidth(panel.width()), panel.sizeHint().height())
            wanted = min(needed + title, column // 2)
            host.resize_docks([params, under[0]], [wanted, column - wanted], Qt.Orientation.Vertical)


TEXT_SHARE = 0.3  # of a row on the stage, at most, for a view without plots beside views with them


def unwrapped_width(widget: QWidget) -> int:
    """The width `widget` asks for with its word-wrapped labels on one line each (a wrapped label's own
    hint is a guess at some narrower width, which would cut the formula's worked example)."""
    wrapped = [label for label in widget.findChildren(QLabel) if label.wordWrap()]
    for label in wrapped:
        label.setWordWrap(False)
    try:
        width = widget.sizeHint().width()
        for area in widget.findChildren(QScrollArea):  # (a scroll area asks for little: its contents' width)
            inner = area.widget()
            if inner is not None:
                width = max(
                    width,
                    inner.sizeHint().width() + 2 * area.frameWidth() + area.verticalScrollBar().sizeHint().width(),
                )
        return width
    finally:
        for label in wrapped:
            label.setWordWrap(True)
