"""Options of the position animation (not a view, but its settings persist and bind like a view's)."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.validation import real
from .base import Options

OWNER = "animation"


@dataclass(frozen=True)
class AnimationOptions(Options):
    speed: float = 2.0   # positions per second

    def __post_init__(self):
        object.__setattr__(self, "speed", real("speed", self.speed, 0.01, 1000.0))
