"""The docked main window: wiring, the Qt event overrides and the layout's persistence. What it shows and
does lives in its features (see desk.py: what they share instead of the window)."""

from __future__ import annotations

import sys

import shiboken6
from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMainWindow, QSizePolicy, QStyle, QWidget

from ...resources import resource_path
from ...specs import ALL_VIEWS
from ..collection import release_held
from ..crash_net import NET, Notices
from ..files.remembered import CHAPTER, NOTES, Remembered, keep_shared
from ..files.settings import LAYOUT_VERSION, load, load_geometry, load_state
from ..i18n import tr
from ..state.animation import Animator
from ..state.notes import NotesSwitch
from ..state.scheduler import RenderScheduler
from ..state.settling import settle_frames
from ..state.store import ParamStore
from ..state.window_state import WindowState
from ..views import ViewContext, view_classes
from ..widgets.controls import Binder
from ..widgets.param_panel import ParamPanel
from .actions import build_actions, build_menus, build_toolbar
from .chapters import Chapters, stored_chapter
from .desk import Desk
from .dock_host import DockHost
from .exporting import WindowExport, lesson_headline
from .keeping import SettingsKeeper
from .keys import EditingKeys
from .lesson_panel import LessonPanel
from .look import Look
from .models import WindowModels
from .presentation import Presentation, stored_scale
from .sessions import WindowSessions
from .stage import Stage
from .tab_bars import StaleTabBars
from .window_calls import WindowCalls


