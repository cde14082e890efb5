"""A lesson as a Jupyter notebook (nbformat 4.5): per step a markdown cell (headline, title, the notes, what to
try, the curves and numbers the stage shows) and, for a step with views, a code cell that makes the step's
figures with `posenc_gui.figure(...)` and keeps its numbers from `posenc_gui.compute(...)` in `steps[n]`.

A step's settings are the lesson's as the app applies them walking the steps in order from its defaults: each
step's `set:` on top of the steps before it (a position past a shorter table clamped as the lesson panel clamps
it). The cell lists those its views read (the shared parameters and the options of the view and of the
settings it shares), so that each code cell runs on its own after the first. Qt-free: the figures are drawn
when Jupyter shows them."""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from ..core import PARAM_NAMES, Params
from .atomic import ExportError, atomic_path, noop

NBFORMAT, NBFORMAT_MINOR = 4, 5

# The notebook's own words around the lesson's prose, in the lesson's language.
WORDS = {
    "en": {
        "about": "This notebook is the lesson **{name}** ({count} steps), made by posenc-gui. Each step's "
        "settings are the lesson's, applied step by step from the app's defaults, as the lesson panel applies "
        "them. Run the cells from the top; each step's cell runs on its own after the first. It needs posenc-gui "
        "installed in the kernel's environment (see its README).",
        "by": "By {author}.",
        "step": "Step {n} of {count}",
        "try": "Try",
        "shows": "On the stage, {view} draws only: {curves}.",
        "reveal": "On the stage, {view} builds its figure one part at a time: {curves}.",
        "predict": "**Predict first:** {question} ({answers})",
        "answer": "*Answer: {answer}*",
        "marks": "Marked on {view}: {marks}.",
        "setup": "# The figures show in Jupyter; run as a plain script, they are made but not shown.",
        "kept": "steps = {}  # step number -> {view: its numbers (posenc_gui.compute)}",
    },
    "ko": {
        "about": "이 노트북은 posenc-gui가 만든 수업 **{name}**({count}단계)입니다. 각 단계의 설정은 수업 패널이 "
        "적용하는 것과 같이, 앱의 기본값에서 시작해 단계마다 차례로 적용한 수업의 설정입니다. 위에서부터 셀을 "
        "실행하세요. 첫 셀 다음부터는 각 단계의 셀을 따로 실행할 수 있습니다. 커널 환경에 posenc-gui가 설치되어 "
        "있어야 합니다(README 참고).",
        "by": "{author}.",
        "step": "{count}단계 중 {n}단계",
        "try": "해 보기",
        "shows": "무대에서 {view}는 다음만 그립니다: {curves}.",
        "reveal": "무대에서 {view}는 그림을 하나씩 이 순서로 쌓아 보여 줍니다: {curves}.",
        "predict": "**먼저 예측해 보세요:** {question} ({answers})",
        "answer": "*답: {answer}*",
        "marks": "{view}에 표시한 값: {marks}.",
        "setup": "# 그림은 Jupyter에서 보입니다. 일반 스크립트로 실행하면 그림을 만들기만 하고 보여 주지는 않습니다.",
        "kept": "steps = {}  # 단계 번호 -> {뷰: 그 수치 (posenc_gui.compute)}",
    },
}
LANGUAGES = tuple(WORDS)
INVALID_SETTING = noop("{step}: the setting {name} = {value} cannot be written into a notebook")


class StepMark(Protocol):
    view: str
    label: str


class LessonStep(Protocol):
    """What the notebook reads of a lesson step (gui/files/lesson_steps.Step has it)."""

    title: str
    headline: str
    text: str
    try_this: str
    views: list[str]
    changes: dict[str, Any]
    shows: dict[str, tuple[str, ...]]
    marks: list[Any]
    reveal: tuple[str, tuple[str, ...]] | None
    predict: Any  # a Prediction (question, answers, right, answer) or None


@dataclass(frozen=True)
class NotebookLesson:
    name: str
    steps: Sequence[LessonStep]
    author: str = ""
    language: str = "en"


def walked_settings(steps: Iterable[LessonStep]) -> list[dict[str, Any]]:
    """Each step's settings as the lesson panel leaves them walking from the first step on the app's defaults:
    the step's changes over the earlier ones, a position clamped to the table set so far when the step sets
    no max_len of its own."""
    walked: dict[str, Any] = {}
    out = []
    for step in steps:
        changes = dict(step.changes)
        if "position" in changes and "max_len" not in changes:
            max_len = walked.get("max_len", Params().max_len)
            changes["position"] = min(changes["position"], max_len - 1)
        walked |= changes
        out.append(dict(walked))
    return out


def read_by(settings: dict[str, Any], view: str) -> dict[str, Any]:
    """The settings view `view` reads: the shared parameters it reads, its own options and those of the settings
    it shares with other views (a bare `base` would be rope-decay's own option: only a reader gets it)."""
    from ..specs import SPECS

    spec = SPECS[view]
    owners = {view, *spec.shared_owners()}
    return {k: v for k, v in settings.items() if k in spec.reads or ("." in k and k.split(".", 1)[0] in owners)}


def _clashes(views: Sequence[str], settings: dict[str, Any]) -> bool:
    """Would a view take one of these bare shared parameters for an option of its own (one it does not read)?"""
    from ..specs import SPECS

    return any(
        name in PARAM_NAMES and name not in SPECS[v].reads and name in SPECS[v].options.field_names()
        for v in views
        for name in settings
    )


