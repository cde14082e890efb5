"""RenderScheduler: coalesces changes into at most one frame per 1/60 s and runs heavy computes in a worker.

Per frame, each visible view asks for the result its cache key names (the shared fields it reads, its own
options and its view state). A light compute runs in place; one whose last run took over HEAVY_SECONDS
goes to a worker thread, tagged with a generation number. A view has at most one job in flight: requests
made meanwhile only replace the wanted generation, so a slider drag never queues work, and a result that
arrives for anything but the newest generation is dropped (then the newest is started). Overlays (cursors,
markers) are drawn in place every frame from the result on screen.

A worker's compute may poll `cancel()` and report `progress(done, total)` (specs.kit.live_model.job: a trained model's
run stops between two layers once its request is no longer the newest, and a run that takes a while says how far
it got through the view's show_progress).
"""

from __future__ import annotations

import contextlib
import os
import time
import traceback
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal

from ...core import ParamError, Params
from ...records import record
from ...specs import Options
from ...specs.kit.live_model import job as compute_job
from ..i18n import error_text
from .store import ParamStore
from .view_protocol import ScheduledView

FRAME_SECONDS = 1 / 60
PROGRESS_AFTER = 0.25  # a worker's compute reports its progress once it has taken this long (seconds)
HEAVY_SECONDS = 0.004  # a compute slower than this once is run in the worker from then on
SYNC_ENV = "POSENC_GUI_SYNC_COMPUTE"  # "1": compute everything in the GUI thread (tests, debugging)


@record
class Request:
    generation: int
    key: tuple
    params: Params
    options: Options
    hints: dict


class _Mailbox(QObject):
    """Carries finished jobs from the worker thread to the GUI thread (a queued signal)."""

    done = Signal(object)
    progressed = Signal(object)  # (view id, request, done, total) from a running worker job


