"""Sinusoidal positional encoding (Vaswani et al. 2017), exact and vectorised.

PE(pos, 2i) = sin(pos * w_i),  PE(pos, 2i+1) = cos(pos * w_i),  w_i = base^(-2i/d).

Why not ``sin(pos * w)`` in float32: the product loses ~5e-4 by position 8192. Angles are taken in float64,
and the table is assembled with the angle-addition rule so that only O(sqrt(L) * d) sines are evaluated:
with pos = start + c*B + f, the pair (sin, cos) is the complex number  i*e^{-i pos w}
  = (i*e^{-i (start + cB) w}) * e^{-i f w},
and a float32 (L, d) array viewed as complex64 (L, d/2) is exactly the interleaved layout. One broadcast
complex multiply fills the table; each factor is rounded once, so the error stays below ~2e-7.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .budget import check_allocation
from .errors import ParamError
from .validation import base_value, first_position, positions_array, shown, whole

LAYOUTS = ("interleaved", "concatenated")


def _check_shape(d_model: Any, base: Any) -> tuple[int, float]:
    return whole("d_model", d_model, 1, 2**31), base_value(base)


def n_pairs(d_model: int) -> int:
    """Number of frequencies: ceil(d/2) (an odd d_model's last dimension is a lone sin)."""
    return (int(d_model) + 1) // 2


def frequencies(d_model: int, base: float = 10000.0) -> np.ndarray:
    """Angular frequencies w_i = base^(-2i/d) for i = 0 .. ceil(d/2)-1: shape (ceil(d/2),), float64."""
    d_model, base = _check_shape(d_model, base)
    check_allocation((n_pairs(d_model),), 8, "frequency array")
    i = np.arange(n_pairs(d_model), dtype=np.float64)
    return np.power(base, -2.0 * i / d_model)


def wavelengths(d_model: int, base: float = 10000.0) -> np.ndarray:
    """Wavelengths 2*pi / w_i in positions: shape (ceil(d/2),), float64 (from 2*pi up to 2*pi*base)."""
    return 2.0 * np.pi / frequencies(d_model, base)


def ntk_table_base(base: float, d_model: int, train_len: int, target_len: int) -> float:
    """NTK-aware scaling of the sinusoidal table (a thought experiment: the table is added, not rotated):
    the base that makes the slowest frequency, base^(-2i/d) at the last i, turn s = target_len / train_len
    times slower, base' = base * s^(d / 2i); the fastest (i = 0) keeps its speed. For an even d_model,
    2i = d - 2 and this is RoPE's base * s^(d/(d-2)); an odd one's lone last sin has 2i = d - 1."""
    d_model, base = _check_shape(d_model, base)
    slowest = 2 * (n_pairs(d_model) - 1)
    if slowest == 0:
        raise ParamError("NTK-aware scaling needs two frequencies at least: d_model of 3 or more, not {d}.", d=d_model)
    s = whole("target length", target_len, 1, 10**8) / whole("trained length", train_len, 1, 10**7)
    return float(base * s ** (d_model / slowest))


def check_layout(layout: Any) -> None:
    if layout not in LAYOUTS:
        raise ParamError(
            "layout must be one of {choices}, not {value}.", choices=", ".join(LAYOUTS), value=repr(layout)
        )


def dim_pair(dim: Any, d_model: int, layout: str = "interleaved") -> tuple[Any, Any]:
    """Frequency index i and kind ('sin' or 'cos') of a dimension in the given layout (arrays of dim's shape)."""
    dim = np.asarray(dim)
    if layout == "interleaved":
        return dim // 2, np.where(dim % 2 == 0, "sin", "cos")
    if layout == "concatenated":
        ns = n_pairs(d_model)
        return np.where(dim < ns, dim, dim - ns), np.where(dim < ns, "sin", "cos")
    check_layout(layout)  # raises: the layout is neither
    raise AssertionError("unreachable")


def pair_dims(i: int, d_model: int, layout: str = "interleaved") -> tuple[int, int | None]:
    """The dimensions holding sin and cos of frequency i (cos is None for an odd d_model's last pair)."""
    check_layout(layout)
    sin_dim, cos_dim = (2 * i, 2 * i + 1) if layout == "interleaved" else (i, n_pairs(d_model) + i)
    return sin_dim, cos_dim if cos_dim < d_model else None


def _complex_table(count: int, start: float, freqs: np.ndarray, ctype: Any) -> np.ndarray:
    """(count, len(freqs)) complex array whose real part is sin(pos*w), imaginary part cos(pos*w), for
    pos = start, start+1, ... (start may be fractional: strided tables pass start/stride and stride*w)."""
    block = max(1, int(np.sqrt(count)))
    coarse_n = -(-count // block)
    fine = np.exp(-1j * (np.arange(block, dtype=np.float64)[:, None] * freqs)).astype(ctype)
    coarse_pos = float(start) + np.arange(coarse_n, dtype=np.float64) * block
    coarse = (1j * np.exp(-1j * (coarse_pos[:, None] * freqs))).astype(ctype)
    out = np.empty((coarse_n, block, freqs.size), dtype=ctype)
    np.multiply(coarse[:, None, :], fine[None, :, :], out=out)
    return out.reshape(coarse_n * block, freqs.size)[:count]


def sinusoidal(
    max_len: int,
    d_model: int,
    base: float = 10000.0,
    layout: str = "interleaved",
    dtype: Any = np.float32,
    start: int = 0,
) -> np.ndarray:
    """The (max_len, d_model) table for positions start .. start+max_len-1.

    layout="interleaved": even dims sin, odd dims cos of the same frequency (paper, PyTorch).
    layout="concatenated": all sin columns, then all cos columns (TensorFlow tutorial).
    """
    max_len = whole("max_len", max_len, 1, 2**40)
    start = first_position(start, max_len)
    d_model, _ = _check_shape(d_model, base)
    check_layout(layout)
    try:
        dtype = np.dtype(dtype)
    except TypeError:
        raise ParamError(
            "dtype must be a floating-point type such as numpy.float32, not {value}.", value=repr(dtype)
        ) from None
    if dtype.kind != "f":
        raise ParamError("dtype must be a floating-point type, not {value}.", value=str(dtype))
    # float16 and float32 are computed in complex64; float64 and wider in complex128.
    ctype, fdtype = (np.complex64, np.float32) if dtype.itemsize <= 4 else (np.complex128, np.float64)
    check_allocation((max_len, d_model), dtype.itemsize, f"{dtype.name} table")
    check_allocation((max_len, 2 * n_pairs(d_model)), np.dtype(fdtype).itemsize, "working table")
    z = _complex_table(max_len, start, frequencies(d_model, base), ctype)
    return arrange(z, d_model, layout, dtype)


def arrange(z: np.ndarray, d_model: int, layout: str, dtype: Any = np.float32) -> np.ndarray:
    """The (rows, d_model) table in `layout` from complex pairs z[:, i] = sin_i + 1j*cos_i (as
    _complex_table makes them), clipped to [-1, 1]."""
    rows = z.shape[0]
    fdtype = np.float32 if z.dtype == np.complex64 else np.float64
    pairs = z.view(fdtype).reshape(rows, 2 * z.shape[1])  # columns: sin0, cos0, sin1, cos1, ...
    if layout == "interleaved":
        table = pairs if d_model % 2 == 0 else pairs[:, :d_model]
    else:
        table = np.concatenate([pairs[:, 0::2], pairs[:, 1 : 2 * (d_model // 2) : 2]], axis=1)
    table = np.ascontiguousarray(table, dtype=dtype)
    # Each factor is rounded once, so a product near a peak can come out as 1.0000001; clipping (about a
    # tenth of the table's cost) keeps every value in [-1, 1] and leaves cos(0) exactly 1.
    return np.clip(table, -1.0, 1.0, out=table)


def values(positions: Any, dims: Any, d_model: int, base: float = 10000.0, layout: str = "interleaved") -> np.ndarray:
    """PE at arbitrary (also fractional) positions for selected dimensions: shape (len(positions), len(dims)),
    float64, evaluated directly from the formula. Used for single values, wave curves and cursors."""
    positions = positions_array(positions)
    dims = _dims_array(dims)
    check_allocation((positions.size, dims.size), 16, "table of values")  # the angles and the result
    pair, is_sin = _selected_pairs(dims, d_model, base, layout)
    return _sin_or_cos(positions[:, None] * frequencies(d_model, base)[pair], is_sin)


def columns(
    max_len: int, dims: Any, d_model: int, base: float = 10000.0, layout: str = "interleaved", start: int = 0
) -> np.ndarray:
    """PE at the integer positions start .. start+max_len-1 for selected dimensions, float64.

    Same numbers as values() on integer positions, built with the angle-addition rule (a complex multiply
    per value instead of a sine), so long wave curves stay cheap while a slider is dragged."""
    max_len = whole("max_len", max_len, 1, 2**40)
    start = first_position(start, max_len)
    dims = _dims_array(dims)
    check_allocation((max_len, dims.size), 24, "table of columns")  # complex128 working array + result
    pair, is_sin = _selected_pairs(dims, d_model, base, layout)
    z = _complex_table(max_len, start, frequencies(d_model, base)[pair], np.complex128)
    return np.where(is_sin, z.real, z.imag)


def _dims_array(dims: Any) -> np.ndarray:
    """Whole dimension indices as int64; fractions, NaN and numbers past int64 are refused, not truncated."""
    try:
        array = np.atleast_1d(np.asarray(dims))
        if (
            array.dtype.kind == "f"
            and np.isfinite(array).all()
            and (array == np.round(array)).all()
            and np.abs(array).max(initial=0) < 2**62
        ):
            array = array.astype(np.int64)
        if array.dtype.kind == "u" and array.max(initial=0) < 2**62:
            array = array.astype(np.int64)
        if array.dtype.kind != "i" and array.size:
            raise TypeError
        return array.astype(np.int64)
    except (TypeError, ValueError, OverflowError):
        raise ParamError("dimensions must be whole numbers, not {value}.", value=shown(dims)) from None


def _selected_pairs(dims: np.ndarray, d_model: Any, base: Any, layout: Any) -> tuple[np.ndarray, np.ndarray]:
    d_model, _ = _check_shape(d_model, base)
    if dims.size and (dims.min() < 0 or dims.max() >= d_model):
        raise ParamError("dimensions must lie in 0 .. {last}, not {dims}.", last=d_model - 1, dims=dims.tolist())
    pair, kind = dim_pair(dims, d_model, layout)
    return pair, kind == "sin"


def _sin_or_cos(angle: np.ndarray, is_sin: np.ndarray) -> np.ndarray:
    """sin of the columns flagged in is_sin, cos of the others; each evaluated only where it is needed."""
    out = np.empty_like(angle)
    out[:, is_sin] = np.sin(angle[:, is_sin])
    out[:, ~is_sin] = np.cos(angle[:, ~is_sin])
    return out
