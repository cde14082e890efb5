"""Export from the window: File menu actions and shortcuts, each view's Export button, the dialog (formats
disabled with reasons, sizes, errors shown in place), Export all open views, Copy view as image. What is on
screen never changes."""

import itertools

import numpy as np
import pytest
from helpers import show_view
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QKeySequence
from PySide6.QtWidgets import QToolButton

from posenc_gui.testing import settle


def _menu_actions(window, name):
    menu = window.findChild(type(window.menuBar().actions()[0].menu()), name)
    return [a.objectName() for a in menu.actions()]


def test_file_menu_offers_export_with_shortcuts(window):
    actions = _menu_actions(window, "menu.file")
    start = actions.index("action.export")
    assert actions[start : start + 3] == ["action.export", "action.export_all", "action.copy_image"]
    keys = {a.objectName(): a.shortcut() for a in window.actions()}
    assert keys["action.export"] == QKeySequence("Ctrl+E")
    assert keys["action.export_all"] == QKeySequence("Ctrl+Shift+E")
    assert keys["action.copy_image"] == QKeySequence("Ctrl+Shift+C")


def test_every_view_has_an_export_button_that_opens_the_dialog_on_it(window, qtbot):
    for vid in window.views:
        show_view(window, qtbot, vid)  # (a view is built when its dock is first shown)
        button = window.findChild(QToolButton, f"export.{vid}")
        assert button is not None and button.isVisible() and "Export" in button.toolTip()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        dialog = window.exporter.dialog
        assert dialog.isVisible() and dialog.view_id == vid
        dialog.reject()


def test_ctrl_e_opens_the_dialog_and_saves_a_png_of_the_chosen_size(window, qtbot, tmp_path):
    window.store.update(d_model=32, max_len=60)
    settle(window, qtbot)
    window.views["waves"].focus_widget().setFocus()
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    dialog = window.exporter.dialog
    assert dialog.isVisible() and dialog.view_id == "waves"
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(".png"))
    dialog.size_combo.setCurrentIndex(4)  # slide: 1920 wide
    dialog.path_edit.setText(str(tmp_path / "waves.png"))
    dialog.accept()
    assert not dialog.isVisible() and dialog.message.text() == ""
    image = QImage(str(tmp_path / "waves.png"))
    figure = window.views["waves"].figure_widget()
    assert image.width() == 1920 and image.height() == round(figure.height() * 1920 / figure.width())
    assert str(tmp_path) in window.statusBar().currentMessage()
    # the next dialog starts where this one ended: same folder, format and size
    again = window.exporter.open_dialog("heatmap")
    assert again.suffix == ".png" and again.size_combo.currentIndex() == 4
    assert again.path_edit.text() == str(tmp_path / "heatmap.png")
    again.reject()


def test_data_from_the_window_is_what_the_view_shows(window, qtbot, tmp_path):
    window.store.apply({"d_model": 16, "max_len": 30, "waves.dims": (1, 3)})
    settle(window, qtbot)
    dialog = window.exporter.open_dialog("waves")
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(".csv"))
    assert not dialog.size_combo.isEnabled() and not dialog.motion_row.isEnabled()
    dialog.path_edit.setText(str(tmp_path / "w.csv"))
    dialog.accept()
    _names, table = window.views["waves"].spec.export_data(window.store.params, window.store.options("waves"))
    with open(tmp_path / "w.csv", encoding="utf-8") as f:
        assert f.readline().strip() == "position,dim_1,dim_3"
    np.testing.assert_array_equal(np.loadtxt(tmp_path / "w.csv", delimiter=",", skiprows=1), table)


def test_npy_and_npz_from_the_window_hold_its_array_and_settings(window, qtbot, tmp_path):
    import json

    import posenc_gui

    window.store.apply({"d_model": 16, "max_len": 30, "waves.dims": (1, 3)})
    settle(window, qtbot)
    window.exporter.export_view("waves", tmp_path / "w.npy")
    window.exporter.export_view("waves", tmp_path / "w.npz")
    npy = np.load(tmp_path / "w.npy", allow_pickle=False)
    assert npy.shape == (30, 2)  # no position column
    with np.load(tmp_path / "w.npz", allow_pickle=False) as npz:
        settings = json.loads(str(npz["settings"]))
        assert (settings["d_model"], settings["max_len"], settings["waves.dims"]) == (16, 30, [1, 3])
        np.testing.assert_array_equal(npz["values"], npy)
        np.testing.assert_array_equal(npz["position"], np.arange(30))
    np.testing.assert_array_equal(posenc_gui.compute("waves", **settings).arrays().array, npy)


