"""Updates that follow a value changing every frame (the animated position) at a rate a person can read."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

# Five a second: a number is read in a few tenths of a second, and what changes faster (sixty a second, as the
# animation plays) blurs; meters and instrument readouts refresh two to five times a second for that reason.
READABLE_HZ = 5


class Throttle(QObject):
    """request() runs `action` at once if it has not run for 1/hz s: a burst of requests costs at most
    `hz` runs a second, each inside a request (so inside a frame of the animation, never painting on
    its own between two frames). A request that does not run arms a timer that a later request pushes
    back: it fires 1/hz s after the last request of a burst, so a burst always ends with a run."""

    def __init__(self, action: Callable[[], None], hz: float = READABLE_HZ, parent: QObject | None = None):
        super().__init__(parent)
        self._action = action
        self._period = 1.0 / hz
        self._last = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.run)

    def request(self) -> None:
        if time.monotonic() - self._last >= self._period:
            self.run()
        else:
            self._timer.start(int(self._period * 1000) + 1)

    def run(self) -> None:
        """Run now (and drop a pending run)."""
        self._timer.stop()
        self._last = time.monotonic()
        self._action()
