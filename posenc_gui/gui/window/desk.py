"""The desk: what the window's features (export, sessions, the lesson, presentation) work with, instead of the
window itself: the store, what the app remembers, the views and their docks, a status line, the problems to say
once the window shows, and the dock host (dock_host.py: the one holder of the QMainWindow). It makes the docks;
dock_layout.py lays them out."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QWidget

from ..files.remembered import Remembered
from ..state.store import ParamStore
from .dock_host import DockHost
from .dock_layout import DockLayout, holding_reports
from .dock_style import dock_style


class Desk(DockLayout):
    def __init__(
        self,
        dock_host: DockHost,
        store: ParamStore,
        remembered: Remembered,
        status: Callable[[str, int], None],
        dock_shown: Callable[[str], None],
        problems: list[str] | None = None,
    ):
        """`dock_shown(view id)`: a dock came on screen (its view is built if it was not, and drawn)."""
        self.dock_host = dock_host
        self.window = dock_host.window  # the parent of the features' dialogs, menus and objects
        self.store = store
        self.remembered = remembered  # what the app remembers (files/remembered.py)
        self.views: dict = {}  # view id -> View, in the registry's order
        self.docks: dict[str, QDockWidget] = {}  # "params" and each view id -> its dock
        self.extra_docks: list[QDockWidget] = []  # docks of features (the lesson): hidden by a chapter
        # (rows, under, parameters shown, the rows given when they fold) laid out last, while the arrangement holds
        self._chapter_rows: tuple[list, list, bool, list | None] | None = None
        self._split_off: list = []  # (dock, the dock whose tab group it left): what show_together split off
        self.problems: list[str] = problems if problems is not None else []  # said once the window shows
        self._status = status
        self._dock_shown = dock_shown
        self._seen: dict[str, bool] = {}  # view id -> whether its dock is on screen, while reports are held
        self._holding = 1  # holds on the reports: the window's first show releases the first (release_reports)

    def _on_visibility(self, vid: str, visible: bool) -> None:
        """A dock that comes on screen is reported (its view built and drawn) at once, or, while the window's
        first show or an arrangement moves the docks, once that is over: showing the window shows every dock
        of a tab group and hides all but the front one again, and an arrangement shows its docks before it
        raises the front of each group (the views behind would be built and drawn for nothing)."""
        if not self._holding:
            if visible:
                self._dock_shown(vid)
        elif visible or vid in self._seen:
            self._seen[vid] = visible

    def release_reports(self) -> None:
        """One hold ends; when none is left, the docks that came on screen and stayed are reported."""
        self._holding = max(0, self._holding - 1)
        if not self._holding:
            seen, self._seen = self._seen, {}
            for vid, visible in seen.items():
                if visible:
                    self._dock_shown(vid)

    def status(self, message: str, ms: int = 5000) -> None:
        self._status(message, ms)

    def make_dock(self, vid: str, title: str, widget: QWidget, shown: bool = True) -> QDockWidget:
        """A dock for `widget`, in the layout: on the left (arrange_default groups them from there), or, not
        `shown`, hidden on the right, where a chapter's arrangement keeps the docks it does not show (a
        column of every dock on the left would make the window's minimum height theirs)."""
        dock = QDockWidget(title, self.window)
        dock.setStyle(dock_style())
        dock.setObjectName(f"dock.{vid}")  # stable and untranslated: saveState/restoreState key on it
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        dock.visibilityChanged.connect(lambda visible: self._on_visibility(vid, visible))
        area = Qt.DockWidgetArea.LeftDockWidgetArea if shown else Qt.DockWidgetArea.RightDockWidgetArea
        self.dock_host.add_dock(area, dock)
        if not shown:
            dock.hide()
        self.docks[vid] = dock
        return dock

    def view_toggles(self) -> list:
        """View > one entry a dock, the views grouped by chapter under its title: shows or hides it; a view
        opened there comes to the front of its group."""
        from PySide6.QtGui import QAction

        from ...specs import CHAPTERS
        from .chapters import chapter_title

        toggles = {}
        for vid, dock in self.docks.items():
            toggle = dock.toggleViewAction()
            toggle.setObjectName(f"action.show.{vid}")
            toggle.triggered.connect(lambda checked, d=dock: d.raise_() if checked else None)
            toggles[vid] = toggle
        grouped = [toggles["params"]]
        for ch in CHAPTERS:
            section = QAction(chapter_title(ch.id), self.window)
            section.setSeparator(True)  # a titled separator: the chapter's name over its views
            section.setObjectName(f"section.{ch.id}")
            grouped.append(section)
            grouped += [toggles[vid] for vid, view in self.views.items() if view.spec.chapter == ch.id]
        return grouped

    @holding_reports
    def bring_forward(self, vid: str) -> None:
        """The view's dock shown, in front of its tab group (the view is built if it never was)."""
        dock = self.docks[vid]
        dock.show()
        dock.raise_()
