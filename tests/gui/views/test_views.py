"""What every view shares: each spec has its view, items made once and updated in place, one frame for many
changes, hidden views caught up. Each view's own tests are in test_<id>.py."""

import math

import pytest
from helpers import spy_compute
from PySide6.QtCore import Qt

from posenc_gui.gui.views import view_classes
from posenc_gui.testing import settle


def test_every_spec_has_a_view_a_dock_and_content(window, qtbot):
    from posenc_gui.specs import SPECS, VIEW_IDS

    assert [cls.spec.id for cls in view_classes()] == list(VIEW_IDS) == list(SPECS)
    assert list(window.views) == list(VIEW_IDS)
    for vid, spec in SPECS.items():
        assert window.views[vid].spec is spec
        assert window.docks[vid].objectName() == f"dock.{vid}"
        window.docks[vid].raise_()  # a view tabbed behind another is drawn when it comes to the front
        settle(window, qtbot)
        assert window.views[vid].is_shown() and window.views[vid].has_content()
    assert window.docks["params"].objectName() == "dock.params"


def test_every_module_is_registered():
    """A view module that is not listed would be missing from the menu, the tests and a frozen bundle."""
    import pkgutil

    import posenc_gui.gui.views as qt_views
    import posenc_gui.gui.views.kit as view_kit
    import posenc_gui.specs as specs
    from posenc_gui.specs import VIEW_IDS

    modules = {vid.replace("-", "_") for vid in VIEW_IDS}  # rope-decay lives in rope_decay.py
    import posenc_gui.specs.kit as spec_kit

    # (what the specs are made of, in specs/kit/: the base, fields, chapters, shared settings, the paper's panels)
    assert {m.name for m in pkgutil.iter_modules(specs.__path__)} - {"kit"} == modules
    assert not {m.name for m in pkgutil.iter_modules(spec_kit.__path__)} & modules  # and no spec in the kit
    not_qt_views = {"kit"}  # (what the views are built from: the base, its mixins, shared controls and words)
    assert {m.name for m in pkgutil.iter_modules(qt_views.__path__)} - not_qt_views == modules
    assert not {m.name for m in pkgutil.iter_modules(view_kit.__path__)} & modules  # and no view in the kit


# ------------------------------------------------------------------------------------ items and coalescing
def test_items_are_created_once_and_updated_in_place(window, qtbot):
    heat, waves, phase = (window.views[v] for v in ("heatmap", "waves", "phase"))
    before = (heat.image, list(waves.curves), phase.vector, len(heat.plot.items), len(waves.plot.items))
    for d in (8, 16, 33, 64):
        window.store.update(d_model=d, position=float(d % 7))
        settle(window, qtbot)
    after = (heat.image, list(waves.curves), phase.vector, len(heat.plot.items), len(waves.plot.items))
    assert before == after


def test_many_changes_cost_one_frame_from_the_latest_values(window, qtbot, monkeypatch):
    from posenc_gui.gui.views.heatmap import HeatmapView

    settle(window, qtbot)
    calls = spy_compute(monkeypatch, HeatmapView)
    frames = window.scheduler.frames
    for d in range(2, 200):
        window.store.update(d_model=d)
    with qtbot.waitSignal(window.scheduler.rendered, timeout=2000):
        pass
    assert window.scheduler.frames == frames + 1
    assert len(calls) == 1 and calls[0].d_model == 199
    assert window.views["heatmap"].image.image.shape == (100, 199)


def test_position_change_does_not_recompute_the_table(window, qtbot, monkeypatch):
    from posenc_gui.gui.views.heatmap import HeatmapView

    calls = spy_compute(monkeypatch, HeatmapView)
    window.store.update(position=5.0)
    settle(window, qtbot)
    assert calls == []
    assert window.views["heatmap"].cursor.value() == 5.0


def test_hidden_view_is_skipped_then_caught_up(window, qtbot):
    window.docks["phase"].close()
    window.store.apply({"phase.pair": 4, "position": 2.0})
    settle(window, qtbot)
    phase = window.views["phase"]
    assert phase.result.pair != 4
    window.docks["phase"].show()
    window.docks["phase"].raise_()  # back in its tab group, in front
    settle(window, qtbot)
    assert phase.result.pair == 4


@pytest.mark.parametrize(
    "key,name",
    [
        (Qt.Key.Key_D, "param.d_model"),
        (Qt.Key.Key_B, "param.base"),
        (Qt.Key.Key_O, "param.position"),
        (Qt.Key.Key_N, "option.waves.dims"),
        (Qt.Key.Key_P, "option.animation.speed"),
    ],
)
def test_alt_letter_focuses_its_box(window, qtbot, key, name):
    from PySide6.QtWidgets import QApplication, QWidget

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, key, Qt.KeyboardModifier.AltModifier)
    focus = QApplication.focusWidget()
    target = window.findChild(QWidget, name)
    assert focus is target or target.isAncestorOf(focus)


def test_animation_ticks_between_integers_only_move_the_overlay(window, qtbot, monkeypatch):
    from posenc_gui.gui.views.phase import PhaseView

    window.store.apply({"phase.pair": 0, "position": 3.0})
    settle(window, qtbot)
    calls = spy_compute(monkeypatch, PhaseView)
    window.store.update(position=3.4)
    settle(window, qtbot)
    assert calls == []  # the trail is unchanged until the next integer
    x, y = window.views["phase"].vector.getData()
    assert (x[1], y[1]) == pytest.approx((math.cos(3.4), math.sin(3.4)))
    window.store.update(position=4.1)
    settle(window, qtbot)
    assert len(calls) == 1 and len(window.views["phase"].trail.getData()[0]) == 5
