"""Presentation mode scales fonts, tick labels and pens, hides what a projector does not need, and puts
every one of them back exactly on leaving."""

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from posenc_gui.gui.files.remembered import PRESENTATION_SCALE, THEME
from posenc_gui.gui.plotting import fast_items
from posenc_gui.gui.plotting.style import FONT_PT
from posenc_gui.gui.plotting.token_plots import CellTexts
from posenc_gui.gui.state.window_state import LOOK
from posenc_gui.gui.window.presentation import _tick_labels
from posenc_gui.testing import settle


def _snapshot(window, drawn=None):
    """Every font, size and pen presentation mode touches (the texts of the views in `drawn` only: the stage
    draws a view it shows for the first time)."""
    out = [QApplication.font().toString()]
    for vid, view in window.views.items():
        for graphics in view.widget.findChildren(pg.GraphicsView):
            for item in graphics.scene().items():
                if isinstance(item, pg.AxisItem):
                    font = item.style.get("tickFont")
                    out.append(
                        (
                            vid,
                            "axis",
                            font.toString() if font else None,
                            item.pen().widthF(),
                            item.labelText,
                            dict(item.labelStyle),
                            item.label.isVisible(),
                            item.fixedWidth,
                            item.fixedHeight,
                        )
                    )
                elif isinstance(item, pg.LabelItem):
                    out.append(
                        (vid, "label", item.opts.get("size"), item.text if drawn is None or vid in drawn else None)
                    )
                elif isinstance(item, pg.TextItem):
                    out.append((vid, "text", item.textItem.font().toString()))
                elif isinstance(item, CellTexts):
                    out.append((vid, "cells", item.font().toString()))
                elif isinstance(item, pg.InfiniteLine):
                    out.append((vid, "line", item.pen.widthF()))
                elif isinstance(item, pg.PlotCurveItem):
                    out.append((vid, "curve", pg.mkPen(item.opts["pen"]).widthF()))
    out += [(vid, dock.titleBarWidget() is None, dock.isVisible()) for vid, dock in window.docks.items()]
    return out


def test_presentation_scales_and_restores_exactly(window, qtbot):
    window.docks["params"].show()
    settle(window, qtbot)
    before = _snapshot(window)
    drawn = {vid for vid, view in window.views.items() if view.result is not None}
    before = _snapshot(window, drawn)
    heat_axis = window.views["heatmap"].plot.getAxis("bottom")
    tick_size = (heat_axis.style.get("tickFont") or QApplication.font()).pointSizeF()
    app_size = QApplication.font().pointSizeF()
    cells = window.views["binary"].bits_map.cells  # (printed values of a word grid)
    cell_size = cells.font().pointSizeF()
    window.presentation.set_scale(2.0)
    window.setFocus()
    QTest.keyClick(window, Qt.Key.Key_F5)
    settle(window, qtbot)
    assert window.presentation.active and not window.docks["params"].isVisible()
    assert heat_axis.style["tickFont"].pointSizeF() == 2 * tick_size
    assert QApplication.font().pointSizeF() == 2 * app_size and cells.font().pointSizeF() == 2 * cell_size
    assert LOOK.screen_lines == 2.0
    assert heat_axis.labelStyle["font-size"] == "24pt" and heat_axis.label.isVisible()
    assert all(dock.titleBarWidget() is not None for dock in window.docks.values())
    assert "d_model 64" in window.presentation.caption.text()
    window.store.update(d_model=32)
    assert "d_model 32" in window.presentation.caption.text()
    QTest.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)  # larger while presenting
    assert window.presentation.scale == 2.5 and heat_axis.style["tickFont"].pointSizeF() == 2.5 * tick_size
    QTest.keyClick(window, Qt.Key.Key_Escape)
    settle(window, qtbot)
    window.store.update(d_model=64)
    settle(window, qtbot)
    assert not window.presentation.active and LOOK.screen_lines == 1.0
    assert _snapshot(window, drawn) == before