class MainWindow(WindowCalls, QMainWindow):
    def __init__(
        self, settings, parent: QWidget | None = None, threaded: bool | None = None, size: tuple[int, int] | None = None
    ):
        """`settings`: what the app remembers (a Remembered, or the settings file it keeps). `size`: the size the
        window will be shown at (else its default size): a chapter is laid out for it."""
        super().__init__(parent)
        self.setObjectName("posenc.main")
        self.setWindowTitle(tr("posenc-gui: positional encodings"))
        self.setWindowIcon(QIcon(str(resource_path("icons", "posenc-gui.svg"))))
        self.remembered = settings = Remembered.of(settings)
        self.tab_bars = StaleTabBars(self)
        self.notices = Notices(self)
        NET.attach(self.notices)
        loaded = load(settings)
        saved = load_state(settings) is not None
        # old settings with a saved desk but no chapter: that desk is All views
        first = ALL_VIEWS if saved and not settings.has(CHAPTER) else None
        self.state = WindowState(stored_chapter(settings, first), stored_scale(settings), self)
        self.store = ParamStore(loaded.params, loaded.options, self)
        self.desk = Desk(
            DockHost(self),
            self.store,
            settings,
            self.statusBar().showMessage,
            self._on_dock_shown,
            list(loaded.problems),
        )
        self.binder = Binder(self.store, self)
        self.animator = Animator(self.store, self)
        self.notes = NotesSwitch(settings.get(NOTES), self)
        keep_shared(self.state, self.notes, settings)
        # every action from the one table; their slots are looked up, when triggered, among the features
        self._targets: dict = {"window": self, "animator": self.animator, "store": self.store, "notes": self.notes}
        self.named_actions = build_actions(self, self._targets)
        # All views as built (the docks grouped by area), kept to go back to; on a first start that shows a
        # chapter, laid out only when it is first asked for (see _arrange_all)
        as_built = saved or self.state.chapter == ALL_VIEWS
        self._build_docks(as_built)
        self.scheduler = RenderScheduler(self.store, self.views.values(), threaded, self)
        self._build_features()
        self._connect()
        if as_built:
            self.desk.arrange_default(self.lesson.dock)
        self.look.apply_stored()
        build_menus(self, self.named_actions, self._targets)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.chapters.toolbar())
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, build_toolbar(self, self.named_actions))
        self.resize(QSize(*size) if size is not None else self._default_size())
        self._default_state = self.saveState(LAYOUT_VERSION) if as_built else None
        self._shown_once = False
        self._editing_keys = EditingKeys(self)
        if not self._restore() and self.chapters.current != ALL_VIEWS:
            self.chapters.arrange()
        self.statusBar().showMessage(
            tr("Hover over the heatmap to read values. Left/Right step the position, Space plays.")
        )

    def _build_docks(self, shown: bool) -> None:
        """The central placeholder, the parameters' dock and one dock a view (each view is built into its dock
        when the dock first shows); the views' docks `shown` or hidden (see Desk.make_dock)."""
        placeholder = QWidget()  # docks fill the window; a hidden central widget keeps QMainWindow happy
        self.setCentralWidget(placeholder)
        placeholder.hide()
        self.setDockNestingEnabled(True)
        self.setDockOptions(
            QMainWindow.DockOption.AllowTabbedDocks
            | QMainWindow.DockOption.AllowNestedDocks
            | QMainWindow.DockOption.AnimatedDocks
        )
        ctx = ViewContext(
            self.store,
            self.binder,
            {"play": self.play_action},
            export=lambda vid: self.exporter.open_dialog(vid),
            playing_changed=self.animator.playingChanged,
            notes=self.notes,
        )
        self.param_panel = ParamPanel(self.store, self.binder)
        # no wider than it needs: a larger window gives its room to the views, not to the sliders
        self.param_panel.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        self.desk.make_dock("params", tr("Parameters"), self.param_panel)
        for cls in view_classes():
            view = cls(ctx, self)
            view.status.connect(self.statusBar().showMessage)
            vid = cls.spec.id
            self.views[vid] = view
            # the dock holds an empty widget until it is first shown; then the view is built into it
            self.desk.make_dock(vid, view.title_text(), QWidget(), shown).setToolTip(view.description_text())
            view.built.connect(lambda vid=vid: self._on_view_built(vid))

    def _build_features(self) -> None:
        """The features, each given the desk, the window state and what it uses, in the order they need each
        other; none is handed to another afterwards."""
        desk, state = self.desk, self.state
        self.lesson = lesson = LessonPanel(desk, state)
        self.exporter = WindowExport(
            desk, lambda: settle_frames(self.scheduler, self.animator), lambda vid: lesson_headline(lesson, state, vid)
        )
        self.models = WindowModels(desk)
        self.chapters = Chapters(desk, state, self.named_actions, self._arrange_all)
        self.keeper = SettingsKeeper(desk, self.notices, self.chapters.save)
        self.stage = Stage(desk, state, self.named_actions, self.lesson, self.binder, self.notes)
        self.presentation = Presentation(
            desk, state, self.stage, self.lesson.dock, self.notes, self.exporter.current_view
        )
        self.look = Look(desk, state, self.presentation.unscaled)
        self.sessions = WindowSessions(desk, self.lesson, self.look, self.chapters, self.models)
        self._targets.update(
            sessions=self.sessions,
            models=self.models,
            lesson=self.lesson,
            exporter=self.exporter,
            presentation=self.presentation,
            look=self.look,
            desk=desk,
            chapters=self.chapters,
            stage=self.stage,
            ink=self.stage.ink,
            recorder=self.stage.recorder,
        )

    def _connect(self) -> None:
        """The window's own reactions: the play, notes and presentation actions kept in step, a chapter chosen
        again on the stage shown from its first view, frames asked for, problems said."""
        self.named_actions["notes"].setChecked(self.notes.shown)
        self.notes.changed.connect(self.named_actions["notes"].setChecked)
        self.animator.playingChanged.connect(self._on_playing_changed)
        self.state.presentingChanged.connect(self._on_presenting_changed)
        self.chapters.chosenAgain.connect(self.stage.show_from_first)
        for view in self.views.values():
            view.dataInvalidated.connect(self.scheduler.request)
        self.scheduler.failed.connect(self.say)
        self.scheduler.failed.connect(self.param_panel.show_error)
        self.binder.error.connect(self.say)

    @property
    def theme(self) -> str:
        return self.state.theme

    @property
    def docks(self) -> dict:
        return self.desk.docks

    @property
    def views(self) -> dict:
        return self.desk.views

    @property
    def play_action(self) -> QAction:
        return self.named_actions["play"]

    def _default_size(self) -> QSize:
        """1500 x 950, or less where the screen is smaller (a 1280 x 720 projector, 150 % scaling)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return QSize(1500, 950)
        avail = screen.availableGeometry()
        return QSize(min(1500, int(avail.width() * 0.95)), min(950, int(avail.height() * 0.92)))

    # -- layout persistence -------------------------------------------------------------------------
    def _restore(self) -> bool:
        """The geometry and the arrangement saved last time; False when there was no arrangement to restore."""
        geometry = load_geometry(self.remembered)
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = load_state(self.remembered)
        # none, unreadable or from another version: False, and the chapter's own arrangement is laid out
        return state is not None and self.restoreState(state, LAYOUT_VERSION)

    def _arrange_all(self) -> None:
        """Every view as the window was built with them (every dock, shown and docked)."""
        if self._default_state is None:  # (a first start on a chapter: laid out now, the first time)
            self.desk.arrange_all_anew(self.lesson.dock)
            self._default_state = self.saveState(LAYOUT_VERSION)
        self.restoreState(self._default_state, LAYOUT_VERSION)
        self.desk.fit_parameters(self.param_panel)

    def reset_layout(self) -> None:
        """The current chapter back to its own arrangement."""
        self.chapters.reset()

    # Leftover tab bars (see tab_bars.py) are looked for whenever they can appear: after a layout is restored,
    # when the window lays out its docks, and when a new tab bar shows.
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.desk.refit()

    def say(self, message: str) -> None:
        """A message of the scheduler or the bindings in the status bar for ten seconds. An edit that ends
        while the window is being deleted still reports, after the window's Python side is gone: not then."""
        if message and shiboken6.isValid(self):
            self.statusBar().showMessage(message, 10000)

    def restoreState(self, state, version: int | None = 0) -> bool:
        self.desk.forget_fit()
        self.tab_bars.before_restore()
        restored = super().restoreState(state, version)
        self.tab_bars.sweep()
        return restored

    def event(self, event) -> bool:
        handled = super().event(event)
        kind = event.type()
        if kind == QEvent.Type.LayoutRequest:  # (Qt makes and shows some tab bars when it lays out)
            self.tab_bars.sweep()
        elif kind == QEvent.Type.ChildPolished and event.child().metaObject().className() == "QMainWindowTabBar":
            self.tab_bars.watch(event.child())
        return handled

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._editing_keys.start()
        self.tab_bars.sweep()
        if not self._shown_once:  # start with the keys on the plots, not in the first spin box
            self._shown_once = True
            if load_state(self.remembered) is None:  # the first start: laid out for the size it is shown at
                if self.chapters.current == ALL_VIEWS:
                    self.desk.fit_parameters(self.param_panel)
                elif not self.desk.fit_to_room():
                    self.chapters.arrange()
            self.desk.release_reports()  # (the docks on screen now have their views built)
            # the views shown were just built: lay them out and draw them now, so that the first paint
            # shows them at their final sizes (pixel sizes feed the computes)
            for _ in range(4):  # widgets, then the plots' layouts inside their scenes
                QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            self.scheduler.render_now()
            if self.desk.problems:
                QTimer.singleShot(0, self.keeper.report_load_problems)
            # the first view on screen takes the keys (a restored layout may have closed the heatmap: a view
            # never shown is not built, and has no widget to focus)
            first = next((v for v in self.views.values() if v.is_built and v.is_shown()), None)
            if first is not None:
                first.focus_widget().setFocus(Qt.FocusReason.OtherFocusReason)

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
        self.keeper.stop()
        if NET.notices is self.notices:
            NET.attach(None)  # errors after this have no window to show in; they are still logged
        if not self.keeper.save():
            print(self.keeper.problem, file=sys.stderr)  # the window is going: say it where it can be seen
        release_held()  # what was built with the window is collected as usual again (see collection)
        super().closeEvent(event)

    # -- reactions ------------------------------------------------------------------------------------
    def _on_playing_changed(self, playing: bool) -> None:
        icon = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        self.play_action.setIcon(self.style().standardIcon(icon))
        self.play_action.setText(tr("Pause") if playing else tr("Play"))
        blocked = self.play_action.blockSignals(True)
        self.play_action.setChecked(playing)
        self.play_action.blockSignals(blocked)

    def _on_presenting_changed(self, presenting: bool) -> None:
        toggle, leave = self.named_actions["presentation"], self.named_actions["presentation_leave"]
        blocked = toggle.blockSignals(True)
        toggle.setChecked(presenting)
        toggle.blockSignals(blocked)
        leave.setEnabled(presenting)

    def _on_dock_shown(self, vid: str) -> None:
        view = self.views.get(vid)
        if view is not None:
            view.ensure_built()  # (the first time: see _on_view_built)
        self.scheduler.request()  # a view that was hidden may have missed changes

    def _on_view_built(self, vid: str) -> None:
        """A view was built (its dock first shown, or a script asked for its items): it goes into its dock
        and is drawn."""
        view, dock = self.views[vid], self.docks[vid]
        placeholder = dock.widget()
        dock.setWidget(view.widget)
        if placeholder is not None and placeholder is not view.widget:
            placeholder.deleteLater()
        # (the look styles it and the presentation scales it: each hears of the view being built)
        if dock.isVisible():
            self.scheduler.request()
