"""Frame times of the window (`posenc-gui bench --frames`): what one slider step costs on the hot path.

Each scenario changes one parameter the way a drag or the animation does and times the scheduler's
frame (recompute + draw of the views that need it, plus Qt's paint of the window), offscreen.
"""
from __future__ import annotations

import os
import statistics
import sys
import time


def _scenarios():
    # (name, fixed parameters, parameter stepped, values it takes)
    return [
        ("d_model drag, max_len 100", {"max_len": 100}, "d_model", range(16, 513, 8)),
        ("d_model drag, max_len 100000", {"max_len": 100_000}, "d_model", range(16, 513, 8)),
        ("base drag, 1000 x 512", {"max_len": 1000, "d_model": 512}, "base",
         [10 ** (1 + 5 * k / 60) for k in range(61)]),
        ("animation frame, 1000 x 512", {"max_len": 1000, "d_model": 512}, "position",
         [k * 0.0333 for k in range(60)]),
        ("animation frame, 100000 x 64", {"max_len": 100_000}, "position", [k * 0.0333 for k in range(60)]),
        ("base drag, 10^7 x 12", {"max_len": 10**7, "d_model": 12}, "base",
         [10 ** (1 + 5 * k / 20) for k in range(21)]),
    ]


def run(out=sys.stdout) -> list[dict]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ..core import Params
    from ..gui.app import ensure_app, open_window, scratch_settings

    app = ensure_app()
    keeper, settings = scratch_settings()
    # synchronous computes: a frame here is the whole work of one step, not a hand-off to the worker
    window = open_window(settings, size=(1600, 1000), threaded=False)
    rows = []
    for name, fixed, field, steps in _scenarios():
        window.store.set_params(Params().replace(**fixed))
        window.scheduler.render_now()
        app.processEvents()
        times = []
        for value in steps:
            t0 = time.perf_counter()
            window.store.update(**{field: value})
            window.scheduler.render_now()
            window.repaint()  # include Qt's paint of every dock
            times.append(time.perf_counter() - t0)
        rows.append({"scenario": name, "frames": len(times), "median_ms": statistics.median(times) * 1e3,
                     "max_ms": max(times) * 1e3})
    window.close()
    print("\nframe times (offscreen, 1600x1000 window; one frame = recompute + draw + paint)", file=out)
    print(f"{'scenario':<32} {'frames':>6} {'median ms':>10} {'max ms':>8}", file=out)
    for r in rows:
        print(f"{r['scenario']:<32} {r['frames']:>6} {r['median_ms']:>10.2f} {r['max_ms']:>8.2f}", file=out)
    print("budget: 16.7 ms per frame at 60 Hz", file=out)
    return rows
