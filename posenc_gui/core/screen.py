"""Long tables reduced to screen resolution without aliasing: exact block means and exact min/max envelopes.

Skipping rows or samples would fold high frequencies into false slow patterns; both reductions here keep
what a pixel can show and never build more than a bounded slice of the table.
"""
from __future__ import annotations

import numpy as np

from .sinusoidal import _selected_pairs, _sin_or_cos, columns, frequencies, sinusoidal
from .validation import whole

ENVELOPE_CHUNK = 1 << 18  # positions per slice while scanning for minima and maxima


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
    edges = _edges(max_len, rows)
    centre = (edges[:-1] + edges[1:] - 1) / 2.0
    # rounded edges give blocks of only two sizes: evaluate the kernel once per size
    sizes, which = np.unique(np.diff(edges), return_inverse=True)
    freqs = frequencies(d_model, base)
    half = freqs / 2.0
    kernel = (np.sin(sizes[:, None] * half) / (sizes[:, None] * np.sin(half)))[which.ravel()]
    pair, is_sin = _selected_pairs(np.arange(int(d_model)), d_model, base, layout)
    means = _sin_or_cos(centre[:, None] * freqs[pair], is_sin) * kernel[:, pair]
    return means.astype(np.float32), edges


def column_envelope(max_len: int, dims, d_model: int, base: float = 10000.0, layout: str = "interleaved",
                    buckets: int = 4000, start: int = 0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Exact minimum and maximum of selected dimensions over `buckets` runs of consecutive integer
    positions start .. start+max_len-1 (what a plot's peak mode shows), slice by slice in bounded memory.

    Returns (edges, low, high): bucket j covers positions edges[j] .. edges[j+1]-1; low and high have
    shape (buckets, len(dims)). With max_len <= buckets every bucket is one position.
    """
    max_len = whole("max_len", max_len, 1, 2**40)
    start = whole("start", start, 0, 2**52)
    buckets = min(whole("buckets", buckets, 1, 2**31), max_len)
    dims = np.atleast_1d(np.asarray(dims, dtype=np.int64))
    edges = _edges(max_len, buckets)
    low = np.empty((buckets, dims.size))
    high = np.empty((buckets, dims.size))
    if dims.size == 0:
        return edges, low, high
    first = 0
    while first < buckets:
        # as many whole buckets as fit in one slice (at least one)
        last = max(first + 1, int(np.searchsorted(edges, edges[first] + ENVELOPE_CHUNK, side="right")) - 1)
        last = min(last, buckets)
        a, b = int(edges[first]), int(edges[last])
        block = columns(b - a, dims, d_model, base, layout, start=start + a)
        starts = edges[first:last] - a
        low[first:last] = np.minimum.reduceat(block, starts, axis=0)
        high[first:last] = np.maximum.reduceat(block, starts, axis=0)
        first = last
    return edges + start, low, high
