"""Test fixtures shipped with the package (as napari ships make_napari_viewer): windows opened through the
app's one start-up path, with settings that are never the user's.

In a conftest.py:  ``pytest_plugins = ["posenc_gui.testing"]``  then use `make_window`, `window` and
`settle(window)`, or `make_view` for one view alone (no window: what most view tests need, at a fraction of
the cost). Computes run synchronously unless a test asks for `threaded=True`.
"""
from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

fixture: Callable[..., Any]
try:
    import pytest
    fixture = pytest.fixture
except ImportError:   # the app's randomised session types with type_text where pytest is not installed
    def _as_it_is(function):
        return function

    fixture = _as_it_is

__all__ = ["each_view_in_front", "make_view", "make_window", "settle", "type_text", "window"]


def type_text(widget, text: str) -> None:
    """Type `text` into `widget` with key events. QTest maps characters to keys for Latin-1 only (others
    abort it), so the rest arrive as an input method sends them: a key event carrying the text."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    for ch in text:
        if ch.isascii() and ch.isprintable():
            QTest.keyClicks(widget, ch)
            continue
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))


def settle(window, qtbot=None, timeout: float = 10.0) -> None:
    """Draw the pending frame and any worker result; fails the test if that takes over `timeout` seconds."""
    from .gui.app import settle as settled

    assert settled(window, timeout), f"the window did not settle within {timeout} s"


def each_view_in_front(window):
    """Every view of every chapter in turn, as a user opens them: its chapter shown, the view brought to the
    front and drawn. Yields (chapter id, view id)."""
    from .specs import CHAPTER_IDS, chapter_views

    for cid in CHAPTER_IDS:
        window.chapters.show_chapter(cid)
        for vid in chapter_views(cid):
            window.bring_forward(vid)
            settle(window)
            yield cid, vid


@fixture
def make_window(qtbot, tmp_path):
    """make_window(path=None, resize=True, threaded=False, chapter="all", notes=True) -> a shown, drawn
    MainWindow using a settings file under the test's tmp_path (or `path`), opened on `chapter` (All views:
    every view where the tests of single views expect it) with the views' notes shown or not, unless the file
    says otherwise; None for either: as at a first start."""
    from PySide6.QtCore import QSettings

    from .gui.app import create_window

    default_path = str(tmp_path / "posenc-gui.ini")
    made = []

    def make(path: str | os.PathLike | None = None, resize: bool = True, threaded: bool = False,
             chapter: str | None = "all", notes: bool | None = True):
        settings = QSettings(str(path or default_path), QSettings.Format.IniFormat)
        if chapter is not None and not settings.contains("layout/chapter"):
            settings.setValue("layout/chapter", chapter)   # (None: as a first start, the default chapter)
        if notes is not None and not settings.contains("ui/notes"):
            settings.setValue("ui/notes", "true" if notes else "false")
        # the offscreen screen is small; tests want room (unless they test restored geometry)
        size = (1500, 950) if resize else None
        win = create_window(settings, threaded=threaded, size=size)
        qtbot.addWidget(win)
        made.append(win)
        if size is not None:  # (a restored geometry would have replaced it)
            win.resize(*size)
        win.show()
        qtbot.waitExposed(win)
        settle(win)
        return win

    yield make
    _delete_now(made)


def _delete_now(widgets) -> None:
    """Close and delete the test's windows now: a deleteLater() happens only when the event loop that was
    running gets back control, which a test's processEvents() never gives, and every window of a worker's
    tests stayed alive (2,220 top-level widgets after 30 windows, and later tests ran slower among them)."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from shiboken6 import isValid

    for widget in widgets:
        if isValid(widget):
            widget.close()
            widget.deleteLater()
    # (the Python sides, webs of cycles, go at the collector's own pace: a collection here took 50 to 85 ms a test)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@fixture
def window(make_window):
    return make_window()


@fixture
def make_view(qtbot):
    """make_view(vid, params=None, options=None, size=(1200, 800), apply=None, **more) -> a StandaloneView: the
    view built and drawn in a plain widget with its own store and binder (`.view`, `.store`, `.binder`,
    `.notes`, `.draw()`). `apply`: values set with `store.apply` before the first draw, as a window's user sets
    them ({"d_model": 16, "heatmap.rows": "mean"}); `more`: StandaloneView's `shared`, `model`, `notes`,
    `prepare`. After changing the store, `.draw()` draws what a window's next frame would."""
    from .core import Params
    from .gui.export.standalone import StandaloneView

    made = []

    def make(vid: str, params=None, options=None, size=(1200, 800), apply=None, prepare=None, **more):
        def prepared(view):
            if apply:
                view.store.apply(apply)
            if prepare is not None:
                prepare(view)

        shown = StandaloneView(vid, params or Params(), options, size, prepare=prepared, **more)
        qtbot.addWidget(shown.host)
        made.append(shown)
        return shown

    yield make
    for shown in made:
        shown.binder.detach()
    _delete_now([shown.host for shown in made])
