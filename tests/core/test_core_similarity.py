"""Position similarity in closed form (posenc_gui.core.similarity) against PE @ PE.T and plain loops."""

import numpy as np
import pytest
from helpers import pe_value

from posenc_gui.core import ParamError, sinusoidal
from posenc_gui.core.similarity import (
    MARKED_DISTANCES,
    dot,
    shift_profile,
    similarity_matrix,
    similarity_to,
    squared_norm,
    toeplitz_defect,
)


def _reference(max_len, d_model, base=10000.0, layout="interleaved"):
    pe = sinusoidal(max_len, d_model, base, layout, dtype=np.float64)
    return pe, pe @ pe.T


@pytest.mark.parametrize("layout", ["interleaved", "concatenated"])
@pytest.mark.parametrize("d_model", [1, 2, 8, 9, 64, 65])
def test_the_matrix_is_pe_times_its_transpose(layout, d_model):
    pe, ref = _reference(70, d_model, 500.0, layout)
    matrix, edges = similarity_matrix(70, d_model, 500.0, layout)
    assert matrix.dtype == np.float32 and matrix.shape == (70, 70)
    np.testing.assert_array_equal(edges, np.arange(71))
    np.testing.assert_allclose(matrix, ref, atol=2e-6 * max(d_model, 1))
    cosine, _ = similarity_matrix(70, d_model, 500.0, layout, kind="cosine")
    norms = np.linalg.norm(pe, axis=1)
    outer = np.outer(norms, norms)
    expected = np.divide(ref, outer, out=np.zeros_like(ref), where=outer > 0)  # a zero vector's cosine: 0
    np.testing.assert_allclose(cosine, expected, atol=1e-6)


def test_an_even_d_model_gives_a_toeplitz_matrix_at_any_size():
    matrix, _ = similarity_matrix(3000, 128)
    assert toeplitz_defect(matrix) < 1e-4  # every diagonal constant (float32 rounding of ~64)
    profile = shift_profile(np.arange(3000), 128)
    np.testing.assert_allclose(matrix[0], profile, atol=5e-5)
    np.testing.assert_allclose(matrix[1234, 1234:], profile[: 3000 - 1234], atol=5e-5)
    odd, _ = similarity_matrix(300, 9, 50.0)  # an odd d_model's lone sin breaks it
    assert toeplitz_defect(odd) > 1e-2


@pytest.mark.parametrize("d_model,kind", [(16, "dot"), (17, "dot"), (16, "cosine")])
def test_blocks_are_exact_block_means(d_model, kind):
    pe, ref = _reference(1000, d_model, 300.0)
    if kind == "cosine":
        norms = np.linalg.norm(pe, axis=1)
        ref = ref / np.outer(norms, norms)
    matrix, edges = similarity_matrix(1000, d_model, 300.0, kind=kind, rows=33)
    assert len(edges) - 1 == matrix.shape[0] <= 33 and edges[-1] == 1000
    means = np.add.reduceat(np.add.reduceat(ref, edges[:-1], axis=0), edges[:-1], axis=1)
    means /= np.outer(np.diff(edges), np.diff(edges))
    np.testing.assert_allclose(matrix, means, atol=2e-6 * d_model)


def test_the_reference_curve_and_its_block_means():
    _, ref = _reference(500, 32)
    values, edges = similarity_to(17, 500, 32)
    np.testing.assert_allclose(values, ref[17], atol=1e-9)
    means, edges = similarity_to(17, 500, 32, rows=40)
    np.testing.assert_allclose(means, np.add.reduceat(ref[17], edges[:-1]) / np.diff(edges), atol=1e-9)


def test_the_lessons_distances_at_50_by_64_against_a_direct_dot_product():
    for k in MARKED_DISTANCES:
        direct = sum(pe_value(0, d, 64) * pe_value(k, d, 64) for d in range(64))
        assert float(dot(0, k, 64)) == pytest.approx(direct, abs=1e-9)
    assert float(dot(3, 3, 64)) == pytest.approx(32.0)  # |PE(p)|^2 = d/2
    np.testing.assert_allclose(
        squared_norm([0, 5, 9], 65), [32 + np.sin(p * 10000 ** (-64 / 65)) ** 2 for p in (0, 5, 9)]
    )


def test_the_memory_guard_refuses_a_matrix_too_big_before_building_it():
    with pytest.raises(ParamError, match="similarity matrix would take"):
        similarity_matrix(10**5, 64)
    matrix, edges = similarity_matrix(10**7, 1024, rows=300)  # blocks: always fine
    assert matrix.shape == (300, 300) and edges[-1] == 10**7


@pytest.mark.parametrize("bad", [dict(kind="euclid"), dict(rows=0), dict(max_len=0)])
def test_bad_arguments_are_the_one_validation_error(bad):
    args = dict(max_len=10, d_model=8, kind="dot", rows=None) | bad
    with pytest.raises(ParamError):
        similarity_matrix(args["max_len"], args["d_model"], kind=args["kind"], rows=args["rows"])
