"""Persistence of window geometry, dock layout, the last parameters and every owner's options (QSettings,
INI format), built so that no stored content can stop a start or lose what was valid:

- every stored field is read on its own: a bad one falls back to its default, the others load, and the
  reasons are collected for the window to show once;
- a file that is too big, unreadable or not INI is moved aside (kept, with a timestamp) before defaults
  are used, and the window says where it went;
- stored JSON is bounded in size and nesting before it is parsed;
- a lock file left by a killed process is removed when older than LOCK_STALE_MS, so it never delays a
  start or a close (QSettings would wait for it for half a minute);
- a save that fails says why.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from typing import cast

from PySide6.QtCore import QByteArray, QLockFile, QSettings

from ...core import ParamError, Params
from ...core.validation import shown
from ...model_files import json_reader
from ...specs import Options, option_classes
from ..i18n import error_text, tr
from .remembered import (
    GEOMETRY,
    LAYOUT,
    MAX_JSON_CHARS,
    MAX_JSON_DEPTH,
    OPTIONS,
    PARAMS,
    Remembered,
    migrate,
    read_real,
    read_text,
    read_whole,
)

ORG = APP = "posenc-gui"
# Bump when the set of docks changes incompatibly: restoreState() then refuses old layouts.
LAYOUT_VERSION = 1
MAX_FILE_BYTES = 1 << 20  # a settings file is a few kB; anything beyond a megabyte is not ours
LOCK_STALE_MS = 2000  # QSettings holds its lock for milliseconds; an older one is left over
# Shared fields in the order they are read: position last, since its range depends on max_len.
_PARAM_ORDER = ("d_model", "max_len", "base", "layout", "position")


@dataclass
class Loaded:
    """What a start read: the parameters and options to use, and what had to be reset or moved, said once."""

    params: Params
    options: dict[str, Options]
    problems: list[str] = field(default_factory=list)


def open_settings() -> Remembered:
    """The user's settings."""
    return Remembered(QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORG, APP))


def _file(settings: Remembered | QSettings) -> QSettings:
    return settings.settings if isinstance(settings, Remembered) else settings


def clear_stale_lock(settings: QSettings) -> None:
    """Remove the settings' lock file when no live writer can hold it (empty, dead owner or too old)."""
    lock = QLockFile(settings.fileName() + ".lock")
    lock.setStaleLockTime(LOCK_STALE_MS)
    if os.path.exists(settings.fileName() + ".lock") and not lock.tryLock(0):
        lock.removeStaleLockFile()
    elif lock.isLocked():
        lock.unlock()


def _move_aside(path: str) -> str:
    """Rename a damaged settings file to <name>.damaged-<time>; returns the new path."""
    target = f"{path}.damaged-{time.strftime('%Y%m%d-%H%M%S')}"
    n = 1
    while os.path.exists(target):
        target = f"{path}.damaged-{time.strftime('%Y%m%d-%H%M%S')}-{n}"
        n += 1
    os.replace(path, target)
    return target


def check_file(settings: QSettings) -> list[str]:
    """Make sure the settings file can be read; a damaged one is moved aside and reported."""
    clear_stale_lock(settings)
    path = settings.fileName()
    reason = None
    try:
        if os.path.isfile(path):
            size = os.path.getsize(path)
            if size > MAX_FILE_BYTES:
                reason = tr("it is {size:,} bytes, far more than settings take").format(size=size)
            else:
                with open(path, "rb") as f:
                    raw = f.read()
                if b"\0" in raw:  # Qt's INI reader takes binary garbage as keys; we only ever write text
                    raise UnicodeDecodeError("utf-8", raw, 0, 1, "NUL byte")
                raw.decode("utf-8")
    except UnicodeDecodeError:
        reason = tr("it is not text")
    except OSError as exc:
        reason = exc.strerror or str(exc)
    if reason is None:
        settings.sync()  # read it now, so status() says whether it parsed
        if settings.status() == QSettings.Status.FormatError:
            reason = tr("it is not a settings file")
        elif (
            settings.status() == QSettings.Status.AccessError and os.path.isfile(path) and not os.access(path, os.R_OK)
        ):
            reason = tr("it cannot be read")
    if reason is None:
        return []
    try:
        moved = _move_aside(path)
    except OSError as exc:
        return [
            tr(
                "The settings file {path} was not used ({reason}) and could not be moved aside ({error}); "
                "defaults are used."
            ).format(path=path, reason=reason, error=exc.strerror or exc)
        ]
    settings.clear()  # forget what was read of it; the next save writes a fresh file
    settings.sync()
    return [
        tr("The settings file was damaged ({reason}); it was kept as {moved} and defaults are used.").format(
            reason=reason, moved=moved
        )
    ]


