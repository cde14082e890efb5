"""Frame times of the window (`posenc-gui bench --frames`), paint included, and of the peers.

A frame starts with a parameter change through the store (as a slider makes it) and ends when every
visible plot has painted: computes run in place (no worker, so the whole work is inside the span), the
scheduler draws, then the paints Qt would run at the next turn of the event loop are run at once (its
posted events: each plot's scene updates and the window's update requests), and any visible viewport
that did not paint is repainted. So a frame holds every paint the app really makes, a second paint of a
view included. A PaintCounter on the viewports proves that those paints happened inside the timed span
(the benchmark reports the count: one per visible view when nothing is painted twice).
Reported: median and 95th percentile over repeated steps of a d_model drag and of a base drag, per size,
for the default layout and with every view open; then the same changes redrawn by the peers.
"""

from __future__ import annotations

import itertools
import math
import os
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from .paints import PaintCounter, paint_now

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..gui.window.main_window import MainWindow

SIZES = ((50, 64), (2048, 1024), (10**5, 64), (10**6, 64), (10**7, 1024))
QUICK_SIZES = ((50, 64), (2048, 1024))
WINDOW_SIZE = (1600, 1000)
CHAPTER_SIZE = (100, 64)  # (max_len, d_model) at a first start: where each chapter is dragged
EVERY_VIEW_COLUMNS = 5
DEFAULT_LAYOUT_PLOTS = 5  # the default layout's plot widgets: heatmap, waves, phase vector and clock, spectrum
BUDGET_MS = 1000 / 60


@dataclass
class Row:
    subject: str  # "posenc-gui (default layout)", a peer's name ...
    size: tuple[int, int]  # (max_len, d_model)
    drag: str  # the parameter stepped
    frames: int
    median_ms: float | None = None
    p95_ms: float | None = None
    paints_per_frame: float | None = None  # viewports painted inside the timed span, per frame
    views: int | None = None  # visible views
    note: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


class Peer(Protocol):
    """What the peers (peers.py) redraw the same changes with."""

    name: str

    def fits(self, max_len: int, d_model: int) -> bool: ...

    def draw(self, max_len: int, d_model: int) -> None: ...


def percentile(values: Iterable[float], q: float) -> float:
    """The q-th percentile (0..100) by linear interpolation between order statistics."""
    ordered = sorted(values)
    k = (len(ordered) - 1) * q / 100
    lo, hi = math.floor(k), math.ceil(k)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def drag_values(name: str, size: tuple[int, int], steps: int) -> list[float]:
    """What a drag of `name` passes through at `size`: d_model and max_len step down from their values, base
    sweeps a decade and a half logarithmically (all alternate direction, as a hand on a slider does)."""
    max_len, d_model = size
    if name == "d_model":
        return [d_model - 1 - (k % 8) for k in range(steps)]
    if name == "max_len":
        return [max_len - 1 - (k % 8) for k in range(steps)]
    return [10 ** (3.0 + 1.5 * abs((k % 16) - 8) / 8) for k in range(steps)]


def visible_viewports(window: MainWindow) -> list[QWidget]:
    """The viewports of every GraphicsView inside a visible view."""
    return [
        gv.viewport()
        for view in window.views.values()
        if view.is_shown()
        for gv in view.graphics_views()
        if gv.isVisible()
    ]


def timed_frame(
    window: MainWindow, changes: dict[str, float], viewports: Iterable[QWidget], counter: PaintCounter
) -> float:
    """Seconds from the change to the last painted viewport."""
    t0 = time.perf_counter()
    window.store.update(**changes)
    window.scheduler.render_now()
    paint_now(viewports, counter)
    return time.perf_counter() - t0


