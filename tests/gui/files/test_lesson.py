"""The guided lesson and the keyboard: every step applies its parameters and views in one redraw; broken
step files are reported with their line; the shortcuts do what Help > Keyboard shortcuts lists."""

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from posenc_gui.gui.files.lesson_steps import LessonError, parse, read
from posenc_gui.resources import resource_path
from posenc_gui.testing import settle

LANGS = ("en", "ko")


@pytest.mark.parametrize("lang", LANGS)
def test_every_step_of_the_shipped_lessons_applies_its_parameters_and_views(window, qtbot, lang):
    panel = window.lesson
    panel.language_box.setCurrentIndex(panel.language_box.findData(lang))
    assert panel.steps and not panel.problem and len(panel.steps) == 33
    changes = []
    window.store.paramsChanged.connect(changes.append)
    for k, step in enumerate(panel.steps):
        changes.clear()
        panel.go_to(k)
        settle(window, qtbot)
        assert len(changes) <= 1  # one batch: one redraw
        for name, value in step.changes.items():
            owner, _, field = name.rpartition(".")
            stored = getattr(window.store.options(owner) if owner else window.store.params, field)
            assert stored == value, (k, name)
        assert window.views[step.views[0]].is_shown(), (k, step.views)
        built = "" if step.reveal is None else f" · {'curve' if step.reveal[1][0] != 'content' else 'panel'} 1 of"
        assert (
            panel.counter.text().startswith(f"{k + 1} / {len(panel.steps)}{built}") and panel.title.text() == step.title
        )


def test_both_languages_tell_the_same_story():
    en, ko = (read(resource_path("lessons", f"{lang}.lesson")) for lang in LANGS)
    assert [(s.views, s.changes) for s in en] == [(s.views, s.changes) for s in ko]
    assert all(any("\uac00" <= ch <= "\ud7a3" for ch in s.title + s.text) for s in ko)  # written in Hangul


def test_a_step_has_a_headline_for_the_slide_and_falls_back_to_its_title():
    from posenc_gui.gui.files.lesson_steps import parse, step_headline

    with_one, without = parse(
        "[step]\ntitle: A\nheadline: The room reads\n  this line\ntext: notes\n[step]\ntitle: B\ntext: more notes"
    )
    assert (with_one.headline, step_headline(with_one), with_one.text) == (
        "The room reads this line",
        "The room reads this line",
        "notes",
    )
    assert without.headline == "" and step_headline(without) == "B"


@pytest.mark.parametrize("lang", LANGS)
def test_every_shipped_step_has_its_own_headline_of_at_most_two_stage_lines(qapp, lang):
    """Written for the room: every step has one, none repeats its title, and each fits two lines of the stage's
    banner at 1280 x 720 at scale 1.5 (measured with the banner's font)."""
    from PySide6.QtGui import QTextDocument

    from posenc_gui.gui.window.stage import banner_html

    steps = read(resource_path("lessons", f"{lang}.lesson"))
    for step in steps:
        assert step.headline and step.headline != step.title, step.title
        document = QTextDocument()
        document.setDocumentMargin(0)
        document.setHtml(banner_html(replace(step, predict=None), notes=False, scale=1.5))  # (the headline alone)
        document.setTextWidth(1280 - 12)
        document.size()  # (laid out)
        lines = sum(block.layout().lineCount() for block in _blocks(document))
        assert lines <= 2, (step.headline, lines)


def _blocks(document):
    block = document.begin()
    while block.isValid():
        yield block
        block = block.next()


def test_the_long_context_steps_say_what_is_known_and_what_is_measured():
    """original_max_position_embeddings is the context before extension (Llama 3.1 was then trained on long
    context); the attention factor shifts the entropy down, its growth with ln L stays (the view measures both)."""
    steps = {s.title: s.text for s in read(resource_path("lessons", "en.lesson"))}
    scaling = steps["Long context: what rope_scaling does"]
    assert "was trained at 8,192" not in scaling and "trained at" not in scaling
    assert "Llama 3.1 8B's original context, before extension, is 8,192 positions" in scaling
    assert "a model trained only at 4,096 meets angles it never saw" in steps["Angles never seen"]
    yarn = steps["YaRN: stretch the slow pairs, sharpen attention"]
    assert "sharpens attention over the longer context" not in yarn
    assert "the softmax entropy drops at every L (right): a shift of the curve, which still grows with ln L." in yarn


