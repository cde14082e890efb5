"""Start-up to the first painted window, against a bare "import PySide6 and pyqtgraph, show an empty
PlotWidget", each timed in a fresh process from its spawn until it has painted (a grab of the window);
and the share of one core the animation takes with the default views.
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time

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


def _time_to_paint(script: str | None = None, command: list | None = None) -> float:
    """Seconds from spawning `script` (Python code) or `command` until it prints "painted"."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: modules load from their bytecode caches
    t0 = time.perf_counter()
    with subprocess.Popen(command or [sys.executable, "-c", script], stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, text=True, env=env) as proc:
        line = proc.stdout.readline()
        elapsed = time.perf_counter() - t0
        proc.stdout.read()  # to the end: the pipe is closed, and the probe never blocks on a full one
        proc.wait(timeout=60)
    if line.strip() != "painted":
        raise RuntimeError("the start-up probe did not paint")
    return elapsed


def startup(repeats: int = 3) -> dict:
    """Median seconds to the first painted window: the app's and the bare PlotWidget's, and their ratio.
    One run of each first, not counted: it writes the bytecode caches an installed package has (and
    warms the file cache), so both are timed as a user's second start."""
    _time_to_paint(BARE), _time_to_paint(APP)
    bare = statistics.median(_time_to_paint(BARE) for _ in range(repeats))
    app = statistics.median(_time_to_paint(APP) for _ in range(repeats))
    return {"app_s": app, "bare_s": bare, "ratio": app / bare, "repeats": repeats}


def bundle_startup(bundle_exe: str, repeats: int = 5) -> dict:
    """Median seconds to the first painted window of a PyInstaller bundle and of the installed package,
    both through the same command (`selftest --first-paint`)."""
    probe = ["selftest", "--first-paint"]
    bundle = statistics.median(_time_to_paint(command=[bundle_exe, *probe]) for _ in range(repeats))
    installed = statistics.median(_time_to_paint(command=[sys.executable, "-m", "posenc_gui", *probe])
                                  for _ in range(repeats))
    return {"bundle_s": bundle, "installed_s": installed, "ratio": bundle / installed, "repeats": repeats}


ANIMATION = """
import json, sys
from posenc_gui.bench.startup import animation_here
print(json.dumps(animation_here(float(sys.argv[1]))), flush=True)
"""


def animation_load(seconds: float = 3.0) -> dict:
    """animation_here() in a fresh process, as a user's window plays: the same process would also hold
    what the frame benchmark left (its windows' items and memory), which made the figure vary by half."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    done = subprocess.run([sys.executable, "-c", ANIMATION, str(seconds)], capture_output=True, text=True,
                          env=env, timeout=120 + seconds)
    lines = done.stdout.strip().splitlines()
    try:
        return json.loads(lines[-1])
    except (IndexError, ValueError):
        raise RuntimeError(f"the animation probe failed: {done.stderr.strip()[-400:]}") from None


def animation_here(seconds: float = 3.0) -> dict:
    """CPU time over wall time while the animation plays with the default views (share of one core)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer

    from ..gui.app import ensure_app, open_window, scratch_settings

    ensure_app()
    keeper, settings = scratch_settings()
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
