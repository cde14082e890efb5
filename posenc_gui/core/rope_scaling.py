"""RoPE's per-pair inverse frequencies under the scaling rules models ship, as the transformers library computes
them (`modeling_rope_utils`: `_compute_*_parameters`), and what the Long context views show of them.

    rope_inv_freq(head_dim, base, scaling, seq_len, partial_rotary_factor, max_position_embeddings)
        -> (inv_freq, attention_factor)

`scaling` is a config's `rope_scaling` mapping (`rope_type`, or the older `type`):

    default    θ_i = base^(-2i/d), d = int(head_dim * partial_rotary_factor), i = 0 .. d/2 - 1
    linear     θ_i / factor (position interpolation, Chen et al. 2023)
    dynamic    base' = base * ((factor * L / L0) - (factor - 1))^(d/(d-2)) once L > L0 (dynamic NTK), L the
               sequence length (seq_len), L0 max_position_embeddings
    yarn       pairs turning more than beta_fast times within L0 = original_max_position_embeddings keep θ_i,
               those under beta_slow get θ_i / factor, a linear ramp between (over the pairs floor(low) ..
               ceil(high), or the exact edges with truncate false); attention factor 0.1 ln(factor) + 1, or
               get_mscale(factor, mscale) / get_mscale(factor, mscale_all_dim) when both are given, or the
               config's attention_factor (Peng et al. 2023)
    longrope   θ_i / long_factor_i past L0 = original_max_position_embeddings, else θ_i / short_factor_i;
               attention factor sqrt(1 + ln(factor) / ln L0), factor = max_position_embeddings / L0 (Ding et al.
               2024)
    llama3     wavelengths under L0 / high_freq_factor kept, over L0 / low_freq_factor divided by factor,
               smoothed between (Meta's Llama 3.1 reference code)
    proportional  (transformers 5's _compute_proportional_rope_parameters, Gemma 4's global layers; the p-RoPE
               of Barbero et al. 2024) the first k = int(partial_rotary_factor * head_dim // 2) pairs keep
               base^(-2i/head_dim), exponents over the FULL head, the other head_dim/2 - k pairs get frequency 0
               (they do not turn); all divided by factor (default 1). The result has head_dim/2 entries. Unlike
               partial_rotary_factor under the default rule, which spreads the whole spectrum base^0 ..
               base^(-(d-2)/d) over the d = int(head_dim * factor) rotated dimensions, proportional keeps the
               fastest k frequencies of the full head's spectrum and drops the slow ones.

The library computes in float32 with torch; this module computes the same operations in float64 (the float32
results agree to float32 precision). One choice where versions of the library differ: some derive YaRN's
factor from max_position_embeddings / original_max_position_embeddings when the mapping has the latter; here
the mapping's `factor` is used as written (a config that keeps max_position_embeddings at the trained length,
as Qwen2.5's card suggests, would otherwise be scaled by 1).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, NamedTuple

import numpy as np

from .budget import check_allocation
from .errors import ParamError
from .validation import number_list, real, shown, whole

RULES = ("default", "linear", "dynamic", "yarn", "longrope", "llama3", "proportional")
ALIASES = {"su": "longrope", "mrope": "default"}  # older configs' names for the same computation
MAX_CONTEXT = 10**9
MAX_ENTROPY_KEYS = 2**20  # keys of the attention-entropy curves (8 MiB of logits)

# the keys each rule reads: required ones, then optional ones
KEYS = {
    "default": ((), ()),
    "linear": (("factor",), ()),
    "dynamic": (("factor",), ("original_max_position_embeddings",)),
    "yarn": (
        ("factor",),
        (
            "original_max_position_embeddings",
            "beta_fast",
            "beta_slow",
            "mscale",
            "mscale_all_dim",
            "attention_factor",
            "truncate",
        ),
    ),
    "longrope": (("short_factor", "long_factor"), ("factor", "original_max_position_embeddings", "attention_factor")),
    "llama3": (("factor", "low_freq_factor", "high_freq_factor", "original_max_position_embeddings"), ()),
    "proportional": ((), ("factor", "partial_rotary_factor")),
}


class RopeInvFreq(NamedTuple):
    inv_freq: np.ndarray  # (rotary_dim / 2,) float64
    attention_factor: float  # what cos and sin are multiplied by


def _key(name: str) -> str:
    return f"rope_scaling.{name}"


def _number(scaling: Mapping[str, Any], name: str, low: float, high: float, default: Any = None) -> float:
    value = scaling.get(name, default)
    if isinstance(value, bool) or not isinstance(value, (int, float)):  # the type first: never compare a list
        raise ParamError("{name} must be a number, not {value}.", name=_key(name), value=shown(value))
    return real(_key(name), value, low, high)


def _length(scaling: Mapping[str, Any], name: str, fallback: Any) -> int:
    value = scaling.get(name, fallback)
    if value is None:
        raise ParamError("{name} is needed for this rule (or max_position_embeddings).", name=_key(name))
    if isinstance(value, bool):
        raise ParamError("{name} must be a whole number, not {value}.", name=_key(name), value=shown(value))
    return whole(_key(name), value, 1, MAX_CONTEXT)


def _factors(scaling: Mapping[str, Any], name: str, count: int) -> np.ndarray:
    values = number_list(_key(name), scaling[name])
    if len(values) != count:
        raise ParamError(
            "{name} needs {count} numbers (one per rotated pair), not {given}.",
            name=_key(name),
            count=count,
            given=len(values),
        )
    out = []
    for v in values:
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise ParamError("{name} must hold numbers, not {value}.", name=_key(name), value=shown(v))
        out.append(real(_key(name), v, 1e-6, 1e6))
    return np.array(out, dtype=np.float64)


def rule_of(scaling: Any) -> str:
    """The rule a rope_scaling mapping names (None or {}: default)."""
    if scaling is None:
        return "default"
    if not isinstance(scaling, Mapping):
        raise ParamError("rope_scaling must be a mapping or null, not {value}.", value=shown(scaling))
    if not scaling:
        return "default"
    name = scaling.get("rope_type", scaling.get("type"))
    if not isinstance(name, str):
        raise ParamError(
            "rope_scaling.rope_type must be one of {choices}, not {value}.", choices=", ".join(RULES), value=shown(name)
        )
    name = ALIASES.get(name, name)
    if name not in RULES:
        raise ParamError(
            "rope_scaling.rope_type must be one of {choices}, not {value}.", choices=", ".join(RULES), value=shown(name)
        )
    for key in KEYS[name][0]:
        if key not in scaling:
            raise ParamError("rope_scaling for {rule} needs the key {name}.", rule=name, name=key)
    return name


def rotary_dim(head_dim: Any, partial_rotary_factor: Any = 1.0) -> int:
    """int(head_dim * partial_rotary_factor), as the library computes it; even and at least 2."""
    head_dim = whole("head_dim", head_dim, 2, 2**16)
    if isinstance(partial_rotary_factor, bool):
        raise ParamError("partial_rotary_factor must be a number, not {value}.", value=shown(partial_rotary_factor))
    partial = real("partial_rotary_factor", partial_rotary_factor, 1e-6, 1.0)
    dim = int(head_dim * partial)
    if dim < 2 or dim % 2:
        raise ParamError(
            "RoPE turns dimensions in pairs: head_dim × partial_rotary_factor = {dim} must be even and at least 2.",
            dim=dim,
        )
    return dim


def _exponents(dim: int) -> np.ndarray:
    return np.arange(0, dim, 2, dtype=np.float64) / dim


def get_mscale(scale: float, mscale: float = 1.0) -> float:
    """YaRN's attention scaling: 0.1 * mscale * ln(scale) + 1 (1 for scale <= 1)."""
    return 1.0 if scale <= 1 else 0.1 * mscale * math.log(scale) + 1.0


