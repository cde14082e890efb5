"""Low-precision RoPE written one number at a time with Python's struct (float32, float16) and integer operations on
float32 bit patterns: the references of the core's roundings and pipelines and of the views' exports."""

from __future__ import annotations

import cmath
import math
import struct


# -- references: one number at a time --------------------------------------------------------------------------
def f32(x: float) -> float:
    """x rounded to float32 (struct packs to nearest even); inf past float32's range."""
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def bits_of(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def from_bits(b: int) -> float:
    return struct.unpack("<f", struct.pack("<I", b))[0]


def round_bits(x: float, dropped: int) -> float:
    """A float32 value rounded to nearest even at `dropped` low bits, by integer arithmetic on its pattern."""
    b = bits_of(f32(x))
    kept, rest, half = b >> dropped, b & ((1 << dropped) - 1), 1 << (dropped - 1)
    if rest > half or (rest == half and kept & 1):
        kept += 1
    return from_bits(kept << dropped)


def bf16(x: float) -> float:
    return round_bits(x, 16)


def tf32(x: float) -> float:
    return round_bits(x, 13)


def f16(x: float) -> float:
    try:
        return struct.unpack("<e", struct.pack("<e", f32(x)))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def inv_freq_ref(d: int, base: float) -> list[float]:
    """transformers: 1.0 / (base ** (torch.arange(0, dim, 2).float() / dim)), each step in float32."""
    return [f32(1.0 / f32(f32(base) ** f32(float(j) / d))) for j in range(0, d, 2)]


def angle_ref(p: float, inv: float, inv_exact: float, pipeline: str) -> float:
    if pipeline == "exact":
        return p * inv_exact
    if pipeline == "fp32":
        return f32(f32(p) * inv)
    if pipeline == "bf16-legacy":
        return bf16(bf16(p) * bf16(inv))
    if pipeline == "bf16-inv":
        return f32(f32(p) * bf16(inv))
    if pipeline == "bf16-angles":
        return bf16(f32(f32(p) * inv))
    if pipeline == "tf32":
        return f32(tf32(p) * tf32(inv))
    assert pipeline == "fp16"
    a, b = f16(p), f16(inv)
    return math.inf if math.isinf(a) else f16(a * b)


def score_loop(q, k, m, dist, base):
    """transformers' forward in a bfloat16 model, number by number (split halves)."""
    d = len(q)
    inv = inv_freq_ref(d, base)

    def turned(x, p):
        cos = [bf16(f32(math.cos(f32(f32(p) * inv[j % (d // 2)])))) for j in range(d)]
        sin = [bf16(f32(math.sin(f32(f32(p) * inv[j % (d // 2)])))) for j in range(d)]
        xb = [bf16(v) for v in x]
        half = [-xb[j + d // 2] if j < d // 2 else xb[j - d // 2] for j in range(d)]
        return [bf16(bf16(xb[j] * cos[j]) + bf16(half[j] * sin[j])) for j in range(d)]

    a, b = turned(q, m + dist), turned(k, m)
    acc = 0.0
    for x, y in zip(a, b, strict=True):
        acc = f32(acc + f32(x * y))
    return acc


def shift_score_ref(q, k, m, dist, base, pipeline):
    """rope(q, m + dist)·rope(k, m), split halves: hf-bf16 by score_loop, `exact` by the angle dist·θ_i alone, the
    others turning both vectors in float64 by the pipeline's angles (NaN where an angle is inf)."""
    d = len(q)
    if pipeline == "hf-bf16":
        return score_loop(q, k, m, dist, base)
    inv, exact = inv_freq_ref(d, base), [1.0 / base ** (j / d) for j in range(0, d, 2)]
    total = 0.0
    for i in range(d // 2):
        zq, zk = complex(q[i], q[i + d // 2]), complex(k[i], k[i + d // 2])
        if pipeline == "exact":
            total += (zq * zk.conjugate() * cmath.exp(1j * dist * exact[i])).real
            continue
        aq, ak = angle_ref(m + dist, inv[i], exact[i], pipeline), angle_ref(m, inv[i], exact[i], pipeline)
        if math.isinf(aq) or math.isinf(ak):
            return math.nan
        total += ((zq * cmath.exp(1j * aq)) * (zk * cmath.exp(1j * ak)).conjugate()).real
    return total
