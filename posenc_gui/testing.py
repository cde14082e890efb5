"""Test fixtures shipped with the package (as napari ships make_napari_viewer): windows opened through the
app's one start-up path, with settings that are never the user's.

In a conftest.py:  ``pytest_plugins = ["posenc_gui.testing"]``  then use `make_window`, `window` and
`settle(window)`, or `make_view` for one view alone (no window: what most view tests need, at a fraction of
the cost). Computes run synchronously unless a test asks for `threaded=True`.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget
    from pytestqt.qtbot import QtBot

    from .core import Params
    from .gui.export.standalone import StandaloneView
    from .gui.views.kit.base import View
    from .gui.window.main_window import MainWindow
    from .specs.kit.base import Options

if TYPE_CHECKING:  # (the fixtures are checked as pytest's)
    from pytest import fixture
else:
    try:
        from pytest import fixture
    except ImportError:  # the app's randomised session types with type_text where pytest is not installed

        def fixture(function):
            return function


__all__ = ["each_view_in_front", "make_view", "make_window", "settle", "type_text", "window"]


def type_text(widget: QWidget, text: str) -> None:
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


def settle(window: MainWindow, qtbot: QtBot | None = None, timeout: float = 10.0) -> None:
    """Draw the pending frame and any worker result; fails the test if that takes over `timeout` seconds."""
    from .gui.app import settle as settled

    assert settled(window, timeout), f"the window did not settle within {timeout} s"


def each_view_in_front(window: MainWindow) -> Iterator[tuple[str, str]]:
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
def make_window(qtbot: QtBot, tmp_path: Path) -> Iterator[Callable[..., MainWindow]]:
    """make_window(path=None, resize=True, threaded=False, chapter="all", notes=True) -> a shown, drawn
    MainWindow using a settings file under the test's tmp_path (or `path`), opened on `chapter` (All views:
    every view where the tests of single views expect it) with the views' notes shown or not, unless the file
    says otherwise; None for either: as at a first start."""
    from .gui.app import create_window
    from .gui.files.remembered import CHAPTER, NOTES, Remembered

    default_path = str(tmp_path / "posenc-gui.ini")
    made: list[MainWindow] = []

    def make(
        path: str | os.PathLike[str] | None = None,
        resize: bool = True,
        threaded: bool = False,
        chapter: str | None = "all",
        notes: bool | None = True,
    ) -> MainWindow:
        settings = Remembered.at(str(path or default_path))
        if chapter is not None and not settings.has(CHAPTER):
            settings.put(CHAPTER, chapter)  # (None: as a first start, the default chapter)
        if notes is not None and not settings.has(NOTES):
            settings.put(NOTES, notes)
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


def _delete_now(widgets: Iterable[QWidget]) -> None:
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
def window(make_window: Callable[..., MainWindow]) -> MainWindow:
    return make_window()


@fixture
def make_view(qtbot: QtBot) -> Iterator[Callable[..., StandaloneView]]:
    """make_view(vid, params=None, options=None, size=(1200, 800), apply=None, **more) -> a StandaloneView: the
    view built and drawn in a plain widget with its own store and binder (`.view`, `.store`, `.binder`,
    `.notes`, `.draw()`). `apply`: values set with `store.apply` before the first draw, as a window's user sets
    them ({"d_model": 16, "heatmap.rows": "mean"}); `more`: StandaloneView's `shared`, `model`, `notes`,
    `prepare`. After changing the store, `.draw()` draws what a window's next frame would."""
    from .core import Params
    from .gui.app import ensure_app
    from .gui.export.standalone import StandaloneView

    ensure_app()  # pyqtgraph's options as the app sets them, whichever test ran before in this process
    made: list[StandaloneView] = []

    def make(
        vid: str,
        params: Params | None = None,
        options: Options | None = None,
        size: tuple[int, int] = (1200, 800),
        apply: dict[str, Any] | None = None,
        prepare: Callable[[View], object] | None = None,
        **more: Any,
    ) -> StandaloneView:
        def prepared(view: View) -> None:
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
