"""The similarity view: the matrix, the curve, the marked distances, its options both ways."""

import math

import numpy as np
import pytest
from helpers import pe_value
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


def test_similarity_view_draws_the_matrix_the_curve_and_the_marked_distances(make_view):
    shown = make_view("similarity", apply={"d_model": 64, "max_len": 50, "position": 7.5})
    view = shown.view
    pe = np.array([[pe_value(p, d, 64) for d in range(64)] for p in range(50)])
    np.testing.assert_allclose(view.image.image, pe @ pe.T, atol=1e-4)  # one cell per position pair
    x, y = view.curve.getData()
    np.testing.assert_array_equal(x, np.arange(50))
    np.testing.assert_allclose(y, pe @ pe[7], atol=1e-9)  # the reference: floor(7.5)
    mx, my = view.marks.getData()
    assert mx.tolist() == [8, 9, 12, 17, 27]  # 7 + 1, 2, 5, 10, 20
    np.testing.assert_allclose(my, [pe[7] @ pe[k] for k in (8, 9, 12, 17, 27)], atol=1e-9)
    assert view.ref_line.value() == 7 and view.ref_mark.value() == 7
    assert "p = 7" in view.key.text and "depends only on p − q" in view.key.text
    assert f"+1: {pe[7] @ pe[8]:.4g}" in view.key.text.replace("&nbsp;", " ")


def test_similarity_options_bind_both_ways(make_view):
    shown = make_view("similarity", apply={"d_model": 16, "max_len": 40, "position": 3.0})
    view = shown.view
    view.control("kind").setCurrentIndex(view.control("kind").findData("cosine"))
    shown.draw()
    assert shown.store.options("similarity").kind == "cosine"
    assert np.allclose(np.diag(view.image.image), 1.0, atol=1e-6)  # cos of a vector with itself
    assert view.matrix_plot.titleLabel.text.startswith("cos")
    spin = view.control("reference")
    assert spin.text() == "current position" and spin.minimum() == -1 and spin.maximum() == 39
    edit = spin.lineEdit()
    spin.setFocus()
    edit.selectAll()
    QTest.keyClicks(edit, "12")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    shown.draw()
    assert shown.store.options("similarity").reference == 12 and view.result.reference == 12
    shown.store.update(position=30.0)  # a fixed reference stays
    shown.draw()
    assert view.result.reference == 12
    shown.store.update_options("similarity", reference=-1)
    shown.draw()
    assert spin.text() == "current position" and view.result.reference == 30


def test_similarity_of_a_long_table_is_block_means_and_says_so(make_view):
    shown = make_view("similarity", apply={"d_model": 1024, "max_len": 8192, "position": 100.0})
    view = shown.view
    r = view.result
    assert r.step > 1 and r.matrix.shape[0] * r.step >= 8192
    assert f"exact mean over {r.step} × {r.step} positions" in view.key.text
    assert r.diagonal_spread < 1e-3  # still a function of p − q


def test_similarity_says_it_only_tends_to_fall_and_where_it_rises(make_view):
    """PE(0)·PE(q) at d_model 64 falls with q overall, yet q = 44 is more alike to 0 than q = 39: the key
    names the largest such rise, found here by a loop of its own."""
    shown = make_view(
        "similarity", apply={"d_model": 64, "max_len": 50, "similarity.kind": "dot", "similarity.reference": 0}
    )
    view = shown.view
    w = [10000 ** (-2 * i / 64) for i in range(32)]
    dot = [sum(math.cos(q * wi) for wi in w) for q in range(50)]
    best = (0.0, None, None)
    for far in range(2, 50):
        near = min(range(1, far), key=lambda q: dot[q])
        if dot[far] - dot[near] > best[0]:
            best = (dot[far] - dot[near], near, far)
    assert best[1:] == (39, 44)
    assert view.result.largest_rise() == pytest.approx((39, dot[39], 44, dot[44]))
    text = view.key.text + view.key.toolTip()
    assert f"q = 44 ({dot[44]:.4g}) is more alike to p = 0 than q = 39 ({dot[39]:.4g})" in text
    assert dot[43] > dot[20]  # the lesson's example: 19.12 above 18.88
    assert f"{dot[43]:.2f}" == "19.12" and f"{dot[20]:.2f}" == "18.88"


def test_all_positive_similarities_take_a_whole_sequential_map_and_signed_ones_a_diverging_map(make_view):
    shown = make_view("similarity", apply={"d_model": 64, "max_len": 50, "similarity.kind": "dot"})
    view = shown.view
    matrix = view.result.matrix
    assert matrix.min() > 14 and matrix.max() == pytest.approx(32, abs=1e-4)  # all positive at 50 x 64
    assert view.image.getColorMap().name.startswith("sequential:")
    assert view.colorbar.colorMap().name.startswith("sequential:")
    assert view.image.getLevels() == pytest.approx((float(matrix.min()), 32.0))
    shown.store.apply({"d_model": 2})  # cos(p − q): both signs
    shown.draw()
    assert view.result.matrix.min() < 0
    assert view.image.getColorMap().name.startswith("diverging:")
    assert tuple(view.image.getLevels()) == (-1.0, 1.0)


@pytest.mark.parametrize("max_len", [50, 100, 1000])
def test_every_marked_distance_is_named_once_with_no_label_over_another_or_cut(make_view, max_len):
    shown = make_view("similarity", apply={"d_model": 64, "max_len": max_len, "similarity.reference": 0})
    view = shown.view
    shown = [label for label in view.mark_labels if label.isVisible()]
    names = [word for label in shown for word in label.toPlainText().split()]
    assert sorted(names) == sorted(f"+{int(k)}" for k in view.result.distances)
    rects = [label.sceneBoundingRect() for label in shown]
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    plot = view.curve_plot.vb.sceneBoundingRect()
    assert all(plot.left() - 1 <= r.left() and r.right() <= plot.right() + 1 for r in rects)  # none cut off


def test_the_distance_labels_follow_a_resize_that_comes_after_the_draw(make_view):
    """The labels are placed from the plot's geometry: a resize after the draw places them again, even when it
    asks for no new compute (the same pixel columns), so none is left cut at the old width."""
    shown = make_view("similarity", apply={"d_model": 64, "max_len": 50, "similarity.reference": 0})
    view = shown.view
    drawn = view.result
    placed = []
    real = view._place_labels
    view._place_labels = lambda result: (placed.append(result), real(result))
    view.curve_plot.vb.sigResized.emit(view.curve_plot.vb)  # a resize with no new compute
    assert placed == [drawn] and view.result is drawn
    plot = view.curve_plot.vb.sceneBoundingRect()
    rects = [label.sceneBoundingRect() for label in view.mark_labels if label.isVisible()]
    assert rects and all(plot.left() - 1 <= r.left() and r.right() <= plot.right() + 1 for r in rects)
