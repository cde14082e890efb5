"""FIRE's normalised distance and MLP bias, CoPE's gate-counted positions and their interpolation: hand-worked
values and plain loops written from the reference code (mcleish7/arithmetic's FIRE module, facebookresearch/RAM's
ContextPosSelfAttn), and the refusals."""

import math

import numpy as np
import pytest

from posenc_gui.core import (
    FIRE_PRESETS,
    FireMLP,
    ParamError,
    cope_interpolate,
    cope_positions,
    fire_bias,
    fire_distance,
    fire_mlp,
    fire_preset,
    interpolating_mlp,
)
from posenc_gui.core.fire import KNOTS


def fire_loop(positions, c=0.1, init_L=512.0, L_multiplier=1.0, eps=1e-6):
    """FIRE.forward's normalised distances (mcleish7/arithmetic, cramming/architectures/embeddings.py), pair by pair
    in plain Python: distances positions[:, None] - positions[None, :], the normaliser max(position_i, |L|)."""
    threshold = abs(L_multiplier * init_L)
    out = []
    for pi in positions:
        normaliser = math.log(abs(c * max(pi, threshold)) + 1)
        out.append([math.log(abs(c * (pi - pj)) + 1) / (normaliser + eps) for pj in positions])
    return out


def mlp_loop(x, w1, b1, w2, b2):
    """Linear(1, width) -> ReLU -> Linear(width, 1) at one x."""
    return sum(w2[k] * max(0.0, w1[k] * x + b1[k]) for k in range(len(w1))) + b2


def cope_loop(gate_logits, npos=None):
    """ContextPosSelfAttn's positions of one query row: sigmoid, flip, cumsum, flip, clamp(max=npos - 1)."""
    gates = [1 / (1 + math.exp(-z)) if z != -math.inf else 0.0 for z in gate_logits]
    out = [sum(gates[j:]) for j in range(len(gates))]
    return [min(p, npos - 1) for p in out] if npos else out


def interpolate_loop(p, z):
    """pos_logits_ceil * (p - floor) + pos_logits_floor * (1 - (p - floor)), one position at a time."""
    f, c = math.floor(p), math.ceil(p)
    return z[c] * (p - f) + z[f] * (1 - (p - f))


def test_fire_distance_by_hand():
    # (100, 0): ψ(100) = ln 11 = 2.3978953, ψ(max(100, 512)) = ln 52.2 = 3.9550825 -> 0.6062818
    assert fire_distance(100, 0) == pytest.approx(2.3978952728 / (3.9550824948 + 1e-6), rel=1e-9)
    assert fire_distance(100, 0) == pytest.approx(0.6062818, abs=1e-7)
    # (1000, 990): past L the query divides by its own ψ(1000) = ln 101 = 4.6151205; ψ(10) = ln 2 -> 0.1501905
    assert fire_distance(1000, 990) == pytest.approx(0.6931471806 / (4.6151205168 + 1e-6), rel=1e-9)
    assert fire_distance(1000, 990) == pytest.approx(0.1501905, abs=1e-7)
    # the same distance 10 before L: ψ(10)/ψ(512) = 0.1752551, more than past L (progressive interpolation)
    assert fire_distance(300, 290) == pytest.approx(0.6931471806 / (3.9550824948 + 1e-6), rel=1e-9)
    assert fire_distance(0, 0) == 0.0 and isinstance(fire_distance(5, 2), float)


def test_fire_distance_matches_the_reference_loop_every_pair_unmasked():
    positions = [0, 1, 2, 5, 17, 300, 511, 512, 513, 1000, 4096]
    ours = fire_distance(np.array(positions)[:, None], np.array(positions)[None, :])
    np.testing.assert_allclose(ours, fire_loop(positions), rtol=1e-13, atol=0)
    # the reference masks nothing: a later key gets the x of the same distance before (|i - j|)
    assert ours[0, 3] == pytest.approx(fire_loop([0, 5])[0][1]) and ours[0, 3] > 0
    other = fire_distance(np.array(positions)[:, None], np.array(positions)[None, :], c=0.37, L=40.0, eps=0.0)
    np.testing.assert_allclose(other, fire_loop(positions, 0.37, 40.0, eps=0.0), rtol=1e-13)