class RenderScheduler(QObject):
    rendered = Signal()  # after each frame and each drawn worker result
    failed = Signal(str)  # a view could not be computed or drawn: a message for the status bar

    def __init__(
        self,
        store: ParamStore,
        views: Iterable[ScheduledView],
        threaded: bool | None = None,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._store = store
        self._views: list[ScheduledView] = list(views)
        if threaded is None:
            threaded = os.environ.get(SYNC_ENV, "") != "1"
        self.threaded = threaded
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="posenc-compute") if threaded else None
        self._mailbox = _Mailbox(self)
        self._mailbox.done.connect(self._on_job_done)
        self._mailbox.progressed.connect(self._on_job_progress)
        self._wanted: dict[str, Request] = {}  # per view: the newest request not yet drawn
        self._in_flight: dict[str, Request] = {}  # per view: the request its worker job computes
        self.cost: dict[str, float] = {}  # per view: seconds its last compute took
        self._generation = 0
        self._pending = False
        self._last_frame = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self.render_now(paced=True))
        store.paramsChanged.connect(lambda _changed: self.request())
        self.frames = 0  # frames rendered: the benchmark and tests read it
        self.dropped = 0  # worker results dropped because a newer request had come

    def request(self) -> None:
        """Ask for a frame; many requests before it runs cost one frame."""
        if self._pending:
            return
        self._pending = True
        wait = FRAME_SECONDS - (time.perf_counter() - self._last_frame)
        self._timer.start(max(0, int(wait * 1000)))

    @property
    def pending(self) -> bool:
        """A frame has been asked for and not yet rendered."""
        return self._pending

    def computing(self) -> bool:
        """A result is still outstanding (in the worker, or wanted once the running job ends)."""
        return bool(self._in_flight or self._wanted)

    def is_idle(self) -> bool:
        """No frame pending and no result outstanding: what is on screen is what the store says."""
        return not self._pending and not self._in_flight and not self._wanted

    def shutdown(self) -> None:
        """Stop the worker (jobs not started are cancelled; a running one finishes unseen)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        self._in_flight.clear()
        self._wanted.clear()

    def render_now(self, paced: bool = False) -> None:
        """Draw the frame. paced (a frame of the event loop): a readout view may wait while the animation plays
        (View.waits_while_playing); a frame asked for directly (a test, an export, the benchmark) draws all."""
        self._timer.stop()
        self._pending = False
        self._last_frame = time.perf_counter()
        store = self._store
        params = store.params
        drawn = []
        for view in self._views:
            vid = view.spec.id
            if not view.is_shown():
                self._wanted.pop(vid, None)  # drawn when shown again (the dock asks for a frame)
                continue
            options = store.options(vid)
            hints = view.compute_hints(params)
            key = view.spec.cache_key(params, options, hints)
            if key != view.drawn_key and not view.waits_while_playing(params, options, paced):
                self._want(view, Request(self._next_generation(), key, params, options, hints))
                if view.drawn_key == key:  # computed in place and drawn in this frame
                    drawn.append(view)
            if view.result is not None:
                self._guarded(view, view.update_overlay, params, options)
        self._prepare_paint(drawn)
        self.frames += 1
        self.rendered.emit()

    def _prepare_paint(self, views: list[ScheduledView]) -> None:
        """Once the frame's views have drawn: lay out what changed size (a longer key, wider tick labels)
        and let each drawn view finish its ranges and bounds, so that the next paint shows the frame at
        once, each view painted once."""
        if not views:
            return
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        for view in views:
            self._guarded(view, view.prepare_paint)

    # -- requests -------------------------------------------------------------------------------------
    def _next_generation(self) -> int:
        self._generation += 1
        return self._generation

    def _want(self, view: ScheduledView, req: Request) -> None:
        vid = view.spec.id
        flying = self._in_flight.get(vid)
        if flying is not None and flying.key == req.key:
            self._wanted[vid] = flying  # already being computed: nothing new to start
            return
        self._wanted[vid] = req
        if flying is not None:
            return  # one job per view: the newest request starts when the running one ends
        if self._pool is not None and self.cost.get(vid, 0.0) > HEAVY_SECONDS:
            self._submit(view, req)
        else:
            self._compute_here(view, req)

    def _compute_here(self, view: ScheduledView, req: Request) -> None:
        vid = view.spec.id
        t0 = time.perf_counter()
        try:
            result = view.spec.compute(req.params, req.options, **req.hints)
        except Exception as exc:  # noqa: BLE001 - reported in the window; the other views go on
            self._wanted.pop(vid, None)
            self._report(view, exc)
            view.accept(None, req)  # do not retry a failing compute every frame; a change retries
            return
        self.cost[vid] = time.perf_counter() - t0
        self._wanted.pop(vid, None)
        self._draw(view, req, result)

    def _submit(self, view: ScheduledView, req: Request) -> None:
        vid = view.spec.id
        self._in_flight[vid] = req
        mailbox, compute = self._mailbox, view.spec.compute
        t0 = time.perf_counter()

        def stale() -> bool:  # (read in the worker: a dict lookup; the GUI thread replaces the entry)
            return self._wanted.get(vid) is not req

        def progress(done: int, total: int) -> None:
            if time.perf_counter() - t0 > PROGRESS_AFTER:
                with contextlib.suppress(RuntimeError):
                    mailbox.progressed.emit((vid, req, done, total))

        def job():
            nonlocal t0
            t0 = time.perf_counter()
            try:
                with compute_job(progress, stale):
                    outcome = compute(req.params, req.options, **req.hints)
            except Exception as exc:  # noqa: BLE001 - delivered to the GUI thread and reported there
                outcome = exc
            with contextlib.suppress(RuntimeError):  # the window went away while this ran
                mailbox.done.emit((vid, req, outcome, time.perf_counter() - t0))

        assert self._pool is not None  # (_want submits only to a worker)
        self._pool.submit(job)

    def _on_job_progress(self, message: tuple[str, Request, int, int]) -> None:
        vid, req, done, total = message
        if self._in_flight.get(vid) is not req or self._wanted.get(vid) is not req:
            return  # (a job that is being cancelled, or from before a shutdown)
        view = next(v for v in self._views if v.spec.id == vid)
        self._guarded(view, view.show_progress, done, total)

    def _on_job_done(self, message: tuple[str, Request, object, float]) -> None:
        vid, req, outcome, seconds = message
        if self._in_flight.get(vid) is not req:
            return  # from before a shutdown
        del self._in_flight[vid]
        self.cost[vid] = seconds
        view = next(v for v in self._views if v.spec.id == vid)
        wanted = self._wanted.get(vid)
        if wanted is None or wanted.generation != req.generation:
            self.dropped += 1  # stale: a newer request came while this ran
            if wanted is not None:
                self._want(view, wanted)
            return
        del self._wanted[vid]
        if isinstance(outcome, Exception):
            self._report(view, outcome)
            view.accept(None, req)
            return
        self._draw(view, req, outcome)
        if view.is_shown():  # the overlay follows the position as it is now, not as it was requested
            self._guarded(view, view.update_overlay, self._store.params, self._store.options(vid))
            self._prepare_paint([view])
        self.rendered.emit()

    # -- drawing --------------------------------------------------------------------------------------
    def _draw(self, view: ScheduledView, req: Request, result) -> None:
        if view.failure:
            view.end_failure()
        drawn = self._guarded(view, view.draw, result, req.params, req.options)
        view.accept(result if drawn else None, req)

    def _guarded(self, view: ScheduledView, method: Callable[..., object], *args) -> bool:
        try:
            method(*args)
            return True
        except Exception as exc:  # noqa: BLE001 - a broken view must not take the window down with it
            self._report(view, exc)
            return False

    def _report(self, view: ScheduledView, exc: Exception) -> None:
        if not isinstance(exc, ParamError):  # a refused value or file is the user's to read, not a bug's trace
            traceback.print_exception(exc)
        self.failed.emit(f"{view.title_text()}: {error_text(exc)}")
        try:  # the plots must not go on showing the last result as if it were this one's
            view.show_failure(error_text(exc))
        except Exception as inner:  # noqa: BLE001 - the report above stands; a broken view stays as it is
            traceback.print_exception(inner)
