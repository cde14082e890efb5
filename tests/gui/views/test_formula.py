"""The formula panel: the numbers put in, hovering the heatmap picks the cell."""

import numpy as np
from helpers import pe_value, show_view
from PySide6.QtCore import QPointF

from posenc_gui.testing import settle


def test_formula_panel_puts_the_numbers_in_and_hovering_the_heatmap_picks_the_cell(window, qtbot):
    window.store.apply({"d_model": 64, "max_len": 50, "position": 5.0, "formula.dim": 4})
    view = show_view(window, qtbot, "formula")
    worked = view.worked.text()
    assert "PE(5, 4) = sin(5 / 10000<sup>4/64</sup>)" in worked
    assert f"{pe_value(5, 4, 64):+.6f}" in worked and "the current position" in worked
    assert f"{pe_value(5, 7, 64):+.4f}" in view.table.text()  # the first eight values
    heat = window.views["heatmap"]
    scene = heat.plot.vb.mapViewToScene(QPointF(9.0, 20.0))  # dim 9, pos 20
    heat.plot_widget.scene().sigMouseMoved.emit(scene)
    settle(window, qtbot)
    assert (window.store.options("formula").pos, window.store.options("formula").dim) == (20, 9)
    assert "PE(20, 9) = cos(" in view.worked.text() and f"{pe_value(20, 9, 64):+.6f}" in view.worked.text()
    heat.plot_widget.scene().sigMouseMoved.emit(heat.plot.vb.mapViewToScene(QPointF(-30.0, -30.0)))
    settle(window, qtbot)
    assert window.store.options("formula").pos == -1 and "PE(5, 9)" in view.worked.text()  # back to pos


def test_while_playing_the_numbers_follow_ten_times_a_second_and_end_on_the_exact_position(window, qtbot):
    """A frame of the event loop leaves the formula as drawn while only the position moved within 1/10 s
    of its last draw (the phase vector follows every frame); its timer then brings it to the position; a
    frame asked for directly, or any other change, draws it at once."""
    from posenc_gui.gui.views.kit.pacing import PERIOD

    window.store.apply({"d_model": 64, "max_len": 50, "position": 5.0, "formula.dim": 4})
    view = show_view(window, qtbot, "formula")
    phase = window.views["phase"]
    scheduler = window.scheduler
    window.play_action.setChecked(True)
    window.animator._timer.stop()  # (the steps below are the animation's)
    scheduler.render_now()
    assert "PE(5, 4)" in view.worked.text()
    window.store.update(position=5.25)
    scheduler.render_now(paced=True)
    assert "PE(5, 4)" in view.worked.text()  # waits: drawn under 1/10 s ago
    assert tuple(phase.vector.getData()[0]) == (0.0, np.cos(5.25))  # the vector does not
    window.store.update(position=5.5)
    qtbot.waitUntil(lambda: "PE(5.5, 4)" in view.worked.text(), timeout=int(PERIOD * 1000) + 500)
    assert f"{pe_value(5.5, 4, 64):+.6f}" in view.worked.text()
    window.store.update(position=6.5)
    scheduler.render_now(paced=True)
    assert "PE(5.5, 4)" in view.worked.text()
    window.store.update(d_model=32)  # not only the position: drawn at once
    scheduler.render_now(paced=True)
    assert "PE(6.5, 4) = sin(6.5 / 10000<sup>4/32</sup>)" in view.worked.text()
    window.store.update(position=7.5)
    scheduler.render_now()  # asked for directly: drawn
    assert "PE(7.5, 4)" in view.worked.text()
    window.play_action.setChecked(False)
    window.store.update(position=8.5)
    scheduler.render_now(paced=True)  # paused: every frame draws it
    assert "PE(8.5, 4)" in view.worked.text()
