"""The language a command's messages are in: the app's (POSENC_GUI_LANGUAGE, else the one chosen in the app,
else the system's), so an export error reads as the window would say it. English needs nothing; another
language needs Qt's translators, which need an application: one is made offscreen (it is the one a figure
export draws with), and only then."""

from __future__ import annotations

import os

_spoken: list[str] = []


def speak() -> str:
    """Install the user's language for tr() and error_text() (once); returns it."""
    if _spoken:
        return _spoken[0]
    from ..gui.files.remembered import UI_LANGUAGE
    from ..gui.files.settings import open_settings
    from ..gui.i18n import chosen_language, install_language

    language = chosen_language(open_settings().get(UI_LANGUAGE))
    if language != "en":
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from ..gui.app import ensure_app

        ensure_app()
        if not install_language(language):
            language = "en"
    _spoken.append(language)
    return language
