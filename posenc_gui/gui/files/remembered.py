"""Everything the app remembers between starts, declared once: each value's stored key, its kind and its
default, and `Remembered`, the one object that reads and writes them. No other module of the window touches
the settings file: a feature asks for a declared key and gets a value of its kind (anything else stored there
reads as the default, since the file is the user's and may have been edited or written by another version).

The file carries a schema version (SCHEMA_KEY). A file without one was written before it (schema 0); it is
brought forward when a start loads it (`migrate`, after the file was checked), step by step, so that no user
loses a setting:

- 0 → 1: version 0.1.0 kept three views' options among the parameters ("wave_dims", "pair", "trail",
  "clock_pairs", "speed" in "params"); they move to their views' own entries ("options/waves", …), where a
  value already stored there wins.

A file from a newer version is read as it is (the keys known here are read as usual) and left unchanged.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QByteArray, QSettings

from ...model_files import json_reader

T = TypeVar("T")

SCHEMA_KEY = "settings/schema"
SCHEMA_VERSION = 1


@dataclass(frozen=True)
class Key(Generic[T]):
    """One remembered value: where it is stored, its kind ("text", "whole", "real", "flag", "bytes", "texts")
    and its default (a feature whose default depends on the machine passes its own)."""

    name: str
    kind: str
    default: T
    low: int = 0  # (whole numbers: the range a stored one must lie in)
    high: int = 10**6

    def at(self, **parts: str) -> Key[T]:
        """The key of one item of a family ("layout/chapters/{id}")."""
        return replace(self, name=self.name.format(**parts))

    def within(self, low: int, high: int) -> Key[T]:
        """The key read as a whole number in [low, high] (a range known where it is used)."""
        return replace(self, low=low, high=high)


# -- the window (files/settings.py reads and writes these) --------------------------------------------------
GEOMETRY: Key[QByteArray | None] = Key("window/geometry", "bytes", None)
LAYOUT: Key[QByteArray | None] = Key("window/state", "bytes", None)  # QMainWindow.saveState of the desk
PARAMS = "params"  # JSON, read field by field by files/settings.py
OPTIONS = "options/{owner}"  # JSON: one view's (or control's) options
# -- the look ----------------------------------------------------------------------------------------------
UI_LANGUAGE: Key[str] = Key("ui/language", "text", "")  # the app's language ("": the system's)
NOTES: Key[bool] = Key("ui/notes", "flag", False)  # the views' notes shown
THEME: Key[str] = Key("style/theme", "text", "light")
DIVERGING: Key[str] = Key("style/diverging", "text", "RdBu")
SEQUENTIAL: Key[str] = Key("style/sequential", "text", "viridis")
# -- chapters and presentation -----------------------------------------------------------------------------
CHAPTER: Key[str] = Key("layout/chapter", "text", "sinusoidal")  # the chapter shown last
CHAPTER_LAYOUT: Key[QByteArray | None] = Key("layout/chapters/{id}", "bytes", None)  # each chapter's own
PRESENTATION_SCALE: Key[float] = Key("presentation/scale", "real", math.nan)  # nan: none chosen yet
INK_KEPT: Key[bool] = Key("presentation/ink_kept", "flag", True)  # a page's ink kept when paging away
# -- the lesson --------------------------------------------------------------------------------------------
LESSON_LANGUAGE: Key[str] = Key("lesson/language", "text", "en")  # the lesson text's (not the app's)
LESSON_STEP: Key[int] = Key("lesson/step", "whole", 0)
LESSON_FILE: Key[str] = Key("lesson/file", "text", "")  # the lecturer's own lesson shown last ("": ours)
# -- files -------------------------------------------------------------------------------------------------
RECENT_SESSIONS: Key[list[str]] = Key("sessions/recent", "texts", [])
MODELS_FOLDER: Key[str] = Key("models/folder", "text", "")
EXPORT_FOLDER: Key[str] = Key("export/folder", "text", "")
EXPORT_SUFFIX: Key[str] = Key("export/suffix", "text", ".png")
EXPORT_SIZE: Key[int] = Key("export/size", "whole", 0)
EXPORT_PRESET: Key[str] = Key("export/preset", "text", "")
EXPORT_PAPER_WIDTH: Key[float] = Key("export/paper_width_in", "real", math.nan)
EXPORT_PAPER_FONT: Key[float] = Key("export/paper_font_pt", "real", math.nan)
EXPORT_ALL_SUFFIXES: Key[str] = Key("export/all_suffixes", "text", ".png,.csv")  # comma-separated

KEYS: tuple[Key[Any], ...] = tuple(v for v in list(globals().values()) if isinstance(v, Key))

_MISSING: Any = object()


def read_text(value: object, default: str, choices: Iterable[str] | None) -> str:
    # (an INI value may come back as a list, bytes or a variant of any type: the type is checked first)
    if not isinstance(value, str) or (choices is not None and value not in choices):
        return default
    return value


def read_whole(value: object, default: int, low: int, high: int) -> int:
    if isinstance(value, bool):
        return default
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit() and len(value) < 12:
        value = int(value)  # (INI keeps numbers as text)
    return value if isinstance(value, int) and low <= value <= high else default


def read_real(value: object, default: float) -> float:
    if isinstance(value, str) and 0 < len(value) < 32:
        try:
            value = float(value)
        except ValueError:
            return default
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return default
    return float(value)


def read_texts(value: object, default: list[str]) -> list[str]:
    if isinstance(value, str):  # INI keeps a one-item list as its text
        value = [value] if value else []
    if not isinstance(value, list):
        return list(default)
    return [v for v in value if isinstance(v, str) and v]


def read_flag(value: object, default: bool) -> bool:
    # (the file holds "true" or "false"; anything else, a variant bool of another writer too, is not ours)
    return {"true": True, "false": False}.get(value, default) if isinstance(value, str) else default


class Remembered:
    """The settings file (INI), read and written through the declared keys only."""

    def __init__(self, settings: QSettings) -> None:
        self._settings = settings  # (files/settings.load checks the file, then migrates it, at each start)

    @classmethod
    def of(cls, settings: Remembered | QSettings) -> Remembered:
        return settings if isinstance(settings, Remembered) else cls(settings)

    @classmethod
    def at(cls, path: str) -> Remembered:
        """The settings kept in the file at `path` (tests, benchmarks, scratch windows)."""
        return cls(QSettings(path, QSettings.Format.IniFormat))

    @property
    def settings(self) -> QSettings:
        """The file itself, for the readers in gui/files (load, save, check) only."""
        return self._settings

    def file_name(self) -> str:
        return self._settings.fileName()

    def has(self, key: Key[Any]) -> bool:
        return self._settings.contains(key.name)

    def get(self, key: Key[T], default: T = _MISSING, choices: Iterable[Any] | None = None) -> T:
        """The stored value if it is of the key's kind (and one of `choices`, when given); else `default`
        (the key's own when none is given)."""
        fallback: Any = key.default if default is _MISSING else default
        value: Any = self._settings.value(key.name, None)
        readers: dict[str, Callable[[], Any]] = {
            "text": lambda: read_text(value, fallback, choices),
            "whole": lambda: read_whole(value, fallback, key.low, key.high),
            "real": lambda: read_real(value, fallback),
            "flag": lambda: read_flag(value, fallback),
            "texts": lambda: read_texts(value, fallback),
            "bytes": lambda: value if isinstance(value, QByteArray) and not value.isEmpty() else fallback,
        }
        result: T = fallback if value is None else readers[key.kind]()
        return result

    def put(self, key: Key[T], value: T) -> None:
        if key.kind == "flag":
            self._settings.setValue(key.name, "true" if value else "false")  # (as 0.1.0 wrote it)
        else:
            self._settings.setValue(key.name, value)

    def forget(self, key: Key[Any]) -> None:
        self._settings.remove(key.name)

    def sync(self) -> None:
        self._settings.sync()


def keep_shared(state: Any, notes: Any, remembered: Remembered) -> None:
    """What the window's features share and the app remembers, written here as it changes: the window state's
    chapter and theme (state/window_state.py) and whether the notes are shown (state/notes.py). The features
    that change them never write the file; the presentation scale the lecturer chose is kept by the
    presentation, since the state's scale is also the one the stage was fitted to."""
    state.chapterChanged.connect(lambda chapter: remembered.put(CHAPTER, chapter))
    state.themeChanged.connect(lambda theme: remembered.put(THEME, theme))
    notes.changed.connect(lambda shown: remembered.put(NOTES, shown))


# -- the schema --------------------------------------------------------------------------------------------
# Version 0.1.0 kept these views' options among the parameters: {owner: {option: name in "params"}}.
LEGACY_OPTIONS = {
    "waves": {"dims": "wave_dims"},
    "phase": {"pair": "pair", "trail": "trail", "clock_pairs": "clock_pairs"},
    "animation": {"speed": "speed"},
}
MAX_JSON_CHARS = 20_000  # one stored entry (parameters or one view's options)
MAX_JSON_DEPTH = 8  # they are flat dicts of numbers and short lists


def stored_version(settings: QSettings) -> int:
    """The schema a settings file was written with: 0 when it has none (every version before schema 1)."""
    return read_whole(settings.value(SCHEMA_KEY, 0), 0, 0, 10**6)


def _json_object(settings: QSettings, key: str) -> dict[str, Any] | None:
    """The JSON object stored at `key`, or None (nothing, too long or not an object: load() says why)."""
    text = settings.value(key)
    if not isinstance(text, str) or len(text) > MAX_JSON_CHARS:
        return None
    try:
        data = json_reader.loads(text, MAX_JSON_DEPTH)
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def _move_legacy_options(settings: QSettings) -> None:
    params = _json_object(settings, PARAMS)
    if params is None:
        return
    for owner, names in LEGACY_OPTIONS.items():
        key = OPTIONS.format(owner=owner)
        stored = _json_object(settings, key) if settings.contains(key) else {}
        if stored is None or not any(old in params for old in names.values()):
            continue  # (an unreadable entry is load()'s to report and reset: the old values stay where they are)
        moved = {option: params.pop(old) for option, old in names.items() if old in params}
        settings.setValue(key, json.dumps(moved | stored))
    settings.setValue(PARAMS, json.dumps(params))


_STEPS = {0: _move_legacy_options}  # schema n -> n + 1


def migrate(settings: QSettings) -> int:
    """Bring `settings` to SCHEMA_VERSION step by step; returns the version it had. A newer file is left."""
    version = stored_version(settings)
    if version >= SCHEMA_VERSION:
        return version
    for step in range(version, SCHEMA_VERSION):
        _STEPS[step](settings)
    settings.setValue(SCHEMA_KEY, SCHEMA_VERSION)
    return version
