"""The relative-shift rotation (posenc_gui.core.shift): PE(pos + k) = M_k PE(pos) for every pos."""

import numpy as np
import pytest
from helpers import pe_value

from posenc_gui.core import ParamError, sinusoidal
from posenc_gui.core.shift import lone_dim, shift_apply, shift_error, shift_matrix, shown_dims


@pytest.mark.parametrize("layout", ["interleaved", "concatenated"])
@pytest.mark.parametrize("d_model", [2, 8, 9, 64, 65])
@pytest.mark.parametrize("k", [1, 5, 49, 1000])
def test_m_k_maps_pe_of_pos_to_pe_of_pos_plus_k(layout, d_model, k):
    pe = sinusoidal(1200, d_model, 300.0, layout, dtype=np.float64)
    m = shift_matrix(k, d_model, 300.0, layout)
    lone = lone_dim(d_model, layout)
    keep = [d for d in range(d_model) if d != lone]
    for pos in (0, 3, 77, 150):
        np.testing.assert_allclose((m @ pe[pos])[keep], pe[pos + k][keep], atol=1e-5)
        np.testing.assert_allclose(shift_apply(pe[pos], k, d_model, 300.0, layout), m @ pe[pos], atol=1e-12)
    np.testing.assert_allclose(m @ m.T, np.eye(d_model), atol=1e-12)  # a rotation: orthogonal


def test_the_matrix_has_the_2x2_rotations_on_each_pairs_dimensions():
    w = 10000 ** (-2 * 3 / 16)
    inter = shift_matrix(5, 16)
    assert inter[6, 6] == pytest.approx(np.cos(5 * w)) and inter[6, 7] == pytest.approx(np.sin(5 * w))
    assert inter[7, 6] == pytest.approx(-np.sin(5 * w)) and inter[7, 7] == pytest.approx(np.cos(5 * w))
    assert np.count_nonzero(inter) == 4 * 8  # nothing outside the blocks
    concat = shift_matrix(5, 16, layout="concatenated")
    assert concat[3, 11] == pytest.approx(np.sin(5 * w)) and concat[11, 3] == pytest.approx(-np.sin(5 * w))


def test_an_odd_d_models_lone_sin_is_reported_apart():
    pe0 = [pe_value(10, d, 9) for d in range(9)]
    pe5 = [pe_value(15, d, 9) for d in range(9)]
    pairs, lone = shift_error(shift_matrix(5, 9) @ pe0, pe5, 9)
    assert pairs < 1e-12 and lone == pytest.approx(abs(pe0[8] - pe5[8]))
    assert lone_dim(9, "concatenated") == 4 and lone_dim(8) is None


def test_shown_dims_are_the_first_pairs_in_either_layout():
    assert shown_dims(64, "interleaved", 3).tolist() == [0, 1, 2, 3, 4, 5]
    assert shown_dims(64, "concatenated", 3).tolist() == [0, 1, 2, 32, 33, 34]
    assert shown_dims(5, "interleaved", 8).tolist() == [0, 1, 2, 3, 4]


def test_bad_shifts_are_the_one_validation_error():
    with pytest.raises(ParamError):
        shift_matrix(2.5, 8)
    with pytest.raises(ParamError):
        shift_matrix(5, 10**6)  # over the memory budget as a dense matrix
