"""The benchmark measures what users see: each timed frame contains every visible view's paint (counted),
and the quick run (what CI runs) reports every figure, in JSON too. Its numbers are recorded, never asserted."""

import json
import os
import subprocess
import sys

import numpy as np
import pytest
from helpers import front_views

from posenc_gui.bench import frames
from posenc_gui.bench.peers import lesson_table
from posenc_gui.core import sinusoidal
from posenc_gui.specs import CHAPTER_IDS, SPECS
from posenc_gui.testing import settle


def test_a_timed_frame_contains_every_visible_views_paint(window):
    viewports = frames.visible_viewports(window)
    shown = [vid for vid, view in window.views.items() if view.is_shown()]
    assert shown == front_views()  # the others are tabbed behind them
    assert len(viewports) == len(shown) + 1  # one GraphicsView each, two for the phase view
    counter = frames.PaintCounter(viewports)
    seconds = frames.timed_frame(window, {"d_model": 48}, viewports, counter)
    # painted inside the span, before timed_frame returned, and each once: the app prepares its plots
    # before the paint, so no view paints a second time for what changed in the first paint
    assert counter.count == len(viewports) and counter.painted == set(viewports)
    assert seconds > 0 and window.views["heatmap"].image.image.shape[1] == 48
    counter.remove()
    assert len(viewports) == frames.DEFAULT_LAYOUT_PLOTS  # the default layout's floor has as many plots


def test_a_frame_that_changes_nothing_paints_nothing(window, qtbot):
    """The overlays (cursors, the phase vector and hands) stay where they are when the position did not
    move: a frame asked for by another view, or by a pending request, repaints no unchanged view."""
    viewports = frames.visible_viewports(window)
    quiet = frames.PaintCounter(viewports)  # first, what the start still repaints: until 0.15 s pass unpainted
    for _ in range(40):
        painted = quiet.count
        qtbot.wait(150)
        if quiet.count == painted:
            break
    quiet.remove()
    counter = frames.PaintCounter(viewports)
    window.scheduler.render_now()
    settle(window)
    assert counter.count == 0
    window.store.update(position=7.0)  # while a moved position still moves them
    settle(window)
    assert counter.count >= 3 and window.views["waves"].cursor.value() == 7.0
    x, y = window.views["phase"].vector.getData()
    assert (x[1], y[1]) == pytest.approx(tuple(window.views["phase"].result.vector_at(7.0)))
    counter.remove()


def test_a_hidden_view_is_not_counted_as_painted(window):
    from PySide6.QtWidgets import QGraphicsView

    window.docks["phase"].close()
    settle(window)
    viewports = frames.visible_viewports(window)
    hidden = {gv.viewport() for gv in window.views["phase"].widget.findChildren(QGraphicsView)}
    assert hidden and not hidden & set(viewports)  # the closed view is left out ...
    assert len(viewports) == sum(
        len(view.graphics_views()) for view in window.views.values() if view.is_shown()
    )  # ... the shown counted


def test_measure_window_reports_paints_per_frame(window):
    row = frames.measure_window(window, (50, 64), "d_model", 4, "default layout")
    plots = sum(len(view.graphics_views()) for view in window.views.values() if view.is_shown())
    assert row.frames == 4 and row.paints_per_frame == row.views == plots == 5  # (the phase view has two)
    assert 0 < row.median_ms <= row.p95_ms


def test_percentile_interpolates():
    assert frames.percentile([1, 2, 3, 4, 5], 50) == 3
    assert frames.percentile([1, 2, 3, 4, 5], 95) == pytest.approx(4.8)
    assert frames.percentile([7], 95) == 7


def test_drags_pass_through_real_parameter_values():
    d = frames.drag_values("d_model", (50, 64), 10)
    assert min(d) >= 56 and max(d) == 63
    b = frames.drag_values("base", (50, 64), 16)
    assert min(b) == pytest.approx(1000.0) and max(b) == pytest.approx(10**4.5)


def test_the_peers_table_is_the_formula():
    np.testing.assert_allclose(lesson_table(50, 64), sinusoidal(50, 64), atol=2e-5)  # float32 angles


