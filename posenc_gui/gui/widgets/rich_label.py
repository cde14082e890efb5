"""A rich-text label that a new text does not make parse and paint twice.

A QLabel parses its HTML again inside its paint, and laying the parsed text out there asks for a second
paint: at each step of the animation the formula panel's readouts were parsed and painted twice, half of
the CPU the whole window took. This label keeps QLabel's text, size hints, style sheet and palette, but
paints from one QTextDocument of its own, parsed once per new text. Pressed on (to select and copy), it
hands the painting back to QLabel, whose selection needs its own document; the next new text without a
selection takes it back."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAbstractTextDocumentLayout, QPainter, QPalette, QTextDocument
from PySide6.QtWidgets import QLabel, QWidget


class RichLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self._document = QTextDocument(self)
        self._document.setUndoRedoEnabled(False)
        self._document.setDocumentMargin(0)   # (as QLabel's own document)
        self._parsed: str | None = None
        self._native = False   # QLabel paints (the user is selecting)

    @property
    def painting_itself(self) -> bool:
        return not self._native

    def setText(self, text: str) -> None:
        super().setText(text)   # (QLabel only stores it and asks for a paint: its parse waits for its paint)
        if self._native and not self.hasSelectedText():
            self._native = False

    def mousePressEvent(self, event) -> None:
        if not self._native:
            self._native = True
            self.update()
        super().mousePressEvent(event)

    def paintEvent(self, event) -> None:
        if self._native:
            super().paintEvent(event)
            return
        document = self._document
        if self._parsed != self.text():
            self._parsed = self.text()
            document.setHtml(self._parsed)
        if document.defaultFont() != self.font():
            document.setDefaultFont(self.font())
        box = self.contentsRect()
        document.setTextWidth(box.width() if self.wordWrap() else -1)
        top = float(box.top())
        if self.alignment() & Qt.AlignmentFlag.AlignVCenter:
            top += max(0.0, (box.height() - document.size().height()) / 2)
        elif self.alignment() & Qt.AlignmentFlag.AlignBottom:
            top += max(0.0, box.height() - document.size().height())
        context = QAbstractTextDocumentLayout.PaintContext()
        palette = QPalette(self.palette())
        palette.setColor(QPalette.ColorRole.Text, self.palette().color(self.foregroundRole()))
        context.palette = palette
        painter = QPainter(self)
        painter.translate(QPointF(box.left(), top))
        document.documentLayout().draw(painter, context)
        painter.end()
