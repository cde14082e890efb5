"""Broken settings never stop a start, never cost what was valid, and are always explained."""

import glob
import os
import time
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from posenc_gui.gui.files.settings import MAX_FILE_BYTES, bounded_json


def _store(path, **entries):
    settings = QSettings(path, QSettings.Format.IniFormat)
    for key, value in entries.items():
        settings.setValue(key.replace("__", "/"), value)
    settings.sync()


def test_one_bad_field_resets_only_itself_and_says_so_once(make_window, settings_file):
    _store(
        settings_file,
        params='{"d_model": -5, "max_len": 300, "base": 500.0, "layout": "concatenated", "position": 250}',
    )
    win = make_window()
    p = win.store.params
    assert (p.d_model, p.max_len, p.base, p.layout, p.position) == (64, 300, 500.0, "concatenated", 250.0)
    assert win.notices.shown == [
        "Some stored settings could not be used; everything else was restored.\n\n"
        "• Stored d_model = -5 was reset to 64: d_model must lie between 1 and 4096; "
        "-5 is out of range."
    ]
    notice = win.findChild(QMessageBox, "notice")
    assert notice is not None and notice.isVisible() and not notice.isModal()
    win.close()
    again = make_window()  # what was valid was written back, not the defaults
    assert (again.store.params.max_len, again.store.params.layout) == (300, "concatenated")
    assert again.notices.shown == []


def test_a_file_that_is_not_text_is_moved_aside_and_named(make_window, settings_file):
    garbage = os.urandom(4000) + b"\0"
    with open(settings_file, "wb") as f:
        f.write(garbage)
    win = make_window()
    assert win.store.params.d_model == 64
    kept = glob.glob(settings_file + ".damaged-*")
    assert len(kept) == 1 and Path(kept[0]).read_bytes() == garbage
    assert len(win.notices.shown) == 1 and kept[0] in win.notices.shown[0] and "not text" in win.notices.shown[0]


def test_an_ini_syntax_error_and_an_oversized_file_are_moved_aside(make_window, settings_file, tmp_path):
    with open(settings_file, "w") as f:
        f.write("[[[[\n=\n=\n")
    win = make_window()
    assert "not a settings file" in win.notices.shown[0]
    win.close()
    big = str(tmp_path / "big.ini")
    with open(big, "w") as f:
        f.write("[General]\nx=" + "a" * (MAX_FILE_BYTES + 10) + "\n")
    win = make_window(big)
    assert "far more than settings take" in win.notices.shown[0] and glob.glob(big + ".damaged-*")


def test_deeply_nested_or_huge_entries_cannot_stop_a_start(make_window, settings_file):
    _store(
        settings_file,
        params="[" * 100_000 + "]" * 100_000,
        options__waves='{"dims": [1, 2]}',
        options__phase='{"pair": "' + "x" * 50_000 + '"}',
    )
    win = make_window()
    assert win.store.params.d_model == 64 and win.store.options("waves").dims == (1, 2)
    text = win.notices.shown[0]
    assert "Stored params could not be read (200,000 characters)" in text
    assert "options/phase could not be read (50,012 characters)" in text


def test_bounded_json_counts_nesting_outside_strings_only():
    assert bounded_json('{"a": "[[[[[[[[[[[[\\"", "b": [[1]]}') == {"a": '[[[[[[[[[[[["', "b": [[1]]}
    for text in ("[" * 9 + "]" * 9, "x" * 30_000):
        try:
            bounded_json(text)
        except ValueError:
            continue
        raise AssertionError(f"{text[:20]} was parsed")


def test_a_lock_left_by_a_killed_process_delays_neither_start_nor_close(make_window, settings_file):
    _store(settings_file, params='{"d_model": 32}')
    open(settings_file + ".lock", "w").close()  # empty: what a process killed while saving leaves
    t0 = time.monotonic()
    win = make_window()
    started = time.monotonic() - t0
    win.store.update(d_model=16)
    open(settings_file + ".lock", "w").close()
    t0 = time.monotonic()
    win.close()
    closed = time.monotonic() - t0
    assert started < 5 and closed < 2, (started, closed)
    assert QSettings(settings_file, QSettings.Format.IniFormat).value("params").startswith('{"d_model": 16')


def test_a_save_that_fails_is_reported(make_window, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the settings folder should be")  # fails for every user, root too
    win = make_window(str(blocker / "posenc-gui.ini"))
    win.store.update(d_model=48)
    assert win.save_settings() is False
    assert len(win.notices.shown) == 1 and "could not be saved" in win.notices.shown[0]
    assert "could not be saved" in win.statusBar().currentMessage()
    assert win.save_settings() is False and len(win.notices.shown) == 1  # said once, not on every save
