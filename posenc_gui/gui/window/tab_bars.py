"""Leftover tab bars of a QMainWindow's dock groups, hidden.

Qt keeps the tab bar of a tab group that grew or was taken apart (the default layout grows its groups one
dock at a time; a user drags a tab out) and shows it with the window, over whatever lies under it; and a
restored layout gets new tab bars while the old ones can stay on screen (leaving presentation mode showed
every group's tabs twice). The window asks for a sweep whenever such bars can appear: after a layout is
restored, when it lays out its docks, and when a new tab bar shows.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QTabBar


def tab_titles(bar: QTabBar) -> frozenset[str]:
    return frozenset(bar.tabText(i) for i in range(bar.count()))


class StaleTabBars(QObject):
    def __init__(self, host: QMainWindow):
        super().__init__(host)
        self.host = host
        self._replaced: set = set()  # tab bars shown before a layout was restored

    def _bars(self) -> list:
        return self.host.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly)

    def before_restore(self) -> None:
        """A layout is about to be restored: the bars shown now are hidden once a new bar with the same tabs
        shows."""
        self._replaced.update(bar for bar in self._bars() if bar.isVisible())

    def watch(self, bar) -> None:
        """A new tab bar (complete once polished): swept when it shows."""
        bar.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if event.type() == event.Type.Show:
            QTimer.singleShot(0, self, self.sweep)
        return False

    def sweep(self) -> None:
        """Hide every bar whose tabs are not exactly a group of docks tabbed together now."""
        host = self.host
        # (the window's docks are its direct children, as addDockWidget makes them: a recursive search of the
        # views' widgets was most of a sweep, and the window sweeps at each of its layouts)
        docks = {
            d.windowTitle(): d
            for d in host.findChildren(QDockWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        }
        bars = self._bars()
        self._replaced &= set(bars)  # (the ones Qt has deleted are forgotten)
        current = {tab_titles(bar) for bar in bars if not bar.isHidden() and bar not in self._replaced}
        for bar in bars:
            if bar.isHidden():
                continue
            titles = tab_titles(bar)
            if not titles or (bar in self._replaced and titles in current):  # empty, or a new bar shows these
                bar.hide()
                continue
            dock = docks.get(next(iter(titles)))  # (titles is not empty here)
            group = {dock, *host.tabifiedDockWidgets(dock)} if dock is not None else set()
            if {d.windowTitle() for d in group if not d.isHidden()} != titles:
                bar.hide()
