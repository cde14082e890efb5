"""Relative position biases: numbers added to the attention logit of query i and key j that depend on the
distance between them, not on either position (ALiBi, T5, Shaw et al., DeBERTa, Kerple).

Sign convention: the relative position is key - query, rp = j - i, as T5's code computes it
(memory_position - context_position); a causal model sees only rp <= 0, and the distance is r = i - j >= 0.
DeBERTa's own code feeds query - key; its bucket function is odd, so the two conventions differ by a sign.

The bucket functions reproduce their reference code's numbers, float32 arithmetic included: a bucket is the
truncation (T5) or ceiling (DeBERTa) of a float32 expression, and float64 lands on the other side of an integer
for some distances (DeBERTa's defaults: 30 of the distances up to 10^6), so a float64 port would quietly give
other buckets than the trained models use.
"""

from __future__ import annotations

import math
import numbers
from typing import Any

import numpy as np

from .budget import check_allocation
from .errors import ParamError
from .validation import MAX_POSITION, numeric_array, real, shown, whole

MAX_HEADS = 1024


# -- argument checks shared by the relative-position modules ------------------------------------------------------


def check_flag(name: str, value: Any) -> bool:
    """True or False (Python's or numpy's); 0 and 1 are refused, so a shifted argument cannot pass as a flag."""
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    raise ParamError("{name} must be True or False, not {value}.", name=name, value=shown(value))


def check_positive(name: str, value: Any, high: float) -> float:
    """A finite number in (0, high]."""
    value = real(name, value, 0.0, high)
    if value == 0:
        raise ParamError("{name} must be greater than 0, not {value:g}.", name=name, value=value)
    return value


def check_even(name: str, value: int) -> int:
    if value % 2:
        raise ParamError("{name} must be even, not {value}.", name=name, value=value)
    return value


def integer_values(
    name: str, values: Any, low: int = -MAX_POSITION, high: int = MAX_POSITION
) -> tuple[np.ndarray, bool]:
    """`values` (a whole number or an array of them) as int64 of the same shape, and whether it was a single
    number. Integral floats pass; fractions, NaN, booleans and numbers outside [low, high] are refused (the
    bound keeps every value exact in float32, which T5's and DeBERTa's arithmetic need: 10^7 < 2^24)."""
    scalar = isinstance(values, numbers.Number) or np.ndim(values) == 0
    try:
        array = np.asarray(values)
        if array.dtype.kind not in "iuf":  # booleans, strings, objects (Python ints past int64)
            raise TypeError
    except (TypeError, ValueError, OverflowError):
        raise ParamError(
            "{name} must be whole numbers from {low:,} to {high:,}; {value} is not.",
            name=name,
            low=low,
            high=high,
            value=shown(values),
        ) from None
    if array.dtype.kind == "f":
        bad = ~(np.isfinite(array) & (array == np.round(array)) & (array >= low) & (array <= high))
    else:
        bad = (array < low) | (array > high)
    if bad.any():
        raise ParamError(
            "{name} must be whole numbers from {low:,} to {high:,}; {value} is not.",
            name=name,
            low=low,
            high=high,
            value=shown(array[bad].flat[0].item()),
        )
    return array.astype(np.int64), scalar


def _budget_first(values: Any, itemsize: int, what: str) -> None:
    """An array given whole is refused over the budget before its int64 copy and range checks are made (for
    2^25 values those took 2.8 s and 400 MiB, to be refused); other inputs are refused after conversion."""
    if isinstance(values, np.ndarray):
        check_allocation(values.shape, itemsize, what)


def distance_values(name: str, values: Any) -> tuple[np.ndarray, bool]:
    """Distances r >= 0 (fractions allowed) as float64 of the input's shape, and whether it was one number."""
    scalar = isinstance(values, numbers.Number) or np.ndim(values) == 0
    array = numeric_array(
        values,
        "{name} must be finite numbers from {low:,} to {high:,}; {value} is not.",
        name=name,
        low=0,
        high=MAX_POSITION,
    )
    bad = ~(np.isfinite(array) & (array >= 0) & (array <= MAX_POSITION))
    if bad.any():
        raise ParamError(
            "{name} must be finite numbers from {low:,} to {high:,}; {value} is not.",
            name=name,
            low=0,
            high=MAX_POSITION,
            value=shown(array[bad].flat[0].item()),
        )
    return array, scalar