def _correction_dim(rotations: float, dim: int, base: float, length: int) -> float:
    """The (pair-index) dimension whose pair turns `rotations` times within `length` positions."""
    return dim * math.log(length / (rotations * 2 * math.pi)) / (2 * math.log(base))


def yarn_band(
    head_dim: Any,
    base: Any,
    original_max_position_embeddings: Any,
    beta_fast: Any = 32.0,
    beta_slow: Any = 1.0,
    truncate: Any = True,
    partial_rotary_factor: Any = 1.0,
) -> tuple[float, float]:
    """YaRN's ramp as the library's find_correction_range: (low, high) pair indices, floor and ceil unless
    truncate is false, clipped to 0 .. dim - 1."""
    dim = rotary_dim(head_dim, partial_rotary_factor)
    base = _base(base)
    length = whole("original_max_position_embeddings", original_max_position_embeddings, 1, MAX_CONTEXT)
    fast, slow = real("beta_fast", beta_fast, 1e-6, 1e6), real("beta_slow", beta_slow, 1e-6, 1e6)
    low, high = _correction_dim(fast, dim, base, length), _correction_dim(slow, dim, base, length)
    if truncate:
        low, high = math.floor(low), math.ceil(high)
    return max(low, 0), min(high, dim - 1)


def llama3_band_wavelengths(
    original_max_position_embeddings: Any, low_freq_factor: Any = 1.0, high_freq_factor: Any = 4.0
) -> tuple[float, float]:
    """(high-frequency wavelength, low-frequency wavelength): shorter wavelengths are kept, longer ones divided by
    the factor, those between smoothed."""
    length = whole("original_max_position_embeddings", original_max_position_embeddings, 1, MAX_CONTEXT)
    low, high = (
        real("low_freq_factor", low_freq_factor, 1e-6, 1e6),
        real("high_freq_factor", high_freq_factor, 1e-6, 1e6),
    )
    return length / high, length / low