@pytest.mark.parametrize(
    "text, where",
    [
        ("[step]\ntitle: A\nheadline: " + "word " * 40, "line 1: the headline has 199 characters"),
        ("title: no step yet", "line 1: before the first [step] only lesson:, author: may stand"),
        ("lesson: " + "x" * 300 + "\n[step]\ntitle: A", "line 1: lesson: at most 200 characters"),
        ("[step]\ntitle: A\nset: heatmap.colour = 3", "line 3: set: heatmap has no option 'colour'"),
        ("[step]\ntitle: A\ntilte: B", "line 3: expected one of"),
        ("[step]\ntitle: A\nviews: heatmap, nonsense", "line 3: views: no view 'nonsense'"),
        ("[step]\ntitle: A\nset: d_model = 5000", "line 3: set: d_model must lie between 1 and 4096"),
        ("[step]\ntitle: A\nset: d_model = many", "line 3: set: d_model = 'many' is not a whole number"),
        ("[step]\ntitle: A\nset: phase.pair = 40", "line 3: set: pair"),
        ("[step]\ntitle: A\nset: nothing.x = 1", "line 3: set: no view 'nothing'"),
        ("[step]\ntitle: A\nset: d_model 8", "line 3: set: expected name = value"),
        ("[step]\ntext: no title", "line 1: the step has no title"),
        ("# only a comment", "no [step]"),
    ],
)
def test_a_broken_step_file_names_the_line(text, where):
    with pytest.raises(LessonError) as caught:
        parse(text, "my.lesson")
    assert where in str(caught.value) and "my.lesson" in str(caught.value)


def test_a_broken_file_is_shown_in_the_panel_not_crashed_on(window, qtbot, tmp_path):
    bad = tmp_path / "bad.lesson"
    bad.write_text("[step]\ntitle: Fine\n\n[step]\ntitle: Broken\nviews: heatmap, no-such-view\n", encoding="utf-8")
    before = window.store.params
    assert not window.lesson.load_path(bad)
    assert "bad.lesson line 6" in window.lesson.text.text() and not window.lesson.next_button.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_PageDown)  # nothing to step through: nothing happens
    assert window.store.params == before
    binary = tmp_path / "binary.lesson"
    binary.write_bytes(b"[step]\ntitle: A\n\xff\xfe")
    assert not window.lesson.load_path(binary) and "line 3: not UTF-8 text" in window.lesson.problem


def test_page_keys_step_the_lesson_but_not_inside_a_box(window, qtbot):
    window.lesson.go_to(0)
    window.activateWindow()
    window.setFocus()
    QTest.keyClick(window, Qt.Key.Key_PageDown)
    settle(window, qtbot)
    assert window.lesson.step == 1 and window.store.options("naive").short == 5
    QTest.keyClick(window, Qt.Key.Key_PageUp)
    assert window.lesson.step == 0
    spin = window.views["naive"].control("short")
    window.docks["naive"].show()
    window.docks["naive"].raise_()
    settle(window, qtbot)
    spin.setFocus()
    QTest.keyClick(spin, Qt.Key.Key_Up)  # the box's own Up: one more word
    settle(window, qtbot)
    assert window.store.options("naive").short == 6 and window.lesson.step == 0
    QTest.keyClick(spin, Qt.Key.Key_PageDown)  # and its own PageDown
    assert window.lesson.step == 0


def test_the_shortcuts_window_lists_what_the_keys_do(window, qtbot):
    rows = dict(window.shortcuts())
    assert rows["Shift+Right"] == "Forward 10 positions" and rows["Up"] == "Next frequency pair"
    window.store.apply({"max_len": 100, "position": 5.5, "phase.pair": 2})
    window.setFocus()
    QTest.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert window.store.params.position == 15.0
    QTest.keyClick(window, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert window.store.params.position == 5.0
    QTest.keyClick(window, Qt.Key.Key_Right)
    assert window.store.params.position == 6.0
    QTest.keyClick(window, Qt.Key.Key_Up)
    assert window.store.options("phase").pair == 3
    QTest.keyClick(window, Qt.Key.Key_Down)
    QTest.keyClick(window, Qt.Key.Key_Down)
    assert window.store.options("phase").pair == 1
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.lesson.dock.isVisible()
    window.store.apply({"position": 98.0})
    QTest.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert window.store.params.position == 99.0  # stops at the end
    window.show_shortcuts()
    text = window.shortcuts_box.text()
    assert all(keys in text and what in text for keys, what in window.shortcuts())


def test_a_step_that_does_not_fit_the_current_table_is_reported_not_raised(window, qtbot, tmp_path):
    steps = tmp_path / "mine.lesson"
    steps.write_text("[step]\ntitle: A\nset: position = 3\n[step]\ntitle: B\nset: phase.pair = 30\n", encoding="utf-8")
    window.store.apply({"max_len": 2})
    assert window.lesson.load_path(steps)
    window.lesson.go_to(0)
    assert window.store.params.position == 1.0  # clamped into the table
    window.store.apply({"d_model": 64})
    window.lesson.go_to(1)
    assert window.store.options("phase").pair == 30
    window.store.apply({"d_model": 8, "phase.pair": 0})  # 4 pairs: 30 no longer fits
    window.lesson.go_to(0)
    window.lesson.go_to(1)
    assert "do not fit" in window.statusBar().currentMessage() and window.store.options("phase").pair == 0
