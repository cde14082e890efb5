"""A text label whose new text does not lay out the whole window again.

QLabel.setText() calls updateGeometry(), and Qt propagates every layout activation up to the top-level
window ("ideally only if sizeHint() has changed", says its source): the main window then lays out every
dock and repaints their tab bars, at each step of a slider drag. Here the QLabel sits alone in a
container that has no layout, which ends the propagation; the container asks for a new height only when
the text needs more lines (it gives fewer back when its width changes)."""

from __future__ import annotations

import re

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from .rich_label import RichLabel

DIGITS = re.compile(r"\d")


def text_shape(text: str) -> str:
    """The text with every digit a 0: the readouts' digits have one width (tabular figures), so two texts of
    one shape wrap alike, and the animation's new numbers need no new measure (a rich text's measure took
    about a millisecond, 60 times a second per readout)."""
    return DIGITS.sub("0", text)


class StableLabel(QWidget):
    def __init__(self, name: str, word_wrap: bool = True, parent: QWidget | None = None, rich: bool = False):
        """rich: the text is HTML that changes at every step (a RichLabel parses and paints it once)."""
        super().__init__(parent)
        self.label = RichLabel(self) if rich else QLabel(self)
        self.label.setObjectName(name)  # (tests and style sheets find the label by its name)
        self.label.setWordWrap(word_wrap)
        self._height = 0
        self._measured: tuple[str, int] | None = None  # (text shape, width) of the last measure
        self._heights: dict[tuple[str, int], int] = {}  # (text shape, width) -> the height it needs
        # as a QLabel: it asks for the room its text needs, and takes less when the window is small
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def text(self) -> str:
        return self.label.text()

    def setText(self, text: str) -> None:
        if text != self.label.text():
            self.label.setText(text)
            shape = (text_shape(text), self.width())
            if shape != self._measured:
                self._fit_height(grow_only=True)  # (a drag's shorter texts keep the room: no layout each step)

    def _needed_height(self) -> int:
        if self.label.wordWrap() and self.width() > 0:
            key = (text_shape(self.label.text()), self.width())
            height = self._heights.get(key)
            if height is None:
                if len(self._heights) >= 64:  # (a few dozen shapes recur as a position plays)
                    self._heights.clear()
                height = self._heights[key] = self.label.heightForWidth(self.width())
            return height
        return self.label.sizeHint().height()

    def _fit_height(self, grow_only: bool = False) -> None:
        self._measured = (text_shape(self.label.text()), self.width())
        height = self._needed_height()
        if height > self._height or (height != self._height and not grow_only):
            self._height = height
            self.updateGeometry()  # (rare: the text needs another number of lines)

    def sizeHint(self) -> QSize:
        return QSize(self.label.sizeHint().width(), self._height or self._needed_height())

    def minimumSizeHint(self) -> QSize:
        return self.label.minimumSizeHint()

    def resizeEvent(self, event) -> None:
        self.label.setGeometry(self.rect())
        if event.oldSize().width() != event.size().width():
            self._fit_height()
        super().resizeEvent(event)
