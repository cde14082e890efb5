"""The window state the features share: each value emits its signal once when it changes, never when set to what
it is, and the features follow it (a chapter set by the lesson is laid out; presenting keeps it aside)."""

import pytest

from posenc_gui.gui.state.window_state import LOOK, WindowState
from posenc_gui.specs import chapter_views


@pytest.mark.parametrize(
    ("name", "signal", "value", "stored"),
    [
        ("chapter", "chapterChanged", "relative", "relative"),
        ("presenting", "presentingChanged", 1, True),
        ("theme", "themeChanged", "dark", "dark"),
        ("scale", "scaleChanged", 2, 2.0),
    ],
)
def test_a_value_emits_once_when_it_changes(qapp, name, signal, value, stored):
    state = WindowState("sinusoidal", 1.5)
    heard = []
    getattr(state, signal).connect(heard.append)
    setattr(state, name, value)
    setattr(state, name, value)
    assert getattr(state, name) == stored and type(getattr(state, name)) is type(stored)
    assert heard == [stored]


def test_the_look_resets_to_its_defaults():
    LOOK.colormaps["diverging"], LOOK.theme_lines, LOOK.screen_lines = "PuOr", 1.5, 2.0
    assert LOOK.line_scale == 3.0
    LOOK.reset()
    assert LOOK.colormaps == {"diverging": "RdBu", "sequential": "viridis"} and LOOK.line_scale == 1.0


def test_a_chapter_the_state_is_given_is_laid_out_unless_the_window_presents(window, qtbot):
    window.state.chapter = "rope"  # as a lesson step sets it
    assert window.chapters.current == "rope" and window.findChild(type(window.play_action), "chapter.rope").isChecked()
    assert window.docks["rope-rotation"].isVisible()
    window.presentation.enter()
    assert window.state.presenting
    window.state.chapter = "relative"  # while presenting: the stage shows it
    assert window.stage.current in chapter_views("relative")
    window.presentation.leave()
    assert window.chapters.current == "rope" and window.state.chapter == "rope"  # the chapter before the stage


def test_the_shared_values_the_app_remembers_are_written_as_they_change(window, tmp_path):
    """One keeper (files/remembered.keep_shared) writes the chapter, the theme and the notes switch, whoever
    changed them: the lesson's step, a menu, a key."""
    from posenc_gui.gui.files.remembered import CHAPTER, NOTES, THEME

    remembered = window.remembered
    window.state.chapter = "rope"  # as a lesson step sets it
    assert remembered.get(CHAPTER) == "rope"
    window.chapters.show_chapter("relative")
    assert remembered.get(CHAPTER) == "relative"
    window.set_theme("projector")
    assert remembered.get(THEME) == "projector"
    shown = window.notes.shown
    window.notes.set_shown(not shown)
    assert remembered.get(NOTES) is (not shown)
    window.set_theme("light")


def test_a_chapter_chosen_again_on_the_stage_starts_from_its_first_view(window, qtbot):
    """Choosing the chapter the stage shows is not a change of the state (no chapterChanged): the chapters
    say it was chosen again and the stage shows its first view."""
    window.chapters.show_chapter("rope")
    window.lesson.dock.hide()  # (the chapter's views on the stage, not the lesson's steps)
    window.presentation.enter()
    first = chapter_views("rope")[0]
    window.stage.jump(2)
    assert window.stage.current == chapter_views("rope")[2] != first
    heard: list[str] = []
    window.state.chapterChanged.connect(heard.append)
    window.chapters.show_chapter("rope")
    assert heard == [] and window.stage.current == first and window.stage.shown_views[0] == first
    window.presentation.leave()