def open_every_view(window: MainWindow) -> None:
    """Every view's dock on screen at once: untabbed into a grid of EVERY_VIEW_COLUMNS columns right of
    the parameters, in a window of EVERY_VIEW_WINDOW (the views do not fit beside each other in
    1600 x 1000: Qt would give most of them no room at all, and hidden views are not drawn)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window.resize(*EVERY_VIEW_WINDOW)
    window.lesson.dock.hide()
    docks = [window.docks[vid] for vid in window.views]
    tops = docks[:EVERY_VIEW_COLUMNS]
    window.splitDockWidget(window.docks["params"], tops[0], Qt.Orientation.Horizontal)
    for left, right in itertools.pairwise(tops):
        window.splitDockWidget(left, right, Qt.Orientation.Horizontal)
    below = list(tops)
    for k, dock in enumerate(docks[EVERY_VIEW_COLUMNS:]):
        column = k % EVERY_VIEW_COLUMNS
        window.splitDockWidget(below[column], dock, Qt.Orientation.Vertical)
        below[column] = dock
    for dock in docks:
        dock.show()
    for _ in range(3):
        QApplication.processEvents()
    window.hide_stale_tab_bars()


def measure_window(window: MainWindow, size: tuple[int, int], drag: str, steps: int, layout: str) -> Row:
    from PySide6.QtWidgets import QApplication

    max_len, d_model = size
    window.store.update(max_len=max_len, d_model=d_model, base=10000.0, position=0.0)
    window.scheduler.render_now()
    QApplication.processEvents()
    viewports = visible_viewports(window)
    paint_now(viewports)  # warm up: first draws build caches
    counter = PaintCounter(viewports)
    times = [timed_frame(window, {drag: v}, viewports, counter) for v in drag_values(drag, size, steps)]
    paints = counter.count
    counter.remove()
    QApplication.processEvents()  # what Qt would have painted anyway after the spans: not counted
    return Row(
        f"posenc-gui ({layout})",
        size,
        drag,
        len(times),
        statistics.median(times) * 1e3,
        percentile(times, 95) * 1e3,
        paints / len(times),
        len(viewports),
    )


def measure_chapters(window: MainWindow, steps: int) -> list[Row]:
    """Each chapter shown in the 1600 x 1000 window (as laid out for it), a d_model and a max_len drag at the
    app's first-start size: a new chapter's frames against the others'."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QApplication

    from ..specs import CHAPTER_IDS

    def show(chapter: str) -> None:
        action = window.findChild(QAction, f"chapter.{chapter}")
        assert action is not None  # each chapter, and All views, has its action in the window's menu
        action.trigger()

    rows: list[Row] = []
    for cid in CHAPTER_IDS:
        show(cid)
        for _ in range(3):
            QApplication.processEvents()
        for drag in ("d_model", "max_len"):
            rows.append(measure_window(window, CHAPTER_SIZE, drag, steps, f"chapter {cid}"))
    show("all")
    QApplication.processEvents()
    return rows


def measure_peer(peer: Peer, size: tuple[int, int], drag: str, steps: int, max_seconds: float = 30.0) -> Row:
    """The peer's frames for the same drag; a slow peer stops after three frames once `max_seconds` passed."""
    max_len, d_model = size
    if not peer.fits(max_len, d_model):
        return Row(peer.name, size, drag, 0, note="does not fit in memory")
    values = drag_values(drag, size, steps)
    times: list[float] = []
    for v in values:
        if len(times) >= 3 and sum(times) > max_seconds:
            break
        # the peers have no base: they redraw the same table (a d_model drag's values are whole numbers)
        d = int(v) if drag == "d_model" else d_model
        t0 = time.perf_counter()
        peer.draw(max_len, d)
        times.append(time.perf_counter() - t0)
    note = "" if getattr(peer, "with_similarity", True) else "heatmap, waves and vectors (similarity too big)"
    return Row(
        peer.name, size, drag, len(times), statistics.median(times) * 1e3, percentile(times, 95) * 1e3, note=note
    )