@pytest.mark.benchmark  # (about 40 s: the long lane)
def test_quick_benchmark_writes_every_figure(tmp_path):
    pytest.importorskip("matplotlib")
    out = tmp_path / "bench.json"
    proc = subprocess.run(
        [sys.executable, "-m", "posenc_gui", "bench", "--quick", "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=600,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    assert {"machine", "core", "similarity", "frames", "speedups", "startup", "animation", "export"} <= set(report)
    timings = {r["what"]: r["ms"] for r in report["similarity"]}
    assert timings["whole matrix 2048 x 1024: closed form"] > 0 and timings["whole matrix 2048 x 1024: PE @ PE.T"] > 0
    exports = {r["what"]: r["seconds"] for r in report["export"]}
    assert "heatmap 2048 x 1024, PNG 3840 wide (4K)" in exports and "heatmap 2048 x 1024, SVG" in exports
    assert all(seconds > 0 for seconds in exports.values())
    chapters = [r for r in report["frames"] if r["subject"].startswith("posenc-gui (chapter ")]
    # every chapter shown and dragged at the first start's size, its views painted once a frame
    assert {r["subject"] for r in chapters} == {f"posenc-gui (chapter {cid})" for cid in CHAPTER_IDS}
    assert {(r["drag"], tuple(r["size"])) for r in chapters} == {("d_model", (100, 64)), ("max_len", (100, 64))}
    assert all(1 <= r["views"] <= r["paints_per_frame"] < r["views"] + 1 and r["median_ms"] > 0 for r in chapters)
    ours = [r for r in report["frames"] if r["subject"].startswith("posenc-gui") and r not in chapters]
    assert {tuple(r["size"]) for r in ours} == set(frames.QUICK_SIZES)
    assert {r["drag"] for r in ours} == {"d_model", "base"}
    for r in ours:
        # every visible view painted in each frame; a second paint of a view is rare (a label that
        # needs more room the first time it shows a longer number lays its plots out again)
        assert r["views"] >= 3 and r["views"] <= r["paints_per_frame"] < r["views"] + 1 and r["median_ms"] > 0
    every = len(SPECS)
    assert {r["views"] for r in ours if r["subject"] == "posenc-gui (every view open)"} == {every}
    peers = {r["subject"] for r in report["frames"]} - {r["subject"] for r in ours + chapters}
    assert peers == {
        "plain pyqtgraph window",
        "matplotlib 2x2 figure",
        f"pyqtgraph floor: {every} bare plot widgets",
        "pyqtgraph floor: 5 bare plot widgets",
    }
    assert all(s["speedup"] > 0 for s in report["speedups"])
    floors = {s["peer"]: s["layout"] for s in report["speedups"] if s["peer"].startswith("pyqtgraph floor")}
    assert floors == {
        f"pyqtgraph floor: {every} bare plot widgets": "every view open",  # (each compared with
        "pyqtgraph floor: 5 bare plot widgets": "default layout",
    }  # what it stands for)
    assert {s["layout"] for s in report["speedups"] if s["peer"] not in floors} == {"default layout"}
    start = report["startup"]
    assert start["app_s"] > 0 and start["docked_s"] > 0
    assert start["app_over_docked"] == pytest.approx(start["app_s"] / start["docked_s"])
    played = report["animation"]
    assert played["fps"] > 0 and 0 < played["floor_cpu_share"] < 2 and played["runs"] == 1
    assert played["ratio"] == pytest.approx(played["cpu_share"] / played["floor_cpu_share"])
    assert played["each"] == [played["cpu_share"]] and played["floor_each"] == [played["floor_cpu_share"]]
    assert "frame times, paint included" in proc.stdout


def test_the_floor_peer_paints_every_plot_with_axes_following_its_curve(qapp):
    from posenc_gui.bench.peers import PlotWidgetGrid

    grid = PlotWidgetGrid(900, 600, plots=4, columns=2)
    try:
        grid.draw(50, 64)
        first = grid.plots[0].getAxis("left").range
        painted = grid._counter.count
        grid.draw(50, 128)
        assert grid._counter.count - painted == 4  # each plot painted once per frame
        x, y = grid.curves[0].getData()
        assert np.max(np.abs(y)) == pytest.approx(2 * np.max(np.abs(np.sin(x / 128))))
        assert grid.plots[0].getAxis("left").range != first  # the axis followed the new amplitude
    finally:
        grid.close()


@pytest.mark.benchmark  # (about 20 s: the long lane)
def test_the_live_benchmark_times_minilm_and_a_smollm2_shaped_model_within_its_memory():
    """`bench --live`, briefly: MiniLM on 32 tokens; the SmolLM2-135M-shaped model (134,515,008 weights, as the
    published model counts them) at 64 tokens in a process of its own, its peak memory within the float32 weights
    plus the kept attention plus 30 %, and the operation count of the products it is compared with."""
    import io

    from posenc_gui.bench import live

    report = live.run(quick=True, out=io.StringIO())
    m = report["minilm"]
    assert m["tokens"] == 32 and 0 < m["best_s"] <= m["median_s"] and m["runs"] == 5
    (r,) = report["smol"]
    assert r["tokens"] == 64 and r["float32_weights"] == 4 * 134_515_008
    assert r["kept_attention"] == 9 * 64 * 64 * 4  # one layer's (heads, T, T) float32
    per_layer = 2 * 64 * (576 * (2 * 576 + 2 * 192) + 3 * 576 * 1536 + 2 * 9 * 64 * 64)
    assert r["ops"] == 30 * per_layer + 2 * 64 * 576 * 49152
    assert r["seconds"] > 0 and r["rate_share"] == pytest.approx(r["floor_seconds"] / r["seconds"])
    assert 0 < r["start_rss"] < 400 * 2**20  # the interpreter, numpy and the package before the model
    assert r["peak_rss"] <= r["rss_budget"] == pytest.approx(1.3 * (r["float32_weights"] + r["kept_attention"]))
