"""The docked main window: a parameter dock and one dock per registered view."""
from __future__ import annotations

import math
import sys

from PySide6.QtCore import QEvent, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QMenu, QMessageBox, QStyle, QWidget

from ...resources import resource_path
from ..crash_net import NET, Notices, data_dir, log
from ..files.settings import LAYOUT_VERSION, load, load_geometry, load_state, save_window, stored_text
from ..i18n import LANGUAGE_KEY, LANGUAGES, system_language, tr
from ..plotting.style import CHOSEN, DIVERGING, SEQUENTIAL
from ..plotting.themes import DIVERGING_KEY, SEQUENTIAL_KEY, THEME_KEY, THEMES, apply_colormaps, apply_theme, style_view
from ..state.animation import Animator
from ..state.scheduler import RenderScheduler
from ..state.store import ParamStore
from ..views import View, ViewContext, view_classes
from ..widgets.controls import Binder
from ..widgets.param_panel import ParamPanel
from .actions import ChoiceMenu, build_actions, build_menus, build_toolbar, shortcut_rows
from .exporting import WindowExport
from .help import about_text, extra_shortcut_rows, shortcuts_box
from .keys import EditingKeys
from .lesson_panel import LessonPanel
from .presentation import Presentation
from .sessions import WindowSessions

