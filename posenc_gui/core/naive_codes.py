"""Position codes that do not work, and the binary counter sinusoidal PE resembles.

- The integer index 0 .. L-1 grows without bound next to embedding values near [-1, 1].
- The normalised index pos / (n - 1) fits [0, 1] but gives the same position a different value in
  sentences of different lengths (the second word: 0.25 of 5 words, 0.111 of 10).
- Bit b of a counter flips every 2^b steps, like a square wave of period 2^(b+1): exactly the sign of
  sin(pi (pos + 1/2) / 2^b) (negative where the bit is 1). Sinusoidal PE's pairs are smooth waves of
  periods 2 pi base^(2i/d): fast in low dimensions like bit 0, slow in high ones like the top bit.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .budget import check_allocation
from .validation import MAX_POSITION, whole

MAX_BITS = 20


def integer_index(length: int) -> np.ndarray:
    """0, 1, ..., length-1: shape (length,), float64."""
    length = whole("length", length, 1, MAX_POSITION + 1)
    check_allocation((length,), 8, "index")
    return np.arange(length, dtype=np.float64)


def normalised_index(length: int) -> np.ndarray:
    """pos / (length - 1) for pos = 0 .. length-1: shape (length,), float64 (a one-word sentence is [0])."""
    length = whole("length", length, 1, MAX_POSITION + 1)
    positions = integer_index(length)
    return positions / (length - 1) if length > 1 else positions


def bits(count: int, n_bits: int) -> np.ndarray:
    """(count, n_bits) uint8: column b is bit b of the positions 0 .. count-1 (bit 0 first)."""
    count = whole("count", count, 1, 2**MAX_BITS)
    n_bits = whole("bits", n_bits, 1, MAX_BITS)
    check_allocation((count, n_bits), 8, "bit table")
    positions = np.arange(count, dtype=np.int64)[:, None]
    return ((positions >> np.arange(n_bits)) & 1).astype(np.uint8)


def bit_waves(positions: Any, n_bits: int) -> np.ndarray:
    """(len(positions), n_bits): sin(pi (pos + 1/2) / 2^b), the wave of bit b's period 2^(b+1); it is
    negative exactly where bit b of an integer pos is 1."""
    n_bits = whole("bits", n_bits, 1, MAX_BITS)
    p = np.asarray(positions, dtype=np.float64).reshape(-1, 1)
    check_allocation((p.shape[0], n_bits), 8, "bit-wave table")
    return np.sin(np.pi * (p + 0.5) / 2.0 ** np.arange(n_bits))


def bit_periods(n_bits: int) -> np.ndarray:
    """2^(b+1) positions: bit b is 0 for 2^b positions, then 1 for 2^b."""
    return 2.0 ** (np.arange(whole("bits", n_bits, 1, MAX_BITS)) + 1)
