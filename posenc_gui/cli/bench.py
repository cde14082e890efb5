"""`posenc-gui bench`: the core's timings (numpy only) and, with --frames, the window's frame times with
the paint included, the peers (the lesson's matplotlib figure, a plain pyqtgraph window), the start-up
and the animation's load; with --live, the trained-model runtime (posenc_gui.live) against numpy's own matrix
products. --quick runs all of it briefly (as the tests do); --json writes the figures."""

from __future__ import annotations

import json
import os
import platform
import sys
from collections.abc import Sequence
from typing import Any

from .args import ArgumentParser, positive_int


def machine() -> dict[str, Any]:
    import numpy

    info: dict[str, Any] = {
        "python": platform.python_version(),
        "numpy": numpy.__version__,
        "system": platform.platform(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
    }
    try:
        import pyqtgraph
        import PySide6

        info.update(qt=PySide6.__version__, pyqtgraph=pyqtgraph.__version__)
    except ImportError:
        pass
    return info


def main(argv: Sequence[str] | None = None) -> int:
    parser = ArgumentParser(prog="posenc-gui bench", description=__doc__)
    parser.add_argument("--no-loop", action="store_true", help="skip the slow Python double loop")
    parser.add_argument(
        "--frames",
        action="store_true",
        help="also time the window's frames (paint included), the peers, the start-up and the animation (offscreen)",
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help="everything, briefly: two sizes, few steps, no Python loop (what the tests run)",
    )
    parser.add_argument(
        "--repeats",
        type=lambda t: positive_int(t, 1000),
        default=5,
        metavar="N",
        help="best of N runs for fill and sinusoidal (1 to 1000, default 5)",
    )
    parser.add_argument("--json", metavar="FILE", help="also write every figure to FILE as JSON ('-': stdout)")
    parser.add_argument(
        "--live",
        action="store_true",
        help="also time the trained-model runtime: the shipped MiniLM on 32 tokens, a "
        "SmolLM2-135M-shaped model at 256 and 1,024 tokens against numpy's matrix products, "
        "and its peak memory",
    )
    parser.add_argument(
        "--bundle",
        metavar="EXE",
        help="also time the start-up of a built bundle's executable against this installed package",
    )
    args = parser.parse_args(argv)
    from ..bench import core

    out = sys.stderr if args.json == "-" else sys.stdout
    quick = args.quick
    report: dict[str, Any] = {"machine": machine()}
    report["core"] = [
        dict(r, shape=list(r["shape"]))
        for r in core.run(loop=not (args.no_loop or quick), repeats=1 if quick else args.repeats, out=out)
    ]
    report["similarity"] = core.similarity(repeats=1 if quick else 3, out=out)
    if args.frames or quick:
        from ..bench import frames, startup  # Qt is imported only here: the core benchmark stays Qt-free

        rows = frames.run(quick=quick)
        print("\n" + frames.format_rows(rows), file=out)
        report["frames"] = frames.as_dicts(rows)
        report["speedups"] = frames.ratios(rows)
        report["startup"] = startup.startup(repeats=1 if quick else 9)
        s = report["startup"]
        print(
            f"\nstart-up to the first painted window: {s['app_s'] * 1e3:.0f} ms; a bare PySide6 + pyqtgraph "
            f"PlotWidget: {s['bare_s'] * 1e3:.0f} ms ({s['ratio']:.2f}x); the default layout's five plots "
            f"written without design: {s['docked_s'] * 1e3:.0f} ms ({s['docked_ratio']:.2f}x the bare "
            f"PlotWidget; posenc-gui takes {s['app_over_docked']:.2f}x that)",
            file=out,
        )
        report["animation"] = a = startup.animation(runs=1 if quick else 5, seconds=1.0 if quick else 4.0)
        print(
            f"animation: {a['fps']:.0f} frames/s using {100 * a['cpu_share']:.0f} % of one core; the same "
            f"five plots without design, two lines turning: {100 * a['floor_cpu_share']:.0f} % ({a['ratio']:.2f}x; "
            f"medians of {a['runs']} alternated runs)",
            file=out,
        )
        from ..bench import export

        report["export"] = export.run(repeats=1 if quick else 3)
        print("\n" + export.format_rows(report["export"]), file=out)
    if args.live:
        from ..bench import live

        report["live"] = live.run(quick=quick, out=out)
    if args.bundle:
        from ..bench import startup

        report["bundle_startup"] = b = startup.bundle_startup(args.bundle, repeats=1 if quick else 5)
        print(
            f"\nstart-up to the first painted window: bundle {b['bundle_s'] * 1e3:.0f} ms, installed package "
            f"{b['installed_s'] * 1e3:.0f} ms ({b['ratio']:.2f}x)",
            file=out,
        )
    if args.json:
        text = json.dumps(report, indent=1, default=lambda o: list(o) if isinstance(o, tuple) else str(o))
        if args.json == "-":
            print(text)
        else:
            with open(args.json, "w", encoding="utf-8") as fh:
                fh.write(text + "\n")
    return 0
