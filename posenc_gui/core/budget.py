"""The one memory budget, checked by every core function before it allocates an array.

Parameters never allocate anything; the functions that build tables do, so the guard sits there: a request
over the budget is refused at once with a ParamError naming the size and the limit, instead of numpy's
MemoryError after the machine has started swapping (or a 15 TiB allocation attempt).
"""

from __future__ import annotations

import math

from .errors import ParamError

# The largest array a core function builds: a 512 MiB float32 table is 2^27 values (e.g. 131,072 positions
# x 1024 dimensions), which a laptop holds comfortably next to the window and an export.
TABLE_BUDGET_BYTES = 512 * 2**20


def format_bytes(n: float) -> str:
    for unit in ("bytes", "KiB", "MiB", "GiB", "TiB", "PiB"):
        if n < 1024 or unit == "PiB":
            return f"{n:.0f} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1024
    raise AssertionError


def check_allocation(shape: tuple[int, ...], itemsize: int, what: str = "table") -> None:
    """Refuse an array of `shape` x `itemsize` bytes over TABLE_BUDGET_BYTES (Python integers: no overflow)."""
    size = math.prod(int(n) for n in shape) * int(itemsize)
    if size > TABLE_BUDGET_BYTES:
        shown, limit = format_bytes(size), format_bytes(TABLE_BUDGET_BYTES)
        if shown == limit:  # just over: rounding would print the same figure twice
            shown, limit = f"{size:,} bytes", f"{TABLE_BUDGET_BYTES:,} bytes"
        raise ParamError(
            "A {shape} {what} would take {size}; the limit is {limit}. Ask for fewer positions or dimensions.",
            shape=" x ".join(str(int(n)) for n in shape),
            what=what,
            size=shown,
            limit=limit,
        )
