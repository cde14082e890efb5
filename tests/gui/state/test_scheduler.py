"""The scheduler: one frame per burst of changes, heavy computes in a worker, stale results dropped."""

import dataclasses
import math
import threading
import time

import pytest
from PySide6.QtWidgets import QApplication
from stand_in_view import StandInView

from posenc_gui.core import Params
from posenc_gui.gui.state.scheduler import HEAVY_SECONDS, SYNC_ENV, RenderScheduler
from posenc_gui.gui.state.store import ParamStore
from posenc_gui.specs import SPECS
from posenc_gui.testing import settle


class FakeView(StandInView):
    """The part of a view the scheduler talks to; compute records what it was asked, draw what it drew."""

    def __init__(self, slow_d_model=None, delay=0.3):
        self.computed, self.drawn, self.overlays = [], [], []
        self.threads = set()

        def compute(params, options, **hints):
            self.computed.append(params.d_model)
            self.threads.add(threading.get_ident())
            if params.d_model == slow_d_model:
                time.sleep(delay)
            return params.d_model

        self.spec = dataclasses.replace(SPECS["waves"], compute=compute)

    def draw(self, result, params, options):
        self.drawn.append(result)

    def update_overlay(self, params, options):
        self.overlays.append(params.position)

    def title_text(self):
        return "fake"


def wait_idle(scheduler, timeout=5.0):
    end = time.monotonic() + timeout
    while not scheduler.is_idle():
        assert time.monotonic() < end, "the scheduler did not settle"
        QApplication.processEvents()
        time.sleep(0.002)


@pytest.fixture
def app():
    from posenc_gui.gui.app import ensure_app

    return ensure_app()


def test_a_slow_result_is_dropped_when_a_newer_request_came(app):
    store = ParamStore(Params(d_model=4))
    view = FakeView(slow_d_model=8)
    scheduler = RenderScheduler(store, [view], threaded=True)
    scheduler.cost["waves"] = 1.0  # heavy: to the worker
    store.update(d_model=8)
    scheduler.render_now()  # the slow job starts
    for d in (12, 14, 16):  # a drag meanwhile: nothing queues, only the wanted generation moves
        store.update(d_model=d)
        scheduler.render_now()
    wait_idle(scheduler)
    assert view.computed == [8, 16]  # 12 and 14 were never computed
    assert view.drawn == [16]  # the slow 8 arrived stale and was dropped
    assert scheduler.dropped == 1
    assert threading.get_ident() not in view.threads  # both ran in the worker
    scheduler.shutdown()


def test_light_computes_run_in_place_and_heavy_ones_move_to_the_worker(app):
    store = ParamStore(Params(d_model=4))
    view = FakeView(slow_d_model=6, delay=2 * HEAVY_SECONDS)
    scheduler = RenderScheduler(store, [view], threaded=True)
    scheduler.render_now()
    assert view.drawn == [4] and threading.get_ident() in view.threads  # light: drawn in the same frame
    scheduler.cost["waves"] = 0.0  # as measured on a quiet machine (a pause above could have said more)
    store.update(d_model=6)
    scheduler.render_now()
    assert view.drawn == [4, 6]  # the first slow run is in place (nothing measured it yet) ...
    assert scheduler.cost["waves"] > HEAVY_SECONDS
    view.threads.clear()
    store.update(d_model=10)
    scheduler.render_now()
    assert view.drawn == [4, 6]  # ... then it is known to be heavy: the frame returns at once
    wait_idle(scheduler)
    assert view.drawn == [4, 6, 10] and threading.get_ident() not in view.threads
    scheduler.shutdown()


def test_overlays_follow_every_frame_without_a_compute(app):
    store = ParamStore(Params(d_model=4, max_len=50))
    view = FakeView()
    scheduler = RenderScheduler(store, [view], threaded=False)
    scheduler.render_now()
    for pos in (1.0, 2.5, 3.25):
        store.update(position=pos)
        scheduler.render_now()
    assert view.computed == [4]  # the waves do not depend on the position
    assert view.overlays[-3:] == [1.0, 2.5, 3.25]  # the cursor does


def test_synchronous_mode_never_uses_the_worker(app, monkeypatch):
    monkeypatch.setenv(SYNC_ENV, "1")
    store = ParamStore(Params(d_model=4))
    view = FakeView()
    scheduler = RenderScheduler(store, [view])
    assert not scheduler.threaded
    scheduler.cost["waves"] = 1.0
    store.update(d_model=8)
    scheduler.render_now()
    assert view.drawn == [8]
    assert view.threads == {threading.get_ident()}


