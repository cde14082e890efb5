"""Docks, the View menu, keyboard, animation and what persists across restarts."""

import pytest
from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtWidgets import QApplication, QDockWidget

from posenc_gui.testing import settle


def test_docks_have_stable_names_and_view_menu_entries(window):
    from posenc_gui.specs import VIEW_IDS

    names = {d.objectName() for d in window.findChildren(QDockWidget)}
    assert names == {"dock.params", "dock.lesson"} | {f"dock.{vid}" for vid in VIEW_IDS}
    menu = window.findChild(type(window.menuBar().actions()[0].menu()), "menu.view")
    texts = [a.objectName() for a in menu.actions() if a.objectName().startswith(("action.show.", "action.reset"))]
    assert sorted(texts) == sorted(
        ["action.show.params"]
        + [f"action.show.{vid}" for vid in VIEW_IDS]
        + ["action.show.lesson", "action.reset_layout"]
    )


def test_view_menu_closes_and_reopens_a_dock(window, qtbot):
    toggle = window.docks["waves"].toggleViewAction()
    toggle.trigger()
    assert not window.docks["waves"].isVisible()
    toggle.trigger()
    assert window.docks["waves"].isVisible()


def test_docks_can_float_and_tab(window, qtbot):
    features = QDockWidget.DockWidgetFeature
    for dock in window.docks.values():
        assert dock.features() & features.DockWidgetFloatable
        assert dock.features() & features.DockWidgetMovable
        assert dock.features() & features.DockWidgetClosable
    window.docks["phase"].setFloating(True)
    assert window.docks["phase"].isFloating()
    window.tabifyDockWidget(window.docks["heatmap"], window.docks["waves"])
    assert window.docks["waves"] in window.tabifiedDockWidgets(window.docks["heatmap"])


def test_reset_layout_restores_every_dock(window, qtbot):
    window.docks["phase"].close()
    window.docks["waves"].setFloating(True)
    window.reset_layout()
    for dock in window.docks.values():
        assert dock.isVisible() and not dock.isFloating()
    assert window.dockWidgetArea(window.docks["params"]) == Qt.DockWidgetArea.LeftDockWidgetArea


def test_layout_geometry_and_params_persist(make_window, settings_file, qtbot):
    first = make_window()
    first.docks["phase"].close()
    first.resize(796, 610)  # fits the offscreen 800x800 screen, so restoring does not clamp it
    first.store.apply(
        {
            "d_model": 48,
            "max_len": 77,
            "base": 500.0,
            "layout": "concatenated",
            "position": 12.0,
            "waves.dims": (1, 2),
            "phase.pair": 3,
            "animation.speed": 4.5,
        }
    )
    first.close()
    second = make_window(resize=False)
    assert not second.docks["phase"].isVisible()
    assert second.docks["heatmap"].isVisible()
    assert (second.width(), second.height()) == (796, 610)
    p = second.store.params
    assert (p.d_model, p.max_len, p.base, p.layout, p.position) == (48, 77, 500.0, "concatenated", 12.0)
    assert second.store.options("waves").dims == (1, 2)
    assert second.store.options("phase").pair == 3
    assert second.store.options("animation").speed == 4.5
    assert second.views["heatmap"].image.image.shape == (77, 48)


def test_unreadable_stored_state_falls_back_to_default(make_window, settings_file):
    settings = QSettings(settings_file, QSettings.Format.IniFormat)
    settings.setValue("window/state", QByteArray(b"\x00\x01not a dock state"))
    settings.setValue("window/geometry", QByteArray(b"garbage"))
    settings.setValue("params", "{not json")
    settings.sync()
    win = make_window()
    for dock in win.docks.values():
        assert dock.isVisible()
    assert win.store.params.d_model == 64  # defaults


def test_invalid_stored_params_fall_back_to_defaults(make_window, settings_file):
    settings = QSettings(settings_file, QSettings.Format.IniFormat)
    settings.setValue("params", '{"d_model": -3, "base": 0.5}')
    settings.sync()
    assert make_window().store.params.base == 10000.0


