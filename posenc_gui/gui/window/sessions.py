"""The window's session files: File > Save session (Ctrl+S), Open session (Ctrl+O) and the recent ones. A
session is checked whole before it is applied, then applied in one batch (one redraw); a file that cannot be
used leaves the window as it was and says why."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMenu

from ...core import ParamError
from ..files import session as sessions
from ..files.remembered import RECENT_SESSIONS
from ..i18n import error_text, tr
from ..state.window_state import LOOK
from .messages import tell_problem

MAX_RECENT = 8
LAYOUT_VERSION_KEY = 1  # QMainWindow.saveState's version tag for session layouts


class WindowSessions(QObject):
    def __init__(self, desk, lesson, look, chapters, models=None):
        super().__init__(desk.window)
        self.desk, self.lesson, self.look, self.chapters, self.models = desk, lesson, look, chapters, models
        self.recent_menu = QMenu(tr("&Recent sessions"), desk.window)
        self.recent_menu.setObjectName("menu.recent_sessions")
        self.recent_menu.aboutToShow.connect(self._fill_recent)

    def recent_menu_widget(self) -> QMenu:
        return self.recent_menu

    # -- the state ---------------------------------------------------------------------------------------
    def capture(self) -> sessions.Session:
        desk, lesson = self.desk, self.lesson
        views = [vid for vid, dock in desk.docks.items() if not dock.isHidden()]
        return sessions.Session(
            desk.store.params,
            dict(desk.store.all_options()),
            views,
            layout=bytes(desk.dock_host.save_layout(LAYOUT_VERSION_KEY)),
            lesson_step=lesson.step,
            lesson_file=lesson.path,
            style={"theme": self.look.theme, **LOOK.colormaps},
            chapter=self.chapters.current,
            model=self.models.path if self.models is not None else None,
        )

    def apply(self, session: sessions.Session, folder=None) -> str:
        """Everything at once: one batch of parameter and option changes, then the arrangement and the lesson.
        Returns "" or what could not be restored (a lesson file that is gone), to be said."""
        desk = self.desk
        changes = session.params.to_dict()
        for owner, opts in session.options.items():
            changes.update({f"{owner}.{k}": v for k, v in opts.to_dict().items()})
        desk.store.apply(changes)
        model_note = self._apply_model(session)
        if session.chapter is not None:
            # the chapter first (its arrangement is the session's layout, restored next; without one, its own)
            self.chapters.show_chapter(session.chapter, arrange=session.layout is None)
        if session.layout is None or not desk.dock_host.restore_layout(session.layout, LAYOUT_VERSION_KEY):
            for vid, dock in desk.docks.items():
                dock.setVisible(vid in session.views)
            for vid in session.views[:1]:
                desk.docks[vid].raise_()
        note = " ".join(n for n in (model_note, self._apply_lesson(self.lesson, session, folder)) if n)
        if session.style.get("diverging") or session.style.get("sequential"):
            self.look.set_colormaps(session.style.get("diverging"), session.style.get("sequential"))
        if session.style.get("theme"):
            self.look.set_theme(session.style["theme"])
        return note

    def _apply_model(self, session: sessions.Session) -> str:
        """The session's model, opened again; one that is gone (or no longer readable) is said, and the views
        that used it go back to their presets."""
        models = self.models
        if models is None:
            return ""
        if session.model is None:
            if models.path is not None:
                models.close_model()
            return ""
        from ...specs.kit.long_context import OWNER

        source = self.desk.store.options(OWNER).source
        if models.path == str(Path(session.model).resolve()) or models.open_path(session.model, quiet=True):
            if source != self.desk.store.options(OWNER).source:  # opening chose the model; the session chose
                self.desk.store.update_options(OWNER, source=source)
            return ""
        models.close_model()
        return tr("The session's model {path} cannot be opened ({why}); the views use their presets.").format(
            path=session.model, why=models.last_problem
        )

    @staticmethod
    def _apply_lesson(lesson, session: sessions.Session, folder=None) -> str:
        """The session's lesson at its step: its own lesson file, or the built-in lesson. A lesson file that is
        not where the session says is looked for beside the session file (a handout of both, copied to another
        machine); one that cannot be opened leaves the panel's lesson as it is, and is said."""
        step = session.lesson_step
        if session.lesson_file is None:
            if lesson.path is not None or step is not None:
                lesson.show_builtin(step)
            return ""
        if lesson.path == str(Path(session.lesson_file).resolve()) and lesson.steps:
            lesson.go_to(step or 0, apply=False)
            return ""
        if lesson.show_file(session.lesson_file, step or 0):
            return ""
        beside = Path(folder) / Path(session.lesson_file).name if folder is not None else None
        if beside is not None and beside.is_file() and lesson.show_file(beside, step or 0):
            return ""
        return tr(
            "The session's lesson file {path} cannot be opened ({why}); the lesson panel keeps the lesson it showed."
        ).format(path=session.lesson_file, why=lesson.last_problem)

    def open_path(self, path) -> bool:
        """Open a session file; on a problem show it and change nothing. True if it was applied."""
        try:
            session = sessions.read(path)
            note = self.apply(session, Path(path).parent)
        except sessions.SessionError as exc:
            self._tell(str(exc))
            return False
        except ParamError as exc:  # refused by the store as a whole: its batch rolled back, nothing changed
            self._tell(tr("{name}: {why}; nothing was changed.").format(name=Path(path).name, why=error_text(exc)))
            return False
        self._remember(path)
        if note:
            self._tell(tr("Opened session {name}, but: {note}").format(name=Path(path).name, note=note))
        else:
            self.desk.status(tr("Opened session {name}").format(name=Path(path).name), 5000)
        return True

    def save_path(self, path) -> bool:
        try:
            sessions.write(path, self.capture())
        except sessions.SessionError as exc:
            self._tell(str(exc))
            return False
        self._remember(path)
        self.desk.status(tr("Saved session {name}").format(name=Path(path).name), 5000)
        return True

    def _tell(self, message: str) -> None:
        tell_problem(self.desk.window, tr("Session"), "session.problem", message)
        self.last_problem = message

    # -- dialogs and the recent list -----------------------------------------------------------------------
    def _folder(self) -> str:
        recent = self.recent()
        if recent:
            return str(Path(recent[0]).parent)
        return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)

    def save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.desk.window,
            tr("Save session"),
            str(Path(self._folder()) / "posenc-session.json"),
            tr("posenc-gui sessions (*.json)"),
        )
        if path:
            self.save_path(path if path.endswith(".json") else path + ".json")

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.desk.window, tr("Open session"), self._folder(), tr("posenc-gui sessions (*.json);;All files (*)")
        )
        if path:
            self.open_path(path)

    def recent(self) -> list[str]:
        return self.desk.remembered.get(RECENT_SESSIONS)[:MAX_RECENT]

    def _remember(self, path) -> None:
        path = str(Path(path).resolve())
        recent = [path] + [p for p in self.recent() if p != path]
        self.desk.remembered.put(RECENT_SESSIONS, recent[:MAX_RECENT])

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self.recent()
        for k, path in enumerate(recent):
            action = self.recent_menu.addAction(f"&{k + 1} {Path(path).name}", lambda p=path: self.open_path(p))
            action.setToolTip(path)
        if not recent:
            self.recent_menu.addAction(tr("(none yet)")).setEnabled(False)
