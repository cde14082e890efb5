"""The stage: F5 presents the current chapter, one view on the whole screen or a 2 x 2 grid; keys page, jump,
show the parameters and the notes; Esc gives the window back exactly as it was."""

import pyqtgraph as pg
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QToolBar

from posenc_gui.specs import chapter_views
from posenc_gui.testing import settle


def action(win, name) -> QAction:
    found = win.findChild(QAction, name)
    assert found is not None, name
    return found


def shown_views(win) -> list:
    return [vid for vid, dock in win.docks.items() if vid != "params" and dock.isVisible()]


def on_screen(win) -> list:
    """The views on screen (not a tab away)."""
    return [vid for vid, dock in win.docks.items() if vid != "params" and not dock.visibleRegion().isEmpty()]


def plot_area(view) -> float:
    """The pixels of a view's plots (their view boxes) on screen."""
    return sum(
        vb.width() * vb.height()
        for gv in view.graphics_views()
        if gv.isVisible()
        for vb in gv.scene().items()
        if isinstance(vb, pg.ViewBox) and vb.isVisible()
    )


@pytest.fixture
def staged(make_window):
    def make(size=(1280, 720), chapter="sinusoidal"):
        win = make_window(chapter=None, notes=None, resize=False)
        win.resize(*size)
        settle(win)
        action(win, f"chapter.{chapter}").trigger()
        settle(win)
        return win

    return make


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("vid", ["heatmap", "waves", "similarity", "rope-decay", "learned"])
def test_one_presented_view_has_half_the_screen_for_its_plots(staged, size, vid):
    from posenc_gui.specs import SPECS

    win = staged(size, SPECS[vid].chapter)
    win.show_view(vid).focus_widget().setFocus()
    action(win, "action.presentation").trigger()
    settle(win)
    assert shown_views(win) == [vid] and not win.docks["params"].isVisible()
    assert not win.menuBar().isVisible() and not win.findChild(QToolBar, "toolbar.chapters").isVisible()
    assert plot_area(win.views[vid]) >= 0.5 * size[0] * size[1], vid
    action(win, "action.presentation_leave").trigger()


# the chapters in two halves of about as many views (17 and 18): the two halves run side by side
STAGE_HALVES = {
    "first-chapters": ("why-position", "sinusoidal", "why-it-works", "learned", "rope"),
    "last-chapters": ("relative", "long-context", "models", "images", "live"),
}


def test_the_halves_of_the_stage_test_hold_every_chapter_once():
    from posenc_gui.specs import CHAPTER_IDS

    assert sorted(c for half in STAGE_HALVES.values() for c in half) == sorted(CHAPTER_IDS)


@pytest.mark.parametrize("half", list(STAGE_HALVES))
def test_every_presented_view_shows_its_texts_whole_at_1280_by_720(staged, half):
    """Titles, keys, readouts, axis labels, the view's own labels and buttons: none cut off on the stage,
    where fonts are larger and the view has the screen to itself."""
    from room import cut_texts

    from posenc_gui.specs import SPECS

    win = staged()
    cut = []
    for vid in (v for v in SPECS if SPECS[v].chapter in STAGE_HALVES[half]):
        win.chapters.show_chapter(SPECS[vid].chapter)
        win.show_view(vid).focus_widget().setFocus()
        action(win, "action.presentation").trigger()
        settle(win)
        cut += [f"{vid}: {c}" for c in cut_texts(win.views[vid])]
        action(win, "action.presentation_leave").trigger()
        settle(win)
    assert cut == []


