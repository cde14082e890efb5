"""The window's settings kept: saved a moment after changes stop (so a failed save is noticed while the user
can still act), saved at close, and the problems met when they were loaded said once the window shows."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from ..crash_net import log
from ..files.settings import LAYOUT_VERSION, save_window
from ..i18n import tr

AUTOSAVE_MS = 2000


class SettingsKeeper(QObject):
    def __init__(self, desk, notices, before_save):
        """`before_save()` runs before each save (the chapters write their arrangements)."""
        super().__init__(desk.window)
        self.desk, self.notices = desk, notices
        self._before_save = before_save
        self.problem = ""  # the last save's problem ("" when it worked)
        self._autosave = QTimer(self, singleShot=True, interval=AUTOSAVE_MS)
        self._autosave.timeout.connect(self.save)
        desk.store.paramsChanged.connect(lambda _changed: self._autosave.start())

    def save(self) -> bool:
        """Write the settings; a failure is logged and, the first time, shown. False if it failed."""
        desk, store = self.desk, self.desk.store
        self._before_save()
        problem = save_window(
            desk.remembered,
            desk.window.saveGeometry(),
            desk.dock_host.save_layout(LAYOUT_VERSION),
            store.params,
            store.all_options(),
        )
        if problem and problem != self.problem:
            log.warning(problem)
            self.desk.status(problem, 15000)
            if desk.window.isVisible():
                self.notices.show_now(tr("Settings not saved"), problem)
        self.problem = problem
        return not problem

    def stop(self) -> None:
        self._autosave.stop()

    def report_load_problems(self) -> None:
        problems = self.desk.problems
        if not problems:
            return
        items = "\n".join(f"• {problem}" for problem in problems)
        log.warning("settings reset at start:\n%s", items)
        self.desk.status(problems[0], 15000)
        self.notices.show_now(
            tr("Some settings were reset"),
            tr("Some stored settings could not be used; everything else was restored.") + "\n\n" + items,
        )
