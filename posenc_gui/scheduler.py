"""RenderScheduler: coalesces parameter changes into at most one recompute per frame."""
from __future__ import annotations

import time
import traceback

from PySide6.QtCore import QObject, QTimer, Signal

from .i18n import error_text
from .state import ParamStore

FRAME_SECONDS = 1 / 60


class RenderScheduler(QObject):
    """Marks views dirty on every change and renders them once per frame from the latest Params.

    A view recomputes its data only when a parameter it declares in `data_keys` changed (or it has
    never been drawn, or it was hidden while things changed); every visible view gets the cheap
    `update_overlay()` (cursors, markers) each frame something changed.
    """

    rendered = Signal()           # after each frame: tests and the self-test wait on it
    failed = Signal(str)          # a view could not be drawn: a message for the status bar

    def __init__(self, store: ParamStore, views, parent: QObject | None = None):
        super().__init__(parent)
        self._store = store
        self._views = list(views)
        self._pending = False
        self._last_frame = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.render_now)
        store.paramsChanged.connect(lambda _changed: self.request())
        self.frames = 0  # frames rendered: the benchmark and tests read it

    def request(self) -> None:
        """Ask for a frame; many requests before it runs cost one frame."""
        if self._pending:
            return
        self._pending = True
        wait = FRAME_SECONDS - (time.perf_counter() - self._last_frame)
        self._timer.start(max(0, int(wait * 1000)))

    def render_now(self) -> None:
        self._timer.stop()
        self._pending = False
        self._last_frame = time.perf_counter()
        params = self._store.params
        for view in self._views:
            if not view.is_shown():
                continue
            try:
                view.render(params)
            except Exception as exc:  # a broken view must not take the window down with it
                traceback.print_exc()
                self.failed.emit(f"{view.title_text()}: {error_text(exc)}")
        self.frames += 1
        self.rendered.emit()
