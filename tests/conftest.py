"""Headless Qt, settings isolated from the user's, and the package's own window fixtures."""

import os

# headless whatever the session exports; POSENC_GUI_TEST_DISPLAY=1 runs the tests on the real display
if os.environ.get("POSENC_GUI_TEST_DISPLAY") != "1":
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
os.environ["POSENC_GUI_LANGUAGE"] = "en"  # the tests read English texts whatever the machine's language
# one BLAS thread a process: the lane runs one worker a core, and OpenBLAS's second thread then waits on a
# busy core (an eigh of the trained table's 384 x 384 covariance took 0.02 to 1.4 s, 18 ms with one thread)
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("MKL_NUM_THREADS", "1")

import pytest

pytest_plugins = ["posenc_gui.testing"]


@pytest.fixture(scope="session", autouse=True)
def _collection_at_safe_points(qapp):
    """Cycles collected between events and between tests, never inside a Qt call, as the app does (see
    posenc_gui.gui.collection: a worker hung when a collection inside a disconnect destroyed a menu)."""
    import gc

    from posenc_gui.gui.collection import collect_at_safe_points

    collect_at_safe_points(qapp)
    yield
    # What is still garbage goes here, inside the session. pytest's own last collection comes after an xdist
    # worker has said it finished, and the whole windows it destroyed (Qt objects calling Python overrides on
    # the way) outlasted the 5 s execnet then gives a worker: it interrupted the worker with a SIGINT, and a
    # KeyboardInterrupt traceback came from whichever override ran (a spin box's changeEvent).
    gc.collect()


@pytest.fixture(autouse=True)
def _collection_between_tests():
    yield
    from posenc_gui.gui.collection import collect_due

    collect_due()


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path, monkeypatch):
    from PySide6.QtCore import QSettings, QStandardPaths

    monkeypatch.setenv("POSENC_GUI_DATA_DIR", str(tmp_path / "data"))  # logs of the crash net
    QStandardPaths.setTestModeEnabled(True)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "user-settings"))


@pytest.fixture
def settings_file(tmp_path):
    """The file make_window() uses by default."""
    return str(tmp_path / "posenc-gui.ini")


@pytest.fixture(autouse=True)
def _default_look():
    """Themes, colour maps and presentation scale are app-wide: each test starts from the defaults."""
    yield
    import sys

    state = sys.modules.get("posenc_gui.gui.state.window_state")
    if state is not None:
        state.LOOK.reset()


def pytest_collection_modifyitems(config, items):
    """The longest tests first (the long randomised session, the bundle): in parallel each then keeps one
    worker busy from the start while the others share the rest, instead of starting last and running alone."""
    first = [item for item in items if item.get_closest_marker("long_session") or item.get_closest_marker("bundle")]
    if first:
        items[:] = first + [item for item in items if item not in first]