def test_a_failing_compute_is_reported_once_and_the_frame_goes_on(app, capsys):
    store = ParamStore(Params(d_model=4))
    bad, good = FakeView(), FakeView()

    def broken(params, options, **hints):
        raise ValueError("broken on purpose")

    bad.spec = dataclasses.replace(SPECS["waves"], compute=broken)
    good.spec = dataclasses.replace(good.spec, id="phase")
    scheduler = RenderScheduler(store, [bad, good], threaded=False)
    messages = []
    scheduler.failed.connect(messages.append)
    scheduler.render_now()
    scheduler.render_now()
    assert messages == ["fake: broken on purpose"]  # not again every frame
    assert good.drawn == [4]
    assert "broken on purpose" in capsys.readouterr().err


def test_a_refused_value_is_reported_without_a_trace_on_the_console(app, capsys):
    from posenc_gui.core import ParamError

    store = ParamStore(Params(d_model=4))
    view = FakeView()

    def refuses(params, options, **hints):
        raise ParamError("config.json: model_type is 'modernbert'")

    view.spec = dataclasses.replace(SPECS["waves"], compute=refuses)
    scheduler = RenderScheduler(store, [view], threaded=False)
    messages = []
    scheduler.failed.connect(messages.append)
    scheduler.render_now()
    assert messages == ["fake: config.json: model_type is 'modernbert'"]
    assert "Traceback" not in capsys.readouterr().err  # the user's file was refused; nothing broke


def test_the_window_computes_a_heavy_view_in_the_worker(make_window, qtbot):
    """The real window, threaded as users run it: a large heatmap is computed off the GUI thread, and the
    frame that asked for it returned before the result was drawn."""
    win = make_window(threaded=True)
    assert win.scheduler.threaded
    win.scheduler.cost["heatmap"] = 1.0  # as if its last compute had been slow
    heat = win.views["heatmap"]
    win.store.update(d_model=512, max_len=50_000)
    win.scheduler.render_now()
    assert heat.drawn_params.d_model == 64  # not yet: the worker has it
    settle(win)
    assert heat.drawn_params.d_model == 512
    assert heat.result.table.shape == (len(heat.result.row_edges) - 1, 512) and heat.result.step > 1


@pytest.mark.parametrize("threaded", [False, True])
def test_the_window_draws_every_view_at_ten_million_by_1024(make_window, qtbot, threaded):
    from posenc_gui.cli.selftest import check_views

    win = make_window(threaded=threaded)
    win.store.update(max_len=10**7, d_model=1024, position=9_999_999.0)
    settle(win)
    assert check_views(win) == []
    heat, waves = win.views["heatmap"], win.views["waves"]
    assert heat.result.table.shape == (len(heat.result.row_edges) - 1, 1024)
    assert heat.result.step == math.ceil(10**7 / heat.pixel_rows)
    assert waves.result.bucket == round(10**7 / waves.pixel_columns)
    assert waves.result.positions.size == 2 * waves.pixel_columns
    assert waves.band_image.image.shape[1] == waves.pixel_columns
    assert win.views["phase"].result.trail_positions[-1] == 9_999_999


def test_a_throttled_update_runs_inside_a_burst_of_requests_and_once_after_it(app, qtbot, monkeypatch):
    """The phase readout follows the animated position a few times a second. It must run inside a frame's
    request (a run from its own timer between two frames would repaint the view once more), and a
    burst must still end with a run for its last request."""
    from posenc_gui.gui.state import throttle

    now = [1000.0]
    monkeypatch.setattr(throttle.time, "monotonic", lambda: now[0])
    runs = []
    th = throttle.Throttle(lambda: runs.append(now[0]), hz=10)
    th.request()
    assert runs == [1000.0]
    for _ in range(5):  # frames 16 ms apart: too soon to run again
        now[0] += 0.016
        th.request()
        assert len(runs) == 1 and th._timer.isActive()
        assert th._timer.interval() > 16  # (pushed back: it cannot fire between two frames)
    now[0] += 0.025  # 0.105 s after the first run: this frame's request runs
    th.request()
    assert runs == [1000.0, pytest.approx(1000.105)]
    assert not th._timer.isActive()
    now[0] += 0.016  # the burst's last request: it runs once the timer fires
    th.request()
    assert len(runs) == 2
    qtbot.waitUntil(lambda: len(runs) == 3, timeout=2000)