def test_any_view_animates_a_number_it_draws_chosen_in_the_dialog(window, qtbot, tmp_path):
    """The animation row sweeps the position of a view that moves with it, or any number a view draws: a heatmap
    over the base (from the window's base to ten times it, in equal ratios), each frame named; the window keeps
    its base; a number whose frames would all be the same is refused in the dialog, and nothing is written."""
    from PIL import Image

    window.store.apply({"d_model": 16, "max_len": 30})
    settle(window, qtbot)
    dialog = window.exporter.open_dialog("heatmap")
    model = dialog.format_combo.model()
    assert model.item(dialog.format_combo.findData(".gif")).isEnabled()  # (every view has a number to sweep)
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(".gif"))
    assert dialog.motion_row.isEnabled()
    names = [dialog.motion_row.name_combo.itemData(k) for k in range(dialog.motion_row.name_combo.count())]
    assert names[0] == "position" and {"d_model", "max_len", "base"} <= set(names)
    dialog.motion_row.name_combo.setCurrentIndex(names.index("base"))
    assert (dialog.start_spin.value(), dialog.stop_spin.value()) == (10000.0, 100000.0)
    assert dialog.motion_row.log_box.isChecked() and dialog.start_spin.decimals() == 3
    dialog.frames_spin.setValue(3)
    dialog.size_combo.setCurrentIndex(0)
    dialog.path_edit.setText(str(tmp_path / "base.gif"))
    dialog.accept()
    assert dialog.message.text() == ""
    with Image.open(tmp_path / "base.gif") as gif:
        assert gif.n_frames == 3
        frames = []
        for k in range(3):
            gif.seek(k)
            frames.append(np.asarray(gif.convert("RGB")))
    assert all((a != b).any() for a, b in itertools.pairwise(frames))
    assert window.store.params.base == 10000.0
    still = window.exporter.open_dialog("rope-decay")  # (it reads its own d and base: not the position)
    still.format_combo.setCurrentIndex(still.format_combo.findData(".gif"))
    names = [still.motion_row.name_combo.itemData(k) for k in range(still.motion_row.name_combo.count())]
    assert "base" not in names and "rope-decay.d" in names
    assert still.motion_row.name_combo.currentData() != "position"  # (a view that does not move: a number of its own)
    still.motion_row.name_combo.setCurrentIndex(names.index("position"))
    still.frames_spin.setValue(2)
    still.path_edit.setText(str(tmp_path / "still.gif"))
    still.accept()
    assert "every frame of rope-decay is the same" in still.message.text() and still.isVisible()
    assert not (tmp_path / "still.gif").exists()
    still.reject()


def test_a_gif_from_the_window_leaves_the_position_where_it_was(window, qtbot, tmp_path):
    from PIL import Image

    window.store.update(position=3.0)
    settle(window, qtbot)
    before = window.views["phase"].figure_widget().grab().toImage()
    dialog = window.exporter.open_dialog("phase")
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(".gif"))
    dialog.start_spin.setValue(0.0)
    dialog.stop_spin.setValue(2.0)
    dialog.frames_spin.setValue(5)
    dialog.size_combo.setCurrentIndex(0)
    dialog.path_edit.setText(str(tmp_path / "p.gif"))
    dialog.accept()
    assert dialog.message.text() == ""
    with Image.open(tmp_path / "p.gif") as gif:
        assert gif.n_frames == 5
    settle(window, qtbot)
    assert window.store.params.position == 3.0
    assert window.views["phase"].figure_widget().grab().toImage() == before


def test_a_failed_export_says_why_in_the_dialog_and_keeps_it_open(window, tmp_path):
    dialog = window.exporter.open_dialog("heatmap")
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(".npy"))
    dialog.path_edit.setText(str(tmp_path / "missing" / "h.npy"))
    dialog.accept()
    assert dialog.isVisible() and "does not exist" in dialog.message.text()
    dialog.path_edit.setText(str(tmp_path / "h.txt"))
    dialog.accept()
    assert dialog.isVisible() and "must end in .npy" in dialog.message.text()
    window.store.update(max_len=10**7, d_model=1024)
    dialog.path_edit.setText(str(tmp_path / "h.npy"))
    dialog.accept()
    assert dialog.isVisible() and "the limit is 512.0 MiB" in dialog.message.text()
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix != ".ini") == []
    dialog.reject()


