"""A rich-text label that a new text does not make parse and paint twice.

A QLabel parses its HTML again inside its paint, and laying the parsed text out there asks for a second
paint: at each step of the animation the formula panel's readouts were parsed and painted twice, half of
the CPU the whole window took. This label keeps QLabel's text, size hints, style sheet and palette, but
paints from one QTextDocument of its own. A new text whose tags are the old ones (a readout's new numbers,
longer or shorter) changes the characters that differ in the document in place; any other is parsed (an
HTML table took 0.4 ms to parse, 60 times a second). Pressed on (to select and copy), it hands the
painting back to QLabel, whose selection needs its own document; the next new text without a selection
takes it back."""

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
NUMBER = re.compile(r"(\d[\d.]*)")  # (split() keeps them: the odd pieces)


def html_parts(html: str) -> tuple[list[str], list[str]] | None:
    """(its tags, the texts between them with the entities read) of an HTML text whose text reaches a
    QTextDocument character for character, or None."""
    if UNSURE.search(html):
        return None
    return TAG.findall(html), [ENTITY.sub(lambda m: ENTITIES[m.group()], t) for t in TAG.split(html)]


def _middle(was: str, now: str) -> tuple[int, int, str] | None:
    """(where the two differ, how many characters of `was` go there, what comes instead) for two different
    non-empty texts: their differing middle, at least one character of `was` (an insertion replaces a
    character beside it with itself, so the new ones take that character's format); None when white space
    changes."""
    prefix = next((i for i, (a, b) in enumerate(zip(was, now)) if a != b), min(len(was), len(now)))
    suffix = 0
    while suffix < min(len(was), len(now)) - prefix and was[-1 - suffix] == now[-1 - suffix]:
        suffix += 1
    if prefix + suffix == len(was):
        prefix, suffix = (prefix - 1, suffix) if prefix else (prefix, suffix - 1)
    gone, put = was[prefix : len(was) - suffix], now[prefix : len(now) - suffix]
    changed = "".join(a + b for a, b in zip(gone, put, strict=True) if a != b) if len(gone) == len(put) else gone + put
    if any(ch.isspace() for ch in changed):
        return None
    return prefix, len(gone), put


class RichLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self._document = QTextDocument(self)
        self._document.setUndoRedoEnabled(False)
        self._document.setDocumentMargin(0)  # (as QLabel's own document)
        self._parsed: str | None = None
        self._parts: tuple[list[str], list[str]] | None = None  # html_parts() of the parsed text
        self._places: list[int] = []  # the document position of each character of its text
        self._native = False  # QLabel paints (the user is selecting)

    @property
    def painting_itself(self) -> bool:
        return not self._native

    def setText(self, text: str) -> None:
        super().setText(text)  # (QLabel only stores it and asks for a paint: its parse waits for its paint)
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
        option = self._document.defaultTextOption()  # (as QLabel sets its own: words wrap whole)
        wrap = QTextOption.WrapMode.WordWrap if self.wordWrap() else QTextOption.WrapMode.ManualWrap
        horizontal = self.alignment() & Qt.AlignmentFlag.AlignHorizontal_Mask
        if option.wrapMode() != wrap or option.alignment() != horizontal:
            option.setWrapMode(wrap)
            option.setAlignment(horizontal)
            self._document.setDefaultTextOption(option)

    def _lay_out(self, width: int) -> None:
        width_wanted = width if self.wordWrap() else -1
        if self._document.textWidth() != width_wanted:  # (a new width lays the whole text out again)
            self._document.setTextWidth(width_wanted)

    def _take(self, text: str) -> None:
        parts = html_parts(text)
        old = self._parts
        found = None
        if parts is not None and old is not None and parts[0] == old[0]:
            found = self._edits(old[1], parts[1])
        if found is not None:
            edits, self._places = found
            cursor = QTextCursor(self._document)
            cursor.beginEditBlock()
            for begin, end, new in edits:  # (inside one run between two tags: one format)
                cursor.setPosition(begin)
                cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
                cursor.insertText(new)  # (in the format of the selection's last character: the run's)
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

    def _edits(self, old: list[str], new: list[str]) -> tuple[list[tuple[int, int, str]], list[int]] | None:
        """The edits (first place, last place + 1, new text; in the order they are made) that turn the
        document's runs `old` into `new`, and the places of the new text's characters; None when a run
        must be parsed (it was empty: it has no place or format in the document; it becomes empty: HTML may
        then drop the white space beside it; or white space changes: HTML may drop it where it stands). A
        number that grows or shrinks by a digit is an edit too."""
        edits: list[tuple[int, int, str]] = []
        places: list[int] = []
        shift, start = 0, 0
        for was, now in zip(old, new, strict=True):
            run = self._places[start : start + len(was)]
            start += len(was)
            if was == now:
                places += [p + shift for p in run]
                continue
            if not was or not now:
                return None
            # each number on its own when only numbers changed ("sin(9.5 / 10" to "sin(12.25 / 10"), else the
            # run's changed middle
            was_parts, now_parts = NUMBER.split(was), NUMBER.split(now)
            if len(was_parts) != len(now_parts) or was_parts[::2] != now_parts[::2]:
                was_parts, now_parts = [was], [now]
            at = 0  # (in the run)
            for a, b in zip(was_parts, now_parts, strict=True):
                if a != b:
                    change = _middle(a, b)
                    if change is None:
                        return None
                    prefix, gone, put = change
                    begin = run[at + prefix] + shift
                    edits.append((begin, begin + gone, put))
                    places += [p + shift for p in run[at : at + prefix]] + list(range(begin, begin + len(put)))
                    shift += len(put) - gone
                    places += [p + shift for p in run[at + prefix + gone : at + len(a)]]
                else:
                    places += [p + shift for p in run[at : at + len(a)]]
                at += len(a)
        return edits, places

    def _runs_whole(self, texts: list[str]) -> bool:
        """Each text between two tags is consecutive characters of the document."""
        start = 0
        for t in texts:
            if t and self._places[start + len(t) - 1] - self._places[start] != len(t) - 1:
                return False
            start += len(t)
        return True
