"""The cycle collector is held back while the window is built, kept off what it built until it closes, and
run between events only while the app runs."""

import gc
import weakref

import pytest

from posenc_gui.gui.collection import (
    SAFE_POINT_MS,
    SAFE_POINTS,
    collect_at_safe_points,
    collect_due,
    collection_held,
    release_held,
)


@pytest.fixture
def collector_on():
    """The collector running by itself, as in a process that did not ask for safe points (the tests did)."""
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


@pytest.fixture
def low_thresholds():
    """A collection of the youngest generation due after a few new objects."""
    old = gc.get_threshold()
    gc.collect()
    gc.set_threshold(5, 10, 10)
    yield
    gc.set_threshold(*old)


class _Cycle:
    def __init__(self):
        self.me = self


def test_building_the_window_runs_no_collection_and_freezes_what_it_built(qapp, collector_on):
    runs = []

    def count(phase, info):
        if phase == "start":
            runs.append(info["generation"])

    release_held()
    gc.callbacks.append(count)
    try:
        from posenc_gui.gui.app import create_window, scratch_settings

        _keeper, settings = scratch_settings()
        window = create_window(settings)
    finally:
        gc.callbacks.remove(count)
    try:
        assert runs == []  # (the window made some hundred thousand objects)
        assert gc.isenabled()  # the collector runs again after
        assert gc.get_freeze_count() > 50_000  # ... but not over what the window is made of
        tracked = {id(o) for o in gc.get_objects()}
        assert id(window.store) not in tracked and id(window.views["heatmap"]) not in tracked
    finally:
        window.close()
    assert gc.get_freeze_count() == 0  # closed: all of it is the collector's again
    assert id(window.store) in {id(o) for o in gc.get_objects()}


def test_a_collector_switched_off_stays_off(collector_on):
    gc.disable()
    try:
        with collection_held():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()
        release_held()
    with collection_held():
        assert not gc.isenabled()
    assert gc.isenabled()
    release_held()


def test_the_due_collection_is_the_one_python_would_run_and_none_before(low_thresholds):
    was = gc.isenabled()
    gc.disable()
    try:
        garbage = _Cycle()
        gone = weakref.ref(garbage)
        del garbage
        gc.set_threshold(10**6, 10, 10)  # nothing due: nothing collected
        assert collect_due() == 0 and gone() is not None
        gc.set_threshold(5, 10, 10)  # more new objects than the youngest generation's threshold
        assert gc.get_count()[0] > 5
        assert collect_due() >= 1 and gone() is None
        assert gc.get_count()[0] <= 5  # (a collection resets the count, as Python's own does)
    finally:
        if was:
            gc.enable()


def test_garbage_is_collected_between_events_and_never_inside_a_qt_call(qtbot, low_thresholds):
    """Inside a slot Qt calls (a Qt call is under way), no collection runs however many objects are made;
    back in the event loop the timer collects what became garbage."""
    from PySide6.QtCore import QObject, QTimer, Signal

    from posenc_gui.gui.qt_app import ensure_app

    was = gc.isenabled()
    existing = ensure_app().findChild(QTimer, SAFE_POINTS)  # (the test session's own, see conftest)
    timer = collect_at_safe_points(ensure_app())
    try:
        assert not gc.isenabled()
        assert timer.isActive() and timer.interval() == SAFE_POINT_MS
        assert timer.parent() is ensure_app() and timer.objectName() == SAFE_POINTS

        class Sender(QObject):
            fired = Signal()

        seen = []

        def slot():
            widget_garbage = QObject()
            widget_garbage.me = widget_garbage
            gone = weakref.ref(widget_garbage)
            del widget_garbage
            _made = [[k] for k in range(10_000)]  # (far past every threshold)
            seen.append(gone() is not None)
            seen.append(gone)

        sender = Sender()
        sender.fired.connect(slot)
        sender.fired.emit()
        assert seen[0] is True  # still there: nothing was collected inside the call
        qtbot.waitUntil(lambda: seen[1]() is None, timeout=3 * SAFE_POINT_MS)
        assert collect_at_safe_points(ensure_app()) is timer  # (one timer, however often asked)
    finally:
        if existing is None:
            timer.stop()
            timer.setParent(None)
        if was:
            gc.enable()


def test_the_app_collects_at_safe_points_from_its_start(qtbot, monkeypatch):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from posenc_gui.gui import app as app_module
    from posenc_gui.gui.crash_net import NET
    from posenc_gui.gui.window.main_window import MainWindow

    was = gc.isenabled()
    existing = QApplication.instance().findChild(QTimer, SAFE_POINTS)  # (the test session's own, see conftest)
    if existing is not None:
        existing.setParent(None)  # the app must make its own
    gc.enable()
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)  # (the event loop: the test's own)
    try:
        assert app_module.run([]) == 0
        timers = [t for t in QApplication.instance().children() if t.objectName() == SAFE_POINTS]
        assert not gc.isenabled() and len(timers) == 1 and timers[0].isActive()
    finally:
        NET.uninstall()
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow):
                widget.close()
                widget.deleteLater()
        for timer in [t for t in QApplication.instance().children() if t.objectName() == SAFE_POINTS]:
            timer.stop()
            timer.setParent(None)
        if existing is not None:
            existing.setParent(QApplication.instance())
        (gc.enable if was else gc.disable)()


def test_a_headless_export_runs_no_collection_inside_and_the_due_one_after(
    tmp_path, monkeypatch, collector_on, low_thresholds
):
    """A script's or the command line's export (the collector running by itself): none of its runs inside the
    Qt work; the due one once the figure is written, and the collector on again."""
    from posenc_gui.core import Params
    from posenc_gui.gui.export import render

    inside, runs = [False], []
    drawing = render._export_one

    def watched(*args):
        inside[0] = True
        try:
            drawing(*args)
        finally:
            inside[0] = False

    def count(phase, _info):
        if phase == "start":
            runs.append(inside[0])

    monkeypatch.setattr(render, "_export_one", watched)
    gc.callbacks.append(count)
    try:
        render.export_one("phase", tmp_path / "phase.png", Params())
    finally:
        gc.callbacks.remove(count)
    assert (tmp_path / "phase.png").stat().st_size > 1000
    assert runs and True not in runs  # (thresholds of 5 new objects: without the hold, hundreds inside)
    assert gc.isenabled()
