"""NoPE's position signal, Transformer-XL's four terms (against the paper's equation and the reference code's
shift) and every scheme's logit by distance, with their refusals."""

import math
import warnings

import numpy as np
import pytest

from posenc_gui.core import ParamError
from posenc_gui.core.relative import t5_bucket
from posenc_gui.core.relative_attention import (
    BIAS_COLUMNS,
    TRANSFORMER_XL_TERMS,
    bias_by_distance,
    causal_softmax,
    nope_signal,
    relative_encoding,
    t5_illustrative_bias,
    transformer_xl_terms,
)
from posenc_gui.core.rope import diagonal_deviation, rope_rotate
from posenc_gui.core.xpos import rope_score_ones, xpos_score_ones, xpos_zeta


@pytest.fixture(autouse=True)
def no_numpy_warnings():
    with warnings.catch_warnings(), np.errstate(all="raise", under="ignore"):
        warnings.simplefilter("error")
        yield


# -- NoPE ----------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("length", [1, 2, 7, 300])
def test_nope_signal_is_one_over_t_plus_one(length):
    signal = nope_signal(length)
    assert signal.positions.tolist() == list(range(length))
    assert signal.first_token_weight.shape == (length,) and signal.first_token_weight.dtype == np.float64
    np.testing.assert_allclose(signal.first_token_weight, [1 / (t + 1) for t in range(length)], rtol=1e-14)
    assert (np.diff(signal.first_token_weight) < 0).all()  # distinct for every position: it can be read off


def test_causal_softmax_masks_the_future_and_sums_to_one():
    logits = np.random.default_rng(0).normal(size=(6, 6))
    weights = causal_softmax(logits)
    np.testing.assert_array_equal(np.triu(weights, 1), 0.0)
    np.testing.assert_allclose(weights.sum(axis=1), 1.0)
    row = logits[3, :4]
    np.testing.assert_allclose(weights[3, :4], np.exp(row) / np.exp(row).sum())
    assert causal_softmax(np.full((3, 3), 1e300))[2].tolist() == pytest.approx([1 / 3] * 3)  # no overflow


@pytest.mark.parametrize("bad, match", [(0, "length"), (True, "length"), (2.5, "length"), (10**6, "would take")])
def test_nope_signal_refusals(bad, match):
    with pytest.raises(ParamError, match=match):
        nope_signal(bad)


# -- Transformer-XL ----------------------------------------------------------------------------------------------


def seeded_parameters(length, d, seed):
    """The draws transformer_xl_terms documents, in its order."""
    rng = np.random.default_rng(seed)
    w_q, w_ke, w_kr = rng.standard_normal((3, d, d)) / math.sqrt(d)
    u, v = rng.standard_normal((2, d))
    return w_q, w_ke, w_kr, u, v, rng.standard_normal((length, d))


def transformer_xl_r(pos_seq, d, base=10000.0):
    """Transformer-XL's PositionalEmbedding: inv_freq = 1 / base^(arange(0, d, 2) / d), cat[sin, cos]."""
    inv_freq = [1 / base ** (k / d) for k in range(0, d, 2)]
    return np.array([[math.sin(p * w) for w in inv_freq] + [math.cos(p * w) for w in inv_freq] for p in pos_seq])


@pytest.mark.parametrize("length, d, seed, base", [(1, 2, 0, 10000.0), (6, 8, 0, 10000.0), (9, 16, 5, 100.0)])
def test_transformer_xl_terms_are_the_papers_equation(length, d, seed, base):
    terms = transformer_xl_terms(length, d, seed, base)
    w_q, w_ke, w_kr, u, v, e = seeded_parameters(length, d, seed)
    for name in (*TRANSFORMER_XL_TERMS, "total"):
        assert getattr(terms, name).shape == (length, length)
    for i in range(length):
        for j in range(length):
            r = transformer_xl_r([i - j], d, base)[0]
            a = e[i] @ w_q.T @ w_ke @ e[j]
            b = e[i] @ w_q.T @ w_kr @ r
            c = u @ w_ke @ e[j]
            dd = v @ w_kr @ r
            assert terms.content[i, j] == pytest.approx(a, abs=1e-12)
            assert terms.content_position[i, j] == pytest.approx(b, abs=1e-12)
            assert terms.global_content[i, j] == pytest.approx(c, abs=1e-12)
            assert terms.global_position[i, j] == pytest.approx(dd, abs=1e-12)
            assert terms.total[i, j] == pytest.approx(a + b + c + dd, abs=1e-11)


def test_transformer_xl_term_d_depends_on_the_distance_only_and_b_on_the_query_too():
    terms = transformer_xl_terms(12, 16, seed=3)
    assert diagonal_deviation(terms.global_position) == 0.0  # (d): one value per i - j
    assert diagonal_deviation(terms.content_position) > 0.1  # (b): the query's content matters
    assert np.ptp(terms.global_content, axis=0).max() == 0.0  # (c): one value per key
    # (b) at a fixed distance changes with the query: the diagonal i - j = 0 holds E_i . W_q^T W_kR R_0
    assert np.ptp(np.diag(terms.content_position)) > 0.1


