"""RoPE scaling rules against plain loops written from transformers' modeling_rope_utils (one pair at a time,
math module only), hand-worked numbers, a float32 imitation of the library's arithmetic, and refusals of every
JSON type at every key."""

import math
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from posenc_gui.core import ParamError
from posenc_gui.core.rope_scaling import (
    attention_entropy,
    llama3_band_wavelengths,
    rope_inv_freq,
    turns,
    unrotated_dims,
    wavelengths,
    yarn_band,
)


def default_loop(dim, base):
    return [1.0 / base ** (k / dim) for k in range(0, dim, 2)]


def yarn_loop(
    dim, base, factor, original, fast=32.0, slow=1.0, truncate=True, mscale=None, mscale_all=None, attention=None
):
    def get_mscale(scale, m=1.0):
        return 1.0 if scale <= 1 else 0.1 * m * math.log(scale) + 1.0

    def corr(rot):
        return dim * math.log(original / (rot * 2 * math.pi)) / (2 * math.log(base))

    low, high = corr(fast), corr(slow)
    if truncate:
        low, high = math.floor(low), math.ceil(high)
    low, high = max(low, 0), min(high, dim - 1)
    if low == high:
        high += 0.001
    out = []
    for i in range(dim // 2):
        ramp = min(max((i - low) / (high - low), 0.0), 1.0)
        extra = 1 - ramp
        pos = base ** (2 * i / dim)
        out.append(1 / (factor * pos) * (1 - extra) + 1 / pos * extra)
    if attention is None:
        attention = (
            get_mscale(factor, mscale) / get_mscale(factor, mscale_all) if mscale and mscale_all else get_mscale(factor)
        )
    return out, attention


def llama3_loop(dim, base, factor, low, high, old):
    out = []
    for f in default_loop(dim, base):
        wavelen = 2 * math.pi / f
        if wavelen < old / high:
            out.append(f)
        elif wavelen > old / low:
            out.append(f / factor)
        else:
            s = (old / wavelen - low) / (high - low)
            out.append((1 - s) * f / factor + s * f)
    return out


LLAMA31 = {
    "rope_type": "llama3",
    "factor": 8.0,
    "low_freq_factor": 1.0,
    "high_freq_factor": 4.0,
    "original_max_position_embeddings": 8192,
}
DEEPSEEK = {
    "rope_type": "yarn",
    "factor": 40,
    "original_max_position_embeddings": 4096,
    "beta_fast": 32,
    "beta_slow": 1,
    "mscale": 1.0,
    "mscale_all_dim": 1.0,
}


def test_default_and_linear_and_partial_rotary():
    inv, factor = rope_inv_freq(128, 10000.0)
    np.testing.assert_allclose(inv, default_loop(128, 10000.0), rtol=1e-14)
    assert factor == 1.0 and inv[0] == 1.0
    inv, _ = rope_inv_freq(128, 10000.0, {"type": "linear", "factor": 4.0})  # the older key name
    np.testing.assert_allclose(inv, np.array(default_loop(128, 10000.0)) / 4, rtol=1e-14)
    inv, _ = rope_inv_freq(96, 10000.0, None, partial_rotary_factor=0.25)  # GPT-NeoX: 24 of 96 dims
    np.testing.assert_allclose(inv, default_loop(24, 10000.0), rtol=1e-14)
    assert list(unrotated_dims(96, 0.25)) == list(range(24, 96))


def test_llama3_by_hand_and_by_loop():
    inv, factor = rope_inv_freq(128, 500000.0, LLAMA31)
    np.testing.assert_allclose(inv, llama3_loop(128, 500000.0, 8.0, 1.0, 4.0, 8192), rtol=1e-14)
    default = np.array(default_loop(128, 500000.0))
    wave = 2 * np.pi / default
    # by hand: pair 0 turns every 2π positions (kept); pair 63 has a wavelength of 2π·500000^(126/128) ≈ 2.0e7,
    # over 8192: divided by 8; wavelengths 2048 .. 8192 (8192/4 .. 8192/1) are smoothed
    assert inv[0] == 1.0 and inv[63] == pytest.approx(default[63] / 8, rel=1e-14)
    assert np.sum(wave < 2048) == 29 and np.sum(wave > 8192) == 29
    assert llama3_band_wavelengths(8192, 1.0, 4.0) == (2048.0, 8192.0)
    assert factor == 1.0


def test_yarn_deepseek_and_defaults():
    inv, factor = rope_inv_freq(64, 10000.0, DEEPSEEK)
    ref, att = yarn_loop(64, 10000.0, 40, 4096, mscale=1.0, mscale_all=1.0)
    np.testing.assert_allclose(inv, ref, rtol=1e-14)
    assert factor == pytest.approx(att) == pytest.approx(1.0)  # mscale / mscale_all_dim, both 1: ratio 1
    inv, factor = rope_inv_freq(
        128, 10000.0, {"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 32768}
    )
    ref, att = yarn_loop(128, 10000.0, 4.0, 32768)
    np.testing.assert_allclose(inv, ref, rtol=1e-14)
    assert factor == pytest.approx(0.1 * math.log(4.0) + 1.0)
    # exact edges (gpt-oss writes truncate false) and a given attention factor
    inv, factor = rope_inv_freq(
        64,
        150000.0,
        {
            "rope_type": "yarn",
            "factor": 32.0,
            "beta_fast": 32.0,
            "beta_slow": 1.0,
            "truncate": False,
            "attention_factor": 1.5,
            "original_max_position_embeddings": 4096,
        },
    )
    np.testing.assert_allclose(inv, yarn_loop(64, 150000.0, 32.0, 4096, truncate=False)[0], rtol=1e-14)
    assert factor == 1.5
    low, high = yarn_band(64, 150000.0, 4096, 32, 1, truncate=False)
    assert 0 < low < high < 31 and low != int(low)


def test_dynamic_grows_the_base_only_past_the_trained_length():
    scaling = {"rope_type": "dynamic", "factor": 2.0}
    inv, _ = rope_inv_freq(64, 10000.0, scaling, seq_len=1000, max_position_embeddings=2048)
    np.testing.assert_allclose(inv, default_loop(64, 10000.0), rtol=1e-14)
    inv, _ = rope_inv_freq(64, 10000.0, scaling, seq_len=8192, max_position_embeddings=2048)
    base = 10000.0 * ((2.0 * 8192 / 2048) - 1.0) ** (64 / 62)
    np.testing.assert_allclose(inv, default_loop(64, base), rtol=1e-13)


def test_longrope_chooses_its_factors_by_the_length():
    short, long = [1.0 + k / 100 for k in range(16)], [2.0 + k / 10 for k in range(16)]
    scaling = {
        "rope_type": "longrope",
        "short_factor": short,
        "long_factor": long,
        "original_max_position_embeddings": 4096,
    }
    default = default_loop(32, 10000.0)
    inv, factor = rope_inv_freq(32, 10000.0, scaling, max_position_embeddings=131072)
    np.testing.assert_allclose(inv, [f / e for f, e in zip(default, long)], rtol=1e-14)
    assert factor == pytest.approx(math.sqrt(1 + math.log(32) / math.log(4096)))
    inv, _ = rope_inv_freq(32, 10000.0, scaling, seq_len=2048, max_position_embeddings=131072)
    np.testing.assert_allclose(inv, [f / e for f, e in zip(default, short)], rtol=1e-14)


def test_float32_imitation_of_the_library_agrees_to_float32_precision():
    dim, base = 128, 500000.0
    inv = np.float32(1.0) / (np.float32(base) ** (np.arange(0, dim, 2).astype(np.float32) / np.float32(dim)))
    ours, _ = rope_inv_freq(dim, base, LLAMA31)
    wave = np.float32(2 * math.pi) / inv
    low, high = np.float32(8192 / 1.0), np.float32(8192 / 4.0)
    lib = np.where(wave > low, inv / np.float32(8), inv)
    smooth = (np.float32(8192) / wave - np.float32(1)) / np.float32(3)
    smoothed = (1 - smooth) * lib / np.float32(8) + smooth * lib
    lib = np.where(~(wave < high) & ~(wave > low), smoothed, lib).astype(np.float32)
    np.testing.assert_allclose(ours, lib, rtol=2e-6)


def test_helpers():
    inv = np.array([1.0, 0.01])
    np.testing.assert_allclose(wavelengths(inv), [2 * math.pi, 200 * math.pi])
    np.testing.assert_allclose(turns(inv, 100), [100 / (2 * math.pi), 1 / (2 * math.pi)])
    plain, scaled = attention_entropy([1, 2, 100, 1000], 64, 1.2, seed=3)
    assert plain[0] == pytest.approx(0.0) and np.all(plain <= np.log([1, 2, 100, 1000]) + 1e-12)
    assert np.all(scaled[1:] < plain[1:])
    rng = np.random.default_rng(3)  # the draws as documented: q, then the logits
    q = rng.standard_normal(64)
    x = rng.standard_normal(1000) * np.linalg.norm(q) / 8.0
    p = np.exp(x[:100] - x[:100].max())
    p /= p.sum()
    assert plain[2] == pytest.approx(float(-(p * np.log(p)).sum()), rel=1e-12)


@pytest.mark.parametrize("factor", [1.0, 30.0, 1e3])
def test_the_entropy_of_every_prefix_is_its_own_softmax_even_far_below_the_largest_logit(factor):
    # logits × 10⁶ put most prefixes hundreds of thousands below the largest logit: no ln 0, no warning
    lengths = [1, 2, 3, 17, 100, 999, 4096]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        plain, scaled = attention_entropy(lengths, 64, factor, seed=11)
    rng = np.random.default_rng(11)
    q = rng.standard_normal(64)
    x = rng.standard_normal(4096) * np.linalg.norm(q) / 8.0 * factor**2
    for got, n in zip(scaled, lengths):
        z = x[:n] - x[:n].max()
        p = np.exp(z) / np.exp(z).sum()
        nonzero = p > 0
        assert got == pytest.approx(float(-(p[nonzero] * np.log(p[nonzero])).sum()), rel=1e-9, abs=1e-12)
    assert np.all(np.isfinite(plain)) and np.all(scaled >= 0) and np.all(scaled <= np.log(lengths) + 1e-12)


BAD = [None, True, "8", [8.0], {"x": 1}, float("nan"), float("inf"), -1.0, 1e300]


@pytest.mark.parametrize("key", ["factor", "low_freq_factor", "high_freq_factor", "original_max_position_embeddings"])
@pytest.mark.parametrize("value", BAD)
def test_llama3_keys_refused_by_name(key, value):
    with pytest.raises(ParamError, match=key):
        rope_inv_freq(128, 500000.0, LLAMA31 | {key: value})


@pytest.mark.parametrize(
    "key",
    [
        "factor",
        "beta_fast",
        "beta_slow",
        "mscale",
        "mscale_all_dim",
        "attention_factor",
        "truncate",
        "original_max_position_embeddings",
    ],
)
@pytest.mark.parametrize("value", BAD)
def test_yarn_keys_refused_by_name(key, value):
    if value is None and key != "factor" and key != "original_max_position_embeddings":
        return  # an optional key written null is the key left out, as the library reads it
    if key == "truncate" and value is True:
        return
    with pytest.raises(ParamError, match=key):
        rope_inv_freq(64, 10000.0, DEEPSEEK | {key: value})


@pytest.mark.parametrize(
    "scaling, words",
    [
        ({"rope_type": "nope"}, "rope_type"),
        ({"rope_type": ["yarn"]}, "rope_type"),
        ({"factor": 2.0}, "rope_type"),
        ({"rope_type": "llama3", "factor": 8.0}, "low_freq_factor"),
        ({"rope_type": "yarn"}, "factor"),
        ({"rope_type": "longrope", "short_factor": [1.0], "long_factor": [1.0] * 32}, "short_factor"),
        ({"rope_type": "longrope", "short_factor": "1 2", "long_factor": [1.0] * 32}, "short_factor"),
        (LLAMA31 | {"low_freq_factor": 4.0, "high_freq_factor": 1.0}, "high_freq_factor"),
        (DEEPSEEK | {"beta_fast": 1.0, "beta_slow": 2.0}, "beta_fast"),
        ([1, 2], "rope_scaling"),
    ],
)
def test_bad_mappings_name_the_key(scaling, words):
    with pytest.raises(ParamError, match=words):
        rope_inv_freq(64, 10000.0, scaling, max_position_embeddings=4096)


@pytest.mark.parametrize(
    "kwargs, words",
    [
        (dict(head_dim=63), "even"),
        (dict(head_dim="64"), "head_dim"),
        (dict(base=1.0), "base"),
        (dict(base=[1]), "base"),
        (dict(partial_rotary_factor=0.0), "partial_rotary_factor"),
        (dict(partial_rotary_factor=True), "partial_rotary_factor"),
    ],
)
def test_bad_arguments_name_themselves(kwargs, words):
    with pytest.raises(ParamError, match=words):
        rope_inv_freq(**(dict(head_dim=64, base=10000.0) | kwargs))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)


@settings(max_examples=300, deadline=None)
@given(
    rule=st.sampled_from(["linear", "dynamic", "yarn", "longrope", "llama3"]),
    key=st.sampled_from(
        [
            "factor",
            "original_max_position_embeddings",
            "beta_fast",
            "beta_slow",
            "mscale",
            "low_freq_factor",
            "high_freq_factor",
            "short_factor",
            "long_factor",
            "truncate",
            "attention_factor",
            "rope_type",
        ]
    ),
    value=json_values,
)
def test_any_json_value_at_any_key_is_a_result_or_a_param_error(rule, key, value):
    base = {
        "rope_type": rule,
        "factor": 4.0,
        "original_max_position_embeddings": 2048,
        "low_freq_factor": 1.0,
        "high_freq_factor": 4.0,
        "short_factor": [1.0] * 16,
        "long_factor": [2.0] * 16,
    }
    try:
        inv, factor = rope_inv_freq(32, 10000.0, base | {key: value}, max_position_embeddings=8192)
    except ParamError:
        return
    assert np.all(np.isfinite(inv)) and math.isfinite(factor)


def test_llama4_scout_equal_band_factors_as_meta_apply_scaling():
    """Meta's models/llama4/model.py apply_scaling (low_freq_factor 1, old_context_len 8192) with Scout's factor 16 and
    high_freq_factor 1 (models/llama4/args.py): no smoothed band; written here as Meta's loop."""
    dim, theta = 128, 500000.0
    freqs = [1.0 / theta ** (i / dim) for i in range(0, dim, 2)]
    expect = []
    for freq in freqs:
        wavelen = 2 * math.pi / freq
        if wavelen < 8192 / 1:
            expect.append(freq)
        elif wavelen > 8192 / 1:
            expect.append(freq / 16)
        else:
            raise AssertionError("no wavelength lies on the edge here")
    scaling = {
        "rope_type": "llama3",
        "factor": 16.0,
        "low_freq_factor": 1.0,
        "high_freq_factor": 1.0,
        "original_max_position_embeddings": 8192,
    }
    got = rope_inv_freq(dim, theta, scaling)
    np.testing.assert_allclose(got.inv_freq, expect, rtol=1e-14)
    # hand: pair 35's wavelength 2π·500000^(70/128) = 8,219 > 8,192, pair 34's 2π·500000^(68/128) = 6,695: the 29
    # slowest pairs (35 .. 63) are divided by 16
    assert [i for i, (f, e) in enumerate(zip(freqs, expect)) if f != e] == list(range(35, 64))