def _shaped(out: np.ndarray, scalar: bool) -> Any:
    """A single number's answer as a Python number, an array's as the array."""
    return out.item() if scalar else out


def _float32_log(x: np.ndarray) -> np.ndarray:
    """The correctly rounded float32 logarithm of float32 x. numpy's own float32 log may be a few ulps off (its
    SIMD kernels), torch's CPU log (SLEEF) at most one; taking it in float64 and rounding once gives the
    nearest float32, which matches torch on every T5 and DeBERTa setting below (see t5_bucket)."""
    return np.log(x.astype(np.float64)).astype(np.float32)


# -- ALiBi ---------------------------------------------------------------------------------------------------------


def alibi_slopes(n_heads: int) -> np.ndarray:
    """ALiBi's head slopes (Press et al. 2022, "Train Short, Test Long"), shape (n_heads,), float64, exactly as the
    reference code's get_slopes: for a power of two n the geometric sequence start * start^i with
    start = 2^(-2^-(log2(n) - 3)) = 2^(-8/n), i.e. 2^(-8/n), 2^(-16/n), ..., 2^-8; for another n the sequence of
    the power of two c below n, then the first n - c of every other slope of 2c (get_slopes(2c)[0::2]).
    At most MAX_HEADS heads."""
    n_heads = whole("n_heads", n_heads, 1, MAX_HEADS)

    def power_of_two(n: int) -> list[float]:
        start = 2 ** (-(2 ** -(math.log2(n) - 3)))
        return [start * start**i for i in range(n)]  # Python floats, as the reference: the same last bits

    closest = 1 << (n_heads.bit_length() - 1)
    slopes = power_of_two(closest)
    if closest != n_heads:
        slopes += power_of_two(2 * closest)[0::2][: n_heads - closest]
    return np.array(slopes, dtype=np.float64)


def alibi_bias(length: int, slope: float, causal: bool = True) -> np.ndarray:
    """ALiBi's (length, length) bias for one head, float64: entry [i, j] = -slope * (i - j) for keys j <= i.
    causal=True (the paper's decoder): the keys after the query, j > i, are masked with -inf.
    causal=False (an encoder's symmetric form): -slope * |i - j| everywhere."""
    length = whole("length", length, 1, MAX_POSITION)
    slope = real("slope", slope, 0.0, 1e6)
    causal = check_flag("causal", causal)
    check_allocation((length, length), 9, "ALiBi bias matrix")  # the matrix and the causal mask
    positions = np.arange(length, dtype=np.float64)
    out = np.subtract.outer(positions, positions)  # i - j
    future = out < 0 if causal else None
    np.abs(out, out=out)
    out *= -slope
    out += 0.0  # -0.0 (diagonal, slope 0) -> 0.0
    if causal:
        out[future] = -np.inf
    return out


# -- T5 ------------------------------------------------------------------------------------------------------------


def t5_settings(
    bidirectional: Any,
    num_buckets: Any,
    max_distance: Any,
    names: tuple[str, str, str] = ("bidirectional", "num_buckets", "max_distance"),
) -> tuple[bool, int, int, int]:
    """T5's settings checked (see t5_bucket), under the argument names a caller uses: (bidirectional, buckets per
    direction, the exact range max_exact, max_distance)."""
    bidirectional = check_flag(names[0], bidirectional)
    num_buckets = check_even(names[1], whole(names[1], num_buckets, 4 if bidirectional else 2, 2**16))
    per_direction = num_buckets // 2 if bidirectional else num_buckets
    max_exact = per_direction // 2
    max_distance = whole(names[2], max_distance, 1, MAX_POSITION)
    if max_distance <= max_exact:
        raise ParamError(
            "{name} must be greater than {exact}, the distances that {buckets} buckets keep exact, not {value}.",
            name=names[2],
            exact=max_exact,
            buckets=num_buckets,
            value=max_distance,
        )
    return bidirectional, per_direction, max_exact, max_distance


