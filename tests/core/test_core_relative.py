"""Relative position biases (ALiBi, T5, Shaw, DeBERTa, Kerple) against plain-Python loops written from the
papers' reference code, against numbers the reference implementations give, and their refusals."""

import math
import warnings

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from posenc_gui.core import ParamError
from posenc_gui.core.relative import (
    alibi_bias,
    alibi_slopes,
    deberta_bucket,
    kerple_log,
    kerple_power,
    shaw_index,
    t5_bucket,
)


@pytest.fixture(autouse=True)
def no_numpy_warnings():
    """Every numpy warning (overflow, invalid value, division by zero) fails the test."""
    with warnings.catch_warnings(), np.errstate(all="raise", under="ignore"):
        warnings.simplefilter("error")
        yield


# -- reference code, one value at a time ------------------------------------------------------------------------


def get_slopes(n):
    """Press et al.'s get_slopes (ofirpress/attention_with_linear_biases), as published."""

    def get_slopes_power_of_2(n):
        start = 2 ** (-(2 ** -(math.log2(n) - 3)))
        ratio = start
        return [start * ratio**i for i in range(n)]

    if math.log2(n).is_integer():
        return get_slopes_power_of_2(n)
    closest_power_of_2 = 2 ** math.floor(math.log2(n))
    return (
        get_slopes_power_of_2(closest_power_of_2) + get_slopes(2 * closest_power_of_2)[0::2][: n - closest_power_of_2]
    )


def t5_reference(rp, bidirectional=True, num_buckets=32, max_distance=128):
    """transformers' T5Attention._relative_position_bucket for one int, with torch's float32 steps spelled out:
    relative_position.float() / max_exact, torch.log, / math.log(...) and * (num_buckets - max_exact) with the
    Python scalars taken as float32, then .to(torch.long) (truncation)."""
    bucket = 0
    if bidirectional:
        num_buckets //= 2
        bucket += num_buckets if rp > 0 else 0
        n = abs(rp)
    else:
        n = -min(rp, 0)
    max_exact = num_buckets // 2
    if n < max_exact:
        return bucket + n
    log_ratio = np.float32(math.log(np.float32(n) / np.float32(max_exact)))
    scaled = log_ratio / np.float32(math.log(max_distance / max_exact)) * np.float32(num_buckets - max_exact)
    return bucket + min(max_exact + int(scaled), num_buckets - 1)


def deberta_reference(rp, bucket_size=256, max_position=512):
    """transformers' DeBERTa-v2 make_log_bucket_position for one int, its float32 steps spelled out."""
    sign = (rp > 0) - (rp < 0)
    mid = bucket_size // 2
    abs_pos = mid - 1 if -mid < rp < mid else abs(rp)
    if abs_pos <= mid:
        return rp
    num = np.float32(math.log(np.float32(abs_pos) / np.float32(mid)))
    den = np.float32(math.log(np.float32((max_position - 1) / mid)))
    log_pos = np.float32(math.ceil(num / den * np.float32(mid - 1))) + np.float32(mid)
    return int(log_pos) * sign


# -- ALiBi -------------------------------------------------------------------------------------------------------


def test_alibi_slopes_are_the_reference_codes_for_every_head_count():
    for n in [*range(1, 300), 511, 512, 513, 1000, 1023, 1024]:
        slopes = alibi_slopes(n)
        assert slopes.shape == (n,) and slopes.dtype == np.float64
        np.testing.assert_array_equal(slopes, get_slopes(n))


def test_alibi_slopes_known_values():
    np.testing.assert_array_equal(alibi_slopes(8), [1 / 2**k for k in range(1, 9)])
    np.testing.assert_array_equal(alibi_slopes(1), [2**-8])
    np.testing.assert_array_equal(alibi_slopes(2), [2**-4, 2**-8])
    # 12 heads: the 8-head slopes, then every other slope of 16 heads (2^-0.5, 2^-1.5, ...) for the other 4
    np.testing.assert_allclose(
        alibi_slopes(12), [1 / 2**k for k in range(1, 9)] + [2**-0.5, 2**-1.5, 2**-2.5, 2**-3.5], rtol=1e-15
    )
    # 16 heads: 2^(-k/2); the reference's repeated powers leave last-bit errors (2^-8 comes out 4e-18 above), kept
    np.testing.assert_allclose(alibi_slopes(16), [2 ** (-k / 2) for k in range(1, 17)], rtol=1e-14)
    assert alibi_slopes(16)[-1] == get_slopes(16)[-1] != 2**-8


