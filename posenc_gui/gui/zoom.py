"""Zooming into a long table: the range of whole positions in view, for a compute limited to it."""
from __future__ import annotations

import math


def positions_in_view(view_range, max_len: int):
    """(first, stop) of the positions a plot axis shows, or None when it shows the whole table."""
    low, high = view_range
    first = min(max(0, math.floor(low)), max_len - 1)
    stop = max(min(max_len, math.ceil(high) + 1), first + 1)
    return None if (first == 0 and stop == max_len) else (first, stop)