# Default sizes of the dock groups (see _arrange_default), in pixels.
PARAMS_WIDTH, TOP_WIDTH, RIGHT_WIDTH, TOP_HEIGHT, BOTTOM_HEIGHT = 330, 560, 610, 560, 360
AUTOSAVE_MS = 2000


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings, parent: QWidget | None = None, threaded: bool | None = None):
        super().__init__(parent)
        self._replaced_tab_bars: set = set()   # tab bars shown before a layout was restored
        self.setObjectName("posenc.main")
        self.setWindowTitle(tr("posenc-gui: positional encodings"))
        self.setWindowIcon(QIcon(str(resource_path("icons", "posenc-gui.svg"))))
        self.settings = settings
        self.notices = Notices(self)
        NET.attach(self.notices)
        loaded = load(settings)
        self._load_problems = loaded.problems  # said once, when the window is first shown
        self.store = ParamStore(loaded.params, loaded.options, self)
        # saved a moment after changes stop, so a save that fails is noticed while the user can still act
        self._autosave = QTimer(self, singleShot=True, interval=AUTOSAVE_MS)
        self._autosave.timeout.connect(self.save_settings)
        self.store.paramsChanged.connect(lambda _changed: self._autosave.start())
        self._save_problem = ""
        self.binder = Binder(self.store, self)
        self.animator = Animator(self.store, self)
        # every action from the one table; their slots are looked up when triggered, in the targets filled in
        # below once the features exist
        self._targets: dict = {"window": self, "animator": self.animator}
        self.named_actions = build_actions(self, self._targets)
        self.animator.playingChanged.connect(self._on_playing_changed)

        placeholder = QWidget()  # docks fill the window; a hidden central widget keeps QMainWindow happy
        self.setCentralWidget(placeholder)
        placeholder.hide()
        self.setDockNestingEnabled(True)
        self.setDockOptions(QMainWindow.DockOption.AllowTabbedDocks | QMainWindow.DockOption.AllowNestedDocks
                            | QMainWindow.DockOption.AnimatedDocks)

        ctx = ViewContext(self.store, self.binder, {"play": self.play_action},
                          export=lambda vid: self.exporter.open_dialog(vid),
                          playing_changed=self.animator.playingChanged)
        self.param_panel = ParamPanel(self.store, self.binder)
        self.docks: dict[str, QDockWidget] = {"params": self._make_dock("params", tr("Parameters"),
                                                                          self.param_panel)}
        self.views: dict[str, View] = {}
        for cls in view_classes():
            view = cls(ctx, self)
            view.status.connect(self.statusBar().showMessage)
            vid = cls.spec.id
            self.views[vid] = view
            # the dock holds an empty widget until it is first shown; then the view is built into it
            dock = self.docks[vid] = self._make_dock(vid, view.title_text(), QWidget())
            dock.setToolTip(view.description_text())
            view.built.connect(lambda vid=vid: self._on_view_built(vid))
        self.scheduler = RenderScheduler(self.store, self.views.values(), threaded, self)
        self.exporter = WindowExport(self)
        self.sessions = WindowSessions(self)
        self.lesson = LessonPanel(self)
        self.presentation = Presentation(self)
        self._theme_choice: ChoiceMenu | None = None   # made with the menus
        self._targets.update(sessions=self.sessions, lesson=self.lesson, exporter=self.exporter,
                             presentation=self.presentation)
        self.theme = "light"
        for view in self.views.values():
            view.dataInvalidated.connect(self.scheduler.request)
        self.scheduler.failed.connect(lambda msg: self.statusBar().showMessage(msg, 10000))
        self.scheduler.failed.connect(self.param_panel.show_error)
        self.binder.error.connect(self._on_binder_error)

        self._arrange_default()
        self._apply_stored_style()
        self._build_menus()
        self.resize(self._default_size())
        self._default_state = self.saveState(LAYOUT_VERSION)
        self._shown_once = False
        self._editing_keys = EditingKeys(self)
        self._restore()
        self.statusBar().showMessage(tr("Hover over the heatmap to read values. Left/Right step the position, "
                                        "Space plays."))

    # -- construction -------------------------------------------------------------------------------
    def _make_dock(self, vid: str, title: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock.{vid}")  # stable and untranslated: saveState/restoreState key on it
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        dock.visibilityChanged.connect(lambda visible: self._on_dock_visibility(vid, visible))
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
        return dock

    def _arrange_default(self) -> None:
        """Parameters on the left; the views grouped by their specs' `area`: the first "top" view right of
        the parameters, the first "bottom" one under it, the first "right" one beside it, the first "left"
        one under the parameters; every further view is tabbed into its group."""
        H, V = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
        first: dict[str, QDockWidget] = {}
        for vid, view in self.views.items():
            dock, area = self.docks[vid], view.spec.area
            if area in first:
                self.tabifyDockWidget(first[area], dock)
                continue
            anchor = first.get("top")
            if area == "left":
                self.splitDockWidget(self.docks["params"], dock, V)
            elif anchor is None:  # the first group placed (normally "top") opens the right-hand side
                self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
                first["top"] = dock
            else:
                self.splitDockWidget(anchor, dock, V if area == "bottom" else H)
            first.setdefault(area, dock)
        if "left" in first:  # the lesson waits behind the spectrum until it is opened or a step is taken
            self.tabifyDockWidget(first["left"], self.lesson.dock)
        for group in first.values():  # the first tab of each group is the one shown
            group.raise_()
        # Each dock was first added to one column, and the layout's minimum from then (every dock's height
        # summed) stays the window's minimum until the layout is activated again: it would clamp the window
        # to a size no screen has. Recompute it for the arranged layout before sizing the groups.
        self.layout().invalidate()
        self.layout().activate()
        top, right, bottom = first.get("top"), first.get("right"), first.get("bottom")
        if top is not None and right is not None:
            self.resizeDocks([self.docks["params"], top, right], [PARAMS_WIDTH, TOP_WIDTH, RIGHT_WIDTH], H)
        if top is not None and bottom is not None:
            self.resizeDocks([top, bottom], [TOP_HEIGHT, BOTTOM_HEIGHT], V)

    def _default_size(self) -> QSize:
        """1500 x 950, or less where the screen is smaller (a 1280 x 720 projector, 150 % scaling)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return QSize(1500, 950)
        avail = screen.availableGeometry()
        return QSize(min(1500, int(avail.width() * 0.95)), min(950, int(avail.height() * 0.92)))

    @property
    def play_action(self) -> QAction:
        return self.named_actions["play"]

    # -- menus the action table places (see action_table.py) -----------------------------------------------
    def view_toggles(self) -> list:
        """View > one entry a dock: shows or hides it; a view opened there comes to the front of its group."""
        toggles = []
        for vid, dock in self.docks.items():
            toggle = dock.toggleViewAction()
            toggle.setObjectName(f"action.show.{vid}")
            toggle.triggered.connect(lambda checked, d=dock: d.raise_() if checked else None)
            toggles.append(toggle)
        return toggles

    def theme_menu(self) -> QMenu:
        self._theme_choice = ChoiceMenu(tr("&Theme"), "theme", [(t.id, tr(t.title)) for t in THEMES.values()],
                                        self.theme, self.set_theme, self)
        return self._theme_choice

    def colormap_menu(self) -> QMenu:
        menu = QMenu(tr("&Colour maps"), self)
        menu.setObjectName("menu.colormaps")
        menu.addMenu(ChoiceMenu(tr("&Diverging (PE values, similarity, scores)"), "diverging",
                                [(k, k) for k in DIVERGING], CHOSEN["diverging"],
                                lambda k: apply_colormaps(self, diverging=k), menu))
        menu.addMenu(ChoiceMenu(tr("&Sequential (attention weights)"), "sequential",
                                [(k, k) for k in SEQUENTIAL], CHOSEN["sequential"],
                                lambda k: apply_colormaps(self, sequential=k), menu))
        return menu

    def language_menu(self) -> QMenu:
        """English, 한국어 or the system's: remembered, and used from the next start."""
        choices = [("system", tr("System language"))] + list(LANGUAGES.items())
        stored = stored_text(self.settings, LANGUAGE_KEY, "") or "system"
        return ChoiceMenu(tr("Lan&guage"), "language", choices, stored,
                          lambda code: self._choose_language("" if code == "system" else code), self)

    def set_theme(self, theme_id: str) -> None:
        apply_theme(self, theme_id)
        if self._theme_choice is not None:
            self._theme_choice.set_current(self.theme)

    def _apply_stored_style(self) -> None:
        """The theme and colour maps chosen last time (anything unreadable: the defaults)."""
        def stored(key, choices, default):
            return stored_text(self.settings, key, default, choices)

        apply_colormaps(self, stored(DIVERGING_KEY, DIVERGING, "RdBu"), stored(SEQUENTIAL_KEY, SEQUENTIAL, "viridis"))
        # (a new window applies even the light theme when an earlier one of this process left another look)
        apply_theme(self, stored(THEME_KEY, THEMES, "light"))

    def _choose_language(self, code: str) -> None:
        self.settings.setValue(LANGUAGE_KEY, code)
        language = code or system_language()
        QMessageBox.information(self, tr("Language"), tr(
            "posenc-gui will speak {name} from its next start. Your parameters and views are kept.").format(
            name=LANGUAGES[language]))

    def _build_menus(self) -> None:
        build_menus(self, self.named_actions, self._targets)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, build_toolbar(self, self.named_actions))

    # -- layout persistence -------------------------------------------------------------------------
    def _restore(self) -> None:
        geometry = load_geometry(self.settings)
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = load_state(self.settings)
        if state is not None and not self.restoreState(state, LAYOUT_VERSION):
            self.restoreState(self._default_state, LAYOUT_VERSION)  # unreadable or from another version

    def reset_layout(self) -> None:
        """Back to the arrangement the window was built with (it includes every dock, shown and docked)."""
        self.restoreState(self._default_state, LAYOUT_VERSION)
        self._fit_parameters()

    def _fit_parameters(self) -> None:
        """The parameters as tall as they need, the view under them the rest. (Built views ask for room
        themselves; when the default layout is made, the views are not built yet.)"""
        self.layout().activate()   # (at the first show the docks do not have their sizes yet)
        params = self.docks["params"]
        under = [d for d in self.docks.values() if d is not params and not d.isFloating() and d.isVisible()
                 and self.dockWidgetArea(d) == self.dockWidgetArea(params) and d.x() == params.x()
                 and d.y() > params.y()]
        if under:
            column = params.height() + under[0].height()
            panel = self.param_panel
            title = params.height() - panel.height()   # the dock's title bar and frame
            needed = max(panel.layout().totalHeightForWidth(panel.width()), panel.sizeHint().height())
            wanted = min(needed + title, column // 2)
            self.resizeDocks([params, under[0]], [wanted, column - wanted], Qt.Orientation.Vertical)

    # Leftover tab bars (see hide_stale_tab_bars) are looked for whenever they can appear: after a layout
    # is restored, when the window lays out its docks, and when a new tab bar shows.
    def restoreState(self, state, version: int = 0) -> bool:
        from PySide6.QtWidgets import QTabBar

        # Qt makes new tab bars for the restored groups and can leave the old ones on screen (leaving
        # presentation mode showed every group's tabs twice): the bars shown before are remembered, and
        # hidden once a new bar with the same tabs shows (see hide_stale_tab_bars)
        self._replaced_tab_bars.update(bar for bar in self.findChildren(
            QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly) if bar.isVisible())
        restored = super().restoreState(state, version)
        self.hide_stale_tab_bars()
        return restored

    def event(self, event) -> bool:
        handled = super().event(event)
        kind = event.type()
        if kind == QEvent.Type.LayoutRequest:   # (Qt makes and shows some tab bars when it lays out)
            self.hide_stale_tab_bars()
        elif kind == QEvent.Type.ChildPolished and event.child().metaObject().className() == "QMainWindowTabBar":
            event.child().installEventFilter(self)   # a new tab bar (complete once polished): checked when shown
        return handled

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Show:
            QTimer.singleShot(0, self, self.hide_stale_tab_bars)
        return False

    def hide_stale_tab_bars(self) -> None:
        """Qt keeps the tab bar of a tab group that grew or was taken apart (the default layout grows its
        groups one dock at a time; a user drags a tab out) and shows it with the window, over whatever
        lies under it. A tab bar whose tabs are not exactly a group of docks tabbed together now is such
        a leftover: hidden."""
        from PySide6.QtWidgets import QTabBar

        docks = {d.windowTitle(): d for d in self.findChildren(QDockWidget)}
        bars = self.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly)
        self._replaced_tab_bars &= set(bars)   # (the ones Qt has deleted are forgotten)
        current = {self._tab_titles(bar) for bar in bars if not bar.isHidden() and bar not in self._replaced_tab_bars}
        for bar in bars:
            if bar.isHidden():
                continue
            titles = self._tab_titles(bar)
            if bar in self._replaced_tab_bars and titles in current:   # a new bar shows these tabs
                bar.hide()
                continue
            dock = docks.get(next(iter(titles), None))
            group = {dock, *self.tabifiedDockWidgets(dock)} if dock is not None else set()
            if {d.windowTitle() for d in group if not d.isHidden()} != titles:
                bar.hide()

    @staticmethod
    def _tab_titles(bar) -> frozenset:
        return frozenset(bar.tabText(i) for i in range(bar.count()))

    def save_settings(self) -> bool:
        """Write the settings; a failure is logged and, the first time, shown. False if it failed."""
        problem = save_window(self.settings, self.saveGeometry(), self.saveState(LAYOUT_VERSION),
                              self.store.params, self.store.all_options())
        if problem and problem != self._save_problem:
            log.warning(problem)
            self.statusBar().showMessage(problem, 15000)
            if self.isVisible():
                self.notices.show_now(tr("Settings not saved"), problem)
        self._save_problem = problem
        return not problem

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._editing_keys.start()
        self.hide_stale_tab_bars()
        if not self._shown_once:  # start with the keys on the plots, not in the first spin box
            self._shown_once = True
            if load_state(self.settings) is None:
                self._fit_parameters()
            # the views shown were just built: lay them out and draw them now, so that the first paint
            # shows them at their final sizes (pixel sizes feed the computes)
            app = QApplication.instance()
            for _ in range(4):  # widgets, then the plots' layouts inside their scenes
                app.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            self.scheduler.render_now()
            if self._load_problems:
                QTimer.singleShot(0, self._report_load_problems)
            # the first view on screen takes the keys (a restored layout may have closed the heatmap: a view
            # never shown is not built, and has no widget to focus)
            first = next((v for v in self.views.values() if v.is_built and v.is_shown()), None)
            if first is not None:
                first.focus_widget().setFocus(Qt.FocusReason.OtherFocusReason)

    def _report_load_problems(self) -> None:
        items = "\n".join(f"• {problem}" for problem in self._load_problems)
        log.warning("settings reset at start:\n%s", items)
        self.statusBar().showMessage(self._load_problems[0], 15000)
        self.notices.show_now(tr("Some settings were reset"), tr(
            "Some stored settings could not be used; everything else was restored.") + "\n\n" + items)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:  # no animation ticks while minimised
            self.animator.set_suspended(self.isMinimized())

    def closeEvent(self, event: QCloseEvent) -> None:
        # the application's font and the screen's line widths are shared by every window: put them back
        self.presentation.leave()
        self._editing_keys.stop()
        self.binder.detach()
        self.animator.set_playing(False)
        self.scheduler.shutdown()
        self._autosave.stop()
        if NET.notices is self.notices:
            NET.attach(None)  # errors after this have no window to show in; they are still logged
        if not self.save_settings():
            print(self._save_problem, file=sys.stderr)  # the window is going: say it where it can be seen
        super().closeEvent(event)

    # -- reactions ------------------------------------------------------------------------------------
    def step_position(self, step: int) -> None:
        """Move `step` integer positions on (1: the next integer, -1: the previous), stopping at the ends."""
        p = self.store.params
        target = math.floor(p.position) + step if step > 0 else math.ceil(p.position) + step
        self.store.update(position=float(min(max(target, 0), p.max_len - 1)))

    def step_pair(self, step: int) -> None:
        """The selected frequency pair (the phase vector's) up or down by one, within 0 .. pairs-1."""
        pair = self.store.selected("pair")
        if pair is not None:
            self.store.select("pair", min(max(pair + step, 0), self.store.params.n_pairs - 1))

    def _on_playing_changed(self, playing: bool) -> None:
        icon = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        self.play_action.setIcon(self.style().standardIcon(icon))
        self.play_action.setText(tr("Pause") if playing else tr("Play"))
        blocked = self.play_action.blockSignals(True)
        self.play_action.setChecked(playing)
        self.play_action.blockSignals(blocked)

    def _on_dock_visibility(self, vid: str, visible: bool) -> None:
        if not visible:
            return
        view = self.views.get(vid)
        if view is not None:
            view.ensure_built()   # (the first time: see _on_view_built)
        self.scheduler.request()  # a view that was hidden may have missed changes

    def bring_forward(self, vid: str) -> None:
        """The view's dock shown, in front of its tab group (the view is built if it never was)."""
        dock = self.docks[vid]
        dock.show()
        dock.raise_()

    def show_view(self, vid: str) -> View:
        """The view `vid` shown in front of its tab group, and built: its items are there to read."""
        self.bring_forward(vid)
        view = self.views[vid]
        view.ensure_built()
        return view

    def _on_view_built(self, vid: str) -> None:
        """A view was built (its dock first shown, or a script asked for its items): it goes into its dock
        in the window's present look."""
        view, dock = self.views[vid], self.docks[vid]
        placeholder = dock.widget()
        dock.setWidget(view.widget)
        if placeholder is not None and placeholder is not view.widget:
            placeholder.deleteLater()
        if not hasattr(self, "presentation"):  # built while the window itself is being built
            return
        style_view(self, view)
        self.presentation.scale_view(view)
        if dock.isVisible():
            self.scheduler.request()

    def _on_binder_error(self, message: str) -> None:
        if message:
            self.statusBar().showMessage(message, 10000)

    def shortcuts(self) -> list[tuple[str, str]]:
        """(keys, what they do): every window-wide shortcut, read from the action table."""
        return shortcut_rows(self.named_actions) + extra_shortcut_rows()

    def show_shortcuts(self) -> None:
        self.shortcuts_box = shortcuts_box(self, self.shortcuts())

    def show_about(self) -> None:
        QMessageBox.about(self, tr("About posenc-gui"), self.about_text())

    def about_text(self) -> str:
        return about_text(self.settings.fileName(), data_dir())
