"""Canary for PySide6-Essentials 6.12.0 on Python 3.11, which dies ("deallocating None") after a few
thousand emissions of a signal connected to a Python slot, i.e. during an ordinary slider drag.
Run in a child process so a crash is reported as a failure, not as a dead test run."""

import os
import subprocess
import sys

SCRIPT = r"""
import sys
from PySide6.QtWidgets import QApplication, QSpinBox
from PySide6.QtCore import QObject, Signal

app = QApplication([])
seen = []

class Emitter(QObject):
    changed = Signal(frozenset)

spin = QSpinBox()
spin.setRange(0, 100000)
spin.valueChanged.connect(lambda v: seen.append(v))
emitter = Emitter()
emitter.changed.connect(lambda names: seen.append(None))
for k in range(1, 10001):
    spin.setValue(k)
    emitter.changed.emit(frozenset({"position"}))
print(len(seen))
"""


def test_ten_thousand_emissions_to_python_slots_survive():
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert out.returncode == 0, f"the interpreter died: {out.stderr[-2000:]}"
    assert out.stdout.strip() == "20000"


def test_a_slider_drag_through_the_store_survives(window, qtbot):
    """The same, in-process, through the app's own path: slider -> binder -> store -> widgets."""
    from PySide6.QtWidgets import QSlider

    slider = window.findChild(QSlider, "slider.position")
    window.store.update(max_len=10000)
    for k in range(10000):
        slider.setValue(k)
    assert window.store.params.position == 9999.0
