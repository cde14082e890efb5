"""Every reader of files from others (sessions, settings, lesson files) checks each value's type before it
compares or converts it: fed every JSON type at every field of a valid file, truncations and random byte
changes, it either refuses with its own error (naming the file and the field) or applies the value exactly."""

import base64
import copy
import json
import math

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hyp_settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QSettings

from posenc_gui.core import Params
from posenc_gui.gui.files import session as sessions
from posenc_gui.gui.files import settings as stored
from posenc_gui.gui.files.lesson_steps import LessonError
from posenc_gui.gui.files.lesson_steps import parse as parse_lesson
from posenc_gui.resources import resource_path
from posenc_gui.specs import VIEW_IDS, chapter_views, option_classes

JSON_VALUES = [
    None,
    True,
    False,
    0,
    1,
    -1,
    7,
    2**70,
    0.5,
    -2.5,
    1e308,
    "",
    "x",
    "dark",
    "RdBu",
    "0 4 8",
    [],
    [1],
    [0, 4, 8],
    ["dark"],
    [[1]],
    {},
    {"a": 1},
    {"theme": "dark"},
]


def valid_session() -> dict:
    return {
        "app": "posenc-gui",
        "schema": sessions.SCHEMA,
        "params": Params(d_model=32, max_len=60).to_dict(),
        "options": {
            owner: cls().fit(Params(d_model=32, max_len=60)).to_dict() for owner, cls in option_classes().items()
        },
        "views": ["heatmap", "waves"],
        "layout": base64.b64encode(b"dock state").decode(),
        "lesson_step": 2,
        "lesson_file": "mine.lesson",
        "style": {"theme": "projector", "diverging": "RdBu", "sequential": "viridis"},
        "chapter": "rope",
    }


