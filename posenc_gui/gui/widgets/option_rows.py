"""Rows of labelled option widgets shown above a view's plot. The stage hides them with one switch on its
window (hide_option_rows): every view's panel of rows, whatever its widgets, those of views built or docked
later included (each box looks at the switch whenever it is shown)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

HIDDEN = "optionRowsHidden"  # the switch: a property of the window (or any widget above the boxes)


def rows_hidden_at(widget: QWidget | None) -> bool:
    """Whether the nearest widget above `widget` that holds the switch has it on."""
    while widget is not None:
        value = widget.property(HIDDEN)
        if value is not None:
            return bool(value)
        widget = widget.parentWidget()
    return False


class OptionBox(QWidget):
    """A view's widget: its option rows (in one panel) over its plot."""

    option_row: QHBoxLayout | None  # the first row (the view's Export button joins it)
    option_panel: QWidget  # the rows: the stage hides it whole (hide_option_rows)

    def changeEvent(self, event) -> None:
        """A box put in a dock (a view built while the stage is on) follows the switch above it, before any
        layout counts its rows (counted, they widened the stage past its screen). (Here and in showEvent, not
        in event(): that one would run Python for every event the box gets.)"""
        if event.type() == QEvent.Type.ParentChange:
            self.option_panel.setVisible(not rows_hidden_at(self))
        super().changeEvent(event)

    def showEvent(self, event) -> None:
        self.option_panel.setVisible(not rows_hidden_at(self))
        super().showEvent(event)


def with_options(plot: QWidget, *rows) -> OptionBox:
    """Stack option rows over `plot`. Each row is a list of (label text or None, widget) pairs; short rows
    keep a narrow dock usable. `box.option_row` is the first row (the view's Export button joins it); a view
    without options gets an empty first row for it. The rows sit in one panel, `box.option_panel`: hiding it
    leaves each widget's own visibility as the view set it (Long context hides the keys a rule does not read)."""
    box = OptionBox()
    box.setAutoFillBackground(True)  # (opaque: an option box changing in a drag repaints no dock behind it)
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


def hide_option_rows(window: QWidget, hidden: bool) -> None:
    """The stage's switch: the option rows of every view in `window` (each view's Export button with them)
    hidden, the plots get their room, or shown again; a box docked or shown later follows it (OptionBox)."""
    window.setProperty(HIDDEN, hidden)
    for box in window.findChildren(OptionBox):
        box.option_panel.setVisible(not rows_hidden_at(box))
