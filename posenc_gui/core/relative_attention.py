"""Attention without a position table (NoPE), Transformer-XL's four score terms, and every scheme's logit as a
function of distance, for the relative-position views.

Sign convention as in relative.py: relative position = key - query (j - i); distance r = i - j >= 0 for the keys
a causal model sees.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..records import record
from .budget import check_allocation
from .errors import ParamError
from .relative import check_even, check_positive, integer_values, kerple_log, kerple_power, t5_bucket, t5_settings
from .rope import as_complex, rope_thetas, rope_width
from .similarity import shift_profile
from .sinusoidal import values
from .validation import MAX_POSITION, choice, real, whole
from .xpos import rope_score_ones, xpos_decay, xpos_score_ones

# -- NoPE ----------------------------------------------------------------------------------------------------------


@record
class NopeSignal:
    positions: np.ndarray  # (length,) int64: the query positions 0 .. length-1
    first_token_weight: np.ndarray  # (length,) float64: the attention each query pays the first token


def causal_softmax(logits: np.ndarray) -> np.ndarray:
    """Row-wise softmax of (L, L) logits with the keys after each query (j > i) masked out; float64."""
    logits = np.array(logits, dtype=np.float64)
    n = logits.shape[0]
    logits[np.triu(np.ones((n, n), dtype=bool), k=1)] = -np.inf
    logits -= logits.max(axis=1, keepdims=True)  # the diagonal is never masked: each row's max is finite
    weights = np.exp(logits)
    return weights / weights.sum(axis=1, keepdims=True)


def nope_signal(length: int) -> NopeSignal:
    """Kazemnejad et al. 2023 ("The Impact of Positional Encoding on Length Generalization"): a causal model
    without positional encoding can still tell positions apart. Token 0 is distinct (a beginning-of-sequence
    token), tokens 1 .. L-1 identical; with W_Q = 0 every logit is equal, so causal attention is uniform and
    query t spreads 1/(t + 1) over its t + 1 keys. A value that is 1 for the first token and 0 for the others
    then comes out as 1/(t + 1): a number that falls with the position, from which a later layer can read it.

    Computed as written (embeddings, projections, a masked softmax over the (length, length) logits, the
    values), not from the closed form 1/(t + 1)."""
    length = whole("length", length, 1, MAX_POSITION)
    check_allocation((length, length), 17, "attention matrix")  # the logits, the weights, the causal mask
    tokens = np.zeros((length, 2))
    tokens[0, 0] = 1.0  # [1, 0]: the first token
    tokens[1:, 1] = 1.0  # [0, 1]: every other token
    queries = tokens @ np.zeros((2, 2))  # W_Q = 0
    keys = tokens @ np.eye(2)
    value = tokens @ np.array([1.0, 0.0])  # W_V reads the "first token" coordinate
    weights = causal_softmax(queries @ keys.T)
    return NopeSignal(np.arange(length, dtype=np.int64), weights @ value)


# -- Transformer-XL ------------------------------------------------------------------------------------------------

TRANSFORMER_XL_TERMS = ("content", "content_position", "global_content", "global_position")


@record
class TransformerXLTerms:
    """Dai et al. 2019 (Transformer-XL), section 3.3: the score of query i and key j is
        A_ij = E_i^T W_q^T W_kE E_j        (a) content: query content with key content
             + E_i^T W_q^T W_kR R_(i-j)    (b) content_position: query content with the distance
             + u^T W_kE E_j                (c) global_content: a learned bias towards some keys' content
             + v^T W_kR R_(i-j)            (d) global_position: a learned bias by distance alone
    Each field is (length, length) float64; total is their sum (the reference scales it by 1/sqrt(d) before the
    softmax; the terms here are unscaled, as in the equation)."""

    content: np.ndarray
    content_position: np.ndarray
    global_content: np.ndarray
    global_position: np.ndarray
    total: np.ndarray


def relative_encoding(distances: Any, d: int, base: float = 10000.0) -> np.ndarray:
    """Transformer-XL's R for each distance i - j: concat[sin(r * w), cos(r * w)], w_k = base^(-2k/d) (its
    PositionalEmbedding: all sines, then all cosines); shape (len(distances), d), float64. Negative distances
    (keys after the query) take the same formula: sin is odd, cos even."""
    r = np.asarray(distances, dtype=np.float64).ravel()
    w = rope_thetas(d, base)  # the same frequencies: 1 / base^(arange(0, d, 2)/d)
    check_allocation((r.size, d), 16, "relative encoding")
    angles = np.multiply.outer(r, w)
    return np.concatenate([np.sin(angles), np.cos(angles)], axis=1)


def transformer_xl_terms(length: int, d: int, seed: int = 0, base: float = 10000.0) -> TransformerXLTerms:
    """The four terms for seeded random stand-ins of the learned parameters: W_q, W_kE, W_kR are (d, d) with
    N(0, 1/d) entries, u and v are N(0, 1) vectors of d, drawn in that order, then the token embeddings E,
    (length, d) N(0, 1); the parameters come before E, so a longer sequence keeps them (and E's first rows).

    R is indexed by i - j, query minus key, as the reference does: it builds R for pos_seq = klen-1 .. 0 and
    shifts each row so that entry (i, j) meets R_(i-j). The reference masks the keys after the query (j > i),
    whose entries its shift fills with other rows' numbers; here every entry is the formula at i - j, negative
    there. d must be even (R pairs a sin with a cos)."""
    length = whole("length", length, 1, 2**15)
    d = check_even("d", whole("d", d, 2, 2**12))
    seed = whole("seed", seed, 0, 2**32 - 1)
    check_allocation((length, length), 64, "Transformer-XL score matrices")
    check_allocation((length, 2 * length), 8, "content-position table")
    rng = np.random.default_rng(seed)
    w_q, w_ke, w_kr = rng.standard_normal((3, d, d)) / np.sqrt(d)
    u, v = rng.standard_normal((2, d))
    e = rng.standard_normal((length, d))
    q, k = e @ w_q.T, e @ w_ke.T  # rows: W_q E_i and W_kE E_j
    distances = np.arange(length - 1, -length, -1)  # i - j from length-1 down to -(length-1)
    r_keys = relative_encoding(distances, d, base) @ w_kr.T  # rows: W_kR R_(i-j)
    row = np.arange(length)
    index = (length - 1) - np.subtract.outer(row, row)  # where i - j sits in `distances`
    content = q @ k.T
    content_position = np.take_along_axis(q @ r_keys.T, index, axis=1)
    global_content = np.broadcast_to(k @ u, (length, length)).copy()
    global_position = (r_keys @ v)[index]
    total = content + content_position + global_content + global_position
    return TransformerXLTerms(content, content_position, global_content, global_position, total)


# -- every scheme's logit by distance ------------------------------------------------------------------------------

BIAS_COLUMNS = ("r", "nope", "sinusoidal", "rope", "xpos", "alibi", "t5", "kerple_log", "kerple_power")
BIAS_MODES = ("ones", "random")


def t5_illustrative_bias(num_buckets: int, seed: int) -> np.ndarray:
    """One N(0, 1) number per bucket from `seed`: a stand-in for a trained T5 head's learned biases. It shows the
    bucket structure only (one value per bucket, constant past max_distance), not what a trained head learns."""
    return np.random.default_rng(whole("t5_bias_seed", seed, 0, 2**32 - 1)).standard_normal(num_buckets)


def bias_by_distance(
    r: Any,
    d_model: int = 64,
    base: float = 10000.0,
    alibi_slope: float = 0.0625,
    t5_bias_seed: int = 0,
    t5_num_buckets: int = 32,
    t5_max_distance: int = 128,
    kerple_log_r1: float = 1.0,
    kerple_log_r2: float = 1.0,
    kerple_power_r1: float = 1.0,
    kerple_power_r2: float = 0.5,
    xpos_gamma: float = 0.4,
    xpos_scale_base: float = 512.0,
    mode: str = "ones",
    samples: int = 1000,
    seed: int = 0,
    t5_table: Any = None,
    t5_bidirectional: bool = False,
) -> dict[str, np.ndarray]:
    """What each scheme adds to the logit of a query and a key r = i - j >= 0 tokens before it (whole
    distances), minus its value at r = 0, so every curve starts at 0: a dict of float64 arrays of r's length
    keyed by BIAS_COLUMNS.

        nope          0: no position information reaches the logit
        sinusoidal    PE(i) . PE(j) = sum over the pairs of cos(r w_k), the position part of (x + PE) . (x + PE)
        rope, xpos    q . k for q = k = all ones turned r apart (xPos with its decay), sum_k 2 cos(r theta_k)
        alibi         -alibi_slope * r
        t5            the bias of T5's decoder bucket of rp = -r (bidirectional=False) from an illustrative
                      seeded table (t5_illustrative_bias: not trained values), or from `t5_table`, one trained
                      head's bias per bucket (t5_num_buckets of them); an encoder's table with
                      t5_bidirectional=True (its buckets of keys before the query)
        kerple_log    -r1 log(1 + r2 r);  kerple_power: -r1 r^r2

    RoPE and xPos use the even width rope_width(d_model) (an odd d_model's last dimension left out); the
    sinusoidal dot product uses d_model's complete pairs (a lone last sin adds sin(i w) sin(j w), which depends
    on the positions, not on r alone).

    mode="random": sinusoidal, rope and xpos are the mean over `samples` seeded draws of q, k ~ N(0, I) instead
    of all ones: q . R(r) k for RoPE and xPos, (x + PE(i)) . (y + PE(j)) with x, y ~ N(0, I) for sinusoidal.
    For independent zero-mean q and k the expectation of q . R(r) k is 0 at every r, so RoPE's and xPos's mean
    curves are flat up to sampling noise (of size sqrt(d / samples)): their decay is a property of aligned
    vectors, not of typical ones. The sinusoidal mean keeps PE(i) . PE(j), which no randomness averages away."""
    distances, _ = integer_values("distances", r, low=0)
    distances = distances.ravel()
    d_model = whole("d_model", d_model, 1, 2**16)
    alibi_slope = real("alibi_slope", alibi_slope, 0.0, 1e6)
    t5_bias_seed = whole("t5_bias_seed", t5_bias_seed, 0, 2**32 - 1)
    mode = choice("mode", mode, BIAS_MODES)
    samples, seed = whole("samples", samples, 1, 10**6), whole("seed", seed, 0, 2**32 - 1)
    # the settings are checked here under this function's names (the helpers below would name them r1, gamma...)
    both = bool(t5_bidirectional)
    t5_settings(both, t5_num_buckets, t5_max_distance, ("bidirectional", "t5_num_buckets", "t5_max_distance"))
    check_positive("kerple_log_r1", kerple_log_r1, 1e6), check_positive("kerple_log_r2", kerple_log_r2, 1e6)
    check_positive("kerple_power_r1", kerple_power_r1, 1e6), check_positive("kerple_power_r2", kerple_power_r2, 2.0)
    real("xpos_gamma", xpos_gamma, 0.0, 1e6), check_positive("xpos_scale_base", xpos_scale_base, 1e9)
    with_zero = np.concatenate([[0], distances]).astype(np.float64)  # each curve is taken relative to r = 0
    width = rope_width(d_model)

    def relative_to_zero(curve: Any) -> np.ndarray:
        curve = np.asarray(curve, dtype=np.float64)
        return curve[1:] - curve[0]

    if mode == "ones":
        sinusoidal = shift_profile(with_zero, d_model, base)
        rope = rope_score_ones(width, with_zero, base)
        xpos = xpos_score_ones(width, with_zero, base, xpos_gamma, xpos_scale_base)
    else:
        sinusoidal, rope, xpos = _random_means(
            with_zero, d_model, width, base, xpos_gamma, xpos_scale_base, samples, seed
        )
    buckets = t5_bucket(-distances, bidirectional=both, num_buckets=t5_num_buckets, max_distance=t5_max_distance)
    if t5_table is None:
        table = t5_illustrative_bias(t5_num_buckets, t5_bias_seed)
    else:
        table = np.asarray(t5_table, dtype=np.float64).ravel()
        if table.size != t5_num_buckets or not np.isfinite(table).all():
            raise ParamError(
                "t5_table needs {n} finite biases, one per bucket, not {m}.", n=t5_num_buckets, m=table.size
            )
    t5 = (
        table[buckets]
        - table[t5_bucket(0, bidirectional=both, num_buckets=t5_num_buckets, max_distance=t5_max_distance)]
    )
    return {
        "r": distances.astype(np.float64),
        "nope": np.zeros(distances.size),
        "sinusoidal": relative_to_zero(sinusoidal),
        "rope": relative_to_zero(rope),
        "xpos": relative_to_zero(xpos),
        "alibi": -alibi_slope * distances + 0.0,
        "t5": t5,
        "kerple_log": kerple_log(distances.astype(np.float64), kerple_log_r1, kerple_log_r2),
        "kerple_power": kerple_power(distances.astype(np.float64), kerple_power_r1, kerple_power_r2),
    }


def _random_means(
    r: np.ndarray, d_model: int, width: int, base: Any, gamma: Any, scale_base: Any, samples: Any, seed: Any
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Sample means of the sinusoidal, RoPE and xPos logits over seeded Gaussian q, k; each linear in the draws,
    so the means of the draws are taken first and the curves evaluated once."""
    check_allocation((samples, 2 * (width + d_model)), 8, "random query and key draws")
    rng = np.random.default_rng(seed)
    q, k = rng.standard_normal((2, samples, width))
    x, y = rng.standard_normal((2, samples, d_model))
    # RoPE: q_i . k_j = Re sum_p a_p e^{i (i - j) theta_p}, a = q_p conj(k_p): average a, then evaluate at r
    a = (as_complex(q) * np.conj(as_complex(k))).mean(axis=0)
    thetas = rope_thetas(width, base)
    check_allocation((r.size, thetas.size), 32, "score table")
    turns = np.exp(1j * np.multiply.outer(r, thetas))
    rope = (turns @ a).real
    decay = xpos_decay(width, r, gamma, scale_base)
    xpos = ((turns * decay) @ a).real
    # sinusoidal, query at i = r and key at j = 0: mean (x + PE(r)) . (y + PE(0))
    dims = np.arange(d_model)
    pe_r, pe_0 = values(r, dims, d_model, base), values([0.0], dims, d_model, base)[0]
    sinusoidal = np.einsum("sd,sd->", x, y) / samples + pe_r @ y.mean(axis=0) + x.mean(axis=0) @ pe_0 + pe_r @ pe_0
    return sinusoidal, rope, xpos
