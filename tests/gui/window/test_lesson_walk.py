"""The whole lesson walked at a projector's 1280 x 720, in both languages: at every step the lesson's text and
the step's first view are in front (a view tabbed with the lesson used to cover its text from step 3 on)."""

import pytest

from posenc_gui.testing import settle


@pytest.mark.parametrize("chapter", ["all", None])  # All views, and the chapters of a first start
@pytest.mark.parametrize("language", ["en", "ko"])
def test_every_step_shows_its_text_and_its_first_view(make_window, qtbot, language, chapter):
    from posenc_gui.gui.files.lesson_steps import step_chapter

    window = make_window(chapter=chapter, resize=False)
    window.resize(1280, 720)
    panel = window.lesson
    panel.language_box.setCurrentIndex(panel.language_box.findData(language))
    for number in range(len(panel.steps)):
        panel.go_to(number)
        settle(window, qtbot)
        step = panel.steps[number]
        assert panel.dock.isVisible() and not panel.text.visibleRegion().isEmpty(), (number, step.title)
        assert not panel.title.visibleRegion().isEmpty() and panel.title.text() == step.title
        assert window.views[step.views[0]].is_shown(), (number, step.views)
        if chapter is None:  # the step's chapter, with every view of the step on screen beside the text
            assert window.chapters.current == step_chapter(step), number
            assert all(window.views[v].is_shown() for v in step.views), (number, step.views)
            assert (window.width(), window.height()) == (1280, 720), (number, step.views)


def test_opening_the_lesson_applies_its_step(make_window, qtbot):
    """Ctrl+L on a hidden lesson shows the step as written, not only its text: its chapter, views and settings;
    the next PageDown then goes to the step after it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from posenc_gui.gui.files.lesson_steps import step_chapter

    window = make_window(chapter=None, resize=False)
    panel = window.lesson
    panel.dock.hide()
    panel.go_to(0, apply=False)
    window.chapters.show_chapter("rope")
    window.store.update(d_model=16)
    settle(window, qtbot)
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    settle(window, qtbot)
    step = panel.steps[0]
    assert panel.dock.isVisible() and window.chapters.current == step_chapter(step)
    assert all(window.views[v].is_shown() for v in step.views)
    assert window.store.params.d_model == dict(step.changes)["d_model"] == 64
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)  # open already: only raised
    settle(window, qtbot)
    assert panel.step == 0


# (the long lane: every step waits for the fit's second look, half a minute a language; the default lane keeps the
# hard steps, test_stage_walk's key steps)
@pytest.mark.stage_walk
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_lesson_presented_at_1280_by_720_gives_its_plots_the_room(make_window, qtbot, language):
    """Every step presented as a slide at 1280 x 720 (the first scale on such a screen, lower where the fit
    lowers it for a step), once the fit has looked again: its plots fill at least 38 % of the window, none is
    under 130 px tall, the window keeps its size, and the median share is at least 50 %."""
    import statistics

    import pyqtgraph as pg

    from posenc_gui.gui.window.presentation import FIT_SCALES, LOOK_AGAIN_MS
    from posenc_gui.gui.window.stage_check import LEAST_PLOT_HEIGHT, LEAST_SHARE

    window = make_window(chapter=None, resize=False)
    window.resize(1280, 720)
    panel = window.lesson
    panel.language_box.setCurrentIndex(panel.language_box.findData(language))
    panel.bring_forward()
    panel.go_to(0)
    settle(window, qtbot)
    window.presentation.enter()
    settle(window, qtbot)
    assert window.presentation._chosen == 1.25  # (the scale aimed at; the fit's, per step, may be lower)
    shares = []
    for number in range(len(panel.steps)):
        while panel.step < number:  # (a step that asks the room first takes a PageDown for its answer)
            window.stage.page_or_step(1)
        qtbot.wait(LOOK_AGAIN_MS + 100)  # (the fit's second look included: a view's data may come after its first)
        settle(window, qtbot)
        boxes = [
            vb
            for view in (window.views[v] for v in window.stage.shown_views)
            for gv in view.graphics_views()
            if gv.isVisible()
            for vb in gv.scene().items()
            if isinstance(vb, pg.ViewBox) and vb.isVisible()
        ]
        share = sum(vb.width() * vb.height() for vb in boxes) / (1280 * 720)
        lowest = min(vb.height() for vb in boxes if vb.width() > 20)
        assert (window.width(), window.height()) == (1280, 720), number
        assert window.presentation.scale in FIT_SCALES and window.presentation.scale <= 1.25, number
        assert share >= LEAST_SHARE and lowest >= LEAST_PLOT_HEIGHT, (number, panel.steps[number].title, share, lowest)
        shares.append(share)
    assert statistics.median(shares) >= 0.50
    window.presentation.leave()
