"""The stage judged by its result: the first scale from the screen it is on, the fit's faults, one switch for
every view's option rows, Esc back at the lesson's step, and Models compared's y words clear of its ticks."""

import pyqtgraph as pg
from PySide6.QtCore import QRect
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from posenc_gui.gui.files.remembered import PRESENTATION_SCALE
from posenc_gui.gui.window import presentation
from posenc_gui.gui.window.stage_check import axis_label_faults, view_faults
from posenc_gui.testing import settle


class Screen:
    def __init__(self, width, height):
        self.size = (width, height)

    def availableGeometry(self):
        return QRect(0, 0, *self.size)


def test_the_first_scale_is_the_stage_screens_and_a_chosen_one_wins(tmp_path):
    """A 720p projector beside a 1600 x 900 laptop: the stage starts at 1.25 there, not at the laptop's 1.5."""
    from PySide6.QtCore import QSettings

    assert presentation.default_scale(Screen(1280, 720)) == 1.25
    assert presentation.default_scale(Screen(1600, 900)) == 1.5
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert presentation.chosen_scale(settings) is None
    assert presentation.stored_scale(settings, Screen(1280, 720)) == 1.25
    settings.setValue(PRESENTATION_SCALE.name, 2.1)
    assert presentation.chosen_scale(settings) == 2.0 == presentation.stored_scale(settings, Screen(1280, 720))


def test_the_fits_scale_is_not_a_choice(make_window):
    """Where the fit steps the scale down, the settings keep no choice: the next presentation starts from the
    screen's default again."""
    win = make_window(chapter=None, notes=None, resize=False)
    win.resize(1280, 720)
    settle(win)
    win.presentation.enter()
    settle(win)
    assert win.presentation.scale in presentation.SCALES
    assert not win.remembered.settings.contains(PRESENTATION_SCALE.name)
    win.presentation.set_scale(1.5)  # the lecturer's: kept
    assert win.remembered.settings.value(PRESENTATION_SCALE.name) in (1.5, "1.5")
    win.presentation.leave()


def test_one_switch_hides_every_views_option_rows_built_later_too(make_window):
    """The waves' dimension list and Attention temperature's model and seed reached the stage: views built
    after the stage hid the rows of those it had built."""
    win = make_window(chapter=None, notes=None, resize=False)
    win.resize(1280, 720)
    settle(win)
    assert not win.views["attention-temperature"].is_built
    win.presentation.enter()
    settle(win)
    win.findChild(QAction, "chapter.long-context").trigger()  # its views built on the stage
    settle(win)
    for vid in ("attention-temperature", "rope-frequencies"):
        win.stage.current = vid
        win.stage.show()  # (builds the view as its dock is shown: after the switch went through the boxes)
        settle(win)
        widget = win.views[vid].widget
        assert widget.isVisible() and not widget.option_panel.isVisible(), vid
        rows = [c for c in widget.findChildren(QWidget) if c.objectName().startswith("option.") and c.isVisible()]
        assert rows == [], vid
    win.presentation.leave()
    settle(win)
    assert win.views["attention-temperature"].widget.option_panel.isVisibleTo(win.views["attention-temperature"].widget)


def test_esc_leaves_the_panel_and_the_docks_at_the_same_step(make_window):
    """After paging on a one-screen stage, Esc left the panel at step 28 and the docks at step 1's chapter."""
    from posenc_gui.gui.files.lesson_steps import step_chapter

    win = make_window(chapter=None, notes=None, resize=False)
    win.resize(1280, 720)
    settle(win)
    win.lesson.bring_forward()
    win.lesson.go_to(0)
    settle(win)
    win.findChild(QAction, "action.presentation").trigger()
    settle(win)
    last = len(win.lesson.steps) - 1
    win.lesson.go_to(last)
    settle(win)
    win.findChild(QAction, "action.presentation_leave").trigger()
    settle(win)
    step = win.lesson.steps[last]
    assert win.lesson.step == last
    assert win.chapters.current == step_chapter(step)
    assert all(not win.docks[v].visibleRegion().isEmpty() for v in step.views), step.views


def test_models_compared_y_words_never_lie_over_its_ticks(make_window):
    """Statement 9: the y label wrapped onto four lines over its 10⁴ tick in a 115-px plot. Its words are the
    plot's title now: across the plot, in a low plot too, and the axis has no label to wrap."""
    win = make_window(chapter=None, notes=None, resize=False)
    win.resize(1280, 720)
    settle(win)
    win.findChild(QAction, "chapter.models").trigger()
    settle(win)
    view = win.views["model-compare"]
    win.bring_forward("model-compare")
    settle(win)
    axis = view.plot.getAxis("left")
    assert not axis.label.isVisible() and axis_label_faults(axis) == []
    assert "wavelength 2π/θ" in view.plot.titleLabel.text
    win.presentation.enter()
    settle(win)
    win.stage.current = "model-compare"
    win.stage.grid = False
    win.stage.show()
    settle(win)
    assert [f for f in view_faults(view) if "axis label" in f] == []
    assert isinstance(view.plot.titleLabel, pg.LabelItem) and view.plot.titleLabel.isVisible()
    win.presentation.leave()


def test_the_pc_axes_hold_their_korean_label_beside_their_ticks(make_window, monkeypatch):
    """Korean step 9: "주성분 2" lay over the PC axes' -0.5 and 0.5 in their fixed 48 px (a CJK line is taller), in
    the window and on the stage at every scale the fit may choose."""
    from posenc_gui.gui.i18n import install_language

    monkeypatch.setenv("POSENC_GUI_LANGUAGE", "ko")
    try:
        win = make_window(chapter=None, notes=None, resize=False)
        win.resize(1280, 720)
        settle(win)
        win.findChild(QAction, "chapter.learned").trigger()
        win.bring_forward("learned")
        settle(win)
        view = win.views["learned"]
        axes = [plot.getAxis("left") for plot in (view.pca_plot, view.sin_pca_plot)]
        assert [axis.labelText for axis in axes] == ["주성분 2"] * 2
        assert [axis_label_faults(axis) for axis in axes] == [[], []]
        for scale in (1.0, 1.25, 1.5):
            win.presentation.set_scale(scale)
            win.presentation.enter()
            win.stage.current = "learned"
            win.stage.grid = False
            win.stage.show()
            settle(win)
            assert [axis_label_faults(axis) for axis in axes] == [[], []], scale
            win.presentation.leave()
            settle(win)
    finally:
        install_language("en")
