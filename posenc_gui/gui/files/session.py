"""Session files: the state of a lecture or an exercise in one JSON file that opens the same way on another
machine (parameters, every view's options, the open views and their arrangement, the lesson step, the theme and
colour maps).

    {"app": "posenc-gui", "schema": 3, "params": {...}, "options": {"phase": {...}, ...},
     "views": ["heatmap", ...], "layout": "<base64 dock state>", "lesson_step": 3,
     "lesson_file": "/path/to/my.lesson" or null (the built-in lesson),
     "style": {"theme": "projector", "diverging": "RdBu", "sequential": "viridis"},
     "chapter": "sinusoidal" (optional: the chapter shown; its layout is "layout"),
     "model": "/path/to/model" (optional: the model opened with File > Open model…)}

Schema 1 (the first format) had no lesson step, schema 2 no lesson file; they are migrated on reading. A file
is read whole and checked whole before anything changes: a damaged, truncated or foreign file, a value of the
wrong type or out of range, is refused with a message naming the file and the field, and the window keeps its
state.
"""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass, field
from pathlib import Path

from ...core import ParamError, Params
from ...core.validation import shown
from ...export.atomic import ExportError, atomic_path
from ...model_files import json_reader
from ...specs import ALL_VIEWS, CHAPTER_IDS, VIEW_IDS, option_classes
from ..i18n import error_text, tr
from .text_files import TextFileError, read_small_text

APP = "posenc-gui"
SCHEMA = 3
MAX_PATH_CHARS = 4096
MAX_BYTES = 1_000_000
MAX_DEPTH = 16  # sessions nest four deep (options, a view, a list); far deeper is not ours


class SessionError(Exception):
    """A session file that cannot be opened or written; the message says which file and why."""


@dataclass
class Session:
    params: Params
    options: dict  # owner -> Options (only the owners the file names)
    views: list = field(default_factory=list)
    layout: bytes | None = None
    lesson_step: int | None = None
    lesson_file: str | None = None  # a lecturer's own lesson; None: the built-in one
    style: dict = field(default_factory=dict)  # "theme", "diverging", "sequential" (each optional)
    chapter: str | None = None  # the chapter shown (None: the file names none)
    model: str | None = None  # the opened model's path (None: none was open)


def _migrate(data: dict) -> dict:
    """Bring an older schema up to the current one, step by step."""
    if data["schema"] == 1:
        data = dict(data, schema=2, lesson_step=None)
    if data["schema"] == 2:
        data = dict(data, schema=3, lesson_file=None)
    return data