def test_transformer_xl_matches_the_reference_shift_for_the_keys_it_sees():
    """mem_transformer.py: BD = (q_i + v) . W_kR R_k for pos_seq = klen-1 .. 0, then _rel_shift; for j <= i that is
    (b) + (d) here, and AC = (q_i + u) . k_j is (a) + (c)."""
    length, d = 7, 8
    terms = transformer_xl_terms(length, d, seed=1)
    w_q, w_ke, w_kr, u, v, e = seeded_parameters(length, d, 1)
    q, k = e @ w_q.T, e @ w_ke.T
    r_head_k = transformer_xl_r(np.arange(length - 1, -1, -1.0), d) @ w_kr.T
    bd = (q + v) @ r_head_k.T  # (qlen, klen), before the shift
    padded = np.concatenate([np.zeros((length, 1)), bd], axis=1).reshape(length + 1, length)
    bd = padded[1:].reshape(length, length)  # _rel_shift
    ac = (q + u) @ k.T
    seen = np.tril(np.ones((length, length), dtype=bool))
    np.testing.assert_allclose(bd[seen], (terms.content_position + terms.global_position)[seen], atol=1e-12)
    np.testing.assert_allclose(ac, terms.content + terms.global_content, atol=1e-12)


def test_transformer_xl_keeps_its_parameters_when_the_sequence_grows():
    short, long = transformer_xl_terms(5, 8, seed=2), transformer_xl_terms(9, 8, seed=2)
    for name in (*TRANSFORMER_XL_TERMS, "total"):
        np.testing.assert_allclose(getattr(long, name)[:5, :5], getattr(short, name), rtol=1e-13, atol=1e-13)
    assert not np.allclose(transformer_xl_terms(5, 8, seed=3).total, short.total)


def test_relative_encoding_is_transformer_xls():
    pos = np.array([5.0, 4.0, 0.0, -3.0])
    np.testing.assert_allclose(relative_encoding(pos, 12), transformer_xl_r(pos, 12), atol=1e-15)


@pytest.mark.parametrize(
    "kwargs, match",
    [
        ({"d": 7}, "d must be even"),
        ({"d": 0}, "d"),
        ({"d": True}, "d"),
        ({"length": 0}, "length"),
        ({"length": 3.5}, "length"),
        ({"seed": -1}, "seed"),
        ({"seed": 1.5}, "seed"),
        ({"base": 1.0}, "base"),
        ({"base": float("nan")}, "base"),
        ({"length": 2**15}, "would take"),
    ],
)
def test_transformer_xl_refusals(kwargs, match):
    kwargs = {"length": 4, "d": 8, **kwargs}
    with pytest.raises(ParamError, match=match):
        transformer_xl_terms(**kwargs)


# -- bias by distance --------------------------------------------------------------------------------------------

R = np.array([0, 1, 2, 3, 5, 8, 13, 50, 127, 128, 129, 1000, 5000])


def test_bias_by_distance_columns_start_at_zero():
    data = bias_by_distance(R)
    assert tuple(data) == BIAS_COLUMNS
    for name, column in data.items():
        assert column.shape == R.shape and column.dtype == np.float64, name
        assert column[0] == 0 and not np.signbit(column[0]), name
    np.testing.assert_array_equal(data["r"], R)
    np.testing.assert_array_equal(data["nope"], 0.0)


