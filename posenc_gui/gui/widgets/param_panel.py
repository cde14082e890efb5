"""The parameter dock: d_model, max_len, base, layout and the current position."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QFormLayout, QHBoxLayout, QLabel, QSlider, QVBoxLayout, QWidget

from ...core import TABLE_BUDGET_BYTES, Params, format_bytes, wavelengths
from ...specs.kit.shared_params import PARAMS, box_range
from ..i18n import tr
from ..plotting.style import FONT_PT
from ..state.store import ParamStore
from .controls import Binder, CheckedDoubleSpinBox, CheckedSpinBox, log_slider_mapping
from .stable_label import StableLabel

BASE_RANGE = (10.0, 1e6)  # the slider's (logarithmic) span (the box takes what the core takes)
ERROR_MIN_SECONDS = 5.0
D_MODEL_SLIDER_MAX = 1024
MAX_LEN_SLIDER = (1, 100_000)


def _buddy(name: str, widget: QWidget) -> QLabel:
    """Parameter `name`'s declared label, whose Alt+letter moves the focus to the box itself (not to its row
    container)."""
    label = QLabel(tr(PARAMS[name].label))
    label.setBuddy(widget)
    return label


def param_box(name: str):
    """A checked number box for shared parameter `name`: its declared range (what Params takes, so it shows
    any stored value), decimals and tooltip."""
    control = PARAMS[name]
    box = CheckedSpinBox() if control.kind == "whole" else CheckedDoubleSpinBox()
    if control.decimals is not None:
        assert isinstance(box, CheckedDoubleSpinBox)  # only the real parameters declare decimals
        box.setDecimals(control.decimals)
    box.setRange(*box_range(name))
    box.setToolTip(tr(control.tip))
    return box


def _pair(spin: QWidget, slider: QSlider | None) -> QWidget:
    if slider is None:
        return spin
    box = QWidget()
    row = QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    row.addWidget(slider, 3)
    row.addWidget(spin, 2)
    return box


def formula_html(layout: str, d_model: int) -> str:
    """The encoding's definition as it applies to the chosen layout (columns differ, values do not)."""
    if layout == "interleaved":
        sin_col, cos_col = "2i", "2i+1"
    else:
        sin_col, cos_col = "i", f"{(d_model + 1) // 2}+i"
    return tr(
        "PE(pos, {s}) = sin(pos·ω<sub>i</sub>)<br>PE(pos, {c}) = cos(pos·ω<sub>i</sub>)<br>"
        "ω<sub>i</sub> = base<sup>−2i/d_model</sup>"
    ).format(s=sin_col, c=cos_col)


