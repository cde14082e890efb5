"""Persistence of window geometry, dock layout and the last parameters (QSettings, INI format)."""
from __future__ import annotations

import json

from PySide6.QtCore import QByteArray, QSettings

from .core import ParamError, Params

ORG = APP = "posenc-gui"
# Bump when the set of docks changes incompatibly: restoreState() then refuses old layouts.
LAYOUT_VERSION = 1


def open_settings() -> QSettings:
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORG, APP)


def save_window(settings: QSettings, geometry: QByteArray, state: QByteArray, params: Params) -> None:
    settings.setValue("window/geometry", geometry)
    settings.setValue("window/state", state)
    settings.setValue("params", json.dumps(params.to_dict()))
    settings.sync()


def _bytes(settings: QSettings, key: str) -> QByteArray | None:
    value = settings.value(key)
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def load_geometry(settings: QSettings) -> QByteArray | None:
    return _bytes(settings, "window/geometry")


def load_state(settings: QSettings) -> QByteArray | None:
    return _bytes(settings, "window/state")


def load_params(settings: QSettings) -> Params:
    """The stored parameters, or the defaults when there are none or they are unusable."""
    text = settings.value("params", "", type=str)
    if not text:
        return Params()
    try:
        return Params.from_dict(json.loads(text))
    except (ParamError, ValueError, TypeError):
        return Params()
