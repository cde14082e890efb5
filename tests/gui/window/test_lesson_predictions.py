"""A step that asks the room first (`predict:` and `answers:`): the stage's banner shows the question and its
answers instead of the headline, the marks wait; A (or the next PageDown, a clicker's) gives the answer, marked,
and the marks; the presenter view has the answer from the start; the panel has a button for it. The shipped
lessons ask at least five questions in each language, each answered by the number the step marks or says."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtTest import QTest

from posenc_gui.gui.files.lesson_steps import LessonError, parse, read
from posenc_gui.gui.plotting.style import FONT_PT
from posenc_gui.gui.window.presenter_view import PresenterView
from posenc_gui.gui.window.stage import banner_html
from posenc_gui.resources import resource_path
from posenc_gui.testing import settle

LESSON = """lesson: Predictions
[step]
title: First
views: heatmap
[step]
title: Buckets
headline: T5: one bucket from 91 on
views: relative-buckets
set: max_len = 100; relative-buckets.scheme = t5; relative-buckets.t5_buckets = 32
set: relative-buckets.t5_max_distance = 128; relative-buckets.t5_direction = bidirectional
mark: relative-buckets.distance = 91 "from 91 on: one last bucket"
predict: From which distance do all keys share the last bucket?
answers: 16 | *91 | 128
[step]
title: Last
views: heatmap
"""


def test_the_question_and_its_answers_are_read_and_checked():
    (step,) = [s for s in parse(LESSON) if s.predict]
    assert step.predict.question == "From which distance do all keys share the last bucket?"
    assert step.predict.answers == ("16", "91", "128") and step.predict.answer == "91"
    bad = {
        "answers: 16 | 91 | 128": "the right one marked with \\*",
        "answers: *16 | *91": "the right one marked with \\*",
        "answers: *16": "two to four answers",
        "answers: a | b | c | d | *e": "two to four answers",
        "answers: *16 |  | 128": "an answer has 0 characters",
        "answers: 16 | *91 | 128\npredict: " + "x" * 91: "the question has 91 characters",
    }
    for line, message in bad.items():
        with pytest.raises(LessonError, match=message):
            parse(LESSON.replace("answers: 16 | *91 | 128", line), "mine.lesson")
    with pytest.raises(LessonError, match="mine.lesson line 5: a step's predict: question needs its answers"):
        parse(LESSON.replace("answers: 16 | *91 | 128\n", ""), "mine.lesson")


def _marks(window):
    return window.views["relative-buckets"].mark_lines["distance"].shown()


def test_the_stage_asks_then_answers_and_the_presenter_knows_the_answer(make_window, qtbot, tmp_path):
    path = tmp_path / "predictions.lesson"
    path.write_text(LESSON, encoding="utf-8")
    window = make_window()
    panel = window.lesson
    assert panel.open_file(path)
    panel.bring_forward()
    panel.go_to(1)
    settle(window, qtbot)
    assert panel.pending() and panel.prediction.isVisible() and panel.answer_button.isVisible()
    assert "✓" not in panel.prediction.text() and _marks(window) == []
    window.presentation.enter()
    settle(window, qtbot)
    banner = window.stage.banner.text()
    assert "From which distance" in banner and "B) 91" in banner and "✓" not in banner
    assert "T5: one bucket" not in banner  # (the headline says the answer: it waits)
    presenter = PresenterView(panel, window.stage.binder, window.stage.page_or_step, lambda: None, window)
    presenter.show_step()
    assert "<b>Answer:</b> 91" in presenter.notes.text()
    assert presenter.next_headline.text() == "<b>Next:</b> the answer, 91"  # (what the next PageDown does)
    title = window.views["relative-buckets"].matrix_plot.titleLabel
    scaled = title.opts["size"]
    assert scaled == f"{FONT_PT * window.presentation.scale:g}pt"
    window.setFocus()
    QTest.keyClick(window, Qt.Key.Key_A)  # the stage's key for the answer
    settle(window, qtbot)
    assert title.opts["size"] == scaled  # (drawn again with its marks, the title keeps the stage's size)
    banner = window.stage.banner.text()
    assert not panel.pending() and panel.step == 1
    assert "<b>✓ B) 91</b>" in banner and "T5: one bucket from 91 on" in banner
    assert [label for _value, label in _marks(window)] == ["from 91 on: one last bucket"]
    assert "<b>✓ B) 91</b>" in panel.prediction.text() and not panel.answer_button.isVisible()
    assert presenter.next_headline.text() == "<b>Next:</b> Last"
    presenter.close()
    window.presentation.leave()
    assert title.opts["size"] == f"{FONT_PT}pt"


def test_a_clickers_page_down_gives_the_answer_before_the_next_step_and_going_back_shows_it(
    make_window, qtbot, tmp_path
):
    path = tmp_path / "predictions.lesson"
    path.write_text(LESSON, encoding="utf-8")
    window = make_window()
    panel = window.lesson
    assert panel.open_file(path)
    panel.go_to(0)
    panel.step_by(1)
    assert panel.step == 1 and panel.pending()
    panel.step_by(1)  # the answer first
    settle(window, qtbot)
    assert panel.step == 1 and not panel.pending() and len(_marks(window)) == 1
    panel.step_by(1)
    assert panel.step == 2
    panel.step_by(-1)  # back: answered, as it was left
    settle(window, qtbot)
    assert panel.step == 1 and not panel.pending() and len(_marks(window)) == 1
    panel.go_to(1)  # come to anew: asked again
    settle(window, qtbot)
    assert panel.pending() and _marks(window) == []
    panel.answer_button.click()
    assert not panel.pending()


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_shipped_lessons_ask_at_least_five_questions_whose_banners_fit(qapp, lang):
    """Asked, the question and its answers take at most two lines of the banner at 1280 px and scale 1.5;
    answered, the headline's two lines and the answers' one."""
    steps = read(resource_path("lessons", f"{lang}.lesson"))
    asked = [s for s in steps if s.predict]
    assert len(asked) >= 5
    for step in asked:
        for answered, most in ((False, 2), (True, 3)):
            document = QTextDocument()
            document.setDocumentMargin(0)
            document.setHtml(banner_html(step, notes=False, scale=1.5, answered=answered))
            document.setTextWidth(1280 - 12)
            document.size()
            block, lines = document.begin(), 0
            while block.isValid():
                lines += block.layout().lineCount()
                block = block.next()
            assert lines <= most, (step.predict.question, answered, lines)


def test_each_shipped_answer_is_the_number_its_step_marks_or_states():
    """The answers are the lesson's own numbers: a mark's label or the headline says each."""
    for lang in ("en", "ko"):
        for step in read(resource_path("lessons", f"{lang}.lesson")):
            if step.predict is None:
                continue
            number = step.predict.answer.split(" ")[0].replace("About", "").strip()
            said = step.headline + " ".join(m.label for m in step.marks) + step.text
            if any(ch.isdigit() for ch in number):
                assert number.replace("쯤", "") in said, (lang, step.title, number)