def test_keys_page_jump_grid_and_strip_then_esc_restores_everything(staged, qtbot):
    win = staged()
    before = (
        shown_views(win),
        win.chapters.current,
        win.menuBar().isVisible(),
        win.notes.shown,
        {vid: win.docks[vid].geometry() for vid in on_screen(win)},
    )
    views = list(chapter_views("sinusoidal"))
    win.show_view(views[0]).focus_widget().setFocus()
    QTest.keyClick(win, Qt.Key.Key_F5)
    settle(win)
    assert win.presentation.active and shown_views(win) == [views[0]]
    QTest.keyClick(win, Qt.Key.Key_PageDown)
    assert shown_views(win) == [views[1]]
    QTest.keyClick(win, Qt.Key.Key_3)
    assert shown_views(win) == [views[2]]
    QTest.keyClick(win, Qt.Key.Key_PageUp)
    assert shown_views(win) == [views[1]]
    QTest.keyClick(win, Qt.Key.Key_G)  # the chapter's first four views in a 2 x 2 grid
    assert sorted(shown_views(win)) == sorted(views[:4])
    QTest.keyClick(win, Qt.Key.Key_PageDown)  # the next page: the fifth
    assert shown_views(win) == [views[4]]
    strip = win.findChild(QToolBar, "toolbar.stage_params")
    QTest.keyClick(win, Qt.Key.Key_P)
    assert strip.isVisible()
    QTest.keyClick(win, Qt.Key.Key_N)
    assert win.notes.shown
    QTest.keyClick(win, Qt.Key.Key_Escape)
    settle(win)
    assert not win.presentation.active
    after = (shown_views(win), win.chapters.current, win.menuBar().isVisible(), win.notes.shown)
    assert after == (*before[:3], before[3])
    assert {vid: win.docks[vid].geometry() for vid in on_screen(win)} == before[4]


def test_the_parameter_strip_changes_the_shared_parameters(staged):
    win = staged()
    action(win, "action.presentation").trigger()
    action(win, "action.stage_strip").trigger()
    from posenc_gui.gui.widgets.controls import CheckedSpinBox

    box = win.findChild(CheckedSpinBox, "stage.param.d_model")
    assert box.isVisible() and box.value() == win.store.params.d_model
    box.setValue(32)
    assert win.store.params.d_model == 32
    win.store.update(max_len=77)
    assert win.findChild(CheckedSpinBox, "stage.param.max_len").value() == 77
    action(win, "action.presentation_leave").trigger()


def test_presenting_the_lesson_pages_through_its_steps_under_a_banner(staged):
    """A step is a slide: its headline over its views, the prose kept for the notes (N)."""
    from posenc_gui.gui.files.lesson_steps import step_headline

    win = staged()
    win.lesson.bring_forward()
    win.lesson.go_to(0)
    settle(win)
    chapter = win.chapters.current
    action(win, "action.presentation").trigger()
    settle(win)
    banner = win.findChild(QLabel, "stage.banner")
    steps = win.lesson.steps
    assert steps[0].headline and steps[0].headline != steps[0].title
    assert banner.isVisible() and step_headline(steps[0]) in banner.text()
    assert steps[0].text.split()[0] not in banner.text()  # the prose is the lecturer's, not the room's
    assert shown_views(win) == [v for v in win.docks if v in steps[0].views]
    action(win, "action.presentation_leave").trigger()
    settle(win)
    assert not banner.isVisible() and win.chapters.current == chapter
    win.lesson.bring_forward()
    action(win, "action.presentation").trigger()
    settle(win)
    action(win, "action.lesson_next").trigger()  # PageDown: the next step owns the stage
    settle(win)
    assert win.lesson.step == 1 and step_headline(steps[1]) in banner.text()
    assert sorted(shown_views(win)) == sorted(steps[1].views)
    one_line = banner.height()
    action(win, "action.notes").trigger()  # N: the step's prose under its headline
    settle(win)
    assert steps[1].text.split("\n\n")[0][:40] in banner.text() and banner.height() > 2 * one_line
    action(win, "action.notes").trigger()
    settle(win)
    assert banner.height() == one_line
    action(win, "action.presentation_leave").trigger()


def test_the_banner_is_as_tall_as_its_headline_and_never_widens_the_window(staged):
    """A one-line headline takes one line of the banner (no blank band); a long one wraps at the window's
    width, and the window keeps its size."""
    from PySide6.QtGui import QFontMetricsF

    win = staged()
    win.lesson.bring_forward()
    action(win, "action.presentation").trigger()
    settle(win)
    banner = win.findChild(QLabel, "stage.banner")
    for step in win.lesson.steps:
        step.headline = "Short"
    win.lesson.go_to(0)
    settle(win)
    line = QFontMetricsF(banner.font()).height() * win.presentation.scale
    assert banner.height() < 2.2 * line  # one line of the headline's size, its margins
    for step in win.lesson.steps:
        step.headline = " ".join(["a-rather-long-headline"] * 20)
    win.lesson.go_to(1)
    settle(win)
    assert banner.height() > 2.5 * line  # wrapped onto several lines ...
    assert (win.width(), win.height()) == (1280, 720)  # ... not widening the window
    assert banner.width() <= win.width()
    action(win, "action.presentation_leave").trigger()