def test_lines_are_wider_on_screen_only_while_presenting(window, qtbot):
    from PySide6.QtGui import QImage, QPainter

    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    assert fast_items.device_ratio(painter) == 1.0
    window.presentation.enter()
    assert fast_items.device_ratio(painter) == 1.0  # an export is not scaled by the screen's mode
    widget_painter_ratio = LOOK.screen_lines
    painter.end()
    window.presentation.leave()
    assert widget_painter_ratio == window.presentation.scale


def test_esc_in_a_box_leaves_the_box_first(window, qtbot):
    window.presentation.enter()
    for box in (window.views["waves"].control("dims"), window.views["phase"].control("pair")):
        window.docks["waves"].raise_()
        box.setFocus()
        QTest.keyClick(box, Qt.Key.Key_Escape)
        assert window.presentation.active  # the box took the Esc
    window.setFocus()
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not window.presentation.active


def test_colour_bars_keep_every_tick_label_in_the_plots_size_while_presenting(window, qtbot):
    bar = window.views["heatmap"].colorbar.axis
    plot_axis = window.views["heatmap"].plot.getAxis("left")
    settle(window, qtbot)
    before, width = _tick_labels(bar), bar.fixedWidth
    assert before == ["-1.0", "-0.5", "0", "0.5", "1.0"]  # (pyqtgraph's 45 px kept three at this size)
    plot_size = plot_axis.style["tickFont"].pointSizeF()
    assert bar.style["tickFont"].pointSizeF() == plot_size
    fontless = pg.AxisItem("right")  # an axis showing the application's font
    plot_axis.scene().addItem(fontless)
    app_size = QApplication.font().pointSizeF()
    window.presentation.set_scale(3.0)
    window.presentation.enter()
    settle(window, qtbot)
    assert set(before) <= set(_tick_labels(bar))  # none lost (at the fixed width, "0" alone was left); the
    # stage gives the heatmap the screen, so the taller bar may add ticks between them
    factor = window.presentation.scale  # (3, or lower where the fit found a fault at 3: stage_check)
    assert 2.0 <= factor <= 3.0
    assert bar.style["tickFont"].pointSizeF() == factor * plot_size
    assert fontless.style["tickFont"].pointSizeF() == factor * app_size  # (not factor²: the app font grew too)
    window.presentation.leave()
    settle(window, qtbot)
    assert _tick_labels(bar) == before and bar.fixedWidth == width
    assert fontless.style["tickFont"] is None


def test_every_axis_with_values_has_the_plots_tick_size(window, qtbot):
    for dock in window.docks.values():
        dock.show()
    settle(window, qtbot)
    sizes = {}
    for vid, view in window.views.items():
        for graphics in view.widget.findChildren(pg.GraphicsView):
            for item in graphics.scene().items():
                if isinstance(item, pg.AxisItem) and item.isVisible() and item.style["showValues"]:
                    font = item.style["tickFont"]
                    sizes[(vid, item.orientation)] = font.pointSizeF() if font is not None else None
    assert set(sizes.values()) == {float(FONT_PT)}, sizes


def test_a_colour_bar_has_room_for_the_largest_similarity_labels(qapp):
    """A similarity bar's levels follow the data: up to ±2048 at d_model 4096."""
    import pyqtgraph as pg

    from posenc_gui.gui.plotting.style import colour_bar

    widget = pg.GraphicsLayoutWidget()
    plot = widget.addPlot()
    image = pg.ImageItem()
    plot.addItem(image)
    bar = colour_bar(label="similarity")
    bar.setImageItem(image, insert_in=plot)
    bar.setLevels((-2048, 2048))
    widget.resize(700, 500)
    widget.show()
    qapp.processEvents()
    labels = _tick_labels(bar.axis)
    assert {"-2000", "-1000", "0", "1000", "2000"} <= set(labels), labels
    widget.close()