def unrotated_dims(head_dim: Any, partial_rotary_factor: Any = 1.0) -> np.ndarray:
    """The dimensions of a head a partial rotary factor leaves unrotated (rotary_dim .. head_dim - 1)."""
    dim = rotary_dim(head_dim, partial_rotary_factor)
    return np.arange(dim, int(head_dim), dtype=np.int64)


def wavelengths(inv_freq: Any) -> np.ndarray:
    """2π / θ_i: positions per turn of each pair."""
    return 2 * math.pi / np.asarray(inv_freq, dtype=np.float64)


def turns(inv_freq: Any, length: Any) -> np.ndarray:
    """How many turns each pair makes within `length` positions: length · θ_i / 2π."""
    length = real("length", length, 0.0, float(MAX_CONTEXT))
    return length * np.asarray(inv_freq, dtype=np.float64) / (2 * math.pi)


def _base(base: Any) -> float:
    if isinstance(base, bool) or not isinstance(base, (int, float, np.floating, np.integer)):
        raise ParamError("base must be a number, not {value}.", value=shown(base))
    base = real("base", base, 1.0 + 1e-9, 1e15)
    return base


def rope_inv_freq(
    head_dim: Any,
    base: Any,
    scaling: Any = None,
    seq_len: Any = None,
    partial_rotary_factor: Any = 1.0,
    max_position_embeddings: Any = None,
) -> RopeInvFreq:
    """(inv_freq, attention_factor) of RoPE with `scaling` (a rope_scaling mapping, None for none), as the
    transformers library's rules compute them (see the module's text). `seq_len`: the sequence length dynamic
    NTK and LongRoPE choose by (default max_position_embeddings); `max_position_embeddings`: the config's."""
    rule = rule_of(scaling)
    if rule == "proportional":
        return _proportional(head_dim, base, scaling, partial_rotary_factor)
    dim = rotary_dim(head_dim, partial_rotary_factor)
    base = _base(base)
    scaling = scaling or {}
    if max_position_embeddings is not None:
        max_position_embeddings = whole("max_position_embeddings", max_position_embeddings, 1, MAX_CONTEXT)
    if seq_len is not None:
        seq_len = whole("seq_len", seq_len, 1, MAX_CONTEXT)
    exponents = _exponents(dim)
    default = 1.0 / base**exponents
    if rule == "default":
        return RopeInvFreq(default, 1.0)
    if rule == "linear":
        return RopeInvFreq(default / _number(scaling, "factor", 1e-6, 1e6), 1.0)
    if rule == "dynamic":
        factor = _number(scaling, "factor", 1e-6, 1e6)
        trained = _length(scaling, "original_max_position_embeddings", max_position_embeddings)
        if "original_max_position_embeddings" not in scaling and max_position_embeddings is None:
            raise ParamError("dynamic scaling needs max_position_embeddings.")
        length = seq_len if seq_len is not None and seq_len > trained else trained
        if dim < 4:
            raise ParamError("dynamic NTK scaling needs at least 4 rotated dimensions, not {dim}.", dim=dim)
        scaled = base * ((factor * length / trained) - (factor - 1)) ** (dim / (dim - 2))
        return RopeInvFreq(1.0 / scaled**exponents, 1.0)
    if rule == "yarn":
        return _yarn(dim, base, scaling, max_position_embeddings, exponents)
    if rule == "longrope":
        return _longrope(dim, base, scaling, seq_len, max_position_embeddings, exponents)
    return _llama3(default, scaling)


