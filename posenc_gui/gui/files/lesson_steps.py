"""Lesson step files: the guided lesson is data, one UTF-8 text file per language under resources/lessons/,
so a lecturer can edit or add steps without touching code.

    # a comment
    lesson: Positional encoding in one hour     optional, before the first step: the lesson's name
    author: Dr. Kim, Intro to ML 2026            and whose it is (the lesson panel shows both)
    [step]
    title: Why word order matters
    headline: Attention alone cannot tell "dog bites man" from "man bites dog"
    chapter: why-position            optional: the chapter the step shows (else its first view's)
    views: order, naive              the views shown, the first in front of its group
    set: d_model = 64; order.sentence = 고양이가 쥐를 쫓았다; waves.dims = 0 4 8
    try: Drag a word to another place. Do the bars move?
    text:
      Indented lines (two spaces) continue a field; an empty line starts a
      new paragraph.

A step is shown two ways. In the lesson panel: its title, its text and what to try. Presented (F5), it is a
slide: the stage shows its `headline` (one line for the room; the title when a step has none) over its
views, and the text becomes the lecturer's notes (the presenter view, or N on the stage).

`set` takes shared parameters (d_model, max_len, base, layout, position) and view options (`view.field`),
separated by semicolons; a list is whole numbers separated by spaces (specs.kit.assignments reads them, as
`posenc-gui export --set` does). Every step is checked when the file is read: a problem names the file and
the line.

    [step]
    title: Long context in bfloat16
    views: rope-precision, rope-invariance
    show: rope-invariance = exact, fp32, bf16-legacy                  optional: the curves a view draws
    mark: rope-invariance.m = 2072 "2,072: key and query one bfloat16 number"      and a number marked

`show: <view> = <curve>, <curve>` draws only the named curves of one of the step's views (and lists only them in
its key); a view takes one `show:` line a step. `mark: <view>.<axis> = <number> "<label>"` draws a line across
the view's plot at the number, labelled (a step takes up to three marks a view). The names a view offers are its
spec's `shows` and `marks` (a mark on a logarithmic axis takes a number above 0). Both hold while the view shows
what the step set up: change one of its parameters or options and it draws all its curves and no mark again. A
step without them shows every curve and no mark (a mark of the step before is gone).
"""

from __future__ import annotations

import html
import math
import re
from dataclasses import dataclass, field
from pathlib import Path

from ...core import ParamError, Params
from ...specs import ALL_VIEWS, CHAPTER_IDS, SPECS, VIEW_IDS
from ...specs.kit import assignments
from ..i18n import error_text, tr
from .text_files import TextFileError, read_small_text

FIELDS = ("title", "headline", "chapter", "views", "set", "show", "reveal", "mark", "predict", "answers", "try", "text")
PROSE = ("title", "headline", "text", "try")
HEADER_FIELDS = ("lesson", "author")
MAX_BYTES = 500_000
MAX_HEADER_CHARS = 200
MAX_HEADLINE_CHARS = 140  # two lines of the stage at 1280 x 720 at the least presentation scale, about
MAX_MARKS = 3  # marks a view in one step (each view builds as many lines)
MAX_MARK_LABEL = 48  # a mark's label: one line across part of a plot, read at the back of the room
MAX_QUESTION_CHARS = 90  # a prediction's question: one line of the stage's banner, its answers the second
MAX_ANSWER_CHARS = 40
NUMBER = re.compile(r"[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?")
MARK_LINE = re.compile(r'(?P<view>[a-z0-9-]+)\.(?P<name>[a-z0-9_-]+)\s*=\s*(?P<number>[^\s"]+)\s+"(?P<label>[^"]*)"')


class LessonError(Exception):
    """A step file that cannot be used: the message names the file and the line."""


@dataclass(frozen=True)
class Mark:
    """A number a step marks on one of its views: `value` along the view's mark axis `name`, with its label."""

    view: str
    name: str
    value: float
    label: str
    line: int = 0


@dataclass(frozen=True)
class Prediction:
    """A question the room answers before the figure does (`predict:` and `answers:`): two to four answers,
    `right` the index of the right one."""

    question: str
    answers: tuple[str, ...]
    right: int

    @property
    def answer(self) -> str:
        return self.answers[self.right]


