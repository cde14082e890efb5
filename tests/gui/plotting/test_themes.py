"""Themes restyle Qt's widgets and every plot alike; colour maps switch in every image; both are
remembered and travel in session files."""

import json

import pyqtgraph as pg
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from posenc_gui.gui.state.window_state import LOOK
from posenc_gui.testing import settle


def _plots(window):
    for view in window.views.values():
        yield from view.widget.findChildren(pg.GraphicsView)


def test_the_dark_theme_turns_plots_and_widgets_dark_and_back(window, qtbot):
    window.set_theme("dark")
    settle(window, qtbot)
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightnessF() < 0.25
    for graphics in _plots(window):
        assert graphics.backgroundBrush().color() == QColor("#1e1e1e")
    axis = window.views["heatmap"].plot.getAxis("bottom")
    assert axis.pen().color() == QColor("#e8e8e8") and axis.textPen().color() == QColor("#e8e8e8")
    image = window.views["waves"].widget.grab().toImage()
    assert QColor(image.pixel(image.width() // 2, image.height() - 5)).lightnessF() < 0.3
    window.set_theme("light")
    settle(window, qtbot)
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightnessF() > 0.7
    for graphics in _plots(window):
        assert graphics.backgroundBrush().color() == QColor("#ffffff")
    assert axis.pen().color() == QColor("#000000")
    assert window.findChild(type(window.menuBar().actions()[0]), "action.theme.light").isChecked()


def test_the_projector_theme_thickens_axes_and_lines(window, qtbot):
    window.set_theme("projector")
    settle(window, qtbot)
    assert window.views["heatmap"].plot.getAxis("left").pen().widthF() == 2.0
    assert LOOK.theme_lines == 1.5
    window.set_theme("light")
    assert LOOK.theme_lines == 1.0


def test_colour_maps_switch_in_every_image_and_are_remembered(make_window, qtbot, tmp_path):
    path = tmp_path / "s.ini"
    window = make_window(path)
    for vid in ("similarity", "order"):  # built behind their tabs, never shown
        window.views[vid].ensure_built()
    window.look.set_colormaps(diverging="PuOr", sequential="magma")
    settle(window, qtbot)
    assert window.views["heatmap"].image.getColorMap().name == "diverging:PuOr"
    assert window.views["similarity"].image.getColorMap().name == "diverging:PuOr"
    assert window.views["order"].maps[(False, "a")].image.getColorMap().name == "sequential:magma"
    window.set_theme("dark")
    window.close()
    again = make_window(path)
    assert LOOK.colormaps == {"diverging": "PuOr", "sequential": "magma"} and again.theme == "dark"
    assert again.views["heatmap"].image.getColorMap().name == "diverging:PuOr"
    again.look.set_colormaps("RdBu", "viridis")
    again.set_theme("light")


def test_a_session_carries_the_theme_and_colour_maps(make_window, qtbot, tmp_path):
    first = make_window(tmp_path / "a.ini")
    first.set_theme("projector")
    first.look.set_colormaps("BrBG", "cividis")
    assert first.sessions.save_path(tmp_path / "x.json")
    assert json.loads((tmp_path / "x.json").read_text(encoding="utf-8"))["style"] == {
        "theme": "projector",
        "diverging": "BrBG",
        "sequential": "cividis",
    }
    first.look.set_colormaps("RdBu", "viridis")
    first.set_theme("light")
    second = make_window(tmp_path / "b.ini")
    assert second.sessions.open_path(tmp_path / "x.json")
    assert second.theme == "projector" and LOOK.colormaps["diverging"] == "BrBG"
    bad = tmp_path / "bad.json"
    bad.write_text('{"app": "posenc-gui", "schema": 2, "style": {"theme": "neon"}}', encoding="utf-8")
    assert not second.sessions.open_path(bad) and "style.theme" in second.sessions.last_problem
    second.look.set_colormaps("RdBu", "viridis")
    second.set_theme("light")
