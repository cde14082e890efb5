"""Ink on the stage, driven with real keys and mouse events: the pen (D) draws strokes that show in the pixels, in
the colour C chose; Ctrl+Z and E take them back; a page's strokes come back with the page (or are cleared when
paging, the lecturer's choice, K); the laser (L) follows the mouse and fades; the zoom (Z) sets the plot under a
dragged rectangle to it and Shift+Z gives the range back; S saves the slide with its ink; R records the stage
as a GIF."""

import pyqtgraph as pg
import pytest
from PIL import Image
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAction, QColor
from PySide6.QtTest import QTest

from posenc_gui.gui.files.remembered import INK_KEPT
from posenc_gui.gui.window.stage_ink import COLOURS, LASER_FADE_S
from posenc_gui.testing import settle

RED, BLUE = QColor(COLOURS[0][0]), QColor(COLOURS[1][0])


def action(win, name) -> QAction:
    found = win.findChild(QAction, f"action.{name}")
    assert found is not None, name
    return found


@pytest.fixture
def stage(make_window, qtbot):
    """The sinusoidal chapter presented at 1280 x 720."""
    win = make_window(chapter="sinusoidal", notes=None, resize=False)
    win.resize(1280, 720)
    settle(win)
    win.presentation.enter()
    settle(win, qtbot)
    return win


def drag(widget, points, button=Qt.MouseButton.LeftButton) -> None:
    """A press at the first point, moves through the rest, a release at the last: as a hand draws."""
    QTest.mousePress(widget, button, Qt.KeyboardModifier.NoModifier, points[0])
    for p in points[1:]:
        QTest.mouseMove(widget, p)
    QTest.mouseRelease(widget, button, Qt.KeyboardModifier.NoModifier, points[-1])


def line(a: QPoint, b: QPoint, n: int = 12) -> list[QPoint]:
    return [a + (b - a) * (k / n) for k in range(n + 1)]


def close(colour: QColor, want: QColor, slack: int = 25) -> bool:
    return all(abs(x - y) <= slack for x, y in zip(colour.getRgb()[:3], want.getRgb()[:3], strict=True))


def redness(colour: QColor) -> int:
    return colour.red() - (colour.green() + colour.blue()) // 2


def pixel(win, at: QPoint) -> QColor:
    return win.stage.ink.slide_image().pixelColor(at)


