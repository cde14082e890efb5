"""The presenter view: with two screens the lesson's stage goes full screen on the other one and the notes,
the next headline, the parameters, the step count and the clock stay on this one; keys work from either."""

import json
import os
import subprocess
import sys
import textwrap

from posenc_gui.gui.files.lesson_steps import read
from posenc_gui.gui.window.presenter_view import clock_text
from posenc_gui.resources import resource_path
from posenc_gui.testing import settle

TWO_SCREENS = {
    "screens": [
        {
            "name": "laptop",
            "x": 0,
            "y": 0,
            "width": 1600,
            "height": 900,
            "logicalDpi": 96,
            "logicalBaseDpi": 96,
            "dpr": 1,
        },
        {
            "name": "projector",
            "x": 1600,
            "y": 0,
            "width": 1280,
            "height": 720,
            "logicalDpi": 96,
            "logicalBaseDpi": 96,
            "dpr": 1,
        },
    ]
}

SCRIPT = textwrap.dedent("""
    import json, os, sys, time
    from PySide6 import QtCore, QtGui
    from PySide6.QtTest import QTest
    from posenc_gui.app import create_window, ensure_app
    app = ensure_app()
    from posenc_gui.gui.app import settle as drawn
    def settle(until=lambda: True, seconds=0.1):
        # events for at least `seconds`, then until `until()` holds (at most 10 s), then every pending frame
        # drawn: the screens' geometry changes arrive as events (a fixed 0.5 to 1 s each took 5 s of the test)
        start = time.time()
        while time.time() < start + seconds or (not until() and time.time() < start + 10):
            app.processEvents(); time.sleep(0.01)
        drawn(w)
        app.processEvents()
    folder = QtCore.QTemporaryDir()
    w = create_window(QtCore.QSettings(folder.filePath("s.ini"), QtCore.QSettings.Format.IniFormat))
    w.resize(1400, 850); w.show(); settle(w.isVisible)
    out = {"before": [w.screen().name(), w.geometry().getRect()]}
    actions = {a.objectName(): a for a in w.findChildren(QtGui.QAction)}
    actions["action.lesson_show"].trigger(); settle()
    actions["action.presentation"].trigger()
    settle(lambda: w.isFullScreen() and w.presentation.presenter is not None and w.presentation.presenter.isVisible()
           and not w.presentation.presenter.preview.pixmap().isNull())   # (the room's picture comes a moment later)
    p = w.presentation.presenter
    out["stage"] = [w.screen().name(), w.geometry().getRect(), w.isFullScreen()]
    out["presenter"] = [p.screen().name(), p.isVisible(), p.counter.text(), p.headline.text(), p.notes.text(),
                        p.next_headline.text(), p.clock.text()]
    pixmap = p.preview.pixmap()
    out["preview"] = [pixmap.isNull(), pixmap.width(), pixmap.height()]
    steps = w.lesson.steps
    out["steps"] = [[s.title, s.headline, s.text] for s in steps[:3]]
    QTest.keyClick(p, QtCore.Qt.Key.Key_Space); settle()          # the presenter's keys page the stage
    out["after_space"] = [w.lesson.step, p.counter.text(), w.stage.banner.text()]
    QTest.keyClick(p, QtCore.Qt.Key.Key_Left); settle()
    out["after_left"] = w.lesson.step
    QTest.keyClick(w, QtCore.Qt.Key.Key_PageDown); settle()        # and the stage's its own
    out["after_pagedown"] = [w.lesson.step, p.counter.text()]
    p.findChild(QtCore.QObject, "presenter.param.d_model").setValue(32); settle()
    out["d_model"] = w.store.params.d_model
    QTest.keyClick(p, QtCore.Qt.Key.Key_D); settle()              # the stage's pen, from the laptop's keyboard
    ink = w.stage.ink
    out["pen"] = ink.tool
    points = [QtCore.QPoint(300 + 20 * k, 300) for k in range(21)]
    QTest.mousePress(ink.layer, QtCore.Qt.MouseButton.LeftButton, QtCore.Qt.KeyboardModifier.NoModifier, points[0])
    for point in points[1:]:
        QTest.mouseMove(ink.layer, point)
    QTest.mouseRelease(ink.layer, QtCore.Qt.MouseButton.LeftButton, QtCore.Qt.KeyboardModifier.NoModifier, points[-1])
    settle(seconds=0.8)                                           # (the room's picture follows a moment later)
    stroke = QtGui.QColor(ink.colour)
    def reds(image):
        image = image.convertToFormat(QtGui.QImage.Format.Format_RGB32)
        return sum(1 for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
                   if abs(QtGui.QColor(image.pixel(x, y)).red() - stroke.red()) < 30
                   and abs(QtGui.QColor(image.pixel(x, y)).green() - stroke.green()) < 30
                   and abs(QtGui.QColor(image.pixel(x, y)).blue() - stroke.blue()) < 30)
    out["stroke_on_stage"] = ink.slide_image().pixelColor(500, 300).name()
    out["stroke_in_preview"] = reds(p.preview.pixmap().toImage())
    QTest.keyClick(p, QtCore.Qt.Key.Key_E); settle(seconds=0.8)  # cleared from the laptop too
    out["cleared_in_preview"] = reds(p.preview.pixmap().toImage())
    QTest.keyClick(p, QtCore.Qt.Key.Key_Escape)
    settle(lambda: not w.isFullScreen() and w.geometry().getRect() == tuple(out["before"][1]))
    out["after_esc"] = [w.presentation.active, w.screen().name(), w.geometry().getRect(), p.isVisible(),
                        w.isFullScreen()]
    print(json.dumps(out))
    sys.stdout.flush()
    os._exit(0)
""")