def test_bias_by_distance_all_ones_is_each_schemes_formula():
    d, base, slope = 32, 500.0, 0.125
    data = bias_by_distance(
        R,
        d_model=d,
        base=base,
        alibi_slope=slope,
        t5_bias_seed=4,
        kerple_log_r1=2.0,
        kerple_log_r2=0.5,
        kerple_power_r1=0.5,
        kerple_power_r2=1.5,
        xpos_gamma=0.2,
        xpos_scale_base=64.0,
    )
    freqs = [base ** (-2 * i / d) for i in range(d // 2)]
    sinusoidal = [sum(math.cos(r * w) for w in freqs) - d / 2 for r in R]  # PE(i) . PE(j) - |PE|^2
    np.testing.assert_allclose(data["sinusoidal"], sinusoidal, atol=1e-10)
    np.testing.assert_allclose(data["rope"], rope_score_ones(d, R, base) - d, atol=1e-10)
    np.testing.assert_allclose(data["xpos"], xpos_score_ones(d, R, base, 0.2, 64.0) - d, atol=1e-10)
    zeta = xpos_zeta(d, 0.2)
    xpos = [sum(2 * z ** (r / 64) * math.cos(r * w) for z, w in zip(zeta, freqs)) - d for r in R]
    np.testing.assert_allclose(data["xpos"], xpos, atol=1e-10)
    np.testing.assert_array_equal(data["alibi"], -slope * R)
    table = np.random.default_rng(4).standard_normal(32)  # the documented stand-in
    np.testing.assert_array_equal(t5_illustrative_bias(32, 4), table)
    np.testing.assert_array_equal(data["t5"], table[[t5_bucket(-int(r), False) for r in R]] - table[0])
    np.testing.assert_allclose(data["kerple_log"], [-2.0 * math.log1p(0.5 * r) for r in R], rtol=1e-15)
    np.testing.assert_allclose(data["kerple_power"], [-0.5 * r**1.5 for r in R], rtol=1e-15)
    t5 = data["t5"]
    assert len(set(t5[R >= 128])) == 1 and len(set(t5[R < 16])) == (R < 16).sum()  # shared past max_distance


def test_bias_by_distance_odd_width():
    """An odd d_model: RoPE and xPos on its even part, the sinusoidal dot product on its complete pairs."""
    data = bias_by_distance(R, d_model=7)
    np.testing.assert_allclose(data["rope"], rope_score_ones(6, R) - 6, atol=1e-12)
    freqs = [10000 ** (-2 * i / 7) for i in range(3)]
    np.testing.assert_allclose(data["sinusoidal"], [sum(math.cos(r * w) for w in freqs) - 3 for r in R], atol=1e-12)


def test_bias_by_distance_random_is_the_mean_over_the_draws():
    d, samples, seed, r = 16, 40, 3, np.array([0, 1, 5, 30, 200])
    data = bias_by_distance(r, d_model=d, mode="random", samples=samples, seed=seed, xpos_scale_base=32.0)
    rng = np.random.default_rng(seed)
    q, k = rng.standard_normal((2, samples, d))
    x, y = rng.standard_normal((2, samples, d))
    zeta = xpos_zeta(d)
    freqs = [10000 ** (-2 * i / d) for i in range(d // 2)]

    def pe(p):
        return np.array([f(p * w) for w in freqs for f in (math.sin, math.cos)])

    rope, xpos, sinusoidal = [], [], []
    for dist in r:
        qr, k0 = rope_rotate(q, np.full(samples, float(dist))), k  # query at r, key at 0
        pairs = (qr * k0).reshape(samples, d // 2, 2).sum(axis=2)  # each pair's contribution
        rope.append(pairs.sum(axis=1).mean())
        xpos.append((pairs * zeta ** (dist / 32.0)).sum(axis=1).mean())
        sinusoidal.append(np.mean([(x[s] + pe(dist)) @ (y[s] + pe(0)) for s in range(samples)]))
    for name, curve in (("rope", rope), ("xpos", xpos), ("sinusoidal", sinusoidal)):
        np.testing.assert_allclose(data[name], np.array(curve) - curve[0], atol=1e-9, err_msg=name)


def test_random_rope_is_flat_and_random_sinusoidal_keeps_its_shape():
    r = np.arange(0, 300)
    ones, random = bias_by_distance(r, d_model=64), bias_by_distance(r, d_model=64, mode="random", samples=2000)
    for name in ("rope", "xpos"):
        assert np.abs(ones[name]).max() > 40 and np.abs(random[name]).max() < 2.0, name  # noise: sqrt(2d/n) = 0.25
    assert np.abs(random["sinusoidal"] - ones["sinusoidal"]).max() < 2.0
    for name in ("alibi", "t5", "kerple_log", "kerple_power", "nope"):
        np.testing.assert_array_equal(random[name], ones[name])


@pytest.mark.parametrize(
    "kwargs, match",
    [
        ({"r": [-1, 2]}, "distances"),
        ({"r": [1.5]}, "distances"),
        ({"r": [float("nan")]}, "distances"),
        ({"r": [True]}, "distances"),
        ({"mode": "mean"}, "mode"),
        ({"d_model": 0}, "d_model"),
        ({"base": 0.5}, "base"),
        ({"alibi_slope": float("nan")}, "alibi_slope"),
        ({"alibi_slope": -1}, "alibi_slope"),
        ({"t5_bias_seed": True}, "t5_bias_seed"),
        ({"t5_num_buckets": 33}, "t5_num_buckets must be even"),
        ({"t5_num_buckets": 1}, "t5_num_buckets"),
        ({"t5_max_distance": 16}, "t5_max_distance must be greater than 16"),
        ({"kerple_log_r1": 0}, "kerple_log_r1 must be greater than 0"),
        ({"kerple_log_r2": -1}, "kerple_log_r2"),
        ({"kerple_power_r1": float("inf")}, "kerple_power_r1"),
        ({"kerple_power_r2": 3}, "kerple_power_r2"),
        ({"xpos_gamma": -1}, "xpos_gamma"),
        ({"xpos_scale_base": 0}, "xpos_scale_base must be greater than 0"),
        ({"samples": 0}, "samples"),
        ({"seed": -1}, "seed"),
        ({"r": np.arange(10**6), "d_model": 2**15}, "would take"),
    ],
)
def test_bias_by_distance_refusals(kwargs, match):
    kwargs = {"r": [0, 1, 2], **kwargs}
    with pytest.raises(ParamError, match=match):
        bias_by_distance(**kwargs)
