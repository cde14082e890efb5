"""Start-up to the first painted window, against a bare "import PySide6 and pyqtgraph, show an empty
PlotWidget" and against the default layout written without design (DOCKED), each timed in a fresh
process from its spawn until it has painted (a grab of the window); and the share of one core the
animation takes with the default views, against DOCKED turning its two phase lines.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from typing import Any

BARE = """
import os
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtWidgets import QApplication
import pyqtgraph as pg
app = QApplication([])
w = pg.PlotWidget()
w.resize(1600, 1000)
w.show()
app.processEvents()
w.grab()
print("painted", flush=True)
"""

# The floor of the default layout, as a user would write it without design: the same four docks and five
# plots of the 50 x 64 table, titled and labelled, each a bare PlotWidget. With a number of seconds as its
# argument it then turns the phase plots' two lines at 60 frames/s (what the animation must repaint at
# each tick, and no more: no cursors, no readout) and prints the share of one core that took.
DOCKED = """
import json, os, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDockWidget, QHBoxLayout, QMainWindow, QWidget
import numpy as np
import pyqtgraph as pg
app = QApplication([])
window = QMainWindow()
window.resize(1600, 1000)
omega = 10000.0 ** (-np.arange(32) / 32)
angles = np.arange(50.0)[:, None] * omega
pe = np.empty((50, 64), np.float32)
pe[:, 0::2], pe[:, 1::2] = np.sin(angles), np.cos(angles)
def plot(title, x_label, y_label):
    widget = pg.PlotWidget(title=title)
    widget.setLabel("bottom", x_label)
    widget.setLabel("left", y_label)
    return widget
def dock(title, widget, area):
    d = QDockWidget(title)
    d.setWidget(widget)
    window.addDockWidget(area, d)
heatmap = plot("PE", "dimension", "position")
heatmap.addItem(pg.ImageItem(pe.T))
waves = plot("waves", "position", "PE")
for dim in (0, 4, 8, 16, 32):
    waves.plot(pe[:, dim])
vector, clock = plot("pair 0", "sin", "cos"), plot("clock", "x", "y")
for p in (vector, clock):
    p.setRange(xRange=(-1.2, 1.2), yRange=(-1.2, 1.2), padding=0)
    p.disableAutoRange()
arrow, hand = vector.plot([0, 0], [0, 1]), clock.plot([0, 0], [0, 1])
phase = QWidget()
row = QHBoxLayout(phase)
row.addWidget(vector)
row.addWidget(clock)
spectrum = plot("wavelengths", "pair", "log10 wavelength")
spectrum.plot(np.log10(2 * np.pi / omega))
window.setCentralWidget(heatmap)
dock("waves", waves, Qt.DockWidgetArea.RightDockWidgetArea)
dock("phase", phase, Qt.DockWidgetArea.RightDockWidgetArea)
dock("spectrum", spectrum, Qt.DockWidgetArea.BottomDockWidgetArea)
window.show()
app.processEvents()
window.grab()
print("painted", flush=True)
if len(sys.argv) > 1:
    t0 = time.perf_counter()
    def tick():
        a = 2.0 * (time.perf_counter() - t0)
        arrow.setData([0, np.cos(a)], [0, np.sin(a)])
        hand.setData([0, np.cos(a / 3)], [0, np.sin(a / 3)])
    timer = QTimer()
    timer.setInterval(16)
    timer.timeout.connect(tick)
    timer.start()
    loop = QEventLoop()
    QTimer.singleShot(int(float(sys.argv[1]) * 1000), loop.quit)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    loop.exec()
    print(json.dumps({"cpu_share": (time.process_time() - cpu0) / (time.perf_counter() - wall0)}), flush=True)
"""

APP = """
import os
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from posenc_gui.gui.app import ensure_app, open_window, scratch_settings
ensure_app()
keeper, settings = scratch_settings()
w = open_window(settings, size=(1600, 1000))
w.grab()
print("painted", flush=True)
"""


def _time_to_paint(script: str | None = None, command: list[str] | None = None) -> float:
    """Seconds from spawning `script` (Python code) or `command` until it prints "painted"."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: modules load from their bytecode caches
    if not command:
        assert script is not None  # one of the two is given
        command = [sys.executable, "-c", script]
    t0 = time.perf_counter()
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env) as proc:
        assert proc.stdout is not None  # (piped)
        line = proc.stdout.readline()
        elapsed = time.perf_counter() - t0
        proc.stdout.read()  # to the end: the pipe is closed, and the probe never blocks on a full one
        proc.wait(timeout=60)
    if line.strip() != "painted":
        raise RuntimeError("the start-up probe did not paint")
    return elapsed


