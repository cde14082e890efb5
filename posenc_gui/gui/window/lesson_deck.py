"""A lesson as a deck PDF: the stage as the room sees it, a 16:9 page for each thing a click shows. The lesson is
presented (F5) in a main window of its own, 1920 x 1080, with settings that are never the user's; each step is
gone to as the lesson panel goes to it, and the window is grabbed: a page a step, a page more for each curve a
step's figure reveals (reveal:) and one for the answer to its question (predict:, the question first).

The window is the app's, so the page is what the projector shows: the stage's fit, scale, headline, banner and
marks. Each grab goes into the page whole, at its full resolution (96 dpi: 1440 x 810 points). Building a window
takes the process's look and fonts: the command line runs it without a display; the app runs the command line."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from ..export.lesson_pdf import OnPage, no_progress, pdf_pages
from ..files.lesson_steps import LessonError

SIZE = (1920, 1080)  # the projector's pixels
DPI = 96  # so a page is 1440 x 810 points
SETTLE_S = 0.1  # after a click within a step (a curve revealed, an answer given): the views redraw


def page_count(steps) -> int:
    """The deck's pages: one a step, one more for each curve after the first a step reveals and for an answer."""
    return sum(1 + (len(s.reveal[1]) - 1 if s.reveal is not None else 0) + (s.predict is not None) for s in steps)


def _wait(window, seconds: float) -> None:
    """Events handled for `seconds` (the stage's fit looks at a step again once its labels have wrapped), and
    the window drawn."""
    from ..state.settling import settle_frames

    end = time.monotonic() + seconds
    while True:
        QApplication.processEvents()
        if time.monotonic() >= end:
            break
        time.sleep(0.005)
    settle_frames(window.scheduler, window.animator, 30.0)


def stage_images(lesson_file: str | Path, language: str, on_page: OnPage = no_progress) -> Iterator[QImage]:
    """The stage grabbed for each page of the lesson file's deck, in order (see page_count), the window's words in
    `language`; the window is closed when done. A lesson file that cannot be used raises LessonError."""
    from PySide6.QtCore import QTemporaryDir

    from ..collection import collection_held
    from ..files.remembered import PRESENTATION_SCALE, Remembered
    from ..i18n import install_language
    from .main_window import MainWindow
    from .presentation import LOOK_AGAIN_MS, SCALES

    keeper = QTemporaryDir()  # settings that are never the user's, gone with the window
    remembered = Remembered.at(keeper.filePath("posenc-gui.ini"))
    remembered.put(PRESENTATION_SCALE, SCALES[1])  # the scale a 1080-line screen starts at (default_scale)
    install_language(language)  # (the command line's process: its words are the lesson's)
    with collection_held():  # (as the app's start-up path builds a window: see collection)
        window = MainWindow(remembered, threaded=False, size=SIZE)
    try:
        window.resize(*SIZE)
        window.show()
        panel = window.lesson
        if not panel.show_file(lesson_file):
            raise LessonError(panel.last_problem)
        steps = panel.steps
        panel.bring_forward()
        _wait(window, 0)
        window.presentation.enter()
        window.stage.show_tools(False)  # (the pen's and the recorder's buttons are not the slide's)
        count, page = page_count(steps), 0
        for k in range(len(steps)):
            page += 1
            on_page(page, count)
            panel.go_to(k)
            _wait(window, LOOK_AGAIN_MS / 1000 + 0.05)
            yield window.grab().toImage()
            while panel.pending() or panel.parts_left():
                page += 1
                on_page(page, count)
                panel.step_by(1)
                _wait(window, SETTLE_S)
                yield window.grab().toImage()
        window.presentation.leave()
    finally:
        window.close()
        window.deleteLater()
        del keeper


def write_deck(
    path: str | Path, lesson_file: str | Path, title: str, language: str, on_page: OnPage = no_progress
) -> int:
    """The deck of `lesson_file` at `path` (PDF, 16:9, titled `title`), written whole or not at all; `on_page(k, n)`
    hears of each page before it is made and may stop the export by raising. Needs a QApplication on a platform
    where a window may be built and shown without disturbing anyone (offscreen). Returns the number of pages."""
    from ..collection import collection_after

    size_pt = (SIZE[0] * 72 / DPI, SIZE[1] * 72 / DPI)
    pages = 0
    with collection_after(), pdf_pages(path, size_pt, title, DPI) as pdf:
        for image in stage_images(lesson_file, language, on_page):
            pdf.new_page()
            pdf.painter.drawImage(QRectF(0, 0, *SIZE), image)
            pages += 1
    return pages