def test_fire_distance_stays_in_zero_one_for_keys_at_or_before_the_query():
    i = np.arange(3000.0)[:, None]
    j = np.arange(0.0, 3000.0, 7.0)[None, :]
    x = fire_distance(i, j)
    causal = x[np.broadcast_to(j <= i, x.shape)]
    assert causal.min() == 0.0 and causal.max() < 1.0


@pytest.mark.parametrize(
    "kwargs, name",
    [
        ({"i": -1, "j": 0}, "i"),
        ({"i": 1, "j": float("nan")}, "j"),
        ({"i": "3", "j": 0}, "i"),
        ({"i": 1, "j": 0, "c": 0}, "c"),
        ({"i": 1, "j": 0, "c": -0.1}, "c"),
        ({"i": 1, "j": 0, "L": 0}, "L"),
        ({"i": 1, "j": 0, "eps": float("inf")}, "eps"),
        ({"i": [1, 2], "j": [1, 2, 3]}, "broadcast"),
    ],
)
def test_fire_distance_refuses_bad_arguments_by_name(kwargs, name):
    with pytest.raises(ParamError, match=name):
        fire_distance(**kwargs)


def test_fire_bias_is_the_mlp_of_the_distance_as_a_loop_computes_it():
    rng = np.random.default_rng(3)
    w1, b1, w2 = rng.standard_normal((3, 6))
    b2 = 0.25
    positions = [0, 3, 40, 600]
    x = fire_loop(positions)
    ours = fire_bias(np.array(positions)[:, None], np.array(positions)[None, :], (w1, b1, w2, b2))
    expected = [[mlp_loop(v, w1, b1, w2, b2) for v in row] for row in x]
    np.testing.assert_allclose(ours, expected, rtol=1e-12, atol=1e-12)
    # torch's shapes: Linear(1, 6).weight is (6, 1), Linear(6, 1).weight (1, 6), its bias (1,)
    torch_shaped = (w1.reshape(6, 1), b1, w2.reshape(1, 6), np.array([b2]))
    assert fire_bias(600, 40, torch_shaped) == pytest.approx(expected[3][2], rel=1e-12)


@pytest.mark.parametrize(
    "mlp, words",
    [
        ((1, 2, 3), "four weights"),
        (([1, 2], [1], [1, 2], 0), "one width"),
        (([1], ["a"], [1], 0), "b1"),
        (([np.nan], [0], [1], 0), "w1"),
        (([1], [0], [1], [1, 2]), "b2"),
        ("abcd", "w1"),
    ],
)
def test_fire_bias_refuses_a_malformed_mlp(mlp, words):
    with pytest.raises(ParamError, match=words):
        fire_bias(5, 1, mlp)


def test_an_interpolating_mlp_passes_through_its_knots_and_is_linear_between():
    knots, values = [0.0, 0.2, 0.5, 1.0], [0.0, -1.0, -1.5, -4.0]
    mlp = interpolating_mlp(knots, values)
    assert isinstance(mlp, FireMLP) and mlp.w1.size == 3
    np.testing.assert_allclose(fire_mlp(np.array(knots), mlp), values, atol=1e-12)
    assert fire_mlp(0.35, mlp) == pytest.approx(-1.25)
    assert fire_mlp(1.2, mlp) == pytest.approx(-5.0)  # the last slope (-5) carries on


