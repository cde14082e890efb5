"""Every control bound both ways: widget -> store and store -> widget; bad input is refused with a message."""

import math

import pytest
from helpers import control_name, stored
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QSlider, QWidget

from posenc_gui.core import ParamError
from posenc_gui.testing import settle


def ctl(window, name, kind=QWidget):
    widget = window.findChild(kind, name)
    assert widget is not None, name
    return widget


@pytest.mark.parametrize(
    "name,value",
    [
        ("d_model", 128),
        ("max_len", 512),
        ("base", 12345.67),
        ("position", 42.25),
        ("phase.pair", 5),
        ("phase.trail", 30),
        ("animation.speed", 7.5),
    ],
)
def test_store_to_spin_box(window, qtbot, name, value):
    window.store.apply({name: value})
    assert ctl(window, control_name(name)).value() == pytest.approx(value)


@pytest.mark.parametrize(
    "name,value",
    [
        ("d_model", 96),
        ("max_len", 300),
        ("base", 500.5),
        ("position", 17.5),
        ("phase.pair", 3),
        ("phase.trail", 4),
        ("animation.speed", 0.5),
    ],
)
def test_spin_box_to_store(window, name, value):
    ctl(window, control_name(name)).setValue(value)
    assert stored(window, name) == pytest.approx(value)


def test_d_model_slider_both_ways(window):
    slider = ctl(window, "slider.d_model", QSlider)
    slider.setValue(200)
    assert window.store.params.d_model == 200
    assert ctl(window, "param.d_model").value() == 200
    window.store.update(d_model=16)
    assert slider.value() == 16


def test_base_slider_is_logarithmic(window):
    slider = ctl(window, "slider.base", QSlider)
    slider.setValue(500)  # halfway between log10(10) and log10(1e6): 10^3.5 = 3162.28, shown rounded
    assert window.store.params.base == pytest.approx(3160.0)
    slider.setValue(0)
    assert window.store.params.base == 10.0
    slider.setValue(1000)
    assert window.store.params.base == 1e6
    window.store.update(base=100.0)  # 10^2 sits at one fifth of the way
    assert slider.value() == 200


def test_base_accepts_exact_typed_values(window, qtbot):
    spin = ctl(window, "param.base")
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), "12345.67")
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)
    assert window.store.params.base == 12345.67


def test_max_len_slider_and_position_range_follow(window):
    ctl(window, "param.max_len").setValue(40)
    pos = ctl(window, "param.position")
    assert pos.maximum() == 39
    assert ctl(window, "slider.position", QSlider).maximum() == 39
    window.store.update(max_len=1000)
    assert pos.maximum() == 999


def test_shrinking_max_len_moves_position_into_range(window):
    window.store.update(position=90.0)
    ctl(window, "param.max_len").setValue(20)
    assert window.store.params.position == 19.0
    assert ctl(window, "param.position").value() == 19.0


def test_layout_combo_both_ways(window):
    combo = ctl(window, "param.layout", QComboBox)
    combo.setCurrentIndex(combo.findData("concatenated"))
    assert window.store.params.layout == "concatenated"
    window.store.update(layout="interleaved")
    assert combo.currentData() == "interleaved"


def test_pair_range_follows_d_model(window):
    pair = ctl(window, "option.phase.pair")
    window.store.update(d_model=16)
    assert pair.maximum() == 7
    window.store.update(d_model=15)  # odd: 8 frequencies, the last a lone sin
    assert pair.maximum() == 7


def test_wave_dims_edit_both_ways(window, qtbot):
    edit = ctl(window, "option.waves.dims", QLineEdit)
    assert edit.text() == "0, 4, 8, 16, 32"
    edit.setText("1, 3, 5")
    edit.editingFinished.emit()
    assert window.store.options("waves").dims == (1, 3, 5)
    window.store.update_options("waves", dims=(2, 6))
    assert edit.text() == "2, 6"