def test_left_right_step_and_space_plays(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.views["heatmap"].plot_widget.setFocus()
    window.store.update(position=4.4)
    qtbot.keyClick(window.views["heatmap"].plot_widget, Qt.Key.Key_Right)
    assert window.store.params.position == 5.0
    qtbot.keyClick(window.views["heatmap"].plot_widget, Qt.Key.Key_Left)
    qtbot.keyClick(window.views["heatmap"].plot_widget, Qt.Key.Key_Left)
    assert window.store.params.position == 3.0
    qtbot.keyClick(window.views["heatmap"].plot_widget, Qt.Key.Key_Space)
    assert window.animator.playing and window.play_action.isChecked()
    start = window.store.params.position
    qtbot.waitUntil(lambda: window.store.params.position > start + 0.05, timeout=3000)
    qtbot.keyClick(window.views["heatmap"].plot_widget, Qt.Key.Key_Space)
    assert not window.animator.playing


def test_stepping_stops_at_the_ends(window):
    window.store.update(position=0.0)
    window.step_position(-1)
    assert window.store.params.position == 0.0
    window.store.update(position=99.0)
    window.step_position(+1)
    assert window.store.params.position == 99.0


def test_animation_moves_through_fractional_positions_and_wraps(window, qtbot):
    window.store.apply({"animation.speed": 2.0, "position": 3.0, "max_len": 10, "phase.pair": 0})
    window.animator.advance(0.1)
    assert window.store.params.position == pytest.approx(3.2)
    settle(window, qtbot)
    x, y = window.views["phase"].vector.getData()
    import math

    assert (x[1], y[1]) == pytest.approx((math.cos(3.2), math.sin(3.2)))
    window.store.update(position=8.9)
    window.animator.advance(0.1)  # 9.1 lies past the last position 9: start over
    assert window.store.params.position == pytest.approx(0.1)


def test_text_fields_keep_their_keys(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    edit = window.findChild(type(window.views["waves"].control("dims")), "option.waves.dims")
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    window.store.update(position=4.0)
    edit.setCursorPosition(0)
    qtbot.keyClick(edit, Qt.Key.Key_Right)
    qtbot.keyClick(edit, Qt.Key.Key_Space)
    assert edit.text() == "0 , 4, 8, 16, 32"  # the keys edited the text ...
    assert window.store.params.position == 4.0  # ... and did not step or play
    assert not window.animator.playing
    qtbot.keyClick(edit, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_Right)  # once out of the box, the same key steps
    assert window.store.params.position == 5.0


def test_first_start_fits_the_screen(qtbot, settings_file):
    from posenc_gui.gui.app import create_window

    win = create_window(QSettings(settings_file, QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    avail = win.screen().availableGeometry()  # the offscreen screen is 800 x 800
    assert win.width() <= avail.width() and win.height() <= avail.height()


def test_keys_work_right_after_start(make_window, qtbot):
    """The focus starts on the heatmap, not in a spin box that would swallow Space and the arrows."""
    win = make_window()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    from PySide6.QtWidgets import QApplication

    assert QApplication.focusWidget() is win.views["heatmap"].plot_widget
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert win.store.params.position == 1.0


def test_each_owners_options_load_on_their_own(make_window, settings_file):
    """A damaged entry costs only its own owner's options; the parameters and the other owners load."""
    settings = QSettings(settings_file, QSettings.Format.IniFormat)
    settings.setValue("params", '{"d_model": 32, "max_len": 40}')
    settings.setValue("options/phase", '{"pair": 5, "trail": -3}')  # trail out of range
    settings.setValue("options/waves", '{"dims": [1, 2, 3]}')
    settings.setValue("options/animation", "[" * 1000 + "]" * 1000)  # nested deep: no RecursionError
    settings.sync()
    win = make_window()
    assert (win.store.params.d_model, win.store.params.max_len) == (32, 40)
    assert win.store.options("waves").dims == (1, 2, 3)
    assert (win.store.options("phase").pair, win.store.options("phase").trail) == (5, 12)  # trail reset alone
    assert win.store.options("animation").speed == 2.0
    shown = win.notices.shown
    assert len(shown) == 1 and "Stored phase.trail = -3 was reset to 12" in shown[0]
    assert "options/animation could not be read (nested more than 8 deep)" in shown[0]


def test_settings_of_the_first_version_keep_their_view_options(make_window, settings_file):
    """Version 0.1.0 stored the views' options among the parameters; they are carried over."""
    settings = QSettings(settings_file, QSettings.Format.IniFormat)
    settings.setValue(
        "params", '{"d_model": 16, "wave_dims": [2, 3], "pair": 6, "trail": 4, "clock_pairs": [1], "speed": 3.5}'
    )
    settings.sync()
    win = make_window()
    assert win.store.params.d_model == 16
    assert win.store.options("waves").dims == (2, 3)
    assert (win.store.options("phase").pair, win.store.options("phase").trail) == (6, 4)
    assert win.store.options("phase").clock_pairs == (1,)
    assert win.store.options("animation").speed == 3.5
    assert (
        win.findChild(QDockWidget, "dock.phase")
        .widget()
        .findChild(type(win.views["phase"].control("pair")), "option.phase.pair")
        .value()
        == 6
    )


def test_default_layout_comes_from_the_specs_areas(window):
    from posenc_gui.specs import SPECS

    for vid, spec in SPECS.items():
        side = "Left" if spec.area == "left" else "Right"
        assert window.dockWidgetArea(window.docks[vid]) == getattr(Qt.DockWidgetArea, f"{side}DockWidgetArea")
    heat, waves, phase = (window.docks[v].geometry() for v in ("heatmap", "waves", "phase"))
    assert waves.top() >= heat.bottom()  # "bottom" under "top"
    assert phase.left() >= heat.right()  # "right" beside "top"
    assert window.docks["params"].geometry().right() <= heat.left()


def _add_extra_view(monkeypatch, area: str):
    """A view added as ADDING_A_VIEW.md says: a spec in the specs' registry and a module `views.extra` whose
    View subclass carries that spec. No other list is touched."""
    import dataclasses
    import sys
    import types

    import posenc_gui.gui.views as qt_views
    import posenc_gui.specs as specs
    from posenc_gui.gui.views.waves import WavesView

    spec = dataclasses.replace(specs.SPECS["waves"], id="extra", title="Extra waves", area=area)
    module = types.ModuleType(qt_views.module_name("extra"))
    module.ExtraView = type("ExtraView", (WavesView,), {"spec": spec})
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setitem(specs.SPECS, "extra", spec)
    monkeypatch.setattr(qt_views, "VIEW_IDS", (*specs.VIEW_IDS, "extra"))
    return spec


@pytest.mark.parametrize("area", ["right", "left"])
def test_a_new_view_needs_no_change_in_the_window(make_window, monkeypatch, area):
    """Registering one more spec and its view module is all it takes: dock, menu entry, layout group, options
    in the store and the self-test follow."""
    from posenc_gui.cli.selftest import check_views

    _add_extra_view(monkeypatch, area)
    win = make_window()
    assert win.docks["extra"].objectName() == "dock.extra" and win.docks["extra"].windowTitle() == "Extra waves"
    if area == "right":
        assert win.docks["extra"] in win.tabifiedDockWidgets(win.docks["phase"])  # its area's group
    else:  # the first of its group: under the parameters
        assert win.dockWidgetArea(win.docks["extra"]) == Qt.DockWidgetArea.LeftDockWidgetArea
    menu = win.findChild(type(win.menuBar().actions()[0].menu()), "menu.view")
    assert "action.show.extra" in [a.objectName() for a in menu.actions()]
    win.store.update_options("extra", dims=(3,))
    assert win.store.options("waves").dims == (0, 4, 8, 16, 32)  # its own options
    assert check_views(win) == []
    assert win.views["extra"].result.dims.tolist() == [3]


def test_a_new_view_exports_and_walks_in_the_random_session(qapp, monkeypatch, tmp_path):
    from random_session import Walk

    from posenc_gui.core import Params
    from posenc_gui.gui.export.render import export_one

    _add_extra_view(monkeypatch, "right")
    export_one("extra", tmp_path / "extra.png", Params())
    export_one("extra", tmp_path / "extra.csv", Params())
    assert (tmp_path / "extra.png").stat().st_size > 1000
    assert (tmp_path / "extra.csv").read_text().splitlines()[0].startswith("position,dim_0")
    with Walk(5, tmp_path / "walk") as walk:
        assert "extra" in walk.window.views and walk.window.views["extra"].is_built
        walk.run(60)
        walk.check_agreement()


def test_a_view_module_without_its_view_is_named():
    import dataclasses

    import posenc_gui.gui.views as qt_views
    import posenc_gui.specs as specs

    spec = dataclasses.replace(specs.SPECS["waves"], id="missing-one")
    specs.SPECS["missing-one"] = spec
    try:
        with pytest.raises(LookupError, match="posenc_gui.gui.views.missing_one is missing"):
            qt_views.view_class("missing-one")
    finally:
        del specs.SPECS["missing-one"]
    assert qt_views.view_class("rope-decay").__name__ == "RopeDecayView"


def test_no_timer_runs_while_minimised_or_paused(window, qtbot):
    window.play_action.setChecked(True)
    assert window.animator.playing and window.animator.ticking
    window.showMinimized()
    qtbot.waitUntil(lambda: not window.animator.ticking, timeout=2000)
    assert window.animator.playing  # still playing: it goes on when the window comes back
    position = window.store.params.position
    qtbot.wait(100)
    assert window.store.params.position == position
    window.showNormal()
    qtbot.waitUntil(lambda: window.animator.ticking, timeout=2000)
    window.play_action.setChecked(False)
    assert not window.animator.ticking and not window.animator.playing


def test_settle_returns_while_the_animation_plays(window):
    """Every tick asks for a frame: settle waits for the computes, not for a pause that never comes."""
    import time

    from posenc_gui.gui.app import settle as app_settle

    window.animator.set_playing(True)
    t0 = time.monotonic()
    assert app_settle(window, timeout=5.0)
    assert time.monotonic() - t0 < 2.0
    window.animator.set_playing(False)


def test_an_edit_ending_after_other_boxes_are_gone_raises_nothing(window, qtbot):
    """While a window is destroyed, a list box that loses its focus last ends its edit after bound boxes
    beside it are gone (found by the randomised session)."""
    from PySide6.QtWidgets import QLineEdit, QWidget
    from shiboken6 import delete

    delete(window.findChild(QWidget, "param.d_model"))  # as the window's destruction does, first
    edit = window.findChild(QLineEdit, "option.waves.dims")
    edit.setText("1, 2")
    edit.editingFinished.emit()  # pytest-qt fails the test on an exception in the slot
    assert window.store.options("waves").dims == (1, 2)


def test_a_layout_without_the_first_view_starts_with_the_keys_on_a_view_shown(make_window, qtbot, tmp_path):
    settings = tmp_path / "closed.ini"
    first = make_window(settings)
    first.docks["heatmap"].close()
    first.close()
    again = make_window(settings)  # the stored layout has no heatmap: it is never built
    assert not again.views["heatmap"].is_built and again.docks["heatmap"].isHidden()
    focus = QApplication.focusWidget()
    assert focus is not None and any(
        v.is_built and (focus is v.widget or v.widget.isAncestorOf(focus)) for v in again.views.values()
    )
