"""Rows of labelled option widgets shown above a view's plot."""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget


class OptionBox(QWidget):
    """A view's widget: its option rows over its plot."""

    option_row: QHBoxLayout | None               # the first row (the view's Export button joins it)
    option_widgets: list[QWidget]                # every widget of the rows
    extra_option_widgets: list[QWidget]          # widgets added to the rows later (the Export button)


def with_options(plot: QWidget, *rows) -> OptionBox:
    """Stack option rows over `plot`. Each row is a list of (label text or None, widget) pairs; short rows
    keep a narrow dock usable. `box.option_row` is the first row (the view's Export button joins it); a view
    without options gets an empty first row for it."""
    box = OptionBox()
    box.setAutoFillBackground(True)   # (opaque: an option box changing in a drag repaints no dock behind it)
    box.option_row = None
    box.option_widgets = []     # every widget of the rows: the stage hides them (see set_option_rows_shown)
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
                box.option_widgets.append(lab)
            row.addWidget(widget)
            box.option_widgets.append(widget)
        row.addStretch(1)
        outer.addLayout(row)
        if box.option_row is None:
            box.option_row = row
    outer.addWidget(plot, 1)
    return box


def option_widgets(box: QWidget) -> list[QWidget]:
    """The widgets of a view's option rows (its Export button included), [] for a view built without them."""
    return [*getattr(box, "option_widgets", []), *getattr(box, "extra_option_widgets", [])]


def set_option_rows_shown(box: QWidget, shown: bool) -> None:
    """Show or hide a view's option rows; hidden, an empty row takes no height (its layout has no visible
    widget), so the plot gets the room."""
    for widget in option_widgets(box):
        widget.setVisible(shown)
