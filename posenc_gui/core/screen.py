"""Long tables reduced to screen resolution without aliasing: rows low-passed in closed form (a smooth
triangular window, or exact block means) and exact min/max envelopes of columns.

Skipping rows or samples would fold high frequencies into false slow patterns; both reductions here keep
what a pixel can show and never build more than a bounded slice of the table.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .budget import check_allocation
from .errors import ParamError
from .sinusoidal import (
    _check_shape,
    _complex_table,
    _dims_array,
    _selected_pairs,
    arrange,
    check_layout,
    columns,
    frequencies,
    sinusoidal,
)
from .validation import MAX_POSITION, first_position, whole

TWO_PI = 2.0 * np.pi
DIRECT_RUN = 12  # runs up to this many positions are reduced from the values (measured: 3x faster at 2)


def _edges(max_len: int, buckets: int) -> np.ndarray:
    """Run boundaries for `buckets` nearly equal runs (column_envelope's pixel columns)."""
    return np.round(np.linspace(0, max_len, buckets + 1)).astype(np.int64)


ROW_FILTERS = ("smooth", "mean")


def _screen_args(
    max_len: Any, first: Any, stop: Any, rows: Any, d_model: Any, base: Any, layout: Any
) -> tuple[Any, ...]:
    """The arguments of a screen-resolution reduction, validated: (max_len, first, stop, rows, d_model,
    base); stop None means max_len."""
    max_len = whole("max_len", max_len, 1, MAX_POSITION)
    stop = max_len if stop is None else whole("stop", stop, 1, max_len)
    first = whole("first", first, 0, stop - 1)
    rows = whole("rows", rows, 1, 2**31)
    d_model, base = _check_shape(d_model, base)
    check_layout(layout)
    return max_len, first, stop, rows, d_model, base


def screen_rows(
    max_len: int,
    d_model: int,
    base: float = 10000.0,
    layout: str = "interleaved",
    rows: int = 1024,
    first: int = 0,
    stop: int | None = None,
    kind: str = "smooth",
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Positions first .. stop-1 of the table reduced to at most `rows` rows, float32, without aliasing.

    Up to `rows` positions: the table itself. Beyond, rows step by k = ceil(span / rows) positions and
    row j stands for positions edges[j] .. edges[j+1]-1 (edges[j] = first + j*k). In closed form, with
    D_k(w) = sin(k*w/2) / (k*sin(w/2)):
      kind="mean"    the exact mean over the row's positions: sin(c*w) * D_k(w), c the block's centre
                     (the last block, if shorter, with its own length). D_k changes sign beyond its first
                     null, so frequencies there come out with flipped sign: false stripes.
      kind="smooth"  a triangular-weighted mean over c-m+1 .. c+m-1 around the integer c = edges[j] + k//2,
                     m = 2k (weights (m - |n|) / m^2): sin(c*w) * D_m(w)^2, which never flips sign (Fejer)
                     and has its first null at the wavelength 2k that rows k apart can just show, so what
                     they cannot show is cut to under 5 % instead of folding back as false stripes.
    The rows are one strided angle-addition table (centres are evenly spaced) times the kernel per column,
    so they cost about what a table of `rows` positions costs, whatever the span.
    Returns (table, edges, centres): centres[j] is the position row j is centred on.
    """
    max_len, first, stop, rows, d_model, base = _screen_args(max_len, first, stop, rows, d_model, base, layout)
    if kind not in ROW_FILTERS:
        raise ParamError(
            "kind must be one of {choices}, not {value}.", choices=", ".join(ROW_FILTERS), value=repr(kind)
        )
    span = stop - first
    if span <= rows:
        edges = np.arange(first, stop + 1, dtype=np.int64)
        return sinusoidal(span, d_model, base, layout, start=first), edges, edges[:-1].astype(np.float64)
    k = -(-span // rows)
    n = -(-span // k)
    check_allocation((n, d_model), 16, "table of screen rows")  # complex rows, kernel and the result
    edges = np.minimum(first + k * np.arange(n + 1, dtype=np.int64), stop)
    c0 = first + ((k - 1) / 2 if kind == "mean" else k // 2)
    freqs = frequencies(d_model, base)
    z = _complex_table(n, c0 / k, k * freqs, np.complex64)  # rows at c0, c0 + k, c0 + 2k, ...
    z *= (dirichlet(k, freqs) if kind == "mean" else dirichlet(2 * k, freqs) ** 2).astype(np.float32)
    centres = c0 + k * np.arange(n, dtype=np.float64)
    last = int(edges[-1] - edges[-2])
    if kind == "mean" and last != k:  # a shorter last block: its own centre and length
        centres[-1] = edges[-2] + (last - 1) / 2
        z[-1] = 1j * np.exp(-1j * centres[-1] * freqs) * dirichlet(last, freqs)
    return arrange(z, d_model, layout), edges, centres


def dirichlet(k: int, freqs: np.ndarray) -> np.ndarray:
    """D_k(w) = sin(k*w/2) / (k*sin(w/2)): the mean of e^(i*n*w) over k consecutive n, about their centre."""
    half = freqs / 2.0
    return np.sin(k * half) / (k * np.sin(half))


def block_means(
    max_len: int, d_model: int, base: float = 10000.0, layout: str = "interleaved", rows: int = 1024
) -> tuple[np.ndarray, np.ndarray]:
    """The table as exact means over blocks of consecutive positions, at most `rows` rows, float32.
    Returns (means, edges): block j covers positions edges[j] .. edges[j+1]-1. See screen_rows."""
    table, edges, _ = screen_rows(max_len, d_model, base, layout, rows, kind="mean")
    return table, edges


def column_envelope(
    max_len: int,
    dims: Any,
    d_model: int,
    base: float = 10000.0,
    layout: str = "interleaved",
    buckets: int = 4000,
    start: int = 0,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Exact minimum and maximum of selected dimensions over `buckets` runs of consecutive integer
    positions start .. start+max_len-1 (what a plot's peak mode shows), without visiting every position.

    A run of k positions from a has the phases a*w + {j*w mod 2pi : j < k}: the same k offsets, turned by
    a*w. sin falls with the circular distance from pi/2, so its maximum over the run is at the offset
    nearest to pi/2 - a*w, one of two neighbours in the sorted offsets (the minimum likewise, at -pi/2;
    cos is sin turned by pi/2). Runs come in at most two lengths, so the cost is O(k log k + buckets) per
    dimension instead of O(max_len). (Runs of at most DIRECT_RUN positions are reduced from the values.)

    Returns (edges, low, high): bucket j covers positions edges[j] .. edges[j+1]-1; low and high have
    shape (buckets, len(dims)). With max_len <= buckets every bucket is one position.
    """
    max_len = whole("max_len", max_len, 1, MAX_POSITION)
    start = first_position(start, max_len)
    buckets = min(whole("buckets", buckets, 1, 2**31), max_len)
    dims = _dims_array(dims)
    check_allocation((buckets, max(dims.size, 1)), 16, "envelope")  # before even the bucket edges exist
    check_allocation((-(-max_len // buckets),), 16, "run of phase offsets")
    edges = _edges(max_len, buckets)
    low = np.empty((buckets, dims.size))
    high = np.empty((buckets, dims.size))
    if dims.size == 0:
        return edges + start, low, high
    pair, is_sin = _selected_pairs(dims, d_model, base, layout)
    omega = frequencies(d_model, base)[pair]
    shift = np.where(is_sin, 0.0, np.pi / 2)  # cos x = sin(x + pi/2)
    sizes = np.diff(edges)
    longest = int(sizes.max())
    if longest <= DIRECT_RUN:  # short runs: the values themselves cost less than searching their phases
        table = columns(max_len, dims, d_model, base, layout, start=start)
        return edges + start, run_reduce(np.minimum, table, edges), run_reduce(np.maximum, table, edges)
    firsts = (edges[:-1] + start).astype(np.float64)
    runs = [(k, np.flatnonzero(sizes == k)) for k in np.unique(sizes).tolist()]
    longest_offsets: dict[int, np.ndarray] = {}  # a pair's sin and cos turn by the same offsets: sorted once
    for c, w in enumerate(omega.tolist()):
        offsets = longest_offsets.get(w)
        if offsets is None:
            offsets = longest_offsets[w] = _sorted_offsets(longest, w)
        for k, rows in runs:
            turn = np.mod(firsts[rows] * w, TWO_PI) + shift[c]
            high[rows, c], low[rows, c] = _nearest_extremes(turn, _first_offsets(offsets, k, longest, w))
    return edges + start, low, high


def run_reduce(ufunc: Any, table: np.ndarray, edges: Any, axis: int = 0) -> np.ndarray:
    """np.minimum or np.maximum (`ufunc`) over the runs edges[j] .. edges[j+1]-1 of `table` along `axis`
    (edges ascending, no run empty), in one elementwise pass per position of the longest run: a shorter
    run repeats its last element. Bit for bit ufunc.reduceat, which visits the table in an order that
    made it several times slower for short runs (60 against 8 ms for 900 runs of 2048 x 1024 values)."""
    edges = np.asarray(edges)
    sizes = np.diff(edges)
    f = int(sizes[0])
    if edges[0] == 0 and (sizes[:-1] == f).all() and sizes[-1] <= f:  # runs of f, the last maybe shorter
        return _regular_run_reduce(ufunc, table, f, sizes.size - (sizes[-1] < f), axis)
    starts, last = edges[:-1], edges[1:] - 1
    out = np.take(table, starts, axis=axis)
    for j in range(1, int(sizes.max())):
        ufunc(out, np.take(table, np.minimum(starts + j, last), axis=axis), out=out)
    return out


def _regular_run_reduce(ufunc: Any, table: np.ndarray, f: int, full: int, axis: int) -> np.ndarray:
    """run_reduce for `full` runs of f from the start, then a shorter one if the axis goes on: strided
    views instead of gathered copies (three times faster again across a table's columns)."""
    lead = (slice(None),) * (axis % table.ndim)

    def along(part: slice) -> tuple[slice, ...]:
        return (*lead, part)

    out = table[along(slice(0, full * f, f))].copy()
    for j in range(1, f):
        ufunc(out, table[along(slice(j, full * f, f))], out=out)
    if full * f < table.shape[axis]:
        tail = ufunc.reduce(table[along(slice(full * f, None))], axis=axis, keepdims=True)
        out = np.concatenate([out, tail], axis=axis)
    return out


def _sorted_offsets(k: int, w: float) -> np.ndarray:
    """{j*w mod 2pi : j < k}, sorted."""
    return np.sort(np.mod(np.arange(k, dtype=np.float64) * w, TWO_PI))


def _first_offsets(offsets: np.ndarray, k: int, longest: int, w: float) -> np.ndarray:
    """The sorted offsets of a run of k positions, from those of the longest run (runs differ in length
    by one at most: the shorter lacks the last offset, found and dropped instead of sorting again)."""
    if k == longest:
        return offsets
    if k != longest - 1:
        return _sorted_offsets(k, w)
    last = np.mod(np.float64(longest - 1) * w, TWO_PI)  # (the very number sorted in: found exactly)
    return np.delete(offsets, int(np.searchsorted(offsets, last)))


_TARGETS = np.array([[np.pi / 2], [-np.pi / 2]])  # where sin peaks and troughs


def _nearest_extremes(turn: np.ndarray, offsets: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Maximum and minimum of sin(turn + s) over the sorted offsets s, for each turn: at the offsets on
    either side of pi/2 - turn and of -pi/2 - turn on the circle (one search for both)."""
    k = offsets.size
    want = np.mod(_TARGETS - turn, TWO_PI).ravel()
    order = np.argsort(want)  # (searched in order, each search starts where the last one ended: faster)
    i = np.empty(want.size, dtype=np.intp)
    i[order] = np.searchsorted(offsets, want[order])
    i = i.reshape(2, turn.size)
    before = i - 1
    before[before < 0] += k
    i[i >= k] -= k
    values = np.sin(turn + offsets[np.stack([before, i])])  # (neighbour, target, run)
    return values[:, 0].max(axis=0), values[:, 1].min(axis=0)


def row_envelope(
    max_len: int,
    d_model: int,
    base: float = 10000.0,
    layout: str = "interleaved",
    rows: int = 1024,
    first: int = 0,
    stop: int | None = None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Exact minimum and maximum of every dimension over at most `rows` runs of consecutive positions
    first .. stop-1 (the heatmap's envelope rows). Returns (low, high, edges): low and high are float32
    of shape (runs, d_model), run j covers positions edges[j] .. edges[j+1]-1. See column_envelope."""
    max_len, first, stop, rows, d_model, base = _screen_args(max_len, first, stop, rows, d_model, base, layout)
    edges, low, high = column_envelope(stop - first, np.arange(d_model), d_model, base, layout, rows, first)
    return low.astype(np.float32), high.astype(np.float32), edges
