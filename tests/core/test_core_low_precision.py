"""RoPE in low precision: the roundings against bit patterns and the pipelines against loops written with Python's
struct (float32, float16) and integer operations on bit patterns, one number at a time."""

from __future__ import annotations

import math

import numpy as np
import pytest
from low_precision_reference import angle_ref, bf16, bits_of, f16, from_bits, inv_freq_ref, score_loop, tf32

from posenc_gui.core import (
    ROPE_PIPELINES,
    ParamError,
    angle_error,
    error_passes,
    first_alias,
    held_positions,
    rope_angles,
    rope_shift_scores,
    round_bfloat16,
    round_float16,
    round_tf32,
)

POSITIONS = [
    0,
    1,
    255,
    256,
    257,
    2047,
    2049,
    4097,
    8193,
    8199,
    10000,
    65504,
    65519,
    65520,
    70000,
    999_999,
    1_000_000,
    1_234_567,
    9_999_999,
]


# -- the roundings -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("value", "pattern"),
    [
        (257.0, 0x43800000),  # 256: a tie between 256 and 258 goes to the even 256
        (10_000.0, 0x461C0000),  # 9,984
        (1_000_000.0, 0x49740000),  # 999,424
        (8_193.0, 0x46000000),
        (8_199.0, 0x46000000),  # 8,192
        (259.0, 0x43820000),  # 260: a tie between 258 and 260 goes to the even 260
        (-257.0, 0xC3800000),
        (from_bits(0x3F808000), 0x3F800000),
        (from_bits(0x3F818000), 0x3F820000),
        (from_bits(0x3F808001), 0x3F810000),
        (from_bits(0x7F7FFFFF), 0x7F800000),  # float32's largest rounds to inf
        (math.inf, 0x7F800000),
        (0.0, 0x00000000),
    ],
)
def test_bfloat16_rounds_to_nearest_even_on_the_bit_pattern(value, pattern):
    out = round_bfloat16(np.array([value], dtype=np.float32))
    assert out.dtype == np.float32 and int(out.view(np.uint32)[0]) == pattern
    assert bits_of(bf16(value)) == pattern


def test_the_issue_s_cases():
    assert round_bfloat16([257, 10_000, 1_000_000]).tolist() == [256.0, 9_984.0, 999_424.0]
    assert round_tf32([2_049]).tolist() == [2_048.0] and round_tf32([2_051]).tolist() == [2_052.0]
    assert round_float16([70_000]).tolist() == [math.inf]
    assert round_float16([65_504, 65_519, 65_520]).tolist() == [65_504.0, 65_504.0, math.inf]
    assert int(round_tf32(np.float32(2_049)).view(np.uint32)) == 0x45000000
    assert np.isnan(round_bfloat16([math.nan])[0]) and np.isnan(round_tf32([math.nan])[0])


def test_roundings_agree_with_the_reference_over_many_patterns():
    rng = np.random.default_rng(3)
    patterns = rng.integers(0, 2**32, 3000, dtype=np.uint64).astype(np.uint32)
    values = patterns.view(np.float32)
    values = values[np.isfinite(values)]
    for fn, ref in ((round_bfloat16, bf16), (round_tf32, tf32), (round_float16, f16)):
        got = fn(values)
        want = np.array([ref(float(v)) for v in values], dtype=np.float32)
        assert np.array_equal(got.view(np.uint32), want.view(np.uint32)), fn.__name__