def run(
    quick: bool = False, steps: int | None = None, peers: bool = True, sizes: Sequence[tuple[int, int]] | None = None
) -> list[Row]:
    """Measure every size and drag; returns the rows (print them with `format_rows`)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ..gui.app import ensure_app, open_window, scratch_settings
    from ..gui.files.remembered import CHAPTER

    ensure_app()
    sizes = sizes or (QUICK_SIZES if quick else SIZES)
    steps = steps or (8 if quick else 40)
    _keeper, settings = scratch_settings()
    settings.put(CHAPTER, "all")  # the All views desk every earlier round measured
    window = open_window(settings, size=WINDOW_SIZE, threaded=False)
    rows: list[Row] = []
    for layout in ("default layout", "every view open"):
        if layout == "every view open":
            rows += measure_chapters(window, steps)
            open_every_view(window)
        for size in sizes:
            for drag in ("d_model", "base"):
                rows.append(measure_window(window, size, drag, steps, layout))
    window.close()
    if peers:
        rows += _measure_peers(sizes, max(3, steps // 4))
    return rows


def _measure_peers(sizes: Sequence[tuple[int, int]], steps: int) -> list[Row]:
    rows: list[Row] = []
    plain = PlainPyqtgraph(*WINDOW_SIZE)
    try:
        for size in sizes:
            rows.append(measure_peer(plain, size, "d_model", steps))
    finally:
        plain.close()
    floors: tuple[Callable[[], PlotWidgetGrid], ...] = (
        lambda: PlotWidgetGrid(*WINDOW_SIZE, plots=DEFAULT_LAYOUT_PLOTS, columns=3),
        lambda: PlotWidgetGrid(*EVERY_VIEW_WINDOW, columns=EVERY_VIEW_COLUMNS),
    )
    for make_floor in floors:
        floor = make_floor()
        try:  # (the same work at every size: measured at the smallest)
            rows.append(measure_peer(floor, sizes[0], "d_model", max(steps, 8)))
        finally:
            floor.close()
    try:
        figure = LessonFigure(*WINDOW_SIZE)
    except ImportError:
        return rows + [Row(LessonFigure.name, size, "d_model", 0, note="matplotlib is not installed") for size in sizes]
    for size in sizes:
        rows.append(measure_peer(figure, size, "d_model", steps))
    return rows


def ratios(rows: list[Row]) -> list[dict[str, Any]]:
    """Per size: each peer's median frame over posenc-gui's (d_model drag; the default layout, or every view
    open for the floor of one bare plot per view, which stands for it)."""
    ours = {(r.subject, r.size): r for r in rows if r.subject.startswith("posenc-gui") and r.drag == "d_model"}
    compared_with = {floor_name(EVERY_VIEW_PLOTS): "posenc-gui (every view open)"}
    out: list[dict[str, Any]] = []
    for r in rows:
        mine = ours.get((compared_with.get(r.subject, "posenc-gui (default layout)"), r.size))
        if r.subject.startswith("posenc-gui") or r.median_ms is None or mine is None:
            continue
        assert mine.median_ms is not None  # posenc-gui's rows are all measured (measure_window)
        out.append(
            {
                "peer": r.subject,
                "size": r.size,
                "speedup": r.median_ms / mine.median_ms,
                "layout": mine.subject[len("posenc-gui (") : -1],
            }
        )
    return out


def format_rows(rows: list[Row]) -> str:
    lines = [
        f"frame times, paint included (offscreen, {WINDOW_SIZE[0]}x{WINDOW_SIZE[1]} window; computes in "
        f"the GUI thread); budget {BUDGET_MS:.1f} ms",
        f"{'subject':<40} {'size':>12} {'drag':>8} {'frames':>6} {'median ms':>10} {'p95 ms':>8} {'paints/frame':>12}",
    ]
    for r in rows:
        size = f"{r.size[0]}x{r.size[1]}"
        med = "-" if r.median_ms is None else f"{r.median_ms:.1f}"
        p95 = "-" if r.p95_ms is None else f"{r.p95_ms:.1f}"
        paints = "" if r.paints_per_frame is None else f"{r.paints_per_frame:.1f} of {r.views}"
        lines.append(
            f"{r.subject:<40} {size:>12} {r.drag:>8} {r.frames:>6} {med:>10} {p95:>8} {paints:>12}"
            + (f"  ({r.note})" if r.note else "")
        )
    speed = ratios(rows)
    if speed:
        lines.append("posenc-gui is faster per frame than (d_model drag):")
        for s in speed:
            lines.append(f"  {s['peer']:<38} at {s['size'][0]}x{s['size'][1]} ({s['layout']}): {s['speedup']:.1f}x")
    return "\n".join(lines)


def as_dicts(rows: list[Row]) -> list[dict[str, Any]]:
    return [asdict(r) for r in rows]


from .peers import (  # noqa: E402
    EVERY_VIEW_PLOTS,
    EVERY_VIEW_WINDOW,
    LessonFigure,
    PlainPyqtgraph,
    PlotWidgetGrid,
    floor_name,  # (a numpy-only module: Qt loads on use)
)