def test_export_all_writes_every_open_view_in_each_format(window, qtbot, tmp_path):
    window.docks["phase"].close()
    settle(window, qtbot)
    dialog = window.exporter.open_all_dialog()
    dialog.folder_edit.setText(str(tmp_path / "all"))
    for suffix, box in dialog.boxes.items():
        box.setChecked(suffix in (".svg", ".npy"))
    dialog.accept()
    assert not dialog.isVisible()
    shown = [vid for vid, view in window.views.items() if view.is_shown()]
    assert "phase" not in shown and {"heatmap", "waves"} <= set(shown)  # closed or behind a tab: not open
    assert sorted(p.name for p in (tmp_path / "all").iterdir()) == sorted(
        f"{vid}.{suffix}" for vid in shown for suffix in ("npy", "svg")
    )


def test_copy_puts_the_current_view_on_the_clipboard(window, qtbot):
    window.views["heatmap"].focus_widget().setFocus()
    qtbot.keyClick(window, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    image = QGuiApplication.clipboard().image()
    figure = window.views["heatmap"].figure_widget()
    ratio = figure.devicePixelRatioF()
    assert (image.width(), image.height()) == (round(figure.width() * ratio), round(figure.height() * ratio))
    assert "Copied" in window.statusBar().currentMessage()


@pytest.mark.parametrize(
    "typed,says", [("abc", "is not a whole number"), ("1e9", "out of range"), ("-3", "out of range")]
)
def test_garbage_in_the_dialogs_number_boxes_is_refused_in_place(window, qtbot, typed, says):
    from posenc_gui.testing import type_text

    dialog = window.exporter.open_dialog("phase")
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(".gif"))  # the frames box is for animations
    edit = dialog.frames_spin.lineEdit()
    dialog.frames_spin.setFocus()
    edit.selectAll()
    type_text(edit, typed)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert dialog.frames_spin.value() == 50
    assert says in dialog.message.text() and typed in dialog.message.text()
    assert dialog.isVisible()  # Enter in a box that refused its text does not also press Save
    dialog.reject()


@pytest.mark.parametrize(
    "typed,says",
    [
        ("inf", "must be a finite number"),
        ("nan", "must be a finite number"),
        ("1e13", "out of range"),
        ("9" * 400, "(400 characters) is out of range"),
        ("-1", "out of range"),
        ("ten", "is not a number"),
    ],
)
def test_garbage_in_the_sweeps_ends_is_refused_in_place(window, qtbot, typed, says):
    """The Animation row's ends of a base sweep (its range 1 to 10^12): what was typed is refused, named, and the
    value stays."""
    from posenc_gui.testing import type_text

    dialog = window.exporter.open_dialog("heatmap")
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(".gif"))
    dialog.motion_row.name_combo.setCurrentIndex(dialog.motion_row.name_combo.findData("base"))
    before = dialog.stop_spin.value()
    edit = dialog.stop_spin.lineEdit()
    dialog.stop_spin.setFocus()
    edit.selectAll()
    type_text(edit, typed)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert dialog.stop_spin.value() == before and dialog.isVisible()
    assert says in dialog.message.text() and typed[:8] in dialog.message.text()
    dialog.reject()


@pytest.mark.parametrize(
    "box,typed,says",
    [
        ("width_in_spin", "abc", "width: abc is not a number"),
        ("width_in_spin", "99", "width must lie between 1 and 20"),
        ("width_in_spin", "-1", "out of range"),
        ("width_in_spin", "inf", "must be a finite number"),
        ("width_in_spin", "9" * 400, "(400 characters) is out of range"),
        ("font_pt_spin", "2", "text size must lie between 4 and 24"),
        ("font_pt_spin", "nan", "must be a finite number"),
        ("font_pt_spin", "1e3", "out of range"),
    ],
)
def test_garbage_in_the_paper_boxes_is_refused_in_place(window, qtbot, box, typed, says):
    from posenc_gui.testing import type_text

    dialog = window.exporter.open_dialog("phase")
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(".png"))
    dialog.set_preset("paper")
    spin = getattr(dialog, box)
    before = spin.value()
    edit = spin.lineEdit()
    spin.setFocus()
    edit.selectAll()
    type_text(edit, typed)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert spin.value() == before
    assert says in dialog.message.text() and typed[:10] in dialog.message.text()
    assert dialog.isVisible()
    dialog.reject()


def test_a_paper_width_typed_and_entered_is_the_one_written(window, qtbot, tmp_path):
    """Enter in a box takes its number, then presses Save: the figure has the width typed."""
    from PySide6.QtGui import QImage

    from posenc_gui.testing import type_text

    dialog = window.exporter.open_dialog("phase")
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(".png"))
    dialog.set_preset("paper")
    dialog.path_edit.setText(str(tmp_path / "typed.png"))
    edit = dialog.width_in_spin.lineEdit()
    dialog.width_in_spin.setFocus()
    edit.selectAll()
    type_text(edit, "5")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    assert QImage(str(tmp_path / "typed.png")).width() == 5 * 300
