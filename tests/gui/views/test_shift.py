"""The shift view: M_k and PE(pos) mapped onto PE(pos + k)."""

import numpy as np
import pytest
from helpers import pe_value
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


def test_shift_view_shows_m_k_and_that_it_maps_pe_pos_onto_pe_pos_plus_k(make_view):
    shown = make_view("shift", apply={"d_model": 16, "max_len": 50, "position": 4.0, "shift.k": 3, "shift.pairs": 2})
    view = shown.view
    w0, w1 = 1.0, 10000 ** (-2 / 16)
    expected = np.array(
        [
            [np.cos(3 * w0), np.sin(3 * w0), 0, 0],
            [-np.sin(3 * w0), np.cos(3 * w0), 0, 0],
            [0, 0, np.cos(3 * w1), np.sin(3 * w1)],
            [0, 0, -np.sin(3 * w1), np.cos(3 * w1)],
        ]
    )
    np.testing.assert_allclose(view.image.image, expected, atol=1e-6)  # dims 0..3 of the first two pairs
    _x, y = view.points["pe_shifted"].getData()
    np.testing.assert_allclose(y, [pe_value(7, d, 16) for d in range(4)], atol=1e-6)
    _, rotated = view.points["rotated"].getData()
    np.testing.assert_allclose(rotated, y, atol=1e-6)
    assert "over all 16 dimensions" in view.key.text and "M_k depends on k alone" in view.key.text
    before = view.image.image.copy()
    shown.store.update(position=21.5)  # another position: same M_k
    shown.draw()
    np.testing.assert_array_equal(view.image.image, before)
    _, y = view.points["pe"].getData()
    np.testing.assert_allclose(y, [pe_value(21.5, d, 16) for d in range(4)], atol=1e-6)
    edit = view.control("k").lineEdit()
    view.control("k").setFocus()
    edit.selectAll()
    QTest.keyClicks(edit, "10")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    shown.draw()
    assert shown.store.options("shift").k == 10 and view.result.k == 10
    assert view.image.image[0, 1] == pytest.approx(np.sin(10.0), abs=1e-6)


def test_the_shifted_vector_is_drawn_as_rings_that_the_rotated_dots_land_in(make_view):
    shown = make_view("shift", apply={"d_model": 64, "shift.k": 5})
    view = shown.view
    rings, dots = view.points["pe_shifted"], view.points["rotated"]
    assert rings._outline is not None and rings._color.alpha() == 0 and rings._diameter > dots._diameter
    np.testing.assert_allclose(rings._y, dots._y, atol=1e-5)  # the same places: hence rings
    assert "lands exactly on PE(pos + k) (the rings)" in view.key.text
    for plot in (view.matrix_plot, view.vector_plot):
        labels = plot.getAxis("bottom")._tickLevels[0]
        assert 2 <= len(labels) <= 5  # two-digit labels that do not run together
