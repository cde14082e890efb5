"""A step that builds its figure (`reveal:`): PageDown first reveals its next curve, then goes on; PageUp hides the
last one again; a step gone back to shows its figure built; the panel counts the curves and the presenter view
names the next one; on the stage the keys do the same."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from posenc_gui.gui.files.lesson_steps import LessonError, parse
from posenc_gui.gui.window.presenter_view import PresenterView
from posenc_gui.testing import settle

LESSON = """lesson: Builds
[step]
title: First
views: heatmap
[step]
title: Built
views: rope-invariance
set: rope-invariance.distance = 16; rope-invariance.top = 1000000
reveal: rope-invariance = exact, fp32, bf16-legacy
mark: rope-invariance.m = 2072 "2,072"
[step]
title: Last
views: heatmap
"""


def _shown(window):
    view = window.views["rope-invariance"]
    return {name for name, curve in view.curves.items() if curve.isVisible()}


def _key(window, qtbot, key):
    QTest.keyClick(window, key)
    settle(window, qtbot)


def test_the_reveal_line_is_read_in_order_and_checked():
    steps = parse(LESSON)
    assert steps[1].reveal == ("rope-invariance", ("exact", "fp32", "bf16-legacy")) and steps[1].shows == {}
    bad = {
        "reveal: rope-invariance = exact": "name at least two curves",
        "reveal: rope-invariance = exact, nope": "reveal: rope-invariance has no 'nope' among its curves \\(exact, ",
        "reveal: heatmap = a, b": "reveal: no view 'heatmap' with curves or panels to reveal",
        "reveal: model-compare = first, table": "name curves of model-compare or its panels, not both",
        "reveal: rope-invariance = exact, exact": "a curve or panel is named twice",
        "reveal: rope-precision = fp32, bf16-legacy": "reveal: rope-precision is not among the step's views",
        "show: rope-invariance = exact\nreveal: rope-invariance = exact, fp32": "it takes one or the other",
        "reveal: rope-invariance = exact, fp32\nreveal: rope-invariance = exact, fp32": "one reveal: line",
    }
    for line, message in bad.items():
        text = LESSON.replace("reveal: rope-invariance = exact, fp32, bf16-legacy", line)
        with pytest.raises(LessonError, match=message):
            parse(text, "mine.lesson")


def test_page_down_reveals_each_curve_before_the_next_step_and_page_up_hides_it(make_window, qtbot, tmp_path):
    path = tmp_path / "builds.lesson"
    path.write_text(LESSON, encoding="utf-8")
    window = make_window()
    panel = window.lesson
    assert panel.open_file(path)
    panel.go_to(0)
    window.setFocus()
    _key(window, qtbot, Qt.Key.Key_PageDown)
    assert panel.step == 1 and _shown(window) == {"exact"} and "curve 1 of 3" in panel.counter.text()
    assert window.views["rope-invariance"].mark_lines["m"].shown()[0][1] == "2,072"
    presenter = PresenterView(panel, window.stage.binder, window.stage.page_or_step, lambda: None, window)
    presenter.show_step()
    assert "fp32 of rope-invariance (2 to come in this step)" in presenter.next_headline.text()
    _key(window, qtbot, Qt.Key.Key_PageDown)
    assert panel.step == 1 and _shown(window) == {"exact", "fp32"} and "curve 2 of 3" in panel.counter.text()
    assert "bf16-legacy of rope-invariance (1 to come" in presenter.next_headline.text()
    _key(window, qtbot, Qt.Key.Key_PageDown)
    assert panel.step == 1 and _shown(window) == {"exact", "fp32", "bf16-legacy"}
    assert presenter.next_headline.text().endswith("Last")
    _key(window, qtbot, Qt.Key.Key_PageDown)
    assert panel.step == 2
    _key(window, qtbot, Qt.Key.Key_PageUp)  # back: the figure as it was left, built
    assert (
        panel.step == 1
        and _shown(window) == {"exact", "fp32", "bf16-legacy"}
        and "curve 3 of 3" in panel.counter.text()
    )
    _key(window, qtbot, Qt.Key.Key_PageUp)
    assert panel.step == 1 and _shown(window) == {"exact", "fp32"}
    panel.next_button.click()  # the panel's buttons build too
    settle(window, qtbot)
    assert panel.step == 1 and len(_shown(window)) == 3
    presenter.close()


def test_the_stage_builds_a_step_with_the_lesson_presented(make_window, qtbot, tmp_path):
    path = tmp_path / "builds.lesson"
    path.write_text(LESSON, encoding="utf-8")
    window = make_window()
    panel = window.lesson
    assert panel.open_file(path, step=1)
    panel.bring_forward()
    panel.go_to(1)
    settle(window, qtbot)
    window.presentation.enter()
    settle(window, qtbot)
    assert window.stage.lesson_mode and window.stage.shown_views == ["rope-invariance"]
    assert _shown(window) == {"exact"}
    window.stage.page(1)
    settle(window, qtbot)
    assert panel.step == 1 and _shown(window) == {"exact", "fp32"} and window.stage.shown_views == ["rope-invariance"]
    window.presentation.leave()


PANELS = """lesson: Panels
[step]
title: The four terms
views: transformer-xl
reveal: transformer-xl = content, content-position, sum
[step]
title: Last
views: heatmap
"""


def test_a_step_reveals_a_views_panels_one_at_a_time_in_their_places(make_window, qtbot, tmp_path):
    from posenc_gui.gui.plotting.panel_flow import panel_items

    path = tmp_path / "panels.lesson"
    path.write_text(PANELS, encoding="utf-8")
    assert parse(PANELS)[0].reveal == ("transformer-xl", ("content", "content-position", "sum"))
    window = make_window()
    panel = window.lesson
    assert panel.open_file(path)
    panel.bring_forward()
    panel.go_to(0)
    settle(window, qtbot)
    view = window.views["transformer-xl"]
    items = panel_items(view, view.spec.paper)

    def drawn():
        return {name for name, item in items.items() if item.opacity() == 1.0}

    places = {name: item.sceneBoundingRect() for name, item in items.items()}
    assert drawn() == {"content"} and {item.opacity() for item in items.values()} == {0.0, 1.0}
    _key(window, qtbot, Qt.Key.Key_PageDown)
    assert panel.step == 0 and drawn() == {"content", "content-position"}
    for name, item in items.items():  # each in its place (its text may settle a few pixels)
        assert (item.sceneBoundingRect().center() - places[name].center()).manhattanLength() < 12
    _key(window, qtbot, Qt.Key.Key_PageDown)
    assert drawn() == {"content", "content-position", "sum"} and panel.parts_left() == ()
    _key(window, qtbot, Qt.Key.Key_PageUp)
    assert drawn() == {"content", "content-position"}
    _key(window, qtbot, Qt.Key.Key_PageDown)
    _key(window, qtbot, Qt.Key.Key_PageDown)  # the next step: every panel drawn again
    assert panel.step == 1 and drawn() == set(items)
