"""How alike two positions' encodings are, in closed form.

PE(p)·PE(q) = sum over complete pairs of sin(pw)sin(qw) + cos(pw)cos(qw) = sum_i cos((p - q) w_i), plus
sin(p w_s) sin(q w_s) for an odd d_model's lone last sin dimension (frequency w_s). For an even d_model
the matrix is therefore Toeplitz: it depends only on p - q, and a whole L x L matrix costs O(L*d) cosines
plus the O(L^2) to lay it out, not the O(L^2*d) of PE @ PE.T. The layout (interleaved or concatenated)
only permutes dimensions, so it never changes a dot product.

Long tables are shown at screen resolution as exact block means: over blocks A and B of positions, the
mean of cos((p - q) w) is cos((c_A - c_B) w) D_A(w) D_B(w) (c the block's centre, D its Dirichlet kernel),
and of sin(p w) sin(q w) the product of the two blocks' means of sin, so the reduction never visits more
than one number per block pair.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .budget import check_allocation
from .errors import ParamError
from .sinusoidal import _check_shape, _complex_table, check_layout, frequencies
from .validation import MAX_POSITION, whole

KINDS = ("dot", "cosine")
MARKED_DISTANCES = (1, 2, 5, 10, 20, 49)  # the lesson's table of PE(p)·PE(p+k)


def _split(d_model: int, base: float) -> tuple[np.ndarray, float | None]:
    """(frequencies of the complete sin/cos pairs, frequency of the lone sin or None)."""
    freqs = frequencies(d_model, base)
    full = d_model // 2
    return freqs[:full], (float(freqs[full]) if d_model % 2 else None)


def shift_profile(deltas: Any, d_model: int, base: float = 10000.0) -> np.ndarray:
    """sum over complete pairs of cos(delta * w_i) for each delta (float64): the part of PE(p)·PE(q) that
    depends only on delta = q - p (all of it for an even d_model)."""
    d_model, base = _check_shape(d_model, base)
    deltas = np.asarray(deltas, dtype=np.float64)
    pairs, _ = _split(d_model, base)
    check_allocation((deltas.size, max(pairs.size, 1)), 8, "shift profile")
    out = np.empty(deltas.shape)
    flat, res = deltas.ravel(), out.reshape(-1)
    step = max(1, 2**22 // max(pairs.size, 1))  # a few MB of cosines at a time
    for k in range(0, flat.size, step):
        res[k : k + step] = np.cos(np.multiply.outer(flat[k : k + step], pairs)).sum(axis=1)
    return out


def dot(p: Any, q: Any, d_model: int, base: float = 10000.0) -> np.ndarray:
    """PE(p)·PE(q) for positions p and q (broadcast together: the shape of p + q), float64."""
    p, q = np.asarray(p, dtype=np.float64), np.asarray(q, dtype=np.float64)
    value = shift_profile(q - p, d_model, base)
    _, lone = _split(*_check_shape(d_model, base))
    if lone is not None:
        value = value + np.sin(p * lone) * np.sin(q * lone)
    return value


def squared_norm(p: Any, d_model: int, base: float = 10000.0) -> np.ndarray:
    """|PE(p)|^2 (the shape of p, float64): d/2 for an even d_model; (d-1)/2 + sin^2(p w_s) for an odd one."""
    d_model, base = _check_shape(d_model, base)
    p = np.asarray(p, dtype=np.float64)
    _, lone = _split(d_model, base)
    full = np.full(p.shape, float(d_model // 2))
    return full if lone is None else full + np.sin(p * lone) ** 2


def _dirichlet(lengths: np.ndarray, freqs: np.ndarray) -> np.ndarray:
    """D_k(w) = sin(k w/2) / (k sin(w/2)) for each block length k (rows) and frequency w (columns)."""
    k = np.asarray(lengths, dtype=np.float64)[:, None]
    half = freqs[None, :] / 2.0
    with np.errstate(invalid="ignore", divide="ignore"):
        d = np.sin(k * half) / (k * np.sin(half))
    return np.where(k == 1, 1.0, d)


def _blocks(max_len: int, rows: int) -> tuple[np.ndarray, int]:
    """Edges of at most `rows` blocks of k = ceil(L/rows) positions (the last may be shorter)."""
    k = -(-max_len // rows)
    n = -(-max_len // k)
    edges = np.minimum(k * np.arange(n + 1, dtype=np.int64), max_len)
    return edges, k


def _check_kind(kind: str) -> None:
    if kind not in KINDS:
        raise ParamError("kind must be one of {choices}, not {value}.", choices=", ".join(KINDS), value=repr(kind))


def similarity_matrix(
    max_len: int,
    d_model: int,
    base: float = 10000.0,
    layout: str = "interleaved",
    kind: str = "dot",
    rows: int | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """The L x L matrix of PE(p)·PE(q) (kind="dot") or of the cosine similarity, float32, as exact block
    means over at most `rows` blocks a side (None: every position). Returns (matrix, edges): block j covers
    positions edges[j] .. edges[j+1]-1.

    With blocks, the cosine of an odd d_model is the block mean of the dot products over the root of the
    two blocks' mean squared norms (its norms vary with the position, so a block's mean of ratios has no
    closed form); for an even d_model every norm is sqrt(d/2) and it is exact."""
    max_len = whole("max_len", max_len, 1, MAX_POSITION)
    d_model, base = _check_shape(d_model, base)
    check_layout(layout)
    _check_kind(kind)
    rows = max_len if rows is None else whole("rows", rows, 1, 2**31)
    edges, k = _blocks(max_len, rows)
    n = len(edges) - 1
    check_allocation((n, n), 8, "similarity matrix")  # float32, and as much again for a term added to it
    pairs, lone = _split(d_model, base)
    lengths = np.diff(edges)
    centres = (edges[:-1] + edges[1:] - 1) / 2.0
    # regular blocks: a Toeplitz matrix in the block index, laid out from one profile over block distances
    weight = _dirichlet(np.array([k]), pairs)[0] ** 2 if pairs.size else np.empty(0)
    # cos is even, so the profile over block distances -(n-1) .. n-1 mirrors the one over 0 .. n-1, whose
    # cosines come from the angle-addition table (a product of two small tables, not n*d cosines)
    check_allocation((n, max(pairs.size, 1)), 16, "similarity profile")
    half = _complex_table(n, 0.0, k * pairs, np.complex128).imag @ weight if pairs.size else np.zeros(n)
    profile = np.concatenate([half[:0:-1], half])
    # row a is profile[n-1-a : 2n-1-a]: reversed sliding windows, copied once into float32
    matrix = np.lib.stride_tricks.sliding_window_view(profile.astype(np.float32), n)[::-1].copy()
    if lengths[-1] != k and pairs.size:  # the shorter last block: its row and column directly
        own = _dirichlet(lengths, pairs)
        last = (np.cos(np.multiply.outer(centres - centres[-1], pairs)) * own * own[-1]).sum(axis=1)
        matrix[-1, :] = last
        matrix[:, -1] = last
    if lone is not None:
        mean_sin = (np.sin(centres * lone) * _dirichlet(lengths, np.array([lone]))[:, 0]).astype(np.float32)
        matrix += np.multiply.outer(mean_sin, mean_sin)
    if kind == "cosine":
        # a zero vector (d_model = 1 at position 0) has no direction: its cosine is taken as 0
        norms = np.sqrt(_block_mean_squared_norm(edges, d_model, base, lone)).astype(np.float32)
        inverse = np.divide(1.0, norms, out=np.zeros_like(norms), where=norms > 0)
        matrix *= inverse[:, None]
        matrix *= inverse[None, :]
    return matrix, edges


def _block_mean_squared_norm(edges: Any, d_model: int, base: float, lone: Any) -> np.ndarray:
    """Mean of |PE(p)|^2 over each block: (d-1)/2 + mean of sin^2(p w_s) = 1/2 - cos(2 c w_s) D(2 w_s)/2."""
    full = float(d_model // 2)
    lengths = np.diff(edges)
    if lone is None:
        return np.full(lengths.size, full)
    centres = (edges[:-1] + edges[1:] - 1) / 2.0
    mean_cos2 = np.cos(2 * centres * lone) * _dirichlet(lengths, np.array([2 * lone]))[:, 0]
    return full + 0.5 - 0.5 * mean_cos2


def similarity_to(
    reference: int, max_len: int, d_model: int, base: float = 10000.0, kind: str = "dot", rows: int | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """PE(reference)·PE(q) (or the cosine) for every position q, or its exact means over at most `rows`
    blocks of q. Returns (values, shape (n,) float64, edges, shape (n + 1,)): value j is over q in edges[j] ..
    edges[j+1]-1."""
    max_len = whole("max_len", max_len, 1, MAX_POSITION)
    reference = whole("reference", reference, 0, max_len - 1)
    d_model, base = _check_shape(d_model, base)
    _check_kind(kind)
    rows = max_len if rows is None else whole("rows", rows, 1, 2**31)
    edges, _ = _blocks(max_len, rows)
    lengths = np.diff(edges)
    centres = (edges[:-1] + edges[1:] - 1) / 2.0
    pairs, lone = _split(d_model, base)
    check_allocation((lengths.size, max(pairs.size, 1)), 16, "similarity curve")
    values = (np.cos(np.multiply.outer(centres - reference, pairs)) * _dirichlet(lengths, pairs)).sum(axis=1)
    if lone is not None:
        values = (
            values + np.sin(reference * lone) * np.sin(centres * lone) * _dirichlet(lengths, np.array([lone]))[:, 0]
        )
    if kind == "cosine":
        norms = np.sqrt(squared_norm(reference, d_model, base) * _block_mean_squared_norm(edges, d_model, base, lone))
        values = np.divide(values, norms, out=np.zeros_like(values), where=norms > 0)  # zero vector: 0
    return values, edges


def toeplitz_defect(matrix: np.ndarray) -> float:
    """Largest |S[p, q] - S[p+1, q+1]|: 0 (to rounding) when S depends only on p - q."""
    if matrix.shape[0] < 2:
        return 0.0
    return float(np.abs(matrix[1:, 1:] - matrix[:-1, :-1]).max())
