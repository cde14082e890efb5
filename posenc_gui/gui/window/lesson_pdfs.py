"""File > Export lesson as handout… and as deck…: the lesson shown, as `posenc-gui lesson export --as handout|deck`
writes it, with a progress dialog whose Cancel stops the export (no file is left).

The handout is drawn here, with a standalone copy of each view. The deck presents the lesson in a window of its
own at 1920 x 1080: that window would take the app's look and fonts while it presents (and show on the user's
screen), so the app runs the command line for it, without a display, and waits for it."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

from PySide6.QtCore import QEventLoop, QLocale, QProcess, QProcessEnvironment, Qt
from PySide6.QtWidgets import QApplication, QProgressDialog

from ...export.atomic import ExportError
from ...export.progress import Interrupted
from ...resources import resource_path
from ..i18n import error_text, tr


def page_size() -> str:
    """Letter where the locale measures in US units, else A4."""
    return "letter" if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem else "a4"


def _progress(parent, text: str, steps: int) -> QProgressDialog:
    dialog = QProgressDialog(text, tr("Cancel"), 0, steps, parent)
    dialog.setObjectName("lesson.export_progress")
    dialog.setWindowTitle(tr("Lesson"))
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(500)
    return dialog


def write_handout(panel, path, page: str) -> str:
    """The lesson shown as a handout at `path`: "" when written, else why not ("" never for a stop: see below).
    Raises Interrupted when the progress dialog's Cancel stopped it."""
    from ..export.lesson_handout import LANGUAGES, PrintedLesson
    from ..export.lesson_handout import write_handout as write

    lesson = panel.lesson
    words = panel.language if panel.language in LANGUAGES else "en"
    name = lesson.name or (Path(panel.path).stem if panel.path else "lesson")
    dialog = _progress(panel.desk.window, tr("Drawing the handout's figures…"), len(lesson.steps))

    def on_page(k: int, n: int) -> None:
        dialog.setValue(k - 1)
        QApplication.processEvents()
        if dialog.wasCanceled():
            raise Interrupted

    try:
        write(path, PrintedLesson(name, lesson.steps, lesson.author, words), page, on_page)
    except ExportError as exc:
        return error_text(exc)
    finally:
        dialog.close()
    return ""


def deck_command(panel, path) -> list[str]:
    """The command line that writes the lesson shown as a deck at `path` (a bundle's executable is the command)."""
    own = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "posenc_gui"]
    lesson = panel.path or str(resource_path("lessons", f"{panel.language}.lesson"))
    language = panel.language if panel.language in ("en", "ko") else "en"
    return [*own, "lesson", "export", str(path), "--as", "deck", "--lesson", lesson, "--language", language]


def write_deck(panel, path) -> str:
    """The lesson shown as a deck at `path`, made by the command line without a display: "" when written, else
    why not. Raises Interrupted when the progress dialog's Cancel stopped it."""
    command = deck_command(panel, path)
    process = QProcess(panel.desk.window)
    environment = QProcessEnvironment.systemEnvironment()
    environment.insert("QT_QPA_PLATFORM", "offscreen")
    process.setProcessEnvironment(environment)
    dialog = _progress(panel.desk.window, tr("Presenting the lesson page by page (about a minute)…"), 0)
    loop = QEventLoop()
    process.finished.connect(loop.quit)
    process.errorOccurred.connect(lambda _error: loop.quit())
    dialog.canceled.connect(lambda: _stop(process))
    process.start(command[0], command[1:])
    if process.waitForStarted(10000):
        loop.exec()
        process.waitForFinished(-1)
    dialog.close()
    if process.exitStatus() == QProcess.ExitStatus.NormalExit and process.exitCode() == 0:
        return ""
    if dialog.wasCanceled():
        raise Interrupted
    said = bytes(process.readAllStandardError().data()).decode("utf-8", "replace").strip().splitlines()
    return said[-1].removeprefix("posenc-gui lesson: ") if said else process.errorString()


def _stop(process: QProcess) -> None:
    """Ctrl+C to the command line: it stops at the next page and leaves no file."""
    pid = process.processId()
    if pid and hasattr(signal, "SIGINT") and os.name == "posix":
        os.kill(pid, signal.SIGINT)
    else:
        process.kill()