def bounded_json(text: str):
    """json.loads for stored entries, refusing (ValueError) texts longer or deeper than settings ever are."""
    if len(text) > MAX_JSON_CHARS:
        raise ValueError(f"{len(text):,} characters")
    return json_reader.loads(text, MAX_JSON_DEPTH)


def _entry(settings: QSettings, key: str, problems: list[str]):
    """The stored dict under `key`, or None (missing, or unusable: then the reason is added to problems)."""
    try:
        text = cast(str, settings.value(key, "", type=str))  # (type=str: Qt converts it)
    except (TypeError, ValueError):
        text = "?"
    if not text:
        return None
    try:
        data = bounded_json(text)
    except ValueError as exc:
        problems.append(
            tr("Stored {key} could not be read ({reason}); defaults are used.").format(key=key, reason=str(exc)[:80])
        )
        return None
    if not isinstance(data, dict):
        problems.append(tr("Stored {key} is not a set of named values; defaults are used.").format(key=key))
        return None
    return data


def _fields_one_by_one(start, data: dict, names, label: str, problems: list[str]):
    """`start` with each stored field applied on its own: a field that is refused keeps its default."""
    value = start
    for name in names:
        if name not in data:
            continue
        try:
            value = value.replace(**{name: data[name]})
        except ParamError as exc:
            problems.append(
                tr("Stored {label}{name} = {value} was reset to {default}: {reason}").format(
                    label=label,
                    name=name,
                    value=shown(data[name]),
                    default=shown(getattr(value, name)),
                    reason=error_text(exc),
                )
            )
    return value


def load(settings: Remembered | QSettings) -> Loaded:
    """The stored parameters and options, field by field, with every reset explained (the file checked and
    brought to the present schema first)."""
    settings = _file(settings)
    problems = check_file(settings)
    migrate(settings)
    data = _entry(settings, PARAMS, problems) or {}
    params = _fields_one_by_one(Params(), data, _PARAM_ORDER, "", problems)
    options = {}
    for owner, cls in option_classes().items():
        stored = _entry(settings, OPTIONS.format(owner=owner), problems) or {}
        options[owner] = _fields_one_by_one(cls(), stored, cls.field_names(), f"{owner}.", problems)
    return Loaded(params, options, problems)


def save_window(
    settings: Remembered | QSettings,
    geometry: QByteArray,
    state: QByteArray,
    params: Params,
    options: dict[str, Options],
) -> str:
    """Write everything; returns "" or why it could not be saved."""
    settings = _file(settings)
    clear_stale_lock(settings)
    # A fresh object per save: QSettings' status is sticky (one read error would report every later save
    # as failed); objects on one file share their data within the process.
    target = QSettings(settings.fileName(), QSettings.Format.IniFormat)
    target.setValue(GEOMETRY.name, geometry)
    target.setValue(LAYOUT.name, state)
    target.setValue(PARAMS, json.dumps(params.to_dict()))
    for owner, opts in options.items():
        target.setValue(OPTIONS.format(owner=owner), json.dumps(opts.to_dict()))
    target.sync()
    if target.status() == QSettings.Status.NoError:
        return ""
    reason = tr("access denied") if target.status() == QSettings.Status.AccessError else tr("format error")
    return tr("Settings could not be saved to {path} ({reason}): changes made now will not be remembered.").format(
        path=settings.fileName(), reason=reason
    )


def stored_text(settings: QSettings, key: str, default: str, choices=None) -> str:
    """A stored text, if it is one (and one of `choices`, when given); anything else is `default`."""
    return read_text(settings.value(key, default), default, choices)


def stored_whole(settings: QSettings, key: str, default: int, low: int, high: int) -> int:
    """A stored whole number in [low, high] (INI keeps it as text); anything else is `default`."""
    return read_whole(settings.value(key, default), default, low, high)


def stored_real(settings: QSettings, key: str, default: float) -> float:
    """A stored finite number (text in the file, a number within the process that wrote it); else `default`."""
    return read_real(settings.value(key, default), default)


def load_geometry(settings: Remembered | QSettings) -> QByteArray | None:
    return Remembered.of(_file(settings)).get(GEOMETRY)


def load_state(settings: Remembered | QSettings) -> QByteArray | None:
    return Remembered.of(_file(settings)).get(LAYOUT)