def field_paths(value, prefix=()):
    """Every place in a nested JSON value, as a path of keys and list indices."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, inner in items:
        yield (*prefix, key)
        yield from field_paths(inner, (*prefix, key))


def put(data, path, value):
    """`data` with `value` at `path`: the containers along the path are copied, the rest is shared with
    `data` (never changed: the readers are given its JSON text)."""
    data = copy.copy(data)
    target = data
    for key in path[:-1]:
        target[key] = copy.copy(target[key])
        target = target[key]
    target[path[-1]] = value
    return data


def same(given, got) -> bool:
    """The value given, as a reader that applied it exactly holds it (JSON lists come back as tuples)."""
    if isinstance(given, bool) or isinstance(got, bool):
        return type(given) is type(got) and given == got
    if isinstance(given, (int, float)) and isinstance(got, (int, float)):
        return given == got
    if isinstance(given, list) and isinstance(got, (list, tuple)):
        return len(given) == len(got) and all(same(a, b) for a, b in zip(given, got))
    return type(given) is type(got) and given == got


def as_read(session: sessions.Session, path):
    """What the parsed session holds at the place `path` names in the file."""
    top = path[0]
    if top == "params":
        whole = session.params.to_dict()
        return whole if len(path) == 1 else whole[path[1]]
    if top == "options":
        value = {owner: opts.to_dict() for owner, opts in session.options.items()}
    elif top == "layout":
        return base64.b64encode(session.layout).decode() if session.layout is not None else None
    else:
        value = {
            "views": session.views,
            "lesson_step": session.lesson_step,
            "lesson_file": session.lesson_file,
            "style": session.style,
            "chapter": session.chapter,
        }[top]
        path = path[1:]
        for key in path:
            value = value[key]
        return value
    for key in path[1:]:
        value = value[key]
    return value


CASES = [(path, value) for path in field_paths(valid_session()) for value in JSON_VALUES]


def test_a_session_takes_every_json_type_at_every_field_or_refuses_it_by_name():  # noqa: C901 - one case a field
    base = valid_session()
    accepted = refused = 0
    for path, value in CASES:
        text = json.dumps(put(base, path, value))
        try:
            session = sessions.parse(text, "handout.json")
        except sessions.SessionError as exc:
            message = str(exc)
            assert "handout.json" in message and "nothing was changed" in message, (path, value, message)
            if path[0] not in ("app", "schema"):  # the field, or an option the new value no longer allows
                assert f": {path[0]}" in message or "options." in message, (path, value, message)
            refused += 1
            continue
        accepted += 1
        if path[0] == "app":
            assert value == "posenc-gui"
        elif path[0] == "schema":
            assert value in range(1, sessions.SCHEMA + 1) and not isinstance(value, bool)
        elif path[0] == "views" and len(path) == 1:
            assert session.views == [v for v in value if v in VIEW_IDS]
        elif path[0] == "views":
            assert value in VIEW_IDS or value not in session.views
        elif path[0] == "layout":
            assert session.layout == (None if value is None else base64.b64decode(value))
        elif path[:1] == ("options",) and len(path) == 2:
            assert isinstance(value, dict)  # a mapping replaced whole: its fields, else the defaults
            defaults = option_classes()[path[1]]().to_dict()
            assert as_read(session, path) == defaults | {k: v for k, v in value.items() if k in defaults}
        elif len(path) == 1 and isinstance(value, dict):
            pass  # params, options or style given as another mapping
        elif isinstance(path[-1], int) and path[0] == "options":  # one entry of a list of distinct numbers
            given = put(base, path, value)
            for key in path[:-1]:
                given = given[key]
            assert same(list(dict.fromkeys(given)), as_read(session, path[:-1])), (path, value)
        else:
            assert same(value, as_read(session, path)), (path, value, as_read(session, path))
    assert accepted > 100 and refused > 1000


def test_the_issues_session_with_a_list_for_the_theme_is_refused_by_field():
    for key, value in (("theme", ["dark"]), ("diverging", ["RdBu"]), ("sequential", {"a": 1}), ("theme", 3)):
        text = json.dumps(put(valid_session(), ("style", key), value))
        with pytest.raises(sessions.SessionError, match=f"handout.json: style.{key}: must be one of"):
            sessions.parse(text, "handout.json")


@pytest.mark.parametrize(
    "text, why",
    [
        ("[" * 100000 + "]" * 100000, "nested more than 16 deep"),
        ('{"app": "posenc-gui", "schema": 3, "lesson_step": ' + "9" * 5000 + "}", "Exceeds the limit"),
        ('{"app": "posenc-gui", "schema": 3, "params": {"position": NaN}}', "position must be a finite number"),
    ],
)
def test_deep_nesting_huge_numbers_and_nan_are_refused_not_raised(text, why):
    with pytest.raises(sessions.SessionError, match=why):
        sessions.parse(text, "odd.json")


def test_every_truncation_of_a_session_is_refused_or_complete():
    text = json.dumps(valid_session(), indent=1)
    for end in range(len(text)):
        try:
            session = sessions.parse(text[:end], "cut.json")
        except sessions.SessionError as exc:
            assert "cut.json" in str(exc)
        else:  # only a cut that leaves a whole JSON object is readable: then it is the file itself
            assert text[:end].rstrip().endswith("}") and session.params == Params(d_model=32, max_len=60)


@hyp_settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(changes=st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), min_size=1, max_size=6))
def test_random_byte_changes_to_a_session_are_refused_or_read(tmp_path, changes):
    raw = bytearray(json.dumps(valid_session(), indent=1).encode())
    for where, byte in changes:
        raw[where % len(raw)] = byte
    path = tmp_path / "changed.json"
    path.write_bytes(bytes(raw))
    try:
        session = sessions.read(path)
    except sessions.SessionError as exc:
        assert "changed.json" in str(exc)
    else:
        assert isinstance(session.params, Params) and all(isinstance(v, str) for v in session.views)
        sessions.parse(sessions.to_json(session))  # what was read is a session that writes and reads back


# -- settings ---------------------------------------------------------------------------------------------
def _write(path, entries: dict) -> None:
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    for key, value in entries.items():
        settings.setValue(key, value)
    settings.sync()


def test_stored_params_and_options_take_every_json_type_at_every_field(tmp_path):
    defaults = {"params": Params().to_dict()} | {f"options/{o}": c().to_dict() for o, c in option_classes().items()}
    for key, fields in defaults.items():
        for name in fields:
            for value in JSON_VALUES:
                path = tmp_path / f"{key.replace('/', '_')}-{name}-{JSON_VALUES.index(value)}.ini"
                _write(path, {key: json.dumps(fields | {name: value})})
                loaded = stored.load(QSettings(str(path), QSettings.Format.IniFormat))
                got = (loaded.params.to_dict() if key == "params" else loaded.options[key.split("/")[1]].to_dict())[
                    name
                ]
                if same(value, got):
                    continue  # applied exactly
                owner = "" if key == "params" else key.split("/")[1] + "."
                assert got == fields[name] and len(loaded.problems) == 1, (key, name, value, got)
                assert f"Stored {owner}{name} = " in loaded.problems[0] and "was reset to" in loaded.problems[0]


# Each kind of value an INI file can hold, as Qt reads it back (text, a list of texts, a number written by
# this process, bytes, a mapping or nothing).
INI_VALUES = [None, True, 7, 2.5, "", "x", "dark", ["a", "b"], {"a": 1}, QByteArray(b"\x00\xff")]
PLAIN_KEYS = (
    "style/theme",
    "style/diverging",
    "style/sequential",
    "ui/language",
    "lesson/language",
    "lesson/step",
    "lesson/file",
    "presentation/scale",
    "export/folder",
    "export/suffix",
    "export/size",
    "export/preset",
    "export/all_suffixes",
    "sessions/recent",
    "window/geometry",
    "window/state",
    "params",
    "options/phase",
    "options/waves",
    "layout/chapter",
    "layout/chapters/rope",
    "layout/chapters/all",
    "ui/notes",
)


def test_the_plain_settings_readers_check_the_type_first(tmp_path):
    path = tmp_path / "typed.ini"
    for value in INI_VALUES:
        _write(path, {"k": value})
        settings = QSettings(str(path), QSettings.Format.IniFormat)
        text = stored.stored_text(settings, "k", "default", ("x", "dark"))
        assert text == (value if isinstance(value, str) and value in ("x", "dark") else "default")
        assert stored.stored_whole(settings, "k", 3, 0, 10) == (7 if value == 7 and not isinstance(value, bool) else 3)
        real = stored.stored_real(settings, "k", 1.5)
        assert real == {7: 7.0, 2.5: 2.5}.get(
            value if not isinstance(value, (bool, list, dict, QByteArray)) and value is not None else None, 1.5
        )
        assert not math.isnan(real)


@pytest.mark.parametrize("value", INI_VALUES, ids=[type(v).__name__ + str(i) for i, v in enumerate(INI_VALUES)])
def test_a_window_starts_with_any_type_at_every_settings_key(make_window, settings_file, value):
    from posenc_gui.gui.window.presentation import SCALES, stored_scale

    _write(settings_file, {key: value for key in PLAIN_KEYS})
    win = make_window(chapter=None, notes=None)
    assert win.isVisible() and win.store.params == Params()
    assert win.chapters.current in ("sinusoidal", "all") and win.notes.shown is False  # (a text: not a chapter)
    win.findChild(type(win.named_actions["notes"]), "chapter.rope").trigger()  # a stored state unread: its own
    assert {v for v, d in win.docks.items() if d.isVisible()} >= set(chapter_views("rope"))
    assert win.theme == ("dark" if value == "dark" else "light")  # a stored theme that exists is used
    assert win.store.options("phase") == option_classes()["phase"]()
    scale = stored_scale(win.remembered)
    assert scale == 2.5 if value == 2.5 else scale in SCALES
    assert win.lesson.steps and win.lesson.path is None and win.lesson.language == "en"
    folder, suffix, size, preset = win.exporter._remembered()
    assert isinstance(folder, str) and suffix == ".png" and size == 0 and preset == "screen"
    assert win.sessions.recent() == (
        ["x"] if value == "x" else ["dark"] if value == "dark" else ["a", "b"] if value == ["a", "b"] else []
    )


# -- lesson files ---------------------------------------------------------------------------------------
SET_VALUES = [
    "",
    "x",
    "0",
    "1",
    "-1",
    "7",
    "1.5",
    "1e400",
    "nan",
    "inf",
    "0 4 8",
    "1, 2",
    "true",
    "no",
    "RdBu",
    "[1]",
    "{}",
    "9" * 5000,
]


def _set_targets():
    yield from Params().to_dict()
    for owner, cls in option_classes().items():
        for name in cls.field_names():
            yield f"{owner}.{name}"


@pytest.mark.parametrize("target", list(_set_targets()))
def test_a_lesson_set_line_takes_every_kind_of_value_or_names_the_line(target):
    for raw in SET_VALUES:
        text = f"[step]\ntitle: A\nset: {target} = {raw}\n"
        try:
            steps = parse_lesson(text, "mine.lesson")
        except LessonError as exc:
            assert "mine.lesson line 3: set:" in str(exc), (target, raw, str(exc))
            continue
        value = steps[0].changes[target]
        from posenc_gui.gui.state.store import ParamStore

        store = ParamStore()
        store.apply(steps[0].changes)  # what was read applies, and exactly
        owner, _, name = target.rpartition(".")
        now = getattr(store.options(owner), name) if owner else getattr(store.params, target)
        assert same(list(value) if isinstance(value, tuple) else value, now), (target, raw, value, now)


def test_every_truncation_of_the_shipped_lesson_is_refused_or_read():
    text = resource_path("lessons", "en.lesson").read_text(encoding="utf-8")
    for end in range(0, len(text), max(7, len(text) // 1500)):  # (each parse reads the whole rest: about 1,500)
        try:
            steps = parse_lesson(text[:end], "cut.lesson")
        except LessonError as exc:
            assert "cut.lesson" in str(exc)
        else:
            assert steps and all(step.title for step in steps)


@hyp_settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(changes=st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), min_size=1, max_size=6))
def test_random_byte_changes_to_a_lesson_are_refused_or_read(tmp_path, changes):
    from posenc_gui.gui.files.lesson_steps import read

    raw = bytearray(resource_path("lessons", "ko.lesson").read_bytes())
    for where, byte in changes:
        raw[where % len(raw)] = byte
    path = tmp_path / "changed.lesson"
    path.write_bytes(bytes(raw))
    try:
        steps = read(path)
    except LessonError as exc:
        assert "changed.lesson" in str(exc)
    else:
        assert steps and all(step.title for step in steps)


@hyp_settings(max_examples=200, deadline=None)
@given(field=st.sampled_from(["title", "views", "set", "try", "text", "lesson", "author"]), value=st.text(max_size=60))
def test_any_text_in_any_lesson_field_is_refused_or_read(field, value):
    value = (
        value.replace("\r", " ")
        .replace("\n", " ")
        .replace("\x0b", " ")
        .replace("\x0c", " ")
        .replace("\x1c", " ")
        .replace("\x1d", " ")
        .replace("\x1e", " ")
        .replace("\x85", " ")
        .replace("\u2028", " ")
        .replace("\u2029", " ")
    )
    text = (
        f"{field}: {value}\n[step]\ntitle: A\n"
        if field in ("lesson", "author")
        else f"[step]\ntitle: A\n{field}: {value}\n"
    )
    try:
        steps = parse_lesson(text, "typed.lesson")
    except LessonError as exc:
        assert "typed.lesson" in str(exc)
    else:
        assert len(steps) == 1


def test_a_yes_no_option_takes_only_yes_or_no_words(monkeypatch):
    from posenc_gui.records import record
    from posenc_gui.specs import Options
    from posenc_gui.specs.kit import assignments

    @record
    class Toggle(Options):
        on: bool = False

    monkeypatch.setattr(assignments, "_owners", lambda: {"toggle": Toggle})
    monkeypatch.setattr(assignments, "apply", lambda changes, params, options: (params, options))
    for word, value in (("true", True), ("On", True), ("1", True), ("no", False), ("off", False), ("0", False)):
        assert parse_lesson(f"[step]\ntitle: A\nset: toggle.on = {word}\n")[0].changes == {"toggle.on": value}
    with pytest.raises(LessonError, match="line 3: set: toggle.on = 'maybe' is not a yes or no"):
        parse_lesson("[step]\ntitle: A\nset: toggle.on = maybe\n")


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_or_a_folder_named_as_a_file_is_refused_not_waited_on(tmp_path):
    import os

    from posenc_gui.gui.files.lesson_steps import read

    pipe = tmp_path / "handout.json"
    os.mkfifo(pipe)
    with pytest.raises(sessions.SessionError, match="handout.json: not a regular file"):
        sessions.read(pipe)
    with pytest.raises(LessonError, match="not a regular file"):
        read(tmp_path)
