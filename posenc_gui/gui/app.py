"""The one start-up path of the window, used by the app, the self-test, the benchmark and the test fixtures."""

from __future__ import annotations

from .collection import collect_at_safe_points, collection_held
from .qt_app import OFFSCREEN_NOISE, ensure_app  # noqa: F401  (the start-up path's names, as they always were)
from .state.settling import settle_frames


def settle(window, timeout: float = 30.0) -> bool:
    """Wait until `window` shows what its store says: its pending frame drawn, its worker's results in; False
    if `timeout` ran out."""
    return settle_frames(window.scheduler, window.animator, timeout)


def create_window(settings=None, threaded: bool | None = None, size: tuple[int, int] | None = None):
    """A ready main window, not yet shown. `settings` defaults to the user's; `threaded` to heavy computes in a
    worker unless the environment asks for synchronous ones (scheduler.SYNC_ENV); `size`: the size it will be
    shown at, else its default (its first chapter is laid out for that size)."""
    with collection_held():  # (see collection)
        from .files.remembered import UI_LANGUAGE, Remembered
        from .files.settings import open_settings
        from .i18n import chosen_language, install_language
        from .window.main_window import MainWindow

        ensure_app()
        settings = Remembered.of(settings) if settings is not None else open_settings()
        # before anything is built: every tr() reads it
        install_language(chosen_language(settings.get(UI_LANGUAGE)))
        return MainWindow(settings, threaded=threaded, size=size)


def scratch_settings():
    """(keeper, Remembered) in a temporary folder that lives as long as `keeper`: never the user's own."""
    from PySide6.QtCore import QTemporaryDir

    from .files.remembered import Remembered

    keeper = QTemporaryDir()
    return keeper, Remembered.at(keeper.filePath("posenc-gui.ini"))


def open_window(
    settings=None, size: tuple[int, int] | None = None, threaded: bool | None = None, timeout: float = 30.0
):
    """create_window(), resized, shown and drawn: returns once every visible view shows its result."""
    window = create_window(settings, threaded, size)
    if size is not None:  # (over a restored geometry)
        window.resize(*size)
    window.show()
    settle(window, timeout)
    return window


def run(argv=None, session: str | None = None, lesson: str | None = None) -> int:
    """Start the app with the user's settings (then `session`, a session file, and `lesson`, a lesson file, if
    given) and run its event loop. A file that cannot be opened is reported in the window (status bar and a
    message), which starts with the state it would have had without it."""
    from .crash_net import NET

    app = ensure_app(argv)
    NET.install()  # from here on, an exception anywhere is logged and shown, and the app goes on
    collect_at_safe_points(app)  # (cycles are collected between events only: see collection)
    window = create_window()
    window.show()
    if session is not None:
        _open_given(window, session, window.sessions.open_path)
    if lesson is not None:
        _open_given(window, lesson, window.lesson.open_file)
    return app.exec()


def _open_given(window, path: str, opener) -> None:
    """Open a file named on the command line; whatever goes wrong, the window starts and says why. The readers
    raise only their own errors (each is fuzzed); anything else is a bug, shown and logged, never a dead start."""
    from .crash_net import log
    from .i18n import tr

    try:
        opener(path)
    except Exception as exc:  # noqa: BLE001  (the last line of defence of the start path)
        log.exception("opening %s at start", path)
        message = tr("{path} could not be opened ({why}); the app started without it.").format(
            path=path, why=f"{type(exc).__name__}: {exc}"
        )
        window.statusBar().showMessage(message, 15000)
        window.notices.show_now(tr("File not opened"), message)
