"""Option controls built from their fields' declarations (specs.kit.fields.Control), and bound to the store.

A spin box gets its range, step, unit and the text of its lowest value from the declaration; a drop-down its
items; every control its tooltip. A range that follows the shared parameters (`live`) follows them here too.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QWidget

from ...specs import SHARED_OWNERS, SPECS
from ..i18n import tr
from .controls import Binder, CheckedDoubleSpinBox, CheckedSpinBox, IndexListEdit, TextOptionEdit


def options_class(owner: str):
    return SHARED_OWNERS[owner] if owner in SHARED_OWNERS else SPECS[owner].options


def control(owner: str, field: str):
    """The Control declared for `owner`'s option `field` (KeyError when it declares none)."""
    return options_class(owner).controls()[field]


def build_control(binder: Binder, name: str, **bind_extra) -> QWidget:
    """The control of option `name` ("phase.pair"), bound to the store through `binder`."""
    owner, _, field = name.rpartition(".")
    c = control(owner, field)
    widget: QWidget
    if c.kind in ("whole", "real"):
        box = CheckedSpinBox() if c.kind == "whole" else CheckedDoubleSpinBox()
        if isinstance(box, CheckedDoubleSpinBox):  # (c.kind == "real")
            box.setDecimals(c.decimals if c.decimals is not None else 2)
            if c.step is None:  # a wide range: steps of a tenth of the shown digit (0.01 -> 0.1 -> 1 ...)
                box.setStepType(QDoubleSpinBox.StepType.AdaptiveDecimalStepType)
        if c.live is None:
            box.setRange(c.low, c.high)
        if c.step is not None:
            box.setSingleStep(c.step)
        if c.unit:
            box.setSuffix(tr(c.unit))
        if c.special:
            box.setSpecialValueText(tr(c.special))
        widget = box
    elif c.kind == "choice":
        combo = QComboBox()
        for value, text in c.choices:
            combo.addItem(tr(text), value)
        widget = combo
    elif c.kind == "indices":
        widget = IndexListEdit()
    else:
        widget = TextOptionEdit()
    if c.tip:
        tip = tr(c.tip)
        widget.setToolTip(tip.format(**dict(c.tip_fields)) if c.tip_fields else tip)
    binder.bind(name, widget, ranger=c.live, **bind_extra)
    return widget


def label_of(name: str) -> str | None:
    owner, _, field = name.rpartition(".")
    text = control(owner, field).label
    return tr(text) if text else None
