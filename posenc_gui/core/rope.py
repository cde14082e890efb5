"""Rotary position embedding (RoPE) as RoFormer defines it, its relative scores and long-term decay, and
the context-extension rules built on it.

theta_i = base^(-2i/d), i = 0 .. d/2-1. A vector at position m has each pair of dimensions turned by
m * theta_i. Pairs are (x_{2i}, x_{2i+1}) in the paper ("interleaved") or (x_i, x_{i+d/2}) in GPT-NeoX and
Hugging Face's rotate_half ("split-half"): the same rotation on permuted dimensions, so the same scores.
Because rotations compose, q_m . k_n = Re(sum_i q_i conj(k_i) e^{i(m-n) theta_i}) (q_i, k_i the pairs as
complex numbers) depends on m - n only.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .budget import check_allocation
from .errors import ParamError
from .validation import base_value, positions_array, whole

PAIRINGS = ("interleaved", "split-half")


def check_rope_dim(d: int) -> int:
    d = whole("d", d, 2, 2**16)
    if d % 2:
        raise ParamError("RoPE turns dimensions in pairs: d must be even, not {d}.", d=d)
    return d


def check_pairing(pairing: Any) -> str:
    if pairing not in PAIRINGS:
        raise ParamError(
            "pairing must be one of {choices}, not {value}.", choices=", ".join(PAIRINGS), value=repr(pairing)
        )
    return pairing


def rope_thetas(d: int, base: float = 10000.0) -> np.ndarray:
    """theta_i = base^(-2i/d) for i = 0 .. d/2-1: shape (d/2,), float64."""
    d, base = check_rope_dim(d), base_value(base)
    return base ** (-2.0 * np.arange(d // 2) / d)


def pair_indices(d: int, pairing: str = "interleaved") -> tuple[np.ndarray, np.ndarray]:
    """The dimensions (first, second) of each pair i: two int arrays of shape (d/2,)."""
    d, pairing = check_rope_dim(d), check_pairing(pairing)
    i = np.arange(d // 2)
    return (2 * i, 2 * i + 1) if pairing == "interleaved" else (i, i + d // 2)


def as_complex(x: np.ndarray, pairing: str = "interleaved") -> np.ndarray:
    """(..., d) real -> (..., d/2) complex: pair i as first + i*second."""
    x = np.asarray(x, dtype=np.float64)
    a, b = pair_indices(x.shape[-1], pairing)
    return x[..., a] + 1j * x[..., b]


def from_complex(z: np.ndarray, pairing: str = "interleaved") -> np.ndarray:
    """(..., d/2) complex -> (..., d) float64, the inverse of as_complex: pair i's real part on its first
    dimension, its imaginary part on its second."""
    d = 2 * z.shape[-1]
    a, b = pair_indices(d, pairing)
    out = np.empty((*z.shape[:-1], d), dtype=np.float64)
    out[..., a], out[..., b] = z.real, z.imag
    return out


def rope_rotate(x: Any, positions: Any, base: float = 10000.0, pairing: str = "interleaved") -> np.ndarray:
    """x (n, d) or (d,) with each row turned pair by pair by position * theta_i; positions (n,) or a number
    (fractional positions, as position interpolation makes, are fine). float64."""
    x = np.asarray(x, dtype=np.float64)
    single = x.ndim == 1
    rows = np.atleast_2d(x)
    pos = positions_array(positions)
    if pos.size == 1 and rows.shape[0] > 1:
        pos = np.full(rows.shape[0], pos[0])
    if pos.size != rows.shape[0]:
        raise ParamError("{n} vectors need {n} positions, not {m}.", n=rows.shape[0], m=pos.size)
    thetas = rope_thetas(rows.shape[1], base)
    check_allocation((rows.shape[0], thetas.size), 16, "rotation table")
    turned = as_complex(rows, pairing) * np.exp(1j * pos[:, None] * thetas)
    out = from_complex(turned, pairing)
    return out[0] if single else out


def rope_scores(
    q: Any, k: Any, length: int, base: float = 10000.0, pairing: str = "interleaved", scale: float = 1.0
) -> np.ndarray:
    """(length, length): entry (m, n) = rope(q, m * scale) . rope(k, n * scale), by rotating and multiplying
    (no use of the relative form, so a test of that form is a real test)."""
    length = whole("length", length, 1, 2**15)
    check_allocation((length, length), 8, "score matrix")
    positions = np.arange(length, dtype=np.float64) * scale
    q_rows = rope_rotate(np.broadcast_to(np.asarray(q, dtype=np.float64), (length, len(q))), positions, base, pairing)
    k_rows = rope_rotate(np.broadcast_to(np.asarray(k, dtype=np.float64), (length, len(k))), positions, base, pairing)
    return q_rows @ k_rows.T


def diagonal_deviation(matrix: np.ndarray) -> float:
    """The largest |entry - first entry of its diagonal| over a square matrix (a float): 0 exactly when every diagonal
    m - n = const is constant (the matrix depends on m - n only)."""
    m = np.asarray(matrix, dtype=np.float64)
    n = m.shape[0]
    worst = 0.0
    for offset in range(-(n - 1), n):
        diagonal = np.diagonal(m, offset)
        worst = max(worst, float(np.abs(diagonal - diagonal[0]).max()))
    return worst


def rope_decay_bound(r: Any, d: int = 128, base: float = 10000.0) -> np.ndarray:
    """RoFormer section 3.4.3: (1/(d/2)) sum_{j=1}^{d/2} |S_j(r)|, S_j(r) = sum_{k=0}^{j-1} e^{i r theta_k}:
    the relative upper bound of |q_m . k_n| as the distance r = m - n grows (32.5 at r = 0 for d = 128)."""
    r = positions_array(r)
    thetas = rope_thetas(d, base)
    check_allocation((r.size, thetas.size), 16, "decay table")
    partial = np.cumsum(np.exp(1j * r[:, None] * thetas), axis=1)
    return np.abs(partial).mean(axis=1)


def mean_cos(r: Any, d: int = 128, base: float = 10000.0) -> np.ndarray:
    """mean_i cos(r theta_i): q . k / (d/2) for q = k = all ones rotated r apart (not the bound)."""
    r = positions_array(r)
    thetas = rope_thetas(d, base)
    check_allocation((r.size, thetas.size), 8, "cosine table")
    return np.cos(r[:, None] * thetas).mean(axis=1)


def random_score_mean(r: Any, d: int = 128, base: float = 10000.0, samples: int = 2000, seed: int = 0) -> np.ndarray:
    """Mean |q_0 . k_r| / (d/2) over seeded Gaussian q, k ~ N(0, I): what a typical pair of vectors scores at
    distance r (Monte Carlo, `samples` pairs; the same numbers every run)."""
    r = positions_array(r)
    thetas = rope_thetas(d, base)
    samples = whole("samples", samples, 1, 10**6)
    check_allocation((samples, max(r.size, thetas.size, d)), 16, "Monte Carlo table")
    rng = np.random.default_rng(seed)
    q = rng.standard_normal((samples, d))
    k = rng.standard_normal((samples, d))
    a = as_complex(q) * np.conj(as_complex(k))  # (samples, d/2)
    scores = (a @ np.exp(-1j * r[None, :] * thetas[:, None])).real  # q_0 . k_r: angle (0 - r) theta
    return np.abs(scores).mean(axis=0) / (d // 2)


def interpolated_positions(positions: Any, train_len: int, target_len: int) -> np.ndarray:
    """Position interpolation (Chen et al. 2023): positions squeezed by train_len / target_len, so a
    target_len-long input turns no further than training did."""
    train_len = whole("trained length", train_len, 1, 10**7)
    target_len = whole("target length", target_len, 1, 10**8)
    return positions_array(positions) * (train_len / target_len)


def ntk_base(base: float, d: int, train_len: int, target_len: int) -> float:
    """NTK-aware scaling: base' = base * s^(d/(d-2)), s = target_len / train_len; the fastest pair keeps its
    speed and the slowest is slowed by s, so its angle at target_len is its angle at train_len."""
    d, base = check_rope_dim(d), base_value(base)
    if d < 4:
        raise ParamError("NTK-aware scaling needs d of at least 4, not {d}.", d=d)
    s = whole("target length", target_len, 1, 10**8) / whole("trained length", train_len, 1, 10**7)
    return float(base * s ** (d / (d - 2)))


Q_SEED, K_SEED = 1, 2


def rope_width(d_model: int) -> int:
    """The width RoPE works on for a d_model: an odd one leaves its last dimension out."""
    d_model = whole("d_model", d_model, 1, 2**16)
    return max(2, d_model - d_model % 2)


def seeded_vector(d: int, seed: int) -> np.ndarray:
    """A query or key vector, shape (d,) float64, with N(0, 1) entries drawn from `seed` (the same in every run)."""
    return np.random.default_rng(whole("seed", seed, 0, 2**32 - 1)).standard_normal(whole("d", d, 1, 2**16))