def test_clock_pairs_edit_both_ways(window):
    edit = ctl(window, "option.phase.clock_pairs", QLineEdit)
    edit.setText("0 1 2")
    edit.editingFinished.emit()
    assert window.store.options("phase").clock_pairs == (0, 1, 2)
    window.store.update_options("phase", clock_pairs=(3,))
    assert edit.text() == "3"


def test_bad_list_gets_message_and_keeps_state(window):
    edit = ctl(window, "option.waves.dims", QLineEdit)
    before = window.store.options("waves")
    edit.setText("1, two, 3")
    edit.editingFinished.emit()
    assert window.store.options("waves") == before
    error = ctl(window, "params.error", QLabel)
    assert not error.isHidden() and "whole numbers" in error.text()
    assert edit.text() == "0, 4, 8, 16, 32"  # snapped back to what the store holds
    assert "whole numbers" in window.statusBar().currentMessage()


def test_out_of_range_typed_value_gets_message_never_a_crash(window, qtbot):
    spin = ctl(window, "param.d_model")
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), "5000")
    error = ctl(window, "params.error", QLabel)
    assert not error.isHidden()
    assert "between 1 and 4096" in error.text() and "5000" in error.text()
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)
    assert window.store.params.d_model == 64


def test_a_table_larger_than_the_budget_is_accepted_and_explained(window, qtbot):
    """Parameters allocate nothing: 10^6 x 1024 (3.8 GiB as a whole float32 table) is a valid choice, the
    views draw it at screen resolution, and the panel says why that is possible."""
    window.store.update(max_len=1_000_000, d_model=64)
    ctl(window, "param.d_model").setValue(1024)
    assert window.store.params.d_model == 1024
    assert ctl(window, "params.error", QLabel).isHidden()
    info = ctl(window, "params.info", QLabel).text()
    assert "1,000,000 × 1024 float32 = 3.8 GiB" in info and "limited to 512.0 MiB" in info
    settle(window, qtbot)
    heat = window.views["heatmap"]
    assert heat.result.table.shape == (len(heat.result.row_edges) - 1, 1024)
    assert heat.image.image.shape[0] == heat.result.table.shape[0]
    assert heat.image.image.shape[1] <= heat.plot.vb.width()  # columns averaged to the pixels
    assert heat.result.step == math.ceil(1_000_000 / heat.pixel_rows)


def test_sliders_leave_arrow_keys_to_the_position(window):
    for slider in window.findChildren(QSlider):
        assert slider.focusPolicy() == Qt.FocusPolicy.NoFocus


def test_store_batch_emits_once_and_rolls_back(window, qtbot):
    seen = []
    window.store.paramsChanged.connect(seen.append)
    with window.store.batch():
        window.store.update(d_model=32)
        window.store.update(max_len=64, position=3.0)
    assert seen == [frozenset({"d_model", "max_len", "position"})]
    before = window.store.params
    with pytest.raises(ParamError), window.store.batch():
        window.store.update(d_model=16)
        window.store.update(base=0.5)
    assert window.store.params == before
    assert len(seen) == 1
    with window.store.batch():  # an inner batch that fails rolls back its own changes only
        window.store.update_options("phase", trail=3)
        with pytest.raises(ParamError), window.store.batch():
            window.store.update(max_len=5)
            window.store.update_options("waves", dims=(1,))
            window.store.update(d_model=0)
    assert (window.store.options("phase").trail, window.store.params.max_len) == (3, 64)
    assert window.store.options("waves").dims == (0, 4, 8, 16, 32)
    assert seen[-1] == frozenset({"phase.trail"})
    settle(window, qtbot)
    assert ctl(window, "param.d_model").value() == 32


def _type(qtbot, spin, text, enter=True):
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), text)
    if enter:
        qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)


