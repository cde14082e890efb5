"""The formula panel: the numbers put in, hovering the heatmap picks the cell."""

from helpers import pe_value, show_view
from PySide6.QtCore import QPointF

from posenc_gui.testing import settle


def test_formula_panel_puts_the_numbers_in_and_hovering_the_heatmap_picks_the_cell(window, qtbot):
    window.store.apply({"d_model": 64, "max_len": 50, "position": 5.0, "formula.dim": 4})
    view = show_view(window, qtbot, "formula")
    worked = view.worked.text()
    assert "PE(5, 4) = sin(5 / 10000<sup>4/64</sup>)" in worked
    assert f"{pe_value(5, 4, 64):+.6f}" in worked and "the current position" in worked
    assert f"{pe_value(5, 7, 64):+.4f}" in view.table.text()               # the first eight values
    heat = window.views["heatmap"]
    scene = heat.plot.vb.mapViewToScene(QPointF(9.0, 20.0))                  # dim 9, pos 20
    heat.plot_widget.scene().sigMouseMoved.emit(scene)
    settle(window, qtbot)
    assert (window.store.options("formula").pos, window.store.options("formula").dim) == (20, 9)
    assert "PE(20, 9) = cos(" in view.worked.text() and f"{pe_value(20, 9, 64):+.6f}" in view.worked.text()
    heat.plot_widget.scene().sigMouseMoved.emit(heat.plot.vb.mapViewToScene(QPointF(-30.0, -30.0)))
    settle(window, qtbot)
    assert window.store.options("formula").pos == -1 and "PE(5, 9)" in view.worked.text()   # back to pos
