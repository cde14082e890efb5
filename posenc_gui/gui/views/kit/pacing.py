"""Readouts that follow the playing animation at a rate a person can read.

While the animation plays, a view of numbers (the formula panel's worked example and table) changes 60
times a second, which no one can read, and laying out its rich text was 40 % of the CPU the whole window
took to play. Such a view sets `READOUT = True`: while the animation plays and only the position moved
since it drew, a frame leaves it as drawn until 1/READABLE_HZ s has passed, and a timer then asks for the
frame that brings it to the position of that moment (so a pause always ends on the exact position).
Anything else that changes (a slider, an option, a paused step) draws it in the same frame as every view.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import Qt, QTimer

from ...state.throttle import READABLE_HZ

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from ....core import Params
    from ....specs import Options

PERIOD = 1.0 / READABLE_HZ
EARLY = 0.002  # a timer may fire this much before its time: that frame draws all the same


class Pacing:
    """Mixed into View: uses its drawn params and options, `playing` and dataInvalidated."""

    READOUT: ClassVar[bool] = False  # the view shows numbers of the position: paced while playing

    drawn_params: Params | None
    drawn_options: Options | None
    dataInvalidated: SignalInstance
    _paced_at: float
    _pacer: QTimer | None

    if TYPE_CHECKING:  # Painting's

        @property
        def playing(self) -> bool: ...

    def waits_while_playing(self, params: Params, options: Options, paced: bool = True) -> bool:
        """Whether this frame leaves the view as drawn (see the module; a frame that is not `paced` draws it);
        False also notes that it draws now."""
        now = time.monotonic()
        wait = PERIOD - (now - self._paced_at)
        if (
            not paced
            or not self.READOUT
            or wait <= EARLY
            or self.drawn_params is None
            or not self.playing
            or options != self.drawn_options
            or not params.changed_fields(self.drawn_params) <= {"position"}
        ):
            self._paced_at = now
            return False
        if self._pacer is None:
            self._pacer = QTimer(self)  # type: ignore[arg-type]   # (a View is a QObject)
            self._pacer.setSingleShot(True)
            self._pacer.setTimerType(Qt.TimerType.PreciseTimer)
            self._pacer.timeout.connect(self.dataInvalidated.emit)
        if not self._pacer.isActive():
            self._pacer.start(max(1, round(wait * 1000)))
        return True
