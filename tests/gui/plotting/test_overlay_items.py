"""The light items that move every animation frame, and the cursors that skip sub-pixel steps."""

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRect, QSize
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgGenerator

from posenc_gui.gui.plotting.fast_items import Dots, Segment
from posenc_gui.testing import settle


def _pixel(widget, plot, image, x, y):
    point = widget.mapFromScene(plot.vb.mapViewToScene(QPointF(x, y)))
    ratio = image.devicePixelRatio()
    return image.pixelColor(int(point.x() * ratio), int(point.y() * ratio)).name()


def _bare_plot(qtbot):
    widget = pg.PlotWidget()
    qtbot.addWidget(widget)
    widget.resize(300, 300)
    plot = widget.getPlotItem()
    plot.hideAxis("left")
    plot.hideAxis("bottom")
    plot.setRange(xRange=(-1, 1), yRange=(-1, 1), padding=0)
    return widget, plot


def test_a_segment_draws_its_line_and_its_dot_where_the_data_says(qtbot):
    widget, plot = _bare_plot(qtbot)
    segment = Segment(pg.mkPen("#ff0000", width=4), dot_radius=7, dot_brush="#0000ff")
    plot.addItem(segment, ignoreBounds=True)
    segment.setData([0.0, 0.6], [0.0, -0.6])
    widget.show()
    qtbot.waitExposed(widget)
    image = widget.grab().toImage()
    assert _pixel(widget, plot, image, 0.3, -0.3) == "#ff0000"  # on the line, halfway
    assert _pixel(widget, plot, image, 0.6, -0.6) == "#0000ff"  # the dot at the end
    background = _pixel(widget, plot, image, -0.9, 0.9)
    assert background not in ("#ff0000", "#0000ff")
    assert _pixel(widget, plot, image, -0.3, 0.3) == background  # the other side stays empty
    x, y = segment.getData()
    assert x.tolist() == [0.0, 0.6] and y.tolist() == [0.0, -0.6]
    rect = segment.boundingRect()  # the dot reaches past the end point: the repaint must cover it
    assert rect.left() < 0.0 and rect.right() > 0.6 and rect.top() < -0.6 and rect.bottom() > 0.0
    segment.setData([], [])
    assert segment.boundingRect().isEmpty()


def test_dots_sit_at_their_points_in_their_colours_with_a_fixed_pixel_size(qtbot):
    widget, plot = _bare_plot(qtbot)
    dots = Dots(12, "#00ff00")
    plot.addItem(dots, ignoreBounds=True)
    dots.setData([-0.5, 0.0, 0.5], [0.5, 0.0, -0.5], colors=["#ff0000", "#0000ff", "#ff0000"])
    widget.show()
    qtbot.waitExposed(widget)
    image = widget.grab().toImage()
    assert [_pixel(widget, plot, image, x, -x) for x in (-0.5, 0.0, 0.5)] == ["#ff0000", "#0000ff", "#ff0000"]
    unit = 2.0 / plot.vb.width()  # data units per pixel
    assert _pixel(widget, plot, image, 0.0 + 4 * unit, 0.0) == "#0000ff"  # inside the 12 px dot
    background = _pixel(widget, plot, image, 0.9, 0.9)
    assert _pixel(widget, plot, image, 0.0 + 9 * unit, 0.0) == background  # outside it
    rect = dots.boundingRect()  # the dots reach past their centres: the repaint must cover them
    assert rect.left() < -0.5 and rect.right() > 0.5 and rect.top() < -0.5 and rect.bottom() > 0.5
    plot.setRange(xRange=(-0.1, 0.1), yRange=(-0.1, 0.1), padding=0)  # zoomed in 10x: still 12 px
    image = widget.grab().toImage()
    unit = 0.2 / plot.vb.width()
    assert _pixel(widget, plot, image, 4 * unit, 0.0) == "#0000ff"
    assert _pixel(widget, plot, image, 9 * unit, 0.0) == _pixel(widget, plot, image, 0.09, 0.09)
    x, y = dots.getData()
    assert x.tolist() == [-0.5, 0.0, 0.5] and y.tolist() == [0.5, 0.0, -0.5]
    dots.setData([], [])
    assert dots.boundingRect().isEmpty()


