"""The whole lesson walked at a projector's 1280 x 720, in both languages: at every step the lesson's text and
the step's first view are in front (a view tabbed with the lesson used to cover its text from step 3 on)."""
import pytest

from posenc_gui.testing import settle


@pytest.mark.parametrize("chapter", ["all", None])    # All views, and the chapters of a first start
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
        if chapter is None:   # the step's chapter, with every view of the step on screen beside the text
            assert window.chapters.current == step_chapter(step), number
            assert all(window.views[v].is_shown() for v in step.views), (number, step.views)
            assert (window.width(), window.height()) == (1280, 720)