# -- the pipelines -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("pipeline", ROPE_PIPELINES)
@pytest.mark.parametrize(("d", "base"), [(16, 10_000.0), (12, 500_000.0)])
def test_each_pipeline_against_a_loop(pipeline, d, base):
    got = rope_angles(POSITIONS, d, base, pipeline)
    inv, exact = inv_freq_ref(d, base), [1.0 / base ** (j / d) for j in range(0, d, 2)]
    want = np.array([[angle_ref(float(p), inv[i], exact[i], pipeline) for i in range(d // 2)] for p in POSITIONS])
    assert got.shape == (len(POSITIONS), d // 2)
    if pipeline == "exact":
        np.testing.assert_allclose(got, want, rtol=1e-15)
    else:
        assert np.array_equal(got, want)


def test_the_numbers_the_issue_gives():
    # 10,000 is held as 9,984 in bfloat16, so pair 0 (inv_freq 1) turns by 16 rad less
    assert angle_error([10_000], 128, 10_000.0, "bf16-legacy")[0, 0] == -16.0
    # 8,192 … 8,199 all become 8,192
    assert set(held_positions(np.arange(8_192, 8_200), "bf16-legacy")) == {8_192.0}
    # float32 angles at 10^6: about 0.05 rad for the worst pair
    worst = np.abs(angle_error([1_000_000], 128, 10_000.0, "fp32", wrapped=True)).max()
    assert 0.045 < worst < 0.055
    # TF32 holds 2,049 as 2,048; float16 overflows
    assert held_positions([2_049], "tf32")[0] == 2_048.0
    assert np.isinf(rope_angles([70_000], 8, 10_000.0, "fp16")).all()


def test_first_alias_and_error_passes():
    assert first_alias(128, 10_000.0, "bf16-legacy") == 257
    assert first_alias(128, 10_000.0, "tf32") == 2_049 and first_alias(128, 10_000.0, "fp16") == 2_049
    assert first_alias(64, 10_000.0, "fp32", limit=100_000) is None
    assert first_alias(64, 10_000.0, "exact", limit=1000) is None
    # bf16-angles keeps positions in float32 but its pair 0 angle is the position in bfloat16
    assert first_alias(64, 10_000.0, "bf16-angles", pair=0) == 257
    # a slow pair: the loop's first p whose angle equals p − 1's
    inv = inv_freq_ref(16, 10_000.0)[7]
    p = 1
    while angle_ref(p, inv, 0.0, "bf16-legacy") != angle_ref(p - 1, inv, 0.0, "bf16-legacy"):
        p += 1
    assert first_alias(16, 10_000.0, "bf16-legacy", pair=7) == p
    # error_passes against a loop
    exact = 1.0 / 10_000.0 ** (2 / 16)
    inv = inv_freq_ref(16, 10_000.0)[1]
    p = 0
    while abs(angle_ref(p, inv, exact, "bf16-legacy") - p * exact) <= 0.5:
        p += 1
    assert error_passes(16, 10_000.0, "bf16-legacy", 1, 0.5) == p
    assert error_passes(16, 10_000.0, "fp32", 0, 0.01, limit=50_000) is None


def test_shift_scores():
    rng = np.random.default_rng(0)
    q, k = rng.standard_normal(16), rng.standard_normal(16)
    m = [0, 300, 10_000, 123_456, 1_000_000]
    exact = rope_shift_scores(q, k, m, 16, 10_000.0, "exact")
    assert np.ptp(exact) == 0.0
    # float64 rotation of both vectors gives the exact score
    theta = 10_000.0 ** (-np.arange(8) / 8)
    zq, zk = q[:8] + 1j * q[8:], k[:8] + 1j * k[8:]
    assert exact[0] == pytest.approx(
        float(np.real(np.sum(zq * np.exp(1j * 1e6 * theta) * np.conj(zk * np.exp(1j * (1e6 - 16) * theta))))), abs=1e-8
    )
    # from 10,000 on, bf16-legacy puts m and m + 16 at the same position: the score of distance 0
    legacy = rope_shift_scores(q, k, [10_000], 16, 10_000.0, "bf16-legacy")[0]
    assert legacy == pytest.approx(float(np.dot(q, k)), rel=1e-12)
    hf = rope_shift_scores(q, k, m, 16, 10_000.0, "hf-bf16")
    np.testing.assert_allclose(hf, [score_loop(q, k, p, 16, 10_000.0) for p in m], rtol=2e-6, atol=2e-6)
    # interleaved pairs turn the same numbers in another order: the same exact score for the permuted vectors
    perm = np.ravel(np.column_stack([np.arange(8), np.arange(8, 16)]))
    assert rope_shift_scores(q[perm], k[perm], m, 16, 10_000.0, "fp32", pairing="interleaved") == pytest.approx(
        rope_shift_scores(q, k, m, 16, 10_000.0, "fp32"), rel=1e-12
    )
    assert np.isnan(rope_shift_scores(q, k, [70_000], 16, 10_000.0, "fp16")[0])


@pytest.mark.parametrize(
    ("call", "name"),
    [
        (lambda: rope_angles([1], 16, 10_000.0, "bf8"), "pipeline"),
        (lambda: rope_angles([1], 15, 10_000.0, "fp32"), "head_dim must be even"),
        (lambda: rope_shift_scores(np.ones(3), np.ones(3), [0], 1), "the length of q must be even"),
        (lambda: rope_angles(["x"], 16, 10_000.0, "fp32"), "positions"),
        (lambda: rope_angles([1], 16, 0.5, "fp32"), "base"),
        (lambda: round_bfloat16("text"), "values"),
        (lambda: rope_shift_scores(np.ones(4), np.ones(6), [0], 1), "q and k"),
        (lambda: rope_shift_scores(np.ones(4), np.ones(4), [0], 1.5), "distance"),
        (lambda: rope_shift_scores(np.ones(4), np.ones(4), [0], 1, pipeline="hf"), "pipeline"),
        (lambda: first_alias(16, 10_000.0, "fp32", pair=8), "pair"),
        (lambda: error_passes(16, 10_000.0, "fp32", 0, -1.0), "angle"),
    ],
)
def test_bad_arguments_are_refused_by_name(call, name):
    with pytest.raises(ParamError, match=name):
        call()


def test_first_shared_position_against_a_loop():
    from posenc_gui.core import first_shared_position

    for pipeline, ref in (("bf16-legacy", bf16), ("tf32", tf32), ("fp16", f16)):
        for dist in (1, 3, 16, 40):
            m = 0
            while ref(m) != ref(m + dist) and m <= 30_000:
                m += 1
            assert first_shared_position(dist, pipeline, 30_000) == (
                m if m <= 30_000 and math.isfinite(ref(m)) else None
            )
    assert first_shared_position(16, "bf16-legacy") == 2_072
    assert held_positions([10_000], "bf16-legacy")[0] == held_positions([10_016], "bf16-legacy")[0] == 9_984.0
    assert first_shared_position(16, "fp32", 100_000) is None
