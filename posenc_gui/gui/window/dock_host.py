"""The one holder of the main window. Features and the dock-layout engine act on it through this small interface:
its docks (added, removed, tabbed, split, sized), its tool bars, menu bar and status bar, its saved
arrangement, and `window`, the top-level widget itself (the parent of dialogs and menus, full screen, its
screen and size). Nothing else keeps the QMainWindow, so what a feature may do to the window is listed here."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtWidgets import QDockWidget, QLayout, QMainWindow, QStatusBar, QToolBar, QWidget


class DockHost:
    def __init__(self, main: QMainWindow) -> None:
        self._main = main

    @property
    def window(self) -> QWidget:
        """The window as a widget: dialogs' and menus' parent, full screen, geometry, screen."""
        return self._main

    # -- docks ---------------------------------------------------------------------------------------
    def add_dock(self, area: Qt.DockWidgetArea, dock: QDockWidget, orientation: Qt.Orientation | None = None) -> None:
        if orientation is None:
            self._main.addDockWidget(area, dock)
        else:
            self._main.addDockWidget(area, dock, orientation)

    def remove_dock(self, dock: QDockWidget) -> None:
        self._main.removeDockWidget(dock)

    def split(self, first: QDockWidget, second: QDockWidget, orientation: Qt.Orientation) -> None:
        self._main.splitDockWidget(first, second, orientation)

    def tabify(self, first: QDockWidget, second: QDockWidget) -> None:
        self._main.tabifyDockWidget(first, second)

    def tabified(self, dock: QDockWidget) -> list[QDockWidget]:
        """The docks in `dock`'s tab group, itself left out."""
        return list(self._main.tabifiedDockWidgets(dock))

    def resize_docks(self, docks: Sequence[QDockWidget], sizes: Sequence[int], orientation: Qt.Orientation) -> None:
        self._main.resizeDocks(list(docks), list(sizes), orientation)

    def dock_area(self, dock: QDockWidget) -> Qt.DockWidgetArea:
        return self._main.dockWidgetArea(dock)

    def layout(self) -> QLayout:
        layout = self._main.layout()
        assert layout is not None  # a QMainWindow's own (its docks, bars and central widget)
        return layout

    # -- bars ----------------------------------------------------------------------------------------
    def add_toolbar(self, bar: QToolBar, line_after: bool = False) -> None:
        """`bar` at the top, on a line of its own below it when `line_after`."""
        self._main.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        if line_after:
            self._main.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)

    def remove_toolbar(self, bar: QToolBar) -> None:
        self._main.removeToolBar(bar)

    def toolbars(self) -> list[QToolBar]:
        return self._main.findChildren(QToolBar)

    def toolbar_area(self, bar: QToolBar) -> Qt.ToolBarArea:
        return self._main.toolBarArea(bar)

    def menu_bar(self) -> QWidget | None:
        return self._main.menuWidget()

    def status_bar(self) -> QStatusBar:
        return self._main.statusBar()

    # -- the arrangement -----------------------------------------------------------------------------
    def save_layout(self, version: int = 0) -> QByteArray:
        return self._main.saveState(version)

    def restore_layout(self, state: QByteArray | bytes, version: int = 0) -> bool:
        return self._main.restoreState(state, version)