def startup(repeats: int = 3) -> dict[str, Any]:
    """Median seconds to the first painted window: the app's, the bare PlotWidget's and the docked floor's
    (DOCKED), and the app's ratios to both. One run of each first, not counted: it writes the bytecode
    caches an installed package has (and warms the file cache), so all are timed as a user's second
    start. The three alternate, so that a slower minute of the machine falls on each alike."""
    scripts = {"bare": BARE, "docked": DOCKED, "app": APP}
    for script in scripts.values():
        _time_to_paint(script)
    times: dict[str, list[float]] = {name: [] for name in scripts}
    for _ in range(repeats):
        for name, script in scripts.items():
            times[name].append(_time_to_paint(script))
    bare, docked, app = (statistics.median(times[name]) for name in scripts)
    return {
        "app_s": app,
        "bare_s": bare,
        "ratio": app / bare,
        "docked_s": docked,
        "docked_ratio": docked / bare,
        "app_over_docked": app / docked,
        "repeats": repeats,
    }


def bundle_startup(bundle_exe: str, repeats: int = 5) -> dict[str, Any]:
    """Median seconds to the first painted window of a PyInstaller bundle and of the installed package,
    both through the same command (`selftest --first-paint`)."""
    probe = ["selftest", "--first-paint"]
    bundle = statistics.median(_time_to_paint(command=[bundle_exe, *probe]) for _ in range(repeats))
    installed = statistics.median(
        _time_to_paint(command=[sys.executable, "-m", "posenc_gui", *probe]) for _ in range(repeats)
    )
    return {"bundle_s": bundle, "installed_s": installed, "ratio": bundle / installed, "repeats": repeats}


ANIMATION = """
import json, sys
from posenc_gui.bench.startup import animation_here
print(json.dumps(animation_here(float(sys.argv[1]))), flush=True)
"""


def animation_load(seconds: float = 3.0) -> dict[str, Any]:
    """animation_here() in a fresh process, as a user's window plays: the same process would also hold
    what the frame benchmark left (its windows' items and memory), which made the figure vary by half."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    done = subprocess.run(
        [sys.executable, "-c", ANIMATION, str(seconds)], capture_output=True, text=True, env=env, timeout=120 + seconds
    )
    lines = done.stdout.strip().splitlines()
    try:
        return json.loads(lines[-1])
    except (IndexError, ValueError):
        raise RuntimeError(f"the animation probe failed: {done.stderr.strip()[-400:]}") from None


def animation_floor(seconds: float = 3.0) -> dict[str, Any]:
    """The share of one core the docked floor (DOCKED) takes to turn its two phase lines at 60 frames/s,
    in a fresh process."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    done = subprocess.run(
        [sys.executable, "-c", DOCKED, str(seconds)], capture_output=True, text=True, env=env, timeout=120 + seconds
    )
    try:
        return json.loads(done.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        raise RuntimeError(f"the animation floor failed: {done.stderr.strip()[-400:]}") from None


def animation(runs: int = 5, seconds: float = 4.0) -> dict[str, Any]:
    """The animation's share of one core against the docked floor's, `runs` of each alternated (so that a
    busier minute of the machine falls on both alike), each in a fresh process: the medians, and their ratio.
    One run of each varies by a third from minute to minute on a shared machine."""
    app, floor, fps = [], [], []
    for _ in range(runs):
        played = animation_load(seconds)
        app.append(played["cpu_share"])
        fps.append(played["fps"])
        floor.append(animation_floor(seconds)["cpu_share"])
    share, floor_share = statistics.median(app), statistics.median(floor)
    return {
        "cpu_share": share,
        "floor_cpu_share": floor_share,
        "ratio": share / floor_share,
        "fps": statistics.median(fps),
        "runs": runs,
        "seconds": seconds,
        "each": app,
        "floor_each": floor,
    }


def animation_here(seconds: float = 3.0) -> dict[str, Any]:
    """CPU time over wall time while the animation plays with the default views (share of one core)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer

    from ..gui.app import ensure_app, open_window, scratch_settings
    from ..gui.collection import collect_at_safe_points

    collect_at_safe_points(ensure_app())  # (cycles collected between events, as the app runs)
    _keeper, settings = scratch_settings()
    window = open_window(settings, size=(1600, 1000))
    frames = window.scheduler.frames
    loop = QEventLoop()
    window.animator.set_playing(True)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    window.animator.set_playing(False)
    frames = window.scheduler.frames - frames
    window.close()
    return {"cpu_share": cpu / wall, "fps": frames / wall, "seconds": wall}
