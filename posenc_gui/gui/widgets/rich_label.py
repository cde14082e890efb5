"""A rich-text label that a new text does not make parse and paint twice.

A QLabel parses its HTML again inside its paint, and laying the parsed text out there asks for a second
paint: at each step of the animation the formula panel's readouts were parsed and painted twice, half of
the CPU the whole window took. This label keeps QLabel's text, size hints, style sheet and palette, but
paints from one QTextDocument of its own. A new text whose tags are the old ones and whose characters
are as many (a readout's new numbers) changes those characters in the document in place; any other is
parsed (an HTML table took 0.4 ms to parse, 60 times a second). Pressed on (to select and copy), it hands
the painting back to QLabel, whose selection needs its own document; the next new text without a
selection takes it back."""
from __future__ import annotations

import math
import re

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAbstractTextDocumentLayout, QPainter, QPalette, QTextCursor, QTextDocument, QTextOption
from PySide6.QtWidgets import QLabel, QWidget

TAG = re.compile(r"<[^>]*>")
ENTITIES = {"&nbsp;": "\xa0", "&lt;": "<", "&gt;": ">", "&amp;": "&", "&quot;": '"'}
ENTITY = re.compile("|".join(map(re.escape, ENTITIES)))
# what HTML would change on the way into the document: other entities, white space it collapses or drops
UNSURE = re.compile(r"&(?!nbsp;|lt;|gt;|amp;|quot;)|\s\s|[\t\n\r]")
# the document's characters that no character of the HTML's text gives: frames, cells, line breaks
STRUCTURE = frozenset("\ufdd0\ufdd1\u2028\u2029\ufffc")


def html_parts(html: str) -> tuple[list[str], list[str]] | None:
    """(its tags, the texts between them with the entities read) of an HTML text whose text reaches a
    QTextDocument character for character, or None."""
    if UNSURE.search(html):
        return None
    return TAG.findall(html), [ENTITY.sub(lambda m: ENTITIES[m.group()], t) for t in TAG.split(html)]


class RichLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self._document = QTextDocument(self)
        self._document.setUndoRedoEnabled(False)
        self._document.setDocumentMargin(0)   # (as QLabel's own document)
        self._parsed: str | None = None
        self._parts: tuple[list[str], list[str]] | None = None   # html_parts() of the parsed text
        self._places: list[int] = []   # the document position of each character of its text
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
        self._follow()
        box = self.contentsRect()
        self._lay_out(box.width())
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

    def heightForWidth(self, width: int) -> int:
        """As QLabel's, measured on this document (QLabel would parse the text again to measure it)."""
        if self._native or not self.wordWrap():
            return super().heightForWidth(width)
        self._follow()
        margins = self.contentsMargins()
        self._lay_out(width - margins.left() - margins.right())
        return math.ceil(self._document.size().height()) + margins.top() + margins.bottom()

    def _follow(self) -> None:
        """The document holds the label's text in the label's font."""
        if self._parsed != self.text():
            self._take(self.text())
        if self._document.defaultFont() != self.font():
            self._document.setDefaultFont(self.font())
        option = self._document.defaultTextOption()   # (as QLabel sets its own: words wrap whole)
        wrap = QTextOption.WrapMode.WordWrap if self.wordWrap() else QTextOption.WrapMode.ManualWrap
        horizontal = self.alignment() & Qt.AlignmentFlag.AlignHorizontal_Mask
        if option.wrapMode() != wrap or option.alignment() != horizontal:
            option.setWrapMode(wrap)
            option.setAlignment(horizontal)
            self._document.setDefaultTextOption(option)

    def _lay_out(self, width: int) -> None:
        width_wanted = width if self.wordWrap() else -1
        if self._document.textWidth() != width_wanted:   # (a new width lays the whole text out again)
            self._document.setTextWidth(width_wanted)

    def _take(self, text: str) -> None:
        parts = html_parts(text)
        old = self._parts
        edits: list[tuple[int, int, str]] | None = None   # (first place, last place + 1, new text)
        if parts is not None and old is not None and parts[0] == old[0]:
            edits = []
            start = 0
            for was, now in zip(old[1], parts[1], strict=True):
                if was != now:
                    if len(was) != len(now):
                        edits = None   # (a character would take another's format)
                        break
                    first = next(i for i in range(len(now)) if was[i] != now[i])
                    last = next(i for i in range(len(now) - 1, -1, -1) if was[i] != now[i]) + 1
                    if any(a != b and (a.isspace() or b.isspace()) for a, b in zip(was, now, strict=True)):
                        edits = None   # (new white space may be dropped where it stands)
                        break
                    edits.append((self._places[start + first], self._places[start + last - 1] + 1, now[first:last]))
                start += len(was)
        if edits is not None:
            cursor = QTextCursor(self._document)
            cursor.beginEditBlock()
            for begin, end, new in edits:   # (between two tags: one format)
                cursor.setPosition(begin)
                cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
                cursor.insertText(new)
            cursor.endEditBlock()
        else:
            self._document.setHtml(text)
            self._places = []
            if parts is not None:
                raw = self._document.toRawText()
                self._places = [i for i, ch in enumerate(raw) if ch not in STRUCTURE]
                read = [raw[i] for i in self._places]
                # (the document read it otherwise, or a run between two tags is not one run in it: parse
                # each new text)
                if "".join(read) != "".join(parts[1]) or not self._runs_whole(parts[1]):
                    parts = None
        self._parsed, self._parts = text, parts

    def _runs_whole(self, texts: list[str]) -> bool:
        """Each text between two tags is consecutive characters of the document."""
        start = 0
        for t in texts:
            if t and self._places[start + len(t) - 1] - self._places[start] != len(t) - 1:
                return False
            start += len(t)
        return True
