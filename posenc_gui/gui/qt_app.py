"""The QApplication, made once with the app's names and pyqtgraph's options: what the window, headless exports,
the scripting API's figures and the benchmarks all start Qt with."""

from __future__ import annotations

import sys

from .. import __version__


def ensure_app(argv=None):
    """The QApplication, created once with the app's names and pyqtgraph's options."""
    from PySide6.QtWidgets import QApplication

    from .plotting.style import configure_pyqtgraph

    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv) if argv is not None else [sys.argv[0]])
    app.setApplicationName("posenc-gui")
    app.setOrganizationName("posenc-gui")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("posenc-gui")
    configure_pyqtgraph()
    if app.platformName() == "offscreen":
        _drop_offscreen_noise()
    return app


# The offscreen platform cannot size or raise native windows ("This plugin does not support
# propagateSizeHints()", "... raise()"): harmless there, and only filtered there.
OFFSCREEN_NOISE = ("This plugin does not support",)
_quiet = False


def _drop_offscreen_noise() -> None:
    """Keep headless runs (selftest, bench) free of the offscreen platform's harmless warnings."""
    global _quiet
    if _quiet:
        return
    from PySide6.QtCore import qInstallMessageHandler

    def handler(mode, context, message):
        if any(n in message for n in OFFSCREEN_NOISE):
            return
        if previous is not None:
            previous(mode, context, message)
        else:
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(handler)
    _quiet = True
