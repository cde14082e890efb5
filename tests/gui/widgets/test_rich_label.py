"""RichLabel paints a new rich text once, with the pixels QLabel's own painting gives."""

import numpy as np
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from posenc_gui.gui.widgets.rich_label import RichLabel
from posenc_gui.gui.widgets.stable_label import StableLabel

TABLE = (
    "First 8 values of PE({pos}):<table cellspacing='6'>"
    + "".join(
        f"<tr><td>{d}</td><td>sin(pos·ω<sub>{d}</sub>)</td><td align='right'>{{v{d}}}</td></tr>" for d in range(8)
    )
    + "</table>"
)
WORKED = (
    "PE({pos}, 4) = sin({pos} / 10000<sup>4/64</sup>)<br>&nbsp;&nbsp;= <b>{v0}</b>"
    "&nbsp;&nbsp;<span style='color:#606060'>(the current position)</span>"
)


def _text(template: str, pos: float) -> str:
    return template.format(pos=pos, **{f"v{d}": f"{np.sin(pos / (d + 1)):+.4f}" for d in range(8)})


def _pixels(label: QLabel) -> np.ndarray:
    image = label.grab().toImage().convertToFormat(label.grab().toImage().Format.Format_RGB32)
    return np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine()).copy()


class _Paints(QObject):
    def __init__(self, widget):
        super().__init__()
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def _label(qtbot: QtBot, cls, text: str, dark: bool = False) -> QLabel:
    label = cls()
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    label.setStyleSheet("font-size: 14pt;")
    if dark:
        palette = label.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor("#202020"))
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#f0f0f0"))
        label.setPalette(palette)
        label.setAutoFillBackground(True)
    label.setText(text)
    label.resize(300, 330)
    qtbot.addWidget(label)
    label.show()
    qtbot.waitExposed(label)
    return label


def test_it_paints_what_qlabel_paints(qtbot: QtBot):
    for template in (TABLE, WORKED):
        for dark in (False, True):
            text = _text(template, 5.5)
            ours, theirs = _label(qtbot, RichLabel, text, dark), _label(qtbot, QLabel, text, dark)
            assert ours.painting_itself
            mine = _pixels(ours)
            assert (mine < 100).sum() > 500 if not dark else (mine > 200).sum() > 500  # text was drawn
            np.testing.assert_array_equal(mine, _pixels(theirs))


def test_a_new_text_is_painted_once(qtbot: QtBot):
    """QLabel parses its HTML inside its paint, whose layout asks for a second paint; RichLabel paints once
    (as the formula panel holds them: in a StableLabel, in a panel)."""
    counts = {}
    for rich in (True, False):
        panel = QWidget()
        holder = StableLabel("readout", rich=rich, parent=panel)
        holder.label.setStyleSheet("font-size: 14pt;")
        holder.setText(_text(TABLE, 1.0))
        holder.resize(300, 330)
        panel.resize(320, 350)
        qtbot.addWidget(panel)
        panel.show()
        qtbot.waitExposed(panel)
        QApplication.processEvents()
        paints = _Paints(holder.label)
        for k in range(5):
            holder.setText(_text(TABLE, 2.0 + k))
            for _ in range(3):
                QApplication.processEvents()
        counts[rich] = paints.count
    assert counts[True] == 5 and counts[False] >= 8  # (QLabel: about two a text)


def test_pressing_hands_the_painting_to_qlabel_until_a_new_text_without_a_selection(qtbot: QtBot):
    label = _label(qtbot, RichLabel, _text(WORKED, 1.0))
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    qtbot.mousePress(label, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    qtbot.mouseRelease(label, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert not label.painting_itself  # QLabel draws (and would draw a selection)
    label.setText(_text(WORKED, 2.0))
    assert label.painting_itself and "2.0" in label.text()


def test_new_numbers_change_the_document_in_place_with_the_pixels_of_a_fresh_parse(qtbot: QtBot, monkeypatch):
    """A text with the old tags changes the characters that differ, longer or shorter (formats kept: a bold
    value, a subscript, a superscript; a run emptied and filled again is parsed); another text is parsed."""
    from PySide6.QtGui import QTextDocument

    parses = []
    real = QTextDocument.setHtml
    monkeypatch.setattr(QTextDocument, "setHtml", lambda doc, html: (parses.append(html), real(doc, html)))
    for template in (TABLE, WORKED):
        ours = _label(qtbot, RichLabel, _text(template, 1.5))
        theirs = _label(qtbot, QLabel, _text(template, 1.5))
        ours.grab()
        parses.clear()
        # as many characters, a digit more, two fewer, more at the start, the values changing sign too
        for pos in (2.5, 3.5, 9.5, 12.25, 4, 104.125, 7.5, 4.5):
            text = _text(template, pos)
            ours.setText(text)
            theirs.setText(text)
            np.testing.assert_array_equal(_pixels(ours), _pixels(theirs))
        assert parses == []  # every one changed in place
        ours.setText(_text(template, 2.5).replace("PE(", "<i>PE</i>(", 1))  # other tags: parsed
        theirs.setText(ours.text())
        np.testing.assert_array_equal(_pixels(ours), _pixels(theirs))
        assert len(parses) == 1
    ours = _label(qtbot, RichLabel, "<b>12</b> of <b>x</b>")
    theirs = _label(qtbot, QLabel, ours.text())
    ours.grab()
    parses.clear()
    for text, parsed in (
        ("<b>1</b> of <b>xyz</b>", 0),
        ("<b>0</b> of <b>xyz</b>", 0),
        ("<b></b> of <b>xy</b>", 1),
        ("<b>5</b> of <b>xy</b>", 2),
        ("<b>5</b> of<b>xy</b>", 3),
        ("<b>5</b> ox <b>xy</b>", 4),
    ):
        ours.setText(text)
        theirs.setText(text)
        np.testing.assert_array_equal(_pixels(ours), _pixels(theirs), err_msg=text)
        assert len(parses) == parsed, text  # (an emptied or filled run, changed white space: parsed)


def test_white_space_that_html_collapses_is_always_parsed():
    from posenc_gui.gui.widgets.rich_label import html_parts

    assert html_parts("a&nbsp;<b>1</b>&lt;2") == (["<b>", "</b>"], ["a\xa0", "1", "<2"])
    assert html_parts("a  b") is None and html_parts("a\nb") is None and html_parts("&times;") is None


def test_it_asks_for_the_height_qlabel_asks_for_at_every_width():
    """Measured on its own document (the formula's StableLabels measure each new shape of text)."""
    for template in (TABLE, WORKED):
        for points in (9, 14, 27.5):
            ours, theirs = RichLabel(), QLabel()
            for label in (ours, theirs):
                label.setTextFormat(Qt.TextFormat.RichText)
                label.setWordWrap(True)
                label.setStyleSheet(f"font-size: {points}pt;")
                label.setText(_text(template, 5.5))
                label.ensurePolished()
            for width in (60, 120, 246, 500, 900):
                assert ours.heightForWidth(width) == theirs.heightForWidth(width), (template[:5], points, width)
