"""Persistence of window geometry, dock layout, the last parameters and every owner's options (QSettings,
INI format). Each part is read on its own: a damaged one falls back to its defaults, the others load."""
from __future__ import annotations

import json

from PySide6.QtCore import QByteArray, QSettings

from ..core import ParamError, Params
from ..specs import Options, option_classes

ORG = APP = "posenc-gui"
# Bump when the set of docks changes incompatibly: restoreState() then refuses old layouts.
LAYOUT_VERSION = 1


def open_settings() -> QSettings:
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORG, APP)


def save_window(settings: QSettings, geometry: QByteArray, state: QByteArray, params: Params,
                options: dict[str, Options]) -> None:
    settings.setValue("window/geometry", geometry)
    settings.setValue("window/state", state)
    settings.setValue("params", json.dumps(params.to_dict()))
    for owner, opts in options.items():
        settings.setValue(f"options/{owner}", json.dumps(opts.to_dict()))
    settings.sync()


def _bytes(settings: QSettings, key: str) -> QByteArray | None:
    value = settings.value(key)
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def load_geometry(settings: QSettings) -> QByteArray | None:
    return _bytes(settings, "window/geometry")


def load_state(settings: QSettings) -> QByteArray | None:
    return _bytes(settings, "window/state")


def _attempt(make, default):
    """make(), or `default` when the stored data it reads is unusable."""
    try:
        return make()
    except (ParamError, ValueError, TypeError, RecursionError):
        return default


def _stored(settings: QSettings, key: str, parse, default):
    text = settings.value(key, "", type=str)
    return _attempt(lambda: parse(json.loads(text)), default) if text else default


def load_params(settings: QSettings) -> Params:
    """The stored parameters, or the defaults when there are none or they are unusable."""
    return _stored(settings, "params", Params.from_dict, Params())


# Files written by version 0.1.0 kept view options among the parameters: {owner: {option: old name}}.
LEGACY_OPTIONS = {"waves": {"dims": "wave_dims"},
                  "phase": {"pair": "pair", "trail": "trail", "clock_pairs": "clock_pairs"},
                  "animation": {"speed": "speed"}}


def load_options(settings: QSettings) -> dict[str, Options]:
    """Every owner's stored options; an owner whose entry is missing or unusable gets its defaults."""
    legacy = _stored(settings, "params", lambda d: d if isinstance(d, dict) else {}, {})
    out = {}
    for owner, cls in option_classes().items():
        old = {new: legacy[name] for new, name in LEGACY_OPTIONS.get(owner, {}).items() if name in legacy}
        fallback = _attempt(lambda: cls.from_dict(old), cls())
        out[owner] = _stored(settings, f"options/{owner}", cls.from_dict, fallback)
    return out
