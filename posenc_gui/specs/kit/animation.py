"""Options of the position animation (not a view, but its settings persist and bind like a view's)."""

from __future__ import annotations

from ...records import record
from .base import Options
from .fields import real_option

OWNER = "animation"


@record
class AnimationOptions(Options):
    speed: float = real_option(
        2.0,
        0.01,
        1000.0,
        decimals=2,
        unit=" pos/s",
        label="S&peed:",  # positions/s
        tip="Animation speed in positions per second.",
    )