def test_message_survives_the_animation_then_clears(window, qtbot, monkeypatch):
    import posenc_gui.gui.widgets.param_panel as panel

    error = ctl(window, "params.error", QLabel)
    _type(qtbot, ctl(window, "param.d_model"), "5000")
    assert not error.isHidden()
    window.animator.advance(0.016)  # animation ticks move only the position: the message stays readable
    window.step_position(+1)
    assert not error.isHidden()
    now = panel.time.monotonic()
    monkeypatch.setattr(panel.time, "monotonic", lambda: now + panel.ERROR_MIN_SECONDS + 1)
    window.step_position(+1)  # ... until it has been shown long enough
    assert error.isHidden()


def test_another_accepted_value_clears_the_message_at_once(window, qtbot):
    error = ctl(window, "params.error", QLabel)
    _type(qtbot, ctl(window, "param.max_len"), "0")
    assert not error.isHidden()
    window.store.update(base=500.0)  # from anywhere: a lesson step, the heatmap, a script
    assert error.isHidden()


def test_list_box_shows_the_cleaned_up_list(window):
    edit = ctl(window, "option.waves.dims", QLineEdit)
    edit.setText("0, 4, 4, 8, 16, 32")
    edit.editingFinished.emit()
    assert window.store.options("waves").dims == (0, 4, 8, 16, 32)
    assert edit.text() == "0, 4, 8, 16, 32"


def test_escape_leaves_a_box_so_arrows_step_the_position_again(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    spin = ctl(window, "param.position")
    _type(qtbot, spin, "7", enter=False)
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Escape)
    assert not spin.hasFocus()
    assert window.store.params.position == 0.0 and spin.value() == 0.0  # the unfinished "7" was dropped
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.store.params.position == 1.0


def test_escape_in_a_list_box_drops_the_edit(window, qtbot):
    edit = ctl(window, "option.waves.dims", QLineEdit)
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, "1, 2")
    qtbot.keyClick(edit, Qt.Key.Key_Escape)
    assert window.store.options("waves").dims == (0, 4, 8, 16, 32)
    assert edit.text() == "0, 4, 8, 16, 32"


def test_alt_mnemonics_are_unique(window):
    import re

    letters = []
    for label in window.findChildren(QLabel):
        if label.buddy() is not None:
            letters += re.findall(r"&(\w)", label.text())
    for action in window.menuBar().actions():
        letters += re.findall(r"&(\w)", action.text())
    letters = [c.lower() for c in letters]
    assert len(letters) >= 14
    assert len(letters) == len(set(letters)), sorted(letters)


def test_formula_follows_the_layout(window):
    formula = ctl(window, "params.formula", QLabel)
    assert "PE(pos, 2i) = sin" in formula.text() and "PE(pos, 2i+1) = cos" in formula.text()
    window.store.update(layout="concatenated", d_model=64)
    assert "PE(pos, i) = sin" in formula.text() and "PE(pos, 32+i) = cos" in formula.text()
    window.store.update(d_model=7)
    assert "PE(pos, 4+i) = cos" in formula.text()


def test_position_widgets_follow_the_animation_at_a_readable_rate(window, qtbot):
    """A burst of position changes (the animation) updates the box at once, then at most READABLE_HZ (five)
    times a second, and always ends on the last value."""
    from posenc_gui.gui.state.throttle import READABLE_HZ

    spin = ctl(window, "param.position")
    window.store.update(position=1.0)
    qtbot.wait(int(1000 / READABLE_HZ) + 50)
    window.store.update(position=2.0)
    assert spin.value() == 2.0  # the first change of a burst shows at once
    for k in range(3, 10):
        window.store.update(position=float(k))
    assert spin.value() == 2.0  # ... the others wait
    qtbot.waitUntil(lambda: spin.value() == 9.0, timeout=1000)  # and the last one arrives
    window.store.update(d_model=32)  # any other change shows everything at once
    assert ctl(window, "param.d_model").value() == 32