def test_option_rows_leave_the_stage_and_o_brings_them_back(staged):
    win = staged(chapter="rope")
    view = win.show_view("rope-rotation")
    box = view.controls["pair"]
    assert box.isVisibleTo(win)
    view.focus_widget().setFocus()
    action(win, "action.presentation").trigger()
    settle(win)
    assert not box.isVisibleTo(win) and not view.export_button.isVisibleTo(win)
    action(win, "action.stage_options").trigger()  # O
    settle(win)
    assert box.isVisibleTo(win)
    action(win, "action.stage_options").trigger()
    settle(win)
    assert not box.isVisibleTo(win)
    action(win, "action.presentation_leave").trigger()
    settle(win)
    assert box.isVisibleTo(win) and view.export_button.isVisibleTo(win)


def test_the_caption_names_the_numbers_the_views_on_the_stage_use(staged):
    """Relative buckets reads max_len only; a Long context view names its setting's head dim and base (Llama 3.1's
    128 and 500,000), not the shared d_model and base it does not use."""
    win = staged(chapter="relative")
    win.show_view("relative-buckets").focus_widget().setFocus()
    action(win, "action.presentation").trigger()
    settle(win)
    caption = win.presentation.caption
    assert caption.text() == "max_len 100" and caption.isVisible()
    action(win, "action.presentation_leave").trigger()
    settle(win)
    win.store.update_options("long-context", source="llama-3.1-8b")
    action(win, "chapter.long-context").trigger()
    settle(win)
    win.show_view("rope-frequencies").focus_widget().setFocus()
    action(win, "action.presentation").trigger()
    settle(win)
    assert caption.text() == "Llama 3.1 8B: head dim 128, base 500,000"
    action(win, "action.presentation_leave").trigger()


def test_all_views_presents_the_focused_view_not_the_lesson(staged):
    win = staged()
    win.lesson.bring_forward()
    action(win, "chapter.all").trigger()
    settle(win)
    assert win.lesson.dock.isVisible()
    win.show_view("waves").focus_widget().setFocus()
    action(win, "action.presentation").trigger()
    settle(win)
    assert not win.stage.lesson_mode and shown_views(win) == ["waves"]
    assert not win.findChild(QLabel, "stage.banner").isVisible()
    assert plot_area(win.views["waves"]) >= 0.4 * 1280 * 720
    action(win, "action.presentation_leave").trigger()


def test_a_chapter_key_on_the_stage_presents_that_chapter(staged):
    win = staged()
    action(win, "action.presentation").trigger()
    action(win, "chapter.rope").trigger()
    settle(win)
    assert shown_views(win) == ["rope-rotation"]
    action(win, "action.presentation_leave").trigger()
    settle(win)
    assert win.chapters.current == "sinusoidal" and set(shown_views(win)) == set(chapter_views("sinusoidal"))


def test_the_formula_and_the_lesson_text_grow_on_the_stage_and_shrink_back(staged):
    """Their labels fix their sizes in points (the application's font does not reach them): on the stage
    they grow by the presentation scale, the largest text on screen, and Esc puts them back."""
    import re

    from posenc_gui.gui.plotting.style import FONT_PT

    def points(label) -> float:
        return float(re.search(r"font-size:\s*([\d.]+)pt", label.styleSheet()).group(1))

    win = staged()
    worked = win.views["formula"].worked.label
    lesson_text = win.lesson.text
    before = points(worked), points(lesson_text)
    assert before == (FONT_PT + 3, FONT_PT + 2)
    win.show_view("formula").focus_widget().setFocus()
    action(win, "action.presentation").trigger()
    settle(win)
    scale = win.presentation.scale
    assert scale > 1 and points(worked) == pytest.approx(before[0] * scale)
    assert points(lesson_text) == pytest.approx(before[1] * scale)
    action(win, "action.presentation_leave").trigger()
    settle(win)
    assert (points(worked), points(lesson_text)) == before


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_rope_score_matrices_keep_their_range_on_the_stage(staged, size):
    """Each box shows its whole matrix edge to edge, in x and in y, whatever the box's shape (linked, two
    aspect-locked boxes had widened each other to ±6000; locked alone, a wide box showed empty margins)."""
    win = staged(size, chapter="rope")
    win.show_view("rope-scores").focus_widget().setFocus()
    action(win, "action.presentation").trigger()
    settle(win)
    view = win.views["rope-scores"]
    n = view.result.rope.shape[0]
    for plot in view.plots.values():
        (x0, x1), (y0, y1) = plot.vb.viewRange()
        for lo, hi in ((x0, x1), (y0, y1)):
            assert lo == pytest.approx(-0.5, abs=0.02 * n) and hi == pytest.approx(n - 0.5, abs=0.02 * n)
        assert plot.vb.width() > 200 and plot.vb.height() > 200


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_waves_keep_their_unit_ticks_on_the_stage(staged, size):
    """[−1, 1] is the point of the waves: their ±1 and 0 labels are drawn in the window and on the stage."""
    from posenc_gui.gui.window.presentation import _tick_labels

    win = staged(size)
    view = win.show_view("waves")
    view.focus_widget().setFocus()
    settle(win)
    axis = view.plot.getAxis("left")
    assert _tick_labels(axis) == ["−1", "0", "1"]
    action(win, "action.presentation").trigger()
    settle(win)
    assert _tick_labels(axis) == ["−1", "0", "1"]


