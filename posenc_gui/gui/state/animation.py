"""Play/pause: advances the shared position through fractional values so the phase vectors turn smoothly."""

from __future__ import annotations

import time
from typing import cast

from PySide6.QtCore import QObject, QTimer, Signal

from ...specs import ANIMATION
from ...specs.kit.animation import AnimationOptions
from .store import ParamStore

TICK_MS = 16


class Animator(QObject):
    playingChanged = Signal(bool)

    def __init__(self, store: ParamStore, parent: QObject | None = None):
        super().__init__(parent)
        self._store = store
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._on_tick)
        self._last = 0.0
        self._playing = False
        self._suspended = False  # the window is minimised: keep playing, but run no timer

    @property
    def playing(self) -> bool:
        return self._playing

    @property
    def ticking(self) -> bool:
        return self._timer.isActive()

    def set_playing(self, on: bool) -> None:
        if on == self._playing:
            return
        self._playing = on
        self._sync_timer()
        self.playingChanged.emit(on)

    def set_suspended(self, suspended: bool) -> None:
        """Stop the timer while nothing can be seen (a minimised window); playing resumes where it was."""
        self._suspended = suspended
        self._sync_timer()

    def _sync_timer(self) -> None:
        run = self._playing and not self._suspended
        if run and not self._timer.isActive():
            self._last = time.perf_counter()
            self._timer.start()
        elif not run:
            self._timer.stop()

    def advance(self, seconds: float) -> None:
        """Move the position by speed * seconds, starting over from 0 after the last position."""
        p = self._store.params
        span = float(p.max_len - 1)
        if span <= 0:
            return
        pos = p.position + cast(AnimationOptions, self._store.options(ANIMATION)).speed * seconds
        self._store.update(position=pos % span if pos > span else pos)

    def _on_tick(self) -> None:
        now = time.perf_counter()
        seconds, self._last = min(now - self._last, 0.1), now  # a stalled frame does not jump ahead
        self.advance(seconds)
