"""posenc-gui lesson export OUT --as notebook|handout|deck [--lesson FILE] [--language en|ko] [--page a4|letter]

Write a lesson as a Jupyter notebook (.ipynb, nbformat 4): per step a markdown cell (its headline, title, notes and
what to try) and a code cell that makes the step's figures with posenc_gui.figure(...) and keeps its numbers from
posenc_gui.compute(...), with the settings the lesson panel gives the step walked from the app's defaults.

--as handout writes a PDF to print (--page a4 or letter): per step its headline, its figures as the paper preset
draws them, its question with the right answer marked, the notes, what to try and the numbers it marks. --as deck
writes a 16:9 PDF of the lesson presented at 1920 x 1080: a page a step, a page more for each curve or panel a step
reveals and for the answer to a step's question.

The built-in lesson in --language (English by default), or your own lesson file with --lesson; --language also
picks the file's own words. The file is written whole or not at all; Ctrl+C stops a handout or a deck (exit 130)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from .args import ArgumentParser

AS = ("notebook", "handout", "deck")
SUFFIX = {"notebook": ".ipynb", "handout": ".pdf", "deck": ".pdf"}
PAGES = ("a4", "letter")


def parser() -> ArgumentParser:
    p = ArgumentParser(prog="posenc-gui lesson", description=__doc__)
    sub = p.add_subparsers(dest="action", metavar="export", required=True)
    export = sub.add_parser("export", help="write the lesson as a notebook, a handout or a deck", description=__doc__)
    export.prog = "posenc-gui lesson export"
    export.add_argument(
        "out", metavar="OUT", help="the file to write (OUT.ipynb for a notebook, OUT.pdf for a handout or a deck)"
    )
    export.add_argument("--as", dest="kind", choices=AS, default="notebook", help="what to write (default: notebook)")
    export.add_argument("--lesson", metavar="FILE", help="a lesson file of your own (default: the built-in lesson)")
    export.add_argument(
        "--language", choices=("en", "ko"), default="en", help="the built-in lesson's language and the file's own words"
    )
    export.add_argument("--page", choices=PAGES, default=None, help="a handout's paper size (default: a4)")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if not args.out.lower().endswith(SUFFIX[args.kind]):
        parser().error(f"OUT must end in {SUFFIX[args.kind]} for a {args.kind} (not {args.out!r})")
    if args.page is not None and args.kind != "handout":
        parser().error("--page is for --as handout")
    if args.kind != "notebook":
        return _pdf(args)
    from ..export.atomic import ExportError
    from ..export.notebook import NotebookLesson, write_notebook
    from ..gui.files.lesson_steps import LessonError, read_lesson
    from ..resources import resource_path

    path = args.lesson if args.lesson else resource_path("lessons", f"{args.language}.lesson")
    try:
        lesson = read_lesson(path)
        write_notebook(
            args.out, NotebookLesson(lesson.name or Path(path).stem, lesson.steps, lesson.author, args.language)
        )
    except (LessonError, ExportError) as exc:
        message = str(exc).replace("\r", " ").replace("\n", " ")
        print(f"posenc-gui lesson: {message}", file=sys.stderr)
        return 1
    print(f"wrote {args.out} ({len(lesson.steps)} steps)")
    return 0


def _pdf(args: argparse.Namespace) -> int:
    """A handout or a deck: drawn by Qt without a display, progress on stderr, Ctrl+C stops (exit 130)."""
    import os

    from ..export.atomic import ExportError
    from ..export.progress import Interrupted, Progress
    from ..gui.files.lesson_steps import LessonError, read_lesson
    from ..resources import resource_path

    path = args.lesson if args.lesson else resource_path("lessons", f"{args.language}.lesson")
    try:
        lesson = read_lesson(path)
    except LessonError as exc:
        print(f"posenc-gui lesson: {_one_line(exc)}", file=sys.stderr)
        return 1
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ..gui.export.lesson_handout import PrintedLesson
    from ..gui.qt_app import ensure_app

    ensure_app()
    printed = PrintedLesson(lesson.name or Path(path).stem, lesson.steps, lesson.author, args.language)
    progress = Progress(1)
    restore = progress.catch_interrupt()
    try:
        progress.file(1, args.out)
        if args.kind == "handout":
            from ..gui.export.lesson_handout import write_handout

            pages = write_handout(args.out, printed, args.page or "a4", on_page=progress.frame)
        else:
            from ..gui.window.lesson_deck import write_deck

            pages = write_deck(args.out, path, printed.name, args.language, on_page=progress.frame)
    except (Interrupted, KeyboardInterrupt):
        progress.clear()
        print(f"posenc-gui lesson: stopped; {args.out} was not written", file=sys.stderr)
        return 130
    except (ExportError, LessonError) as exc:
        progress.clear()
        print(f"posenc-gui lesson: {_one_line(exc)}", file=sys.stderr)
        return 1
    finally:
        restore()
    progress.clear()
    print(f"wrote {args.out} ({len(lesson.steps)} steps, {pages} pages)")
    return 0


def _one_line(exc: Exception) -> str:
    return str(exc).replace("\r", " ").replace("\n", " ")
