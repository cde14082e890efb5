"""Export times (`posenc-gui bench --frames`): what a lecturer waits for when taking figures out.

Measured on views drawn as the headless export draws them (StandaloneView, 1200 x 800): a 4K PNG and an
SVG of the heatmap at 2048 x 1024, the heatmap's data (the whole table) as NPY and CSV, and a 50-frame GIF
of the phase vector. Each is written to a temporary folder, best of `repeats`.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any


def _best(job: Callable[[], object], repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        job()
        best = min(best, time.perf_counter() - t0)
    return best


def run(repeats: int = 3) -> list[dict[str, Any]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ..core import Params
    from ..export.data import write_csv, write_npy
    from ..export.motion import positions
    from ..gui.app import ensure_app
    from ..gui.export.animation import render_frames, write_gif
    from ..gui.export.figure import write_png, write_svg
    from ..gui.export.standalone import FIGURE_SIZE, StandaloneView
    from ..specs import SPECS

    ensure_app()
    big = Params(max_len=2048, d_model=1024)
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        shown = StandaloneView("heatmap", big)
        try:
            figure = shown.figure()
            rows.append(
                {
                    "what": "heatmap 2048 x 1024, PNG 3840 wide (4K)",
                    "seconds": _best(lambda: write_png(figure, out / "h.png", width=3840), repeats),
                }
            )
            rows.append(
                {
                    "what": "heatmap 2048 x 1024, SVG",
                    "seconds": _best(lambda: write_svg(figure, out / "h.svg"), repeats),
                }
            )
        finally:
            shown.close()
        table = SPECS["heatmap"].export_arrays(big).array
        rows.append(
            {
                "what": "heatmap data 2048 x 1024, NPY",
                "seconds": _best(lambda: write_npy(out / "h.npy", table), repeats),
            }
        )
        small = Params(max_len=2048, d_model=64)
        names, table = SPECS["heatmap"].export_data(small)
        rows.append(
            {
                "what": "heatmap data 2048 x 64, CSV",
                "seconds": _best(lambda: write_csv(out / "h.csv", names, table), repeats),
            }
        )

        def gif() -> None:
            images = render_frames("phase", Params(), None, FIGURE_SIZE, positions(0.0, 6.283, 50), width=800)
            write_gif(images, out / "p.gif")

        rows.append({"what": "phase vector, GIF of 50 frames 800 wide", "seconds": _best(gif, 1)})
    return rows


def format_rows(rows: list[dict[str, Any]]) -> str:
    lines = ["export | seconds", "--- | ---"]
    lines += [f"{r['what']} | {r['seconds']:.2f}" for r in rows]
    return "\n".join(lines)