class ParamPanel(QWidget):
    def __init__(self, store: ParamStore, binder: Binder, parent: QWidget | None = None):
        super().__init__(parent)
        self._store = store
        self.setAutoFillBackground(True)  # (opaque: a box changing in a drag repaints no dock behind it)
        font = self.font()
        font.setPointSizeF(max(font.pointSizeF(), FONT_PT))  # as large as the plots' text
        self.setFont(font)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)

        d_spin = param_box("d_model")
        d_slider = QSlider(Qt.Orientation.Horizontal)
        d_slider.setRange(1, D_MODEL_SLIDER_MAX)
        d_slider.setToolTip(
            tr("d_model from 1 to {n}; type larger values (up to {m}) in the box.").format(
                n=D_MODEL_SLIDER_MAX, m=PARAMS["d_model"].high
            )
        )
        binder.bind("d_model", d_spin, d_slider)
        form.addRow(_buddy("d_model", d_spin), _pair(d_spin, d_slider))

        len_spin = param_box("max_len")
        len_spin.setGroupSeparatorShown(True)
        len_slider = QSlider(Qt.Orientation.Horizontal)
        len_slider.setRange(0, 1000)
        len_slider.setToolTip(
            tr("max_len on a logarithmic scale from {a} to {b}; type larger values (up to {m}) in the box.").format(
                a=MAX_LEN_SLIDER[0], b=f"{MAX_LEN_SLIDER[1]:,}", m=f"{PARAMS['max_len'].high:,}"
            )
        )
        to_s, from_s = log_slider_mapping(*MAX_LEN_SLIDER)
        binder.bind("max_len", len_spin, len_slider, to_s, lambda s: round(from_s(s)))
        form.addRow(_buddy("max_len", len_spin), _pair(len_spin, len_slider))

        base_spin = param_box("base")
        base_spin.setRange(*BASE_RANGE)
        base_spin.setMaximumWidth(base_spin.sizeHint().width())  # as wide as the common bases need: the
        base_spin.setRange(*box_range("base"))  # rare 13-digit one scrolls in its box
        base_spin.setStepType(QDoubleSpinBox.StepType.AdaptiveDecimalStepType)
        base_slider = QSlider(Qt.Orientation.Horizontal)
        base_slider.setRange(0, 1000)
        base_slider.setToolTip(tr("base on a logarithmic scale from 10 to 10^6 (rounded while dragging)."))
        binder.bind("base", base_spin, base_slider, *log_slider_mapping(*BASE_RANGE))
        form.addRow(_buddy("base", base_spin), _pair(base_spin, base_slider))

        layout_combo = QComboBox()
        layout_combo.addItem(tr("interleaved"), "interleaved")
        layout_combo.setItemData(
            0,
            tr("sin, cos, sin, cos, …: even dims sin, odd dims cos (the paper, PyTorch)"),
            Qt.ItemDataRole.ToolTipRole,
        )
        layout_combo.addItem(tr("concatenated"), "concatenated")
        layout_combo.setItemData(
            1, tr("all sin columns, then all cos columns (the TensorFlow tutorial)"), Qt.ItemDataRole.ToolTipRole
        )
        layout_combo.setToolTip(tr(PARAMS["layout"].tip))
        binder.bind("layout", layout_combo)
        form.addRow(_buddy("layout", layout_combo), layout_combo)

        pos_spin = param_box("position")
        pos_slider = QSlider(Qt.Orientation.Horizontal)
        pos_slider.setToolTip(
            tr("The current position (whole positions; the box and the animation also take fractions).")
        )
        binder.bind("position", pos_spin, pos_slider, lambda v: round(v), float, ranger=PARAMS["position"].live)
        form.addRow(_buddy("position", pos_spin), _pair(pos_spin, pos_slider))

        self.info = StableLabel("params.info")  # (rewritten at each step of a drag)
        self.info.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error = QLabel()
        self.error.setObjectName("params.error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b2182b; font-weight: bold;")
        self.error.hide()
        binder.error.connect(self.show_error)

        self.formula = StableLabel("params.formula", word_wrap=False)
        self.formula.label.setStyleSheet("font-size: 13pt; padding: 4px;")
        self.formula.setToolTip(tr("The formula for the current layout and d_model."))
        outer = QVBoxLayout(self)
        outer.addWidget(self.formula)
        outer.addLayout(form)
        outer.addWidget(self.error)
        outer.addWidget(self.info)
        outer.addStretch(1)
        store.paramsChanged.connect(self._on_params_changed)
        store.paramsChanged.connect(self._on_change_accepted)
        self._error_since = 0.0
        self._info_key: tuple[int, int, float, str] | None = None
        self._on_params_changed()

    def show_error(self, message: str) -> None:
        self.error.setText(message)
        self.error.setVisible(bool(message))
        self._error_since = time.monotonic()

    def _on_change_accepted(self, changed) -> None:
        """A message stays until another value is accepted; the position alone (the animation moves it
        60 times a second) clears it only after the message has been readable for a while."""
        if self.error.isVisible() and (
            changed - {"position"} or time.monotonic() - self._error_since > ERROR_MIN_SECONDS
        ):
            self.show_error("")

    def _on_params_changed(self, _changed=None) -> None:
        p: Params = self._store.params
        key = (p.d_model, p.max_len, p.base, p.layout)
        if key == self._info_key:
            return  # position changes every animation frame; the summary does not depend on it
        self._info_key = key
        self.formula.setText(formula_html(p.layout, p.d_model))
        lam = wavelengths(p.d_model, p.base)
        self.info.setText(
            tr(
                "{n} frequency pairs; wavelengths from {lo:.4g} to {hi:.4g} positions.\n"
                "Table: {L} × {d} float32 = {size}."
            ).format(
                n=p.n_pairs, lo=lam[0], hi=lam[-1], L=f"{p.max_len:,}", d=p.d_model, size=format_bytes(p.table_bytes)
            )
            + (
                tr(
                    " The views show it at screen resolution without building it; a table built "
                    "whole is limited to {limit}."
                ).format(limit=format_bytes(TABLE_BUDGET_BYTES))
                if p.table_bytes > TABLE_BUDGET_BYTES
                else ""
            )
        )
