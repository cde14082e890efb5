"""The relative-shift rotation: PE(pos + k) is a fixed linear map of PE(pos), whatever pos is.

For each frequency w, (sin, cos) of (pos + k) w is (sin, cos) of pos w turned by k w:
    sin((p+k)w) =  cos(kw) sin(pw) + sin(kw) cos(pw)
    cos((p+k)w) = -sin(kw) sin(pw) + cos(kw) cos(pw)
so M_k is block diagonal with one 2 x 2 rotation per pair, placed on the pair's two dimensions (adjacent
in the interleaved layout, d/2 apart in the concatenated one). An odd d_model's lone last sin dimension
has no cos partner: no linear map of PE(pos) gives its shifted value, so M_k keeps it as it is (a 1 on
the diagonal) and `shift_error` reports it apart.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .budget import check_allocation
from .sinusoidal import _check_shape, check_layout, frequencies, pair_dims
from .validation import MAX_POSITION, whole


def shift_matrix(k: int, d_model: int, base: float = 10000.0, layout: str = "interleaved") -> np.ndarray:
    """M_k, (d_model, d_model) float64, with M_k @ PE(pos) = PE(pos + k) on every complete pair."""
    k = whole("k", k, -MAX_POSITION, MAX_POSITION)
    d_model, base = _check_shape(d_model, base)
    check_layout(layout)
    check_allocation((d_model, d_model), 8, "shift matrix")
    freqs = frequencies(d_model, base)
    m = np.zeros((d_model, d_model))
    for i, w in enumerate(freqs):
        s, c = pair_dims(i, d_model, layout)
        if c is None:  # the lone sin
            m[s, s] = 1.0
            continue
        m[s, s], m[s, c] = np.cos(k * w), np.sin(k * w)
        m[c, s], m[c, c] = -np.sin(k * w), np.cos(k * w)
    return m


def lone_dim(d_model: int, layout: str = "interleaved") -> int | None:
    """The dimension of an odd d_model's lone sin, or None."""
    if d_model % 2 == 0:
        return None
    return pair_dims((d_model - 1) // 2, d_model, layout)[0]


def shift_error(
    shifted: np.ndarray, target: np.ndarray, d_model: int, layout: str = "interleaved"
) -> tuple[float, float | None]:
    """(largest |M_k PE(pos) - PE(pos+k)| over the complete pairs' dimensions, the lone sin's error or
    None)."""
    lone = lone_dim(d_model, layout)
    diff = np.abs(np.asarray(shifted, dtype=np.float64) - np.asarray(target, dtype=np.float64))
    if lone is None:
        return float(diff.max()), None
    mask = np.ones(d_model, dtype=bool)
    mask[lone] = False
    return (float(diff[mask].max()) if mask.any() else 0.0), float(diff[lone])


def shift_apply(vector: Any, k: int, d_model: int, base: float = 10000.0, layout: str = "interleaved") -> np.ndarray:
    """M_k @ vector in O(d) (pair by pair), for a vector of d_model values: shape (d_model,), float64."""
    k = whole("k", k, -MAX_POSITION, MAX_POSITION)
    d_model, base = _check_shape(d_model, base)
    check_layout(layout)
    v = np.asarray(vector, dtype=np.float64)
    out = v.copy()
    freqs = frequencies(d_model, base)
    full = d_model // 2
    sin_dims, cos_dims = zip(*(pair_dims(i, d_model, layout) for i in range(full))) if full else ((), ())
    s, c = np.array(sin_dims, dtype=np.int64), np.array(cos_dims, dtype=np.int64)
    ck, sk = np.cos(k * freqs[:full]), np.sin(k * freqs[:full])
    out[s] = ck * v[s] + sk * v[c]
    out[c] = -sk * v[s] + ck * v[c]
    return out


def shown_dims(d_model: int, layout: str, pairs: int) -> np.ndarray:
    """The dimensions of the first `pairs` frequency pairs, in dimension order: a 1-D int array."""
    dims = []
    for i in range(min(pairs, (d_model + 1) // 2)):
        s, c = pair_dims(i, d_model, layout)
        dims += [s] if c is None else [s, c]
    return np.array(sorted(dims), dtype=np.int64)
