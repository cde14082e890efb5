"""xPos against torchscale's XPOS (its scale and its rotation, emulated in plain Python), RoPE's all-ones score
against the project's own rotation, and the refusals."""

import math
import warnings

import numpy as np
import pytest

from posenc_gui.core import ParamError
from posenc_gui.core.rope import rope_scores
from posenc_gui.core.xpos import rope_score_ones, xpos_decay, xpos_score_ones, xpos_zeta


@pytest.fixture(autouse=True)
def no_numpy_warnings():
    with warnings.catch_warnings(), np.errstate(all="raise", under="ignore"):
        warnings.simplefilter("error")
        yield


def torchscale_scale(head_dim, gamma=0.4):
    """torchscale's XPOS buffer: (arange(0, head_dim, 2) + 0.4 * head_dim) / (1.4 * head_dim)."""
    return [(i + gamma * head_dim) / ((1 + gamma) * head_dim) for i in range(0, head_dim, 2)]


def torchscale_score(head_dim, n, m, base=10000.0, gamma=0.4, scale_base=512.0):
    """q . k for q = k = all ones, the query at n and the key at m, as torchscale's XPOS treats them: pair j turned
    by position * theta_j (fixed_pos_embedding: 1 / base^(j / (head_dim/2))), the query scaled by zeta_j^(n/sb),
    the key by zeta_j^(-m/sb) (downscale=True)."""
    total = 0.0
    for j, zeta in enumerate(torchscale_scale(head_dim, gamma)):
        theta = 1.0 / base ** (j / (head_dim // 2))
        q = [
            zeta ** (n / scale_base) * (math.cos(n * theta) - math.sin(n * theta)),
            zeta ** (n / scale_base) * (math.sin(n * theta) + math.cos(n * theta)),
        ]
        k = [
            zeta ** (-m / scale_base) * (math.cos(m * theta) - math.sin(m * theta)),
            zeta ** (-m / scale_base) * (math.sin(m * theta) + math.cos(m * theta)),
        ]
        total += q[0] * k[0] + q[1] * k[1]
    return total


@pytest.mark.parametrize("d", [2, 8, 64, 128])
@pytest.mark.parametrize("gamma", [0.0, 0.4, 2.0])
def test_zeta_is_torchscales_scale(d, gamma):
    zeta = xpos_zeta(d, gamma)
    assert zeta.shape == (d // 2,) and zeta.dtype == np.float64
    np.testing.assert_allclose(zeta, torchscale_scale(d, gamma), rtol=1e-15)
    np.testing.assert_allclose(zeta, [(2 * j / d + gamma) / (1 + gamma) for j in range(d // 2)], rtol=1e-14)
    assert zeta[0] == pytest.approx(gamma / (1 + gamma)) and zeta.max() < 1 and (np.diff(zeta) > 0).all()


def test_decay_is_zeta_to_the_distance_over_the_scale_base():
    r = [0.0, 1.0, 512.0, 2048.0, 10**7]
    decay = xpos_decay(16, r, 0.4, 512)
    assert decay.shape == (5, 8)
    zeta = torchscale_scale(16)
    for row, rr in zip(decay, r):
        np.testing.assert_allclose(row, [z ** (rr / 512) for z in zeta], rtol=1e-13)
    np.testing.assert_array_equal(decay[0], 1.0)
    np.testing.assert_allclose(decay[2], zeta, rtol=1e-15)  # r = scale_base: one factor of zeta
    assert xpos_decay(8, [0.0, 5.0], gamma=0.0)[:, 0].tolist() == [1.0, 0.0]  # zeta_0 = 0 when gamma = 0


@pytest.mark.parametrize("d", [2, 8, 64])
def test_rope_score_ones_is_the_rotated_dot_product(d):
    r = np.arange(40)
    by_rotation = rope_scores(np.ones(d), np.ones(d), 40)[:, 0]  # query at r, key at 0
    np.testing.assert_allclose(rope_score_ones(d, r), by_rotation, atol=1e-9)
    loop = [sum(2 * math.cos(x * 10000 ** (-2 * j / d)) for j in range(d // 2)) for x in r]
    np.testing.assert_allclose(rope_score_ones(d, r), loop, atol=1e-12)
    assert rope_score_ones(d, [0])[0] == d


@pytest.mark.parametrize(
    "d, base, gamma, scale_base",
    [(8, 10000.0, 0.4, 512.0), (64, 500.0, 0.4, 512.0), (32, 10000.0, 0.1, 64.0), (2, 10000.0, 0.0, 512.0)],
)
def test_xpos_score_ones_is_torchscales_rotation(d, base, gamma, scale_base):
    r = np.array([0, 1, 2, 5, 30, 100, 511, 512, 2000])
    scores = xpos_score_ones(d, r, base, gamma, scale_base)
    assert scores.shape == r.shape and scores[0] == pytest.approx(d)
    np.testing.assert_allclose(
        scores, [torchscale_score(d, x, 0, base, gamma, scale_base) for x in r], rtol=1e-10, atol=1e-12
    )
    if gamma == 0:
        return  # zeta_0 = 0: the key's factor zeta_0^(-m/sb) is undefined for m > 0 (only the product exists)
    # relative: a query at 7 + r and a key at 7 score the same
    np.testing.assert_allclose(
        scores, [torchscale_score(d, 7 + x, 7, base, gamma, scale_base) for x in r], rtol=1e-9, atol=1e-9
    )


def test_xpos_decays_below_rope_and_tends_to_it_as_gamma_grows():
    r = np.arange(0, 3000, 7)
    rope, xpos = rope_score_ones(64, r), xpos_score_ones(64, r)
    envelope = 2 * xpos_decay(64, r).sum(axis=1)  # the score if no pair had turned
    assert (np.abs(xpos) <= envelope + 1e-9).all() and (np.diff(envelope) < 0).all() and envelope[0] == 64
    far = r > 1000
    assert np.abs(xpos[far]).mean() < np.abs(rope[far]).mean()
    np.testing.assert_allclose(xpos_score_ones(64, r, gamma=1e6), rope, atol=1e-3)


@pytest.mark.parametrize(
    "call, match",
    [
        (lambda: xpos_zeta(7), "d must be even"),
        (lambda: xpos_zeta(0), "d"),
        (lambda: xpos_zeta(True), "d"),
        (lambda: xpos_zeta(8, -0.1), "gamma"),
        (lambda: xpos_zeta(8, float("nan")), "gamma"),
        (lambda: xpos_decay(8, [1.0], scale_base=0), "scale_base must be greater than 0"),
        (lambda: xpos_decay(8, [1.0], scale_base=-5), "scale_base"),
        (lambda: xpos_decay(8, [1.0], scale_base=math.inf), "scale_base"),
        (lambda: xpos_decay(8, [-1.0]), "distances"),
        (lambda: xpos_decay(8, [float("nan")]), "distances"),
        (lambda: xpos_decay(8, "12"), "distances"),
        (lambda: rope_score_ones(5, [1.0]), "d must be even"),
        (lambda: rope_score_ones(8, [1.0], base=1.0), "base"),
        (lambda: rope_score_ones(8, [math.inf]), "distances"),
        (lambda: xpos_score_ones(8, [1.0], gamma=-1), "gamma"),
        (lambda: xpos_score_ones(8, [1.0], base=float("nan")), "base"),
        (lambda: xpos_score_ones(2**16, np.zeros(2**20)), "would take"),
    ],
)
def test_refusals(call, match):
    with pytest.raises(ParamError, match=match):
        call()
