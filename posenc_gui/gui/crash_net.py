"""The crash net: an exception escaping any slot, timer, paint or worker is logged and shown, and the app
goes on; a fatal error (a segfault) leaves a trace in the same folder.

Logs go to the user's data folder (QStandardPaths' AppLocalDataLocation, or POSENC_GUI_DATA_DIR):
  posenc-gui.log   rotating, 3 x 1 MB: every caught exception with its traceback, and other notices;
  fatal.log        faulthandler's trace of a crash Python could not catch.
Help > About shows the folder. Notices are non-modal (a lecture goes on behind them), at most one open at a
time; repeats of the same error are counted in the log instead of opening more windows.
"""

from __future__ import annotations

import faulthandler
import functools
import logging
import logging.handlers
import os
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QObject, QStandardPaths, Qt, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from .i18n import tr

DATA_ENV = "POSENC_GUI_DATA_DIR"
LOG_NAME, FATAL_NAME = "posenc-gui.log", "fatal.log"
log = logging.getLogger("posenc_gui")


def data_dir() -> Path:
    """The folder for the log files (created on first use)."""
    folder = (
        os.environ.get(DATA_ENV)
        or QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
        or str(Path.home() / ".posenc-gui")
    )
    path = Path(folder)
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_path() -> Path:
    return data_dir() / LOG_NAME


class Notices(QObject):
    """Non-modal message boxes over a window: one at a time, each text remembered in `shown`."""

    _post = Signal(str, str, str)  # from any thread: shown in the GUI thread

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self._parent = parent
        self._open: QMessageBox | None = None
        self.shown: list[str] = []
        self._post.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def post(self, title: str, text: str, details: str = "") -> None:
        """Show a notice; safe from any thread (it is queued to the GUI thread)."""
        self._post.emit(title, text, details)

    def show_now(self, title: str, text: str, details: str = "") -> None:
        self._show(title, text, details)

    def _show(self, title: str, text: str, details: str) -> None:
        self.shown.append(text)
        if self._open is not None and self._open.isVisible():
            return  # one at a time: the first says the most; the rest are in the log
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Close, self._parent)
        box.setObjectName("notice")
        box.setModal(False)
        box.setWindowModality(Qt.WindowModality.NonModal)
        if details:
            box.setDetailedText(details)  # selectable, so it can be copied into a bug report
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.show()
        self._open = box


class CrashNet:
    """Installed once at start: sys.excepthook and threading.excepthook log and notify; faulthandler on."""

    def __init__(self) -> None:
        self.notices: Notices | None = None
        self.caught: list[str] = []  # one line per exception caught (tests and the session harness read it)
        self._previous: Callable[..., object] | None = None  # the excepthook before install()
        self._fatal_file: TextIO | None = None
        self._last_key: tuple[type, str] | None = None  # the exception last shown (its type and text)

    def install(self) -> CrashNet:
        folder = data_dir()
        if not any(isinstance(h, logging.handlers.RotatingFileHandler) for h in log.handlers):
            handler = logging.handlers.RotatingFileHandler(
                folder / LOG_NAME, maxBytes=1 << 20, backupCount=2, encoding="utf-8"
            )
            handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
            log.addHandler(handler)
            log.setLevel(logging.INFO)
        self._fatal_file = open(folder / FATAL_NAME, "a", encoding="utf-8")  # noqa: SIM115 - lives with the app
        faulthandler.enable(self._fatal_file)
        self._previous = sys.excepthook
        sys.excepthook = self.handle
        threading.excepthook = lambda args: self.handle(args.exc_type, args.exc_value, args.exc_traceback)
        return self

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook = self._previous
            threading.excepthook = threading.__excepthook__
        faulthandler.disable()
        if self._fatal_file is not None:
            self._fatal_file.close()
            self._fatal_file = None

    def attach(self, notices: Notices | None) -> None:
        """Where notices go (the main window's; None: nowhere, only the log)."""
        self.notices = notices

    def handle(self, exc_type, exc, tb) -> None:
        """Log the exception with its traceback and show it once; never raises."""
        try:
            if issubclass(exc_type, KeyboardInterrupt):
                QApplication.quit()
                return
            details = "".join(traceback.format_exception(exc_type, exc, tb))
            line = f"{exc_type.__name__}: {exc}"
            self.caught.append(line)
            log.error("uncaught exception\n%s", details)
            print(details, file=sys.stderr)
            key = (exc_type, str(exc))
            if self.notices is not None and key != self._last_key:
                self._last_key = key
                self.notices.post(
                    tr("posenc-gui hit an error"),
                    tr(
                        "Something went wrong, but the app keeps running: {line}\n\nThe details are in the log "
                        "file {log}."
                    ).format(line=line[:300], log=log_path()),
                    details,
                )
        except Exception:  # noqa: BLE001 - the net itself must never be the thing that fails
            pass


NET = CrashNet()


def guarded_paint(paint):
    """For paint() of our QGraphicsItems: an exception escaping a paint is not an ordinary Python error in
    PySide6 but a segmentation fault (measured), so it is caught here, logged and shown; the frame simply
    lacks that item."""

    @functools.wraps(paint)
    def wrapper(self, painter, *args):
        try:
            return paint(self, painter, *args)
        except Exception:  # noqa: BLE001
            NET.handle(*sys.exc_info())

    return wrapper
