"""Rows of labelled option widgets shown above a view's plot."""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget


def with_options(plot: QWidget, *rows) -> QWidget:
    """Stack option rows over `plot`. Each row is a list of (label text or None, widget) pairs; short rows
    keep a narrow dock usable. `box.option_row` is the first row (the view's Export button joins it); a view
    without options gets an empty first row for it."""
    box = QWidget()
    box.setAutoFillBackground(True)   # (opaque: an option box changing in a drag repaints no dock behind it)
    box.option_row = None
    outer = QVBoxLayout(box)
    outer.setContentsMargins(4, 4, 4, 4)
    outer.setSpacing(3)
    for items in rows or ([],):
        row = QHBoxLayout()
        for label, widget in items:
            if label:
                lab = QLabel(label)
                lab.setBuddy(widget)
                row.addWidget(lab)
            row.addWidget(widget)
        row.addStretch(1)
        outer.addLayout(row)
        if box.option_row is None:
            box.option_row = row
    outer.addWidget(plot, 1)
    return box