@dataclass
class Step:
    title: str
    text: str = ""  # the prose: the panel's text, the notes when presented
    headline: str = ""  # the slide's one line ("" for a file without: the title stands in)
    try_this: str = ""
    views: list = field(default_factory=list)
    changes: dict = field(default_factory=dict)  # store.apply() input: "d_model" or "phase.pair" -> value
    line: int = 0
    chapter: str = ""  # the chapter the step shows; "" for its first view's (see step_chapter)
    shows: dict = field(default_factory=dict)  # view id -> the names of the curves it draws (show:)
    marks: list = field(default_factory=list)  # Mark, in the order written (mark:)
    show_lines: dict = field(default_factory=dict)  # view id -> the line of its show: (for the messages)
    reveal: tuple[str, tuple[str, ...]] | None = None  # (view, its curves in the order they appear) (reveal:)
    reveal_line: int = 0
    predict: Prediction | None = None  # (predict: and answers:)
    question: str = ""  # (read: the predict: line, until the step is finished)
    answers_line: int = 0


def answers_html(prediction: Prediction, answered: bool) -> str:
    """A prediction's answers on one line, lettered A) to D); answered, the right one marked ✓ and in bold."""
    items = []
    for k, text in enumerate(prediction.answers):
        item = f"{'ABCD'[k]}) {html.escape(text)}"
        items.append(f"<b>✓ {item}</b>" if answered and k == prediction.right else item)
    return "&nbsp;&nbsp;&nbsp; ".join(items)


def step_marks(step: Step, view: str) -> list[Mark]:
    """The marks a step draws on `view`."""
    return [m for m in step.marks if m.view == view]


def step_headline(step: Step) -> str:
    """What the stage shows over a step's views: its headline, else its title."""
    return step.headline or step.title


def step_chapter(step: Step) -> str | None:
    """The chapter a step shows: the one it names, else its first view's; None for a step without views."""
    if step.chapter:
        return step.chapter
    return SPECS[step.views[0]].chapter if step.views else None


@dataclass
class Lesson:
    """A whole lesson file: its steps, its optional name and author, and the text it was read from."""

    steps: list
    name: str = ""
    author: str = ""
    source: str = ""


def _parse_set(text: str, where: str, earlier: dict) -> dict:
    """The step's changes with those of a `set:` line added, checked against fresh defaults the way the store
    would apply them, so a bad value fails when the file is read (the reader is `posenc-gui export --set`'s)."""
    try:
        changes = earlier | assignments.parse(text)
        assignments.apply(changes, Params(), {})
    except ParamError as exc:
        raise LessonError(tr("{where}: set: {why}").format(where=where, why=error_text(exc))) from None
    return changes


def _parse_show(text: str, where: str, line_field: str = "show") -> tuple[str, tuple[str, ...]]:
    """`<view> = <curve>, <curve>`: the view and the curves it draws (`line_field` show: or reveal:), each a
    name its spec offers."""
    view, equals, names_text = text.partition("=")
    view = view.strip()
    if not equals:
        raise LessonError(
            tr("{where}: {field}: expected <view> = <curve>, <curve>, not {text}").format(
                field=line_field, where=where, text=repr(text[:40])
            )
        )
    spec = SPECS.get(view)
    if line_field == "reveal":
        return _parse_reveal(view, names_text, where)
    if spec is None or not spec.shows:
        offering = [v for v in VIEW_IDS if SPECS[v].shows]
        raise LessonError(
            tr("{where}: {field}: no view {view} that shows chosen curves (views: {views})").format(
                field=line_field, where=where, view=repr(view[:40]), views=", ".join(offering)
            )
        )
    names = [n.strip() for n in names_text.split(",")]
    if not any(names):
        raise LessonError(
            tr("{where}: {field}: name at least one curve of {view} ({names})").format(
                field=line_field, where=where, view=view, names=", ".join(spec.shows)
            )
        )
    for name in names:
        if name not in spec.shows:
            raise LessonError(
                tr("{where}: {field}: {view} has no curve {name} (curves: {names})").format(
                    field=line_field, where=where, view=view, name=repr(name[:40]), names=", ".join(spec.shows)
                )
            )
    if len(set(names)) != len(names):
        raise LessonError(tr("{where}: {field}: a curve is named twice").format(where=where, field=line_field))
    return view, tuple(names)


