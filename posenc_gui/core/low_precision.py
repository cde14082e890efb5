"""RoPE as models compute it in low precision: bfloat16, TF32 and float16 rounding of float32 values, the angles
m·θ_i each pipeline of the libraries computes, the scores they give, and where positions alias.

Rounding (round to nearest, ties to even, as the hardware converts): a float32 bit pattern has 1 sign bit, 8
exponent bits and 23 fraction bits. bfloat16 keeps the top 16 bits (7 fraction bits), TF32 the top 19 (10 fraction
bits, float32's exponent range); float16 has 5 exponent bits and 10 fraction bits, so its largest finite value is
65,504 and values from 65,520 on round to inf. The rounded values are returned as float32 (each is one exactly).

The pipelines (inv_freq_i = 1 / base^(2i/d), i = 0 .. d/2 − 1, pairs in that order):

- ``exact``: positions × inv_freq in float64.
- ``fp32``: inv_freq in float32 (the exponent 2i/d and the power in float32, then 1 / power), float32 positions,
  the product in float32: transformers' rotary forward since the fix of #29285 (``inv_freq_expanded.float() @
  position_ids_expanded.float()`` with autocast off), and vLLM's ``_compute_cos_sin_cache`` (float32 ``t`` and
  inv_freq, ``einsum`` in float32, the cache cast to the model's dtype afterwards).
- ``bf16-legacy``: positions and inv_freq in bfloat16 and their product rounded to bfloat16: GPT-NeoX's
  ``RotaryEmbedding.forward`` (``t = arange(...).type_as(self.inv_freq)``, ``einsum('i,j->ij', t, inv_freq)``)
  and transformers' rotary caches before #29285, once ``model.to(torch.bfloat16)`` has made the inv_freq buffer
  bfloat16.
- ``bf16-inv``: inv_freq rounded to bfloat16, float32 positions and product: the float32 forward given an inv_freq
  buffer that a cast to bfloat16 has already rounded (``.float()`` brings back the rounded values).
- ``bf16-angles``: the float32 angles rounded to bfloat16 (an angle table kept in bfloat16).
- ``tf32``: positions and inv_freq rounded to TF32 before the float32 product: the float32 forward's matrix product
  run on tensor cores under ``torch.set_float32_matmul_precision("high")``.
- ``fp16``: positions and inv_freq in float16, the product rounded to float16 (GPT-NeoX's forward after a cast to
  float16): positions from 65,520 on and products past 65,504 are inf.

A product of two bfloat16, TF32 or float16 values is exact in float32 (at most 22 significant bits), so rounding the
float32 product once is what the hardware's multiply gives.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from .budget import check_allocation
from .errors import ParamError
from .rope import check_pairing, pair_indices
from .validation import MAX_POSITION, base_value, choice, positions_array, real, shown, whole

PIPELINES = ("exact", "fp32", "bf16-legacy", "bf16-inv", "bf16-angles", "tf32", "fp16")
# the scores also have transformers' pipeline as a bfloat16 model runs it: float32 angles, cos and sin in bfloat16
SCORE_PIPELINES = (*PIPELINES, "hf-bf16")
# the format each pipeline holds positions in (the pipelines not named hold them in float32, `exact` in float64)
POSITION_FORMATS = {"bf16-legacy": "bfloat16", "tf32": "TF32", "fp16": "float16"}
# their significant bits s (the implicit one counted): whole numbers are exact up to 2^s, and 2^s + 1 is the first
# held as its predecessor
SIGNIFICANT_BITS = {"bf16-legacy": 8, "tf32": 11, "fp16": 11}
FLOAT16_FINITE = 65_519  # the last whole number float16 holds finite (as 65,504); from 65,520 on it is inf
_CHUNK = 1 << 16  # positions per step of a search


def _float32(name: str, values: Any) -> np.ndarray:
    try:
        array = np.asarray(values)
        if array.dtype.kind not in "iuf":
            raise TypeError
    except (TypeError, ValueError, OverflowError):
        raise ParamError("{name} must be numbers, not {value}.", name=name, value=shown(values)) from None
    check_allocation(array.shape, 8, name)
    with np.errstate(over="ignore"):  # (a float64 past float32's range is inf in float32, as a cast makes it)
        return np.array(array, dtype=np.float32, copy=True)


def _round_bits(x: np.ndarray, dropped: int) -> np.ndarray:
    """Float32 values rounded to nearest even at `dropped` low fraction bits, cleared; NaN stays NaN."""
    bits = x.view(np.uint32).astype(np.uint64)
    lsb = (bits >> dropped) & 1
    half = (1 << (dropped - 1)) - 1
    rounded = ((bits + half + lsb) & (0xFFFFFFFF ^ ((1 << dropped) - 1))).astype(np.uint32).view(np.float32)
    return np.where(np.isnan(x), x, rounded)


def round_bfloat16(values: Any) -> np.ndarray:
    """Values as float32, rounded to bfloat16 (8 significant bits, float32's range; ties to even; the largest
    float32 values round to inf): float32 array of the same shape. 257 → 256, 10,000 → 9,984."""
    return _round_bits(_float32("values", values), 16)


def round_tf32(values: Any) -> np.ndarray:
    """Values as float32, rounded to TF32 (11 significant bits, float32's range; ties to even): float32 array of
    the same shape. 2,049 → 2,048."""
    return _round_bits(_float32("values", values), 13)


def round_float16(values: Any) -> np.ndarray:
    """Values as float32, rounded to IEEE float16 (11 significant bits, largest finite 65,504; from 65,520 on inf;
    subnormals below 2^-14): float32 array of the same shape. 70,000 → inf."""
    x = _float32("values", values)
    with np.errstate(over="ignore"):
        return x.astype(np.float16).astype(np.float32)


def check_pipeline(pipeline: Any, choices: tuple[str, ...] = PIPELINES) -> str:
    return choice("pipeline", pipeline, choices)


def check_head_dim(head_dim: Any, name: str = "head_dim") -> int:
    """The rotated dimensions: a whole, even number from 2 to 65,536."""
    d = whole(name, head_dim, 2, 2**16)
    if d % 2:
        raise ParamError("RoPE turns dimensions in pairs: {name} must be even, not {d}.", name=name, d=d)
    return d


def inv_freq_float32(head_dim: int, base: float) -> np.ndarray:
    """1 / base^(arange(0, d, 2) / d) as the libraries compute it in float32: the exponent divided in float32,
    the power of the float32 base rounded to float32, then 1 / power in float32. Shape (d/2,), float32."""
    d, b = check_head_dim(head_dim), base_value(base)
    exponent = np.arange(0, d, 2, dtype=np.float32) / np.float32(d)
    power = (np.float64(np.float32(b)) ** exponent.astype(np.float64)).astype(np.float32)
    return np.float32(1.0) / power


def _hold(pipeline: str, x: np.ndarray) -> np.ndarray:
    """Float32 values as the pipeline holds its inputs (positions, inv_freq)."""
    if pipeline == "bf16-legacy":
        return round_bfloat16(x)
    if pipeline == "tf32":
        return round_tf32(x)
    if pipeline == "fp16":
        return round_float16(x)
    return x


def _angles(pos: np.ndarray, inv32: np.ndarray, inv64: np.ndarray, pipeline: str) -> np.ndarray:
    """(len(pos), len(inv)) float64 angles of `pipeline` (pos float64; inv the pipeline's float32 and exact ones)."""
    if pipeline == "exact":
        return pos[:, None] * inv64[None, :]
    p32 = pos.astype(np.float32)
    inv = round_bfloat16(inv32) if pipeline == "bf16-inv" else _hold(pipeline, inv32)
    with np.errstate(over="ignore", invalid="ignore"):
        product = _hold(pipeline, p32)[:, None] * inv[None, :]  # float32: exact for two rounded operands
    if pipeline in ("bf16-legacy", "bf16-angles"):
        product = round_bfloat16(product)
    elif pipeline == "fp16":
        product = round_float16(product)
    return product.astype(np.float64)


def _inverse_frequencies(head_dim: int, base: float) -> tuple[np.ndarray, np.ndarray]:
    d, b = check_head_dim(head_dim), base_value(base)
    return inv_freq_float32(d, b), 1.0 / b ** (np.arange(0, d, 2, dtype=np.float64) / d)


def rope_angles(positions: Any, head_dim: int, base: float = 10000.0, pipeline: str = "exact") -> np.ndarray:
    """The angle m·θ_i of every pair i at each position m as `pipeline` computes it (see the module's text):
    shape (len(positions), head_dim/2), float64 holding the pipeline's values (inf where float16 overflows)."""
    pipeline = check_pipeline(pipeline)
    pos = positions_array(positions).ravel()
    d = check_head_dim(head_dim)
    check_allocation((pos.size, d // 2), 8 * 3, "angle table")
    inv32, inv64 = _inverse_frequencies(d, base)
    return _angles(pos, inv32, inv64, pipeline)


def angle_error(
    positions: Any, head_dim: int, base: float = 10000.0, pipeline: str = "fp32", wrapped: bool = False
) -> np.ndarray:
    """rope_angles(pipeline) − rope_angles(exact), shape (len(positions), head_dim/2); `wrapped`: taken into
    [−π, π) (what the rotation sees). inf where float16 overflows (NaN once wrapped)."""
    pipeline = check_pipeline(pipeline)
    pos = positions_array(positions).ravel()
    d = check_head_dim(head_dim)
    check_allocation((pos.size, d // 2), 8 * 4, "angle table")
    inv32, inv64 = _inverse_frequencies(d, base)
    with np.errstate(invalid="ignore"):
        error = _angles(pos, inv32, inv64, pipeline) - _angles(pos, inv32, inv64, "exact")
    return wrap_angle(error) if wrapped else error


def held_positions(positions: Any, pipeline: str) -> np.ndarray:
    """The positions as `pipeline` holds them before multiplying (float64 for `exact`; float32 for fp32, bf16-inv
    and bf16-angles; bfloat16, TF32 or float16 for the others): float64 array of the same shape."""
    pipeline = check_pipeline(pipeline)
    pos = positions_array(positions)
    if pipeline == "exact":
        return pos
    return _hold(pipeline, pos.astype(np.float32)).astype(np.float64)


def _rotate_bf16(x: np.ndarray, cos: np.ndarray, sin: np.ndarray, first: np.ndarray, second: np.ndarray) -> np.ndarray:
    """x·cos + rotate(x)·sin in bfloat16 arithmetic: each product and the sum rounded to bfloat16 (x (n, d), cos and
    sin (n, d/2) bfloat16 values in float32)."""
    out = np.empty_like(x)
    for dims, partner, sign in ((first, second, -1.0), (second, first, 1.0)):
        a = round_bfloat16(x[:, dims] * cos)
        b = round_bfloat16(np.float32(sign) * x[:, partner] * sin)
        out[:, dims] = round_bfloat16(a + b)
    return out


def _vector(name: str, value: Any) -> np.ndarray:
    try:
        v = np.asarray(value, dtype=np.float64)
    except (TypeError, ValueError):
        raise ParamError("{name} must be a vector of numbers, not {value}.", name=name, value=shown(value)) from None
    if v.ndim != 1 or not np.isfinite(v).all():
        raise ParamError(
            "{name} must be one vector of finite numbers, not an array of shape {shape}.", name=name, shape=v.shape
        )
    check_head_dim(v.size, f"the length of {name}")
    return v


def rope_shift_scores(
    q: Any,
    k: Any,
    positions: Any,
    distance: int,
    base: float = 10000.0,
    pipeline: str = "exact",
    pairing: str = "split-half",
) -> np.ndarray:
    """The score rope(q, m + distance) · rope(k, m) for each m of `positions` (shape (len(positions),), float64),
    with `pipeline`'s angles. The pipelines of PIPELINES turn q and k in float64 by their angles (`exact` by the
    angle distance·θ_i alone, so it is the same at every m; NaN where float16 overflowed). ``hf-bf16``: transformers'
    forward in a bfloat16 model: float32 angles, cos and sin in float32 then cast to bfloat16, q and k cast to
    bfloat16 and turned in bfloat16 (q·cos + rotate_half(q)·sin, each product and the sum rounded), the dot product
    of the turned vectors summed in float32."""
    pipeline = check_pipeline(pipeline, SCORE_PIPELINES)
    qv, kv = _vector("q", q), _vector("k", k)
    if qv.size != kv.size:
        raise ParamError("q and k must have the same length, not {a} and {b}.", a=qv.size, b=kv.size)
    pairing = check_pairing(pairing)
    m = positions_array(positions).ravel()
    dist = whole("distance", distance, -MAX_POSITION, MAX_POSITION)
    mq = positions_array(m + dist)  # (refuses query positions past the exact range)
    d = qv.size
    check_allocation((m.size, d), 8 * 6, "score table")
    first, second = pair_indices(d, pairing)
    zq, zk = qv[first] + 1j * qv[second], kv[first] + 1j * kv[second]
    inv32, inv64 = _inverse_frequencies(d, base)
    if pipeline == "exact":
        return np.full(m.size, float(np.real(np.sum(zq * np.conj(zk) * np.exp(1j * dist * inv64)))))
    if pipeline != "hf-bf16":
        aq, ak = _angles(mq, inv32, inv64, pipeline), _angles(m, inv32, inv64, pipeline)
        with np.errstate(invalid="ignore"):
            turned = (zq[None, :] * np.exp(1j * aq)) * np.conj(zk[None, :] * np.exp(1j * ak))
            return np.asarray(np.real(turned.sum(axis=1)), dtype=np.float64)
    rows = []
    for pos in (mq, m):
        angle = _angles(pos, inv32, inv64, "fp32")
        rows.append(
            (round_bfloat16(np.cos(angle).astype(np.float32)), round_bfloat16(np.sin(angle).astype(np.float32)))
        )
    q_b = np.broadcast_to(round_bfloat16(qv), (m.size, d))
    k_b = np.broadcast_to(round_bfloat16(kv), (m.size, d))
    q_turned = _rotate_bf16(q_b, *rows[0], first, second)
    k_turned = _rotate_bf16(k_b, *rows[1], first, second)
    return np.asarray(np.sum(q_turned * k_turned, axis=1, dtype=np.float32), dtype=np.float64)


def _search(found: Callable[[np.ndarray], np.ndarray], start: int, limit: int) -> int | None:
    """The first whole position p in start .. limit for which found(block) is true, in blocks of _CHUNK."""
    for low in range(start, limit + 1, _CHUNK):
        block = np.arange(low, min(low + _CHUNK, limit + 1), dtype=np.float64)
        hits = np.flatnonzero(found(block))
        if hits.size:
            return int(block[hits[0]])
    return None


def _pair(head_dim: int, pair: Any) -> int:
    return whole("pair", pair, 0, check_head_dim(head_dim) // 2 - 1)


def first_alias(
    head_dim: int, base: float = 10000.0, pipeline: str = "bf16-legacy", pair: Any = None, limit: int = MAX_POSITION
) -> int | None:
    """The first whole position p (1 .. limit) that `pipeline` cannot tell from p − 1: pair None, the first held
    as the same number as p − 1 (so every pair turns it alike: 257 in bfloat16, 2,049 in TF32 and float16); a
    pair, the first whose angle for that pair equals p − 1's. None if there is none up to `limit`."""
    pipeline = check_pipeline(pipeline)
    d = check_head_dim(head_dim)
    limit = whole("limit", limit, 1, MAX_POSITION)
    if pair is None and pipeline not in POSITION_FORMATS:
        return None  # (float64 and float32 hold every whole number up to 2^24, past MAX_POSITION, exactly)
    if pair is None:

        def same(block: np.ndarray) -> np.ndarray:
            held = held_positions(np.concatenate([block[:1] - 1, block]), pipeline)
            return np.asarray(held[1:] == held[:-1])
    else:
        i = _pair(d, pair)
        inv32, inv64 = _inverse_frequencies(d, base)

        def same(block: np.ndarray) -> np.ndarray:
            a = _angles(np.concatenate([block[:1] - 1, block]), inv32[i : i + 1], inv64[i : i + 1], pipeline)[:, 0]
            return np.asarray(a[1:] == a[:-1])

    return _search(same, 1, limit)


def first_shared_position(distance: int, pipeline: str, limit: int | None = None) -> int | None:
    """The first whole position m (0 .. limit; None: as far as m + distance stays within the exact range) that
    `pipeline` holds as the same finite number as m + distance, so a query `distance` after its key turns as the
    key does (2,072 in bfloat16 for distance 16); None if there is none up to `limit` (float16's inf, past 65,504,
    is not a number held)."""
    pipeline = check_pipeline(pipeline)
    dist = whole("distance", distance, 1, MAX_POSITION)
    limit = whole("limit", MAX_POSITION - dist if limit is None else limit, 0, MAX_POSITION - dist)
    if pipeline not in POSITION_FORMATS:
        return None  # (float64 and float32 hold every whole number up to 2^24, past MAX_POSITION, exactly)
    # Two numbers `dist` apart round to one value v only where the spacing there, at most v·2^(1−s), is at least
    # dist, so v ≥ dist·2^(s−1); and m, within 2^−s of v relatively, is above v/2: the search starts there.
    start = max(0, dist * 2 ** (SIGNIFICANT_BITS[pipeline] - 2) - dist)

    def shared(block: np.ndarray) -> np.ndarray:
        held = held_positions(block, pipeline)
        return np.asarray((held == held_positions(block + dist, pipeline)) & np.isfinite(held))

    last = min(limit, FLOAT16_FINITE - dist) if pipeline == "fp16" else limit  # (inf is not a number held)
    return _search(shared, min(start, last + 1), last)


def error_passes(
    head_dim: int, base: float, pipeline: str, pair: Any, angle: float, limit: int = MAX_POSITION
) -> int | None:
    """The first whole position p (0 .. limit) at which |pair's angle under `pipeline` − the exact angle| exceeds
    `angle` radians (unwrapped; inf counts), None if none does up to `limit`."""
    pipeline = check_pipeline(pipeline)
    d = check_head_dim(head_dim)
    i = _pair(d, pair)
    bound = real("angle", angle, 0.0, 1e12)
    limit = whole("limit", limit, 0, MAX_POSITION)
    inv32, inv64 = _inverse_frequencies(d, base)

    def passes(block: np.ndarray) -> np.ndarray:
        with np.errstate(invalid="ignore"):
            error = _angles(block, inv32[i : i + 1], inv64[i : i + 1], pipeline) - block[:, None] * inv64[i]
        return np.asarray(np.abs(error[:, 0]) > bound)

    return _search(passes, 0, limit)


def wrap_angle(x: np.ndarray) -> np.ndarray:
    """Angles taken into [−π, π) (NaN for inf)."""
    with np.errstate(invalid="ignore"):
        wrapped: np.ndarray = np.mod(np.asarray(x, dtype=np.float64) + math.pi, 2 * math.pi) - math.pi
    return wrapped