def _literal(value: Any, where: str, name: str) -> str:
    """A Python literal that reads back as `value` (settings are numbers, texts and tuples of numbers)."""
    ok = (
        isinstance(value, (int, str))
        or (isinstance(value, float) and math.isfinite(value))
        or (isinstance(value, tuple) and all(isinstance(v, (int, float)) and math.isfinite(v) for v in value))
    )
    if not ok or isinstance(value, bool):
        raise ExportError(INVALID_SETTING, step=where, name=name, value=repr(value)[:40])
    return repr(value)


def _lines(text: str) -> list[str]:
    """A cell's source as nbformat keeps it: lines with their newlines."""
    return text.splitlines(keepends=True)


def _cell(kind: str, number: int, text: str) -> dict[str, Any]:
    cell: dict[str, Any] = {"cell_type": kind, "id": f"{kind}-{number}", "metadata": {}, "source": _lines(text)}
    if kind == "code":
        cell |= {"execution_count": None, "outputs": []}
    return cell


def step_markdown(lesson: NotebookLesson, number: int, step: LessonStep) -> str:
    words = WORDS[lesson.language]
    parts = [
        f"## {step.headline or step.title}",
        f"*{words['step'].format(n=number, count=len(lesson.steps))}: {step.title}*",
    ]
    if step.predict is not None:
        answers = " / ".join(f"{'ABCD'[k]}) {a}" for k, a in enumerate(step.predict.answers))
        parts.append(words["predict"].format(question=step.predict.question, answers=answers))
        parts.append(words["answer"].format(answer=step.predict.answer))
    parts += [p.strip() for p in step.text.split("\n\n") if p.strip()]
    if step.try_this:
        parts.append(f"**{words['try']}:** {step.try_this}")
    for view, curves in step.shows.items():
        parts.append(words["shows"].format(view=f"`{view}`", curves=", ".join(curves)))
    if step.reveal is not None:
        parts.append(words["reveal"].format(view=f"`{step.reveal[0]}`", curves=", ".join(step.reveal[1])))
    for view in dict.fromkeys(m.view for m in step.marks):
        labels = "; ".join(m.label for m in step.marks if m.view == view)
        parts.append(words["marks"].format(view=f"`{view}`", marks=labels))
    return "\n\n".join(parts)


def _dict_lines(settings: dict[str, Any], where: str, indent: str) -> list[str]:
    return [f"{indent}{name!r}: {_literal(value, where, name)}," for name, value in settings.items()]


def step_code(number: int, step: LessonStep, settings: dict[str, Any]) -> str:
    """The step's cell: its settings, its numbers kept in `steps[number]` and its figures shown. One settings
    dict for the step's views, or one a view where a view would read another's shared parameter as its own."""
    where = f"step {number}"
    per_view = {view: read_by(settings, view) for view in step.views}
    merged = {k: v for values in per_view.values() for k, v in values.items()}
    lines = [f"# {step.title}"]
    views = "(" + "".join(f"{v!r}, " for v in step.views).rstrip(" ") + ")"
    if not _clashes(step.views, merged):
        lines += ["settings = {", *_dict_lines(merged, where, "    "), "}", f"views = {views}"]
        lines.append(f"steps[{number}] = {{view: posenc_gui.compute(view, **settings) for view in views}}")
        lines += ["for view in views:", "    display(posenc_gui.figure(view, **settings))"]
    else:
        lines.append("settings = {")
        for view, values in per_view.items():
            lines += [f"    {view!r}: {{", *_dict_lines(values, where, "        "), "    },"]
        lines += ["}", f"views = {views}"]
        lines.append(f"steps[{number}] = {{view: posenc_gui.compute(view, **settings[view]) for view in views}}")
        lines += ["for view in views:", "    display(posenc_gui.figure(view, **settings[view]))"]
    return "\n".join(lines)


SETUP = """{setup}
import posenc_gui

try:
    from IPython.display import display
except ImportError:

    def display(figure):
        pass


{kept}"""


def lesson_notebook(lesson: NotebookLesson) -> dict[str, Any]:
    """The notebook (nbformat 4.5 as a JSON-ready dict)."""
    if lesson.language not in WORDS:
        raise ValueError(f"no notebook words for language {lesson.language!r} ({', '.join(WORDS)})")
    words = WORDS[lesson.language]
    about = f"# {lesson.name}\n\n" + words["about"].format(name=lesson.name, count=len(lesson.steps))
    if lesson.author:
        about += "\n\n" + words["by"].format(author=lesson.author)
    cells = [_cell("markdown", 0, about), _cell("code", 0, SETUP.format(setup=words["setup"], kept=words["kept"]))]
    for number, (step, settings) in enumerate(zip(lesson.steps, walked_settings(lesson.steps)), start=1):
        cells.append(_cell("markdown", number, step_markdown(lesson, number, step)))
        if step.views:
            cells.append(_cell("code", number, step_code(number, step, settings)))
    return {
        "nbformat": NBFORMAT,
        "nbformat_minor": NBFORMAT_MINOR,
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
            "language_info": {"name": "python"},
        },
        "cells": cells,
    }


def write_notebook(path: str | Path, lesson: NotebookLesson) -> Path:
    """The lesson's notebook at `path`, written whole or not at all (ExportError names the file)."""
    notebook = lesson_notebook(lesson)
    path = Path(path)
    with atomic_path(path) as temp:
        temp.write_text(json.dumps(notebook, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path
