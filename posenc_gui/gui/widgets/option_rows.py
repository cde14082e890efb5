"""Rows of labelled option widgets shown above a view's plot."""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget


class OptionBox(QWidget):
    """A view's widget: its option rows (in one panel) over its plot."""

    option_row: QHBoxLayout | None               # the first row (the view's Export button joins it)
    option_panel: QWidget                        # the rows: the stage hides it whole (set_option_rows_shown)


def with_options(plot: QWidget, *rows) -> OptionBox:
    """Stack option rows over `plot`. Each row is a list of (label text or None, widget) pairs; short rows
    keep a narrow dock usable. `box.option_row` is the first row (the view's Export button joins it); a view
    without options gets an empty first row for it. The rows sit in one panel, `box.option_panel`: hiding it
    leaves each widget's own visibility as the view set it (Long context hides the keys a rule does not read)."""
    box = OptionBox()
    box.setAutoFillBackground(True)   # (opaque: an option box changing in a drag repaints no dock behind it)
    box.option_row = None
    outer = QVBoxLayout(box)
    outer.setContentsMargins(4, 4, 4, 4)
    outer.setSpacing(3)
    box.option_panel = QWidget()
    panel = QVBoxLayout(box.option_panel)
    panel.setContentsMargins(0, 0, 0, 0)
    panel.setSpacing(3)
    for items in rows or ([],):
        row = QHBoxLayout()
        for label, widget in items:
            if label:
                lab = QLabel(label)
                lab.setBuddy(widget)
                row.addWidget(lab)
            row.addWidget(widget)
        row.addStretch(1)
        panel.addLayout(row)
        if box.option_row is None:
            box.option_row = row
    outer.addWidget(box.option_panel)
    outer.addWidget(plot, 1)
    return box


def set_option_rows_shown(box: QWidget, shown: bool) -> None:
    """Show or hide a view's option rows (its Export button with them); hidden, the plot gets their room."""
    panel = getattr(box, "option_panel", None)
    if isinstance(panel, QWidget):
        panel.setVisible(shown)
