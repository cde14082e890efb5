"""Long tables reduced to screen resolution without aliasing: exact block means and exact min/max envelopes.

Skipping rows or samples would fold high frequencies into false slow patterns; both reductions here keep
what a pixel can show and never build more than a bounded slice of the table.
"""
from __future__ import annotations

import numpy as np

from .budget import check_allocation
from .sinusoidal import _selected_pairs, frequencies, sinusoidal
from .validation import whole

TWO_PI = 2.0 * np.pi


def _edges(max_len: int, buckets: int) -> np.ndarray:
    return np.round(np.linspace(0, max_len, buckets + 1)).astype(np.int64)


def block_means(max_len: int, d_model: int, base: float = 10000.0, layout: str = "interleaved",
                rows: int = 1024) -> tuple[np.ndarray, np.ndarray]:
    """The table averaged over blocks of consecutive positions, at most `rows` rows, float32.

    The mean of sin(p*w) over p = a .. a+k-1 is sin(c*w) * D_k(w) with c the block's centre and
    D_k(w) = sin(k*w/2) / (k*sin(w/2)) (the Dirichlet kernel); cos likewise. So a table of 10^7 positions
    is shown at screen resolution without aliasing and without ever being built.
    Returns (means, edges): edges[j] is the first position of block j, edges[-1] == max_len.
    """
    max_len, rows = whole("max_len", max_len, 1, 2**40), whole("rows", rows, 1, 2**31)
    if max_len <= rows:
        edges = np.arange(max_len + 1, dtype=np.int64)
        return sinusoidal(max_len, d_model, base, layout), edges
    check_allocation((rows, d_model), 16, "table of block means")  # angles, sin, cos and the result
    edges = _edges(max_len, rows)
    centre = (edges[:-1] + edges[1:] - 1) / 2.0
    # rounded edges give blocks of only two sizes: evaluate the kernel once per size
    sizes, which = np.unique(np.diff(edges), return_inverse=True)
    freqs = frequencies(d_model, base)
    half = freqs / 2.0
    kernel = (np.sin(sizes[:, None] * half) / (sizes[:, None] * np.sin(half))).astype(np.float32)
    kernel = kernel[which.ravel()]
    # angles reduced in float64, then sines in float32, once per frequency: the result is float32 anyway,
    # and float32 sines cost a tenth (errors stay below 3e-7, inside the table's own 1e-6 bound)
    angle = np.mod(np.multiply.outer(centre, freqs), TWO_PI).astype(np.float32)
    sin_part, cos_part = np.sin(angle), np.cos(angle)
    sin_part *= kernel
    cos_part *= kernel
    pair, is_sin = _selected_pairs(np.arange(int(d_model)), d_model, base, layout)
    means = np.empty((rows, int(d_model)), dtype=np.float32)
    means[:, is_sin] = sin_part[:, pair[is_sin]]
    means[:, ~is_sin] = cos_part[:, pair[~is_sin]]
    return np.clip(means, -1.0, 1.0, out=means), edges


def column_envelope(max_len: int, dims, d_model: int, base: float = 10000.0, layout: str = "interleaved",
                    buckets: int = 4000, start: int = 0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Exact minimum and maximum of selected dimensions over `buckets` runs of consecutive integer
    positions start .. start+max_len-1 (what a plot's peak mode shows), without visiting every position.

    A run of k positions from a has the phases a*w + {j*w mod 2pi : j < k}: the same k offsets, turned by
    a*w. sin falls with the circular distance from pi/2, so its maximum over the run is at the offset
    nearest to pi/2 - a*w, one of two neighbours in the sorted offsets (the minimum likewise, at -pi/2;
    cos is sin turned by pi/2). Runs come in at most two lengths, so the cost is O(k log k + buckets) per
    dimension instead of O(max_len).

    Returns (edges, low, high): bucket j covers positions edges[j] .. edges[j+1]-1; low and high have
    shape (buckets, len(dims)). With max_len <= buckets every bucket is one position.
    """
    max_len = whole("max_len", max_len, 1, 2**40)
    start = whole("start", start, 0, 2**52)
    buckets = min(whole("buckets", buckets, 1, 2**31), max_len)
    dims = np.atleast_1d(np.asarray(dims, dtype=np.int64))
    edges = _edges(max_len, buckets)
    check_allocation((buckets, dims.size), 16, "envelope")
    check_allocation((-(-max_len // buckets),), 16, "run of phase offsets")
    low = np.empty((buckets, dims.size))
    high = np.empty((buckets, dims.size))
    if dims.size == 0:
        return edges + start, low, high
    pair, is_sin = _selected_pairs(dims, d_model, base, layout)
    omega = frequencies(d_model, base)[pair]
    shift = np.where(is_sin, 0.0, np.pi / 2)  # cos x = sin(x + pi/2)
    firsts = (edges[:-1] + start).astype(np.float64)
    sizes = np.diff(edges)
    for k in np.unique(sizes):
        rows = np.flatnonzero(sizes == k)
        for c, w in enumerate(omega):
            offsets = np.sort(np.mod(np.arange(k, dtype=np.float64) * w, TWO_PI))
            turn = np.mod(firsts[rows] * w, TWO_PI) + shift[c]
            high[rows, c] = _nearest_sin(turn, offsets, np.pi / 2).max(axis=0)
            low[rows, c] = _nearest_sin(turn, offsets, -np.pi / 2).min(axis=0)
    return edges + start, low, high


def _nearest_sin(turn: np.ndarray, offsets: np.ndarray, target: float) -> np.ndarray:
    """sin(turn + s) for the two offsets s (sorted, in [0, 2pi)) around target - turn on the circle."""
    want = np.mod(target - turn, TWO_PI)
    i = np.searchsorted(offsets, want)
    k = offsets.size
    return np.sin(turn + np.stack([offsets[(i - 1) % k], offsets[i % k]]))