def _parse_mark(text: str, where: str, line: int) -> Mark:
    """`<view>.<axis> = <number> "<label>"`: a finite number, on a log axis above 0, and a short label."""
    match = MARK_LINE.fullmatch(text)
    if match is None:
        raise LessonError(
            tr('{where}: mark: expected <view>.<axis> = <number> "<label>", not {text}').format(
                where=where, text=repr(text[:60])
            )
        )
    view, name, label = match["view"], match["name"], match["label"].strip()
    spec = SPECS.get(view)
    if spec is None or not spec.marks:
        offering = [v for v in VIEW_IDS if SPECS[v].marks]
        raise LessonError(
            tr("{where}: mark: no view {view} that takes marks (views: {views})").format(
                where=where, view=repr(view), views=", ".join(offering)
            )
        )
    axis = spec.marks.get(name)
    if axis is None:
        raise LessonError(
            tr("{where}: mark: {view} has no axis {name} (axes: {names})").format(
                where=where, view=view, name=repr(name), names=", ".join(spec.marks)
            )
        )
    value = float(match["number"]) if NUMBER.fullmatch(match["number"]) else math.nan
    if not math.isfinite(value):  # (an overflow to inf too)
        raise LessonError(
            tr("{where}: mark: {number} is not a number (write it as 2072 or 50.27, without separators)").format(
                where=where, number=repr(match["number"][:40])
            )
        )
    if axis.log and value <= 0:
        raise LessonError(
            tr(
                "{where}: mark: {view}.{name} is drawn on a logarithmic axis: the number must be above 0, not {number}"
            ).format(where=where, view=view, name=name, number=match["number"])
        )
    if not label or len(label) > MAX_MARK_LABEL:
        raise LessonError(
            tr("{where}: mark: the label has {count} characters; it takes 1 to {most}").format(
                where=where, count=len(label), most=MAX_MARK_LABEL
            )
        )
    return Mark(view, name, value, label, line)


def _parse_answers(text: str, where: str) -> Prediction:
    """`8 | *36 | 64`: two to four answers, the right one marked with *, each 1 to MAX_ANSWER_CHARS long."""
    answers = [a.strip() for a in text.split("|")]
    right = [k for k, a in enumerate(answers) if a.startswith("*")]
    answers = [a.removeprefix("*").strip() for a in answers]
    if not 2 <= len(answers) <= 4 or len(right) != 1:
        raise LessonError(
            tr("{where}: answers: write two to four answers separated by |, the right one marked with *").format(
                where=where
            )
        )
    for answer in answers:
        if not answer or len(answer) > MAX_ANSWER_CHARS:
            raise LessonError(
                tr("{where}: answers: an answer has {count} characters; it takes 1 to {most}").format(
                    where=where, count=len(answer), most=MAX_ANSWER_CHARS
                )
            )
    return Prediction("", tuple(answers), right[0])


def _check_prediction(step: Step, name: str) -> None:
    """predict: and answers: come together."""
    if bool(step.question) != (step.predict is not None):
        raise LessonError(
            tr(
                "{name} line {line}: a step's predict: question needs its answers: line, and the other way round"
            ).format(name=name, line=step.line)
        )
    if step.predict is not None:
        step.predict = Prediction(step.question, step.predict.answers, step.predict.right)


