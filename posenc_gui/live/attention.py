"""The numeric pieces of the forward pass, in float32 numpy: norms, activations, RoPE and attention.

Each follows transformers 5's modeling code:
- LayerNorm: (x - mean) / sqrt(biased variance + eps) * weight + bias.
- RMSNorm: x / sqrt(mean(x^2) + eps) * weight, in float32 (as LlamaRMSNorm upcasts).
- GELU "gelu": x * Phi(x) with the error function (erfc from a Chebyshev fit, relative error below 1.2e-7);
  "gelu_new" / "gelu_pytorch_tanh" / "gelu_fast": the tanh approximation; "quick_gelu": x * sigmoid(1.702 x);
  "silu": x * sigmoid(x).
- RoPE: rotate_half's split-half pairs (dimension i with i + d/2), cos and sin of position x inv_freq taken in
  float32 (as the library does) times the rule's attention factor.
- attention: softmax(q k^T * scale + mask) v per head, key/value heads shared by groups of query heads (GQA,
  head h reads key head h // group), the queries taken in blocks so that the scores of a block stay within a
  memory budget and, for a causal model, no block computes the scores above the diagonal.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np

# the scores of one block of queries stay within this (float32 values); the queries are cut to fit
SCORE_BUDGET_BYTES = 48 * 2**20
# a causal run of more than this many tokens is cut in blocks even when the scores would fit (the blocks skip
# the scores above the diagonal: about half the work of the attention)
CAUSAL_BLOCK = 128

_SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)


def layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray, eps: float) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True, dtype=np.float32)
    centred = x - mean
    var = np.mean(np.square(centred), axis=-1, keepdims=True, dtype=np.float32)
    centred *= 1.0 / np.sqrt(var + np.float32(eps))
    centred *= weight
    centred += bias
    return centred


def rms_norm(x: np.ndarray, weight: np.ndarray, eps: float) -> np.ndarray:
    var = np.mean(np.square(x), axis=-1, keepdims=True, dtype=np.float32)
    out = x * (1.0 / np.sqrt(var + np.float32(eps)))
    out *= weight
    return out


# Numerical Recipes' erfcc: erfc(z) = t exp(-z^2 + P(t)), t = 1 / (1 + z/2), z >= 0, a Chebyshev fit with
# relative error below 1.2e-7 everywhere (P's coefficients from the highest power down)
_ERFC = (
    0.17087277,
    -0.82215223,
    1.48851587,
    -1.13520398,
    0.27886807,
    -0.18628806,
    0.09678418,
    0.37409196,
    1.00002368,
    -1.26551223,
)


def gelu_erf(x: np.ndarray) -> np.ndarray:
    """x * Phi(x) = x * erfc(-x / sqrt 2) / 2 (GELU with the error function), in float32, in place of
    temporaries: erfc's fit has relative error below 1.2e-7, about float32's own rounding."""
    z = x * np.float32(-1.0 / math.sqrt(2.0))
    a = np.abs(z)
    t = a * np.float32(0.5)
    t += np.float32(1.0)
    np.reciprocal(t, out=t)
    poly = np.full_like(t, np.float32(_ERFC[0]))
    for c in _ERFC[1:]:
        poly *= t
        poly += np.float32(c)
    np.square(a, out=a)
    poly -= a
    np.exp(poly, out=poly)
    poly *= t  # erfc(|z|)
    negative = z < 0
    poly[negative] = np.float32(2.0) - poly[negative]  # erfc(-|z|) = 2 - erfc(|z|)
    poly *= x
    poly *= np.float32(0.5)
    return poly


def gelu_tanh(x: np.ndarray) -> np.ndarray:
    inner = x * x
    inner *= np.float32(0.044715)
    inner += np.float32(1.0)
    inner *= x
    inner *= np.float32(_SQRT_2_OVER_PI)
    np.tanh(inner, out=inner)
    inner += np.float32(1.0)
    inner *= x
    inner *= np.float32(0.5)
    return inner


def _sigmoid_times(x: np.ndarray, slope: float) -> np.ndarray:
    """x * sigmoid(slope x), without overflow warnings (exp of a large argument is inf: 1 / inf = 0)."""
    e = np.negative(x) if slope == 1.0 else x * np.float32(-slope)
    with np.errstate(over="ignore"):
        np.exp(e, out=e)
    e += np.float32(1.0)
    np.divide(x, e, out=e)
    return e


def silu(x: np.ndarray) -> np.ndarray:
    return _sigmoid_times(x, 1.0)


def quick_gelu(x: np.ndarray) -> np.ndarray:
    return _sigmoid_times(x, 1.702)


def relu(x: np.ndarray) -> np.ndarray:
    return np.maximum(x, np.float32(0.0))


ACTIVATION_FUNCTIONS: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "gelu": gelu_erf,
    "gelu_python": gelu_erf,
    "gelu_new": gelu_tanh,
    "gelu_pytorch_tanh": gelu_tanh,
    "gelu_python_tanh": gelu_tanh,
    "gelu_fast": gelu_tanh,
    "quick_gelu": quick_gelu,
    "relu": relu,
    "silu": silu,
    "swish": silu,
}


def default_inv_freq(base: float, dim: int) -> np.ndarray:
    """base^(-2i/d) computed as the library computes it, in float32: 1 / base^(float32(2i) / d) (its roundings
    kept: a last-bit difference in a frequency turns into a visible angle difference thousands of tokens on)."""
    exponents = np.arange(0, dim, 2).astype(np.float32) / np.float32(dim)
    return np.float32(1.0) / np.power(np.float32(base), exponents)


def rope_tables(positions: np.ndarray, inv_freq: np.ndarray, attention_factor: float) -> tuple[np.ndarray, np.ndarray]:
    """(cos, sin), each (T, d/2) float32: of position x inv_freq computed in float32, times the factor."""
    angles = positions.astype(np.float32)[:, None] * inv_freq.astype(np.float32)[None, :]
    cos, sin = np.cos(angles), np.sin(angles)
    if attention_factor != 1.0:
        cos *= np.float32(attention_factor)
        sin *= np.float32(attention_factor)
    return cos, sin


def apply_rope(x: np.ndarray, cos: np.ndarray, sin: np.ndarray) -> np.ndarray:
    """x (T, heads, d) rotated: split-half pairs (i, i + d/2), as rotate_half pairs them; a new array."""
    half = x.shape[-1] // 2
    x1, x2 = x[..., :half], x[..., half:]
    c, s = cos[:, None, :], sin[:, None, :]
    out = np.empty_like(x)
    np.multiply(x1, c, out=out[..., :half])
    out[..., :half] -= x2 * s
    np.multiply(x2, c, out=out[..., half:])
    out[..., half:] += x1 * s
    return out


def _future(n: int) -> np.ndarray:
    """(n, n) float32: -inf above the diagonal (a later key), 0 elsewhere."""
    return np.triu(np.full((n, n), -np.inf, dtype=np.float32), 1)


def attention(
    q: np.ndarray, k: np.ndarray, v: np.ndarray, scale: float, causal: bool, keep: np.ndarray | None = None
) -> np.ndarray:
    """softmax(q k^T * scale (+ causal mask)) v.

    q (T, heads, d), k and v (T, kv_heads, d), heads a multiple of kv_heads (query head h reads key head
    h // (heads / kv_heads), as repeat_kv repeats them). Returns (T, heads * d). `keep`, if given, an array
    (heads, T, T) float32 of zeros that receives the attention probabilities."""
    t, heads, d = q.shape
    kv_heads = k.shape[1]
    group = heads // kv_heads
    # (kv, group, T, d): the queries of each key head's group side by side, so that one product per key head
    # serves the whole group
    qg = (q * np.float32(scale)).reshape(t, kv_heads, group, d).transpose(1, 2, 0, 3)
    kt = np.ascontiguousarray(k.transpose(1, 2, 0))  # (kv, d, T)
    vh = np.ascontiguousarray(v.transpose(1, 0, 2))  # (kv, T, d)
    out = np.empty((t, kv_heads, group, d), dtype=np.float32)
    rows = max(1, SCORE_BUDGET_BYTES // (4 * heads * t))
    if causal and t > CAUSAL_BLOCK:
        rows = min(rows, CAUSAL_BLOCK)
    for start in range(0, t, rows):
        stop = min(t, start + rows)
        width = stop if causal else t
        n = stop - start
        block = np.ascontiguousarray(qg[:, :, start:stop]).reshape(kv_heads, group * n, d)
        scores = np.matmul(block, kt[:, :, :width]).reshape(kv_heads, group, n, width)
        if causal and n > 1:
            # the keys before the block are all seen; of the block's own, each query sees those up to itself
            scores[:, :, :, start:stop] += _future(n)
        scores -= scores.max(axis=-1, keepdims=True)
        np.exp(scores, out=scores)
        scores /= scores.sum(axis=-1, keepdims=True)
        if keep is not None:
            keep[:, start:stop, :width] = scores.reshape(heads, n, width)
        mixed = np.matmul(scores.reshape(kv_heads, group * n, width), vh[:, :width])
        out[start:stop] = mixed.reshape(kv_heads, group, n, d).transpose(2, 0, 1, 3)
    return out.reshape(t, heads * d)