def t5_bucket(
    relative_position: Any, bidirectional: bool = True, num_buckets: int = 32, max_distance: int = 128
) -> Any:
    """T5's relative-position bucket (Raffel et al. 2020), exactly as transformers' T5Attention
    ._relative_position_bucket (from Mesh TensorFlow); relative_position = key - query (int or integer array,
    within ±10^7); returns int64 of the same shape (an int for a single number).

    Bidirectional (encoder): half the buckets for rp <= 0, half (offset num_buckets/2) for rp > 0, n = |rp|;
    otherwise (decoder) n = max(-rp, 0), so every key after the query shares bucket 0. Of a direction's B buckets
    the first B/2 hold the distances n < B/2 exactly; the rest are logarithmic up to max_distance, past which all
    distances share the last bucket:
        large = B/2 + int(log(n / (B/2)) / log(max_distance / (B/2)) * (B - B/2)),  min(large, B - 1).

    Arithmetic: float32 as torch does it (n.float(); the divisor math.log(...) and the factor are rounded to
    float32 as torch's scalar operands are), with a correctly rounded float32 log, then truncation. At the
    defaults the expression is exactly an integer at n = 16, 32, 64, 128 (2, 4, 6, 8: the logs of powers of two),
    where truncation is most fragile; float32 and float64 both land on it. Checked against torch 2.14 (CPU): the
    same bucket for every rp in ±10^7 at the defaults (both directions), and for every rp in ±200,000 at 198
    settings of num_buckets (4 to 1024) and max_distance (8 to 100,000), where float64 differs at three rp
    (1024 buckets, max_distance 100,000: rp = ±24,692, and -94,006 one-way). torch's own float32 log is up to
    one ulp off, which moves 5 of the 2*10^7 positions by one bucket at 1024 buckets and max_distance 10^7 (no
    trained model's setting).

    num_buckets must be even (T5 halves it: the two directions, and exact then logarithmic distances; an odd
    count leaves a bucket no distance reaches) and at least 4 when bidirectional (2 when not), so that every
    direction has an exact bucket; max_distance must exceed the exact range B/2."""
    bidirectional, per_direction, max_exact, max_distance = t5_settings(bidirectional, num_buckets, max_distance)
    _budget_first(relative_position, 32, "T5 bucket working array")
    rp, scalar = integer_values("relative positions", relative_position)
    check_allocation(rp.shape, 32, "T5 bucket working array")
    offset: np.ndarray | int
    if bidirectional:
        offset, n = np.where(rp > 0, per_direction, 0), np.abs(rp)
    else:
        offset, n = 0, -np.minimum(rp, 0)
    # the small distances take the exact branch below; raising them to max_exact keeps log() finite
    ratio = np.maximum(n, max_exact).astype(np.float32) / np.float32(max_exact)
    scaled = (
        _float32_log(ratio) / np.float32(math.log(max_distance / max_exact)) * np.float32(per_direction - max_exact)
    )
    large = np.minimum(max_exact + scaled.astype(np.int64), per_direction - 1)
    return _shaped(offset + np.where(n < max_exact, n, large), scalar)


# -- Shaw et al. ---------------------------------------------------------------------------------------------------


def shaw_index(relative_position: Any, k: int) -> Any:
    """The row of Shaw et al.'s (2018) table of 2k + 1 learned relative embeddings that a pair uses:
    clip(rp, -k, k) + k, in 0 .. 2k (every distance past k shares the end rows); int64 of rp's shape."""
    k = whole("k", k, 1, MAX_POSITION)
    _budget_first(relative_position, 8, "index array")
    rp, scalar = integer_values("relative positions", relative_position)
    check_allocation(rp.shape, 8, "index array")
    return _shaped(np.clip(rp, -k, k) + k, scalar)


# -- DeBERTa -------------------------------------------------------------------------------------------------------


