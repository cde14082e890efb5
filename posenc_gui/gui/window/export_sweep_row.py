"""The Export dialog's animation row: which number a GIF or MP4 sweeps (the position, or any other number the view
draws: a shared parameter it reads, one of its options or of a setting it uses, as `export --sweep` takes them),
from which value to which, evenly or in equal ratios (log), in how many frames, at how many a second.

The row only collects choices: the values are worked out and checked when the file is written
(export/sweep.py), where a range the number does not take is said in the dialog."""

from __future__ import annotations

import math

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QWidget

from ...core import Params
from ...export.motion import DEFAULT_FPS, DEFAULT_FRAMES, DEFAULT_SPAN, MAX_FRAMES
from ...export.sweep import Sweep, bounds, sweepable
from ...specs import SPECS
from ..i18n import tr
from ..widgets.controls import CheckedDoubleSpinBox, CheckedSpinBox

POSITION = "position"
SPAN = 10.0  # another number's default sweep: from its value to ten times it (log), within its range


class SweepRow(QWidget):
    outOfRange = Signal(str)  # a typed value refused, and why (the dialog shows it)

    def __init__(self, params: Params, option=None, parent=None) -> None:
        """`params`: the window's; `option(owner, field)`: the value an option has in the window now (None: its
        default) — a sweep starts from what is on screen."""
        super().__init__(parent)
        self.params = params
        self.option = option or (lambda owner, field: None)
        self.vid: str | None = None
        self.name_combo = QComboBox()
        self.name_combo.setObjectName("export.sweep")
        self.name_combo.setToolTip(
            tr(
                "GIF and MP4: the number the animation changes: the position, a parameter the view reads, or one "
                "of its options (as export --sweep names them)"
            )
        )
        self.start_spin = CheckedDoubleSpinBox(objectName="export.from")
        self.stop_spin = CheckedDoubleSpinBox(objectName="export.to")
        self.log_box = QCheckBox(tr("log"))
        self.log_box.setObjectName("export.log")
        self.log_box.setToolTip(tr("Values in equal ratios instead of equal steps (both ends above 0)"))
        self.frames_spin = CheckedSpinBox(objectName="export.frames")
        self.frames_spin.setRange(2, MAX_FRAMES)
        self.frames_spin.setValue(DEFAULT_FRAMES)
        self.fps_spin = CheckedSpinBox(objectName="export.fps")
        self.fps_spin.setRange(1, 60)
        self.fps_spin.setValue(DEFAULT_FPS)
        line = QHBoxLayout(self)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.name_combo)
        for label, widget in (
            (tr("from"), self.start_spin),
            (tr("to"), self.stop_spin),
            (None, self.log_box),
            (tr("frames"), self.frames_spin),
            (tr("fps"), self.fps_spin),
        ):
            if label is not None:
                line.addWidget(QLabel(label))
            line.addWidget(widget)
        for box in (self.start_spin, self.stop_spin, self.frames_spin, self.fps_spin):
            box.outOfRange.connect(self.outOfRange)
            box.setKeyboardTracking(False)  # a number takes effect once typed whole ("9" of "99" is not one)
        self.name_combo.currentIndexChanged.connect(self._name_changed)

    def set_view(self, vid: str) -> None:
        """The numbers view `vid` can sweep, the position first (chosen for a view that moves with it)."""
        if vid == self.vid:
            return
        self.vid = vid
        names = list(sweepable(vid))
        names.sort(key=lambda n: (n != POSITION, "." in n))  # the position, the shared numbers, the options
        self.name_combo.blockSignals(True)
        self.name_combo.clear()
        for name in names:
            self.name_combo.addItem(tr("the position") if name == POSITION else name, name)
        self.name_combo.setCurrentIndex(0 if SPECS[vid].animated or len(names) == 1 else 1)
        self.name_combo.blockSignals(False)
        self._name_changed()

    @property
    def name(self) -> str:
        return self.name_combo.currentData() or POSITION

    def _now(self, name: str) -> float:
        owner, _, field = name.rpartition(".")
        value = self.option(owner, field) if owner else getattr(self.params, name)
        return float(value) if value is not None else math.nan

    def _name_changed(self) -> None:
        """The chosen number's range, its kind's decimals, and a sweep from its value on screen: the position over
        DEFAULT_SPAN positions, another number to SPAN times it (in equal ratios), each within its range."""
        if self.vid is None:
            return
        name = self.name
        control = sweepable(self.vid)[name]
        low, high = bounds(name, control, self.params)
        now = self._now(name)
        if math.isnan(now):
            now = low
        decimals = 0 if control.kind == "whole" else 3
        for spin in (self.start_spin, self.stop_spin):
            spin.setDecimals(decimals)
            spin.setRange(low, high)
        if name == POSITION:
            start, stop, log = now, min(now + DEFAULT_SPAN, high), False
        elif now > 0 and now * SPAN <= high:
            start, stop, log = now, now * SPAN, True
        else:
            start, stop, log = low, high, low > 0 and high / low >= SPAN
        self.start_spin.setValue(start)
        self.stop_spin.setValue(stop)
        self.log_box.setChecked(log)

    @property
    def motion(self) -> tuple:
        """(first, last, frames, frames per second) as the position animation takes them."""
        return self.start_spin.value(), self.stop_spin.value(), self.frames_spin.value(), self.fps_spin.value()

    @property
    def sweep(self) -> Sweep | None:
        """The sweep chosen; None for the position of a view that moves with it (its animation, as before)."""
        if self.vid is not None and self.name == POSITION and SPECS[self.vid].animated and not self.log_box.isChecked():
            return None
        return Sweep(self.name, self.start_spin.value(), self.stop_spin.value(), self.log_box.isChecked())