def test_two_screens_put_the_stage_on_the_projector_and_the_notes_on_the_laptop(tmp_path):
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(TWO_SCREENS))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    run = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out["before"][0] == "laptop"
    assert out["stage"] == ["projector", [1600, 0, 1280, 720], True]
    (first, second, _third) = out["steps"]
    screen, visible, counter, headline, notes, following, clock = out["presenter"]
    assert screen == "laptop" and visible
    steps = len(read(resource_path("lessons", "en.lesson")))
    assert counter == f"Step 1 of {steps}: {first[0]}" and headline == first[1]
    assert first[2].split("\n\n")[0][:60] in notes.replace("\n", " ")
    assert following == f"<b>Next:</b> {second[1]}" and clock == "0:00"
    null, width, height = out["preview"]  # the room's picture beside the notes, the stage's shape
    assert not null and width >= 320 and abs(width / height - 1280 / 720) < 0.02
    assert out["after_space"][0] == 1 and out["after_space"][1].startswith(f"Step 2 of {steps}")
    assert second[1] in out["after_space"][2]
    assert out["after_left"] == 0
    assert out["after_pagedown"] == [1, f"Step 2 of {steps}: {second[0]}"]
    assert out["d_model"] == 32
    assert out["pen"] == "pen" and out["stroke_on_stage"] == "#d62728"  # D from the laptop; drawn on the projector
    assert out["stroke_in_preview"] > out["cleared_in_preview"] + 20  # the room's picture shows it, then not
    assert out["after_esc"] == [False, "laptop", out["before"][1], False, False]


def test_one_screen_has_no_presenter_view_and_n_shows_the_notes_on_the_stage(make_window):
    win = make_window(chapter=None, notes=None, resize=False)
    win.resize(1280, 720)
    win.lesson.bring_forward()
    settle(win)
    win.presentation.enter()
    settle(win)
    assert win.presentation.presenter is None and win.stage.lesson_mode
    step = win.lesson.steps[win.lesson.step]
    win.notes.set_shown(True)
    assert step.text.split("\n\n")[0][:30] in win.stage.banner.text()
    win.presentation.leave()


def test_the_clock_reads_minutes_and_seconds_then_hours():
    assert [clock_text(ms) for ms in (0, 999, 61_000, 3_599_000, 3_723_000)] == [
        "0:00",
        "0:00",
        "1:01",
        "59:59",
        "1:02:03",
    ]