def proportional_pairs(head_dim: Any, partial_rotary_factor: Any) -> int:
    """The pairs the proportional rule turns: int(partial_rotary_factor * head_dim // 2), as the library computes
    it (the product floor-divided by 2, then made whole)."""
    head_dim = whole("head_dim", head_dim, 2, 2**16)
    if head_dim % 2:
        raise ParamError("head_dim must be even for RoPE's pairs, not {value}.", value=head_dim)
    if isinstance(partial_rotary_factor, bool):
        raise ParamError("partial_rotary_factor must be a number, not {value}.", value=shown(partial_rotary_factor))
    partial = real("partial_rotary_factor", partial_rotary_factor, 0.0, 1.0)
    return int(partial * head_dim // 2)


def _proportional(head_dim: Any, base: Any, scaling: Any, partial_rotary_factor: Any) -> RopeInvFreq:
    """The proportional rule: base^(-2i/head_dim) for the first k pairs, 0 for the rest, divided by factor."""
    partial = scaling.get("partial_rotary_factor")
    if partial is None:
        partial = partial_rotary_factor
    elif isinstance(partial, bool) or not isinstance(partial, (int, float)):
        raise ParamError(
            "{name} must be a number, not {value}.", name=_key("partial_rotary_factor"), value=shown(partial)
        )
    pairs = proportional_pairs(head_dim, partial)
    head_dim, base = int(head_dim), _base(base)
    factor = _number(scaling, "factor", 1e-6, 1e6) if scaling.get("factor") is not None else 1.0
    inv_freq = np.zeros(head_dim // 2, dtype=np.float64)
    inv_freq[:pairs] = 1.0 / base ** (np.arange(0, 2 * pairs, 2, dtype=np.float64) / head_dim)
    return RopeInvFreq(inv_freq / factor, 1.0)


def _yarn(dim: Any, base: Any, scaling: Any, max_position_embeddings: Any, exponents: Any) -> RopeInvFreq:
    factor = _number(scaling, "factor", 1e-6, 1e6)
    original = _length(scaling, "original_max_position_embeddings", max_position_embeddings)
    fast = _number(scaling, "beta_fast", 1e-6, 1e6) if scaling.get("beta_fast") is not None else 32.0
    slow = _number(scaling, "beta_slow", 1e-6, 1e6) if scaling.get("beta_slow") is not None else 1.0
    if fast <= slow:
        raise ParamError(
            "rope_scaling.beta_fast must be greater than rope_scaling.beta_slow, not {fast:g} and {slow:g}.",
            fast=fast,
            slow=slow,
        )
    truncate = scaling.get("truncate", True)
    if not isinstance(truncate, bool):
        raise ParamError("rope_scaling.truncate must be true or false, not {value}.", value=shown(truncate))
    mscale = _number(scaling, "mscale", 0.0, 1e6) if scaling.get("mscale") is not None else None
    mscale_all = _number(scaling, "mscale_all_dim", 0.0, 1e6) if scaling.get("mscale_all_dim") is not None else None
    if scaling.get("attention_factor") is not None:
        attention = _number(scaling, "attention_factor", 0.0, 1e6)
    elif mscale and mscale_all:
        attention = get_mscale(factor, mscale) / get_mscale(factor, mscale_all)
    else:
        attention = get_mscale(factor)
    low, high = yarn_band(dim, base, original, fast, slow, truncate)
    if low == high:
        high += 0.001  # (the library's guard against a zero-width ramp)
    ramp = np.clip((np.arange(dim // 2, dtype=np.float64) - low) / (high - low), 0.0, 1.0)
    extrapolation = 1.0 - ramp
    pos_freqs = base**exponents
    inv = (1.0 / (factor * pos_freqs)) * (1 - extrapolation) + (1.0 / pos_freqs) * extrapolation
    return RopeInvFreq(inv, float(attention))


def _longrope(
    dim: Any, base: Any, scaling: Any, seq_len: Any, max_position_embeddings: Any, exponents: Any
) -> RopeInvFreq:
    short, long = _factors(scaling, "short_factor", dim // 2), _factors(scaling, "long_factor", dim // 2)
    original = _length(scaling, "original_max_position_embeddings", max_position_embeddings)
    expanded = max_position_embeddings or original
    factor = _number(scaling, "factor", 1e-06, 1000000.0) if scaling.get("factor") is not None else expanded / original
    if scaling.get("attention_factor") is not None:
        attention = _number(scaling, "attention_factor", 0.0, 1e6)
    else:
        attention = 1.0 if factor <= 1 else math.sqrt(1 + math.log(factor) / math.log(original))
    length = seq_len if seq_len is not None else expanded
    ext = long if length > original else short
    return RopeInvFreq(1.0 / (ext * base**exponents), float(attention))


def _llama3(default: Any, scaling: Any) -> RopeInvFreq:
    factor = _number(scaling, "factor", 1e-6, 1e6)
    low = _number(scaling, "low_freq_factor", 1e-6, 1e6)
    high = _number(scaling, "high_freq_factor", 1e-6, 1e6)
    if high < low:
        raise ParamError(
            "rope_scaling.high_freq_factor must not be less than rope_scaling.low_freq_factor, not "
            "{high:g} and {low:g}.",
            high=high,
            low=low,
        )
    old = _length(scaling, "original_max_position_embeddings", None)
    low_wavelen, high_wavelen = old / low, old / high
    wavelen = 2 * math.pi / default
    inv = np.where(wavelen > low_wavelen, default / factor, default)
    medium = ~(wavelen < high_wavelen) & ~(wavelen > low_wavelen)
    if high == low:
        # (Llama 4 Scout: factors 1 and 1, no band between kept and divided wavelengths; Meta's apply_scaling
        # asserts that no wavelength falls exactly on the edge, where the smoothing would divide by 0)
        if medium.any():
            raise ParamError(
                "with rope_scaling.high_freq_factor equal to low_freq_factor ({low:g}), a pair's "
                "wavelength lies exactly on the edge {edge:g}.",
                low=low,
                edge=low_wavelen,
            )
        return RopeInvFreq(inv, 1.0)
    smooth = (old / wavelen - low) / (high - low)
    smoothed = (1 - smooth) * inv / factor + smooth * inv
    return RopeInvFreq(np.where(medium, smoothed, inv), 1.0)


# Model types whose attention multiplies its softmax scale by mscale² (read in transformers 5.25.0:
# self.scaling = yarn_apply_mscale(config.rope_parameters, self.qk_head_dim ** (-0.5)) in DeepseekV2Attention,
# DeepseekV3Attention, DeepseekV32Attention, GlmMoeDsaAttention and Glm4MoeLiteAttention; DeepSeek-V3's own
# inference/model.py, class MLA, does the same with its mscale; Kimi Linear's attention keeps qk_head_dim ** -0.5)
SOFTMAX_MSCALE_MODELS = frozenset({"deepseek_v2", "deepseek_v3", "deepseek_v32", "glm_moe_dsa", "glm4_moe_lite"})


def softmax_scale_factor(model_type: str | None, scaling: Any) -> float:
    """What a model's attention multiplies its softmax scale 1/√(head_dim) by, besides RoPE: for DeepSeek-V3
    mscale² with mscale = 0.1·mscale_all_dim·ln(factor) + 1 (×1.874 for factor 40 and mscale_all_dim 1), when
    its rope_scaling names a rule other than default, a factor and a nonzero mscale_all_dim; else 1. This is
    not the rule's attention factor, which multiplies cos and sin (for DeepSeek-V3 it is 1)."""
    if model_type not in SOFTMAX_MSCALE_MODELS or not isinstance(scaling, Mapping):
        return 1.0
    rule = scaling.get("rope_type") or scaling.get("type") or "default"  # (null is as good as absent)
    factor, all_dim = scaling.get("factor"), scaling.get("mscale_all_dim")
    if rule == "default" or not all_dim or factor is None:
        return 1.0
    factor = real("rope_scaling.factor", factor, 1e-6, 1e6)
    all_dim = real("rope_scaling.mscale_all_dim", all_dim, 0.0, 1e3)
    mscale = get_mscale(factor, all_dim)  # (the library's yarn_get_mscale: 1 for a factor of 1 or less)
    return mscale * mscale


def attention_entropy(
    lengths: Any, head_dim: Any, attention_factor: Any, seed: int = 0
) -> tuple[np.ndarray, np.ndarray]:
    """(plain, scaled): the softmax entropy in nats over the first L logits, for each L in `lengths`, of seeded
    logits q·k/√d (one N(0, 1) query q, keys k with N(0, 1) entries: each logit is then N(0, |q|²/d), and is drawn
    so), plain and multiplied by attention_factor² (cos and sin each carry the factor). The same draws for every
    L: a longer context adds keys to a shorter one's."""
    lengths = np.asarray(lengths, dtype=np.int64).ravel()
    if lengths.size == 0 or lengths.min() < 1 or lengths.max() > MAX_ENTROPY_KEYS:
        raise ParamError("lengths must lie between 1 and {most}.", most=MAX_ENTROPY_KEYS)
    d = whole("head_dim", head_dim, 1, 2**16)
    factor = real("attention_factor", attention_factor, 0.0, 1e3)
    check_allocation((int(lengths.max()),), 8, "set of logits")
    rng = np.random.default_rng(whole("seed", seed, 0, 2**32 - 1))
    q = rng.standard_normal(d)
    logits = rng.standard_normal(int(lengths.max())) * (np.linalg.norm(q) / math.sqrt(d))
    return _prefix_entropy(logits, lengths), _prefix_entropy(logits * factor**2, lengths)


def _prefix_entropy(x: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """H(L) = ln Σ e^(x_i − c) − Σ e^(x_i − c)(x_i − c) / Σ e^(x_i − c) over i < L, for every L at once, with c the
    largest x_i of the prefix itself. One shift for all prefixes (the largest x overall) would leave a prefix far
    below it with every term under the smallest float and ln 0 (logits × a factor² of 10⁶); the sums are carried
    from one record of the running maximum to the next instead, rescaled by e^(−step). Seeded normal draws have
    about ln n records, so this costs what two cumulative sums do."""
    top = np.maximum.accumulate(x)
    starts = np.flatnonzero(np.r_[True, top[1:] != top[:-1]])
    s0, s1 = np.empty_like(x), np.empty_like(x)
    carry0 = carry1 = 0.0
    previous = float(top[0])
    for a, b in zip(starts.tolist(), [*starts[1:].tolist(), x.size]):
        step = float(top[a]) - previous
        shrink = math.exp(-step)
        carry0, carry1 = carry0 * shrink, (carry1 - step * carry0) * shrink
        shifted = x[a:b] - top[a]
        w = np.exp(shifted)
        s0[a:b] = carry0 + np.cumsum(w)
        s1[a:b] = carry1 + np.cumsum(w * shifted)
        carry0, carry1, previous = float(s0[b - 1]), float(s1[b - 1]), float(top[a])
    at = lengths - 1
    return np.log(s0[at]) - s1[at] / s0[at]


__all__ = [
    "RULES",
    "RopeInvFreq",
    "attention_entropy",
    "get_mscale",
    "llama3_band_wavelengths",
    "rope_inv_freq",
    "rotary_dim",
    "rule_of",
    "turns",
    "unrotated_dims",
    "wavelengths",
    "yarn_band",
]


def nope_query_scale(positions: Any, floor_scale: Any, attn_scale: Any) -> np.ndarray:
    """Llama 4's query temperature on its layers without RoPE (transformers' Llama4TextAttention, with
    attn_temperature_tuning): log(floor((pos + 1) / floor_scale) + 1) * attn_scale + 1 for each 0-based position;
    1 up to position floor_scale - 2, then growing by steps every floor_scale positions."""
    pos = np.asarray(positions, dtype=np.float64).ravel()
    if pos.size and (not np.all(np.isfinite(pos)) or pos.min() < 0 or pos.max() > MAX_CONTEXT):
        raise ParamError("positions must lie between 0 and {most}.", most=MAX_CONTEXT)
    if isinstance(floor_scale, bool) or isinstance(attn_scale, bool):
        raise ParamError("floor_scale and attn_scale must be numbers.")
    floor = real("floor_scale", floor_scale, 1e-6, float(MAX_CONTEXT))
    strength = real("attn_scale", attn_scale, 0.0, 1e6)
    return np.log(np.floor((pos + 1.0) / floor) + 1.0) * strength + 1.0
