"""The phase vector and the clock: the pair's point, its trail and its labels, the hands' speeds."""

import math

import numpy as np
import pytest
from helpers import omega


# -------------------------------------------------------------------------------------------------- phase
def test_phase_vector_trail_and_readout(make_view):
    shown = make_view("phase", apply={"d_model": 64, "phase.pair": 2, "position": 7.25, "phase.trail": 5})
    phase = shown.view
    w = omega(2, 64)
    x, y = phase.vector.getData()
    assert (x[1], y[1]) == pytest.approx((math.cos(7.25 * w), math.sin(7.25 * w)), abs=1e-12)
    tx, ty = phase.trail.getData()
    np.testing.assert_allclose(tx, [math.cos(p * w) for p in (3, 4, 5, 6, 7)], atol=1e-12)
    np.testing.assert_allclose(ty, [math.sin(p * w) for p in (3, 4, 5, 6, 7)], atol=1e-12)
    text = phase.readout.text
    assert f"{7.25 * w:.4f} rad" in text and "pos = 7.25" in text
    assert "dims 4, 5" in phase.plot.titleLabel.text


def test_phase_vector_is_the_pe_pair(make_view):
    """The vector's coordinates are the table's values: (PE(pos, 2i+1), PE(pos, 2i))."""
    x, y = make_view("phase", apply={"phase.pair": 3, "position": 11.0}).view.vector.getData()
    table = make_view("heatmap", apply={"phase.pair": 3, "position": 11.0}).view.image.image
    assert (x[1], y[1]) == pytest.approx((table[11, 7], table[11, 6]), abs=1e-6)


def test_phase_trail_at_start_and_hidden(make_view):
    shown = make_view("phase", apply={"position": 0.0, "phase.trail": 0})
    assert len(shown.view.trail.getData()[0]) == 0
    shown.store.apply({"position": 1.0, "phase.trail": 10})
    shown.draw()
    assert len(shown.view.trail.getData()[0]) == 2


def test_clock_hands_turn_at_their_own_speeds(make_view):
    shown = make_view("phase", apply={"phase.clock_pairs": (0, 1, 5), "position": 3.0})
    phase = shown.view
    lengths = []
    for n, i in enumerate((0, 1, 5)):
        x, y = phase.hands[n].getData()
        length = math.hypot(x[1], y[1])
        lengths.append(length)
        angle = 3.0 * omega(i, 64)
        assert (x[1] / length, y[1] / length) == pytest.approx((math.cos(angle), math.sin(angle)), abs=1e-9)
    assert lengths[0] > lengths[1] > lengths[2]
    assert not phase.hands[3].isVisible()
    key = phase.clock_legend.text
    entries = [f"i = {i}, λ = {2 * math.pi / omega(i, 64):.4g}" for i in (0, 1, 5)]
    assert entries[0] == "i = 0, λ = 6.283"
    assert [key.index(e) for e in entries] == sorted(key.index(e) for e in entries)


def test_phase_title_follows_the_layout(make_view):
    shown = make_view("phase", apply={"phase.pair": 3, "d_model": 64})
    assert "dims 6, 7" in shown.view.plot.titleLabel.text
    shown.store.update(layout="concatenated")
    shown.draw()
    assert "dims 3, 35" in shown.view.plot.titleLabel.text


def test_trail_dots_are_numbered_without_piling_up(make_view):
    made = make_view("phase", apply={"phase.pair": 0, "position": 5.0, "phase.trail": 6})
    phase = made.view
    shown = [(lab.toPlainText(), lab.pos()) for lab in phase.trail_labels if lab.isVisible()]
    assert [t for t, _ in shown] == ["5", "4", "3", "2", "1", "0"]  # omega = 1 rad apart: all numbered
    assert (shown[0][1].x(), shown[0][1].y()) == pytest.approx((1.15 * math.cos(5), 1.15 * math.sin(5)))
    # a slow pair: dots nearly on top of each other
    made.store.apply({"phase.pair": 31, "position": 50.0, "phase.trail": 40})
    made.draw()
    assert sum(lab.isVisible() for lab in phase.trail_labels) == 1


def test_trail_labels_keep_apart(make_view):
    from posenc_gui.gui.views.phase import LABEL_SPACING

    shown = make_view(
        "phase", apply={"d_model": 64, "base": 31.72, "phase.pair": 1, "position": 20.0, "phase.trail": 20}
    )
    angles = [math.atan2(lab.pos().y(), lab.pos().x()) for lab in shown.view.trail_labels if lab.isVisible()]
    assert len(angles) >= 5
    for k, a in enumerate(angles):
        for b in angles[k + 1 :]:
            gap = abs((a - b + math.pi) % (2 * math.pi) - math.pi)
            assert gap >= LABEL_SPACING - 1e-9