@pytest.mark.parametrize("chapter", ["why-it-works", "relative"])
def test_the_grid_pages_rather_than_squeeze_plots_under_150_px(staged, chapter):
    """At 1280 x 720 a page of the grid (G) holds fewer than four views where four would leave a plot under
    150 px; paging still reaches every view of the chapter."""
    from posenc_gui.gui.window.stage import MIN_PLOT_HEIGHT, SETTLE_MS, smallest_plot_height

    win = staged(chapter=chapter)
    action(win, "action.presentation").trigger()
    action(win, "action.stage_grid").trigger()
    QTest.qWait(3 * SETTLE_MS)  # (the grid looks at a page again once its panels have flowed)
    settle(win)
    seen = []
    for _ in chapter_views(chapter):
        page = list(win.stage.shown_views)
        if len(page) > 1:
            assert min(smallest_plot_height(win.views[v]) for v in page) >= MIN_PLOT_HEIGHT, page
        seen += [v for v in page if v not in seen]
        action(win, "action.lesson_next").trigger()
        QTest.qWait(3 * SETTLE_MS)
        settle(win)
    assert len(win.stage.shown_views) < 4 and seen == list(chapter_views(chapter))
    action(win, "action.presentation_leave").trigger()


def test_attention_temperatures_log_axis_labels_stand_apart_on_the_stage(staged):
    """Presented at 1280 x 720 (bigger tick font, wider axis) its labels read "2·10¹3·10¹4·10¹" run
    together: each label placed now keeps clear of the others, and every decade is labelled."""
    from helpers import overlaps, placed_labels

    win = staged(chapter="long-context")
    win.show_view("attention-temperature").focus_widget().setFocus()
    action(win, "action.presentation").trigger()
    settle(win)
    axis = win.views["attention-temperature"].plot.getAxis("bottom")
    labels = placed_labels(axis)
    assert axis.width() > 1000 and axis.style["tickFont"].pointSizeF() > win.font().pointSizeF() / 1.5
    assert overlaps(labels) == []
    assert {"10¹", "10²", "10³", "10⁴"} <= {text for _, text in labels}
    action(win, "action.presentation_leave").trigger()


def test_the_stage_gives_back_the_options_a_view_hid_itself(staged):
    """Long context hides the manual keys a preset does not read: presenting hides the option rows whole and
    leaving shows them as the view had them, those keys still hidden."""
    win = staged(chapter="long-context")
    win.store.update_options("long-context", source="llama-3.1-8b")
    view = win.show_view("rope-frequencies")
    settle(win)
    shown_before = {name: c.isVisibleTo(win) for name, c in view.controls.items()}
    assert shown_before["long-context.source"] and not shown_before["long-context.beta_fast"]
    view.focus_widget().setFocus()
    action(win, "action.presentation").trigger()
    settle(win)
    assert not any(c.isVisibleTo(win) for c in view.controls.values())
    action(win, "action.presentation_leave").trigger()
    settle(win)
    assert {name: c.isVisibleTo(win) for name, c in view.controls.items()} == shown_before
