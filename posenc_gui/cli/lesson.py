"""posenc-gui lesson export OUT --as notebook [--lesson FILE] [--language en|ko]

Write a lesson as a Jupyter notebook (.ipynb, nbformat 4): per step a markdown cell (its headline, title, notes and
what to try) and a code cell that makes the step's figures with posenc_gui.figure(...) and keeps its numbers from
posenc_gui.compute(...), with the settings the lesson panel gives the step walked from the app's defaults. The
built-in lesson in --language (English by default), or your own lesson file with --lesson; --language also picks
the notebook's own words. The file is written whole or not at all."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from .args import ArgumentParser

AS = ("notebook",)
SUFFIX = {"notebook": ".ipynb"}


def parser() -> ArgumentParser:
    p = ArgumentParser(prog="posenc-gui lesson", description=__doc__)
    sub = p.add_subparsers(dest="action", metavar="export", required=True)
    export = sub.add_parser("export", help="write the lesson as a notebook", description=__doc__)
    export.prog = "posenc-gui lesson export"
    export.add_argument("out", metavar="OUT", help="the file to write (OUT.ipynb for a notebook)")
    export.add_argument("--as", dest="kind", choices=AS, default="notebook", help="what to write (default: notebook)")
    export.add_argument("--lesson", metavar="FILE", help="a lesson file of your own (default: the built-in lesson)")
    export.add_argument(
        "--language", choices=("en", "ko"), default="en", help="the built-in lesson's language and the notebook's words"
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if not args.out.lower().endswith(SUFFIX[args.kind]):
        parser().error(f"OUT must end in {SUFFIX[args.kind]} for a {args.kind} (not {args.out!r})")
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
