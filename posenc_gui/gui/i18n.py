"""Translation entry points. Every user-visible string passes through Qt's translate(); the translations
are resources/translations/posenc_gui_<language>.qm (built from the .ts files by
resources/translations/update.py), installed before the window is built."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

LANGUAGES = {"en": "English", "ko": "한국어"}
LANGUAGE_ENV = "POSENC_GUI_LANGUAGE"
_installed: list[QTranslator] = []


def tr(text: str, context: str = "posenc_gui") -> str:
    return QCoreApplication.translate(context, text)


def noop(text: str) -> str:
    """Marks a string for translation where it is defined (module level); tr() it where it is shown."""
    return text


def error_text(exc: Exception) -> str:
    """A core ParamError or an ExportError in the user's language: its English template translated (in the
    exception's `context`: "core" for ParamError), then filled in."""
    template, fields = getattr(exc, "template", None), getattr(exc, "fields", None)
    if template is None:
        return str(exc)
    text = tr(template, getattr(exc, "context", "core"))
    try:
        return text.format(**fields) if fields else text
    except (KeyError, IndexError, ValueError):  # a broken translation must not hide the message
        return str(exc)


def system_language() -> str:
    return "ko" if QLocale.system().name().lower().startswith("ko") else "en"


def chosen_language(chosen: str = "") -> str:
    """The environment's POSENC_GUI_LANGUAGE, else `chosen` (the one chosen in the app, as remembered), else
    the system's."""
    for value in (os.environ.get(LANGUAGE_ENV), chosen):
        if isinstance(value, str) and value in LANGUAGES:
            return value
    return system_language()


def install_language(language: str) -> bool:
    """Translate the app (and Qt's own dialogs) into `language` from now on; English needs nothing. False
    if the translation could not be loaded (the app then speaks English)."""
    from ..resources import resource_path

    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    if language not in LANGUAGES or language == "en":
        return language == "en"
    ours = QTranslator()
    if not ours.load(str(resource_path("translations", f"posenc_gui_{language}.qm"))):
        return False
    qt = QTranslator()
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        QCoreApplication.installTranslator(qt)
        _installed.append(qt)
    QCoreApplication.installTranslator(ours)
    _installed.append(ours)
    return True
