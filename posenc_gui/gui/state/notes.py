"""Whether the views show their notes: the prose that explains a view, beside the caption and the numbers
it proves (which always show). One switch for the window (View > Notes, N), remembered."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class NotesSwitch(QObject):
    changed = Signal(bool)

    def __init__(self, shown: bool = False, parent: QObject | None = None):
        super().__init__(parent)
        self.shown = shown

    def set_shown(self, shown: bool) -> None:
        shown = bool(shown)
        if shown != self.shown:
            self.shown = shown
            self.changed.emit(shown)