@pytest.mark.parametrize("bad", [0, -1, 1025, True, 2.5, "8", float("nan"), None])
def test_alibi_slopes_refuse_head_counts(bad):
    with pytest.raises(ParamError, match="n_heads"):
        alibi_slopes(bad)


def test_alibi_slopes_accept_integral_numbers():
    np.testing.assert_array_equal(alibi_slopes(np.int64(6)), alibi_slopes(6.0))


@pytest.mark.parametrize("causal", [True, False])
def test_alibi_bias_is_the_papers_matrix(causal):
    length, slope = 7, 0.25
    bias = alibi_bias(length, slope, causal=causal)
    assert bias.shape == (length, length) and bias.dtype == np.float64
    for i in range(length):
        for j in range(length):
            if j <= i:
                assert bias[i, j] == -slope * (i - j)
            elif causal:
                assert bias[i, j] == -math.inf
            else:
                assert bias[i, j] == -slope * (j - i)


def test_alibi_bias_edges():
    assert alibi_bias(1, 0.5).tolist() == [[0.0]]
    flat = alibi_bias(4, 0.0, causal=False)
    assert (flat == 0).all() and not np.signbit(flat).any()  # zero, not -0
    causal = alibi_bias(3, 0.0)
    assert causal[1, 0] == 0 and causal[0, 1] == -math.inf
    np.testing.assert_array_equal(np.diag(alibi_bias(5, 0.5)), 0.0)


@pytest.mark.parametrize(
    "kwargs, match",
    [
        ({"length": 0, "slope": 0.5}, "length"),
        ({"length": True, "slope": 0.5}, "length"),
        ({"length": 4.5, "slope": 0.5}, "length"),
        ({"length": 4, "slope": float("nan")}, "slope"),
        ({"length": 4, "slope": math.inf}, "slope"),
        ({"length": 4, "slope": -0.5}, "slope"),
        ({"length": 4, "slope": 0.5, "causal": 1}, "causal"),
        ({"length": 4, "slope": 0.5, "causal": "yes"}, "causal"),
        ({"length": 100_000, "slope": 0.5}, "would take"),
    ],
)
def test_alibi_bias_refusals(kwargs, match):
    with pytest.raises(ParamError, match=match):
        alibi_bias(**kwargs)


# -- T5 ----------------------------------------------------------------------------------------------------------

# Where a new bucket starts (distances n = |rp|) at T5's defaults, read off torch 2.14's output of transformers'
# _relative_position_bucket for rp = -200 .. 200: bidirectional (16 per direction, 8 exact) and not (32, 16 exact).
T5_STARTS_BIDIRECTIONAL = [1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 23, 32, 46, 64, 91]
T5_STARTS_CAUSAL = [*range(1, 17), 19, 21, 24, 27, 31, 35, 40, 46, 52, 59, 67, 77, 87, 99, 113]


def test_t5_buckets_of_the_defaults_are_torchs():
    rp = np.arange(-200, 201)
    n = np.abs(rp)
    expected = np.searchsorted(T5_STARTS_BIDIRECTIONAL, n, side="right") + np.where(rp > 0, 16, 0)
    np.testing.assert_array_equal(t5_bucket(rp), expected)
    expected = np.where(rp > 0, 0, np.searchsorted(T5_STARTS_CAUSAL, n, side="right"))
    np.testing.assert_array_equal(t5_bucket(rp, bidirectional=False), expected)
    assert t5_bucket(-(10**7)) == 15 and t5_bucket(10**7) == 31 and t5_bucket(-(10**7), False) == 31


def test_t5_buckets_at_the_exact_boundaries():
    """log(n/8) / log(16) * 8 is an integer at n = 16, 32, 64, 128: truncation is most fragile there, and float32
    and float64 both land on the integer."""
    n = np.array([15, 16, 31, 32, 63, 64, 127, 128])
    assert t5_bucket(-n).tolist() == [9, 10, 11, 12, 13, 14, 15, 15]
    ratio32 = np.log((n.astype(np.float32) / np.float32(8)).astype(np.float64)).astype(np.float32)
    in32 = (ratio32 / np.float32(math.log(16)) * np.float32(8)).astype(np.int64)
    in64 = (np.log(n / 8) / math.log(16) * 8).astype(np.int64)
    np.testing.assert_array_equal(in32, in64)
    assert in32[1::2].tolist() == [2, 4, 6, 8]