def _parse_reveal(view: str, names_text: str, where: str) -> tuple[str, tuple[str, ...]]:
    """`<view> = <part>, <part>`: the curves of a view that shows chosen curves, or the panels of a view of
    several panels, in the order they appear (one kind or the other: a panel revealed shows all its curves)."""
    spec = SPECS.get(view)
    curves = tuple(spec.shows) if spec is not None else ()
    panels = tuple(spec.paper.panels) if spec is not None and spec.paper is not None else ()
    if not (curves or panels):
        offering = [v for v in VIEW_IDS if SPECS[v].shows or SPECS[v].paper is not None]
        raise LessonError(
            tr("{where}: reveal: no view {view} with curves or panels to reveal (views: {views})").format(
                where=where, view=repr(view[:40]), views=", ".join(offering)
            )
        )
    names = tuple(n.strip() for n in names_text.split(","))
    for kind in (curves, panels):
        if kind and set(names) <= set(kind):
            if len(set(names)) != len(names):
                raise LessonError(tr("{where}: reveal: a curve or panel is named twice").format(where=where))
            return view, names
    unknown = [n for n in names if n not in curves and n not in panels]
    if not unknown:
        raise LessonError(
            tr("{where}: reveal: name curves of {view} or its panels, not both").format(where=where, view=view)
        )
    raise LessonError(
        tr("{where}: reveal: {view} has no {name} among its curves ({curves}) or its panels ({panels})").format(
            where=where,
            view=view,
            name=repr(unknown[0][:40]),
            curves=", ".join(curves) or "-",
            panels=", ".join(panels) or "-",
        )
    )


def _check_emphasis(step: Step, name: str) -> None:
    """A step's show: and mark: lines name views the step shows, a view at most MAX_MARKS marks."""
    for view in step.shows:
        if view not in step.views:
            raise LessonError(
                tr("{name} line {line}: show: {view} is not among the step's views ({views})").format(
                    name=name, line=step.show_lines[view], view=view, views=", ".join(step.views)
                )
            )
    if step.reveal is not None:
        view = step.reveal[0]
        if view not in step.views or view in step.shows:
            why = (
                tr("{name} line {line}: reveal: {view} is not among the step's views ({views})")
                if view not in step.views
                else tr("{name} line {line}: reveal: {view} has a show: line in this step; it takes one or the other")
            )
            raise LessonError(why.format(name=name, line=step.reveal_line, view=view, views=", ".join(step.views)))
    counts: dict[str, int] = {}
    for mark in step.marks:
        if mark.view not in step.views:
            raise LessonError(
                tr("{name} line {line}: mark: {view} is not among the step's views ({views})").format(
                    name=name, line=mark.line, view=mark.view, views=", ".join(step.views)
                )
            )
        counts[mark.view] = counts.get(mark.view, 0) + 1
        if counts[mark.view] > MAX_MARKS:
            raise LessonError(
                tr("{name} line {line}: mark: at most {most} marks a view in one step").format(
                    name=name, line=mark.line, most=MAX_MARKS
                )
            )


def _prose(lines: list[str]) -> str:
    """Lines joined with spaces; an empty line between them starts a new paragraph."""
    paragraphs, current = [], []
    for line in lines:
        if line:
            current.append(line)
        elif current:
            paragraphs.append(" ".join(current))
            current = []
    if current:
        paragraphs.append(" ".join(current))
    return "\n\n".join(paragraphs)


def parse(text: str, name: str = "lesson") -> list[Step]:
    """The steps of a lesson file's text; LessonError names the file and the line of the first problem."""
    return parse_lesson(text, name).steps


