"""People type: every text typed into a number or list box, with real key events, is either taken exactly
or refused with a message naming the field, its range and the text as typed; the stored value stays."""

import subprocess
import sys
import textwrap

import pytest
from helpers import control_name, stored
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from posenc_gui.gui.widgets.number_text import parse
from posenc_gui.testing import type_text

DIGITS_309 = "9" * 309


def _type(qtbot, window, name, text):
    box = window.findChild(QWidget, control_name(name))
    edit = box if isinstance(box, QLineEdit) else box.lineEdit()
    box.setFocus()
    edit.selectAll()
    type_text(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    return box


def _message(window) -> str:
    error = window.findChild(QLabel, "params.error")
    return "" if error.isHidden() else error.text()


@pytest.mark.parametrize(
    "name,typed,value",
    [
        ("d_model", "1e3", 1000),
        ("d_model", "+5", 5),
        ("d_model", "64.0", 64),
        ("d_model", "  32 ", 32),
        ("d_model", "１２８", 128),
        ("d_model", "١٢٨", 128),
        ("max_len", "2.5e3", 2500),
        ("phase.trail", "0", 0),
        ("base", "1e4", 10000.0),
        ("base", "12345.67", 12345.67),
        ("animation.speed", "2.5", 2.5),
        ("animation.speed", "1E2", 100.0),
        ("position", "7.25", 7.25),
    ],
)
def test_unambiguous_forms_are_taken_exactly(window, qtbot, name, typed, value):
    _type(qtbot, window, name, typed)
    assert stored(window, name) == value and type(stored(window, name)) is type(value)
    assert _message(window) == ""


@pytest.mark.parametrize(
    "name,typed,says",
    [
        ("d_model", "1e309", "d_model must lie between 1 and 4096; 1e309 is out of range."),
        (
            "d_model",
            DIGITS_309,
            "d_model must lie between 1 and 4096; 9999999999…999999 (309 characters) is out of range.",
        ),
        ("d_model", "-1", "d_model must lie between 1 and 4096; -1 is out of range."),
        ("d_model", "\u22125", "d_model must lie between 1 and 4096; \u22125 is out of range."),
        ("d_model", "0x10", "d_model: 0x10 is not a whole number between 1 and 4096."),
        ("d_model", "64.5", "d_model must be a whole number; 64.5 is not."),
        ("d_model", "nan", "d_model must be a finite number; nan is not."),
        ("d_model", "inf", "d_model must be a finite number; inf is not."),
        ("d_model", "1_000", "d_model: write 1_000 without separators"),
        ("max_len", "1,000", "max_len: write 1,000 without separators"),
        ("max_len", "1,,2", "max_len: 1,,2 is not a whole number between 1 and 10000000."),
        ("max_len", "0", "max_len must lie between 1 and 10000000; 0 is out of range."),
        ("base", "0.5", "base must lie between 1.01 and 1e+12; 0.5 is out of range."),
        ("animation.speed", "0", "speed must lie between 0.01 and 1000; 0 is out of range."),
        ("phase.pair", "inf", "pair must be a finite number; inf is not."),
        ("phase.trail", "-5", "trail must lie between 0 and"),
        ("animation.speed", "-1", "speed must lie between 0.01 and 1000; -1 is out of range."),
        ("base", "1e400", "base must lie between 1.01 and 1e+12; 1e400 is out of range."),
        ("base", "12345.678", "base takes at most 2 decimals; 12345.678 has more."),
    ],
)
def test_anything_else_is_refused_with_the_text_as_typed(window, qtbot, name, typed, says):
    before = window.store.params, window.store.all_options()
    box = _type(qtbot, window, name, typed)
    assert (window.store.params, window.store.all_options()) == before
    assert _message(window).startswith(says)
    shown = box.prefix() + box.textFromValue(box.value()) + box.suffix()
    assert box.lineEdit().text() == shown  # the stored value is shown again


@pytest.mark.parametrize(
    "name,typed,says",
    [
        ("waves.dims", f"0, {DIGITS_309}", "dims must lie between 0 and 2147483647; 9999999999…999999 (309"),
        ("phase.clock_pairs", "1, nan", "clock_pairs must be a finite number; nan is not."),
        ("waves.dims", "0, 1e4", "dims must lie between 0 and 4095; 10000 is out of range."),
    ],
)
def test_list_boxes_refuse_with_a_message_never_a_traceback(window, qtbot, name, typed, says):
    before = window.store.all_options()
    _type(qtbot, window, name, typed)
    assert window.store.all_options() == before
    assert _message(window).startswith(says)


def test_a_list_takes_the_same_number_forms(window, qtbot):
    _type(qtbot, window, "waves.dims", "0; +1e1 ١٢")
    assert window.store.options("waves").dims == (0, 10, 12)


def test_an_emptied_box_shows_its_value_again_without_a_message(window, qtbot):
    box = _type(qtbot, window, "d_model", "")
    assert box.value() == 64 and window.store.params.d_model == 64 and _message(window) == ""


def test_typing_garbage_never_kills_the_process():
    """The crash this guards against was a segfault (an exception inside Qt's validate()): so in a child."""
    script = textwrap.dedent(f"""
        import os
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QWidget
        from posenc_gui.testing import type_text
        from posenc_gui.gui.app import ensure_app, open_window, scratch_settings
        ensure_app()
        keeper, settings = scratch_settings()
        window = open_window(settings)
        texts = ["inf", "nan", "-inf", "1e309", "{DIGITS_309}", "9" * 1200, "1e99999999999", "0x10", "\\u0000",
                 "1e-99999999999", "{{}}", "%s", "１e３", "..", "e", "+", "-"]
        for name in ["param.d_model", "param.max_len", "param.base", "param.position", "option.phase.pair",
                     "option.phase.trail", "option.animation.speed", "option.waves.dims",
                     "option.phase.clock_pairs"]:
            if name.startswith("option.") and name.split(".")[1] in window.views:
                window.bring_forward(name.split(".")[1])   # (a view waiting behind a tab is not built)
            box = window.findChild(QWidget, name)
            edit = box.lineEdit() if hasattr(box, "lineEdit") else box
            for text in texts:
                box.setFocus()
                edit.selectAll()
                type_text(edit, text)
                QTest.keyClick(edit, Qt.Key.Key_Return)
        print(window.store.params)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr and "Error" not in done.stderr
    assert "Params(d_model=1000, max_len=1000, base=1000.0" in done.stdout  # only "１e３" was a number


@pytest.mark.parametrize("text", ["9" * 100_000, "1e" + "9" * 1200, "." * 3000])
def test_the_parser_answers_long_texts_at_once(text):
    parsed = parse(text, "d_model", 1, 4096, whole=True)
    assert parsed.value is None and "characters" in parsed.problem


def test_a_stable_label_measures_a_new_text_shape_once(qtbot):
    """Readouts change their numbers 60 times a second while a position plays: a text of a shape already
    measured at this width (the same characters, other digits) is not measured again, and a text that needs
    more lines still gets them."""
    from unittest import mock

    from posenc_gui.gui.widgets.stable_label import StableLabel, text_shape

    assert text_shape("pos = 12.50, θ = −0.3") == "pos = 00.00, θ = −0.0"
    label = StableLabel("readout")
    qtbot.addWidget(label)
    label.resize(200, 40)
    label.show()
    with mock.patch.object(label.label, "heightForWidth", wraps=label.label.heightForWidth) as measure:
        label.setText("pos = 1.25")
        label.setText("pos = 7.50")
        label.setText("pos = 3.75")
        assert measure.call_count == 1
        label.setText("a much longer text that cannot stay on one line of a label two hundred pixels wide")
        assert measure.call_count == 2
    assert label.sizeHint().height() >= 2 * label.label.fontMetrics().height()
