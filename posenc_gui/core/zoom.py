"""Screen resolution of a plot: the range of whole positions in view (a compute limited to it when zoomed
into a long table) and the plot's size in pixels (how many rows or columns a compute should make)."""

from __future__ import annotations

import math
from typing import Any


def positions_in_view(view_range: Any, max_len: int) -> tuple[int, int] | None:
    """(first, stop) of the positions a plot axis shows, or None when it shows the whole table."""
    low, high = view_range
    first = min(max(0, math.floor(low)), max_len - 1)
    stop = max(min(max_len, math.ceil(high) + 1), first + 1)
    return None if (first == 0 and stop == max_len) else (first, stop)


def pixels_for_compute(length: float, least: int) -> int:
    """A plot's length in pixels, rounded up to a multiple of 20 (dragging a dock's edge then recomputes
    every 20 pixels, not on each one) and at least `least`."""
    return max(least, math.ceil(length / 20.0) * 20)