def parse_lesson(text: str, name: str = "lesson") -> Lesson:  # noqa: C901 - a field-by-field reader of a file from others: one check a field
    steps: list[Step] = []
    header: dict[str, str] = {}
    current: Step | None = None
    prose: dict[str, list[str]] = {}
    last_field = ""  # the field the last line set ("": none in this step yet)

    def finish():
        if current is None:
            return
        current.title = _prose(prose.get("title", []))
        current.text = _prose(prose.get("text", []))
        current.try_this = _prose(prose.get("try", []))
        current.headline = _prose(prose.get("headline", []))
        if not current.title:
            raise LessonError(tr("{name} line {line}: the step has no title").format(name=name, line=current.line))
        if len(current.headline) > MAX_HEADLINE_CHARS:  # a slide's line, not a paragraph: that is the text
            raise LessonError(
                tr(
                    "{name} line {line}: the headline has {count} characters; a slide's headline "
                    "has at most {most} (the text is for the notes)"
                ).format(name=name, line=current.line, count=len(current.headline), most=MAX_HEADLINE_CHARS)
            )
        _check_emphasis(current, name)
        _check_prediction(current, name)
        steps.append(current)

    for number, line in enumerate(text.splitlines(), start=1):
        where = tr("{name} line {line}").format(name=name, line=number)
        stripped = line.strip()
        if line.startswith("  ") and current is not None and last_field in PROSE:
            prose[last_field].append(stripped)  # a continuation (empty: a paragraph break)
            continue
        if not stripped:
            if current is not None and last_field in PROSE:
                prose[last_field].append("")  # an empty line (editors strip the indent): a paragraph break
            continue
        if stripped.startswith("#"):
            continue
        if stripped == "[step]":
            finish()
            current, prose, last_field = Step(title="", line=number), {}, ""
            continue
        key, colon, value = stripped.partition(":")
        key, value = key.strip().lower(), value.strip()
        if current is None:
            if not colon or key not in HEADER_FIELDS:
                raise LessonError(
                    tr("{where}: before the first [step] only {fields} may stand, not {text}").format(
                        where=where, fields=", ".join(f + ":" for f in HEADER_FIELDS), text=repr(stripped[:40])
                    )
                )
            if len(value) > MAX_HEADER_CHARS:
                raise LessonError(
                    tr("{where}: {field}: at most {count} characters").format(
                        where=where, field=key, count=MAX_HEADER_CHARS
                    )
                )
            header[key] = value
            continue
        if not colon or key not in FIELDS:
            raise LessonError(
                tr("{where}: expected one of {fields} or [step], not {text}").format(
                    where=where, fields=", ".join(f + ":" for f in FIELDS), text=repr(stripped[:40])
                )
            )
        last_field = key
        if key in PROSE:
            prose[key] = [value] if value else []
        elif key == "chapter":
            if value not in (*CHAPTER_IDS, ALL_VIEWS):
                raise LessonError(
                    tr("{where}: chapter: no chapter {chapter} (chapters: {chapters})").format(
                        where=where, chapter=repr(value[:40]), chapters=", ".join((*CHAPTER_IDS, ALL_VIEWS))
                    )
                )
            current.chapter = value
        elif key == "views":
            names = [v.strip() for v in value.split(",") if v.strip()]
            unknown = [v for v in names if v not in VIEW_IDS]
            if unknown:
                raise LessonError(
                    tr("{where}: views: no view {view} (views: {views})").format(
                        where=where, view=repr(unknown[0]), views=", ".join(VIEW_IDS)
                    )
                )
            current.views = names
        elif key == "set":
            current.changes = _parse_set(value, where, current.changes)
        elif key == "show":
            view, curves = _parse_show(value, where)
            if view in current.shows:
                raise LessonError(
                    tr("{where}: show: {view} has a show: line already in this step").format(where=where, view=view)
                )
            current.shows[view] = curves
            current.show_lines[view] = number
        elif key == "reveal":
            if current.reveal is not None:
                raise LessonError(
                    tr("{where}: reveal: a step builds one view, in one reveal: line").format(where=where)
                )
            view, curves = _parse_show(value, where, "reveal")
            if len(curves) < 2:
                raise LessonError(
                    tr("{where}: reveal: name at least two curves or panels, in the order they appear").format(
                        where=where
                    )
                )
            current.reveal, current.reveal_line = (view, curves), number
        elif key == "mark":
            current.marks.append(_parse_mark(value, where, number))
        elif key == "predict":
            if not value or len(value) > MAX_QUESTION_CHARS:
                raise LessonError(
                    tr("{where}: predict: the question has {count} characters; it takes 1 to {most}").format(
                        where=where, count=len(value), most=MAX_QUESTION_CHARS
                    )
                )
            current.question = value
        elif key == "answers":
            current.predict = _parse_answers(value, where)
            current.answers_line = number
    finish()
    if not steps:
        raise LessonError(tr("{name}: no [step] in the file").format(name=name))
    return Lesson(steps, header.get("lesson", ""), header.get("author", ""), text)


def read_lesson(path) -> Lesson:
    try:
        text = read_small_text(path, MAX_BYTES, tr("a lesson file"))
    except TextFileError as exc:
        raise LessonError(str(exc)) from None
    return parse_lesson(text, Path(path).name)


def read(path) -> list[Step]:
    return read_lesson(path).steps
