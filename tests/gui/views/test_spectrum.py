"""The spectrum: the sequence length marked, hovering picks the pair, the axis holds while dragged."""

import math

import numpy as np
import pytest
from helpers import omega, show_view
from PySide6.QtCore import QPointF

from posenc_gui.testing import settle


def test_spectrum_marks_the_sequence_length_and_hovering_picks_the_phase_pair(window, qtbot):
    window.store.apply({"d_model": 64, "max_len": 100, "base": 10000.0, "phase.pair": 3})
    view = show_view(window, qtbot, "spectrum")
    wavelengths = np.array([2 * math.pi / omega(i, 64) for i in range(32)])
    assert wavelengths[0] == pytest.approx(2 * math.pi)  # geometric from 2π ...
    np.testing.assert_allclose(wavelengths[1:] / wavelengths[:-1], 10000 ** (2 / 64))
    x, y = view.turning.getData()
    px, py = view.partial.getData()
    sx, sy = view.still.getData()
    turns = 100 / wavelengths
    assert x.tolist() == list(range(10)) and turns[9] > 1 > turns[10]  # λ < 100 for i < 10
    assert px.tolist() == list(range(10, 21)) and sx.tolist() == list(range(21, 32))
    assert turns[20] > 0.05 > turns[21]  # pair 20 still makes 0.056 of a turn: not grey
    np.testing.assert_allclose(10 ** np.concatenate([y, py, sy]), wavelengths, rtol=1e-12)
    assert view.length_line.value() == pytest.approx(2.0)  # log10(100)
    assert view.selected.getData()[0].tolist() == [3.0]
    assert "of 32 pairs: 10 turn once or more" in view.key.text
    assert "11 part of a turn (green), 11 less than 1/20 of a turn (grey)" in view.key.text
    # hovering over pair 20 shows it in the phase vector
    scene = view.plot.vb.mapViewToScene(QPointF(20.0, float(np.log10(wavelengths[20]))))
    view.layout_widget.scene().sigMouseMoved.emit(scene)
    settle(window, qtbot)
    assert window.store.options("phase").pair == 20
    assert view.selected.getData()[0].tolist() == [20.0] and window.views["phase"].result.pair == 20


def test_spectrum_keeps_its_wavelength_axis_while_d_model_is_dragged(make_view):
    """The longest wavelength creeps up at each step of a d_model drag; the axis keeps its range (ends on
    half decades, 0.1 to 0.8 decades beyond the data) and follows again once the data leave it."""
    shown = make_view("spectrum", apply={"d_model": 64, "max_len": 50, "base": 10000.0})
    view = shown.view
    ranges = set()
    for d in range(63, 55, -1):
        shown.store.update(d_model=d)
        shown.draw()
        low, high = view.plot.vb.viewRange()[1]
        longest = np.log10(2 * math.pi / omega(d // 2 - 1, d))
        assert low <= np.log10(2 * math.pi) - 0.1 and longest + 0.1 <= high <= longest + 0.8
        assert low * 2 == round(low * 2) and high * 2 == round(high * 2)
        ranges.add((low, high))
    assert len(ranges) == 1
    shown.store.update(max_len=10**6)  # the max_len line leaves the range: it grows to hold it
    shown.draw()
    assert view.plot.vb.viewRange()[1][1] == pytest.approx(6.5)
    view.plot.setYRange(0, 20, padding=0)  # zoomed far out: the next draw brings the range back
    shown.store.update(d_model=60)
    shown.draw()
    assert view.plot.vb.viewRange()[1][1] == pytest.approx(6.5)