def test_the_pen_draws_in_the_chosen_colour_and_undo_and_clear_take_it_back(stage):
    ink = stage.stage.ink
    layer = ink.layer
    assert layer.isVisible() and layer.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert layer.geometry().bottom() < stage.statusBar().y()  # (the status bar with the tools stays free)
    at = QPoint(640, 400)
    before = pixel(stage, at)
    QTest.keyClick(stage, Qt.Key.Key_D)
    assert ink.tool == "pen" and action(stage, "stage_pen").isChecked()
    assert not layer.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    drag(layer, line(QPoint(540, 400), QPoint(740, 400)))
    assert close(pixel(stage, at), RED) and not close(before, RED)
    assert close(pixel(stage, QPoint(640, 400 + 1)), RED)  # 3 px times the scale: a line the room sees
    QTest.keyClick(stage, Qt.Key.Key_C)  # the next colour: blue
    drag(layer, line(QPoint(640, 300), QPoint(640, 500)))
    assert close(pixel(stage, QPoint(640, 350)), BLUE) and close(pixel(stage, QPoint(560, 400)), RED)
    assert len(ink.page.strokes) == 2
    QTest.keyClick(stage, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the blue stroke back
    assert not close(pixel(stage, QPoint(640, 350)), BLUE) and close(pixel(stage, QPoint(560, 400)), RED)
    QTest.keyClick(stage, Qt.Key.Key_E)  # the page cleared
    assert ink.page.strokes == [] and pixel(stage, QPoint(560, 400)) == pixel(stage, QPoint(560, 400))
    assert not close(pixel(stage, QPoint(560, 400)), RED)
    QTest.keyClick(stage, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the clearing undone
    assert close(pixel(stage, QPoint(560, 400)), RED)
    QTest.keyClick(stage, Qt.Key.Key_D)  # the pen put down: the views have the mouse again
    assert ink.tool == "" and layer.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert close(pixel(stage, QPoint(560, 400)), RED)  # (the ink stays on the page)


def test_a_pages_ink_comes_back_with_it_or_is_cleared_when_the_lecturer_chose_so(stage):
    ink = stage.stage.ink
    assert ink.kept and action(stage, "stage_keep_ink").isChecked()
    at = QPoint(550, 300)
    bare = pixel(stage, at)
    QTest.keyClick(stage, Qt.Key.Key_D)
    drag(ink.layer, line(QPoint(400, 300), QPoint(700, 300)))
    assert close(pixel(stage, at), RED) and not close(bare, RED, 8)
    first = stage.stage.shown_views
    QTest.keyClick(stage, Qt.Key.Key_PageDown)
    settle(stage)
    assert stage.stage.shown_views != first and ink.page.strokes == []
    QTest.keyClick(stage, Qt.Key.Key_PageUp)
    settle(stage)
    assert stage.stage.shown_views == first and close(pixel(stage, at), RED)
    QTest.keyClick(stage, Qt.Key.Key_K)  # cleared when paging from now on (and remembered)
    assert not ink.kept and stage.desk.remembered.get(INK_KEPT) is False
    QTest.keyClick(stage, Qt.Key.Key_PageDown)
    settle(stage)
    QTest.keyClick(stage, Qt.Key.Key_PageUp)
    settle(stage)
    assert pixel(stage, at) == bare and ink.page.strokes == []


def test_the_laser_follows_the_mouse_and_fades(stage, qtbot):
    ink = stage.stage.ink
    trail = QPoint(350, 300)
    bare = pixel(stage, trail)
    QTest.keyClick(stage, Qt.Key.Key_L)
    assert ink.tool == "laser" and not action(stage, "stage_pen").isChecked()
    for p in line(QPoint(300, 300), QPoint(500, 300), 8):
        QTest.mouseMove(ink.layer, p)
    assert close(pixel(stage, QPoint(500, 300)), QColor(255, 0, 0), 30)
    assert redness(pixel(stage, trail)) > redness(bare) + 30  # the trail, fading
    qtbot.wait(round(LASER_FADE_S * 1000) + 200)
    assert pixel(stage, trail) == bare  # faded
    assert close(pixel(stage, QPoint(500, 300)), QColor(255, 0, 0), 30)  # (the dot stays where the mouse is)
    QTest.keyClick(stage, Qt.Key.Key_L)
    assert ink.tool == "" and not close(pixel(stage, QPoint(500, 300)), QColor(255, 0, 0), 30)


def _plot(win, vid):
    view = win.views[vid]
    boxes = [
        item
        for gv in view.graphics_views()
        if gv.isVisible()
        for item in gv.scene().items()
        if isinstance(item, pg.ViewBox) and item.isVisible()
    ]
    box = max(boxes, key=lambda b: b.width() * b.height())
    gv = box.scene().views()[0]
    rect = box.sceneBoundingRect()
    return box, gv, rect


def test_the_zoom_sets_the_plot_to_the_dragged_rectangle_and_goes_back(stage):
    ink = stage.stage.ink
    vid = stage.stage.current
    box, gv, rect = _plot(stage, vid)
    before = [list(r) for r in box.viewRange()]
    flat = [*before[0], *before[1]]

    def to_window(x, y):
        return gv.mapTo(stage, gv.mapFromScene(rect.left() + x * rect.width(), rect.top() + y * rect.height()))

    a, b = to_window(0.25, 0.25), to_window(0.5, 0.75)
    want_a = box.mapSceneToView(gv.mapToScene(gv.mapFrom(stage, a)))
    want_b = box.mapSceneToView(gv.mapToScene(gv.mapFrom(stage, b)))
    plot_rect = QRect(to_window(0, 0), to_window(1, 1) - QPoint(1, 1))

    def plot_pixels():
        return ink.slide_image().copy(plot_rect)

    unzoomed = plot_pixels()
    QTest.keyClick(stage, Qt.Key.Key_Z)
    assert ink.tool == "zoom"
    drag(ink.layer, line(a, b, 6))
    settle(stage)
    assert plot_pixels() != unzoomed  # the plot redrawn at the rectangle's range
    (x0, x1), (y0, y1) = box.viewRange()
    px, py = (  # the data a pixel of the plot spans: the rectangle is the range to within two
        (before[0][1] - before[0][0]) / rect.width(),
        (before[1][1] - before[1][0]) / rect.height(),
    )
    assert x0 == pytest.approx(min(want_a.x(), want_b.x()), abs=2 * px)
    assert x1 == pytest.approx(max(want_a.x(), want_b.x()), abs=2 * px)
    assert y0 == pytest.approx(min(want_a.y(), want_b.y()), abs=2 * py)
    assert y1 == pytest.approx(max(want_a.y(), want_b.y()), abs=2 * py)
    assert (x1 - x0) == pytest.approx((before[0][1] - before[0][0]) / 4, rel=0.05)
    QTest.keyClick(stage, Qt.Key.Key_Z, Qt.KeyboardModifier.ShiftModifier)
    assert [*box.viewRange()[0], *box.viewRange()[1]] == pytest.approx(flat) and not ink.zoomed
    settle(stage)
    assert plot_pixels() == unzoomed  # and back, pixel for pixel
    drag(ink.layer, line(a, b, 6))  # again, then a right click goes back
    assert ink.zoomed
    QTest.mouseClick(ink.layer, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, a)
    assert [*box.viewRange()[0], *box.viewRange()[1]] == pytest.approx(flat)
    drag(ink.layer, line(QPoint(5, 5), QPoint(40, 40), 3))  # (over the banner: no plot there)
    assert not ink.zoomed


def test_ink_drawn_while_zoomed_is_the_zooms_own(stage):
    ink = stage.stage.ink
    _box, gv, rect = _plot(stage, stage.stage.current)
    centre = gv.mapTo(stage, gv.mapFromScene(rect.center()))
    page_at, zoom_at = centre + QPoint(0, -60), centre + QPoint(0, 60)
    QTest.keyClick(stage, Qt.Key.Key_D)
    drag(ink.layer, line(page_at - QPoint(60, 0), page_at + QPoint(60, 0)))
    QTest.keyClick(stage, Qt.Key.Key_Z)
    drag(ink.layer, line(centre - QPoint(100, 100), centre + QPoint(100, 100), 4))
    assert ink.zoomed and not close(pixel(stage, page_at), RED)  # (the page's stroke waits)
    QTest.keyClick(stage, Qt.Key.Key_D)
    drag(ink.layer, line(zoom_at - QPoint(60, 0), zoom_at + QPoint(60, 0)))
    assert close(pixel(stage, zoom_at), RED)
    QTest.keyClick(stage, Qt.Key.Key_Z, Qt.KeyboardModifier.ShiftModifier)
    assert close(pixel(stage, page_at), RED) and not close(pixel(stage, zoom_at), RED)
    assert len(ink.page.strokes) == 1


def test_leaving_the_stage_puts_the_tools_down_and_the_zoom_back(stage):
    ink = stage.stage.ink
    box, gv, rect = _plot(stage, stage.stage.current)
    before = [list(r) for r in box.viewRange()]
    flat = [*before[0], *before[1]]
    QTest.keyClick(stage, Qt.Key.Key_Z)
    centre = gv.mapTo(stage, gv.mapFromScene(rect.center()))
    drag(ink.layer, line(centre, centre + QPoint(80, 60), 4))
    assert ink.zoomed
    QTest.keyClick(stage, Qt.Key.Key_Escape)
    settle(stage)
    assert not stage.presentation.active and not ink.layer.isVisible() and ink.tool == ""
    assert [*box.viewRange()[0], *box.viewRange()[1]] == pytest.approx(flat)
    assert not action(stage, "stage_pen").isEnabled()  # (D is the stage's: the window's keys are as before)


def test_the_slide_is_saved_with_its_ink(stage, tmp_path):
    ink = stage.stage.ink
    QTest.keyClick(stage, Qt.Key.Key_D)
    drag(ink.layer, line(QPoint(300, 500), QPoint(900, 500)))
    path = tmp_path / "slide.png"
    assert ink.save_slide(path)
    saved = Image.open(path).convert("RGB")
    ratio = saved.width / ink.layer.width()
    assert saved.height == round(ink.layer.height() * ratio)
    r, g, b = saved.getpixel((round(600 * ratio), round(500 * ratio)))
    assert close(QColor(r, g, b), RED)
    assert not ink.save_slide(tmp_path / "no such folder" / "slide.png") and not (tmp_path / "no such folder").exists()


def test_the_record_button_records_the_stage_as_a_gif(stage, qtbot, tmp_path, monkeypatch):
    recorder = stage.stage.recorder
    button = stage.findChild(type(stage.stage.tools[0]), "stage.tool.record")
    assert button is not None and button.isVisible()
    # flat, a line of text tall: the status bar keeps the caption's height (a framed button took 7 to 11 px of
    # every step's plots)
    assert all(tool.height() <= tool.fontMetrics().height() for tool in stage.stage.tools)
    assert stage.statusBar().height() < stage.presentation.caption.sizeHint().height() + 10
    stage.stage.show_tools(False)  # (as a deck of the stage leaves them out)
    assert not any(tool.isVisible() for tool in stage.stage.tools)
    stage.stage.show_tools(True)
    path = tmp_path / "stage.gif"
    monkeypatch.setattr(
        "posenc_gui.gui.window.stage_record.QFileDialog.getSaveFileName", lambda *a, **k: (str(path), "")
    )
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert recorder.recording and action(stage, "stage_record").isChecked()
    qtbot.wait(250)
    QTest.keyClick(stage, Qt.Key.Key_D)
    drag(stage.stage.ink.layer, line(QPoint(300, 400), QPoint(900, 400)))
    qtbot.wait(250)
    QTest.keyClick(stage, Qt.Key.Key_R)  # stops, asks where (here: path), writes
    assert not recorder.recording and not action(stage, "stage_record").isChecked()
    layer = stage.stage.ink.layer
    assert all(len(frame.result()) < layer.width() * layer.height() * 3 / 10 for frame in recorder.frames)  # packed
    with Image.open(path) as gif:
        _frames_hold_the_stroke(gif, stage)


def _frames_hold_the_stroke(gif, stage) -> None:
    assert gif.n_frames >= 2
    assert gif.size == (stage.stage.ink.layer.width(), stage.stage.ink.layer.height())
    gif.seek(gif.n_frames - 1)
    r, g, b = gif.convert("RGB").getpixel((600, 400))
    assert close(QColor(r, g, b), RED, 30)  # the stroke drawn while recording is in the last frame
    gif.seek(0)
    first = gif.convert("RGB").getpixel((600, 400))
    assert first != (r, g, b)  # and not in the first


LESSON = """lesson: Ink
[step]
title: First
views: heatmap
[step]
title: Built
views: rope-invariance
set: rope-invariance.distance = 16; rope-invariance.top = 1000000
reveal: rope-invariance = exact, fp32, bf16-legacy
"""


def test_a_lesson_steps_ink_stays_through_its_builds_and_comes_back_with_the_step(make_window, qtbot, tmp_path):
    path = tmp_path / "ink.lesson"
    path.write_text(LESSON, encoding="utf-8")
    win = make_window(resize=False)
    win.resize(1280, 720)
    panel = win.lesson
    assert panel.open_file(path)
    panel.bring_forward()
    panel.go_to(1)
    settle(win, qtbot)
    win.presentation.enter()
    settle(win, qtbot)
    ink = win.stage.ink
    at = QPoint(640, 420)
    bare = pixel(win, at)
    QTest.keyClick(win, Qt.Key.Key_D)
    drag(ink.layer, line(QPoint(540, 420), QPoint(740, 420)))
    assert close(pixel(win, at), RED) and not close(bare, RED, 8)
    QTest.keyClick(win, Qt.Key.Key_PageDown)  # the next curve: the same step, the same ink
    settle(win, qtbot)
    assert panel.step == 1 and panel.revealed == 2 and close(pixel(win, at), RED)
    QTest.keyClick(win, Qt.Key.Key_PageUp)  # (hidden again)
    QTest.keyClick(win, Qt.Key.Key_PageUp)  # the first step: its own page, no ink
    settle(win, qtbot)
    assert panel.step == 0 and ink.page.strokes == [] and ink.key == ("step", panel.path, 0)
    QTest.keyClick(win, Qt.Key.Key_PageDown)
    settle(win, qtbot)
    assert panel.step == 1 and close(pixel(win, at), RED) and len(ink.page.strokes) == 1