def parse(text: str, name: str = "session") -> Session:  # noqa: C901 - a field-by-field reader of a file from others: one check a field
    """A Session from a file's text, checked whole; SessionError says what is wrong and where."""
    try:
        data = json_reader.loads(text, MAX_DEPTH)
    except json_reader.JSONTextError as exc:
        if exc.line is None:
            raise SessionError(
                tr("{name} is not a readable session file ({why}); nothing was changed.").format(name=name, why=exc.why)
            ) from None
        raise SessionError(
            tr(
                "{name} is not a readable session file (JSON error at line {line}, column {column}: "
                "{why}); nothing was changed."
            ).format(name=name, line=exc.line, column=exc.column, why=exc.why)
        ) from None
    if not isinstance(data, dict) or data.get("app") != APP:
        raise SessionError(
            tr('{name} is not a posenc-gui session file (it has no "app": "{app}"); nothing was changed.').format(
                name=name, app=APP
            )
        )
    schema = data.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool) or not 1 <= schema <= SCHEMA:
        raise SessionError(
            tr(
                "{name} has schema {schema}; this version reads schemas 1 to {newest} (a newer "
                "posenc-gui wrote it?); nothing was changed."
            ).format(name=name, schema=repr(schema), newest=SCHEMA)
        )
    data = _migrate(data)

    def refuse(where: str, why: str):
        raise SessionError(
            tr("{name}: {where}: {why}; nothing was changed.").format(name=name, where=where, why=why.rstrip("."))
        )

    params = data.get("params", {})
    if not isinstance(params, dict):
        refuse("params", tr("not a mapping"))
    try:
        session_params = Params.from_dict(params)
    except ParamError as exc:
        refuse("params", error_text(exc))
    options = {}
    stored = data.get("options", {})
    if not isinstance(stored, dict):
        refuse("options", tr("not a mapping"))
    classes = option_classes()
    for owner, values in stored.items():
        if owner not in classes:
            continue  # a view this version does not have
        if not isinstance(values, dict):
            refuse(f"options.{owner}", tr("not a mapping"))
        try:
            opts = classes[owner]().replace(**{k: v for k, v in values.items() if k in classes[owner].field_names()})
            opts.check(session_params)
        except (ParamError, TypeError) as exc:
            refuse(f"options.{owner}", error_text(exc) if isinstance(exc, ParamError) else str(exc))
        options[owner] = opts
    views = data.get("views", [])
    if not isinstance(views, list) or not all(isinstance(v, str) for v in views):
        refuse("views", tr("not a list of view names"))
    layout = data.get("layout")
    if layout is not None:
        try:
            layout = base64.b64decode(layout, validate=True)
        except (binascii.Error, TypeError, ValueError):
            refuse("layout", tr("not base64 text"))
    step = data.get("lesson_step")
    if step is not None and (not isinstance(step, int) or isinstance(step, bool) or step < 0):
        refuse("lesson_step", tr("must be a step number, not {value}").format(value=shown(step)))
    lesson_file = data.get("lesson_file")
    if lesson_file is not None and not _is_path(lesson_file):
        refuse(
            "lesson_file", tr("must be the path of a lesson file or null, not {value}").format(value=shown(lesson_file))
        )
    model = data.get("model")
    if model is not None and not _is_path(model):
        refuse("model", tr("must be the path of a model or null, not {value}").format(value=shown(model)))
    style = data.get("style", {})
    if not isinstance(style, dict):
        refuse("style", tr("not a mapping"))
    from ..plotting.style import DIVERGING, SEQUENTIAL
    from ..plotting.themes import THEMES

    for key, choices in (("theme", THEMES), ("diverging", DIVERGING), ("sequential", SEQUENTIAL)):
        # the type first: a list or a mapping cannot even be looked up among the choices
        if key in style and (not isinstance(style[key], str) or style[key] not in choices):
            refuse(
                f"style.{key}",
                tr("must be one of {choices}, not {value}").format(choices=", ".join(choices), value=shown(style[key])),
            )
    chapter = data.get("chapter")
    if chapter is not None and (not isinstance(chapter, str) or chapter not in (*CHAPTER_IDS, ALL_VIEWS)):
        refuse(
            "chapter",
            tr("must be one of {choices}, not {value}").format(
                choices=", ".join((*CHAPTER_IDS, ALL_VIEWS)), value=shown(chapter)
            ),
        )
    return Session(
        session_params,
        options,
        [v for v in views if v in VIEW_IDS],
        layout,
        step,
        lesson_file,
        {k: v for k, v in style.items() if k in ("theme", "diverging", "sequential")},
        chapter,
        model,
    )


def _is_path(value) -> bool:
    return isinstance(value, str) and bool(value.strip()) and len(value) <= MAX_PATH_CHARS and "\0" not in value


def read(path) -> Session:
    try:
        text = read_small_text(path, MAX_BYTES, tr("a session file"))
    except TextFileError as exc:
        raise SessionError(tr("{problem}; nothing was changed.").format(problem=exc)) from None
    return parse(text, Path(path).name)


def to_json(session: Session) -> str:
    data = {
        "app": APP,
        "schema": SCHEMA,
        "params": session.params.to_dict(),
        "options": {owner: opts.to_dict() for owner, opts in session.options.items()},
        "views": list(session.views),
        "lesson_step": session.lesson_step,
        "lesson_file": session.lesson_file,
        "style": dict(session.style),
    }
    if session.chapter is not None:
        data["chapter"] = session.chapter
    if session.model is not None:
        data["model"] = session.model
    if session.layout is not None:
        data["layout"] = base64.b64encode(bytes(session.layout)).decode("ascii")
    return json.dumps(data, ensure_ascii=False, indent=1)


def write(path, session: Session) -> None:
    try:
        with atomic_path(path) as temp:
            Path(temp).write_text(to_json(session), encoding="utf-8")
    except ExportError as exc:
        raise SessionError(error_text(exc)) from None
