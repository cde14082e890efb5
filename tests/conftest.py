"""Headless Qt, settings isolated from the user's, one ready main window per test that wants it."""
import os

# headless whatever the session exports; POSENC_GUI_TEST_DISPLAY=1 runs the tests on the real display
if os.environ.get("POSENC_GUI_TEST_DISPLAY") != "1":
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path):
    from PySide6.QtCore import QSettings, QStandardPaths

    QStandardPaths.setTestModeEnabled(True)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "user-settings"))


@pytest.fixture
def settings_file(tmp_path):
    return str(tmp_path / "posenc-gui.ini")


@pytest.fixture
def make_window(qtbot, settings_file):
    """make_window() -> a shown, rendered MainWindow using the test's own settings file."""
    from PySide6.QtCore import QSettings

    from posenc_gui.app import create_window, ensure_app

    ensure_app()

    def make(path=settings_file, resize=True):
        win = create_window(QSettings(path, QSettings.Format.IniFormat))
        qtbot.addWidget(win)
        if resize:  # the offscreen screen is small; tests want room (unless they test restored geometry)
            win.resize(1500, 950)
        win.show()
        qtbot.waitExposed(win)
        win.scheduler.render_now()
        return win

    return make


@pytest.fixture
def window(make_window):
    return make_window()


def settle(window, qtbot):
    """Let the scheduler run its pending frame."""
    qtbot.waitUntil(lambda: not window.scheduler._pending, timeout=2000)
    window.scheduler.render_now()
