"""The desk: what the window's features (export, sessions, the lesson, presentation) work with, instead of the
window itself: the store, the settings, the views and their docks, a status line, the problems to say once
the window shows, and the dock host (the QMainWindow's own Qt API: dock layout, saved state, full screen,
the parent of dialogs). It also makes the docks and lays out the default arrangement."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from ..state.store import ParamStore

# Default sizes of the dock groups (see arrange_default), in pixels.
PARAMS_WIDTH, TOP_WIDTH, RIGHT_WIDTH, TOP_HEIGHT, BOTTOM_HEIGHT = 330, 560, 610, 560, 360


class Desk:
    def __init__(self, host: QMainWindow, store: ParamStore, settings: QSettings,
                 status: Callable[[str, int], None], problems: list[str] | None = None):
        self.host = host
        self.store = store
        self.settings = settings
        self.views: dict = {}                       # view id -> View, in the registry's order
        self.docks: dict[str, QDockWidget] = {}     # "params" and each view id -> its dock
        self.problems: list[str] = problems if problems is not None else []   # said once the window shows
        self._status = status
        # set by the window: a dock shown (build the view, then draw), and wait until what is shown is drawn
        self.dock_shown: Callable[[str], None] = lambda vid: None
        self.settle: Callable[[], bool] = lambda: True

    def status(self, message: str, ms: int = 5000) -> None:
        self._status(message, ms)

    def make_dock(self, vid: str, title: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(title, self.host)
        dock.setObjectName(f"dock.{vid}")  # stable and untranslated: saveState/restoreState key on it
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        dock.visibilityChanged.connect(lambda visible: visible and self.dock_shown(vid))
        self.host.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
        self.docks[vid] = dock
        return dock

    def bring_forward(self, vid: str) -> None:
        """The view's dock shown, in front of its tab group (the view is built if it never was)."""
        dock = self.docks[vid]
        dock.show()
        dock.raise_()

    def arrange_default(self, lesson_dock: QDockWidget | None = None) -> None:
        """Parameters on the left; the views grouped by their specs' `area`: the first "top" view right of
        the parameters, the first "bottom" one under it, the first "right" one beside it, the first "left"
        one under the parameters; every further view is tabbed into its group."""
        host = self.host
        H, V = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
        first: dict[str, QDockWidget] = {}
        for vid, view in self.views.items():
            dock, area = self.docks[vid], view.spec.area
            if area in first:
                host.tabifyDockWidget(first[area], dock)
                continue
            anchor = first.get("top")
            if area == "left":
                host.splitDockWidget(self.docks["params"], dock, V)
            elif anchor is None:  # the first group placed (normally "top") opens the right-hand side
                host.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
                first["top"] = dock
            else:
                host.splitDockWidget(anchor, dock, V if area == "bottom" else H)
            first.setdefault(area, dock)
        if "left" in first and lesson_dock is not None:  # the lesson waits behind the spectrum until opened
            host.tabifyDockWidget(first["left"], lesson_dock)
        for group in first.values():  # the first tab of each group is the one shown
            group.raise_()
        # Each dock was first added to one column, and the layout's minimum from then (every dock's height
        # summed) stays the window's minimum until the layout is activated again: it would clamp the window
        # to a size no screen has. Recompute it for the arranged layout before sizing the groups.
        host.layout().invalidate()
        host.layout().activate()
        top, right, bottom = first.get("top"), first.get("right"), first.get("bottom")
        if top is not None and right is not None:
            host.resizeDocks([self.docks["params"], top, right], [PARAMS_WIDTH, TOP_WIDTH, RIGHT_WIDTH], H)
        if top is not None and bottom is not None:
            host.resizeDocks([top, bottom], [TOP_HEIGHT, BOTTOM_HEIGHT], V)

    def fit_parameters(self, panel: QWidget) -> None:
        """The parameters as tall as they need, the view under them the rest. (Built views ask for room
        themselves; when the default layout is made, the views are not built yet.)"""
        host = self.host
        host.layout().activate()   # (at the first show the docks do not have their sizes yet)
        params = self.docks["params"]
        under = [d for d in self.docks.values() if d is not params and not d.isFloating() and d.isVisible()
                 and host.dockWidgetArea(d) == host.dockWidgetArea(params) and d.x() == params.x()
                 and d.y() > params.y()]
        if under:
            column = params.height() + under[0].height()
            title = params.height() - panel.height()   # the dock's title bar and frame
            needed = max(panel.layout().totalHeightForWidth(panel.width()), panel.sizeHint().height())
            wanted = min(needed + title, column // 2)
            host.resizeDocks([params, under[0]], [wanted, column - wanted], Qt.Orientation.Vertical)
