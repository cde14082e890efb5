"""The sinusoidal encoding against independent references written straight from the formula.

PE(pos, 2i) = sin(pos / base^(2i/d)),  PE(pos, 2i+1) = cos(pos / base^(2i/d)).
"""

import math

import numpy as np
import pytest

from posenc_gui.core import ParamError, block_means, dim_pair, frequencies, n_pairs, sinusoidal, values, wavelengths

ACCURACY = 1e-6  # the promised bound on |float32 table - exact value|


# ----------------------------------------------------------------------------------------------- references


def loop_reference(max_len, d_model, base=10000.0, start=0):
    """A lesson's double loop, math.sin / math.cos, interleaved layout, float64."""
    pe = [[0.0] * d_model for _ in range(max_len)]
    for row in range(max_len):
        pos = start + row
        for j in range(0, d_model, 2):
            angle = pos / base ** (j / d_model)  # j = 2i
            pe[row][j] = math.sin(angle)
            if j + 1 < d_model:
                pe[row][j + 1] = math.cos(angle)
    return np.array(pe, dtype=np.float64).reshape(max_len, d_model)


def torch_style_reference(max_len, d_model, base=10000.0):
    """The PyTorch tutorial's table, in float64 numpy: div_term = exp(arange(0, d, 2) * -(log(base)/d))."""
    position = np.arange(max_len, dtype=np.float64)[:, None]
    div_term = np.exp(np.arange(0, d_model, 2, dtype=np.float64) * -(math.log(base) / d_model))
    pe = np.zeros((max_len, d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term[: d_model // 2])
    return pe


def tf_style_reference(max_len, d_model, base=10000.0):
    """The TensorFlow tutorial's table: all sines, then all cosines (concatenated)."""
    pos = np.arange(max_len, dtype=np.float64)[:, None]
    j = np.arange(d_model)[None, :]
    angles = pos / np.power(float(base), (2 * (j // 2)) / np.float64(d_model))
    sines = np.sin(angles[:, 0::2])
    cosines = np.cos(angles[:, 1::2])
    return np.concatenate([sines, cosines], axis=-1)


def exact_reference(start, max_len, d_model, base=10000.0):
    """float64 formula with angles pos * (1/base**(2i/d)), interleaved; exact to ~1e-9 even at 10**7."""
    pos = np.arange(start, start + max_len, dtype=np.float64)[:, None]
    inv = np.array([1.0 / base ** (j / d_model) for j in range(0, d_model, 2)], dtype=np.float64)
    angle = pos * inv
    pe = np.empty((max_len, d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(angle)
    pe[:, 1::2] = np.cos(angle)[:, : d_model // 2]
    return pe


def naive_float32(start, max_len, d_model, base=10000.0):
    """The tempting shortcut: the product pos * freq formed in float32."""
    pos = np.arange(start, start + max_len, dtype=np.float32)[:, None]
    freq = (1.0 / np.power(np.float64(base), np.arange(0, d_model, 2) / d_model)).astype(np.float32)
    angle = pos * freq  # float32 * float32 -> float32: the angle is rounded here
    pe = np.empty((max_len, d_model), dtype=np.float32)
    pe[:, 0::2] = np.sin(angle)
    pe[:, 1::2] = np.cos(angle)[:, : d_model // 2]
    return pe


def max_err(a, b):
    assert a.shape == b.shape
    return float(np.max(np.abs(np.asarray(a, dtype=np.float64) - np.asarray(b, dtype=np.float64))))


# ------------------------------------------------------------------------------------- the references agree


def test_references_agree_with_each_other():
    loop = loop_reference(50, 16)
    assert max_err(loop, torch_style_reference(50, 16)) < 1e-12
    assert max_err(loop, exact_reference(0, 50, 16)) < 1e-12
    # the TF table is the same numbers, columns reordered
    tf = tf_style_reference(50, 16)
    assert max_err(tf[:, :8], loop[:, 0::2]) < 1e-12
    assert max_err(tf[:, 8:], loop[:, 1::2]) < 1e-12


# ---------------------------------------------------------------------------------------------- the layouts


@pytest.mark.parametrize("base", [10, 10000, 1e6])
@pytest.mark.parametrize("d_model", [1, 2, 7, 64])
def test_interleaved_matches_loop(d_model, base):
    table = sinusoidal(60, d_model, base=base)
    assert table.shape == (60, d_model)
    assert table.dtype == np.float32
    assert max_err(table, loop_reference(60, d_model, base)) <= ACCURACY


@pytest.mark.parametrize("base", [10, 10000, 1e6])
@pytest.mark.parametrize("d_model", [2, 8, 64, 128])
def test_interleaved_matches_torch_style(d_model, base):
    assert max_err(sinusoidal(100, d_model, base=base), torch_style_reference(100, d_model, base)) <= ACCURACY


@pytest.mark.parametrize("base", [10, 10000, 1e6])
@pytest.mark.parametrize("d_model", [1, 2, 7, 9, 64])
def test_concatenated_matches_tf_style(d_model, base):
    table = sinusoidal(60, d_model, base=base, layout="concatenated")
    ref = tf_style_reference(60, d_model, base)
    assert table.shape == ref.shape == (60, d_model)
    assert max_err(table, ref) <= ACCURACY


def test_odd_d_model_interleaved_last_dim_is_sin():
    d = 7
    table = sinusoidal(40, d)
    pos = np.arange(40, dtype=np.float64)
    w_last = 10000.0 ** (-(d - 1) / d)  # frequency index i = 3, dim 6 = 2i
    assert np.max(np.abs(table[:, 6] - np.sin(pos * w_last))) <= ACCURACY
    assert np.max(np.abs(table[:, 6] - np.cos(pos * w_last))) > 0.5  # and definitely not a cos
    assert n_pairs(7) == 4
    assert dim_pair(6, 7)[0] == 3 and str(dim_pair(6, 7)[1]) == "sin"


def test_odd_d_model_concatenated_split():
    # d=7: 4 sine columns (i=0..3), then 3 cosine columns (i=0..2)
    table = sinusoidal(30, 7, layout="concatenated")
    pos = np.arange(30, dtype=np.float64)[:, None]
    w = np.array([10000.0 ** (-2 * i / 7) for i in range(4)])
    assert max_err(table[:, :4], np.sin(pos * w)) <= ACCURACY
    assert max_err(table[:, 4:], np.cos(pos * w[:3])) <= ACCURACY
    i, kind = dim_pair(np.arange(7), 7, "concatenated")
    assert i.tolist() == [0, 1, 2, 3, 0, 1, 2]
    assert kind.tolist() == ["sin"] * 4 + ["cos"] * 3


def test_d_model_one():
    assert max_err(sinusoidal(10, 1), np.sin(np.arange(10.0))[:, None]) <= ACCURACY
    assert max_err(sinusoidal(10, 1, layout="concatenated"), np.sin(np.arange(10.0))[:, None]) <= ACCURACY


# ------------------------------------------------------------------------------------------------- accuracy


@pytest.mark.parametrize("start", [0, 8192, 10**6, 10**7 - 4096])
def test_accuracy_bound_far_positions(start):
    table = sinusoidal(4096, 512, start=start)
    assert table.dtype == np.float32 and table.shape == (4096, 512)
    err = max_err(table, exact_reference(start, 4096, 512))
    assert err <= ACCURACY, f"max abs error {err:.3g} at start={start}"


def test_accuracy_bound_other_base_and_layout():
    start = 10**7 - 1024
    table = sinusoidal(1024, 64, base=1e6, layout="concatenated", start=start)
    ref = exact_reference(start, 1024, 64, base=1e6)
    assert max_err(table[:, :32], ref[:, 0::2]) <= ACCURACY
    assert max_err(table[:, 32:], ref[:, 1::2]) <= ACCURACY


@pytest.mark.parametrize("start", [8192, 10**6])
def test_naive_float32_would_fail_the_bound(start):
    """The bound is not vacuous: forming pos*freq in float32 is off by far more than 1e-6 here."""
    ref = exact_reference(start, 1024, 512)
    naive_err = max_err(naive_float32(start, 1024, 512), ref)
    assert naive_err > 100 * ACCURACY, naive_err
    assert max_err(sinusoidal(1024, 512, start=start), ref) <= ACCURACY


# ---------------------------------------------------------------------------------------------------- start


@pytest.mark.parametrize("layout", ["interleaved", "concatenated"])
@pytest.mark.parametrize("start,n", [(0, 17), (5, 40), (123, 200), (999, 1)])
def test_start_is_a_window_of_the_big_table(start, n, layout):
    big = sinusoidal(1200, 24, layout=layout)
    window = sinusoidal(n, 24, layout=layout, start=start)
    assert window.shape == (n, 24)
    assert max_err(window, big[start : start + n]) <= 2 * ACCURACY


def test_far_start_returns_only_n_rows():
    window = sinusoidal(5, 16, start=10**6)
    assert window.shape == (5, 16)
    assert max_err(window, loop_reference(5, 16, start=10**6)) <= ACCURACY


@pytest.mark.parametrize("bad", [-1, 2.5])
def test_bad_start_raises(bad):
    with pytest.raises(ParamError):
        sinusoidal(5, 8, start=bad)


# ---------------------------------------------------------------------------------------------------- dtype


@pytest.mark.parametrize("d_model", [7, 64])
def test_float64_matches_loop_tightly(d_model):
    table = sinusoidal(300, d_model, dtype=np.float64)
    assert table.dtype == np.float64
    assert max_err(table, loop_reference(300, d_model)) <= 1e-12


@pytest.mark.parametrize("dtype", [int, np.int32, np.complex64, bool])
def test_non_float_dtype_raises(dtype):
    with pytest.raises(ParamError, match="floating-point"):
        sinusoidal(4, 8, dtype=dtype)


@pytest.mark.parametrize(
    "kwargs",
    [
        dict(max_len=0, d_model=8),
        dict(max_len=3.5, d_model=8),
        dict(max_len=4, d_model=0),
        dict(max_len=4, d_model=2.5),
        dict(max_len=4, d_model=8, base=1.0),
        dict(max_len=4, d_model=8, base=0.5),
        dict(max_len=4, d_model=8, base=float("nan")),
        dict(max_len=4, d_model=8, base=float("inf")),
        dict(max_len=4, d_model=8, layout="diagonal"),
    ],
)
def test_sinusoidal_rejects_bad_arguments(kwargs):
    with pytest.raises(ParamError):
        sinusoidal(**kwargs)


# ------------------------------------------------------------------------------------ frequencies, lengths


@pytest.mark.parametrize("base", [10, 10000, 1e6])
@pytest.mark.parametrize("d_model", [1, 2, 7, 8, 64])
def test_frequencies_and_wavelengths(d_model, base):
    w = frequencies(d_model, base)
    assert w.dtype == np.float64
    assert len(w) == math.ceil(d_model / 2) == n_pairs(d_model)
    expected = [base ** (-2 * i / d_model) for i in range(math.ceil(d_model / 2))]
    np.testing.assert_allclose(w, expected, rtol=1e-14, atol=0)
    assert w[0] == 1.0
    assert np.all(np.diff(w) < 0)
    lam = wavelengths(d_model, base)
    np.testing.assert_allclose(lam, [2 * math.pi / x for x in expected], rtol=1e-14, atol=0)
    assert lam[0] == pytest.approx(2 * math.pi, rel=1e-15)


def test_wavelengths_range_d512():
    lam = wavelengths(512)
    assert lam[0] == pytest.approx(2 * math.pi)
    # last pair i = 255: 2*pi * 10000^(510/512)
    assert lam[-1] == pytest.approx(2 * math.pi * 10000 ** (510 / 512), rel=1e-12)
    assert lam[-1] < 2 * math.pi * 10000


# --------------------------------------------------------------------------------------------------- values


def test_values_fractional_positions_interleaved():
    d = 10
    positions = [0.0, 0.25, 1.5, 3.75, 99.9, 12345.678]
    dims = [0, 1, 2, 5, 9]
    got = values(positions, dims, d)
    assert got.shape == (len(positions), len(dims))
    for r, p in enumerate(positions):
        for c, dim in enumerate(dims):
            w = 10000.0 ** (-(2 * (dim // 2)) / d)
            want = math.sin(p * w) if dim % 2 == 0 else math.cos(p * w)
            assert got[r, c] == pytest.approx(want, abs=1e-12)


def test_values_fractional_positions_concatenated_odd():
    d = 7  # dims 0..3 sin of i=0..3, dims 4..6 cos of i=0..2
    positions = [0.5, 2.125, 777.3]
    got = values(positions, list(range(7)), d, base=100.0, layout="concatenated")
    for r, p in enumerate(positions):
        for dim in range(7):
            i, f = (dim, math.sin) if dim < 4 else (dim - 4, math.cos)
            assert got[r, dim] == pytest.approx(f(p * 100.0 ** (-2 * i / d)), abs=1e-12)


def test_values_agree_with_table_at_integers():
    table = sinusoidal(50, 12)
    got = values(np.arange(50), np.arange(12), 12)
    assert max_err(got, table) <= ACCURACY


@pytest.mark.parametrize("dims", [[8], [-1], [0, 3, 8]])
def test_values_dims_out_of_range(dims):
    with pytest.raises(ParamError, match="dimensions"):
        values([0.0, 1.0], dims, 8)


def test_values_unknown_layout():
    with pytest.raises(ParamError, match="layout"):
        values([0.0], [0], 8, layout="diagonal")


# ---------------------------------------------------------------------------------------------- block means


def _reference_block_means(max_len, d_model, edges, layout):
    table = exact_reference(0, max_len, d_model)
    if layout == "concatenated":
        table = np.concatenate([table[:, 0::2], table[:, 1::2]], axis=1)
    out = np.empty((len(edges) - 1, d_model))
    for j in range(len(edges) - 1):
        out[j] = table[edges[j] : edges[j + 1]].mean(axis=0)
    return out


@pytest.mark.parametrize("layout", ["interleaved", "concatenated"])
def test_block_means_equals_explicit_mean(layout):
    max_len, d, rows = 100_000, 32, 512
    means, edges = block_means(max_len, d, layout=layout, rows=rows)
    assert means.shape == (511, d) and means.dtype == np.float32  # blocks of 196, the last of 40
    assert edges.shape == (512,) and set(np.diff(edges).tolist()) == {196, 40}
    assert edges[0] == 0 and edges[-1] == max_len
    assert np.all(np.diff(edges) >= 1)
    assert np.diff(edges).sum() == max_len
    ref = _reference_block_means(max_len, d, edges, layout)
    assert max_err(means, ref) <= ACCURACY
    # and the slow dimensions are not smeared: the last cos column stays near 1 at the start
    assert means[0, -1] == pytest.approx(1.0, abs=1e-3)


def test_block_means_uneven_blocks():
    # 1000 positions in 7 blocks: six of 143 and a last one of 142
    means, edges = block_means(1000, 6, rows=7)
    assert len(edges) == 8 and edges[0] == 0 and edges[-1] == 1000
    assert np.diff(edges).tolist() == [143] * 6 + [142]
    assert max_err(means, _reference_block_means(1000, 6, edges, "interleaved")) <= ACCURACY


@pytest.mark.parametrize("max_len,rows", [(100, 512), (512, 512), (1, 4)])
def test_block_means_small_returns_plain_table(max_len, rows):
    means, edges = block_means(max_len, 16, rows=rows)
    assert means.shape == (max_len, 16)
    np.testing.assert_array_equal(edges, np.arange(max_len + 1))
    np.testing.assert_array_equal(means, sinusoidal(max_len, 16))


# ---------------------------------------------------------------------------- the seed lesson's worked values


def test_seed_lesson_worked_values():
    table = sinusoidal(2, 8, dtype=np.float64)
    p0 = [0.0, 1.0] * 4
    p1 = [
        math.sin(1),
        math.cos(1),
        math.sin(0.1),
        math.cos(0.1),
        math.sin(0.01),
        math.cos(0.01),
        math.sin(0.001),
        math.cos(0.001),
    ]
    np.testing.assert_allclose(table[0], p0, rtol=0, atol=1e-15)
    np.testing.assert_allclose(table[1], p1, rtol=0, atol=1e-12)
    # float32 as shown in the app
    np.testing.assert_allclose(sinusoidal(2, 8)[1], p1, rtol=0, atol=ACCURACY)
    assert sinusoidal(2, 8)[1, 0] == pytest.approx(0.841470985, abs=ACCURACY)
    assert sinusoidal(2, 8)[1, 1] == pytest.approx(0.540302306, abs=ACCURACY)


def test_seed_lesson_values_in_unit_interval():
    for layout in ("interleaved", "concatenated"):
        table = sinusoidal(100, 8, layout=layout)
        assert np.all(np.abs(table) <= 1.0)


@pytest.mark.parametrize("layout", ["interleaved", "concatenated"])
def test_values_in_unit_interval_far_out(layout):
    # float32 products of two rounded unit complex numbers may land one float32 ulp outside [-1, 1];
    # never more than that
    table = sinusoidal(8192, 256, layout=layout, start=10**6)
    assert np.all(np.isfinite(table))
    assert np.all(np.abs(table) <= 1.0)


def test_float64_values_in_unit_interval():
    assert np.all(np.abs(sinusoidal(8192, 64, dtype=np.float64)) <= 1.0)


@pytest.mark.parametrize(
    "max_len,d_model,start", [(8192, 64, 0), (2704, 2, 0), (50000, 16, 0), (4096, 128, 10**7 - 4096)]
)
def test_float32_values_strictly_in_unit_interval(max_len, d_model, start):
    # cos(355) and cos(710) are within 1e-7 of -1 and 1: a rounded product would give 1.0000001 there
    table = sinusoidal(max_len, d_model, start=start)
    assert np.abs(table).max() <= 1.0


# ----------------------------------------------------------------------------- columns (integer positions)


@pytest.mark.parametrize("layout", ["interleaved", "concatenated"])
@pytest.mark.parametrize("d_model,start", [(64, 0), (7, 0), (512, 10**7 - 3000)])
def test_columns_match_the_loop_at_integer_positions(layout, d_model, start):
    from posenc_gui.core import columns

    dims = [0, 1, d_model // 2, d_model - 1]
    got = columns(3000, dims, d_model, 10000.0, layout, start=start)
    assert got.shape == (3000, 4) and got.dtype == np.float64
    for row in (0, 1, 1234, 2999):
        pos = start + row
        for k, dim in enumerate(dims):
            i, kind = (
                (dim // 2, dim % 2)
                if layout == "interleaved"
                else ((dim, 0) if dim < (d_model + 1) // 2 else (dim - (d_model + 1) // 2, 1))
            )
            angle = pos / 10000.0 ** (2 * i / d_model)
            ref = math.sin(angle) if kind == 0 else math.cos(angle)
            # at pos ~1e7, pos/base^x and pos*base^-x differ by ~1e-9: one ulp of omega times pos
            assert got[row, k] == pytest.approx(ref, abs=1e-8)


def test_columns_refuse_dims_outside_the_table():
    from posenc_gui.core import columns

    with pytest.raises(ParamError, match="dimensions must lie in 0 .. 7"):
        columns(10, [8], 8)


# ------------------------------------------------------------------------------ screen-resolution reductions


@pytest.mark.parametrize("layout", ["interleaved", "concatenated"])
@pytest.mark.parametrize("max_len,buckets", [(50_000, 300), (5000, 400), (4800, 400), (1000, 999), (7, 3)])
def test_column_envelope_is_the_min_and_max_of_each_bucket(layout, max_len, buckets):
    from posenc_gui.core import column_envelope

    dims = [0, 5, 12]
    edges, low, high = column_envelope(max_len, dims, 13, 500.0, layout, buckets=buckets)
    full = sinusoidal(max_len, 13, 500.0, layout, dtype=np.float64)[:, dims]
    assert edges[0] == 0 and edges[-1] == max_len and len(edges) == buckets + 1
    for j in range(buckets):
        block = full[edges[j] : edges[j + 1]]
        np.testing.assert_allclose(low[j], block.min(axis=0), atol=1e-10)
        np.testing.assert_allclose(high[j], block.max(axis=0), atol=1e-10)


def test_column_envelope_far_out_matches_a_scan():
    from posenc_gui.core import column_envelope, columns

    start, n = 10**7 - 20_000, 20_000
    edges, low, high = column_envelope(n, [0, 1, 40, 63], 64, buckets=16, start=start)
    assert edges[0] == start and edges[-1] == start + n
    full = columns(n, [0, 1, 40, 63], 64, start=start)
    for j in range(16):
        block = full[edges[j] - start : edges[j + 1] - start]
        np.testing.assert_allclose(low[j], block.min(axis=0), atol=1e-8)
        np.testing.assert_allclose(high[j], block.max(axis=0), atol=1e-8)


def test_column_envelope_of_a_short_table_is_the_table():
    from posenc_gui.core import column_envelope

    edges, low, high = column_envelope(10, [1], 4, buckets=4000)
    np.testing.assert_array_equal(edges, np.arange(11))
    np.testing.assert_allclose(low[:, 0], sinusoidal(10, 4, dtype=np.float64)[:, 1], atol=1e-12)
    np.testing.assert_array_equal(low, high)


@pytest.mark.parametrize("layout", ["interleaved", "concatenated"])
@pytest.mark.parametrize("max_len,d_model,rows,first,stop", [(30_000, 9, 200, 0, None), (5000, 16, 37, 1234, 4321)])
def test_row_envelope_is_the_min_and_max_of_every_column_over_each_run(layout, max_len, d_model, rows, first, stop):
    from posenc_gui.core.screen import row_envelope

    low, high, edges = row_envelope(max_len, d_model, 321.0, layout, rows, first, stop)
    stop = max_len if stop is None else stop
    assert edges[0] == first and edges[-1] == stop and low.shape == high.shape == (rows, d_model)
    assert low.dtype == np.float32
    full = sinusoidal(max_len, d_model, 321.0, layout, dtype=np.float64)
    np.testing.assert_allclose(low, np.minimum.reduceat(full[first:stop], edges[:-1] - first), atol=2e-7)
    np.testing.assert_allclose(high, np.maximum.reduceat(full[first:stop], edges[:-1] - first), atol=2e-7)


def test_first_rows_are_correctly_rounded():
    """The seed lesson's p_0 and p_1 print as the float32 of the exact values: cos 0 is exactly 1."""
    table = sinusoidal(2, 8)
    exact = np.array(
        [
            [
                math.sin(p / 10000 ** (2 * (j // 2) / 8)) if j % 2 == 0 else math.cos(p / 10000 ** (2 * (j // 2) / 8))
                for j in range(8)
            ]
            for p in (0, 1)
        ]
    )
    np.testing.assert_array_equal(table, exact.astype(np.float32))


def test_run_reduce_is_reduceat_bit_for_bit():
    from posenc_gui.core.screen import run_reduce

    rng = np.random.default_rng(5)
    for trial in range(600):
        n, width = int(rng.integers(1, 40)), int(rng.integers(1, 9))
        table = rng.standard_normal((n, width))
        if trial % 2:  # runs of f from the start, the last one maybe shorter (a heatmap's pixel columns)
            edges = np.append(np.arange(0, n, int(rng.integers(1, n + 1))), n)
        else:  # any runs (a screen's rows of positions)
            edges = np.unique(np.concatenate([[0], rng.integers(1, n + 1, int(rng.integers(0, n + 1))), [n]]))
        for axis, data in ((0, table), (1, table.T.copy()), (-1, table.T.copy())):
            for ufunc in (np.minimum, np.maximum):
                np.testing.assert_array_equal(
                    run_reduce(ufunc, data, edges, axis=axis), ufunc.reduceat(data, edges[:-1], axis=axis)
                )