def test_the_illustrative_presets_follow_their_targets_at_the_knots():
    d = np.array(KNOTS)
    i = 512.0  # a query at L: x = ψ(d)/ψ(L)
    alibi = fire_bias(i, i - d, fire_preset("alibi"))
    np.testing.assert_allclose(alibi, -d / 64, atol=1e-9)
    # Kerple's log bias -2·log(1 + 0.1·d) is a line in x: one unit gives it at every distance
    r = np.arange(0, 513.0)
    kerple = fire_preset("kerple")
    assert kerple.w1.size == 1
    np.testing.assert_allclose(fire_bias(i, i - r, kerple), -2 * np.log1p(0.1 * r), atol=1e-9)
    t5 = fire_bias(i, i - d, fire_preset("t5"))
    expected = [-min(x if x < 16 else 16 + math.log(x / 16) / math.log(8) * 16, 31) / 4 for x in d]
    np.testing.assert_allclose(t5, expected, atol=1e-9)
    np.testing.assert_allclose(t5[-3:], -31 / 4, atol=1e-12)  # flat from 128 on, as T5's last bucket
    assert FIRE_PRESETS == ("alibi", "kerple", "t5")
    with pytest.raises(ParamError, match="preset"):
        fire_preset("rope")


def test_cope_positions_of_four_gate_logits_by_hand():
    # σ(0) = 1/2, σ(ln 3) = 3/4, σ(−ln 3) = 1/4, σ(inf) = 1; p_j sums the gates from key j to the query
    z = [0.0, math.log(3), -math.log(3), math.inf]
    np.testing.assert_allclose(cope_positions(z), [2.5, 2.0, 1.25, 1.0], rtol=0, atol=1e-15)
    np.testing.assert_allclose(cope_positions(z, npos=3), [2.0, 2.0, 1.25, 1.0], atol=1e-15)
    np.testing.assert_allclose(cope_positions(z, npos=1), [0.0] * 4)
    # every gate open: the key itself counts, p = i − j + 1
    np.testing.assert_array_equal(cope_positions([np.inf] * 5), [5, 4, 3, 2, 1])


def test_cope_positions_match_the_reference_loop_row_by_row():
    rng = np.random.default_rng(7)
    n, d = 9, 16
    q, k = rng.standard_normal((2, n, d))
    logits = q @ k.T / math.sqrt(d)
    logits[np.triu_indices(n, 1)] = -np.inf  # the causal mask: those gates are 0
    ours = cope_positions(logits, npos=6)
    for i in range(n):
        np.testing.assert_allclose(ours[i], cope_loop(list(logits[i]), 6), rtol=1e-13, atol=1e-15)
        assert np.all(ours[i, i + 1 :] == 0)


def test_cope_interpolate_as_the_reference_gathers_ceil_and_floor():
    z = [0.0, 10.0, 20.0, 40.0]
    assert cope_interpolate(2.25, z) == pytest.approx(25.0)  # 20·0.75 + 40·0.25
    assert cope_interpolate(1.0, z) == 10.0 and cope_interpolate(3.0, z) == 40.0
    p = np.array([0.0, 0.5, 1.75, 2.999, 3.0])
    np.testing.assert_allclose(cope_interpolate(p, z), [interpolate_loop(v, z) for v in p], rtol=1e-14)
    positions = cope_positions([0.0, math.log(3), -math.log(3), math.inf])
    np.testing.assert_allclose(cope_interpolate(positions, z), [30.0, 20.0, 12.5, 10.0])  # p = 2.5, 2, 1.25, 1


@pytest.mark.parametrize(
    "call, name",
    [
        (lambda: cope_positions([]), "gate_logits"),
        (lambda: cope_positions([1.0, np.nan]), "NaN"),
        (lambda: cope_positions(["a"]), "gate_logits"),
        (lambda: cope_positions([1.0], npos=0), "npos"),
        (lambda: cope_interpolate(4.0, [0, 1, 2, 3]), "between 0 and 3"),
        (lambda: cope_interpolate(-0.5, [0, 1]), "p"),
        (lambda: cope_interpolate(0.5, [[0, 1]]), "z"),
        (lambda: cope_interpolate("1", [0, 1]), "p"),
    ],
)
def test_cope_refuses_bad_arguments(call, name):
    with pytest.raises(ParamError, match=name):
        call()
