"""Test fixtures shipped with the package (as napari ships make_napari_viewer): windows opened through the
app's one start-up path, with settings that are never the user's.

In a conftest.py:  ``pytest_plugins = ["posenc_gui.testing"]``  then use `make_window`, `window` and
`settle(window)`, or `make_view` for one view alone (no window: what most view tests need, at a fraction of
the cost). Computes run synchronously unless a test asks for `threaded=True`.
"""
from __future__ import annotations

import os

import pytest

from .gui.app import settle as _settle

__all__ = ["make_view", "make_window", "settle", "window"]


def settle(window, qtbot=None, timeout: float = 10.0) -> None:
    """Draw the pending frame and any worker result; fails the test if that takes over `timeout` seconds."""
    assert _settle(window, timeout), f"the window did not settle within {timeout} s"


@pytest.fixture
def make_window(qtbot, tmp_path):
    """make_window(path=None, resize=True, threaded=False) -> a shown, drawn MainWindow using a settings
    file under the test's tmp_path (or `path`)."""
    from PySide6.QtCore import QSettings

    from .gui.app import create_window

    default_path = str(tmp_path / "posenc-gui.ini")

    def make(path: str | os.PathLike | None = None, resize: bool = True, threaded: bool = False):
        win = create_window(QSettings(str(path or default_path), QSettings.Format.IniFormat), threaded=threaded)
        qtbot.addWidget(win)
        if resize:  # the offscreen screen is small; tests want room (unless they test restored geometry)
            win.resize(1500, 950)
        win.show()
        qtbot.waitExposed(win)
        settle(win)
        return win

    return make


@pytest.fixture
def window(make_window):
    return make_window()


@pytest.fixture
def make_view(qtbot):
    """make_view(vid, params=None, options=None, size=(1200, 800)) -> a StandaloneView: the view built and
    drawn in a plain widget with its own store and binder (`.view`, `.store`, `.binder`, `.draw()`)."""
    from .core import Params
    from .export.standalone import StandaloneView

    made = []

    def make(vid: str, params=None, options=None, size=(1200, 800)):
        shown = StandaloneView(vid, params or Params(), options, size)
        qtbot.addWidget(shown.host)
        made.append(shown)
        return shown

    yield make
    for shown in made:
        shown.binder.detach()