def test_t5_bucket_takes_torchs_float32_steps_where_float64_would_not():
    """torch 2.14's buckets at settings where float64 arithmetic gives the next bucket."""
    assert t5_bucket([-24_692, 24_692], True, 1024, 100_000).tolist() == [451, 963]
    assert t5_bucket(-94_006, False, 1024, 100_000) == 1017
    wide = np.log(24_692 / 256) / math.log(100_000 / 256) * 256
    assert 256 + int(wide) == 452  # float64's answer


@pytest.mark.parametrize(
    "bidirectional, num_buckets, max_distance",
    [
        (True, 32, 128),
        (False, 32, 128),
        (True, 4, 5),
        (False, 2, 2),
        (True, 6, 40),
        (False, 10, 1000),
        (True, 64, 256),
        (False, 128, 4096),
        (True, 1024, 100_000),
        (False, 320, 500),
    ],
)
def test_t5_bucket_is_the_reference_loop(bidirectional, num_buckets, max_distance):
    rp = np.concatenate([np.arange(-600, 601), [-99_999, -100_000, 123_457, -(10**7)]])
    got = t5_bucket(rp, bidirectional, num_buckets, max_distance)
    assert got.dtype == np.int64 and got.min() >= 0 and got.max() < num_buckets
    assert got.tolist() == [t5_reference(int(x), bidirectional, num_buckets, max_distance) for x in rp]