def deberta_bucket(relative_position: Any, position_buckets: int = 256, max_position: int = 512) -> Any:
    """DeBERTa-v2's log bucket (He et al. 2021), exactly as transformers' make_log_bucket_position(relative_pos,
    bucket_size=position_buckets, max_position); int64 of rp's shape (an int for a single number).

        mid = position_buckets // 2
        abs_pos = mid - 1 where -mid < rp < mid, else |rp|
        log_pos = ceil(log(abs_pos / mid) / log((max_position - 1) / mid) * (mid - 1)) + mid
        bucket = rp where abs_pos <= mid, else sign(rp) * log_pos

    so |rp| <= mid stays exact and |rp| = max_position - 1 lands on 2 * mid - 1. The reference computes in
    float32 (abs_pos / mid, both logs, the ceiling) and returns the float32 result that the caller turns into
    int64; the same float32 steps are taken here (the log correctly rounded). Checked against torch 2.14 (CPU)
    on every rp in ±10^6: the same bucket for 2/8, 4/6, 16/64, 64/128, 128/512, 256/1024, 512/4096 and
    1024/100,000 (position_buckets/max_position), and at the defaults for all but rp = ±403,269, where torch's
    own float32 log is one ulp off; float64 arithmetic would give other buckets for 4 to 80 of those rp.
    The function is not clamped: DeBERTa clamps the table index afterwards (to -position_buckets ..
    position_buckets - 1). It is odd, bucket(-rp) = -bucket(rp), and DeBERTa feeds it query - key.

    position_buckets must be even and at least 2; max_position must exceed mid + 1, so that the logarithmic
    buckets have a positive scale."""
    position_buckets = check_even("position_buckets", whole("position_buckets", position_buckets, 2, 2**16))
    mid = position_buckets // 2
    max_position = whole("max_position", max_position, 1, MAX_POSITION)
    if max_position <= mid + 1:
        raise ParamError(
            "max_position must be greater than {low} (half of position_buckets, plus 1), not {value}.",
            low=mid + 1,
            value=max_position,
        )
    _budget_first(relative_position, 32, "DeBERTa bucket working array")
    rp, scalar = integer_values("relative positions", relative_position)
    check_allocation(rp.shape, 32, "DeBERTa bucket working array")
    abs_pos = np.where((rp < mid) & (rp > -mid), mid - 1, np.abs(rp))
    # abs_pos <= mid takes the exact branch; raising it to mid keeps log() >= 0 and finite
    ratio = np.maximum(abs_pos, mid).astype(np.float32) / np.float32(mid)
    scale = _float32_log(np.array([(max_position - 1) / mid], dtype=np.float32))[0]
    log_pos = np.ceil(_float32_log(ratio) / scale * np.float32(mid - 1)) + np.float32(mid)
    return _shaped(np.where(abs_pos <= mid, rp, log_pos.astype(np.int64) * np.sign(rp)), scalar)


# -- Kerple --------------------------------------------------------------------------------------------------------


def kerple_log(r: Any, r1: float, r2: float) -> Any:
    """Kerple's logarithmic bias (Chi et al. 2022): -r1 * log(1 + r2 * r) for distances r = i - j >= 0, with
    learned r1, r2 > 0; float64 of r's shape (a float for a single number)."""
    r, scalar = distance_values("distances", r)
    r1, r2 = check_positive("r1", r1, 1e6), check_positive("r2", r2, 1e6)
    check_allocation(r.shape, 8, "bias array")
    return _shaped(-r1 * np.log1p(r2 * r) + 0.0, scalar)  # + 0.0: r = 0 gives 0, not -0


def kerple_power(r: Any, r1: float, r2: float) -> Any:
    """Kerple's power bias (Chi et al. 2022): -r1 * r^r2 for distances r >= 0, r1 > 0 and 0 < r2 <= 2 (the
    range where the kernel is conditionally positive definite); float64 of r's shape (a float for one number)."""
    r, scalar = distance_values("distances", r)
    r1, r2 = check_positive("r1", r1, 1e6), check_positive("r2", r2, 2.0)
    check_allocation(r.shape, 8, "bias array")
    return _shaped(-r1 * r**r2 + 0.0, scalar)