def test_many_dots_in_several_colours_skip_missing_points_and_follow_new_data(qtbot):
    widget, plot = _bare_plot(qtbot)
    dots = Dots(8, "#000000")
    plot.addItem(dots, ignoreBounds=True)
    palette = ["#ff0000", "#00ff00", "#0000ff"]
    xs = np.linspace(-0.8, 0.8, 9)
    dots.setData(xs, np.zeros(9), colors=[palette[k % 3] for k in range(9)])
    widget.show()
    qtbot.waitExposed(widget)
    image = widget.grab().toImage()
    assert [_pixel(widget, plot, image, x, 0.0) for x in xs] == [palette[k % 3] for k in range(9)]
    # more points than before (the stamps' array grows), one of them missing, colours regrouped
    ys = np.linspace(-0.8, 0.8, 40)
    x = np.full(40, 0.5)
    x[7] = np.nan
    dots.setData(x, ys, colors=[palette[(k // 5) % 3] for k in range(40)])
    image = widget.grab().toImage()
    background = _pixel(widget, plot, image, -0.9, 0.9)
    for k in (0, 5, 10, 39):
        assert _pixel(widget, plot, image, 0.5, ys[k]) == palette[(k // 5) % 3]
    assert _pixel(widget, plot, image, 0.0, 0.0) == background  # the old dots are gone
    assert dots.colors()[10].name() == palette[2]


def test_faded_dots_blend_with_the_background(qtbot):
    widget, plot = _bare_plot(qtbot)
    widget.setBackground("#ffffff")
    dots = Dots(12, "#000000")
    plot.addItem(dots, ignoreBounds=True)
    dots.setData([-0.5, 0.5], [0.0, 0.0], opacity=[0.5, 1.0])
    widget.show()
    qtbot.waitExposed(widget)
    image = widget.grab().toImage()
    faded = image.pixelColor(widget.mapFromScene(plot.vb.mapViewToScene(QPointF(-0.5, 0.0))))
    assert 110 <= faded.red() <= 145 and faded.red() == faded.green() == faded.blue()  # half of white
    assert _pixel(widget, plot, image, 0.5, 0.0) == "#000000"


def test_dots_export_to_svg_as_vector_circles(qtbot):
    widget, plot = _bare_plot(qtbot)
    dots = Dots(10, "#123456")
    plot.addItem(dots, ignoreBounds=True)
    dots.setData([0.0, 0.5], [0.0, 0.5])
    widget.show()
    qtbot.waitExposed(widget)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(300, 300))
    generator.setViewBox(QRect(0, 0, 300, 300))
    painter = QPainter(generator)
    widget.render(painter)
    painter.end()
    svg = bytes(data).decode()
    assert "<image" not in svg  # no pixmap stamps in a vector file
    assert svg.count("#123456") >= 2  # one filled ellipse per dot


def test_a_cursor_skips_steps_under_a_pixel_only_while_playing(window):
    heat = window.views["heatmap"]
    window.store.update(max_len=100, position=10.0)
    settle(window)
    rows_per_pixel = 100 / heat.plot.vb.height()
    assert rows_per_pixel < 0.5  # so a step of a quarter position is under a pixel but not zero
    tiny = rows_per_pixel / 4
    window.play_action.setChecked(True)
    window.animator._timer.stop()  # steps come from the test, not the clock
    window.store.update(position=10.0 + tiny)
    settle(window)
    assert heat.cursor.value() == 10.0  # nothing on screen would change: no repaint
    window.store.update(position=12.0)
    settle(window)
    assert heat.cursor.value() == 12.0  # a visible step moves it
    window.play_action.setChecked(False)
    window.store.update(position=12.0 + tiny)
    settle(window)
    assert heat.cursor.value() == 12.0 + tiny  # paused: exactly where the position is
    assert np.isclose(window.views["waves"].cursor.value(), 12.0 + tiny)


def test_dots_painted_at_two_pixel_ratios_in_turn_keep_their_memory(qapp):
    """A window and an export paint the same items at two device pixel ratios, in turn."""
    from PySide6.QtGui import QImage, QTransform
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    dots = Dots(10, "#ff0000")
    dots.setData(np.linspace(-0.5, 0.5, 5), np.zeros(5))
    option = QStyleOptionGraphicsItem()
    for turn in range(12):  # (each change of ratio used to double the stamps' array: 8 * 2**12 rows)
        ratio = 1.0 + turn % 2
        image = QImage(int(200 * ratio), int(200 * ratio), QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        image.fill(0xFFFFFFFF)
        painter = QPainter(image)
        painter.setTransform(QTransform(100, 0, 0, -100, 100, 100))
        dots.paint(painter, option)
        painter.end()
        centre = image.pixelColor(int(150 * ratio), int(100 * ratio)).name()  # the dot at x = 0.5
        assert centre == "#ff0000", (turn, centre)
    assert dots._fragments.shape[0] <= 16


def _paint_dots(dots, ratio=1.0):
    from PySide6.QtGui import QImage, QTransform
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    image = QImage(int(1000 * ratio), int(100 * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(0xFFFFFFFF)
    painter = QPainter(image)
    painter.setTransform(QTransform(500, 0, 0, -50, 500, 50))
    dots.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_dots_in_hundreds_of_shades_render_each_shade_once(qapp, monkeypatch, ratio):
    """A colour map gives a dot per position its own shade (the learned table: 254 shades for 512 dots);
    the pre-rendered dots are kept across paints (in one atlas, blitted by one call), each in its place."""
    n = 300
    shades = [f"#{k % 256:02x}{100 * (k // 256):02x}{255 - k % 256:02x}" for k in range(n)]
    dots = Dots(4, "#000000")
    xs = np.linspace(-0.9, 0.9, n)
    dots.setData(xs, np.zeros(n), colors=shades)
    made, calls = [], []
    original = Dots._draw_dot
    monkeypatch.setattr(Dots, "_draw_dot", lambda self, *a: (made.append(1), original(self, *a))[1])
    blit = QPainter.drawPixmapFragments
    monkeypatch.setattr(QPainter, "drawPixmapFragments", lambda self, *a: (calls.append(1), blit(self, *a))[1])
    for _ in range(3):
        image = _paint_dots(dots, ratio)
    assert len(made) == n and len(calls) == 3  # one stamp per shade, made once; one blit per paint
    for k in (0, 1, 31, 32, 33, 150, 299):  # (across the atlas's rows)
        x = 500 + 500 * xs[k]
        assert image.pixelColor(round(x * ratio), int(50 * ratio)).name() == shades[k], k


def test_dots_in_more_shades_than_an_atlas_holds_are_drawn_one_by_one(qapp, monkeypatch):
    from posenc_gui.gui.plotting import fast_items

    monkeypatch.setattr(fast_items, "ATLAS_LIMIT", 4)
    shades = ["#ff0000", "#00ff00", "#0000ff", "#ffff00", "#ff00ff", "#00ffff"]
    dots = Dots(6, "#000000")
    xs = np.linspace(-0.8, 0.8, 6)
    dots.setData(xs, np.zeros(6), colors=shades)
    image = _paint_dots(dots)
    assert [image.pixelColor(round(500 + 500 * x), 50).name() for x in xs] == shades
    assert dots._atlas is None  # (no atlas made)


def test_what_the_cursors_pass_over_is_kept_as_a_pixmap_only_while_playing_and_looks_the_same(window):
    """While the animation plays, the waves' curves, dots and bands and the phase trail are cached: a
    moving cursor or vector blits them instead of painting them again. Stopped, a drag does not render
    each change into a pixmap first. Cached or not, the same pixels."""
    modes = pg.QtWidgets.QGraphicsItem.CacheMode
    cached, direct = modes.DeviceCoordinateCache, modes.NoCache
    waves, phase = window.views["waves"], window.views["phase"]
    items = [waves.band_image, *waves.curves, *waves.dots, phase.trail, phase.trail_labels[0].textItem]
    window.store.update(position=7.0)
    settle(window)
    assert {item.cacheMode() for item in items} == {direct}
    before = [view.layout_widget.grab().toImage() for view in (waves, phase)]
    window.animator.playingChanged.emit(True)  # (the animator says so; its timer stays off here)
    assert {item.cacheMode() for item in items} == {cached}
    settle(window)
    for view in (waves, phase):
        view.layout_widget.grab()  # fills the pixmaps; the next paint blits them
    after = [view.layout_widget.grab().toImage() for view in (waves, phase)]
    for old, new in zip(before, after):
        assert old.size() == new.size() and old == new
    window.animator.playingChanged.emit(False)
    assert {item.cacheMode() for item in items} == {direct}