def test_the_first_presentation_scale_fits_the_screen(qapp, tmp_path, monkeypatch):
    """Nothing stored: 1.25 on a screen up to 800 px tall (a 720p projector; the offscreen one is 800), 1.5 on
    a 1080p one; a stored choice wins."""
    from PySide6.QtCore import QRect, QSettings
    from PySide6.QtGui import QGuiApplication

    from posenc_gui.gui.window import presentation

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert QGuiApplication.primaryScreen().availableGeometry().height() <= presentation.SMALL_SCREEN
    assert presentation.stored_scale(settings) == 1.25

    class FullHd:
        def availableGeometry(self):
            return QRect(0, 0, 1920, 1080)

    monkeypatch.setattr(presentation.QGuiApplication, "primaryScreen", staticmethod(lambda: FullHd()))
    assert presentation.stored_scale(settings) == 1.5
    settings.setValue(PRESENTATION_SCALE.name, 2.0)
    assert presentation.stored_scale(settings) == 2.0


def test_a_view_built_while_presenting_keeps_its_curves_colours_when_the_scale_changes(make_window, qtbot):
    """Models compared built on the stage, then the fit's second look at another scale: its curves are scaled
    from their data items' pens, not from the pyqtgraph default their inner curves had before any data (put
    back, that drew them white on the white stage)."""
    window = make_window(chapter="sinusoidal")
    window.presentation.set_scale(1.25)
    window.lesson.bring_forward()
    window.presentation.enter()
    assert not window.views["model-compare"].is_built
    step = next(k for k, s in enumerate(window.lesson.steps) if s.views == ["model-compare"])
    window.lesson.go_to(step, built=True)  # (its three curves revealed: the step gone back to)
    settle(window, qtbot)
    view = window.views["model-compare"]
    drawn = [c for c in view.curves if c.xData is not None and len(c.xData)]
    assert len(drawn) >= 3
    window.presentation.set_scale(1.1)
    settle(window, qtbot)
    for item in drawn:
        assert item.curve.opts["pen"].color().name() == item.opts["pen"].color().name() != "#ffffff"
    assert [round(c.curve.opts["pen"].widthF(), 3) for c in drawn] == [round(2.5 * 1.1, 3)] * len(drawn)
    window.presentation.leave()
    settle(window, qtbot)
    assert [round(c.curve.opts["pen"].widthF(), 3) for c in drawn] == [2.5] * len(drawn)


def test_a_theme_chosen_while_presenting_restyles_the_stage_without_leaving_it(window, qtbot):
    """The look puts the scaling back while the theme restyles, then scales the new look anew: presentation
    is neither left nor entered (no presentingChanged), the stage keeps its views, fonts stay scaled and the
    axes take the theme's colour; leaving then gives back the theme's unscaled look."""
    from posenc_gui.gui.plotting.themes import THEMES

    window.presentation.set_scale(2.0)
    heat_axis = window.views["heatmap"].plot.getAxis("bottom")
    tick_size = (heat_axis.style.get("tickFont") or QApplication.font()).pointSizeF()
    app_size = QApplication.font().pointSizeF()
    window.presentation.enter()
    settle(window, qtbot)
    shown = list(window.stage.shown_views)
    heard: list[bool] = []
    window.state.presentingChanged.connect(heard.append)
    window.set_theme("dark")
    assert heard == [] and window.presentation.active and window.stage.shown_views == shown
    assert heat_axis.style["tickFont"].pointSizeF() == 2 * tick_size
    assert QApplication.font().pointSizeF() == 2 * app_size and LOOK.screen_lines == 2.0
    assert heat_axis.pen().color().name() == THEMES["dark"].foreground.lower()
    assert window.remembered.get(THEME) == "dark" and window.state.theme == "dark"
    window.presentation.leave()
    settle(window, qtbot)
    assert heat_axis.style["tickFont"].pointSizeF() == tick_size and QApplication.font().pointSizeF() == app_size
    assert heat_axis.pen().color().name() == THEMES["dark"].foreground.lower()
    window.set_theme("light")
    assert window.remembered.get(THEME) == "light"
