"""A row of labelled option widgets shown above a view's plot."""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget


def with_options(plot: QWidget, *items) -> QWidget:
    """Stack an option row over `plot`. `items` are (label text or None, widget) pairs."""
    box = QWidget()
    outer = QVBoxLayout(box)
    outer.setContentsMargins(4, 4, 4, 4)
    row = QHBoxLayout()
    for label, widget in items:
        if label:
            lab = QLabel(label)
            lab.setBuddy(widget)
            row.addWidget(lab)
        row.addWidget(widget)
    row.addStretch(1)
    outer.addLayout(row)
    outer.addWidget(plot, 1)
    return box