@settings(max_examples=150, deadline=None)
@given(
    bidirectional=st.booleans(),
    half=st.integers(1, 256),
    extra=st.integers(1, 20_000),
    rp=st.lists(st.integers(-(10**7), 10**7), min_size=1, max_size=30),
)
def test_t5_bucket_is_the_reference_loop_anywhere(bidirectional, half, extra, rp):
    num_buckets = 2 * half + (2 if bidirectional else 0)
    max_exact = (num_buckets // 2 if bidirectional else num_buckets) // 2
    max_distance = max_exact + extra
    got = t5_bucket(np.array(rp), bidirectional, num_buckets, max_distance)
    assert got.tolist() == [t5_reference(x, bidirectional, num_buckets, max_distance) for x in rp]


def test_t5_bucket_shapes_and_types():
    assert t5_bucket(-9) == 8 and isinstance(t5_bucket(-9), int) and isinstance(t5_bucket(np.int32(3)), int)
    grid = np.subtract.outer(np.arange(5), np.arange(7)).T  # key - query, (7, 5)
    assert t5_bucket(grid).shape == (7, 5)
    assert t5_bucket([-3.0, 4.0]).tolist() == [3, 20]  # integral floats are whole numbers
    assert t5_bucket(np.array([], dtype=np.int64)).shape == (0,)
    assert t5_bucket(np.uint8(200)) == 31


@pytest.mark.parametrize(
    "kwargs, match",
    [
        ({"num_buckets": 33}, "num_buckets must be even"),
        ({"num_buckets": 2}, "num_buckets"),
        ({"num_buckets": 0, "bidirectional": False}, "num_buckets"),
        ({"num_buckets": 3, "bidirectional": False}, "num_buckets must be even"),
        ({"num_buckets": True}, "num_buckets"),
        ({"num_buckets": 2**17}, "num_buckets"),
        ({"max_distance": 8}, "max_distance must be greater than 8"),
        ({"max_distance": 16, "bidirectional": False}, "max_distance must be greater than 16"),
        ({"max_distance": 0}, "max_distance"),
        ({"max_distance": 10**8}, "max_distance"),
        ({"max_distance": 12.5}, "max_distance"),
        ({"bidirectional": 1}, "bidirectional"),
        ({"relative_position": 1.5}, "relative positions"),
        ({"relative_position": [0, float("nan")]}, "relative positions"),
        ({"relative_position": True}, "relative positions"),
        ({"relative_position": "3"}, "relative positions"),
        ({"relative_position": [1, 10**7 + 1]}, "relative positions"),
        ({"relative_position": 2**70}, "relative positions"),
        ({"relative_position": np.zeros(2**25, dtype=np.int8)}, "would take"),
    ],
)
def test_t5_bucket_refusals(kwargs, match):
    kwargs = {"relative_position": 5, **kwargs}
    with pytest.raises(ParamError, match=match):
        t5_bucket(**kwargs)


# -- Shaw ----------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("k", [1, 2, 16, 10**6])
def test_shaw_index_clips_then_shifts(k):
    rp = np.arange(-40, 41)
    assert shaw_index(rp, k).tolist() == [max(-k, min(k, int(x))) + k for x in rp]
    assert shaw_index(-3, 2) == 0 and shaw_index(0, 2) == 2 and shaw_index(3, 2) == 4


@pytest.mark.parametrize("k", [0, -1, True, 1.5, None])
def test_shaw_index_refuses_k(k):
    with pytest.raises(ParamError, match="k"):
        shaw_index([0, 1], k)


# -- DeBERTa -------------------------------------------------------------------------------------------------------

# torch 2.14 on transformers' make_log_bucket_position at the defaults (256 buckets, max_position 512): where a new
# bucket starts past the exact range (rp > 128) up to rp = 511, and a few far values.
DEBERTA_STARTS = [
    129,
    130,
    131,
    133,
    134,
    136,
    137,
    139,
    140,
    142,
    143,
    145,
    146,
    148,
    150,
    151,
    153,
    155,
    156,
    158,
    160,
    161,
    163,
    165,
    167,
    169,
    170,
    172,
    174,
    176,
    178,
    180,
    182,
    184,
    186,
    188,
    190,
    192,
    194,
    196,
    198,
    201,
    203,
    205,
    207,
    210,
    212,
    214,
    216,
    219,
    221,
    224,
    226,
    229,
    231,
    234,
    236,
    239,
    241,
    244,
    247,
    249,
    252,
    255,
    258,
    260,
    263,
    266,
    269,
    272,
    275,
    278,
    281,
    284,
    287,
    290,
    294,
    297,
    300,
    303,
    307,
    310,
    313,
    317,
    320,
    324,
    327,
    331,
    335,
    338,
    342,
    346,
    349,
    353,
    357,
    361,
    365,
    369,
    373,
    377,
    381,
    385,
    390,
    394,
    398,
    403,
    407,
    411,
    416,
    420,
    425,
    430,
    434,
    439,
    444,
    449,
    454,
    459,
    464,
    469,
    474,
    479,
    484,
    490,
    495,
    500,
    506,
]
DEBERTA_FAR = {511: 255, 512: 256, 513: 256, 1000: 317, 2000: 381, 5000: 465, 100_000: 740, 1199: 334}


def test_deberta_buckets_of_the_defaults_are_torchs():
    rp = np.arange(0, 512)
    expected = np.where(rp <= 128, rp, 128 + np.searchsorted(DEBERTA_STARTS, rp, side="right"))
    np.testing.assert_array_equal(deberta_bucket(rp), expected)
    np.testing.assert_array_equal(deberta_bucket(-rp), -expected)  # odd
    assert {r: deberta_bucket(r) for r in DEBERTA_FAR} == DEBERTA_FAR
    assert deberta_bucket(-100_000) == -740 and isinstance(deberta_bucket(3), int)


def test_deberta_small_table_is_torchs():
    """8 buckets, max_position 32 (torch 2.14): rp 5 .. 7 share bucket 5, bucket 4 holds rp = 4 alone."""
    assert deberta_bucket(np.arange(-8, 9), 8, 32).tolist() == [
        -6,
        -5,
        -5,
        -5,
        -4,
        -3,
        -2,
        -1,
        0,
        1,
        2,
        3,
        4,
        5,
        5,
        5,
        6,
    ]


def test_deberta_bucket_takes_torchs_float32_steps_where_float64_would_not():
    """torch 2.14's buckets where float64 (and, for two, numpy's own float32 log) would give the next bucket."""
    assert deberta_bucket(-964_518) == -948
    assert deberta_bucket(325_371, 16, 64) == 44 and deberta_bucket(-867_378, 256, 1024) == -667
    mid = 8
    wide = math.ceil(math.log(325_371 / mid) / math.log(63 / mid) * (mid - 1)) + mid
    assert wide == 45  # float64's answer


@pytest.mark.parametrize(
    "position_buckets, max_position",
    [(256, 512), (2, 3), (2, 8), (4, 6), (16, 64), (64, 128), (128, 512), (256, 131), (512, 4096), (1024, 100_000)],
)
def test_deberta_bucket_is_the_reference_loop(position_buckets, max_position):
    rp = np.concatenate([np.arange(-700, 701), [-123_456, 99_999, 10**7]])
    got = deberta_bucket(rp, position_buckets, max_position)
    assert got.dtype == np.int64
    assert got.tolist() == [deberta_reference(int(x), position_buckets, max_position) for x in rp]


@settings(max_examples=150, deadline=None)
@given(
    mid=st.integers(1, 2048),
    extra=st.integers(2, 50_000),
    rp=st.lists(st.integers(-(10**7), 10**7), min_size=1, max_size=30),
)
def test_deberta_bucket_is_the_reference_loop_anywhere(mid, extra, rp):
    got = deberta_bucket(np.array(rp), 2 * mid, mid + extra)
    assert got.tolist() == [deberta_reference(x, 2 * mid, mid + extra) for x in rp]


@pytest.mark.parametrize(
    "kwargs, match",
    [
        ({"position_buckets": 255}, "position_buckets must be even"),
        ({"position_buckets": 0}, "position_buckets"),
        ({"position_buckets": 1}, "position_buckets"),
        ({"position_buckets": False}, "position_buckets"),
        ({"max_position": 129}, "max_position must be greater than 129"),
        ({"max_position": 2, "position_buckets": 2}, "max_position must be greater than 2"),
        ({"max_position": 0}, "max_position"),
        ({"relative_position": [0.5]}, "relative positions"),
        ({"relative_position": -(10**7) - 1}, "relative positions"),
    ],
)
def test_deberta_bucket_refusals(kwargs, match):
    kwargs = {"relative_position": 5, **kwargs}
    with pytest.raises(ParamError, match=match):
        deberta_bucket(**kwargs)


# -- Kerple --------------------------------------------------------------------------------------------------------


def test_kerple_biases_are_the_papers_formulas():
    r = [0, 0.5, 1, 7, 100, 4096, 10**7]
    assert kerple_log(r, 2.0, 0.5).tolist() == pytest.approx([-2.0 * math.log1p(0.5 * x) for x in r], rel=1e-15)
    assert kerple_power(r, 1.5, 0.7).tolist() == pytest.approx([-1.5 * x**0.7 for x in r], rel=1e-15)
    assert kerple_power(3.0, 1.0, 2.0) == -9.0 and kerple_log(0, 1.0, 1.0) == 0.0
    assert not np.signbit(kerple_log([0.0], 1.0, 1.0)).any() and not np.signbit(kerple_power([0], 1, 1)).any()
    assert kerple_log(np.zeros((3, 2)), 1, 1).shape == (3, 2) and isinstance(kerple_power(2, 1, 1), float)


@pytest.mark.parametrize("fn", [kerple_log, kerple_power])
@pytest.mark.parametrize(
    "args, match",
    [
        (([-1.0], 1, 1), "distances"),
        (([float("nan")], 1, 1), "distances"),
        (([math.inf], 1, 1), "distances"),
        ((["1"], 1, 1), "distances"),
        (([True], 1, 1), "distances"),
        (([1.0], 0, 1), "r1 must be greater than 0"),
        (([1.0], -1, 1), "r1"),
        (([1.0], float("nan"), 1), "r1"),
        (([1.0], 1, 0), "r2 must be greater than 0"),
        (([1.0], 1, True), "r2"),
    ],
)
def test_kerple_refusals(fn, args, match):
    with pytest.raises(ParamError, match=match):
        fn(*args)


def test_kerple_power_keeps_r2_at_most_2():
    assert kerple_power([2.0], 1.0, 2.0).tolist() == [-4.0]
    with pytest.raises(ParamError, match="r2"):
        kerple_power([2.0], 1.0, 2.5)
    assert kerple_log([2.0], 1.0, 2.5).tolist() == [-math.log(6.0)]  # the log form has no such bound
