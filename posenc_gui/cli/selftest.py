"""`posenc-gui selftest`: build the window, draw every registered view, check that each drew something.

Works without a display (QT_QPA_PLATFORM=offscreen) and never touches the user's settings. Exit 0 when
every view drew, 1 otherwise (each failure named on stderr).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .args import ArgumentParser

if TYPE_CHECKING:
    from ..gui.window.main_window import MainWindow


def check_views(window: MainWindow) -> list[str]:
    """Redraw every view of `window` from scratch, chapter by chapter as a user opens them (the views of no
    chapter in All views), then the chapter shown before again; the problems found, one line each (empty: all drew)."""
    from ..specs import ALL_VIEWS, CHAPTER_IDS, chapter_views

    failures, checked, started = [], set(), window.chapters.current
    for cid in (*CHAPTER_IDS, ALL_VIEWS):
        todo = [
            v
            for v in (chapter_views(cid) if cid != ALL_VIEWS else window.views)
            if v in window.views and v not in checked
        ]
        if todo:
            window.chapters.show_chapter(cid)
        for vid in todo:
            checked.add(vid)
            failures += _check_view(window, vid)
    window.chapters.show_chapter(started)  # the window as it was, in the arrangement it had, drawn
    from ..gui.app import settle

    settle(window)
    return failures


def _check_view(window: MainWindow, vid: str) -> list[str]:
    from ..gui.app import settle

    view = window.views[vid]
    try:
        window.bring_forward(vid)  # a view tabbed behind another is not drawn until it is in front
        view.invalidate()
        if not settle(window):
            return [f"{vid}: no result within the time limit"]
        image = view.widget.grab().toImage()
        colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
        if not view.has_content():
            return [f"{vid}: no data in its plot items"]
        if len(colours) < 4:
            return [f"{vid}: the rendered image is blank ({len(colours)} colours)"]
        print(f"{vid}: ok ({image.width()}x{image.height()} px, {len(colours)} colours sampled)")
    except Exception as exc:  # noqa: BLE001 - report every view, not only the first failure
        return [f"{vid}: {type(exc).__name__}: {exc}"]
    return []


def check_text_services() -> list[str]:
    """What Qt asks of ICU (the bundle carries a trimmed copy of its data, see packaging/trim_icu.py): Korean
    and Swedish collation, Turkish upper-casing and time-zone names. The problems found."""
    from PySide6.QtCore import QCollator, QDateTime, QLocale, QTimeZone

    checks = {
        "Korean collation": QCollator(QLocale("ko_KR")).compare("가", "나") < 0,
        "Swedish collation": QCollator(QLocale("sv_SE")).compare("ä", "z") > 0,
        "time-zone names": bool(QTimeZone(b"Asia/Seoul").displayName(QDateTime.currentDateTime())),
    }
    if sys.platform.startswith("linux"):
        # locale-aware case needs Qt built with ICU: the Linux wheels are; the macOS and Windows ones take
        # collation and time zones from the system and upper-case "i" as "I" in every locale
        checks["Turkish upper case"] = QLocale("tr_TR").toUpper("i") == "\u0130"
    failed = [f"text services: {name}" for name, ok in checks.items() if not ok]
    if not failed:
        print(f"text services: ok ({', '.join(checks)})")
    return failed


def check_resources() -> list[str]:
    """The files the app reads at run time are where it looks (installed, from a checkout or in a bundle):
    the lessons in both languages, the Korean translation and the trained position table."""
    from PySide6.QtCore import QTranslator

    from ..core.learned import trained_table
    from ..gui.files.lesson_steps import LessonError, read
    from ..resources import resource_path

    failed = []
    for language in ("en", "ko"):
        try:
            read(resource_path("lessons", f"{language}.lesson"))
        except LessonError as exc:
            failed.append(f"resources: the {language} lesson: {exc}")
    if not QTranslator().load(str(resource_path("translations", "posenc_gui_ko.qm"))):
        failed.append("resources: the Korean translation cannot be loaded")
    try:
        trained_table()
    except Exception as exc:  # noqa: BLE001 - reported, not raised
        failed.append(f"resources: the trained table: {exc}")
    if not failed:
        print("resources: ok (lessons en and ko, Korean translation, trained table)")
    return failed


def main(argv: Sequence[str] | None = None) -> int:
    parser = ArgumentParser(prog="posenc-gui selftest", description=__doc__)
    parser.add_argument(
        "--first-paint",
        action="store_true",
        help="only open the window, print 'painted' once it has painted, and exit (what the "
        "benchmark times as start-up, for the installed app and for a bundle alike)",
    )
    args = parser.parse_args(argv)
    from ..gui.app import open_window, scratch_settings

    _keeper, settings = scratch_settings()
    if args.first_paint:
        window = open_window(settings, size=(1600, 1000))
        window.grab()
        print("painted", flush=True)
        window.close()
        return 0
    window = open_window(settings, size=(1400, 900))
    errors: list[str] = []
    window.scheduler.failed.connect(errors.append)
    failures = check_text_services() + check_resources() + check_views(window) + [f"reported: {e}" for e in errors]
    count = len(window.views)
    window.close()
    for line in failures:
        print(f"FAILED {line}", file=sys.stderr)
    print("self-test " + ("failed" if failures else f"passed: {count} views"))
    return 1 if failures else 0
